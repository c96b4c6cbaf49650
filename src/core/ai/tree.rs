//! The tree and one simulation through it: nodes, how a node lists its moves (priors,
//! pruning, a win first), the step down for perfect and for hidden information (ISMCTS with
//! availability counts), and the result backed up. Selection values live in `selection`,
//! RAVE in `rave`, the playout and its bonuses in `playout`.

use super::playout::{Replies, Running};
use super::rave::UntriedAmaf;
use super::root::wins_at_once;
use super::searchable::Searchable;
use super::selection::{widening, Selection, PRIOR_BIAS};
use super::{sooner, Experiments, Policy, Priors, Pruning};
use crate::core::game::Seat;
use crate::core::rng::Rng;

pub(super) struct Node<M> {
    pub(super) mv: Option<M>,
    /// The seat that made `mv` (whose reward this node accumulates).
    pub(super) by: Option<Seat>,
    pub(super) children: Vec<usize>,
    /// Perfect information: the moves not yet in the tree, the next to add last. Listed on the
    /// node's first visit past its creation.
    pub(super) untried: Option<Vec<(M, f64)>>,
    /// Whether the game gave priors for this node's moves (then it widens progressively).
    pub(super) informed: bool,
    /// The sum of the priors of the node's moves (PUCT's shares).
    pub(super) prior_sum: f64,
    pub(super) prior: f64,
    pub(super) visits: f64,
    pub(super) reward: f64,
    /// How often this node's move was legal when its parent was visited (ISMCTS).
    pub(super) available: f64,
    /// Playouts through this node that reached the end of the game, and those the seat that
    /// made the move won (for the hint's "won in N % of simulations").
    pub(super) ended: f64,
    pub(super) won: f64,
    /// RAVE (all moves as first): simulations through the parent in which the mover made
    /// this node's move at any later point, and the mover's reward in them.
    pub(super) amaf_visits: f64,
    pub(super) amaf_reward: f64,
    /// RAVE for every move this node listed, in the tree or not (`untried_rave`).
    pub(super) untried_amaf: Option<Box<UntriedAmaf>>,
    /// This node's entry in its parent's `untried_amaf`, which then holds its RAVE
    /// statistics instead of `amaf_visits` and `amaf_reward`.
    pub(super) amaf_slot: Option<u32>,
    /// Implicit minimax: the game's judgement of the position after `mv` for `by`, backed up
    /// from the best child for its mover once the node has children judged.
    pub(super) judged: Option<f64>,
}

impl<M> Node<M> {
    pub(super) fn new(mv: Option<M>, by: Option<Seat>, prior: f64) -> Self {
        Node {
            mv,
            by,
            children: Vec::new(),
            untried: None,
            informed: false,
            prior_sum: 0.0,
            prior,
            visits: 0.0,
            reward: 0.0,
            available: 1.0,
            ended: 0.0,
            won: 0.0,
            amaf_visits: 0.0,
            amaf_reward: 0.0,
            untried_amaf: None,
            amaf_slot: None,
            judged: None,
        }
    }

    pub(super) fn mean(&self) -> f64 {
        if self.visits > 0.0 {
            self.reward / self.visits
        } else {
            0.5
        }
    }

    /// UCB plus progressive bias; `parent` is how often the choice between siblings was made.
    pub(super) fn value(&self, parent: f64, exploration: f64) -> f64 {
        if self.visits == 0.0 {
            return f64::INFINITY;
        }
        self.mean()
            + exploration * (parent.max(1.0).ln() / self.visits).sqrt()
            + PRIOR_BIAS * self.prior / (self.visits + 1.0)
    }
}

/// One step down the tree from a node.
pub(super) enum Step {
    /// A new child was added: the playout starts after it.
    Expanded(usize),
    /// An existing child was chosen.
    Descend(usize),
}

