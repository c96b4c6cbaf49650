//! Blokus rules engine on row bitboards. Pure Rust.
//!
//! Each board row is a `u32` (bit x = column x). Per colour the engine keeps its cells, the
//! cells edge-adjacent to them (forbidden to it, R8) and those diagonal to them (where it may
//! attach, R7), updated incrementally around each placed piece. Moves are generated only from
//! the attach cells, each placement exactly once.
//!
//! Here the board, its state and the `Game`; `movegen` checks and generates placements,
//! `sampler` draws random ones for playouts (and grows cell sets for the search).

use super::pieces::{
    self, anchors, fitting_anchors, orientations, Anchor, Orientation, I1, PIECE_COUNT,
};
use crate::core::{option_byte, ConfigError, Game, OptionKind, OptionSpec, Outcome, Seat};
use serde::{Deserialize, Serialize};

mod movegen;
mod sampler;

pub use sampler::{spread, widen, Sampler};

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

/// Where a colour's first piece must go (R6), as the variant and options say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Start {
    /// Classic by default: any free corner of the board.
    AnyCorner,
    /// Classic with `fixed_corners`: the colour's own corner.
    OwnCorner,
    /// Duo: the colour's start point.
    Point,
}

impl Start {
    fn of(variant: Variant, fixed_corners: bool) -> Start {
        match (variant, fixed_corners) {
            (Variant::Duo, _) => Start::Point,
            (Variant::Classic, true) => Start::OwnCorner,
            (Variant::Classic, false) => Start::AnyCorner,
        }
    }
}

impl Config {
    /// Where a colour's first piece must go in this game.
    pub fn start(&self) -> Start {
        Start::of(self.variant, self.fixed_corners)
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
    FirstNotOnStart(Start),
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
    /// Where a colour's first piece must go in this game.
    pub fn start(&self) -> Start {
        Start::of(self.variant, self.fixed_corners)
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
