//! Backups of the saved games: one JSON file with every save and the statistics, and its
//! import, checked entry by entry exactly like saves (known game, a record that replays, the
//! id its own). An entry is only ever added under a key that is free: nothing saved is
//! written over. A "Download this game" file (one envelope) imports the same way. Pure
//! Rust, tested natively (tests/backup.rs); the browser side is `app::storage`.

use crate::core::codec::{parse_envelope, Envelope, Json, SaveError};
use crate::games::{info, GameInfo};
use crate::lang::Lang;
use crate::text;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Why a stored or imported save cannot be played (in words: `Unplayable::words`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unplayable {
    /// Its text is not a saved game (the parser's detail).
    NotJson(String),
    /// Saved by another version of the format.
    UnknownFormat(u32),
    /// The envelope reads but its record does not replay (the game's reason, in the
    /// language asked for).
    BadRecord(String),
    /// A copy of another save (this id) under this key.
    OtherKey(String),
    /// An id that cannot be a key.
    BadId(String),
    /// A game this version does not know.
    UnknownGame(String),
    /// The store refused to add it (an import).
    Storage(crate::saves::StoreError),
}

impl Unplayable {
    pub fn words(&self, t: &text::Words) -> String {
        match self {
            Unplayable::NotJson(detail) => t.save_not_json(detail),
            Unplayable::UnknownFormat(v) => t.save_unknown_format(*v),
            Unplayable::BadRecord(why) => why.clone(),
            Unplayable::OtherKey(id) => t.save_under_other_key(id),
            Unplayable::BadId(id) => t.save_bad_id(id),
            Unplayable::UnknownGame(game) => t.unknown_game_in_save(game),
            // Said of an import: the game screen's sentence would be wrong here.
            Unplayable::Storage(crate::saves::StoreError::Full) => t.import_storage_full.into(),
            Unplayable::Storage(_) => t.import_storage_blocked.into(),
        }
    }
}

pub const BACKUP_FORMAT: &str = "boardshelf-backup";
pub const BACKUP_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct BackupFile {
    format: String,
    version: u32,
    /// Each save as stored: an envelope, or the raw text of one that could not be read.
    saves: Vec<Json>,
    /// Each one-player game's statistics, by game id.
    #[serde(default)]
    stats: BTreeMap<String, Json>,
}

/// The backup file of these saves (raw stored texts) and statistics (game id, raw text).
pub fn backup_json(saves: &[String], stats: &[(String, String)]) -> String {
    let as_value = |raw: &String| Json::parse(raw.clone()).unwrap_or_else(|_| Json::of(raw));
    let mut file = BackupFile {
        format: BACKUP_FORMAT.into(),
        version: BACKUP_VERSION,
        saves: saves.iter().map(as_value).collect(),
        stats: BTreeMap::new(),
    };
    // Inserted one by one: collecting into a map would bring a stable sort into the page.
    for (game, raw) in stats {
        file.stats.insert(game.clone(), as_value(raw));
    }
    serde_json::to_string_pretty(&file).expect("backups serialize")
}

/// Why a file cannot be imported at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    NotJson(String),
    /// JSON, but neither a backup nor a saved game.
    NotABackup,
    /// A backup from a newer version of the app.
    UnknownVersion(u32),
    /// Another program's file of a game (`RecordFiles`: a Blokus game as Pentobi SGF) that
    /// does not open, and why, in words.
    File(String),
}

/// What importing one save does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Added under its own key, as `raw`.
    Add { raw: String },
    /// A save with this id is already here (or earlier in the file): left as it is.
    AlreadyHere,
    /// Not a save that can be played, and why.
    Damaged(Unplayable),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The save's id, when it could be read.
    pub id: Option<String>,
    pub title: Option<String>,
    pub verdict: Verdict,
}

/// What importing one game's statistics does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsEntry {
    /// The game's id, as the file names it.
    pub game: String,
    /// Added (only for a known game that has no statistics here, and only if they read as
    /// statistics), already here (left as they are), or refused and why.
    pub verdict: Verdict,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Plan {
    pub saves: Vec<Entry>,
    /// Each game's statistics in the file.
    pub stats: Vec<StatsEntry>,
    /// What another program's file held besides the game imported from it, in words.
    pub file_left_out: Vec<String>,
}

