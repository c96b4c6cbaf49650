//! King-Square's board: an SVG grid of holes. Click or tap a hole to place a peg; with the
//! board focused, arrow keys move a cursor and Enter or Space places.

use super::rules::{at, KingSquare, Place, RoundResult, Side, State};
use super::text;
use crate::app::{BoardProps, GameView};
use std::rc::Rc;
use yew::prelude::*;

/// Hole spacing and the margin holding the coordinate labels, in SVG units.
const CELL: f64 = 40.0;
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
    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board state={props.state} ply={props.ply} on_move={props.on_move} last_move={props.last_move} hint={props.hint} /> }
    }

    fn scoreboard(state: &State) -> Html {
        let side = |s: Side| {
            let members = if state.players() == 4 {
                let seats: Vec<String> = (0..4)
                    .filter(|&i| Side::of_seat(i) == s)
                    .map(|i| (i + 1).to_string())
                    .collect();
                format!(" (players {})", seats.join(" & "))
            } else {
                String::new()
            };
            html! {
                <span class={classes!("side-score", side_class(s))} data-side={side_class(s)}>
                    <svg class="peg-icon" viewBox="0 0 20 20" aria-hidden="true">
                        <circle cx="10" cy="10" r="8" class={classes!("peg", side_class(s))} />
                    </svg>
                    { format!("{}{members}: ", text::side_name(s)) }
                    <strong class="score">{ state.score(s) }</strong>
                </span>
            }
        };
        html! {
            <>
                { side(Side::Black) }
                { side(Side::White) }
                <span class="target">{ format!("First to {} · round {}", state.target(), state.round()) }</span>
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
    /// The hole a hint suggests: it glows.
    pub hint: Option<Place>,
}

#[function_component]
pub fn Board(props: &Props) -> Html {
    let state = &props.state;
    let n = state.size();
    // The keyboard cursor, and the ply at which the player dismissed the end-of-round board.
    let cursor = use_state(|| at(n / 2, n / 2));
    let dismissed_at = use_state(|| None::<usize>);

    // Right after a round ends the board is already empty (R11): show the finished round,
    // its square highlighted, until the player moves on.
    let round_end = state
        .last_round()
        .filter(|_| state.is_over() || *dismissed_at != Some(props.ply));
    let shown: &[Option<Side>] = round_end.map_or(state.board(), |e| &e.board);

    let dismiss = {
        let dismissed_at = dismissed_at.clone();
        let ply = props.ply;
        Callback::from(move |_: MouseEvent| dismissed_at.set(Some(ply)))
    };
    let try_place = {
        let on_move = props.on_move.clone();
        let dismissed_at = dismissed_at.clone();
        let showing_end = round_end.is_some() && !state.is_over();
        let ply = props.ply;
        move |p: Place| {
            if showing_end {
                dismissed_at.set(Some(ply)); // first tap only clears the finished round
            } else {
                on_move.emit(p);
            }
        }
    };
    let onkeydown = {
        let cursor = cursor.clone();
        let try_place = try_place.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Place { col, row } = *cursor;
            let moved = match e.key().as_str() {
                "ArrowLeft" => at(col.saturating_sub(1), row),
                "ArrowRight" => at((col + 1).min(n - 1), row),
                "ArrowUp" => at(col, row.saturating_sub(1)),
                "ArrowDown" => at(col, (row + 1).min(n - 1)),
                "Enter" | " " => {
                    e.prevent_default();
                    try_place(*cursor);
                    return;
                }
                _ => return,
            };
            e.prevent_default();
            cursor.set(moved);
        })
    };

    let size = MARGIN + CELL * n as f64 + 8.0;
    let labels = (0..n).map(|i| {
        let mid = MARGIN + CELL * (i as f64 + 0.5);
        html! {
            <>
                <text class="coord" x={mid.to_string()} y={(MARGIN - 10.0).to_string()}>
                    { ((b'A' + i) as char).to_string() }
                </text>
                <text class="coord" x={(MARGIN - 14.0).to_string()} y={(mid + 5.0).to_string()}>
                    { (i as u32 + 1).to_string() }
                </text>
            </>
        }
    });
    let last_peg = round_end.map(|e| e.last_peg).or(props.last_move);
    let holes = (0..n).flat_map(|row| (0..n).map(move |col| at(col, row))).map(|p| {
        let (x, y) = centre(p);
        let peg = shown[p.row as usize * n as usize + p.col as usize];
        let label = format!(
            "row {}, column {}, {}",
            p.row + 1,
            p.col + 1,
            peg.map_or("empty", |s| if s == Side::Black { "black peg" } else { "white peg" })
        );
        let onclick = {
            let try_place = try_place.clone();
            Callback::from(move |_: MouseEvent| try_place(p))
        };
        html! {
            <g class={classes!("hole", peg.is_none().then_some("empty"), (props.hint == Some(p)).then_some("hinted"))} role="button" aria-label={label}
               id={format!("ks-{}-{}", p.col, p.row)}
               data-col={p.col.to_string()} data-row={p.row.to_string()} {onclick}>
                // A transparent hit area the size of the cell makes tapping forgiving.
                <rect class="hit" x={(x - CELL / 2.0).to_string()} y={(y - CELL / 2.0).to_string()}
                      width={CELL.to_string()} height={CELL.to_string()} />
                <circle class="socket" cx={x.to_string()} cy={y.to_string()} r="6" />
                if let Some(side) = peg {
                    <circle class={classes!("peg", side_class(side), (Some(p) == last_peg).then_some("last arrive"))}
                            cx={x.to_string()} cy={y.to_string()} r="14" />
                    // Shown in patterns mode: colour is never the only signal.
                    <text class={classes!("peg-letter", side_class(side))} x={x.to_string()} y={(y + 5.0).to_string()}>
                        { if side == Side::Black { "B" } else { "W" } }
                    </text>
                }
            </g>
        }
    });
    let highlight = round_end.and_then(|e| match &e.result {
        RoundResult::Square { squares, .. } => Some(squares.clone()),
        RoundResult::Void => None,
    });
    // The completed square: its area under the pegs, rings around its corners above them.
    let square_areas = highlight.iter().flatten().map(|corners| {
        let (x0, y0) = centre(corners[0]);
        let (x1, y1) = centre(corners[3]);
        let pad = CELL * 0.42;
        html! {
            <rect class="square-area" x={(x0 - pad).to_string()} y={(y0 - pad).to_string()}
                  width={(x1 - x0 + 2.0 * pad).to_string()} height={(y1 - y0 + 2.0 * pad).to_string()} rx="12" />
        }
    });
    let square_corners = highlight.iter().flatten().map(|corners| {
        html! {
            <g class="king-square" data-testid="king-square"
               data-corners={corners.iter().map(|c| text::hole_name(*c)).collect::<Vec<_>>().join(" ")}>
                { for corners.iter().map(|c| {
                    let (cx, cy) = centre(*c);
                    html! { <circle class="corner-ring" cx={cx.to_string()} cy={cy.to_string()} r="18" /> }
                }) }
            </g>
        }
    });
    // Drawn always, shown by CSS only while the board has keyboard focus (:focus-visible).
    let cursor_mark = round_end.is_none().then(|| {
        let (x, y) = centre(*cursor);
        html! {
            <rect class="cursor" x={(x - CELL / 2.0 + 2.0).to_string()} y={(y - CELL / 2.0 + 2.0).to_string()}
                  width={(CELL - 4.0).to_string()} height={(CELL - 4.0).to_string()} rx="6" />
        }
    });
    let banner = round_end.filter(|_| !state.is_over()).map(|end| {
        let next = text::seat_name(state.next_seat(), state.players());
        let what = match &end.result {
            RoundResult::Square { side, .. } => format!(
                "{} made a King-Square! Score {} – {}.",
                text::side_name(*side),
                state.score(Side::Black),
                state.score(Side::White)
            ),
            RoundResult::Void => "The board is full with no King-Square: the round is void.".into(),
        };
        html! {
            <div class="round-end" role="status" data-testid="round-end">
                <p>{ format!("{what} {next} starts round {}.", state.round()) }</p>
                <button class="button primary" onclick={dismiss}>{ format!("Start round {}", state.round()) }</button>
            </div>
        }
    });
    let view_box = format!("0 0 {size} {size}");
    html! {
        <div class="ks-board-wrap">
            { for banner }
            <svg class="board ks-board" viewBox={view_box} tabindex="0" role="grid"
                 aria-label={format!("King-Square board, {n} by {n} holes. Arrow keys move, Enter places a peg.")}
                 aria-activedescendant={format!("ks-{}-{}", cursor.col, cursor.row)}
                 {onkeydown}>
                <rect class="board-bg" x={(MARGIN - 6.0).to_string()} y={(MARGIN - 6.0).to_string()}
                      width={(CELL * n as f64 + 12.0).to_string()} height={(CELL * n as f64 + 12.0).to_string()} rx="10" />
                { for labels }
                { for square_areas }
                { for holes }
                { for square_corners }
                { for cursor_mark }
            </svg>
        </div>
    }
}
