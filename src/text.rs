//! Every word the shell shows, as one table per language (`text/en.rs`, `ko.rs`, `pt.rs`,
//! `hy.rs`). Game-specific words live in each game's `text.rs`, so a game folder is
//! self-contained. The functions below put a table's sentences together.

use crate::core::ai::analysis::Severity;
use crate::core::codec::{LinkError, MAX_LINK_CHARS};
use crate::lang::Lang;

pub mod live;

crate::words! {
    pub struct Words {
        // The first page's words (the header, the home page's cards, opening the app, a
        // crash): a table of its own, so the light home page carries none of the rest.
        catalog {
            app_name,
            app_tagline,
            new_game,
            learn_to_play,
            saved_games,
            opening,
            app_not_loaded,
            home,
            language,
            patterns,
            patterns_help,
            theme_help,
            theme_light,
            theme_dark,
            theme_auto,
            crash_title,
            crash_body,
            crash_reload,
        }
        sentences {
            show_me,
            skip_step,
            next_step,
            play_first_game,
            lesson_done,
            lesson_finished,
            lesson_again,
            lesson_wrong_title,
            lesson_goes_on,
            start,
            undo,
            redo,
            rules,
            hide_rules,
            moves,
            no_moves_yet,
            play_again,
            game_over,
            you_win,
            you_lose,
            not_found,
            unknown_game,
            no_saves,
            resume,
            view,
            imported_tag,
            deal_not_checked,
            resume_last,
            delete,
            confirm_delete,
            cancel,
            damaged_save,
            damaged_help,
            finished,
            in_progress,
            no_storage,
            storage_blocked,
            unsaved_stay,
            play_live,
            live_not_loaded,
            storage_full,
            save_changed_elsewhere,
            load_newer,
            save_deleted,
            keep_a_copy,
            keep_mine,
            stats_clear,
            retry,
            not_a_backup,
            download_all,
            import,
            import_help,
            import_unreadable,
            persistent,
            not_persistent,
            download_game,
            no_such_save,
            stat_lost,
            stat_drawn,
            against_people,
            analyse,
            analysing,
            stop_analysis,
            chances_title,
            mistakes_title,
            no_mistakes,
            share,
            share_title,
            share_help,
            copy,
            copied,
            copy_failed,
            close,
            first_move,
            previous_move,
            next_move,
            last_move,
            bad_link_title,
            new_deal,
            replay_deal,
            statistics,
            stat_played,
            stat_won,
            stat_win_rate,
            stat_best_score,
            stat_streak,
            stat_best_streak,
            no_move_to_make,
            computer,
            human,
            seats,
            thinking,
            computers_turn,
            pause,
            resume_play,
            step,
            easy,
            medium,
            hard,
            max,
            max_thinks,
            hint,
            hint_thinking,
            computer_thinking,
            look_back,
            friend_by_link,
            seat_friend_refitted,
            send_move,
            send_last_move,
            pass_link_on,
            sent_shared,
            sent_copied,
            send_failed,
            claim_title,
            claim_help,
            claim_start,
            claim_to_move,
            claim_none,
            link_same,
            link_diverged,
            your_turn,
            waiting_for_friend,
            who_plays,
            watch_computer,
            no_i_play,
            how_to_play,
            play_the_computer,
            less,
            more,
            colon,
            link_empty,
            link_not_base64,
            link_truncated,
            link_changed,
            link_unknown_flags,
            link_damaged,
            import_storage_full,
            import_storage_blocked,
            stats_unreadable,
        }
        formats {
            link_too_long(chars: usize, max: usize),
            link_unknown_version(version: u8),
            link_wrong_game(found: &str),
            turn_of(name: &str),
            out_of_range(label: &str, min: i32, max: i32),
            save_title_new(game: &str, config: &str),
            save_title(game: &str, config: &str, moves: usize),
            computer_seats(n: usize),
            bad_record(detail: &str),
            imported_games(n: usize),
            already_here(n: usize),
            could_not_read(n: usize),
            not_added(n: usize),
            stats_added(games: &str),
            stats_kept(games: &str),
            stats_refused(game: &str, reason: &str),
            stats_damaged(n: usize),
            viewing(ply: usize, total: usize),
            unknown_game_in_save(id: &str),
            save_not_json(detail: &str),
            save_unknown_format(version: u32),
            save_bad_id(id: &str),
            save_under_other_key(id: &str),
            damaged_save_because(reason: &str),
            link_length(chars: usize),
            undos_used(n: u32),
            with_undo_note(n: u32),
            seat_number(n: usize),
            show_moves(from: usize, to: usize),
            undone(moves: &[String]),
            hint_is(words: &str),
            link_behind(link_moves: usize, saved_moves: usize),
            waiting_for(seat: &str),
            lesson_title(game: &str),
            step_of(n: usize, of: usize),
            by_link_hidden(play_live: &str),
            computer_playing(seat: &str),
            your_turn_seat(seat: &str),
            send_your_move(game: &str, seat: &str, move_number: usize),
            send_game_over(game: &str),
            last_move_was(words: &str),
            match_versions(n: usize),
            replay_wrong_game(found: &str, expected: &str),
            replay_bad_config(problem: &str),
            replay_illegal(move_number: usize, error: &str),
            mistake_at(move_number: usize, seat: &str, severity: Severity, percent: u32),
            scale_help(inaccuracy: u32, mistake: u32, blunder: u32),
            better_was(words: &str),
            stats_line(against: &str, players: usize),
        }
    }
}

