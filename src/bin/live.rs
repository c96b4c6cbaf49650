//! The live app: the full app with the live tables (the `live` feature), which only players
//! of a live game download (#61). The page's loader starts it for an address that says
//! `live` (an invite, or a game played live here); scripts/build-per-game.sh builds it.

#[cfg(target_arch = "wasm32")]
fn main() {
    boardshelf::app::start::<boardshelf::games::EveryGame>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Boardshelf runs in the browser: see README.md (scripts/serve.sh).");
}
