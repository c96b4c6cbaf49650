//! Which child the tree follows: UCB with progressive bias and widening, or PUCT with its
//! virtual visits at a value set by the prior; the next untried move enters once its value
//! beats every child's. Also the implicit minimax backups PUCT can weigh in.

use super::searchable::Searchable;
use super::tree::{Node, Tree};

/// Weight of a child's prior in its selection value; fades as 1 / (visits + 1).
pub(super) const PRIOR_BIAS: f64 = 1.0;

/// How the tree chooses which of a node's moves to follow.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Selection {
    /// UCB with the game's `EXPLORATION`; with priors, plus progressive bias
    /// (`prior / (visits + 1)`) and progressive widening (2 + √visits children).
    Ucb,
    /// PUCT: a child's value is its mean, counting `prior_visits` virtual visits at a value
    /// set by its prior (the parent's value for the best-looking move, less for the others),
    /// plus `c · P · √N / (1 + n)` with P its share of the node's priors. The node's next
    /// untried move (the best-looking left) is added once its value (no visits) beats every
    /// child's. Needs priors; a node without them falls back to UCB.
    Puct {
        c: f64,
        prior_visits: f64,
        /// Whether the virtual visits' value is the parent's value times √prior (a poor
        /// prior starts far lower) instead of the parent's value less up to
        /// `PRIOR_VALUE_SPREAD` (`puct:<c>:<prior visits>:sqrt`).
        scaled: bool,
    },
}

/// How far below the parent's value a child's starting value (PUCT) lies when its prior is
/// 0 rather than 1 (the best-looking move starts at the parent's value).
pub(super) const PRIOR_VALUE_SPREAD: f64 = 0.1;

/// How many children a node with priors may have after `visits` visits (progressive
/// widening): the best-looking first, more as the node proves worth looking into.
pub(super) fn widening(visits: f64) -> usize {
    2 + visits.sqrt() as usize
}

/// Which untried move a PUCT node adds.
#[derive(Clone, Copy)]
pub(super) enum Adding {
    /// The best-looking one left.
    Next,
    /// The one with this key (its RAVE value beats the rest).
    Keyed(u64),
}

/// What PUCT's values at one node share (see `Tree::puct_value`).
#[derive(Clone, Copy)]
pub(super) struct PuctTerms {
    /// The parent's value for its mover.
    pub(super) base: f64,
    /// The exploration term's numerator, `c · √N / Σ priors`.
    pub(super) scale: f64,
    pub(super) prior_visits: f64,
    pub(super) scaled: bool,
}

impl<G: Searchable> Tree<G> {
    /// PUCT: the parent's value for its mover (the children's mean, 1/2 before any) and
    /// the numerator of the exploration term, `c · √N / Σ priors`.
    pub(super) fn puct_terms(&self, at: usize, c: f64) -> (f64, f64) {
        let node = &self.nodes[at];
        let (mut reward, mut visits) = (0.0, 0.0);
        for &ch in &node.children {
            reward += self.nodes[ch].reward;
            visits += self.nodes[ch].visits;
        }
        let base = if visits > 0.0 { reward / visits } else { 0.5 };
        (
            base,
            c * self.explored(node.visits.max(1.0)) / node.prior_sum.max(1e-9),
        )
    }

    /// How the exploration grows with the parent's visits N: √N, or √N · ln(N + 1)
    /// (`explore-log`).
    pub(super) fn explored(&self, visits: f64) -> f64 {
        if self.experiments.log_explore() {
            visits.sqrt() * visits.ln_1p()
        } else {
            visits.sqrt()
        }
    }

    /// The value PUCT's virtual visits of a child with `prior` count at.
    pub(super) fn start_value(terms: PuctTerms, prior: f64) -> f64 {
        if terms.scaled {
            terms.base * prior.sqrt()
        } else {
            terms.base - PRIOR_VALUE_SPREAD * (1.0 - prior)
        }
    }

    /// PUCT value of a child with `prior`, `visits` and total `reward`.
    pub(super) fn puct_value(terms: PuctTerms, prior: f64, visits: f64, reward: f64) -> f64 {
        Self::puct_value_counting(terms, prior, visits, reward, (0.0, 0.0), 0.0)
    }

