//! Tic-tac-toe's board: nine squares in an SVG, each a button (tap, click, or Enter/Space
//! with it focused) that takes the square.

use super::rules::{Square, State, TicTacToe};
use super::text::{self, square_name};
use crate::board::{BoardProps, GameView};
use crate::core::Seat;
use crate::lang::Lang;
use crate::svg::num;
use yew::prelude::*;

/// A square's side and the board's margin (room for the column letters and row numbers the
/// lesson names squares by), in SVG units.
const CELL: f64 = 60.0;
const MARGIN: f64 = 18.0;
/// Blue's and Red's marks (style.css, `.ttt-mark.blue`, `.ttt-mark.red`).
const COLOURS: [&str; 2] = ["#2f6fdf", "#d0342c"];
const CLASSES: [&str; 2] = ["blue", "red"];

impl GameView for TicTacToe {
    fn side_colours(_: &State, side: Seat) -> Vec<&'static str> {
        vec![COLOURS[side as usize % 2]]
    }

    fn board(props: BoardProps<Self>) -> Html {
        let w = text::words(props.lang);
        let squares = (0..9u8).map(|sq| square(&props, sq));
        let size = num(2.0 * MARGIN + 3.0 * CELL);
        html! {
            <svg class="board ttt-board" viewBox={format!("0 0 {size} {size}")} role="group" aria-label={w.board_label}>
                { coordinates() }
                { for squares }
            </svg>
        }
    }

    fn scoreboard(lang: Lang, _state: &State) -> Html {
        let w = text::words(lang);
        html! {
            <>
                <span class="side-score ttt-side blue">{ w.blue }</span>
                <span class="side-score ttt-side red">{ w.red }</span>
            </>
        }
    }
}

/// A, B, C above the columns and 1, 2, 3 beside the rows (hidden from screen readers: each
/// square's label names it).
fn coordinates() -> Html {
    let along = |i: u8| num(MARGIN + CELL * (f64::from(i) + 0.5));
    let edge = num(MARGIN * 0.6);
    html! {
        <g class="ttt-coords" aria-hidden="true">
            { for (0..3u8).map(|i| html! {
                <>
                    <text x={along(i)} y={edge.clone()}>{ char::from(b'A' + i) }</text>
                    <text x={edge.clone()} y={along(i)}>{ i + 1 }</text>
                </>
            }) }
        </g>
    }
}

/// One square: its button, its mark, and the last move's or the hint's ring.
fn square(props: &BoardProps<TicTacToe>, sq: Square) -> Html {
    let w = text::words(props.lang);
    let (x, y) = (
        MARGIN + CELL * f64::from(sq % 3),
        MARGIN + CELL * f64::from(sq / 3),
    );
    let mark = props.state.squares[sq as usize];
    let label = match mark {
        Some(seat) => w.square_taken(&square_name(sq), w.seat_name(seat)),
        None => w.square_empty(&square_name(sq)),
    };
    let take = {
        let (on_move, waiting) = (props.on_move.clone(), props.waiting.waits());
        move || {
            if !waiting {
                on_move.emit(sq)
            }
        }
    };
    let onclick = {
        let take = take.clone();
        Callback::from(move |_: MouseEvent| take())
    };
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            take();
        }
    });
    let class = classes!(
        "ttt-square",
        (props.last_move == Some(sq)).then_some("last"),
        (props.hint == Some(sq)).then_some("hinted"),
    );
    let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
    html! {
        <g {class} role="button" tabindex="0" aria-label={label} data-square={square_name(sq)} {onclick} {onkeydown}>
            <rect x={num(x)} y={num(y)} width={num(CELL)} height={num(CELL)} />
            { mark.map(|seat| mark_at(seat, cx, cy)).unwrap_or_default() }
        </g>
    }
}

/// Blue's cross or Red's ring, centred on (`cx`, `cy`).
fn mark_at(seat: Seat, cx: f64, cy: f64) -> Html {
    let class = classes!("ttt-mark", CLASSES[seat as usize % 2]);
    let r = CELL * 0.3;
    match seat {
        0 => html! {
            <g {class}>
                <line x1={num(cx - r)} y1={num(cy - r)} x2={num(cx + r)} y2={num(cy + r)} />
                <line x1={num(cx - r)} y1={num(cy + r)} x2={num(cx + r)} y2={num(cy - r)} />
            </g>
        },
        _ => html! { <circle {class} cx={num(cx)} cy={num(cy)} r={num(r)} /> },
    }
}
