//! Blokus' board: the grid, the current colour's tray of pieces, and a ghost of the selected
//! piece under the pointer (green where it can go, red with the reason where it cannot).
//! Mouse: hover and click. Touch: tap to preview, tap the same spot again (or "Place") to
//! confirm. Keyboard: Tab to a piece, Enter to pick it, arrows to move it, R/F to turn, Enter
//! to place.

use super::pieces::{self, orientations};
use super::rules::{Blokus, Place, State, Variant};
use super::text;
use crate::app::{BoardProps, GameView};
use std::rc::Rc;
use yew::prelude::*;

const CELL: f64 = 24.0;
const MARGIN: f64 = 6.0;

impl GameView for Blokus {
    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board state={props.state} ply={props.ply} on_move={props.on_move} on_problem={props.on_problem} last_move={props.last_move} hint={props.hint} /> }
    }

    fn scoreboard(state: &State) -> Html {
        let rows = (0..state.colours()).map(|c| {
            let class = colour_class(state, c);
            html! {
                <span class={classes!("bk-score", class, (state.current() == c && !state.is_over()).then_some("current"))}
                      data-colour={class}>
                    <span class={classes!("swatch", class)} aria-hidden="true" />
                    // The score's words already say how many squares are left in hand.
                    { text::placed(state, c) }
                    <strong class="score">{ text::score_words(state, c) }</strong>
                    if state.is_blocked(c) && !state.is_over() {
                        <span class="muted">{ text::OUT_MARK }</span>
                    }
                </span>
            }
        });
        html! { <>{ for rows }</> }
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
    pub state: Rc<State>,
    pub ply: usize,
    pub on_move: Callback<Place>,
    pub on_problem: Callback<String>,
    pub last_move: Option<Place>,
    /// The placement a hint suggests: drawn as a glowing outline.
    pub hint: Option<Place>,
}

/// The orientation cell nearest the middle: the ghost is centred on the pointer there.
fn anchor(piece: u8, orient: u8) -> (u8, u8) {
    let o = &orientations()[piece as usize][orient as usize];
    let (cx, cy) = ((o.width - 1) as f64 / 2.0, (o.height - 1) as f64 / 2.0);
    *o.cells
        .iter()
        .min_by(|a, b| {
            let d = |p: &(u8, u8)| (p.0 as f64 - cx).powi(2) + (p.1 as f64 - cy).powi(2);
            d(a).total_cmp(&d(b))
        })
        .expect("pieces have cells")
}

/// The placement with the ghost's anchor on `cell`, if it starts on the board.
fn placement(piece: u8, orient: u8, cell: (u8, u8)) -> Option<Place> {
    let (ax, ay) = anchor(piece, orient);
    Some(Place {
        piece,
        orient,
        x: cell.0.checked_sub(ax)?,
        y: cell.1.checked_sub(ay)?,
    })
}