pub(super) struct Tree<G: Searchable> {
    pub(super) nodes: Vec<Node<G::Move>>,
    pub(super) policy: Policy<G>,
    pub(super) selection: Selection,
    /// RAVE's equivalence (see [`Experiments::rave`](super::Experiments)); `None`: no RAVE.
    pub(super) rave: Option<f64>,
    /// Which moves nodes list (`None`: all).
    pub(super) pruning: Option<Pruning<G>>,
    /// RAVE for the untried moves too, with these virtual visits ([`Experiments::untried_rave`](super::Experiments)).
    pub(super) untried_rave: Option<f64>,
    /// RAVE counts a move less the later it came ([`Experiments::rave_distance`](super::Experiments)).
    pub(super) rave_distance: bool,
    /// RAVE results counted into the children's own values with this weight
    /// ([`Searcher::rave_value`]) instead of mixed in by β.
    pub(super) rave_value: Option<f64>,
    /// The visits a node needs before it lists its moves ([`Searcher::expand_after`]).
    pub(super) expand_after: f64,
    pub(super) priors: Priors<G>,
    /// The last good replies (`Experiments::replies`): by seat and the keys of the moves
    /// before (see `Replies`), the reply that seat made in its last simulation won
    /// (forgotten when one lost).
    pub(super) replies: Option<Replies<G::Move>>,
    /// Each seat's margins so far (the score bonus) and the playouts' lengths (the length
    /// bonus).
    pub(super) margins: Vec<Running>,
    pub(super) lengths: Running,
    /// The moves searched at the root (`root_moves`): the legal ones that do not lose at once.
    pub(super) root: Vec<G::Move>,
    /// Each seat's rewards summed over the simulations.
    pub(super) totals: Vec<f64>,
    /// The settings only experiments switch on, as this search runs them (read through
    /// their getters: the app's build has none).
    pub(super) experiments: Experiments,
}

/// A node's moves in the order to add them to the tree (the first to add last), and whether
/// they are ordered by the game's priors. Without priors: a move that wins at once, then the
/// playout policy's move, then the rest at random.
pub(super) fn ordered_moves<G: Searchable>(
    s: &G::State,
    mover: Seat,
    rng: &mut Rng,
    tree: &Tree<G>,
    pruning: Option<Pruning<G>>,
) -> (Vec<(G::Move, f64)>, bool) {
    let mut moves = G::legal_moves(s);
    if let Some(pruned) = pruning {
        let kept = pruned(s, moves.clone());
        if !kept.is_empty() {
            moves = kept;
        }
    }
    rng.shuffle(&mut moves);
    let priors = (tree.priors)(s, &moves);
    let informed = priors.is_some();
    let sharpened = |p: f64| {
        let sharpness = tree.experiments.sharpness();
        if sharpness == 1.0 {
            p
        } else {
            p.powf(sharpness)
        }
    };
    let mut list: Vec<(G::Move, f64)> = match priors {
        Some(p) => moves
            .into_iter()
            .zip(p.into_iter().map(sharpened))
            .collect(),
        None => moves.into_iter().map(|m| (m, 0.0)).collect(),
    };
    // A stable sort keeps the shuffled order among equal priors.
    list.sort_by(|a, b| a.1.total_cmp(&b.1));
    if !informed {
        if let Some(mv) = (tree.policy)(s, rng) {
            bring_last(&mut list, |m| *m == mv);
        }
    }
    if G::LOOK_FOR_WINS {
        bring_last(&mut list, |m| wins_at_once::<G>(s, m, mover));
    }
    (list, informed)
}

/// Moves the first entry matching `pred` to the end of `list`.
pub(super) fn bring_last<M>(list: &mut Vec<(M, f64)>, pred: impl Fn(&M) -> bool) {
    if let Some(i) = list.iter().position(|(m, _)| pred(m)) {
        let entry = list.remove(i);
        list.push(entry);
    }
}

/// Which untried move a hidden-information node adds: one that wins at once (on its first
/// visit), else the best prior, else the playout policy's move, else any. With its prior.
pub(super) fn pick_untried<G: Searchable>(
    s: &G::State,
    mover: Seat,
    untried: &[G::Move],
    priors: Option<Vec<f64>>,
    first_visit: bool,
    rng: &mut Rng,
    policy: Policy<G>,
) -> (usize, f64) {
    let prior = |i: usize| priors.as_ref().map_or(0.0, |p| p[i]);
    if G::LOOK_FOR_WINS && first_visit {
        if let Some(i) = untried.iter().position(|m| wins_at_once::<G>(s, m, mover)) {
            return (i, prior(i));
        }
    }
    if let Some(p) = &priors {
        let best = (0..p.len()).max_by(|&a, &b| p[a].total_cmp(&p[b]));
        return (best.unwrap_or(0), prior(best.unwrap_or(0)));
    }
    let preferred = policy(s, rng).and_then(|mv| untried.iter().position(|m| *m == mv));
    let i = preferred.unwrap_or_else(|| rng.below(untried.len() as u64) as usize);
    (i, 0.0)
}

