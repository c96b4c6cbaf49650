//! How the shared search plays Blokus: perfect information; fast sampled playouts; rewards
//! by final rank so that second place is worth more than last; and move priors that a
//! player would recognise (big pieces first, new corners for oneself, corners taken from
//! the opponents, no self-blocking, towards the centre early).

use super::pieces::{self, orientations, Orientation, PIECE_COUNT};
use super::rules::{spread, Blokus, Place, Rows, State, Variant, MAX_N};
use crate::core::ai::{softmax_priors, Searchable, Selection};
#[cfg(feature = "lab")]
use crate::core::ai::{BudgetWeight, Policy, Priors, Pruning};
use crate::core::{Game, Rng};

#[cfg(feature = "lab")]
mod lab;

/// What a placement does, counted in cells.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    pub piece: u8,
    /// Free cells diagonal to the piece where the colour could not attach before.
    pub new_corners: u32,
    /// The colour's own attach cells the piece covers or touches by an edge, beyond one.
    pub own_corners_lost: u32,
    /// Opponents' attach cells the piece covers.
    pub opponent_corners_taken: u32,
    /// Cells next to (by an edge) the opponents' attach cells the piece covers, beyond those.
    pub opponent_corners_crowded: u32,
    /// Steps (row plus column) from the piece's middle to the board's middle.
    pub centre_distance: u32,
    /// Free cells next to the piece (by an edge) that the colour could still cover before:
    /// room it gives up.
    pub wasted_sides: u32,
    /// Cells next to the piece that were taken or closed to the colour already: it fits
    /// snugly.
    pub snug_sides: u32,
    /// Of the new corners, their free neighbours (by an edge) the colour may still cover:
    /// room to grow from them.
    pub corner_room: u32,
}

impl Features {
    /// The piece's squares.
    pub fn size(&self) -> u32 {
        pieces::size(self.piece)
    }
}

/// The board around the colour to move, computed once per position for all its moves.
pub struct Surroundings {
    colour: u8,
    own_attach: Rows,
    /// Cells where any opponent of the colour may attach.
    opponent_attach: Rows,
    /// Free cells next to those (by an edge), but not those.
    opponent_near: Rows,
}

impl Surroundings {
    pub fn of(state: &State) -> Self {
        let colour = state.current();
        let mut opponent_attach = [0u32; MAX_N];
        for k in (0..state.colours()).filter(|&k| state.seat_of(k) != state.seat_of(colour)) {
            if state.is_blocked(k) {
                continue;
            }
            for (row, a) in opponent_attach.iter_mut().zip(state.attach_rows(k)) {
                *row |= a;
            }
        }
        let occ = state.occupied_rows();
        let mut opponent_near = [0u32; MAX_N];
        for y in 0..MAX_N {
            let a = opponent_attach[y];
            let up = if y > 0 { opponent_attach[y - 1] } else { 0 };
            let down = opponent_attach.get(y + 1).copied().unwrap_or(0);
            opponent_near[y] = (a << 1 | a >> 1 | up | down) & !a & !occ[y] & state.mask();
        }
        Surroundings {
            colour,
            own_attach: state.attach_rows(colour),
            opponent_attach,
            opponent_near,
        }
    }
}

/// The cells a placement (in orientation `o`) covers in board row `row` (none outside the
/// piece's rows).
fn piece_row(o: &Orientation, mv: &Place, row: isize) -> u32 {
    let r = row - mv.y as isize;
    if (0..o.height as isize).contains(&r) {
        o.rows[r as usize] << mv.x
    } else {
        0
    }
}

/// The cells diagonal to a piece in a row, from the piece's cells in the rows above and below.
fn diagonal(up: u32, down: u32) -> u32 {
    (up << 1) | (up >> 1) | (down << 1) | (down >> 1)
}

