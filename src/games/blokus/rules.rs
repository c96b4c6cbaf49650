//! Blokus rules engine on row bitboards. Pure Rust.
//!
//! Each board row is a `u32` (bit x = column x). Per colour the engine keeps its cells, the
//! cells edge-adjacent to them (forbidden to it, R8) and those diagonal to them (where it may
//! attach, R7), updated incrementally around each placed piece. Moves are generated only from
//! the attach cells, each placement exactly once.

use super::pieces::{
    self, anchors, fitting_anchors, orientations, Anchor, Orientation, I1, PIECE_COUNT,
};
use crate::core::{option_byte, ConfigError, Game, OptionKind, OptionSpec, Outcome, Seat};
use serde::{Deserialize, Serialize};

pub const MAX_N: usize = 20;
/// One `u32` per board row, bit x = column x.
pub type Rows = [u32; MAX_N];
const ALL_PIECES: u32 = (1 << PIECE_COUNT) - 1;
/// The pieces from the largest to the smallest (pentominoes are the last in `PIECES`).
const BY_SIZE: [u8; PIECE_COUNT] = [
    20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Variant {
    /// 20×20, four colours.
    #[default]
    Classic,
    /// 14×14, two colours, fixed start points.
    Duo,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 2, 3 or 4 (Duo: 2).
    pub players: u8,
    pub variant: Variant,
    /// Each colour's first piece on its own corner (Classic option).
    pub fixed_corners: bool,
}

impl Config {
    /// Blokus Duo: two players, one colour each, on the 14×14 board.
    pub fn duo() -> Self {
        Config {
            players: 2,
            variant: Variant::Duo,
            fixed_corners: false,
        }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            players: 4,
            variant: Variant::Classic,
            fixed_corners: false,
        }
    }
}

/// Put a piece (index into `PIECES`) in an orientation with its top-left at (x, y).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    pub piece: u8,
    pub orient: u8,
    pub x: u8,
    pub y: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    NoSuchPiece,
    /// R5.
    PieceUsed {
        piece: u8,
    },
    NoSuchOrientation,
    /// R4.
    OffBoard,
    /// R4.
    Overlap,
    /// R6: the first piece covers a free corner (or the colour's own corner / start point).
    FirstNotOnStart,
    /// R8.
    EdgeContact,
    /// R7.
    NoCornerContact,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    n: u8,
    colours: u8,
    players: u8,
    variant: Variant,
    fixed_corners: bool,
    occ: Rows,
    own: [Rows; 4],
    /// Cells sharing an edge with the colour (R8).
    edge: [Rows; 4],
    /// Cells touching the colour at a corner (R7).
    diag: [Rows; 4],
    /// Colour index + 1 of each cell, 0 = empty.
    cells: [u8; MAX_N * MAX_N],
    /// Bit p set = piece p still in hand.
    hand: [u32; 4],
    placed: [u8; 4],
    last_piece: [Option<u8>; 4],
    /// Each colour's latest placement (the playouts answer the opponents' latest moves).
    last_place: [Option<Place>; 4],
    /// Each colour's placement before its latest.
    earlier_place: [Option<Place>; 4],
    /// Colours found without a legal placement: they stay blocked (R12).
    blocked: [bool; 4],
    current: u8,
    green_turns: u16,
    /// Colours that became blocked right after the last placement (announced as passes).
    newly_blocked: u8,
    over: bool,
}

/// Which seat (player) controls which colour.
fn seat_of(state: &State, colour: u8) -> Seat {
    match (state.variant, state.players) {
        (Variant::Duo, _) | (_, 4) => colour,
        (_, 2) => colour % 2,
        _ if colour < 3 => colour,
        _ => (state.green_turns % 3) as Seat, // R17: Green in rotation
    }
}

