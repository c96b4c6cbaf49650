//! The registry: every game the shell knows about. The shell never names a game directly;
//! adding a game means adding a folder and one entry here.

pub mod king_square;

/// What the home page shows of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Stable id, used in URLs, records and saves.
    pub id: &'static str,
    pub name: &'static str,
    pub tagline: &'static str,
    /// False while the game is not built yet: listed as "coming soon".
    pub playable: bool,
}

pub const GAMES: &[GameInfo] = &[
    GameInfo {
        id: <king_square::KingSquare as crate::core::Game>::ID,
        name: king_square::text::NAME,
        tagline: king_square::text::TAGLINE,
        playable: true,
    },
    GameInfo {
        id: "foursquare",
        name: "Foursquare",
        tagline: "A 4×4 card solitaire of flips and toggles.",
        playable: false,
    },
    GameInfo {
        id: "pegs-and-jokers",
        name: "Pegs and Jokers",
        tagline: "A team racing game with cards, for 4, 6 or 8 players.",
        playable: false,
    },
    GameInfo {
        id: "stacks",
        name: "Stacks",
        tagline: "Drop and slide stacks on a 7×7 board to build a path.",
        playable: false,
    },
    GameInfo {
        id: "blokus",
        name: "Blokus",
        tagline: "Claim territory with polyominoes, corner to corner.",
        playable: false,
    },
];

pub fn info(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}

/// The screens of a playable game (wasm only): the one place the shell meets game types.
#[cfg(target_arch = "wasm32")]
pub fn screens(id: &str) -> Option<(&'static GameInfo, &'static dyn crate::app::GameScreens)> {
    use crate::app::Screens;
    static KING_SQUARE: Screens<king_square::KingSquare> = Screens::new();
    let info = info(id).filter(|g| g.playable)?;
    let screens: &'static dyn crate::app::GameScreens = match info.id {
        "king-square" => &KING_SQUARE,
        _ => return None,
    };
    Some((info, screens))
}
