//! The light home page: the first wasm of a first visit. It draws the home page with the
//! header and nothing else (no board, no engine: a quarter of the full app), so the visit
//! is usable sooner, while the page's loader (`index.html`) fetches the full app. Leaving
//! the home page starts the full app, which takes this page's place (`stop`) and runs the
//! rest of the visit. Any other address, or a game to resume, starts the full app at once.

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
        let _ = super::call_page("boardshelfApp");
        return;
    }
    let app = yew::Renderer::<LightHome>::with_root(app_root()).render();
    APP.with(|a| *a.borrow_mut() = Some(app));
}

/// Takes the light page away: the full app calls this (through the page's loader) just
/// before it draws itself, in the same task, so no frame is painted without a page.
pub fn stop() {
    if let Some(app) = APP.with(|a| a.borrow_mut().take()) {
        app.destroy();
    }
}

/// While the full app loads, the light page keeps its header and says so; if the full app
/// cannot load, it says that, and the home page comes back with "back".
#[derive(Clone, Copy, PartialEq)]
enum Leaving {
    No,
    Opening,
    Failed,
}

/// Starts the full app (the loader fetches it once) and waits for it: only a failure
/// comes back here.
fn leave(leaving: UseStateHandle<Leaving>) {
    leaving.set(Leaving::Opening);
    let started = super::call_page("boardshelfApp");
    wasm_bindgen_futures::spawn_local(async move {
        if let Some(started) = started.and_then(|p| p.dyn_into::<js_sys::Promise>().ok()) {
            if wasm_bindgen_futures::JsFuture::from(started).await.is_err() {
                leaving.set(Leaving::Failed);
            }
        }
    });
}

#[function_component]
fn LightHome() -> Html {
    let (lang, on_lang) = use_lang_choice();
    let leaving = use_state(|| Leaving::No);
    // Any link away from the home page is for the full app; "back" shows the home again.
    {
        let leaving = leaving.clone();
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let listener = gloo::events::EventListener::new(&window, "hashchange", move |_| {
                match Route::current() {
                    Route::Home => leaving.set(Leaving::No),
                    _ => leave(leaving.clone()),
                }
            });
            move || drop(listener)
        });
    }
    let t = text::catalog(lang);
    let main = match *leaving {
        Leaving::No => {
            // This page shows only before a game is played here (no last game), and every
            // game has a lesson (tests/lessons.rs fails on one without): each card offers
            // it. Reading the saves or the lessons' progress would bring their parsing into
            // the first page (25 KB); the full app's home marks lessons done.
            let learn = |g: &'static crate::games::GameInfo| home::learn_link(t, g.id);
            home::home_page(lang, t, html! {}, &learn)
        }
        Leaving::Opening => html! { <p class="loading">{ t.opening }</p> },
        Leaving::Failed => html! {
            <section class="message-page" role="alert">
                <p data-testid="message">{ t.app_not_loaded }</p>
                <p class="actions"><a class="button primary" href="#/">{ t.home }</a></p>
            </section>
        },
    };
    html! {
        <ContextProvider<Lang> context={lang}>
            <div class="app">
                { topbar(t, on_lang) }
                <main>{ main }</main>
            </div>
        </ContextProvider<Lang>>
    }
}
