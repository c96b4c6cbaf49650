//! The Yew shell: routes, home, saved games, new-game setup, the game screen and the crash
//! screen. It knows games only through the registry (`crate::games`) and [`GameView`].

mod analysis_view;
mod by_link;
mod crash;
mod game_view;
mod home;
mod learn;
pub mod light;
mod live;
mod platform;
mod play;
#[cfg(feature = "live")]
mod play_dealt;
#[cfg(feature = "live")]
mod play_live;
// Without the live tables, "Play live" hands the game over to the live app.
#[cfg(not(feature = "live"))]
#[path = "play_live_elsewhere.rs"]
mod play_live;
mod play_model;
mod play_screen;
mod route;
mod saves;
mod saving;
mod settings;
mod setup;
mod stats_view;
pub mod storage;
mod worker;

pub use crate::board::{board_key, focus, BoardProps, GameView, Prefs};
pub use game_view::{screens, GameScreens, Screens};
pub use worker::run_worker;

use crate::games::{info, GameInfo};
use crate::lang::Lang;
use crate::text;
use route::{play_hash, Route};
use saving::{use_keeper, OpenGame};
use storage::SaveProblem;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Entry point of the app for the games `W` names (`games::OneGame`: every game in the full
/// app, one in a game's own app): installs the crash screen, then mounts the app in place
/// of the light home page if it was there.
pub fn start<W: crate::games::OneGame>() {
    crash::install_panic_hook();
    crate::games::hold::<W>();
    game_view::hold::<W>();
    let _ = call_page("boardshelfStopLight");
    yew::Renderer::<App>::with_root(app_root()).render();
}

/// Calls one of the page's loader functions (index.html), if it is there.
fn call_page(name: &str) -> Option<wasm_bindgen::JsValue> {
    let window = gloo::utils::window();
    let f = js_sys::Reflect::get(&window, &name.into()).ok()?;
    f.dyn_into::<js_sys::Function>().ok()?.call0(&window).ok()
}

/// The page's element for the app, emptied (of the "Loading…" placeholder).
fn app_root() -> web_sys::Element {
    let document = gloo::utils::document();
    let root = document.get_element_by_id("app").unwrap_or_else(|| {
        let div = document.create_element("div").expect("create the app root");
        gloo::utils::body()
            .append_child(&div)
            .expect("attach the app root");
        div
    });
    root.set_text_content(None);
    root
}

pub use crate::play_state::Seats;

/// A game about to start: its record (JSON) and who plays which seat.
#[derive(Clone, PartialEq)]
pub struct NewGame {
    pub record: String,
    pub seats: Seats,
}

pub use crate::saves::Snapshot;

fn go(hash: &str) {
    let _ = gloo::utils::window().location().set_hash(hash);
}

/// Replaces the current history entry, so "back" does not reopen a share link.
fn replace(hash: &str) {
    let _ = gloo::utils::window().location().replace(hash);
}

/// The route in the address bar, following every change of it.
/// `leaving` runs first (the open game's last change is written before another page reads
/// the saves).
#[hook]
fn use_route(leaving: Callback<()>) -> UseStateHandle<Route> {
    let route = use_state(Route::current);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let window = gloo::utils::window();
            let listener = gloo::events::EventListener::new(&window, "hashchange", move |_| {
                leaving.emit(());
                let now = Route::current();
                // The app of one game hands another game's page to the page's loader,
                // which starts the app that shows it; not while moves are kept in this tab
                // alone (storage refused them): `page` says why it stays.
                let elsewhere = !now.shown_here() || route::live_elsewhere(&route::current_hash());
                if elsewhere && !storage::has_unsaved() {
                    let _ = gloo::utils::window().location().reload();
                    return;
                }
                route.set(now);
                gloo::utils::window().scroll_to_with_x_and_y(0.0, 0.0);
            });
            move || drop(listener)
        });
    }
    route
}

/// The language of the interface (the App provides it).
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

/// The shell's words in the language of the interface.
#[hook]
pub fn use_words() -> &'static text::Words {
    text::words(use_lang())
}

