//! The saved-games screen: resume or delete games; damaged saves are shown with their raw
//! text (to copy) and are only deleted when the player confirms.

use super::route::play_hash;
use super::storage::{self, Slot};
use crate::core::codec::Envelope;
use crate::text;
use yew::prelude::*;

/// A date and time as the interface's language writes them.
pub fn when(lang: crate::lang::Lang, ms: f64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(date.to_locale_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED))
}

#[function_component]
pub fn Saves() -> Html {
    let (lang, t) = (super::use_lang(), super::use_words());
    let redraw = use_force_update();
    // The key awaiting delete confirmation.
    let confirming = use_state(|| None::<String>);
    let slots = match storage::list() {
        Ok(slots) => slots,
        Err(why) => return super::message_page(t, None, &why, None),
    };
    let delete_buttons = |key: String| {
        if confirming.as_deref() == Some(key.as_str()) {
            let confirm = {
                let confirming = confirming.clone();
                let redraw = redraw.clone();
                let key = key.clone();
                Callback::from(move |_| {
                    storage::delete_key(&key);
                    confirming.set(None);
                    redraw.force_update();
                })
            };
            let cancel = {
                let confirming = confirming.clone();
                Callback::from(move |_| confirming.set(None))
            };
            html! {
                <>
                    <button class="button danger" onclick={confirm}>{ t.confirm_delete }</button>
                    <button class="button" onclick={cancel}>{ t.cancel }</button>
                </>
            }
        } else {
            let ask = {
                let confirming = confirming.clone();
                Callback::from(move |_| confirming.set(Some(key.clone())))
            };
            html! { <button class="button" onclick={ask}>{ t.delete }</button> }
        }
    };
    // A match with several saves here (a link that diverged): each says so.
    let matches: Vec<u64> = slots
        .iter()
        .filter_map(|slot| match slot {
            Slot::Ok { envelope, .. } => envelope.match_id(),
            _ => None,
        })
        .collect();
    let versions = |env: &crate::core::codec::Envelope| {
        let id = env.match_id();
        id.map_or(0, |id| matches.iter().filter(|&&m| m == id).count())
    };
    let items: Vec<Html> = slots
        .into_iter()
        .map(|slot| slot_item(t, lang, slot, &versions, &delete_buttons))
        .collect();
    let imported = {
        let redraw = redraw.clone();
        Callback::from(move |()| redraw.force_update())
    };
    html! {
        <section class="saves">
            <h1>{ t.catalog().saved_games }</h1>
            <Backup on_import={imported} />
            if items.is_empty() {
                <p class="muted">{ t.no_saves }</p>
            } else {
                <ul class="save-list">{ for items }</ul>
            }
        </section>
    }
}

/// One entry of the list: a game to resume, or a damaged save with its text and why.
fn slot_item(
    t: &text::Words,
    lang: crate::lang::Lang,
    slot: Slot,
    versions: &dyn Fn(&crate::core::codec::Envelope) -> usize,
    delete_buttons: &dyn Fn(String) -> Html,
) -> Html {
    match slot {
        Slot::Ok { envelope, info } => html! {
            <li class="save" data-save={envelope.id.clone()}>
                <div>
                    <h2>{ envelope.title.clone() }</h2>
                    <p class="muted">
                        if crate::saves::imported_record(&envelope) {
                            <span class="state imported" data-testid="imported-mark">{ t.imported_tag }</span>
                            { " · " }
                        }
                        if envelope.deal_not_checked() {
                            <span class="state unchecked" data-testid="unchecked-mark">{ t.deal_not_checked }</span>
                            { " · " }
                        }
                        { state_tag(t, &envelope) }
                        // "In progress · Black to play …", or without a tag "Black to play …".
                        { format!("{}{}{} · {}", if has_state_tag(&envelope) { " · " } else { "" }, envelope.status,
                            t.computers(envelope.computers()), when(lang, envelope.updated)) }
                        if versions(&envelope) > 1 {
                            <span class="versions" data-testid="versions">{ t.match_versions(versions(&envelope)) }</span>
                        }
                    </p>
                </div>
                <p class="actions">
                    // A finished game is there to be looked at, not carried on.
                    <a class="button primary" href={play_hash(info.id, &envelope.id)}>
                        { if envelope.finished { t.view } else { t.resume } }
                    </a>
                    { downloads(t, lang, &envelope) }
                    { delete_buttons(storage::key_of(&envelope.id)) }
                </p>
            </li>
        },
        Slot::Damaged { key, raw, reason } => html! {
            <li class="save damaged" data-key={key.clone()}>
                <div>
                    <h2>{ t.damaged_save }</h2>
                    <p class="error" data-testid="damaged-reason">{ reason.words(t) }</p>
                    <p class="muted">{ t.damaged_help }</p>
                    <textarea class="raw" readonly=true rows="3" value={raw} aria-label={t.damaged_save} />
                </div>
                <p class="actions">{ delete_buttons(key) }</p>
            </li>
        },
    }
}