impl State {
    pub fn size(&self) -> u8 {
        self.n
    }
    pub fn colours(&self) -> u8 {
        self.colours
    }
    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn variant(&self) -> Variant {
        self.variant
    }
    pub fn current(&self) -> u8 {
        self.current
    }
    pub fn is_over(&self) -> bool {
        self.over
    }
    /// The colour on a cell, if any.
    pub fn cell(&self, x: u8, y: u8) -> Option<u8> {
        self.cells[y as usize * MAX_N + x as usize].checked_sub(1)
    }
    pub fn in_hand(&self, colour: u8, piece: u8) -> bool {
        self.hand[colour as usize] & (1 << piece) != 0
    }
    pub fn pieces_in_hand(&self, colour: u8) -> Vec<u8> {
        (0..PIECE_COUNT as u8)
            .filter(|&p| self.in_hand(colour, p))
            .collect()
    }
    pub fn squares_in_hand(&self, colour: u8) -> u32 {
        self.pieces_in_hand(colour)
            .into_iter()
            .map(pieces::size)
            .sum()
    }
    pub fn squares_placed(&self, colour: u8) -> u32 {
        89 - self.squares_in_hand(colour)
    }
    pub fn placed_count(&self, colour: u8) -> u8 {
        self.placed[colour as usize]
    }
    pub fn last_piece(&self, colour: u8) -> Option<u8> {
        self.last_piece[colour as usize]
    }
    /// The colour's latest placement.
    pub fn last_place(&self, colour: u8) -> Option<Place> {
        self.last_place[colour as usize]
    }
    /// The colour's placement before its latest.
    pub fn earlier_place(&self, colour: u8) -> Option<Place> {
        self.earlier_place[colour as usize]
    }
    pub fn is_blocked(&self, colour: u8) -> bool {
        self.blocked[colour as usize]
    }
    /// Colours that could no longer place after the last move (each announced once).
    pub fn newly_blocked(&self) -> Vec<u8> {
        (0..self.colours)
            .filter(|c| self.newly_blocked & (1 << c) != 0)
            .collect()
    }
    pub fn seat_of(&self, colour: u8) -> Seat {
        seat_of(self, colour)
    }

    /// R13–R14: −1 per square in hand; all placed: +15, and +5 if the last was the monomino.
    pub fn colour_score(&self, colour: u8) -> i32 {
        if self.hand[colour as usize] != 0 {
            -(self.squares_in_hand(colour) as i32)
        } else if self.last_piece[colour as usize] == Some(I1) {
            20
        } else {
            15
        }
    }

    /// Whether the final ranking is already fixed: the game is over, or every player but one
    /// can no longer place and that one scores more than each of them (a score only grows as
    /// pieces are placed). A shared colour (R17) counts for none of them and may still place.
    pub fn is_ranking_fixed(&self) -> bool {
        if self.over {
            return true;
        }
        let blocked = &self.blocked[..self.colours as usize];
        if !blocked.iter().any(|&b| b) {
            return false; // the usual case, answered without the scores
        }
        let scores = self.player_scores();
        let can_place = |p: usize| {
            (0..self.colours).any(|c| {
                !blocked[c as usize] && !self.is_shared(c) && seat_of(self, c) as usize == p
            })
        };
        let mut open = (0..scores.len()).filter(|&p| can_place(p));
        match (open.next(), open.next()) {
            (None, _) => true, // only the shared colour may still place
            (Some(p), None) => (0..scores.len()).all(|q| q == p || scores[q] < scores[p]),
            _ => false,
        }
    }

    /// R17: whether colour `c` is the shared one (Green with three players), placed by each
    /// player in turn and counted for none.
    fn is_shared(&self, c: u8) -> bool {
        c == 3 && self.players == 3
    }

    /// R15: each player's score.
    pub fn player_scores(&self) -> Vec<i32> {
        let c = |k| self.colour_score(k);
        match (self.variant, self.players) {
            (Variant::Duo, _) => vec![c(0), c(1)],
            (_, 2) => vec![c(0) + c(2), c(1) + c(3)],
            (_, 3) => vec![c(0), c(1), c(2)],
            _ => vec![c(0), c(1), c(2), c(3)],
        }
    }

    /// The cells a colour's first piece must cover (R6; Duo: its start point).
    pub fn start_cells(&self, colour: u8) -> Vec<(u8, u8)> {
        let m = self.n - 1;
        let corners = [(0, 0), (m, 0), (m, m), (0, m)];
        match self.variant {
            Variant::Duo => vec![if colour == 0 { (4, 4) } else { (m - 4, m - 4) }],
            Variant::Classic if self.fixed_corners => vec![corners[colour as usize]],
            Variant::Classic => corners.to_vec(),
        }
    }

