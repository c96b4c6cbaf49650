//! Beside Blokus' board: what the ghost says, the turn and place buttons, the tray of the
//! colour's pieces, and every colour's pieces left.

use super::super::input::{Input, InputAction};
use super::super::pieces::{self, orientations};
use super::super::rules::{Place, RuleError, Start, State};
use super::super::text::Words;
use super::{colour_class, Inputs};
use crate::board::{focus_in_place, steady_line};
use crate::lang::Lang;
use crate::svg::num;
use yew::prelude::*;

/// What the side shows besides the ghost: the hint's piece, whether the board waits (for
/// the computer, another device, or the lesson's Next), and whose pieces the tray holds.
#[derive(Clone, Copy)]
pub(super) struct Shown {
    hint: Option<u8>,
    waiting: bool,
    tray_colour: u8,
}

impl Shown {
    /// While the board waits, the tray keeps the pieces of the colour that just moved (the
    /// player's own after their move), not those of the colour to move next.
    pub(super) fn of(state: &State, hint: Option<u8>, waiting: bool, last_move: Option<Place>) -> Shown {
        let moved = last_move
            .and_then(|mv| super::super::sgf::cells_of(&mv).first().copied())
            .and_then(|(x, y)| state.cell(x, y));
        let tray_colour = match (waiting, moved) {
            (true, Some(colour)) => colour,
            _ => state.current(),
        };
        Shown {
            hint,
            waiting,
            tray_colour,
        }
    }
}

/// Beside the board: what the ghost says, the turn and place buttons, and the tray.
pub(super) fn side(
    w: &'static Words,
    state: &State,
    input: &Input,
    verdict: &Option<Result<Place, RuleError>>,
    shown: Shown,
    send: &Inputs,
) -> Html {
    let waiting = shown.waiting;
    // A finger taps twice where a mouse clicks once; a phone has no Enter key to name.
    let (fits, move_it) = match input.touch {
        true => (w.ghost_ok_touch, w.move_the_piece_touch),
        false => (w.ghost_ok, w.move_the_piece),
    };
    let status = match (verdict, input.picked.is_some()) {
        _ if waiting => String::new(),
        (Some(Ok(_)), _) => fits.to_string(),
        (Some(Err(why)), _) => w.ghost_bad(&w.rule_error(why)),
        // Picked without a square where it fits (a pick puts it on the first there is).
        (None, true) if !fits_somewhere(state, input) => w.fits_nowhere.to_string(),
        (None, true) => move_it.to_string(),
        (None, false) => w.pick_a_piece.to_string(),
    };
    let (bad, can_place) = (
        matches!(verdict, Some(Err(_))),
        matches!(verdict, Some(Ok(_))),
    );
    let unpicked = input.picked.is_none();
    // The keyboard's key beside a button's name, where there is a keyboard to press it.
    let key = |k: &str| match input.touch {
        true => html! {},
        false => html! { <span class="key">{ format!(" ({k})") }</span> },
    };
    html! {
        <>
            { steady_line(html! {
                <p class={classes!("bk-status", bad.then_some("bad"))} data-testid="ghost-status" aria-live="polite">
                    { status }
                </p>
            }, status_room(w)) }
            <div class="bk-controls">
                <button class="button" onclick={send.on(InputAction::Rotate)} disabled={unpicked}>{ w.rotate }{ key("R") }</button>
                <button class="button" onclick={send.on(InputAction::Flip)} disabled={unpicked}>{ w.flip }{ key("F") }</button>
                <button class="button primary" onclick={send.on(InputAction::Confirm)} disabled={!can_place}>{ w.place }</button>
                <button class="button" onclick={send.on(InputAction::ToggleDots)} aria-pressed={input.dots.to_string()}>{ w.show_corners }</button>
            </div>
            <div class="bk-tray" role="group" aria-label={w.tray} onkeydown={Callback::from(tray_keys)}>{ tray(w, state, input, shown, send) }</div>
        </>
    }
}

/// Whether the picked piece has a legal placement anywhere.
fn fits_somewhere(state: &State, input: &Input) -> bool {
    let Some((piece, _)) = input.picked else {
        return true;
    };
    (state.legal_for(state.current()).iter()).any(|mv| mv.piece == piece)
}

