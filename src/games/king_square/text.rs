//! Every word King-Square shows to a player: one table per language (`text/en.rs`, …) and
//! the functions that put its sentences together.

use super::rules::{Config, KingSquare, Place, RoundResult, RuleError, Side, State};
use crate::core::ConfigError;
use crate::core::{GameText, Seat};
use crate::lang::Lang;

crate::words! {
    pub struct Words {
        catalog {
            name,
            tagline,
        }
        sentences {
            opt_players,
            two_players,
            four_players,
            opt_size,
            opt_target,
            opt_first,
            first_seat_0,
            first_random,
            black,
            white,
            or_tap_another,
            err_game_over,
        }
        lists {
            rules,
        }
        formats {
            bad_size(size: u8),
            bad_players(players: u8),
            bad_target(target: u8),
            place_at(hole: &str),
            player_side(number: u8, side: &str),
            side_of_players(side: &str, players: &str),
            err_off_board(col: u8, row: u8, size: u8),
            err_occupied(hole: &str),
            config_summary(players: u8, size: u8, target: u8),
            move_line(who: &str, hole: &str),
            move_square(who: &str, hole: &str, side: &str, score: &str),
            move_void(who: &str, hole: &str),
            result(side: &str, score: &str),
            first_to_round(target: u8, round: u32),
            board_label(size: u8),
            hole_empty(row: u8, col: u8),
            hole_black(row: u8, col: u8),
            hole_white(row: u8, col: u8),
            round_square(side: &str, score: &str, next: &str, round: u32),
            round_void(next: &str, round: u32),
            start_round(round: u32),
        }
    }
}

impl Words {
    pub fn side_name(&self, side: Side) -> &'static str {
        match side {
            Side::Black => self.black,
            Side::White => self.white,
        }
    }

    pub fn seat_name(&self, seat: u8, players: u8) -> String {
        let side = self.side_name(Side::of_seat(seat));
        if players == 2 {
            side.to_string()
        } else {
            self.player_side(seat + 1, side)
        }
    }

    /// The score, always in the same order and with the sides named, so that it reads the
    /// same in the move list, the round banner and the result: "Black 1 – 0 White".
    pub fn score_line(&self, state: &State) -> String {
        format!(
            "{} {} – {} {}",
            self.black,
            state.score(Side::Black),
            state.score(Side::White),
            self.white
        )
    }

    pub fn rule_error(&self, e: &RuleError) -> String {
        match *e {
            RuleError::OffBoard { col, row, size } => self.err_off_board(col, row, size),
            RuleError::Occupied { col, row } => self.err_occupied(&hole_name(Place { col, row })),
            RuleError::GameOver => self.err_game_over.into(),
        }
    }
}

/// A hole as players name it in every language: column letter, row number from the top
/// ("C4").
pub fn hole_name(p: Place) -> String {
    format!("{}{}", (b'A' + p.col) as char, p.row as u32 + 1)
}

crate::games::rule_errors_in_english!(RuleError, KingSquare);

impl GameText for KingSquare {
    fn figure_names(lang: Lang) -> Vec<(&'static str, crate::core::stats::Figure)> {
        use crate::core::stats::Figure;
        vec![(
            match lang {
                Lang::En => "King-Squares made a game",
                Lang::Pt => "King-Squares feitos por partida",
                Lang::Ko => "게임당 만든 킹 스퀘어",
                Lang::Hy => "Կազմած թագավոր-քառակուսիներ՝ մեկ խաղում",
            },
            Figure::Average,
        )]
    }

    fn turn_text(lang: Lang, state: &State, seat: Seat) -> String {
        crate::games::turn_of::<Self>(lang, state, seat)
    }

    fn option_label(lang: Lang, key: &str) -> &'static str {
        let w = words(lang);
        match key {
            "players" => w.opt_players,
            "size" => w.opt_size,
            "target" => w.opt_target,
            _ => w.opt_first,
        }
    }

    fn choice_label(lang: Lang, key: &str, value: i32) -> &'static str {
        let w = words(lang);
        match (key, value) {
            ("players", 2) => w.two_players,
            ("players", _) => w.four_players,
            (_, 0) => w.first_seat_0,
            _ => w.first_random,
        }
    }

    fn config_problem(lang: Lang, config: &Config, problem: ConfigError) -> String {
        let w = words(lang);
        match problem.option {
            "size" => w.bad_size(config.size),
            "players" => w.bad_players(config.players),
            _ => w.bad_target(config.target),
        }
    }

    /// One tap is one move: the board never refuses a step of its own.
    type Why = std::convert::Infallible;

    fn why_words(_lang: Lang, why: &Self::Why) -> String {
        match *why {}
    }

    fn rule_error(lang: Lang, error: &RuleError) -> String {
        words(lang).rule_error(error)
    }

    fn name(lang: Lang) -> &'static str {
        catalog(lang).name
    }

    fn config_summary(lang: Lang, config: &Config) -> String {
        words(lang).config_summary(config.players, config.size, config.target)
    }

    fn seat_name(lang: Lang, state: &State, seat: Seat) -> String {
        words(lang).seat_name(seat, state.players())
    }

    fn describe_move(lang: Lang, before: &State, mv: &Place, after: &State) -> String {
        let w = words(lang);
        let who = w.seat_name(before.next_seat(), before.players());
        let hole = hole_name(*mv);
        match after.last_round().map(|end| &end.result) {
            Some(RoundResult::Square { side, .. }) => {
                w.move_square(&who, &hole, w.side_name(*side), &w.score_line(after))
            }
            Some(RoundResult::Void) => w.move_void(&who, &hole),
            None => w.move_line(&who, &hole),
        }
    }

    fn result_text(lang: Lang, state: &State) -> String {
        let w = words(lang);
        match state.winner() {
            Some(side) => w.result(w.side_name(side), &w.score_line(state)),
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
impl crate::core::files::RecordFiles for KingSquare {}
