use crate::games::GAMES;
use crate::text;
use yew::prelude::*;

#[function_component]
pub fn Home() -> Html {
    html! {
        <section class="home">
            <h1>{ text::APP_NAME }</h1>
            <p class="tagline">{ text::APP_TAGLINE }</p>
            <ul class="game-list">
                { for GAMES.iter().map(|g| html! {
                    <li class={classes!("game-card", (!g.playable).then_some("soon"))} data-game={g.id}>
                        <h2>{ g.name }</h2>
                        <p>{ g.tagline }</p>
                        if g.playable {
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
