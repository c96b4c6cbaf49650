//! The full app: every game (`src/bin/game.rs` is the app of one game).

#[cfg(target_arch = "wasm32")]
fn main() {
    boardshelf::app::start::<boardshelf::games::EveryGame>();
}

// The app only runs in a browser; natively this crate is a library for tests and benchmarks.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Boardshelf runs in the browser: see README.md (scripts/serve.sh).");
}
