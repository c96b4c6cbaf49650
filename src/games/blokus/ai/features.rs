//! What a placement does, counted in cells around it (`Features`), and how much a player
//! would like it (`Weights`, `evaluate`): the search's priors.

use super::*;

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
pub(super) fn piece_row(o: &Orientation, mv: &Place, row: isize) -> u32 {
    let r = row - mv.y as isize;
    if (0..o.height as isize).contains(&r) {
        o.rows[r as usize] << mv.x
    } else {
        0
    }
}

/// The cells diagonal to a piece in a row, from the piece's cells in the rows above and below.
pub(super) fn diagonal(up: u32, down: u32) -> u32 {
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
pub(super) const OPENING_FIVES: u8 = 3;

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
