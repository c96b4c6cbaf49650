//! The crate's layers import one way: the shell (`app`) uses the games, the games use the
//! board contract and the shared machinery, and `core` uses nothing but itself and `lang`.
//! Built from the source: each top-level module's `crate::<module>` paths are its imports,
//! and the test fails on any circle between top-level modules.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level modules `text` names as `crate::<name>` (comments left out).
fn imports(text: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for line in text.lines().filter(|l| !l.trim_start().starts_with("//")) {
        for (at, _) in line.match_indices("crate::") {
            let rest = &line[at + "crate::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() && !line[..at].ends_with("boardshelf::") {
                names.insert(name);
            }
        }
    }
    names
}

/// Top-level module → the top-level modules it imports (itself left out).
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let rel = file.strip_prefix(&src).unwrap();
        let first = rel.iter().next().unwrap().to_string_lossy().to_string();
        let module = first.trim_end_matches(".rs").to_string();
        if ["lib", "main", "bin"].contains(&module.as_str()) {
            continue;
        }
        let mut found = imports(&fs::read_to_string(&file).unwrap());
        found.remove(&module);
        graph.entry(module).or_default().extend(found);
    }
    graph
}

/// A circle through `from`, if any (depth-first search).
fn circle(graph: &BTreeMap<String, BTreeSet<String>>, from: &str) -> Option<Vec<String>> {
    fn walk(
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        let at = path.last().unwrap().clone();
        for next in graph.get(&at).into_iter().flatten() {
            if *next == path[0] {
                path.push(next.clone());
                return true;
            }
            if seen.insert(next.clone()) {
                path.push(next.clone());
                if walk(graph, path, seen) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    let mut path = vec![from.to_string()];
    walk(graph, &mut path, &mut BTreeSet::new()).then_some(path)
}

#[test]
fn no_import_circle_between_top_level_modules() {
    let graph = graph();
    assert!(graph.contains_key("app") && graph.contains_key("games"));
    for module in graph.keys() {
        if let Some(c) = circle(&graph, module) {
            panic!("import circle: {}", c.join(" → "));
        }
    }
}

#[test]
fn only_the_shell_imports_the_shell_and_core_imports_nothing_above_it() {
    let graph = graph();
    for (module, uses) in &graph {
        assert!(
            module == "app" || !uses.contains("app"),
            "{module} imports app"
        );
    }
    let core: Vec<&String> = graph["core"].iter().filter(|m| *m != "lang").collect();
    assert!(core.is_empty(), "core imports {core:?}");
}

#[test]
fn the_import_reader_sees_a_circle() {
    let mut graph = BTreeMap::new();
    graph.insert("a".to_string(), imports("use crate::b::X;"));
    graph.insert(
        "b".to_string(),
        imports("// crate::c\nfn f() { crate::a::g() }"),
    );
    assert_eq!(circle(&graph, "a").unwrap(), ["a", "b", "a"]);
    graph.insert("b".to_string(), imports("// use crate::a;"));
    assert_eq!(circle(&graph, "a"), None);
}
