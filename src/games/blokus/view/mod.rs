//! Blokus' board: the grid, the current colour's tray of pieces, and a ghost of the selected
//! piece under the pointer (green where it can go, red with the reason where it cannot).
//! Mouse: hover and click. Touch: tap to preview, tap the piece again (or "Place") to
//! confirm. Keyboard: Tab to a piece, Enter to pick it, arrows to move it, R/F to turn, Enter
//! to place. Beside the board (`side.rs`): the status line, the buttons, the tray, and
//! every colour's pieces left.

mod side;
use side::{hands, no_hover, pointer_kind, side, Shown};

use super::input::{anchor, Input, InputAction, Why};
use super::pieces::orientations;
use super::rules::{Blokus, Place, RuleError, State, Variant};
use super::text;
use crate::board::{
    board_key, use_board_input, BoardInputs, BoardProps, GameView,
};
use crate::core::Seat;
use crate::lang::Lang;
use crate::svg::num;
use std::rc::Rc;
use yew::prelude::*;

const CELL: f64 = 24.0;
/// Room around the grid for the column letters (top) and row numbers (left).
const MARGIN: f64 = 16.0;

impl GameView for Blokus {
    /// A player's colours (two each in Classic for two; the shared Green of three is no
    /// one's).
    fn side_colours(state: &State, side: Seat) -> Vec<&'static str> {
        let shared = |c: u8| state.players() == 3 && c == 3;
        (0..state.colours())
            .filter(|&c| !shared(c) && state.seat_of(c) == side)
            .map(|c| colour_hex(state, c))
            .collect()
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board lang={props.lang} state={props.state} ply={props.ply} on_move={props.on_move} on_problem={props.on_problem} last_move={props.last_move} news={props.news} hint={props.hint} waiting={props.waiting.waits()} /> }
    }

    fn scoreboard(lang: Lang, state: &State) -> Html {
        let w = text::words(lang);
        let rows = (0..state.colours()).map(|c| {
            let class = colour_class(state, c);
            html! {
                <span class={classes!("bk-score", class, (state.current() == c && !state.is_over()).then_some("current"))}
                      data-colour={class}>
                    <span class={classes!("swatch", class)} aria-hidden="true" />
                    // The score's words already say how many squares are left in hand.
                    { w.colour_label(lang, state, c) }
                    <strong class="score">{ w.score_words(lang, state, c) }</strong>
                    if state.is_blocked(c) && !state.is_over() {
                        <span class="muted">{ w.out_mark }</span>
                    }
                </span>
            }
        });
        html! { <>{ for rows }</> }
    }
}

/// The colours of style.css (`.swatch.<colour>`), for drawings outside the board.
pub fn colour_hex(state: &State, c: u8) -> &'static str {
    match colour_class(state, c) {
        "blue" => "#2f6fdb",
        "yellow" => "#f2c230",
        "red" => "#d8402f",
        "green" => "#3f9b4a",
        "purple" => "#7b4fc9",
        _ => "#ec8a24",
    }
}

pub fn colour_class(state: &State, c: u8) -> &'static str {
    match state.variant() {
        Variant::Duo => ["purple", "orange"][c as usize],
        Variant::Classic => ["blue", "yellow", "red", "green"][c as usize],
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub lang: Lang,
    pub state: Rc<State>,
    pub ply: usize,
    pub on_move: Callback<Place>,
    pub on_problem: Callback<crate::core::input::BoardNote<Why>>,
    pub last_move: Option<Place>,
    /// Moves that came by link before the last one: outlined like it.
    pub news: Vec<Place>,
    /// The placement a hint suggests: drawn as a glowing outline.
    pub hint: Option<Place>,
    /// No person here is to move (`BoardProps::waiting`, which looking back includes).
    pub waiting: bool,
}

/// The board's input and its handlers (the shared board-input hook).
pub(super) type Inputs = BoardInputs<Input>;

