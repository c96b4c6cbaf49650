//! The contract between the game screen and a game's board: what a board is given
//! (`BoardProps`) and what a game adds to its rules to be shown (`GameView`), with the
//! keyboard and focus helpers boards share. It imports nothing from the shell (`app`), so
//! the games depend on it and the shell on both.

use crate::core::ai::Searchable;
use crate::core::input::{Attempt, BoardInput, BoardNote};
use crate::core::GameText;
use crate::lang::Lang;
use std::cell::RefCell;
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

/// A line that takes the room of the longest thing it may say: those are drawn unseen in the
/// same place, so what it says wraps rather than being cut, and never moves what is below it
/// (#60 item 12). `shown` carries the line's class and test id; each of `may_say` is drawn
/// with its own classes (a bold refusal takes more room).
pub fn steady_line(shown: Html, may_say: Vec<(String, Classes)>) -> Html {
    html! {
        <div class="steady">
            { shown }
            // Drawn by CSS from an attribute: no text of their own, for a reader or a search.
            { for may_say.into_iter().map(|(words, class)| html! {
                <p class={classes!(class, "room")} aria-hidden="true" data-words={words} />
            }) }
        </div>
    }
}

/// Moves the keyboard focus to the element with this id (a board handing the keyboard on
/// to its next step).
pub fn focus(id: &str) {
    use wasm_bindgen::JsCast;
    if let Some(el) = gloo::utils::document().get_element_by_id(id) {
        let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// Like `focus`, without scrolling the page to the element: a tap elsewhere (Blokus' tray
/// under the board on a phone) keeps the page where the finger is.
pub fn focus_in_place(id: &str) {
    use wasm_bindgen::JsCast;
    if let Some(el) = gloo::utils::document().get_element_by_id(id) {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = (el.unchecked_into::<web_sys::HtmlElement>()).focus_with_options(&options);
    }
}

/// A board's input reducer (`BoardInput`) with what its event handlers need: each action
/// updates it, hands a move or a refusal to the game screen, and redraws the board.
pub struct BoardInputs<I: BoardInput> {
    input: Rc<RefCell<I>>,
    state: Rc<I::State>,
    redraw: UseForceUpdateHandle,
    on_move: Callback<I::Move>,
    on_problem: Callback<BoardNote<I::Why>>,
    /// Nobody here is to move (`BoardProps::waiting`): only actions that look are taken.
    waiting: bool,
}

impl<I: BoardInput> Clone for BoardInputs<I> {
    fn clone(&self) -> Self {
        BoardInputs {
            input: self.input.clone(),
            state: self.state.clone(),
            redraw: self.redraw.clone(),
            on_move: self.on_move.clone(),
            on_problem: self.on_problem.clone(),
            waiting: self.waiting,
        }
    }
}

impl<I: BoardInput> BoardInputs<I> {
    pub fn send(&self, action: I::Action) {
        if self.waiting && !I::only_looks(&action) {
            self.on_problem.emit(BoardNote::Idle);
            return;
        }
        let attempt = self.input.borrow_mut().apply(&self.state, action);
        match attempt {
            // A step taken: an earlier refusal no longer applies.
            Attempt::Nothing if !I::only_looks(&action) => self.on_problem.emit(BoardNote::Stepped),
            Attempt::Nothing => {}
            Attempt::Play(mv) => self.on_move.emit(mv),
            Attempt::Refused(why) if I::screen_says(&why) => {
                self.on_problem.emit(BoardNote::Refused(why))
            }
            Attempt::Refused(_) => {}
        }
        self.redraw.force_update();
    }

    /// A callback that sends one fixed action.
    pub fn on<E>(&self, action: I::Action) -> Callback<E> {
        let inputs = self.clone();
        Callback::from(move |_| inputs.send(action))
    }

    /// The position the board shows.
    pub fn state(&self) -> Rc<I::State> {
        self.state.clone()
    }

    /// The input as it is now.
    pub fn get(&self) -> std::cell::Ref<'_, I> {
        self.input.borrow()
    }

    /// Changes the input without an action (a setting the board keeps in it).
    pub fn get_mut(&self) -> std::cell::RefMut<'_, I> {
        self.input.borrow_mut()
    }

    /// Draws the board again (after `get_mut`).
    pub fn redraw(&self) {
        self.redraw.force_update();
    }
}

/// The id of the place the game screen keeps beside the board (at the top of its side panel;
/// below the board on a phone), for what a board shows that must not cover it.
pub const ASIDE_ID: &str = "board-aside";

