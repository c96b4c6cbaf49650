//! Stacks' board: the grid of stacks (side view: one disc per piece) inside the ring of
//! pawn points. A turn takes two steps: pick the pawn's point, then drop or slide.

use super::rules::{Action, Dir, End, Point, RuleError, Side, Stacks, State, Turn};
use super::text;
use crate::app::{BoardProps, GameView};
use crate::core::Game;
use std::rc::Rc;
use yew::prelude::*;

const CELL: f64 = 64.0;
const MARGIN: f64 = 46.0;
const DISC_H: f64 = 12.0;

impl GameView for Stacks {
    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board state={props.state} ply={props.ply} on_move={props.on_move} on_problem={props.on_problem} last_move={props.last_move} hint={props.hint} /> }
    }

    fn scoreboard(state: &State) -> Html {
        let side = |s: Side| {
            let class = side_class(s);
            html! {
                <span class={classes!("side-score", class)} data-side={class}>
                    <svg class="peg-icon" viewBox="0 0 20 20" aria-hidden="true">
                        <circle cx="10" cy="10" r="8" class={classes!("peg", class)} />
                    </svg>
                    { format!("{}: ", text::side_name(s)) }
                    <strong class="score">{ state.full_stacks(s) }</strong>
                    { format!(" full stack{}", if state.full_stacks(s) == 1 { "" } else { "s" }) }
                </span>
            }
        };
        html! { <>{ side(Side::Black) }{ side(Side::White) }</> }
    }
}

fn side_class(side: Side) -> &'static str {
    match side {
        Side::Black => "black",
        Side::White => "white",
    }
}

fn cell_centre(state: &State, c: u8) -> (f64, f64) {
    let n = state.size();
    (
        MARGIN + CELL * ((c % n) as f64 + 0.5),
        MARGIN + CELL * ((c / n) as f64 + 0.5),
    )
}

fn point_centre(state: &State, p: u8) -> (f64, f64) {
    let n = state.size() as f64;
    let side = MARGIN + CELL * n;
    let mid = |i: u8| MARGIN + CELL * (i as f64 + 0.5);
    let (near, far) = (MARGIN / 2.0, side + MARGIN / 2.0);
    match state.point(p) {
        Point::Nw => (near, near),
        Point::Ne => (far, near),
        Point::Se => (far, far),
        Point::Sw => (near, far),
        Point::N(x) => (mid(x), near),
        Point::S(x) => (mid(x), far),
        Point::W(y) => (near, mid(y)),
        Point::E(y) => (far, mid(y)),
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub state: Rc<State>,
    pub ply: usize,
    pub on_move: Callback<Turn>,
    pub on_problem: Callback<String>,
    /// The turn just played (by anyone, a computer too): its pawn and cell are marked.
    pub last_move: Option<Turn>,
    /// The turn a hint suggests: its pawn point and its cell glow.
    pub hint: Option<Turn>,
}

/// Activation by click or by Enter/Space on a focused element.
fn activate(cb: Callback<()>) -> (Callback<MouseEvent>, Callback<KeyboardEvent>) {
    let click = cb.clone();
    (
        Callback::from(move |_: MouseEvent| click.emit(())),
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                cb.emit(());
            }
        }),
    )
}

