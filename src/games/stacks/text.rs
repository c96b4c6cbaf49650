//! Every word Stacks shows to a player.

use super::rules::{Action, Config, Dir, End, Point, RuleError, Side, Stacks, State, Turn};
use crate::core::ConfigError;
use crate::core::{GameText, Seat};
use std::fmt;

pub const NAME: &str = "Stacks";
pub const TAGLINE: &str = "Walk your pawn round the edge, drop and slide stacks, and link a path.";

pub const OPT_SIZE: &str = "Board size";
pub const OPT_HEIGHT: &str = "Highest stack";
pub const OPT_LIMIT: &str = "Turn limit (0 = none)";

pub fn bad_size(n: u8) -> String {
    format!("the board must be 5 to 9 cells wide, not {n}")
}
pub fn bad_height(h: u8) -> String {
    format!("the highest stack must be 2 to 6 pieces, not {h}")
}
pub fn bad_limit(l: u16) -> String {
    format!("the turn limit must be 0 to 999, not {l}")
}

pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Black => "Black",
        Side::White => "White",
    }
}

/// A cell as players name it: column letter, row number from the top ("D5").
pub fn cell_name(state: &State, c: u8) -> String {
    let n = state.size();
    format!("{}{}", (b'A' + c % n) as char, c / n + 1)
}

/// A ring point as in the rules: "N3", "E0", "NW".
pub fn point_name(state: &State, p: u8) -> String {
    match state.point(p) {
        Point::Nw => "NW".into(),
        Point::Ne => "NE".into(),
        Point::Se => "SE".into(),
        Point::Sw => "SW".into(),
        Point::N(i) => format!("N{i}"),
        Point::E(i) => format!("E{i}"),
        Point::S(i) => format!("S{i}"),
        Point::W(i) => format!("W{i}"),
    }
}

pub fn dir_name(d: Dir) -> &'static str {
    match d {
        Dir::Up => "up",
        Dir::Down => "down",
        Dir::Left => "left",
        Dir::Right => "right",
    }
}

pub fn stack_words(state: &State, c: u8) -> String {
    match state.owner(c) {
        None => "empty".into(),
        Some(side) => format!("{} stack of {}", side_name(side), state.height(c)),
    }
}

pub const CHOOSE_PAWN: &str = "Move your pawn: pick a highlighted point on the edge.";
pub const CHOOSE_ACTION: &str =
    "Now drop a piece on a highlighted cell, or pick one of your highlighted stacks to slide it.";
pub const CHOOSE_SLIDE: &str =
    "Slide the stack to a highlighted cell, or pick it again to drop a piece on it (if highlighted).";
pub const CHANGE_PAWN: &str = "Change the pawn move";

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RuleError::GameOver => "the game is over",
            RuleError::NoSuchPoint => "there is no such point on the edge",
            RuleError::NoSuchCell => "there is no such cell",
            RuleError::PawnMustMove => "your pawn must move at least one point",
            RuleError::PawnCannotPass => "your pawn cannot pass or land on the other pawn",
            RuleError::SameHalf => {
                "your pawn cannot stop on the half of the edge where the other pawn stands"
            }
            RuleError::CornerSeesNothing => {
                "from a corner your pawn sees no cell: slide one of your stacks instead"
            }
            RuleError::NotInSight => "that cell is not in your pawn's line of sight",
            RuleError::DropBlocked => "something stands between your pawn and that cell",
            RuleError::StackFull => "that stack is already full",
            RuleError::StackBehindNotLower => {
                "a stack in between is not lower than the one you want to drop on"
            }
            RuleError::NothingToMove => "there is no stack there",
            RuleError::NotYourStack => "you can only slide stacks with your colour on top",
            RuleError::FrozenStack => "a full stack can never move",
            RuleError::SlideOffBoard => {
                "a stack slides exactly its height, and that leaves the board"
            }
            RuleError::SlideBlocked => "a stack slides exactly its height through empty cells only",
        })
    }
}

impl GameText for Stacks {
    fn turn_text(state: &State, seat: Seat) -> String {
        crate::text::turn_of(&Self::seat_name(state, seat))
    }

