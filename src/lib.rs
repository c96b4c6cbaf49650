//! Boardshelf: tabletop games in the browser.
//!
//! * [`core`] — game-independent machinery (the [`core::Game`] trait, seeded RNG, records,
//!   undo/redo). Pure Rust.
//! * [`games`] — one folder per game: `rules.rs` (pure engine), `text.rs` (its words),
//!   `ai.rs` (how the search plays it), `view.rs` (its Yew board, wasm only); `games/mod.rs`
//!   is the registry.
//! * [`erased`] — a game behind a trait object (records, saves, links, search) for the shell.
//! * [`play_state`] — the game screen as a pure state machine; [`play_words`] — its words.
//! * [`live`] — a table shared live by several devices: its protocol, pure and tested
//!   natively over a simulated network.
//! * [`saves`] — the saved games over a key–value store, backups, what a link does to them.
//! * [`lang`], [`text`] — languages and the shell's words; [`svg`] — drawing helpers.
//! * `board` — the contract between the game screen and a board (wasm only).
//! * `app` — the Yew shell: routes, home, setup, the game screen, saving (wasm only).
//!
//! Imports go one way: `app` → `games` (→ `board`) → `core`; the table in `tests/layers.rs`
//! lists which top-level module may import which, and fails on any other.

pub mod core;
pub mod erased;
pub mod games;
pub mod lang;
pub mod live;
pub mod play_state;
pub mod play_words;
pub mod saves;
pub mod svg;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod board;
