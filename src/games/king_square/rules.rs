//! King-Square rules engine (spec: docs/rules/king-square.md). Pure Rust.
//!
//! Sides: Black (side A, even seats) and White (side B, odd seats). A hole is `(col, row)`,
//! 0-based from the top-left.

use crate::core::{option_byte, ConfigError, Game, OptionKind, OptionSpec, Outcome, Rng, Seat};
use serde::{Deserialize, Serialize};

pub const MIN_SIZE: u8 = 3;
pub const MAX_SIZE: u8 = 20;
pub const MIN_TARGET: u8 = 1;
pub const MAX_TARGET: u8 = 9;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// Board side N (R1), 3–20.
    pub size: u8,
    /// 2, or 4 in two partnerships (R2).
    pub players: u8,
    /// King-Squares needed to win the game (R15), 1–9.
    pub target: u8,
    /// Round 1 starts with a random seat instead of seat 0 (D6).
    pub random_first: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            size: 10,
            players: 2,
            target: 5,
            random_first: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Black,
    White,
}

impl Side {
    pub fn of_seat(seat: Seat) -> Side {
        if seat.is_multiple_of(2) {
            Side::Black
        } else {
            Side::White
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }
}

/// The one kind of move: put a peg of your side's colour in a hole (R4). The colour is not
/// part of the move, so placing the other side's colour (R5) cannot even be expressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    pub col: u8,
    pub row: u8,
}

pub const fn at(col: u8, row: u8) -> Place {
    Place { col, row }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    OffBoard { col: u8, row: u8, size: u8 },
    Occupied { col: u8, row: u8 },
    GameOver,
}

/// Four corners of an axis-aligned square, in the order (x,y), (x+k,y), (x,y+k), (x+k,y+k).
pub type Corners = [Place; 4];

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundResult {
    /// The side completed these squares with one peg (it still scores exactly 1, R9).
    Square { side: Side, squares: Vec<Corners> },
    /// The board filled with no King-Square (D5, R14).
    Void,
}

/// How the previous round ended, with its final board, so the UI can show it (R11 clears the
/// board at once).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundEnd {
    pub round: u32,
    pub board: Vec<Option<Side>>,
    pub last_peg: Place,
    pub placed_by: Seat,
    pub result: RoundResult,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    size: u8,
    players: u8,
    target: u8,
    /// Row-major, `size * size` holes.
    board: Vec<Option<Side>>,
    scores: [u8; 2],
    next: Seat,
    round: u32,
    over: bool,
    last_round: Option<RoundEnd>,
}

impl State {
    pub fn size(&self) -> u8 {
        self.size
    }
    pub fn players(&self) -> u8 {
        self.players
    }
    pub fn target(&self) -> u8 {
        self.target
    }
    /// 1-based number of the round being played.
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn score(&self, side: Side) -> u8 {
        self.scores[side.index()]
    }
    pub fn is_over(&self) -> bool {
        self.over
    }
    /// The seat that places the next peg (even after the game ended: the seat that would).
    pub fn next_seat(&self) -> Seat {
        self.next
    }
    pub fn last_round(&self) -> Option<&RoundEnd> {
        self.last_round.as_ref()
    }
    pub fn board(&self) -> &[Option<Side>] {
        &self.board
    }
    pub fn get(&self, col: u8, row: u8) -> Option<Side> {
        self.board[self.index(col, row)]
    }
    pub fn pegs(&self, side: Side) -> usize {
        self.board.iter().filter(|&&c| c == Some(side)).count()
    }
    /// The winning side once the game is over.
    pub fn winner(&self) -> Option<Side> {
        if !self.over {
            return None;
        }
        [Side::Black, Side::White]
            .into_iter()
            .find(|&s| self.score(s) >= self.target)
    }

    fn index(&self, col: u8, row: u8) -> usize {
        row as usize * self.size as usize + col as usize
    }

