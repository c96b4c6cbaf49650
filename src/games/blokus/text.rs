//! Every word Blokus shows to a player.

use super::pieces;
use super::rules::{Blokus, Config, Place, RuleError, State, Variant};
use crate::core::ConfigError;
use crate::core::{GameText, Seat};
use std::fmt;

pub const NAME: &str = "Blokus";
pub const TAGLINE: &str =
    "Claim territory with polyominoes, corner to corner. 2–4 players, or Duo.";

pub const OPT_VARIANT: &str = "Board";
pub const CLASSIC: &str = "Classic (20×20, four colours)";
pub const DUO: &str = "Duo (14×14, two colours)";
pub const OPT_PLAYERS: &str = "Players";
pub const OPT_CORNERS: &str = "First piece";
pub const ANY_CORNER: &str = "On any free corner";
pub const OWN_CORNER: &str = "On the colour's own corner";
pub const DUO_IS_FOR_TWO: &str = "Duo is played by exactly 2 players";

pub fn bad_players(p: u8) -> String {
    format!("Blokus is played by 2, 3 or 4 players, not {p}")
}

pub fn colour_name(state: &State, colour: u8) -> &'static str {
    match state.variant() {
        Variant::Duo => ["Purple", "Orange"][colour as usize],
        Variant::Classic => ["Blue", "Yellow", "Red", "Green"][colour as usize],
    }
}

/// A cell as players name it: column letter, row number from the top ("C4").
pub fn cell_name(x: u8, y: u8) -> String {
    format!("{}{}", (b'A' + x) as char, y as u32 + 1)
}

pub fn player_name(state: &State, seat: Seat) -> String {
    match (state.variant(), state.players()) {
        (Variant::Duo, _) | (_, 4) => colour_name(state, seat).to_string(),
        (_, 2) => format!(
            "Player {} ({} + {})",
            seat + 1,
            colour_name(state, seat),
            colour_name(state, seat + 2)
        ),
        _ => format!("Player {} ({})", seat + 1, colour_name(state, seat)),
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::NoSuchPiece => write!(f, "there is no such piece"),
            RuleError::PieceUsed { piece } => write!(
                f,
                "the {} piece has already been placed",
                pieces::name(*piece)
            ),
            RuleError::NoSuchOrientation => write!(f, "the piece cannot be turned that way"),
            RuleError::OffBoard => write!(f, "the piece does not fit on the board there"),
            RuleError::Overlap => write!(f, "the piece would cover a square that is already taken"),
            RuleError::FirstNotOnStart => {
                write!(f, "a colour's first piece must cover its starting corner")
            }
            RuleError::EdgeContact => write!(f, "it touches your own colour along an edge"),
            RuleError::NoCornerContact => write!(f, "it must touch your own colour at a corner"),
        }
    }
}

