//! How the shared search plays Foursquare (and gives hints): the unknown stock order is
//! re-shuffled for every simulation; playouts follow the greedy policy.

use super::policy::greedy;
use super::rules::{Foursquare, Place, State, Status};
use crate::core::ai::{Level, Searchable};
use crate::core::{Rng, Seat};

impl Searchable for Foursquare {
    const HIDDEN_INFORMATION: bool = true;
    // The game only ends when the board (or the stock) is done: no sudden wins to look for.
    const LOOK_FOR_WINS: bool = false;
    // The rewards already rank wins by the score (cards left) and losses by cards placed.
    const SOONER_WINS: bool = false;
    /// Easy is the hint measured over 10,000 deals (docs/ai.md: 97.0 % won when followed).
    const HINT_LEVEL: Level = Level::Easy;

    fn determinize(state: &State, _seat: Seat, rng: &mut Rng) -> State {
        let mut s = state.clone();
        s.shuffle_unseen(rng);
        s
    }

    fn playout_move(state: &State, rng: &mut Rng) -> Option<Place> {
        (state.status() == Status::Playing).then(|| greedy(state, rng))
    }

    fn rewards(state: &State) -> Vec<f64> {
        match state.status() {
            Status::Won { score } => vec![0.9 + 0.1 * score as f64 / 24.0],
            // A loss is worth a little more the further the grid got (tie-break only).
            _ => vec![0.1 * state.placed() as f64 / 40.0],
        }
    }
}