    /// A position mid-round, for worked examples and puzzles: the given pegs on the board,
    /// `to_move` next, scores as given. No check that the position could arise in play.
    pub fn with_pegs(
        config: &Config,
        black: &[Place],
        white: &[Place],
        to_move: Seat,
        scores: [u8; 2],
    ) -> Result<State, ConfigError> {
        let mut state = KingSquare::new_game(config, 0)?;
        for (side, pegs) in [(Side::Black, black), (Side::White, white)] {
            for p in pegs {
                let i = state.index(p.col, p.row);
                state.board[i] = Some(side);
            }
        }
        state.next = to_move;
        state.scores = scores;
        Ok(state)
    }
}

/// Every King-Square of `side` that has `p` as a corner (R6–R8: axis-aligned, any k ≥ 1,
/// only the corners matter).
pub fn squares_through(board: &[Option<Side>], size: u8, p: Place, side: Side) -> Vec<Corners> {
    let n = size as i32;
    let own = |c: i32, r: i32| {
        (0..n).contains(&c) && (0..n).contains(&r) && board[(r * n + c) as usize] == Some(side)
    };
    let (x, y) = (p.col as i32, p.row as i32);
    let mut found = Vec::new();
    if !own(x, y) {
        return found;
    }
    for k in 1..n {
        for (dx, dy) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
            let (x2, y2) = (x + dx * k, y + dy * k);
            if own(x2, y) && own(x, y2) && own(x2, y2) {
                let (x0, y0, x1, y1) = (x.min(x2), y.min(y2), x.max(x2), y.max(y2));
                let c = |a: i32, b: i32| at(a as u8, b as u8);
                found.push([c(x0, y0), c(x1, y0), c(x0, y1), c(x1, y1)]);
            }
        }
    }
    found
}

/// Whether a peg of `side` on the empty hole `p` would complete a King-Square (the other
/// three corners already `side`'s). Allocation-free: the AI's playouts call it a lot.
pub fn would_complete(board: &[Option<Side>], size: u8, p: Place, side: Side) -> bool {
    let n = size as i32;
    let own = |c: i32, r: i32| {
        (0..n).contains(&c) && (0..n).contains(&r) && board[(r * n + c) as usize] == Some(side)
    };
    let (x, y) = (p.col as i32, p.row as i32);
    (1..n).any(|k| {
        [(1, 1), (-1, 1), (1, -1), (-1, -1)]
            .iter()
            .any(|&(dx, dy)| {
                let (x2, y2) = (x + dx * k, y + dy * k);
                own(x2, y) && own(x, y2) && own(x2, y2)
            })
    })
}

