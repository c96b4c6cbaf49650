//! The game screen, generic over the game: board, whose turn, scores, move history,
//! undo/redo, stepping through the moves, sharing, rules help and the end-of-game panel.
//! Its logic is the pure state machine in `crate::play_state` (tested natively); this
//! component turns events into actions, carries out the effects (the computer's worker,
//! saves) and draws what the state says.

use super::game_view::random_seed;
use super::platform::{copy_link, send_link};
use super::play_screen::{screen, share_url, ByLink, Screen, ScreenAction, Share};
use super::saving::{NewMoves, News};
use super::use_lang;
use super::worker::{Computer, Job, Reply};
use super::{NewGame, Seats, Snapshot};
use crate::board::{BoardProps, GameView};
use crate::core::ai::Level;
use crate::core::codec::{encode_link, Json};
use crate::core::correspondence::computers;
use crate::core::{Record, Session};
use crate::erased::summary;
use crate::games::GameInfo;
use crate::lang::Lang;
use crate::play_state::{Effect, PlayAction, PlayState};
use crate::play_words as words;
use crate::text;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub info: &'static GameInfo,
    /// The record to open, as JSON.
    pub record: AttrValue,
    /// Undos already used in this game (from its save).
    pub undos: u32,
    pub on_change: Callback<Snapshot>,
    pub on_new: Callback<NewGame>,
    /// Who plays each seat.
    pub seats: Seats,
    /// What the link the game came from brought.
    pub news: Option<News>,
    /// How many moves the friends by link have (from its save).
    pub shared: usize,
}

fn open<G: crate::core::GameText>(
    lang: Lang,
    json: &str,
    undos: u32,
) -> Result<Session<G>, String> {
    let t = text::words(lang);
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
    // The effects of opening the game (the computer may be first), carried out once shown.
    let opening = use_mut_ref(Vec::new);
    let play = {
        let opening = opening.clone();
        use_mut_ref(move || {
            open::<G>(lang, &props.record, props.undos).map(|session| {
                let (mut play, effects) =
                    PlayState::new(session, props.seats.clone(), G::HIDDEN_HANDS);
                *opening.borrow_mut() = effects;
                play.restore_shared(props.shared);
                if let Some(news) = &props.news {
                    arrived(&mut play, news);
                }
                play
            })
        })
    };
    let driver = Driver {
        play: play.clone(),
        computer,
        redraw,
        on_change: props.on_change.clone(),
        game: props.info.id,
        lang,
    };
    {
        let driver = driver.clone();
        use_effect_with((), move |_| {
            driver.carry_out(opening.take());
            move || drop(driver.computer.borrow_mut().take())
        });
    }
    let guard = play.borrow();
    match &*guard {
        Ok(play) => screen(
            model(lang, props, play, &driver),
            &driver.screen_actions(props),
        ),
        Err(e) => super::message_page(text::words(lang), None, e, None),
    }
}

/// Marks what a link brought: its moves as news, its note.
fn arrived<G: GameView>(play: &mut PlayState<G>, news: &News) {
    match news.moves {
        NewMoves::From(ply) => play.arrived(Some(ply)),
        NewMoves::SinceMine => play.arrived(None),
        NewMoves::None => {}
    }
    if let Some(note) = &news.note {
        play.update(PlayAction::Note(note.clone()));
    }
}

/// Runs the state machine: every action goes through `dispatch`, which carries out the
/// effects and redraws.
struct Driver<G: GameView> {
    play: Rc<RefCell<Result<PlayState<G>, String>>>,
    computer: Rc<RefCell<Option<Computer>>>,
    redraw: UseForceUpdateHandle,
    on_change: Callback<Snapshot>,
    game: &'static str,
    lang: Lang,
}

impl<G: GameView> Clone for Driver<G> {
    fn clone(&self) -> Self {
        Driver {
            play: self.play.clone(),
            computer: self.computer.clone(),
            redraw: self.redraw.clone(),
            on_change: self.on_change.clone(),
            game: self.game,
            lang: self.lang,
        }
    }
}

impl<G: GameView> Driver<G> {
    fn dispatch(&self, action: PlayAction<G::Move>) {
        let effects = match &mut *self.play.borrow_mut() {
            Ok(play) => play.update(action),
            Err(_) => return,
        };
        self.carry_out(effects);
        self.redraw.force_update();
    }