/// The features of one placement of the colour to move.
pub fn features(state: &State, around: &Surroundings, mv: &Place) -> Features {
    let o = &orientations()[mv.piece as usize][mv.orient as usize];
    let (n, mask) = (state.size() as usize, state.mask());
    let piece = |row: isize| piece_row(o, mv, row);
    let (occ, edge) = (state.occupied_rows(), state.edge_rows(around.colour));
    let mut f = Features {
        piece: mv.piece,
        ..Features::default()
    };
    let mut lost = 0;
    // Rows from two above the piece to two below: its new corners and their neighbours.
    let (top, bottom) = (mv.y as usize, mv.y as usize + o.height as usize);
    let (mut fresh, mut free_after) = ([0u32; MAX_N], [0u32; MAX_N]);
    for y in top.saturating_sub(2)..(bottom + 2).min(n) {
        let row = y as isize;
        let (cur, up, down) = (piece(row), piece(row - 1), piece(row + 1));
        let sides = ((cur << 1) | (cur >> 1) | up | down) & mask & !cur;
        let corners = diagonal(up, down) & mask & !cur & !sides;
        fresh[y] = corners & !occ[y] & !edge[y] & !around.own_attach[y];
        free_after[y] = mask & !occ[y] & !edge[y] & !cur & !sides;
        f.new_corners += fresh[y].count_ones();
        lost += ((cur | sides) & around.own_attach[y]).count_ones();
        f.opponent_corners_taken += (cur & around.opponent_attach[y]).count_ones();
        f.opponent_corners_crowded += (cur & around.opponent_near[y]).count_ones();
        let open = !occ[y] & !edge[y] & !around.own_attach[y];
        f.wasted_sides += (sides & open).count_ones();
        f.snug_sides += (sides & (occ[y] | edge[y])).count_ones();
    }
    for y in top.saturating_sub(1)..(bottom + 1).min(n) {
        let up = if y > 0 { free_after[y - 1] } else { 0 };
        let down = free_after.get(y + 1).copied().unwrap_or(0);
        let c = fresh[y];
        f.corner_room += ((c << 1) & free_after[y]).count_ones()
            + ((c >> 1) & free_after[y]).count_ones()
            + (c & up).count_ones()
            + (c & down).count_ones();
    }
    f.own_corners_lost = lost.saturating_sub(1);
    let middle2 = n as i32 - 1; // twice the board's middle coordinate
    let cx2 = 2 * mv.x as i32 + o.width as i32 - 1;
    let cy2 = 2 * mv.y as i32 + o.height as i32 - 1;
    f.centre_distance = ((cx2 - middle2).unsigned_abs() + (cy2 - middle2).unsigned_abs()) / 2;
    f
}

/// How many of a colour's first placements the tree keeps to five-square pieces (while one
/// fits). Three: in Classic the pieces on the board already say so (`least_size_on_board`);
/// five there scored 43.2 % of 200 Classic Medium games against the board's rule alone
/// (docs/lab/notebook.md, #29).
const OPENING_FIVES: u8 = 3;

/// How many of a colour's first placements are drawn towards the centre.
pub fn opening_moves(state: &State) -> u8 {
    match state.variant() {
        Variant::Duo => 3,
        Variant::Classic => 5,
    }
}

/// The weight of each feature in a placement's worth (see `evaluate`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    pub size: f64,
    pub new_corners: f64,
    pub own_corners_lost: f64,
    pub opponent_corners_taken: f64,
    pub opponent_corners_crowded: f64,
    /// Per step from the centre, in a colour's first moves only.
    pub centre_distance: f64,
    pub wasted_sides: f64,
    pub snug_sides: f64,
    pub corner_room: f64,
    /// Each piece's worth beside its size's (0 for every piece: size alone).
    pub piece_worth: [f64; PIECE_COUNT],
}

/// The priors' weights: fitted by softmax regression to the moves of 180 self-play games of
/// Pentobi level 6 in Duo (5,484 positions; `examples/fit_priors.rs`, our own fit of our own
/// features): 57.1 % of 400 Medium Duo games (CI 52.2–61.9) against the guessed `CROWD`
/// (docs/lab/notebook.md, #29).
pub const FITTED: Weights = Weights {
    size: 1.071,
    new_corners: -0.047,
    own_corners_lost: -0.768,
    opponent_corners_taken: 0.812,
    opponent_corners_crowded: 0.547,
    centre_distance: -0.500,
    wasted_sides: -0.466,
    snug_sides: 0.156,
    corner_room: 0.472,
    piece_worth: [0.0; PIECE_COUNT],
};

/// A placement's worth to the colour to move under `w`.
pub fn evaluate(state: &State, f: &Features, w: &Weights) -> f64 {
    let early = state.placed_count(state.current()) < opening_moves(state);
    let centre = if early {
        w.centre_distance * f.centre_distance as f64
    } else {
        0.0
    };
    w.size * f.size() as f64
        + w.new_corners * f.new_corners as f64
        + w.own_corners_lost * f.own_corners_lost as f64
        + w.opponent_corners_taken * f.opponent_corners_taken as f64
        + w.opponent_corners_crowded * f.opponent_corners_crowded as f64
        + w.wasted_sides * f.wasted_sides as f64
        + w.snug_sides * f.snug_sides as f64
        + w.corner_room * f.corner_room as f64
        + w.piece_worth[f.piece as usize]
        + centre
}

