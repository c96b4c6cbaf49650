//! What a game adds on top of its rules to be shown: its board and a few words. The shell's
//! screens (setup, play) are generic over this trait; `GameScreens` erases the type so the
//! registry can hold every game in one list.

use super::{NewGame, Seats, Snapshot};
use crate::core::ai::Searchable;
use crate::core::{Game, GameText};
use crate::games::GameInfo;
use crate::lang::Lang;
use std::marker::PhantomData;
use std::rc::Rc;
use yew::prelude::*;

/// What the game screen hands to a game's board.
/// The board key of a key press (arrows, Enter, Space), if it is one. The press is then the
/// board's: the page does not scroll.
pub fn board_key(e: &KeyboardEvent) -> Option<crate::core::input::Key> {
    use crate::core::input::Key;
    let key = match e.key().as_str() {
        "ArrowLeft" => Key::Left,
        "ArrowRight" => Key::Right,
        "ArrowUp" => Key::Up,
        "ArrowDown" => Key::Down,
        "Enter" | " " => Key::Enter,
        _ => return None,
    };
    e.prevent_default();
    Some(key)
}

/// Moves the keyboard focus to the element with this id (a board handing the keyboard on
/// to its next step).
pub fn focus(id: &str) {
    use wasm_bindgen::JsCast;
    if let Some(el) = gloo::utils::document().get_element_by_id(id) {
        let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

pub struct BoardProps<G: Game> {
    /// The language of the interface.
    pub lang: Lang,
    pub state: Rc<G::State>,
    /// Moves played so far; changes with every move, undo and redo.
    pub ply: usize,
    /// Called with whatever the player tried; the shell applies it or says why not.
    pub on_move: Callback<G::Move>,
    /// For boards with several steps per move: explains a step that cannot be taken.
    pub on_problem: Callback<String>,
    /// The computer is to move: boards with hidden hands keep them hidden.
    pub computer_turn: bool,
    /// For games with `HIDDEN_HANDS`: the hand of the player to move may be shown (false on
    /// the computer's turns and, with several people at the table, until `on_show_hand`).
    pub hand_shown: bool,
    /// The player to move says they now hold the device.
    pub on_show_hand: Callback<()>,
    /// The board shows an earlier position (stepping through the moves); moves are refused.
    pub viewing: bool,
    /// A friend by link is to move: this device waits (moves are refused).
    pub waiting: bool,
    /// The move that led to this position, for boards to mark (so a computer's move is seen).
    pub last_move: Option<G::Move>,
    /// The moves that came by link before `last_move` (when several seats moved since
    /// this device's last move), oldest first, for boards to mark like the last one.
    pub news: Vec<G::Move>,
    /// The move a hint suggests for this position, for boards to point at.
    pub hint: Option<G::Move>,
    /// While a hidden hand waits for its player: what happened since their last turn, in
    /// words, for the pass-the-device screen.
    pub since_last_turn: Vec<String>,
}

/// The words (`GameText`) come from the pure side; a view adds the board and scoreboard.
pub trait GameView: GameText + Searchable {
    /// Players hold cards the others must not see. The shell then keeps the hand of the
    /// player to move hidden (and the hint button away, since a hint names a card) until they
    /// say they hold the device; alone against computers nobody is asked to pass.
    const HIDDEN_HANDS: bool = false;
    /// The interactive board (SVG).
    fn board(props: BoardProps<Self>) -> Html;
    /// Scores or other per-side figures shown above the board.
    fn scoreboard(lang: Lang, state: &Self::State) -> Html;
    /// A drawing that goes with the rules help: SVG markup (hidden from screen readers) and
    /// what it shows, in words (none by default).
    fn rules_picture(_lang: Lang) -> Option<(&'static str, &'static str)> {
        None
    }
}

/// A game's screens with the type erased, for the registry.
pub trait GameScreens: Sync {
    fn setup(&self, info: &'static GameInfo, on_start: Callback<NewGame>) -> Html;
    /// `record` is the game's record as JSON and `id` its save id; `on_change` receives a
    /// snapshot after every change, `on_new` a fresh record when the player asks for another game.
    fn play(
        &self,
        info: &'static GameInfo,
        game: Opened,
        on_change: Callback<Snapshot>,
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
}

pub struct Screens<G>(PhantomData<fn() -> G>);

impl<G> Screens<G> {
    pub const NEW: Screens<G> = Screens(PhantomData);
}

impl<G: GameView> GameScreens for Screens<G> {
    fn setup(&self, info: &'static GameInfo, on_start: Callback<NewGame>) -> Html {
        html! { <super::setup::Setup<G> {info} {on_start} /> }
    }

    fn play(
        &self,
        info: &'static GameInfo,
        game: Opened,
        on_change: Callback<Snapshot>,
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
        } = game;
        // Keyed by the save id: another game means a fresh game screen.
        let key = format!("{id}/{generation}");
        html! { <super::play::Play<G> {key} {info} {record} {undos} {on_change} {on_new} {seats} {news} {shared} /> }
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
