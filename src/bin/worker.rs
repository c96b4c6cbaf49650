//! The search worker: a second wasm binary that runs the computer's search off the page's
//! thread (see src/app/worker.rs).

#[cfg(target_arch = "wasm32")]
fn main() {
    boardshelf::app::run_worker();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the search worker runs in the browser");
}
