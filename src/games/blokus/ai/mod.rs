//! How the shared search plays Blokus: perfect information; fast sampled playouts; rewards
//! by final rank so that second place is worth more than last; and move priors that a
//! player would recognise (big pieces first, new corners for oneself, corners taken from
//! the opponents, no self-blocking, towards the centre early).
//!
//! Here the `Searchable` and the priors; `features` is what a placement does and how it
//! is weighed, `playouts` how a simulated game picks its placements.

use super::pieces::{self, orientations, Orientation, PIECE_COUNT};
use super::rules::{spread, Blokus, Place, Rows, State, Variant, MAX_N};
use crate::core::ai::{softmax_priors, Searchable, Selection};
#[cfg(feature = "lab")]
use crate::core::ai::{BudgetWeight, Policy, Priors, Pruning};
use crate::core::{Game, Rng};

mod features;
#[cfg(feature = "lab")]
mod lab;
mod playouts;

pub use features::*;
pub use playouts::*;

impl Searchable for Blokus {
    // With `stop:decided`, a simulation stops once the ranking can no longer change (every
    // player but the leader blocked): the rest is the leader placing alone, which changes the
    // winner of no simulation. 51 % more simulations a second late in a Duo game, but not
    // the default: Hard scored lower with it (docs/lab/notebook.md, the fifteenth round of #29).
    fn decided(state: &State) -> bool {
        state.is_ranking_fixed()
    }

    // The game only ends when the board (or the stock) is done: no sudden wins to look for.
    const LOOK_FOR_WINS: bool = false;
    const LOOK_FOR_LOSSES: bool = false;
    // The rewards rank wins and losses by the score margin instead.
    const SOONER_WINS: bool = false;
    // With priors ordering the moves, a lower constant did better against Pentobi (61 % vs
    // 56.5 % over 100 Duo games each; docs/lab/notebook.md).
    const EXPLORATION: f64 = 0.3;
    // PUCT instead of UCB with progressive bias and widening: at Hard in Duo, 64.7 % of 160
    // games against the UCB search (95 % CI 57.0–71.7) with c = 2 (58.3 % of 60 at c = 1),
    // in a fifth less CPU a move (docs/lab/notebook.md, #29).
    const SELECTION: Selection = Selection::Puct {
        c: 2.0,
        prior_visits: 2.0,
        scaled: false,
    };
    // RAVE beside the mean (the lab's `rave:1000`) scored 57.2 % of 300 Duo games at Hard
    // against the same search without it (95 % CI 51.5–62.6) for about a third more CPU a
    // move, but Hard then opened a Duo game with a four-square piece in one of the tactics
    // suite's 40 positions; with today's playouts it scored 48.7 % of 78 Medium games: not
    // shipped (docs/lab/notebook.md, #29).
    // RAVE counted into the children's values (Pentobi's published form), weight 0.3, by
    // distance: against Pentobi level 6 in Duo, 29.6 % of 500 games at its time a move
    // (`max:80`) beside 23.0 % of 500 without, and at Hard 63.5 % of 100 against 52.8 % of
    // 1,100 (docs/lab/notebook.md, twelfth round), for about 1.3 times the CPU a simulation.
    const RAVE_VALUE: Option<f64> = Some(0.3);
    // A timed search whose simulations the mover nearly all wins or loses takes a tenth of
    // its time, once 95 % of them go one way: at equal CPU a move against Pentobi level 6 in
    // Duo, 49.8 % of 1,200 games beside 47.0 % of 1,200 at a fifth and 99 % (the twentieth
    // round's, itself 48.1 % of 1,600 against 43.0 % never settling); docs/lab/notebook.md, rounds
    // twenty and twenty-one. The app's searches are not timed: unchanged.
    const SETTLED_SHARE: Option<f64> = Some(0.1);
    const SETTLED_CERTAINTY: f64 = 0.95;
    // A node lists its moves (and their priors' features, a quarter of a Medium search's
    // time) after 4 simulations through it instead of 1: 57.2 % of 200 Duo games at equal
    // time (30 ms a move), 48.8 % of 200 at equal simulations, 22 % less CPU
    // (docs/lab/notebook.md).
    const EXPAND_AFTER: f64 = 4.0;
    // Hard at 30,000: more simulations still pay (Duo against Pentobi level 6, with the book,
    // side by side: 53.4 % of 400 at 30,000 against 46.0 % of 400 at 15,000;
    // docs/lab/notebook.md).
    // The browser's 1.9 s cap stops the app's Hard sooner in a slow opening.
    const BUDGETS: [usize; 3] = [150, 1000, 30000];

