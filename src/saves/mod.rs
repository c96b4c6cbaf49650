//! Saved games in one place, over any key–value `Store`: one key per game
//! (`boardshelf.save.<id>`) holding a versioned envelope (`core::codec`: the envelope, its
//! versions and revisions), `boardshelf.last` (the game played last), each one-player game's
//! statistics, the seats and settings remembered, and backups (`backup`). Pure Rust, tested
//! natively with a `MemoryStore` (tests/saves.rs, tests/backup.rs); the app gives it the
//! browser's localStorage and says its errors in words.
//!
//! The list is read by scanning keys, so there is no separate index to go stale. A value
//! that cannot be read is listed as damaged with its raw text, and nothing ever writes to
//! a key other than its own game's: a damaged save is only removed when the player says so.

pub mod arrival;
pub mod backup;
mod stats;
pub mod store;

pub use backup::Unplayable;
pub use store::{MemoryStore, Store, StoreError};

use crate::core::codec::{
    next_revision, stored_head, Envelope, Json, SavedView, Stored, StoredHead, WriteConflict,
    SAVE_VERSION,
};
use crate::core::correspondence::Seats;
use crate::erased::Summary;
use crate::games::GameInfo;
use crate::lang::Lang;
use std::cell::RefCell;

const PREFIX: &str = "boardshelf.save.";
const LAST: &str = "boardshelf.last";
const STATS: &str = "boardshelf.stats.";
const SEATS: &str = "boardshelf.seats.";
const LESSON: &str = "boardshelf.lesson.";
/// Where unreadable statistics are kept aside (never written over, left out of backups).
const DAMAGED_STATS: &str = "boardshelf.damaged.stats.";

/// What the game screen reports after every change: the record and its summary.
#[derive(Clone, PartialEq)]
pub struct Snapshot {
    pub record: Json,
    pub summary: Summary,
    /// How many moves the friends by link have (Undo never takes those back).
    pub shared: usize,
    /// The analysis of the game as it stands, kept with the save.
    pub analysis: Option<Json>,
    /// Who plays each seat, when the screen changed it (a live table's seats): kept with
    /// the save, so the game goes on by link or here after it.
    pub seats: Option<crate::core::correspondence::Seats>,
    /// One seat's view of a live game with hidden hands (`codec::SavedView`).
    pub view: Option<SavedView>,
    /// The dealer's save of a deal another device found did not check out.
    pub disputed: bool,
}

/// One entry of the list of saved games.
pub enum Slot {
    Ok {
        envelope: Envelope,
        info: &'static GameInfo,
    },
    Damaged {
        key: String,
        raw: String,
        reason: Unplayable,
    },
}

/// Why a save was not written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    /// The store refused the write (storage full, blocked, off).
    Storage(StoreError),
    /// Another tab changed or deleted the save since this tab read it.
    Conflict(WriteConflict),
}

/// Why a save could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Storage(StoreError),
    NoSuchSave,
    /// It cannot be played, and why (`backup::check_save`).
    Damaged(Unplayable),
}

pub fn key_of(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// The saves as one tab sees them: the store, and the revision of each save this tab last
/// read or wrote (its later writes must follow it, `next_revision`).
pub struct Saves<S: Store> {
    pub store: S,
    /// (A list: a device holds tens of saves, and a map's code is large in the page's wasm.)
    known: RefCell<Vec<(String, u64)>>,
    /// Each game whose latest state the store refused, kept in this tab until it is written.
    unsaved: RefCell<Vec<Unsaved>>,
}

/// A game's latest state that the store refused (full, blocked): kept so that leaving the
/// game loses none of its moves, written as soon as there is room.
#[derive(Clone)]
struct Unsaved {
    id: String,
    game: String,
    created: f64,
    seats: Seats,
    snap: Snapshot,
    updated: f64,
    /// Why it is not written yet.
    problem: SaveProblem,
}

impl Unsaved {
    fn game_ref(&self) -> GameRef<'_> {
        GameRef {
            id: &self.id,
            game: &self.game,
            created: self.created,
            seats: &self.seats,
        }
    }
}

