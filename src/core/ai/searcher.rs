//! The search as a caller runs it ([`Searcher`]): its settings, the book, and one search
//! within a budget of simulations (`run`), whose root figures the hint and the analysis
//! read. Tree reuse is in `reuse`, the timed search in `time`.

use super::playout::{Replies, Running};
use super::reuse::Kept;
use super::root::{obvious, root_moves};
use super::searchable::Searchable;
use super::selection::Selection;
use super::time::{decided, settled, unstable, Progress, Watch};
use super::tree::{Node, Tree};
use super::{BudgetWeight, Choice, Experiments, Level, Policy, Priors, Pruning, Seen};
use crate::core::rng::Rng;

/// A search that keeps its tree from one move to the next (tree reuse): when asked again
/// in a position its last tree reached (its own move, then the others' moves since), it
/// starts from that subtree, so what the simulations learned about the moves actually
/// played is not thrown away. The budget counts new simulations only. Perfect-information
/// games only (a hidden-information tree is searched afresh every time).
pub struct Searcher<G: Searchable> {
    pub(super) kept: Option<Kept<G>>,
    /// The root visits carried over into the last search.
    pub(super) reused: f64,
    /// Whether it keeps its tree (on by default; off searches afresh every move).
    pub reuse: bool,
    /// How the tree chooses among a node's moves (default: the game's `SELECTION`).
    pub selection: Selection,
    /// How much of the level's budget a search in a position gets (default: the game's
    /// `budget_weight`; `flat`: all of it everywhere; `budget:<name>`: another the game
    /// names, [`Searchable::budget_named`]). A time limit is a budget too: callers that
    /// search by time scale it by [`Searcher::budget_share`].
    pub budget_weight: BudgetWeight<G>,
    /// The playout policy of `search` (default: the game's `playout_move`).
    pub policy: Policy<G>,
    /// Which of a tree node's moves it looks at (default the game's `pruned`; `noprune`:
    /// all; `prune:<name>`: another the game names, [`Searchable::pruning_named`]).
    pub pruning: Option<Pruning<G>>,
    /// RAVE as weighted results (`rave-value:<w>`, `rave-value:0` none; default the game's
    /// `RAVE_VALUE`): each all-moves-as-first result counts into the child's own mean and
    /// visit count with weight w, less the later the move came (as `rave_distance`), until
    /// the child has `RAVE_CHILD_MAX` RAVE visits and its parent `RAVE_PARENT_MAX` visits,
    /// as in Pentobi's published search, instead of a separate mean mixed in by β (it then
    /// takes the place of `rave`). Every listed move keeps its RAVE results, so a move doing
    /// well later in the simulations enters the tree when its value beats every child's.
    pub rave_value: Option<f64>,
    /// How many simulations must pass through a node before it lists its moves (with priors,
    /// the costly part of a new node) and the tree grows below it (`expand:<n>`; default the
    /// game's `EXPAND_AFTER`).
    pub expand_after: f64,
    /// The tree's priors (`priors:<name>`; default the game's `priors`).
    pub priors: Priors<G>,
    /// The replies kept from the last search.
    pub(super) kept_replies: Option<Replies<G::Move>>,
    /// Whether `play` takes the game's book moves (on by default; `nobook` searches every
    /// position, as the analysis does).
    pub book: bool,
    /// The share of its time a search within a time limit takes once its simulations are
    /// settled, the mover winning (or losing) nearly all of them (`settled:<share>`,
    /// `settled:0` for all of it; the game's `SETTLED_SHARE` by default): the result then
    /// hardly depends on the move, and with a longer limit the time saved goes to the moves
    /// that decide the game.
    pub settled_share: Option<f64>,
    /// The share of the ended simulations the mover must win (or lose) at least before a
    /// search counts as settled (`settled:<share>:<certainty>`; the game's
    /// `SETTLED_CERTAINTY` by default).
    pub settled_certainty: f64,
    /// The settings only experiments switch on (all off in the app; `options.rs` sets them).
    pub experiments: Experiments,
    /// The root's moves, when the caller names them (the analysis measures one move with a
    /// search of it alone, its whole budget spent below it); `None`: the moves [`root_moves`]
    /// keeps.
    pub root_only: Option<Vec<G::Move>>,
}

impl<G: Searchable> Default for Searcher<G> {
    fn default() -> Self {
        Self::new()
    }
}

