//! What a game adds to be searched ([`Searchable`]): hidden information, playouts, priors,
//! the knobs of the tree, rewards. Every method and constant has a default, so a game names
//! only what it knows better than uniform random play.

use super::selection::Selection;
use super::{uniform_move, Level};
#[cfg(feature = "lab")]
use super::{BudgetWeight, Policy, Priors, Pruning};
use crate::core::game::{Game, Seat};
use crate::core::rng::Rng;

/// What a game adds to be searched. Defaults: perfect information, uniform random playouts,
/// no move priors.
pub trait Searchable: Game {
    /// Whether `determinize` re-samples hidden information: then the legal moves of a tree
    /// node differ from one simulation to the next.
    const HIDDEN_INFORMATION: bool = false;

    /// The board a match between computers plays when it names no options (the arena):
    /// the default, or one that surely ends.
    #[cfg(feature = "lab")]
    fn match_config() -> Self::Config {
        Self::Config::default()
    }

    /// A state consistent with what `seat` can see, hidden information re-sampled.
    fn determinize(state: &Self::State, _seat: Seat, _rng: &mut Rng) -> Self::State {
        state.clone()
    }

    /// The move a playout makes (default: a uniformly random legal move).
    fn playout_move(state: &Self::State, rng: &mut Rng) -> Option<Self::Move> {
        uniform_move::<Self>(state, rng)
    }

    /// Another playout policy the game offers by name (`playout:<name>` in
    /// [`Searcher::configured`]), so that two policies can be compared in one build; none by
    /// default.
    #[cfg(feature = "lab")]
    fn playout_named(_name: &str) -> Option<Policy<Self>> {
        None
    }

    /// Another budget weight the game offers by name (`budget:<name>`), to compare it in
    /// one build; none by default.
    #[cfg(feature = "lab")]
    fn budget_named(_name: &str) -> Option<BudgetWeight<Self>> {
        None
    }

    /// Another pruning the game offers by name (`prune:<name>`), to compare it in one
    /// build; none by default.
    #[cfg(feature = "lab")]
    fn pruning_named(_name: &str) -> Option<Pruning<Self>> {
        None
    }

    /// Other priors the game offers by name (`priors:<name>`), to compare them in one
    /// build; none by default.
    #[cfg(feature = "lab")]
    fn priors_named(_name: &str) -> Option<Priors<Self>> {
        None
    }

    /// The moves the game's opening book holds for `state`, any of them as good (the
    /// computer's strongest levels play one without searching; see [`Searcher::play`]);
    /// none by default.
    fn book(_state: &Self::State) -> Vec<Self::Move> {
        Vec::new()
    }

    /// How promising each of `moves` (the legal moves of `state`) looks before any simulation,
    /// in [0, 1], 1 for the best-looking; `None` (the default) where the game knows nothing.
    fn priors(_state: &Self::State, _moves: &[Self::Move]) -> Option<Vec<f64>> {
        None
    }

    /// The exploration constant of UCB (rewards are in [0, 1]): lower trusts the best move
    /// found so far more.
    const EXPLORATION: f64 = 0.7;

    /// How the tree chooses among a node's moves (perfect-information games; a game with
    /// hidden information always uses UCB).
    const SELECTION: Selection = Selection::Ucb;

    /// The simulations through a node before it lists its moves and grows the tree below it
    /// (see [`Searcher::expand_after`]); 1: on its first visit after its creation.
    const EXPAND_AFTER: f64 = 1.0;

    /// Playouts stop after this many moves and score the position as it stands.
    const PLAYOUT_LIMIT: usize = 1000;

    /// Playouts per move for Easy, Medium and Hard (games with slow playouts use fewer).
    const BUDGETS: [usize; 3] = [150, 1000, 5000];

    /// How much of the level's budget a search in `state` gets (1: all of it): a game
    /// whose moves matter more at some stage than at others spends its simulations there.
    fn budget_weight(_state: &Self::State) -> f64 {
        1.0
    }

    /// The search behind the Hint button: Medium answers in well under a second in the
    /// browser and sees enough simulations per candidate to rank them.
    const HINT_LEVEL: Level = Level::Medium;

