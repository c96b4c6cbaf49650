//! The game screen, generic over the game: board, whose turn, scores, move history,
//! undo/redo, stepping through the moves, sharing, rules help and the end-of-game panel.
//! Its logic is the pure state machine in `crate::play_state` (tested natively); this
//! component turns events into actions, carries out the effects (the computer's worker,
//! saves) and draws what the state says.

use super::game_view::random_seed;
use super::platform::{copy_link, send_link};
use super::play_live::Live;
use super::play_model::{model, Ons};
use super::play_screen::screen;
use super::saving::{Change, News};
use super::use_lang;
use super::worker::{Computer, Job, Reply};
use super::{NewGame, Seats, Snapshot};
use crate::board::GameView;
use crate::core::ai::Level;
use crate::core::codec::{Json, SavedView};
use crate::core::{Record, Session};
use crate::erased::summary;
use crate::games::GameInfo;
use crate::lang::Lang;
use crate::play_state::{Action, Control, Effect, Opening, PlayAction, PlayState};
use crate::play_words::HistoryWords;
use crate::text;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// One job for a worker.
struct Ask {
    job: u32,
    level: Level,
    seed: u64,
    pace_ms: f64,
    task: Task,
}

/// What a worker is asked for.
#[derive(Clone, Copy, PartialEq)]
enum Task {
    /// The computer's move: its player keeps its tree between moves.
    Move,
    /// The hint: searched afresh, so the analysis never marks a hinted move.
    Hint,
    Analysis,
}

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub info: &'static GameInfo,
    /// The record to open, as JSON.
    pub record: AttrValue,
    /// Undos already used in this game (from its save).
    pub undos: u32,
    /// Told of every change to save (the keeper writes it when the frame is drawn).
    pub on_change: Callback<Change>,
    pub on_new: Callback<NewGame>,
    /// Who plays each seat.
    pub seats: Seats,
    /// What the link the game came from brought.
    pub news: Option<News>,
    /// How many moves the friends by link have (from its save).
    pub shared: usize,
    /// The analysis kept with the save (JSON), if any.
    pub analysis: Option<AttrValue>,
    /// One seat's view of a live game with hidden hands (from its save).
    pub view: Option<SavedView>,
}

fn open<G: crate::core::GameText>(
    lang: Lang,
    json: &str,
    undos: u32,
    view: Option<&SavedView>,
) -> Result<Session<G>, String> {
    let t = text::words(lang);
    if let Some(view) = view {
        let record = Json::parse(json.to_string()).map_err(|e| t.bad_record(&e.to_string()))?;
        return crate::erased::seen::<G>(lang, &record, &view.deal);
    }
    let mut session = Session::from_record(crate::erased::parse::<G>(lang, json)?)
        .map_err(|e| t.replay_error(lang, &e))?;
    session.set_undos(undos);
    Ok(session)
}

#[function_component]
pub fn Play<G: GameView>(props: &PlayProps) -> Html {
    let lang = use_lang();
    let redraw = use_force_update();
    let computer = use_mut_ref(|| None::<Computer>);
    let analyst = use_mut_ref(|| None::<Computer>);
    let history = use_mut_ref(HistoryWords::<G>::default);
    let live = use_mut_ref(|| None::<Live<G>>);
    // The effects of opening the game (the computer may be first), carried out once shown.
    let opening = use_mut_ref(Vec::new);
    let play = {
        let opening = opening.clone();
        use_mut_ref(move || {
            open::<G>(lang, &props.record, props.undos, props.view.as_ref()).map(|session| {
                let how = Opening {
                    shared: props.shared,
                    news: props.news.clone(),
                };
                let (mut play, effects) =
                    PlayState::new(session, props.seats.clone(), G::HIDDEN_HANDS, how);
                // A kept analysis that does not read is worked out again when asked.
                let kept = props.analysis.as_ref().map(|a| serde_json::from_str(a));
                if let Some(Ok(analysis)) = kept {
                    play.keep_analysis(analysis);
                }
                *opening.borrow_mut() = effects;
                play
            })
        })
    };
    let driver = Driver {
        play: play.clone(),
        computer,
        analyst,
        redraw,
        on_change: props.on_change.clone(),
        on_new: props.on_new.clone(),
        seats: props.seats.clone(),
        game: props.info.id,
        lang,
        live,
        opened_view: props.view.clone(),
    };
    {
        let driver = driver.clone();
        use_effect_with((), move |_| {
            driver.carry_out(opening.take());
            driver.open_live();
            move || {
                driver.live.borrow_mut().take(); // the table leaves with the screen
                drop(driver.computer.borrow_mut().take());
                drop(driver.analyst.borrow_mut().take());
            }
        });
    }
    let guard = play.borrow();
    match &*guard {
        Ok(play) => {
            let on = driver.ons();
            let history = history.borrow_mut().blocks(lang, play);
            let hands_here = driver.hands_here();
            let mut shown = model(lang, props.info, play, history, &on, hands_here.clone());
            driver.live_screen(lang, props.info, play, hands_here, &mut shown);
            screen(shown, &on.control)
        }
        Err(e) => super::message_page(text::words(lang), None, e, None),
    }
}

