//! How a simulated game picks its placements: answers near the opponents' latest pieces,
//! large pieces first, towards the centre early.

use super::*;

/// Cells where the opponents' latest pieces let them grow: those pieces' free corners that
/// the opponent may still use, and the cells next to them it may use too. Taking them is
/// how a player answers a move.
pub fn local_cells(state: &State) -> Rows {
    growth_cells(state, true, 1)
}

/// `local_cells`, the cells next to the corners only `with_sides`, around each opponent's
/// `recent` latest pieces (1 or 2).
pub(super) fn growth_cells(state: &State, with_sides: bool, recent: u8) -> Rows {
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
pub(super) fn add_growth_cells(
    state: &State,
    k: u8,
    mv: &Place,
    with_sides: bool,
    local: &mut Rows,
) {
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
pub(super) fn pieces_on_board(state: &State) -> u32 {
    (0..state.colours())
        .map(|c| state.placed_count(c) as u32)
        .sum()
}

/// The playout move: like a player, it answers the opponents' latest pieces every time it
/// can. Of every placement covering cells where they may grow
/// (`local_cells`), those covering the most, a cell the mover may attach at too counting
/// twice (a corner both sides want), drawn with weight 3 to the piece's size; with none,
/// the usual random placement. Looks at all such placements instead of a few random ones.
pub(super) fn answer_all_move(state: &State, rng: &mut Rng) -> Option<Place> {
    answer_all_by(state, rng, &ANSWERS)
}

/// How the playouts answer (`answer_all_move`).
pub(super) struct Answers {
    /// The weight of a piece by its size.
    pub(super) weights: [f64; 6],
    /// Each of a piece's corners beyond one multiplies its weight by this (Pentobi's
    /// published playouts favour pieces with many corners).
    pub(super) corner_factor: f64,
    /// Whether the cells next to the opponents' new corners count as answers too.
    pub(super) sides: bool,
    /// How many of each opponent's latest pieces it answers (1 or 2).
    pub(super) recent: u8,
    /// Whether a move that answers nothing is drawn from every placement by weight instead of
    /// by random tries.
    pub(super) weighted_fallback: bool,
    /// Whether the answers are listed with `State::placements_reaching` (the same answers,
    /// found faster) instead of `placements_covering` (`playout:covering`).
    pub(super) by_reach: bool,
    /// Whether every answer is drawn, its weight times this to the cells it takes, instead
    /// of only those taking most (`playout:soft<k>`).
    pub(super) soft: Option<f64>,
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

pub(super) const ANSWERS: Answers = Answers {
    weights: PIECE_WEIGHT,
    corner_factor: 1.0,
    sides: true,
    recent: 1,
    weighted_fallback: false,
    by_reach: true,
    soft: None,
};

/// `answer_all_move` answering as `how` says.
pub(super) fn answer_all_by(state: &State, rng: &mut Rng, how: &Answers) -> Option<Place> {
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
pub(super) fn best_answer(
    state: &State,
    rng: &mut Rng,
    least: u32,
    how: &Answers,
) -> Option<Place> {
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
pub(super) fn weighted_placement(
    state: &State,
    rng: &mut Rng,
    least: u32,
    how: &Answers,
) -> Option<Place> {
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
pub(super) struct Reservoir {
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
pub(super) fn by_size(state: &State, moves: Vec<Place>) -> Vec<Place> {
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
pub(super) const CENTRE_PIECES: u32 = 12;
pub(super) const CONNECT_PIECES: u32 = 14;

/// Of a Classic node's `moves`, while the board fills: those reaching within 0.3 of the
/// least distance to the board's middle (the distance of a placement's nearest cell, at least
/// 2), then, `connect` and in the two-player game, those touching the partner colour by an
/// edge if any does (Pentobi's published pruning). Other games: all.
pub(super) fn towards_centre(state: &State, moves: Vec<Place>, connect: bool) -> Vec<Place> {
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
pub(super) const PIECE_WEIGHT: [f64; 6] = [1.0, 3.0, 9.0, 27.0, 81.0, 243.0];

/// How many of `cells` a placement covers.
pub(super) fn covered(cells: &Rows, mv: &Place) -> u32 {
    let o = &orientations()[mv.piece as usize][mv.orient as usize];
    (mv.y as usize..mv.y as usize + o.height as usize)
        .map(|y| (piece_row(o, mv, y as isize) & cells[y]).count_ones())
        .sum()
}

/// `covered(a, mv) + covered(b, mv)` in one pass.
pub(super) fn covered_twice(a: &Rows, b: &Rows, mv: &Place) -> u32 {
    let o = &orientations()[mv.piece as usize][mv.orient as usize];
    let (y, rows) = (mv.y as usize, &o.rows[..o.height as usize]);
    (rows.iter().zip(&a[y..]).zip(&b[y..]))
        .map(|((&row, &in_a), &in_b)| {
            let cells = row << mv.x;
            (cells & in_a).count_ones() + (cells & in_b).count_ones()
        })
        .sum()
}
