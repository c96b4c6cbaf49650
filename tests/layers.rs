//! The crate's layers, as a table: which top-level modules of `src/` each one may import.
//! The test reads every `.rs` file under `src/` (the binaries in `src/bin` and `main.rs` are
//! other crates and only see the library's public face), finds every path into the crate in
//! any form (`use crate::a::b`, `use crate::{a, b::{c, d}}`, `pub use`, `crate::a::f()` inline
//! in code, `super::super::a` climbing out of a module, `crate::words!`) and fails on an edge
//! the table does not list. The reader (`tests/import_reader/`) is tested on small sources
//! there, and the check on bad sources below: a forbidden edge in each form must fail.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

mod import_reader;
use import_reader::{reaches, tokens, Token};

/// Each top-level module and the top-level modules it may import, lower layers first. An
/// import the table does not list fails the test; so does a listed one nothing uses.
const ALLOWED: &[(&str, &[&str])] = &[
    // The languages and the `words!` macro every word table is built with: the bottom.
    ("lang", &[]),
    // SVG drawing helpers: geometry and markup, nothing game- or word-specific.
    ("svg", &[]),
    // Game-independent machinery (the `Game` trait, records, codecs, the search): pure Rust
    // with no words of its own; `GameText` names the languages a game speaks.
    ("core", &["lang"]),
    // A table shared live by several devices: its protocol over `core`'s records, no words.
    ("live", &["core"]),
    // The shell's words: they word `core`'s and `live`'s typed errors, so they know them.
    ("text", &["core", "lang", "live"]),
    // A game behind a trait object (records, saves, links, search) for the shell; it words
    // a broken record or link with the shell's words.
    ("erased", &["core", "lang", "text"]),
    // The contract between the game screen and a board (wasm only); a game with hidden
    // hands names the `live` table that deals it (`GameView::dealt_table`).
    ("board", &["core", "lang", "live"]),
    // The games: rules on `core`, words on `lang`/`text`, the registry of `erased` games;
    // boards (`view.rs`, wasm only) fill the `board` contract, draw with `svg`, and open a
    // `live` dealt table for a game with hidden hands.
    (
        "games",
        &["board", "core", "erased", "lang", "live", "svg", "text"],
    ),
    // The game screen as a pure state machine over `core`'s records and search.
    ("play_state", &["core"]),
    // The game screen's words.
    ("play_words", &["core", "lang", "play_state", "text"]),
    // Saved games over a key–value store, read back through the registry (`games`).
    // TODO(#64): `saves` reaches into `games::blokus::sgf` (mod.rs, backup.rs) where a
    // per-game import/export hook would leave it only the registry; and it words its own
    // errors with `text` (store.rs, backup.rs), where shared machinery should return typed
    // errors for the shell to word.
    ("saves", &["core", "erased", "games", "lang", "text"]),
    // The Yew shell (wasm only): it may use every layer, and nothing may use it.
    (
        "app",
        &[
            "board",
            "core",
            "erased",
            "games",
            "lang",
            "live",
            "play_state",
            "play_words",
            "saves",
            "text",
        ],
    ),
];

// ---------------------------------------------------------------------------------------
// The crate as read from `src/`, and the check.