    /// Whether the search first drops the root's moves that lose at once (worth it where a
    /// move can end the game in a loss; wasted where the game only ends when nobody can
    /// move).
    const LOOK_FOR_LOSSES: bool = true;

    /// Whether a new tree node first looks for a move that wins at once (worth it where a
    /// game can end suddenly; wasted where it only ends when the board is full).
    const LOOK_FOR_WINS: bool = true;

    /// Whether a win scores more the sooner it comes and a loss the later (see [`sooner`]):
    /// the tie-break a player expects among winning lines, and among losing ones. Off where
    /// the game's own reward already ranks wins and losses (Blokus by the score margin).
    const SOONER_WINS: bool = true;

    /// Of the root's `moves`, the ones a player would consider: a game drops those it knows
    /// to be needlessly worse than another (say, bumping one's partner when another play
    /// gains as much). Asked only at the root, after the checks of what a move decides at
    /// once; an empty answer keeps them all. Default: all.
    fn considered(_state: &Self::State, moves: Vec<Self::Move>) -> Vec<Self::Move> {
        moves
    }

    /// Of a tree node's legal `moves`, those the search looks at (a player's pruning, say
    /// only large pieces early in Blokus); asked at every node as its moves are listed, so
    /// it must be cheap. An empty answer keeps them all. Default: all.
    fn pruned(_state: &Self::State, moves: Vec<Self::Move>) -> Vec<Self::Move> {
        moves
    }

    /// Each seat's margin at the end of a playout (its score less its best opponent's), for
    /// the score bonus ([`Experiments::bonus`](super::Experiments)); `None` (the default): the game has no score.
    fn margins(_state: &Self::State) -> Option<Vec<f64>> {
        None
    }

    /// A quick judgement of a position: each seat's chance in [0, 1], for the implicit
    /// minimax backups ([`Experiments::minimax`](super::Experiments)); `None` (the default): the game has none.
    fn evaluate(_state: &Self::State) -> Option<Vec<f64>> {
        None
    }

    /// A number naming a move, the same for the same move in any position (for the last
    /// good replies, [`Experiments::replies`](super::Experiments::replies)); `None` (the default): the game has none.
    fn move_key(_mv: &Self::Move) -> Option<u64> {
        None
    }

    /// RAVE counted into the values by default ([`Searcher::rave_value`]); `None`: not.
    const RAVE_VALUE: Option<f64> = None;

    /// The share of its time a timed search takes once settled, by default
    /// ([`Searcher::settled_share`]); `None`: all of it.
    const SETTLED_SHARE: Option<f64> = None;

    /// The share of the ended simulations the mover must win (or lose) before a timed search
    /// counts as settled, by default ([`Searcher::settled_certainty`]).
    const SETTLED_CERTAINTY: f64 = 0.99;

    /// Whether the search stops at `state` and scores it with `rewards`: asked after every
    /// move the search makes, never at its root. Default: when the game is over. A game of
    /// rounds stops at the end of the round, since what a move decides is the round (a lost
    /// round must cost what it costs a player, not a fraction of the match).
    fn settled(state: &Self::State) -> bool {
        Self::to_move(state).is_none()
    }

    /// Whether a simulation may stop at `state` because its result is known, before it is
    /// `settled` (with the option `stop:decided`). Default: when settled. Blokus: once the
    /// ranking can no longer change. A search from a root already decided stops only where
    /// settled: what is left to play for there (Blokus: the margin) only the end tells.
    fn decided(state: &Self::State) -> bool {
        Self::settled(state)
    }

    /// Each seat's reward in [0, 1] for a settled (or cut-off) playout: at least [`WIN`] for
    /// a win, at most [`LOSS`] for a loss, so a game may add tie-break terms inside those. Default: winners
    /// share a win, a draw or an unfinished game is worth 1/2.
    fn rewards(state: &Self::State) -> Vec<f64> {
        let seats = Self::seats(state);
        match Self::outcome(state) {
            Some(o) if !o.winners.is_empty() => (0..seats)
                .map(|s| {
                    if o.winners.contains(&(s as Seat)) {
                        1.0
                    } else {
                        0.0
                    }
                })
                .collect(),
            _ => vec![0.5; seats],
        }
    }
}
