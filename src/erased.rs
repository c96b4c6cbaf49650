//! Games with their types erased, so the shell (saves, links, lists) can handle any game
//! through one registry without knowing its config, state or move types.

use crate::core::ai::{analysis, Level, Searchable, Searcher};
use crate::core::codec::{self, Json};
use crate::core::correspondence::{self, Relation};
use crate::core::files::{FileOut, RecordFiles};
use crate::core::game::{Game, GameText, Outcome, UndoPolicy};
use crate::core::record::{Record, Session};
use crate::core::rng::Rng;
use crate::lang::Lang;
use crate::text;
use std::marker::PhantomData;

/// What a list of saved games shows about one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// e.g. "King-Square · 2 players · 10×10 · move 23".
    pub title: String,
    /// e.g. "White to play" or "Black wins 5 – 3".
    pub status: String,
    pub finished: bool,
    pub moves: usize,
    pub outcome: Option<Outcome>,
    /// Times undo was used, where the game's undo policy counts them.
    pub undos: u32,
    /// The seat to move (none once the game is over).
    pub turn: Option<u8>,
    /// Once the game is over, each seat's figures for the statistics (`Game::figures`).
    pub figures: Vec<Vec<i64>>,
}

pub fn summary<G: GameText>(lang: Lang, session: &Session<G>) -> Summary {
    let state = session.state();
    let moves = session.moves().len();
    let (status, finished) = match G::to_move(state) {
        Some(seat) => (G::turn_text(lang, state, seat), false),
        None => (G::result_text(lang, state), true),
    };
    Summary {
        title: text::words(lang).title(
            G::name(lang),
            &G::config_summary(lang, &session.record().config),
            moves,
        ),
        status,
        finished,
        moves,
        outcome: G::outcome(state),
        // Undos matter only where the game counts them (statistics leave such games out).
        undos: match G::undo_policy(&session.record().config) {
            UndoPolicy::Counted => session.undos(),
            _ => 0,
        },
        turn: G::to_move(state),
        figures: match G::outcome(state) {
            Some(_) => (0..G::seats(state) as u8)
                .map(|s| G::figures(state, s))
                .collect(),
            None => Vec::new(),
        },
    }
}

/// A game opened from a link: its record (JSON), what the lists show of it, which seats
/// the computer plays, and the seats' names (to ask who plays here).
#[derive(Clone, Debug, PartialEq)]
pub struct Linked {
    pub record: Json,
    pub summary: Summary,
    pub computers: Vec<Option<Level>>,
    pub match_id: Option<u64>,
    pub seat_names: Vec<String>,
}

pub trait AnyGame: Sync {
    fn id(&self) -> &'static str;
    /// Checks a record (JSON from a save): parses and replays every move. Its summary and
    /// any problem are in words of `lang`.
    fn open(&self, lang: Lang, record: &Json) -> Result<Summary, String>;
    /// Checks one seat's saved view of a live game with hidden hands (`codec::SavedView`):
    /// made again from the deal's public part and the moves (`Game::SEEN`).
    fn open_view(&self, lang: Lang, record: &Json, deal: &Json) -> Result<Summary, String>;
    /// Decodes a share link and replays it.
    fn open_link(&self, lang: Lang, link: &str) -> Result<Linked, String>;
    /// How a link's record stands to a saved record (both JSON) of the same match; a
    /// record that does not read diverges.
    fn relate(&self, saved: &Json, link: &Json) -> Relation;
    /// `text` read as another program's file of this game (`RecordFiles`), its game named by
    /// `seed`: the record (JSON), its summary and what the file held besides, in words of
    /// `lang`, or why it does not read; `None` when it is not a file of this game's format.
    fn read_file(&self, lang: Lang, text: &str, seed: u64) -> Option<Result<FileRead, String>>;
    /// A saved record as another program's file, if the game has a format.
    fn write_file(&self, lang: Lang, record: &Json) -> Option<FileOut>;
}

/// A game read from another program's file (`AnyGame::read_file`).
pub struct FileRead {
    pub record: Json,
    pub summary: Summary,
    /// How many seats the game has.
    pub seats: usize,
    pub left_out: Vec<String>,
}

/// The search with the game's types erased: what the search worker needs. Kept apart from
/// `AnyGame` so the page's wasm does not carry the search code.
pub trait AnySearch: Sync {
    fn id(&self) -> &'static str;
    /// A computer player of this game, to keep from one move to the next.
    fn player(&self) -> Box<dyn AnyPlayer>;
    /// The analysis of the record's game (`core::ai::analysis::Analysis`, as JSON), telling
    /// `progress(done, total)` after each position; `keep_going` may cut a position's search.
    fn analyse(
        &self,
        record: &Json,
        level: Level,
        seed: u64,
        progress: &mut dyn FnMut(usize, usize),
        keep_going: &mut dyn FnMut(usize) -> bool,
    ) -> Result<Json, String>;
}

