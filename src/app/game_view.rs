//! What a game adds on top of its rules to be shown: its board and a few words. The shell's
//! screens (setup, play) are generic over this trait; `GameScreens` erases the type so the
//! registry can hold every game in one list.

use super::saving::Change;
use super::{NewGame, Seats};
use crate::board::GameView;
use crate::games::{GameInfo, OneGame};
use std::marker::PhantomData;
use yew::prelude::*;

/// A game's screens with the type erased, for the registry.
pub trait GameScreens: Sync {
    fn setup(&self, info: &'static GameInfo, on_start: Callback<NewGame>) -> Html;
    /// The game's lesson; `on_start` starts the first game after it.
    fn learn(&self, info: &'static GameInfo, on_start: Callback<NewGame>) -> Html;
    /// Whether the game has a lesson (`GameText::lesson`).
    fn has_lesson(&self) -> bool;
    /// `record` is the game's record as JSON and `id` its save id; `on_change` receives
    /// every change to save, `on_new` a fresh record when the player asks for another game.
    fn play(
        &self,
        info: &'static GameInfo,
        game: Opened,
        on_change: Callback<Change>,
        on_new: Callback<NewGame>,
    ) -> Html;
}

/// A saved game being opened on the game screen.
pub struct Opened {
    /// The record as JSON.
    pub record: AttrValue,
    pub undos: u32,
    /// The save id (a new id means a fresh game screen).
    pub id: String,
    /// Bumped when the same save is reloaded (a newer version from another tab).
    pub generation: u32,
    pub seats: Seats,
    /// What the link it came from brought.
    pub news: Option<super::saving::News>,
    /// How many moves the friends by link have.
    pub shared: usize,
    /// The analysis kept with the save (JSON).
    pub analysis: Option<AttrValue>,
    /// One seat's view of a live game with hidden hands.
    pub view: Option<crate::core::codec::SavedView>,
}

pub struct Screens<G>(PhantomData<fn() -> G>);

impl<G> Screens<G> {
    pub const NEW: Screens<G> = Screens(PhantomData);
}

impl<G: GameView> GameScreens for Screens<G> {
    fn setup(&self, info: &'static GameInfo, on_start: Callback<NewGame>) -> Html {
        html! { <super::setup::Setup<G> {info} {on_start} /> }
    }

    fn learn(&self, info: &'static GameInfo, on_start: Callback<NewGame>) -> Html {
        html! { <super::learn::Learn<G> {info} {on_start} /> }
    }

    fn has_lesson(&self) -> bool {
        G::lesson().is_some()
    }

    fn play(
        &self,
        info: &'static GameInfo,
        game: Opened,
        on_change: Callback<Change>,
        on_new: Callback<NewGame>,
    ) -> Html {
        let Opened {
            record,
            undos,
            id,
            generation,
            seats,
            news,
            shared,
            analysis,
            view,
        } = game;
        // Keyed by the save id: another game means a fresh game screen.
        let key = format!("{id}/{generation}");
        html! { <super::play::Play<G> {key} {info} {record} {undos} {on_change} {on_new} {seats} {news} {shared} {analysis} {view} /> }
    }
}

/// A fresh seed for a new game, from the browser's secure random source. 32 bits (four
/// billion deals) keep share links short; the RNG spreads the seed over its whole state.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 4];
    // Failure is practically impossible in a browser; a clock-based seed is a fine fallback.
    if getrandom::fill(&mut bytes).is_err() {
        return js_sys::Date::now() as u64 & 0xffff_ffff;
    }
    u32::from_le_bytes(bytes) as u64
}

/// A new match id: 48 random bits (links stay short; two matches of the same game on one
/// device will not meet the same id).
pub fn random_match() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes[..6]).is_err() {
        return js_sys::Date::now() as u64;
    }
    u64::from_le_bytes(bytes)
}

/// A static drawing with its description for screen readers (the rules' pictures).
pub fn described_drawing(picture: Option<(&'static str, &'static str)>) -> Html {
    match picture {
        Some((svg, words)) => html! {
            <div class="drawing" role="img" aria-label={words}>
                { Html::from_html_unchecked(AttrValue::Static(svg)) }
            </div>
        },
        None => html! {},
    }
}

/// A static drawing (SVG markup from the game's folder), parsed by the browser.
pub fn drawing(svg: Option<&'static str>) -> Html {
    match svg {
        Some(svg) => {
            html! { <div class="drawing">{ Html::from_html_unchecked(AttrValue::Static(svg)) }</div> }
        }
        None => html! {},
    }
}

/// The screens of the games `W` names, by id: the registry's list of games
/// (`games::each_game`) with the shell's `Screens` of each; an app built for one game holds
/// that one's alone (`games::OneGame`).
macro_rules! screens_registry {
    ($($(#[$when:meta])* $module:ident :: $game:ident),* $(,)?) => {
        /// A game's setup and play screens, if `W` holds it.
        fn screens_for<W: OneGame>(id: &str) -> Option<&'static dyn GameScreens> {
            $($(#[$when])* if const { holds::<W>(stringify!($module)) } {
                if <crate::games::$module::$game as crate::core::Game>::ID == id {
                    return Some(&Screens::<crate::games::$module::$game>::NEW);
                }
            })*
            None
        }

        /// Adds the styles of the games `W` holds (`style.css` in their folders) to the
        /// page, after the shell's: a game's look comes with its folder, not with a line in
        /// `index.html`.
        fn add_styles_for<W: OneGame>() {
            let document = gloo::utils::document();
            let Some(head) = document.head() else { return };
            $($(#[$when])*
                if const { holds::<W>(stringify!($module)) } {
                    if let Ok(style) = document.create_element("style") {
                        let _ = style.set_attribute("data-game", <crate::games::$module::$game as crate::core::Game>::ID);
                        style.set_text_content(Some(crate::games::$module::STYLE));
                        let _ = head.append_child(&style);
                    }
                }
            )*
        }
    };
}
crate::games::each_game!(screens_registry);

/// Whether `W` holds the game in `folder`.
const fn holds<W: OneGame>(folder: &str) -> bool {
    crate::games::holds(W::FOLDER, folder)
}

/// A lookup of games' screens by id.
type Lookup = fn(&str) -> Option<&'static dyn GameScreens>;

thread_local! {
    /// The screens this app holds (`hold`).
    static HELD: std::cell::Cell<Lookup> = const { std::cell::Cell::new(|_| None) };
}

/// Says which games' screens this app holds, and adds their styles to the page.
pub fn hold<W: OneGame>() {
    HELD.with(|held| held.set(screens_for::<W>));
    add_styles_for::<W>();
}

/// A game's setup and play screens, if this app holds that game.
pub fn screens(game: &GameInfo) -> Option<&'static dyn GameScreens> {
    HELD.with(|held| held.get()(game.id))
}
