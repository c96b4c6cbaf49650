//! Pegs and Jokers' board: the track as a square, hexagon or octagon with each side in its
//! player's colour, start areas, come-out holes, in-spots and home tracks; the current
//! player's hand behind a "pass the device" screen. A play: card, then peg, then (for a
//! joker or a split) the target or the second peg.

use super::board::{team, Pos, Track, COME_OUT, IN_SPOT, PEGS, SIDE};
use super::cards;
use super::input::{canonical, legal_shown, mover, Input, InputAction, Why};
use super::rules::{PegRef, PegsJokers, Play, State};
use super::text::{self, Words};
use crate::lang::Lang;
use crate::live::dealt::{DealtOpen, DealtPlay};
use crate::live::DeviceId;
use crate::svg::num;
use side::{show_whole_plays, side};

/// What stands beside the board (the hand and the controls of a play).
mod side;

/// The test hooks (`data-*`) name colours, places and cards in English, whatever the
/// language on screen.
pub(super) fn english() -> &'static Words {
    text::words(Lang::En)
}
use crate::board::{focus, use_board_input, BoardInputs, BoardProps, GameView, Waiting};
use crate::core::{Game, Seat};
use std::f64::consts::PI;
use std::rc::Rc;
use yew::prelude::*;

const VIEW: f64 = 640.0;
/// The radius of the disc round a peg or hole that can be chosen: 20 CSS pixels when the
/// board is drawn 374 px wide (a 390 px phone).
const TAP_R: &str = "38";
const HUES: [&str; 8] = [
    "#d8402f", "#2f6fdb", "#e8b820", "#3f9b4a", "#ec8a24", "#7b4fc9", "#2b2b2b", "#f4f1ea",
];
/// Outlines: like the peg colours, but White's is darkened so its holes stay visible.
const LINES: [&str; 8] = [
    "#d8402f", "#2f6fdb", "#e8b820", "#3f9b4a", "#ec8a24", "#7b4fc9", "#2b2b2b", "#a39c8e",
];

impl GameView for PegsJokers {
    const HIDDEN_HANDS: bool = true;

    fn dealt_table(
        room: &str,
        me: DeviceId,
        name: &str,
        open: DealtOpen<Self>,
    ) -> Option<Box<dyn DealtPlay<Self>>> {
        crate::live::dealt::play::open(room, me, name, open)
    }

    /// A team's line: its players' peg colours.
    fn side_colours(state: &State, side: Seat) -> Vec<&'static str> {
        (0..state.players())
            .filter(|&c| team(c) == side)
            .map(|c| HUES[c as usize])
            .collect()
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! {
            <Board lang={props.lang} state={props.state} ply={props.ply} on_move={props.on_move} on_problem={props.on_problem}
                hand_shown={props.hand_shown} waiting={props.waiting}
                on_show_hand={props.on_show_hand} hint={props.hint} since_last_turn={props.since_last_turn}
                hands_here={props.hands_here} />
        }
    }

    fn scoreboard(lang: Lang, state: &State) -> Html {
        let w = text::words(lang);
        let teams = [0u8, 1].map(|t| {
            let home: usize = (0..state.players())
                .filter(|&c| team(c) == t)
                .map(|c| state.home_count(c))
                .sum();
            let total = (0..state.players()).filter(|&c| team(c) == t).count() * PEGS;
            html! {
                <span class="pj-team" data-team={t.to_string()}>
                    { w.pegs_home(&w.team_of(state, t), home, total) }
                </span>
            }
        });
        html! { <>{ for teams }</> }
    }
}

// The browser's sine and cosine: Rust's own would add their range reduction to the page.
use js_sys::Math::{cos, sin};

/// Screen geometry of an N-sided board.
struct Geometry {
    n: u8,
    radius: f64,
}

