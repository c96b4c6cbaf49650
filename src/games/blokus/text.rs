//! Every word Blokus shows to a player: one table per language (`text/en.rs`, …) and the
//! functions that put its sentences together.

use super::pieces;
use super::rules::{Blokus, Config, Place, RuleError, Start, State, Variant};
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
            opt_variant,
            classic,
            duo,
            opt_players,
            opt_corners,
            any_corner,
            own_corner,
            duo_is_for_two,
            duo_summary,
            draw,
            game_over_mark,
            out_mark,
            all_placed_monomino,
            all_placed,
            pick_a_piece,
            move_the_piece,
            move_the_piece_touch,
            fits_nowhere,
            ghost_ok,
            ghost_ok_touch,
            rotate,
            flip,
            place,
            show_corners,
            tray,
            board_help,
            hinted_piece,
            placed_mark,
            pieces_left,
            err_game_over,
            err_no_such_piece,
            err_no_such_orientation,
            err_off_board,
            err_overlap,
            err_first_not_on_own_corner,
            err_first_not_on_corner,
            err_first_not_on_point,
            err_edge_contact,
            err_no_corner_contact,
            sgf_not_sgf,
            sgf_setup,
            download_sgf,
            pentobi_any_corner,
        }
        lists {
            rules,
            classic_colours,
            duo_colours,
        }
        formats {
            bad_players(players: u8),
            players_summary(players: u8),
            own_corners_summary(players: u8),
            player_two_colours(number: u8, first: &str, second: &str),
            player_colour(number: u8, colour: &str),
            to_play(colour: &str),
            to_play_for(colour: &str, player: &str),
            placed_at(colour: &str, piece: &str, cell: &str),
            passes(colour: &str),
            wins(player: &str),
            shared_win(players: &str),
            hand_left(pieces: usize, squares: u32),
            player_total(player: &str, score: &str),
            squares_left(score: &str, squares: i32),
            ghost_bad(why: &str),
            tray_piece(piece: &str, squares: usize),
            err_piece_used(piece: &str),
            sgf_unknown_game(game: &str),
            sgf_bad_move(number: usize),
            sgf_out_of_turn(number: usize),
            sgf_illegal(number: usize, why: &str),
            sgf_other_lines(lines: usize),
            sgf_other_games(games: usize),
        }
    }
}

/// Why a game record file (SGF) did not open, in words.
pub fn sgf_error(lang: Lang, e: &super::sgf::SgfError) -> String {
    use super::sgf::SgfError;
    let w = words(lang);
    match e {
        SgfError::NotSgf => w.sgf_not_sgf.into(),
        SgfError::UnknownGame(game) => w.sgf_unknown_game(game),
        SgfError::Setup => w.sgf_setup.into(),
        SgfError::BadMove { number } => w.sgf_bad_move(*number),
        SgfError::OutOfTurn { number } => w.sgf_out_of_turn(*number),
        SgfError::Illegal { number, error } => w.sgf_illegal(*number, &w.rule_error(error)),
    }
}

/// Blokus games as Pentobi's SGF files (`sgf.rs`), read and written, with their words.
impl crate::core::files::RecordFiles for Blokus {
    fn read_file(
        lang: Lang,
        text: &str,
        seed: u64,
    ) -> Option<Result<crate::core::files::FileIn<Blokus>, String>> {
        if !super::sgf::looks_like_sgf(text) {
            return None;
        }
        let read = super::sgf::read_file(text, seed).map_err(|e| sgf_error(lang, &e));
        Some(read.map(|imported| {
            let (w, left_out) = (words(lang), imported.left_out);
            let lines = (left_out.variations > 0).then(|| w.sgf_other_lines(left_out.variations));
            let games = (left_out.games > 0).then(|| w.sgf_other_games(left_out.games));
            crate::core::files::FileIn {
                record: imported.record,
                left_out: lines.into_iter().chain(games).collect(),
            }
        }))
    }

