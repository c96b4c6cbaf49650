//! The game screen, generic over the game: board, whose turn, scores, move history,
//! undo/redo, stepping through the moves, sharing, rules help and the end-of-game panel.
//! Its logic is the pure state machine in `crate::play_state` (tested natively); this
//! component turns events into actions, carries out the effects (the computer's worker,
//! saves) and draws what the state says.

use super::game_view::{random_seed, BoardProps, GameView};
use super::worker::{Computer, Job, Reply};
use super::{NewGame, Seats, Snapshot};
use crate::core::ai::Level;
use crate::core::codec::encode_link;
use crate::core::erased::summary;
use crate::core::{Game, Record, Session, UndoPolicy};
use crate::games::GameInfo;
use crate::play_state::{Effect, PlayAction, PlayState, Problem};
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
    /// Which seats the computer plays.
    pub seats: Seats,
}

fn open<G: Game>(json: &str, undos: u32) -> Result<Session<G>, String> {
    let value: serde_json::Value =
        serde_json::from_str(json).map_err(|e| text::bad_record(&e.to_string()))?;
    let mut session =
        Session::from_record(Record::<G>::deserialize_value(&value)?).map_err(|e| e.to_string())?;
    session.set_undos(undos);
    Ok(session)
}

#[function_component]
pub fn Play<G: GameView>(props: &PlayProps) -> Html {
    let redraw = use_force_update();
    let computer = use_mut_ref(|| None::<Computer>);
    // The effects of opening the game (the computer may be first), carried out once shown.
    let opening = use_mut_ref(Vec::new);
    let play = {
        let opening = opening.clone();
        use_mut_ref(move || {
            open::<G>(&props.record, props.undos).map(|session| {
                let (play, effects) = PlayState::new(session, props.seats.clone(), G::HIDDEN_HANDS);
                *opening.borrow_mut() = effects;
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
        Ok(play) => screen(props, play, &driver),
        Err(e) => super::message_page(None, e, None),
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
}

impl<G: GameView> Clone for Driver<G> {
    fn clone(&self) -> Self {
        Driver {
            play: self.play.clone(),
            computer: self.computer.clone(),
            redraw: self.redraw.clone(),
            on_change: self.on_change.clone(),
            game: self.game,
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
            Ok(play) => serde_json::to_value(play.session().record()).expect("records serialize"),
            Err(_) => return,
        };
        if self.computer.borrow().is_none() {
            let driver = self.clone();
            match Computer::spawn(move |reply| driver.reply(reply)) {
                Ok(c) => *self.computer.borrow_mut() = Some(c),
                Err(why) => return self.dispatch(PlayAction::Failed { job, why }),
            }
        }
        if let Some(c) = self.computer.borrow().as_ref() {
            let game = self.game.into();
            c.ask_paced(
                &Job {
                    job,
                    game,
                    record,
                    level,
                    seed,
                },
                pace_ms,
            );
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
                won,
            } => {
                self.report_speed(job, playouts, ms);
                match serde_json::from_value::<G::Move>(mv) {
                    Ok(mv) => PlayAction::Answer { job, mv, won },
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
            let speed = format!("{} search: {playouts} playouts in {ms:.0} ms", G::ID);
            web_sys::console::info_1(&speed.into());
        }
    }

    fn save(&self) {
        let snapshot = match &*self.play.borrow() {
            Ok(play) => Snapshot {
                record: serde_json::to_value(play.session().record()).expect("records serialize"),
                summary: summary(play.session()),
            },
            Err(_) => return,
        };
        self.on_change.emit(snapshot);
    }
}

fn screen<G: GameView>(props: &PlayProps, play: &PlayState<G>, driver: &Driver<G>) -> Html {
    let state = play.shown();
    let share = play.share().map(|copied| {
        let link = share_url(props.info.id, &encode_link(play.session().record()));
        share_panel(&link, copied, driver, G::share_note())
    });
    html! {
        <section class={classes!("play", format!("game-{}", props.info.id))}>
            <div class="play-head">
                <h1>{ props.info.name }</h1>
                <p class="turn" data-testid="turn" aria-live="polite">{ turn_line::<G>(state) }</p>
                <div class="scoreboard" data-testid="scoreboard">{ G::scoreboard(state) }</div>
            </div>
            if play.is_over() && play.live() {
                { game_over(props, play) }
            }
            { share }
            { notice(play) }
            <div class="play-body">
                <div class="board-area">{ board(play, driver) }</div>
                <aside class="side">{ side(props, play, driver) }</aside>
            </div>
        </section>
    }
}

fn turn_line<G: GameView>(state: &G::State) -> String {
    match G::to_move(state) {
        Some(seat) => G::turn_text(state, seat),
        None => text::GAME_OVER.to_string(),
    }
}

fn board<G: GameView>(play: &PlayState<G>, driver: &Driver<G>) -> Html {
    let at = play.at();
    G::board(BoardProps {
        state: Rc::new(play.shown().clone()),
        ply: at,
        on_move: driver.with(PlayAction::Move),
        on_problem: driver.with(PlayAction::BoardProblem),
        computer_turn: play.computer_turn(),
        hand_shown: play.hand_shown(),
        on_show_hand: driver.on(PlayAction::ShowHand),
        viewing: !play.live(),
        last_move: at.checked_sub(1).map(|i| play.session().moves()[i].clone()),
        hint: play
            .hint()
            .and_then(|h| h.answer.as_ref())
            .map(|(mv, _)| mv.clone()),
    })
}

/// Move `i` (0-based) in words.
fn described<G: GameView>(play: &PlayState<G>, i: usize) -> String {
    let s = play.session();
    G::describe_move(s.position(i), &s.moves()[i], s.position(i + 1))
}

fn problem_words<G: GameView>(problem: &Problem<G::RuleError>, total: usize) -> String {
    match problem {
        Problem::Illegal(e) => e.to_string(),
        Problem::Board(why) | Problem::ComputerFailed(why) => why.clone(),
        Problem::ComputersTurn => text::COMPUTERS_TURN.into(),
        Problem::Viewing(n) => text::viewing(*n, total),
    }
}

/// One line for the screen reader and the eye: why the last attempt did nothing, the move
/// looked at, or the last move.
fn notice<G: GameView>(play: &PlayState<G>) -> Html {
    let total = play.total();
    let words = match (play.problem(), play.viewing()) {
        (Some(p), _) => problem_words::<G>(p, total),
        (None, Some(n)) => text::viewing(n, total),
        (None, None) => total
            .checked_sub(1)
            .map(|i| described(play, i))
            .unwrap_or_default(),
    };
    let problem = play.problem().is_some().then_some("problem");
    html! {
        <p class={classes!("notice", problem)} aria-live="polite" data-testid="notice">{ words }</p>
    }
}

/// Who won and the ways on: another game with the same options (a fresh deal, or the same
/// one again), a new game, home.
fn game_over<G: GameView>(props: &PlayProps, play: &PlayState<G>) -> Html {
    let again = |same_seed: bool| {
        let on_new = props.on_new.clone();
        let record = play.session().record();
        let (config, seed, seats) = (record.config.clone(), record.seed, props.seats.clone());
        Callback::from(move |_: MouseEvent| {
            let seed = if same_seed { seed } else { random_seed() };
            let record = Record::<G>::new(config.clone(), seed);
            let record = serde_json::to_string(&record).expect("a record always serializes");
            on_new.emit(NewGame {
                record,
                seats: seats.clone(),
            });
        })
    };
    html! {
        <div class="game-over" role="dialog" aria-label={text::GAME_OVER}>
            <h2 data-testid="result">{ G::result_text(play.shown()) }</h2>
            <p class="actions">
                <button class="button primary" onclick={again(false)}>
                    { if G::USES_SEED { text::NEW_DEAL } else { text::PLAY_AGAIN } }
                </button>
                if G::USES_SEED {
                    <button class="button" onclick={again(true)}>{ text::REPLAY_DEAL }</button>
                }
                <a class="button" href={format!("#/new/{}", props.info.id)}>{ text::NEW_GAME }</a>
                <a class="button" href="#/">{ text::HOME }</a>
            </p>
        </div>
    }
}

fn side<G: GameView>(props: &PlayProps, play: &PlayState<G>, driver: &Driver<G>) -> Html {
    html! {
        <>
            if let Some(thinking) = play.thinking() {
                <p class="thinking" data-testid="thinking" role="status">{ text::thinking(thinking.playouts) }</p>
            }
            { computer_controls(play, driver) }
            { hint_line(play) }
            { game_controls(props, play, driver) }
            <h2>{ text::MOVES }</h2>
            { stepper(play, driver) }
            { history(play) }
        </>
    }
}

/// Hint, and Pause / Resume / Step while computers still play.
fn computer_controls<G: GameView>(play: &PlayState<G>, driver: &Driver<G>) -> Html {
    if !play.can_hint() && !play.can_pause() {
        return html! {};
    }
    let paused = play.paused();
    html! {
        <div class="controls">
            if play.can_hint() {
                <button class="button" onclick={driver.on(PlayAction::AskHint)} data-testid="hint-button">{ text::HINT }</button>
            }
            if play.can_pause() {
                <button class="button" onclick={driver.on(PlayAction::TogglePause)} aria-pressed={paused.to_string()}>
                    { if paused { text::RESUME_PLAY } else { text::PAUSE } }
                </button>
                if paused {
                    <button class="button" onclick={driver.on(PlayAction::Step)}>{ text::STEP }</button>
                }
            }
        </div>
    }
}

fn hint_line<G: GameView>(play: &PlayState<G>) -> Html {
    let Some(hint) = play.hint() else {
        return html! {};
    };
    let words = match &hint.answer {
        Some((mv, won)) => {
            let s = play.session();
            let mut after = s.state().clone();
            let words = G::apply(&mut after, mv)
                .map(|_| G::describe_move(s.state(), mv, &after))
                .unwrap_or_default();
            text::hint(&words, *won)
        }
        None => format!("{} {}", text::HINT, text::THINKING),
    };
    html! { <p class="hint" data-testid="hint" role="status">{ words }</p> }
}

fn game_controls<G: GameView>(props: &PlayProps, play: &PlayState<G>, driver: &Driver<G>) -> Html {
    let undo_policy = G::undo_policy(&play.session().record().config);
    let undos = play.session().undos();
    let rules_open = play.rules_open();
    html! {
        <>
            <div class="controls">
                if undo_policy != UndoPolicy::Off {
                    <button class="button" onclick={driver.on(PlayAction::Undo)} disabled={!play.can_undo()}>{ text::UNDO }</button>
                    <button class="button" onclick={driver.on(PlayAction::Redo)} disabled={!play.can_redo()}>{ text::REDO }</button>
                }
                <button class="button" onclick={driver.on(PlayAction::OpenShare)}>{ text::SHARE }</button>
                <button class="button" onclick={driver.on(PlayAction::ToggleRules)} aria-expanded={rules_open.to_string()}>
                    { if rules_open { text::HIDE_RULES } else { text::RULES } }
                </button>
                <a class="button" href={format!("#/new/{}", props.info.id)}>{ text::NEW_GAME }</a>
            </div>
            if undo_policy == UndoPolicy::Counted && undos > 0 {
                <p class="muted" data-testid="undo-count">{ text::undos_used(undos) }</p>
            }
            if rules_open {
                <div class="rules-help">
                    { for G::rules().iter().map(|p| html! { <p>{ *p }</p> }) }
                </div>
            }
        </>
    }
}

fn stepper<G: GameView>(play: &PlayState<G>, driver: &Driver<G>) -> Html {
    let (at, total) = (play.at(), play.total());
    let go = |to: usize| driver.on::<MouseEvent>(PlayAction::View(Some(to)));
    html! {
        <div class="stepper" data-testid="stepper">
            <button class="button" onclick={go(0)} disabled={at == 0}
                    aria-label={text::FIRST_MOVE} title={text::FIRST_MOVE}>{ "«" }</button>
            <button class="button" onclick={go(at.saturating_sub(1))} disabled={at == 0}
                    aria-label={text::PREVIOUS_MOVE} title={text::PREVIOUS_MOVE}>{ "‹" }</button>
            <span class="ply" data-testid="ply">{ format!("{at} / {total}") }</span>
            <button class="button" onclick={go(at + 1)} disabled={at == total}
                    aria-label={text::NEXT_MOVE} title={text::NEXT_MOVE}>{ "›" }</button>
            <button class="button" onclick={driver.on(PlayAction::View(None))} disabled={at == total}
                    aria-label={text::LAST_MOVE} title={text::LAST_MOVE}>{ "»" }</button>
        </div>
    }
}

fn history<G: GameView>(play: &PlayState<G>) -> Html {
    let (at, total) = (play.at(), play.total());
    if total == 0 {
        return html! { <p class="muted">{ text::NO_MOVES_YET }</p> };
    }
    html! {
        <ol class="history" data-testid="history">
            { for (0..total).map(|i| html! {
                <li class={classes!((i + 1 == at).then_some("current"), (i >= at).then_some("ahead"))}>
                    { described(play, i) }
                </li>
            }) }
        </ol>
    }
}

/// The full URL of a share link for this page's address.
fn share_url(game: &str, code: &str) -> String {
    let location = gloo::utils::window().location();
    let href = location.href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}#/play/{game}?r={code}")
}

fn share_panel<G: GameView>(
    link: &str,
    copied: Option<bool>,
    driver: &Driver<G>,
    note: Option<&'static str>,
) -> Html {
    let copy = {
        let (driver, link) = (driver.clone(), link.to_string());
        Callback::from(move |_| {
            let (driver, link) = (driver.clone(), link.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let clipboard = gloo::utils::window().navigator().clipboard();
                let done = wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&link)).await;
                driver.dispatch(PlayAction::Copied(done.is_ok()));
            });
        })
    };
    // Selecting the whole link on focus makes the manual fallback one gesture.
    let select_all = Callback::from(|e: FocusEvent| {
        use wasm_bindgen::JsCast;
        if let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            input.select();
        }
    });
    let status = copied.map(|done| {
        if done {
            text::COPIED
        } else {
            text::COPY_FAILED
        }
    });
    html! {
        <div class="share-panel" role="dialog" aria-label={text::SHARE_TITLE} data-testid="share">
            <h2>{ text::SHARE_TITLE }</h2>
            <p class="muted">{ text::SHARE_HELP }</p>
            if let Some(note) = note {
                <p class="muted" data-testid="share-note">{ note }</p>
            }
            <input class="share-link" type="text" readonly=true value={link.to_string()}
                   aria-label={text::SHARE_TITLE} onfocus={select_all} data-testid="share-link" />
            <p class="actions">
                <button class="button primary" onclick={copy}>{ text::COPY }</button>
                <button class="button" onclick={driver.on(PlayAction::CloseShare)}>{ text::CLOSE }</button>
                <span class="muted">{ text::link_length(link.len()) }</span>
            </p>
            if let Some(message) = status {
                <p role="status" data-testid="copy-status">{ message }</p>
            }
        </div>
    }
}