/// One source file: its module path (`src/core/ai/mod.rs`: `["core", "ai"]`), its text, and
/// its name in messages.
struct SourceFile {
    module: Vec<String>,
    text: String,
    name: String,
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`.
fn paths(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            paths(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The library's files under `src/` (not `lib.rs`, which only declares the modules, nor the
/// binaries).
fn crate_files() -> Vec<SourceFile> {
    let mut found = Vec::new();
    paths(&src(), &mut found);
    let mut files = Vec::new();
    for path in found {
        let relative = path.strip_prefix(src()).unwrap();
        let mut module: Vec<String> = relative
            .iter()
            .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string())
            .collect();
        if module.last().is_some_and(|last| last == "mod") {
            module.pop();
        }
        if !["lib", "main", "bin"].contains(&module[0].as_str()) {
            let text = fs::read_to_string(&path).unwrap();
            let name = format!("src/{}", relative.display());
            files.push(SourceFile { module, text, name });
        }
    }
    files
}

/// The top-level modules `lib.rs` declares (`pub mod x;`, `mod x;`).
fn top_level_modules() -> BTreeSet<String> {
    let tokens = tokens(&fs::read_to_string(src().join("lib.rs")).unwrap());
    tokens
        .windows(3)
        .filter_map(|w| match w {
            [(Token::Word(m), _), (Token::Word(name), _), (Token::Punct(';'), _)] if m == "mod" => {
                Some(name.clone())
            }
            _ => None,
        })
        .collect()
}

/// `#[macro_export]` macros live at the crate root: `crate::words!` → the top-level module
/// that defines `words`.
fn exported_macros(files: &[SourceFile]) -> BTreeMap<String, String> {
    let mut macros = BTreeMap::new();
    for file in files {
        let tokens: Vec<Token> = tokens(&file.text).into_iter().map(|(t, _)| t).collect();
        let export = Token::Word("macro_export".to_string());
        for (i, window) in tokens.windows(3).enumerate() {
            if let [Token::Word(m), Token::Punct('!'), Token::Word(name)] = window {
                if m == "macro_rules" && tokens[i.saturating_sub(4)..i].contains(&export) {
                    macros.insert(name.clone(), file.module[0].clone());
                }
            }
        }
    }
    macros
}

/// One import between two top-level modules, with where it is.
struct Edge {
    from: String,
    to: String,
    at: String,
}

/// Every import between two different top-level modules (of `modules`) in `files`.
fn edges(files: &[SourceFile], modules: &BTreeSet<String>) -> Vec<Edge> {
    let macros = exported_macros(files);
    let mut edges = Vec::new();
    for file in files {
        for reach in reaches(&file.module, &file.text) {
            let at = format!("{}:{}", file.name, reach.line);
            let to = match macros.get(&reach.name) {
                _ if modules.contains(&reach.name) => reach.name,
                Some(module) => module.clone(),
                None => panic!("{at}: `crate::{}` names no module of lib.rs", reach.name),
            };
            if to != file.module[0] {
                let from = file.module[0].clone();
                edges.push(Edge { from, to, at });
            }
        }
    }
    edges
}

/// The table as a map.
fn allowed() -> BTreeMap<&'static str, BTreeSet<&'static str>> {
    let table: BTreeMap<_, BTreeSet<_>> = ALLOWED
        .iter()
        .map(|(module, uses)| (*module, uses.iter().copied().collect()))
        .collect();
    assert_eq!(table.len(), ALLOWED.len(), "a module is listed twice");
    table
}

/// The edges the table does not allow, as "where: a imports b".
fn forbidden(edges: &[Edge]) -> Vec<String> {
    let allowed = allowed();
    edges
        .iter()
        .filter(|e| {
            !allowed
                .get(e.from.as_str())
                .is_some_and(|a| a.contains(e.to.as_str()))
        })
        .map(|e| format!("{}: {} imports {}", e.at, e.from, e.to))
        .collect()
}

#[test]
fn every_import_between_top_level_modules_is_in_the_table() {
    let wrong = forbidden(&edges(&crate_files(), &top_level_modules()));
    assert!(
        wrong.is_empty(),
        "imports the layer table (tests/layers.rs) does not allow:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_table_lists_each_top_level_module_and_only_edges_in_use() {
    let modules = top_level_modules();
    let allowed = allowed();
    let listed: BTreeSet<String> = allowed.keys().map(|m| m.to_string()).collect();
    assert_eq!(listed, modules, "the table's modules against lib.rs's");
    let used: BTreeSet<(String, String)> = edges(&crate_files(), &modules)
        .into_iter()
        .map(|e| (e.from, e.to))
        .collect();
    for (from, uses) in &allowed {
        for to in uses {
            assert!(
                used.contains(&(from.to_string(), to.to_string())),
                "the table allows {from} → {to}, which nothing uses: take it out"
            );
        }
    }
}

#[test]
fn the_table_has_no_circle_and_nothing_imports_the_shell() {
    let allowed = allowed();
    // Peel off modules whose allowed imports are all peeled: a circle never peels.
    let mut done: BTreeSet<&str> = BTreeSet::new();
    while done.len() < allowed.len() {
        let ready: Vec<&str> = allowed
            .iter()
            .filter(|(m, uses)| !done.contains(*m) && uses.iter().all(|u| done.contains(u)))
            .map(|(m, _)| *m)
            .collect();
        assert!(!ready.is_empty(), "a circle among {:?}", allowed.keys());
        done.extend(ready);
    }
    for (module, uses) in &allowed {
        assert!(!uses.contains("app"), "{module} may import app");
    }
}

// ---------------------------------------------------------------------------------------
// The reader and the check, on small bad sources.
#[test]
fn the_check_fails_on_a_forbidden_edge_in_every_form() {
    let modules = top_level_modules();
    let file = |module: &str, text: &str| SourceFile {
        module: module.split('/').map(str::to_string).collect(),
        text: text.to_string(),
        name: format!("bad/{module}.rs"),
    };
    // `core` may import `lang` only; each source imports `games` or `app` in one form.
    let bad = [
        "use crate::games::GAMES;",
        "pub use crate::games::GAMES;",
        "use crate::{lang::Lang, games};",
        "use crate::{lang::{self, Lang}, games::{blokus::{Blokus, *}}};",
        "fn f() -> usize { crate::games::GAMES.len() }",
        "fn f() { let _ = <crate::games::Blokus as Game>::ID; }",
        "mod tests { use super::super::super::games; }",
        "pub(crate) use super::super::app::start;",
    ];
    for source in bad {
        let mut found = forbidden(&edges(&[file("core/ai", source)], &modules));
        found.dedup();
        let one = ["bad/core/ai.rs:1: core imports games"];
        let other = ["bad/core/ai.rs:1: core imports app"];
        assert!(found == one || found == other, "{source}: {found:?}");
    }
    // An exported macro counts as an import of the module that defines it.
    let words = file("lang", "#[macro_export]\nmacro_rules! words { () => {} }");
    let user = file("svg", "\ncrate::words! {}");
    let found = forbidden(&edges(&[words, user], &modules));
    assert_eq!(found, ["bad/svg.rs:2: svg imports lang"]);
    // What the table allows passes.
    let fine = file(
        "core/ai",
        "use crate::lang::Lang; use super::super::core::Game;",
    );
    assert!(forbidden(&edges(&[fine], &modules)).is_empty());
}
