//! How the shared search plays King-Square: perfect information; playouts complete a square
//! when they can and block the opponent's when they must, otherwise play at random (purely
//! random playouts almost never notice a threat on a 10×10 board). A playout stops when the
//! round ends and scores the match by the scores so far.

use super::rules::{would_complete, KingSquare, Place, Side, State};
use crate::core::ai::Searchable;
use crate::core::{Game, Rng};

impl Searchable for KingSquare {
    fn playout_move(state: &State, rng: &mut Rng) -> Option<Place> {
        let me = Side::of_seat(KingSquare::to_move(state)?);
        if state.last_round().is_some() && state.board().iter().all(Option::is_none) {
            return None; // the round just ended: score it
        }
        let n = state.size();
        let empty = (0..n)
            .flat_map(|r| (0..n).map(move |c| Place { col: c, row: r }))
            .filter(|p| state.get(p.col, p.row).is_none());
        let mut block = None;
        let mut count = 0u64;
        let mut pick = None;
        for p in empty {
            if would_complete(state.board(), n, p, me) {
                return Some(p);
            }
            if block.is_none() && would_complete(state.board(), n, p, me.other()) {
                block = Some(p);
            }
            // Reservoir sampling: a uniform random empty hole in one pass.
            count += 1;
            if rng.below(count) == 0 {
                pick = Some(p);
            }
        }
        block.or(pick)
    }

    fn rewards(state: &State) -> Vec<f64> {
        let (b, w) = (
            state.score(Side::Black) as f64,
            state.score(Side::White) as f64,
        );
        let black = match state.winner() {
            Some(Side::Black) => 1.0,
            Some(Side::White) => 0.0,
            None => (0.5 + 0.5 * (b - w) / state.target() as f64).clamp(0.0, 1.0),
        };
        (0..state.players())
            .map(|s| {
                if Side::of_seat(s) == Side::Black {
                    black
                } else {
                    1.0 - black
                }
            })
            .collect()
    }
}
