//! How the shared search plays Pegs and Jokers: other hands and the deck order are re-dealt
//! for every simulation (the AI never reads them); unfinished playouts score by pegs home.
//! A playout picks a random card first, then one of its plays, so it seldom has to generate
//! every card's plays (the seven's splits are many).

use super::board::team;
use super::rules::{PegsJokers, Play, State};
use crate::core::ai::Searchable;
use crate::core::{Game, Rng, Seat};

impl Searchable for PegsJokers {
    const PLAYOUT_LIMIT: usize = 120;
    const BUDGETS: [usize; 3] = [40, 250, 1000];

    fn determinize(state: &State, seat: Seat, rng: &mut Rng) -> State {
        let mut s = state.clone();
        s.resample_hidden(seat, rng);
        s
    }

    fn playout_move(state: &State, rng: &mut Rng) -> Option<Play> {
        let seat = PegsJokers::to_move(state)?;
        let mut hand = state.hand(seat).to_vec();
        hand.sort_unstable();
        hand.dedup();
        rng.shuffle(&mut hand);
        // Any play of any card is legal (R29 only forbids discarding while a non-joker card
        // can play), so the first card that can play decides.
        for card in hand {
            let plays = state.plays_for(card);
            if let Some(play) = rng.choose(&plays) {
                return Some(*play);
            }
        }
        // Nothing plays: a discard (R30).
        rng.choose(&PegsJokers::legal_moves(state)).copied()
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