#[function_component]
pub fn Board(props: &Props) -> Html {
    let send = use_board_input(
        // A screen without hover (a phone) is used with a finger from the start: its words
        // speak of taps before the first one.
        || {
            let mut input = Input::default();
            input.touch = no_hover();
            input
        },
        props.ply,
        props.state.clone(),
        props.on_move.clone(),
        props.on_problem.clone(),
        props.waiting,
    );
    let w = text::words(props.lang);
    let svg_ref = use_node_ref();
    {
        // R and F turn the picked piece wherever the focus is (after a mouse pick too).
        let send = send.clone();
        use_effect_with(props.ply, move |_| {
            let window = gloo::utils::window();
            let listener = gloo::events::EventListener::new(&window, "keydown", move |e| {
                use wasm_bindgen::JsCast;
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                let typing = e
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                    .is_some();
                match e.key().as_str() {
                    "r" | "R" if !typing => send.send(InputAction::Rotate),
                    "f" | "F" if !typing => send.send(InputAction::Flip),
                    _ => {}
                }
            });
            move || drop(listener)
        });
    }
    let input = send.get();
    let state = &props.state;
    let verdict = input.ghost_verdict(state);
    let colour = colour_class(state, state.current());
    let h = handlers(&send, &svg_ref, state.size(), props.hint);
    html! {
        <div class={classes!("bk-wrap", colour)}>
            <svg ref={svg_ref.clone()} id="bk-board" class="board bk-board" viewBox={format!("0 0 {0} {0}", num(board_size(state)))} tabindex="0"
                 role="application" aria-label={w.board_help} onmousemove={h.mouse_move} onclick={h.click}
                 onkeydown={h.key_down} onpointerdown={h.pointer_down} onmouseleave={h.mouse_leave}>
                { grid(state.size()) }
                { coordinates(state.size()) }
                { start_marks(state) }
                { placed_cells(state) }
                // Keyed by ply (alone in its group) so the pop-in restarts on every move.
                <g>
                    if let Some(mv) = props.last_move {
                        <g class="arrive" key={props.ply.to_string()}>{ outline(mv, "bk-last") }</g>
                    }
                    // The other moves that came by link with it.
                    { for props.news.iter().map(|&mv| outline(mv, "bk-last bk-news")) }
                </g>
                if input.dots && !state.is_over() {
                    { attach_dots(state) }
                }
                if let Some(mv) = props.hint {
                    <g class="hinted">{ outline(mv, "bk-hint") }</g>
                }
                { ghost(&input, &verdict, colour) }
            </svg>
            <div class="bk-side">
                if !state.is_over() {
                    { side(w, state, &input, &verdict, Shown::of(state, props.hint.map(|h| h.piece), props.waiting, props.last_move), &send) }
                }
                { hands(state, w, props.lang) }
            </div>
        </div>
    }
}

/// The board's pointer and keyboard handlers.
struct Handlers {
    mouse_move: Callback<MouseEvent>,
    click: Callback<MouseEvent>,
    key_down: Callback<KeyboardEvent>,
    pointer_down: Callback<PointerEvent>,
    mouse_leave: Callback<MouseEvent>,
}

