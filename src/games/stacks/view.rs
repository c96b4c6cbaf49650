//! Stacks' board: the grid of stacks (side view: one disc per piece) inside the ring of
//! pawn points. A turn takes two steps: pick the pawn's point, then drop or slide.

use super::input::{Input, InputAction, Key, Step, Why};
use super::rules::{Action, End, Point, Side, Stacks, State, Turn};
use super::text::{self, Words};
use crate::board::{
    board_key, focus, steady_line, use_board_input, BoardInputs, BoardProps, GameView, Prefs,
};
use crate::core::Seat;
use crate::lang::Lang;
use crate::svg::num;
use std::rc::Rc;
use yew::prelude::*;

const CELL: f64 = 64.0;
/// Black's and White's discs (style.css, `.disc.black`, `.disc.white`).
const DISC_COLOURS: [&str; 2] = ["#1d1c1b", "#fbfaf6"];
/// Room around the grid for the ring of edge points, their names and the coordinates.
const MARGIN: f64 = 70.0;
const DISC_H: f64 = 12.0;

impl GameView for Stacks {
    fn side_colours(_: &State, side: Seat) -> Vec<&'static str> {
        vec![DISC_COLOURS[side as usize % 2]]
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <Board lang={props.lang} state={props.state} ply={props.ply} on_move={props.on_move} on_problem={props.on_problem} last_move={props.last_move} hint={props.hint} waiting={props.waiting.waits()} prefs={props.prefs} /> }
    }

    fn rules_picture(lang: Lang) -> Option<(&'static str, &'static str)> {
        // The first-move trap: Black's pawn on N0 and White's on W0 face the same cell A1; a
        // white piece dropped there is a complete path of one cell.
        Some((include_str!("trap.svg"), text::words(lang).trap_picture))
    }

    fn scoreboard(lang: Lang, state: &State) -> Html {
        let w = text::words(lang);
        let side = |s: Side| {
            let class = side_class(s);
            html! {
                <span class={classes!("side-score", class)} data-side={class}>
                    <svg class="peg-icon" viewBox="0 0 20 20" aria-hidden="true">
                        <circle cx="10" cy="10" r="8" class={classes!("peg", class)} />
                    </svg>
                    { format!("{}{}", w.side_name(s), crate::text::words(lang).colon) }
                    <strong class="score">{ state.full_stacks(s) }</strong>
                    { w.full_stacks(lang, state.full_stacks(s)) }
                </span>
            }
        };
        html! { <>{ side(Side::Black) }{ side(Side::White) }</> }
    }
}

fn side_class(side: Side) -> &'static str {
    match side {
        Side::Black => "black",
        Side::White => "white",
    }
}

fn cell_centre(state: &State, c: u8) -> (f64, f64) {
    let n = state.size();
    (
        MARGIN + CELL * ((c % n) as f64 + 0.5),
        MARGIN + CELL * ((c / n) as f64 + 0.5),
    )
}

fn point_centre(state: &State, p: u8) -> (f64, f64) {
    let n = state.size() as f64;
    let side = MARGIN + CELL * n;
    let mid = |i: u8| MARGIN + CELL * (i as f64 + 0.5);
    let (near, far) = (MARGIN / 2.0, side + MARGIN / 2.0);
    match state.point(p) {
        Point::Nw => (near, near),
        Point::Ne => (far, near),
        Point::Se => (far, far),
        Point::Sw => (near, far),
        Point::N(x) => (mid(x), near),
        Point::S(x) => (mid(x), far),
        Point::W(y) => (near, mid(y)),
        Point::E(y) => (far, mid(y)),
    }
}

#[derive(Properties, PartialEq)]
pub struct Props {
    pub lang: Lang,
    pub state: Rc<State>,
    pub ply: usize,
    pub on_move: Callback<Turn>,
    pub on_problem: Callback<crate::core::input::BoardNote<Why>>,
    /// The turn just played (by anyone, a computer too): its pawn and cell are marked.
    pub last_move: Option<Turn>,
    /// The turn a hint suggests: its pawn point and its cell glow.
    pub hint: Option<Turn>,
    /// A friend by link is to move: no step is offered.
    pub waiting: bool,
    /// Where the warning's setting is remembered.
    pub prefs: Prefs,
}

/// The board's input and its handlers (the shared board-input hook).
type Inputs = BoardInputs<Input>;