/// The language of the interface, and the callback that changes it.
#[hook]
fn use_lang_choice() -> (Lang, Callback<Lang>) {
    let lang = use_state(|| {
        let lang = settings::initial_lang();
        settings::apply_lang(lang, false);
        lang
    });
    let on_lang = {
        let lang = lang.clone();
        Callback::from(move |l: Lang| {
            settings::apply_lang(l, true);
            lang.set(l);
        })
    };
    (*lang, on_lang)
}

#[function_component]
fn App() -> Html {
    let (lang, on_lang) = use_lang_choice();
    html! {
        <ContextProvider<Lang> context={lang}>
            <Shell {on_lang} />
        </ContextProvider<Lang>>
    }
}

/// The bar at the top of every page: home, saved games, the settings.
fn topbar(t: &text::Catalog, on_lang: Callback<Lang>) -> Html {
    html! {
        <header class="topbar">
            <a class="brand" href="#/">{ t.app_name }</a>
            <nav><a href="#/saves">{ t.saved_games }</a></nav>
            <settings::Settings {on_lang} />
        </header>
    }
}

#[derive(Properties, PartialEq)]
struct ShellProps {
    on_lang: Callback<Lang>,
}

/// The header and the page of the route, in the language of the context.
#[function_component]
fn Shell(props: &ShellProps) -> Html {
    let (lang, t) = (use_lang(), use_words());
    let keeper = use_keeper();
    let route = use_route({
        let keeper = keeper.clone();
        Callback::from(move |_| keeper.flush())
    });
    // A problem with a route (bad link, damaged save): shown instead of the page.
    let route_problem = use_state(|| None::<(Route, String)>);
    // A link of a match never seen here, until the player says which seats are theirs.
    let pending = use_state(|| None::<(Route, by_link::Pending)>);

    // Opens links and saved games when the route asks for them.
    {
        let (keeper, route_problem, pending) =
            (keeper.clone(), route_problem.clone(), pending.clone());
        use_effect_with((*route).clone(), move |route| match route {
            Route::Open {
                game,
                link,
                live: None,
                ..
            } => match by_link::open_link(lang, game, link) {
                Ok(by_link::Opening::Show((game, saved))) => show(&keeper, game, saved),
                Ok(by_link::Opening::Ask(p)) => pending.set(Some((route.clone(), p))),
                Err(why) => route_problem.set(Some((route.clone(), why))),
            },
            #[cfg(feature = "live")]
            Route::Open {
                game,
                link,
                live: Some(invite),
                seat,
            } => match live::invited(lang, game, link, invite, seat.as_deref()) {
                Ok((game, saved)) => show(&keeper, game, saved),
                Err(why) => route_problem.set(Some((route.clone(), why))),
            },
            Route::Play { game, id } if keeper.open().is_none_or(|o| &o.id != id) => {
                match storage::open(id) {
                    Ok((env, info)) if info.id == game => {
                        // Its moves the store refused are shown, and said to be unsaved.
                        keeper.show(OpenGame::loaded(id, &env, info), storage::unsaved(id))
                    }
                    Ok(_) => route_problem.set(Some((route.clone(), t.no_such_save.into()))),
                    Err(why) => route_problem.set(Some((route.clone(), why))),
                }
            }
            _ => {}
        });
    }
    // A new game (from setup or "play again"): saved at once, then shown.
    let start_game = {
        let keeper = keeper.clone();
        Callback::from(move |(info, new): (&'static GameInfo, NewGame)| {
            let id = keeper.start(info, new);
            // In place of the setup: "back" from the game goes where the player was before.
            replace(&play_hash(info.id, &id));
        })
    };
    // Autosave after every move, undo and redo.
    let autosave = {
        let keeper = keeper.clone();
        Callback::from(move |change: saving::Change| keeper.autosave(change))
    };
    let problem = route_problem
        .as_ref()
        .filter(|(r, _)| r == &*route)
        .map(|(_, why)| why.clone());
    let asking = pending.as_ref().filter(|(r, _)| r == &*route);
    let body = match asking {
        Some((_, p)) => {
            let keeper = keeper.clone();
            let p2 = p.clone();
            let on_claim = Callback::from(move |mine: Vec<u8>| {
                let (game, saved) = by_link::claimed(&p2, &mine);
                show(&keeper, game, saved);
            });
            html! { <by_link::ClaimSeats pending={p.clone()} {on_claim} /> }
        }
        None => page(
            t,
            &route,
            keeper.open().as_ref(),
            problem,
            &start_game,
            &autosave,
        ),
    };
    html! {
        <div class="app">
            { topbar(text::catalog(lang), props.on_lang.clone()) }
            { keeper.banner(t) }
            <main>{ body }</main>
        </div>
    }
}

