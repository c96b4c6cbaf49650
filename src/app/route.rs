//! Hash routes (`#/…`), so the app works from any static host without server rewrites.

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    /// `#/new/<game>`: the new-game screen with the game's options.
    Setup(String),
    /// `#/play/<game>/<save id>`: a saved game (every game in play is saved).
    Play {
        game: String,
        id: String,
    },
    /// `#/play/<game>?r=<record>`: a share link; opened as a new saved game. With
    /// `&live=<room>.<password>` (and `&seat=<n>`), an invite to a live table.
    Open {
        game: String,
        link: String,
        live: Option<String>,
        seat: Option<String>,
    },
    /// `#/saves`: the saved games.
    Saves,
    /// `#/learn/<game>`: the game's lesson.
    Learn(String),
    /// `#/debug/panic`: panics on purpose, so tests can check the crash screen.
    Panic,
    NotFound,
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        let hash = hash.trim_start_matches('#').trim_start_matches('/');
        let (path, query) = hash.split_once('?').unwrap_or((hash, ""));
        let param = |key: &str| query.split('&').find_map(|kv| kv.strip_prefix(key));
        let link = param("r=");
        let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
        match (parts.as_slice(), link) {
            ([], _) => Route::Home,
            (["new", game], _) => Route::Setup(game.to_string()),
            (["play", game], Some(link)) => Route::Open {
                game: game.to_string(),
                link: link.to_string(),
                live: param("live=").map(str::to_string),
                seat: param("seat=").map(str::to_string),
            },
            (["play", game, id], _) => Route::Play {
                game: game.to_string(),
                id: id.to_string(),
            },
            (["saves"], _) => Route::Saves,
            (["learn", game], _) => Route::Learn(game.to_string()),
            (["debug", "panic"], _) => Route::Panic,
            _ => Route::NotFound,
        }
    }

    /// The game whose page this is, for a game's pages (new game, lesson, play).
    pub fn game(&self) -> Option<&str> {
        match self {
            Route::Setup(game) | Route::Learn(game) => Some(game),
            Route::Play { game, .. } | Route::Open { game, .. } => Some(game),
            Route::Home | Route::Saves | Route::Panic | Route::NotFound => None,
        }
    }

    /// Whether this app shows the route: the app of one game (`games::one_game`) shows no
    /// other game's pages; the full app shows every page; an invite to a live table only the
    /// live app (built with the `live` feature).
    pub fn shown_here(&self) -> bool {
        if !cfg!(feature = "live") && matches!(self, Route::Open { live: Some(_), .. }) {
            return false;
        }
        match (crate::games::one_game(), self.game()) {
            (Some(one), Some(game)) => one == game,
            _ => true,
        }
    }

    pub fn current() -> Route {
        Route::parse(&current_hash())
    }
}

/// The address's hash, as the routes read it.
pub fn current_hash() -> String {
    gloo::utils::window().location().hash().unwrap_or_default()
}

/// Whether an address says `live` (`&live=<invite>`, or `?live` after a game played live
/// here): the page's loader then starts the live app.
pub fn says_live(hash: &str) -> bool {
    let query = hash.split_once('?').map_or("", |(_, q)| q);
    query
        .split('&')
        .any(|kv| kv == "live" || kv.starts_with("live="))
}

/// Whether the address is the live app's and this app is another (it hands the page over).
pub fn live_elsewhere(hash: &str) -> bool {
    !cfg!(feature = "live") && says_live(hash)
}

pub fn play_hash(game: &str, id: &str) -> String {
    format!("#/play/{game}/{id}")
}
