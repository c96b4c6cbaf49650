//! How the shared search plays Stacks: perfect information; playouts cut off (stacks can
//! slide back and forth forever; an unfinished playout scores by full stacks), and a
//! position that comes again is a draw where the search meets it, so a side ahead makes
//! progress rather than go round in circles. Playouts and priors both follow a simple
//! evaluation of a turn: take the opponent's stacks, make full stacks of one's own, build
//! next to one's own stacks.

use super::rules::{Action, Side, Stacks, State, Turn};
use crate::core::ai::{softmax_priors, Searchable};
use crate::core::{Game, Rng};

/// Random turns a playout move chooses the best of.
const PLAYOUT_CHOICES: usize = 3;

/// A turn's worth to the side to move, before any search.
pub fn evaluate(state: &State, turn: &Turn) -> f64 {
    let me = state.to_move_side();
    let n = state.size();
    let full = state.max_height();
    match turn.action {
        Action::Drop(c) => {
            let h = state.height(c);
            let capture = match state.owner(c) {
                Some(o) if o != me => 3.0,
                Some(_) => 1.0,
                None => 1.0,
            };
            let fills = if h + 1 == full { 2.0 } else { 0.0 };
            let (x, y) = (c % n, c / n);
            let neighbours = [(0, -1), (0, 1), (-1, 0), (1, 0)]
                .iter()
                .filter(|&&(dx, dy)| {
                    let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                    (0..n as i32).contains(&nx)
                        && (0..n as i32).contains(&ny)
                        && state.owner(ny as u8 * n + nx as u8) == Some(me)
                })
                .count();
            capture + fills + 0.5 * neighbours as f64
        }
        Action::Slide(..) => 0.5,
        // A draw: the search weighs it (rewards); no playout plays it for chance.
        Action::ClaimDraw => 0.0,
    }
}

impl Searchable for Stacks {
    const PLAYOUT_LIMIT: usize = 120;

    /// Two computers may slide back and forth for ever: the lab's matches stop at 200 turns.
    #[cfg(feature = "lab")]
    fn match_config() -> super::rules::Config {
        super::rules::Config {
            turn_limit: 200,
            ..Default::default()
        }
    }
    const BUDGETS: [usize; 3] = [100, 600, 2500];

    /// The best-looking of a few random legal turns.
    fn playout_move(state: &State, rng: &mut Rng) -> Option<Turn> {
        let legal = Stacks::legal_moves(state);
        (0..PLAYOUT_CHOICES)
            .filter_map(|_| rng.choose(&legal).copied())
            .max_by(|a, b| evaluate(state, a).total_cmp(&evaluate(state, b)))
    }

    /// A claim of a draw is always looked at first (playouts never choose it).
    fn priors(state: &State, moves: &[Turn]) -> Option<Vec<f64>> {
        let scores: Vec<f64> = moves.iter().map(|t| evaluate(state, t)).collect();
        let mut priors = softmax_priors(&scores, 1.0);
        for (prior, t) in priors.iter_mut().zip(moves) {
            if t.action == Action::ClaimDraw {
                *prior = 1.0;
            }
        }
        Some(priors)
    }

    /// The game is over, or the position has come again: a draw to the search (the side
    /// ahead finds a way on; the side behind may well go round, and under D14 claim it).
    fn settled(state: &State) -> bool {
        Stacks::to_move(state).is_none() || state.occurrences() > 1
    }

    fn rewards(state: &State) -> Vec<f64> {
        if Stacks::to_move(state).is_some() && state.occurrences() > 1 {
            return vec![0.5, 0.5];
        }
        if let Some(o) = Stacks::outcome(state) {
            return (0..2)
                .map(|s| {
                    if o.winners.contains(&s) {
                        1.0
                    } else if o.winners.is_empty() {
                        0.5
                    } else {
                        0.0
                    }
                })
                .collect();
        }
        let (b, w) = (
            state.full_stacks(Side::Black) as f64,
            state.full_stacks(Side::White) as f64,
        );
        let edge = ((b - w) / 10.0).clamp(-0.4, 0.4);
        vec![0.5 + edge, 0.5 - edge]
    }
}