    /// PUCT value with RAVE results counted as weighted visits (`rave_value`): the RAVE
    /// visits `amaf` count `w` each in the mean and in the exploration's denominator.
    pub(super) fn puct_value_counting(
        terms: PuctTerms,
        prior: f64,
        visits: f64,
        reward: f64,
        (amaf_visits, amaf_reward): (f64, f64),
        w: f64,
    ) -> f64 {
        let start = Self::start_value(terms, prior);
        let count = visits + terms.prior_visits + w * amaf_visits;
        (reward + terms.prior_visits * start + w * amaf_reward) / count.max(1e-9)
            + terms.scale * prior / (1.0 + visits + w * amaf_visits)
    }

    /// PUCT (open games, a node with priors): the best child by PUCT value, and which untried
    /// move would beat it, if one would.
    pub(super) fn puct_choice(
        &self,
        at: usize,
        c: f64,
        prior_visits: f64,
        scaled: bool,
    ) -> (Option<usize>, Option<Adding>) {
        let (base, scale) = self.puct_terms(at, c);
        let terms = PuctTerms {
            base,
            scale,
            prior_visits,
            scaled,
        };
        let node = &self.nodes[at];
        let judged = |v: f64, n: &Node<G::Move>| match (self.experiments.minimax(), n.judged) {
            (Some(w), Some(j)) => {
                let explore = scale * n.prior / (1.0 + n.visits);
                (1.0 - w) * (v - explore) + w * j + explore
            }
            _ => v,
        };
        let mut best: Option<(usize, f64)> = None;
        for &ch in &node.children {
            let n = &self.nodes[ch];
            let amaf = match (&node.untried_amaf, n.amaf_slot) {
                (Some(t), Some(slot)) => (
                    t.entries[slot as usize].visits,
                    t.entries[slot as usize].reward,
                ),
                _ => (n.amaf_visits, n.amaf_reward),
            };
            let v = self.value_with_rave(terms, n.prior, false, n.visits, n.reward, amaf);
            let v = judged(v, n);
            if best.is_none_or(|(_, b)| v >= b) {
                best = Some((ch, v));
            }
        }
        let mut add = (node.untried.as_ref().and_then(|u| u.last()))
            .map(|(_, p)| (Adding::Next, Self::puct_value(terms, *p, 0.0, 0.0)));
        // An untried move seen doing well later in the simulations may come before the next.
        for e in (node.untried_amaf.iter()).flat_map(|t| &t.entries) {
            if e.in_tree || e.visits <= 0.0 {
                continue;
            }
            let v = self.value_with_rave(terms, e.prior, true, 0.0, 0.0, (e.visits, e.reward));
            if add.is_none_or(|(_, a)| v > a) {
                add = Some((Adding::Keyed(e.key), v));
            }
        }
        let add = match (add, best) {
            (Some((which, a)), Some((_, b))) => (a > b).then_some(which),
            (add, _) => add.map(|(which, _)| which),
        };
        (best.map(|(ch, _)| ch), add)
    }

    /// Takes the untried move `which` out of node `at`'s list, with its prior and its
    /// entry in the node's RAVE table (if it has one).
    pub(super) fn take_untried(
        &mut self,
        at: usize,
        which: Adding,
    ) -> Option<(G::Move, f64, Option<u32>)> {
        let node = &mut self.nodes[at];
        let untried = node.untried.as_mut()?;
        let i = match which {
            Adding::Next => untried.len().checked_sub(1)?,
            // A keyed move no longer listed (the root's moves filtered again when the tree
            // is reused) gives way to the next one.
            Adding::Keyed(key) => untried
                .iter()
                .rposition(|(m, _)| G::move_key(m) == Some(key))
                .unwrap_or(untried.len().checked_sub(1)?),
        };
        let (mv, prior) = untried.remove(i);
        let table = node.untried_amaf.as_mut();
        let slot = table.and_then(|t| {
            let slot = t.slot(G::move_key(&mv)?)?;
            t.entries[slot].in_tree = true;
            Some(slot as u32)
        });
        Some((mv, prior, slot))
    }

    /// Implicit minimax (two seats): each node on the path, deepest first, takes the
    /// judgement of its best judged child for that child's mover, as its own mover sees it.
    pub(super) fn back_up_judgements(&mut self, path: &[usize]) {
        for &at in path.iter().rev() {
            let node = &self.nodes[at];
            let best = (node.children.iter())
                .filter_map(|&ch| Some((self.nodes[ch].judged?, self.nodes[ch].by)))
                .max_by(|a, b| a.0.total_cmp(&b.0));
            if let (Some((j, mover)), Some(by)) = (best, node.by) {
                let own = if mover == Some(by) { j } else { 1.0 - j };
                self.nodes[at].judged = Some(own);
            }
        }
    }
}