/// Every mark, for the word tables' checks (tests/words.rs).
impl crate::lang::Sample for Severity {
    fn samples(_: &'static str) -> Vec<(Self, Option<String>)> {
        Severity::ALL.into_iter().map(|s| (s, None)).collect()
    }
}

impl Words {
    /// A saved game's title: game, settings and how far it got.
    pub fn title(&self, game: &str, config: &str, moves: usize) -> String {
        match moves {
            0 => self.save_title_new(game, config),
            n => self.save_title(game, config, n),
        }
    }

    /// Said of a saved game after its status: how many seats the computer plays ("" for
    /// none).
    /// A computer level, e.g. "Computer (easy)".
    pub fn level_name(&self, level: crate::core::ai::Level) -> &'static str {
        use crate::core::ai::Level;
        match level {
            Level::Easy => self.easy,
            Level::Medium => self.medium,
            Level::Hard => self.hard,
            Level::Max => self.max,
        }
    }

    pub fn computers(&self, n: usize) -> String {
        match n {
            0 => String::new(),
            n => self.computer_seats(n),
        }
    }

    /// What is wrong with a share link, in words.
    pub fn link_error(&self, e: &LinkError) -> String {
        use LinkError::*;
        match e {
            Empty => self.link_empty.into(),
            TooLong { chars } => self.link_too_long(*chars, MAX_LINK_CHARS),
            NotBase64 => self.link_not_base64.into(),
            Truncated => self.link_truncated.into(),
            Changed => self.link_changed.into(),
            UnknownVersion(v) => self.link_unknown_version(*v),
            UnknownFlags(_) => self.link_unknown_flags.into(),
            Damaged => self.link_damaged.into(),
            WrongGame { found } => self.link_wrong_game(found),
        }
    }

    /// The report of an import: one sentence per kind of outcome.
    pub fn imported(&self, added: usize, already: usize, damaged: usize) -> String {
        let mut parts = vec![self.imported_games(added)];
        if already > 0 {
            parts.push(self.already_here(already));
        }
        if damaged > 0 {
            parts.push(self.could_not_read(damaged));
        }
        parts.join(" ")
    }

    /// The text that goes with a link sent to a friend.
    pub fn send_text(&self, game: &str, seat: Option<&str>, moves: usize) -> String {
        match seat {
            Some(seat) => self.send_your_move(game, seat, moves + 1),
            None => self.send_game_over(game),
        }
    }

    /// Why a record cannot be replayed, in words (the move counted from 1, as players do).
    pub fn replay_error<G: crate::core::GameText>(
        &self,
        lang: Lang,
        e: &crate::core::ReplayError<G>,
    ) -> String {
        use crate::core::ReplayError;
        match e {
            ReplayError::WrongGame { found } => self.replay_wrong_game(found, G::ID),
            ReplayError::Config(e, config) => {
                self.replay_bad_config(&G::config_problem(lang, config, *e))
            }
            ReplayError::IllegalMove { index, error } => {
                self.replay_illegal(index + 1, &G::rule_error(lang, error))
            }
        }
    }
}

/// What came by link: its moves, then whose turn it is (no words of its own).
pub fn arrived(moves: &[String], then: &str) -> String {
    let mut line = moves.join(" · ");
    if !then.is_empty() {
        line += " · ";
        line += then;
    }
    line
}

/// Native tools and tests read replay errors in English.
impl<G: crate::core::GameText> std::fmt::Display for crate::core::ReplayError<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&words(Lang::En).replay_error(Lang::En, self))
    }
}

impl Catalog {
    pub fn theme_label(&self, theme: &str) -> &'static str {
        match theme {
            "light" => self.theme_light,
            "dark" => self.theme_dark,
            _ => self.theme_auto,
        }
    }
}

impl Words {
    /// The first page's words (`Catalog`) in this table's language.
    pub fn catalog(&self) -> &'static Catalog {
        let lang = Lang::ALL
            .into_iter()
            .find(|&lang| std::ptr::eq(words(lang), self));
        catalog(lang.unwrap_or(Lang::En))
    }
}
