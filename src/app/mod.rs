//! The Yew shell: routes, home, new-game setup, the game screen and the crash screen.
//! It knows games only through the registry (`crate::games`) and the [`GameView`] trait.

mod crash;
mod game_view;
mod home;
mod play;
mod route;
mod setup;

pub use game_view::{BoardProps, GameScreens, GameView, Screens};

use crate::text;
use route::Route;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Entry point: installs the crash screen, then mounts the app.
pub fn start() {
    crash::install_panic_hook();
    let document = gloo::utils::document();
    let root = document.get_element_by_id("app").unwrap_or_else(|| {
        let div = document.create_element("div").expect("create the app root");
        gloo::utils::body()
            .append_child(&div)
            .expect("attach the app root");
        div
    });
    root.set_text_content(None); // drop the "Loading…" placeholder
    yew::Renderer::<App>::with_root(root).render();
}

/// The game on the game screen, as a JSON record (type-erased so the shell stays generic).
#[derive(Clone, PartialEq)]
struct Current {
    game: &'static str,
    record: AttrValue,
    /// Changes when a new game starts, so the game screen is rebuilt from the record.
    nonce: u32,
}

fn navigate(hash: &str) {
    let _ = gloo::utils::window().location().set_hash(hash);
}

#[function_component]
fn App() -> Html {
    let route = use_state(Route::current);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listener =
                gloo::events::EventListener::new(&gloo::utils::window(), "hashchange", move |_| {
                    route.set(Route::current());
                    gloo::utils::window().scroll_to_with_x_and_y(0.0, 0.0);
                });
            move || drop(listener)
        });
    }
    let current = use_state(|| None::<Current>);

    let start_game = {
        let current = current.clone();
        Callback::from(move |(game, record): (&'static str, String)| {
            let nonce = current.as_ref().map_or(1, |c| c.nonce + 1);
            current.set(Some(Current {
                game,
                record: record.into(),
                nonce,
            }));
            navigate(&format!("/play/{game}"));
        })
    };
    let keep_record = {
        let current = current.clone();
        Callback::from(move |record: String| {
            if let Some(c) = (*current).clone() {
                current.set(Some(Current {
                    record: record.into(),
                    ..c
                }));
            }
        })
    };

    let body = match &*route {
        Route::Home => html! { <home::Home /> },
        Route::Setup(id) => match crate::games::screens(id) {
            Some((info, screens)) => {
                let start_game = start_game.clone();
                let on_start = Callback::from(move |record| start_game.emit((info.id, record)));
                screens.setup(info, on_start)
            }
            None => missing_game(id),
        },
        Route::Play(id) => match (crate::games::screens(id), &*current) {
            (Some((info, screens)), Some(c)) if c.game == info.id => {
                let start_game = start_game.clone();
                let on_new = Callback::from(move |record| start_game.emit((info.id, record)));
                screens.play(info, c.record.clone(), c.nonce, keep_record.clone(), on_new)
            }
            (Some((info, _)), _) => message_page(
                text::NO_GAME_IN_PROGRESS,
                Some((format!("#/new/{}", info.id), text::NEW_GAME)),
            ),
            (None, _) => missing_game(id),
        },
        Route::Panic => panic!("test panic requested by the #/debug/panic route"),
        Route::NotFound => message_page(text::NOT_FOUND, None),
    };
    html! {
        <div class="app">
            <header class="topbar">
                <a class="brand" href="#/">{ text::APP_NAME }</a>
            </header>
            <main>{ body }</main>
        </div>
    }
}

fn missing_game(id: &str) -> Html {
    match crate::games::info(id) {
        Some(_) => message_page(text::NOT_YET_PLAYABLE, None),
        None => message_page(text::UNKNOWN_GAME, None),
    }
}

/// A short message with a way home (and optionally one more link).
pub(crate) fn message_page(message: &str, link: Option<(String, &'static str)>) -> Html {
    html! {
        <section class="message-page" role="alert">
            <p>{ message }</p>
            <p class="actions">
                if let Some((href, label)) = link {
                    <a class="button primary" href={href}>{ label }</a>
                }
                <a class="button" href="#/">{ text::HOME }</a>
            </p>
        </section>
    }
}

/// Reads the value of an `<input>` or `<select>` from its change event.
pub(crate) fn event_value(e: &Event) -> String {
    let target = e.target();
    if let Some(input) = target
        .clone()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    {
        return input.value();
    }
    target
        .and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok())
        .map(|s| s.value())
        .unwrap_or_default()
}
