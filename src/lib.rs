//! Boardshelf: tabletop games in the browser.
//!
//! * [`core`] — game-independent machinery (the [`core::Game`] trait, seeded RNG, records,
//!   undo/redo). Pure Rust.
//! * [`games`] — one folder per game: `rules.rs` (pure engine), `text.rs` (its words),
//!   `view.rs` (its Yew board, wasm only).
//! * `app` — the Yew shell: routes, home, setup, the game screen, errors (wasm only).

pub mod backup;
pub mod core;
pub mod erased;
pub mod games;
pub mod lang;
pub mod play_state;
pub mod svg;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod app;