/// Cells where the opponents' latest pieces let them grow: those pieces' free corners that
/// the opponent may still use, and the cells next to them it may use too. Taking them is
/// how a player answers a move.
pub fn local_cells(state: &State) -> Rows {
    growth_cells(state, true, 1)
}

/// `local_cells`, the cells next to the corners only `with_sides`, around each opponent's
/// `recent` latest pieces (1 or 2).
fn growth_cells(state: &State, with_sides: bool, recent: u8) -> Rows {
    let mut local = [0u32; MAX_N];
    let me = state.seat_of(state.current());
    for k in (0..state.colours()).filter(|&k| state.seat_of(k) != me) {
        let latest = [state.last_place(k), state.earlier_place(k)];
        for mv in latest.into_iter().take(recent as usize).flatten() {
            add_growth_cells(state, k, &mv, with_sides, &mut local);
        }
    }
    local
}

/// Adds to `local` the free corners of colour `k`'s placement `mv` that it may still use,
/// and the cells next to them `with_sides`.
fn add_growth_cells(state: &State, k: u8, mv: &Place, with_sides: bool, local: &mut Rows) {
    let (n, mask) = (state.size() as usize, state.mask());
    let occ = state.occupied_rows();
    let o = &orientations()[mv.piece as usize][mv.orient as usize];
    let piece = |row: isize| piece_row(o, mv, row);
    let edge = state.edge_rows(k);
    let mut corners = [0u32; MAX_N];
    for y in (mv.y as usize).saturating_sub(1)..(mv.y as usize + o.height as usize + 1).min(n) {
        let row = y as isize;
        let (up, down) = (piece(row - 1), piece(row + 1));
        corners[y] = diagonal(up, down) & mask & !occ[y] & !edge[y];
    }
    for y in 0..n {
        let up = if y > 0 { corners[y - 1] } else { 0 };
        let down = if y + 1 < n { corners[y + 1] } else { 0 };
        let around = (corners[y] << 1) | (corners[y] >> 1) | up | down;
        let around = if with_sides { around } else { 0 };
        local[y] |= (corners[y] | around) & mask & !occ[y] & !edge[y];
    }
}

/// The least size of piece worth looking at while the board fills (pruning, in the tree and
/// in the `playout:board-filter` playouts), counted in pieces on the board of all colours:
/// players open with their five-square pieces, then the four-square ones, and a search that
/// spreads its simulations over small pieces early wastes them. The steps are where Pentobi's
/// published design prunes (Duo: fives for the first 4 pieces on the board, then four or
/// more until 6, three or more until 10; Classic, 4 colours: 12, 20, 28).
pub fn least_size_on_board(state: &State) -> u32 {
    let on_board = pieces_on_board(state);
    let steps = match state.variant() {
        Variant::Duo => [4, 6, 10],
        Variant::Classic => [12, 20, 28],
    };
    match steps.iter().position(|&n| on_board < n) {
        Some(i) => 5 - i as u32,
        None => 1,
    }
}

/// The pieces on the board, of all colours.
fn pieces_on_board(state: &State) -> u32 {
    (0..state.colours())
        .map(|c| state.placed_count(c) as u32)
        .sum()
}

/// The playout move: like a player, it answers the opponents' latest pieces every time it
/// can. Of every placement covering cells where they may grow
/// (`local_cells`), those covering the most, a cell the mover may attach at too counting
/// twice (a corner both sides want), drawn with weight 3 to the piece's size; with none,
/// the usual random placement. Looks at all such placements instead of a few random ones.
fn answer_all_move(state: &State, rng: &mut Rng) -> Option<Place> {
    answer_all_by(state, rng, &ANSWERS)
}

