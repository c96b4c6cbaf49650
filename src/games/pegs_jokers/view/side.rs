//! Beside Pegs and Jokers' board: the piles and the legend, then the pass screen, or the
//! hand and the step controls of a play (a split's choices, a peg or hole to pick); at a
//! live table, this device's own cards resting while another moves.

use super::{before_deal, card_click, dealer_away, english, hidden, peg_id, Inputs, Props};
use crate::board::Waiting;
use crate::core::{Game, GameText};
use crate::games::pegs_jokers::board::team;
use crate::games::pegs_jokers::cards;
use crate::games::pegs_jokers::input::{Input, InputAction};
use crate::games::pegs_jokers::rules::{PegRef, PegsJokers, Play, State};
use crate::games::pegs_jokers::text::{self, Words};
use yew::prelude::*;

/// Beside the board: the piles, then the pass screen or the hand and the step controls.
pub(super) fn side(props: &Props, input: &Input, legal: &[Play], send: &Inputs) -> Html {
    let w = text::words(props.lang);
    let hidden = hidden(props);
    let state = &props.state;
    let seat = state.seat();
    let last_card = state
        .discard_pile()
        .last()
        .map(|&c| w.card_name(c))
        .unwrap_or_else(|| "–".into());
    let reveal = props.on_show_hand.reform(|_: MouseEvent| ());
    let over = PegsJokers::to_move(state).is_none();
    html! {
        <>
            <p class="pj-piles" data-testid="piles">
                { w.piles(state.draw_len(), state.discard_pile().len(), &last_card) }
            </p>
            <p class="pj-legend" data-testid="legend">
                <span><i class="key arrow">{ "›" }</i>{ w.legend_direction }</span>
                <span><i class="key come-out" />{ w.legend_come_out }</span>
                <span><i class="key in-spot" />{ w.legend_in_spot }</span>
            </p>
            if before_deal(props) {
                // The lobby says who deals; the turn line that the cards are not dealt.
            } else if dealer_away(props) && !over {
                // The turn line says whom the game waits for; the cards show, not offered.
                { own_hands(props, true) }
            } else if hidden && props.waiting == Waiting::LookingBack {
                <p class="pj-hint">{ w.hands_hidden_looking_back }</p>
            } else if hidden && props.waiting == Waiting::Computer {
                <p class="pj-hint">{ w.computer_plays(w.colour(seat)) }</p>
                { own_hands(props, false) }
            } else if hidden && props.waiting == Waiting::Away && !over {
                // A live table: the seat to move is held on another device.
                <p class="pj-hint" data-testid="plays-elsewhere">{ w.plays_elsewhere(w.colour(seat)) }</p>
                { own_hands(props, false) }
            } else if hidden {
                <div class="pj-pass" data-testid="pass-screen">
                    <p><strong>{ w.pass_to(&format!("{} · {}", w.colour(seat), w.team_of(state, team(seat)))) }</strong></p>
                    <p class="muted">{ w.hidden }</p>
                    if !props.since_last_turn.is_empty() {
                        <p class="pj-since-title">{ w.since_last_turn }</p>
                        <ol class="pj-since" data-testid="since-last-turn">
                            { for props.since_last_turn.iter().map(|line| html! { <li>{ line }</li> }) }
                        </ol>
                    }
                    <button class="button primary" onclick={reveal}>{ w.show_hand }</button>
                </div>
            } else if props.waiting == Waiting::LookingBack {
                // Looking back: the notice says so; no card or peg is offered.
            } else if !over {
                <p class="pj-hint" data-testid="instruction">{ PegsJokers::why_words(props.lang, &input.instruction(state, legal)) }</p>
                <div class="pj-hand" data-testid="hand">{ hand(w, state, input, legal, props.hint.map(|h| h.card()), send) }</div>
                // The split's choice first: it is the step the prompt asks for.
                { split_controls(w, state, input, legal, send) }
                { pick_list(w, state, input, legal, send) }
                if input.discard(legal).is_some() {
                    <button class="button" onclick={send.on(InputAction::Discard)}>{ w.discard }</button>
                }
            }
        </>
    }
}

/// At a live table, while another device or the computer moves (or while the game waits
/// for the dealer: `to_move` too): this device's own cards, to plan with (shown, not
/// offered).
fn own_hands(props: &Props, to_move: bool) -> Html {
    let w = text::words(props.lang);
    let seats = props.hands_here.as_ref().map_or(&[][..], |h| &h.seats[..]);
    let shown = seats.iter().filter(|&&s| to_move || s != props.state.seat()).map(|&s| {
        // Cards drawn since its last turn are unseen until the dealer sends them.
        let known = props.state.hand(s).iter().filter(|&&c| c != crate::games::pegs_jokers::dealt::UNSEEN);
        let cards = known.map(|&c| {
            html! { <span class={classes!("pj-card", is_red(c).then_some("red"))} data-card={english().card_name(c)}>{ card_face(w, c) }</span> }
        });
        html! {
            <>
                <p class="pj-hint">{ w.your_cards(w.colour(s)) }</p>
                <div class="pj-hand resting" data-testid="hand">{ for cards }</div>
            </>
        }
    });
    html! { <>{ for shown }</> }
}