impl Geometry {
    fn vertex(&self, k: u8) -> (f64, f64) {
        // Side 0 at the bottom; clockwise on screen.
        let phi = PI / 2.0 - PI / self.n as f64 + 2.0 * PI * k as f64 / self.n as f64;
        (
            VIEW / 2.0 + self.radius * cos(phi),
            VIEW / 2.0 + self.radius * sin(phi),
        )
    }
    /// The board's bounding box (a polygon fills its circle unevenly: a square leaves 30 %
    /// of the circle's box empty), with room for the track's edge strokes.
    fn view_box(&self) -> String {
        let corners: Vec<(f64, f64)> = (0..self.n).map(|k| self.vertex(k)).collect();
        let min = |f: fn(&(f64, f64)) -> f64| corners.iter().map(f).fold(f64::MAX, f64::min);
        let max = |f: fn(&(f64, f64)) -> f64| corners.iter().map(f).fold(f64::MIN, f64::max);
        // Room for the edge strokes and the hole numbers outside them.
        let (x0, y0) = (min(|c| c.0) - 26.0, min(|c| c.1) - 26.0);
        let (x1, y1) = (max(|c| c.0) + 26.0, max(|c| c.1) + 26.0);
        crate::svg::nums(&[x0, y0, x1 - x0, y1 - y0])
    }
    fn gap(&self) -> f64 {
        2.0 * self.radius * sin(PI / self.n as f64) / SIDE as f64
    }
    fn hole(&self, t: u16) -> (f64, f64) {
        let side = (t / SIDE) as u8;
        let k = (t % SIDE) as f64 / SIDE as f64;
        let (a, b) = (self.vertex(side), self.vertex((side + 1) % self.n));
        (a.0 + (b.0 - a.0) * k, a.1 + (b.1 - a.1) * k)
    }
    /// Unit vectors along side `s` (clockwise) and into the board.
    fn axes(&self, s: u8) -> ((f64, f64), (f64, f64)) {
        let (a, b) = (self.vertex(s), self.vertex((s + 1) % self.n));
        let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
        let along = ((b.0 - a.0) / len, (b.1 - a.1) / len);
        let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        let inl = ((VIEW / 2.0 - mid.0), (VIEW / 2.0 - mid.1));
        let il = (inl.0.powi(2) + inl.1.powi(2)).sqrt();
        (along, (inl.0 / il, inl.1 / il))
    }
    fn home(&self, colour: u8, j: u8) -> (f64, f64) {
        let p = self.hole(SIDE * colour as u16 + IN_SPOT);
        let (_, inward) = self.axes(colour);
        let g = self.gap() * 1.05;
        (p.0 + inward.0 * g * j as f64, p.1 + inward.1 * g * j as f64)
    }
    fn start(&self, colour: u8, i: usize) -> (f64, f64) {
        let p = self.hole(SIDE * colour as u16 + COME_OUT);
        let (along, inward) = self.axes(colour);
        let g = self.gap();
        let t = i as f64;
        (
            p.0 + inward.0 * g * 2.2 + along.0 * g * t,
            p.1 + inward.1 * g * 2.2 + along.1 * g * t,
        )
    }
    /// Where a peg is drawn; pegs waiting in start fill the start holes in order.
    fn peg_xy(&self, colour: u8, pos: Pos, start_slot: usize) -> (f64, f64) {
        match pos {
            Pos::Track(t) => self.hole(t),
            Pos::Home(j) => self.home(colour, j),
            Pos::Start => self.start(colour, start_slot),
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub lang: Lang,
    pub state: Rc<State>,
    pub ply: usize,
    pub on_move: Callback<Play>,
    pub on_problem: Callback<crate::core::input::BoardNote<Why>>,
    /// The player to move may see their hand (the shell decides: see `GameView::HIDDEN_HANDS`).
    pub hand_shown: bool,
    pub on_show_hand: Callback<()>,
    /// Whom the position waits for: looking back, no hand is shown and nobody is asked to
    /// pass; at a live table, the seat to move may be another device's.
    pub waiting: Waiting,
    /// The play a hint suggests: its peg glows (the hint's words name the card).
    pub hint: Option<Play>,
    /// What happened since the player to move last moved (on the pass screen).
    pub since_last_turn: Vec<String>,
    /// A live table with hidden hands: the deal to come, or this device's seats.
    pub hands_here: Option<crate::board::HandsHere>,
}

/// The board's input and its handlers (the shared board-input hook).
pub(super) type Inputs = BoardInputs<Input>;

/// Choosing a card: the keyboard goes on to the first peg it can move.
pub(super) fn card_click(send: &Inputs, c: cards::Card) -> Callback<MouseEvent> {
    let send = send.clone();
    Callback::from(move |_| {
        send.send(InputAction::Card(c));
        let state = send.state();
        let legal = legal_shown(&state, send.get().offers_nothing);
        if let Some(&q) = send.get().movers(&legal).first() {
            focus(&peg_id(canonical(&state, q)));
        }
    })
}

/// Hands stay hidden on the computer's turns and until the next person says so.
pub(super) fn hidden(props: &Props) -> bool {
    PegsJokers::to_move(&props.state).is_some() && !props.hand_shown
}

/// A live table whose cards are not dealt yet: nobody is to move.
pub(super) fn before_deal(props: &Props) -> bool {
    props.hands_here.as_ref().is_some_and(|h| h.before_deal)
}

/// A live table waiting for its dealer's device: nothing may be played meanwhile.
pub(super) fn dealer_away(props: &Props) -> bool {
    props.hands_here.as_ref().is_some_and(|h| h.dealer_away)
}

pub(super) fn peg_id(q: PegRef) -> String {
    format!("pj-peg-{}-{}", q.colour, q.index)
}

#[function_component]
pub fn Board(props: &Props) -> Html {
    let send = use_board_input(
        Input::default,
        props.ply,
        props.state.clone(),
        props.on_move.clone(),
        props.on_problem.clone(),
        false,
    );
    // No play is offered while the hand is hidden, before a live deal, or while an earlier
    // position is shown.
    send.get_mut().offers_nothing =
        hidden(props)
        || props.waiting == Waiting::LookingBack
        || before_deal(props)
        || dealer_away(props);
    {
        // The whole plays of a 7 or 9 come into view as soon as its peg is chosen (on a
        // phone they would start below the screen's edge).
        let chosen = (send.get().card, send.get().peg);
        use_effect_with(chosen, |_| show_whole_plays());
    }
    let input = send.get();
    let w = text::words(props.lang);
    let legal = legal_shown(&props.state, input.offers_nothing);
    let geo = Geometry {
        n: props.state.players(),
        radius: VIEW / 2.0 - 34.0,
    };
    html! {
        <div class="pj-wrap">
            <svg class="board pj-board" viewBox={geo.view_box()} role="group" aria-label={w.board_label}>
                { track(w, &geo, &input.targets(&legal), &send) }
                { pegs(props, &geo, &input, &legal, &send) }
            </svg>
            <div class="pj-side">{ side(props, &input, &legal, &send) }</div>
        </div>
    }
}

/// The track, each side in its colour, in-spots and come-out holes marked; homes, start
/// areas and the players' labels.
fn track(w: &'static Words, geo: &Geometry, targets: &[u16], send: &Inputs) -> Html {
    let n = geo.n;
    let sides = (0..n).map(|s| {
        let (a, b) = (geo.vertex(s), geo.vertex((s + 1) % n));
        html! { <line class="pj-edge" x1={num(a.0)} y1={num(a.1)} x2={num(b.0)} y2={num(b.1)}
        stroke={LINES[s as usize]} /> }
    });
    let holes = (0..Track { players: n }.len()).map(|t| {
        let (x, y) = geo.hole(t);
        let k = t % SIDE;
        let class = classes!(
            "pj-hole",
            (k == IN_SPOT).then_some("in-spot"),
            (k == COME_OUT).then_some("come-out"),
            targets.contains(&t).then_some("target")
        );
        let onclick = send.on(InputAction::Hole(t));
        html! { <circle class={class} data-hole={t.to_string()} cx={num(x)} cy={num(y)} r="5" {onclick} /> }
    });
    let homes = (0..n).flat_map(|c| (1..=5u8).map(move |j| (c, j))).map(|(c, j)| {
        let (x, y) = geo.home(c, j);
        html! { <circle class="pj-home" cx={num(x)} cy={num(y)} r="5" stroke={LINES[c as usize]} /> }
    });
    let starts = (0..n).flat_map(|c| (0..PEGS).map(move |i| (c, i))).map(|(c, i)| {
        let (x, y) = geo.start(c, i);
        html! { <rect class="pj-start" x={num(x - 6.0)} y={num(y - 6.0)} width="12" height="12" rx="3" stroke={LINES[c as usize]} /> }
    });
    let labels = (0..n).map(|c| {
        let (x, y) = geo.start(c, 2);
        let (_, inward) = geo.axes(c);
        let (lx, ly) = (x + inward.0 * 52.0, y + inward.1 * 52.0);
        html! { <text class="pj-label" x={num(lx)} y={num(ly + 4.0)}>
            { format!("{} ({})", w.colour(c), if team(c) == 0 { "A" } else { "B" }) }
        </text> }
    });
    // Fingertip-sized discs round the holes that can be chosen, beneath every hole.
    let taps = targets.iter().map(|&t| {
        let (x, y) = geo.hole(t);
        html! { <circle class="tap" cx={num(x)} cy={num(y)} r={TAP_R} onclick={send.on(InputAction::Hole(t))} /> }
    });
    html! { <>{ for sides }{ for starts }{ for homes }{ for taps }{ for holes }{ for labels }{ hole_numbers(geo) }{ arrows(geo) }</> }
}

/// A chevron inside each side of the track, pointing the way pegs travel (up the hole
/// numbers).
fn arrows(geo: &Geometry) -> Html {
    let chevrons = (0..geo.n).map(|s| {
        let (a, b) = (
            geo.hole(s as u16 * SIDE + 12),
            geo.hole(s as u16 * SIDE + 13),
        );
        let (along, inward) = geo.axes(s);
        let mid = (
            (a.0 + b.0) / 2.0 + inward.0 * 13.0,
            (a.1 + b.1) / 2.0 + inward.1 * 13.0,
        );
        let point = |f: f64, w: f64| {
            let (x, y) = (
                mid.0 + along.0 * f + inward.0 * w,
                mid.1 + along.1 * f + inward.1 * w,
            );
            format!("{},{}", num(x), num(y))
        };
        let path = format!(
            "{} {} {}",
            point(-4.0, -5.0),
            point(4.0, 0.0),
            point(-4.0, 5.0)
        );
        html! { <polyline class="pj-arrow" points={path} /> }
    });
    html! { <g aria-hidden="true">{ for chevrons }</g> }
}

/// Every sixth hole's name outside the track ("T26" in the move list), so any hole can be
/// found by counting from the nearest one.
fn hole_numbers(geo: &Geometry) -> Html {
    let numbers = (0..Track { players: geo.n }.len())
        .filter(|t| t % 6 == 0)
        .map(|t| {
            let (x, y) = geo.hole(t);
            let (_, inward) = geo.axes((t / SIDE) as u8);
            let (lx, ly) = (x - inward.0 * 17.0, y - inward.1 * 17.0 + 3.5);
            html! { <text class="pj-number" x={num(lx)} y={num(ly)}>{ text::hole_name(t) }</text> }
        });
    html! { <g aria-hidden="true">{ for numbers }</g> }
}

/// Every peg with where it is drawn; pegs waiting in start fill the start holes in order.
fn placed_pegs(state: &State) -> Vec<(PegRef, Pos, usize)> {
    let mut out = Vec::new();
    for c in 0..state.players() {
        let mut start_slot = 0;
        for (i, &pos) in state.pegs_of(c).iter().enumerate() {
            out.push((
                PegRef {
                    colour: c,
                    index: i as u8,
                },
                pos,
                start_slot,
            ));
            start_slot += (pos == Pos::Start) as usize;
        }
    }
    out
}

/// Whether the last play moved or bumped peg `q`.
fn moved_last(state: &State, q: PegRef) -> bool {
    state.last_play().is_some_and(|l| {
        l.bumps.iter().any(|b| b.peg == q)
            || match l.play {
                Play::Out { peg, .. } | Play::Move { peg, .. } | Play::Joker { peg, .. } => {
                    peg == q
                }
                Play::Split { first, second, .. } => first == q || second == q,
                Play::Discard { .. } => false,
            }
    })
}

fn pegs(props: &Props, geo: &Geometry, input: &Input, legal: &[Play], send: &Inputs) -> Html {
    let w = text::words(props.lang);
    let state = &props.state;
    let (movers, targets) = (input.movers(legal), input.targets(legal));
    let hit_r = num((geo.gap() / 2.0).max(8.0));
    let views = placed_pegs(state).into_iter().map(|(q, pos, slot)| {
        let (x, y) = geo.peg_xy(q.colour, pos, slot);
        let cq = canonical(state, q);
        let highlight = movers.contains(&cq);
        let target = matches!(pos, Pos::Track(t) if targets.contains(&t));
        // Of the waiting pegs only the first shows as picked.
        let picked = input.peg == Some(cq) && (pos != Pos::Start || slot == 0);
        // The hinted play's peg glows, and for a joker the peg it would land on too.
        let hinted = props.hint.as_ref().is_some_and(|h| {
            mover(h).map(|m| canonical(state, m)) == Some(cq)
                || matches!((*h, pos), (Play::Joker { to, .. }, Pos::Track(t)) if to == t)
        });
        // What the outline shows, said in words too (colour is never the only signal).
        let role = match (target, highlight) {
            (true, _) => w.peg_target,
            (false, true) => w.peg_movable,
            _ => "",
        };
        let (c, i) = (q.colour, q.index as usize);
        let label = w.peg_number(w.colour(c), i + 1, &w.pos_name(pos)) + role;
        let class = classes!("pj-peg", highlight.then_some("movable"), target.then_some("target"),
            picked.then_some("picked"), moved_last(state, q).then_some("moved-last arrive"), hinted.then_some("hinted"));
        let (onclick, onkeydown) = peg_handlers(send, q);
        html! {
            <g {class} id={peg_id(q)} data-colour={english().colour(c)} data-index={i.to_string()} data-pos={english().pos_name(pos)}
               role="button" tabindex={if highlight || target { "0" } else { "-1" }} aria-label={label} {onclick} {onkeydown}>
                // A larger invisible disc to tap (up to half the gap between holes).
                <circle class="hit" cx={num(x)} cy={num(y)} r={hit_r.clone()} />
                if highlight || target {
                    // A light and a dark ring: seen round a peg of any colour, in both themes.
                    <circle class="halo light" cx={num(x)} cy={num(y)} r="11.5" />
                    <circle class="halo dark" cx={num(x)} cy={num(y)} r="11.5" />
                }
                <circle cx={num(x)} cy={num(y)} r="8" fill={HUES[c as usize]} />
                <text class="peg-letter" x={num(x)} y={num(y + 3.5)}>{ w.colour(c).chars().next().map(String::from) }</text>
            </g>
        }
    });
    // Fingertip-sized discs round the pegs that can be chosen, beneath every peg (so a peg
    // drawn is always hit first): one for the waiting pegs, who all answer alike.
    let taps = placed_pegs(state)
        .into_iter()
        .filter(|&(q, pos, slot)| {
            let cq = canonical(state, q);
            let chosen = movers.contains(&cq);
            let target = matches!(pos, Pos::Track(t) if targets.contains(&t));
            (chosen || target) && (pos != Pos::Start || slot == 0)
        })
        .map(|(q, pos, slot)| {
            let (x, y) = geo.peg_xy(q.colour, pos, slot);
            let (onclick, _) = peg_handlers(send, q);
            html! { <circle class="tap" cx={num(x)} cy={num(y)} r={TAP_R} {onclick} /> }
        });
    html! { <>{ for taps }{ for views }</> }
}

/// A peg is picked by click (not also its hole below) or by Enter or Space.
fn peg_handlers(send: &Inputs, q: PegRef) -> (Callback<MouseEvent>, Callback<KeyboardEvent>) {
    let (click, key) = (send.clone(), send.clone());
    (
        Callback::from(move |e: MouseEvent| {
            e.stop_propagation();
            click.send(InputAction::Peg(q))
        }),
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                key.send(InputAction::Peg(q))
            }
        }),
    )
}