    /// Occupied cells, by row.
    pub fn occupied_rows(&self) -> &Rows {
        &self.occ
    }

    /// Cells sharing an edge with colour `c` (forbidden to it, R8), by row.
    pub fn edge_rows(&self, c: u8) -> &Rows {
        &self.edge[c as usize]
    }

    pub fn mask(&self) -> u32 {
        (1u32 << self.n) - 1
    }

    /// Where colour `c` may attach: the cells a new piece must cover one of.
    pub fn attach_rows(&self, c: u8) -> Rows {
        let mut rows = [0u32; MAX_N];
        let c = c as usize;
        if self.placed[c] == 0 {
            for (x, y) in self.start_cells(c as u8) {
                rows[y as usize] |= (1 << x) & !self.occ[y as usize];
            }
        } else {
            let n = self.n as usize;
            for (y, row) in rows.iter_mut().enumerate().take(n) {
                *row = self.diag[c][y] & !self.edge[c][y] & !self.occ[y];
            }
        }
        rows
    }

    /// Checks a placement for the colour to move, with the reason if it is illegal.
    pub fn check(&self, mv: &Place) -> Result<(), RuleError> {
        if self.over {
            return Err(RuleError::GameOver);
        }
        let c = self.current as usize;
        let all = orientations();
        let orients = all.get(mv.piece as usize).ok_or(RuleError::NoSuchPiece)?;
        if !self.in_hand(self.current, mv.piece) {
            return Err(RuleError::PieceUsed { piece: mv.piece });
        }
        let o = orients
            .get(mv.orient as usize)
            .ok_or(RuleError::NoSuchOrientation)?;
        if mv.x as usize + o.width as usize > self.n as usize
            || mv.y as usize + o.height as usize > self.n as usize
        {
            return Err(RuleError::OffBoard);
        }
        let attach = self.attach_rows(self.current);
        let (mut overlap, mut edge, mut touch) = (false, false, false);
        for r in 0..o.height as usize {
            let m = o.rows[r] << mv.x;
            let y = mv.y as usize + r;
            overlap |= m & self.occ[y] != 0;
            edge |= m & self.edge[c][y] != 0;
            touch |= m & attach[y] != 0;
        }
        if overlap {
            Err(RuleError::Overlap)
        } else if self.placed[c] == 0 && !touch {
            Err(RuleError::FirstNotOnStart)
        } else if edge {
            Err(RuleError::EdgeContact)
        } else if !touch {
            Err(RuleError::NoCornerContact)
        } else {
            Ok(())
        }
    }

    /// Every legal placement of colour `c`, each once, to `visit` until it returns false.
    fn generate(&self, c: u8, visit: impl FnMut(Place) -> bool) {
        let attach = self.attach_rows(c);
        self.generate_at(c, [&attach; 2], (self.hand[c as usize], 0), None, visit);
    }

    /// Every legal placement of colour `c` whose first attach cell among `first_of` (some of
    /// its attach cells) is one of `attach`, with a piece of `hand` (a set of pieces it
    /// holds) placed by a cell that reaches `reach` steps or more across the piece, covering
    /// one of `wanted` if given, each once, to `visit` until it returns false.
    fn generate_at(
        &self,
        c: u8,
        [attach, first_of]: [&Rows; 2],
        (hand, reach): (u32, u8),
        wanted: Option<&Rows>,
        mut visit: impl FnMut(Place) -> bool,
    ) {
        let ci = c as usize;
        let n = self.n;
        let all = orientations();
        for ay in 0..n {
            let mut bits = attach[ay as usize];
            while bits != 0 {
                let ax = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                let around = self.forbidden_around(ci, ax, ay);
                let mut hand = hand;
                while hand != 0 {
                    let piece = hand.trailing_zeros() as u8;
                    hand &= hand - 1;
                    for a in fitting_anchors(piece, around)
                        .iter()
                        .filter(|a| a.reach >= reach)
                    {
                        let o = &all[piece as usize][a.orient as usize];
                        let Some((x, y)) = self.origin(o, a, around, ax, ay) else {
                            continue;
                        };
                        // Whether it covers a wanted cell first: cheaper than the fit, and
                        // most placements near the wanted cells miss them.
                        let found = wanted.is_none_or(|w| covers_any(o, x, y, w))
                            && self.fits(ci, o, x, y)
                            && first_attach(o, x, y, first_of) == (ax, ay);
                        let mv = Place {
                            piece,
                            orient: a.orient,
                            x,
                            y,
                        };
                        if found && !visit(mv) {
                            return;
                        }
                    }
                }
            }
        }
    }

