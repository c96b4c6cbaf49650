//! The game screen's words, computed from `PlayState` in pure Rust (tested natively in
//! tests/play_words.rs): whose turn, the notice line, the hint, the moves in words, how the
//! game ended for the people here. The app puts them on the screen (`app::play`).

use crate::core::ai::Searchable;
use crate::core::GameText;
use crate::lang::Lang;
use crate::play_state::{LinkNote, PlayState, Problem, Verdict};
use crate::text;
use std::rc::Rc;

/// Which seats the computer plays, and at which level ("Orange: Computer (easy)"), so the
/// players know whom they face; none when no seat is the computer's.
pub fn computer_seats<G: GameText + Searchable>(lang: Lang, play: &PlayState<G>) -> Option<String> {
    use crate::core::correspondence::Player;
    let (t, state) = (text::words(lang), play.session().state());
    let said: Vec<String> = (play.seats().iter().enumerate())
        .filter_map(|(seat, player)| match player {
            Player::Computer(level) => Some(format!(
                "{}{}{}",
                G::seat_name(lang, state, seat as u8),
                t.colon,
                t.level_name(*level)
            )),
            _ => None,
        })
        .collect();
    (!said.is_empty()).then(|| said.join(" · "))
}

/// Whose turn, as the head of the screen says it: the computer thinking, the seat to play
/// (also a computer's while the play is paused and nothing searches), or the end.
pub fn turn<G: GameText + Searchable>(lang: Lang, play: &PlayState<G>) -> String {
    let (t, state) = (text::words(lang), play.shown());
    let held = play.paused() && play.thinking().is_none();
    match G::to_move(state) {
        Some(seat) if play.computer_moving() && play.live() && !held => {
            t.computer_playing(&G::seat_name(lang, state, seat))
        }
        Some(seat) => G::turn_text(lang, state, seat),
        None => t.game_over.to_string(),
    }
}

/// How the game ended (in live play): who won, and "You win!" / "You lose" for the people
/// here when they played one side.
pub fn result<G: GameText + Searchable>(
    lang: Lang,
    play: &PlayState<G>,
) -> Option<(String, Option<&'static str>)> {
    if !(play.is_over() && play.live()) {
        return None;
    }
    let t = text::words(lang);
    let verdict = play.verdict().map(|v| match v {
        Verdict::Won => t.you_win,
        Verdict::Lost => t.you_lose,
    });
    Some((G::result_text(lang, play.shown()), verdict))
}

/// Every move so far, in words.
pub fn history<G: GameText + Searchable>(lang: Lang, play: &PlayState<G>) -> Vec<String> {
    (0..play.total())
        .map(|i| described(lang, play, i))
        .collect()
}

/// How many moves one block of the move list holds: the screen redraws only the blocks
/// that changed, so a move costs the same at move 10 and at move 4,000.
pub const HISTORY_BLOCK: usize = 64;

/// The moves in words, kept from one drawing of the screen to the next. A move's words
/// depend only on the moves up to it, so after a move, an undo or a redo only the moves
/// past the first difference are described again, and full blocks keep their `Rc`.
pub struct HistoryWords<G: GameText> {
    lang: Option<Lang>,
    moves: Vec<G::Move>,
    full: Vec<Rc<[String]>>,
    tail: Vec<String>,
    /// Moves described so far (what the tests count).
    pub described: usize,
}

impl<G: GameText> Default for HistoryWords<G> {
    fn default() -> Self {
        HistoryWords {
            lang: None,
            moves: Vec::new(),
            full: Vec::new(),
            tail: Vec::new(),
            described: 0,
        }
    }
}

impl<G: GameText + Searchable> HistoryWords<G> {
    /// The moves of the game in blocks of `HISTORY_BLOCK` (the last one may be shorter).
    pub fn blocks(&mut self, lang: Lang, play: &PlayState<G>) -> Vec<Rc<[String]>> {
        let moves = play.session().moves();
        let same = match self.lang == Some(lang) {
            true => (self.moves.iter().zip(moves))
                .take_while(|(a, b)| a == b)
                .count(),
            false => 0,
        };
        self.forget_from(same);
        self.lang = Some(lang);
        for i in self.moves.len()..moves.len() {
            self.tail.push(described(lang, play, i));
            self.described += 1;
            if self.tail.len() == HISTORY_BLOCK {
                self.full.push(std::mem::take(&mut self.tail).into());
            }
        }
        self.moves.extend_from_slice(&moves[self.moves.len()..]);
        let tail = (!self.tail.is_empty()).then(|| self.tail.clone().into());
        self.full.iter().cloned().chain(tail).collect()
    }