/// The place beside the board (`ASIDE_ID`), to draw into with `create_portal`. The game
/// screen draws it with the board, so at the board's first render it may not be there yet:
/// the board is drawn once more when it is.
#[hook]
pub fn use_aside() -> Option<web_sys::Element> {
    let redraw = use_force_update();
    let aside = gloo::utils::document().get_element_by_id(ASIDE_ID);
    let missing = aside.is_none();
    use_effect_with((), move |_| {
        if missing {
            redraw.force_update();
        }
    });
    aside
}

/// The board's input, kept between renders (`init` makes it once) and told the ply shown.
#[hook]
pub fn use_board_input<I: BoardInput>(
    init: impl FnOnce() -> I,
    ply: usize,
    state: Rc<I::State>,
    on_move: Callback<I::Move>,
    on_problem: Callback<BoardNote<I::Why>>,
    waiting: bool,
) -> BoardInputs<I> {
    let input = use_mut_ref(init);
    input.borrow_mut().at_ply(ply);
    BoardInputs {
        input,
        state,
        redraw: use_force_update(),
        on_move,
        on_problem,
        waiting,
    }
}

/// What the game screen hands to a game's board.
pub struct BoardProps<G: GameText> {
    /// The language of the interface.
    pub lang: Lang,
    pub state: Rc<G::State>,
    /// Moves played so far; changes with every move, undo and redo.
    pub ply: usize,
    /// Called with whatever the player tried; the shell applies it or says why not.
    pub on_move: Callback<G::Move>,
    /// What the board says besides a move: a step refused and why, a step taken (an earlier
    /// refusal is over), or a step tried while nobody here is to move (the shell says why).
    pub on_problem: Callback<BoardNote<G::Why>>,
    /// For games with `HIDDEN_HANDS`: the hand of the player to move may be shown (false on
    /// the computer's turns and, with several people at the table, until `on_show_hand`).
    pub hand_shown: bool,
    /// The player to move says they now hold the device.
    pub on_show_hand: Callback<()>,
    /// Games in rounds: a person here saw how the round ended (a computer waits for it).
    pub on_next_round: Callback<()>,
    /// Whom the position waits for, if not a person here: then the board offers no step and
    /// no highlight, and the shell refuses its moves.
    pub waiting: Waiting,
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
    /// A live table with hidden hands (`GameView::dealt_table`): what this device holds.
    pub hands_here: Option<HandsHere>,
}

/// Whom the board's position waits for, when not a person on this device (one value: the
/// reasons a board offers no step exclude each other, the first that holds is said).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Waiting {
    /// A person on this device is to move, or the game is over: the board offers its steps.
    No,
    /// An earlier position is shown (stepping through the moves): hidden hands stay hidden.
    LookingBack,
    /// The computer is thinking: hidden hands stay hidden.
    Computer,
    /// Someone not at this device is to move (a friend by link, another device at a live
    /// table), or there is nothing more to do here (a lesson's step, done).
    Away,
}

impl Waiting {
    /// The board offers no step.
    pub fn waits(self) -> bool {
        self != Waiting::No
    }
}

/// What a device holds at a live table with hidden hands.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HandsHere {
    /// The cards are not dealt yet: nobody is to move, and no hand shows.
    pub before_deal: bool,
    /// The dealer's device is away: the game waits for it, and no card is offered.
    pub dealer_away: bool,
    /// The seats this device holds: their cards show, to plan with, while another device
    /// or the computer moves.
    pub seats: Vec<crate::core::Seat>,
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
    /// The colours of a side (`Game::side`) from the game's own palette, as CSS colours, one
    /// for each of the side's seats or pieces (partners, or a player's several colours): the
    /// analysis graph draws the side's line in them.
    fn side_colours(state: &Self::State, side: crate::core::Seat) -> Vec<&'static str>;
    /// A game with hidden hands played live: the table that deals (`live::dealt`). `None`
    /// for games of open information, played at an ordinary live table.
    fn dealt_table(
        _room: &str,
        _me: crate::live::DeviceId,
        _name: &str,
        _open: crate::live::dealt::DealtOpen<Self>,
    ) -> Option<Box<dyn crate::live::dealt::DealtPlay<Self>>> {
        None
    }
    /// A drawing that goes with the rules help: SVG markup (hidden from screen readers) and
    /// what it shows, in words (none by default).
    fn rules_picture(_lang: Lang) -> Option<(&'static str, &'static str)> {
        None
    }
}
