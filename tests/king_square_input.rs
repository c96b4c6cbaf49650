//! The King-Square board's input (src/games/king_square/input.rs): the keyboard cursor and
//! the finished round shown until the player moves on, without a browser.

use boardshelf::core::Game;
use boardshelf::games::king_square::input::{Input, InputAction, Key};
use boardshelf::games::king_square::rules::{at, Config, KingSquare, State};

fn board(target: u8) -> State {
    let config = Config {
        size: 6,
        target,
        ..Config::default()
    };
    KingSquare::new_game(&config, 0).unwrap()
}

/// Black completes A1 B1 A2 B2 while White plays along the far edge.
fn after_a_square(s: &mut State) -> usize {
    let moves = [
        at(0, 0),
        at(5, 5),
        at(1, 0),
        at(5, 3),
        at(0, 1),
        at(3, 5),
        at(1, 1),
    ];
    for mv in &moves {
        KingSquare::apply(s, mv).unwrap();
    }
    moves.len()
}

#[test]
fn the_cursor_starts_in_the_middle_stops_at_the_edges_and_places_with_enter() {
    let s = board(2);
    let mut input = Input::new(&s);
    assert_eq!(input.cursor, at(3, 3));
    for _ in 0..9 {
        assert_eq!(input.update(&s, 0, InputAction::Key(Key::Up)), None);
    }
    input.update(&s, 0, InputAction::Key(Key::Left));
    assert_eq!(input.cursor, at(2, 0));
    input.update(&s, 0, InputAction::Key(Key::Down));
    input.update(&s, 0, InputAction::Key(Key::Right));
    assert_eq!(
        input.update(&s, 0, InputAction::Key(Key::Enter)),
        Some(at(3, 1))
    );
    assert_eq!(
        input.update(&s, 0, InputAction::Hole(at(5, 5))),
        Some(at(5, 5))
    );
}

#[test]
fn a_finished_round_stays_on_the_board_until_a_tap_which_also_plays_there() {
    let mut s = board(2);
    let ply = after_a_square(&mut s);
    let mut input = Input::new(&s);
    let end = input
        .round_end(&s, ply)
        .expect("the finished round is shown");
    assert_eq!(end.board.iter().flatten().count(), 7);
    assert_eq!(
        input.update(&s, ply, InputAction::Hole(at(2, 2))),
        Some(at(2, 2)),
        "the tap clears the finished round and places its peg (#60 item 11)"
    );
    assert!(input.round_end(&s, ply).is_none());
}

#[test]
fn enter_on_a_finished_round_only_moves_on() {
    let mut s = board(2);
    let ply = after_a_square(&mut s);
    let mut input = Input::new(&s);
    assert_eq!(input.update(&s, ply, InputAction::Key(Key::Enter)), None);
    assert!(input.round_end(&s, ply).is_none());
}

#[test]
fn on_small_holes_a_tap_on_a_finished_round_shows_its_peg_as_any_tap_does() {
    let mut s = board(2);
    let ply = after_a_square(&mut s);
    let mut input = Input::new(&s);
    input.update(&s, ply, InputAction::Pointer { small_touch: true });
    assert_eq!(input.update(&s, ply, InputAction::Hole(at(2, 2))), None);
    assert!(input.round_end(&s, ply).is_none());
    assert_eq!(input.preview(ply), Some(at(2, 2)));
    assert_eq!(
        input.update(&s, ply, InputAction::Hole(at(2, 2))),
        Some(at(2, 2))
    );
}

#[test]
fn start_round_clears_it_too_and_the_last_round_of_a_game_stays() {
    let mut s = board(2);
    let ply = after_a_square(&mut s);
    let mut input = Input::new(&s);
    input.update(&s, ply, InputAction::Dismiss);
    assert!(input.round_end(&s, ply).is_none());

    let mut over = board(1);
    let ply = after_a_square(&mut over);
    assert!(over.is_over());
    let mut input = Input::new(&over);
    input.update(&over, ply, InputAction::Dismiss);
    assert!(
        input.round_end(&over, ply).is_some(),
        "the winning square stays shown"
    );
    assert_eq!(
        input.update(&over, ply, InputAction::Hole(at(2, 2))),
        Some(at(2, 2)),
        "taps go to the rules, which say the game is over"
    );
}

#[test]
fn on_small_holes_a_finger_first_shows_the_peg_then_places_it() {
    let s = board(3);
    let mut input = Input::new(&s);
    // A mouse places at once.
    assert_eq!(
        input.update(&s, 0, InputAction::Hole(at(1, 1))),
        Some(at(1, 1))
    );
    // A finger on small holes: the first tap shows, a tap elsewhere moves it, a second tap
    // on it places.
    input.update(&s, 0, InputAction::Pointer { small_touch: true });
    assert_eq!(input.update(&s, 0, InputAction::Hole(at(2, 2))), None);
    assert_eq!(input.preview(0), Some(at(2, 2)));
    assert_eq!(input.update(&s, 0, InputAction::Hole(at(2, 3))), None);
    assert_eq!(input.preview(0), Some(at(2, 3)));
    assert_eq!(
        input.update(&s, 0, InputAction::Hole(at(2, 3))),
        Some(at(2, 3))
    );
    assert_eq!(input.preview(0), None);
    // Or "Place" places the peg shown; with none shown it does nothing.
    input.update(&s, 0, InputAction::Hole(at(4, 4)));
    assert_eq!(input.update(&s, 0, InputAction::Confirm), Some(at(4, 4)));
    assert_eq!(input.update(&s, 0, InputAction::Confirm), None);
    // A peg shown for an earlier position is gone once the position changes.
    input.update(&s, 0, InputAction::Hole(at(5, 5)));
    assert_eq!(input.preview(1), None);
    assert_eq!(input.update(&s, 1, InputAction::Confirm), None);
    // A finger on holes big enough places at once.
    input.update(&s, 1, InputAction::Pointer { small_touch: false });
    assert_eq!(
        input.update(&s, 1, InputAction::Hole(at(6, 6))),
        Some(at(6, 6))
    );
}

/// A finger on a taken hole: no "Place at…" for a peg that cannot go there; the tap is tried
/// at once, so the player is told why.
#[test]
fn a_tap_on_a_taken_hole_is_tried_at_once_not_offered() {
    let mut s = board(3);
    KingSquare::apply(&mut s, &at(2, 2)).unwrap();
    let mut input = Input::new(&s);
    input.update(&s, 1, InputAction::Pointer { small_touch: true });
    assert_eq!(
        input.update(&s, 1, InputAction::Hole(at(2, 2))),
        Some(at(2, 2))
    );
    assert_eq!(input.preview(1), None);
}

#[test]
fn a_rule_error_alone_starts_a_sentence() {
    use boardshelf::lang::sentence;
    assert_eq!(sentence("hole E5 is taken"), "Hole E5 is taken");
    assert_eq!(sentence("ճիշտ"), "Ճիշտ");
    assert_eq!(sentence("구멍"), "구멍");
    assert_eq!(sentence(""), "");
}
