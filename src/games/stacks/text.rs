//! Every word Stacks shows to a player: one table per language (`text/en.rs`, …) and the
//! functions that put its sentences together.

use super::rules::{Action, Config, Dir, End, Point, RuleError, Side, Stacks, State, Turn};
use crate::core::ConfigError;
use crate::core::{GameText, Seat};
use crate::lang::{Lang, Plural};
use std::cmp::Ordering;

crate::words! {
    pub struct Words {
        catalog {
            name,
            tagline,
        }
        sentences {
            opt_size,
            opt_height,
            opt_limit,
            limit_none,
            limit_100_suggested,
            limit_200,
            limit_300,
            opt_repetition,
            repetition_off,
            repetition_on,
            with_repetition,
            claim_draw,
            claim_draw_why,
            draw_claimed,
            black,
            white,
            black_mark,
            white_mark,
            trap_picture,
            up,
            down,
            left,
            right,
            empty,
            full_stack_one,
            full_stack_other,
            choose_pawn,
            choose_action,
            choose_slide,
            change_pawn,
            no_action_from_there,
            ring_keys,
            grid_keys,
            board_label,
            warning_title,
            play_anyway,
            choose_another,
            warn_me,
            legend_points,
            legend_sight,
            legend_last,
            legend_movable,
            legend_both,
            path_wins,
            no_one_moves_over,
            err_game_over,
            err_no_such_point,
            err_no_such_cell,
            err_pawn_must_move,
            err_pawn_cannot_pass,
            err_same_half,
            err_corner_sees_nothing,
            err_not_in_sight,
            err_drop_blocked,
            err_stack_full,
            err_stack_behind_not_lower,
            err_nothing_to_move,
            err_not_your_stack,
            err_frozen_stack,
            err_slide_off_board,
            err_slide_blocked,
            err_no_repetition_draw,
            err_not_repeated,
        }
        lists {
            rules,
        }
        formats {
            choose_slide_or_drop(cell: &str),
            bad_size(n: u8),
            bad_height(h: u8),
            bad_limit(l: u16),
            config_size(n: u8),
            with_stacks(h: u8),
            with_turns(l: u16),
            stack_of(side: &str, height: u8),
            cell_label(cell: &str, stack: &str),
            edge_point(point: &str),
            trap_warning(opponent: &str),
            pawn_drop(side: &str, point: &str, cell: &str),
            pawn_drop_on_stack(side: &str, point: &str, cell: &str, height: u8),
            pawn_slide(side: &str, point: &str, cell: &str, dir: &str, to: &str),
            passes(side: &str),
            wins_with_path(side: &str),
            limit_win(side: &str, black: u8, white: u8),
            limit_draw(black: u8, white: u8),
            stuck_win(side: &str, black: u8, white: u8),
            stuck_draw(black: u8, white: u8),
            repetition_result(side: &str, black: u8, white: u8),
        }
    }
}

/// A cell as players name it in every language: column letter, row number from the top
/// ("D5").
pub fn cell_name(state: &State, c: u8) -> String {
    let n = state.size();
    format!("{}{}", (b'A' + c % n) as char, c / n + 1)
}

/// A ring point as in the rules, in every language: "N3", "E0", "NW".
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

impl Words {
    pub fn side_name(&self, side: Side) -> &'static str {
        match side {
            Side::Black => self.black,
            Side::White => self.white,
        }
    }

    pub fn dir_name(&self, d: Dir) -> &'static str {
        match d {
            Dir::Up => self.up,
            Dir::Down => self.down,
            Dir::Left => self.left,
            Dir::Right => self.right,
        }
    }

    pub fn stack_words(&self, state: &State, c: u8) -> String {
        match state.owner(c) {
            None => self.empty.into(),
            Some(side) => self.stack_of(self.side_name(side), state.height(c)),
        }
    }

    /// The words after a side's count of full stacks on the scoreboard.
    pub fn full_stacks(&self, lang: Lang, n: u8) -> &'static str {
        match lang.plural(n.into()) {
            Plural::One => self.full_stack_one,
            Plural::Other => self.full_stack_other,
        }
    }

    pub fn rule_error(&self, e: &RuleError) -> &'static str {
        match e {
            RuleError::GameOver => self.err_game_over,
            RuleError::NoSuchPoint => self.err_no_such_point,
            RuleError::NoSuchCell => self.err_no_such_cell,
            RuleError::PawnMustMove => self.err_pawn_must_move,
            RuleError::PawnCannotPass => self.err_pawn_cannot_pass,
            RuleError::SameHalf => self.err_same_half,
            RuleError::CornerSeesNothing => self.err_corner_sees_nothing,
            RuleError::NotInSight => self.err_not_in_sight,
            RuleError::DropBlocked => self.err_drop_blocked,
            RuleError::StackFull => self.err_stack_full,
            RuleError::StackBehindNotLower => self.err_stack_behind_not_lower,
            RuleError::NothingToMove => self.err_nothing_to_move,
            RuleError::NotYourStack => self.err_not_your_stack,
            RuleError::FrozenStack => self.err_frozen_stack,
            RuleError::SlideOffBoard => self.err_slide_off_board,
            RuleError::SlideBlocked => self.err_slide_blocked,
            RuleError::NoRepetitionDraw => self.err_no_repetition_draw,
            RuleError::NotRepeated => self.err_not_repeated,
        }
    }

    /// One turn in words: the pawn's move, then the drop or the slide.
    fn turn_words(&self, before: &State, turn: &Turn) -> String {
        let side = before.to_move_side();
        let who = self.side_name(side);
        let point = point_name(before, turn.pawn);
        match turn.action {
            Action::Drop(c) if before.height(c) == 0 => {
                self.pawn_drop(who, &point, &cell_name(before, c))
            }
            Action::Drop(c) => {
                self.pawn_drop_on_stack(who, &point, &cell_name(before, c), before.height(c) + 1)
            }
            Action::Slide(c, d) => {
                let to = before
                    .slide_target(side, c, d)
                    .map(|t| cell_name(before, t))
                    .unwrap_or_default();
                self.pawn_slide(who, &point, &cell_name(before, c), self.dir_name(d), &to)
            }
            Action::ClaimDraw => format!("{who}{}", self.draw_claimed),
        }
    }

    /// The end by counting full stacks: the turn limit or nobody able to move.
    fn count_result(&self, black: u8, white: u8, turn_limit: bool) -> String {
        let winner = match black.cmp(&white) {
            Ordering::Greater => Some(self.black),
            Ordering::Less => Some(self.white),
            Ordering::Equal => None,
        };
        match (turn_limit, winner) {
            (true, Some(side)) => self.limit_win(side, black, white),
            (true, None) => self.limit_draw(black, white),
            (false, Some(side)) => self.stuck_win(side, black, white),
            (false, None) => self.stuck_draw(black, white),
        }
    }
}

