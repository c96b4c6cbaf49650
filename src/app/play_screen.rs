//! The game screen's drawing, for every game at once: the generic `Play<G>` turns its state
//! into a `Screen` (words and finished parts) and this draws it, so the panels, buttons and
//! move list are compiled once, not once per game. Clicks come back as `Control`s (the state machine's buttons).

use crate::core::UndoPolicy;
use crate::games::GameInfo;
use crate::play_state::Control;
use crate::play_words::HISTORY_BLOCK;
use crate::text;
use std::rc::Rc;
use yew::prelude::*;

/// What the game screen shows.
pub struct Screen {
    /// The words of the interface's language, and the game's name in it.
    pub words: &'static text::Words,
    pub name: &'static str,
    pub info: &'static GameInfo,
    pub turn: String,
    pub scoreboard: Html,
    /// The result, once the game is over (and the live position is shown).
    pub result: Option<String>,
    /// "You win!" / "You lose" when the people here played one side.
    pub verdict: Option<&'static str>,
    /// The game deals from a seed: "new deal" and "replay this deal".
    pub uses_seed: bool,
    pub share: Option<Share>,
    /// A live table with hidden hands: no Share (a link holds the deal, every hand with it)
    /// and no Undo (cards once drawn are not put back).
    pub dealt: bool,
    /// The notice line, and whether it explains a refused attempt.
    pub notice: (String, bool),
    pub board: Html,
    /// The computer is searching: how far, from 0 to 1.
    pub thinking: Option<f64>,
    /// A computer is to move: the board takes no taps until a person here is to move.
    pub locked: bool,
    pub can_hint: bool,
    /// The Hint button is on screen (disabled on the computer's turns, so the buttons beside
    /// it do not move; away while a hidden hand waits for its player).
    pub hint_button: bool,
    pub can_pause: bool,
    pub paused: bool,
    /// The hint in words (or that it is being worked out).
    pub hint: Option<String>,
    pub undo_policy: UndoPolicy,
    pub can_undo: bool,
    pub can_redo: bool,
    pub undos: u32,
    pub rules_open: bool,
    pub rules: &'static [&'static str],
    pub rules_picture: Html,
    /// The ply shown, and the moves played.
    pub at: usize,
    pub total: usize,
    pub history: Vec<Rc<[String]>>,
    /// The moves (0-based) that just came by link.
    pub news: std::ops::Range<usize>,
    pub by_link: Option<ByLink>,
    pub analysis: super::analysis_view::AnalysisView,
    /// The live table's panel, or the offer to play live (`play_live`).
    pub live: Html,
}

/// Sending the game to a friend who plays by link.
pub struct ByLink {
    /// "Waiting for White: send them the link" while a friend's seat is to move (`None`
    /// once the game is over).
    pub waiting: Option<String>,
    pub link: String,
    /// The words that go with the link.
    pub text: String,
    pub sent: Option<crate::play_state::Sent>,
    /// Nothing was played here since the link came: it is passed on, not "your move".
    pub passing_on: bool,
}

/// The share panel: the link, whether copying it worked (once tried), the game's warning.
pub struct Share {
    pub link: String,
    pub copied: Option<bool>,
    pub note: Option<&'static str>,
}

/// A callback that sends one fixed action.
fn on<E>(send: &Callback<Control>, action: Control) -> Callback<E> {
    let send = send.clone();
    Callback::from(move |_| send.emit(action.clone()))
}

pub fn screen(s: Screen, send: &Callback<Control>) -> Html {
    let id = s.info.id;
    html! {
        <section class={classes!("play", format!("game-{id}"))}>
            <div class="play-head">
                <h1>{ s.name }</h1>
                <p class="turn" data-testid="turn" aria-live="polite" title={s.turn.clone()}>{ &s.turn }</p>
                <div class="scoreboard" data-testid="scoreboard">{ s.scoreboard.clone() }</div>
            </div>
            <p class={classes!("notice", s.notice.1.then_some("problem"))} aria-live="polite" data-testid="notice" title={s.notice.0.clone()}>
                { &s.notice.0 }
            </p>
            <div class="play-body">
                <div class={classes!("board-area", s.by_link.as_ref().and_then(|b| b.waiting.as_ref()).map(|_| "waiting"), s.locked.then_some("locked"))}>
                    { s.board.clone() }
                    if let Some(b) = s.by_link.as_ref().filter(|b| b.waiting.is_some()) {
                        { send_panel(s.words, b, send) }
                    }
                </div>
                <aside class="side">{ side(&s, send) }</aside>
            </div>
        </section>
    }
}

