//! One search engine for every game: information-set Monte-Carlo tree search (ISMCTS, UCT
//! selection with availability counts) over the `Game` trait, guided by each game's own
//! knowledge where it has some.
//!
//! Games with hidden information (hands, deck order) supply `determinize`, which re-samples
//! everything the searching seat cannot see; the search then never reads hidden cards. For
//! perfect-information games `determinize` is a clone and this is plain UCT, with each node's
//! moves listed once. A game can also supply a smarter playout move (`playout_move`) and
//! move priors (`priors`): with priors the tree adds a node's moves best first, a few more as
//! the node is visited more (progressive widening), and leans towards the better-looking ones
//! while their visits are few (progressive bias), or, with `Selection::Puct`, by PUCT. A
//! `Searcher` keeps its tree from one move to the next (tree reuse, perfect information
//! only).
//!
//! By job: `searchable` (what a game adds), `tree` (nodes and one simulation), `selection`
//! (UCB, PUCT, implicit minimax), `rave`, `playout` (last good reply, score and length
//! bonuses), `root` (what a move decides at once), `searcher` (its settings and one search),
//! `reuse` (the tree kept between moves), `time` (the timed search) and [`analysis`] (a
//! finished game's mistakes). With the `lab` feature only (the arena's and the engines'
//! command lines): `options` (the search named by options, `Searcher::configured`) and `v1`
//! (the search as it was before priors and widening).

use super::game::Game;
use super::rng::Rng;

pub mod analysis;
mod experiments;
#[cfg(feature = "lab")]
mod options;
mod playout;
mod rave;
mod reuse;
mod root;
mod searchable;
mod searcher;
mod selection;
mod time;
mod tree;
#[cfg(feature = "lab")]
pub mod v1;

pub use experiments::Experiments;
pub use root::root_moves;
pub use searchable::Searchable;
pub use searcher::Searcher;
pub use selection::Selection;

/// A settled reward at least this high is a win (of the game, or of the round where rounds
/// are what the search looks at).
pub const WIN: f64 = 0.9;

/// A settled reward at most this high is a loss.
pub const LOSS: f64 = 0.1;

/// `reward` after `plies` moves from the root: a win (at least [`WIN`]) moves towards `WIN`
/// and a loss (at most [`LOSS`]) towards `LOSS` as the line gets longer, by at most half the
/// way, so a win stays a win (above 0.95 for a reward of 1) and a quick win is worth a little
/// more than a slow one; a long loss a little more than a quick one. Anything between is kept.
pub fn sooner(reward: f64, plies: usize) -> f64 {
    let toward = plies as f64 / (plies as f64 + 30.0) / 2.0;
    if reward >= WIN {
        reward - (reward - WIN) * toward
    } else if reward <= LOSS {
        reward + (LOSS - reward) * toward
    } else {
        reward
    }
}

/// Priors from scores on any scale: `exp((score - best) / temperature)`, so the best move
/// gets 1 and a move `temperature` worse gets about 0.37.
pub fn softmax_priors(scores: &[f64], temperature: f64) -> Vec<f64> {
    let best = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    scores
        .iter()
        .map(|s| ((s - best) / temperature).exp())
        .collect()
}

/// How hard the computer tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    /// As many iterations as fit in the time given by the caller.
    Max,
}

impl Level {
    /// Search iterations (playouts) for the level in game `G`; `Max` is bounded by time.
    pub fn iterations<G: Searchable>(self) -> usize {
        match self {
            Level::Easy => G::BUDGETS[0],
            Level::Medium => G::BUDGETS[1],
            Level::Hard => G::BUDGETS[2],
            Level::Max => usize::MAX,
        }
    }

    /// The most time a search at this level may take in the app, in milliseconds: Max is
    /// bounded by time alone; Hard stops at its budget or at 1.9 s, whichever comes first,
    /// so that a slow phone still answers within 2 s.
    pub fn time_cap_ms(self) -> Option<f64> {
        match self {
            Level::Max => Some(3000.0),
            Level::Hard => Some(1900.0),
            Level::Easy | Level::Medium => None,
        }
    }
}

/// The result of a search: the chosen move and what was learned.
pub struct Choice<M> {
    pub mv: M,
    pub iterations: usize,
    /// Estimated reward of the chosen move for the searching seat, in [0, 1].
    pub value: f64,
    /// Simulations after the chosen move that the seat won, and how many there were, when
    /// every one of them was played to the end of the game (not cut off).
    pub won: Option<(usize, usize)>,
    /// What the search saw at the root (empty without search): the analysis compares the
    /// move played with the best one from the same search.
    pub seen: Seen<M>,
}

/// What one search learned at its root.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen<M> {
    /// Each seat's mean reward over the search's simulations: its chance as the search sees it.
    pub chances: Vec<f64>,
    /// Each root move searched: the move, its visits and its mean reward for the seat to move.
    pub moves: Vec<(M, f64, f64)>,
}

impl<M> Default for Seen<M> {
    fn default() -> Self {
        Seen {
            chances: Vec::new(),
            moves: Vec::new(),
        }
    }
}

impl<M: Clone> Choice<M> {
    /// A move made without search (the only one, or the only one that does not lose at once).
    fn forced(mv: &M) -> Self {
        Choice {
            mv: mv.clone(),
            iterations: 0,
            value: 0.5,
            won: None,
            seen: Seen::default(),
        }
    }
}

/// A uniformly random legal move: the default playout, and the baseline the arena measures
/// each game's own playout policy against.
pub fn uniform_move<G: Game>(state: &G::State, rng: &mut Rng) -> Option<G::Move> {
    let legal = G::legal_moves(state);
    rng.choose(&legal).cloned()
}

/// A playout policy: the next move of a simulated game.
pub type Policy<G> = fn(&<G as Game>::State, &mut Rng) -> Option<<G as Game>::Move>;

/// How much of the level's budget a search in a position gets ([`Searchable::budget_weight`]).
pub type BudgetWeight<G> = fn(&<G as Game>::State) -> f64;

/// Which of a tree node's moves the search looks at (see [`Searchable::pruned`]).
pub type Pruning<G> = fn(&<G as Game>::State, Vec<<G as Game>::Move>) -> Vec<<G as Game>::Move>;

/// How a game rates a position's moves before any simulation (see [`Searchable::priors`]).
pub type Priors<G> = fn(&<G as Game>::State, &[<G as Game>::Move]) -> Option<Vec<f64>>;

/// Searches from `state` for the seat to move. `keep_going(iterations)` is asked before
/// each iteration (time limits, cancellation, progress); the level's budget applies too.
pub fn search<G: Searchable>(
    state: &G::State,
    level: Level,
    rng: &mut Rng,
    keep_going: impl FnMut(usize) -> bool,
) -> Option<Choice<G::Move>> {
    search_with::<G>(state, level, rng, keep_going, G::playout_move)
}

/// `search` with another playout policy (the arena compares policies with it).
pub fn search_with<G: Searchable>(
    state: &G::State,
    level: Level,
    rng: &mut Rng,
    keep_going: impl FnMut(usize) -> bool,
    policy: Policy<G>,
) -> Option<Choice<G::Move>> {
    Searcher::<G>::new().search_with(state, level, rng, keep_going, policy)
}
