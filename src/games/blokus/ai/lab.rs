//! Blokus's lab: the playout policies, priors, weight sets, budgets and prunings that were
//! measured against the ones that ship and did not win, kept by name (`playout:<name>`,
//! `priors:<name>`, `budget:<name>`, `prune:<name>` in `Searcher::configured`) so a
//! comparison in docs/lab/notebook.md can be rerun. Only with the `lab` feature: the app never
//! compiles them.

use super::{
    answer_all_by, by_size, covered, least_size_on_board, local_cells, pieces_on_board, priors_by,
    towards_centre, Answers, Weights, ANSWERS, FITTED,
};
use crate::core::ai::{BudgetWeight, Policy, Priors, Pruning};
use crate::core::Rng;
use crate::games::blokus::pieces::{self, PIECE_COUNT};
use crate::games::blokus::rules::{widen, Blokus, Place, State, Variant};

/// Weights fitted as `FITTED`, with a worth for each piece beside its size's, to 440 of 550
/// self-play games of Pentobi level 6 in Duo (13,274 positions; `priors:pieces`;
/// `fit_priors <games> 400 pieces`). On the 110 games held out the played move's mean
/// log-likelihood is −3.37 against `FITTED`'s −3.48.
pub const FITTED_PIECES: Weights = Weights {
    size: 1.032,
    new_corners: -0.105,
    own_corners_lost: -0.650,
    opponent_corners_taken: 0.823,
    opponent_corners_crowded: 0.468,
    centre_distance: -0.456,
    wasted_sides: -0.445,
    snug_sides: 0.255,
    corner_room: 0.430,
    // I1, I2, I3, V3, I4, O4, T4, L4, Z4, F5, I5, L5, N5, P5, T5, U5, V5, W5, X5, Y5, Z5
    piece_worth: [
        1.125, 0.135, -0.501, -0.737, -0.418, -0.408, -0.584, -0.839, -0.575, 0.111, 0.564, 0.264,
        0.189, -0.639, 0.130, 0.030, 0.198, 0.390, 1.307, -0.070, 0.329,
    ],
};

/// Weights fitted as `FITTED` to 100 self-play games of Pentobi level 6 in Classic
/// two-player (6,705 positions; `priors:classic`): they predict its moves better than
/// `FITTED` (mean log-likelihood −3.63 against −3.73) but played worse, 41.2 % of 200
/// Classic Medium games against `FITTED` (docs/lab/notebook.md, #29): Classic keeps the Duo
/// weights.
pub const FITTED_CLASSIC: Weights = Weights {
    size: 0.605,
    new_corners: 0.035,
    own_corners_lost: -0.416,
    opponent_corners_taken: 0.506,
    opponent_corners_crowded: 0.258,
    centre_distance: -0.503,
    wasted_sides: -0.086,
    snug_sides: 0.426,
    corner_room: 0.364,
    piece_worth: [0.0; PIECE_COUNT],
};

/// The guessed weights before #29's third round (`priors:plain`), in "squares": one more
/// square placed is worth 1.
pub const PLAIN: Weights = Weights {
    size: 1.0,
    new_corners: 0.5,
    own_corners_lost: -0.4,
    opponent_corners_taken: 0.7,
    opponent_corners_crowded: 0.0,
    centre_distance: -0.3,
    wasted_sides: 0.0,
    snug_sides: 0.0,
    corner_room: 0.0,
    piece_worth: [0.0; PIECE_COUNT],
};

/// `PLAIN` with a cell next to an opponent's attach cell counting as much as the attach cell
/// (`priors:crowd`; most placements there spoil the corner): 61.2 % of 200 Duo games at
/// Medium against `PLAIN`.
pub const CROWD: Weights = Weights {
    opponent_corners_crowded: 0.7,
    ..PLAIN
};

/// Other weights tried against `CROWD` and not kept (docs/lab/notebook.md): the opponents' corners
/// and the cells next to them worth more, and one's own corners spoilt costing more.
const CROWD_MORE: Weights = Weights {
    opponent_corners_taken: 1.2,
    opponent_corners_crowded: 1.2,
    ..CROWD
};

const CROWD_OWN: Weights = Weights {
    own_corners_lost: -1.0,
    ..CROWD
};

/// Random placements a playout tries near the opponents' latest pieces.
const LOCAL_TRIES: usize = 24;

/// The playout move before `answer_all_move` (`playout:sampled`). Like a player, it answers
/// the opponents' latest pieces: of a few random placements that take cells where those
/// pieces could grow, the one taking most (then the largest); with none, a random placement
/// favouring large pieces.
fn sampled_answer_move(state: &State, rng: &mut Rng) -> Option<Place> {
    answer_move(state, rng, 1)
}

/// The same with the opening filter (`playout:filter`; not kept: see `playout_min_size`):
/// in a colour's first moves only large pieces, when one fits.
fn filtered_playout_move(state: &State, rng: &mut Rng) -> Option<Place> {
    answer_move(state, rng, playout_min_size(state))
}