/// How the playouts answer (`answer_all_move`).
struct Answers {
    /// The weight of a piece by its size.
    weights: [f64; 6],
    /// Each of a piece's corners beyond one multiplies its weight by this (Pentobi's
    /// published playouts favour pieces with many corners).
    corner_factor: f64,
    /// Whether the cells next to the opponents' new corners count as answers too.
    sides: bool,
    /// How many of each opponent's latest pieces it answers (1 or 2).
    recent: u8,
    /// Whether a move that answers nothing is drawn from every placement by weight instead of
    /// by random tries.
    weighted_fallback: bool,
    /// Whether the answers are listed with `State::placements_reaching` (the same answers,
    /// found faster) instead of `placements_covering` (`playout:covering`).
    by_reach: bool,
    /// Whether every answer is drawn, its weight times this to the cells it takes, instead
    /// of only those taking most (`playout:soft<k>`).
    soft: Option<f64>,
}

impl Answers {
    /// The weight of a placement of `piece`.
    fn weight(&self, piece: u8) -> f64 {
        let w = self.weights[pieces::size(piece) as usize];
        if self.corner_factor == 1.0 {
            return w;
        }
        w * self.corner_factor.powi(pieces::corners(piece) as i32 - 1)
    }
}

const ANSWERS: Answers = Answers {
    weights: PIECE_WEIGHT,
    corner_factor: 1.0,
    sides: true,
    recent: 1,
    weighted_fallback: false,
    by_reach: true,
    soft: None,
};

/// `answer_all_move` answering as `how` says.
fn answer_all_by(state: &State, rng: &mut Rng, how: &Answers) -> Option<Place> {
    let least = least_size_on_board(state);
    if let Some(mv) = best_answer(state, rng, least, how) {
        return Some(mv);
    }
    if how.weighted_fallback {
        return weighted_placement(state, rng, least, how);
    }
    if least > 1 {
        if let Some(mv) = state.sampler(None).at_least(least).sample(rng) {
            return Some(mv);
        }
    }
    state.sample_move(rng)
}

/// The best answer to the opponents' latest pieces (see `answer_all_move`), with a piece of
/// at least `least` squares if one answers, if any, answering as `how` says.
fn best_answer(state: &State, rng: &mut Rng, least: u32, how: &Answers) -> Option<Place> {
    let local = growth_cells(state, how.sides, how.recent);
    if local.iter().all(|&r| r == 0) {
        return None;
    }
    let own = state.attach_rows(state.current());
    let mut contested = local;
    for (c, a) in contested.iter_mut().zip(&own) {
        *c &= a;
    }
    // The best answers with a large piece, and with any.
    let (mut large, mut any) = (Reservoir::default(), Reservoir::default());
    // Every placement listed covers a local cell, so its value is at least 1.
    let mut offer = |mv: Place| {
        let value = covered_twice(&local, &contested, &mv);
        let size = pieces::size(mv.piece);
        let (value, weight) = match how.soft {
            Some(k) => (1, how.weight(mv.piece) * k.powi(value as i32)),
            None => (value, how.weight(mv.piece)),
        };
        if size >= least {
            large.offer(value, weight, mv, rng);
        }
        any.offer(value, weight, mv, rng);
    };
    if how.by_reach {
        state.placements_reaching(&local, 1, offer);
    } else {
        // A piece's cells are at most 4 edge steps apart: the attach cells of placements
        // that cover a local cell lie within 4 such steps of it.
        let near = spread(&local, 4, state.mask());
        state.placements_covering(&near, &local, 1, &mut offer);
    }
    large.chosen.or(any.chosen)
}

/// A placement of the colour to move drawn from all of them by weight, with a piece of at
/// least `least` squares if one fits.
fn weighted_placement(state: &State, rng: &mut Rng, least: u32, how: &Answers) -> Option<Place> {
    let all = [state.mask(); MAX_N];
    let (mut large, mut any) = (Reservoir::default(), Reservoir::default());
    state.placements_covering(&all, &all, 1, |mv| {
        let weight = how.weight(mv.piece);
        if pieces::size(mv.piece) >= least {
            large.offer(1, weight, mv, rng);
        }
        any.offer(1, weight, mv, rng);
    });
    large.chosen.or(any.chosen)
}

/// Draws one of the placements of the highest value offered, by weight.
#[derive(Default)]
struct Reservoir {
    best: u32,
    total: f64,
    chosen: Option<Place>,
}

