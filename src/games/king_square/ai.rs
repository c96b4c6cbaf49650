//! How the shared search plays King-Square: perfect information; playouts complete a square
//! when they can and block the opponent's when they must, otherwise play at random (purely
//! random playouts almost never notice a threat on a 10×10 board). The search stops when the
//! round ends and scores the round: rounds are independent, so a move is worth the chance
//! of winning its round (scoring the match instead made a lost round at 0–0 worth 0.02, and
//! Hard stopped blocking one-move threats in a match to 5).

use super::rules::{would_complete, KingSquare, Place, RoundResult, Side, State};
use crate::core::ai::{softmax_priors, Searchable};
use crate::core::{Game, Rng};

impl Searchable for KingSquare {
    fn playout_move(state: &State, rng: &mut Rng) -> Option<Place> {
        let me = Side::of_seat(KingSquare::to_move(state)?);
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

    fn priors(state: &State, moves: &[Place]) -> Option<Vec<f64>> {
        let me = Side::of_seat(KingSquare::to_move(state)?);
        let scores: Vec<f64> = moves.iter().map(|&p| evaluate(state, p, me)).collect();
        Some(softmax_priors(&scores, 1.0))
    }

    /// The round just ended (and maybe the match with it).
    fn settled(state: &State) -> bool {
        state.last_round().is_some()
    }

    /// The round's result: 1 to the side that made the square, 1/2 each for a void round
    /// (or a playout cut off mid-round, which never happens on boards up to 20×20).
    fn rewards(state: &State) -> Vec<f64> {
        let black = match state.last_round().map(|r| &r.result) {
            Some(RoundResult::Square { side, .. }) if *side == Side::Black => 1.0,
            Some(RoundResult::Square { .. }) => 0.0,
            Some(RoundResult::Void) | None => 0.5,
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

/// How squares through an empty hole stand for one side: of the squares that have the hole
/// as a corner and none of the other side's pegs, how many hold 3, 2 or 1 of its pegs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Squares {
    pub three: u32,
    pub two: u32,
    pub one: u32,
}

/// The squares through `p` (empty) that only `side` has pegs on, by how many it has.
pub fn squares_at(state: &State, p: Place, side: Side) -> Squares {
    let n = state.size() as i32;
    let board = state.board();
    let peg = |c: i32, r: i32| board[(r * n + c) as usize];
    let (x, y) = (p.col as i32, p.row as i32);
    let mut out = Squares::default();
    for k in 1..n {
        for (dx, dy) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
            let (x2, y2) = (x + dx * k, y + dy * k);
            if !(0..n).contains(&x2) || !(0..n).contains(&y2) {
                continue;
            }
            let corners = [peg(x2, y), peg(x, y2), peg(x2, y2)];
            if corners.iter().any(|c| *c == Some(side.other())) {
                continue;
            }
            match corners.iter().filter(|c| **c == Some(side)).count() {
                3 => out.three += 1,
                2 => out.two += 1,
                1 => out.one += 1,
                _ => {}
            }
        }
    }
    out
}

/// A hole's worth to `me`: completing a square, then stopping the opponent's, then making
/// threats (three corners of a square, the fourth empty) and spoiling the opponent's.
pub fn evaluate(state: &State, p: Place, me: Side) -> f64 {
    let (mine, theirs) = (squares_at(state, p, me), squares_at(state, p, me.other()));
    let win = if mine.three > 0 { 100.0 } else { 0.0 };
    let block = if theirs.three > 0 { 50.0 } else { 0.0 };
    win + block
        + 3.0 * mine.two as f64
        + 2.0 * theirs.two as f64
        + 0.4 * mine.one as f64
        + 0.3 * theirs.one as f64
}
