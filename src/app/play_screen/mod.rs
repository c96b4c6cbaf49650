//! The game screen's drawing, for every game at once: the generic `Play<G>` turns its state
//! into a `Screen` (words and finished parts) and this draws it, so the panels, buttons and
//! move list are compiled once, not once per game. Clicks come back as `Control`s (the state machine's buttons).

use crate::core::UndoPolicy;
use crate::games::GameInfo;
use crate::play_state::Control;
use crate::text;
use std::rc::Rc;
use yew::prelude::*;

mod history;
mod share;

use history::{step_keys, stepper, History};
pub use share::share_url;
use share::{open_share, send_panel, share_panel};

/// What the game screen shows.
pub struct Screen {
    /// The words of the interface's language, and the game's name in it.
    pub words: &'static text::Words,
    pub name: &'static str,
    pub info: &'static GameInfo,
    pub turn: String,
    /// Which seats the computer plays, at which level.
    pub computer_seats: Option<String>,
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
                if let Some(seats) = &s.computer_seats {
                    <p class="computer-seats muted" data-testid="computer-seats">{ seats }</p>
                }
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
                <a class="button" href={format!("#/new/{id}")}>{ t.catalog().new_game }</a>
                <a class="button" href="#/">{ t.catalog().home }</a>
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
                <a class="button" href={format!("#/new/{}", s.info.id)}>{ t.catalog().new_game }</a>
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