    /// The cells of the 3×3 block around (ax, ay) that colour `c` may not cover (taken,
    /// edge-adjacent to it, or off the board), in `Anchor::needs`' bit order.
    #[inline]
    fn forbidden_around(&self, c: usize, ax: u8, ay: u8) -> u16 {
        let n = self.n as usize;
        let off = !self.mask();
        let mut out = 0u16;
        for dy in 0..3usize {
            let row = match (ay as usize + dy).checked_sub(1) {
                Some(y) if y < n => self.occ[y] | self.edge[c][y] | off,
                _ => u32::MAX,
            };
            // Shifted by one so that column −1 is bit 0, and forbidden.
            let bits = ((row as u64) << 1 | 1) >> ax & 7;
            out |= (bits as u16) << (3 * dy);
        }
        out
    }

    /// Where a piece must start for its anchor cell to land on (ax, ay), if its block fits
    /// `around` and the piece stays on the board.
    #[inline]
    fn origin(&self, o: &Orientation, a: &Anchor, around: u16, ax: u8, ay: u8) -> Option<(u8, u8)> {
        if a.needs & around != 0 {
            return None;
        }
        let (x, y) = (ax.checked_sub(a.cell.0)?, ay.checked_sub(a.cell.1)?);
        (x + o.width <= self.n && y + o.height <= self.n).then_some((x, y))
    }

    #[inline]
    fn fits(&self, c: usize, o: &Orientation, x: u8, y: u8) -> bool {
        (0..o.height as usize).all(|r| {
            let row = y as usize + r;
            (o.rows[r] << x) & (self.occ[row] | self.edge[c][row]) == 0
        })
    }

    pub fn legal_for(&self, colour: u8) -> Vec<Place> {
        let mut out = Vec::new();
        if !self.blocked[colour as usize] && self.hand[colour as usize] != 0 {
            self.generate(colour, |mv| {
                out.push(mv);
                true
            });
        }
        out
    }

    /// Every legal placement of the colour to move that covers one of its attach cells in
    /// `within` and one of `wanted`, with a piece of at least `least` squares, each once, to
    /// `visit`.
    pub fn placements_covering(
        &self,
        within: &Rows,
        wanted: &Rows,
        least: u32,
        mut visit: impl FnMut(Place),
    ) {
        let c = self.current;
        if self.blocked[c as usize] {
            return;
        }
        let mut attach = self.attach_rows(c);
        for (a, w) in attach.iter_mut().zip(within) {
            *a &= w;
        }
        let hand = self.hand_of_size(c, least);
        self.generate_at(c, [&attach; 2], (hand, 0), Some(wanted), |mv| {
            visit(mv);
            true
        });
    }

    /// The pieces colour `c` holds of `least` squares or more, as a set.
    fn hand_of_size(&self, c: u8, least: u32) -> u32 {
        (0..PIECE_COUNT as u8)
            .filter(|&p| self.hand[c as usize] & (1 << p) != 0 && pieces::size(p) >= least)
            .fold(0, |h, p| h | 1 << p)
    }

    /// `placements_covering` all attach cells near `wanted`, faster: a piece covering a
    /// wanted cell and an attach cell `d` steps from it has two cells `d` steps apart, so at
    /// the attach cells `d` steps from the nearest wanted cell it tries only such pieces
    /// (`pieces::reaching`), placed by a cell that far from another (`Anchor::reach`);
    /// none reaches farther than 4.
    pub fn placements_reaching(&self, wanted: &Rows, least: u32, mut visit: impl FnMut(Place)) {
        let c = self.current;
        if self.blocked[c as usize] {
            return;
        }
        let attach = self.attach_rows(c);
        let hand = self.hand_of_size(c, least);
        // rings[d]: the attach cells exactly d steps from the nearest wanted cell.
        let mut rings = [[0u32; MAX_N]; 5];
        let (mut inside, mut within) = ([0u32; MAX_N], *wanted);
        for (d, ring) in rings.iter_mut().enumerate() {
            if d > 0 {
                inside = within;
                within = spread(&within, 1, self.mask());
            }
            *ring = std::array::from_fn(|y| within[y] & !inside[y] & attach[y]);
        }
        let near: Rows = std::array::from_fn(|y| within[y] & attach[y]);
        for (d, ring) in rings.iter().enumerate() {
            let hand = hand & pieces::reaching(d);
            self.generate_at(c, [ring, &near], (hand, d as u8), Some(wanted), |mv| {
                visit(mv);
                true
            });
        }
    }

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