    // Answering with every placement instead of a few random ones: 65.0 % of 200 Duo games
    // at Medium against `playout:sampled` (equal simulations, 1.75 times the CPU;
    // docs/lab/notebook.md).
    fn playout_move(state: &State, rng: &mut Rng) -> Option<Place> {
        answer_all_move(state, rng)
    }

    #[cfg(feature = "lab")]
    fn playout_named(name: &str) -> Option<Policy<Self>> {
        lab::playout(name)
    }

    /// Large pieces first (`by_size`), then, in Classic's first 12 pieces on the board, only
    /// the placements heading for the middle (`towards_centre`): 55 % of 400 Classic
    /// two-player Medium games against the sizes alone (docs/lab/notebook.md, #29).
    fn pruned(state: &State, moves: Vec<Place>) -> Vec<Place> {
        towards_centre(state, by_size(state, moves), false)
    }

    #[cfg(feature = "lab")]
    fn budget_named(name: &str) -> Option<BudgetWeight<Self>> {
        lab::budget(name)
    }

    #[cfg(feature = "lab")]
    fn pruning_named(name: &str) -> Option<Pruning<Self>> {
        lab::pruning(name)
    }

    fn priors(state: &State, moves: &[Place]) -> Option<Vec<f64>> {
        priors_by(state, moves, &FITTED)
    }

    fn book(state: &State) -> Vec<Place> {
        super::book::answers(state)
    }

    #[cfg(feature = "lab")]
    fn priors_named(name: &str) -> Option<Priors<Self>> {
        lab::priors(name)
    }

    /// When a placement of the largest size that fits shuts an opponent's colour out for
    /// good, only such placements (those shutting out the most colours): it costs nothing,
    /// and a player takes it. Among many lines that all win or all lose, the search alone
    /// left it to chance.
    fn considered(state: &State, moves: Vec<Place>) -> Vec<Place> {
        let Some(largest) = moves.iter().map(|m| pieces::size(m.piece)).max() else {
            return moves;
        };
        let me = state.seat_of(state.current());
        let opponents: Vec<u8> = (0..state.colours())
            .filter(|&c| state.seat_of(c) != me && state.has_move(c))
            .collect();
        let shut_out = |m: &Place| {
            let mut after = state.clone();
            Blokus::apply(&mut after, m).expect("legal moves apply");
            opponents.iter().filter(|&&c| !after.has_move(c)).count()
        };
        let free: Vec<(Place, usize)> = moves
            .iter()
            .filter(|m| pieces::size(m.piece) == largest)
            .map(|m| (*m, shut_out(m)))
            .filter(|&(_, n)| n > 0)
            .collect();
        let most = free.iter().map(|&(_, n)| n).max().unwrap_or(0);
        free.into_iter()
            .filter(|&(_, n)| n == most)
            .map(|(m, _)| m)
            .collect()
    }

    fn move_key(mv: &Place) -> Option<u64> {
        let [piece, orient, x, y] = [mv.piece, mv.orient, mv.x, mv.y].map(u64::from);
        Some(piece << 24 | orient << 16 | x << 8 | y)
    }

    fn evaluate(state: &State) -> Option<Vec<f64>> {
        judgement(state)
    }

