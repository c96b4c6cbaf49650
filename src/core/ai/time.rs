//! The search within a time limit (`search_timed`, what matches run): the position's share of
//! the time, an early stop once the choice cannot change, a short search once the result is
//! settled, and more time while the choice is unstable.

use super::searchable::Searchable;
use super::searcher::Searcher;
use super::tree::Node;
use super::{Choice, Level, Policy};
use crate::core::rng::Rng;

/// How far a search has come, as its time limit sees it.
#[derive(Clone, Copy, Default)]
pub(super) struct Progress {
    pub(super) done: usize,
    /// The mover has won, or lost, nearly every simulation that ended (`settled`).
    pub(super) settled: bool,
    /// Another move is close to overtaking the most-visited one (`unstable`).
    pub(super) unstable: bool,
}

/// Which of `Progress`'s judgements a search makes (each costs a look at the root).
#[derive(Clone, Copy, Default)]
pub(super) struct Watch {
    pub(super) settled: bool,
    pub(super) unstable: bool,
}

/// Whether a root child with at least half the most-visited child's visits has a better
/// mean than it: the search's choice is still likely to change.
pub(super) fn unstable<M>(nodes: &[Node<M>]) -> bool {
    let children = || nodes[0].children.iter().map(|&ch| &nodes[ch]);
    let Some(top) = children().max_by(|a, b| a.visits.total_cmp(&b.visits)) else {
        return false;
    };
    children().any(|c| c.visits >= top.visits / 2.0 && c.mean() > top.mean())
}

/// The simulations that must have ended before a search counts as settled
/// (`Searcher::settled_share`).
pub(super) const SETTLED_AFTER: f64 = 256.0;

/// Whether the mover at the root has won at least `certainty` of the simulations that reached
/// the end of the game, or lost at least that share of them (and at least `SETTLED_AFTER` did).
pub(super) fn settled<M>(nodes: &[Node<M>], certainty: f64) -> bool {
    let (ended, won) = (nodes[0].children.iter())
        .map(|&ch| (nodes[ch].ended, nodes[ch].won))
        .fold((0.0, 0.0), |(e, w), (ce, cw)| (e + ce, w + cw));
    let sure = certainty * ended;
    ended >= SETTLED_AFTER && (won >= sure || won <= ended - sure)
}

/// Whether the root's most-visited child leads every other by more than `remaining` visits
/// (the root's children are all legal at the root in every sampled state).
pub(super) fn decided<M>(nodes: &[Node<M>], remaining: usize) -> bool {
    let (mut first, mut second) = (0.0f64, 0.0f64);
    for &ch in &nodes[0].children {
        let v = nodes[ch].visits;
        if v > first {
            second = first;
            first = v;
        } else if v > second {
            second = v;
        }
    }
    first - second > remaining as f64
}

impl<G: Searchable> Searcher<G> {
    /// The computer's move as the app, the arena and the GTP engine all make it: a book move
    /// (`play`), else `search_timed` with the searcher's own playouts. The searcher keeps its
    /// tree for the next move (tree reuse).
    pub fn play_timed(
        &mut self,
        state: &G::State,
        level: Level,
        rng: &mut Rng,
        spent: impl FnMut(usize) -> f64,
    ) -> Option<Choice<G::Move>> {
        let policy = self.policy;
        (self.book_move(state, level, rng))
            .or_else(|| self.search_timed(state, level, rng, spent, policy))
    }

    /// `search_with` within a time limit: `spent(simulations)` is the share of it used so
    /// far (0: no limit; 1: all), the position's `budget_share` of it given to this search.
    /// With `timed_stop` the search also stops once its choice can no longer change in the
    /// time left.
    pub fn search_timed(
        &mut self,
        state: &G::State,
        level: Level,
        rng: &mut Rng,
        mut spent: impl FnMut(usize) -> f64,
        policy: Policy<G>,
    ) -> Option<Choice<G::Move>> {
        let (share, timed_stop) = (self.budget_share(state), self.experiments.timed_stop());
        let settled_share = self.settled_share;
        let extension = self.experiments.unstable_extension();
        let left = |p: Progress| {
            let share = match (p.settled, settled_share) {
                (true, Some(k)) => share * k,
                _ => share,
            };
            let used = spent(p.done) / share;
            match used {
                u if p.unstable && !p.settled && u < extension.unwrap_or(1.0) => usize::MAX,
                u if u >= 1.0 => 0,
                // The simulations the time left allows at the rate so far.
                u if timed_stop && u > 0.0 && p.done > 0 => {
                    (p.done as f64 * (1.0 - u) / u) as usize
                }
                _ => usize::MAX,
            }
        };
        let watch = Watch {
            settled: settled_share.is_some(),
            unstable: extension.is_some(),
        };
        self.run(state, level, rng, (left, watch), policy)
    }
}