impl<G: Searchable> Tree<G> {
    pub(super) fn add_child(&mut self, at: usize, mv: G::Move, by: Seat, prior: f64) -> usize {
        let child = self.nodes.len();
        self.nodes.push(Node::new(Some(mv), Some(by), prior));
        self.nodes[at].children.push(child);
        child
    }

    /// Whether a child has (so far) always won for the mover: it is followed before new
    /// moves are tried, or one winning reply would hide among many untried ones.
    pub(super) fn sure_win(&self, at: usize, legal: impl Fn(&G::Move) -> bool) -> bool {
        self.nodes[at].children.iter().any(|&ch| {
            let n = &self.nodes[ch];
            n.visits > 0.0 && n.mean() >= 0.95 && n.mv.as_ref().is_some_and(&legal)
        })
    }

    pub(super) fn best_child(&self, at: usize, legal: impl Fn(&G::Move) -> bool) -> Option<usize> {
        let parent = self.nodes[at].visits;
        let value = |ch: usize| {
            let n = &self.nodes[ch];
            let choices = if G::HIDDEN_INFORMATION {
                n.available
            } else {
                parent
            };
            n.value(choices, G::EXPLORATION)
        };
        self.nodes[at]
            .children
            .iter()
            .copied()
            .filter(|&ch| self.nodes[ch].mv.as_ref().is_some_and(&legal))
            .max_by(|&a, &b| value(a).total_cmp(&value(b)))
    }

    /// Perfect information: the node's moves are listed once, in the order to add them.
    pub(super) fn step_open(
        &mut self,
        (at, depth): (usize, usize),
        s: &G::State,
        mover: Seat,
        rng: &mut Rng,
    ) -> Option<Step> {
        if self.nodes[at].untried.is_none() {
            let needed = self.expand_after + self.experiments.expand_per_ply() * depth as f64;
            if at != 0 && self.nodes[at].visits < needed {
                return None; // a playout from here: not worth listing its moves yet
            }
            let mut listed = |pruning| {
                let (moves, informed) = ordered_moves::<G>(s, mover, rng, self, pruning);
                let moves: Vec<(G::Move, f64)> = (moves.into_iter())
                    .filter(|(m, _)| at != 0 || self.root.contains(m))
                    .collect();
                (moves, informed)
            };
            let (mut moves, mut informed) = listed(self.pruning);
            if moves.is_empty() {
                // The pruning left none of the root's moves (say a move shutting an opponent
                // out, far from where the pruning looks): all of them then.
                (moves, informed) = listed(None);
            }
            self.nodes[at].prior_sum = moves.iter().map(|(_, p)| p).sum();
            if self.rave.is_some() && self.untried_rave.is_some() {
                self.nodes[at].untried_amaf = UntriedAmaf::of::<G>(&moves, mover);
            }
            self.nodes[at].untried = Some(moves);
            self.nodes[at].informed = informed;
        }
        if let Selection::Puct {
            c,
            prior_visits,
            scaled,
        } = self.selection
        {
            if self.nodes[at].informed {
                let (best, add) = self.puct_choice(at, c, prior_visits, scaled);
                if let Some(which) = add {
                    let (mv, prior, slot) = self.take_untried(at, which)?;
                    let child = self.add_child(at, mv, mover, prior);
                    self.nodes[child].amaf_slot = slot;
                    return Some(Step::Expanded(child));
                }
                return best.map(Step::Descend);
            }
        }
        let node = &self.nodes[at];
        let room = !node.informed || node.children.len() < widening(node.visits);
        let has_untried = node.untried.as_ref().is_some_and(|u| !u.is_empty());
        if room && has_untried && !self.sure_win(at, |_| true) {
            let (mv, prior) = self.nodes[at].untried.as_mut()?.pop()?;
            return Some(Step::Expanded(self.add_child(at, mv, mover, prior)));
        }
        self.best_child(at, |_| true).map(Step::Descend)
    }

