//! The rules the tests cite are in the repository: every rule, decision and worked example a
//! test names (`r12_…`, `d3_…`, `e4_…`, several in a row as in `r18_d11_…`) is in
//! `docs/rules/<game>.md`, and every numbered rule and worked example there has a test.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// Each game of the registry: its folder (the name of its tests, `tests/<folder>.rs`), the
/// rule-citing sources beside them, and its specification.
fn games() -> Vec<(&'static str, String, String)> {
    struct List(Vec<(&'static str, String, String)>);
    impl boardshelf::games::EachGame for List {
        fn game<G: boardshelf::core::GameText + boardshelf::core::ai::Searchable>(
            &mut self,
            folder: &'static str,
        ) {
            let root = Path::new(env!("CARGO_MANIFEST_DIR"));
            let doc = boardshelf::games::specification(root, folder, G::ID);
            // The tests: `tests/<folder>.rs`, its board's `_input.rs`, and any in the folder.
            let mut tests =
                read(&format!("tests/{folder}.rs")) + &read(&format!("tests/{folder}_input.rs"));
            for file in fs::read_dir(root.join("src/games").join(folder))
                .into_iter()
                .flatten()
                .flatten()
            {
                if file.path().extension().is_some_and(|e| e == "rs") {
                    tests += &fs::read_to_string(file.path()).unwrap_or_default();
                }
            }
            let doc_text = fs::read_to_string(&doc).unwrap_or_default();
            self.0.push((folder, tests, doc_text));
        }
    }
    let mut list = List(Vec::new());
    boardshelf::games::visit(&mut list);
    list.0
}

fn read(path: &str) -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap_or_default()
}

/// `R12`, `D3`, `E4` from a segment like `r12`, `d3`, `e4b`.
fn id(segment: &str) -> Option<String> {
    let mut chars = segment.chars();
    let kind = chars.next().filter(|c| "rde".contains(*c))?;
    let digits: String = chars.clone().take_while(char::is_ascii_digit).collect();
    let rest: String = chars.skip(digits.len()).collect();
    (!digits.is_empty() && rest.len() <= 1 && rest.chars().all(|c| c.is_ascii_lowercase()))
        .then(|| format!("{}{digits}", kind.to_ascii_uppercase()))
}

/// The ids the test functions of `source` are named after (their leading segments).
fn named(source: &str) -> BTreeSet<String> {
    source
        .split("fn ")
        .skip(1)
        .filter_map(|rest| rest.split('(').next())
        .flat_map(|name| name.split('_').map_while(id).collect::<Vec<_>>())
        .collect()
}

/// The ids a rules document defines: `**R12.**`, `**E4 — …`, and table rows `| D3 |`.
fn defined(doc: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for line in doc.lines() {
        for (at, _) in line.match_indices("**") {
            let word: String = line[at + 2..]
                .chars()
                .take_while(char::is_ascii_alphanumeric)
                .collect();
            if word.starts_with(['R', 'E']) {
                ids.extend(id(&word.to_ascii_lowercase()));
            }
        }
        if let Some(row) = line.strip_prefix("| D") {
            let digits: String = row.chars().take_while(char::is_ascii_digit).collect();
            if !digits.is_empty() {
                ids.insert(format!("D{digits}"));
            }
        }
    }
    ids
}

#[test]
fn every_rule_a_test_names_is_in_the_docs_and_every_rule_has_a_test() {
    let games = games();
    assert_eq!(games.len(), boardshelf::games::GAMES.len());
    for (tests, source, doc_text) in games {
        let named = named(&source);
        let defined = defined(&doc_text);
        assert!(defined.len() >= 3, "{tests}: only {defined:?} in its rules");
        let unknown: Vec<_> = named.difference(&defined).collect();
        assert!(
            unknown.is_empty(),
            "{tests}'s tests name {unknown:?}, not in its rules"
        );
        let untested: Vec<_> = defined
            .iter()
            .filter(|i| !i.starts_with('D') && !named.contains(*i))
            .collect();
        assert!(
            untested.is_empty(),
            "{tests}'s rules: no test names {untested:?}"
        );
    }
}

#[test]
fn test_names_and_documents_are_read_as_written() {
    assert_eq!(
        named("fn r18_d11_passes() {}\nfn e4b_x() {}\nfn helper_r2() {}"),
        { ["R18", "D11", "E4"].map(String::from).into() }
    );
    let doc = "- **R7.** Rule.\n**E2 — Example.**\n| D5 | Question |\n| Dx |";
    assert_eq!(defined(doc), ["R7", "E2", "D5"].map(String::from).into());
}