    pub fn has_move(&self, colour: u8) -> bool {
        if self.blocked[colour as usize] || self.hand[colour as usize] == 0 {
            return false;
        }
        let mut found = false;
        self.generate(colour, |_| {
            found = true;
            false // one is enough
        });
        found
    }

    /// Lets `colour` place next, out of turn: match tools may send the colours' moves in any
    /// order. A colour without a placement is still skipped after the move.
    pub fn set_current(&mut self, colour: u8) {
        if colour < self.colours {
            self.current = colour;
        }
    }

    /// Test support: puts a piece of `colour` on the board without checking the rules or
    /// passing the turn (hand-made positions).
    #[doc(hidden)]
    pub fn put_for_test(&mut self, colour: u8, mv: &Place) {
        let current = self.current;
        self.current = colour;
        self.put(mv);
        self.current = current;
    }

    /// Test support: sets what each colour holds and its last piece (scoring examples).
    #[doc(hidden)]
    pub fn set_hands_for_test(&mut self, hands: [Vec<u8>; 4], last: [Option<u8>; 4]) {
        for c in 0..4 {
            self.hand[c] = hands[c].iter().fold(0, |h, &p| h | 1 << p);
            self.last_piece[c] = last[c];
            self.placed[c] = (PIECE_COUNT - hands[c].len()) as u8;
        }
    }

    /// Places the piece (already checked) and updates the bitboards around it.
    fn put(&mut self, mv: &Place) {
        let c = self.current as usize;
        let o = &orientations()[mv.piece as usize][mv.orient as usize];
        for &(px, py) in &o.cells {
            let (x, y) = ((mv.x + px) as usize, (mv.y + py) as usize);
            self.occ[y] |= 1 << x;
            self.own[c][y] |= 1 << x;
            self.cells[y * MAX_N + x] = c as u8 + 1;
        }
        let mask = self.mask();
        let n = self.n as usize;
        let lo = (mv.y as usize).saturating_sub(1);
        let hi = (mv.y as usize + o.height as usize).min(n - 1);
        for y in lo..=hi {
            let own = &self.own[c];
            let same = own[y];
            let up = if y > 0 { own[y - 1] } else { 0 };
            let down = if y + 1 < n { own[y + 1] } else { 0 };
            self.edge[c][y] = (same << 1 | same >> 1 | up | down) & mask;
            self.diag[c][y] = (up << 1 | up >> 1 | down << 1 | down >> 1) & mask;
        }
        self.hand[c] &= !(1 << mv.piece);
        self.placed[c] += 1;
        self.last_piece[c] = Some(mv.piece);
        self.earlier_place[c] = self.last_place[c];
        self.last_place[c] = Some(*mv);
        if self.is_shared(self.current) {
            self.green_turns += 1;
        }
    }

