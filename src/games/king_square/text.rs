//! Every word King-Square shows to a player (English table; other languages later as tables).

use super::rules::{Config, KingSquare, Place, RoundResult, RuleError, Side, State};
use crate::core::ConfigError;
use crate::core::{GameText, Seat};
use std::fmt;

pub const NAME: &str = "King-Square";
pub const TAGLINE: &str = "Pegs on a grid: be first to own the four corners of a square.";

pub const OPT_PLAYERS: &str = "Players";
pub const TWO_PLAYERS: &str = "2 players";
pub const FOUR_PLAYERS: &str = "4 players (two partnerships)";
pub const OPT_SIZE: &str = "Board size (holes per side)";
pub const OPT_TARGET: &str = "King-Squares to win";
pub const OPT_FIRST: &str = "First player";
pub const FIRST_SEAT_0: &str = "Player 1 (Black)";
pub const FIRST_RANDOM: &str = "Random";

pub fn bad_size(size: u8) -> String {
    format!("the board must have 3 to 20 holes per side, not {size}")
}
pub fn bad_players(players: u8) -> String {
    format!("King-Square is played by 2 or 4 players, not {players}")
}
pub fn bad_target(target: u8) -> String {
    format!("the target must be 1 to 9 King-Squares, not {target}")
}

pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Black => "Black",
        Side::White => "White",
    }
}

/// A hole as players name it: column letter, row number from the top ("C4").
pub fn place_at(p: Place) -> String {
    format!("Place at {}", hole_name(p))
}
pub const OR_TAP_ANOTHER: &str = "or tap another hole";

pub fn hole_name(p: Place) -> String {
    format!("{}{}", (b'A' + p.col) as char, p.row as u32 + 1)
}

pub fn seat_name(seat: u8, players: u8) -> String {
    let side = side_name(Side::of_seat(seat));
    if players == 2 {
        side.to_string()
    } else {
        format!("Player {} ({side})", seat + 1)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RuleError::OffBoard { col, row, size } => write!(
                f,
                "hole ({col}, {row}) is outside the {size} × {size} board"
            ),
            RuleError::Occupied { col, row } => {
                write!(
                    f,
                    "hole {} is taken: pegs go in empty holes",
                    hole_name(Place { col, row })
                )
            }
            RuleError::GameOver => write!(f, "the game is over: start a new game for another one"),
        }
    }
}

pub const RULES: &[&str] = &[
    "Players take turns putting one peg of their colour into any empty hole. Passing is not allowed, and pegs never move.",
    "The first side to own all four corners of a square wins the round. The square can be any size (four neighbouring holes count) but its sides must run along the rows and columns: tilted squares and rectangles do not count.",
    "Only the four corners matter: pegs of either colour inside the square or on its sides make no difference.",
    "A round is worth exactly one King-Square, even if one peg completes several squares at once.",
    "After a round the board is cleared; the next round is started by the player after the one who made the square (the losing side). If the board fills up without a square, the round is void and nobody scores.",
    "With 4 players, partners sit opposite each other and share a colour: a square may mix both partners' pegs.",
    "The first side to reach the target number of King-Squares (5 by default) wins the game.",
];

impl GameText for KingSquare {
    fn turn_text(state: &State, seat: Seat) -> String {
        crate::text::turn_of(&Self::seat_name(state, seat))
    }

    fn option_label(key: &str) -> &'static str {
        match key {
            "players" => OPT_PLAYERS,
            "size" => OPT_SIZE,
            "target" => OPT_TARGET,
            _ => OPT_FIRST,
        }
    }

    fn choice_label(key: &str, value: i32) -> &'static str {
        match (key, value) {
            ("players", 2) => TWO_PLAYERS,
            ("players", _) => FOUR_PLAYERS,
            (_, 0) => FIRST_SEAT_0,
            _ => FIRST_RANDOM,
        }
    }

    fn config_problem(config: &Config, problem: ConfigError) -> String {
        match problem.option {
            "size" => bad_size(config.size),
            "players" => bad_players(config.players),
            _ => bad_target(config.target),
        }
    }

    fn name() -> &'static str {
        NAME
    }

    fn config_summary(config: &Config) -> String {
        format!(
            "{} players · {n}×{n} · first to {}",
            config.players,
            config.target,
            n = config.size
        )
    }

    fn seat_name(state: &State, seat: Seat) -> String {
        seat_name(seat, state.players())
    }

    fn describe_move(before: &State, mv: &Place, after: &State) -> String {
        let who = seat_name(before.next_seat(), before.players());
        let mut line = format!("{who}: {}", hole_name(*mv));
        if let Some(end) = after.last_round() {
            match &end.result {
                RoundResult::Square { side, .. } => {
                    line += &format!(
                        " — King-Square for {}! {}",
                        side_name(*side),
                        score_line(after)
                    )
                }
                RoundResult::Void => line += " — board full, round void",
            }
        }
        line
    }

    fn result_text(state: &State) -> String {
        match state.winner() {
            Some(w) => format!("{} wins · {}", side_name(w), score_line(state)),
            None => String::new(),
        }
    }

    fn rules() -> &'static [&'static str] {
        RULES
    }
}

/// The score, always in the same order and with the sides named, so that it reads the same
/// in the move list, the round banner and the result: "Black 1 – 0 White".
pub fn score_line(state: &State) -> String {
    format!(
        "{} {} – {} {}",
        side_name(Side::Black),
        state.score(Side::Black),
        state.score(Side::White),
        side_name(Side::White)
    )
}
