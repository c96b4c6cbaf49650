//! Tic-tac-toe: the test-only sixth game (feature `test-game`, see `TEST_ONLY`). It has the
//! shape of every game folder and nothing outside it but its line in `each_game!`:
//! `rules.rs` (pure engine), `ai.rs` (what the search needs: nothing beyond the defaults),
//! `text.rs` (its words), `lesson.rs`, `view.rs` (its board, wasm only), `style.css`,
//! `picture.svg`, and its specification `rules.md` with the tests that cite it (`tests.rs`).

/// The drawing on its card of the home page.
pub const PICTURE: &str = include_str!("picture.svg");
/// Its board's styles (`style.css`), added to the page by the app.
#[cfg(target_arch = "wasm32")]
pub const STYLE: &str = include_str!("style.css");

pub mod ai;
pub mod lesson;
pub mod rules;
#[cfg(test)]
mod tests;
pub mod text;
#[cfg(target_arch = "wasm32")]
pub mod view;

pub use rules::TicTacToe;