impl<S: Store> Saves<S> {
    pub fn new(store: S) -> Self {
        Saves {
            store,
            known: RefCell::new(Vec::new()),
            unsaved: RefCell::new(Vec::new()),
        }
    }

    pub fn known_revision(&self, id: &str) -> Option<u64> {
        let known = self.known.borrow();
        known.iter().find(|(i, _)| i == id).map(|&(_, r)| r)
    }

    fn remember(&self, id: &str, revision: u64) {
        let mut known = self.known.borrow_mut();
        match known.iter_mut().find(|(i, _)| i == id) {
            Some(entry) => entry.1 = revision,
            None => known.push((id.to_string(), revision)),
        }
    }

    /// Every saved game, most recently played first; damaged ones last.
    pub fn list(&self, lang: Lang) -> Vec<Slot> {
        let mut slots: Vec<Slot> = (self.store.keys().into_iter())
            .filter(|k| k.starts_with(PREFIX))
            .filter_map(|k| self.store.get(&k).map(|raw| read_key(lang, &k, raw)))
            .collect();
        self.list_unsaved(&mut slots);
        // Unstable sorts only on the page: the stable sort's code is large, and ties are
        // broken by the id (unique) here.
        slots.sort_unstable_by(|a, b| match (a, b) {
            (Slot::Ok { envelope: x, .. }, Slot::Ok { envelope: y, .. }) => y
                .updated
                .total_cmp(&x.updated)
                .then_with(|| x.id.cmp(&y.id)),
            (Slot::Ok { .. }, Slot::Damaged { .. }) => std::cmp::Ordering::Less,
            (Slot::Damaged { .. }, Slot::Ok { .. }) => std::cmp::Ordering::Greater,
            (Slot::Damaged { key: x, .. }, Slot::Damaged { key: y, .. }) => x.cmp(y),
        });
        slots
    }

    /// Games with moves the store refused are listed as this tab has them (what opening
    /// them gives), also when none of their moves could be written yet.
    fn list_unsaved(&self, slots: &mut Vec<Slot>) {
        for pending in self.unsaved.borrow().iter() {
            let Some(info) = crate::games::info(&pending.game) else {
                continue;
            };
            let envelope = self.envelope(&pending.game_ref(), &pending.snap, pending.updated);
            slots.retain(|s| !matches!(s, Slot::Ok { envelope: e, .. } if e.id == pending.id));
            slots.push(Slot::Ok { envelope, info });
        }
    }

    /// One saved game, checked (it replays).
    pub fn load(&self, lang: Lang, id: &str) -> Result<(Envelope, &'static GameInfo), LoadError> {
        let key = key_of(id);
        let raw = self.store.get(&key).ok_or(LoadError::NoSuchSave)?;
        match read_key(lang, &key, raw) {
            Slot::Ok { envelope, info } => Ok((envelope, info)),
            Slot::Damaged { reason, .. } => Err(LoadError::Damaged(reason)),
        }
    }

    /// One saved game, opened to be played here: this tab's later writes of it must follow
    /// the revision read now. A game with moves the store refused is written first; while
    /// it still cannot be, it opens as this tab has it (`unsaved` says why).
    pub fn open(&self, lang: Lang, id: &str) -> Result<(Envelope, &'static GameInfo), LoadError> {
        if let Some(pending) = self.write_unsaved(id) {
            let info = crate::games::info(&pending.game).ok_or(LoadError::NoSuchSave)?;
            let envelope = self.envelope(&pending.game_ref(), &pending.snap, pending.updated);
            return Ok((envelope, info));
        }
        let (envelope, info) = self.load(lang, id)?;
        self.remember(id, envelope.revision);
        Ok((envelope, info))
    }

    /// Why a game's latest moves are not saved yet (the store refused them), if they are not.
    pub fn unsaved(&self, id: &str) -> Option<SaveProblem> {
        let unsaved = self.unsaved.borrow();
        unsaved.iter().find(|u| u.id == id).map(|u| u.problem)
    }

    /// Whether any game has moves the store refused (leaving the page would lose them).
    pub fn has_unsaved(&self) -> bool {
        !self.unsaved.borrow().is_empty()
    }