#[function_component]
pub fn Board(props: &Props) -> Html {
    let state = &props.state;
    let n = state.size();
    let over = Stacks::to_move(state).is_none();
    let side = state.to_move_side();
    // Step 1: the pawn's destination; step 2 (optional): the stack chosen to slide.
    let pending = use_state(|| None::<u8>);
    let selected = use_state(|| None::<u8>);
    {
        let (pending, selected) = (pending.clone(), selected.clone());
        use_effect_with(props.ply, move |_| {
            pending.set(None);
            selected.set(None);
        });
    }
    let playable = if over {
        Vec::new()
    } else {
        state.playable_destinations(side)
    };
    let drops = pending.map(|p| state.drops_from(p)).unwrap_or_default();
    let slides = if over { Vec::new() } else { state.slides(side) };
    let slide_targets: Vec<(Dir, u8)> = selected
        .map(|s| {
            slides
                .iter()
                .filter(|m| m.0 == s)
                .map(|m| (m.1, m.2))
                .collect()
        })
        .unwrap_or_default();

    let pick_point = |p: u8| {
        let (pending, selected, on_problem) =
            (pending.clone(), selected.clone(), props.on_problem.clone());
        let state = state.clone();
        let playable = playable.clone();
        Callback::from(move |()| {
            if over {
                on_problem.emit(RuleError::GameOver.to_string());
            } else if playable.contains(&p) {
                pending.set(Some(p));
                selected.set(None);
            } else {
                on_problem.emit(point_problem(&state, side, p));
            }
        })
    };
    let pick_cell = |c: u8| {
        let (pending, selected) = (pending.clone(), selected.clone());
        let (on_move, on_problem) = (props.on_move.clone(), props.on_problem.clone());
        let movable = slides.iter().any(|m| m.0 == c);
        let targets = slide_targets.clone();
        let droppable = drops.contains(&c);
        Callback::from(move |()| {
            let Some(pawn) = *pending else {
                on_problem.emit(if over {
                    RuleError::GameOver.to_string()
                } else {
                    text::CHOOSE_PAWN.into()
                });
                return;
            };
            match *selected {
                Some(s) if s == c => {
                    if droppable {
                        on_move.emit(Turn {
                            pawn,
                            action: Action::Drop(c),
                        });
                    } else {
                        selected.set(None);
                    }
                }
                Some(s) if targets.iter().any(|t| t.1 == c) => {
                    let dir = targets.iter().find(|t| t.1 == c).expect("checked").0;
                    on_move.emit(Turn {
                        pawn,
                        action: Action::Slide(s, dir),
                    });
                }
                _ if movable => selected.set(Some(c)),
                // Anything else is tried as a drop: the rules say why if it is not one.
                _ => on_move.emit(Turn {
                    pawn,
                    action: Action::Drop(c),
                }),
            }
        })
    };

    let path: Vec<u8> = match state.end() {
        Some(End::Path { cells, .. }) => cells.clone(),
        _ => Vec::new(),
    };
    // Where the last turn's pawn went and its piece or stack ended (and where a slide began).
    let (last_point, last_cell, slid_from) = match props.last_move {
        Some(Turn {
            pawn,
            action: Action::Drop(c),
        }) => (Some(pawn), Some(c), None),
        Some(Turn {
            pawn,
            action: Action::Slide(s, d),
        }) => (Some(pawn), state.slid_to(s, d), Some(s)),
        None => (None, None, None),
    };
    let cells = (0..n * n).map(|c| {
        let (cx, cy) = cell_centre(state, c);
        let (x0, y0) = (cx - CELL / 2.0, cy - CELL / 2.0);
        let stack = state.stack(c);
        let classes = classes!(
            "cell",
            drops.contains(&c).then_some("drop-target"),
            (pending.is_some() && selected.is_none() && slides.iter().any(|m| m.0 == c)).then_some("movable"),
            (*selected == Some(c)).then_some("selected"),
            slide_targets.iter().any(|t| t.1 == c).then_some("slide-target"),
            path.contains(&c).then_some("on-path"),
            (last_cell == Some(c)).then_some("last"),
            (slid_from == Some(c)).then_some("slid-from"),
            props.hint.is_some_and(|t| matches!(t.action, Action::Drop(x) | Action::Slide(x, _) if x == c)).then_some("hinted"),
        );
        let label = format!("{}, {}", text::cell_name(state, c), text::stack_words(state, c));
        let (onclick, onkeydown) = activate(pick_cell(c));
        let discs = stack.iter().enumerate().map(|(i, piece)| {
            let y = cy + CELL / 2.0 - 10.0 - DISC_H * (i as f64 + 1.0);
            // The dropped piece (or the whole slid stack) pops in.
            let moved = last_cell == Some(c) && (slid_from.is_some() || i + 1 == stack.len());
            html! {
                <rect class={classes!("disc", side_class(*piece), moved.then_some("arrive"))} x={(cx - 22.0).to_string()} y={y.to_string()}
                      width="44" height={(DISC_H - 1.0).to_string()} rx="5" />
            }
        });
        html! {
            <g class={classes} data-cell={c.to_string()} data-name={text::cell_name(state, c)}
               data-height={stack.len().to_string()} data-owner={state.owner(c).map(side_class)}
               data-pieces={stack.iter().map(|p| if *p == Side::Black { 'B' } else { 'W' }).collect::<String>()}
               role="button" tabindex="0" aria-label={label} {onclick} {onkeydown}>
                <rect class="cell-bg" x={x0.to_string()} y={y0.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
                { for discs }
                if let Some(owner) = state.owner(c) {
                    // The owner's colour and the height, readable without the discs.
                    <circle class={classes!("badge", side_class(owner))} cx={(x0 + 13.0).to_string()} cy={(y0 + 13.0).to_string()} r="10" />
                    <text class={classes!("height", side_class(owner))} x={(x0 + 13.0).to_string()} y={(y0 + 17.5).to_string()}>
                        { stack.len().to_string() }
                    </text>
                }
            </g>
        }
    });
    let points = (0..state.ring_len()).map(|p| {
        let (x, y) = point_centre(state, p);
        let base = if p == state.black_base() {
            Some("base-black")
        } else if p == state.white_base() {
            Some("base-white")
        } else {
            None
        };
        let label = format!("edge point {}", text::point_name(state, p));
        let (onclick, onkeydown) = activate(pick_point(p));
        html! {
            <g class={classes!("point", base, playable.contains(&p).then_some("playable"), (*pending == Some(p)).then_some("pending"), props.hint.is_some_and(|t| t.pawn == p).then_some("hinted"))}
               data-point={text::point_name(state, p)} role="button" tabindex="0" aria-label={label} {onclick} {onkeydown}>
                if base.is_some() {
                    <rect class="base" x={(x - 17.0).to_string()} y={(y - 17.0).to_string()} width="34" height="34" rx="5" />
                }
                <circle class="spot" cx={x.to_string()} cy={y.to_string()} r="9" />
            </g>
        }
    });
    let pawns = [Side::Black, Side::White].into_iter().map(|s| {
        let at = if s == side && !over { pending.unwrap_or(state.pawn(s)) } else { state.pawn(s) };
        let (x, y) = point_centre(state, at);
        let moving = s == side && pending.is_some();
        let moved_last = (s != side || over) && last_point == Some(state.pawn(s));
        html! {
            <g class={classes!("pawn", side_class(s), moving.then_some("moving"), moved_last.then_some("last arrive"))} data-pawn={side_class(s)}
               data-at={text::point_name(state, at)} aria-hidden="true">
                if moving {
                    { { let (ox, oy) = point_centre(state, state.pawn(s));
                        html! { <circle class="pawn-from" cx={ox.to_string()} cy={oy.to_string()} r="15" /> } } }
                }
                <circle cx={x.to_string()} cy={y.to_string()} r="15" />
                <text x={x.to_string()} y={(y + 5.0).to_string()}>{ if s == Side::Black { "B" } else { "W" } }</text>
            </g>
        }
    });
    let path_line = (!path.is_empty()).then(|| {
        let pts: Vec<String> = path
            .iter()
            .map(|&c| {
                let (x, y) = cell_centre(state, c);
                format!("{x},{y}")
            })
            .collect();
        html! { <polyline class="win-path" data-testid="win-path" points={pts.join(" ")} /> }
    });
    let size = 2.0 * MARGIN + CELL * n as f64;
    let hint = if over {
        ""
    } else if pending.is_none() {
        text::CHOOSE_PAWN
    } else if selected.is_none() {
        text::CHOOSE_ACTION
    } else {
        text::CHOOSE_SLIDE
    };
    let cancel = {
        let (pending, selected) = (pending.clone(), selected.clone());
        Callback::from(move |_| {
            pending.set(None);
            selected.set(None);
        })
    };
    html! {
        <div class="st-wrap">
            <p class="st-hint" data-testid="instruction">
                { hint }
                if pending.is_some() {
                    { " " }<button class="button small" onclick={cancel}>{ text::CHANGE_PAWN }</button>
                }
            </p>
            <svg class="board st-board" viewBox={format!("0 0 {size} {size}")} role="group" aria-label="Stacks board">
                <rect class="board-bg" x={(MARGIN - 4.0).to_string()} y={(MARGIN - 4.0).to_string()}
                      width={(CELL * n as f64 + 8.0).to_string()} height={(CELL * n as f64 + 8.0).to_string()} rx="6" />
                { for cells }
                { for path_line }
                { for points }
                { for pawns }
            </svg>
        </div>
    }
}

/// Why the pawn cannot go to `p` this turn, in words.
fn point_problem(state: &State, side: Side, p: u8) -> String {
    if p == state.pawn(side) {
        RuleError::PawnMustMove.to_string()
    } else if !state.pawn_destinations(side).contains(&p) {
        if state.reachable(side, p) {
            RuleError::SameHalf
        } else {
            RuleError::PawnCannotPass
        }
        .to_string()
    } else {
        text::NO_ACTION_FROM_THERE.to_string()
    }
}