/// The least size of piece a playout places for the colour to move while it holds such a
/// piece that fits (the opening filter): players place their five-square pieces first, then
/// the four-square ones, and a playout that spends a small piece early judges the position
/// as no player would. Counted in the colour's own placements.
pub fn playout_min_size(state: &State) -> u32 {
    let placed = state.placed_count(state.current());
    let (fives, fours) = match state.variant() {
        Variant::Duo => (7, 11),
        Variant::Classic => (5, 9),
    };
    if placed < fives {
        5
    } else if placed < fours {
        4
    } else {
        1
    }
}

/// A budget spent most in the middle game (`budget:middle`): a colour's 6th to 12th
/// placements, where the regions are fought over, get 1.6 times the level's simulations,
/// its first 5 the level's, the rest 0.7 times.
fn middle_heavy(state: &State) -> f64 {
    match state.placed_count(state.current()) {
        0..5 => 1.0,
        5..12 => 1.6,
        _ => 0.7,
    }
}

/// A budget that grows towards the end (`budget:late`): from a colour's 7th placement on,
/// where which piece still fits where decides the game and one search in several missed
/// the move that wins (a long search finds it), 1.5 times the level's simulations, and
/// from its 10th 2.5 times; late simulations are short, so this costs less than it says.
fn late_heavy(state: &State) -> f64 {
    match state.placed_count(state.current()) {
        0..6 => 1.0,
        6..9 => 1.5,
        _ => 2.5,
    }
}

/// A budget doubling every two placements from a colour's 7th (`budget:late-steep`): 2, 4,
/// then 8 times the level's simulations, which are several times cheaper there.
fn late_steep(state: &State) -> f64 {
    match state.placed_count(state.current()) {
        0..6 => 1.0,
        6..8 => 2.0,
        8..10 => 4.0,
        _ => 8.0,
    }
}

/// A budget spent most in the opening (`budget:front`), shaped after the time Pentobi
/// level 6 takes for each of its moves in Duo against us: about twice its mean for a
/// colour's first 5 placements, falling to a third of it from the 11th. For a time
/// limit: the same time for a whole game, spent in the opening. It scored 27.5 % of 200
/// against level 6 beside 31.4 % of 500 with the time spread evenly (docs/lab/notebook.md).
fn front_heavy(state: &State) -> f64 {
    const SHARE: [f64; 11] = [2.2, 2.2, 2.2, 2.0, 1.8, 1.5, 1.2, 0.9, 0.65, 0.45, 0.35];
    SHARE[(state.placed_count(state.current()) as usize).min(SHARE.len() - 1)]
}

/// Playouts with the board filter (`least_size_on_board`), answers included.
fn board_filtered_playout_move(state: &State, rng: &mut Rng) -> Option<Place> {
    answer_move(state, rng, least_size_on_board(state))
}

/// The opening filter on the fallback moves only (`playout:filter-fallback`): answers to
/// the opponent take any piece.
fn fallback_filtered_playout_move(state: &State, rng: &mut Rng) -> Option<Place> {
    answer_with(state, rng, playout_min_size(state), false)
}

/// A playout move placing pieces of at least `min` squares when one fits (else any).
fn answer_move(state: &State, rng: &mut Rng, min: u32) -> Option<Place> {
    answer_with(state, rng, min, true)
}

/// `answer_move`, the least size applying to the answers too if `local_filter`.
fn answer_with(state: &State, rng: &mut Rng, min: u32, local_filter: bool) -> Option<Place> {
    let local = local_cells(state);
    if local.iter().any(|&r| r != 0) {
        let near = widen(&local, 4, state.mask());
        let local_min = if local_filter { min } else { 1 };
        let mut sampler = state.sampler(Some(&near)).at_least(local_min);
        if sampler.is_empty() {
            sampler = state.sampler(Some(&near));
        }
        let mut best: Option<(u32, Place)> = None;
        for _ in 0..LOCAL_TRIES {
            let Some(mv) = sampler.try_once(rng) else {
                continue;
            };
            let taken = covered(&local, &mv);
            let score = 8 * taken + pieces::size(mv.piece);
            if taken > 0 && best.is_none_or(|(b, _)| score > b) {
                best = Some((score, mv));
            }
        }
        if let Some((_, mv)) = best {
            return Some(mv);
        }
    }
    if min > 1 {
        if let Some(mv) = state.sampler(None).at_least(min).sample(rng) {
            return Some(mv);
        }
    }
    state.sample_move(rng)
}

const COVERING: Answers = Answers {
    by_reach: false,
    ..ANSWERS
};

/// `ANSWERS` with `base` to the size as the pieces' weights.
fn weighted(base: f64) -> Answers {
    Answers {
        weights: std::array::from_fn(|size| base.powi(size as i32)),
        ..ANSWERS
    }
}

/// `ANSWERS` drawing every answer by `k` to the cells it takes (see `Answers::soft`).
fn soft(k: f64) -> Answers {
    Answers {
        soft: Some(k),
        ..ANSWERS
    }
}

const CORNER_WEIGHT: Answers = Answers {
    corner_factor: 1.8,
    ..ANSWERS
};

