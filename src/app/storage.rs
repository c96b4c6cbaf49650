//! Saved games in localStorage: one key per game (`boardshelf.save.<id>`) holding a
//! versioned envelope, plus `boardshelf.last` (the game played last).
//!
//! The list is read by scanning keys, so there is no separate index to go stale. A value
//! that cannot be read is listed as damaged with its raw text, and nothing ever writes to
//! a key other than its own game's: a damaged save is only removed when the player says so.

use crate::core::codec::{
    next_revision, stored_revision, Envelope, Stored, WriteConflict, SAVE_VERSION,
};
use crate::core::stats::Stats;
use crate::erased::Summary;
use crate::games::GameInfo;
use std::cell::RefCell;

/// Why a save was not written.
#[derive(Clone, Debug, PartialEq)]
pub enum SaveProblem {
    /// The browser refused the write (storage full, blocked, off), in words.
    Storage(String),
    /// Another tab changed or deleted the save since this tab read it.
    Conflict(WriteConflict),
}

thread_local! {
    /// The revision of each save this tab last read or wrote.
    /// (A list: a device holds tens of saves, and a map's code is large in the page's wasm.)
    static KNOWN: RefCell<Vec<(String, u64)>> = const { RefCell::new(Vec::new()) };
}

pub fn known_revision(id: &str) -> Option<u64> {
    KNOWN.with(|k| k.borrow().iter().find(|(i, _)| i == id).map(|&(_, r)| r))
}

fn remember(id: &str, revision: u64) {
    KNOWN.with(|k| {
        let mut known = k.borrow_mut();
        match known.iter_mut().find(|(i, _)| i == id) {
            Some(entry) => entry.1 = revision,
            None => known.push((id.to_string(), revision)),
        }
    });
}

const PREFIX: &str = "boardshelf.save.";
const LAST: &str = "boardshelf.last";
const STATS: &str = "boardshelf.stats.";
const SEATS: &str = "boardshelf.seats.";

pub enum Slot {
    Ok {
        envelope: Envelope,
        info: &'static GameInfo,
    },
    Damaged {
        key: String,
        raw: String,
        reason: String,
    },
}

fn storage() -> Result<web_sys::Storage, String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| words().no_storage.to_string())
}

/// Why a write failed, in words: a full storage and a blocked one need different advice
/// (deleting saved games frees room in the first, does nothing in the second).
fn write_error(e: wasm_bindgen::JsValue) -> String {
    let name = js_sys::Reflect::get(&e, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    match name.as_str() {
        // Chromium and Safari say QuotaExceededError; older Firefox its own name.
        "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => words().storage_full.to_string(),
        _ => words().storage_blocked.to_string(),
    }
}

pub fn key_of(id: &str) -> String {
    format!("{PREFIX}{id}")
}

pub fn now() -> f64 {
    js_sys::Date::now()
}

/// A new save id: time plus randomness, so two tabs never pick the same one.
pub fn new_id() -> String {
    let random = super::game_view::random_seed();
    format!("{:x}-{random:08x}", now() as u64)
}

fn read_key(key: &str, raw: String) -> Slot {
    // The key is the save's identity (`check_save`).
    match crate::backup::check_save(
        super::settings::page_lang(),
        &raw,
        Some(key.strip_prefix(PREFIX).unwrap_or(key)),
    ) {
        Ok((envelope, info)) => Slot::Ok { envelope, info },
        Err(reason) => Slot::Damaged {
            key: key.to_string(),
            raw,
            reason,
        },
    }
}

/// Every saved game, most recently played first; damaged ones last.
pub fn list() -> Result<Vec<Slot>, String> {
    let s = storage()?;
    let len = s.length().unwrap_or(0);
    let keys: Vec<String> = (0..len)
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(PREFIX))
        .collect();
    let mut slots: Vec<Slot> = keys
        .into_iter()
        .filter_map(|k| s.get_item(&k).ok().flatten().map(|raw| read_key(&k, raw)))
        .collect();
    // Unstable sorts only on the page: the stable sort's code is large, and ties are broken
    // by the id (unique) here.
    slots.sort_unstable_by(|a, b| match (a, b) {
        (Slot::Ok { envelope: x, .. }, Slot::Ok { envelope: y, .. }) => y
            .updated
            .total_cmp(&x.updated)
            .then_with(|| x.id.cmp(&y.id)),
        (Slot::Ok { .. }, Slot::Damaged { .. }) => std::cmp::Ordering::Less,
        (Slot::Damaged { .. }, Slot::Ok { .. }) => std::cmp::Ordering::Greater,
        (Slot::Damaged { key: x, .. }, Slot::Damaged { key: y, .. }) => x.cmp(y),
    });
    Ok(slots)
}

