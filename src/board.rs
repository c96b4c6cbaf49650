//! The contract between the game screen and a game's board: what a board is given
//! (`BoardProps`) and what a game adds to its rules to be shown (`GameView`), with the
//! keyboard and focus helpers boards share. It imports nothing from the shell (`app`), so
//! the games depend on it and the shell on both.

use crate::core::ai::Searchable;
use crate::core::{Game, GameText};
use crate::lang::Lang;
use std::rc::Rc;
use yew::prelude::*;

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

/// What the game screen hands to a game's board.
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
    /// Games in rounds: a person here saw how the round ended (a computer waits for it).
    pub on_next_round: Callback<()>,
    /// The board shows an earlier position (stepping through the moves); moves are refused.
    pub viewing: bool,
    /// No person on this device is to move (a computer thinks, a friend by link is to move,
    /// or an earlier position is looked at): the board offers no step and no highlight, and
    /// the shell refuses its moves.
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
    /// The board's own remembered choices (Stacks: warn of a trap), kept by the shell.
    pub prefs: Prefs,
}

/// On/off choices a board remembers between games, by key; the shell stores them.
#[derive(Clone, Copy)]
pub struct Prefs {
    pub get: fn(key: &str, default: bool) -> bool,
    pub set: fn(key: &str, on: bool),
}

/// The shell hands every board the same store: a board need not redraw when its props are
/// rebuilt (function pointers cannot be compared reliably).
impl PartialEq for Prefs {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// Whether the checkbox of a change event is ticked.
pub fn event_checked(e: &Event) -> bool {
    use wasm_bindgen::JsCast;
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .is_some_and(|i| i.checked())
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
