//! The new-game screen, generic over the game's option list.

use super::game_view::{random_match, random_seed};
use super::{NewGame, Seats};
use crate::board::GameView;
use crate::core::ai::Level;
use crate::core::correspondence::{fit_seats, Player};
use crate::core::{OptionKind, Record};
use crate::games::GameInfo;
use crate::lang::Lang;
use crate::text;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub info: &'static GameInfo,
    pub on_start: Callback<NewGame>,
}

/// The players a seat can have, as the select encodes them.
const PLAYERS: [(&str, Player); 6] = [
    ("human", Player::Here),
    ("friend", Player::Friend),
    ("easy", Player::Computer(Level::Easy)),
    ("medium", Player::Computer(Level::Medium)),
    ("hard", Player::Computer(Level::Hard)),
    ("max", Player::Computer(Level::Max)),
];

/// Who plays a seat, in words.
fn player_name(t: &'static text::Words, player: Player) -> &'static str {
    match player {
        Player::Here => t.human,
        Player::Friend => t.friend_by_link,
        Player::Computer(level) => t.level_name(level),
    }
}

/// Whether a game can be played with a friend by link: it needs two seats, and no hand a
/// link would show.
pub fn by_link_offered<G: GameView>(seats: usize) -> bool {
    seats > 1 && !G::HIDDEN_HANDS
}

/// What the new-game screen shows, without the game's types: it is drawn once for every
/// game (`form`), and only `Setup<G>` that builds it is generic.
struct Form {
    words: &'static text::Words,
    name: &'static str,
    tagline: &'static str,
    info: &'static GameInfo,
    /// Each option: its key, label, control and current value.
    fields: Vec<(&'static str, &'static str, Control, i32)>,
    seat_names: Vec<String>,
    seats: Seats,
    by_link: bool,
    /// A remembered seat the game cannot have was changed.
    refitted: bool,
    hidden_hands: bool,
    /// The game has a lesson (`#/learn/<game>`).
    has_lesson: bool,
    problem: Option<String>,
    rules: &'static [&'static str],
    rules_picture: Option<(&'static str, &'static str)>,
    /// The game's own figures in its statistics.
    figures: Vec<(&'static str, crate::core::stats::Figure)>,
    /// "Play live" is offered (two seats or more, no hidden hands).
    live: bool,
}

/// How an option is set: a number in a range, or one of some choices (with their words).
enum Control {
    Number { min: i32, max: i32 },
    Choice(Vec<(i32, &'static str)>),
}

/// An option's control, with the game's words for its choices.
fn control<G: GameView>(lang: Lang, key: &'static str, kind: OptionKind) -> Control {
    match kind {
        OptionKind::Number { min, max } => Control::Number { min, max },
        OptionKind::Choice(values) => Control::Choice(
            values
                .into_iter()
                .map(|v| (v, G::choice_label(lang, key, v)))
                .collect(),
        ),
    }
}

/// What the player did on the new-game screen.
#[derive(Clone, Copy)]
enum FormAction {
    SetOption(&'static str, i32),
    SetSeat(usize, Player),
    /// "Play the computer": every seat after the first to the computer (medium).
    VsComputer,
    /// Clear the damaged statistics kept aside.
    ClearDamagedStats,
    Start,
    /// Start, and open a live table for the game (`app::live`).
    StartLive,
}

#[function_component]
pub fn Setup<G: GameView>(props: &SetupProps) -> Html {
    let lang = super::use_lang();
    let config = use_state(G::Config::default);
    // Who plays each seat, as last chosen for this game (a seat it cannot have falls back,
    // and the player is told).
    let remembered = use_state(|| remembered_seats::<G>(props.info.id));
    let seats = use_state(|| remembered.0.clone());
    let seat_names: Vec<String> = G::new_game(&config, 0)
        .map(|s| {
            (0..G::seats(&s))
                .map(|i| G::seat_name(lang, &s, i as u8))
                .collect()
        })
        .unwrap_or_default();
    let count = seat_names.len();
    let redraw = use_force_update();
    let send = {
        let (config, seats) = (config.clone(), seats.clone());
        let (on_start, game) = (props.on_start.clone(), props.info.id);
        Callback::from(move |action: FormAction| match action {
            FormAction::SetOption(key, v) => {
                let mut c = (*config).clone();
                G::set_option(&mut c, key, v);
                config.set(c);
            }
            FormAction::SetSeat(i, player) => {
                let mut s = (*seats).clone();
                s.resize(s.len().max(i + 1), Player::Here);
                s[i] = player;
                seats.set(s);
            }
            FormAction::VsComputer => {
                let mut s = vec![Player::Computer(Level::Medium); count];
                s[0] = Player::Here;
                seats.set(s);
            }
            FormAction::ClearDamagedStats => {
                super::storage::clear_damaged_stats(game);
                redraw.force_update();
            }
            FormAction::Start => start::<G>(&config, &seats, count, game, &on_start, false),
            FormAction::StartLive => start::<G>(&config, &seats, count, game, &on_start, true),
        })
    };
    let form = Form {
        words: text::words(lang),
        name: props.info.name(lang),
        tagline: props.info.tagline(lang),
        info: props.info,
        has_lesson: G::lesson().is_some(),
        fields: G::options()
            .into_iter()
            .filter(|o| G::option_applies(&config, o.key))
            .map(|o| {
                let value = G::get_option(&config, o.key);
                (
                    o.key,
                    G::option_label(lang, o.key),
                    control::<G>(lang, o.key, o.kind),
                    value,
                )
            })
            .collect(),
        by_link: by_link_offered::<G>(count),
        refitted: remembered.1,
        seat_names,
        seats: (*seats).clone(),
        hidden_hands: G::HIDDEN_HANDS,
        problem: G::validate(&config)
            .err()
            .map(|p| G::config_problem(lang, &config, p)),
        rules: G::rules(lang),
        rules_picture: G::rules_picture(lang),
        figures: G::figure_names(lang),
        live: count >= 2,
    };
    form_view(&form, &send)
}

/// The seats last chosen for this game, fitted to it (`fit_seats`), and whether one had to
/// change.
fn remembered_seats<G: GameView>(game: &str) -> (Seats, bool) {
    let count = G::new_game(&G::Config::default(), 0).map_or(0, |s| G::seats(&s));
    let seats = super::storage::last_seats(game);
    let count_kept = count.max(seats.len());
    fit_seats(&seats, count_kept, by_link_offered::<G>(count))
}

/// A new game with these options and seats (remembered for next time).
fn start<G: GameView>(
    config: &G::Config,
    seats: &Seats,
    count: usize,
    game: &'static str,
    on_start: &Callback<NewGame>,
    live: bool,
) {
    if G::validate(config).is_err() {
        return;
    }
    let mut record = Record::<G>::new(config.clone(), random_seed());
    // A live game is a match too, with hidden hands or not (its room is kept by match).
    if by_link_offered::<G>(count) || live {
        record = record.in_match(random_match());
    }
    // Played live: the game screen opens the room kept for its match.
    if let (true, Some(id)) = (live, record.match_id) {
        super::live::keep_room(id, &super::live::new_room());
    }
    let (seats, _) = fit_seats(seats, count, by_link_offered::<G>(count));
    super::storage::remember_seats(game, &seats);
    let record = serde_json::to_string(&record).expect("a record always serializes");
    on_start.emit(NewGame { record, seats });
}

fn form_view(form: &Form, send: &Callback<FormAction>) -> Html {
    let t = form.words;
    let (stats, damaged) = super::storage::stats(form.info.id);
    let onsubmit = send.reform(|e: SubmitEvent| {
        e.prevent_default();
        FormAction::Start
    });
    html! {
        <section class="setup">
            <h1>{ form.name }</h1>
            <p class="tagline" data-testid="setup-tagline">{ form.tagline }</p>
            if form.has_lesson {
                <p><a class="button" data-testid="setup-learn" href={format!("#/learn/{}", form.info.id)}>{ t.catalog().learn_to_play }</a></p>
            }
            <details class="setup-rules">
                <summary>{ t.how_to_play }</summary>
                { for form.rules.iter().map(|line| html! { <p>{ *line }</p> }) }
                { super::game_view::described_drawing(form.rules_picture) }
            </details>
            { super::stats_view::panel(t, &stats, &form.figures) }
            if damaged > 0 {
                <div class="stats-damaged" role="status" data-testid="stats-damaged">
                    <p>{ t.stats_damaged(damaged) }</p>
                    <button type="button" class="button small" data-testid="clear-damaged-stats"
                            onclick={send.reform(|_| FormAction::ClearDamagedStats)}>{ t.stats_clear }</button>
                </div>
            }
            <form {onsubmit}>
                { for form.fields.iter().map(|f| option_field(t, f, send)) }
                { seat_table(form, send) }
                if let Some(problem) = &form.problem {
                    <p class="error" role="alert">{ problem.clone() }</p>
                }
                <p class="actions">
                    <button class="button primary" type="submit" disabled={form.problem.is_some()}>
                        { t.start }
                    </button>
                    if form.live {
                        <button class="button" type="button" data-testid="setup-play-live" disabled={form.problem.is_some()}
                                onclick={send.reform(|_| FormAction::StartLive)}>{ t.play_live }</button>
                    }
                </p>
            </form>
        </section>
    }
}

/// One option: a choice, or a number with − and + buttons either side.
fn option_field(
    t: &text::Words,
    &(key, label, ref kind, value): &(&'static str, &'static str, Control, i32),
    send: &Callback<FormAction>,
) -> Html {
    let id = format!("opt-{key}");
    // Unparsable text becomes -1, which `validate` rejects with a clear message.
    let onchange = send.reform(move |e: Event| {
        FormAction::SetOption(key, super::event_value(&e).trim().parse().unwrap_or(-1))
    });
    let control = match kind {
        &Control::Number { min, max } => {
            let step = |by: i32, sign: &'static str, aria: &'static str| {
                let to = (value + by).clamp(min, max);
                let onclick = send.reform(move |_: MouseEvent| FormAction::SetOption(key, to));
                html! { <button type="button" class="button" aria-label={aria} disabled={to == value} {onclick}>{ sign }</button> }
            };
            html! {
                <div class="stepper-field">
                    { step(-1, "−", t.less) }
                    <input id={id.clone()} type="number" min={min.to_string()} max={max.to_string()}
                        value={value.to_string()} {onchange} inputmode="numeric"
                        title={t.out_of_range(label, min, max)} />
                    { step(1, "+", t.more) }
                </div>
            }
        }
        Control::Choice(choices) => html! {
            <select id={id.clone()} {onchange}>
                { for choices.iter().map(|&(v, label)| html! {
                    <option value={v.to_string()} selected={v == value}>{ label }</option>
                }) }
            </select>
        },
    };
    html! {
        <div class="field">
            <label for={id}>{ label }</label>
            { control }
        </div>
    }
}

/// Who plays each seat, with "Play the computer" in one click.
fn seat_table(form: &Form, send: &Callback<FormAction>) -> Html {
    let t = form.words;
    let solitaire = form.seat_names.len() == 1;
    let choices: Vec<_> = PLAYERS
        .iter()
        .filter(|(_, p)| form.by_link || *p != Player::Friend)
        .collect();
    // "Computer (max)" is short enough for any select; how long it thinks is said under.
    let any_max = (0..form.seat_names.len()).any(|i| {
        crate::core::correspondence::player(&form.seats, i as u8) == Player::Computer(Level::Max)
    });
    let rows = form.seat_names.iter().enumerate().map(|(i, name)| {
        let current = crate::core::correspondence::player(&form.seats, i as u8);
        let onchange = send.reform(move |e: Event| {
            let value = super::event_value(&e);
            let chosen = PLAYERS.iter().find(|(v, _)| *v == value);
            FormAction::SetSeat(i, chosen.map_or(Player::Here, |(_, p)| *p))
        });
        let id = format!("seat-{i}");
        // Alone at the table, the only choice is whether to watch the computer play.
        let label = match solitaire {
            true => t.watch_computer.to_string(),
            false => format!("{} · {name}", t.seat_number(i + 1)),
        };
        let option_label = |p: Player| match (solitaire, p) {
            (true, Player::Here) => t.no_i_play,
            _ => player_name(t, p),
        };
        html! {
            <div class="field seat">
                <label for={id.clone()}>{ label }</label>
                <select {id} {onchange}>
                    { for choices.iter().map(|&&(v, p)| html! {
                        <option value={v} selected={p == current}>{ option_label(p) }</option>
                    }) }
                </select>
            </div>
        }
    });
    html! {
        <fieldset class="seats">
            <legend>{ if solitaire { t.who_plays } else { t.seats } }</legend>
            if !solitaire {
                <button type="button" class="button" onclick={send.reform(|_| FormAction::VsComputer)}
                        data-testid="vs-computer">{ t.play_the_computer }</button>
            }
            { for rows }
            if form.refitted {
                <p class="muted" role="status" data-testid="seats-refitted">{ t.seat_friend_refitted }</p>
            }
            if any_max {
                <p class="muted" data-testid="max-thinks">{ t.max_thinks }</p>
            }
            if form.hidden_hands && !solitaire {
                <p class="muted" data-testid="by-link-note">{ t.by_link_hidden(t.play_live) }</p>
            }
        </fieldset>
    }
}