    /// Hidden information: the moves depend on the sampled state; children count how often
    /// they were available.
    pub(super) fn step_hidden(
        &mut self,
        at: usize,
        s: &G::State,
        mover: Seat,
        rng: &mut Rng,
    ) -> Option<Step> {
        let mut moves = G::legal_moves(s);
        if at == 0 {
            moves.retain(|m| self.root.contains(m));
        }
        let mut available = 0;
        for i in 0..self.nodes[at].children.len() {
            let ch = self.nodes[at].children[i];
            if self.nodes[ch]
                .mv
                .as_ref()
                .is_some_and(|m| moves.contains(m))
            {
                self.nodes[ch].available += 1.0;
                available += 1;
            }
        }
        let first_visit = self.nodes[at].children.is_empty();
        let is_untried: Vec<bool> = moves.iter().map(|m| !self.in_tree(at, m)).collect();
        let untried: Vec<G::Move> = moves
            .iter()
            .zip(&is_untried)
            .filter(|(_, &u)| u)
            .map(|(m, _)| m.clone())
            .collect();
        // Priors are asked for only when a move is added (an empty list says whether the
        // game has any), and of all the moves available: 1 is the best of them all, not
        // of the untried ones (else every added move looked the best).
        let informed = G::priors(s, &[]).is_some();
        let room = !informed || available < widening(self.nodes[at].visits);
        if room && !untried.is_empty() && !self.sure_win(at, |m| moves.contains(m)) {
            let priors = G::priors(s, &moves).map(|p| {
                p.into_iter()
                    .zip(&is_untried)
                    .filter(|(_, &u)| u)
                    .map(|(p, _)| p)
                    .collect()
            });
            let (i, prior) =
                pick_untried::<G>(s, mover, &untried, priors, first_visit, rng, self.policy);
            return Some(Step::Expanded(self.add_child(
                at,
                untried[i].clone(),
                mover,
                prior,
            )));
        }
        self.best_child(at, |m| moves.contains(m))
            .map(Step::Descend)
    }

    pub(super) fn in_tree(&self, at: usize, mv: &G::Move) -> bool {
        self.nodes[at]
            .children
            .iter()
            .any(|&ch| self.nodes[ch].mv.as_ref() == Some(mv))
    }

    /// One simulation: down the tree, one new node, a playout, and the result back up.
    pub(super) fn simulate(&mut self, root: &G::State, seat: Seat, rng: &mut Rng) {
        let mut s = G::determinize(root, seat, rng);
        let mut path = vec![0usize];
        let mut at = 0usize;
        // RAVE: each move of the simulation and who made it.
        let record = self.rave.is_some() || self.experiments.replies();
        let mut played: Option<Vec<(Seat, G::Move)>> = record.then(Vec::new);
        while let Some(mover) = G::to_move(&s) {
            if at != 0 && self.stops_at(&s) {
                break;
            }
            let step = if G::HIDDEN_INFORMATION {
                self.step_hidden(at, &s, mover, rng)
            } else {
                self.step_open((at, path.len() - 1), &s, mover, rng)
            };
            let (Some(Step::Expanded(child)) | Some(Step::Descend(child))) = step else {
                break;
            };
            let mv = self.nodes[child].mv.as_ref().expect("children have moves");
            G::apply(&mut s, mv).expect("tree moves are legal");
            if let Some(p) = played.as_mut() {
                p.push((mover, mv.clone()));
            }
            path.push(child);
            at = child;
            if matches!(step, Some(Step::Expanded(_))) {
                if self.experiments.minimax().is_some() {
                    self.nodes[child].judged = G::evaluate(&s).map(|v| v[mover as usize]);
                }
                break;
            }
        }
        let steps = self.playout(&mut s, rng, played.as_mut());
        let mut rewards = G::rewards(&s);
        if G::SOONER_WINS {
            let plies = path.len() - 1 + steps;
            rewards.iter_mut().for_each(|r| *r = sooner(*r, plies));
        }
        // The chances the search reports are the games' own rewards, before any bonus.
        for (total, r) in self.totals.iter_mut().zip(&rewards) {
            *total += r;
        }
        self.add_bonus(&s, &mut rewards);
        self.add_length_bonus(path.len() - 1 + steps, &mut rewards);
        self.backpropagate(&path, &s, &rewards);
        if self.experiments.minimax().is_some() {
            self.back_up_judgements(&path);
        }
        if let Some(p) = played {
            if self.rave.is_some() {
                self.update_amaf(&path, &rewards, &p);
            }
            self.remember_replies(&rewards, &p);
        }
    }

    /// Each node scores the reward of the seat that made its move (`plies` after the root).
    pub(super) fn backpropagate(&mut self, path: &[usize], s: &G::State, rewards: &[f64]) {
        let outcome = G::outcome(s);
        for &n in path {
            let node = &mut self.nodes[n];
            node.visits += 1.0;
            if let Some(by) = node.by {
                node.reward += rewards.get(by as usize).copied().unwrap_or(0.5);
                if let Some(o) = &outcome {
                    node.ended += 1.0;
                    node.won += o.winners.contains(&by) as u8 as f64;
                }
            }
        }
    }
}