impl GameText for Blokus {
    fn option_label(key: &str) -> &'static str {
        match key {
            "variant" => OPT_VARIANT,
            "players" => OPT_PLAYERS,
            _ => OPT_CORNERS,
        }
    }

    fn choice_label(key: &str, value: i32) -> &'static str {
        match (key, value) {
            ("variant", 1) => DUO,
            ("variant", _) => CLASSIC,
            ("players", 2) => "2",
            ("players", 3) => "3",
            ("players", _) => "4",
            (_, 1) => OWN_CORNER,
            _ => ANY_CORNER,
        }
    }

    fn config_problem(config: &Config, _: ConfigError) -> String {
        match config.variant {
            Variant::Duo => DUO_IS_FOR_TWO.to_string(),
            Variant::Classic => bad_players(config.players),
        }
    }

    fn name() -> &'static str {
        NAME
    }

    fn config_summary(config: &Config) -> String {
        match config.variant {
            Variant::Duo => "Duo".into(),
            Variant::Classic if config.fixed_corners => {
                format!("{} players · own corners", config.players)
            }
            Variant::Classic => format!("{} players", config.players),
        }
    }

    fn seat_name(state: &State, seat: Seat) -> String {
        player_name(state, seat)
    }

    fn turn_text(state: &State, seat: Seat) -> String {
        let colour = colour_name(state, state.current());
        let player = player_name(state, seat);
        if player.starts_with(colour) {
            format!("{colour} to play")
        } else {
            format!("{colour} to play ({player})")
        }
    }

    fn describe_move(before: &State, mv: &Place, after: &State) -> String {
        let colour = colour_name(before, before.current());
        let o = &pieces::orientations()[mv.piece as usize][mv.orient as usize];
        let (x, y) = o.cells[0];
        let mut line = format!(
            "{colour}: {} at {}",
            pieces::name(mv.piece),
            cell_name(mv.x + x, mv.y + y)
        );
        for c in after.newly_blocked() {
            line += &format!(
                " — {} cannot place any more and passes",
                colour_name(after, c)
            );
        }
        if after.is_over() {
            line += " — game over";
        }
        line
    }

    fn result_text(state: &State) -> String {
        let scores = state.player_scores();
        let best = *scores.iter().max().unwrap_or(&0);
        let winners: Vec<String> = (0..scores.len() as Seat)
            .filter(|&s| scores[s as usize] == best)
            .map(|s| player_name(state, s))
            .collect();
        let list: Vec<String> = (0..scores.len() as Seat)
            .map(|s| format!("{} {}", player_name(state, s), signed(scores[s as usize])))
            .collect();
        let head = match winners.len() {
            1 => format!("{} wins", winners[0]),
            // Everybody level: a draw, not a win shared by all.
            n if n == scores.len() => "Draw".to_string(),
            _ => format!("Shared win: {}", winners.join(", ")),
        };
        format!("{head} · {}", list.join(" · "))
    }

    fn rules() -> &'static [&'static str] {
        RULES
    }
}

/// A colour's squares on the board, ahead of its score: "Blue: 12 placed · ".
pub fn placed(state: &State, c: u8) -> String {
    format!(
        "{}: {} placed · ",
        colour_name(state, c),
        state.squares_placed(c)
    )
}

/// After a colour that can no longer place a piece.
pub const OUT_MARK: &str = " · out";

/// A score with a typographic minus when it is negative ("−7").
pub fn signed(score: i32) -> String {
    if score < 0 {
        format!("\u{2212}{}", -score)
    } else {
        score.to_string()
    }
}

/// A colour's score explained: "−7 (7 squares left)", "+20 (all placed, monomino last)".
pub fn score_words(state: &State, colour: u8) -> String {
    let s = state.colour_score(colour);
    match s {
        20 => "+20 (all placed, the single square last)".into(),
        15 => "+15 (all placed)".into(),
        // A typographic minus: this is a score, not a hyphen.
        s if s < 0 => format!("\u{2212}{} ({} squares left)", -s, -s),
        s => s.to_string(),
    }
}

pub const RULES: &[&str] = &[
    "Colours play in turn: Blue, Yellow, Red, Green. Place one of your pieces; pieces may be turned and flipped.",
    "A colour's first piece must cover a corner of the board (with the own-corner option: its own corner; in Duo: its start point).",
    "Every later piece must touch a piece of the same colour at a corner, and never along an edge. Touching other colours is fine.",
    "A colour that cannot place passes (automatically). The game ends when no colour can place.",
    "Score: −1 for each square left in hand; +15 if all 21 pieces were placed, +5 more if the last one was the single square.",
    "2 players: each plays two colours (Blue + Red against Yellow + Green), scores added. 3 players: Green is played in turn by each player and not scored.",
];

pub const PICK_A_PIECE: &str = "Pick a piece from the tray.";
pub const MOVE_THE_PIECE: &str =
    "Move the piece over the board (arrow keys work too); R turns it, F flips it.";
pub const GHOST_OK: &str = "It fits: click (or tap again, or press Enter) to place it.";
pub const ROTATE: &str = "Turn (R)";
pub const FLIP: &str = "Flip (F)";
pub const PLACE: &str = "Place";
pub const SHOW_CORNERS: &str = "Show corners";
pub const TRAY: &str = "Your pieces";
pub const BOARD_HELP: &str =
    "Blokus board. Arrow keys move the selected piece, R turns it, F flips it, Enter places it.";

pub fn ghost_bad(why: &str) -> String {
    format!("Not there: {why}.")
}

/// Said of the tray piece a hint suggests.
pub const HINTED_PIECE: &str = ", the hint's piece";
