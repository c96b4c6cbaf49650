//! Foursquare's table: the growing grid of piles (SVG), the stock and the card to place.
//! Tap a highlighted spot (or focus it and press Enter) to place the card there.

use super::rules::{
    check, rank, suit, Card, Foursquare, Layer, Pile, Place, State, FACE_DOWN_ALLOWED,
};
use super::input::{Input, InputAction};
use super::text;
use crate::board::{use_board_input, BoardInputs, BoardProps, GameView};
use crate::core::{Game, Seat};
use crate::lang::Lang;
use crate::svg::num;
use std::rc::Rc;
use yew::prelude::*;

/// Card size and the distance between pile centres, in SVG units.
const CARD_W: f64 = 70.0;
const CARD_H: f64 = 98.0;
const PITCH_X: f64 = 82.0;
const PITCH_Y: f64 = 112.0;
/// The table is a fixed window over every spot a deal can reach, so no pile ever moves
/// under the finger (#60 item 7). The first card goes to (0,0) (R3) and all piles fit in a
/// SIDE × SIDE box (R6), so piles and free spots stay within SIDE − 1 cells of the first card
/// each way: 7 × 7 cells, centred on it. A smaller window had to shift as the piles drifted
/// (5 × 5: 73–117 px on a phone), and zooming between moves would move every pile as well.
const REACH: i8 = super::rules::SIDE - 1;
const VIEW_CELLS: i8 = 2 * REACH + 1;

impl GameView for Foursquare {
    /// One player: the app's accent.
    fn side_colours(_: &State, _: Seat) -> Vec<&'static str> {
        vec!["var(--accent)"]
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <Table lang={props.lang} state={props.state} ply={props.ply} on_move={props.on_move} on_problem={props.on_problem} hint={props.hint} waiting={props.waiting.waits()} /> }
    }

    fn scoreboard(lang: Lang, state: &State) -> Html {
        let w = text::words(lang);
        let fd = state.face_down();
        html! {
            <>
                <span class="fs-stock-count" data-testid="stock-count">{ w.stock_count(stock_left(state)) }</span>
                <span class={classes!("fs-facedown", (fd == FACE_DOWN_ALLOWED).then_some("at-limit"))}
                      data-testid="face-down">{ w.face_down_count(fd) }</span>
            </>
        }
    }
}

/// Cards still in the stock, not counting the one drawn and waiting to be placed.
fn stock_left(state: &State) -> usize {
    state.stock_len() - state.next_card().is_some() as usize
}

fn is_red(card: Card) -> bool {
    matches!(suit(card), 1 | 2)
}

