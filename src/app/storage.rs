//! The browser's side of the saves (`crate::saves`): localStorage as the `Store`, this tab's
//! `Saves`, and their errors said in the page's language. Everything else about saves (keys,
//! revisions, statistics, backups) lives in `saves`, tested natively.

use crate::core::codec::Envelope;
use crate::core::stats::Stats;
use crate::erased::Linked;
use crate::erased::Summary;
use crate::games::GameInfo;
use crate::saves::arrival::{Arrived, NewGame, Opened};
use crate::saves::{backup, GameRef, LoadError, Saves, Snapshot, Store, StoreError};
pub use crate::saves::{key_of, SaveProblem, Slot};

/// localStorage (none when the browser has it switched off).
pub struct LocalStore;

impl LocalStore {
    fn storage() -> Result<web_sys::Storage, StoreError> {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .ok_or(StoreError::Unavailable)
    }
}

impl Store for LocalStore {
    fn get(&self, key: &str) -> Option<String> {
        Self::storage().ok()?.get_item(key).ok().flatten()
    }
    fn set(&self, key: &str, value: &str) -> Result<(), StoreError> {
        Self::storage()?.set_item(key, value).map_err(write_error)
    }
    fn remove(&self, key: &str) {
        if let Ok(s) = Self::storage() {
            let _ = s.remove_item(key);
        }
    }
    fn keys(&self) -> Vec<String> {
        let Ok(s) = Self::storage() else {
            return Vec::new();
        };
        (0..s.length().unwrap_or(0))
            .filter_map(|i| s.key(i).ok().flatten())
            .collect()
    }
}

/// Full or blocked, from the browser's exception.
fn write_error(e: wasm_bindgen::JsValue) -> StoreError {
    let name = js_sys::Reflect::get(&e, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .unwrap_or_default();
    match name.as_str() {
        // Chromium and Safari say QuotaExceededError; older Firefox its own name.
        "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => StoreError::Full,
        _ => StoreError::Blocked,
    }
}

thread_local! {
    /// This tab's saves: the revisions it read and wrote are its own.
    static SAVES: Saves<LocalStore> = Saves::new(LocalStore);
}

fn with<T>(f: impl FnOnce(&Saves<LocalStore>) -> T) -> T {
    SAVES.with(f)
}

/// Storage speaks at the edge, outside any component: in the page's language.
fn words() -> &'static crate::text::Words {
    crate::text::words(super::settings::page_lang())
}

fn lang() -> crate::lang::Lang {
    super::settings::page_lang()
}

/// A storage problem in words.
pub fn said(e: StoreError) -> String {
    e.words(words()).to_string()
}

fn load_words(e: LoadError) -> String {
    match e {
        LoadError::Storage(e) => said(e),
        LoadError::NoSuchSave => words().no_such_save.to_string(),
        LoadError::Damaged(reason) => words().damaged_save_because(&reason.words(words())),
    }
}

pub fn known_revision(id: &str) -> Option<u64> {
    with(|s| s.known_revision(id))
}

pub fn now() -> f64 {
    js_sys::Date::now()
}

/// A new save id: time plus randomness, so two tabs never pick the same one.
pub fn new_id() -> String {
    let random = super::game_view::random_seed();
    format!("{:x}-{random:08x}", now() as u64)
}

/// What a game link does to the saves (see `Saves::arrive`).
pub fn arrive(info: &'static GameInfo, linked: &Linked) -> Result<Arrived, String> {
    let new = NewGame {
        id: &new_id,
        now: now(),
    };
    with(|s| s.arrive(lang(), info, linked, &new)).map_err(load_words)
}

/// The new game for a never-seen match, with the seats the player said are theirs.
pub fn claim(info: &'static GameInfo, linked: &Linked, mine: &[u8]) -> Opened {
    let new = NewGame {
        id: &new_id,
        now: now(),
    };
    with(|s| s.claim(info, linked, mine, &new))
}

/// Every saved game, most recently played first; damaged ones last.
pub fn list() -> Result<Vec<Slot>, String> {
    LocalStore::storage().map_err(said)?;
    Ok(with(|s| s.list(lang())))
}

/// One saved game, checked (it replays).
pub fn load(id: &str) -> Result<(Envelope, &'static GameInfo), String> {
    with(|s| s.load(lang(), id)).map_err(load_words)
}

/// One saved game, opened to be played here (its later writes follow this revision).
pub fn open(id: &str) -> Result<(Envelope, &'static GameInfo), String> {
    with(|s| s.open(lang(), id)).map_err(load_words)
}

