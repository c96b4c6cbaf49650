//! Hash routes (`#/…`), so the app works from any static host without server rewrites.

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    /// `#/new/<game>`: the new-game screen with the game's options.
    Setup(String),
    /// `#/play/<game>`: the game in progress.
    Play(String),
    /// `#/debug/panic`: panics on purpose, so tests can check the crash screen.
    Panic,
    NotFound,
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let path = path.split('?').next().unwrap_or("");
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match parts.as_slice() {
            [] => Route::Home,
            ["new", game] => Route::Setup(game.to_string()),
            ["play", game] => Route::Play(game.to_string()),
            ["debug", "panic"] => Route::Panic,
            _ => Route::NotFound,
        }
    }

    pub fn current() -> Route {
        Route::parse(&gloo::utils::window().location().hash().unwrap_or_default())
    }
}
