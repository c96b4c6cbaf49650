//! The registry: every game the shell knows about. The shell never names a game directly;
//! adding a game means adding its folder and one line in `each_game!` (docs/adding-a-game.md).

use crate::erased::{AnyGame, AnySearch, Erased};
use crate::lang::Lang;

/// A game as the shell's lists see it. It holds no engine and no screen: a page that only
/// lists the games (the light home page) then carries none of their code; `logic` (and the
/// shell's `app::screens`) find them by id.
pub struct GameInfo {
    /// Stable id, used in URLs, records and saves (never change it once released).
    pub id: &'static str,
    /// Its folder under `src/games/`: its search worker is `worker-<folder>.js`.
    pub folder: &'static str,
    /// Its name and a line about it, in a language.
    pub name_in: fn(Lang) -> &'static str,
    pub tagline_in: fn(Lang) -> &'static str,
    /// A small drawing of the board for its card on the home page, as SVG markup
    /// (220 × 120): a visitor sees what the game is before reading about it.
    pub picture: &'static str,
}

impl GameInfo {
    pub fn name(&self, lang: Lang) -> &'static str {
        (self.name_in)(lang)
    }

    pub fn tagline(&self, lang: Lang) -> &'static str {
        (self.tagline_in)(lang)
    }

    /// Records, saves and links of this game.
    pub fn logic(&self) -> Option<&'static dyn AnyGame> {
        logic(self.id)
    }

    /// A link opened as this game's (`AnyGame::open_link`): a link that names no game at
    /// all is damaged, not "for another game".
    pub fn open_link(&self, lang: Lang, link: &str) -> Result<crate::erased::Linked, String> {
        use crate::core::codec::{link_game, LinkError};
        if link_game(link).is_ok_and(|found| info(&found).is_none()) {
            return Err(crate::text::words(lang).link_error(&LinkError::Damaged));
        }
        let logic = self
            .logic()
            .ok_or_else(|| crate::text::words(lang).unknown_game)?;
        logic.open_link(lang, link)
    }
}

impl PartialEq for GameInfo {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}

/// The registry, from one list of the games (module and type): the catalog `GAMES`, and
/// the lookups of their engines and screens, kept apart from it.
macro_rules! registry {
    ($($(#[$when:meta])* $module:ident :: $game:ident),* $(,)?) => {
        $($(#[$when])* pub mod $module;)*

        pub static GAMES: &[GameInfo] = &[$($(#[$when])* GameInfo {
            id: <$module::$game as crate::core::Game>::ID,
            folder: stringify!($module),
            name_in: |lang| $module::text::catalog(lang).name,
            tagline_in: |lang| $module::text::catalog(lang).tagline,
            picture: $module::PICTURE,
        }),*];

        /// The records, saves and links of the games `W` names (`OneGame`): the other
        /// games' are left out while compiling, so an app built for one game holds its
        /// logic alone (`hold`).
        pub fn logic_for<W: OneGame>(id: &str) -> Option<&'static dyn AnyGame> {
            $($(#[$when])* if const { holds(W::FOLDER, stringify!($module)) } {
                let logic: &'static dyn AnyGame = &Erased::<$module::$game>::NEW;
                if logic.id() == id {
                    return Some(logic);
                }
            })*
            None
        }

        /// The engines of the games `W` names (`OneGame`), alone (no screens, no Yew code):
        /// what a search worker needs. The other games' engines are left out while
        /// compiling, so a worker built for one game holds none of their code.
        pub fn engine_for<W: OneGame>(id: &str) -> Option<&'static dyn AnySearch> {
            $($(#[$when])* if const { holds(W::FOLDER, stringify!($module)) } {
                let engine: &'static dyn AnySearch = &Erased::<$module::$game>::NEW;
                if engine.id() == id {
                    return Some(engine);
                }
            })*
            None
        }

        /// Hands every game's type to `visitor`, with the name of its folder: what the tests
        /// and tools do for each game, without a list of their own.
        pub fn visit(visitor: &mut impl EachGame) {
            $($(#[$when])* visitor.game::<$module::$game>(stringify!($module));)*
        }

        /// Every game's word tables in a language (its words, then its catalog's), by id.
        #[cfg(not(target_arch = "wasm32"))]
        pub fn word_tables(lang: Lang) -> Vec<(&'static str, crate::lang::Walk)> {
            let mut tables = Vec::new();
            $($(#[$when])* {
                let id = <$module::$game as crate::core::Game>::ID;
                tables.push((id, $module::text::words(lang).walk()));
                tables.push((id, $module::text::catalog(lang).walk()));
            })*
            tables
        }
    };
}

/// Which games a build holds (`engine_for`, `logic_for`): `scripts/build-per-game.sh`
/// builds the search worker and the app once per game, naming its folder in
/// BOARDSHELF_ONE_GAME (`one_game_from_env!`, in `src/bin/worker.rs` and `src/bin/game.rs`).
pub trait OneGame {
    /// The folder of its one game, or "" for every game.
    const FOLDER: &'static str;
}

/// The game named by BOARDSHELF_ONE_GAME while the calling crate compiles (every game
/// without it), as a type `$name` implementing `OneGame`. A macro, so that the variable is
/// read by the binary's small crate: the library is compiled once for all games.
#[macro_export]
macro_rules! one_game_from_env {
    ($name:ident) => {
        struct $name;
        impl $crate::games::OneGame for $name {
            const FOLDER: &'static str = match option_env!("BOARDSHELF_ONE_GAME") {
                Some(folder) => folder,
                None => "",
            };
        }
    };
}

/// Every game: the full app, the native tools and the tests.
pub struct EveryGame;

impl OneGame for EveryGame {
    const FOLDER: &'static str = "";
}

/// Any game's engine, by id (the native tools: `engine`, the tests).
pub fn engine(id: &str) -> Option<&'static dyn AnySearch> {
    engine_for::<EveryGame>(id)
}

/// The games this program holds: set once as it starts (`hold`); the native tools and
/// tests, which never set it, hold every game.
static HELD: std::sync::OnceLock<Held> = std::sync::OnceLock::new();

struct Held {
    /// The folder of its one game, or "" for every game.
    folder: &'static str,
    logic: fn(&str) -> Option<&'static dyn AnyGame>,
}

/// Says which games this program holds (`W`), as the app starts: `logic` then finds theirs
/// alone, and an app built for one game holds no other's code.
pub fn hold<W: OneGame>() {
    let _ = HELD.set(Held {
        folder: W::FOLDER,
        logic: logic_for::<W>,
    });
}

/// A game's records, saves and links, if this program holds that game.
pub fn logic(id: &str) -> Option<&'static dyn AnyGame> {
    match HELD.get() {
        Some(held) => (held.logic)(id),
        #[cfg(not(target_arch = "wasm32"))]
        None => logic_for::<EveryGame>(id),
        // A page that never said which games it holds (the light home page) holds none.
        #[cfg(target_arch = "wasm32")]
        None => None,
    }
}

/// The one game this program was built for, if it holds one game only (its id).
pub fn one_game() -> Option<&'static str> {
    let folder = HELD.get()?.folder;
    GAMES.iter().find(|g| g.folder == folder).map(|g| g.id)
}

