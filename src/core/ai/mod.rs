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
//! only). `v1` keeps the search as it was before.

use super::game::{Game, Seat};
use super::rng::Rng;

pub mod analysis;
pub mod v1;

/// What a game adds to be searched. Defaults: perfect information, uniform random playouts,
/// no move priors.
pub trait Searchable: Game {
    /// Whether `determinize` re-samples hidden information: then the legal moves of a tree
    /// node differ from one simulation to the next.
    const HIDDEN_INFORMATION: bool = false;

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
    fn playout_named(_name: &str) -> Option<Policy<Self>> {
        None
    }

    /// Another budget weight the game offers by name (`budget:<name>`), to compare it in
    /// one build; none by default.
    fn budget_named(_name: &str) -> Option<BudgetWeight<Self>> {
        None
    }

    /// Another pruning the game offers by name (`prune:<name>`), to compare it in one
    /// build; none by default.
    fn pruning_named(_name: &str) -> Option<Pruning<Self>> {
        None
    }

    /// Other priors the game offers by name (`priors:<name>`), to compare them in one
    /// build; none by default.
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

    /// RAVE (all moves as first) in PUCT's values, with this equivalence (see
    /// [`Searcher::rave`]); `None` (the default): none.
    const RAVE: Option<f64> = None;

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
    /// the score bonus ([`Searcher::bonus`]); `None` (the default): the game has no score.
    fn margins(_state: &Self::State) -> Option<Vec<f64>> {
        None
    }

    /// A quick judgement of a position: each seat's chance in [0, 1], for the implicit
    /// minimax backups ([`Searcher::minimax`]); `None` (the default): the game has none.
    fn evaluate(_state: &Self::State) -> Option<Vec<f64>> {
        None
    }

    /// A number naming a move, the same for the same move in any position (for the last
    /// good replies, [`Searcher::replies`]); `None` (the default): the game has none.
    fn move_key(_mv: &Self::Move) -> Option<u64> {
        None
    }

    /// Whether playouts play the last good replies by default ([`Searcher::replies`]).
    const LAST_GOOD_REPLY: bool = false;

    /// RAVE counted into the values by default ([`Searcher::rave_value`]); `None`: not.
    const RAVE_VALUE: Option<f64> = None;

    /// The share of its time a timed search takes once settled, by default
    /// ([`Searcher::settled_share`]); `None`: all of it.
    const SETTLED_SHARE: Option<f64> = None;

    /// The share of the ended simulations the mover must win (or lose) before a timed search
    /// counts as settled, by default ([`Searcher::settled_certainty`]).
    const SETTLED_CERTAINTY: f64 = 0.99;

