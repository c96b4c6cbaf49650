//! Stacks: a 7×7 two-player stacking game with pawns on the edge (docs/rules/stacks.md).
//! Same shape as every game: `rules.rs` (pure engine), `text.rs` (its words), `input.rs`
//! (the board's state while a turn is made, pure), `view.rs` (its board, wasm only).

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

pub use rules::Stacks;
