//! The 21 Blokus pieces (the free polyominoes of 1–5 squares) and their distinct fixed
//! orientations (rotations and reflections, duplicates removed), computed once.

use std::sync::OnceLock;

pub const PIECE_COUNT: usize = 21;

/// Id, and cells in base orientation (x to the right, y downwards), as in the rules table.
pub const PIECES: [(&str, &[(u8, u8)]); PIECE_COUNT] = [
    ("I1", &[(0, 0)]),
    ("I2", &[(0, 0), (1, 0)]),
    ("I3", &[(0, 0), (1, 0), (2, 0)]),
    ("V3", &[(0, 0), (0, 1), (1, 1)]),
    ("I4", &[(0, 0), (1, 0), (2, 0), (3, 0)]),
    ("O4", &[(0, 0), (1, 0), (0, 1), (1, 1)]),
    ("T4", &[(0, 0), (1, 0), (2, 0), (1, 1)]),
    ("L4", &[(0, 0), (0, 1), (0, 2), (1, 2)]),
    ("Z4", &[(0, 0), (1, 0), (1, 1), (2, 1)]),
    ("F5", &[(1, 0), (2, 0), (0, 1), (1, 1), (1, 2)]),
    ("I5", &[(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]),
    ("L5", &[(0, 0), (0, 1), (0, 2), (0, 3), (1, 3)]),
    ("N5", &[(0, 0), (1, 0), (2, 0), (2, 1), (3, 1)]),
    ("P5", &[(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]),
    ("T5", &[(0, 0), (1, 0), (2, 0), (1, 1), (1, 2)]),
    ("U5", &[(0, 0), (2, 0), (0, 1), (1, 1), (2, 1)]),
    ("V5", &[(0, 0), (0, 1), (0, 2), (1, 2), (2, 2)]),
    ("W5", &[(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)]),
    ("X5", &[(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)]),
    ("Y5", &[(0, 0), (1, 0), (2, 0), (3, 0), (1, 1)]),
    ("Z5", &[(0, 0), (1, 0), (1, 1), (1, 2), (2, 2)]),
];

/// The index of the one-square piece (its last placement earns +5, R14).
pub const I1: u8 = 0;

pub fn name(piece: u8) -> &'static str {
    PIECES[piece as usize].0
}
pub fn size(piece: u8) -> u32 {
    PIECES[piece as usize].1.len() as u32
}

/// The cells diagonal to a piece and not next to it by an edge, on an open board: where its
/// colour may attach next (I1 4, X5 8).
pub fn corners(piece: u8) -> u32 {
    static CORNERS: OnceLock<[u32; PIECE_COUNT]> = OnceLock::new();
    CORNERS.get_or_init(|| std::array::from_fn(|p| count_corners(p as u8)))[piece as usize]
}

/// The pieces that have two cells `d` or more steps apart (row plus column): those that
/// can cover a cell and an attach cell that far from it (bit p = piece p; d up to 4).
pub fn reaching(d: usize) -> u32 {
    static REACHING: OnceLock<[u32; 5]> = OnceLock::new();
    let table = REACHING.get_or_init(|| {
        std::array::from_fn(|d| {
            (0..PIECE_COUNT as u8)
                .filter(|&p| reach(p) >= d as u32)
                .fold(0, |set, p| set | 1 << p)
        })
    });
    table[d.min(4)]
}

/// The most steps (row plus column) between two of a piece's cells.
fn reach(piece: u8) -> u32 {
    let cells = PIECES[piece as usize].1;
    (cells.iter())
        .flat_map(|a| {
            cells
                .iter()
                .map(move |b| a.0.abs_diff(b.0) + a.1.abs_diff(b.1))
        })
        .max()
        .map_or(0, u32::from)
}

fn count_corners(piece: u8) -> u32 {
    let cells: Vec<(i8, i8)> = (PIECES[piece as usize].1.iter())
        .map(|&(x, y)| (x as i8, y as i8))
        .collect();
    let touches = |(x, y): (i8, i8), steps: &[(i8, i8)]| {
        (cells.iter()).any(|&(cx, cy)| steps.contains(&(x - cx, y - cy)))
    };
    let sides = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    let diagonals = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    (-1..=5)
        .flat_map(|y| (-1..=5).map(move |x| (x, y)))
        .filter(|c| !cells.contains(c) && !touches(*c, &sides) && touches(*c, &diagonals))
        .count() as u32
}

/// One fixed orientation of a piece, normalised to start at (0,0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Orientation {
    /// Cells sorted by (y, x).
    pub cells: Vec<(u8, u8)>,
    pub width: u8,
    pub height: u8,
    /// Row bitmasks (bit x set = cell (x, row)), `height` of them.
    pub rows: [u32; 5],
}

fn normalise(mut cells: Vec<(i8, i8)>) -> Vec<(u8, u8)> {
    let min_x = cells.iter().map(|c| c.0).min().unwrap_or(0);
    let min_y = cells.iter().map(|c| c.1).min().unwrap_or(0);
    for c in &mut cells {
        *c = (c.0 - min_x, c.1 - min_y);
    }
    let mut out: Vec<(u8, u8)> = cells.into_iter().map(|(x, y)| (x as u8, y as u8)).collect();
    out.sort_unstable_by_key(|&(x, y)| (y, x));
    out
}