/// Arrow keys and Enter on the ring or the grid (one Tab stop each). Once the pawn's point
/// is taken, the keyboard moves on to the grid.
fn keys(send: &Inputs, on_grid: bool) -> Callback<KeyboardEvent> {
    let send = send.clone();
    Callback::from(move |e: KeyboardEvent| {
        let Some(key) = board_key(&e) else {
            return;
        };
        let had_pawn = send.get().pawn;
        send.send(if on_grid {
            InputAction::Grid(key)
        } else {
            InputAction::Ring(key)
        });
        if !on_grid && key == Key::Enter && send.get().pawn != had_pawn {
            focus("st-grid");
        }
    })
}

#[function_component]
pub fn Board(props: &Props) -> Html {
    let send = use_board_input(
        Input::default,
        props.ply,
        props.state.clone(),
        props.on_move.clone(),
        props.on_problem.clone(),
        props.waiting,
    );
    // The player's setting, on unless they turned it off.
    send.get_mut().warn = (props.prefs.get)(WARN_KEY, true);
    // A warning takes the keyboard, so it is answered before anything else.
    let warned = send.get().warned.is_some();
    use_effect_with(warned, |&warned| {
        if warned {
            focus("st-choose-another");
        }
    });
    let (input, state) = (send.get(), &props.state);
    let w = text::words(props.lang);
    let side = num(CELL * state.size() as f64 + 8.0);
    let size = 2.0 * MARGIN + CELL * state.size() as f64;
    html! {
        <div class="st-wrap">
            { instruction(w, state, &input, props.waiting, &send) }
            <svg class="board st-board" viewBox={format!("0 0 {0} {0}", num(size))} role="group" aria-label={w.board_label}>
                <rect class="board-bg" x={num(MARGIN - 4.0)} y={num(MARGIN - 4.0)}
                      width={side.clone()} height={side} rx="6" />
                { coordinates(state) }
                { cells(props, &input, &send) }
                { win_path(state) }
                { points(props, &input, &send) }
                { pawns(props, &input) }
            </svg>
            if let Some((turn, reply)) = input.warned {
                { warning(props.lang, state, turn, reply, &send) }
            }
            if state.draw_claimable() && !props.waiting {
                { claim_offer(w, state, &props.on_move) }
            }
            { legend(w, &input, &send, props.prefs) }
        </div>
    }
}

const WARN_KEY: &str = "stacks.warn";

/// Over the board, before a turn that lets the opponent win at once: their answer, and
/// the choice to play it anyway or choose another.
fn warning(lang: Lang, state: &State, turn: Turn, reply: Turn, send: &Inputs) -> Html {
    use crate::core::{Game, GameText};
    let w = text::words(lang);
    let opponent = w.side_name(state.to_move_side().other());
    let mut after = state.clone();
    let mut answered = after.clone();
    let words = match Stacks::apply(&mut after, &turn) {
        Ok(()) => {
            let _ = Stacks::apply(&mut answered, &turn);
            let _ = Stacks::apply(&mut answered, &reply);
            Stacks::describe_move(lang, &after, &reply, &answered)
        }
        Err(_) => String::new(),
    };
    html! {
        <div class="st-warning" role="alertdialog" aria-label={w.warning_title} data-testid="trap-warning">
            <p><strong>{ w.trap_warning(opponent) }</strong></p>
            <p>{ words }</p>
            <p class="actions">
                <button class="button" onclick={send.on(InputAction::PlayAnyway)}>{ w.play_anyway }</button>
                <button class="button primary" id="st-choose-another" onclick={send.on(InputAction::Reconsider)}>{ w.choose_another }</button>
            </p>
        </div>
    }
}

/// Below the board (so that nothing on it moves), once the position has occurred three
/// times in a game with the option (D14): the draw the player to move may claim.
fn claim_offer(w: &Words, state: &State, on_move: &Callback<Turn>) -> Html {
    let claim = state.claim_draw();
    let onclick = on_move.reform(move |_: MouseEvent| claim);
    html! {
        <div class="st-claim" role="status" data-testid="claim-draw-offer">
            <p>{ w.claim_draw_why }</p>
            <button class="button" data-testid="claim-draw" {onclick}>{ w.claim_draw }</button>
        </div>
    }
}

