//! The game screen, generic over the game: board, whose turn, scores, move history,
//! undo/redo, rules help and the end-of-game panel. Illegal attempts show the rule's reason.

use super::game_view::{random_seed, BoardProps, GameView};
use crate::core::{Game, Record, Session};
use crate::games::GameInfo;
use crate::text;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub info: &'static GameInfo,
    /// The record to open, as JSON.
    pub record: AttrValue,
    pub on_change: Callback<String>,
    pub on_new: Callback<String>,
}

fn open<G: Game>(json: &str) -> Result<Session<G>, String> {
    let record: Record<G> = serde_json::from_str(json).map_err(|e| e.to_string())?;
    Session::from_record(record).map_err(|e| e.to_string())
}

fn to_json<G: Game>(session: &Session<G>) -> String {
    serde_json::to_string(session.record()).expect("a record always serializes")
}

#[function_component]
pub fn Play<G: GameView>(props: &PlayProps) -> Html {
    let session = use_mut_ref(|| open::<G>(&props.record));
    let redraw = use_force_update();
    // The last illegal attempt, explained; cleared by the next legal move.
    let problem = use_state(|| None::<String>);
    let show_rules = use_state(|| false);

    let guard = session.borrow();
    let session_ref = match &*guard {
        Ok(s) => s,
        Err(e) => return super::message_page(e, None),
    };

    // Every change goes through here: apply, then redraw and hand the record to the shell.
    let change = {
        let session = session.clone();
        let redraw = redraw.clone();
        let problem = problem.clone();
        let on_change = props.on_change.clone();
        move |f: &dyn Fn(&mut Session<G>) -> Result<(), String>| {
            let result = match &mut *session.borrow_mut() {
                Ok(s) => f(s).map(|_| to_json(s)),
                Err(_) => return,
            };
            match result {
                Ok(json) => {
                    problem.set(None);
                    on_change.emit(json);
                }
                Err(why) => problem.set(Some(why)),
            }
            redraw.force_update();
        }
    };
    let on_move = {
        let change = change.clone();
        Callback::from(move |mv: G::Move| {
            change(&|s| s.play(mv.clone()).map_err(|e| e.to_string()))
        })
    };
    let undo = {
        let change = change.clone();
        Callback::from(move |_| {
            change(&|s| {
                s.undo();
                Ok(())
            })
        })
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
    let play_again = {
        let on_new = props.on_new.clone();
        let config = session_ref.record().config.clone();
        Callback::from(move |_| {
            let record = Record::<G>::new(config.clone(), random_seed());
            on_new.emit(serde_json::to_string(&record).expect("a record always serializes"));
        })
    };
    let toggle_rules = {
        let show_rules = show_rules.clone();
        Callback::from(move |_| show_rules.set(!*show_rules))
    };

    let state = session_ref.state();
    let moves = session_ref.moves();
    let turn = match G::to_move(state) {
        Some(seat) => text::turn_of(&G::seat_name(state, seat)),
        None => text::GAME_OVER.to_string(),
    };
    let history: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(i, mv)| G::describe_move(session_ref.position(i), mv, session_ref.position(i + 1)))
        .collect();
    let board = G::board(BoardProps {
        state: Rc::new(state.clone()),
        ply: moves.len(),
        on_move,
    });
    let (can_undo, can_redo) = (session_ref.can_undo(), session_ref.can_redo());
    let announcement = problem
        .as_ref()
        .cloned()
        .or_else(|| history.last().cloned())
        .unwrap_or_default();
    let problem_class = problem.is_some().then_some("problem");

    html! {
        <section class={classes!("play", format!("game-{}", props.info.id))}>
            <div class="play-head">
                <h1>{ props.info.name }</h1>
                <p class="turn" data-testid="turn">{ turn }</p>
                <div class="scoreboard" data-testid="scoreboard">{ G::scoreboard(state) }</div>
            </div>
            if let Some(_) = G::outcome(state) {
                <div class="game-over" role="dialog" aria-label={text::GAME_OVER}>
                    <h2 data-testid="result">{ G::result_text(state) }</h2>
                    <p class="actions">
                        <button class="button primary" onclick={play_again}>{ text::PLAY_AGAIN }</button>
                        <a class="button" href={format!("#/new/{}", props.info.id)}>{ text::NEW_GAME }</a>
                        <a class="button" href="#/">{ text::HOME }</a>
                    </p>
                </div>
            }
            <p class={classes!("notice", problem_class)} aria-live="polite" data-testid="notice">
                { announcement }
            </p>
            <div class="play-body">
                <div class="board-area">{ board }</div>
                <aside class="side">
                    <div class="controls">
                        <button class="button" onclick={undo} disabled={!can_undo}>{ text::UNDO }</button>
                        <button class="button" onclick={redo} disabled={!can_redo}>{ text::REDO }</button>
                        <button class="button" onclick={toggle_rules} aria-expanded={show_rules.to_string()}>
                            { if *show_rules { text::HIDE_RULES } else { text::RULES } }
                        </button>
                        <a class="button" href={format!("#/new/{}", props.info.id)}>{ text::NEW_GAME }</a>
                    </div>
                    if *show_rules {
                        <div class="rules-help">
                            { for G::rules().iter().map(|p| html! { <p>{ *p }</p> }) }
                        </div>
                    }
                    <h2>{ text::MOVES }</h2>
                    if history.is_empty() {
                        <p class="muted">{ text::NO_MOVES_YET }</p>
                    } else {
                        <ol class="history" data-testid="history">
                            { for history.iter().map(|h| html! { <li>{ h.clone() }</li> }) }
                        </ol>
                    }
                </aside>
            </div>
        </section>
    }
}