/// One card, face up or face down, with its top-left corner at (x, y).
pub fn card_svg(layer: Layer, x: f64, y: f64, class: Option<&'static str>) -> Html {
    let (xs, ys) = (num(x), num(y));
    let body = html! { <rect class="card-body" x={xs.clone()} y={ys.clone()} width={num(CARD_W)} height={num(CARD_H)} rx="8" /> };
    if !layer.up {
        return html! {
            <g class={classes!("card", "down", class)}>
                { body }
                <rect class="card-back" x={num(x + 6.0)} y={num(y + 6.0)}
                      width={num(CARD_W - 12.0)} height={num(CARD_H - 12.0)} rx="5" />
            </g>
        };
    }
    let c = layer.card;
    html! {
        <g class={classes!("card", "up", is_red(c).then_some("red"), class)}>
            { body }
            <text class="rank" x={num(x + 8.0)} y={num(y + 24.0)}>{ text::rank_name(c) }</text>
            <text class="suit-small" x={num(x + 9.0)} y={num(y + 44.0)}>{ text::suit_symbol(c) }</text>
            <text class="suit-big" x={num(x + CARD_W / 2.0 + 8.0)} y={num(y + CARD_H / 2.0 + 22.0)}>
                { text::suit_symbol(c) }
            </text>
        </g>
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub lang: Lang,
    pub state: Rc<State>,
    pub ply: usize,
    pub on_move: Callback<Place>,
    pub on_problem: Callback<crate::core::input::BoardNote<std::convert::Infallible>>,
    /// The spot a hint suggests: it glows.
    pub hint: Option<Place>,
    /// No person here is to move (`BoardProps::waiting`).
    pub waiting: bool,
}

#[function_component]
pub fn Table(props: &Props) -> Html {
    let send = use_board_input(
        Input::default,
        props.ply,
        props.state.clone(),
        props.on_move.clone(),
        props.on_problem.clone(),
        props.waiting,
    );
    let state = &props.state;
    let (w, t) = (text::words(props.lang), crate::text::words(props.lang));
    let legal = Foursquare::legal_moves(state);
    // The cells worth showing: piles and legal spots.
    let cells: Vec<Place> = state
        .piles()
        .iter()
        .map(|p| p.at)
        .chain(legal.iter().copied())
        .collect();
    let (c0, c1) = cells
        .iter()
        .fold((0, 0), |(a, b), p| (a.min(p.col), b.max(p.col)));
    let (r0, r1) = cells
        .iter()
        .fold((0, 0), |(a, b), p| (a.min(p.row), b.max(p.row)));
    let slots = (r0..=r1)
        .flat_map(|r| (c0..=c1).map(move |c| Place { col: c, row: r }))
        .filter_map(|p| slot(props, &send, &legal, p));
    let view_box = table_box();

    let next = state.next_card();
    html! {
        <div class="fs-table">
            <div class="fs-supply">
                <figure class="fs-stock" data-testid="stock">
                    <svg viewBox={format!("-2 -2 {} {}", num(CARD_W + 4.0), num(CARD_H + 4.0))} aria-hidden="true">
                        if state.stock_len() > 1 {
                            { card_svg(Layer { card: 0, up: false }, 0.0, 0.0, None) }
                        }
                    </svg>
                    <figcaption>{ format!("{}{}{}", w.stock, t.colon, stock_left(state)) }</figcaption>
                </figure>
                <figure class="fs-next" data-testid="next-card"
                        data-rank={next.map(|c| rank(c).to_string())}
                        aria-label={next.map(|c| format!("{}{}{}", w.to_place, t.colon, w.card_words(c)))}>
                    <svg viewBox={format!("-2 -2 {} {}", num(CARD_W + 4.0), num(CARD_H + 4.0))} aria-hidden="true">
                        if let Some(c) = next {
                            { card_svg(Layer { card: c, up: true }, 0.0, 0.0, Some("drawn")) }
                        }
                    </svg>
                    // A caption kept when there is no card, so nothing beside it moves.
                    <figcaption>{ if next.is_some() { w.to_place } else { "\u{a0}" } }</figcaption>
                </figure>
                <div class="fs-meter" aria-hidden="true">
                    { for (0..=FACE_DOWN_ALLOWED).map(|i| html! {
                        <span class={classes!("pip", (i < state.face_down()).then_some("on"), (i == FACE_DOWN_ALLOWED).then_some("fatal"))} />
                    }) }
                </div>
            </div>
            <svg class="board fs-board" viewBox={view_box} role="group" aria-label={w.table_label}>
                // The keyed spots alone in their group, so each keeps its element (and focus).
                <g>{ for slots }</g>
                { height_badges(state) }
                { spot_names(state, &legal, (r0, r1), (c0, c1)) }
            </svg>
        </div>
    }
}

/// The viewBox of the fixed window (`VIEW_CELLS` cells each way around the first card).
fn table_box() -> String {
    let (vw, vh) = (
        VIEW_CELLS as f64 * PITCH_X + 12.0,
        VIEW_CELLS as f64 * PITCH_Y + 12.0,
    );
    let (left, top) = (
        -REACH as f64 * PITCH_X - (PITCH_X - CARD_W) / 2.0 - 6.0,
        -REACH as f64 * PITCH_Y - (PITCH_Y - CARD_H) / 2.0 - 6.0,
    );
    crate::svg::nums(&[left, top, vw, vh])
}

/// How many cards each pile of two or more holds, drawn over its corner. Outside the piles'
/// buttons: a button's visible text must be in its name ("7♦", #28 item 10), and the name
/// already says "pile of 2" in words.
fn height_badges(state: &State) -> Html {
    let badges = state.piles().iter().filter(|p| p.cards.len() > 1).map(|pile| {
        let (x, y) = (pile.at.col as f64 * PITCH_X, pile.at.row as f64 * PITCH_Y);
        html! {
            <g class="height-badge" aria-hidden="true">
                <circle cx={num(x + CARD_W - 4.0)} cy={num(y + 4.0)} r="11" />
                <text x={num(x + CARD_W - 4.0)} y={num(y + 9.0)}>{ pile.cards.len().to_string() }</text>
            </g>
        }
    });
    html! { <>{ for badges }</> }
}

/// One place on the table: a pile, or an empty spot a card may go to (`None`: neither).
fn slot(props: &Props, send: &BoardInputs<Input>, legal: &[Place], p: Place) -> Option<Html> {
    let state = &props.state;
    let w = text::words(props.lang);
    let flipped: Vec<Place> = state
        .last_move()
        .map(|m| m.flipped.clone())
        .unwrap_or_default();
    let placed_at = state.last_move().map(|m| m.at);
    let (cell_x, cell_y) = (|c: i8| c as f64 * PITCH_X, |r: i8| r as f64 * PITCH_Y);
    let pile = state.pile(p);
    let is_legal = legal.contains(&p);
    if pile.is_none() && !is_legal {
        return None;
    }
    let (x, y) = (cell_x(p.col), cell_y(p.row));
    let onclick = send.on(InputAction::Spot(p));
    let onkeydown = {
        let send = send.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                send.send(InputAction::Spot(p));
            }
        })
    };
    let spot = text::spot_name(p);
    let label = match pile {
        Some(pile) if placed_at == Some(p) => w.pile_label(pile, &spot, is_legal) + w.just_placed,
        Some(pile) if flipped.contains(&p) => w.pile_label(pile, &spot, is_legal) + w.just_turned,
        Some(pile) => w.pile_label(pile, &spot, is_legal),
        None => w.spot_empty(&spot),
    };
    let content = match pile {
        Some(pile) => pile_svg(pile, x, y, flipped.contains(&p), placed_at == Some(p)),
        None => html! {
            <>
                <rect class="spot" x={num(x)} y={num(y)} width={num(CARD_W)}
                      height={num(CARD_H)} rx="8" />
                <text class="spot-plus" x={num(x + CARD_W / 2.0)} y={num(y + CARD_H / 2.0 + 10.0)}>{ "+" }</text>
            </>
        },
    };
    let reason = check(state, p).err().map(|e| w.rule_error(&e));
    // Keyed by its place: the spot keeps its element (and the keyboard focus) when a
    // card lands on it.
    Some(html! {
        <g key={format!("{},{}", p.col, p.row)} class={classes!("slot", is_legal.then_some("legal"), pile.is_some().then_some("has-pile"), (props.hint == Some(p)).then_some("hinted"))}
           data-col={p.col.to_string()} data-row={p.row.to_string()}
           data-height={pile.map_or(0, |x| x.cards.len()).to_string()}
           data-top-rank={pile.map(|x| rank(x.top().card).to_string())}
           data-top-up={pile.map(|x| x.top().up.to_string())}
           data-legal={is_legal.to_string()} title={reason}
           role="button" tabindex="0" aria-label={label} {onclick} {onkeydown}>
            { content }
        </g>
    })
}