/// Who won and the ways on: another game with the same options (a fresh deal, or the same
/// one again), a new game, home.
fn game_over(
    t: &text::Words,
    id: &str,
    result: &str,
    verdict: Option<&str>,
    uses_seed: bool,
    send: &Callback<Control>,
) -> Html {
    html! {
        <div class="game-over" role="dialog" aria-label={t.game_over}>
            if let Some(verdict) = verdict {
                <h2 class="verdict" data-testid="verdict">{ verdict }</h2>
            }
            <p class="result" data-testid="result">{ result }</p>
            <p class="actions">
                <button class="button" onclick={on(send, Control::View(Some(0)))}>{ t.look_back }</button>
                <button class="button primary" onclick={on(send, Control::Again { same_seed: false })}>
                    { if uses_seed { t.new_deal } else { t.play_again } }
                </button>
                if uses_seed {
                    <button class="button" onclick={on(send, Control::Again { same_seed: true })}>{ t.replay_deal }</button>
                }
                <a class="button" href={format!("#/new/{id}")}>{ t.new_game }</a>
                <a class="button" href="#/">{ t.home }</a>
            </p>
        </div>
    }
}

fn side(s: &Screen, send: &Callback<Control>) -> Html {
    let t = s.words;
    html! {
        <>
            // What a board shows beside itself (King-Square's round end), not over it.
            <div class="board-aside" id={crate::board::ASIDE_ID}></div>
            { s.live.clone() }
            // Beside the board, so the end never pushes the board down.
            if let Some(result) = &s.result {
                // With a friend by link, sending them the last move comes first.
                if let Some(b) = &s.by_link {
                    { send_panel(s.words, b, send) }
                }
                { game_over(s.words, s.info.id, result, s.verdict, s.uses_seed, send) }
            }
            { computer_controls(s, send) }
            { status_line(s) }
            { game_controls(s, send) }
            { super::analysis_view::panel(t, &s.analysis, send) }
            <h2>{ t.moves }</h2>
            // ←/→, Home and End step through the moves while the stepper or the list has focus.
            <div class="look-back" onkeydown={step_keys(s.at, s.total, send)}>
                { stepper(s.words, s.at, s.total, send) }
                <History blocks={s.history.clone()} total={s.total} at={s.at} news={s.news.clone()} send={send.clone()} />
            </div>
        </>
    }
}

/// One line under the Hint and Pause buttons: "Computer is thinking…" with a progress bar on
/// the computer's turns, the hint on a person's (never both at once). Its room is kept when
/// it is empty, so nothing below it moves.
fn status_line(s: &Screen) -> Html {
    let t = s.words;
    let percent = (s.thinking.unwrap_or(0.0).clamp(0.0, 1.0) * 100.0).round() as u32;
    html! {
        <div class="status-line">
            if s.thinking.is_some() {
                <div class="thinking" data-testid="thinking" role="status">
                    <span>{ t.computer_thinking }</span>
                    <progress max="100" value={percent.to_string()} aria-label={t.computer_thinking} />
                </div>
            } else {
                <p class="hint" data-testid="hint" role="status">{ s.hint.clone().unwrap_or_default() }</p>
            }
        </div>
    }
}

/// Hint, and Pause / Resume / Step while computers still play.
fn computer_controls(s: &Screen, send: &Callback<Control>) -> Html {
    let t = s.words;
    if !s.hint_button && !s.can_pause {
        return html! {};
    }
    html! {
        <div class="controls">
            if s.hint_button {
                <button class="button" onclick={on(send, Control::AskHint)} disabled={!s.can_hint}
                        data-testid="hint-button">{ t.hint }</button>
            }
            if s.can_pause {
                <button class="button" onclick={on(send, Control::TogglePause)} aria-pressed={s.paused.to_string()}>
                    { if s.paused { t.resume_play } else { t.pause } }
                </button>
                if s.paused {
                    <button class="button" onclick={on(send, Control::Step)}>{ t.step }</button>
                }
            }
        </div>
    }
}

fn game_controls(s: &Screen, send: &Callback<Control>) -> Html {
    let t = s.words;
    html! {
        <>
            <div class="controls">
                if s.undo_policy != UndoPolicy::Off && !s.dealt {
                    <button class="button" onclick={on(send, Control::Undo)} disabled={!s.can_undo}>{ t.undo }</button>
                    <button class="button" onclick={on(send, Control::Redo)} disabled={!s.can_redo}>{ t.redo }</button>
                }
                if !s.dealt {
                    <button class="button" onclick={open_share(send)}>{ t.share }</button>
                }
                { super::analysis_view::button(t, &s.analysis, send) }
                <button class="button" onclick={on(send, Control::ToggleRules)} aria-expanded={s.rules_open.to_string()}>
                    { if s.rules_open { t.hide_rules } else { t.rules } }
                </button>
                <a class="button" href={format!("#/new/{}", s.info.id)}>{ t.new_game }</a>
            </div>
            // Under its button, beside the board (below it on a phone): opening it moves
            // nothing the player was looking at.
            if let Some(share) = &s.share {
                { share_panel(s.words, share, send) }
            }
            if s.undo_policy == UndoPolicy::Counted && s.undos > 0 {
                <p class="muted" data-testid="undo-count">{ t.undos_used(s.undos) }</p>
            }
            if s.rules_open {
                <div class="rules-help">
                    { for s.rules.iter().map(|p| html! { <p>{ *p }</p> }) }
                    { s.rules_picture.clone() }
                </div>
            }
        </>
    }
}