    fn write_file(
        lang: Lang,
        record: &crate::core::Record<Blokus>,
    ) -> Option<crate::core::files::FileOut> {
        let w = words(lang);
        Some(crate::core::files::FileOut {
            extension: "blksgf",
            mime: "application/x-blokus-sgf",
            text: super::sgf::write(record),
            label: w.download_sgf,
            note: super::sgf::pentobi_reads_differently(&record.config)
                .then_some(w.pentobi_any_corner),
        })
    }
}

/// A cell as players name it in every language: column letter, row number from the top
/// ("C4").
pub fn cell_name(x: u8, y: u8) -> String {
    format!("{}{}", (b'A' + x) as char, y as u32 + 1)
}

impl Words {
    pub fn colour_name(&self, state: &State, colour: u8) -> &'static str {
        match state.variant() {
            Variant::Duo => self.duo_colours[colour as usize],
            Variant::Classic => self.classic_colours[colour as usize],
        }
    }

    pub fn player_name(&self, state: &State, seat: Seat) -> String {
        match (state.variant(), state.players()) {
            (Variant::Duo, _) | (_, 4) => self.colour_name(state, seat).to_string(),
            (_, 2) => self.player_two_colours(
                seat + 1,
                self.colour_name(state, seat),
                self.colour_name(state, seat + 2),
            ),
            _ => self.player_colour(seat + 1, self.colour_name(state, seat)),
        }
    }

    /// A colour's name ahead of its score: "Blue: ".
    pub fn colour_label(&self, lang: Lang, state: &State, c: u8) -> String {
        format!(
            "{}{}",
            self.colour_name(state, c),
            crate::text::words(lang).colon
        )
    }

    /// A colour's score explained: "−7 (7 squares left)", "+20 (all placed, monomino last)".
    pub fn score_words(&self, lang: Lang, state: &State, colour: u8) -> String {
        match state.colour_score(colour) {
            20 => self.all_placed_monomino.into(),
            15 => self.all_placed.into(),
            s if s < 0 => self.squares_left(&lang.num(s.into()), -s),
            s => lang.num(s.into()),
        }
    }

    pub fn rule_error(&self, e: &RuleError) -> String {
        match e {
            RuleError::GameOver => self.err_game_over.into(),
            RuleError::NoSuchPiece => self.err_no_such_piece.into(),
            RuleError::PieceUsed { piece } => self.err_piece_used(pieces::name(*piece)),
            RuleError::NoSuchOrientation => self.err_no_such_orientation.into(),
            RuleError::OffBoard => self.err_off_board.into(),
            RuleError::Overlap => self.err_overlap.into(),
            RuleError::FirstNotOnStart(Start::AnyCorner) => self.err_first_not_on_corner.into(),
            RuleError::FirstNotOnStart(Start::OwnCorner) => self.err_first_not_on_own_corner.into(),
            RuleError::FirstNotOnStart(Start::Point) => self.err_first_not_on_point.into(),
            RuleError::EdgeContact => self.err_edge_contact.into(),
            RuleError::NoCornerContact => self.err_no_corner_contact.into(),
        }
    }
}

crate::games::rule_errors_in_english!(RuleError, Blokus);

impl GameText for Blokus {
    fn figure_names(lang: Lang) -> Vec<(&'static str, crate::core::stats::Figure)> {
        use crate::core::stats::Figure;
        vec![
            (
                match lang {
                    Lang::En => "Average score",
                    Lang::Pt => "Pontuação média",
                    Lang::Ko => "평균 점수",
                    Lang::Hy => "Միջին միավոր",
                },
                Figure::Average,
            ),
            (
                match lang {
                    Lang::En => "Colours with every piece placed",
                    Lang::Pt => "Cores com todas as peças colocadas",
                    Lang::Ko => "모든 조각을 놓은 색",
                    Lang::Hy => "Բոլոր պատկերները դրած գույներ",
                },
                Figure::Total,
            ),
        ]
    }

