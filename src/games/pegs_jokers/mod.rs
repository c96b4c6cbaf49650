//! Pegs and Jokers, Kilpatrick rules (docs/rules/pegs-and-jokers.md). Same shape as every
//! game: `board.rs` (track geometry), `cards.rs`, `rules.rs` (pure engine), `text.rs`
//! (its words), `input.rs` (the board's state while a play is made, pure), `view.rs` (its
//! board, wasm only) and `view/side.rs` (the hand and the controls beside it).

/// The drawing on its card of the home page.
pub const PICTURE: &str = include_str!("picture.svg");
/// Its board's styles (`style.css`), added to the page by the app (`app::game_view::hold`).
#[cfg(target_arch = "wasm32")]
pub const STYLE: &str = include_str!("style.css");

pub mod ai;
pub mod board;
pub mod cards;
pub mod dealt;
pub mod input;
pub mod lesson;
pub mod rules;
pub mod text;
#[cfg(target_arch = "wasm32")]
pub mod view;

pub use rules::PegsJokers;