/// Each spot's name in its card's corner, as the move list says it ("6♣ at D4"): a layer of
/// its own, outside the spots' buttons (whose names say it already).
fn spot_names(state: &State, legal: &[Place], rows: (i8, i8), cols: (i8, i8)) -> Html {
    let names = (rows.0..=rows.1)
        .flat_map(|r| (cols.0..=cols.1).map(move |c| Place { col: c, row: r }))
        .filter(|p| state.pile(*p).is_some() || legal.contains(p))
        .map(|p| {
            let (x, y) = (p.col as f64 * PITCH_X, p.row as f64 * PITCH_Y);
            let class = match state.pile(p) {
                Some(pile) if pile.top().up => "spot-name",
                _ => "spot-name on-dark",
            };
            html! { <text {class} x={num(x + CARD_W - 5.0)} y={num(y + CARD_H - 6.0)}>{ text::spot_name(p) }</text> }
        });
    html! { <g aria-hidden="true">{ for names }</g> }
}

/// A pile: the buried cards peek out below the top card, so its height shows.
fn pile_svg(pile: &Pile, x: f64, y: f64, flipped: bool, placed: bool) -> Html {
    let n = pile.cards.len();
    let edges = (1..n).rev().map(|i| {
        let off = i as f64 * 3.0;
        html! { <rect class="pile-edge" x={num(x + off)} y={num(y + off)}
        width={num(CARD_W)} height={num(CARD_H)} rx="8" /> }
    });
    let class = if flipped {
        Some("flipped")
    } else if placed {
        Some("placed")
    } else {
        None
    };
    // The card just placed (solid) and the cards it turned (dashed), ringed outside the
    // card so a pile that may be played on keeps its own outline too.
    let mark = class.map(|c| {
        html! { <rect class={classes!("fs-mark", c)} x={num(x - 5.0)} y={num(y - 5.0)}
        width={num(CARD_W + 10.0)} height={num(CARD_H + 10.0)} rx="11" /> }
    });
    html! {
        <>
            { for mark }
            { for edges }
            { card_svg(pile.top(), x, y, class) }

        </>
    }
}
