//! King-Square: the reference game. Every game folder has the same shape:
//! `rules.rs` (pure engine), `text.rs` (its words), `input.rs` (the board's own state while
//! a player moves, pure), `view.rs` (its board, wasm only).

/// The drawing on its card of the home page.
pub const PICTURE: &str = include_str!("picture.svg");
/// Its board's styles (`style.css`), added to the page by the app (`app::game_view::hold`).
#[cfg(target_arch = "wasm32")]
pub const STYLE: &str = include_str!("style.css");

pub mod ai;
pub mod input;
pub mod lesson;
pub mod rules;
pub mod text;
#[cfg(target_arch = "wasm32")]
pub mod view;

pub use rules::KingSquare;
