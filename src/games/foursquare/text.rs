//! Every word Foursquare shows to a player.

use super::rules::{
    rank, suit, Card, Config, Foursquare, Place, RuleError, State, Status, UndoMode,
};
use crate::core::ConfigError;
use crate::core::{GameText, Seat};
use std::fmt;

pub const NAME: &str = "Foursquare";
pub const TAGLINE: &str =
    "A 4×4 card solitaire: place each card, flip the rows, keep them face up.";

pub const OPT_UNDO: &str = "Undo";
pub const UNDO_ALLOWED: &str = "Allowed";
pub const UNDO_COUNTED: &str = "Allowed, but games with undo leave the statistics";
pub const UNDO_OFF: &str = "Off (every game counts)";

pub const STOCK: &str = "Stock";
pub const TO_PLACE: &str = "Place this card";

pub fn rank_name(card: Card) -> String {
    match rank(card) {
        1 => "A".into(),
        r => r.to_string(),
    }
}
pub fn suit_symbol(card: Card) -> &'static str {
    ["♠", "♥", "♦", "♣"][suit(card) as usize]
}
pub fn suit_name(card: Card) -> &'static str {
    ["spades", "hearts", "diamonds", "clubs"][suit(card) as usize]
}
pub fn card_name(card: Card) -> String {
    let r = match rank(card) {
        1 => "ace".to_string(),
        r => r.to_string(),
    };
    format!("{r} of {}", suit_name(card))
}
/// A position with a name that never changes while the grid floats: the first card is D4,
/// columns A–G run left to right and rows 1–7 top to bottom (the 4×4 box keeps every pile
/// within three steps of the first card).
pub fn spot_name(p: Place) -> String {
    format!("{}{}", (b'A' as i8 + p.col + 3) as u8 as char, p.row + 4)
}
pub fn face_down_count(n: usize) -> String {
    format!("Face-down: {n} of 4 allowed")
}
pub fn stock_count(n: usize) -> String {
    match n {
        1 => "1 card left in the stock".into(),
        n => format!("{n} cards left in the stock"),
    }
}
pub fn undo_mode(config: &Config) -> &'static str {
    match config.undo {
        UndoMode::Allowed => "undo allowed",
        UndoMode::Counted => "undo counted",
        UndoMode::Off => "no undo",
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over: deal again to play"),
            RuleError::FirstCardAtOrigin => {
                write!(f, "the first card goes in the middle of the table")
            }
            RuleError::PileFull { .. } => write!(f, "that pile already holds 4 cards"),
            RuleError::NotAdjacent { .. } => {
                write!(
                    f,
                    "a new pile must be next to a pile (left, right, above or below; not diagonal)"
                )
            }
            RuleError::BoxTooBig { cols, rows, .. } => write!(
                f,
                "the grid may be at most 4 × 4; there it would be {cols} columns × {rows} rows"
            ),
        }
    }
}

impl GameText for Foursquare {
    fn option_label(_: &str) -> &'static str {
        OPT_UNDO
    }

    fn choice_label(_: &str, value: i32) -> &'static str {
        match value {
            1 => UNDO_COUNTED,
            2 => UNDO_OFF,
            _ => UNDO_ALLOWED,
        }
    }

    // Every Foursquare config can be played.
    fn config_problem(_: &Config, _: ConfigError) -> String {
        String::new()
    }

    fn name() -> &'static str {
        NAME
    }

    fn config_summary(config: &Config) -> String {
        undo_mode(config).to_string()
    }

    fn seat_name(_: &State, _: Seat) -> String {
        "You".into()
    }

    fn turn_text(_: &State, _: Seat) -> String {
        "Place the card".into()
    }

    fn describe_move(before: &State, _mv: &Place, after: &State) -> String {
        let Some(last) = after.last_move() else {
            return String::new();
        };
        let on_pile = before.pile(last.at).is_some();
        let mut line = format!(
            "{}{} {} {}",
            rank_name(last.card),
            suit_symbol(last.card),
            if on_pile { "on the pile at" } else { "at" },
            spot_name(last.at)
        );
        match last.flipped.len() {
            0 => {}
            1 => line += " — flipped 1 card",
            n => line += &format!(" — flipped {n} cards"),
        }
        match after.status() {
            Status::Playing => {}
            Status::Won { score } => line += &format!(" — won, score {score}"),
            Status::LostFaceDown => line += " — 5 cards face down: lost",
            Status::LostStock => line += " — stock empty: lost",
        }
        line
    }

    fn result_text(state: &State) -> String {
        match state.status() {
            Status::Playing => String::new(),
            Status::Won { score } => format!("You won! Score {score} (cards left in the stock)"),
            Status::LostFaceDown => {
                format!(
                    "Lost: five cards face down, after placing {} cards",
                    state.placed()
                )
            }
            Status::LostStock => "Lost: the stock ran out before the grid was complete".into(),
        }
    }

    fn rules() -> &'static [&'static str] {
        RULES
    }
}

pub const RULES: &[&str] = &[
    "Forty cards, ace (low) to 10 (high); suits do not matter. Each turn you place the top card of the stock.",
    "The first card goes in the middle. Every later card goes either on a pile of fewer than 4 cards, or on an empty spot right next to a pile (left, right, above or below — not diagonal).",
    "All piles must fit in a grid of at most 4 columns and 4 rows.",
    "After placing a card: if it is higher (or lower) than every other face-up top card in its row, all other top cards of that row turn over — face up becomes face down and face down becomes face up. A tie blocks the flip. If the row has no other face-up card, it flips too. Then the same for its column.",
    "You win when the grid has 16 piles and all 16 top cards are face up; your score is the number of cards left in the stock.",
    "You lose when 5 or more top cards are face down, or when the stock runs out.",
];

/// Said of a pile after its description.
pub const JUST_PLACED: &str = " (the card just placed)";
pub const JUST_TURNED: &str = " (turned by the card just placed)";
