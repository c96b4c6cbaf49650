//! Every game's lesson (`core::lesson`, `games/<game>/lesson.rs`) holds up: each step's
//! position is a legal game, "Show me" plays a right move, each expected wrong move is legal
//! and said to be wrong, every sentence is there in every language, and every numbered rule
//! of `docs/rules/<game>.md` is taught by a step or listed as not taught, with why.

use boardshelf::core::lesson::{Right, Verdict};
use boardshelf::core::GameText;
use boardshelf::games::{king_square, EachGame};
use boardshelf::lang::{Lang, Said};
use std::collections::BTreeSet;

/// Games whose lesson is not written yet (TODO(#63)): listed so that a new lesson has to
/// come off this list, and a game without one is never missed.
const WITHOUT_LESSON: [&str; 0] = [];

/// The numbered rules of a game's specification: `- **R12.**`.
fn rule_ids(folder: &str, game: &str) -> BTreeSet<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = boardshelf::games::specification(root, folder, game);
    let text = std::fs::read_to_string(path).expect("the game's rules");
    (text.lines())
        .filter_map(|l| l.trim_start().strip_prefix("- **R"))
        .filter_map(|rest| rest.split('.').next())
        .filter(|n| n.chars().all(|c| c.is_ascii_digit()))
        .map(|n| format!("R{n}"))
        .collect()
}

fn said(what: &Said, context: &str) {
    for lang in Lang::ALL {
        assert!(
            !what.get(lang).trim().is_empty(),
            "{context}: no words in {lang:?}"
        );
    }
}

fn check<G: GameText>(folder: &str) {
    let Some(lesson) = G::lesson() else {
        assert!(WITHOUT_LESSON.contains(&G::ID), "{} has no lesson", G::ID);
        return;
    };
    assert!(
        !WITHOUT_LESSON.contains(&G::ID),
        "{} has a lesson now",
        G::ID
    );
    assert!(
        (6..=12).contains(&lesson.steps.len()),
        "{}: 6–12 steps",
        G::ID
    );
    let mut taught = BTreeSet::new();
    for (n, step) in lesson.steps.iter().enumerate() {
        let at = format!("{} step {}", G::ID, n + 1);
        let before = lesson.position(n).unwrap_or_else(|e| panic!("{at}: {e:?}"));
        assert!(G::to_move(&before).is_some(), "{at}: someone is to move");
        assert!(
            matches!(step.judge(&before, &step.show), Verdict::Right(..)),
            "{at}: Show me plays a right move"
        );
        if let Right::Moves(moves) = &step.right {
            for mv in moves {
                assert!(
                    matches!(step.judge(&before, mv), Verdict::Right(..)),
                    "{at}: {mv:?}"
                );
            }
        }
        for (mv, why) in &step.wrong {
            assert_eq!(
                step.judge(&before, mv),
                Verdict::Wrong(why),
                "{at}: {mv:?} is wrong"
            );
            said(why, &at);
        }
        for what in [&step.task, &step.why_right, &step.otherwise] {
            said(what, &at);
        }
        taught.extend(step.teaches.iter().map(|r| r.to_string()));
    }
    let left: BTreeSet<String> = lesson
        .not_taught
        .iter()
        .map(|(r, _)| r.to_string())
        .collect();
    let rules = rule_ids(folder, G::ID);
    assert!(!rules.is_empty(), "{}: rules read", G::ID);
    for rule in &rules {
        assert!(
            taught.contains(rule) || left.contains(rule),
            "{}: {rule} is neither taught nor listed as not taught",
            G::ID
        );
    }
    let named: BTreeSet<_> = taught.union(&left).cloned().collect();
    assert!(
        named.is_subset(&rules),
        "{}: rules that do not exist",
        G::ID
    );
    assert!(
        taught.is_disjoint(&left),
        "{}: taught and not taught",
        G::ID
    );
    for (_, why) in &lesson.not_taught {
        assert!(!why.is_empty());
    }
}

#[test]
fn every_lesson_is_a_real_game_that_teaches_every_rule_or_says_why_not() {
    struct Check(usize);
    impl EachGame for Check {
        fn game<G: GameText + boardshelf::core::ai::Searchable>(&mut self, folder: &'static str) {
            check::<G>(folder);
            self.0 += 1;
        }
    }
    let mut checked = Check(0);
    boardshelf::games::visit(&mut checked);
    assert_eq!(
        checked.0,
        boardshelf::games::GAMES.len(),
        "every game of the registry"
    );
}

/// A step says of each try what a learner needs: a right move is taken with why, a legal
/// wrong one is refused with its reason, an illegal one with the rule.
#[test]
fn king_square_steps_judge_right_wrong_and_illegal_moves() {
    use king_square::rules::at;
    let lesson = king_square::KingSquare::lesson().unwrap();
    // "Only squares with sides along the board count": the diamond is refused with its reason.
    let n = 4;
    let step = &lesson.steps[n];
    let before = lesson.position(n).unwrap();
    match step.judge(&before, &at(0, 2)) {
        Verdict::Wrong(why) => assert!(why.get(Lang::En).contains("tilted")),
        other => panic!("{other:?}"),
    }
    assert!(
        matches!(step.judge(&before, &at(4, 0)), Verdict::Right(..)),
        "the other real square"
    );
    assert!(matches!(step.judge(&before, &at(5, 4)), Verdict::Wrong(w) if w == &step.otherwise));
    assert!(
        matches!(step.judge(&before, &at(2, 2)), Verdict::Illegal(_)),
        "a taken hole"
    );
}