    /// A callback that sends one fixed action.
    fn on<E>(&self, action: PlayAction<G::Move>) -> Callback<E> {
        let driver = self.clone();
        Callback::from(move |_| driver.dispatch(action.clone()))
    }

    /// A callback that sends the action made from its value.
    fn with<T: 'static>(&self, make: fn(T) -> PlayAction<G::Move>) -> Callback<T> {
        let driver = self.clone();
        Callback::from(move |value| driver.dispatch(make(value)))
    }

    /// The screen's buttons: most are actions of the state machine; "play again" and
    /// copying the link are carried out here.
    fn screen_actions(&self, props: &PlayProps) -> Callback<ScreenAction> {
        let (driver, on_new, seats) = (self.clone(), props.on_new.clone(), props.seats.clone());
        Callback::from(move |action: ScreenAction| {
            let play = match action {
                ScreenAction::Undo => PlayAction::Undo,
                ScreenAction::Redo => PlayAction::Redo,
                ScreenAction::View(at) => PlayAction::View(at),
                ScreenAction::AskHint => PlayAction::AskHint,
                ScreenAction::TogglePause => PlayAction::TogglePause,
                ScreenAction::Step => PlayAction::Step,
                ScreenAction::ToggleRules => PlayAction::ToggleRules,
                ScreenAction::OpenShare => PlayAction::OpenShare,
                ScreenAction::CloseShare => PlayAction::CloseShare,
                ScreenAction::Copy(link) => return driver.copy(link),
                ScreenAction::Send { link, text } => return driver.send(link, text),
                ScreenAction::Again { same_seed } => {
                    return driver.again(same_seed, &on_new, &seats);
                }
            };
            driver.dispatch(play);
        })
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
    fn again(&self, same_seed: bool, on_new: &Callback<NewGame>, seats: &Seats) {
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
        on_new.emit(NewGame {
            record,
            seats: seats.clone(),
        });
    }

    fn carry_out(&self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Search {
                    job,
                    level,
                    seed,
                    pace_ms,
                } => self.search(job, level, seed, pace_ms),
                // Dropping the worker terminates it, and every search with it.
                Effect::Cancel => drop(self.computer.borrow_mut().take()),
                Effect::Save => self.save(),
            }
        }
    }

    fn search(&self, job: u32, level: Level, seed: u64, pace_ms: f64) {
        let record = match &*self.play.borrow() {
            Ok(play) => Json::of(play.session().record()),
            Err(_) => return,
        };
        let driver = self.clone();
        let job = Job {
            job,
            game: self.game.into(),
            record,
            level,
            seed,
        };
        let asked = ask_computer(
            &self.computer,
            &job,
            pace_ms,
            Rc::new(move |reply| driver.reply(reply)),
        );
        if let Err(why) = asked {
            self.dispatch(PlayAction::Failed { job: job.job, why });
        }
    }

    fn reply(&self, reply: Reply) {
        let action = match reply {
            Reply::Ready => return,
            Reply::Progress { job, playouts } => PlayAction::Progress { job, playouts },
            Reply::Failed { job, why } => PlayAction::Failed { job, why },
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
            let speed = format!(
                "{} search: {playouts} playouts in {} ms",
                G::ID,
                ms.round() as i64
            );
            web_sys::console::info_1(&speed.into());
        }
    }

    fn save(&self) {
        let snapshot = match &*self.play.borrow() {
            Ok(play) => Snapshot {
                record: Json::of(play.session().record()),
                summary: summary(self.lang, play.session()),
                shared: play.shared(),
            },
            Err(_) => return,
        };
        self.on_change.emit(snapshot);
    }
}

/// Starts the computer's search for `job`, with a worker started first if there is none
/// (it answers to `on_reply`). Apart from the driver so that it is compiled once, not once
/// per game.
fn ask_computer(
    computer: &RefCell<Option<Computer>>,
    job: &Job,
    pace_ms: f64,
    on_reply: Rc<dyn Fn(Reply)>,
) -> Result<(), String> {
    if computer.borrow().is_none() {
        *computer.borrow_mut() = Some(Computer::spawn(on_reply)?);
    }
    if let Some(c) = computer.borrow().as_ref() {
        c.ask_paced(job, pace_ms);
    }
    Ok(())
}