    fn option_label(key: &str) -> &'static str {
        match key {
            "size" => OPT_SIZE,
            "max_height" => OPT_HEIGHT,
            _ => OPT_LIMIT,
        }
    }

    fn choice_label(_: &str, _: i32) -> &'static str {
        ""
    }

    fn config_problem(config: &Config, problem: ConfigError) -> String {
        match problem.option {
            "size" => bad_size(config.size),
            "max_height" => bad_height(config.max_height),
            _ => bad_limit(config.turn_limit),
        }
    }

    fn name() -> &'static str {
        NAME
    }

    fn config_summary(config: &Config) -> String {
        let mut s = format!("{n}×{n}", n = config.size);
        if config.max_height != 4 {
            s += &format!(" · stacks of {}", config.max_height);
        }
        if config.turn_limit > 0 {
            s += &format!(" · {} turns", config.turn_limit);
        }
        s
    }

    fn seat_name(_: &State, seat: Seat) -> String {
        side_name(Side::of_seat(seat)).into()
    }

    fn describe_move(before: &State, turn: &Turn, after: &State) -> String {
        let side = before.to_move_side();
        let mut line = format!(
            "{}: pawn to {}, ",
            side_name(side),
            point_name(before, turn.pawn)
        );
        match turn.action {
            Action::Drop(c) if before.height(c) == 0 => {
                line += &format!("drop on {}", cell_name(before, c))
            }
            Action::Drop(c) => {
                line += &format!(
                    "drop on the stack at {} (now {})",
                    cell_name(before, c),
                    before.height(c) + 1
                )
            }
            Action::Slide(c, d) => {
                let to = before
                    .slide_target(side, c, d)
                    .map(|t| cell_name(before, t))
                    .unwrap_or_default();
                line += &format!("slide {} {} to {to}", cell_name(before, c), dir_name(d))
            }
        }
        match after.end() {
            Some(End::Path { .. }) => line += " — a complete path: wins!",
            Some(End::Count { .. }) => line += " — no one can move: game over",
            None => {}
        }
        if let Some(p) = after.passed() {
            line += &format!(" — {} cannot move and passes", side_name(p));
        }
        line
    }

    fn result_text(state: &State) -> String {
        match state.end() {
            None => String::new(),
            Some(End::Path { winner, .. }) => format!("{} wins with a path", side_name(*winner)),
            Some(End::Count {
                black,
                white,
                turn_limit,
            }) => {
                let why = if *turn_limit {
                    "Turn limit reached"
                } else {
                    "No one can move"
                };
                let who = match black.cmp(white) {
                    std::cmp::Ordering::Greater => "Black wins".to_string(),
                    std::cmp::Ordering::Less => "White wins".to_string(),
                    std::cmp::Ordering::Equal => "A draw".to_string(),
                };
                format!("{why}: {who}, full stacks Black {black} – White {white}")
            }
        }
    }

    fn rules() -> &'static [&'static str] {
        RULES
    }
}

pub const RULES: &[&str] = &[
    "Each turn: first move your pawn along the edge, any number of points in one direction. It must move, it may not pass or land on the other pawn, and it may not stop on the half of the edge (between the two corner bases) where the other pawn stands.",
    "Then do one thing: drop a piece on an empty cell your pawn can see with only empty cells before it; or drop a piece on a stack it can see (fewer than 4 pieces) when every stack before it is lower; or slide one of your stacks exactly as many cells as it is high, straight, through empty cells.",
    "A stack belongs to the colour on top. Full stacks (4) never move and take no more pieces. From a corner your pawn sees nothing, so you must slide.",
    "You win at once if, after your turn, your stacks form an unbroken path from the cell in front of your pawn to the cell in front of the other pawn.",
    "A player who cannot move passes. When neither can move, whoever owns more full stacks wins.",
    "Careful on the first turns: a path can be a single cell. With your pawn on N0 the cell in front of it is A1; if the other pawn can reach W0, in front of the same cell, and drop on A1, that one cell joins the two pawns and your opponent wins at once (picture). The board warns you before a turn like that.",
];

pub const NO_ACTION_FROM_THERE: &str =
    "from there you could neither drop (no cell in sight takes a piece) nor slide a stack";

pub const RING_KEYS: &str =
    "Edge points: arrow keys go round, Enter moves your pawn to the point chosen.";
pub const GRID_KEYS: &str =
    "Board: arrow keys move, Enter drops a piece there or picks the stack to slide.";

// The warning before a turn that lets the opponent win at once, and the tints' legend.
pub const WARNING_TITLE: &str = "This turn lets your opponent win";
pub const PLAY_ANYWAY: &str = "Play it anyway";
pub const CHOOSE_ANOTHER: &str = "Choose another turn";
pub const WARN_ME: &str = "Warn me before a turn that lets my opponent win at once";
pub const LEGEND_POINTS: &str = "points your pawn may go to";
pub const LEGEND_SIGHT: &str = "cells in the pawn's line of sight (drops)";
pub const LEGEND_LAST: &str = "the last turn";

pub fn trap_warning(opponent: &str) -> String {
    format!("Careful: after this turn {opponent} can complete a path at once and win:")
}
