//! The engines name no words (#19): rules, search knowledge, input reducers and the shared
//! core return typed values; words live in each game's `text.rs` and in `src/text.rs`. This
//! reads the sources and fails when an engine file reaches for a text module.

use std::fs;
use std::path::Path;

/// The files that must stay free of words: everything in src/core, and every file of a game
/// folder but its words (`text.rs`), its board (`view.rs`) and its registry entry (`mod.rs`).
fn engine_files() -> Vec<String> {
    let mut files = Vec::new();
    let mut walk = vec![Path::new("src/core").to_path_buf()];
    while let Some(dir) = walk.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path.display().to_string());
            }
        }
    }
    for game in fs::read_dir("src/games").unwrap() {
        let game = game.unwrap().path();
        if !game.is_dir() {
            continue;
        }
        for file in fs::read_dir(&game).unwrap() {
            let path = file.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            if name.ends_with(".rs") && !["text.rs", "view.rs", "mod.rs"].contains(&name.as_str()) {
                files.push(path.display().to_string());
            }
        }
    }
    files
}

#[test]
fn the_engines_import_no_text_module() {
    let files = engine_files();
    assert!(files.len() > 20, "found the engines: {files:?}");
    for file in files {
        let source = fs::read_to_string(&file).unwrap();
        for (n, line) in source.lines().enumerate() {
            let code = line.split("//").next().unwrap_or_default();
            assert!(
                !(code.contains("text::") || code.contains("super::text")),
                "{file}:{}: an engine file uses words: {line}",
                n + 1
            );
        }
    }
}