/// Whether `side` owns any King-Square anywhere on the board.
pub fn has_square(board: &[Option<Side>], size: u8, side: Side) -> bool {
    (0..size).any(|r| (0..size).any(|c| !squares_through(board, size, at(c, r), side).is_empty()))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KingSquare;

impl Game for KingSquare {
    const ID: &'static str = "king-square";
    type Config = Config;
    type State = State;
    type Move = Place;
    type RuleError = RuleError;

    fn validate(config: &Config) -> Result<(), ConfigError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&config.size) {
            return ConfigError::err("size");
        }
        if config.players != 2 && config.players != 4 {
            return ConfigError::err("players");
        }
        if !(MIN_TARGET..=MAX_TARGET).contains(&config.target) {
            return ConfigError::err("target");
        }
        Ok(())
    }

    fn new_game(config: &Config, seed: u64) -> Result<State, ConfigError> {
        Self::validate(config)?;
        let first = if config.random_first {
            Rng::new(seed).below(config.players as u64) as Seat
        } else {
            0
        };
        Ok(State {
            size: config.size,
            players: config.players,
            target: config.target,
            board: vec![None; config.size as usize * config.size as usize],
            scores: [0, 0],
            next: first,
            round: 1,
            over: false,
            last_round: None,
        })
    }

    fn seats(state: &State) -> usize {
        state.players as usize
    }

    fn to_move(state: &State) -> Option<Seat> {
        (!state.over).then_some(state.next)
    }

    /// R2: partners (even seats Black, odd seats White) play one side.
    fn side(_state: &State, seat: Seat) -> Seat {
        Side::of_seat(seat).index() as Seat
    }

    /// The King-Squares the seat's side made.
    fn figures(state: &State, seat: Seat) -> Vec<i64> {
        vec![state.score(Side::of_seat(seat)) as i64]
    }

    fn legal_moves(state: &State) -> Vec<Place> {
        if state.over {
            return Vec::new();
        }
        let n = state.size;
        (0..n)
            .flat_map(|row| (0..n).map(move |col| at(col, row)))
            .filter(|p| state.get(p.col, p.row).is_none())
            .collect()
    }

    fn apply(state: &mut State, mv: &Place) -> Result<(), RuleError> {
        let Place { col, row } = *mv;
        if state.over {
            return Err(RuleError::GameOver); // R16
        }
        if col >= state.size || row >= state.size {
            return Err(RuleError::OffBoard {
                col,
                row,
                size: state.size,
            }); // R5
        }
        let i = state.index(col, row);
        if state.board[i].is_some() {
            return Err(RuleError::Occupied { col, row }); // R5
        }
        let seat = state.next;
        let side = Side::of_seat(seat); // R2, R10: always the placer's own colour
        state.board[i] = Some(side);
        state.last_round = None;
        state.next = (seat + 1) % state.players; // R3, R12, R14: next seat in turn order

        let squares = squares_through(&state.board, state.size, *mv, side); // R9
        let result = if !squares.is_empty() {
            state.scores[side.index()] += 1; // exactly one per round (R9, D3), kept (R13)
            state.over = state.scores[side.index()] >= state.target; // R15
            RoundResult::Square { side, squares }
        } else if state.board.iter().all(Option::is_some) {
            RoundResult::Void // R14
        } else {
            return Ok(());
        };
        // R11: the round ends, the board is cleared (its last look is kept for the UI).
        let holes = state.board.len();
        let board = std::mem::replace(&mut state.board, vec![None; holes]);
        state.last_round = Some(RoundEnd {
            round: state.round,
            board,
            last_peg: *mv,
            placed_by: seat,
            result,
        });
        if !state.over {
            state.round += 1;
        }
        Ok(())
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let winner = state.winner()?;
        let seats = 0..state.players;
        Some(Outcome {
            winners: seats
                .clone()
                .filter(|&s| Side::of_seat(s) == winner)
                .collect(),
            scores: seats
                .map(|s| state.score(Side::of_seat(s)) as i32)
                .collect(),
        })
    }

    fn between_rounds(state: &State) -> bool {
        state.last_round().is_some() && !state.is_over()
    }

    fn options() -> Vec<OptionSpec<Config>> {
        vec![
            OptionSpec {
                key: "players",
                kind: OptionKind::Choice(vec![2, 4]),
                get: |c| c.players as i32,
                set: |c, v| c.players = option_byte(v),
            },
            OptionSpec {
                key: "size",
                kind: OptionKind::Number {
                    min: MIN_SIZE as i32,
                    max: MAX_SIZE as i32,
                },
                get: |c| c.size as i32,
                set: |c, v| c.size = option_byte(v),
            },
            OptionSpec {
                key: "target",
                kind: OptionKind::Number {
                    min: MIN_TARGET as i32,
                    max: MAX_TARGET as i32,
                },
                get: |c| c.target as i32,
                set: |c, v| c.target = option_byte(v),
            },
            OptionSpec {
                key: "first",
                kind: OptionKind::Choice(vec![0, 1]),
                get: |c| c.random_first as i32,
                set: |c, v| c.random_first = v != 0,
            },
        ]
    }
}