    /// R10/R12: the next colour (in order, possibly the same) that can place; the others
    /// pass, and stay blocked. None when no colour can place.
    fn advance(&mut self) {
        self.newly_blocked = 0;
        for k in 1..=self.colours {
            let c = (self.current + k) % self.colours;
            if self.blocked[c as usize] {
                continue;
            }
            if self.has_move(c) {
                self.current = c;
                return;
            }
            self.blocked[c as usize] = true;
            self.newly_blocked |= 1 << c;
        }
        self.over = true;
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

/// Whether a piece at (x, y) covers one of `cells`.
#[inline]
fn covers_any(o: &Orientation, x: u8, y: u8, cells: &Rows) -> bool {
    (0..o.height as usize).any(|r| (o.rows[r] << x) & cells[y as usize + r] != 0)
}

/// The first attach cell (in row, then column order) a placement covers.
#[inline]
fn first_attach(o: &Orientation, x: u8, y: u8, attach: &Rows) -> (u8, u8) {
    for r in 0..o.height as usize {
        let hits = (o.rows[r] << x) & attach[y as usize + r];
        if hits != 0 {
            return (hits.trailing_zeros() as u8, y + r as u8);
        }
    }
    (u8::MAX, u8::MAX)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blokus;

impl Game for Blokus {
    const ID: &'static str = "blokus";
    type Config = Config;
    type State = State;
    type Move = Place;
    type RuleError = RuleError;

    fn validate(config: &Config) -> Result<(), ConfigError> {
        match config.variant {
            Variant::Duo if config.players != 2 => ConfigError::err("players"),
            Variant::Classic if !(2..=4).contains(&config.players) => ConfigError::err("players"),
            _ => Ok(()),
        }
    }

    fn new_game(config: &Config, _seed: u64) -> Result<State, ConfigError> {
        Self::validate(config)?;
        let (n, colours) = match config.variant {
            Variant::Classic => (20, 4),
            Variant::Duo => (14, 2),
        };
        let hand = |c: u8| if c < colours { ALL_PIECES } else { 0 };
        Ok(State {
            n,
            colours,
            players: config.players,
            variant: config.variant,
            fixed_corners: config.fixed_corners,
            occ: [0; MAX_N],
            own: [[0; MAX_N]; 4],
            edge: [[0; MAX_N]; 4],
            diag: [[0; MAX_N]; 4],
            cells: [0; MAX_N * MAX_N],
            hand: [hand(0), hand(1), hand(2), hand(3)],
            placed: [0; 4],
            last_piece: [None; 4],
            last_place: [None; 4],
            earlier_place: [None; 4],
            blocked: [false; 4],
            current: 0,
            green_turns: 0,
            newly_blocked: 0,
            over: false,
        })
    }

    fn seats(state: &State) -> usize {
        state.players as usize
    }

    fn to_move(state: &State) -> Option<Seat> {
        (!state.over).then(|| seat_of(state, state.current))
    }

    fn legal_moves(state: &State) -> Vec<Place> {
        if state.over {
            return Vec::new();
        }
        state.legal_for(state.current)
    }

    fn apply(state: &mut State, mv: &Place) -> Result<(), RuleError> {
        state.check(mv)?;
        state.put(mv);
        state.advance();
        Ok(())
    }

    /// The seat's score, and how many of its colours placed every piece (R14's bonus).
    fn figures(state: &State, seat: Seat) -> Vec<i64> {
        let score = state
            .player_scores()
            .get(seat as usize)
            .copied()
            .unwrap_or(0);
        let colours = (0..state.colours()).filter(|&c| state.seat_of(c) == seat);
        let bonuses = colours.filter(|&c| state.colour_score(c) >= 15).count();
        vec![score as i64, bonuses as i64]
    }

    fn outcome(state: &State) -> Option<Outcome> {
        if !state.over {
            return None;
        }
        let scores = state.player_scores();
        let best = *scores.iter().max().expect("at least two players");
        let winners = (0..scores.len() as Seat)
            .filter(|&s| scores[s as usize] == best)
            .collect();
        Some(Outcome { winners, scores })
    }

    fn options() -> Vec<OptionSpec<Config>> {
        vec![
            OptionSpec {
                key: "variant",
                kind: OptionKind::Choice(vec![0, 1]),
                get: |c| c.variant as i32,
                set: |c, v| {
                    c.variant = if v == 1 {
                        Variant::Duo
                    } else {
                        Variant::Classic
                    };
                    // Duo is a two-player game: the players option follows.
                    if c.variant == Variant::Duo {
                        c.players = 2;
                    }
                },
            },
            OptionSpec {
                key: "players",
                kind: OptionKind::Choice(vec![4, 3, 2]),
                get: |c| c.players as i32,
                set: |c, v| c.players = option_byte(v),
            },
            OptionSpec {
                key: "corners",
                kind: OptionKind::Choice(vec![0, 1]),
                get: |c| c.fixed_corners as i32,
                set: |c, v| c.fixed_corners = v != 0,
            },
        ]
    }

    /// Duo has two players and its own start points.
    fn option_applies(config: &Config, key: &str) -> bool {
        config.variant == Variant::Classic || key == "variant"
    }
}
