//! Sharing a game: the share panel (the link, copy, the manual fallback) and the by-link
//! panel that sends a move to a friend.

use super::{on, ByLink, Share};
use crate::play_state::Control;
use crate::text;
use yew::prelude::*;

/// Opens the share panel, and brings it into view once drawn if it opened off the screen (on
/// a phone it lies under the controls, often below the fold). When its title is in view the
/// player sees it open, and nothing scrolls (the board holds still).
pub(super) fn open_share(send: &Callback<Control>) -> Callback<MouseEvent> {
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

pub(super) fn share_panel(t: &text::Words, share: &Share, send: &Callback<Control>) -> Html {
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
pub(super) fn send_panel(t: &text::Words, b: &ByLink, send: &Callback<Control>) -> Html {
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