/// The root's figures after `done` simulations.
pub(super) fn seen<G: Searchable>(tree: &Tree<G>, done: usize) -> Seen<G::Move> {
    let nodes = &tree.nodes;
    let moves = (nodes[0].children.iter())
        .filter_map(|&ch| Some((nodes[ch].mv.clone()?, nodes[ch].visits, nodes[ch].mean())))
        .filter(|(mv, _, _)| tree.root.contains(mv))
        .collect();
    let chances = tree.totals.iter().map(|t| t / done.max(1) as f64).collect();
    Seen { chances, moves }
}

/// Which of two root children to play: the more visited; among equals (every line looked
/// the same, say all won or all lost), the better mean, then the better-looking move.
pub(super) fn more_chosen<M>(a: &Node<M>, b: &Node<M>) -> std::cmp::Ordering {
    a.visits
        .total_cmp(&b.visits)
        .then(a.mean().total_cmp(&b.mean()))
        .then(a.prior.total_cmp(&b.prior))
}

impl<G: Searchable> Searcher<G> {
    pub fn new() -> Self {
        Searcher {
            kept: None,
            reused: 0.0,
            reuse: true,
            selection: G::SELECTION,
            budget_weight: G::budget_weight,
            policy: G::playout_move,
            pruning: Some(G::pruned),
            rave_value: G::RAVE_VALUE,
            expand_after: G::EXPAND_AFTER,
            priors: G::priors,
            kept_replies: None,
            book: true,
            settled_share: G::SETTLED_SHARE,
            settled_certainty: G::SETTLED_CERTAINTY,
            experiments: Experiments::default(),
            root_only: None,
        }
    }

    /// Forgets the kept tree (a new game).
    pub fn clear(&mut self) {
        self.kept = None;
    }

    /// The share of the level's budget, simulations or time, a search in `state` gets.
    pub fn budget_share(&self, state: &G::State) -> f64 {
        (self.budget_weight)(state) * self.experiments.budget_scale()
    }

    /// The root visits the last search started with (0 when it started afresh).
    pub fn reused(&self) -> f64 {
        self.reused
    }

    pub fn search(
        &mut self,
        state: &G::State,
        level: Level,
        rng: &mut Rng,
        keep_going: impl FnMut(usize) -> bool,
    ) -> Option<Choice<G::Move>> {
        self.search_with(state, level, rng, keep_going, self.policy)
    }

    /// The computer's move at `level`: a move of the game's book where it holds the
    /// position (Hard and Max: the lower levels keep their variety), else `search`'s. The
    /// analysis searches instead, to weigh the moves played.
    pub fn play(
        &mut self,
        state: &G::State,
        level: Level,
        rng: &mut Rng,
        keep_going: impl FnMut(usize) -> bool,
    ) -> Option<Choice<G::Move>> {
        (self.book_move(state, level, rng)).or_else(|| self.search(state, level, rng, keep_going))
    }

    /// A legal move of the game's book for `state` at `level`, drawn at random among its
    /// answers (see `play`).
    pub fn book_move(
        &mut self,
        state: &G::State,
        level: Level,
        rng: &mut Rng,
    ) -> Option<Choice<G::Move>> {
        if !self.book || !matches!(level, Level::Hard | Level::Max) {
            return None;
        }
        let mut moves = G::book(state);
        if !moves.is_empty() {
            let legal = G::legal_moves(state);
            moves.retain(|m| legal.contains(m));
        }
        let mv = rng.choose(&moves)?;
        // The next search starts afresh: no tree leads past a move it did not make.
        self.kept = None;
        Some(Choice::forced(mv))
    }

    /// `search` with another playout policy.
    pub fn search_with(
        &mut self,
        state: &G::State,
        level: Level,
        rng: &mut Rng,
        mut keep_going: impl FnMut(usize) -> bool,
        policy: Policy<G>,
    ) -> Option<Choice<G::Move>> {
        let left = |p: Progress| match keep_going(p.done) {
            true => usize::MAX,
            false => 0,
        };
        self.run(state, level, rng, (left, Watch::default()), policy)
    }

