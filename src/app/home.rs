use super::route::play_hash;
use super::storage;
use crate::games::GAMES;
use yew::prelude::*;

#[function_component]
pub fn Home() -> Html {
    let (lang, t) = (super::use_lang(), super::use_words());
    let last = storage::last().filter(|(env, _)| !env.finished);
    html! {
        <section class="home">
            <h1>{ t.app_name }</h1>
            <p class="tagline">{ t.app_tagline }</p>
            if let Some((env, info)) = last {
                <div class="resume-last" data-testid="resume-last">
                    <div>
                        <strong>{ t.resume_last }</strong>
                        <p class="muted">{ format!("{} · {}{}", env.title, env.status,
                            t.computers(env.computers())) }</p>
                    </div>
                    <a class="button primary" href={play_hash(info.id, &env.id)}>{ t.resume }</a>
                </div>
            }
            <ul class="game-list">
                { for GAMES.iter().map(|g| html! {
                    <li class={classes!("game-card", (!g.playable()).then_some("soon"))} data-game={g.id}>
                        { super::game_view::drawing(Some(g.picture)) }
                        <h2>{ g.name(lang) }</h2>
                        <p>{ g.tagline(lang) }</p>
                        if g.playable() {
                            <a class="button primary" href={format!("#/new/{}", g.id)}>{ t.new_game }</a>
                        } else {
                            <span class="badge">{ t.coming_soon }</span>
                        }
                    </li>
                }) }
            </ul>
        </section>
    }
}
