use super::route::play_hash;
use super::storage;
use crate::games::GAMES;
use crate::text;
use yew::prelude::*;

#[function_component]
pub fn Home() -> Html {
    let last = storage::last().filter(|(env, _)| !env.finished);
    html! {
        <section class="home">
            <h1>{ text::APP_NAME }</h1>
            <p class="tagline">{ text::APP_TAGLINE }</p>
            if let Some((env, info)) = last {
                <div class="resume-last" data-testid="resume-last">
                    <div>
                        <strong>{ text::RESUME_LAST }</strong>
                        <p class="muted">{ format!("{} · {}{}", env.title, env.status,
                            text::computer_seats(env.computers())) }</p>
                    </div>
                    <a class="button primary" href={play_hash(info.id, &env.id)}>{ text::RESUME }</a>
                </div>
            }
            <ul class="game-list">
                { for GAMES.iter().map(|g| html! {
                    <li class={classes!("game-card", (!g.playable()).then_some("soon"))} data-game={g.id}>
                        { super::game_view::drawing(g.screens.map(|s| s.picture())) }
                        <h2>{ g.name }</h2>
                        <p>{ g.tagline }</p>
                        if g.playable() {
                            <a class="button primary" href={format!("#/new/{}", g.id)}>{ text::NEW_GAME }</a>
                        } else {
                            <span class="badge">{ text::COMING_SOON }</span>
                        }
                    </li>
                }) }
            </ul>
        </section>
    }
}
