//! King-Square's board: an SVG grid of holes. Click or tap a hole to place a peg; with the
//! board focused, arrow keys move a cursor and Enter or Space places.

use super::input::{Input, InputAction};
use super::rules::{KingSquare, Place, RoundEnd, RoundResult, Side, State};
use super::text::{self, Words};
use crate::board::{board_key, use_aside, use_board_input, BoardInputs, BoardProps, GameView};
use crate::core::Seat;
use crate::lang::Lang;
use crate::svg::num;
use std::rc::Rc;
use yew::prelude::*;

/// Hole spacing and the margin holding the coordinate labels, in SVG units.
const CELL: f64 = 40.0;
/// Black's and White's pegs (style.css, `.peg.black`, `.peg.white`).
const PEG_COLOURS: [&str; 2] = ["#1d1c1b", "#fbfaf6"];
const MARGIN: f64 = 30.0;

fn centre(p: Place) -> (f64, f64) {
    (
        MARGIN + CELL * (p.col as f64 + 0.5),
        MARGIN + CELL * (p.row as f64 + 0.5),
    )
}

fn side_class(side: Side) -> &'static str {
    match side {
        Side::Black => "black",
        Side::White => "white",
    }
}

impl GameView for KingSquare {
    fn side_colours(_: &State, side: Seat) -> Vec<&'static str> {
        vec![PEG_COLOURS[side as usize % 2]]
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board lang={props.lang} state={props.state} ply={props.ply} on_move={props.on_move} last_move={props.last_move} news={props.news} hint={props.hint} waiting={props.waiting.waits()} on_next_round={props.on_next_round} /> }
    }

    fn scoreboard(lang: Lang, state: &State) -> Html {
        let w = text::words(lang);
        let side = |s: Side| {
            let members = if state.players() == 4 {
                let seats: Vec<String> = (0..4)
                    .filter(|&i| Side::of_seat(i) == s)
                    .map(|i| (i + 1).to_string())
                    .collect();
                w.side_of_players(w.side_name(s), &seats.join(" & "))
            } else {
                w.side_name(s).to_string()
            };
            html! {
                <span class={classes!("side-score", side_class(s))} data-side={side_class(s)}>
                    <svg class="peg-icon" viewBox="0 0 20 20" aria-hidden="true">
                        <circle cx="10" cy="10" r="8" class={classes!("peg", side_class(s))} />
                    </svg>
                    { format!("{members}{}", crate::text::words(lang).colon) }
                    <strong class="score">{ state.score(s) }</strong>
                </span>
            }
        };
        html! {
            <>
                { side(Side::Black) }
                { side(Side::White) }
                <span class="target">{ w.first_to_round(state.target(), state.round()) }</span>
            </>
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub state: Rc<State>,
    pub ply: usize,
    pub on_move: Callback<Place>,
    /// The peg placed last (by anyone, a computer too): ringed so it is easy to see.
    pub last_move: Option<Place>,
    /// Pegs that came by link before the last one: ringed like it.
    pub news: Vec<Place>,
    /// A friend by link is to move: a tap shows no peg (the game screen says why).
    pub waiting: bool,
    pub lang: Lang,
    /// The hole a hint suggests: it glows.
    pub hint: Option<Place>,
    /// "Start round n" pressed: a computer to start it may go on.
    pub on_next_round: Callback<()>,
}

/// The board's input and its handlers (the shared board-input hook).
type Inputs = BoardInputs<Input>;

#[function_component]
pub fn Board(props: &Props) -> Html {
    let send = use_board_input(
        || Input::new(&props.state),
        props.ply,
        props.state.clone(),
        props.on_move.clone(),
        Callback::noop(),
        false,
    );
    let (input, state, n) = (send.get(), &props.state, props.state.size());
    let w = text::words(props.lang);
    let round_end = input.round_end(state, props.ply);
    let aside = use_aside();
    let size = MARGIN + CELL * n as f64 + 8.0;
    let side = num(CELL * n as f64 + 12.0);
    let onkeydown = {
        let send = send.clone();
        Callback::from(move |e: KeyboardEvent| {
            if let Some(key) = board_key(&e) {
                send.send(InputAction::Key(key));
            }
        })
    };
    let board = use_node_ref();
    let onpointerdown = {
        let (send, board, waiting) = (send.clone(), board.clone(), props.waiting);
        Callback::from(move |e: PointerEvent| {
            let small = e.pointer_type() == "touch" && hole_px(&board, size) < FINGER_PX;
            send.send(InputAction::Pointer {
                small_touch: small && !waiting,
            })
        })
    };
    let preview = input.preview(props.ply).filter(|_| round_end.is_none());
    html! {
        <div class="ks-board-wrap">
            // Beside the board (below it on a phone), so it covers no hole and a tap on the
            // board plays there (#60 item 11).
            if let (Some(end), Some(aside)) = (round_end.filter(|_| !state.is_over()), aside) {
                { create_portal(round_banner(w, state, end, &send, &props.on_next_round), aside) }
            }
            <svg ref={board} class="board ks-board" viewBox={format!("0 0 {0} {0}", num(size))} tabindex="0" role="grid"
                 aria-label={w.board_label(n)}
                 aria-activedescendant={format!("ks-{}-{}", input.cursor.col, input.cursor.row)}
                 {onkeydown} {onpointerdown}>
                <rect class="board-bg" x={num(MARGIN - 6.0)} y={num(MARGIN - 6.0)}
                      width={side.clone()} height={side} rx="10" />
                { coordinates(n) }
                { square(round_end, false) }
                { holes(props, round_end, &send) }
                { square(round_end, true) }
                if round_end.is_none() {
                    { cursor(input.cursor) }
                }
                if let Some(p) = preview {
                    { ghost(state, p) }
                }
            </svg>
            { confirm_row(w, preview, &send) }
        </div>
    }
}

/// A fingertip: holes drawn smaller than this on a touch screen take a tap to show the peg
/// and a second to place it.
const FINGER_PX: f64 = 40.0;

/// How wide a hole is drawn, in CSS pixels. (Yew hands events on from its root, so the
/// board's size comes from its own NodeRef, not from the event.)
fn hole_px(board: &NodeRef, size: f64) -> f64 {
    board.cast::<web_sys::Element>().map_or(f64::MAX, |svg| {
        svg.get_bounding_client_rect().width() * CELL / size
    })
}

/// The peg a tap would place, see-through.
fn ghost(state: &State, p: Place) -> Html {
    let (x, y) = centre(p);
    let side = side_class(Side::of_seat(state.next_seat()));
    html! { <circle class={classes!("peg", "ghost", side)} data-testid="ks-ghost" cx={num(x)} cy={num(y)} r="14" /> }
}

/// On touch screens, under the board: "Place at D4" for the peg a tap showed. Its room is
/// kept (CSS, coarse pointers only), so nothing moves when it appears.
fn confirm_row(w: &Words, preview: Option<Place>, send: &Inputs) -> Html {
    html! {
        <div class="ks-confirm">
            if let Some(p) = preview {
                <button class="button primary" onclick={send.on(InputAction::Confirm)} data-testid="ks-place">
                    { w.place_at(&text::hole_name(p)) }
                </button>
                <span class="muted">{ w.or_tap_another }</span>
            }
        </div>
    }
}

/// Column letters along the top, row numbers down the side.
fn coordinates(n: u8) -> Html {
    let labels = (0..n).map(|i| {
        let mid = MARGIN + CELL * (i as f64 + 0.5);
        html! {
            <>
                <text class="coord" x={num(mid)} y={num(MARGIN - 10.0)}>
                    { ((b'A' + i) as char).to_string() }
                </text>
                <text class="coord row" x={num(MARGIN - 10.0)} y={num(mid + 5.0)} text-anchor="end">
                    { (i as u32 + 1).to_string() }
                </text>
            </>
        }
    });
    html! { <>{ for labels }</> }
}

fn holes(props: &Props, round_end: Option<&RoundEnd>, send: &Inputs) -> Html {
    let w = text::words(props.lang);
    let state = &props.state;
    let n = state.size();
    let shown: &[Option<Side>] = round_end.map_or(state.board(), |e| &e.board);
    let last_peg = round_end.map(|e| e.last_peg).or(props.last_move);
    // A grid of rows of cells, as the board's role says (one Tab stop, arrows move).
    let cell = |p: Place| {
        let (x, y) = centre(p);
        let peg = shown[p.row as usize * n as usize + p.col as usize];
        let (row, col) = (p.row + 1, p.col + 1);
        let label = match peg {
            None => w.hole_empty(row, col),
            Some(Side::Black) => w.hole_black(row, col),
            Some(Side::White) => w.hole_white(row, col),
        };
        html! {
            <g class={classes!("hole", peg.is_none().then_some("empty"), (props.hint == Some(p)).then_some("hinted"))} role="gridcell" aria-label={label}
               id={format!("ks-{}-{}", p.col, p.row)}
               data-col={p.col.to_string()} data-row={p.row.to_string()} onclick={send.on(InputAction::Hole(p))}>
                // A transparent hit area the size of the cell makes tapping forgiving.
                <rect class="hit" x={num(x - CELL / 2.0)} y={num(y - CELL / 2.0)}
                      width={num(CELL)} height={num(CELL)} />
                <circle class="socket" cx={num(x)} cy={num(y)} r="6" />
                if peg.is_none() && props.hint == Some(p) {
                    // The hinted hole: the peg it suggests, see-through, in the mover's colour.
                    <circle class={classes!("peg", "hint-peg", side_class(Side::of_seat(state.next_seat())))}
                            cx={num(x)} cy={num(y)} r="14" />
                }
                if let Some(side) = peg {
                    <circle class={classes!("peg", side_class(side), (Some(p) == last_peg || props.news.contains(&p)).then_some("last arrive"))}
                            cx={num(x)} cy={num(y)} r="14" />
                    // Shown in patterns mode: colour is never the only signal.
                    <text class={classes!("peg-letter", side_class(side))} x={num(x)} y={num(y + 5.0)}>
                        { if side == Side::Black { "B" } else { "W" } }
                    </text>
                }
            </g>
        }
    };
    let rows = (0..n).map(|row| {
        html! { <g role="row">{ for (0..n).map(|col| cell(super::rules::at(col, row))) }</g> }
    });
    html! { <>{ for rows }</> }
}

/// The completed square of a finished round: its area under the pegs (`above` false), or
/// rings around its corners above them.
fn square(round_end: Option<&RoundEnd>, above: bool) -> Html {
    let Some(RoundResult::Square { squares, .. }) = round_end.map(|e| &e.result) else {
        return html! {};
    };
    let marks = squares.iter().map(|corners| {
        if !above {
            let ((x0, y0), (x1, y1)) = (centre(corners[0]), centre(corners[3]));
            let pad = CELL * 0.42;
            return html! {
                <rect class="square-area" x={num(x0 - pad)} y={num(y0 - pad)}
                      width={num(x1 - x0 + 2.0 * pad)} height={num(y1 - y0 + 2.0 * pad)} rx="12" />
            };
        }
        html! {
            <g class="king-square" data-testid="king-square"
               data-corners={corners.iter().map(|c| text::hole_name(*c)).collect::<Vec<_>>().join(" ")}>
                { for corners.iter().map(|c| {
                    let (cx, cy) = centre(*c);
                    html! { <circle class="corner-ring" cx={num(cx)} cy={num(cy)} r="18" /> }
                }) }
            </g>
        }
    });
    html! { <>{ for marks }</> }
}

/// Drawn always, shown by CSS only while the board has keyboard focus (:focus-visible).
fn cursor(at: Place) -> Html {
    let (x, y) = centre(at);
    html! {
        <rect class="cursor" x={num(x - CELL / 2.0 + 2.0)} y={num(y - CELL / 2.0 + 2.0)}
              width={num(CELL - 4.0)} height={num(CELL - 4.0)} rx="6" />
    }
}

/// Who made the round's King-Square (or that it was void), and the way to the next round.
fn round_banner(
    w: &Words,
    state: &State,
    end: &RoundEnd,
    send: &Inputs,
    on_next_round: &Callback<()>,
) -> Html {
    // "Start round n": the board moves on, and a computer to start it may go on.
    let start = {
        let (send, on_next_round) = (send.clone(), on_next_round.clone());
        Callback::from(move |_: MouseEvent| {
            send.send(InputAction::Dismiss);
            on_next_round.emit(());
        })
    };
    let next = w.seat_name(state.next_seat(), state.players());
    let what = match &end.result {
        RoundResult::Square { side, .. } => w.round_square(
            w.side_name(*side),
            &w.score_line(state),
            &next,
            state.round(),
        ),
        RoundResult::Void => w.round_void(&next, state.round()),
    };
    html! {
        <div class="round-end" role="status" data-testid="round-end">
            <p>{ what }</p>
            <button class="button primary" onclick={start}>{ w.start_round(state.round()) }</button>
        </div>
    }
}
