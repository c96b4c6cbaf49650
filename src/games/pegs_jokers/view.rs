//! Pegs and Jokers' board: the track as a square, hexagon or octagon with each side in its
//! player's colour, start areas, come-out holes, in-spots and home tracks; the current
//! player's hand behind a "pass the device" screen. A play: card, then peg, then (for a
//! joker or a split) the target or the second peg.

use super::board::{team, Pos, Track, COME_OUT, IN_SPOT, PEGS, SIDE};
use super::cards::{self, Card};
use super::rules::{PegRef, PegsJokers, Play, State};
use super::text;
use crate::app::{BoardProps, GameView};
use crate::core::Game;
use std::f64::consts::PI;
use std::rc::Rc;
use yew::prelude::*;

const VIEW: f64 = 640.0;
const HUES: [&str; 8] = [
    "#d8402f", "#2f6fdb", "#e8b820", "#3f9b4a", "#ec8a24", "#7b4fc9", "#2b2b2b", "#f4f1ea",
];
/// Outlines: like the peg colours, but White's is darkened so its holes stay visible.
const LINES: [&str; 8] = [
    "#d8402f", "#2f6fdb", "#e8b820", "#3f9b4a", "#ec8a24", "#7b4fc9", "#2b2b2b", "#a39c8e",
];

impl GameView for PegsJokers {
    const HIDDEN_HANDS: bool = true;

    fn board(props: BoardProps<Self>) -> Html {
        html! {
            <Board state={props.state} ply={props.ply} on_move={props.on_move} on_problem={props.on_problem}
                computer_turn={props.computer_turn} hand_shown={props.hand_shown} viewing={props.viewing}
                on_show_hand={props.on_show_hand} hint={props.hint} />
        }
    }

    fn scoreboard(state: &State) -> Html {
        let teams = [0u8, 1].map(|t| {
            let home: usize = (0..state.players())
                .filter(|&c| team(c) == t)
                .map(|c| state.home_count(c))
                .sum();
            let total = (0..state.players()).filter(|&c| team(c) == t).count() * PEGS;
            html! {
                <span class="pj-team" data-team={t.to_string()}>
                    { format!("{}: {home}/{total} pegs home", text::team_of(state, t)) }
                </span>
            }
        });
        html! { <>{ for teams }</> }
    }
}

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
            VIEW / 2.0 + self.radius * phi.cos(),
            VIEW / 2.0 + self.radius * phi.sin(),
        )
    }
    /// The board's bounding box (a polygon fills its circle unevenly: a square leaves 30 %
    /// of the circle's box empty), with room for the track's edge strokes.
    fn view_box(&self) -> String {
        let corners: Vec<(f64, f64)> = (0..self.n).map(|k| self.vertex(k)).collect();
        let min = |f: fn(&(f64, f64)) -> f64| corners.iter().map(f).fold(f64::MAX, f64::min);
        let max = |f: fn(&(f64, f64)) -> f64| corners.iter().map(f).fold(f64::MIN, f64::max);
        let (x0, y0) = (min(|c| c.0) - 12.0, min(|c| c.1) - 12.0);
        let (x1, y1) = (max(|c| c.0) + 12.0, max(|c| c.1) + 12.0);
        format!("{x0:.1} {y0:.1} {:.1} {:.1}", x1 - x0, y1 - y0)
    }
    fn gap(&self) -> f64 {
        2.0 * self.radius * (PI / self.n as f64).sin() / SIDE as f64
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
    pub state: Rc<State>,
    pub ply: usize,
    pub on_move: Callback<Play>,
    pub on_problem: Callback<String>,
    pub computer_turn: bool,
    /// The player to move may see their hand (the shell decides: see `GameView::HIDDEN_HANDS`).
    pub hand_shown: bool,
    pub on_show_hand: Callback<()>,
    /// An earlier position is on the board: no hand is shown and nobody is asked to pass.
    pub viewing: bool,
    /// The play a hint suggests: its peg glows (the hint's words name the card).
    pub hint: Option<Play>,
}

/// Start-area pegs stand in for one another: clicking any picks the one the plays name
/// (the first waiting peg of that colour).
fn canonical(state: &State, q: PegRef) -> PegRef {
    if state.pos(q) != Pos::Start {
        return q;
    }
    let i = state
        .pegs_of(q.colour)
        .iter()
        .position(|&p| p == Pos::Start)
        .unwrap_or(0);
    PegRef {
        colour: q.colour,
        index: i as u8,
    }
}

/// The joker play (among `plays`) that lands on main-track hole `hole`.
fn joker_to(plays: &[Play], hole: u16) -> Option<Play> {
    plays
        .iter()
        .copied()
        .find(|p| matches!(p, Play::Joker { to, .. } if *to == hole))
}

