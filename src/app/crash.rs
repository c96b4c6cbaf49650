//! The crash screen: a panic must never leave a blank page. The hook writes the screen with
//! plain DOM calls (Yew is unusable after a panic) and inserts text as text, never as HTML.

use crate::text;

pub fn install_panic_hook() {
    // Through Yew, which otherwise replaces any hook with its console-only default.
    yew::set_custom_panic_hook(Box::new(|info| {
        let detail = info.to_string();
        web_sys::console::error_1(&detail.clone().into());
        show_crash_screen(&detail);
    }));
}

fn show_crash_screen(detail: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else { return };
    let t = text::catalog(super::settings::page_lang());
    let element = |tag: &str, class: &str, content: &str| {
        let el = document.create_element(tag).ok()?;
        el.set_class_name(class);
        el.set_text_content(Some(content));
        Some(el)
    };
    // In a main landmark, like every other page's content.
    let (Some(main), Some(screen)) = (element("main", "", ""), element("section", "crash", ""))
    else {
        return;
    };
    let _ = screen.set_attribute("role", "alert");
    for (tag, class, content) in [
        ("h1", "", t.crash_title),
        ("p", "", t.crash_body),
        ("pre", "crash-detail", detail),
    ] {
        if let Some(el) = element(tag, class, content) {
            let _ = screen.append_child(&el);
        }
    }
    if let Some(link) = element("a", "button primary", t.crash_reload) {
        // A full reload: the wasm instance cannot continue after a panic.
        let _ = link.set_attribute("href", "./");
        let _ = screen.append_child(&link);
    }
    body.set_text_content(None);
    let _ = main.append_child(&screen);
    let _ = body.append_child(&main);
}