    /// The weight of the score bonus by default (see [`Searcher::bonus`]); `None`: none.
    const SCORE_BONUS: Option<f64> = None;

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

/// Weight of a child's prior in its selection value; fades as 1 / (visits + 1).
const PRIOR_BIAS: f64 = 1.0;

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

impl Selection {
    /// A selection named as the arena and the GTP engine take it: `ucb`, or
    /// `puct:<c>:<prior visits>`.
    pub fn parse(text: &str) -> Option<Selection> {
        if text == "ucb" {
            return Some(Selection::Ucb);
        }
        let mut parts = text.strip_prefix("puct:")?.split(':');
        let c = parts.next()?.parse().ok()?;
        let prior_visits = parts.next()?.parse().ok()?;
        let scaled = match parts.next() {
            None => false,
            Some("sqrt") => true,
            Some(_) => return None,
        };
        Some(Selection::Puct {
            c,
            prior_visits,
            scaled,
        })
    }
}

/// How far below the parent's value a child's starting value (PUCT) lies when its prior is
/// 0 rather than 1 (the best-looking move starts at the parent's value).
const PRIOR_VALUE_SPREAD: f64 = 0.1;

/// RAVE counted as weighted results (`rave_value`) stops for a node's children once the node
/// has this many visits, and for a child once it has this many RAVE visits.
const RAVE_PARENT_MAX: f64 = 25_000.0;
const RAVE_CHILD_MAX: f64 = 2_000.0;

/// RAVE's weight of a child's all-moves-as-first mean against its own: β = ñ / (n + ñ +
/// n·ñ / k), with ñ RAVE visits, n visits (counting PUCT's virtual ones) and k the
/// equivalence (at n = k, β is at most about one half), so the RAVE mean speaks while visits
/// are few and fades as they grow.
fn rave_beta(k: f64, visits: f64, amaf_visits: f64) -> f64 {
    if amaf_visits <= 0.0 {
        return 0.0;
    }
    amaf_visits / (visits + amaf_visits + visits * amaf_visits / k)
}

/// How many children a node with priors may have after `visits` visits (progressive
/// widening): the best-looking first, more as the node proves worth looking into.
fn widening(visits: f64) -> usize {
    2 + visits.sqrt() as usize
}

struct Node<M> {
    mv: Option<M>,
    /// The seat that made `mv` (whose reward this node accumulates).
    by: Option<Seat>,
    children: Vec<usize>,
    /// Perfect information: the moves not yet in the tree, the next to add last. Listed on the
    /// node's first visit past its creation.
    untried: Option<Vec<(M, f64)>>,
    /// Whether the game gave priors for this node's moves (then it widens progressively).
    informed: bool,
    /// The sum of the priors of the node's moves (PUCT's shares).
    prior_sum: f64,
    prior: f64,
    visits: f64,
    reward: f64,
    /// How often this node's move was legal when its parent was visited (ISMCTS).
    available: f64,
    /// Playouts through this node that reached the end of the game, and those the seat that
    /// made the move won (for the hint's "won in N % of simulations").
    ended: f64,
    won: f64,
    /// RAVE (all moves as first): simulations through the parent in which the mover made
    /// this node's move at any later point, and the mover's reward in them.
    amaf_visits: f64,
    amaf_reward: f64,
    /// RAVE for every move this node listed, in the tree or not (`untried_rave`).
    untried_amaf: Option<Box<UntriedAmaf>>,
    /// This node's entry in its parent's `untried_amaf`, which then holds its RAVE
    /// statistics instead of `amaf_visits` and `amaf_reward`.
    amaf_slot: Option<u32>,
    /// Implicit minimax: the game's judgement of the position after `mv` for `by`, backed up
    /// from the best child for its mover once the node has children judged.
    judged: Option<f64>,
}

/// RAVE statistics of every move a node listed (PUCT with RAVE, games with `move_key`): a
/// move that does well when played later in the simulations enters the tree before its
/// prior's turn comes, as in a tree that holds every move from the start. Its children
/// keep their statistics here too (one lookup by key per move played, instead of comparing
/// every child with every move).
struct UntriedAmaf {
    /// The seat to move at the node.
    mover: Seat,
    /// One per listed move, by key.
    entries: Vec<AmafEntry>,
}

struct AmafEntry {
    key: u64,
    prior: f64,
    visits: f64,
    reward: f64,
    /// Whether the move is in the tree already (its child keeps its statistics).
    in_tree: bool,
}

impl UntriedAmaf {
    /// The table for `moves` (with their priors) made by `mover`, if every move has a key.
    fn of<G: Searchable>(moves: &[(G::Move, f64)], mover: Seat) -> Option<Box<Self>> {
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

    fn slot(&self, key: u64) -> Option<usize> {
        self.entries.binary_search_by_key(&key, |e| e.key).ok()
    }
}

/// Which untried move a PUCT node adds.
#[derive(Clone, Copy)]
enum Adding {
    /// The best-looking one left.
    Next,
    /// The one with this key (its RAVE value beats the rest).
    Keyed(u64),
}

impl<M> Node<M> {
    fn new(mv: Option<M>, by: Option<Seat>, prior: f64) -> Self {
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

    fn mean(&self) -> f64 {
        if self.visits > 0.0 {
            self.reward / self.visits
        } else {
            0.5
        }
    }

    /// UCB plus progressive bias; `parent` is how often the choice between siblings was made.
    fn value(&self, parent: f64, exploration: f64) -> f64 {
        if self.visits == 0.0 {
            return f64::INFINITY;
        }
        self.mean()
            + exploration * (parent.max(1.0).ln() / self.visits).sqrt()
            + PRIOR_BIAS * self.prior / (self.visits + 1.0)
    }
}

/// Last good replies: by seat, the key of the move two before (`None` for a reply to the
/// move before alone) and the key of the move before, the reply.
type Replies<M> = std::collections::HashMap<(Seat, Option<u64>, u64), M>;

/// A running mean and variance (Welford's), for the score bonus.
#[derive(Clone, Copy, Default)]
struct Running {
    count: f64,
    mean: f64,
    squares: f64,
}

impl Running {
    fn add(&mut self, x: f64) {
        self.count += 1.0;
        let delta = x - self.mean;
        self.mean += delta / self.count;
        self.squares += delta * (x - self.mean);
    }

    /// How many standard deviations `x` lies above the mean (none before any spread).
    fn standard_score(&self, x: f64) -> Option<f64> {
        let variance = self.squares / self.count.max(1.0);
        (variance > 1e-12).then(|| (x - self.mean) / variance.sqrt())
    }
}

/// What PUCT's values at one node share (see `Tree::puct_value`).
#[derive(Clone, Copy)]
struct PuctTerms {
    /// The parent's value for its mover.
    base: f64,
    /// The exploration term's numerator, `c · √N / Σ priors`.
    scale: f64,
    prior_visits: f64,
    scaled: bool,
}

/// One step down the tree from a node.
enum Step {
    /// A new child was added: the playout starts after it.
    Expanded(usize),
    /// An existing child was chosen.
    Descend(usize),
}

struct Tree<G: Searchable> {
    nodes: Vec<Node<G::Move>>,
    policy: Policy<G>,
    selection: Selection,
    /// RAVE's equivalence (see [`Searcher::rave`]); `None`: no RAVE.
    rave: Option<f64>,
    /// Which moves nodes list (`None`: all).
    pruning: Option<Pruning<G>>,
    /// RAVE for the untried moves too, with these virtual visits ([`Searcher::untried_rave`]).
    untried_rave: Option<f64>,
    /// RAVE counts a move less the later it came ([`Searcher::rave_distance`]).
    rave_distance: bool,
    /// RAVE results counted into the children's own values with this weight
    /// ([`Searcher::rave_value`]) instead of mixed in by β.
    rave_value: Option<f64>,
    /// The implicit minimax's weight ([`Searcher::minimax`]), two seats only.
    minimax: Option<f64>,
    /// PUCT's exploration grows as √N · ln(N + 1) ([`Searcher::log_explore`]).
    log_explore: bool,
    /// The visits a node needs before it lists its moves ([`Searcher::expand_after`]), and
    /// how many more for each ply below the root ([`Searcher::expand_per_ply`]).
    expand_after: f64,
    expand_per_ply: f64,
    priors: Priors<G>,
    /// The power the priors are raised to ([`Searcher::sharpness`]).
    sharpness: f64,
    /// The last good replies ([`Searcher::replies`]): by seat and the keys of the moves
    /// before (see `Replies`), the reply that seat made in its last simulation won
    /// (forgotten when one lost).
    replies: Option<Replies<G::Move>>,
    /// Whether the replies to the two moves before are kept and tried first
    /// ([`Searcher::replies_to_two`]).
    replies_to_two: bool,
    /// The score bonus's weight ([`Searcher::bonus`]), and each seat's margins so far.
    bonus: Option<f64>,
    margins: Vec<Running>,
    /// The length bonus's weight ([`Searcher::length_bonus`]), and the playouts' lengths.
    length_bonus: Option<f64>,
    lengths: Running,
    /// The moves searched at the root (`root_moves`): the legal ones that do not lose at once.
    root: Vec<G::Move>,
    /// Each seat's rewards summed over the simulations.
    totals: Vec<f64>,
    /// Whether simulations stop at decided positions (`Searcher::stop_when_decided`), not
    /// only at settled ones: never when the root is decided already.
    stops_when_decided: bool,
}

impl<G: Searchable> Tree<G> {
    fn add_child(&mut self, at: usize, mv: G::Move, by: Seat, prior: f64) -> usize {
        let child = self.nodes.len();
        self.nodes.push(Node::new(Some(mv), Some(by), prior));
        self.nodes[at].children.push(child);
        child
    }