fn handlers(send: &Inputs, svg_ref: &NodeRef, n: u8, hint: Option<Place>) -> Handlers {
    // Yew delegates events to its root, so the board's position comes from a NodeRef.
    let to_cell = {
        let svg_ref = svg_ref.clone();
        move |e: &MouseEvent| -> Option<(u8, u8)> {
            let rect = svg_ref
                .cast::<web_sys::Element>()?
                .get_bounding_client_rect();
            let view = 2.0 * MARGIN + CELL * n as f64;
            let sx = (e.client_x() as f64 - rect.left()) * view / rect.width();
            let sy = (e.client_y() as f64 - rect.top()) * view / rect.height();
            let (cx, cy) = (
                ((sx - MARGIN) / CELL).floor(),
                ((sy - MARGIN) / CELL).floor(),
            );
            ((0.0..n as f64).contains(&cx) && (0.0..n as f64).contains(&cy))
                .then_some((cx as u8, cy as u8))
        }
    };
    let with = |f: fn(Option<(u8, u8)>) -> InputAction| {
        let (send, to_cell) = (send.clone(), to_cell.clone());
        Callback::from(move |e: MouseEvent| send.send(f(to_cell(&e))))
    };
    // With a hint shown, a tap on its outline places it.
    let click = {
        let (send, to_cell) = (send.clone(), to_cell.clone());
        Callback::from(move |e: MouseEvent| {
            let cell = to_cell(&e);
            send.send(match (cell, hint) {
                (Some(cell), Some(hint)) => InputAction::ClickWithHint(cell, hint),
                _ => InputAction::Click(cell),
            })
        })
    };
    let key_down = {
        let send = send.clone();
        // R and F: the window's listener (they work wherever the focus is).
        Callback::from(move |e: KeyboardEvent| {
            if let Some(key) = board_key(&e) {
                send.send(InputAction::Key(key));
            }
        })
    };
    let pointer_down = pointer_kind(send);
    Handlers {
        mouse_move: with(InputAction::Hover),
        click,
        key_down,
        pointer_down,
        mouse_leave: send.on(InputAction::Leave),
    }
}

fn board_size(state: &State) -> f64 {
    2.0 * MARGIN + CELL * state.size() as f64
}

/// The centre of a cell, in board units.
fn centre(x: u8, y: u8) -> (String, String) {
    let at = |i: u8| num(MARGIN + CELL * (i as f64 + 0.5));
    (at(x), at(y))
}

/// Column letters along the top, row numbers down the left: the names the move list uses
/// ("I5 at Q16").
fn coordinates(n: u8) -> Html {
    let at = |i: u8| MARGIN + CELL * (i as f64 + 0.5);
    let labels = (0..n).map(|i| {
        html! {
            <>
                <text class="coord" x={num(at(i))} y={num(MARGIN - 4.0)}>
                    { ((b'A' + i) as char).to_string() }</text>
                <text class="coord row" x={num(MARGIN - 3.0)} y={num(at(i) + 3.5)}>
                    { (i + 1).to_string() }</text>
            </>
        }
    });
    html! { <g aria-hidden="true">{ for labels }</g> }
}

fn grid(n: u8) -> Html {
    let (from, to) = (num(MARGIN), num(MARGIN + CELL * n as f64));
    let lines = (0..=n).map(|i| {
        let p = num(MARGIN + CELL * i as f64);
        html! {
            <>
                <line class="grid" x1={p.clone()} y1={from.clone()} x2={p.clone()} y2={to.clone()} />
                <line class="grid" x1={from.clone()} y1={p.clone()} x2={to.clone()} y2={p} />
            </>
        }
    });
    let side = num(CELL * n as f64);
    html! {
        <>
            <rect class="bk-bg" x={from.clone()} y={from.clone()} width={side.clone()} height={side} />
            { for lines }
        </>
    }
}

/// Where each colour that has not placed yet may start.
fn start_marks(state: &State) -> Html {
    let marks = (0..state.colours())
        .filter(|&c| state.placed_count(c) == 0)
        .flat_map(|c| {
            let class = if state.variant() == Variant::Classic && state.start_cells(c).len() > 1 {
                "any"
            } else {
                colour_class(state, c)
            };
            state
                .start_cells(c)
                .into_iter()
                .map(move |cell| (cell, class))
        })
        .filter(|&((x, y), _)| state.cell(x, y).is_none())
        .map(|((x, y), class)| {
            let (cx, cy) = centre(x, y);
            html! { <circle class={classes!("bk-start", class)} {cx} {cy} r="7" /> }
        });
    html! { <>{ for marks }</> }
}

