//! The registry: every game the shell knows about. The shell never names a game directly;
//! adding a game means adding a folder and one entry in `GAMES`.

pub mod blokus;
pub mod foursquare;
pub mod king_square;
pub mod pegs_jokers;
pub mod stacks;

use crate::erased::{AnyGame, AnySearch, Erased};
use crate::lang::Lang;

/// A game as the shell sees it.
pub struct GameInfo {
    /// Stable id, used in URLs, records and saves (never change it once released).
    pub id: &'static str,
    /// Its name and a line about it, in a language.
    pub name_in: fn(Lang) -> &'static str,
    pub tagline_in: fn(Lang) -> &'static str,
    /// Records, saves and links of this game; `None` while it is "coming soon".
    pub logic: Option<&'static dyn AnyGame>,
    /// Its screens (wasm only); `None` while it is "coming soon".
    #[cfg(target_arch = "wasm32")]
    pub screens: Option<&'static dyn crate::app::GameScreens>,
}

impl GameInfo {
    pub fn name(&self, lang: Lang) -> &'static str {
        (self.name_in)(lang)
    }

    pub fn tagline(&self, lang: Lang) -> &'static str {
        (self.tagline_in)(lang)
    }

    pub fn playable(&self) -> bool {
        self.logic.is_some()
    }
}

impl PartialEq for GameInfo {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

/// A playable game: its rules (`Game` + `GameText`) and, on wasm, its view (`GameView`).
macro_rules! playable {
    ($game:ty, $text:path) => {{
        use $text as text;
        GameInfo {
            id: <$game as crate::core::Game>::ID,
            name_in: |lang| text::words(lang).name,
            tagline_in: |lang| text::words(lang).tagline,
            logic: Some(&Erased::<$game>::NEW),
            #[cfg(target_arch = "wasm32")]
            screens: Some(&crate::app::Screens::<$game>::NEW),
        }
    }};
}

pub static GAMES: &[GameInfo] = &[
    playable!(king_square::KingSquare, king_square::text),
    playable!(foursquare::Foursquare, foursquare::text),
    playable!(pegs_jokers::PegsJokers, pegs_jokers::text),
    playable!(stacks::Stacks, stacks::text),
    playable!(blokus::Blokus, blokus::text),
];

pub fn info(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}

/// The engines alone (no screens): what the search worker needs, without any Yew code.
pub fn engine(id: &str) -> Option<&'static dyn AnySearch> {
    static ENGINES: [&dyn AnySearch; 5] = [
        &Erased::<king_square::KingSquare>::NEW,
        &Erased::<foursquare::Foursquare>::NEW,
        &Erased::<pegs_jokers::PegsJokers>::NEW,
        &Erased::<stacks::Stacks>::NEW,
        &Erased::<blokus::Blokus>::NEW,
    ];
    ENGINES.iter().copied().find(|e| e.id() == id)
}
