//! What the game screen asks of the device: the clipboard, and the share sheet where the
//! browser has one (phones), falling back to the clipboard.

use crate::lang::Lang;
use crate::play_state::Sent;
use crate::text;
use yew::Callback;

pub async fn copy_link(link: String, done: Callback<bool>) {
    done.emit(copy_to_clipboard(&link).await == Sent::Copied);
}

pub async fn send_link(link: String, words: String, done: Callback<Sent>) {
    let both = format!("{words}\n{link}");
    let sent = match share_sheet(&words, &link) {
        Some(shared) => match shared.await {
            Ok(_) => Some(Sent::Shared),
            // The player closed the share sheet: nothing to say.
            Err(e) if is_abort(&e) => None,
            Err(_) => Some(copy_to_clipboard(&both).await),
        },
        None => Some(copy_to_clipboard(&both).await),
    };
    if let Some(sent) = sent {
        done.emit(sent);
    }
}

/// `navigator.share({title, text, url})`, where the browser has it (phones do).
fn share_sheet(words: &str, link: &str) -> Option<wasm_bindgen_futures::JsFuture> {
    use wasm_bindgen::{JsCast, JsValue};
    let navigator = gloo::utils::window().navigator();
    let share = js_sys::Reflect::get(&navigator, &"share".into()).ok()?;
    let share = share.dyn_into::<js_sys::Function>().ok()?;
    let data = js_sys::Object::new();
    for (key, value) in [
        ("title", text::catalog(Lang::En).app_name),
        ("text", words),
        ("url", link),
    ] {
        js_sys::Reflect::set(&data, &key.into(), &JsValue::from_str(value)).ok()?;
    }
    let promise = share
        .call1(&navigator, &data)
        .ok()?
        .dyn_into::<js_sys::Promise>()
        .ok()?;
    Some(wasm_bindgen_futures::JsFuture::from(promise))
}

fn is_abort(e: &wasm_bindgen::JsValue) -> bool {
    js_sys::Reflect::get(e, &"name".into())
        .ok()
        .and_then(|n| n.as_string())
        .is_some_and(|n| n == "AbortError")
}

async fn copy_to_clipboard(words: &str) -> Sent {
    let clipboard = gloo::utils::window().navigator().clipboard();
    match wasm_bindgen_futures::JsFuture::from(clipboard.write_text(words)).await {
        Ok(_) => Sent::Copied,
        Err(_) => Sent::Failed,
    }
}