/// A computer player of one game, kept between moves: its search starts from the tree of its
/// last one when the new position is one that tree reached (the other players' moves since),
/// and afresh when the game changed underneath (an undo, another game).
pub trait AnyPlayer {
    /// The computer's move (as JSON) for the seat to move in the record's position, made as
    /// the measured matches make it (`Searcher::play_timed`). `spent(simulations)` is the
    /// share of the move's time used so far (0 without a limit; 1 or more: stop); it may
    /// also report progress.
    fn computer_move(
        &mut self,
        record: &Json,
        level: Level,
        seed: u64,
        spent: &mut dyn FnMut(usize) -> f64,
    ) -> Result<Json, String>;
    /// The root visits the last search started with, from the kept tree (0: afresh).
    fn reused(&self) -> f64;
}

pub struct Erased<G>(PhantomData<fn() -> G>);

impl<G> Erased<G> {
    pub const NEW: Erased<G> = Erased(PhantomData);
}

/// A record from JSON, with the reason in words when it is not one.
pub fn parse<G: Game>(lang: Lang, record: &str) -> Result<Record<G>, String> {
    serde_json::from_str(record).map_err(|e| text::words(lang).bad_record(&e.to_string()))
}

/// A record's session, or why it does not replay, in words.
fn replay<G: GameText>(lang: Lang, record: Record<G>) -> Result<Session<G>, String> {
    Session::from_record(record).map_err(|e| text::words(lang).replay_error(lang, &e))
}

/// A seat's saved view of a live game (`codec::SavedView`) as a session, or why not in
/// words.
pub fn seen<G: GameText>(lang: Lang, record: &Json, deal: &Json) -> Result<Session<G>, String> {
    let record = parse::<G>(lang, record.text())?;
    let t = text::words(lang);
    let replay = G::SEEN.ok_or_else(|| t.bad_record("not a game with hidden hands"))?;
    let positions = (replay.positions)(&record.config, deal.text(), &record.moves)
        .ok_or_else(|| t.bad_record("the moves do not follow from the deal"))?;
    Session::seen(record, positions).ok_or_else(|| t.bad_record("positions"))
}

impl<G: RecordFiles> AnyGame for Erased<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn open(&self, lang: Lang, record: &Json) -> Result<Summary, String> {
        let session = replay(lang, parse::<G>(lang, record.text())?)?;
        Ok(summary(lang, &session))
    }

    fn open_view(&self, lang: Lang, record: &Json, deal: &Json) -> Result<Summary, String> {
        Ok(summary(lang, &seen::<G>(lang, record, deal)?))
    }

    fn open_link(&self, lang: Lang, link: &str) -> Result<Linked, String> {
        let shared = codec::decode_link::<G>(link).map_err(|e| text::words(lang).link_error(&e))?;
        let session = replay(lang, shared.record)?;
        let state = session.state();
        Ok(Linked {
            record: Json::of(session.record()),
            summary: summary(lang, &session),
            computers: shared.computers,
            match_id: session.record().match_id,
            seat_names: (0..G::seats(state))
                .map(|s| G::seat_name(lang, state, s as u8))
                .collect(),
        })
    }

    fn relate(&self, saved: &Json, link: &Json) -> Relation {
        match (
            parse::<G>(Lang::En, saved.text()),
            parse::<G>(Lang::En, link.text()),
        ) {
            (Ok(saved), Ok(link)) => correspondence::relate(&saved, &link),
            _ => Relation::Diverges,
        }
    }

    fn read_file(&self, lang: Lang, text: &str, seed: u64) -> Option<Result<FileRead, String>> {
        let read = G::read_file(lang, text, seed)?.and_then(|file| {
            let session = replay(lang, file.record)?;
            Ok(FileRead {
                record: Json::of(session.record()),
                summary: summary(lang, &session),
                seats: G::seats(session.state()),
                left_out: file.left_out,
            })
        });
        Some(read)
    }

    fn write_file(&self, lang: Lang, record: &Json) -> Option<FileOut> {
        G::write_file(lang, &parse::<G>(lang, record.text()).ok()?)
    }
}

impl<G: GameText + Searchable> AnySearch for Erased<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn player(&self) -> Box<dyn AnyPlayer> {
        Box::new(Searcher::<G>::new())
    }

    fn analyse(
        &self,
        record: &Json,
        level: Level,
        seed: u64,
        progress: &mut dyn FnMut(usize, usize),
        keep_going: &mut dyn FnMut(usize) -> bool,
    ) -> Result<Json, String> {
        let session = replay(Lang::En, parse::<G>(Lang::En, record.text())?)?;
        let told = |done, total| {
            progress(done, total);
            true
        };
        let analysis = analysis::analyse_with(&session, level, seed, told, keep_going);
        // The progress above never stops it.
        analysis
            .map(|a| Json::of(&a))
            .ok_or_else(|| text::words(Lang::En).no_move_to_make.to_string())
    }
}

impl<G: GameText + Searchable> AnyPlayer for Searcher<G> {
    fn computer_move(
        &mut self,
        record: &Json,
        level: Level,
        seed: u64,
        spent: &mut dyn FnMut(usize) -> f64,
    ) -> Result<Json, String> {
        // The worker knows no language: its rare failures are reported in English.
        let state = replay(Lang::En, parse::<G>(Lang::En, record.text())?)?
            .state()
            .clone();
        let choice = (self.play_timed(&state, level, &mut Rng::new(seed), spent))
            .ok_or_else(|| text::words(Lang::En).no_move_to_make.to_string())?;
        Ok(Json::of(&choice.mv))
    }

    fn reused(&self) -> f64 {
        Searcher::reused(self)
    }
}
