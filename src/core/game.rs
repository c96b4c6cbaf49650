//! The one trait every game implements: state plus moves (as in boardgame.io), with typed
//! errors that the UI turns into words.

use crate::lang::Lang;
use serde::{de::DeserializeOwned, Serialize};
use std::fmt::{Debug, Display};

/// A player's seat at the table, 0-based, in turn order.
pub type Seat = u8;

/// Why a configuration cannot be played: the option at fault (its `OptionSpec::key`). The
/// words are the game's (`GameText::config_problem`), from the config's values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConfigError {
    pub option: &'static str,
}

impl ConfigError {
    /// `Err` with the option at fault: `validate` returns these.
    pub fn err<T>(option: &'static str) -> Result<T, ConfigError> {
        Err(ConfigError { option })
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Every seat that won (partners win together). Empty for a draw.
    pub winners: Vec<Seat>,
    /// Final score of each seat, indexed by seat.
    pub scores: Vec<i32>,
}

/// Whether a game may take moves back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoPolicy {
    Allowed,
    /// Allowed, but counted (a game with undos is left out of statistics).
    Counted,
    Off,
}

/// One option of a game's new-game screen, for a game with config `C`. Options are integers
/// so that one generic setup form (and the arena's `key=value` options) serves every game.
#[derive(Clone, Debug)]
pub struct OptionSpec<C> {
    /// Names the option in saves' configs, the arena's command line, and for its words
    /// (`GameText::option_label`).
    pub key: &'static str,
    pub kind: OptionKind,
    /// Reads the option from a config.
    pub get: fn(&C) -> i32,
    /// Writes it; the result is checked later by `Game::validate`.
    pub set: fn(&mut C, i32),
}

/// An option value stored in a byte: out-of-range values saturate to something `validate`
/// rejects with a clear message (rather than wrapping to a valid-looking value).
pub fn option_byte(value: i32) -> u8 {
    value.clamp(0, u8::MAX as i32) as u8
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// Any whole number in `min..=max`.
    Number { min: i32, max: i32 },
    /// One of the listed values (their words: `GameText::choice_label`).
    Choice(Vec<i32>),
}

/// A game: configuration, state and moves. Everything shared (record, replay, undo/redo,
/// saves, share links, AI) is written once against this trait.
///
/// Implementations must be deterministic: the same config, seed and moves always give the
/// same state. All randomness comes from a [`crate::core::Rng`] kept inside the state.
/// The implementing type is a unit marker (`struct KingSquare;`), hence the cheap derives.
pub trait Game: Sized + Clone + Debug + PartialEq + 'static {
    /// Stable id used in records, saves and URLs (never change it once released).
    const ID: &'static str;
    /// Whether the seed shapes the game (a deal, a shuffle): then "replay this deal" makes sense.
    const USES_SEED: bool = false;
    /// Games with hidden hands played live (`Dealt`): how a seat's saved view is replayed
    /// (`SeenReplay::OF`). None for games of open information.
    const SEEN: Option<super::SeenReplay<Self>> = None;

    type Config: Clone + Debug + PartialEq + Default + Serialize + DeserializeOwned;
    type State: Clone + Debug + PartialEq;
    type Move: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Why a move was rejected; `Display` says it in English for native tools (the app uses
    /// `GameText::rule_error` in the player's language).
    type RuleError: Clone + Debug + PartialEq + Display;

    /// Checks a configuration (it may come from a link or a save).
    fn validate(config: &Self::Config) -> Result<(), ConfigError>;

    /// The start of a game. Validates the config first.
    fn new_game(config: &Self::Config, seed: u64) -> Result<Self::State, ConfigError>;

    /// Number of seats at the table.
    fn seats(state: &Self::State) -> usize;

    /// Whose turn it is, or `None` once the game is over.
    fn to_move(state: &Self::State) -> Option<Seat>;

    /// Every legal move in this position (empty once the game is over).
    fn legal_moves(state: &Self::State) -> Vec<Self::Move>;

    /// Plays a move, or says why it is illegal and leaves the state unchanged.
    fn apply(state: &mut Self::State, mv: &Self::Move) -> Result<(), Self::RuleError>;

    /// `Some` once the game is over.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// The side a seat plays for: partners share one (their chances and results go
    /// together); by default every seat is its own side.
    fn side(_state: &Self::State, seat: Seat) -> Seat {
        seat
    }

    /// What a finished game's statistics count for a seat besides who won (squares made, a
    /// score, ...): the numbers `GameText::figure_names` names, in its order.
    fn figures(_state: &Self::State, _seat: Seat) -> Vec<i64> {
        Vec::new()
    }

    /// Whether undo is allowed in games with this config (enforced by `Session`).
    fn undo_policy(_config: &Self::Config) -> UndoPolicy {
        UndoPolicy::Allowed
    }

    /// The options of the new-game screen.
    fn options() -> Vec<OptionSpec<Self::Config>>;
    /// A round has just ended and the next has not begun: people here see how it ended
    /// before a computer starts the next (games played in rounds).
    fn between_rounds(_state: &Self::State) -> bool {
        false
    }
    /// Whether an option means anything with this config (the setup hides it when not).
    fn option_applies(_config: &Self::Config, _key: &str) -> bool {
        true
    }
    /// Reads one option (by `OptionSpec::key`) from a config; 0 for an unknown key.
    fn get_option(config: &Self::Config, key: &str) -> i32 {
        Self::options()
            .iter()
            .find(|o| o.key == key)
            .map_or(0, |o| (o.get)(config))
    }
    /// Writes one option (an unknown key changes nothing); the result is checked later by
    /// `validate`.
    fn set_option(config: &mut Self::Config, key: &str, value: i32) {
        if let Some(o) = Self::options().iter().find(|o| o.key == key) {
            (o.set)(config, value)
        }
    }
}