    /// Forgets a game's unsaved moves: the player chose another version.
    pub fn discard_unsaved(&self, id: &str) {
        self.unsaved.borrow_mut().retain(|u| u.id != id);
    }

    /// Writes a game's unsaved moves if it has any: `None` when written (or none), else the
    /// moves still waiting.
    fn write_unsaved(&self, id: &str) -> Option<Unsaved> {
        let pending = self.unsaved.borrow().iter().find(|u| u.id == id).cloned()?;
        let written = self.write_now(&pending.game_ref(), &pending.snap, pending.updated);
        let problem = written.err();
        self.keep_unsaved(&pending.game_ref(), &pending.snap, pending.updated, problem);
        match problem {
            None => {
                let summary = &pending.snap.summary;
                let _ = self.record_stats(&pending.game, id, summary, &pending.seats);
                None
            }
            Some(problem) => Some(Unsaved { problem, ..pending }),
        }
    }

    /// Writes every game's unsaved moves that the store now takes (after room was made).
    pub fn write_all_unsaved(&self) {
        let ids: Vec<String> = self.unsaved.borrow().iter().map(|u| u.id.clone()).collect();
        for id in ids {
            self.write_unsaved(&id);
        }
    }

    /// Keeps (or forgets) a game's latest state after a write: kept while the store refuses
    /// it or another tab's version stands in its way, forgotten once written.
    fn keep_unsaved(
        &self,
        game: &GameRef,
        snap: &Snapshot,
        updated: f64,
        problem: Option<SaveProblem>,
    ) {
        let mut unsaved = self.unsaved.borrow_mut();
        unsaved.retain(|u| u.id != game.id);
        if let Some(problem) = problem {
            unsaved.push(Unsaved {
                id: game.id.to_string(),
                game: game.game.to_string(),
                created: game.created,
                seats: game.seats.clone(),
                snap: snap.clone(),
                updated,
                problem,
            });
        }
    }

    /// A game's envelope at the revision this tab knows (the file "Download this game"
    /// gives), stamped `updated`.
    pub fn envelope(&self, game: &GameRef, snap: &Snapshot, updated: f64) -> Envelope {
        let revision = self.known_revision(game.id).unwrap_or(0);
        envelope(game, snap, updated, revision)
    }

    /// Writes a game's envelope at the next revision: never over a newer version another
    /// tab wrote, nor over a deletion, nor a new save over a taken key (`next_revision`).
    /// The game becomes the one played last. When the store refuses it, the state is kept in
    /// this tab (`open` gives it back) and written with the next write that goes through.
    pub fn write(&self, game: &GameRef, snap: &Snapshot, updated: f64) -> Result<(), SaveProblem> {
        let written = self.write_now(game, snap, updated);
        let refused = matches!(written, Err(SaveProblem::Storage(_)));
        let was_unsaved = self.unsaved(game.id).is_some();
        if refused || was_unsaved {
            self.keep_unsaved(game, snap, updated, written.err());
        }
        if written.is_ok() {
            let _ = self.store.set(LAST, game.id);
            self.write_all_unsaved();
        }
        written
    }

    fn write_now(&self, game: &GameRef, snap: &Snapshot, updated: f64) -> Result<(), SaveProblem> {
        let key = key_of(game.id);
        let stored = self.store.get(&key).map_or(
            StoredHead {
                revision: Stored::Nothing,
                disputed: false,
            },
            |raw| stored_head(&raw),
        );
        let revision = next_revision(self.known_revision(game.id), stored.revision)
            .map_err(SaveProblem::Conflict)?;
        let mut envelope = envelope(game, snap, updated, revision);
        // A deal another device found unfair stays marked, whatever this screen knows of it.
        envelope.disputed |= stored.disputed;
        let json = serde_json::to_string(&envelope).expect("envelopes always serialize");
        self.store.set(&key, &json).map_err(SaveProblem::Storage)?;
        self.remember(game.id, revision);
        Ok(())
    }