fn placed_cells(state: &State) -> Html {
    let n = state.size();
    let cells = (0..n).flat_map(|y| (0..n).map(move |x| (x, y))).filter_map(|(x, y)| {
        let class = colour_class(state, state.cell(x, y)?);
        let (px, py) = (MARGIN + CELL * x as f64, MARGIN + CELL * y as f64);
        Some(html! {
            <g class={classes!("bk-cell", class)} data-x={x.to_string()} data-y={y.to_string()} data-colour={class}>
                <rect x={num(px)} y={num(py)} width={num(CELL)} height={num(CELL)} />
                <text class="letter" x={num(px + CELL / 2.0)} y={num(py + 16.0)}>
                    { class[..1].to_uppercase() }
                </text>
            </g>
        })
    });
    html! { <>{ for cells }</> }
}

/// The cells where the colour to move may attach a piece.
fn attach_dots(state: &State) -> Html {
    let (n, attach) = (state.size(), state.attach_rows(state.current()));
    let dots = (0..n)
        .flat_map(|y| (0..n).map(move |x| (x, y)))
        .filter(|&(x, y)| attach[y as usize] & (1 << x) != 0)
        .map(|(x, y)| {
            let (cx, cy) = centre(x, y);
            html! { <circle class="bk-dot" {cx} {cy} r="4" /> }
        });
    html! { <>{ for dots }</> }
}

/// The picked piece under the pointer, in the mover's colour: solid with a ring where it can
/// go, faint and crossed out where it cannot (green and red would read as players' colours).
fn ghost(input: &Input, verdict: &Option<Result<Place, RuleError>>, colour: &'static str) -> Html {
    let Some((p, o, (hx, hy))) = input.ghost() else {
        return html! {};
    };
    let (ax, ay) = anchor(p, o);
    let class = if matches!(verdict, Some(Ok(_))) {
        "ok"
    } else {
        "bad"
    };
    let cells = orientations()[p as usize][o as usize]
        .cells
        .iter()
        .map(|&(cx, cy)| {
            let x = MARGIN + CELL * (hx as f64 + cx as f64 - ax as f64);
            let y = MARGIN + CELL * (hy as f64 + cy as f64 - ay as f64);
            let (x1, y1, x2, y2) = (
                num(x + 5.0),
                num(y + 5.0),
                num(x + CELL - 5.0),
                num(y + CELL - 5.0),
            );
            html! {
                <g class={classes!("bk-ghost", class, colour)}>
                    <rect x={num(x)} y={num(y)} width={num(CELL)} height={num(CELL)} />
                    if class == "bad" {
                        <line x1={x1.clone()} y1={y1.clone()} x2={x2.clone()} y2={y2.clone()} />
                        <line {x1} y1={y2} {x2} y2={y1} />
                    }
                </g>
            }
        });
    // The square under the pointer: where the piece sits on a tap is not guessed (a
    // newcomer's trial placed three lesson pieces a square off).
    let (dx, dy) = (
        MARGIN + CELL * (hx as f64 + 0.5),
        MARGIN + CELL * (hy as f64 + 0.5),
    );
    html! { <>{ for cells }<circle class="bk-anchor" cx={num(dx)} cy={num(dy)} r={num(CELL * 0.2)} /></> }
}

/// A placement's cells as outlines: the last piece (so every move, a computer's too, is easy
/// to see) and a hint's suggestion.
fn outline(mv: Place, class: &'static str) -> Html {
    let cells = orientations()[mv.piece as usize][mv.orient as usize]
        .cells
        .iter()
        .map(|&(cx, cy)| {
            let x = MARGIN + CELL * (mv.x + cx) as f64;
            let y = MARGIN + CELL * (mv.y + cy) as f64;
            html! { <rect {class} x={num(x + 2.0)} y={num(y + 2.0)}
            width={num(CELL - 4.0)} height={num(CELL - 4.0)} /> }
        });
    html! { <>{ for cells }</> }
}
