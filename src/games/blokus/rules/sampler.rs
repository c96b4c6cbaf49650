//! Random placements for playouts: tried at random attach cells first, favouring large
//! pieces, then the first fit; and cell sets grown by steps (the search's areas).

use super::*;

impl State {
    /// A random legal placement for the colour to move, fast: tries random (attach cell,
    /// piece, orientation, cell) combinations first, favouring large pieces, then the first
    /// fit, largest piece first. Not uniform over placements; meant for playouts.
    pub fn sample_move(&self, rng: &mut crate::core::Rng) -> Option<Place> {
        self.sampler(None).sample(rng)
    }

    /// Random placements for the colour to move, at its attach cells (those in `within`
    /// only, if given).
    pub fn sampler(&self, within: Option<&Rows>) -> Sampler<'_> {
        let attach = self.attach_rows(self.current);
        let mut spots = [(0u8, 0u8); MAX_N * MAX_N];
        let mut count = 0;
        for y in 0..self.n {
            let mut bits = attach[y as usize] & within.map_or(u32::MAX, |w| w[y as usize]);
            while bits != 0 {
                spots[count] = (bits.trailing_zeros() as u8, y);
                count += 1;
                bits &= bits - 1;
            }
        }
        let mut pieces = [0u8; PIECE_COUNT];
        let mut in_hand = 0;
        let mut hand = self.hand[self.current as usize];
        while hand != 0 {
            pieces[in_hand] = hand.trailing_zeros() as u8;
            in_hand += 1;
            hand &= hand - 1;
        }
        Sampler {
            state: self,
            spots,
            count,
            pieces,
            in_hand,
            allowed: self.hand[self.current as usize],
        }
    }
}

/// Random tries before a playout looks through the placements in order.
const SAMPLE_TRIES: usize = 16;

/// Draws random placements for the colour to move from a fixed set of its attach cells.
pub struct Sampler<'a> {
    state: &'a State,
    spots: [(u8, u8); MAX_N * MAX_N],
    count: usize,
    /// The pieces in hand it may place (all, or those of a least size).
    pieces: [u8; PIECE_COUNT],
    in_hand: usize,
    /// The same pieces as a bit set.
    allowed: u32,
}

impl Sampler<'_> {
    /// Whether there is no attach cell to sample from, or no piece to place.
    pub fn is_empty(&self) -> bool {
        self.count == 0 || self.in_hand == 0
    }

    /// A random placement: random tries first (`try_once`), then the first fit.
    pub fn sample(&self, rng: &mut crate::core::Rng) -> Option<Place> {
        (0..SAMPLE_TRIES)
            .find_map(|_| self.try_once(rng))
            .or_else(|| self.first_fit(rng))
    }

    /// The same sampler placing only pieces of at least `size` squares (none left: it is
    /// empty).
    pub fn at_least(mut self, size: u32) -> Self {
        let mut kept = 0;
        for i in 0..self.in_hand {
            let p = self.pieces[i];
            if pieces::size(p) >= size {
                self.pieces[kept] = p;
                kept += 1;
            } else {
                self.allowed &= !(1 << p);
            }
        }
        self.in_hand = kept;
        self
    }

    /// The first placement that fits, looking from a random attach cell on, at each cell the
    /// pieces in hand from the largest down: much cheaper than listing every placement when
    /// random tries keep missing (late in the game), and still big pieces first.
    pub fn first_fit(&self, rng: &mut crate::core::Rng) -> Option<Place> {
        if self.is_empty() {
            return None;
        }
        let s = self.state;
        let c = s.current as usize;
        let all = orientations();
        let start = rng.quick_below(self.count as u64) as usize;
        for k in 0..self.count {
            let (ax, ay) = self.spots[(start + k) % self.count];
            let around = s.forbidden_around(c, ax, ay);
            for &piece in BY_SIZE.iter().filter(|&&p| self.allowed & (1 << p) != 0) {
                for a in fitting_anchors(piece, around) {
                    let o = &all[piece as usize][a.orient as usize];
                    match s.origin(o, a, around, ax, ay) {
                        Some((x, y)) if s.fits(c, o, x, y) => {
                            return Some(Place {
                                piece,
                                orient: a.orient,
                                x,
                                y,
                            })
                        }
                        _ => {}
                    }
                }
            }
        }
        None
    }

    /// One random (attach cell, piece, orientation, cell) combination, if it fits. The
    /// piece is the larger of two random ones in hand: playouts that place big pieces
    /// first, as players do, judge positions better than uniformly random ones.
    pub fn try_once(&self, rng: &mut crate::core::Rng) -> Option<Place> {
        if self.is_empty() {
            return None;
        }
        let s = self.state;
        let c = s.current as usize;
        let all = orientations();
        let (ax, ay) = self.spots[rng.quick_below(self.count as u64) as usize];
        let in_hand = self.in_hand as u64;
        let p = self.pieces[rng.quick_below(in_hand) as usize];
        let q = self.pieces[rng.quick_below(in_hand) as usize];
        let piece = if pieces::size(q) > pieces::size(p) {
            q
        } else {
            p
        };
        // Every orientation has as many cells as the piece: one draw is uniform over both.
        let choices = &anchors()[piece as usize];
        let a = &choices[rng.quick_below(choices.len() as u64) as usize];
        let o = &all[piece as usize][a.orient as usize];
        let (x, y) = s.origin(o, a, s.forbidden_around(c, ax, ay), ax, ay)?;
        s.fits(c, o, x, y).then_some(Place {
            piece,
            orient: a.orient,
            x,
            y,
        })
    }
}

/// The cells within `steps` edge steps of `cells`, on a board of columns `mask`.
pub fn spread(cells: &Rows, steps: usize, mask: u32) -> Rows {
    grow(cells, steps, mask, false)
}

/// The cells within `steps` king moves of `cells`, on a board of columns `mask`.
pub fn widen(cells: &Rows, steps: usize, mask: u32) -> Rows {
    grow(cells, steps, mask, true)
}

/// `cells` grown by `steps` steps along the edges, and the diagonals too if `diagonals`.
fn grow(cells: &Rows, steps: usize, mask: u32, diagonals: bool) -> Rows {
    let mut out = *cells;
    for _ in 0..steps {
        let prev = out;
        for y in 0..MAX_N {
            let up = if y > 0 { prev[y - 1] } else { 0 };
            let down = if y + 1 < MAX_N { prev[y + 1] } else { 0 };
            let column = prev[y] | up | down;
            let sideways = if diagonals { column } else { prev[y] };
            out[y] = (column | sideways << 1 | sideways >> 1) & mask;
        }
    }
    out
}