    fn margins(state: &State) -> Option<Vec<f64>> {
        let scores = state.player_scores();
        let margin = |i: usize| {
            let best_other = (scores.iter().enumerate())
                .filter(|&(j, _)| j != i)
                .map(|(_, &o)| o)
                .max()
                .unwrap_or(scores[i]);
            (scores[i] - best_other) as f64
        };
        Some((0..scores.len()).map(margin).collect())
    }

    /// By rank (first 1, last 0, shared places split), with the score margin as a tie-break
    /// inside the win and loss bands: the winner gains up to `MARGIN_WEIGHT` for a bigger
    /// lead, the last loses up to as much for a bigger deficit, so a won line wins by more
    /// and a lost one loses by less (what a player expects when every line wins, or every
    /// line loses). Small, so the rank decides: at 0.1 it scored 40.5 of 93 games against
    /// the build without it (docs/lab/notebook.md).
    fn rewards(state: &State) -> Vec<f64> {
        let scores = state.player_scores();
        let n = scores.len() as f64;
        // A cut-off playout (none in practice: Blokus games end or are decided) is scored
        // nearer to 1/2.
        let fixed = state.is_ranking_fixed();
        let weight = if fixed { 1.0 } else { 0.9 };
        // A simulation stopped at a fixed ranking has its margin still to come: the winner
        // counts a full win and the last a full loss, so a line that shuts the others out
        // sooner ranks no lower than one that leaves them in play.
        let margin_to_come = fixed && !state.is_over();
        let margin = |points: i32| match margin_to_come {
            true => 1.0,
            false => (points as f64 / 20.0).tanh(),
        };
        scores
            .iter()
            .enumerate()
            .map(|(i, &mine)| {
                let others = scores.iter().enumerate().filter(|&(j, _)| j != i);
                let best_other = others.clone().map(|(_, &o)| o).max().unwrap_or(mine);
                let worst_other = others.map(|(_, &o)| o).min().unwrap_or(mine);
                let beaten = scores.iter().filter(|&&o| o < mine).count() as f64;
                let tied = scores.iter().filter(|&&o| o == mine).count() as f64 - 1.0;
                let rank = (beaten + tied / 2.0) / (n - 1.0);
                let banded = if mine > best_other {
                    1.0 - MARGIN_WEIGHT * (1.0 - margin(mine - best_other))
                } else if mine < worst_other {
                    MARGIN_WEIGHT * (1.0 - margin(worst_other - mine))
                } else {
                    rank
                };
                weight * banded + (1.0 - weight) / 2.0
            })
            .collect()
    }
}

/// Priors from an evaluation of each move's features.
fn priors_by(state: &State, moves: &[Place], weights: &Weights) -> Option<Vec<f64>> {
    let around = Surroundings::of(state);
    let scores: Vec<f64> = moves
        .iter()
        .map(|m| evaluate(state, &features(state, &around, m), weights))
        .collect();
    Some(softmax_priors(&scores, 1.0))
}

/// How much of a reward the score margin may move (see `rewards`).
pub const MARGIN_WEIGHT: f64 = 0.02;

/// How much a free attach cell counts against a placed square in the quick judgement.
const ATTACH_WORTH: f64 = 1.0;
/// The lead (in squares) at which the quick judgement gives the leader about 73 %.
const JUDGEMENT_SCALE: f64 = 6.0;

/// The implicit minimax's judgement of a two-player position: each side's squares placed
/// plus `ATTACH_WORTH` for each cell it may still attach at (room to play on), the lead
/// through a logistic curve.
fn judgement(state: &State) -> Option<Vec<f64>> {
    if state.players() != 2 {
        return None;
    }
    let mut lead = 0.0;
    for c in 0..state.colours() {
        let room = match state.is_blocked(c) {
            true => 0,
            false => state.attach_rows(c).iter().map(|r| r.count_ones()).sum(),
        };
        let worth = f64::from(state.squares_placed(c)) + ATTACH_WORTH * f64::from(room);
        lead += if state.seat_of(c) == 0 { worth } else { -worth };
    }
    let first = 1.0 / (1.0 + (-lead / JUDGEMENT_SCALE).exp());
    Some(vec![first, 1.0 - first])
}