/// The words a game needs everywhere (move list, save titles, end screen). Pure, so saves
/// and the AI arena can use them natively; the strings themselves live in the game's `text.rs`.
pub trait GameText: Game {
    /// Why a board refused a step of a move (boards with several steps; others use
    /// `std::convert::Infallible`).
    type Why: Clone + std::fmt::Debug + PartialEq + 'static;
    fn name(lang: Lang) -> &'static str;
    /// The config in a few words, e.g. "2 players · 10×10".
    fn config_summary(lang: Lang, config: &Self::Config) -> String;
    /// A seat as players call it ("Black", "Player 3 (Black)").
    fn seat_name(lang: Lang, state: &Self::State, seat: Seat) -> String;
    /// Whose turn it is, in words ("Black to play").
    fn turn_text(lang: Lang, state: &Self::State, seat: Seat) -> String;
    /// An option's label (by `OptionSpec::key`).
    fn option_label(lang: Lang, key: &str) -> &'static str;
    /// A choice of an option, in words.
    fn choice_label(lang: Lang, key: &str, value: i32) -> &'static str;
    /// Why a config cannot be played, in words, from its values.
    fn config_problem(lang: Lang, config: &Self::Config, problem: ConfigError) -> String;
    /// Why a move is illegal, in words.
    fn rule_error(lang: Lang, error: &Self::RuleError) -> String;
    /// Why the board refused a step, in words.
    fn why_words(lang: Lang, why: &Self::Why) -> String;
    /// One line of the move list, e.g. "Black: C4 — King-Square!".
    fn describe_move(
        lang: Lang,
        before: &Self::State,
        mv: &Self::Move,
        after: &Self::State,
    ) -> String;
    /// The end-of-game headline, e.g. "Black wins 5 – 3".
    fn result_text(lang: Lang, state: &Self::State) -> String;
    /// The rules, one paragraph per item.
    fn rules(lang: Lang) -> &'static [&'static str];
    /// The game taught on its board, step by step (`core::lesson`); none yet for some.
    fn lesson() -> Option<super::lesson::Lesson<Self, crate::lang::Said>> {
        None
    }
    /// A caution shown with share links (e.g. that a link reveals hidden cards).
    fn share_note(_lang: Lang) -> Option<&'static str> {
        None
    }
    /// The names of `Game::figures` in the statistics, and how each is shown.
    fn figure_names(_lang: Lang) -> Vec<(&'static str, crate::core::stats::Figure)> {
        Vec::new()
    }
}
