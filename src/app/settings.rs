//! Display settings in the top bar: theme (system, light, dark) and patterns for colour-blind
//! players. Stored in localStorage and applied as attributes on <html> (index.html applies
//! them before the first paint).

use crate::text;
use yew::prelude::*;

const THEME: &str = "boardshelf.theme";
const PATTERNS: &str = "boardshelf.patterns";

fn local() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

fn read(key: &str) -> Option<String> {
    local().and_then(|s| s.get_item(key).ok().flatten())
}

fn write(key: &str, value: &str) {
    if let Some(s) = local() {
        let _ = s.set_item(key, value); // a setting that cannot be saved still applies now
    }
}

fn set_root_attr(name: &str, value: Option<&str>) {
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = match value {
            Some(v) => root.set_attribute(name, v),
            None => root.remove_attribute(name),
        };
    }
}

#[function_component]
pub fn Settings() -> Html {
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
    html! {
        <div class="settings">
            <button class="button small" onclick={cycle_theme} data-testid="theme"
                    title={text::THEME_HELP}>{ text::theme_label(&theme) }</button>
            <button class="button small" onclick={toggle_patterns} aria-pressed={patterns.to_string()}
                    data-testid="patterns" title={text::PATTERNS_HELP}>{ text::PATTERNS }</button>
        </div>
    }
}
