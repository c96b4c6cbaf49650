//! Simple playing policies: a baseline for statistics and, later, playouts for the AI.

use super::rules::{Foursquare, Place, State, Status};
use crate::core::{Game, Rng};

/// The placement that leaves the fewest face-down top cards (a win first, a loss last),
/// preferring more piles; ties broken at random.
pub fn greedy(state: &State, rng: &mut Rng) -> Place {
    let legal = Foursquare::legal_moves(state);
    let scored: Vec<(i32, Place)> = legal
        .iter()
        .map(|p| {
            let next = state.preview(*p);
            let score = match next.status {
                Status::Won { .. } => i32::MIN,
                Status::LostFaceDown => i32::MAX,
                _ => next.face_down as i32 * 10 - next.piles as i32,
            };
            (score, *p)
        })
        .collect();
    let best = scored
        .iter()
        .map(|s| s.0)
        .min()
        .expect("a running game has a legal move");
    let ties: Vec<Place> = scored
        .into_iter()
        .filter(|s| s.0 == best)
        .map(|s| s.1)
        .collect();
    *rng.choose(&ties).expect("at least one best move")
}

/// Any legal placement, uniformly.
pub fn random(state: &State, rng: &mut Rng) -> Place {
    *rng.choose(&Foursquare::legal_moves(state))
        .expect("a running game has a legal move")
}

/// Plays a deal to its end with a policy; returns the final state.
pub fn play_out(seed: u64, policy: fn(&State, &mut Rng) -> Place) -> State {
    let mut state = Foursquare::new_game(&Default::default(), seed).expect("default config");
    let mut rng = Rng::new(seed ^ 0x9e37);
    while Foursquare::to_move(&state).is_some() {
        let mv = policy(&state, &mut rng);
        Foursquare::apply(&mut state, &mv).expect("policies play legal moves");
    }
    state
}
