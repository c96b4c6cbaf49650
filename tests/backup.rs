//! Backups of the saved games (src/backup.rs): the file round trip, and an import that
//! checks every entry like a save and never writes over one.

use boardshelf::lang::Lang;
use boardshelf::saves::backup::{backup_json, plan_import, ImportError, Verdict};
use serde_json::Value;

const GOLDEN: &str = include_str!("golden/king-square-envelope-v1.json");

/// The golden save under another id, as storage would hold it.
fn save(id: &str) -> String {
    let mut v: Value = serde_json::from_str(GOLDEN).unwrap();
    v["id"] = Value::String(id.into());
    v.to_string()
}

fn nothing_here(_: &str) -> bool {
    false
}

#[test]
fn a_backup_round_trip_brings_back_every_playable_save_and_the_statistics() {
    let saves = [save("a-1"), "{damaged".to_string(), save("b-2")];
    let stats = [(
        "foursquare".to_string(),
        r#"{"played":3,"won":2}"#.to_string(),
    )];
    let file = backup_json(&saves, &stats);
    let plan = plan_import(Lang::En, &file, nothing_here, nothing_here).unwrap();
    assert_eq!(plan.saves.len(), 3);
    let added: Vec<&str> = plan
        .saves
        .iter()
        .filter_map(|e| match &e.verdict {
            Verdict::Add { raw } => Some(raw.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(added.len(), 2);
    for (raw, original) in added.iter().zip([&saves[0], &saves[2]]) {
        let (a, b): (Value, Value) = (
            serde_json::from_str(raw).unwrap(),
            serde_json::from_str(original).unwrap(),
        );
        assert_eq!(a, b, "a save comes back exactly");
    }
    assert!(
        matches!(
            &plan.saves[1].verdict,
            Verdict::Damaged(boardshelf::saves::Unplayable::NotJson(_))
        ),
        "{:?}",
        plan.saves[1]
    );
    assert_eq!(plan.stats.len(), 1);
    let Verdict::Add { raw } = &plan.stats[0].verdict else {
        panic!("{:?}", plan.stats[0]);
    };
    let stats: Value = serde_json::from_str(raw).unwrap();
    assert_eq!(stats["won"], 2);
}

#[test]
fn an_import_never_writes_over_a_save_that_is_here() {
    let file = backup_json(&[save("a-1"), save("b-2"), save("b-2")], &[]);
    let plan = plan_import(Lang::En, &file, |id| id == "a-1", nothing_here).unwrap();
    let verdicts: Vec<_> = plan.saves.iter().map(|e| &e.verdict).collect();
    assert_eq!(verdicts[0], &Verdict::AlreadyHere);
    assert!(matches!(verdicts[1], Verdict::Add { .. }));
    assert_eq!(
        verdicts[2],
        &Verdict::AlreadyHere,
        "the same id twice in a file"
    );
    // Statistics are only added where there are none.
    let file = backup_json(&[], &[("foursquare".into(), "{}".into())]);
    let plan = plan_import(Lang::En, &file, nothing_here, |_| true).unwrap();
    assert_eq!(plan.stats[0].verdict, Verdict::AlreadyHere);
}

#[test]
fn every_entry_is_checked_like_a_save() {
    let mut bad_moves: Value = serde_json::from_str(&save("c-3")).unwrap();
    bad_moves["record"]["moves"][1] = bad_moves["record"]["moves"][0].clone();
    let mut unknown: Value = serde_json::from_str(&save("d-4")).unwrap();
    unknown["game"] = Value::String("chess".into());
    let file = backup_json(
        &[
            bad_moves.to_string(),
            unknown.to_string(),
            save("../../evil"),
            r#"{"format": 9}"#.into(),
        ],
        &[("chess".into(), "{}".into())],
    );
    let plan = plan_import(Lang::En, &file, nothing_here, nothing_here).unwrap();
    for entry in &plan.saves {
        assert!(matches!(entry.verdict, Verdict::Damaged(_)), "{entry:?}");
    }
    assert_eq!(
        plan.stats[0].verdict,
        Verdict::Damaged(boardshelf::saves::Unplayable::UnknownGame("chess".into())),
        "statistics of an unknown game are refused, and said to be"
    );
}

/// Issue 60 item 15: statistics in a file are checked like saves before they are added.
#[test]
fn unreadable_statistics_are_refused() {
    let file = backup_json(
        &[],
        &[
            ("king-square".into(), r#"{"played":"lots"}"#.into()),
            ("stacks".into(), r#"{"played":2}"#.into()),
        ],
    );
    let plan = plan_import(Lang::En, &file, nothing_here, nothing_here).unwrap();
    let verdicts: Vec<(&str, bool)> = (plan.stats.iter())
        .map(|e| (e.game.as_str(), matches!(e.verdict, Verdict::Add { .. })))
        .collect();
    assert_eq!(verdicts, [("king-square", false), ("stacks", true)]);
    assert!(matches!(
        plan.stats[0].verdict,
        Verdict::Damaged(boardshelf::saves::Unplayable::NotJson(_))
    ));
}

#[test]
fn one_downloaded_game_imports_and_other_files_are_refused() {
    let plan = plan_import(Lang::En, &save("e-5"), nothing_here, nothing_here).unwrap();
    assert_eq!(plan.saves.len(), 1);
    assert!(matches!(plan.saves[0].verdict, Verdict::Add { .. }));
    assert_eq!(plan.saves[0].id.as_deref(), Some("e-5"));
    assert!(matches!(
        plan_import(Lang::En, "not json", nothing_here, nothing_here),
        Err(ImportError::NotJson(_))
    ));
    assert_eq!(
        plan_import(Lang::En, r#"{"hello": 1}"#, nothing_here, nothing_here),
        Err(ImportError::NotABackup)
    );
    let newer = r#"{"format": "boardshelf-backup", "version": 7, "saves": []}"#;
    assert_eq!(
        plan_import(Lang::En, newer, nothing_here, nothing_here),
        Err(ImportError::UnknownVersion(7))
    );
}

#[test]
fn a_save_is_checked_against_its_key() {
    use boardshelf::saves::backup::check_save;
    let raw = save("f-6");
    assert!(check_save(Lang::En, &raw, Some("f-6")).is_ok());
    assert!(check_save(Lang::En, &raw, None).is_ok());
    use boardshelf::saves::Unplayable;
    let copy = check_save(Lang::En, &raw, Some("g-7"))
        .err()
        .expect("refused");
    assert_eq!(copy, Unplayable::OtherKey("f-6".into()));
    let bad = check_save(Lang::En, &save("no/slashes"), Some("no/slashes")).err();
    assert_eq!(bad, Some(Unplayable::BadId("no/slashes".into())));
}