impl Reservoir {
    fn offer(&mut self, value: u32, weight: f64, mv: Place, rng: &mut Rng) {
        if value < self.best {
            return;
        }
        if value > self.best {
            (self.best, self.total) = (value, 0.0);
        }
        self.total += weight;
        // Weighted reservoir sampling: each kept placement with its share of the weight.
        if (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * self.total < weight {
            self.chosen = Some(mv);
        }
    }
}

/// Only five-square pieces in a colour's first `OPENING_FIVES` placements, then only the
/// pieces of `least_size_on_board` or more, each while one fits: a player opens with the big
/// pieces, and a search that only found the five a little better sometimes opened with a
/// four (the tactics suite, Duo's second colour at its third move).
fn by_size(state: &State, moves: Vec<Place>) -> Vec<Place> {
    let opening = state.placed_count(state.current()) < OPENING_FIVES;
    let least = [if opening { 5 } else { 1 }, least_size_on_board(state)];
    for least in least.into_iter().filter(|&l| l > 1) {
        let kept: Vec<Place> = (moves.iter().copied())
            .filter(|m| pieces::size(m.piece) >= least)
            .collect();
        if !kept.is_empty() {
            return kept;
        }
    }
    moves
}

/// Pieces on the board (of all colours) before which Classic's tree looks only at the
/// placements reaching closest to the middle, and those joining the partner colour.
const CENTRE_PIECES: u32 = 12;
const CONNECT_PIECES: u32 = 14;

/// Of a Classic node's `moves`, while the board fills: those reaching within 0.3 of the
/// least distance to the board's middle (the distance of a placement's nearest cell, at least
/// 2), then, `connect` and in the two-player game, those touching the partner colour by an
/// edge if any does (Pentobi's published pruning). Other games: all.
fn towards_centre(state: &State, moves: Vec<Place>, connect: bool) -> Vec<Place> {
    let on_board = pieces_on_board(state);
    if state.variant() != Variant::Classic || on_board >= CENTRE_PIECES.max(CONNECT_PIECES) {
        return moves;
    }
    let middle = (state.size() as f64 - 1.0) / 2.0;
    let distance = |mv: &Place| {
        let o = &orientations()[mv.piece as usize][mv.orient as usize];
        (o.cells.iter())
            .map(|&(x, y)| (x as f64 + mv.x as f64 - middle).hypot(y as f64 + mv.y as f64 - middle))
            .fold(f64::MAX, f64::min)
            .max(2.0)
    };
    let mut moves = moves;
    if on_board < CENTRE_PIECES {
        let distances: Vec<f64> = moves.iter().map(distance).collect();
        let least = distances.iter().copied().fold(f64::MAX, f64::min);
        let mut near = distances.iter().map(|&d| d <= least + 0.3);
        moves.retain(|_| near.next() == Some(true));
    }
    let me = state.current();
    let partner = (0..state.colours()).find(|&k| k != me && state.seat_of(k) == state.seat_of(me));
    if let (true, true, Some(partner)) = (connect, on_board < CONNECT_PIECES, partner) {
        let touching: Vec<Place> = (moves.iter().copied())
            .filter(|m| covered(state.edge_rows(partner), m) > 0)
            .collect();
        if !touching.is_empty() {
            return touching;
        }
    }
    moves
}

/// A playout's weight for a piece by its size (3 to the size): larger first, as players do.
const PIECE_WEIGHT: [f64; 6] = [1.0, 3.0, 9.0, 27.0, 81.0, 243.0];

/// How many of `cells` a placement covers.
fn covered(cells: &Rows, mv: &Place) -> u32 {
    let o = &orientations()[mv.piece as usize][mv.orient as usize];
    (mv.y as usize..mv.y as usize + o.height as usize)
        .map(|y| (piece_row(o, mv, y as isize) & cells[y]).count_ones())
        .sum()
}

/// `covered(a, mv) + covered(b, mv)` in one pass.
fn covered_twice(a: &Rows, b: &Rows, mv: &Place) -> u32 {
    let o = &orientations()[mv.piece as usize][mv.orient as usize];
    let (y, rows) = (mv.y as usize, &o.rows[..o.height as usize]);
    (rows.iter().zip(&a[y..]).zip(&b[y..]))
        .map(|((&row, &in_a), &in_b)| {
            let cells = row << mv.x;
            (cells & in_a).count_ones() + (cells & in_b).count_ones()
        })
        .sum()
}

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
    // RAVE (`rave:1000`) scored 57.2 % of 300 Duo games at Hard against the same search
    // without it (95 % CI 51.5–62.6) for about a third more CPU a move, but Hard then opened
    // a Duo game with a four-square piece in one of the tactics suite's 40 positions; with
    // today's playouts it scored 48.7 % of 78 Medium games: off by default
    // (docs/lab/notebook.md, #29).
    const RAVE: Option<f64> = None;
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
