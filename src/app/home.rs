use super::route::play_hash;
use super::storage;
use crate::games::GAMES;
use crate::lang::Lang;
use crate::text;
use yew::prelude::*;

#[function_component]
pub fn Home() -> Html {
    let (lang, t) = (super::use_lang(), super::use_words());
    let last = storage::last().filter(|(env, _)| !env.finished);
    let resume = match last {
        Some((env, info)) => html! {
            <div class="resume-last" data-testid="resume-last">
                <div>
                    <strong>{ t.resume_last }</strong>
                    <p class="muted">{ format!("{} · {}{}", env.title, env.status,
                        t.computers(env.computers())) }</p>
                </div>
                <a class="button primary" href={play_hash(info.id, &env.id)}>{ t.resume }</a>
            </div>
        },
        None => html! {},
    };
    let played = storage::played_games();
    let learn = |g: &'static crate::games::GameInfo| -> Html {
        // A game this app does not hold (the app of another game) has its lesson too:
        // every game has one (tests/lessons.rs).
        let has = super::game_view::screens(g).is_none_or(|s| s.has_lesson());
        lesson_offer(t, g.id, has, played.contains(g.id))
    };
    home_page(lang, text::catalog(lang), resume, &learn)
}

/// What a game's card says of its lesson: done, or offered until the game is played on
/// this device.
pub fn lesson_offer(t: &text::Words, id: &str, has_lesson: bool, played: bool) -> Html {
    match (has_lesson, storage::lesson(id).done, played) {
        (true, true, _) => {
            html! { <p class="lesson-mark" data-testid="lesson-done">{ t.lesson_done }</p> }
        }
        (true, false, false) => learn_link(t.catalog(), id),
        _ => html! {},
    }
}

/// "Learn to play" on a game's card.
pub fn learn_link(t: &text::Catalog, id: &str) -> Html {
    html! {
        <a class="button" data-testid="home-learn" href={format!("#/learn/{id}")}>{ t.learn_to_play }</a>
    }
}

/// The home page with `resume` (the game in progress, if any) above the games, and under
/// each game's card what `learn` says of its lesson. The light home page (`super::light`)
/// draws it too, with nothing to resume.
pub fn home_page(
    lang: Lang,
    t: &text::Catalog,
    resume: Html,
    learn: &dyn Fn(&'static crate::games::GameInfo) -> Html,
) -> Html {
    html! {
        <section class="home">
            <h1>{ t.app_name }</h1>
            <p class="tagline">{ t.app_tagline }</p>
            { resume }
            <ul class="game-list">
                { for GAMES.iter().map(|g| html! {
                    <li class="game-card" data-game={g.id}>
                        { super::game_view::drawing(Some(g.picture)) }
                        <h2>{ g.name(lang) }</h2>
                        <p>{ g.tagline(lang) }</p>
                        <a class="button primary" href={format!("#/new/{}", g.id)}>{ t.new_game }</a>
                        { learn(g) }
                    </li>
                }) }
            </ul>
        </section>
    }
}
