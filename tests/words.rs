//! The engines name no words (#19): rules, search knowledge, input reducers and the shared
//! core return typed values; words live in each game's `text.rs` and in `src/text.rs`. This
//! reads the sources and fails when an engine file reaches for a text module.

use std::fs;
use std::path::Path;

/// The files that must stay free of words: everything in src/core, and every file of a game
/// folder but its words (`text.rs`, `text/`), its board (`view.rs`, `view/`) and its registry
/// entry (`mod.rs`).
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
        if game.is_dir() {
            engine_files_of(&game, &mut files);
        }
    }
    files
}

/// A game folder's engine files, its subfolders' included but for `text/` (its words) and
/// `view/` (parts of its board).
fn engine_files_of(dir: &Path, files: &mut Vec<String>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            if !["text", "view"].contains(&name.as_str()) {
                engine_files_of(&path, files);
            }
        } else if name.ends_with(".rs")
            && !["text.rs", "view.rs", "mod.rs"].contains(&name.as_str())
        {
            files.push(path.display().to_string());
        }
    }
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

// ----- The language tables (#19) -----

use boardshelf::lang::{Lang, Plural, Walk};

/// Every table of the app in a language: the shell's and each game's (from the registry).
fn tables(lang: Lang) -> Vec<(String, Walk)> {
    let shell = [
        ("shell".to_string(), boardshelf::text::words(lang).walk()),
        (
            "shell catalog".to_string(),
            boardshelf::text::catalog(lang).walk(),
        ),
        (
            "live".to_string(),
            boardshelf::text::live::words(lang).walk(),
        ),
    ];
    let games = boardshelf::games::word_tables(lang);
    shell
        .into_iter()
        .chain(games.into_iter().enumerate().map(|(n, (id, walk))| {
            // Each game's words, then its catalog's.
            let table = if n % 2 == 0 {
                id.to_string()
            } else {
                format!("{id} catalog")
            };
            (table, walk)
        }))
        .collect()
}

/// Messages that may read the same in another language: notation and proper names, and
/// formats that only arrange their arguments.
const SAME_EVERYWHERE: &[&str] = &[
    "app_name",
    "colon",
    "cell_label",
    "config_size",
    "move_line",
    "team_with",
    "link_length",
    "moves_peg",
    "pegs_home",
    "home_count",
    "placed_at",
    "name",
    "duo_summary",
    "duo",
    "team_a",
    "team_b",
];

#[test]
fn every_message_of_every_table_is_written_with_its_placeholders() {
    let mut checked = 0;
    for lang in Lang::ALL {
        for (table, walk) in tables(lang) {
            for (field, texts) in &walk.messages {
                for (text, marks) in texts {
                    let at = format!("{lang:?} {table}.{field}: {text:?}");
                    assert!(!text.trim().is_empty(), "{at} is empty");
                    assert!(
                        !text.contains('{') && !text.contains('}'),
                        "{at} has a brace"
                    );
                    for mark in marks {
                        assert!(text.contains(mark.as_str()), "{at} lacks {mark}");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 4 * 400, "walked {checked} messages");
}

#[test]
fn every_language_has_the_same_messages_and_none_is_left_in_english() {
    let english = tables(Lang::En);
    for lang in [Lang::Ko, Lang::Pt, Lang::Hy] {
        for ((table, en), (_, other)) in english.iter().zip(tables(lang)) {
            assert_eq!(en.messages.len(), other.messages.len(), "{lang:?} {table}");
            for ((field, en_texts), (_, texts)) in en.messages.iter().zip(&other.messages) {
                if SAME_EVERYWHERE.contains(field) {
                    continue;
                }
                // A paragraph list or a format: it is untranslated when every text is.
                let same = en_texts.iter().zip(texts).all(|((a, _), (b, _))| a == b);
                assert!(
                    !same,
                    "{lang:?} {table}.{field} is still English: {:?}",
                    texts[0].0
                );
            }
        }
    }
}

#[test]
fn plural_categories_follow_cldr() {
    let cases = [
        (
            Lang::En,
            [Plural::Other, Plural::One, Plural::Other, Plural::Other],
        ),
        (
            Lang::Pt,
            [Plural::One, Plural::One, Plural::Other, Plural::Other],
        ),
        (
            Lang::Hy,
            [Plural::One, Plural::One, Plural::Other, Plural::Other],
        ),
        (
            Lang::Ko,
            [Plural::Other, Plural::Other, Plural::Other, Plural::Other],
        ),
    ];
    for (lang, expected) in cases {
        let got = [0, 1, 2, 21].map(|n| lang.plural(n));
        assert_eq!(got, expected, "{lang:?} for 0, 1, 2, 21");
    }
}

#[test]
fn counted_english_messages_say_one_and_many_differently() {
    // "1 game" but "2 games": the English table uses its plural forms.
    let t = boardshelf::text::words(Lang::En);
    assert_eq!(t.imported_games(1), "Imported 1 game.");
    assert_eq!(t.imported_games(2), "Imported 2 games.");
    assert_eq!(t.imported_games(0), "Imported 0 games.");
    let pt = boardshelf::text::words(Lang::Pt);
    // Portuguese: "one" for 0 as well as 1.
    assert_eq!(
        pt.imported_games(0).replace('0', "1"),
        pt.imported_games(1),
        "pt-BR says 0 like 1"
    );
    assert_ne!(pt.imported_games(2).replace('2', "1"), pt.imported_games(1));
}

#[test]
fn numbers_are_written_as_each_language_writes_them() {
    assert_eq!(Lang::En.num(-7), "\u{2212}7");
    assert_eq!(Lang::En.num(1234567), "1,234,567");
    assert_eq!(Lang::Ko.num(1234), "1,234");
    assert_eq!(Lang::Pt.num(1234), "1.234");
    assert_eq!(Lang::Hy.num(-1234), "\u{2212}1\u{a0}234");
    assert_eq!(Lang::Pt.num(999), "999");
}

#[test]
fn the_first_visit_speaks_the_browsers_language() {
    assert_eq!(Lang::preferred(["ko-KR", "en"]), Lang::Ko);
    assert_eq!(Lang::preferred(["pt-BR"]), Lang::Pt);
    assert_eq!(Lang::preferred(["pt-PT"]), Lang::Pt);
    assert_eq!(Lang::preferred(["hy-AM", "ru"]), Lang::Hy);
    assert_eq!(Lang::preferred(["fr-FR", "de"]), Lang::En);
    assert_eq!(Lang::preferred(["fr-FR", "ko"]), Lang::Ko);
    assert_eq!(Lang::preferred([]), Lang::En);
    for lang in Lang::ALL {
        assert_eq!(Lang::from_tag(lang.code()), Some(lang));
    }
}
