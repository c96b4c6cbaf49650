//! The Foursquare table's input (`games::foursquare::input`): a tap on a spot is the move,
//! and it is a step (refused by the shared hook while nobody here is to move).

use boardshelf::core::input::{Attempt, BoardInput};
use boardshelf::core::Game;
use boardshelf::games::foursquare::input::{Input, InputAction};
use boardshelf::games::foursquare::rules::{Foursquare, Place};

#[test]
fn a_tap_on_a_spot_plays_that_spot_and_is_a_step() {
    let state = Foursquare::new_game(&Default::default(), 7).unwrap();
    let mut input = Input;
    for place in Foursquare::legal_moves(&state) {
        assert_eq!(
            input.apply(&state, InputAction::Spot(place)),
            Attempt::Play(place)
        );
    }
    // A spot the rules refuse is still handed on: the game screen says why (the table
    // offers only legal spots, and the shell checks every move).
    let far = Place { col: 5, row: 5 };
    assert_eq!(
        input.apply(&state, InputAction::Spot(far)),
        Attempt::Play(far)
    );
    assert!(
        !Input::only_looks(&InputAction::Spot(far)),
        "a tap is a step: refused while waiting"
    );
}
