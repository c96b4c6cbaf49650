//! Tic-tac-toe's rules (`rules.md`): a 3 × 3 board, two marks, three in a line wins.

use crate::core::{ConfigError, Game, OptionSpec, Outcome, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TicTacToe;

/// No options: one board, two players.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Config {}

/// A square, 0 to 8, row by row from the top left.
pub type Square = u8;

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// Each square's mark: the seat that took it (0 Blue, 1 Red).
    pub squares: [Option<Seat>; 9],
}

#[derive(Clone, Debug, PartialEq)]
pub enum RuleError {
    OffBoard,
    Taken,
    GameOver,
}

/// The eight lines of three (R3).
pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl State {
    /// The seat with three in a line, if any.
    pub fn winner(&self) -> Option<Seat> {
        LINES.iter().find_map(|line| {
            let first = self.squares[line[0]]?;
            line.iter()
                .all(|&s| self.squares[s] == Some(first))
                .then_some(first)
        })
    }

    pub fn full(&self) -> bool {
        self.squares.iter().all(Option::is_some)
    }

    /// Blue moves when as many marks of each are down (R1).
    fn next(&self) -> Seat {
        (self.squares.iter().flatten().count() % 2) as Seat
    }
}

impl Game for TicTacToe {
    const ID: &'static str = "tic-tac-toe";
    type Config = Config;
    type State = State;
    type Move = Square;
    type RuleError = RuleError;

    fn validate(_: &Config) -> Result<(), ConfigError> {
        Ok(())
    }

    fn new_game(_: &Config, _seed: u64) -> Result<State, ConfigError> {
        Ok(State { squares: [None; 9] })
    }

    fn seats(_: &State) -> usize {
        2
    }

    fn to_move(state: &State) -> Option<Seat> {
        match state.winner().is_some() || state.full() {
            true => None,
            false => Some(state.next()),
        }
    }

    fn legal_moves(state: &State) -> Vec<Square> {
        match Self::to_move(state) {
            Some(_) => (0..9).filter(|&s| state.squares[s as usize].is_none()).collect(),
            None => Vec::new(),
        }
    }

    fn apply(state: &mut State, mv: &Square) -> Result<(), RuleError> {
        let seat = Self::to_move(state).ok_or(RuleError::GameOver)?;
        let square = state.squares.get_mut(*mv as usize).ok_or(RuleError::OffBoard)?;
        if square.is_some() {
            return Err(RuleError::Taken);
        }
        *square = Some(seat);
        Ok(())
    }

    fn outcome(state: &State) -> Option<Outcome> {
        match (state.winner(), state.full()) {
            (Some(seat), _) => Some(Outcome {
                winners: vec![seat],
                scores: (0..2).map(|s| i32::from(s == seat)).collect(),
            }),
            (None, true) => Some(Outcome {
                winners: Vec::new(),
                scores: vec![0, 0],
            }),
            (None, false) => None,
        }
    }

    fn options() -> Vec<OptionSpec<Config>> {
        Vec::new()
    }
}
