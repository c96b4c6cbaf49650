//! How the shared search plays Pegs and Jokers: other hands and the deck order are re-dealt
//! for every simulation (the AI never reads them); unfinished playouts score by pegs home.
//! A playout picks a random card first, then one of its plays, so it seldom has to generate
//! every card's plays (the seven's splits are many).

use super::board::{team, Pos};
use super::rules::{PegsJokers, Play, State};
use crate::core::ai::{softmax_priors, Searchable};
use crate::core::{Game, Rng, Seat};

impl Searchable for PegsJokers {
    const HIDDEN_INFORMATION: bool = true;
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

    fn priors(state: &State, moves: &[Play]) -> Option<Vec<f64>> {
        let seat = PegsJokers::to_move(state)?;
        let scores: Vec<f64> = moves.iter().map(|p| gain(state, seat, p)).collect();
        Some(softmax_priors(&scores, 1.0))
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

/// How far a team's pegs have come, in holes: a peg out of the start area counts the holes
/// it has gone from its come-out hole, plus a bonus for getting out and for entering home.
pub fn progress(state: &State, team_of: u8) -> f64 {
    let track = state.track();
    (0..state.players())
        .filter(|&c| team(c) == team_of)
        .flat_map(|c| state.pegs_of(c).iter().map(move |p| (c, *p)))
        .map(|(c, p)| match p {
            Pos::Start => 0.0,
            Pos::Track(t) => 8.0 + track.ahead(track.come_out(c), t) as f64,
            Pos::Home(j) => 8.0 + track.len() as f64 + 10.0 + j as f64,
        })
        .sum()
}

/// What a play gains for the team of `seat`, in holes, against the other team: getting out,
/// moving on, entering home, and bumping (an opponent's peg back to start is their loss).
pub fn gain(state: &State, seat: u8, play: &Play) -> f64 {
    let mut after = state.clone();
    if PegsJokers::apply(&mut after, play).is_err() {
        return 0.0;
    }
    let (mine, theirs) = (team(seat), 1 - team(seat));
    let ours = progress(&after, mine) - progress(state, mine);
    let other = progress(&after, theirs) - progress(state, theirs);
    (ours - other) / 8.0
}