fn stepper(t: &text::Words, at: usize, total: usize, send: &Callback<Control>) -> Html {
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

fn step_keys(at: usize, total: usize, send: &Callback<Control>) -> Callback<KeyboardEvent> {
    let send = send.clone();
    Callback::from(move |e: KeyboardEvent| {
        if let Some(to) = step_key(&e.key(), at, total) {
            e.prevent_default();
            send.emit(Control::View(to));
        }
    })
}

#[derive(Properties, PartialEq)]
struct HistoryProps {
    /// The moves in words, `HISTORY_BLOCK` a block (`play_words::HistoryWords`).
    blocks: Vec<Rc<[String]>>,
    total: usize,
    at: usize,
    news: std::ops::Range<usize>,
    send: Callback<Control>,
}

/// The moves in words (numbered by CSS, wide enough for any number); the move shown is kept
/// in view as play goes on. Drawn in blocks that redraw only when they change, with one
/// click handler for the list, so a move costs the same however long the game.
#[function_component]
fn History(props: &HistoryProps) -> Html {
    let t = super::use_words();
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

/// Opens the share panel, and brings it into view once drawn if it opened off the screen (on
/// a phone it lies under the controls, often below the fold). When its title is in view the
/// player sees it open, and nothing scrolls (the board holds still).
fn open_share(send: &Callback<Control>) -> Callback<MouseEvent> {
    let send = send.clone();
    Callback::from(move |_| {
        send.emit(Control::OpenShare);
        gloo::timers::callback::Timeout::new(0, show_share_panel).forget();
    })
}

/// Scrolls the share panel just into view (its nearest edge) when its title is not in view.
fn show_share_panel() {
    let document = gloo::utils::document();
    let (Ok(Some(panel)), Ok(Some(title))) = (
        document.query_selector("[data-testid=share]"),
        document.query_selector("[data-testid=share] h2"),
    ) else {
        return;
    };
    let title = title.get_bounding_client_rect();
    let height = gloo::utils::window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(f64::MAX);
    if title.top() < 0.0 {
        panel.scroll_into_view_with_bool(true);
    } else if title.bottom() > height {
        panel.scroll_into_view_with_bool(false);
    }
}

fn share_panel(t: &text::Words, share: &Share, send: &Callback<Control>) -> Html {
    // Selecting the whole link on focus makes the manual fallback one gesture.
    let select_all = Callback::from(|e: FocusEvent| {
        use wasm_bindgen::JsCast;
        if let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            input.select();
        }
    });
    let status = share
        .copied
        .map(|done| if done { t.copied } else { t.copy_failed });
    html! {
        <div class="share-panel" role="dialog" aria-label={t.share_title} data-testid="share">
            <h2>{ t.share_title }</h2>
            <p class="muted">{ t.share_help }</p>
            if let Some(note) = share.note {
                <p class="muted" data-testid="share-note">{ note }</p>
            }
            <input class="share-link" type="text" readonly=true value={share.link.clone()}
                   aria-label={t.share_title} onfocus={select_all} data-testid="share-link" />
            <p class="actions">
                <button class="button primary" onclick={on(send, Control::Copy(share.link.clone()))}>{ t.copy }</button>
                <button class="button" onclick={on(send, Control::CloseShare)}>{ t.close }</button>
                <span class="muted">{ t.link_length(share.link.len()) }</span>
            </p>
            if let Some(message) = status {
                <p role="status" data-testid="copy-status">{ message }</p>
            }
        </div>
    }
}

/// "Send your move" (or the last move), what became of it, and the link to copy by hand
/// when neither the share sheet nor the clipboard worked. While a friend's seat is to move
/// it lies over the board, which takes no moves.
fn send_panel(t: &text::Words, b: &ByLink, send: &Callback<Control>) -> Html {
    use crate::play_state::Sent;
    let action = Control::Send {
        link: b.link.clone(),
        text: b.text.clone(),
    };
    let label = match (b.waiting.is_some(), b.passing_on) {
        (true, true) => t.pass_link_on,
        (true, false) => t.send_move,
        (false, _) => t.send_last_move,
    };
    let status = b.sent.map(|sent| match sent {
        Sent::Shared => t.sent_shared,
        Sent::Copied => t.sent_copied,
        Sent::Failed => t.send_failed,
    });
    html! {
        <div class="send-panel" data-testid="send-panel">
            if let Some(waiting) = &b.waiting {
                <p class="waiting" data-testid="waiting">{ waiting }</p>
            }
            <button class="button primary" onclick={on(send, action)} data-testid="send-move">{ label }</button>
            if let Some(status) = status {
                <p role="status" data-testid="send-status">{ status }</p>
            }
            if b.sent == Some(Sent::Failed) {
                <input class="share-link" type="text" readonly=true value={b.link.clone()}
                       aria-label={t.share_title} data-testid="send-link" />
            }
        </div>
    }
}

/// The full URL of a share link for this page's address.
pub fn share_url(game: &str, code: &str) -> String {
    let location = gloo::utils::window().location();
    let href = location.href().unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}#/play/{game}?r={code}")
}
