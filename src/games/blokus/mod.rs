//! Blokus (docs/rules/blokus.md). Same shape as every game: `pieces.rs` (the 21 pieces and
//! their orientations), `rules.rs` (pure engine, bitboards), `text.rs` (its words),
//! `input.rs` (the board's state while a move is made, pure), `view.rs` (its board, wasm
//! only).

/// The drawing on its card of the home page.
pub const PICTURE: &str = include_str!("picture.svg");
/// Its board's styles (`style.css`), added to the page by the app (`app::game_view::hold`).
#[cfg(target_arch = "wasm32")]
pub const STYLE: &str = include_str!("style.css");

pub mod ai;
pub mod book;
pub mod input;
pub mod lesson;
pub mod pieces;
pub mod rules;
pub mod sgf;
pub mod text;
#[cfg(target_arch = "wasm32")]
pub mod view;

pub use rules::Blokus;