const WEIGHTED_FALLBACK: Answers = Answers {
    weighted_fallback: true,
    ..ANSWERS
};

/// The fitted priors fading to uniform as the board fills: full from the opening until
/// `from` pieces are on the board (Duo; Classic counts twice as many), none from `to` on.
/// Late in the game the features that pick a good opening (size first) hide the small
/// piece that fits where nothing else will; searched evenly, the search finds it.
fn phased_priors(state: &State, moves: &[Place], from: u32, to: u32) -> Option<Vec<f64>> {
    let per_colour_pair = state.colours() as u32 / 2;
    let on_board = pieces_on_board(state) / per_colour_pair;
    let scale = match on_board {
        n if n < from => 1.0,
        n if n >= to => 0.0,
        n => (to - n) as f64 / (to - from) as f64,
    };
    // Softmax of scaled scores: each fitted prior (a softmax weight) to the power `scale`.
    let fitted = priors_by(state, moves, &FITTED)?;
    Some(fitted.into_iter().map(|p| p.powf(scale)).collect())
}

/// The playout policies the arena can name (`playout:<name>`).
pub(super) fn playout(name: &str) -> Option<Policy<Blokus>> {
    match name {
        "sampled" => Some(sampled_answer_move),
        "filter" => Some(filtered_playout_move),
        // The filter on the fallback moves only (answers to the opponent take any piece).
        "filter-fallback" => Some(fallback_filtered_playout_move),
        "board-filter" => Some(board_filtered_playout_move),
        // Answers drawn with weight 2, 6 or 10 to the piece's size instead of 3; answers
        // taking the opponents' new corners only.
        "weight2" => Some(|s, rng| answer_all_by(s, rng, &weighted(2.0))),
        "weight6" => Some(|s, rng| answer_all_by(s, rng, &weighted(6.0))),
        "weight10" => Some(|s, rng| answer_all_by(s, rng, &weighted(10.0))),
        // Pieces with more corners favoured (1.8 a corner), the moves that answer nothing
        // drawn by weight from every placement, and both.
        "corner-weight" => Some(|s, rng| answer_all_by(s, rng, &CORNER_WEIGHT)),
        // Today's playouts with the answers listed the slower way, to measure the faster.
        "covering" => Some(|s, rng| answer_all_by(s, rng, &COVERING)),
        "soft3" => Some(|s, rng| answer_all_by(s, rng, &soft(3.0))),
        "soft8" => Some(|s, rng| answer_all_by(s, rng, &soft(8.0))),
        "soft2" => Some(|s, rng| answer_all_by(s, rng, &soft(2.0))),
        "weighted-fallback" => Some(|s, rng| answer_all_by(s, rng, &WEIGHTED_FALLBACK)),
        "gamma" => Some(|s, rng| {
            let how = Answers {
                weighted_fallback: true,
                ..CORNER_WEIGHT
            };
            answer_all_by(s, rng, &how)
        }),
        // Answers to each opponent's two latest pieces, as Pentobi's published playouts
        // answer the last three moves (two of the opponent's in Duo).
        "recent2" => Some(|s, rng| {
            let how = Answers {
                recent: 2,
                ..ANSWERS
            };
            answer_all_by(s, rng, &how)
        }),
        "corners" => Some(|s, rng| {
            let how = Answers {
                sides: false,
                ..ANSWERS
            };
            answer_all_by(s, rng, &how)
        }),
        _ => None,
    }
}

/// The budget weights the arena can name (`budget:<name>`).
pub(super) fn budget(name: &str) -> Option<BudgetWeight<Blokus>> {
    match name {
        "middle" => Some(middle_heavy),
        "late" => Some(late_heavy),
        "late-steep" => Some(late_steep),
        "front" => Some(front_heavy),
        _ => None,
    }
}

/// The prunings the arena can name (`prune:<name>`).
pub(super) fn pruning(name: &str) -> Option<Pruning<Blokus>> {
    match name {
        // The pruning before the middle (sizes only), and the middle joined to the
        // partner colour.
        "sizes" => Some(by_size),
        "centre-connect" => Some(|s, moves| towards_centre(s, by_size(s, moves), true)),
        _ => None,
    }
}

/// The priors the arena can name (`priors:<name>`).
pub(super) fn priors(name: &str) -> Option<Priors<Blokus>> {
    match name {
        "plain" => Some(|s, moves| priors_by(s, moves, &PLAIN)),
        "classic" => Some(|s, moves| priors_by(s, moves, &FITTED_CLASSIC)),
        "pieces" => Some(|s, moves| priors_by(s, moves, &FITTED_PIECES)),
        "crowd" => Some(|s, moves| priors_by(s, moves, &CROWD)),
        "crowd-more" => Some(|s, moves| priors_by(s, moves, &CROWD_MORE)),
        "crowd-own" => Some(|s, moves| priors_by(s, moves, &CROWD_OWN)),
        "phased" => Some(|s, moves| phased_priors(s, moves, 12, 16)),
        _ => None,
    }
}
