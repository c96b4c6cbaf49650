//! The Foursquare table's own state while a card is placed, as every board's is: a pure
//! reducer (`core::input::BoardInput`, tested in tests/foursquare_input.rs) that the table
//! reaches through `board::use_board_input`. A tap on a spot (or Enter on a focused one) is
//! the whole move, so nothing is kept between taps; the shared hook still refuses a tap while
//! nobody here is to move, as it does on every board.

use super::rules::{Place, State};
use crate::core::input::{Attempt, BoardInput};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Input;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum InputAction {
    /// A spot tapped, clicked, or chosen with Enter or Space.
    Spot(Place),
}

impl BoardInput for Input {
    type State = State;
    type Action = InputAction;
    type Move = Place;
    /// The rules say why a spot is refused: the table itself never refuses a tap.
    type Why = std::convert::Infallible;

    fn at_ply(&mut self, _ply: usize) {}

    fn apply(&mut self, _state: &State, action: InputAction) -> Attempt<Place, Self::Why> {
        match action {
            InputAction::Spot(place) => Attempt::Play(place),
        }
    }
}