/// Where a play's chosen peg is: the peg the player clicks to make it.
fn mover(play: &Play) -> Option<PegRef> {
    match *play {
        Play::Out { peg, .. } | Play::Move { peg, .. } | Play::Joker { peg, .. } => Some(peg),
        Play::Split { first, .. } => Some(first),
        Play::Discard { .. } => None,
    }
}

#[function_component]
pub fn Board(props: &Props) -> Html {
    let state = &props.state;
    let n = state.players();
    let geo = Geometry {
        n,
        radius: VIEW / 2.0 - 34.0,
    };
    let over = PegsJokers::to_move(state).is_none();
    let seat = state.seat();
    // The card and peg chosen; the split.
    let card = use_state(|| None::<Card>);
    let chosen = use_state(|| None::<PegRef>);
    let split = use_state(|| None::<u8>);
    {
        let (card, chosen, split) = (card.clone(), chosen.clone(), split.clone());
        use_effect_with(props.ply, move |_| {
            card.set(None);
            chosen.set(None);
            split.set(None);
        });
    }
    // Hands stay hidden on the computer's turns and until the next person says they are ready.
    let hidden = !over && !props.hand_shown;
    let legal = if over || hidden {
        Vec::new()
    } else {
        PegsJokers::legal_moves(state)
    };
    let for_card: Vec<Play> = card
        .map(|c| legal.iter().copied().filter(|p| p.card() == c).collect())
        .unwrap_or_default();
    let for_peg: Vec<Play> = chosen
        .map(|q| {
            for_card
                .iter()
                .copied()
                .filter(|p| mover(p) == Some(q))
                .collect()
        })
        .unwrap_or_default();
    let is_split_card = card.is_some_and(cards::splits);

    // Pegs that can move with the card stay highlighted, so the choice can be changed.
    let movers: Vec<PegRef> = if split.is_none() {
        for_card.iter().filter_map(mover).collect()
    } else {
        Vec::new()
    };
    let seconds: Vec<PegRef> = match (*chosen, *split) {
        (Some(_), Some(k)) => for_peg
            .iter()
            .filter_map(|p| match *p {
                Play::Split { steps, second, .. } if steps == k => Some(second),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    let targets: Vec<u16> = for_peg
        .iter()
        .filter_map(|p| {
            if let Play::Joker { to, .. } = *p {
                Some(to)
            } else {
                None
            }
        })
        .collect();

    let click_peg = {
        let (on_move, on_problem) = (props.on_move.clone(), props.on_problem.clone());
        let (chosen, split) = (chosen.clone(), split.clone());
        let (card_now, chosen_now, split_now) = (*card, *chosen, *split);
        let for_card = for_card.clone();
        let for_peg = for_peg.clone();
        let state = state.clone();
        move |raw: PegRef| {
            let q = canonical(&state, raw);
            let Some(c) = card_now else {
                return on_problem.emit(text::CHOOSE_CARD.into());
            };
            // A joker's targets are holes with a peg in them: clicking that peg picks the hole.
            if let Some(p) = match state.pos(raw) {
                Pos::Track(t) => joker_to(&for_peg, t),
                _ => None,
            } {
                return on_move.emit(p);
            }
            if let (Some(_), Some(k)) = (chosen_now, split_now) {
                match for_peg.iter().find(|p| matches!(p, Play::Split { steps, second, .. } if *steps == k && *second == q)) {
                    Some(p) => on_move.emit(*p),
                    None => on_problem.emit(text::CHOOSE_SECOND.into()),
                }
                return;
            }
            let mine: Vec<Play> = for_card
                .iter()
                .copied()
                .filter(|p| mover(p) == Some(q))
                .collect();
            // A joker needs its target; a 7 or 9 always shows the split control (whole or split).
            let needs_more = cards::is_joker(c) || cards::splits(c);
            match mine.as_slice() {
                [] => {
                    // Let the rules say why this peg cannot move with this card.
                    let attempt = if cards::is_joker(c) {
                        on_problem.emit(text::CHOOSE_PEG.into());
                        return;
                    } else if state.pos(q) == Pos::Start && cards::brings_out(c) {
                        Play::Out { card: c, peg: q }
                    } else {
                        Play::Move { card: c, peg: q }
                    };
                    on_move.emit(attempt);
                }
                [only] if !needs_more => on_move.emit(*only),
                _ => {
                    chosen.set(Some(q));
                    split.set(None);
                }
            }
        }
    };
    let click_hole = {
        let (on_move, on_problem) = (props.on_move.clone(), props.on_problem.clone());
        let for_peg = for_peg.clone();
        move |hole: u16| match joker_to(&for_peg, hole) {
            Some(p) => on_move.emit(p),
            None => on_problem.emit(text::CHOOSE_TARGET.into()),
        }
    };

    // The track, sides in their colours, in-spots and come-out holes marked.
    let sides = (0..n).map(|s| {
        let (a, b) = (geo.vertex(s), geo.vertex((s + 1) % n));
        html! { <line class="pj-edge" x1={a.0.to_string()} y1={a.1.to_string()} x2={b.0.to_string()} y2={b.1.to_string()}
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
        let onclick = {
            let click_hole = click_hole.clone();
            Callback::from(move |_: MouseEvent| click_hole(t))
        };
        html! { <circle class={class} data-hole={t.to_string()} cx={x.to_string()} cy={y.to_string()} r="5" {onclick} /> }
    });
    let homes = (0..n).flat_map(|c| (1..=5u8).map(move |j| (c, j))).map(|(c, j)| {
        let (x, y) = geo.home(c, j);
        html! { <circle class="pj-home" cx={x.to_string()} cy={y.to_string()} r="5" stroke={LINES[c as usize]} /> }
    });
    let starts = (0..n).flat_map(|c| (0..PEGS).map(move |i| (c, i))).map(|(c, i)| {
        let (x, y) = geo.start(c, i);
        html! { <rect class="pj-start" x={(x - 6.0).to_string()} y={(y - 6.0).to_string()} width="12" height="12" rx="3" stroke={LINES[c as usize]} /> }
    });
    let labels = (0..n).map(|c| {
        let (x, y) = geo.start(c, 2);
        let (_, inward) = geo.axes(c);
        let (lx, ly) = (x + inward.0 * 44.0, y + inward.1 * 44.0);
        html! { <text class="pj-label" x={lx.to_string()} y={(ly + 4.0).to_string()}>
            { format!("{} ({})", text::colour(c), if team(c) == 0 { "A" } else { "B" }) }
        </text> }
    });
    let pegs = (0..n).flat_map(|c| {
        let mut start_slot = 0;
        let mut out = Vec::new();
        for (i, &pos) in state.pegs_of(c).iter().enumerate() {
            let slot = start_slot;
            if pos == Pos::Start {
                start_slot += 1;
            }
            out.push((c, i, pos, slot));
        }
        out
    });
    let hit_r = format!("{:.1}", (geo.gap() / 2.0).max(8.0));
    let peg_views = pegs.map(|(c, i, pos, slot)| {
        let (x, y) = geo.peg_xy(c, pos, slot);
        let q = PegRef { colour: c, index: i as u8 };
        let cq = canonical(state, q);
        let highlight = movers.contains(&cq) || seconds.contains(&cq);
        let target = matches!(pos, Pos::Track(t) if targets.contains(&t));
        let moved_last = state.last_play().is_some_and(|l| {
            l.bumps.iter().any(|b| b.peg == q)
                || match l.play {
                    Play::Out { peg, .. } | Play::Move { peg, .. } | Play::Joker { peg, .. } => peg == q,
                    Play::Split { first, second, .. } => first == q || second == q,
                    Play::Discard { .. } => false,
                }
        });
        let picked = *chosen == Some(cq) && pos != Pos::Start || (*chosen == Some(cq) && pos == Pos::Start && slot == 0);
        let onclick = {
            let click_peg = click_peg.clone();
            Callback::from(move |e: MouseEvent| {
                e.stop_propagation();
                click_peg(q)
            })
        };
        let onkeydown = {
            let click_peg = click_peg.clone();
            Callback::from(move |e: KeyboardEvent| {
                if e.key() == "Enter" || e.key() == " " {
                    e.prevent_default();
                    click_peg(q)
                }
            })
        };
        // The hinted play's peg glows, and for a joker the peg it would land on too.
        let hinted = props.hint.as_ref().is_some_and(|h| {
            mover(h).map(|m| canonical(state, m)) == Some(cq)
                || matches!((*h, pos), (Play::Joker { to, .. }, Pos::Track(t)) if to == t)
        });
        // What the outline shows, said in words too (colour is never the only signal).
        let role = match (target, highlight) {
            (true, _) => text::PEG_TARGET,
            (false, true) => text::PEG_MOVABLE,
            _ => "",
        };
        let label = format!("{} peg {}, {}{role}", text::colour(c), i + 1, text::pos_name(pos));
        html! {
            <g class={classes!("pj-peg", highlight.then_some("movable"), target.then_some("target"), picked.then_some("picked"), moved_last.then_some("moved-last arrive"), hinted.then_some("hinted"))}
               data-colour={text::colour(c)} data-index={i.to_string()} data-pos={text::pos_name(pos)}
               role="button" tabindex={if highlight || target { "0" } else { "-1" }} aria-label={label} {onclick} {onkeydown}>
                // A larger invisible disc to tap (up to half the gap between holes).
                <circle class="hit" cx={x.to_string()} cy={y.to_string()} r={hit_r.clone()} />
                <circle cx={x.to_string()} cy={y.to_string()} r="8" fill={HUES[c as usize]} />
                <text class="peg-letter" x={x.to_string()} y={(y + 3.5).to_string()}>{ &text::colour(c)[..1] }</text>
            </g>
        }
    });

    // The hand, the piles and the step controls.
    let hand = state.hand(seat);
    let cards_view = hand.iter().map(|&c| {
        let playable = legal.iter().any(|p| p.card() == c && !matches!(p, Play::Discard { .. }));
        let onclick = {
            let (card, chosen, split) = (card.clone(), chosen.clone(), split.clone());
            Callback::from(move |_: MouseEvent| {
                card.set(Some(c));
                chosen.set(None);
                split.set(None);
            })
        };
        let red = !cards::is_joker(c) && matches!(cards::suit(c), 1 | 2);
        html! {
            <button class={classes!("pj-card", playable.then_some("playable"), (*card == Some(c)).then_some("selected"), red.then_some("red"))}
                    data-card={text::card_name(c)} aria-pressed={(*card == Some(c)).to_string()} {onclick}>
                { text::card_name(c) }
            </button>
        }
    });
    let discard_here = card.and_then(|c| {
        legal
            .iter()
            .find(|p| **p == Play::Discard { card: c })
            .copied()
    });
    let split_buttons = (is_split_card && chosen.is_some()).then(|| {
        let total = cards::rank(card.unwrap_or(0));
        let whole = for_peg.iter().find(|p| matches!(p, Play::Move { .. })).copied();
        let on_move = props.on_move.clone();
        let options = (1..total).filter(|&k| for_peg.iter().any(|p| matches!(p, Play::Split { steps, .. } if *steps == k)));
        html! {
            <div class="pj-split" data-testid="split">
                if let Some(w) = whole {
                    <button class="button" onclick={Callback::from(move |_| on_move.emit(w))}>{ format!("{} {total}", text::WHOLE) }</button>
                }
                { for options.map(|k| {
                    let split = split.clone();
                    html! { <button class={classes!("button", (*split == Some(k)).then_some("primary"))} data-split={k.to_string()}
                                    onclick={Callback::from(move |_| split.set(Some(k)))}>{ text::split_first(k) }</button> }
                }) }
            </div>
        }
    });
    let hint = if over {
        String::new()
    } else if card.is_none() {
        if state.must_play() {
            text::CHOOSE_CARD.to_string()
        } else {
            text::NO_MOVE.to_string()
        }
    } else if for_card.is_empty() {
        if discard_here.is_some() {
            text::NO_MOVE.to_string()
        } else {
            text::NOT_PLAYABLE.to_string()
        }
    } else if split.is_some() {
        text::CHOOSE_SECOND.to_string()
    } else if chosen.is_some() && card.is_some_and(cards::is_joker) {
        text::CHOOSE_TARGET.to_string()
    } else {
        text::CHOOSE_PEG.to_string()
    };
    let reveal = props.on_show_hand.reform(|_: MouseEvent| ());
    let last_card = state
        .discard_pile()
        .last()
        .map(|&c| text::card_name(c))
        .unwrap_or_else(|| "–".into());
    html! {
        <div class="pj-wrap">
            <svg class="board pj-board" viewBox={geo.view_box()} role="group" aria-label="Pegs and Jokers board">
                { for sides }
                { for starts }
                { for homes }
                { for holes }
                { for labels }
                { for peg_views }
            </svg>
            <div class="pj-side">
                <p class="pj-piles" data-testid="piles">
                    { text::piles(state.draw_len(), state.discard_pile().len(), &last_card) }
                </p>
                if hidden && props.viewing {
                    <p class="pj-hint">{ text::HANDS_HIDDEN_LOOKING_BACK }</p>
                } else if hidden && props.computer_turn {
                    <p class="pj-hint">{ text::computer_plays(text::colour(seat)) }</p>
                } else if hidden {
                    <div class="pj-pass" data-testid="pass-screen">
                        <p><strong>{ text::pass_to(&format!("{} ({})", text::colour(seat), text::team_of(state, team(seat)))) }</strong></p>
                        <p class="muted">{ text::HIDDEN }</p>
                        <button class="button primary" onclick={reveal}>{ text::SHOW_HAND }</button>
                    </div>
                } else if !over {
                    <p class="pj-hint" data-testid="instruction">{ hint }</p>
                    <div class="pj-hand" data-testid="hand">{ for cards_view }</div>
                    { for split_buttons }
                    if let Some(d) = discard_here {
                        <button class="button" onclick={{ let on_move = props.on_move.clone(); Callback::from(move |_| on_move.emit(d)) }}>
                            { text::DISCARD }
                        </button>
                    }
                }
            </div>
        </div>
    }
}
