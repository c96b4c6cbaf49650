//! The game record (game id, config, seed, moves) and a play session with undo/redo on top.
//!
//! A record is all that is needed to rebuild a game: replaying it through the rules checks
//! every move, so a record from a save or a link can never produce an impossible position.

use super::game::{ConfigError, Game, UndoPolicy};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    /// `G::ID`, checked on replay so a record of one game is never read as another.
    pub game: String,
    pub config: G::Config,
    pub seed: u64,
    pub moves: Vec<G::Move>,
    /// Which match the record belongs to: a random id a new game gets where it can be
    /// played by link, so a link of the same match continues the saved game instead of
    /// starting another (`core::correspondence`). Records from before it have none.
    #[serde(rename = "match", default, skip_serializing_if = "Option::is_none")]
    pub match_id: Option<u64>,
}

// Derives would demand `G: Clone` etc.; only the associated types need it.
impl<G: Game> Clone for Record<G> {
    fn clone(&self) -> Self {
        Record {
            game: self.game.clone(),
            config: self.config.clone(),
            seed: self.seed,
            moves: self.moves.clone(),
            match_id: self.match_id,
        }
    }
}
impl<G: Game> fmt::Debug for Record<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Record")
            .field("game", &self.game)
            .field("config", &self.config)
            .field("seed", &self.seed)
            .field("moves", &self.moves)
            .field("match_id", &self.match_id)
            .finish()
    }
}
impl<G: Game> PartialEq for Record<G> {
    fn eq(&self, other: &Self) -> bool {
        self.game == other.game
            && self.config == other.config
            && self.seed == other.seed
            && self.moves == other.moves
            && self.match_id == other.match_id
    }
}

/// Why a record cannot be replayed.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError<G: Game> {
    WrongGame {
        found: String,
    },
    /// The settings cannot be played (with them, for the words to say why).
    Config(ConfigError, G::Config),
    /// `index` is 0-based; the message counts moves from 1 as players do.
    IllegalMove {
        index: usize,
        error: G::RuleError,
    },
}

impl<G: Game> Record<G> {
    pub fn new(config: G::Config, seed: u64) -> Self {
        Record {
            game: G::ID.to_string(),
            config,
            seed,
            moves: Vec::new(),
            match_id: None,
        }
    }

    /// The same record as part of a match (see `match_id`).
    pub fn in_match(self, match_id: u64) -> Self {
        Record {
            match_id: Some(match_id),
            ..self
        }
    }

    /// Rebuilds the position, validating the game id, the config and every move.
    pub fn replay(&self) -> Result<G::State, ReplayError<G>> {
        Ok(Session::from_record(self.clone())?.state().clone())
    }
}

/// A game being played: the record plus a snapshot of the position after every move, so
/// undo is instant and redo replays the undone moves through the rules again.
pub struct Session<G: Game> {
    record: Record<G>,
    /// `positions[i]` is the state after the first `i` moves of `record.moves`.
    positions: Vec<G::State>,
    /// Moves taken back by undo, most recent last; a new move clears them.
    undone: Vec<G::Move>,
    /// How many times undo was used in this game (kept in saves, not in links).
    undos: u32,
    /// The positions are what one seat sees (`Session::seen`), not the record's replay.
    seen: bool,
}

impl<G: Game> Clone for Session<G> {
    fn clone(&self) -> Self {
        Session {
            record: self.record.clone(),
            positions: self.positions.clone(),
            undone: self.undone.clone(),
            undos: self.undos,
            seen: self.seen,
        }
    }
}

impl<G: Game> Session<G> {
    pub fn new(config: G::Config, seed: u64) -> Result<Self, ConfigError> {
        let start = G::new_game(&config, seed)?;
        Ok(Session {
            record: Record::new(config, seed),
            positions: vec![start],
            undone: Vec::new(),
            undos: 0,
            seen: false,
        })
    }

    /// A game as one seat sees it at a table with hidden hands (`core::Dealt`): the
    /// positions are that seat's views, one more than the moves; the record's seed deals
    /// nothing here, so the record is not saved or searched as it stands (`is_seen`).
    pub fn seen(record: Record<G>, positions: Vec<G::State>) -> Option<Self> {
        (positions.len() == record.moves.len() + 1).then_some(Session {
            record,
            positions,
            undone: Vec::new(),
            undos: 0,
            seen: true,
        })
    }

    /// Whether this is one seat's view of a game (`Session::seen`).
    pub fn is_seen(&self) -> bool {
        self.seen
    }

    /// Replays a record from a save or a link; every move is checked.
    pub fn from_record(record: Record<G>) -> Result<Self, ReplayError<G>> {
        if record.game != G::ID {
            return Err(ReplayError::WrongGame { found: record.game });
        }
        let config = record.config.clone();
        let mut session =
            Session::new(record.config, record.seed).map_err(|e| ReplayError::Config(e, config))?;
        session.record.match_id = record.match_id;
        for (index, mv) in record.moves.into_iter().enumerate() {
            session
                .play(mv)
                .map_err(|error| ReplayError::IllegalMove { index, error })?;
        }
        Ok(session)
    }

    /// The current position.
    pub fn state(&self) -> &G::State {
        self.positions
            .last()
            .expect("a session always has its start position")
    }

    /// The position after the first `n` moves (0 = the start).
    pub fn position(&self, n: usize) -> &G::State {
        &self.positions[n]
    }

    /// The record of the moves on the board (undone moves are not part of it).
    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    pub fn moves(&self) -> &[G::Move] {
        &self.record.moves
    }

    pub fn play(&mut self, mv: G::Move) -> Result<(), G::RuleError> {
        let mut next = self.state().clone();
        G::apply(&mut next, &mv)?;
        self.record.moves.push(mv);
        self.positions.push(next);
        self.undone.clear();
        Ok(())
    }

    pub fn can_undo(&self) -> bool {
        !self.record.moves.is_empty() && G::undo_policy(&self.record.config) != UndoPolicy::Off
    }

    pub fn undos(&self) -> u32 {
        self.undos
    }

    /// Restores the undo count of a saved game.
    pub fn set_undos(&mut self, undos: u32) {
        self.undos = undos;
    }

    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Takes back the last move. Returns false when there is none, or undo is off.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        let mv = self
            .record
            .moves
            .pop()
            .expect("can_undo checked a move exists");
        self.positions.pop();
        self.undone.push(mv);
        self.undos += 1;
        true
    }

    /// Plays the last undone move again. Returns false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(mv) = self.undone.pop() else {
            return false;
        };
        let mut next = self.state().clone();
        // The move was legal in this very position before, and the rules are deterministic.
        G::apply(&mut next, &mv).expect("a redone move is legal where it was first played");
        self.record.moves.push(mv);
        self.positions.push(next);
        true
    }
}