/// What the tints mean, and the warning's setting.
fn legend(w: &Words, input: &Input, send: &Inputs, prefs: Prefs) -> Html {
    let toggle = {
        let send = send.clone();
        Callback::from(move |e: Event| {
            let on = crate::board::event_checked(&e);
            (prefs.set)(WARN_KEY, on);
            send.get_mut().warn = on;
            send.redraw();
        })
    };
    html! {
        <div class="st-legend" data-testid="legend">
            <span><i class="key playable" />{ w.legend_points }</span>
            <span><i class="key sight" />{ w.legend_sight }</span>
            <span><i class="key movable" />{ w.legend_movable }</span>
            <span><i class="key both" />{ w.legend_both }</span>
            <span><i class="key last" />{ w.legend_last }</span>
            <label class="warn-setting">
                <input type="checkbox" id="st-warn" checked={input.warn} onchange={toggle} />
                { w.warn_me }
            </label>
        </div>
    }
}

/// The names the move list uses: column letters and row numbers between the ring and the
/// grid ("D5"), and each edge point's name beyond it ("N3").
fn coordinates(state: &State) -> Html {
    let n = state.size();
    let mid = |i: u8| MARGIN + CELL * (i as f64 + 0.5);
    let inner = MARGIN - 9.0;
    let grid = (0..n).map(|i| {
        html! {
            <>
                <text class="coord" x={num(mid(i))} y={num(inner + 2.0)}>
                    { ((b'A' + i) as char).to_string() }</text>
                <text class="coord" x={num(inner)} y={num(mid(i) + 4.0)}>
                    { (i + 1).to_string() }</text>
            </>
        }
    });
    let names = (0..state.ring_len()).map(|p| {
        let (x, y) = point_centre(state, p);
        let (dx, dy) = outward(state, p);
        html! {
            <text class="coord point-name" x={num(x + dx * 25.0)} y={num(y + dy * 23.0 + 4.0)}>
                { text::point_name(state, p) }</text>
        }
    });
    html! { <g aria-hidden="true">{ for grid }{ for names }</g> }
}

/// The direction away from the grid at an edge point (diagonal at the corners).
fn outward(state: &State, p: u8) -> (f64, f64) {
    match state.point(p) {
        Point::Nw => (-1.0, -1.0),
        Point::Ne => (1.0, -1.0),
        Point::Se => (1.0, 1.0),
        Point::Sw => (-1.0, 1.0),
        Point::N(_) => (0.0, -1.0),
        Point::S(_) => (0.0, 1.0),
        Point::W(_) => (-1.0, 0.0),
        Point::E(_) => (1.0, 0.0),
    }
}

/// The step the turn is at, with a way back to the first.
fn instruction(w: &Words, state: &State, input: &Input, waiting: bool, send: &Inputs) -> Html {
    let words = match (input.step(state), input.stack) {
        _ if waiting => String::new(),
        (Step::Over, _) => String::new(),
        (Step::ChoosePawn, _) => w.choose_pawn.into(),
        (Step::ChooseAction, _) => w.choose_action.into(),
        // A stack in sight can also take a drop: say so, with the tap that does it.
        (Step::ChooseSlide, Some(s)) if input.drops(state).contains(&s) => {
            w.choose_slide_or_drop(&text::cell_name(state, s))
        }
        (Step::ChooseSlide, _) => w.choose_slide.into(),
    };
    let cancel = send.on(InputAction::Cancel);
    // The prompt's two lines and the button's room are always kept, so the board below
    // never moves (#28); the button is only hidden while there is no pawn move to change.
    html! {
        <div class="st-hint" data-testid="instruction">
            { steady_line(html! { <p class="st-prompt">{ words }</p> }, prompt_room(w, state)) }
            <button class={classes!("button", "small", input.pawn.is_none().then_some("idle"))}
                    onclick={cancel} disabled={input.pawn.is_none()}>{ w.change_pawn }</button>
        </div>
    }
}

/// Everything the prompt may say (its room is the longest's); a stack is named by the
/// board's last cell, as wide as any.
fn prompt_room(w: &Words, state: &State) -> Vec<(String, Classes)> {
    let last = state.size() * state.size() - 1;
    [
        w.choose_pawn.to_string(),
        w.choose_action.to_string(),
        w.choose_slide.to_string(),
        w.choose_slide_or_drop(&text::cell_name(state, last)),
    ]
    .map(|words| (words, classes!("st-prompt")))
    .into()
}

