//! The new-game screen, generic over the game's option list.

use super::game_view::{random_seed, GameView};
use super::{NewGame, Seats};
use crate::core::ai::Level;
use crate::core::{OptionKind, Record};
use crate::games::GameInfo;
use crate::text;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub info: &'static GameInfo,
    pub on_start: Callback<NewGame>,
}

/// A seat's player as the select encodes it.
fn seat_value(seat: Option<Level>) -> &'static str {
    match seat {
        None => "human",
        Some(Level::Easy) => "easy",
        Some(Level::Medium) => "medium",
        Some(Level::Hard) => "hard",
        Some(Level::Max) => "max",
    }
}

#[function_component]
pub fn Setup<G: GameView>(props: &SetupProps) -> Html {
    let config = use_state(G::Config::default);
    // Who plays each seat: a person, or the computer at a level.
    let seats = use_state(Seats::new);
    let problem = G::validate(&config).err();
    let seat_names: Vec<String> = G::new_game(&config, 0)
        .map(|s| {
            (0..G::seats(&s))
                .map(|i| G::seat_name(&s, i as u8))
                .collect()
        })
        .unwrap_or_default();
    let start = {
        let config = config.clone();
        let seats = seats.clone();
        let count = seat_names.len();
        let on_start = props.on_start.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if G::validate(&config).is_ok() {
                let record = Record::<G>::new((*config).clone(), random_seed());
                let mut seats = (*seats).clone();
                seats.resize(count, None);
                let record = serde_json::to_string(&record).expect("a record always serializes");
                on_start.emit(NewGame { record, seats });
            }
        })
    };
    let seat_fields = seat_names.iter().enumerate().map(|(i, name)| {
        let current = seats.get(i).copied().flatten();
        let onchange = {
            let seats = seats.clone();
            Callback::from(move |e: Event| {
                let level = match super::event_value(&e).as_str() {
                    "easy" => Some(Level::Easy),
                    "medium" => Some(Level::Medium),
                    "hard" => Some(Level::Hard),
                    "max" => Some(Level::Max),
                    _ => None,
                };
                let mut s = (*seats).clone();
                if s.len() <= i {
                    s.resize(i + 1, None);
                }
                s[i] = level;
                seats.set(s);
            })
        };
        let id = format!("seat-{i}");
        html! {
            <div class="field seat">
                <label for={id.clone()}>{ format!("{} · {name}", text::seat_label(i)) }</label>
                <select {id} {onchange}>
                    { for [("human", text::HUMAN), ("easy", text::EASY), ("medium", text::MEDIUM), ("hard", text::HARD), ("max", text::MAX)].iter().map(|&(v, label)| html! {
                        <option value={v} selected={seat_value(current) == v}>{ label }</option>
                    }) }
                </select>
            </div>
        }
    });
    let fields = G::options().into_iter().map(|spec| {
        let value = G::get_option(&config, spec.key);
        let id = format!("opt-{}", spec.key);
        let onchange = {
            let config = config.clone();
            let key = spec.key;
            Callback::from(move |e: Event| {
                // Unparsable text becomes -1, which `validate` rejects with a clear message.
                let v = super::event_value(&e).trim().parse::<i32>().unwrap_or(-1);
                let mut c = (*config).clone();
                G::set_option(&mut c, key, v);
                config.set(c);
            })
        };
        let control = match spec.kind {
            OptionKind::Number { min, max } => html! {
                <input id={id.clone()} type="number" min={min.to_string()} max={max.to_string()}
                    value={value.to_string()} {onchange}
                    title={text::out_of_range(spec.label, min, max)} />
            },
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
    });
    let stats = super::storage::stats(props.info.id);
    let show_stats = stats.played > 0 || stats.with_undo > 0;
    html! {
        <section class="setup">
            <h1>{ props.info.name }</h1>
            if show_stats {
                { stats_table(&stats) }
            }
            <form onsubmit={start}>
                { for fields }
                <fieldset class="seats">
                    <legend>{ text::SEATS }</legend>
                    { for seat_fields }
                </fieldset>
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
