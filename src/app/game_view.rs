//! What a game adds on top of its rules to be shown: its board and a few words. The shell's
//! screens (setup, play) are generic over this trait; `GameScreens` erases the type so the
//! registry can hold every game in one list.

use crate::core::{Game, Seat};
use crate::games::GameInfo;
use std::marker::PhantomData;
use std::rc::Rc;
use yew::prelude::*;

/// What the game screen hands to a game's board.
pub struct BoardProps<G: Game> {
    pub state: Rc<G::State>,
    /// Moves played so far; changes with every move, undo and redo.
    pub ply: usize,
    /// Called with whatever the player tried; the shell applies it or says why not.
    pub on_move: Callback<G::Move>,
}

pub trait GameView: Game {
    /// The interactive board (SVG).
    fn board(props: BoardProps<Self>) -> Html;
    /// Scores or other per-side figures shown above the board.
    fn scoreboard(state: &Self::State) -> Html;
    /// A seat as players call it ("Black", "Player 3 (Black)").
    fn seat_name(state: &Self::State, seat: Seat) -> String;
    /// One line of the move list, e.g. "Black: C4 — King-Square!".
    fn describe_move(before: &Self::State, mv: &Self::Move, after: &Self::State) -> String;
    /// The end-of-game headline, e.g. "Black wins 5 – 3".
    fn result_text(state: &Self::State) -> String;
    /// The rules, one paragraph per item.
    fn rules() -> &'static [&'static str];
}

/// A game's screens with the type erased, for the registry.
pub trait GameScreens {
    fn setup(&self, info: &'static GameInfo, on_start: Callback<String>) -> Html;
    /// `record` is the game's record as JSON; `on_change` receives it after every change,
    /// `on_new` a fresh record when the player asks for another game.
    fn play(
        &self,
        info: &'static GameInfo,
        record: AttrValue,
        nonce: u32,
        on_change: Callback<String>,
        on_new: Callback<String>,
    ) -> Html;
}

pub struct Screens<G>(PhantomData<fn() -> G>);

impl<G> Screens<G> {
    pub const fn new() -> Self {
        Screens(PhantomData)
    }
}

impl<G> Default for Screens<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: GameView> GameScreens for Screens<G> {
    fn setup(&self, info: &'static GameInfo, on_start: Callback<String>) -> Html {
        html! { <super::setup::Setup<G> {info} {on_start} /> }
    }

    fn play(
        &self,
        info: &'static GameInfo,
        record: AttrValue,
        nonce: u32,
        on_change: Callback<String>,
        on_new: Callback<String>,
    ) -> Html {
        html! { <super::play::Play<G> key={nonce} {info} {record} {on_change} {on_new} /> }
    }
}

/// A fresh seed for a new game, from the browser's secure random source.
pub fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    // Failure is practically impossible in a browser; a clock-based seed is a fine fallback.
    if getrandom::fill(&mut bytes).is_err() {
        return js_sys::Date::now() as u64;
    }
    u64::from_le_bytes(bytes)
}