/// One saved game, checked (it replays).
pub fn load(id: &str) -> Result<(Envelope, &'static GameInfo), String> {
    let key = key_of(id);
    let raw = storage()?
        .get_item(&key)
        .ok()
        .flatten()
        .ok_or_else(|| words().no_such_save.to_string())?;
    match read_key(&key, raw) {
        Slot::Ok { envelope, info } => Ok((envelope, info)),
        Slot::Damaged { reason, .. } => Err(words().damaged_save_because(&reason)),
    }
}

/// A game's envelope as stored (also the file "Download this game" gives).
pub fn envelope_json(
    id: &str,
    game: &str,
    created: f64,
    snap: &super::Snapshot,
    seats: &super::Seats,
) -> String {
    let revision = known_revision(id).unwrap_or(0);
    let envelope = envelope(id, game, created, snap, seats, revision);
    serde_json::to_string(&envelope).expect("envelopes always serialize")
}

fn envelope(
    id: &str,
    game: &str,
    created: f64,
    snap: &super::Snapshot,
    seats: &super::Seats,
    revision: u64,
) -> Envelope {
    let summary = &snap.summary;
    Envelope {
        format: SAVE_VERSION,
        id: id.to_string(),
        game: game.to_string(),
        title: summary.title.clone(),
        status: summary.status.clone(),
        finished: summary.finished,
        created,
        updated: now(),
        undos: summary.undos,
        seats: seats.clone(),
        turn: summary.turn,
        shared: snap.shared,
        revision,
        record: snap.record.clone(),
    }
}

/// Writes a game's envelope, at the next revision: never over a newer version another tab
/// wrote, nor over a deletion, nor a new save over a taken key (`next_revision`).
pub fn write(
    id: &str,
    game: &str,
    created: f64,
    snap: &super::Snapshot,
    seats: &super::Seats,
) -> Result<(), SaveProblem> {
    let s = storage().map_err(SaveProblem::Storage)?;
    let key = key_of(id);
    let stored = match s.get_item(&key).ok().flatten() {
        Some(raw) => stored_revision(&raw),
        None => Stored::Nothing,
    };
    let revision = next_revision(known_revision(id), stored).map_err(SaveProblem::Conflict)?;
    let envelope = envelope(id, game, created, snap, seats, revision);
    let json = serde_json::to_string(&envelope).expect("envelopes always serialize");
    s.set_item(&key, &json)
        .map_err(|e| SaveProblem::Storage(write_error(e)))?;
    remember(id, revision);
    let _ = s.set_item(LAST, id);
    ask_to_persist();
    Ok(())
}

pub fn delete_key(key: &str) {
    if let Ok(s) = storage() {
        let _ = s.remove_item(key);
        let last = s.get_item(LAST).ok().flatten();
        if last.is_some_and(|id| key_of(&id) == key) {
            let _ = s.remove_item(LAST);
        }
    }
}

/// One saved game, checked, opened to be played here: its later writes from this tab must
/// follow this revision.
pub fn open(id: &str) -> Result<(Envelope, &'static GameInfo), String> {
    let (envelope, info) = load(id)?;
    remember(id, envelope.revision);
    Ok((envelope, info))
}

/// Whether a game was played here (the light home page has nothing to resume).
pub fn has_last() -> bool {
    storage().is_ok_and(|s| s.get_item(LAST).ok().flatten().is_some())
}

pub fn last() -> Option<(Envelope, &'static GameInfo)> {
    let id = storage().ok()?.get_item(LAST).ok().flatten()?;
    load(&id).ok()
}

/// Who played each seat the last time a game of this kind was started here (none when
/// never, or unreadable: a setting is never worth an error).
pub fn last_seats(game: &str) -> super::Seats {
    storage()
        .ok()
        .and_then(|s| s.get_item(&format!("{SEATS}{game}")).ok().flatten())
        .and_then(|raw| serde_json::from_str(&raw).ok())
        .unwrap_or_default()
}

pub fn remember_seats(game: &str, seats: &super::Seats) {
    if let (Ok(s), Ok(json)) = (storage(), serde_json::to_string(seats)) {
        let _ = s.set_item(&format!("{SEATS}{game}"), &json);
    }
}

/// A yes/no setting (`boardshelf.<key>`), `default` when never set or unreadable.
pub fn flag(key: &str, default: bool) -> bool {
    storage()
        .ok()
        .and_then(|s| s.get_item(&format!("boardshelf.{key}")).ok().flatten())
        .map_or(default, |v| v == "on")
}

pub fn set_flag(key: &str, on: bool) {
    if let Ok(s) = storage() {
        let _ = s.set_item(&format!("boardshelf.{key}"), if on { "on" } else { "off" });
    }
}

/// Where unreadable statistics are kept aside (never written over, left out of backups).
const DAMAGED_STATS: &str = "boardshelf.damaged.stats.";