/// What importing `text` would do; `exists(id)` says whether a save id is taken here, and
/// `has_stats(game)` whether a game already has statistics.
pub fn plan_import(
    lang: Lang,
    text: &str,
    exists: impl Fn(&str) -> bool,
    has_stats: impl Fn(&str) -> bool,
) -> Result<Plan, ImportError> {
    let file = match probe(text)? {
        Kind::Backup => {
            serde_json::from_str::<BackupFile>(text).map_err(|_| ImportError::NotABackup)?
        }
        // One saved game, as "Download this game" gives it.
        Kind::Save => BackupFile {
            format: BACKUP_FORMAT.into(),
            version: BACKUP_VERSION,
            saves: vec![Json::parse(text.to_string()).map_err(|_| ImportError::NotABackup)?],
            stats: BTreeMap::new(),
        },
    };
    if file.version != BACKUP_VERSION {
        return Err(ImportError::UnknownVersion(file.version));
    }
    let mut seen: Vec<String> = Vec::new();
    let saves = file
        .saves
        .iter()
        .map(|entry| {
            // A save that could not be read is kept in a backup as its text, a JSON string.
            let raw = entry
                .read::<String>()
                .unwrap_or_else(|_| entry.text().to_string());
            let checked = check(lang, &raw);
            let id = checked.as_ref().ok().map(|(id, _)| id.clone());
            let title = checked.as_ref().ok().map(|(_, t)| t.clone());
            let verdict = match checked {
                Err(why) => Verdict::Damaged(why),
                Ok((id, _)) if exists(&id) || seen.contains(&id) => Verdict::AlreadyHere,
                Ok((id, _)) => {
                    seen.push(id);
                    Verdict::Add { raw }
                }
            };
            Entry { id, title, verdict }
        })
        .collect();
    let stats = file
        .stats
        .into_iter()
        .map(|(game, v)| {
            let verdict = check_stats(&game, v.text(), &has_stats);
            StatsEntry { game, verdict }
        })
        .collect();
    Ok(Plan {
        saves,
        stats,
        ..Plan::default()
    })
}

/// Statistics from a file checked as saves are: a known game, and a text that reads as
/// statistics; added only where the game has none.
fn check_stats(game: &str, raw: &str, has_stats: impl Fn(&str) -> bool) -> Verdict {
    if info(game).is_none() {
        return Verdict::Damaged(Unplayable::UnknownGame(game.to_string()));
    }
    if let Err(e) = serde_json::from_str::<crate::core::stats::Stats>(raw) {
        return Verdict::Damaged(Unplayable::NotJson(e.to_string()));
    }
    match has_stats(game) {
        true => Verdict::AlreadyHere,
        false => Verdict::Add {
            raw: raw.to_string(),
        },
    }
}

enum Kind {
    Backup,
    Save,
}

/// Whether a file is a backup or one saved game (an envelope: a format number and a record).
fn probe(text: &str) -> Result<Kind, ImportError> {
    #[derive(Deserialize)]
    struct Probe {
        format: Option<Json>,
        record: Option<Json>,
    }
    let probe: Probe =
        serde_json::from_str(text).map_err(|e| ImportError::NotJson(e.to_string()))?;
    let format = probe.format.ok_or(ImportError::NotABackup)?;
    if format.read::<String>().is_ok_and(|f| f == BACKUP_FORMAT) {
        Ok(Kind::Backup)
    } else if format.read::<u32>().is_ok() && probe.record.is_some() {
        Ok(Kind::Save)
    } else {
        Err(ImportError::NotABackup)
    }
}

/// A save's id and title if it can be played (see `check_save`).
fn check(lang: Lang, raw: &str) -> Result<(String, String), Unplayable> {
    check_save(lang, raw, None).map(|(envelope, _)| (envelope.id, envelope.title))
}

/// A stored save checked all the way, as every save is before it is listed, opened or
/// imported: an envelope of this version, an id that can be a key (and is the key's own,
/// when it is read from one: a copy of another save under this key is not that game), a
/// known game, and a record that replays. Its title and status are said in `lang` (as they
/// were written, for a stored save of a game this program does not hold).
pub fn check_save(
    lang: Lang,
    raw: &str,
    key_id: Option<&str>,
) -> Result<(Envelope, &'static GameInfo), Unplayable> {
    let mut envelope = parse_envelope(raw).map_err(|e| match e {
        SaveError::NotJson(detail) => Unplayable::NotJson(detail),
        SaveError::UnknownFormat(v) => Unplayable::UnknownFormat(v),
        SaveError::BadRecord(detail) => Unplayable::BadRecord(detail),
    })?;
    if key_id.is_some_and(|k| k != envelope.id) {
        return Err(Unplayable::OtherKey(envelope.id));
    }
    let id_ok = !envelope.id.is_empty()
        && envelope.id.len() <= 64
        && envelope
            .id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !id_ok {
        return Err(Unplayable::BadId(envelope.id));
    }
    let unknown = || Unplayable::UnknownGame(envelope.game.clone());
    let game = info(&envelope.game).ok_or_else(unknown)?;
    let Some(logic) = game.logic() else {
        // A stored save of a game this program does not hold (the app of another game, which
        // never opens it: it hands that game's pages to its own app, which checks it then):
        // listed with the title and status it was written with. A file to import is not
        // stored unchecked: its game is unknown here.
        if envelope.title.is_empty() {
            // Saved before saves kept their words: the game's name at least.
            envelope.title = game.name(lang).to_string();
        }
        return match key_id {
            Some(_) => Ok((envelope, game)),
            None => Err(unknown()),
        };
    };
    // Said in the language of today, not of the day it was saved.
    let summary = match &envelope.view {
        Some(view) => logic.open_view(lang, &envelope.record, &view.deal),
        None => logic.open(lang, &envelope.record),
    }
    .map_err(Unplayable::BadRecord)?;
    (envelope.title, envelope.status) = (summary.title, summary.status);
    Ok((envelope, game))
}