    /// The search: `left(progress)` says how many more simulations it may run at most
    /// (0: stop now; `usize::MAX`: not known), besides the level's budget; `watch` says which
    /// of the progress's judgements of the root are made (only a timed search uses them).
    pub(super) fn run(
        &mut self,
        state: &G::State,
        level: Level,
        rng: &mut Rng,
        (mut left, watch): (impl FnMut(Progress) -> usize, Watch),
        policy: Policy<G>,
    ) -> Option<Choice<G::Move>> {
        self.reused = 0.0;
        let kept = self.subtree(state);
        let seat = G::to_move(state)?;
        let legal = G::legal_moves(state);
        if let Some(choice) = obvious::<G>(state, seat, &legal) {
            return Some(choice);
        }
        let root = match &self.root_only {
            Some(only) => only.iter().filter(|m| legal.contains(m)).cloned().collect(),
            None => root_moves::<G>(state, seat, rng),
        };
        // One move is searched only when the caller names it (to measure it).
        if let ([only], None) = (root.as_slice(), &self.root_only) {
            return Some(Choice::forced(only));
        }
        let nodes = match kept {
            Some(mut nodes) => {
                // The root searches only the moves worth searching.
                let (head, rest) = nodes.split_at_mut(1);
                head[0]
                    .children
                    .retain(|&ch| rest[ch - 1].mv.as_ref().is_some_and(|m| root.contains(m)));
                if let Some(untried) = head[0].untried.as_mut() {
                    untried.retain(|(m, _)| root.contains(m));
                }
                self.reused = nodes[0].visits;
                nodes
            }
            None => vec![Node::new(None, None, 0.0)],
        };
        let selection = if G::HIDDEN_INFORMATION {
            Selection::Ucb
        } else {
            self.selection
        };
        // RAVE counted into the values records the simulations as RAVE does (its β unused)
        // and keeps RAVE for every listed move.
        let x = self.experiments;
        let rave = match selection {
            Selection::Puct { .. } => x.rave().or(self.rave_value.map(|_| f64::INFINITY)),
            Selection::Ucb => None,
        };
        // The experiments as this search runs them: implicit minimax needs two seats, and
        // simulations never stop at decided positions when the root is decided already.
        let experiments = Experiments {
            minimax: x.minimax().filter(|_| G::seats(state) == 2),
            stop_when_decided: x.stop_when_decided() && !G::decided(state),
            ..x
        };
        let mut tree = Tree::<G> {
            nodes,
            policy,
            selection,
            rave,
            pruning: self.pruning,
            untried_rave: x.untried_rave().or(self.rave_value.map(|_| 0.0)),
            rave_distance: x.rave_distance() || self.rave_value.is_some(),
            rave_value: self.rave_value,
            expand_after: self.expand_after,
            priors: self.priors,
            replies: x.replies().then(|| {
                (self.reused > 0.0)
                    .then(|| self.kept_replies.take())
                    .flatten()
                    .unwrap_or_default()
            }),
            margins: Vec::new(),
            lengths: Running::default(),
            root,
            totals: vec![0.0; G::seats(state)],
            experiments,
        };
        let mut budget = level.iterations::<G>();
        if budget != usize::MAX {
            let share = self.budget_share(state);
            budget = ((budget as f64 * share).round() as usize).max(1);
        }
        let mut progress = Progress::default();
        while progress.done < budget {
            let done = progress.done;
            if done % 32 == 0 {
                if watch.settled && !progress.settled {
                    progress.settled = settled(&tree.nodes, self.settled_certainty);
                }
                progress.unstable = watch.unstable && unstable(&tree.nodes);
            }
            // At least one simulation, so that a move is found however little time is left.
            let allowed = if done == 0 {
                usize::MAX
            } else {
                left(progress)
            };
            if allowed == 0 {
                break;
            }
            // Stop early once the most-visited move can no longer be overtaken within the
            // budget: the choice is already what the full search would make (saves time on
            // clear moves).
            let remaining = (budget - done).min(allowed);
            let alone = tree.root.len() == 1;
            if done % 32 == 0
                && remaining != usize::MAX
                && !alone
                && decided(&tree.nodes, remaining)
            {
                break;
            }
            progress.done += 1;
            tree.simulate(state, seat, rng);
        }
        let done = progress.done;
        let nodes = &tree.nodes;
        let best = nodes[0]
            .children
            .iter()
            .copied()
            .filter(|&ch| nodes[ch].mv.as_ref().is_some_and(|m| tree.root.contains(m)))
            .max_by(|&a, &b| match self.experiments.choose_by_wins() {
                true => (nodes[a].reward).total_cmp(&nodes[b].reward),
                false => more_chosen(&nodes[a], &nodes[b]),
            })?;
        let node = &nodes[best];
        let choice = Choice {
            mv: node.mv.clone().expect("children have moves"),
            iterations: done,
            value: node.mean(),
            won: (node.visits > 0.0 && node.ended == node.visits)
                .then_some((node.won as usize, node.visits as usize)),
            seen: seen(&tree, done),
        };
        self.kept_replies = tree.replies.take();
        if !G::HIDDEN_INFORMATION && self.reuse {
            self.kept = Some(Kept {
                state: state.clone(),
                nodes: tree.nodes,
                chosen: best,
            });
        }
        Some(choice)
    }
}
