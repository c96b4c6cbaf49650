//! The move list and the way through it: the stepper, the keys, and the list drawn in blocks
//! that redraw only when they change (a long game stays quick).

use super::on;
use crate::play_state::Control;
use crate::play_words::HISTORY_BLOCK;
use crate::text;
use std::rc::Rc;
use yew::prelude::*;

pub(super) fn stepper(t: &text::Words, at: usize, total: usize, send: &Callback<Control>) -> Html {
    let go = |to: usize| on::<MouseEvent>(send, Control::View(Some(to)));
    html! {
        <div class="stepper" data-testid="stepper">
            <button class="button" onclick={go(0)} disabled={at == 0}
                    aria-label={t.first_move} title={t.first_move}>{ "«" }</button>
            <button class="button" onclick={go(at.saturating_sub(1))} disabled={at == 0}
                    aria-label={t.previous_move} title={t.previous_move}>{ "‹" }</button>
            <span class="ply" data-testid="ply">{ format!("{at} / {total}") }</span>
            <button class="button" onclick={go(at + 1)} disabled={at == total}
                    aria-label={t.next_move} title={t.next_move}>{ "›" }</button>
            <button class="button" onclick={on(send, Control::View(None))} disabled={at == total}
                    aria-label={t.last_move} title={t.last_move}>{ "»" }</button>
        </div>
    }
}

/// The position a key of the move list goes to: `Some(None)` is the game as it stands.
fn step_key(key: &str, at: usize, total: usize) -> Option<Option<usize>> {
    match key {
        "ArrowLeft" | "ArrowUp" => Some(Some(at.saturating_sub(1))),
        "ArrowRight" | "ArrowDown" if at < total => Some(Some(at + 1)),
        "Home" => Some(Some(0)),
        "End" => Some(None),
        _ => None,
    }
}

/// Whether a key pressed outside the move list steps through the moves: the arrows only
/// when nothing has the focus (a board or a tray uses them), Home and End unless a field
/// that edits or chooses has it (there they move the caret or the choice).
fn page_key(key: &str) -> bool {
    let document = gloo::utils::document();
    let active = document.active_element();
    let idle = active
        .as_ref()
        .is_none_or(|a| Some(a) == document.body().map(Into::into).as_ref());
    match key {
        "ArrowLeft" | "ArrowRight" => idle,
        "Home" | "End" => !active
            .is_some_and(|a| matches!(a.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")),
        _ => false,
    }
}

pub(super) fn step_keys(
    at: usize,
    total: usize,
    send: &Callback<Control>,
) -> Callback<KeyboardEvent> {
    let send = send.clone();
    Callback::from(move |e: KeyboardEvent| {
        if let Some(to) = step_key(&e.key(), at, total) {
            e.prevent_default();
            send.emit(Control::View(to));
        }
    })
}

#[derive(Properties, PartialEq)]
pub(super) struct HistoryProps {
    /// The moves in words, `HISTORY_BLOCK` a block (`play_words::HistoryWords`).
    pub(super) blocks: Vec<Rc<[String]>>,
    pub(super) total: usize,
    pub(super) at: usize,
    pub(super) news: std::ops::Range<usize>,
    pub(super) send: Callback<Control>,
}

/// The moves in words (numbered by CSS, wide enough for any number); the move shown is kept
/// in view as play goes on. Drawn in blocks that redraw only when they change, with one
/// click handler for the list, so a move costs the same however long the game.
#[function_component]
pub(super) fn History(props: &HistoryProps) -> Html {
    let t = super::super::use_words();
    let list = use_node_ref();
    // The blocks the player asked to see besides those round the move shown.
    let more = use_state_eq(|| (0, 0));
    {
        let (list, more) = (list.clone(), more.clone());
        let block = props.at / HISTORY_BLOCK;
        use_effect_with((props.at, props.total), move |_| {
            follow(&list);
        });
        use_effect_with(block, move |_| more.set((0, 0)));
    }
    {
        // Keys the move list did not take: ← and → step when nothing has the focus (after a
        // click on the page), Home and End anywhere but in a field that edits or chooses.
        let (send, total) = (props.send.clone(), props.total);
        use_effect_with((props.at, total), move |&(at, total)| {
            let window = gloo::utils::window();
            let listener = gloo::events::EventListener::new(&window, "keydown", move |e| {
                use wasm_bindgen::JsCast;
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                let key = e.key();
                if e.default_prevented() || !page_key(&key) {
                    return;
                }
                if let Some(to) = step_key(&key, at, total) {
                    e.prevent_default();
                    send.emit(Control::View(to));
                }
            });
            move || drop(listener)
        });
    }
    if props.total == 0 {
        return html! { <p class="muted">{ t.no_moves_yet }</p> };
    }
    let send = props.send.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        if let Some(ply) = clicked_ply(&e) {
            send.emit(Control::View(Some(ply)));
        }
    });
    let (from, to) = window(props, *more);
    let show = |blocks: std::ops::Range<usize>, more_now: (usize, usize)| {
        let more = more.clone();
        let (first, last) = (
            blocks.start * HISTORY_BLOCK + 1,
            (blocks.end * HISTORY_BLOCK).min(props.total),
        );
        html! {
            <button type="button" class="button small show-moves" data-testid="show-moves"
                    onclick={Callback::from(move |_| more.set(more_now))}>
                { t.show_moves(first, last) }
            </button>
        }
    };
    html! {
        <>
            if from > 0 {
                { show(from.saturating_sub(MORE_BLOCKS)..from, (more.0 + MORE_BLOCKS, more.1)) }
            }
            <ol class="history" data-testid="history" ref={list} {onclick}
                style={format!("counter-reset: move {}", from * HISTORY_BLOCK)}>
                { for (from..to).map(|b| {
                    let moves = &props.blocks[b];
                    let start = b * HISTORY_BLOCK;
                    let within = |i: usize, past: usize| i.clamp(start, start + moves.len() + past) - start;
                    let news = within(props.news.start, 0)..within(props.news.end, 0);
                    html! {
                        // Past the block, `shown` is one more than its moves: none current.
                        <MoveBlock moves={moves.clone()} {start} shown={within(props.at, 1)}
                                   news={if news.is_empty() { 0..0 } else { news }} />
                    }
                }) }
            </ol>
            if to < props.blocks.len() {
                { show(to..(to + MORE_BLOCKS).min(props.blocks.len()), (more.0, more.1 + MORE_BLOCKS)) }
            }
        </>
    }
}

