//! Game-independent machinery shared by every game. No web dependencies here.

pub mod ai;
pub mod codec;
pub mod correspondence;
pub mod dealt;
pub mod deflate;
pub mod files;
pub mod game;
pub mod input;
pub mod lesson;
pub mod record;
pub mod rng;
pub mod stats;

pub use dealt::{Dealt, HandError, SeenReplay};
pub use game::{
    option_byte, ConfigError, Game, GameText, OptionKind, OptionSpec, Outcome, Seat, UndoPolicy,
};
pub use record::{Record, ReplayError, Session};
pub use rng::Rng;