crate::games::rule_errors_in_english!(RuleError, Stacks);

impl GameText for Stacks {
    fn figure_names(lang: Lang) -> Vec<(&'static str, crate::core::stats::Figure)> {
        use crate::core::stats::Figure;
        vec![
            (
                match lang {
                    Lang::En => "Won by a path",
                    Lang::Pt => "Vitórias por caminho",
                    Lang::Ko => "길로 이긴 게임",
                    Lang::Hy => "Հաղթանակներ ճանապարհով",
                },
                Figure::Total,
            ),
            (
                match lang {
                    Lang::En => "Won by the stacks",
                    Lang::Pt => "Vitórias pelas pilhas",
                    Lang::Ko => "더미로 이긴 게임",
                    Lang::Hy => "Հաղթանակներ աշտարակներով",
                },
                Figure::Total,
            ),
        ]
    }

    fn turn_text(lang: Lang, state: &State, seat: Seat) -> String {
        crate::games::turn_of::<Self>(lang, state, seat)
    }

    fn option_label(lang: Lang, key: &str) -> &'static str {
        let w = words(lang);
        match key {
            "size" => w.opt_size,
            "max_height" => w.opt_height,
            "repetition_draw" => w.opt_repetition,
            _ => w.opt_limit,
        }
    }

    fn choice_label(lang: Lang, key: &str, value: i32) -> &'static str {
        // The words name the suggested limit ("100 turns (suggested)").
        const _: () = assert!(super::rules::SUGGESTED_TURN_LIMIT == 100);
        let w = words(lang);
        match (key, value) {
            ("repetition_draw", 0) => w.repetition_off,
            ("repetition_draw", _) => w.repetition_on,
            (_, super::rules::SUGGESTED_TURN_LIMIT) => w.limit_100_suggested,
            (_, 200) => w.limit_200,
            (_, 300) => w.limit_300,
            _ => w.limit_none,
        }
    }

    fn config_problem(lang: Lang, config: &Config, problem: ConfigError) -> String {
        let w = words(lang);
        match problem.option {
            "size" => w.bad_size(config.size),
            "max_height" => w.bad_height(config.max_height),
            _ => w.bad_limit(config.turn_limit),
        }
    }

    type Why = super::input::Why;

    fn why_words(lang: Lang, why: &Self::Why) -> String {
        use super::input::Why;
        let w = words(lang);
        match why {
            Why::ChoosePawnFirst => w.choose_pawn.into(),
            Why::NoActionFromThere => w.no_action_from_there.into(),
            Why::Rule(e) => w.rule_error(e).into(),
        }
    }

    fn rule_error(lang: Lang, error: &RuleError) -> String {
        words(lang).rule_error(error).into()
    }

    fn name(lang: Lang) -> &'static str {
        catalog(lang).name
    }

    fn config_summary(lang: Lang, config: &Config) -> String {
        let w = words(lang);
        let mut s = w.config_size(config.size);
        if config.max_height != 4 {
            s += &w.with_stacks(config.max_height);
        }
        if config.turn_limit > 0 {
            s += &w.with_turns(config.turn_limit);
        }
        if config.repetition_draw {
            s += w.with_repetition;
        }
        s
    }

    fn seat_name(lang: Lang, _: &State, seat: Seat) -> String {
        words(lang).side_name(Side::of_seat(seat)).into()
    }

    fn describe_move(lang: Lang, before: &State, turn: &Turn, after: &State) -> String {
        let w = words(lang);
        let mut line = w.turn_words(before, turn);
        match after.end() {
            Some(End::Path { .. }) => line += w.path_wins,
            Some(End::Count { .. }) => line += w.no_one_moves_over,
            Some(End::Repetition { .. }) | None => {}
        }
        if let Some(p) = after.passed() {
            line += &w.passes(w.side_name(p));
        }
        line
    }

    fn result_text(lang: Lang, state: &State) -> String {
        let w = words(lang);
        match state.end() {
            None => String::new(),
            Some(End::Path { winner, .. }) => w.wins_with_path(w.side_name(*winner)),
            Some(End::Count {
                black,
                white,
                turn_limit,
            }) => w.count_result(*black, *white, *turn_limit),
            Some(End::Repetition { by }) => w.repetition_result(
                w.side_name(*by),
                state.full_stacks(Side::Black),
                state.full_stacks(Side::White),
            ),
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
impl crate::core::files::RecordFiles for Stacks {}
