//! The saved-games screen: resume or delete games; damaged saves are shown with their raw
//! text (to copy) and are only deleted when the player confirms.

use super::route::play_hash;
use super::storage::{self, Slot};
use crate::text;
use yew::prelude::*;

/// A date and time in the player's locale.
pub fn when(ms: f64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(date.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}

#[function_component]
pub fn Saves() -> Html {
    let redraw = use_force_update();
    // The key awaiting delete confirmation.
    let confirming = use_state(|| None::<String>);
    let slots = match storage::list() {
        Ok(slots) => slots,
        Err(why) => return super::message_page(None, &why, None),
    };
    let delete_buttons = |key: String| {
        if confirming.as_deref() == Some(key.as_str()) {
            let confirm = {
                let confirming = confirming.clone();
                let redraw = redraw.clone();
                let key = key.clone();
                Callback::from(move |_| {
                    storage::delete_key(&key);
                    confirming.set(None);
                    redraw.force_update();
                })
            };
            let cancel = {
                let confirming = confirming.clone();
                Callback::from(move |_| confirming.set(None))
            };
            html! {
                <>
                    <button class="button danger" onclick={confirm}>{ text::CONFIRM_DELETE }</button>
                    <button class="button" onclick={cancel}>{ text::CANCEL }</button>
                </>
            }
        } else {
            let ask = {
                let confirming = confirming.clone();
                Callback::from(move |_| confirming.set(Some(key.clone())))
            };
            html! { <button class="button" onclick={ask}>{ text::DELETE }</button> }
        }
    };
    let items = slots.into_iter().map(|slot| match slot {
        Slot::Ok { envelope, info } => html! {
            <li class="save" data-save={envelope.id.clone()}>
                <div>
                    <h2>{ envelope.title.clone() }</h2>
                    <p class="muted">
                        <span class={classes!("state", envelope.finished.then_some("finished"))}>
                            { if envelope.finished { text::FINISHED } else { text::IN_PROGRESS } }
                        </span>
                        { format!(" · {}{} · {}", envelope.status,
                            text::computer_seats(envelope.computers()), when(envelope.updated)) }
                    </p>
                </div>
                <p class="actions">
                    <a class="button primary" href={play_hash(info.id, &envelope.id)}>{ text::RESUME }</a>
                    { delete_buttons(storage::key_of(&envelope.id)) }
                </p>
            </li>
        },
        Slot::Damaged { key, raw, reason } => html! {
            <li class="save damaged" data-key={key.clone()}>
                <div>
                    <h2>{ text::DAMAGED_SAVE }</h2>
                    <p class="error" data-testid="damaged-reason">{ reason }</p>
                    <p class="muted">{ text::DAMAGED_HELP }</p>
                    <textarea class="raw" readonly=true rows="3" value={raw} aria-label={text::DAMAGED_SAVE} />
                </div>
                <p class="actions">{ delete_buttons(key) }</p>
            </li>
        },
    });
    let items: Vec<Html> = items.collect();
    html! {
        <section class="saves">
            <h1>{ text::SAVED_GAMES }</h1>
            if items.is_empty() {
                <p class="muted">{ text::NO_SAVES }</p>
            } else {
                <ul class="save-list">{ for items }</ul>
            }
        </section>
    }
}
