//! How the shared search plays Pegs and Jokers: other hands and the deck order are re-dealt
//! for every simulation (the AI never reads them); unfinished playouts score by pegs home.

use super::board::team;
use super::rules::{PegsJokers, State};
use crate::core::ai::Searchable;
use crate::core::{Rng, Seat};

impl Searchable for PegsJokers {
    const PLAYOUT_LIMIT: usize = 120;
    const BUDGETS: [usize; 3] = [40, 250, 1000];

    fn determinize(state: &State, seat: Seat, rng: &mut Rng) -> State {
        let mut s = state.clone();
        s.resample_hidden(seat, rng);
        s
    }

    fn rewards(state: &State) -> Vec<f64> {
        let n = state.players();
        if let Some(t) = state.winner() {
            return (0..n)
                .map(|s| if team(s) == t { 1.0 } else { 0.0 })
                .collect();
        }
        let home = |t: u8| {
            (0..n)
                .filter(|&c| team(c) == t)
                .map(|c| state.home_count(c))
                .sum::<usize>() as f64
        };
        let edge = ((home(0) - home(1)) / (5.0 * n as f64)).clamp(-0.45, 0.45);
        (0..n)
            .map(|s| if team(s) == 0 { 0.5 + edge } else { 0.5 - edge })
            .collect()
    }
}
