//! The Blokus board's input (src/games/blokus/input.rs): picking, turning, the ghost,
//! pointer, finger and keyboard, without a browser.

use boardshelf::core::input::BoardInput;
use boardshelf::core::Game;
use boardshelf::games::blokus::input::{anchor, Attempt, Input, InputAction, Key, Why};
use boardshelf::games::blokus::pieces::{self, orientations};
use boardshelf::games::blokus::rules::{Config, Place, RuleError, Start, State};
use boardshelf::games::blokus::Blokus;

fn duo() -> State {
    Blokus::new_game(&Config::duo(), 0).unwrap()
}

fn piece(name: &str) -> u8 {
    (0..pieces::PIECE_COUNT as u8)
        .find(|&p| pieces::name(p) == name)
        .unwrap()
}

#[test]
fn a_click_without_a_piece_asks_for_one() {
    let (s, mut input) = (duo(), Input::default());
    let attempt = input.apply(&s, InputAction::Click(Some((4, 4))));
    assert_eq!(attempt, Attempt::Refused(Why::PickAPiece));
}

#[test]
fn a_picked_piece_shows_where_it_first_fits_and_follows_the_pointer() {
    let (s, mut input) = (duo(), Input::default());
    let o = piece("O4");
    input.apply(&s, InputAction::Pick(o));
    let first = Blokus::legal_moves(&s)
        .into_iter()
        .find(|m| m.piece == o)
        .unwrap();
    assert_eq!(
        input.ghost_verdict(&s),
        Some(Ok(first)),
        "shown where it fits at once"
    );
    assert_eq!(input.apply(&s, InputAction::Confirm), Attempt::Play(first));
    // The ghost is centred on the pointer.
    input.apply(&s, InputAction::Hover(Some((4, 4))));
    let (ax, ay) = anchor(o, input.picked.unwrap().1);
    let expected = Place {
        piece: o,
        orient: input.picked.unwrap().1,
        x: 4 - ax,
        y: 4 - ay,
    };
    assert_eq!(input.ghost_verdict(&s), Some(Ok(expected)));
    let attempt = input.apply(&s, InputAction::Click(Some((4, 4))));
    assert_eq!(attempt, Attempt::Play(expected));
}

#[test]
fn a_bad_spot_says_why_and_off_the_board_is_off_the_board() {
    let (s, mut input) = (duo(), Input::default());
    input.apply(&s, InputAction::Pick(piece("I5")));
    input.apply(&s, InputAction::Hover(Some((8, 8))));
    assert_eq!(
        input.ghost_verdict(&s),
        Some(Err(RuleError::FirstNotOnStart(Start::Point)))
    );
    // The anchor of a vertical I5 is its middle cell: at row 0 the piece would start above.
    let vertical = (0..orientations()[piece("I5") as usize].len() as u8)
        .find(|&o| orientations()[piece("I5") as usize][o as usize].height == 5)
        .unwrap();
    while input.picked != Some((piece("I5"), vertical)) {
        input.apply(&s, InputAction::Rotate);
    }
    let attempt = input.apply(&s, InputAction::Click(Some((3, 0))));
    assert_eq!(attempt, Attempt::Refused(Why::Rule(RuleError::OffBoard)));
    assert_eq!(
        input.apply(&s, InputAction::Confirm),
        Attempt::Refused(Why::Rule(RuleError::FirstNotOnStart(Start::Point))),
        "Place uses the ghost where the pointer last was, (8, 8)"
    );
}

#[test]
fn four_quarter_turns_and_two_flips_come_back() {
    let (s, mut input) = (duo(), Input::default());
    let f = piece("F5");
    input.apply(&s, InputAction::Pick(f));
    let mut seen = vec![0];
    for _ in 0..4 {
        input.apply(&s, InputAction::Rotate);
        seen.push(input.picked.unwrap().1);
    }
    assert_eq!(seen.first(), seen.last());
    assert_eq!(
        seen[..4]
            .iter()
            .collect::<std::collections::HashSet<_>>()
            .len(),
        4
    );
    input.apply(&s, InputAction::Flip);
    assert_ne!(input.picked, Some((f, 0)));
    input.apply(&s, InputAction::Flip);
    assert_eq!(input.picked, Some((f, 0)));
}

#[test]
fn a_finger_previews_with_the_first_tap_and_places_with_the_second() {
    let (s, mut input) = (duo(), Input::default());
    input.apply(&s, InputAction::Pick(piece("I1")));
    input.apply(&s, InputAction::Pointer { touch: true });
    assert_eq!(
        input.apply(&s, InputAction::Click(Some((6, 6)))),
        Attempt::Nothing
    );
    assert_eq!(input.hover, Some((6, 6)), "the first tap moves the preview");
    // A finger does not hover: the preview stays when it moves or leaves.
    input.apply(&s, InputAction::Hover(Some((0, 0))));
    input.apply(&s, InputAction::Leave);
    assert_eq!(input.hover, Some((6, 6)));
    assert_eq!(
        input.apply(&s, InputAction::Click(Some((6, 6)))),
        Attempt::Refused(Why::Rule(RuleError::FirstNotOnStart(Start::Point))),
        "the second tap places, or says why not"
    );
    input.apply(&s, InputAction::Click(Some((4, 4))));
    let attempt = input.apply(&s, InputAction::Click(Some((4, 4))));
    assert!(matches!(attempt, Attempt::Play(Place { x: 4, y: 4, .. })));
}