fn hand(
    w: &'static Words,
    state: &State,
    input: &Input,
    legal: &[Play],
    hint: Option<cards::Card>,
    send: &Inputs,
) -> Html {
    // Only the first of equal cards is marked as the hint's.
    let hinted_at = hint.and_then(|h| state.hand(state.seat()).iter().position(|&c| c == h));
    let cards = state.hand(state.seat()).iter().enumerate().map(|(i, &c)| {
        let playable = legal.iter().any(|p| p.card() == c && !matches!(p, Play::Discard { .. }));
        let red = is_red(c);
        let chosen = input.card == Some(c);
        let hinted = hinted_at == Some(i);
        html! {
            <button class={classes!("pj-card", playable.then_some("playable"), chosen.then_some("selected"), red.then_some("red"), hinted.then_some("hinted"))}
                    data-card={english().card_name(c)} aria-pressed={chosen.to_string()} onclick={card_click(send, c)}>
                { card_face(w, c) }
            </button>
        }
    });
    html! { <>{ for cards }</> }
}

/// Hearts and diamonds (a joker has no suit).
fn is_red(c: cards::Card) -> bool {
    !cards::is_joker(c) && matches!(cards::suit(c), 1 | 2)
}

/// A card as a card: its rank and suit large (a joker says so).
fn card_face(w: &Words, c: cards::Card) -> Html {
    let (rank, suit) = text::card_face(w, c);
    html! {
        <>
            <span class="rank">{ rank }</span>
            <span class="suit" aria-hidden="true">{ suit }</span>
        </>
    }
}

/// The pegs the chosen card can move, or the holes it can go to, as buttons: fingertip-sized
/// targets however small the board is drawn (eight players on a phone).
fn pick_list(
    w: &'static Words,
    state: &State,
    input: &Input,
    legal: &[Play],
    send: &Inputs,
) -> Html {
    let pegs = input.movers(legal);
    let peg_button = |q: PegRef| {
        let name = w.peg_name(state, q);
        let chosen = input.peg == Some(q);
        html! { <button class={classes!("button", "small", chosen.then_some("primary"))} aria-pressed={chosen.to_string()}
        data-peg={peg_id(q)} onclick={send.on(InputAction::Peg(q))}>{ name }</button> }
    };
    let hole_button = |t: u16| {
        html! { <button class="button small" data-hole={t.to_string()} onclick={send.on(InputAction::Hole(t))}>{ w.to_hole(&text::hole_name(t)) }</button> }
    };
    let holes = input.targets(legal);
    if pegs.is_empty() && holes.is_empty() {
        return html! {};
    }
    html! {
        <div class="pj-picks" data-testid="picks">
            { for pegs.into_iter().map(peg_button) }
            { for holes.into_iter().map(hole_button) }
        </div>
    }
}

/// Scrolls the page, if need be, so the list of whole plays ends in view.
pub(super) fn show_whole_plays() {
    let Ok(Some(list)) = gloo::utils::document().query_selector("[data-testid=\"split\"]") else {
        return;
    };
    let height = gloo::utils::window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    if list.get_bounding_client_rect().bottom() > height {
        list.scroll_into_view_with_bool(false);
    }
}

/// A 7 or 9 with its peg chosen: every whole play of the card from that peg, one button
/// each ("7 for Blue peg on T26", "3 for Blue peg on T26 + 4 for Blue peg on T65").
fn split_controls(
    w: &'static Words,
    state: &State,
    input: &Input,
    legal: &[Play],
    send: &Inputs,
) -> Html {
    let plays = input.whole_plays(legal);
    if plays.is_empty() {
        return html! {};
    }
    let label = |play: &Play| match *play {
        Play::Split {
            card,
            first,
            steps,
            second,
        } => format!(
            "{} + {}",
            w.steps_for(steps, &w.peg_name(state, first)),
            w.steps_for(cards::rank(card) - steps, &w.peg_name(state, second))
        ),
        Play::Move { card, peg } => w.steps_for(cards::rank(card), &w.peg_name(state, peg)),
        _ => String::new(),
    };
    html! {
        <div class="pj-split" data-testid="split" role="group" aria-label={w.choose_split}>
            { for plays.iter().map(|play| html! {
                <button class="button small" data-split={match play { Play::Split { steps, .. } => steps.to_string(), _ => "whole".into() }}
                        onclick={send.on(InputAction::Choose(*play))}>{ label(play) }</button>
            }) }
        </div>
    }
}