/// What the screen shows of the state, in words and finished parts.
fn model<G: GameView>(
    lang: Lang,
    props: &PlayProps,
    play: &PlayState<G>,
    driver: &Driver<G>,
) -> Screen {
    let t = text::words(lang);
    let (state, session) = (play.shown(), play.session());
    let link = || {
        let code = encode_link(session.record(), &computers(play.seats()));
        share_url(props.info.id, &code)
    };
    let share = play.share().map(|copied| Share {
        link: link(),
        copied,
        note: G::share_note(lang),
    });
    let result = words::result(lang, play);
    Screen {
        words: t,
        name: props.info.name(lang),
        info: props.info,
        turn: words::turn(lang, play),
        scoreboard: G::scoreboard(lang, state),
        result: result.as_ref().map(|r| r.0.clone()),
        verdict: result.and_then(|r| r.1),
        uses_seed: G::USES_SEED,
        share,
        notice: words::notice(lang, play),
        board: board(lang, play, driver),
        locked: words::computer_moving(play) && play.live() && !play.is_over(),
        thinking: play.thinking().map(|t| {
            let budget = play.computer_level().map_or(1, |l| l.iterations::<G>());
            t.playouts as f64 / budget.min(u32::MAX as usize).max(1) as f64
        }),
        can_hint: play.can_hint(),
        hint_button: play.can_hint() || (play.computer_turn() && play.live()),
        can_pause: play.can_pause(),
        paused: play.paused(),
        hint: words::hint_words(lang, play),
        undo_policy: G::undo_policy(&session.record().config),
        can_undo: play.can_undo(),
        can_redo: play.can_redo(),
        undos: session.undos(),
        rules_open: play.rules_open(),
        rules: G::rules(lang),
        rules_picture: super::game_view::described_drawing(G::rules_picture(lang)),
        at: play.at(),
        total: play.total(),
        history: words::history(lang, play),
        news: play.news().map_or(0..0, |r| r),
        by_link: by_link(lang, play, link),
    }
}

/// Sending the game to a friend by link: while their seat is to move, and at the end.
fn by_link<G: GameView>(
    lang: Lang,
    play: &PlayState<G>,
    link: impl Fn() -> String,
) -> Option<ByLink> {
    let t = text::words(lang);
    let waiting = play.waiting_for();
    if !play.by_link() || !play.live() || (waiting.is_none() && !play.is_over()) {
        return None;
    }
    let seat = waiting.map(|s| G::seat_name(lang, play.session().state(), s));
    Some(ByLink {
        waiting: seat.as_deref().map(|s| t.waiting_for(s)),
        link: link(),
        text: t.send_text(G::name(lang), seat.as_deref(), play.total()),
        sent: play.sent(),
        passing_on: play.news().is_some(),
    })
}

fn board<G: GameView>(lang: Lang, play: &PlayState<G>, driver: &Driver<G>) -> Html {
    let at = play.at();
    G::board(BoardProps {
        lang,
        state: Rc::new(play.shown().clone()),
        ply: at,
        on_move: driver.with(PlayAction::Move),
        on_problem: driver.with(PlayAction::BoardProblem),
        computer_turn: play.computer_turn(),
        hand_shown: play.hand_shown(),
        on_show_hand: driver.on(PlayAction::ShowHand),
        on_next_round: driver.on(PlayAction::NextRound),
        viewing: !play.live(),
        // Looking back, nobody is to move in the position shown either.
        waiting: play.waiting_for().is_some() || words::computer_moving(play) || !play.live(),
        last_move: at.checked_sub(1).map(|i| play.session().moves()[i].clone()),
        // The last of them is `last_move`.
        news: play
            .news()
            .map_or(&[][..], |r| &play.session().moves()[r.start..r.end - 1])
            .to_vec(),
        hint: play.hint().and_then(|h| h.answer.clone()),
        since_last_turn: match G::HIDDEN_HANDS && !play.hand_shown() && play.live() {
            true => words::since_last_turn(lang, play),
            false => Vec::new(),
        },
        prefs: super::Prefs {
            get: super::storage::flag,
            set: super::storage::set_flag,
        },
    })
}
