//! The search worker: a second wasm binary that runs the computer's search off the page's
//! thread (see src/app/worker.rs). `scripts/build-per-game.sh` builds it once per game, with
//! the game's folder in BOARDSHELF_ONE_GAME: only this small crate is compiled again for
//! each, and each wasm holds one engine. Without it, the worker holds every game's.

// The game this worker is built for.
#[cfg(target_arch = "wasm32")]
boardshelf::one_game_from_env!(ThisGame);

#[cfg(target_arch = "wasm32")]
fn main() {
    boardshelf::app::run_worker(boardshelf::games::engine_for::<ThisGame>);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the search worker runs in the browser");
}