/// Whether a worker built for `one` holds the game in `folder` (decided while compiling).
pub(crate) const fn holds(one: &str, folder: &str) -> bool {
    let (a, b) = (one.as_bytes(), folder.as_bytes());
    if a.is_empty() {
        return true;
    }
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Where a game's rules are specified, under the crate's root `root`: `docs/rules/<id>.md`,
/// or `rules.md` in its folder for a game that keeps everything there (the test-only game).
#[cfg(not(target_arch = "wasm32"))]
pub fn specification(root: &std::path::Path, folder: &str, id: &str) -> std::path::PathBuf {
    let own = root.join("src/games").join(folder).join("rules.md");
    match own.exists() {
        true => own,
        false => root.join("docs/rules").join(format!("{id}.md")),
    }
}

/// Something done for each game of the registry (`visit`): a test over every game, the
/// arena's lookup of a game by id.
pub trait EachGame {
    /// `folder` is the game's folder under `src/games/` (and its tests' name, `tests/<folder>.rs`).
    fn game<G: crate::core::GameText + crate::core::ai::Searchable>(
        &mut self,
        folder: &'static str,
    );
}

/// Native tools and tests read a game's rule errors in English (its `GameText::rule_error`).
macro_rules! rule_errors_in_english {
    ($error:ty, $game:ty) => {
        impl std::fmt::Display for $error {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                use crate::core::GameText;
                f.write_str(&<$game>::rule_error(crate::lang::Lang::En, self))
            }
        }
    };
}
pub(crate) use rule_errors_in_english;

/// "Black to play": the turn as most games say it, by the seat's name.
pub fn turn_of<G: crate::core::GameText>(
    lang: Lang,
    state: &G::State,
    seat: crate::core::Seat,
) -> String {
    crate::text::words(lang).turn_of(&G::seat_name(lang, state, seat))
}

/// The one list of the games (folder :: type), handed to a macro that builds something for
/// each: the registry here (its modules too), the screens and styles in the shell
/// (`app::game_view`). A line may carry a `cfg`: the test-only game is one.
macro_rules! each_game {
    ($build:ident) => {
        $build!(
            king_square::KingSquare,
            foursquare::Foursquare,
            pegs_jokers::PegsJokers,
            stacks::Stacks,
            blokus::Blokus,
            #[cfg(feature = "test-game")]
            tic_tac_toe::TicTacToe,
        );
    };
}
#[cfg(target_arch = "wasm32")]
pub(crate) use each_game;

each_game!(registry);

pub fn info(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}
