//! Display settings in the top bar: the language, the theme (system, light, dark) and
//! patterns for colour-blind players. Stored in localStorage and applied as attributes on
//! <html> (index.html applies them before the first paint).

use super::{event_value, use_lang};
use crate::lang::Lang;
use yew::prelude::*;

const THEME: &str = "boardshelf.theme";
const PATTERNS: &str = "boardshelf.patterns";
const LANG: &str = "boardshelf.lang";

/// The language chosen here before, else the first of the browser's languages we speak.
pub fn initial_lang() -> Lang {
    if let Some(lang) = read(LANG).as_deref().and_then(Lang::from_tag) {
        return lang;
    }
    let languages = gloo::utils::window().navigator().languages();
    let tags: Vec<String> = languages.iter().filter_map(|v| v.as_string()).collect();
    Lang::preferred(tags.iter().map(String::as_str))
}

/// The language the page is shown in now (`<html lang>`), for the edges that run outside
/// any component: storage's messages and the crash screen.
pub fn page_lang() -> Lang {
    gloo::utils::document()
        .document_element()
        .and_then(|root| root.get_attribute("lang"))
        .and_then(|tag| Lang::from_tag(&tag))
        .unwrap_or_default()
}

/// Shows the page in `lang` from now on: `<html lang>`, and remembered for the next visit
/// when `remember`.
pub fn apply_lang(lang: Lang, remember: bool) {
    if remember {
        write(LANG, lang.code());
    }
    set_root_attr("lang", Some(lang.code()));
}

/// Settings live in the same store as the saves (`storage::LocalStore`).
fn read(key: &str) -> Option<String> {
    use crate::saves::Store;
    super::storage::LocalStore.get(key)
}

fn write(key: &str, value: &str) {
    use crate::saves::Store;
    // A setting that cannot be saved still applies now.
    let _ = super::storage::LocalStore.set(key, value);
}

fn set_root_attr(name: &str, value: Option<&str>) {
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = match value {
            Some(v) => root.set_attribute(name, v),
            None => root.remove_attribute(name),
        };
    }
}

#[derive(Properties, PartialEq)]
pub struct SettingsProps {
    pub on_lang: Callback<Lang>,
}

#[function_component]
pub fn Settings(props: &SettingsProps) -> Html {
    let lang = use_lang();
    let t = crate::text::catalog(lang);
    let theme = use_state(|| read(THEME).unwrap_or_else(|| "system".into()));
    let patterns = use_state(|| read(PATTERNS).as_deref() == Some("on"));
    let cycle_theme = {
        let theme = theme.clone();
        Callback::from(move |_| {
            let next = match theme.as_str() {
                "system" => "light",
                "light" => "dark",
                _ => "system",
            };
            write(THEME, next);
            set_root_attr("data-theme", (next != "system").then_some(next));
            theme.set(next.into());
        })
    };
    let toggle_patterns = {
        let patterns = patterns.clone();
        Callback::from(move |_| {
            let on = !*patterns;
            write(PATTERNS, if on { "on" } else { "off" });
            set_root_attr("data-patterns", on.then_some("on"));
            patterns.set(on);
        })
    };
    let on_lang = props
        .on_lang
        .reform(|e: Event| Lang::from_tag(&event_value(&e)).unwrap_or_default());
    let language = |l: Lang| {
        html! { <option value={l.code()} lang={l.code()} selected={l == lang}>{ l.own_name() }</option> }
    };
    html! {
        <div class="settings">
            <select class="language" aria-label={t.language} title={t.language}
                    data-testid="language" onchange={on_lang}>
                { for Lang::ALL.into_iter().map(language) }
            </select>
            <button class="button small" onclick={cycle_theme} data-testid="theme"
                    title={t.theme_help}>{ t.theme_label(&theme) }</button>
            <button class="button small" onclick={toggle_patterns} aria-pressed={patterns.to_string()}
                    data-testid="patterns" title={t.patterns_help}>{ t.patterns }</button>
        </div>
    }
}