/// A game's envelope as stored (also the file "Download this game" gives).
pub fn envelope_json(
    id: &str,
    game: &str,
    created: f64,
    snap: &Snapshot,
    seats: &super::Seats,
) -> String {
    let game = GameRef {
        id,
        game,
        created,
        seats,
    };
    let envelope = with(|s| s.envelope(&game, snap, now()));
    serde_json::to_string(&envelope).expect("envelopes always serialize")
}

/// Writes a game (see `Saves::write`: what the store refuses is kept in this tab), and asks
/// the browser to keep the storage.
pub fn write(
    id: &str,
    game: &str,
    created: f64,
    snap: &Snapshot,
    seats: &super::Seats,
) -> Result<(), SaveProblem> {
    let game = GameRef {
        id,
        game,
        created,
        seats,
    };
    with(|s| s.write(&game, snap, now()))?;
    ask_to_persist();
    Ok(())
}

/// Why a game's latest moves are not saved yet, if they are not (`Saves::unsaved`).
pub fn unsaved(id: &str) -> Result<(), SaveProblem> {
    with(|s| s.unsaved(id)).map_or(Ok(()), Err)
}

/// Whether some game's moves are kept only in this tab (leaving the page would lose them).
pub fn has_unsaved() -> bool {
    with(|s| s.has_unsaved())
}

/// Forgets a game's unsaved moves: the player chose another version.
pub fn discard_unsaved(id: &str) {
    with(|s| s.discard_unsaved(id))
}

pub fn delete_key(key: &str) {
    with(|s| s.delete_key(key))
}

/// Whether a game was played here (the light home page has nothing to resume).
pub fn has_last() -> bool {
    with(|s| s.has_last())
}

pub fn last() -> Option<(Envelope, &'static GameInfo)> {
    with(|s| s.last(lang()))
}

pub fn last_seats(game: &str) -> super::Seats {
    with(|s| s.last_seats(game))
}

pub fn remember_seats(game: &str, seats: &super::Seats) {
    with(|s| s.remember_seats(game, seats))
}

pub fn lesson(game: &str) -> crate::core::lesson::Progress {
    with(|s| s.lesson(game))
}

pub fn set_lesson(game: &str, progress: crate::core::lesson::Progress) {
    with(|s| s.set_lesson(game, progress))
}

pub fn played_games() -> std::collections::BTreeSet<String> {
    with(|s| s.played_games())
}

pub fn flag(key: &str, default: bool) -> bool {
    with(|s| s.flag(key, default))
}

pub fn set_flag(key: &str, on: bool) {
    with(|s| s.set_flag(key, on))
}

/// A game's statistics, and how many damaged copies are kept aside.
pub fn stats(game: &str) -> (Stats, usize) {
    with(|s| s.stats(game))
}

pub fn clear_damaged_stats(game: &str) {
    with(|s| s.clear_damaged_stats(game))
}

pub fn record_stats(
    game: &str,
    id: &str,
    summary: &Summary,
    seats: &super::Seats,
) -> Result<(), StoreError> {
    with(|s| s.record_stats(game, id, summary, seats))
}

/// Every save as stored and every game's statistics, for a backup file.
pub fn backup() -> Result<String, String> {
    LocalStore::storage().map_err(said)?;
    Ok(with(|s| s.backup()))
}

/// Imports a backup (or one downloaded game); see `Saves::import`.
pub fn import(text: &str) -> Result<backup::Plan, String> {
    use backup::ImportError;
    LocalStore::storage().map_err(said)?;
    with(|s| s.import(lang(), text, now())).map_err(|e| match e {
        // The parser's own words (English, about columns) would help nobody here.
        ImportError::NotJson(_) => words().import_unreadable.to_string(),
        ImportError::NotABackup => words().not_a_backup.to_string(),
        ImportError::UnknownVersion(v) => words().save_unknown_format(v),
        ImportError::File(why) => why,
    })
}

/// This tab's own storage (none when the browser has it switched off).
fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.session_storage().ok().flatten())
}

/// The key under which a game's app hands a file to import over to the full app.
const HANDED_IMPORT: &str = "boardshelf.import.handed";

/// A game's app holds one game's rules, so it cannot check another game's saves (nor read
/// another program's record of one): it keeps the chosen file for this tab and lets the
/// full app import it (`take_handed_import`). False when this tab cannot keep it.
pub fn hand_import_over(text: &str) -> bool {
    session_storage().is_some_and(|s| s.set_item(HANDED_IMPORT, text).is_ok())
}

/// The file a game's app handed over to import (once: it is then let go).
pub fn take_handed_import() -> Option<String> {
    let session = session_storage()?;
    let text = session.get_item(HANDED_IMPORT).ok().flatten()?;
    let _ = session.remove_item(HANDED_IMPORT);
    Some(text)
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
