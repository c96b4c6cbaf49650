//! The app of one game: the full app (`src/main.rs`) holding the screens and logic of the
//! game named by BOARDSHELF_ONE_GAME alone. `scripts/build-per-game.sh` builds it once per
//! game; the page's loader starts it for that game's addresses (new game, lesson, play), so a
//! player downloads one game to play it. Any other address reloads the page into the full
//! app.

#[cfg(target_arch = "wasm32")]
boardshelf::one_game_from_env!(ThisGame);

#[cfg(target_arch = "wasm32")]
fn main() {
    boardshelf::app::start::<ThisGame>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Boardshelf runs in the browser: see README.md (scripts/serve.sh).");
}
