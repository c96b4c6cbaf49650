//! The game screen, generic over the game: board, whose turn, scores, move history,
//! undo/redo, stepping through the moves, sharing, rules help and the end-of-game panel.
//! Illegal attempts show the rule's reason.

use super::game_view::{random_seed, BoardProps, GameView};
use super::worker::{Computer, Job, Reply};
use super::{NewGame, Seats, Snapshot};
use crate::core::codec::encode_link;
use crate::core::erased::summary;
use crate::core::{Game, Record, Session, UndoPolicy};
use crate::games::GameInfo;
use crate::text;
use std::rc::Rc;
use yew::prelude::*;

/// A computer's move shows no sooner than this after the move before it, so each of several
/// computer seats' moves (and an all-computer game) can be followed.
const COMPUTER_PACE_MS: f64 = 700.0;

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
    let session = use_mut_ref(|| open::<G>(&props.record, props.undos));
    let redraw = use_force_update();
    // The last illegal attempt, explained; cleared by the next legal move.
    let problem = use_state(|| None::<String>);
    let show_rules = use_state(|| false);
    let share = use_state(|| None::<(String, Option<&'static str>)>);
    // Some(n): looking at the position after n moves instead of playing.
    let viewing = use_state(|| None::<usize>);
    // Games with hidden hands: the ply at which the player to move said they hold the device.
    let revealed = use_state(|| None::<usize>);
    // The computer: its worker, the job it is on (id, for which ply), its last reply.
    let computer = use_mut_ref(|| None::<Computer>);
    let pending = use_mut_ref(|| None::<(u32, usize)>);
    // A hint asked of the same worker (job id with the top bit set), and its answer in words.
    let hint = use_state(|| None::<(u32, Option<String>)>);
    // The hinted move itself, for the board to point at (same job id).
    let hint_move = use_state(|| None::<(u32, G::Move)>);
    let reply = use_state(|| None::<Reply>);
    let progress = use_state(|| 0usize);
    let paused = use_state(|| false);
    let one_step = use_state(|| false);
    {
        let computer = computer.clone();
        use_effect_with((), move |_| move || drop(computer.borrow_mut().take()));
    }

    let guard = session.borrow();
    let current = match &*guard {
        Ok(s) => s,
        Err(e) => return super::message_page(None, e, None),
    };

    // Every change goes through here: apply, redraw, and hand a snapshot to the shell.
    let change = {
        let session = session.clone();
        let redraw = redraw.clone();
        let problem = problem.clone();
        let viewing = viewing.clone();
        let revealed = revealed.clone();
        let on_change = props.on_change.clone();
        move |f: &dyn Fn(&mut Session<G>) -> Result<(), String>| {
            let result = match &mut *session.borrow_mut() {
                Ok(s) => f(s).map(|_| Snapshot {
                    record: serde_json::to_value(s.record()).expect("records always serialize"),
                    summary: summary(s),
                }),
                Err(_) => return,
            };
            match result {
                Ok(snapshot) => {
                    problem.set(None);
                    viewing.set(None);
                    revealed.set(None);
                    on_change.emit(snapshot);
                }
                Err(why) => problem.set(Some(why)),
            }
            redraw.force_update();
        }
    };
    let total = current.moves().len();
    let seats = props.seats.clone();
    let level_of = move |state: &G::State| {
        G::to_move(state).and_then(|seat| seats.get(seat as usize).copied().flatten())
    };
    let computer_turn = level_of(current.state()).is_some();
    let humans = (0..G::seats(current.state()))
        .filter(|&s| props.seats.get(s).copied().flatten().is_none())
        .count();
    let any_human = humans > 0;
    let any_computer = props.seats.iter().any(Option::is_some);

    // Ask the computer when it is its turn; stop a search whose position has gone.
    {
        let (computer, pending, reply, progress) = (
            computer.clone(),
            pending.clone(),
            reply.clone(),
            progress.clone(),
        );
        let (session, one_step) = (session.clone(), one_step.clone());
        let level_of = level_of.clone();
        let game = props.info.id;
        let live = viewing.is_none();
        use_effect_with(
            (total, live, *paused, *one_step),
            move |&(ply, live, paused, step)| {
                if pending.borrow().is_some_and(|(_, p)| p != ply) {
                    computer.borrow_mut().take(); // terminates the worker
                    *pending.borrow_mut() = None;
                }
                let job = session.borrow().as_ref().ok().and_then(|s| {
                    let level = level_of(s.state())?;
                    let record =
                        serde_json::to_value(s.record()).expect("records always serialize");
                    Some(Job {
                        job: ply as u32 + 1,
                        game: game.into(),
                        record,
                        level,
                        seed: ply as u64,
                    })
                });
                if let Some(job) =
                    job.filter(|_| live && (!paused || step) && pending.borrow().is_none())
                {
                    if step {
                        one_step.set(false);
                    }
                    if computer.borrow().is_none() {
                        let answer = reply.clone();
                        match Computer::spawn(move |r| answer.set(Some(r))) {
                            Ok(c) => *computer.borrow_mut() = Some(c),
                            Err(why) => {
                                return reply.set(Some(Reply::Failed { job: job.job, why }))
                            }
                        }
                    }
                    if let Some(c) = computer.borrow().as_ref() {
                        // A step asked for by the watcher comes as soon as it is found.
                        c.ask_paced(&job, if step { 0.0 } else { COMPUTER_PACE_MS });
                    }
                    *pending.borrow_mut() = Some((job.job, ply));
                    progress.set(0);
                }
            },
        );
    }
    // The computer's answers.
    {
        let (pending, progress, problem) = (pending.clone(), progress.clone(), problem.clone());
        let (hint, hint_move, session) = (hint.clone(), hint_move.clone(), session.clone());
        let change = change.clone();
        use_effect_with((*reply).clone(), move |reply| {
            let current_job = pending.borrow().map(|(job, _)| job);
            match reply {
                Some(Reply::Progress { job, playouts }) if Some(*job) == current_job => {
                    progress.set(*playouts)
                }
                Some(Reply::Move { job, mv, won, .. })
                    if hint.as_ref().is_some_and(|h| h.0 == *job && h.1.is_none()) =>
                {
                    let words = match (
                        session.borrow().as_ref(),
                        serde_json::from_value::<G::Move>(mv.clone()),
                    ) {
                        (Ok(s), Ok(mv)) => {
                            let mut after = s.state().clone();
                            let words = G::apply(&mut after, &mv)
                                .ok()
                                .map(|_| G::describe_move(s.state(), &mv, &after));
                            hint_move.set(Some((*job, mv)));
                            words
                        }
                        _ => None,
                    };
                    let words = text::hint(&words.unwrap_or_default(), *won);
                    hint.set(Some((*job, Some(words))));
                }
                Some(Reply::Move {
                    job,
                    mv,
                    playouts,
                    ms,
                    ..
                }) if Some(*job) == current_job => {
                    *pending.borrow_mut() = None;
                    // The speed report the browser tests read (playouts per second in wasm).
                    let speed = format!("{} search: {playouts} playouts in {ms:.0} ms", G::ID);
                    web_sys::console::info_1(&speed.into());
                    match serde_json::from_value::<G::Move>(mv.clone()) {
                        Ok(mv) => change(&|s| s.play(mv.clone()).map_err(|e| e.to_string())),
                        Err(e) => problem.set(Some(e.to_string())),
                    }
                }
                Some(Reply::Failed { job, why }) if Some(*job) == current_job => {
                    *pending.borrow_mut() = None;
                    problem.set(Some(why.clone()));
                }
                _ => {}
            }
        });
    }

    let on_move = {
        let change = change.clone();
        let problem = problem.clone();
        let viewing = *viewing;
        Callback::from(move |mv: G::Move| match viewing {
            Some(n) => problem.set(Some(text::viewing(n, total))),
            None if computer_turn => problem.set(Some(text::COMPUTERS_TURN.into())),
            None => change(&|s| s.play(mv.clone()).map_err(|e| e.to_string())),
        })
    };
    // With people at the table, undo goes back to the last position a person was to move.
    let undo = {
        let change = change.clone();
        let level_of = level_of.clone();
        Callback::from(move |_| {
            change(&|s| {
                s.undo();
                while any_human && s.can_undo() && level_of(s.state()).is_some() {
                    s.undo();
                }
                Ok(())
            })
        })
    };
    // A hint: the computer's move for the person to play, in words (not played).
    let hint_job = 0x8000_0000 | total as u32;
    let ask_hint = {
        let (computer, hint, reply) = (computer.clone(), hint.clone(), reply.clone());
        let record = serde_json::to_value(current.record()).expect("records always serialize");
        let game = props.info.id;
        Callback::from(move |_: MouseEvent| {
            if computer.borrow().is_none() {
                let answer = reply.clone();
                if let Ok(c) = Computer::spawn(move |r| answer.set(Some(r))) {
                    *computer.borrow_mut() = Some(c);
                }
            }
            if let Some(c) = computer.borrow().as_ref() {
                let level = G::HINT_LEVEL;
                c.ask(&Job {
                    job: hint_job,
                    game: game.into(),
                    record: record.clone(),
                    level,
                    seed: hint_job as u64,
                });
                hint.set(Some((hint_job, None)));
            }
        })
    };
    let toggle_pause = {
        let paused = paused.clone();
        Callback::from(move |_| paused.set(!*paused))
    };
    let step_computer = {
        let one_step = one_step.clone();
        Callback::from(move |_| one_step.set(true))
    };
    let redo = {
        let change = change.clone();
        Callback::from(move |_| {
            change(&|s| {
                s.redo();
                Ok(())
            })
        })
    };
    let step = |to: Option<usize>| {
        let viewing = viewing.clone();
        let problem = problem.clone();
        Callback::from(move |_: MouseEvent| {
            problem.set(None);
            viewing.set(to.filter(|&n| n < total));
        })
    };
    let at = viewing.unwrap_or(total);
    // A new game with the same options: a fresh seed, or the same one to replay the deal.
    let again = |same_seed: bool| {
        let on_new = props.on_new.clone();
        let config = current.record().config.clone();
        let seed = current.record().seed;
        let seats = props.seats.clone();
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
    let toggle_rules = {
        let show_rules = show_rules.clone();
        Callback::from(move |_| show_rules.set(!*show_rules))
    };
    let open_share = {
        let share = share.clone();
        let link = share_url(props.info.id, &encode_link(current.record()));
        Callback::from(move |_| share.set(Some((link.clone(), None))))
    };

    let state = current.position(at);
    // A hidden hand shows on a person's turn in play, once they hold the device (at once when
    // they are the only person playing).
    let hand_shown = !G::HIDDEN_HANDS
        || (viewing.is_none() && !computer_turn && (humans <= 1 || *revealed == Some(total)));
    let on_show_hand = {
        let (revealed, problem, viewing) = (revealed.clone(), problem.clone(), *viewing);
        Callback::from(move |()| match viewing {
            Some(n) => problem.set(Some(text::viewing(n, total))),
            None => revealed.set(Some(total)),
        })
    };
    let turn = match G::to_move(state) {
        Some(seat) => G::turn_text(state, seat),
        None => text::GAME_OVER.to_string(),
    };
    let history: Vec<String> = current
        .moves()
        .iter()
        .enumerate()
        .map(|(i, mv)| G::describe_move(current.position(i), mv, current.position(i + 1)))
        .collect();
    // On the computer's turn any attempt gets one answer: wait for it.
    let on_problem = {
        let problem = problem.clone();
        Callback::from(move |why: String| {
            problem.set(Some(if computer_turn {
                text::COMPUTERS_TURN.into()
            } else {
                why
            }))
        })
    };
    let board = G::board(BoardProps {
        state: Rc::new(state.clone()),
        ply: at,
        on_move,
        on_problem,
        computer_turn,
        hand_shown,
        on_show_hand,
        viewing: viewing.is_some(),
        last_move: at.checked_sub(1).map(|i| current.moves()[i].clone()),
        hint: hint_move
            .as_ref()
            .filter(|(job, _)| *job == hint_job && viewing.is_none())
            .map(|(_, mv)| mv.clone()),
    });
    let (can_undo, can_redo) = (
        current.can_undo() && viewing.is_none(),
        current.can_redo() && viewing.is_none(),
    );
    let announcement = match (&*problem, *viewing) {
        (Some(p), _) => p.clone(),
        (None, Some(n)) => text::viewing(n, total),
        (None, None) => history.last().cloned().unwrap_or_default(),
    };
    let problem_class = problem.is_some().then_some("problem");
    let undo_policy = G::undo_policy(&current.record().config);
    let finished = G::outcome(current.state()).is_some() && viewing.is_none();
    // A hint names what the player could play, so it waits until their hand is shown.
    let can_hint =
        !computer_turn && viewing.is_none() && hand_shown && G::outcome(current.state()).is_none();

    html! {
        <section class={classes!("play", format!("game-{}", props.info.id))}>
            <div class="play-head">
                <h1>{ props.info.name }</h1>
                <p class="turn" data-testid="turn" aria-live="polite">{ turn }</p>
                <div class="scoreboard" data-testid="scoreboard">{ G::scoreboard(state) }</div>
            </div>
            if finished {
                <div class="game-over" role="dialog" aria-label={text::GAME_OVER}>
                    <h2 data-testid="result">{ G::result_text(state) }</h2>
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
            if let Some((link, copied)) = &*share {
                { share_panel(link, *copied, share.clone(), G::share_note()) }
            }
            <p class={classes!("notice", problem_class)} aria-live="polite" data-testid="notice">
                { announcement }
            </p>
            <div class="play-body">
                <div class="board-area">{ board }</div>
                <aside class="side">
                    if pending.borrow().is_some() {
                        <p class="thinking" data-testid="thinking" role="status">{ text::thinking(*progress) }</p>
                    }
                    if can_hint || any_computer {
                        <div class="controls">
                            if can_hint {
                                <button class="button" onclick={ask_hint} data-testid="hint-button">{ text::HINT }</button>
                            }
                            if any_computer {
                                <button class="button" onclick={toggle_pause} aria-pressed={paused.to_string()}>
                                    { if *paused { text::RESUME_PLAY } else { text::PAUSE } }
                                </button>
                                if *paused {
                                    <button class="button" onclick={step_computer}>{ text::STEP }</button>
                                }
                            }
                        </div>
                    }
                    if let Some((_, words)) = hint.as_ref().filter(|h| can_hint && h.0 == hint_job) {
                        <p class="hint" data-testid="hint" role="status">
                            { words.clone().unwrap_or_else(|| format!("{} {}", text::HINT, text::THINKING)) }
                        </p>
                    }
                    <div class="controls">
                        if undo_policy != UndoPolicy::Off {
                            <button class="button" onclick={undo} disabled={!can_undo}>{ text::UNDO }</button>
                            <button class="button" onclick={redo} disabled={!can_redo}>{ text::REDO }</button>
                        }
                        <button class="button" onclick={open_share}>{ text::SHARE }</button>
                        <button class="button" onclick={toggle_rules} aria-expanded={show_rules.to_string()}>
                            { if *show_rules { text::HIDE_RULES } else { text::RULES } }
                        </button>
                        <a class="button" href={format!("#/new/{}", props.info.id)}>{ text::NEW_GAME }</a>
                    </div>
                    if undo_policy == UndoPolicy::Counted && current.undos() > 0 {
                        <p class="muted" data-testid="undo-count">{ text::undos_used(current.undos()) }</p>
                    }
                    if *show_rules {
                        <div class="rules-help">
                            { for G::rules().iter().map(|p| html! { <p>{ *p }</p> }) }
                        </div>
                    }
                    <h2>{ text::MOVES }</h2>
                    <div class="stepper" data-testid="stepper">
                        <button class="button" onclick={step(Some(0))} disabled={at == 0}
                                aria-label={text::FIRST_MOVE} title={text::FIRST_MOVE}>{ "«" }</button>
                        <button class="button" onclick={step(Some(at.saturating_sub(1)))} disabled={at == 0}
                                aria-label={text::PREVIOUS_MOVE} title={text::PREVIOUS_MOVE}>{ "‹" }</button>
                        <span class="ply" data-testid="ply">{ format!("{at} / {total}") }</span>
                        <button class="button" onclick={step(Some(at + 1))} disabled={at == total}
                                aria-label={text::NEXT_MOVE} title={text::NEXT_MOVE}>{ "›" }</button>
                        <button class="button" onclick={step(None)} disabled={at == total}
                                aria-label={text::LAST_MOVE} title={text::LAST_MOVE}>{ "»" }</button>
                    </div>
                    if history.is_empty() {
                        <p class="muted">{ text::NO_MOVES_YET }</p>
                    } else {
                        <ol class="history" data-testid="history">
                            { for history.iter().enumerate().map(|(i, h)| html! {
                                <li class={classes!((i + 1 == at).then_some("current"), (i >= at).then_some("ahead"))}>
                                    { h.clone() }
                                </li>
                            }) }
                        </ol>
                    }
                </aside>
            </div>
        </section>
    }
}

/// The full URL of a share link for this page's address.
fn share_url(game: &str, code: &str) -> String {
    let location = gloo::utils::window().location();
    let href = location.href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}#/play/{game}?r={code}")
}

type ShareState = UseStateHandle<Option<(String, Option<&'static str>)>>;

fn share_panel(
    link: &str,
    copied: Option<&'static str>,
    share: ShareState,
    note: Option<&'static str>,
) -> Html {
    let copy = {
        let share = share.clone();
        let link = link.to_string();
        Callback::from(move |_| {
            let share = share.clone();
            let link = link.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let clipboard = gloo::utils::window().navigator().clipboard();
                let done = wasm_bindgen_futures::JsFuture::from(clipboard.write_text(&link)).await;
                let message = if done.is_ok() {
                    text::COPIED
                } else {
                    text::COPY_FAILED
                };
                share.set(Some((link, Some(message))));
            });
        })
    };
    let close = Callback::from(move |_| share.set(None));
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
                <button class="button" onclick={close}>{ text::CLOSE }</button>
                <span class="muted">{ text::link_length(link.len()) }</span>
            </p>
            if let Some(message) = copied {
                <p role="status" data-testid="copy-status">{ message }</p>
            }
        </div>
    }
}