    fn option_label(lang: Lang, key: &str) -> &'static str {
        let w = words(lang);
        match key {
            "variant" => w.opt_variant,
            "players" => w.opt_players,
            _ => w.opt_corners,
        }
    }

    fn choice_label(lang: Lang, key: &str, value: i32) -> &'static str {
        let w = words(lang);
        match (key, value) {
            ("variant", 1) => w.duo,
            ("variant", _) => w.classic,
            ("players", 2) => "2",
            ("players", 3) => "3",
            ("players", _) => "4",
            (_, 1) => w.own_corner,
            _ => w.any_corner,
        }
    }

    fn config_problem(lang: Lang, config: &Config, _: ConfigError) -> String {
        let w = words(lang);
        match config.variant {
            Variant::Duo => w.duo_is_for_two.to_string(),
            Variant::Classic => w.bad_players(config.players),
        }
    }

    type Why = super::input::Why;

    fn why_words(lang: Lang, why: &Self::Why) -> String {
        use super::input::Why;
        let w = words(lang);
        match why {
            Why::PickAPiece => w.pick_a_piece.into(),
            Why::MoveThePiece => w.move_the_piece.into(),
            Why::Rule(e) => w.rule_error(e),
        }
    }

    fn rule_error(lang: Lang, error: &RuleError) -> String {
        words(lang).rule_error(error)
    }

    fn name(lang: Lang) -> &'static str {
        catalog(lang).name
    }

    fn config_summary(lang: Lang, config: &Config) -> String {
        let w = words(lang);
        match config.variant {
            Variant::Duo => w.duo_summary.into(),
            Variant::Classic if config.fixed_corners => w.own_corners_summary(config.players),
            Variant::Classic => w.players_summary(config.players),
        }
    }

    fn seat_name(lang: Lang, state: &State, seat: Seat) -> String {
        words(lang).player_name(state, seat)
    }

    fn turn_text(lang: Lang, state: &State, seat: Seat) -> String {
        let w = words(lang);
        let colour = w.colour_name(state, state.current());
        let player = w.player_name(state, seat);
        if player == colour {
            w.to_play(colour)
        } else {
            w.to_play_for(colour, &player)
        }
    }

    fn describe_move(lang: Lang, before: &State, mv: &Place, after: &State) -> String {
        let w = words(lang);
        let colour = w.colour_name(before, before.current());
        let o = &pieces::orientations()[mv.piece as usize][mv.orient as usize];
        let (x, y) = o.cells[0];
        let mut line = w.placed_at(
            colour,
            pieces::name(mv.piece),
            &cell_name(mv.x + x, mv.y + y),
        );
        for c in after.newly_blocked() {
            line += &w.passes(w.colour_name(after, c));
        }
        if after.is_over() {
            line += w.game_over_mark;
        }
        line
    }

    fn result_text(lang: Lang, state: &State) -> String {
        let w = words(lang);
        let scores = state.player_scores();
        let best = *scores.iter().max().unwrap_or(&0);
        let winners: Vec<String> = (0..scores.len() as Seat)
            .filter(|&s| scores[s as usize] == best)
            .map(|s| w.player_name(state, s))
            .collect();
        let list: Vec<String> = (0..scores.len() as Seat)
            .map(|s| {
                let score = lang.num(scores[s as usize].into());
                format!("{} {score}", w.player_name(state, s))
            })
            .collect();
        let head = match winners.len() {
            1 => w.wins(&winners[0]),
            // Everybody level: a draw, not a win shared by all.
            n if n == scores.len() => w.draw.to_string(),
            _ => w.shared_win(&winners.join(", ")),
        };
        format!("{head} · {}", list.join(" · "))
    }

    fn rules(lang: Lang) -> &'static [&'static str] {
        words(lang).rules
    }

    fn lesson() -> Option<crate::core::lesson::Lesson<Self, crate::lang::Said>> {
        Some(super::lesson::lesson())
    }
}