#[test]
fn a_finger_places_a_fitting_piece_with_a_tap_on_any_of_its_squares() {
    let (s, mut input) = (duo(), Input::default());
    input.apply(&s, InputAction::Pointer { touch: true });
    // Picked, the 2 × 2 square waits where it first fits (on the start point).
    input.apply(&s, InputAction::Pick(piece("O4")));
    let Some(Ok(fits)) = input.ghost_verdict(&s) else {
        panic!("the picked piece fits where it waits");
    };
    let other = (0..2)
        .flat_map(|dy| (0..2).map(move |dx| (fits.x + dx, fits.y + dy)))
        .find(|&c| Some(c) != input.hover)
        .expect("a square of the piece other than its anchor");
    assert_eq!(
        input.apply(&s, InputAction::Click(Some(other))),
        Attempt::Play(fits)
    );
    // A tap off the piece moves it there, as before.
    input.apply(&s, InputAction::Pick(piece("O4")));
    assert_eq!(
        input.apply(&s, InputAction::Click(Some((12, 12)))),
        Attempt::Nothing
    );
    assert_eq!(input.hover, Some((12, 12)));
}

#[test]
fn the_keyboard_moves_the_ghost_from_where_it_fits_and_places_it() {
    let (s, mut input) = (duo(), Input::default());
    assert_eq!(
        input.apply(&s, InputAction::Key(Key::Enter)),
        Attempt::Refused(Why::PickAPiece)
    );
    input.apply(&s, InputAction::Pick(piece("I1")));
    assert_eq!(
        input.hover,
        Some((4, 4)),
        "the monomino fits on Purple's start point"
    );
    input.apply(&s, InputAction::Key(Key::Up));
    assert_eq!(input.hover, Some((4, 3)));
    for _ in 0..20 {
        input.apply(&s, InputAction::Key(Key::Left));
    }
    assert_eq!(input.hover, Some((0, 3)), "stops at the edge");
    assert_eq!(
        input.apply(&s, InputAction::Key(Key::Enter)),
        Attempt::Refused(Why::Rule(RuleError::FirstNotOnStart(Start::Point))),
        "(0, 3) is not a start point"
    );
    for _ in 0..4 {
        input.apply(&s, InputAction::Key(Key::Right));
    }
    input.apply(&s, InputAction::Key(Key::Down));
    assert_eq!(input.hover, Some((4, 4)));
    let attempt = input.apply(&s, InputAction::Key(Key::Enter));
    assert!(matches!(attempt, Attempt::Play(Place { x: 4, y: 4, .. })));
}

#[test]
fn a_new_position_drops_the_piece_but_keeps_the_corner_dots_and_the_finger() {
    let (s, mut input) = (duo(), Input::default());
    input.apply(&s, InputAction::ToggleDots);
    input.apply(&s, InputAction::Pointer { touch: true });
    input.apply(&s, InputAction::Pick(piece("V3")));
    input.apply(&s, InputAction::Hover(Some((4, 4))));
    input.at_ply(0);
    assert!(input.picked.is_some(), "the same position keeps it");
    input.at_ply(1);
    assert_eq!((input.picked, input.hover, input.dots), (None, None, true));
    assert!(
        input.touch,
        "a finger is still a finger after a move (the status says tap)"
    );
}

/// A legal placement of a five-square piece, as a hint would suggest one.
fn a_hint(s: &State) -> Place {
    Blokus::legal_moves(s)
        .into_iter()
        .find(|m| pieces::size(m.piece) == 5)
        .unwrap()
}

fn hint_cells(mv: Place) -> Vec<(u8, u8)> {
    orientations()[mv.piece as usize][mv.orient as usize]
        .cells
        .iter()
        .map(|&(x, y)| (mv.x + x, mv.y + y))
        .collect()
}

#[test]
fn a_tap_on_the_hint_places_the_hinted_piece_at_once() {
    let s = duo();
    let hint = a_hint(&s);
    for cell in hint_cells(hint) {
        // Mouse, and finger (no preview tap first: the outline is the preview).
        for touch in [false, true] {
            let mut input = Input::default();
            input.apply(&s, InputAction::Pointer { touch });
            let attempt = input.apply(&s, InputAction::ClickWithHint(cell, hint));
            assert_eq!(attempt, Attempt::Play(hint), "{cell:?} touch {touch}");
        }
    }
    // The hinted piece already picked (in another orientation) is placed as the hint says.
    let mut input = Input::default();
    input.apply(&s, InputAction::Pick(hint.piece));
    input.apply(&s, InputAction::Rotate);
    let cell = hint_cells(hint)[0];
    assert_eq!(
        input.apply(&s, InputAction::ClickWithHint(cell, hint)),
        Attempt::Play(hint)
    );
}

#[test]
fn a_tap_beside_the_hint_or_with_another_piece_is_a_plain_click() {
    let s = duo();
    let hint = a_hint(&s);
    let off = (0..14u8)
        .flat_map(|y| (0..14u8).map(move |x| (x, y)))
        .find(|c| !hint_cells(hint).contains(c))
        .unwrap();
    let mut input = Input::default();
    assert_eq!(
        input.apply(&s, InputAction::ClickWithHint(off, hint)),
        Attempt::Refused(Why::PickAPiece)
    );
    // Another piece picked: the tap is about that piece, not the hint.
    let other = piece("I1");
    assert_ne!(other, hint.piece);
    let mut input = Input::default();
    input.apply(&s, InputAction::Pick(other));
    let cell = hint_cells(hint)[0];
    let mut plain = input.clone();
    assert_eq!(
        input.apply(&s, InputAction::ClickWithHint(cell, hint)),
        plain.apply(&s, InputAction::Click(Some(cell)))
    );
    assert_eq!(input.picked.map(|p| p.0), Some(other));
}