/// Blocks drawn before the move shown and after it, and added by each "Show moves".
const BLOCKS_BEFORE: usize = 3;
const BLOCKS_AFTER: usize = 1;
const MORE_BLOCKS: usize = 4;

/// The blocks of the list drawn (a long game draws only those round the move shown, so
/// the page's layout does not grow with the game): `more` are the blocks the player added
/// before and after.
fn window(props: &HistoryProps, more: (usize, usize)) -> (usize, usize) {
    let shown = (props.at.max(1) - 1) / HISTORY_BLOCK;
    let shown = shown.min(props.blocks.len().saturating_sub(1));
    let from = shown.saturating_sub(BLOCKS_BEFORE + more.0);
    let to = (shown + 1 + BLOCKS_AFTER + more.1).min(props.blocks.len());
    (from, to)
}

/// The ply a click on the move list chose (its button's `data-ply`).
fn clicked_ply(e: &MouseEvent) -> Option<usize> {
    use wasm_bindgen::JsCast;
    let target = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    let button = target.closest("button.move").ok()??;
    button.get_attribute("data-ply")?.parse().ok()
}

#[derive(Properties, PartialEq)]
struct MoveBlockProps {
    moves: Rc<[String]>,
    /// The first move's index in the game.
    start: usize,
    /// How many of these moves are played in the position shown.
    shown: usize,
    /// Which of these moves came by link (relative to `start`).
    news: std::ops::Range<usize>,
}

#[function_component]
fn MoveBlock(props: &MoveBlockProps) -> Html {
    let shown = props.shown;
    html! {
        <>
            { for props.moves.iter().enumerate().map(|(i, h)| {
                let ply = props.start + i + 1;
                html! {
                    <li class={classes!((i + 1 == shown).then_some("current"), (i >= shown).then_some("ahead"), props.news.contains(&i).then_some("news"))}>
                        <button type="button" class="move" data-ply={ply.to_string()}
                                aria-current={(i + 1 == shown).then_some("step")}>
                            { move_line(h) }
                        </button>
                    </li>
                }
            }) }
        </>
    }
}

/// One move, then each of its consequences ("— flipped 2 cards") on a line of its own, so
/// every line stays short; the text reads the same to a screen reader.
fn move_line(words: &str) -> Html {
    let mut parts = words.split(" — ");
    let head = parts.next().unwrap_or_default().to_string();
    html! {
        <>
            { head }
            { for parts.map(|then| html! { <span class="then">{ " — " }{ then.to_string() }</span> }) }
        </>
    }
}

/// Scrolls the move list (only the list) so that the move shown, or the newest, is visible.
fn follow(list: &NodeRef) {
    use wasm_bindgen::JsCast;
    let Some(ol) = list.cast::<web_sys::HtmlElement>() else {
        return;
    };
    let item = ol
        .query_selector("li.current")
        .ok()
        .flatten()
        .or_else(|| ol.last_element_child())
        .and_then(|li| li.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(li) = item {
        // The list is positioned, so an item's offset is from the list's top.
        let (top, bottom) = (li.offset_top(), li.offset_top() + li.offset_height());
        if top < ol.scroll_top() {
            ol.set_scroll_top(top);
        } else if bottom > ol.scroll_top() + ol.client_height() {
            ol.set_scroll_top(bottom - ol.client_height());
        }
    }
}