/// The cells the last turn touched: where its piece or stack ended, where a slide began.
fn last_cells(state: &State, last: Option<Turn>) -> (Option<u8>, Option<u8>) {
    match last.map(|t| t.action) {
        Some(Action::Drop(c)) => (Some(c), None),
        Some(Action::Slide(s, d)) => (state.slid_to(s, d), Some(s)),
        Some(Action::ClaimDraw) | None => (None, None),
    }
}

fn win_cells(state: &State) -> Vec<u8> {
    match state.end() {
        Some(End::Path { cells, .. }) => cells.clone(),
        _ => Vec::new(),
    }
}

fn cells(props: &Props, input: &Input, send: &Inputs) -> Html {
    let w = text::words(props.lang);
    let state = &props.state;
    let (drops, targets, path) = (
        input.drops(state),
        input.slide_targets(state),
        win_cells(state),
    );
    let (last_cell, slid_from) = last_cells(state, props.last_move);
    let hinted = |c: u8| {
        props
            .hint
            .is_some_and(|t| matches!(t.action, Action::Drop(x) | Action::Slide(x, _) if x == c))
    };
    // Where a hinted slide ends.
    let hint_to = props.hint.and_then(|t| match t.action {
        Action::Slide(from, d) => state.slid_to(from, d),
        Action::Drop(_) | Action::ClaimDraw => None,
    });
    let all = (0..state.size() * state.size()).map(|c| {
        let classes = classes!(
            "cell",
            (hint_to == Some(c)).then_some("hint-to"),
            drops.contains(&c).then_some("drop-target"),
            (input.pawn.is_some() && input.stack.is_none() && input.movable(state, c)).then_some("movable"),
            (input.stack == Some(c)).then_some("selected"),
            targets.iter().any(|t| t.1 == c).then_some("slide-target"),
            path.contains(&c).then_some("on-path"),
            (last_cell == Some(c)).then_some("last"),
            (slid_from == Some(c)).then_some("slid-from"),
            hinted(c).then_some("hinted"),
        );
        let label = w.cell_label(&text::cell_name(state, c), &w.stack_words(state, c));
        let onclick = send.on(InputAction::Cell(c));
        let stack = state.stack(c);
        html! {
            <g class={classes} id={format!("st-c-{c}")} data-cell={c.to_string()} data-name={text::cell_name(state, c)}
               data-height={stack.len().to_string()} data-owner={state.owner(c).map(side_class)}
               data-pieces={stack.iter().map(|p| if *p == Side::Black { 'B' } else { 'W' }).collect::<String>()}
               role="button" aria-label={label} {onclick}>
                { stack_drawing(state, c, last_cell == Some(c), slid_from.is_some()) }
            </g>
        }
    });
    let cursor = input.grid_cursor(state);
    let (cx, cy) = cell_centre(state, cursor);
    html! {
        <g id="st-grid" class="st-grid" tabindex="0" role="group" aria-label={w.grid_keys}
           aria-activedescendant={format!("st-c-{cursor}")} onkeydown={keys(send, true)}>
            { for all }
            <rect class="kbd-cursor" x={num(cx - CELL / 2.0 + 3.0)} y={num(cy - CELL / 2.0 + 3.0)}
                  width={num(CELL - 6.0)} height={num(CELL - 6.0)} rx="6" />
        </g>
    }
}

/// A cell's stack from the side, one disc per piece, with its owner and height in a badge.
/// `arrived`: the last turn ended here (the dropped piece, or the whole slid stack, pops in).
fn stack_drawing(state: &State, c: u8, arrived: bool, slid: bool) -> Html {
    let (cx, cy) = cell_centre(state, c);
    let (x0, y0) = (cx - CELL / 2.0, cy - CELL / 2.0);
    let stack = state.stack(c);
    let discs = stack.iter().enumerate().map(|(i, piece)| {
        let y = cy + CELL / 2.0 - 10.0 - DISC_H * (i as f64 + 1.0);
        let moved = arrived && (slid || i + 1 == stack.len());
        html! {
            <rect class={classes!("disc", side_class(*piece), moved.then_some("arrive"))} x={num(cx - 22.0)} y={num(y)}
                  width="44" height={num(DISC_H - 1.0)} rx="5" />
        }
    });
    html! {
        <>
            <rect class="cell-bg" x={num(x0)} y={num(y0)} width={num(CELL)} height={num(CELL)} />
            { for discs }
            if let Some(owner) = state.owner(c) {
                // The owner's colour and the height, readable without the discs.
                <circle class={classes!("badge", side_class(owner))} cx={num(x0 + 13.0)} cy={num(y0 + 13.0)} r="10" />
                <text class={classes!("height", side_class(owner))} x={num(x0 + 13.0)} y={num(y0 + 17.5)}>
                    { stack.len().to_string() }
                </text>
            }
        </>
    }
}

