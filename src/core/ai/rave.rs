//! RAVE (all moves as first): a move's results wherever its mover played it later in a
//! simulation, mixed into PUCT's values by β or counted as weighted results, for the tree's
//! children and (with `untried_rave`) for the moves a node listed but has not added yet.

use super::searchable::Searchable;
use super::selection::PuctTerms;
use super::tree::Tree;
use crate::core::game::Seat;

/// RAVE counted as weighted results (`rave_value`) stops for a node's children once the node
/// has this many visits, and for a child once it has this many RAVE visits.
pub(super) const RAVE_PARENT_MAX: f64 = 25_000.0;

pub(super) const RAVE_CHILD_MAX: f64 = 2_000.0;

/// RAVE's weight of a child's all-moves-as-first mean against its own: β = ñ / (n + ñ +
/// n·ñ / k), with ñ RAVE visits, n visits (counting PUCT's virtual ones) and k the
/// equivalence (at n = k, β is at most about one half), so the RAVE mean speaks while visits
/// are few and fades as they grow.
pub(super) fn rave_beta(k: f64, visits: f64, amaf_visits: f64) -> f64 {
    if amaf_visits <= 0.0 {
        return 0.0;
    }
    amaf_visits / (visits + amaf_visits + visits * amaf_visits / k)
}

/// RAVE statistics of every move a node listed (PUCT with RAVE, games with `move_key`): a
/// move that does well when played later in the simulations enters the tree before its
/// prior's turn comes, as in a tree that holds every move from the start. Its children
/// keep their statistics here too (one lookup by key per move played, instead of comparing
/// every child with every move).
pub(super) struct UntriedAmaf {
    /// The seat to move at the node.
    pub(super) mover: Seat,
    /// One per listed move, by key.
    pub(super) entries: Vec<AmafEntry>,
}

pub(super) struct AmafEntry {
    pub(super) key: u64,
    pub(super) prior: f64,
    pub(super) visits: f64,
    pub(super) reward: f64,
    /// Whether the move is in the tree already (its child keeps its statistics).
    pub(super) in_tree: bool,
}

impl UntriedAmaf {
    /// The table for `moves` (with their priors) made by `mover`, if every move has a key.
    pub(super) fn of<G: Searchable>(moves: &[(G::Move, f64)], mover: Seat) -> Option<Box<Self>> {
        let mut entries = (moves.iter())
            .map(|(m, prior)| {
                Some(AmafEntry {
                    key: G::move_key(m)?,
                    prior: *prior,
                    visits: 0.0,
                    reward: 0.0,
                    in_tree: false,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        entries.sort_by_key(|e| e.key);
        Some(Box::new(UntriedAmaf { mover, entries }))
    }

    pub(super) fn slot(&self, key: u64) -> Option<usize> {
        self.entries.binary_search_by_key(&key, |e| e.key).ok()
    }
}

impl<G: Searchable> Tree<G> {
    /// PUCT value of a child (`untried`: not in the tree yet) with its RAVE statistics
    /// `amaf` (visits, reward) mixed in, by β or counted as results (`rave_value`).
    pub(super) fn value_with_rave(
        &self,
        terms: PuctTerms,
        prior: f64,
        untried: bool,
        visits: f64,
        reward: f64,
        amaf: (f64, f64),
    ) -> f64 {
        let Some(k) = self.rave else {
            return Self::puct_value(terms, prior, visits, reward);
        };
        if let Some(w) = self.rave_value {
            return Self::puct_value_counting(terms, prior, visits, reward, amaf, w);
        }
        let v = Self::puct_value(terms, prior, visits, reward);
        let (amaf_visits, amaf_reward) = amaf;
        // The mean part of the value moves towards the RAVE mean by β; a move not in the
        // tree yet counts `untried_rave`'s virtual visits instead of PUCT's.
        let virtual_visits = match untried {
            true => self.untried_rave.unwrap_or(terms.prior_visits),
            false => terms.prior_visits,
        };
        let beta = rave_beta(k, visits + virtual_visits, amaf_visits);
        if beta <= 0.0 {
            return v;
        }
        let explore = terms.scale * prior / (1.0 + visits);
        (1.0 - beta) * (v - explore) + beta * amaf_reward / amaf_visits + explore
    }

    /// RAVE: every child of a node on the path whose move its mover made later in the
    /// simulation (in the tree or the playout) counts the simulation as its own. `played[i]`
    /// is the move made at `path[i]`.
    pub(super) fn update_amaf(
        &mut self,
        path: &[usize],
        rewards: &[f64],
        played: &[(Seat, G::Move)],
    ) {
        let keys: Vec<Option<u64>> = played.iter().map(|(_, m)| G::move_key(m)).collect();
        // Counted as results, the move made at the node itself has its own visit.
        let skip = self.rave_value.is_some() as usize;
        let (distance, capped) = (self.rave_distance, self.rave_value.is_some());
        for (i, &at) in path.iter().enumerate() {
            let later = &played[i.min(played.len())..];
            // How much a move `d` moves after the node counts (`rave_distance`).
            let weight = |d: usize| match distance {
                true => 1.0 - d as f64 / later.len() as f64,
                false => 1.0,
            };
            if capped && self.nodes[at].visits > RAVE_PARENT_MAX {
                continue; // its children's values stand on their own visits by now
            }
            if let Some(table) = self.nodes[at].untried_amaf.as_mut() {
                let mover = table.mover;
                let reward = rewards.get(mover as usize).copied().unwrap_or(0.5);
                for (d, (who, _)) in later.iter().enumerate().skip(skip) {
                    let slot = (*who == mover).then_some(keys[i + d]).flatten();
                    let Some(slot) = slot.and_then(|k| table.slot(k)) else {
                        continue;
                    };
                    let entry = &mut table.entries[slot];
                    if !(capped && entry.visits > RAVE_CHILD_MAX) {
                        entry.visits += weight(d);
                        entry.reward += weight(d) * reward;
                    }
                }
                continue;
            }
            for k in 0..self.nodes[at].children.len() {
                let ch = self.nodes[at].children[k];
                let node = &self.nodes[ch];
                let (Some(by), Some(mv)) = (node.by, node.mv.as_ref()) else {
                    continue;
                };
                let mut moves = later.iter().enumerate().skip(skip);
                if let Some((d, _)) = moves.find(|(_, (who, m))| *who == by && m == mv) {
                    let w = weight(d);
                    let node = &mut self.nodes[ch];
                    node.amaf_visits += w;
                    node.amaf_reward += w * rewards.get(by as usize).copied().unwrap_or(0.5);
                }
            }
        }
    }
}
