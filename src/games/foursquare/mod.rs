//! Foursquare: a 4×4 card solitaire (shared/rules/foursquare.md). Same shape as every game:
//! `rules.rs` (pure engine), `text.rs` (its words), `view.rs` (its board, wasm only).

pub mod ai;
pub mod policy;
pub mod rules;
pub mod text;
#[cfg(target_arch = "wasm32")]
pub mod view;

pub use rules::Foursquare;