fn orientations_of(base: &[(u8, u8)]) -> Vec<Orientation> {
    let mut seen: Vec<Vec<(u8, u8)>> = Vec::new();
    for flip in [false, true] {
        for turn in 0..4 {
            let cells = base
                .iter()
                .map(|&(x, y)| {
                    let (mut x, mut y) = (x as i8, y as i8);
                    if flip {
                        x = -x;
                    }
                    for _ in 0..turn {
                        (x, y) = (-y, x); // a quarter turn clockwise
                    }
                    (x, y)
                })
                .collect();
            let cells = normalise(cells);
            if !seen.contains(&cells) {
                seen.push(cells);
            }
        }
    }
    seen.into_iter()
        .map(|cells| {
            let width = cells.iter().map(|c| c.0).max().unwrap_or(0) + 1;
            let height = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1;
            let mut rows = [0u32; 5];
            for &(x, y) in &cells {
                rows[y as usize] |= 1 << x;
            }
            Orientation {
                cells,
                width,
                height,
                rows,
            }
        })
        .collect()
}

/// Every piece's orientations, in a fixed order (records store the index).
pub fn orientations() -> &'static [Vec<Orientation>; PIECE_COUNT] {
    static TABLE: OnceLock<[Vec<Orientation>; PIECE_COUNT]> = OnceLock::new();
    TABLE.get_or_init(|| std::array::from_fn(|i| orientations_of(PIECES[i].1)))
}

/// One way to cover a given cell with a piece: the orientation, which of its cells lands
/// on the given cell, and which cells of the 3×3 block around it the piece then covers
/// (bit 3·(dy+1) + (dx+1)). A placement whose block needs a forbidden neighbour cannot
/// fit, so move generation rejects most candidates with one test, before any board rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Anchor {
    pub orient: u8,
    pub cell: (u8, u8),
    pub needs: u16,
    /// The most steps (row plus column) from this cell to another of the piece's.
    pub reach: u8,
}

/// Every piece's anchors, by orientation then cell, as the placements are listed.
pub fn anchors() -> &'static [Vec<Anchor>; PIECE_COUNT] {
    static TABLE: OnceLock<[Vec<Anchor>; PIECE_COUNT]> = OnceLock::new();
    TABLE.get_or_init(|| std::array::from_fn(|piece| anchors_of(&orientations()[piece])))
}

/// The anchors of `piece` whose 3×3 block avoids the cells of `forbidden` (a block pattern as
/// in `Anchor::needs`), in `anchors()` order: move generation meets a block's pattern once
/// and skips the anchors that cannot fit without testing each (most of them, mid-game).
pub fn fitting_anchors(piece: u8, forbidden: u16) -> &'static [Anchor] {
    static TABLE: OnceLock<(Vec<Anchor>, Vec<u32>)> = OnceLock::new();
    let (list, starts) = TABLE.get_or_init(|| {
        let (mut list, mut starts) = (Vec::new(), vec![0u32]);
        for pattern in 0..BLOCK_PATTERNS {
            for piece in anchors() {
                list.extend(piece.iter().filter(|a| a.needs & pattern == 0));
                starts.push(list.len() as u32);
            }
        }
        (list, starts)
    });
    let i = (forbidden as usize % BLOCK_PATTERNS as usize) * PIECE_COUNT + piece as usize;
    &list[starts[i] as usize..starts[i + 1] as usize]
}

/// The patterns of a 3×3 block's cells, one bit a cell.
const BLOCK_PATTERNS: u16 = 1 << 9;

fn anchors_of(orients: &[Orientation]) -> Vec<Anchor> {
    let mut out = Vec::new();
    for (oi, o) in orients.iter().enumerate() {
        for &(px, py) in &o.cells {
            let mut needs = 0;
            for (dy, dx) in (-1i8..=1).flat_map(|dy| (-1i8..=1).map(move |dx| (dy, dx))) {
                let cell = (px as i8 + dx, py as i8 + dy);
                if o.cells.iter().any(|&(x, y)| (x as i8, y as i8) == cell) {
                    needs |= 1 << (3 * (dy + 1) + dx + 1);
                }
            }
            let reach = (o.cells.iter())
                .map(|&(x, y)| px.abs_diff(x) + py.abs_diff(y))
                .max()
                .unwrap_or(0);
            out.push(Anchor {
                orient: oi as u8,
                cell: (px, py),
                needs,
                reach,
            });
        }
    }
    out
}

/// The orientation after a quarter turn clockwise, or after turning the piece over
/// (left–right), as an index into the piece's orientations.
pub fn rotated(piece: u8, orient: u8) -> u8 {
    transformed(piece, orient, |(x, y)| (-y, x))
}
pub fn flipped(piece: u8, orient: u8) -> u8 {
    transformed(piece, orient, |(x, y)| (-x, y))
}

fn transformed(piece: u8, orient: u8, f: impl Fn((i8, i8)) -> (i8, i8)) -> u8 {
    let all = &orientations()[piece as usize];
    let cells = normalise(
        all[orient as usize]
            .cells
            .iter()
            .map(|&(x, y)| f((x as i8, y as i8)))
            .collect(),
    );
    all.iter()
        .position(|o| o.cells == cells)
        .expect("orientations are closed under turning") as u8
}