    /// Removes one key (a save, or a damaged entry), and the "played last" mark if it is
    /// that save's. The room it frees goes to moves not saved yet.
    pub fn delete_key(&self, key: &str) {
        self.store.remove(key);
        if let Some(id) = key.strip_prefix(PREFIX) {
            self.discard_unsaved(id);
        }
        if self.store.get(LAST).is_some_and(|id| key_of(&id) == key) {
            self.store.remove(LAST);
        }
        self.write_all_unsaved();
    }

    /// Whether a game was played here.
    pub fn has_last(&self) -> bool {
        self.store.get(LAST).is_some()
    }

    pub fn last(&self, lang: Lang) -> Option<(Envelope, &'static GameInfo)> {
        self.load(lang, &self.store.get(LAST)?).ok()
    }

    /// Who played each seat the last time a game of this kind was started here (none when
    /// never, or unreadable: a setting is never worth an error).
    pub fn last_seats(&self, game: &str) -> Seats {
        (self.store.get(&format!("{SEATS}{game}")))
            .and_then(|raw| serde_json::from_str(&raw).ok())
            .unwrap_or_default()
    }

    pub fn remember_seats(&self, game: &str, seats: &Seats) {
        if let Ok(json) = serde_json::to_string(seats) {
            let _ = self.store.set(&format!("{SEATS}{game}"), &json);
        }
    }

    /// Where the learner is in a game's lesson (`boardshelf.lesson.<game>`): the start when
    /// never begun, or when what is kept cannot be read (it is written anew at the next step).
    pub fn lesson(&self, game: &str) -> crate::core::lesson::Progress {
        (self.store.get(&format!("{LESSON}{game}")))
            .and_then(|raw| serde_json::from_str(&raw).ok())
            .unwrap_or_default()
    }

    pub fn set_lesson(&self, game: &str, progress: crate::core::lesson::Progress) {
        let json = serde_json::to_string(&progress).expect("progress serializes");
        let _ = self.store.set(&format!("{LESSON}{game}"), &json);
    }

    /// The games of which some game is saved here, read once for every card of the home
    /// page (a game never played gets its lesson offered).
    pub fn played_games(&self) -> std::collections::BTreeSet<String> {
        (self.store.keys().iter())
            .filter(|k| k.starts_with(PREFIX))
            .filter_map(|k| self.store.get(k))
            .filter_map(|raw| crate::core::codec::parse_envelope(&raw).ok())
            .map(|e| e.game)
            .collect()
    }

    /// A yes/no setting (`boardshelf.<key>`), `default` when never set or unreadable.
    pub fn flag(&self, key: &str, default: bool) -> bool {
        (self.store.get(&format!("boardshelf.{key}"))).map_or(default, |v| v == "on")
    }

    pub fn set_flag(&self, key: &str, on: bool) {
        let value = if on { "on" } else { "off" };
        let _ = self.store.set(&format!("boardshelf.{key}"), value);
    }

    /// Every save as stored (raw text) and every game's statistics, for a backup file.
    pub fn backup(&self) -> String {
        let keys = self.store.keys();
        let mut saves: Vec<String> = (keys.iter())
            .filter(|k| k.starts_with(PREFIX))
            .filter_map(|k| self.store.get(k))
            .collect();
        saves.sort_unstable();
        let stats: Vec<(String, String)> = (keys.iter())
            .filter_map(|k| Some((k.strip_prefix(STATS)?.to_string(), self.store.get(k)?)))
            .collect();
        backup::backup_json(&saves, &stats)
    }

