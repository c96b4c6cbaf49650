//! How the shared search plays Pegs and Jokers: other hands and the deck order are re-dealt
//! for every simulation (the AI never reads them); unfinished playouts score by how far each
//! team's pegs have come.
//! A playout picks a random card first, then one of its plays, so it seldom has to generate
//! every card's plays (the seven's splits are many).

use super::board::{team, Pos};
use super::cards::{rank, Card};
use super::rules::{PegsJokers, Play, State};
use crate::core::ai::{softmax_priors, Searchable};
use crate::core::{Game, Rng, Seat};

impl Searchable for PegsJokers {
    const HIDDEN_INFORMATION: bool = true;
    const PLAYOUT_LIMIT: usize = 40;
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

    /// Not a play that bumps the partner's peg (to its in-spot, R19) when another play gains
    /// the team as much: a player leaves the partner's pegs to the partner. Nor an ace spent
    /// on one hole inside the home track while it could bring a peg out and the team has no
    /// peg on the track (the out peg is what the other cards of the hand need); the
    /// simulations, cut off after a few turns, see too little of that to tell.
    fn considered(state: &State, plays: Vec<Play>) -> Vec<Play> {
        let Some(seat) = PegsJokers::to_move(state) else {
            return plays;
        };
        let plays = if on_track(state, seat) {
            plays
        } else {
            let out = |c: Card| {
                plays
                    .iter()
                    .any(|p| matches!(p, Play::Out { card, .. } if *card == c))
            };
            plays
                .iter()
                .filter(|p| !matches!(p, Play::Move { card, .. } if rank(*card) == 1 && out(*card)))
                .copied()
                .collect()
        };
        let scored: Vec<(Play, f64, bool)> = plays
            .into_iter()
            .map(|p| (p, gain(state, seat, &p), bumps_partner(state, &p)))
            .collect();
        let best_without = scored
            .iter()
            .filter(|(_, _, bumps)| !bumps)
            .map(|(_, g, _)| *g)
            .fold(f64::NEG_INFINITY, f64::max);
        scored
            .into_iter()
            .filter(|(_, g, bumps)| !bumps || *g > best_without)
            .map(|(p, _, _)| p)
            .collect()
    }

    fn rewards(state: &State) -> Vec<f64> {
        let n = state.players();
        if let Some(t) = state.winner() {
            return (0..n)
                .map(|s| if team(s) == t { 1.0 } else { 0.0 })
                .collect();
        }
        // A playout cut off scores by how far each team's pegs have come (pegs home alone
        // hardly change in 120 random moves, so getting a peg out looked like nothing).
        // Smoothly (tanh), so that a team far ahead still sees a gain of a few holes.
        let edge = 0.4 * ((progress(state, 0) - progress(state, 1)) / PROGRESS_SCALE).tanh();
        (0..n)
            .map(|s| if team(s) == 0 { 0.5 + edge } else { 0.5 - edge })
            .collect()
    }
}

/// Holes of progress that make a cut-off playout's reward about 0.3 from even: a few pegs'
/// whole way round.
const PROGRESS_SCALE: f64 = 250.0;

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

/// Whether the team of `seat` has a peg on the main track.
fn on_track(state: &State, seat: Seat) -> bool {
    state
        .team_colours(seat)
        .iter()
        .any(|&c| state.pegs_of(c).iter().any(|p| matches!(p, Pos::Track(_))))
}

/// Whether a play bumps a peg of the mover's own team (R19 (b)).
pub fn bumps_partner(state: &State, play: &Play) -> bool {
    let mut after = state.clone();
    let mover = team(state.seat());
    PegsJokers::apply(&mut after, play).is_ok()
        && after
            .last_play()
            .is_some_and(|l| l.bumps.iter().any(|b| team(b.peg.colour) == mover))
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
