//! The playout after the tree, and what its result is worth: the game's playout policy with
//! last good replies (with forgetting) played first, and the score and length bonuses that
//! rank wins (and losses) among themselves.

use super::searchable::Searchable;
use super::tree::Tree;
use crate::core::game::Seat;
use crate::core::rng::Rng;

/// Last good replies: by seat, the key of the move two before (`None` for a reply to the
/// move before alone) and the key of the move before, the reply.
pub(super) type Replies<M> = std::collections::HashMap<(Seat, Option<u64>, u64), M>;

/// A running mean and variance (Welford's), for the score bonus.
#[derive(Clone, Copy, Default)]
pub(super) struct Running {
    pub(super) count: f64,
    pub(super) mean: f64,
    pub(super) squares: f64,
}

impl Running {
    pub(super) fn add(&mut self, x: f64) {
        self.count += 1.0;
        let delta = x - self.mean;
        self.mean += delta / self.count;
        self.squares += delta * (x - self.mean);
    }

    /// How many standard deviations `x` lies above the mean (none before any spread).
    pub(super) fn standard_score(&self, x: f64) -> Option<f64> {
        let variance = self.squares / self.count.max(1.0);
        (variance > 1e-12).then(|| (x - self.mean) / variance.sqrt())
    }
}

impl<G: Searchable> Tree<G> {
    /// Plays `s` on to where the search scores it; returns the moves made (and records them
    /// with their movers in `played`, if given).
    pub(super) fn playout(
        &self,
        s: &mut G::State,
        rng: &mut Rng,
        mut played: Option<&mut Vec<(Seat, G::Move)>>,
    ) -> usize {
        let mut steps = 0;
        while !self.stops_at(s) && steps < G::PLAYOUT_LIMIT {
            let Some(mover) = G::to_move(s) else { break };
            let lasts = played
                .as_deref()
                .map_or(&[][..], |p| &p[p.len().saturating_sub(2)..]);
            let mv = match self.good_reply(s, mover, lasts) {
                Some(reply) => reply, // already played
                None => match (self.policy)(s, rng) {
                    Some(mv) => {
                        G::apply(s, &mv).expect("playout moves are legal");
                        mv
                    }
                    None => break,
                },
            };
            if let Some(p) = played.as_mut() {
                p.push((mover, mv));
            }
            steps += 1;
        }
        steps
    }

    /// Whether a simulation stops at `s` (below the root).
    pub(super) fn stops_at(&self, s: &G::State) -> bool {
        G::settled(s) || (self.experiments.stop_when_decided() && G::decided(s))
    }

    /// The last good reply of `mover` to the moves `lasts` (the last two, or fewer), played
    /// on `s` if it is legal there: to both first (`replies_to_two`), then to the last.
    pub(super) fn good_reply(
        &self,
        s: &mut G::State,
        mover: Seat,
        lasts: &[(Seat, G::Move)],
    ) -> Option<G::Move> {
        let replies = self
            .replies
            .as_ref()
            .filter(|_| self.experiments.replies())?;
        let key = G::move_key(&lasts.last()?.1)?;
        let before = match (self.experiments.replies_to_two(), lasts) {
            (true, [(_, two_before), _]) => G::move_key(two_before),
            _ => None,
        };
        let to_both = before.and_then(|k2| replies.get(&(mover, Some(k2), key)));
        [to_both, replies.get(&(mover, None, key))]
            .into_iter()
            .flatten()
            .find(|reply| G::apply(s, reply).is_ok())
            .cloned()
    }

    /// Last good reply with forgetting: each reply made by a seat that got the best reward
    /// is kept as its answer to the move before it (and to the two moves before, if
    /// `replies_to_two`); one that did not is forgotten if kept.
    pub(super) fn remember_replies(&mut self, rewards: &[f64], played: &[(Seat, G::Move)]) {
        let two = self.experiments.replies_to_two();
        if !self.experiments.replies() {
            return;
        }
        let Some(replies) = self.replies.as_mut() else {
            return;
        };
        let best = rewards.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        for (i, (seat, reply)) in played.iter().enumerate().skip(1) {
            let Some(key) = G::move_key(&played[i - 1].1) else {
                continue;
            };
            let won = rewards
                .get(*seat as usize)
                .is_some_and(|&r| r >= best - 1e-9);
            let before_that = (i >= 2 && two)
                .then(|| G::move_key(&played[i - 2].1))
                .flatten();
            let keys = [
                Some((*seat, None, key)),
                before_that.map(|k2| (*seat, Some(k2), key)),
            ];
            for k in keys.into_iter().flatten() {
                if won {
                    replies.insert(k, reply.clone());
                } else if replies.get(&k) == Some(reply) {
                    replies.remove(&k);
                }
            }
        }
    }

    /// The score bonus: each seat's reward moves by up to the bonus's weight, by how its
    /// margin compares with the margins of the search's playouts so far (tanh of its
    /// standard score), so that among wins (and among losses) the bigger margin counts more,
    /// on the scale this position's playouts show.
    pub(super) fn add_bonus(&mut self, s: &G::State, rewards: &mut [f64]) {
        let bonus = self.experiments.bonus();
        let (Some(weight), Some(margins)) = (bonus, bonus.and_then(|_| G::margins(s))) else {
            return;
        };
        if self.margins.len() != margins.len() {
            self.margins = vec![Running::default(); margins.len()];
        }
        for ((r, m), running) in rewards.iter_mut().zip(&margins).zip(&mut self.margins) {
            if let Some(z) = running.standard_score(*m) {
                *r += weight * z.tanh();
            }
            running.add(*m);
        }
    }

    /// The length bonus: a win counts more the shorter its simulation was and a loss the
    /// longer (by up to half the weight, tanh of the length's standard score among the
    /// search's simulations): a short win is a clear one.
    pub(super) fn add_length_bonus(&mut self, plies: usize, rewards: &mut [f64]) {
        let Some(weight) = self.experiments.length_bonus() else {
            return;
        };
        if let Some(z) = self.lengths.standard_score(plies as f64) {
            for r in rewards.iter_mut() {
                *r -= weight * (*r - 0.5) * z.tanh();
            }
        }
        self.lengths.add(plies as f64);
    }
}
