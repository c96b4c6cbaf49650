//! How the shared search plays Blokus: perfect information; fast sampled playouts; rewards
//! by final rank so that second place is worth more than last.

use super::rules::{Blokus, State};
use crate::core::ai::Searchable;
use crate::core::{Game, Rng};

impl Searchable for Blokus {
    // The game only ends when the board (or the stock) is done: no sudden wins to look for.
    const LOOK_FOR_WINS: bool = false;

    fn playout_move(state: &State, rng: &mut Rng) -> Option<super::rules::Place> {
        state.sample_move(rng)
    }

    fn rewards(state: &State) -> Vec<f64> {
        let scores = state.player_scores();
        let n = scores.len() as f64;
        // A cut-off playout (none in practice: Blokus games end) is scored nearer to 1/2.
        let weight = if Blokus::outcome(state).is_some() {
            1.0
        } else {
            0.9
        };
        scores
            .iter()
            .map(|&mine| {
                let beaten = scores.iter().filter(|&&o| o < mine).count() as f64;
                let tied = scores.iter().filter(|&&o| o == mine).count() as f64 - 1.0;
                weight * (beaten + tied / 2.0) / (n - 1.0) + (1.0 - weight) / 2.0
            })
            .collect()
    }
}