    /// Drops the words of move `from` and after.
    fn forget_from(&mut self, from: usize) {
        if from >= self.moves.len() {
            return;
        }
        let mut words: Vec<String> = match self.full.get(from / HISTORY_BLOCK) {
            Some(block) => block.to_vec(),
            None => std::mem::take(&mut self.tail),
        };
        words.truncate(from % HISTORY_BLOCK);
        self.full.truncate(from / HISTORY_BLOCK);
        self.tail = words;
        self.moves.truncate(from);
    }
}

/// The moves since the seat to move last moved, in words (the last dozen at most).
pub fn since_last_turn<G: GameText + Searchable>(lang: Lang, play: &PlayState<G>) -> Vec<String> {
    let moves = play.since_last_turn();
    let from = moves.start.max(moves.end.saturating_sub(12));
    (from..moves.end)
        .map(|i| described(lang, play, i))
        .collect()
}

/// Move `i` (0-based) in words.
pub fn described<G: GameText + Searchable>(lang: Lang, play: &PlayState<G>, i: usize) -> String {
    let s = play.session();
    G::describe_move(lang, s.position(i), &s.moves()[i], s.position(i + 1))
}

/// One line for the screen reader and the eye: why the last attempt did nothing, the move
/// looked at, or the last move.
pub fn notice<G: GameText + Searchable>(lang: Lang, play: &PlayState<G>) -> (String, bool) {
    let t = text::words(lang);
    let total = play.total();
    let words = match (play.problem(), play.viewing()) {
        (Some(p), _) => problem_words(lang, play, p),
        (None, Some(n)) => t.viewing(n, total),
        (None, None) if play.note().is_some() => {
            play.note().map(|n| note_words(t, n)).unwrap_or_default()
        }
        (None, None) if !play.undone().is_empty() => t.undone(&undone_words(lang, play)),
        (None, None) if play.news().is_some() => news_words(lang, play),
        (None, None) => total
            .checked_sub(1)
            .map(|i| t.last_move_was(&described(lang, play, i)))
            .unwrap_or_default(),
    };
    (words, play.problem().is_some())
}

/// The moves Undo took back, in the order they had been played.
fn undone_words<G: GameText + Searchable>(lang: Lang, play: &PlayState<G>) -> Vec<String> {
    let mut state = play.session().state().clone();
    let mut words = Vec::new();
    for mv in play.undone().iter().rev() {
        let before = state.clone();
        if G::apply(&mut state, mv).is_err() {
            break;
        }
        words.push(G::describe_move(lang, &before, mv, &state));
    }
    words
}

fn problem_words<G: GameText + Searchable>(
    lang: Lang,
    play: &PlayState<G>,
    problem: &Problem<G::RuleError, G::Why>,
) -> String {
    let t = text::words(lang);
    match problem {
        // Rule errors are phrased to follow other words; alone they start a sentence.
        Problem::Illegal(e) => crate::lang::sentence(&G::rule_error(lang, e)),
        Problem::Board(why) => crate::lang::sentence(&G::why_words(lang, why)),
        Problem::ComputerFailed(why) => why.clone(),
        Problem::ComputersTurn => t.computers_turn.into(),
        Problem::Viewing(n) => t.viewing(*n, play.total()),
        Problem::Waiting(seat) => t.waiting_for(&G::seat_name(lang, play.session().state(), *seat)),
    }
}

/// What a link did to the save of its match.
fn note_words(t: &text::Words, note: LinkNote) -> String {
    match note {
        LinkNote::Diverged => t.link_diverged.into(),
        LinkNote::Same => t.link_same.into(),
        LinkNote::Behind { link, saved } => t.link_behind(link, saved),
    }
}

/// The moves that came by link, then whose turn it is here.
fn news_words<G: GameText + Searchable>(lang: Lang, play: &PlayState<G>) -> String {
    let t = text::words(lang);
    let moves: Vec<String> = play
        .news()
        .into_iter()
        .flatten()
        .map(|i| described(lang, play, i))
        .collect();
    let state = play.session().state();
    let then = match G::to_move(state) {
        Some(seat) if !play.computer_turn() && play.waiting_for().is_none() => {
            t.your_turn_seat(&G::seat_name(lang, state, seat))
        }
        _ => String::new(),
    };
    text::arrived(&moves, &then)
}

/// A move not (yet) played, in words, from the position `before` it (empty if it does
/// not apply there).
pub fn move_words<G: GameText>(lang: Lang, before: &G::State, mv: &G::Move) -> String {
    let mut after = before.clone();
    G::apply(&mut after, mv)
        .map(|_| G::describe_move(lang, before, mv, &after))
        .unwrap_or_default()
}

pub fn hint_words<G: GameText + Searchable>(lang: Lang, play: &PlayState<G>) -> Option<String> {
    let t = text::words(lang);
    let hint = play.hint()?;
    Some(match &hint.answer {
        Some(mv) => t.hint_is(&move_words::<G>(lang, play.session().state(), mv)),
        None => t.hint_thinking.to_string(),
    })
}