/// A solitaire's statistics: defaults when there are none; `Err` with the stored text when
/// it cannot be read.
fn read_stats(game: &str) -> Result<Stats, String> {
    let raw = storage()
        .ok()
        .and_then(|s| s.get_item(&format!("{STATS}{game}")).ok().flatten());
    match raw {
        None => Ok(Stats::default()),
        Some(raw) => serde_json::from_str(&raw).map_err(|_| raw),
    }
}

/// A solitaire's statistics to show, and whether earlier ones could not be read (kept aside
/// or still in place: the player is told, the figures start again).
pub fn stats(game: &str) -> (Stats, bool) {
    let kept_aside = storage()
        .ok()
        .and_then(|s| s.get_item(&format!("{DAMAGED_STATS}{game}")).ok().flatten())
        .is_some();
    match read_stats(game) {
        Ok(stats) => (stats, kept_aside),
        Err(_) => (Stats::default(), true),
    }
}

/// Counts a finished one-player game in its statistics (once per game). Unreadable
/// statistics are first kept aside under their own key (once: an earlier copy kept aside is
/// never written over, and then the game is not counted), never silently replaced.
pub fn record_stats(game: &str, id: &str, summary: &Summary) -> Result<(), String> {
    let Some(outcome) = summary.outcome.as_ref().filter(|o| o.scores.len() == 1) else {
        return Ok(());
    };
    let mut stats = match read_stats(game) {
        Ok(stats) => stats,
        Err(raw) => {
            let s = storage()?;
            let aside = format!("{DAMAGED_STATS}{game}");
            if s.get_item(&aside).ok().flatten().is_some() {
                return Ok(());
            }
            s.set_item(&aside, &raw).map_err(write_error)?;
            Stats::default()
        }
    };
    if stats.record(
        id,
        !outcome.winners.is_empty(),
        outcome.scores[0],
        summary.undos,
    ) {
        let json = serde_json::to_string(&stats).expect("stats always serialize");
        storage()?
            .set_item(&format!("{STATS}{game}"), &json)
            .map_err(write_error)?;
    }
    Ok(())
}

/// Every save as stored (raw text) and every game's statistics, for a backup file.
pub fn backup() -> Result<String, String> {
    let s = storage()?;
    let keys: Vec<String> = (0..s.length().unwrap_or(0))
        .filter_map(|i| s.key(i).ok().flatten())
        .collect();
    let raw = |k: &String| s.get_item(k).ok().flatten();
    let mut saves: Vec<String> = keys
        .iter()
        .filter(|k| k.starts_with(PREFIX))
        .filter_map(raw)
        .collect();
    saves.sort_unstable();
    let stats = keys
        .iter()
        .filter_map(|k| Some((k.strip_prefix(STATS)?.to_string(), raw(k)?)))
        .collect::<Vec<_>>();
    Ok(crate::backup::backup_json(&saves, &stats))
}

/// Imports a backup (or one downloaded game): every playable save whose key is free is
/// added; nothing here is written over. Returns what happened to each entry.
pub fn import(text: &str) -> Result<crate::backup::Plan, String> {
    use crate::backup::{plan_import, ImportError, Verdict};
    let s = storage()?;
    let taken = |id: &str| s.get_item(&key_of(id)).ok().flatten().is_some();
    let has_stats = |game: &str| {
        s.get_item(&format!("{STATS}{game}"))
            .ok()
            .flatten()
            .is_some()
    };
    let mut plan =
        plan_import(super::settings::page_lang(), text, taken, has_stats).map_err(|e| match e {
            ImportError::NotJson(detail) => words().save_not_json(&detail),
            ImportError::NotABackup => words().not_a_backup.to_string(),
            ImportError::UnknownVersion(v) => words().save_unknown_format(v),
        })?;
    for entry in &mut plan.saves {
        if let (Some(id), Verdict::Add { raw }) = (&entry.id, &entry.verdict) {
            if let Err(e) = s.set_item(&key_of(id), raw) {
                entry.verdict = Verdict::Damaged(write_error(e));
            }
        }
    }
    for (game, raw) in &plan.stats {
        let _ = s.set_item(&format!("{STATS}{game}"), raw);
    }
    Ok(plan)
}

/// Asks the browser, once per visit, to keep this site's storage when space runs low.
pub fn ask_to_persist() {
    thread_local!(static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    if ASKED.with(|a| a.replace(true)) {
        return;
    }
    let storage = gloo::utils::window().navigator().storage();
    if let Ok(promise) = storage.persist() {
        wasm_bindgen_futures::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
}

/// Whether the browser keeps this site's storage when space runs low (None: unknown).
pub async fn persisted() -> Option<bool> {
    let storage = gloo::utils::window().navigator().storage();
    let promise = storage.persisted().ok()?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()?
        .as_bool()
}

/// Storage speaks at the edge, outside any component: in the page's language.
fn words() -> &'static crate::text::Words {
    crate::text::words(super::settings::page_lang())
}