/// Runs the state machine: every action goes through `dispatch`, which carries out the
/// effects and redraws.
pub(super) struct Driver<G: GameView> {
    pub(super) play: Rc<RefCell<Result<PlayState<G>, String>>>,
    computer: Rc<RefCell<Option<Computer>>>,
    /// The worker analysing the game (its own, so play goes on).
    analyst: Rc<RefCell<Option<Computer>>>,
    pub(super) redraw: UseForceUpdateHandle,
    on_change: Callback<Change>,
    pub(super) on_new: Callback<NewGame>,
    seats: Seats,
    game: &'static str,
    pub(super) lang: Lang,
    /// The live table, when the game is played live (`play_live`).
    pub(super) live: Rc<RefCell<Option<Live<G>>>>,
    /// The view this game was opened from (a save of one seat's view of a dealt game).
    pub(super) opened_view: Option<SavedView>,
}

impl<G: GameView> Clone for Driver<G> {
    fn clone(&self) -> Self {
        Driver {
            play: self.play.clone(),
            computer: self.computer.clone(),
            analyst: self.analyst.clone(),
            redraw: self.redraw.clone(),
            on_change: self.on_change.clone(),
            on_new: self.on_new.clone(),
            seats: self.seats.clone(),
            game: self.game,
            lang: self.lang,
            live: self.live.clone(),
            opened_view: self.opened_view.clone(),
        }
    }
}

impl<G: GameView> Driver<G> {
    pub(super) fn dispatch(&self, action: Action<G>) {
        // At a live table, Undo asks the others first.
        if matches!(action, PlayAction::Control(Control::Undo)) && self.ask_undo() {
            return;
        }
        let effects = match &mut *self.play.borrow_mut() {
            Ok(play) => play.update(action),
            Err(_) => return,
        };
        self.carry_out(effects);
        self.to_table();
        self.redraw.force_update();
    }

    /// The callbacks of the screen's buttons and of the board.
    fn ons(&self) -> Ons<G> {
        Ons {
            control: self.with(PlayAction::Control),
            on_move: self.with(PlayAction::Move),
            on_problem: self.with(PlayAction::Board),
        }
    }

