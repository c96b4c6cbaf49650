//! The page's first wasm: the light home page, which starts the full app (`src/main.rs`)
//! for anything more (see `app::light`).

#[cfg(target_arch = "wasm32")]
fn main() {
    boardshelf::app::light::start();
}

/// Called by the page's loader just before the full app draws itself.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn stop() {
    boardshelf::app::light::stop();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("Boardshelf runs in the browser: see README.md (scripts/serve.sh).");
}
