//! How the shared search plays King-Square: perfect information; playouts complete a square
//! when they can and block the opponent's when they must, otherwise play at random (purely
//! random playouts almost never notice a threat on a 10×10 board).

use super::rules::{squares_through, KingSquare, Place, Side, State};
use crate::core::ai::Searchable;
use crate::core::{Game, Rng};

impl Searchable for KingSquare {
    const PLAYOUT_LIMIT: usize = 600;

    fn playout_move(state: &State, rng: &mut Rng) -> Option<Place> {
        let me = Side::of_seat(KingSquare::to_move(state)?);
        let legal = KingSquare::legal_moves(state);
        let completes = |side: Side, p: Place| {
            let mut board = state.board().to_vec();
            board[p.row as usize * state.size() as usize + p.col as usize] = Some(side);
            !squares_through(&board, state.size(), p, side).is_empty()
        };
        if let Some(p) = legal.iter().find(|&&p| completes(me, p)) {
            return Some(*p);
        }
        if let Some(p) = legal.iter().find(|&&p| completes(me.other(), p)) {
            return Some(*p);
        }
        rng.choose(&legal).copied()
    }
}