    /// Whether a child has (so far) always won for the mover: it is followed before new
    /// moves are tried, or one winning reply would hide among many untried ones.
    fn sure_win(&self, at: usize, legal: impl Fn(&G::Move) -> bool) -> bool {
        self.nodes[at].children.iter().any(|&ch| {
            let n = &self.nodes[ch];
            n.visits > 0.0 && n.mean() >= 0.95 && n.mv.as_ref().is_some_and(&legal)
        })
    }

    /// PUCT: the parent's value for its mover (the children's mean, 1/2 before any) and
    /// the numerator of the exploration term, `c · √N / Σ priors`.
    fn puct_terms(&self, at: usize, c: f64) -> (f64, f64) {
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
    fn explored(&self, visits: f64) -> f64 {
        if self.log_explore {
            visits.sqrt() * visits.ln_1p()
        } else {
            visits.sqrt()
        }
    }

    /// The value PUCT's virtual visits of a child with `prior` count at.
    fn start_value(terms: PuctTerms, prior: f64) -> f64 {
        if terms.scaled {
            terms.base * prior.sqrt()
        } else {
            terms.base - PRIOR_VALUE_SPREAD * (1.0 - prior)
        }
    }

    /// PUCT value of a child with `prior`, `visits` and total `reward`.
    fn puct_value(terms: PuctTerms, prior: f64, visits: f64, reward: f64) -> f64 {
        Self::puct_value_counting(terms, prior, visits, reward, (0.0, 0.0), 0.0)
    }

    /// PUCT value with RAVE results counted as weighted visits (`rave_value`): the RAVE
    /// visits `amaf` count `w` each in the mean and in the exploration's denominator.
    fn puct_value_counting(
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

    /// PUCT value of a child (`untried`: not in the tree yet) with its RAVE statistics
    /// `amaf` (visits, reward) mixed in, by β or counted as results (`rave_value`).
    fn value_with_rave(
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

    /// PUCT (open games, a node with priors): the best child by PUCT value, and which untried
    /// move would beat it, if one would.
    fn puct_choice(
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
        let judged = |v: f64, n: &Node<G::Move>| match (self.minimax, n.judged) {
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
    fn take_untried(&mut self, at: usize, which: Adding) -> Option<(G::Move, f64, Option<u32>)> {
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

    fn best_child(&self, at: usize, legal: impl Fn(&G::Move) -> bool) -> Option<usize> {
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
    fn step_open(
        &mut self,
        (at, depth): (usize, usize),
        s: &G::State,
        mover: Seat,
        rng: &mut Rng,
    ) -> Option<Step> {
        if self.nodes[at].untried.is_none() {
            let needed = self.expand_after + self.expand_per_ply * depth as f64;
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
    fn step_hidden(&mut self, at: usize, s: &G::State, mover: Seat, rng: &mut Rng) -> Option<Step> {
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

    fn in_tree(&self, at: usize, mv: &G::Move) -> bool {
        self.nodes[at]
            .children
            .iter()
            .any(|&ch| self.nodes[ch].mv.as_ref() == Some(mv))
    }

    /// One simulation: down the tree, one new node, a playout, and the result back up.
    fn simulate(&mut self, root: &G::State, seat: Seat, rng: &mut Rng) {
        let mut s = G::determinize(root, seat, rng);
        let mut path = vec![0usize];
        let mut at = 0usize;
        // RAVE: each move of the simulation and who made it.
        let record = self.rave.is_some() || self.replies.is_some();
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
                if self.minimax.is_some() {
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
        if self.minimax.is_some() {
            self.back_up_judgements(&path);
        }
        if let Some(p) = played {
            if self.rave.is_some() {
                self.update_amaf(&path, &rewards, &p);
            }
            self.remember_replies(&rewards, &p);
        }
    }

    /// Implicit minimax (two seats): each node on the path, deepest first, takes the
    /// judgement of its best judged child for that child's mover, as its own mover sees it.
    fn back_up_judgements(&mut self, path: &[usize]) {
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

    /// Last good reply with forgetting: each reply made by a seat that got the best reward
    /// is kept as its answer to the move before it (and to the two moves before, if
    /// `replies_to_two`); one that did not is forgotten if kept.
    fn remember_replies(&mut self, rewards: &[f64], played: &[(Seat, G::Move)]) {
        let two = self.replies_to_two;
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
    fn add_bonus(&mut self, s: &G::State, rewards: &mut [f64]) {
        let (Some(weight), Some(margins)) = (self.bonus, self.bonus.and_then(|_| G::margins(s)))
        else {
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
    fn add_length_bonus(&mut self, plies: usize, rewards: &mut [f64]) {
        let Some(weight) = self.length_bonus else {
            return;
        };
        if let Some(z) = self.lengths.standard_score(plies as f64) {
            for r in rewards.iter_mut() {
                *r -= weight * (*r - 0.5) * z.tanh();
            }
        }
        self.lengths.add(plies as f64);
    }

    /// Plays `s` on to where the search scores it; returns the moves made (and records them
    /// with their movers in `played`, if given).
    fn playout(
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
    fn stops_at(&self, s: &G::State) -> bool {
        G::settled(s) || (self.stops_when_decided && G::decided(s))
    }

    /// The last good reply of `mover` to the moves `lasts` (the last two, or fewer), played
    /// on `s` if it is legal there: to both first (`replies_to_two`), then to the last.
    fn good_reply(
        &self,
        s: &mut G::State,
        mover: Seat,
        lasts: &[(Seat, G::Move)],
    ) -> Option<G::Move> {
        let replies = self.replies.as_ref()?;
        let key = G::move_key(&lasts.last()?.1)?;
        let before = match (self.replies_to_two, lasts) {
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

    /// RAVE: every child of a node on the path whose move its mover made later in the
    /// simulation (in the tree or the playout) counts the simulation as its own. `played[i]`
    /// is the move made at `path[i]`.
    fn update_amaf(&mut self, path: &[usize], rewards: &[f64], played: &[(Seat, G::Move)]) {
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

    /// Each node scores the reward of the seat that made its move (`plies` after the root).
    fn backpropagate(&mut self, path: &[usize], s: &G::State, rewards: &[f64]) {
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

/// A node's moves in the order to add them to the tree (the first to add last), and whether
/// they are ordered by the game's priors. Without priors: a move that wins at once, then the
/// playout policy's move, then the rest at random.
fn ordered_moves<G: Searchable>(
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
        if tree.sharpness == 1.0 {
            p
        } else {
            p.powf(tree.sharpness)
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
fn bring_last<M>(list: &mut Vec<(M, f64)>, pred: impl Fn(&M) -> bool) {
    if let Some(i) = list.iter().position(|(m, _)| pred(m)) {
        let entry = list.remove(i);
        list.push(entry);
    }
}

/// The reward `seat` gets if `mv` settles the search at once (ends the game, or the round
/// in a game of rounds); `None` if the play goes on.
fn settled_by<G: Searchable>(s: &G::State, mv: &G::Move, seat: Seat) -> Option<f64> {
    let mut t = s.clone();
    G::apply(&mut t, mv).ok()?;
    G::settled(&t).then(|| G::rewards(&t).get(seat as usize).copied().unwrap_or(0.5))
}

fn wins_at_once<G: Searchable>(s: &G::State, mv: &G::Move, mover: Seat) -> bool {
    settled_by::<G>(s, mv, mover).is_some_and(|r| r >= WIN)
}

/// Whether `mv` (by whoever is to move in `s`) settles the search with a loss for `seat`.
fn loses_at_once<G: Searchable>(s: &G::State, mv: &G::Move, seat: Seat) -> bool {
    settled_by::<G>(s, mv, seat).is_some_and(|r| r <= LOSS)
}

/// How many replies of the next player would make `seat` lose at once after `mv` (a win
/// handed to the opponent); perfect information only.
fn losing_replies<G: Searchable>(s: &G::State, mv: &G::Move, seat: Seat) -> usize {
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
fn fewest<M>(moves: Vec<M>, cost: impl Fn(&M) -> usize) -> Vec<M> {
    let costs: Vec<usize> = moves.iter().map(cost).collect();
    let least = costs.iter().copied().min().unwrap_or(0);
    moves
        .into_iter()
        .zip(costs)
        .filter(|(_, c)| *c == least)
        .map(|(m, _)| m)
        .collect()
}

/// Which untried move a hidden-information node adds: one that wins at once (on its first
/// visit), else the best prior, else the playout policy's move, else any. With its prior.
fn pick_untried<G: Searchable>(
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

/// A search that keeps its tree from one move to the next (tree reuse): when asked again
/// in a position its last tree reached (its own move, then the others' moves since), it
/// starts from that subtree, so what the simulations learned about the moves actually
/// played is not thrown away. The budget counts new simulations only. Perfect-information
/// games only (a hidden-information tree is searched afresh every time).
pub struct Searcher<G: Searchable> {
    kept: Option<Kept<G>>,
    /// The root visits carried over into the last search.
    reused: f64,
    /// Whether it keeps its tree (on by default; off searches afresh every move).
    pub reuse: bool,
    /// How the tree chooses among a node's moves (default: the game's `SELECTION`).
    pub selection: Selection,
    /// How much of the level's budget a search in a position gets (default: the game's
    /// `budget_weight`; `flat`: all of it everywhere; `budget:<name>`: another the game
    /// names, [`Searchable::budget_named`]). A time limit is a budget too: callers that
    /// search by time scale it by [`Searcher::budget_share`].
    pub budget_weight: BudgetWeight<G>,
    /// A factor on the level's simulations (option `scale:<k>`; default 1): what a larger
    /// budget is worth, measured with the rest of the search unchanged.
    pub budget_scale: f64,
    /// The playout policy of `search` (default: the game's `playout_move`).
    pub policy: Policy<G>,
    /// RAVE (all moves as first; PUCT only): a child's value leans towards the mean reward
    /// of the simulations through its parent in which its mover made its move at any later
    /// point, by ñ / (n + ñ + n·ñ / k) for k this equivalence. Default: the game's `RAVE`.
    pub rave: Option<f64>,
    /// Which of a tree node's moves it looks at (default the game's `pruned`; `noprune`:
    /// all; `prune:<name>`: another the game names, [`Searchable::pruning_named`]).
    pub pruning: Option<Pruning<G>>,
    /// RAVE statistics for the moves a node listed but has not yet added, so that one doing
    /// well later in the simulations enters before its prior's turn, its RAVE mean weighed
    /// against this many virtual visits at its starting value (`rave-untried:<n>`; games with
    /// `move_key`; off by default).
    pub untried_rave: Option<f64>,
    /// RAVE counting a move made later in the simulation for less the later it came: by
    /// 1 − d / L, d its distance from the node and L the moves from the node to the end
    /// (`rave-dist`; off by default): a placement many moves on means less for this one.
    pub rave_distance: bool,
    /// RAVE as weighted results (`rave-value:<w>`, `rave-value:0` none; default the game's
    /// `RAVE_VALUE`): each all-moves-as-first result counts into the child's own mean and
    /// visit count with weight w, less the later the move came (as `rave_distance`), until
    /// the child has `RAVE_CHILD_MAX` RAVE visits and its parent `RAVE_PARENT_MAX` visits,
    /// as in Pentobi's published search, instead of a separate mean mixed in by β (it then
    /// takes the place of `rave`). Every listed move keeps its RAVE results, so a move doing
    /// well later in the simulations enters the tree when its value beats every child's.
    pub rave_value: Option<f64>,
    /// Implicit minimax backups (`minimax:<w>`; off by default; two-seat games with
    /// [`Searchable::evaluate`]): each new node keeps the game's judgement of its position,
    /// backed up as a minimax over the tree's children, and PUCT weighs it by w against the
    /// node's mean (after Lanctot et al., "Monte Carlo tree search with heuristic
    /// evaluations using implicit minimax backups").
    pub minimax: Option<f64>,
    /// PUCT's exploration growing as √N · ln(N + 1) with the parent's visits N instead of √N
    /// (`explore-log`, with `puct:<c>:<prior visits>` for a c on that scale; off by default):
    /// a node much visited looks wider, as in Pentobi's published search.
    pub log_explore: bool,
    /// How many simulations must pass through a node before it lists its moves (with priors,
    /// the costly part of a new node) and the tree grows below it (`expand:<n>`; default the
    /// game's `EXPAND_AFTER`).
    pub expand_after: f64,
    /// How many more it needs for each ply below the root (`expand:<n>:<per ply>`; default
    /// 0): deep nodes, seldom seen again, list their moves later (as in Pentobi's published
    /// search).
    pub expand_per_ply: f64,
    /// The score bonus's weight (`bonus:<w>`; default the game's `SCORE_BONUS`): each
    /// playout's rewards move by up to w by how its margins compare with the search's
    /// others (after Pepels et al., "Quality-based rewards for Monte-Carlo tree search").
    pub bonus: Option<f64>,
    /// The length bonus's weight (`length-bonus:<w>`; off by default): a win's reward
    /// shrinks and a loss's grows by up to w/2 by how much longer than the search's other
    /// simulations it ran (after Pepels et al., as in Pentobi's published search).
    pub length_bonus: Option<f64>,
    /// The tree's priors (`priors:<name>`; default the game's `priors`).
    pub priors: Priors<G>,
    /// The power each prior is raised to (`sharpen:<k>`; default 1): above 1 the priors
    /// favour their best moves more, below 1 less (for softmax priors, the temperature 1/k).
    pub sharpness: f64,
    /// Last good reply with forgetting (`lgr`, `nolgr`; default the game's
    /// `LAST_GOOD_REPLY`): a playout plays, when legal, the reply the same seat made to the
    /// same move in the last simulation it won with it; a simulation lost with a reply forgets
    /// it. Kept from one search to the next while the tree is. Needs `Searchable::move_key`.
    pub replies: bool,
    /// Last good replies to the two moves before too (`lgr2`, which implies `lgr`), tried
    /// before the reply to the move before alone, as Pentobi's published playouts do.
    pub replies_to_two: bool,
    /// The replies kept from the last search.
    kept_replies: Option<Replies<G::Move>>,
    /// Whether `play` takes the game's book moves (on by default; `nobook` searches every
    /// position, as the analysis does).
    pub book: bool,
    /// Whether a search within a time limit (`search_timed`) stops once the most-visited
    /// move can no longer be overtaken in the time left at the rate so far (`timed-stop`;
    /// off by default), as a search within a budget of simulations always does.
    pub timed_stop: bool,
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
    /// How far past its time a search within a time limit may go while its choice is
    /// unstable: a move with at least half the most-visited one's visits has the better mean,
    /// and would likely overtake it (`unstable:<factor>`, at most factor × the time; off by
    /// default; after Huang, Coulom and Lin, "Time management for Monte-Carlo tree search").
    pub unstable_extension: Option<f64>,
    /// Whether the search plays the move with the most won simulations (visits × mean, as
    /// Pentobi's published search does; `final:wins`) instead of the most visited one.
    pub choose_by_wins: bool,
    /// Whether simulations stop once the game is decided (`Searchable::decided`), not only
    /// where it settles (`stop:decided`; off by default), unless the root is decided already.
    pub stop_when_decided: bool,
    /// The root's moves, when the caller names them (the analysis measures one move with a
    /// search of it alone, its whole budget spent below it); `None`: the moves [`root_moves`]
    /// keeps.
    pub root_only: Option<Vec<G::Move>>,
}

/// The tree of the last search, its root position and the root child it played.
struct Kept<G: Searchable> {
    state: G::State,
    nodes: Vec<Node<G::Move>>,
    chosen: usize,
}

/// How many plies below the move it played a searcher looks for the new position.
const REUSE_PLIES: usize = 4;
/// How many positions it compares at most while looking.
const REUSE_LOOKS: usize = 4096;

/// An option's number, or the error naming the option's form (`usage`).
fn parsed<T: std::str::FromStr>(value: &str, usage: &str) -> Result<T, String> {
    value.parse().map_err(|_| format!("{usage}, not {value:?}"))
}

/// A weight that switches its feature off at zero or below.
fn positive(weight: f64) -> Option<f64> {
    (weight > 0.0).then_some(weight)
}

impl<G: Searchable> Default for Searcher<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Searchable> Searcher<G> {
    pub fn new() -> Self {
        Searcher {
            kept: None,
            reused: 0.0,
            reuse: true,
            selection: G::SELECTION,
            budget_weight: G::budget_weight,
            budget_scale: 1.0,
            policy: G::playout_move,
            rave: G::RAVE,
            pruning: Some(G::pruned),
            untried_rave: None,
            rave_distance: false,
            rave_value: G::RAVE_VALUE,
            minimax: None,
            log_explore: false,
            expand_after: G::EXPAND_AFTER,
            expand_per_ply: 0.0,
            bonus: G::SCORE_BONUS,
            length_bonus: None,
            priors: G::priors,
            sharpness: 1.0,
            replies: G::LAST_GOOD_REPLY,
            replies_to_two: false,
            kept_replies: None,
            book: true,
            timed_stop: false,
            settled_share: G::SETTLED_SHARE,
            settled_certainty: G::SETTLED_CERTAINTY,
            unstable_extension: None,
            stop_when_decided: false,
            root_only: None,
            choose_by_wins: false,
        }
    }

    /// The search as named by `/`-separated options (the arena's and the GTP engine's
    /// variants, to compare them in one build): `fresh` (no tree reuse), `flat` (the
    /// level's budget at every move), `ucb`, `puct:<c>:<prior visits>` (see [`Selection`]),
    /// `playout:<name>` (a playout policy the game names, [`Searchable::playout_named`]),
    /// `rave:<k>` (RAVE with equivalence k, [`Searcher::rave`]; `rave:0` none), and the
    /// others named in the error for an unknown one.
    pub fn configured(options: &str) -> Result<Self, String> {
        let mut searcher = Self::new();
        for option in options.split('/').filter(|o| !o.is_empty()) {
            if option == "fresh" {
                searcher.reuse = false;
            } else if option == "flat" {
                searcher.budget_weight = |_| 1.0;
            } else if option == "rave-dist" {
                searcher.rave_distance = true;
            } else if let Some(w) = option.strip_prefix("rave-value:") {
                searcher.rave_value = positive(parsed(w, "rave-value:<weight>")?);
            } else if let Some(w) = option.strip_prefix("minimax:") {
                searcher.minimax = positive(parsed(w, "minimax:<weight>")?);
            } else if option == "explore-log" {
                searcher.log_explore = true;
            } else if option == "lgr" || option == "nolgr" {
                searcher.replies = option == "lgr";
            } else if option == "lgr2" {
                (searcher.replies, searcher.replies_to_two) = (true, true);
            } else if let Some(n) = option.strip_prefix("rave-untried:") {
                searcher.untried_rave = Some(parsed(n, "rave-untried:<virtual visits>")?);
            } else if option == "book" || option == "nobook" {
                searcher.book = option == "book";
            } else if option == "timed-stop" {
                searcher.timed_stop = true;
            } else if let Some(k) = option.strip_prefix("settled:") {
                let usage = "settled:<share of the time>[:<certainty>]";
                let (share, certainty) = k.split_once(':').unwrap_or((k, ""));
                searcher.settled_share = positive(parsed(share, usage)?);
                if !certainty.is_empty() {
                    // At half or less, every search would count as settled at once.
                    match parsed(certainty, usage)? {
                        c if c > 0.5 && c <= 1.0 => searcher.settled_certainty = c,
                        _ => return Err(format!("{usage}: a certainty above 0.5, up to 1")),
                    }
                }
            } else if let Some(k) = option.strip_prefix("unstable:") {
                match parsed(k, "unstable:<factor of the time>")? {
                    f if f >= 1.0 => searcher.unstable_extension = Some(f),
                    _ => return Err("unstable:<factor of the time>: at least 1".into()),
                }
            } else if option == "final:wins" {
                searcher.choose_by_wins = true;
            } else if option == "stop:decided" {
                searcher.stop_when_decided = true;
            } else if option == "noprune" {
                searcher.pruning = None;
            } else if let Some(w) = option.strip_prefix("length-bonus:") {
                searcher.length_bonus = positive(parsed(w, "length-bonus:<weight>")?);
            } else if let Some(w) = option.strip_prefix("bonus:") {
                searcher.bonus = positive(parsed(w, "bonus:<weight>")?);
            } else if let Some(k) = option.strip_prefix("scale:") {
                searcher.budget_scale = parsed(k, "scale:<factor>")?;
            } else if let Some(n) = option.strip_prefix("expand:") {
                let (n, per_ply) = n.split_once(':').unwrap_or((n, "0"));
                searcher.expand_after = parsed(n, "expand:<visits>[:<per ply>]")?;
                searcher.expand_per_ply = parsed(per_ply, "expand:<visits>[:<per ply>]")?;
            } else if let Some(k) = option.strip_prefix("rave:") {
                searcher.rave = positive(parsed(k, "rave:<equivalence>")?);
            } else if let Some(k) = option.strip_prefix("sharpen:") {
                searcher.sharpness = parsed(k, "sharpen:<power>")?;
            } else if let Some(name) = option.strip_prefix("priors:") {
                searcher.priors =
                    G::priors_named(name).ok_or(format!("this game has no priors {name:?}"))?;
            } else if let Some(name) = option.strip_prefix("budget:") {
                searcher.budget_weight = G::budget_named(name)
                    .ok_or(format!("this game has no budget weight {name:?}"))?;
            } else if let Some(name) = option.strip_prefix("prune:") {
                searcher.pruning = Some(
                    G::pruning_named(name).ok_or(format!("this game has no pruning {name:?}"))?,
                );
            } else if let Some(name) = option.strip_prefix("playout:") {
                searcher.policy = G::playout_named(name)
                    .ok_or(format!("this game has no playout policy {name:?}"))?;
            } else {
                searcher.selection = Selection::parse(option).ok_or(format!(
                    "unknown search option {option:?}: fresh, flat, noprune, ucb, \
                     book, nobook, timed-stop, settled:<share>[:<certainty>], unstable:<factor>, final:wins, stop:decided, scale:<k>, puct:<c>:<prior visits>, rave:<k>, bonus:<w>, length-bonus:<w>, expand:<n>, lgr, lgr2, \
                     nolgr, rave-untried:<n>, rave-dist, rave-value:<w>, minimax:<w>, explore-log, priors:<name>, sharpen:<k>, prune:<name>, budget:<name> or \
                     playout:<name>"
                ))?;
            }
        }
        Ok(searcher)
    }

    /// Forgets the kept tree (a new game).
    pub fn clear(&mut self) {
        self.kept = None;
    }

    /// The share of the level's budget, simulations or time, a search in `state` gets.
    pub fn budget_share(&self, state: &G::State) -> f64 {
        (self.budget_weight)(state) * self.budget_scale
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

    /// The kept subtree whose root is `state`, if the last tree reached it.
    fn subtree(&mut self, state: &G::State) -> Option<Vec<Node<G::Move>>> {
        let kept = self.kept.take()?;
        if G::HIDDEN_INFORMATION || !self.reuse {
            return None;
        }
        if kept.state == *state {
            return Some(kept.nodes);
        }
        let nodes = &kept.nodes;
        let mut first = kept.state.clone();
        G::apply(&mut first, nodes[kept.chosen].mv.as_ref()?).ok()?;
        let mut frontier = vec![(kept.chosen, first)];
        let mut looks = 0;
        let mut found = None;
        'plies: for _ in 0..REUSE_PLIES {
            let mut next = Vec::new();
            for (at, s) in frontier {
                looks += 1;
                if s == *state {
                    found = Some(at);
                    break 'plies;
                }
                if looks > REUSE_LOOKS {
                    break 'plies;
                }
                for &ch in &nodes[at].children {
                    let Some(mv) = nodes[ch].mv.as_ref() else {
                        continue;
                    };
                    if nodes[ch].visits > 0.0 {
                        let mut t = s.clone();
                        if G::apply(&mut t, mv).is_ok() {
                            next.push((ch, t));
                        }
                    }
                }
            }
            frontier = next;
        }
        found.map(|at| extract(kept.nodes, at))
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

    /// `search_with` within a time limit: `spent()` is the share of it used so far (1: all),
    /// the position's `budget_share` of it given to this search. With `timed_stop` the
    /// search also stops once its choice can no longer change in the time left.
    pub fn search_timed(
        &mut self,
        state: &G::State,
        level: Level,
        rng: &mut Rng,
        mut spent: impl FnMut() -> f64,
        policy: Policy<G>,
    ) -> Option<Choice<G::Move>> {
        let (share, timed_stop) = (self.budget_share(state), self.timed_stop);
        let (settled_share, extension) = (self.settled_share, self.unstable_extension);
        let left = |p: Progress| {
            let share = match (p.settled, settled_share) {
                (true, Some(k)) => share * k,
                _ => share,
            };
            let used = spent() / share;
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

    /// The search: `left(progress)` says how many more simulations it may run at most
    /// (0: stop now; `usize::MAX`: not known), besides the level's budget; `watch` says which
    /// of the progress's judgements of the root are made (only a timed search uses them).
    fn run(
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
        let rave = match selection {
            Selection::Puct { .. } => self.rave.or(self.rave_value.map(|_| f64::INFINITY)),
            Selection::Ucb => None,
        };
        let mut tree = Tree::<G> {
            nodes,
            policy,
            selection,
            rave,
            pruning: self.pruning,
            untried_rave: self.untried_rave.or(self.rave_value.map(|_| 0.0)),
            rave_distance: self.rave_distance || self.rave_value.is_some(),
            rave_value: self.rave_value,
            minimax: self.minimax.filter(|_| G::seats(state) == 2),
            log_explore: self.log_explore,
            expand_after: self.expand_after,
            expand_per_ply: self.expand_per_ply,
            bonus: self.bonus,
            priors: self.priors,
            sharpness: self.sharpness,
            replies: self.replies.then(|| {
                (self.reused > 0.0)
                    .then(|| self.kept_replies.take())
                    .flatten()
                    .unwrap_or_default()
            }),
            replies_to_two: self.replies_to_two,
            margins: Vec::new(),
            length_bonus: self.length_bonus,
            lengths: Running::default(),
            root,
            totals: vec![0.0; G::seats(state)],
            stops_when_decided: self.stop_when_decided && !G::decided(state),
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
            .max_by(|&a, &b| match self.choose_by_wins {
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

/// The root's figures after `done` simulations.
fn seen<G: Searchable>(tree: &Tree<G>, done: usize) -> Seen<G::Move> {
    let nodes = &tree.nodes;
    let moves = (nodes[0].children.iter())
        .filter_map(|&ch| Some((nodes[ch].mv.clone()?, nodes[ch].visits, nodes[ch].mean())))
        .filter(|(mv, _, _)| tree.root.contains(mv))
        .collect();
    let chances = tree.totals.iter().map(|t| t / done.max(1) as f64).collect();
    Seen { chances, moves }
}

/// The subtree of `nodes` under `root`, as a tree of its own (`root` first, no move).
fn extract<M>(nodes: Vec<Node<M>>, root: usize) -> Vec<Node<M>> {
    let mut nodes: Vec<Option<Node<M>>> = nodes.into_iter().map(Some).collect();
    let mut out: Vec<Node<M>> = Vec::new();
    let mut stack = vec![(root, None::<usize>)];
    while let Some((old, parent)) = stack.pop() {
        let Some(mut node) = nodes[old].take() else {
            continue;
        };
        let children = std::mem::take(&mut node.children);
        let new = out.len();
        out.push(node);
        if let Some(p) = parent {
            out[p].children.push(new);
        }
        stack.extend(children.iter().rev().map(|&ch| (ch, Some(new))));
    }
    if let Some(r) = out.first_mut() {
        r.mv = None;
        r.by = None;
        r.reward = 0.0;
    }
    out
}

/// A choice that needs no search: the only legal move, or one that wins at once.
fn obvious<G: Searchable>(
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

/// Which of two root children to play: the more visited; among equals (every line looked
/// the same, say all won or all lost), the better mean, then the better-looking move.
fn more_chosen<M>(a: &Node<M>, b: &Node<M>) -> std::cmp::Ordering {
    a.visits
        .total_cmp(&b.visits)
        .then(a.mean().total_cmp(&b.mean()))
        .then(a.prior.total_cmp(&b.prior))
}

/// How far a search has come, as its time limit sees it.
#[derive(Clone, Copy, Default)]
struct Progress {
    done: usize,
    /// The mover has won, or lost, nearly every simulation that ended (`settled`).
    settled: bool,
    /// Another move is close to overtaking the most-visited one (`unstable`).
    unstable: bool,
}

/// Which of `Progress`'s judgements a search makes (each costs a look at the root).
#[derive(Clone, Copy, Default)]
struct Watch {
    settled: bool,
    unstable: bool,
}

/// Whether a root child with at least half the most-visited child's visits has a better
/// mean than it: the search's choice is still likely to change.
fn unstable<M>(nodes: &[Node<M>]) -> bool {
    let children = || nodes[0].children.iter().map(|&ch| &nodes[ch]);
    let Some(top) = children().max_by(|a, b| a.visits.total_cmp(&b.visits)) else {
        return false;
    };
    children().any(|c| c.visits >= top.visits / 2.0 && c.mean() > top.mean())
}

/// The simulations that must have ended before a search counts as settled
/// (`Searcher::settled_share`).
const SETTLED_AFTER: f64 = 256.0;

/// Whether the mover at the root has won at least `certainty` of the simulations that reached
/// the end of the game, or lost at least that share of them (and at least `SETTLED_AFTER` did).
fn settled<M>(nodes: &[Node<M>], certainty: f64) -> bool {
    let (ended, won) = (nodes[0].children.iter())
        .map(|&ch| (nodes[ch].ended, nodes[ch].won))
        .fold((0.0, 0.0), |(e, w), (ce, cw)| (e + ce, w + cw));
    let sure = certainty * ended;
    ended >= SETTLED_AFTER && (won >= sure || won <= ended - sure)
}

/// Whether the root's most-visited child leads every other by more than `remaining` visits
/// (the root's children are all legal at the root in every sampled state).
fn decided<M>(nodes: &[Node<M>], remaining: usize) -> bool {
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