    /// A callback that sends the action made from its value.
    fn with<T: 'static>(&self, make: fn(T) -> Action<G>) -> Callback<T> {
        let driver = self.clone();
        Callback::from(move |value| driver.dispatch(make(value)))
    }

    fn copy(&self, link: String) {
        wasm_bindgen_futures::spawn_local(copy_link(link, self.with(PlayAction::Copied)));
    }

    /// Sends the game to a friend: the device's share sheet where there is one (phones),
    /// else the clipboard.
    fn send(&self, link: String, words: String) {
        wasm_bindgen_futures::spawn_local(send_link(link, words, self.with(PlayAction::Sent)));
    }

    /// A new game with the same options: a fresh seed, or the same one to replay the deal.
    fn again(&self, same_seed: bool) {
        let record = match &*self.play.borrow() {
            Ok(play) => {
                let old = play.session().record();
                let seed = if same_seed { old.seed } else { random_seed() };
                let record = Record::<G>::new(old.config.clone(), seed);
                // Another game is another match: its links must not meet this one's save.
                match old.match_id {
                    Some(_) => record.in_match(super::game_view::random_match()),
                    None => record,
                }
            }
            Err(_) => return,
        };
        let record = serde_json::to_string(&record).expect("a record always serializes");
        self.on_new.emit(NewGame {
            record,
            seats: self.seats.clone(),
        });
    }

    pub(super) fn carry_out(&self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Search {
                    job,
                    level,
                    seed,
                    pace_ms,
                    hint,
                } => self.search(Ask {
                    job,
                    level,
                    seed,
                    pace_ms,
                    task: if hint { Task::Hint } else { Task::Move },
                }),
                // Dropping the worker terminates it, and every search with it.
                Effect::Cancel => drop(self.computer.borrow_mut().take()),
                Effect::Save => self.save(),
                Effect::Copy(link) => self.copy(link),
                Effect::Send { link, text } => self.send(link, text),
                Effect::Again { same_seed } => self.again(same_seed),
                Effect::Analyse { job, level, seed } => self.analyse(job, level, seed),
                Effect::StopAnalysis => drop(self.analyst.borrow_mut().take()),
            }
        }
    }

    fn search(&self, ask: Ask) {
        self.ask(&self.computer, ask);
    }

    fn analyse(&self, job: u32, level: Level, seed: u64) {
        let ask = Ask {
            job,
            level,
            seed,
            pace_ms: 0.0,
            task: Task::Analysis,
        };
        self.ask(&self.analyst, ask);
    }

    /// Sends the game to a worker: a search for a move, or the analysis.
    fn ask(&self, worker: &RefCell<Option<Computer>>, ask: Ask) {
        let record = match &*self.play.borrow() {
            Ok(play) => Json::of(play.session().record()),
            Err(_) => return,
        };
        let driver = self.clone();
        let job = Job {
            job: ask.job,
            game: self.game.into(),
            record,
            level: ask.level,
            seed: ask.seed,
            analyse: ask.task == Task::Analysis,
            fresh: ask.task == Task::Hint,
        };
        let on_reply = Rc::new(move |reply| driver.reply(reply));
        if let Err(why) = super::worker::ask(worker, &job, ask.pace_ms, on_reply) {
            self.dispatch(PlayAction::Failed { job: job.job, why });
        }
    }

    fn reply(&self, reply: Reply) {
        let action = match reply {
            Reply::Ready => return,
            Reply::Progress { job, playouts } => PlayAction::Progress { job, playouts },
            Reply::Failed { job, why } => PlayAction::Failed { job, why },
            Reply::Analysing { job, done, total } => PlayAction::Analysing { job, done, total },
            Reply::Analysed { job, analysis } => match analysis.read() {
                Ok(analysis) => PlayAction::Analysed { job, analysis },
                Err(e) => PlayAction::Failed {
                    job,
                    why: e.to_string(),
                },
            },
            Reply::Move {
                job,
                mv,
                playouts,
                ms,
            } => {
                self.report_speed(job, playouts, ms);
                match mv.read::<G::Move>() {
                    Ok(mv) => PlayAction::Answer { job, mv },
                    Err(e) => PlayAction::Failed {
                        job,
                        why: e.to_string(),
                    },
                }
            }
        };
        self.dispatch(action);
    }

    /// The speed report the browser tests read (playouts per second in wasm), for the
    /// computer's moves.
    fn report_speed(&self, job: u32, playouts: usize, ms: f64) {
        let playing = match &*self.play.borrow() {
            Ok(play) => play.thinking().is_some_and(|t| t.job == job),
            Err(_) => false,
        };
        if playing {
            super::worker::report_speed(G::ID, playouts, ms);
        }
    }

    /// Tells the keeper the game changed; the snapshot is made when it is written (after
    /// the frame), from the game as it is then.
    pub(super) fn save(&self) {
        let driver = self.clone();
        self.on_change.emit(Rc::new(move || driver.snapshot()));
    }

    /// The game as it is now, as saved. One seat's view of a dealt game is saved as a view
    /// (`SavedView`: the moves and the deal's public part, never a made-up deal), and
    /// whole once this device may know the deal.
    fn snapshot(&self) -> Option<Snapshot> {
        let play = self.play.borrow();
        let play = play.as_ref().ok()?;
        let view = match play.session().is_seen() {
            true => Some(self.saved_view()?),
            false => None,
        };
        // Asked before the table is borrowed for the seats below.
        let disputed = self.disputed();
        Some(Snapshot {
            record: Json::of(play.session().record()),
            summary: summary(self.lang, play.session()),
            shared: play.shared(),
            analysis: play.analysis().map(Json::of),
            seats: self.live.borrow().as_ref().map(|_| play.seats().clone()),
            view,
            disputed,
        })
    }
}
