//! Every word Tic-tac-toe shows to a player: one table per language (`text/en.rs`, …) and
//! the functions that put its sentences together.

use super::rules::{Config, RuleError, Square, State, TicTacToe};
use crate::core::{ConfigError, GameText, Seat};
use crate::lang::Lang;

crate::words! {
    pub struct Words {
        catalog {
            name,
            tagline,
        }
        sentences {
            blue,
            red,
            draw,
            err_off_board,
            err_taken,
            err_game_over,
            board_label,
        }
        lists {
            rules,
        }
        formats {
            move_line(who: &str, square: &str),
            wins(who: &str),
            square_empty(square: &str),
            square_taken(square: &str, who: &str),
        }
    }
}

impl Words {
    pub fn seat_name(&self, seat: Seat) -> &'static str {
        match seat {
            0 => self.blue,
            _ => self.red,
        }
    }
}

/// A square as players name it in every language: column letter, row number ("B2").
pub fn square_name(square: Square) -> String {
    format!("{}{}", (b'A' + square % 3) as char, square / 3 + 1)
}

crate::games::rule_errors_in_english!(RuleError, TicTacToe);

impl GameText for TicTacToe {
    /// One tap is one move: the board never refuses a step of its own.
    type Why = std::convert::Infallible;

    fn why_words(_lang: Lang, why: &Self::Why) -> String {
        match *why {}
    }

    fn name(lang: Lang) -> &'static str {
        catalog(lang).name
    }

    fn config_summary(lang: Lang, _: &Config) -> String {
        catalog(lang).name.to_string()
    }

    fn seat_name(lang: Lang, _: &State, seat: Seat) -> String {
        words(lang).seat_name(seat).to_string()
    }

    fn turn_text(lang: Lang, state: &State, seat: Seat) -> String {
        crate::games::turn_of::<Self>(lang, state, seat)
    }

    fn option_label(_lang: Lang, _key: &str) -> &'static str {
        ""
    }

    fn choice_label(_lang: Lang, _key: &str, _value: i32) -> &'static str {
        ""
    }

    fn config_problem(lang: Lang, _: &Config, _: ConfigError) -> String {
        words(lang).err_game_over.to_string()
    }

    fn rule_error(lang: Lang, error: &RuleError) -> String {
        let w = words(lang);
        match error {
            RuleError::OffBoard => w.err_off_board,
            RuleError::Taken => w.err_taken,
            RuleError::GameOver => w.err_game_over,
        }
        .to_string()
    }

    fn describe_move(lang: Lang, before: &State, mv: &Square, _after: &State) -> String {
        let w = words(lang);
        let who = <Self as crate::core::Game>::to_move(before).unwrap_or(0);
        w.move_line(w.seat_name(who), &square_name(*mv))
    }

    fn result_text(lang: Lang, state: &State) -> String {
        let w = words(lang);
        match state.winner() {
            Some(seat) => w.wins(w.seat_name(seat)),
            None if state.full() => w.draw.to_string(),
            None => String::new(),
        }
    }

    fn rules(lang: Lang) -> &'static [&'static str] {
        words(lang).rules
    }

    fn lesson() -> Option<crate::core::lesson::Lesson<Self, crate::lang::Said>> {
        Some(super::lesson::lesson())
    }
}

/// No other program's files: records are this app's own saves and links.
impl crate::core::files::RecordFiles for TicTacToe {}