/// A saved game as a file: the save itself (imported again here), and as another program's
/// file where its game has a format (a Blokus game for Pentobi), with a note beside it when
/// that program would read it under other rules.
fn downloads(t: &text::Words, lang: crate::lang::Lang, envelope: &Envelope) -> Html {
    let name = format!("boardshelf-{}-{}", envelope.game, envelope.id);
    let json = serde_json::to_string(envelope).unwrap_or_default();
    let save = {
        let name = format!("{name}.json");
        Callback::from(move |_: MouseEvent| super::download(&name, &json))
    };
    let file = crate::saves::file_of(lang, envelope).map(|file| {
        let name = format!("{name}.{}", file.extension);
        let (text, mime) = (file.text, file.mime);
        let onclick = Callback::from(move |_: MouseEvent| super::download_as(&name, &text, mime));
        html! {
            <>
                <button class="button" data-testid="download-file" {onclick}>{ file.label }</button>
                if let Some(note) = file.note {
                    <span class="file-note muted" data-testid="file-note">{ note }</span>
                }
            </>
        }
    });
    html! {
        <>
            <button class="button" data-testid="download-save" onclick={save}>{ t.download_game }</button>
            { for file }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct BackupProps {
    /// Called after an import added games.
    on_import: Callback<()>,
}

/// Download every saved game as one file, import such a file (or one downloaded game), and
/// whether the browser keeps the saves.
#[function_component]
fn Backup(props: &BackupProps) -> Html {
    let (lang, t) = (super::use_lang(), super::use_words());
    let report = use_state(|| None::<Result<crate::saves::backup::Plan, String>>);
    let persisted = use_state(|| None::<bool>);
    {
        let (persisted, report) = (persisted.clone(), report.clone());
        let on_import = props.on_import.clone();
        use_effect_with((), move |_| {
            // A file a game's app handed over: imported here, where every game is known.
            if let Some(text) = storage::take_handed_import() {
                report.set(Some(storage::import(&text)));
                on_import.emit(());
            }
            wasm_bindgen_futures::spawn_local(
                async move { persisted.set(storage::persisted().await) },
            );
        });
    }
    let download = Callback::from(|_: MouseEvent| {
        if let Ok(json) = storage::backup() {
            let day = js_sys::Date::new_0()
                .to_iso_string()
                .as_string()
                .unwrap_or_default();
            super::download(
                &format!("boardshelf-backup-{}.json", &day[..day.len().min(10)]),
                &json,
            );
        }
    });
    let import = {
        let (report, on_import) = (report.clone(), props.on_import.clone());
        Callback::from(move |e: Event| {
            use wasm_bindgen::JsCast;
            let input: Option<web_sys::HtmlInputElement> =
                e.target().and_then(|t| t.dyn_into().ok());
            let Some(file) = input
                .as_ref()
                .and_then(|i| i.files())
                .and_then(|f| f.get(0))
            else {
                return;
            };
            let (report, on_import) = (report.clone(), on_import.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
                let text = text.ok().and_then(|t| t.as_string()).unwrap_or_default();
                // A game's app knows one game: the full app imports the file instead (unless
                // moves kept only in this tab would be lost with the page).
                if crate::games::one_game().is_some()
                    && !storage::has_unsaved()
                    && storage::hand_import_over(&text)
                {
                    let _ = gloo::utils::window().location().reload();
                    return;
                }
                report.set(Some(storage::import(&text)));
                on_import.emit(());
            });
            if let Some(input) = input {
                input.set_value(""); // the same file can be chosen again
            }
        })
    };
    html! {
        <div class="backup" data-testid="backup">
            <p class="actions">
                <button class="button" onclick={download}>{ t.download_all }</button>
                <label class="button">
                    { t.import }
                    <input type="file" accept=".json,application/json,.blksgf,.sgf" class="visually-hidden"
                           onchange={import} data-testid="import" />
                </label>
            </p>
            <p class="muted" data-testid="import-help">{ t.import_help }</p>
            if let Some(p) = *persisted {
                <p class="muted" data-testid="persisted">{ if p { t.persistent } else { t.not_persistent } }</p>
            }
            if let Some(result) = &*report {
                { import_report(t, lang, result) }
            }
        </div>
    }
}

fn import_report(
    t: &text::Words,
    lang: crate::lang::Lang,
    result: &Result<crate::saves::backup::Plan, String>,
) -> Html {
    use crate::saves::backup::{Unplayable, Verdict};
    let plan = match result {
        Ok(plan) => plan,
        Err(why) => {
            return html! { <p class="error" role="alert" data-testid="import-report">{ why }</p> }
        }
    };
    let count = |f: fn(&Verdict) -> bool| plan.saves.iter().filter(|e| f(&e.verdict)).count();
    let added = count(|v| matches!(v, Verdict::Add { .. }));
    let already = count(|v| *v == Verdict::AlreadyHere);
    // Games the store refused are not damaged: they are said apart, with why.
    let reasons = |storage: bool| -> Vec<String> {
        (plan.saves.iter())
            .filter_map(|e| match &e.verdict {
                Verdict::Damaged(why) if matches!(why, Unplayable::Storage(_)) == storage => {
                    Some(why.words(t))
                }
                _ => None,
            })
            .collect()
    };
    let (damaged, refused) = (reasons(false), reasons(true));
    let list = |items: &[String]| {
        html! {
            <ul>{ for items.iter().map(|why| html! { <li>{ why.clone() }</li> }) }</ul>
        }
    };
    // What another program's file held besides its game (other lines of play, other
    // games) was left out: said.
    html! {
        <div role="status" data-testid="import-report">
            <p>{ t.imported(added, already, damaged.len()) }</p>
            { for plan.file_left_out.iter().map(|said| html! { <p data-testid="left-out">{ said }</p> }) }
            if !damaged.is_empty() { { list(&damaged) } }
            if !refused.is_empty() {
                <p>{ t.not_added(refused.len()) }</p>
                { list(&refused) }
            }
            { for stats_report(t, lang, plan).into_iter().map(|line| html! { <p data-testid="stats-report">{ line }</p> }) }
        </div>
    }
}

/// What an import did with each game's statistics: added, already here, or refused and why.
fn stats_report(
    t: &text::Words,
    lang: crate::lang::Lang,
    plan: &crate::saves::backup::Plan,
) -> Vec<String> {
    use crate::saves::backup::{Unplayable, Verdict};
    let name = |game: &str| {
        crate::games::info(game).map_or(game.to_string(), |i| i.name(lang).to_string())
    };
    let names = |f: fn(&Verdict) -> bool| -> String {
        let names: Vec<String> = (plan.stats.iter())
            .filter(|e| f(&e.verdict))
            .map(|e| name(&e.game))
            .collect();
        names.join(", ")
    };
    let mut lines = Vec::new();
    let added = names(|v| matches!(v, Verdict::Add { .. }));
    if !added.is_empty() {
        lines.push(t.stats_added(&added));
    }
    let kept = names(|v| *v == Verdict::AlreadyHere);
    if !kept.is_empty() {
        lines.push(t.stats_kept(&kept));
    }
    for entry in &plan.stats {
        if let Verdict::Damaged(why) = &entry.verdict {
            let reason = match why {
                Unplayable::NotJson(_) => t.stats_unreadable.to_string(),
                other => other.words(t),
            };
            lines.push(t.stats_refused(&name(&entry.game), &reason));
        }
    }
    lines
}

/// Finished, in progress, or for a game with a friend by link whose turn it is. A game
/// not started has none: its title says so.
/// A game not started has no tag (its title says so).
fn has_state_tag(envelope: &crate::core::codec::Envelope) -> bool {
    envelope.finished || envelope.by_link().is_some() || envelope.moves() > 0
}

fn state_tag(t: &text::Words, envelope: &crate::core::codec::Envelope) -> Html {
    let (words, class) = match (envelope.finished, envelope.by_link()) {
        (true, _) => (t.finished, "finished"),
        (false, Some(true)) => (t.waiting_for_friend, "waiting"),
        (false, Some(false)) => (t.your_turn, "your-turn"),
        _ if !has_state_tag(envelope) => return html! {},
        (false, None) => (t.in_progress, ""),
    };
    html! { <span class={classes!("state", class)} data-testid="save-state">{ words }</span> }
}
