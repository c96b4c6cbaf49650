//! Every rule of `rules.md` and its worked example (`tests/rules_docs.rs` reads these names).

use super::rules::{RuleError, TicTacToe};
use crate::core::Game;

fn after(moves: &[u8]) -> super::rules::State {
    let mut state = TicTacToe::new_game(&Default::default(), 0).unwrap();
    for mv in moves {
        TicTacToe::apply(&mut state, mv).unwrap();
    }
    state
}

#[test]
fn r1_two_players_blue_first_then_in_turn() {
    assert_eq!(TicTacToe::seats(&after(&[])), 2);
    assert_eq!(TicTacToe::to_move(&after(&[])), Some(0));
    assert_eq!(TicTacToe::to_move(&after(&[4])), Some(1));
    assert_eq!(TicTacToe::legal_moves(&after(&[])).len(), 9);
}

#[test]
fn r2_a_taken_square_cannot_be_taken_again() {
    let mut state = after(&[4]);
    assert_eq!(TicTacToe::apply(&mut state, &4), Err(RuleError::Taken));
    assert_eq!(TicTacToe::apply(&mut state, &9), Err(RuleError::OffBoard));
    assert!(!TicTacToe::legal_moves(&state).contains(&4));
}

#[test]
fn r3_e1_three_in_a_diagonal_wins_and_ends_the_game() {
    let state = after(&[0, 1, 4, 2, 8]);
    let outcome = TicTacToe::outcome(&state).expect("over");
    assert_eq!((outcome.winners, outcome.scores), (vec![0], vec![1, 0]));
    assert_eq!(TicTacToe::to_move(&state), None);
    assert_eq!(TicTacToe::apply(&mut state.clone(), &3), Err(RuleError::GameOver));
}

#[test]
fn r4_a_full_board_without_a_line_is_a_draw() {
    // Blue Red Blue / Blue Red Red / Red Blue Blue: no line.
    let state = after(&[0, 1, 2, 4, 3, 5, 7, 6, 8]);
    assert_eq!(state.winner(), None);
    let outcome = TicTacToe::outcome(&state).expect("over");
    assert!(outcome.winners.is_empty());
}