/// The page for a route: a problem with it, or its screen.
fn page(
    t: &'static text::Words,
    route: &Route,
    open: Option<&OpenGame>,
    problem: Option<String>,
    start_game: &Callback<(&'static GameInfo, NewGame)>,
    autosave: &Callback<saving::Change>,
) -> Html {
    if let Some(why) = problem {
        let title = matches!(route, Route::Open { .. }).then_some(t.bad_link_title);
        return message_page(
            t,
            title,
            &why,
            Some(("#/saves".into(), t.catalog().saved_games)),
        );
    }
    if !route.shown_here() {
        // Moves kept only in this tab hold the page here; else the live app did not load.
        let why = match storage::has_unsaved() {
            true => t.unsaved_stay,
            false => t.live_not_loaded,
        };
        return message_page(
            t,
            None,
            why,
            Some(("#/saves".into(), t.catalog().saved_games)),
        );
    }
    let starter = |info: &'static GameInfo| {
        let start_game = start_game.clone();
        Callback::from(move |record| start_game.emit((info, record)))
    };
    match route {
        Route::Home => html! { <home::Home /> },
        Route::Saves => html! { <saves::Saves /> },
        Route::Setup(id) => match info(id).and_then(|info| Some((info, screens(info)?))) {
            Some((info, screens)) => screens.setup(info, starter(info)),
            None => message_page(t, None, t.unknown_game, None),
        },
        Route::Learn(id) => match info(id).and_then(|info| Some((info, screens(info)?))) {
            Some((info, screens)) if screens.has_lesson() => screens.learn(info, starter(info)),
            _ => message_page(t, None, t.unknown_game, None),
        },
        Route::Play { game, id } => match (open, info(game)) {
            (Some(o), _) if &o.id == id => {
                let screens = screens(o.info).expect("open games are playable");
                let game = game_view::Opened {
                    record: o.record.clone(),
                    undos: o.undos,
                    id: o.id.clone(),
                    generation: o.generation,
                    seats: o.seats.clone(),
                    news: o.news.clone(),
                    shared: o.shared,
                    analysis: o.analysis.clone(),
                    view: o.view.clone(),
                };
                screens.play(o.info, game, autosave.clone(), starter(o.info))
            }
            (_, Some(_)) => loading(t),
            (_, None) => message_page(t, None, t.unknown_game, None),
        },
        Route::Open { .. } => loading(t),
        Route::Panic => panic!("test panic requested by the #/debug/panic route"),
        Route::NotFound => message_page(t, None, t.not_found, None),
    }
}

/// Shows a game opened from a link in place of the link's address, so "back" does not
/// open the link again.
fn show(keeper: &saving::Keeper, game: OpenGame, saved: Result<(), SaveProblem>) {
    let hash = play_hash(game.info.id, &game.id);
    keeper.show(game, saved);
    replace(&hash);
}

/// Offers `text` (JSON) as a file to download.
fn download(name: &str, text: &str) {
    download_as(name, text, "application/json")
}

/// Offers `text` as a file of this type to download.
fn download_as(name: &str, text: &str, mime: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let document = gloo::utils::document();
    if let Some(a) = document
        .create_element("a")
        .ok()
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

fn loading(t: &text::Words) -> Html {
    html! { <p class="loading">{ t.catalog().opening }</p> }
}

/// A short message with a way home (and optionally one more link).
pub(crate) fn message_page(
    t: &text::Words,
    title: Option<&str>,
    message: &str,
    link: Option<(String, &'static str)>,
) -> Html {
    html! {
        <section class="message-page" role="alert">
            if let Some(title) = title {
                <h1>{ title }</h1>
            }
            <p data-testid="message">{ message }</p>
            <p class="actions">
                if let Some((href, label)) = link {
                    <a class="button" href={href}>{ label }</a>
                }
                <a class="button primary" href="#/">{ t.catalog().home }</a>
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