/// The ring of points the pawns move on, the bases marked.
fn points(props: &Props, input: &Input, send: &Inputs) -> Html {
    let w = text::words(props.lang);
    let state = &props.state;
    let playable = match input.step(state) {
        Step::Over => Vec::new(),
        _ if props.waiting => Vec::new(),
        _ => state.playable_destinations(state.to_move_side()),
    };
    let all = (0..state.ring_len()).map(|p| {
        let (x, y) = point_centre(state, p);
        let base = if p == state.black_base() {
            Some("base-black")
        } else if p == state.white_base() {
            Some("base-white")
        } else {
            None
        };
        let label = w.edge_point(&text::point_name(state, p));
        let onclick = send.on(InputAction::Point(p));
        let classes = classes!(
            "point",
            base,
            playable.contains(&p).then_some("playable"),
            (input.pawn == Some(p)).then_some("pending"),
            props.hint.is_some_and(|t| t.pawn == p).then_some("hinted"),
        );
        html! {
            <g class={classes} id={format!("st-p-{p}")} data-point={text::point_name(state, p)} role="button" aria-label={label} {onclick}>
                // A fingertip-sized hit area round the small spot (40 px on a 390 px phone,
                // and never over the next point).
                <circle class="tap" cx={num(x)} cy={num(y)} r={num(CELL / 2.0)} />
                if base.is_some() {
                    <rect class="base" x={num(x - 17.0)} y={num(y - 17.0)} width="34" height="34" rx="5" />
                }
                <circle class="spot" cx={num(x)} cy={num(y)} r="9" />
            </g>
        }
    });
    let cursor = input.ring_cursor(state);
    let (x, y) = point_centre(state, cursor);
    html! {
        <g id="st-ring" class="st-ring" tabindex="0" role="group" aria-label={w.ring_keys}
           aria-activedescendant={format!("st-p-{cursor}")} onkeydown={keys(send, false)}>
            { for all }
            <circle class="kbd-cursor" cx={num(x)} cy={num(y)} r="19" />
        </g>
    }
}

/// Both pawns; the one to move shown at its chosen point, with a ring where it came from.
fn pawns(props: &Props, input: &Input) -> Html {
    let w = text::words(props.lang);
    let state = &props.state;
    let (side, over) = (state.to_move_side(), input.step(state) == Step::Over);
    let last_point = props.last_move.map(|t| t.pawn);
    let both = [Side::Black, Side::White].into_iter().map(|s| {
        let moving = s == side && !over && input.pawn.is_some();
        let at = if moving { input.pawn.unwrap_or(state.pawn(s)) } else { state.pawn(s) };
        let (x, y) = point_centre(state, at);
        let moved_last = (s != side || over) && last_point == Some(state.pawn(s));
        let (ox, oy) = point_centre(state, state.pawn(s));
        html! {
            <g class={classes!("pawn", side_class(s), moving.then_some("moving"), moved_last.then_some("last arrive"))} data-pawn={side_class(s)}
               data-at={text::point_name(state, at)} aria-hidden="true">
                if moving {
                    <circle class="pawn-from" cx={num(ox)} cy={num(oy)} r="15" />
                }
                <circle cx={num(x)} cy={num(y)} r="15" />
                <text x={num(x)} y={num(y + 5.0)}>{ if s == Side::Black { w.black_mark } else { w.white_mark } }</text>
            </g>
        }
    });
    html! { <>{ for both }</> }
}

/// The winning path, when a game ended with one.
fn win_path(state: &State) -> Html {
    let path = win_cells(state);
    if path.is_empty() {
        return html! {};
    }
    let points: Vec<String> = path
        .iter()
        .map(|&c| {
            let (x, y) = cell_centre(state, c);
            format!("{},{}", num(x), num(y))
        })
        .collect();
    html! { <polyline class="win-path" data-testid="win-path" points={points.join(" ")} /> }
}