/// Everything the status line may say while a piece is placed (its room is the longest's).
fn status_room(w: &Words) -> Vec<(String, Classes)> {
    let plain = [
        w.ghost_ok,
        w.ghost_ok_touch,
        w.move_the_piece,
        w.move_the_piece_touch,
        w.fits_nowhere,
        w.pick_a_piece,
    ]
    .map(|words| (words.to_string(), classes!("bk-status")));
    let refusals = [
        RuleError::OffBoard,
        RuleError::Overlap,
        RuleError::FirstNotOnStart(Start::AnyCorner),
        RuleError::FirstNotOnStart(Start::OwnCorner),
        RuleError::FirstNotOnStart(Start::Point),
        RuleError::EdgeContact,
        RuleError::NoCornerContact,
    ]
    .map(|e| (w.ghost_bad(&w.rule_error(&e)), classes!("bk-status", "bad")));
    plain.into_iter().chain(refusals).collect()
}

/// Every colour's pieces still in hand, during the game and after it, with what each
/// colour scored once the game is over (and each player's total when they play two).
pub(super) fn hands(state: &State, w: &Words, lang: Lang) -> Html {
    let over = state.is_over();
    let rows = (0..state.colours()).map(|c| {
        let class = colour_class(state, c);
        let left: Vec<u8> = (0..pieces::PIECE_COUNT as u8)
            .filter(|&p| state.in_hand(c, p))
            .collect();
        let squares = left.iter().map(|&p| pieces::size(p)).sum();
        let names: Vec<&str> = left.iter().map(|&p| pieces::name(p)).collect();
        html! {
            <li class={classes!("bk-hand", class)} data-colour={class} data-left={left.len().to_string()}>
                <span class="bk-hand-head">
                    <span class={classes!("swatch", class)} aria-hidden="true" />
                    { w.colour_label(lang, state, c) }
                    // At the end: the pieces left and the score they cost, or the bonus.
                    if over && left.is_empty() {
                        <strong class="score">{ w.score_words(lang, state, c) }</strong>
                    } else {
                        { w.hand_left(left.len(), squares) }
                        if over {
                            <strong class="score">{ "· " }{ lang.num(state.colour_score(c).into()) }</strong>
                        }
                    }
                </span>
                <span class="bk-hand-pieces" role="img" aria-label={names.join(", ")}>
                    { for left.iter().map(|&p| mini_piece(p, class)) }
                </span>
            </li>
        }
    });
    let totals = (over && state.players() == 2 && state.colours() == 4).then(|| {
        let scores = state.player_scores();
        html! {
            <p class="bk-totals" data-testid="bk-totals">
                { for (0..2).map(|s| html! {
                    <span>{ w.player_total(&w.player_name(state, s), &lang.num(scores[s as usize].into())) }</span>
                }) }
            </p>
        }
    });
    html! {
        <section class={classes!("bk-hands", over.then_some("over"))} data-testid="bk-hands" aria-label={w.pieces_left}>
            <h3>{ w.pieces_left }</h3>
            <ul>{ for rows }</ul>
            { for totals }
        </section>
    }
}

/// A piece drawn small, in its colour.
fn mini_piece(p: u8, class: &'static str) -> Html {
    html! {
        <svg class={classes!("bk-mini", class)} viewBox={tray_view_box(p, 0)} aria-hidden="true" data-piece={pieces::name(p)}>
            { for orientations()[p as usize][0].cells.iter().map(|&(x, y)| html! {
                <rect x={x.to_string()} y={y.to_string()} width="0.92" height="0.92" />
            }) }
        </svg>
    }
}

