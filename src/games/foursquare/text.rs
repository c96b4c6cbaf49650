//! Every word Foursquare shows to a player: one table per language (`text/en.rs`, …) and
//! the functions that put its sentences together.

use super::rules::{
    rank, suit, Card, Config, Foursquare, Pile, Place, RuleError, State, Status, UndoMode,
};
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
            opt_undo,
            undo_allowed,
            undo_counted,
            undo_off,
            summary_undo_allowed,
            summary_undo_counted,
            summary_no_undo,
            stock,
            to_place,
            player,
            place_the_card,
            just_placed,
            just_turned,
            table_label,
            err_game_over,
            err_first_card,
            err_pile_full,
            err_not_adjacent,
            lost_stock,
            result_lost_stock,
        }
        lists {
            rules,
            suits,
        }
        formats {
            card_name(rank: &str, suit: &str),
            ace_of(suit: &str),
            face_down_count(n: usize),
            stock_count(n: usize),
            err_box_too_big(cols: i8, rows: i8),
            placed_at(card: &str, spot: &str),
            placed_on_pile(card: &str, spot: &str),
            flipped(n: usize),
            won(score: u8),
            result_won(score: u8),
            lost_face_down(down: usize),
            result_lost_face_down(down: usize, placed: usize),
            result_lost_stock_down(down: usize),
            spot_empty(spot: &str),
            pile_up_open(spot: &str, cards: usize, shown: &str, card: &str),
            pile_up_full(spot: &str, cards: usize, shown: &str, card: &str),
            pile_down_open(spot: &str, cards: usize),
            pile_down_full(spot: &str, cards: usize),
        }
    }
}

/// A card's rank as printed on it, in every language ("A", "7").
pub fn rank_name(card: Card) -> String {
    match rank(card) {
        1 => "A".into(),
        r => r.to_string(),
    }
}

pub fn suit_symbol(card: Card) -> &'static str {
    ["♠", "♥", "♦", "♣"][suit(card) as usize]
}

/// A position with a name that never changes while the grid floats: the first card is D4,
/// columns A–G run left to right and rows 1–7 top to bottom (the 4×4 box keeps every pile
/// within three steps of the first card).
pub fn spot_name(p: Place) -> String {
    format!("{}{}", (b'A' as i8 + p.col + 3) as u8 as char, p.row + 4)
}

impl Words {
    /// A card in words ("ace of spades", "7 of hearts").
    pub fn card_words(&self, card: Card) -> String {
        let suit = self.suits[suit(card) as usize];
        match rank(card) {
            1 => self.ace_of(suit),
            r => self.card_name(&r.to_string(), suit),
        }
    }

    /// A pile as a screen reader says it: its spot, height, top card and what a click does.
    pub fn pile_label(&self, pile: &Pile, spot: &str, open: bool) -> String {
        let top = pile.top();
        let n = pile.cards.len();
        // As drawn (A♣), then in words: a name that contains what is seen.
        let shown = format!("{}{}", rank_name(top.card), suit_symbol(top.card));
        let card = self.card_words(top.card);
        match (top.up, open) {
            (true, true) => self.pile_up_open(spot, n, &shown, &card),
            (true, false) => self.pile_up_full(spot, n, &shown, &card),
            (false, true) => self.pile_down_open(spot, n),
            (false, false) => self.pile_down_full(spot, n),
        }
    }

    pub fn rule_error(&self, e: &RuleError) -> String {
        match e {
            RuleError::GameOver => self.err_game_over.into(),
            RuleError::FirstCardAtOrigin => self.err_first_card.into(),
            RuleError::PileFull { .. } => self.err_pile_full.into(),
            RuleError::NotAdjacent { .. } => self.err_not_adjacent.into(),
            RuleError::BoxTooBig { cols, rows, .. } => self.err_box_too_big(*cols, *rows),
        }
    }
}

crate::games::rule_errors_in_english!(RuleError, Foursquare);

impl GameText for Foursquare {
    fn option_label(lang: Lang, _: &str) -> &'static str {
        words(lang).opt_undo
    }

    fn choice_label(lang: Lang, _: &str, value: i32) -> &'static str {
        let w = words(lang);
        match value {
            1 => w.undo_counted,
            2 => w.undo_off,
            _ => w.undo_allowed,
        }
    }

    // Every Foursquare config can be played.
    fn config_problem(_: Lang, _: &Config, _: ConfigError) -> String {
        String::new()
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
        let w = words(lang);
        match config.undo {
            UndoMode::Allowed => w.summary_undo_allowed,
            UndoMode::Counted => w.summary_undo_counted,
            UndoMode::Off => w.summary_no_undo,
        }
        .to_string()
    }

    // One seat, whoever plays it (a person here, or the computer when watched).
    fn seat_name(lang: Lang, _: &State, _: Seat) -> String {
        words(lang).player.into()
    }

    fn turn_text(lang: Lang, _: &State, _: Seat) -> String {
        words(lang).place_the_card.into()
    }

    fn describe_move(lang: Lang, before: &State, _mv: &Place, after: &State) -> String {
        let w = words(lang);
        let Some(last) = after.last_move() else {
            return String::new();
        };
        let card = format!("{}{}", rank_name(last.card), suit_symbol(last.card));
        let spot = spot_name(last.at);
        let mut line = match before.pile(last.at) {
            Some(_) => w.placed_on_pile(&card, &spot),
            None => w.placed_at(&card, &spot),
        };
        if !last.flipped.is_empty() {
            line += &w.flipped(last.flipped.len());
        }
        match after.status() {
            Status::Playing => {}
            Status::Won { score } => line += &w.won(score),
            Status::LostFaceDown => line += &w.lost_face_down(after.face_down()),
            Status::LostStock => line += w.lost_stock,
        }
        line
    }

    fn result_text(lang: Lang, state: &State) -> String {
        let w = words(lang);
        match state.status() {
            Status::Playing => String::new(),
            Status::Won { score } => w.result_won(score),
            Status::LostFaceDown => w.result_lost_face_down(state.face_down(), state.placed()),
            // R18 with every spot filled: what was missing is cards face up, not spots.
            Status::LostStock if state.grid_full() => w.result_lost_stock_down(state.face_down()),
            Status::LostStock => w.result_lost_stock.into(),
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
impl crate::core::files::RecordFiles for Foursquare {}
