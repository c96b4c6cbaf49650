//! The new-game screen, generic over the game's option list.

use super::game_view::{random_match, random_seed, GameView};
use super::{NewGame, Seats};
use crate::core::ai::Level;
use crate::core::correspondence::Player;
use crate::core::{OptionKind, Record};
use crate::games::GameInfo;
use crate::text;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub info: &'static GameInfo,
    pub on_start: Callback<NewGame>,
}

/// The players a seat can have, as the select encodes them.
const PLAYERS: [(&str, Player, &str); 6] = [
    ("human", Player::Here, text::HUMAN),
    ("friend", Player::Friend, text::FRIEND_BY_LINK),
    ("easy", Player::Computer(Level::Easy), text::EASY),
    ("medium", Player::Computer(Level::Medium), text::MEDIUM),
    ("hard", Player::Computer(Level::Hard), text::HARD),
    ("max", Player::Computer(Level::Max), text::MAX),
];

/// A computer level in words.
pub fn level_name(level: Level) -> &'static str {
    PLAYERS
        .iter()
        .find(|(_, p, _)| *p == Player::Computer(level))
        .map_or("", |(_, _, name)| name)
}

/// Whether a game can be played with a friend by link: it needs two seats, and no hand a
/// link would show.
pub fn by_link_offered<G: GameView>(seats: usize) -> bool {
    seats > 1 && !G::HIDDEN_HANDS
}

#[function_component]
pub fn Setup<G: GameView>(props: &SetupProps) -> Html {
    let config = use_state(G::Config::default);
    // Who plays each seat, as last chosen for this game.
    let seats = use_state(|| super::storage::last_seats(props.info.id));
    let problem = G::validate(&config).err();
    let seat_names: Vec<String> = G::new_game(&config, 0)
        .map(|s| {
            (0..G::seats(&s))
                .map(|i| G::seat_name(&s, i as u8))
                .collect()
        })
        .unwrap_or_default();
    let start = {
        let (config, seats, count) = (config.clone(), seats.clone(), seat_names.len());
        let (on_start, game) = (props.on_start.clone(), props.info.id);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if G::validate(&config).is_ok() {
                let mut record = Record::<G>::new((*config).clone(), random_seed());
                if by_link_offered::<G>(count) {
                    record = record.in_match(random_match());
                }
                let mut seats = (*seats).clone();
                seats.resize(count, Player::Here);
                super::storage::remember_seats(game, &seats);
                let record = serde_json::to_string(&record).expect("a record always serializes");
                on_start.emit(NewGame { record, seats });
            }
        })
    };
    let fields = G::options()
        .into_iter()
        .map(|spec| option_field::<G>(&config, spec));
    let stats = super::storage::stats(props.info.id);
    let show_stats = stats.played > 0 || stats.with_undo > 0;
    html! {
        <section class="setup">
            <h1>{ props.info.name }</h1>
            <p class="tagline" data-testid="setup-tagline">{ props.info.tagline }</p>
            <details class="setup-rules">
                <summary>{ text::HOW_TO_PLAY }</summary>
                { for G::rules().iter().map(|line| html! { <p>{ *line }</p> }) }
                { super::game_view::drawing(G::rules_picture()) }
            </details>
            if show_stats {
                { stats_table(&stats) }
            }
            <form onsubmit={start}>
                { for fields }
                { seat_table::<G>(&seats, &seat_names) }
                if let Some(problem) = &problem {
                    <p class="error" role="alert">{ problem.message.clone() }</p>
                }
                <button class="button primary" type="submit" disabled={problem.is_some()}>
                    { text::START }
                </button>
            </form>
        </section>
    }
}

/// One option: a choice, or a number with − and + buttons either side.
fn option_field<G: GameView>(
    config: &UseStateHandle<G::Config>,
    spec: crate::core::OptionSpec<G::Config>,
) -> Html {
    let value = G::get_option(config, spec.key);
    let id = format!("opt-{}", spec.key);
    let set = {
        let (config, key) = (config.clone(), spec.key);
        move |v: i32| {
            let mut c = (*config).clone();
            G::set_option(&mut c, key, v);
            config.set(c);
        }
    };
    let onchange = {
        let set = set.clone();
        // Unparsable text becomes -1, which `validate` rejects with a clear message.
        Callback::from(move |e: Event| set(super::event_value(&e).trim().parse().unwrap_or(-1)))
    };
    let control = match spec.kind {
        OptionKind::Number { min, max } => {
            let step = |by: i32, label: &'static str, aria: &'static str| {
                let set = set.clone();
                let to = (value + by).clamp(min, max);
                html! { <button type="button" class="button" aria-label={aria} disabled={to == value}
                onclick={Callback::from(move |_| set(to))}>{ label }</button> }
            };
            html! {
                <div class="stepper-field">
                    { step(-1, "−", text::LESS) }
                    <input id={id.clone()} type="number" min={min.to_string()} max={max.to_string()}
                        value={value.to_string()} {onchange} inputmode="numeric"
                        title={text::out_of_range(spec.label, min, max)} />
                    { step(1, "+", text::MORE) }
                </div>
            }
        }
        OptionKind::Choice(choices) => html! {
            <select id={id.clone()} {onchange}>
                { for choices.iter().map(|&(v, label)| html! {
                    <option value={v.to_string()} selected={v == value}>{ label }</option>
                }) }
            </select>
        },
    };
    html! {
        <div class="field">
            <label for={id}>{ spec.label }</label>
            { control }
        </div>
    }
}

