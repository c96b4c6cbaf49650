//! How the shared search plays Stacks: perfect information, random playouts (cut off, since
//! stacks can slide back and forth forever; an unfinished playout scores by full stacks).

use super::rules::{Side, Stacks, State};
use crate::core::ai::Searchable;
use crate::core::Game;

impl Searchable for Stacks {
    const PLAYOUT_LIMIT: usize = 120;
    const BUDGETS: [usize; 3] = [100, 600, 2500];

    fn rewards(state: &State) -> Vec<f64> {
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
