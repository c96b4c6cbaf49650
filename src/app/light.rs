//! The light home page: the first wasm a visit loads. It draws the home page with the
//! header and nothing else (no board, no engine: a third of the full app), so a first visit
//! is usable sooner, and fetches the full app meanwhile. Any other page, or a game to
//! resume, starts the full app (`boardshelf.js`, see `index.html`), which then runs the
//! whole visit.

use super::route::Route;
use super::{app_root, crash, home, storage, topbar, use_lang_choice};
use crate::lang::Lang;
use crate::text;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use yew::prelude::*;

thread_local! {
    static APP: RefCell<Option<yew::AppHandle<LightHome>>> = const { RefCell::new(None) };
}

/// Entry point: the light home page if it is enough for this visit, else the full app.
pub fn start() {
    crash::install_panic_hook();
    if Route::current() != Route::Home || storage::has_last() {
        return call("boardshelfFull");
    }
    let app = yew::Renderer::<LightHome>::with_root(app_root()).render();
    APP.with(|a| *a.borrow_mut() = Some(app));
    call("boardshelfFetchFull");
}

/// One of the page's loader functions (index.html).
fn call(name: &str) {
    let window = gloo::utils::window();
    if let Ok(f) = js_sys::Reflect::get(&window, &name.into()) {
        if let Ok(f) = f.dyn_into::<js_sys::Function>() {
            let _ = f.call0(&window);
        }
    }
}

/// Leaves for the full app: this page goes, its words say the next is coming.
fn hand_over(lang: Lang) {
    if let Some(app) = APP.with(|a| a.borrow_mut().take()) {
        app.destroy();
    }
    // As index.html's placeholder says "Loading…" before any wasm runs.
    let root = app_root();
    if let Ok(p) = gloo::utils::document().create_element("p") {
        p.set_class_name("loading");
        p.set_text_content(Some(text::words(lang).opening));
        let _ = root.append_child(&p);
    }
    call("boardshelfFull");
}

#[function_component]
fn LightHome() -> Html {
    let (lang, on_lang) = use_lang_choice();
    // Any link away from the home page is for the full app.
    use_effect_with(lang, move |&lang| {
        let window = gloo::utils::window();
        let listener = gloo::events::EventListener::new(&window, "hashchange", move |_| {
            if Route::current() != Route::Home {
                // After this event: handing over drops this listener.
                wasm_bindgen_futures::spawn_local(async move { hand_over(lang) });
            }
        });
        move || drop(listener)
    });
    let t = text::words(lang);
    html! {
        <ContextProvider<Lang> context={lang}>
            <div class="app">
                { topbar(t, on_lang) }
                <main>{ home::home_page(lang, t, html! {}) }</main>
            </div>
        </ContextProvider<Lang>>
    }
}