/// Who plays each seat, with "Play the computer" (every seat after the first to the
/// computer, medium) in one click.
fn seat_table<G: GameView>(seats: &UseStateHandle<Seats>, names: &[String]) -> Html {
    let by_link = by_link_offered::<G>(names.len());
    let solitaire = names.len() == 1;
    let choices: Vec<_> = PLAYERS
        .iter()
        .filter(|(_, p, _)| by_link || *p != Player::Friend)
        .collect();
    let vs_computer = {
        let (seats, count) = (seats.clone(), names.len());
        Callback::from(move |_: MouseEvent| {
            let mut s = vec![Player::Computer(Level::Medium); count];
            s[0] = Player::Here;
            seats.set(s);
        })
    };
    let rows = names.iter().enumerate().map(|(i, name)| {
        let current = crate::core::correspondence::player(seats, i as u8);
        let onchange = {
            let seats = seats.clone();
            Callback::from(move |e: Event| {
                let value = super::event_value(&e);
                let chosen = PLAYERS.iter().find(|(v, _, _)| *v == value);
                let mut s = (*seats).clone();
                if s.len() <= i {
                    s.resize(i + 1, Player::Here);
                }
                s[i] = chosen.map_or(Player::Here, |(_, p, _)| *p);
                seats.set(s);
            })
        };
        let id = format!("seat-{i}");
        // Alone at the table, the only choice is whether to watch the computer play.
        let label = match solitaire {
            true => text::WATCH_COMPUTER.to_string(),
            false => format!("{} · {name}", text::seat_label(i)),
        };
        let option_label = |p: Player, label: &'static str| match (solitaire, p) {
            (true, Player::Here) => text::NO_I_PLAY,
            _ => label,
        };
        html! {
            <div class="field seat">
                <label for={id.clone()}>{ label }</label>
                <select {id} {onchange}>
                    { for choices.iter().map(|&&(v, p, label)| html! {
                        <option value={v} selected={p == current}>{ option_label(p, label) }</option>
                    }) }
                </select>
            </div>
        }
    });
    html! {
        <fieldset class="seats">
            <legend>{ if solitaire { text::WHO_PLAYS } else { text::SEATS } }</legend>
            if !solitaire {
                <button type="button" class="button" onclick={vs_computer} data-testid="vs-computer">{ text::PLAY_THE_COMPUTER }</button>
            }
            { for rows }
            if G::HIDDEN_HANDS && !solitaire {
                <p class="muted" data-testid="by-link-note">{ text::BY_LINK_HIDDEN }</p>
            }
        </fieldset>
    }
}

fn stats_table(stats: &crate::core::stats::Stats) -> Html {
    let rate = stats
        .win_rate()
        .map_or("–".to_string(), |r| format!("{r:.0}%"));
    let best = stats.best_score.map_or("–".to_string(), |b| b.to_string());
    let rows = [
        (text::STAT_PLAYED, stats.played.to_string()),
        (text::STAT_WON, stats.won.to_string()),
        (text::STAT_WIN_RATE, rate),
        (text::STAT_BEST_SCORE, best),
        (text::STAT_STREAK, stats.streak.to_string()),
        (text::STAT_BEST_STREAK, stats.best_streak.to_string()),
    ];
    html! {
        <div class="stats" data-testid="stats">
            <h2>{ text::STATISTICS }</h2>
            <dl>
                { for rows.iter().map(|(k, v)| html! {
                    <div><dt>{ *k }</dt><dd>{ v.clone() }</dd></div>
                }) }
            </dl>
            if stats.with_undo > 0 {
                <p class="muted">{ text::with_undo_note(stats.with_undo) }</p>
            }
        </div>
    }
}
