//! What a move decides at once, as a player sees it before thinking: the root's moves worth
//! searching (none that loses at once, the fewest wins handed over), and the choice that
//! needs no search. The analysis marks moves with the same checks.

use super::searchable::Searchable;
use super::{Choice, LOSS, WIN};
use crate::core::game::Seat;
use crate::core::rng::Rng;

/// The reward `seat` gets if `mv` settles the search at once (ends the game, or the round
/// in a game of rounds); `None` if the play goes on.
pub(super) fn settled_by<G: Searchable>(s: &G::State, mv: &G::Move, seat: Seat) -> Option<f64> {
    let mut t = s.clone();
    G::apply(&mut t, mv).ok()?;
    G::settled(&t).then(|| G::rewards(&t).get(seat as usize).copied().unwrap_or(0.5))
}

pub(super) fn wins_at_once<G: Searchable>(s: &G::State, mv: &G::Move, mover: Seat) -> bool {
    settled_by::<G>(s, mv, mover).is_some_and(|r| r >= WIN)
}

/// Whether `mv` (by whoever is to move in `s`) settles the search with a loss for `seat`.
pub(super) fn loses_at_once<G: Searchable>(s: &G::State, mv: &G::Move, seat: Seat) -> bool {
    settled_by::<G>(s, mv, seat).is_some_and(|r| r <= LOSS)
}

/// How many replies of the next player would make `seat` lose at once after `mv` (a win
/// handed to the opponent); perfect information only.
pub(super) fn losing_replies<G: Searchable>(s: &G::State, mv: &G::Move, seat: Seat) -> usize {
    let mut t = s.clone();
    if G::apply(&mut t, mv).is_err() || G::settled(&t) {
        return 0;
    }
    G::legal_moves(&t)
        .iter()
        .filter(|r| loses_at_once::<G>(&t, r, seat))
        .count()
}

/// The root's moves worth searching, as a player sees them before thinking: never one that
/// loses at once while another does not, and (perfect information, games that look for
/// wins) of the rest, those that leave the opponent the fewest replies that win at once
/// (none when any move blocks every threat). Reads no hidden information: a game with
/// hidden information is checked on one sample of what the seat cannot see, and only its
/// own move (the result of one's own move is decided by what one can see).
pub fn root_moves<G: Searchable>(state: &G::State, seat: Seat, rng: &mut Rng) -> Vec<G::Move> {
    let seen = G::determinize(state, seat, rng);
    let mut moves = G::legal_moves(&seen);
    if G::LOOK_FOR_LOSSES {
        moves = fewest(moves, |m| loses_at_once::<G>(&seen, m, seat) as usize);
    }
    if !G::HIDDEN_INFORMATION && G::LOOK_FOR_WINS {
        moves = fewest(moves, |m| losing_replies::<G>(&seen, m, seat));
    }
    let considered = G::considered(&seen, moves.clone());
    if considered.is_empty() {
        moves
    } else {
        considered
    }
}

/// The moves with the lowest `cost`.
pub(super) fn fewest<M>(moves: Vec<M>, cost: impl Fn(&M) -> usize) -> Vec<M> {
    let costs: Vec<usize> = moves.iter().map(cost).collect();
    let least = costs.iter().copied().min().unwrap_or(0);
    moves
        .into_iter()
        .zip(costs)
        .filter(|(_, c)| *c == least)
        .map(|(m, _)| m)
        .collect()
}

/// A choice that needs no search: the only legal move, or one that wins at once.
pub(super) fn obvious<G: Searchable>(
    state: &G::State,
    seat: Seat,
    legal: &[G::Move],
) -> Option<Choice<G::Move>> {
    if legal.len() <= 1 {
        return legal.first().map(Choice::forced);
    }
    legal
        .iter()
        .find(|mv| wins_at_once::<G>(state, mv, seat))
        .map(|mv| Choice {
            value: 1.0,
            ..Choice::forced(mv)
        })
}
