//! The search's settings that only experiments switch on: the lab's option parser
//! (`options.rs`) sets them, and docs/lab/notebook.md holds the comparisons they are kept
//! for. Every game ships them off. Outside the `lab` feature their getters are constants,
//! so the app's build carries none of the code behind them.

/// Whether this build reads the experiments' settings at all.
const ON: bool = cfg!(feature = "lab");

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Experiments {
    /// RAVE beside the mean (all moves as first; PUCT only; `rave:<k>`): a child's value
    /// leans towards the mean reward of the simulations through its parent in which its
    /// mover made its move at any later point, by ñ / (n + ñ + n·ñ / k) for k this
    /// equivalence.
    pub rave: Option<f64>,
    /// RAVE statistics for the moves a node listed but has not yet added, weighed against
    /// this many virtual visits at their starting value (`rave-untried:<n>`; games with
    /// `move_key`): a move doing well later in the simulations enters before its prior's
    /// turn. (RAVE as weighted results, which Blokus ships, keeps them anyway.)
    pub untried_rave: Option<f64>,
    /// RAVE counting a move made later in the simulation for less the later it came, by
    /// 1 − d / L (`rave-dist`; always so for RAVE as weighted results).
    pub rave_distance: bool,
    /// Implicit minimax backups (`minimax:<w>`; two-seat games with
    /// [`Searchable::evaluate`](super::Searchable::evaluate)): each new node keeps the game's
    /// judgement of its position, backed up as a minimax over the tree's children, and PUCT
    /// weighs it by w against the node's mean (after Lanctot et al., "Monte Carlo tree
    /// search with heuristic evaluations using implicit minimax backups").
    pub minimax: Option<f64>,
    /// PUCT's exploration growing as √N · ln(N + 1) with the parent's visits N instead of √N
    /// (`explore-log`): a node much visited looks wider, as in Pentobi's published search.
    pub log_explore: bool,
    /// How many more simulations a node needs before it lists its moves for each ply below
    /// the root (`expand:<n>:<per ply>`; 0): deep nodes, seldom seen again, list them later.
    pub expand_per_ply: f64,
    /// The score bonus's weight (`bonus:<w>`): each playout's rewards move by up to w by how
    /// its margins compare with the search's others (after Pepels et al., "Quality-based
    /// rewards for Monte-Carlo tree search").
    pub bonus: Option<f64>,
    /// The length bonus's weight (`length-bonus:<w>`): a win's reward shrinks and a loss's
    /// grows by up to w/2 by how much longer than the search's other simulations it ran.
    pub length_bonus: Option<f64>,
    /// The power each prior is raised to (`sharpen:<k>`; 1): above 1 the priors favour their
    /// best moves more, below 1 less (for softmax priors, the temperature 1/k).
    pub sharpness: f64,
    /// Last good reply with forgetting (`lgr`): a playout plays, when legal, the reply the
    /// same seat made to the same move in the last simulation it won with it; a simulation
    /// lost with a reply forgets it. Kept from one search to the next while the tree is.
    /// Needs `Searchable::move_key`.
    pub replies: bool,
    /// Last good replies to the two moves before too (`lgr2`, which implies `lgr`), tried
    /// before the reply to the move before alone, as Pentobi's published playouts do.
    pub replies_to_two: bool,
    /// A factor on the level's simulations (`scale:<k>`; 1): what a larger budget is worth,
    /// measured with the rest of the search unchanged.
    pub budget_scale: f64,
    /// The move with the most won simulations (visits × mean, as Pentobi's published search
    /// does; `final:wins`) instead of the most visited one.
    pub choose_by_wins: bool,
    /// Simulations stop once the game is decided (`Searchable::decided`), not only where it
    /// settles (`stop:decided`), unless the root is decided already.
    pub stop_when_decided: bool,
    /// A search within a time limit stops once the most-visited move can no longer be
    /// overtaken in the time left at the rate so far (`timed-stop`), as a search within a
    /// budget of simulations always does.
    pub timed_stop: bool,
    /// How far past its time a search within a time limit may go while its choice is
    /// unstable: a move with at least half the most-visited one's visits has the better mean
    /// (`unstable:<factor>`, at most factor × the time; after Huang, Coulom and Lin, "Time
    /// management for Monte-Carlo tree search").
    pub unstable_extension: Option<f64>,
}

impl Default for Experiments {
    /// Every experiment off.
    fn default() -> Self {
        Experiments {
            rave: None,
            untried_rave: None,
            rave_distance: false,
            minimax: None,
            log_explore: false,
            expand_per_ply: 0.0,
            bonus: None,
            length_bonus: None,
            sharpness: 1.0,
            replies: false,
            replies_to_two: false,
            budget_scale: 1.0,
            choose_by_wins: false,
            stop_when_decided: false,
            timed_stop: false,
            unstable_extension: None,
        }
    }
}

/// The settings as this build reads them: as set in the lab's builds, off in the app's.
impl Experiments {
    pub fn rave(&self) -> Option<f64> {
        self.rave.filter(|_| ON)
    }
    pub fn untried_rave(&self) -> Option<f64> {
        self.untried_rave.filter(|_| ON)
    }
    pub fn rave_distance(&self) -> bool {
        ON && self.rave_distance
    }
    pub fn minimax(&self) -> Option<f64> {
        self.minimax.filter(|_| ON)
    }
    pub fn log_explore(&self) -> bool {
        ON && self.log_explore
    }
    pub fn expand_per_ply(&self) -> f64 {
        if ON {
            self.expand_per_ply
        } else {
            0.0
        }
    }
    pub fn bonus(&self) -> Option<f64> {
        self.bonus.filter(|_| ON)
    }
    pub fn length_bonus(&self) -> Option<f64> {
        self.length_bonus.filter(|_| ON)
    }
    pub fn sharpness(&self) -> f64 {
        if ON {
            self.sharpness
        } else {
            1.0
        }
    }
    pub fn replies(&self) -> bool {
        ON && self.replies
    }
    pub fn replies_to_two(&self) -> bool {
        ON && self.replies_to_two
    }
    pub fn budget_scale(&self) -> f64 {
        if ON {
            self.budget_scale
        } else {
            1.0
        }
    }
    pub fn choose_by_wins(&self) -> bool {
        ON && self.choose_by_wins
    }
    pub fn stop_when_decided(&self) -> bool {
        ON && self.stop_when_decided
    }
    pub fn timed_stop(&self) -> bool {
        ON && self.timed_stop
    }
    pub fn unstable_extension(&self) -> Option<f64> {
        self.unstable_extension.filter(|_| ON)
    }
}