    /// Imports a backup, one downloaded game, or a game as another program's file (a Blokus
    /// game as a Pentobi SGF file: `RecordFiles`), added as a game started `now`: every
    /// playable save whose key is free is added; nothing here is written over. Says what
    /// happened to each entry.
    pub fn import(
        &self,
        lang: Lang,
        text: &str,
        now: f64,
    ) -> Result<backup::Plan, backup::ImportError> {
        use backup::Verdict;
        let (converted, left_out);
        let text = match file_save(lang, text, now) {
            Some(file) => {
                (converted, left_out) = file.map_err(backup::ImportError::File)?;
                converted.as_str()
            }
            None => {
                left_out = Vec::new();
                text
            }
        };
        let taken = |id: &str| self.store.get(&key_of(id)).is_some();
        let has_stats = |game: &str| self.store.get(&format!("{STATS}{game}")).is_some();
        let mut plan = backup::plan_import(lang, text, taken, has_stats)?;
        plan.file_left_out = left_out;
        for entry in &mut plan.saves {
            if let (Some(id), Verdict::Add { raw }) = (&entry.id, &entry.verdict) {
                if let Err(e) = self.store.set(&key_of(id), raw) {
                    entry.verdict = Verdict::Damaged(Unplayable::Storage(e));
                }
            }
        }
        for entry in &mut plan.stats {
            if let Verdict::Add { raw } = &entry.verdict {
                if let Err(e) = self.store.set(&format!("{STATS}{}", entry.game), raw) {
                    entry.verdict = Verdict::Damaged(Unplayable::Storage(e));
                }
            }
        }
        Ok(plan)
    }
}

/// Which game a write is of: its save id, its game's id, when it was created, and who
/// plays each seat.
pub struct GameRef<'a> {
    pub id: &'a str,
    pub game: &'a str,
    pub created: f64,
    pub seats: &'a Seats,
}

fn envelope(game: &GameRef, snap: &Snapshot, updated: f64, revision: u64) -> Envelope {
    let summary = &snap.summary;
    Envelope {
        format: SAVE_VERSION,
        id: game.id.to_string(),
        game: game.game.to_string(),
        title: summary.title.clone(),
        status: summary.status.clone(),
        finished: summary.finished,
        created: game.created,
        updated,
        undos: summary.undos,
        seats: game.seats.clone(),
        turn: summary.turn,
        shared: snap.shared,
        revision,
        record: snap.record.clone(),
        analysis: snap.analysis.clone(),
        view: snap.view.clone(),
        disputed: snap.disputed,
    }
}

/// A saved game as another program's file, when its game has a format (`RecordFiles`).
pub fn file_of(lang: Lang, envelope: &Envelope) -> Option<crate::core::files::FileOut> {
    let logic = crate::games::info(&envelope.game)?.logic()?;
    logic.write_file(lang, &envelope.record)
}

/// The start of the ids of games imported from other programs' files (SGF was the first:
/// the prefix stays, so a file imported before is still known).
const IMPORTED: &str = "sgf-";

/// Whether a saved game came from a game record file (SGF) rather than being played here.
pub fn imported_record(envelope: &Envelope) -> bool {
    envelope.id.starts_with(IMPORTED)
}

/// A game from another program's file (the first game whose format it is) as the file of
/// one saved game, every seat played here, and what the file held besides, in words; `None`
/// when it is no game's file. Its id comes from the file's text, so importing the same file
/// twice adds it once.
fn file_save(lang: Lang, text: &str, now: f64) -> Option<Result<(String, Vec<String>), String>> {
    use crate::core::correspondence::Player;
    let hash = crate::core::rng::hash_str(text);
    let (logic, read) = (crate::games::GAMES.iter())
        .filter_map(|info| info.logic())
        .find_map(|logic| Some((logic, logic.read_file(lang, text, hash)?)))?;
    Some(read.map(|file| {
        let seats = vec![Player::Here; file.seats];
        let id = format!("{IMPORTED}{hash:016x}");
        let game = GameRef {
            id: &id,
            game: logic.id(),
            created: now,
            seats: &seats,
        };
        let snapshot = Snapshot {
            record: file.record,
            summary: file.summary,
            shared: 0,
            analysis: None,
            seats: None,
            view: None,
            disputed: false,
        };
        let json = serde_json::to_string(&envelope(&game, &snapshot, now, 1));
        (json.expect("an envelope serializes"), file.left_out)
    }))
}

/// A stored value checked as a save: the key is the save's identity (`check_save`).
fn read_key(lang: Lang, key: &str, raw: String) -> Slot {
    let id = key.strip_prefix(PREFIX).unwrap_or(key);
    match backup::check_save(lang, &raw, Some(id)) {
        Ok((envelope, info)) => Slot::Ok { envelope, info },
        Err(reason) => Slot::Damaged {
            key: key.to_string(),
            raw,
            reason,
        },
    }
}