#[function_component]
pub fn Board(props: &Props) -> Html {
    let state = &props.state;
    let n = state.size();
    let over = state.is_over();
    let colour = state.current();
    let selected = use_state(|| None::<(u8, u8)>); // (piece, orientation)
    let hover = use_state(|| None::<(u8, u8)>);
    let touch = use_state(|| false);
    let show_dots = use_state(|| false);
    {
        let (selected, hover) = (selected.clone(), hover.clone());
        use_effect_with(props.ply, move |_| {
            selected.set(None);
            hover.set(None);
        });
    }

    let ghost = selected.and_then(|(p, o)| hover.map(|h| (p, o, h)));
    let verdict = ghost.map(|(p, o, h)| match placement(p, o, h) {
        Some(mv) => state.check(&mv).map_err(|e| e.to_string()),
        None => Err(super::rules::RuleError::OffBoard.to_string()),
    });

    // Places the selected piece with its anchor on a cell, or says why it cannot go there.
    let place = {
        let (on_move, on_problem) = (props.on_move.clone(), props.on_problem.clone());
        let (state, picked) = (state.clone(), *selected);
        Callback::from(move |cell: Option<(u8, u8)>| {
            let Some((p, o)) = picked else {
                return on_problem.emit(text::PICK_A_PIECE.into());
            };
            let Some(cell) = cell else {
                return on_problem.emit(text::MOVE_THE_PIECE.into());
            };
            match placement(p, o, cell)
                .ok_or(super::rules::RuleError::OffBoard)
                .and_then(|mv| state.check(&mv).map(|_| mv))
            {
                Ok(mv) => on_move.emit(mv),
                Err(why) => on_problem.emit(why.to_string()),
            }
        })
    };
    // Yew delegates events to its root, so the board's position comes from a NodeRef.
    let svg_ref = use_node_ref();
    let board_ref = svg_ref.clone();
    let to_cell = move |e: &MouseEvent| -> Option<(u8, u8)> {
        let svg = board_ref.cast::<web_sys::Element>()?;
        let rect = svg.get_bounding_client_rect();
        let view = 2.0 * MARGIN + CELL * n as f64;
        let sx = (e.client_x() as f64 - rect.left()) * view / rect.width();
        let sy = (e.client_y() as f64 - rect.top()) * view / rect.height();
        let (cx, cy) = (
            ((sx - MARGIN) / CELL).floor(),
            ((sy - MARGIN) / CELL).floor(),
        );
        ((0.0..n as f64).contains(&cx) && (0.0..n as f64).contains(&cy))
            .then_some((cx as u8, cy as u8))
    };
    let onmousemove = {
        let (hover, touch, to_cell) = (hover.clone(), touch.clone(), to_cell.clone());
        Callback::from(move |e: MouseEvent| {
            if !*touch {
                let cell = to_cell(&e);
                if cell != *hover {
                    hover.set(cell);
                }
            }
        })
    };
    let onpointerdown = {
        let touch = touch.clone();
        Callback::from(move |e: PointerEvent| touch.set(e.pointer_type() == "touch"))
    };
    let onclick = {
        let (hover, touch, place) = (hover.clone(), touch.clone(), place.clone());
        let on_problem = props.on_problem.clone();
        let picked = selected.is_some();
        Callback::from(move |e: MouseEvent| {
            let cell = to_cell(&e);
            if !picked {
                on_problem.emit(text::PICK_A_PIECE.into());
            } else if *touch && cell != *hover {
                hover.set(cell); // touch: the first tap previews
            } else {
                place.emit(cell);
            }
        })
    };
    let onkeydown = {
        let (hover, selected, place) = (hover.clone(), selected.clone(), place.clone());
        Callback::from(move |e: KeyboardEvent| {
            let (x, y) = hover.unwrap_or((n / 2, n / 2));
            let key = e.key();
            let moved = match key.as_str() {
                "ArrowLeft" => Some((x.saturating_sub(1), y)),
                "ArrowRight" => Some(((x + 1).min(n - 1), y)),
                "ArrowUp" => Some((x, y.saturating_sub(1))),
                "ArrowDown" => Some((x, (y + 1).min(n - 1))),
                _ => None,
            };
            if let Some(cell) = moved {
                e.prevent_default();
                hover.set(Some(cell));
            } else if key == "Enter" || key == " " {
                e.prevent_default();
                place.emit(*hover);
            } else if let Some((p, o)) = *selected {
                match key.as_str() {
                    "r" | "R" => selected.set(Some((p, pieces::rotated(p, o)))),
                    "f" | "F" => selected.set(Some((p, pieces::flipped(p, o)))),
                    _ => {}
                }
            }
        })
    };
    let turn = |f: fn(u8, u8) -> u8| {
        let selected = selected.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some((p, o)) = *selected {
                selected.set(Some((p, f(p, o))));
            }
        })
    };
    let toggle_dots = {
        let show_dots = show_dots.clone();
        Callback::from(move |_| show_dots.set(!*show_dots))
    };

    // The board.
    let cells = (0..n).flat_map(|y| (0..n).map(move |x| (x, y))).filter_map(|(x, y)| {
        let c = state.cell(x, y)?;
        let class = colour_class(state, c);
        let (px, py) = (MARGIN + CELL * x as f64, MARGIN + CELL * y as f64);
        Some(html! {
            <g class={classes!("bk-cell", class)} data-x={x.to_string()} data-y={y.to_string()} data-colour={class}>
                <rect x={px.to_string()} y={py.to_string()} width={CELL.to_string()} height={CELL.to_string()} />
                <text class="letter" x={(px + CELL / 2.0).to_string()} y={(py + 16.0).to_string()}>
                    { class[..1].to_uppercase() }
                </text>
            </g>
        })
    });
    let starts = (0..state.colours())
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
                .map(move |(x, y)| (x, y, class))
        });
    let start_marks = starts.filter(|&(x, y, _)| state.cell(x, y).is_none()).map(|(x, y, class)| {
        html! {
            <circle class={classes!("bk-start", class)} cx={(MARGIN + CELL * (x as f64 + 0.5)).to_string()}
                    cy={(MARGIN + CELL * (y as f64 + 0.5)).to_string()} r="7" />
        }
    });
    let attach = state.attach_rows(colour);
    let dots = (*show_dots && !over).then(|| {
        (0..n)
            .flat_map(|y| (0..n).map(move |x| (x, y)))
            .filter(|&(x, y)| attach[y as usize] & (1 << x) != 0)
            .map(|(x, y)| {
                html! { <circle class="bk-dot" cx={(MARGIN + CELL * (x as f64 + 0.5)).to_string()}
                cy={(MARGIN + CELL * (y as f64 + 0.5)).to_string()} r="4" /> }
            })
            .collect::<Html>()
    });
    let ghost_cells = ghost.map(|(p, o, h)| {
        let (ax, ay) = anchor(p, o);
        let ok = matches!(verdict, Some(Ok(())));
        orientations()[p as usize][o as usize]
            .cells
            .iter()
            .map(|&(cx, cy)| {
                let gx = h.0 as f64 + cx as f64 - ax as f64;
                let gy = h.1 as f64 + cy as f64 - ay as f64;
                html! { <rect class={classes!("bk-ghost", if ok { "ok" } else { "bad" })}
                x={(MARGIN + CELL * gx).to_string()} y={(MARGIN + CELL * gy).to_string()}
                width={CELL.to_string()} height={CELL.to_string()} /> }
            })
            .collect::<Html>()
    });
    // A placement's cells as outlines: the last piece (so every move, a computer's too, is
    // easy to see) and a hint's suggestion.
    let outline = |mv: Place, class: &'static str| {
        orientations()[mv.piece as usize][mv.orient as usize]
            .cells
            .iter()
            .map(|&(cx, cy)| {
                let (x, y) = (
                    MARGIN + CELL * (mv.x + cx) as f64,
                    MARGIN + CELL * (mv.y + cy) as f64,
                );
                html! { <rect {class} x={(x + 2.0).to_string()} y={(y + 2.0).to_string()}
                width={(CELL - 4.0).to_string()} height={(CELL - 4.0).to_string()} /> }
            })
            .collect::<Html>()
    };
    let last_cells = props.last_move.map(|mv| outline(mv, "bk-last"));
    let hint_cells = props.hint.map(|mv| outline(mv, "bk-hint"));
    let size = 2.0 * MARGIN + CELL * n as f64;
    let grid = (0..=n).map(|i| {
        let p = MARGIN + CELL * i as f64;
        html! {
            <>
                <line class="grid" x1={p.to_string()} y1={MARGIN.to_string()} x2={p.to_string()} y2={(size - MARGIN).to_string()} />
                <line class="grid" x1={MARGIN.to_string()} y1={p.to_string()} x2={(size - MARGIN).to_string()} y2={p.to_string()} />
            </>
        }
    });

    // The tray of the current colour's pieces.
    let tray = (0..pieces::PIECE_COUNT as u8).map(|p| {
        let o = &orientations()[p as usize][0];
        let used = !state.in_hand(colour, p);
        let is_selected = selected.map(|s| s.0) == Some(p);
        let pick = {
            let selected = selected.clone();
            Callback::from(move |_: MouseEvent| selected.set(Some((p, 0))))
        };
        let view = format!("-0.5 -0.5 {} {}", 6, 6);
        let label = format!("{} piece, {} squares{}", pieces::name(p), pieces::size(p), if used { ", placed" } else { "" });
        html! {
            <button class={classes!("bk-piece", colour_class(state, colour), used.then_some("used"), is_selected.then_some("selected"))}
                    disabled={used || over} onclick={pick} aria-label={label} aria-pressed={is_selected.to_string()}
                    data-piece={pieces::name(p)} title={pieces::name(p)}>
                <svg viewBox={view} aria-hidden="true">
                    { for o.cells.iter().map(|&(x, y)| html! {
                        <rect x={x.to_string()} y={y.to_string()} width="0.92" height="0.92" />
                    }) }
                </svg>
            </button>
        }
    });
    let status = match (&verdict, selected.is_some()) {
        (Some(Ok(())), _) => text::GHOST_OK.to_string(),
        (Some(Err(why)), _) => text::ghost_bad(why),
        (None, true) => text::MOVE_THE_PIECE.to_string(),
        (None, false) => text::PICK_A_PIECE.to_string(),
    };
    let confirm = {
        let (place, hover) = (place.clone(), *hover);
        Callback::from(move |_: MouseEvent| place.emit(hover))
    };
    html! {
        <div class={classes!("bk-wrap", colour_class(state, colour))}>
            <svg ref={svg_ref} class="board bk-board" viewBox={format!("0 0 {size} {size}")} tabindex="0"
                 role="application" aria-label={text::BOARD_HELP}
                 {onmousemove} {onclick} {onkeydown} {onpointerdown}
                 onmouseleave={{ let hover = hover.clone(); let touch = touch.clone();
                                 Callback::from(move |_: MouseEvent| if !*touch { hover.set(None) }) }}>
                <rect class="bk-bg" x={MARGIN.to_string()} y={MARGIN.to_string()} width={(CELL * n as f64).to_string()} height={(CELL * n as f64).to_string()} />
                { for grid }
                { for start_marks }
                { for cells }
                // Keyed by ply (alone in its group) so the pop-in restarts on every move.
                <g>
                    if let Some(cells) = last_cells {
                        <g class="arrive" key={props.ply.to_string()}>{ cells }</g>
                    }
                </g>
                { for dots }
                if let Some(cells) = hint_cells {
                    <g class="hinted">{ cells }</g>
                }
                { for ghost_cells }
            </svg>
            if !over {
                <div class="bk-side">
                    <p class={classes!("bk-status", matches!(verdict, Some(Err(_))).then_some("bad"))} data-testid="ghost-status" aria-live="polite">
                        { status }
                    </p>
                    <div class="bk-controls">
                        <button class="button" onclick={turn(pieces::rotated)} disabled={selected.is_none()}>{ text::ROTATE }</button>
                        <button class="button" onclick={turn(pieces::flipped)} disabled={selected.is_none()}>{ text::FLIP }</button>
                        <button class="button primary" onclick={confirm} disabled={!matches!(verdict, Some(Ok(())))}>{ text::PLACE }</button>
                        <button class="button" onclick={toggle_dots} aria-pressed={show_dots.to_string()}>{ text::SHOW_CORNERS }</button>
                    </div>
                    <div class="bk-tray" role="group" aria-label={text::TRAY}>{ for tray }</div>
                </div>
            }
        </div>
    }
}