/// Arrow keys move between the pieces in hand (the tray is one Tab stop).
fn tray_keys(e: KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let step: i32 = match e.key().as_str() {
        "ArrowRight" | "ArrowDown" => 1,
        "ArrowLeft" | "ArrowUp" => -1,
        _ => return,
    };
    e.prevent_default();
    let document = gloo::utils::document();
    let Ok(list) = document.query_selector_all(".bk-tray .bk-piece:not([disabled])") else {
        return;
    };
    let buttons: Vec<web_sys::HtmlElement> = (0..list.length())
        .filter_map(|i| list.get(i)?.dyn_into().ok())
        .collect();
    let active = document.active_element();
    let at = buttons.iter().position(|b| {
        active
            .as_ref()
            .is_some_and(|a| a == b.unchecked_ref::<web_sys::Element>())
    });
    let n = buttons.len() as i32;
    if n > 0 {
        let next = at.map_or(0, |i| (i as i32 + step).rem_euclid(n));
        let _ = buttons[next as usize].focus();
    }
}

/// Picking a piece by keyboard or mouse hands the keyboard to the board, where the arrows
/// move it and Enter places it.
/// Whether the screen's main pointer cannot hover (a touch screen).
pub(super) fn no_hover() -> bool {
    let query = gloo::utils::window().match_media("(hover: none)");
    query.ok().flatten().is_some_and(|q| q.matches())
}

/// Notes whether a finger or a mouse is used (on the board and the tray): a finger
/// places with a second tap and is told so.
pub(super) fn pointer_kind(send: &Inputs) -> Callback<PointerEvent> {
    let send = send.clone();
    Callback::from(move |e: PointerEvent| {
        send.send(InputAction::Pointer {
            touch: e.pointer_type() == "touch",
        })
    })
}

fn pick(send: &Inputs, p: u8) -> Callback<MouseEvent> {
    let send = send.clone();
    Callback::from(move |_| {
        send.send(InputAction::Pick(p));
        focus_in_place("bk-board");
    })
}

/// A 5.4-cell square centred on the piece: every piece drawn at one scale, in the middle
/// of its button.
fn tray_view_box(p: u8, o: u8) -> String {
    let cells = &orientations()[p as usize][o as usize].cells;
    let (w, h) = cells
        .iter()
        .fold((0u8, 0u8), |(w, h), &(x, y)| (w.max(x + 1), h.max(y + 1)));
    let (cx, cy) = (w as f64 / 2.0 - 0.04, h as f64 / 2.0 - 0.04);
    format!("{} {} 5.4 5.4", num(cx - 2.7), num(cy - 2.7))
}

/// The pieces of a colour (the one to move, or the one that just moved while the board
/// waits), those already placed greyed out.
fn tray(w: &'static Words, state: &State, input: &Input, shown: Shown, send: &Inputs) -> Html {
    let (colour, hint) = (shown.tray_colour, shown.hint);
    // One Tab stop: the picked piece, else the largest in hand.
    let stop = input.picked.map(|(p, _)| p).or_else(|| {
        (0..pieces::PIECE_COUNT as u8)
            .rev()
            .find(|&p| state.in_hand(colour, p))
    });
    let buttons = (0..pieces::PIECE_COUNT as u8).map(|p| {
        let used = !state.in_hand(colour, p);
        let picked = input.picked.map(|s| s.0) == Some(p);
        // The picked piece as it is turned now (the ghost's shape), the others upright.
        let o = input.picked.filter(|s| s.0 == p).map_or(0, |s| s.1);
        let state_words = if used {
            w.placed_mark
        } else if hint == Some(p) {
            w.hinted_piece
        } else {
            ""
        };
        let label = w.tray_piece(pieces::name(p), pieces::size(p) as usize) + state_words;
        let class = classes!(
            "bk-piece",
            colour_class(state, colour),
            used.then_some("used"),
            picked.then_some("selected"),
            (hint == Some(p)).then_some("hinted")
        );
        html! {
            <button {class} disabled={used || state.is_over()} onclick={pick(send, p)} onpointerdown={pointer_kind(send)}
                    tabindex={if stop == Some(p) { "0" } else { "-1" }}
                    aria-label={label} aria-pressed={picked.to_string()}
                    data-piece={pieces::name(p)} title={pieces::name(p)}>
                <svg viewBox={tray_view_box(p, o)} aria-hidden="true">
                    { for orientations()[p as usize][o as usize].cells.iter().map(|&(x, y)| html! {
                        <rect x={x.to_string()} y={y.to_string()} width="0.92" height="0.92" />
                    }) }
                </svg>
            </button>
        }
    });
    html! { <>{ for buttons }</> }
}
