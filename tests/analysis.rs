//! After the game (src/core/ai/analysis.rs): the search over every position gives each
//! seat's chance after every move and marks the moves that threw the game away, with the
//! move that would have kept it.

use boardshelf::core::ai::analysis::{self, analyse, sides, Analysis, Severity};
use boardshelf::core::ai::{Level, Searchable, Searcher};
use boardshelf::core::{Game, Rng, Session};
use boardshelf::games::blokus::rules::{Blokus, Config as BConfig, Variant};
use boardshelf::games::king_square::rules::{at, Config, KingSquare, Place};
use boardshelf::games::pegs_jokers::rules::{Config as PConfig, PegsJokers};

/// Black holds A1, C1 and A3 (its square's fourth corner is C3); White, to move, plays far
/// away instead of blocking, and Black completes the square.
fn thrown_away() -> Session<KingSquare> {
    let mut s = Session::<KingSquare>::new(Config::default(), 1).unwrap();
    for (c, r) in [(0, 0), (9, 9), (2, 0), (9, 7), (0, 2), (6, 5), (2, 2)] {
        s.play(at(c, r)).unwrap();
    }
    s
}

#[test]
fn the_move_that_ignored_a_threat_is_a_blunder_and_the_block_is_the_better_move() {
    let session = thrown_away();
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let analysis = analyse(&session, level, 7, |_, _| true).unwrap();
        assert_eq!(
            analysis.chances.len(),
            8,
            "one point before the moves, one a move"
        );
        assert_eq!(analysis.mistakes.len(), 7);
        let white = analysis.mistakes[5]
            .as_ref()
            .unwrap_or_else(|| panic!("{level:?} {analysis:?}"));
        assert_eq!(
            (white.severity, white.better),
            (Severity::Blunder, at(2, 2)),
            "{level:?}"
        );
        // White's chance fell at its move: Black completes the square (and wins the round,
        // what the search values) at once.
        assert!(
            analysis.chances[6][1] < analysis.chances[5][1] - 0.3,
            "{analysis:?}"
        );
        assert_eq!(analysis.chances[6][0], 1.0, "{analysis:?}");
        // Completing the square is no mistake.
        assert_eq!(analysis.mistakes[6], None, "{level:?}");
    }
}

#[test]
fn two_seats_share_the_chance_and_the_analysis_is_repeatable() {
    let session = thrown_away();
    let a = analyse(&session, Level::Easy, 3, |_, _| true).unwrap();
    for at in &a.chances {
        let sum: f64 = at.iter().sum();
        assert!((sum - 1.0).abs() < 1e-9, "{at:?}");
    }
    assert_eq!(a, analyse(&session, Level::Easy, 3, |_, _| true).unwrap());
    assert!(a.is_of(session.moves()));
    assert!(!a.is_of(&session.moves()[..6]));
}

#[test]
fn progress_is_told_after_each_position_and_stopping_it_cancels() {
    let session = thrown_away();
    let mut told = Vec::new();
    let done = analyse(&session, Level::Easy, 1, |d, t| {
        told.push((d, t));
        true
    });
    assert!(done.is_some());
    assert_eq!(told, (1..=8).map(|d| (d, 8)).collect::<Vec<_>>());
    let mut calls = 0;
    let cancelled = analyse(&session, Level::Easy, 1, |_, _| {
        calls += 1;
        calls < 3
    });
    assert_eq!((cancelled, calls), (None, 3));
}

#[test]
fn an_analysis_is_kept_as_json_and_read_back_the_same() {
    let a = analyse(&thrown_away(), Level::Easy, 4, |_, _| true).unwrap();
    let json = serde_json::to_string(&a).unwrap();
    let back: Analysis<Place> = serde_json::from_str(&json).unwrap();
    assert_eq!(back.mistakes, a.mistakes);
    assert_eq!(back.moves, a.moves);
}

#[test]
fn a_finished_blokus_duo_game_ends_on_its_result() {
    let config = BConfig {
        players: 2,
        variant: Variant::Duo,
        fixed_corners: true,
    };
    let mut s = Session::<Blokus>::new(config, 5).unwrap();
    let mut rng = Rng::new(5);
    while Blokus::to_move(s.state()).is_some() {
        let legal = Blokus::legal_moves(s.state());
        s.play(*rng.choose(&legal).unwrap()).unwrap();
    }
    let a = analyse(&s, Level::Easy, 2, |_, _| true).unwrap();
    assert_eq!(a.chances.len(), s.moves().len() + 1);
    let last = a.chances.last().unwrap();
    for w in Blokus::outcome(s.state()).unwrap().winners {
        assert!(last[w as usize] >= 0.5, "{last:?}");
    }
}

#[test]
fn partners_share_one_line_of_the_graph() {
    let mut s = Session::<PegsJokers>::new(PConfig::default(), 3).unwrap();
    let mut rng = Rng::new(3);
    for _ in 0..6 {
        let legal = PegsJokers::legal_moves(s.state());
        s.play(*rng.choose(&legal).unwrap()).unwrap();
    }
    let a = analyse(&s, Level::Easy, 1, |_, _| true).unwrap();
    let lines = sides::<PegsJokers>(s.state(), &a.chances);
    assert_eq!(lines.len(), 2, "two teams");
    for (_, line) in &lines {
        assert_eq!(line.len(), 7);
    }
    for ply in 0..7 {
        let sum = lines[0].1[ply] + lines[1].1[ply];
        assert!((sum - 1.0).abs() < 0.05, "the teams' chances add up: {sum}");
    }
}

/// A game of tests/golden, replayed.
fn golden<G: Game>(file: &str) -> Session<G> {
    let path = format!("{}/tests/golden/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    Session::<G>::from_record(serde_json::from_str(&text).unwrap()).unwrap()
}

/// The finished games the browser tests analyse (tests/golden, made by
/// `examples/finished_game.rs`) replay to their end.
#[test]
fn the_browser_tests_finished_games_are_finished() {
    fn finished<G: Game>(file: &str) -> usize {
        let session = golden::<G>(file);
        assert!(G::outcome(session.state()).is_some(), "{file} is finished");
        session.moves().len()
    }
    use boardshelf::games::{foursquare::Foursquare, stacks::Stacks};
    assert_eq!(
        finished::<KingSquare>("king-square-finished-record.json"),
        20
    );
    assert_eq!(
        finished::<Foursquare>("foursquare-finished-record.json"),
        33
    );
    assert_eq!(
        finished::<PegsJokers>("pegs-and-jokers-finished-record.json"),
        191
    );
    assert_eq!(finished::<Stacks>("stacks-finished-record.json"), 30);
    assert_eq!(finished::<Blokus>("blokus-duo-finished-record.json"), 27);
}

/// Who made the last move of each finished game the browser tests open (the statistics test
/// plays that seat here, takes the move back and plays it again).
#[test]
fn the_last_movers_of_the_finished_games() {
    fn last<G: Game>(file: &str) -> u8 {
        let session = golden::<G>(file);
        G::to_move(session.position(session.moves().len() - 1)).unwrap()
    }
    use boardshelf::games::stacks::Stacks;
    assert_eq!(last::<KingSquare>("king-square-finished-record.json"), 1);
    assert_eq!(
        last::<PegsJokers>("pegs-and-jokers-finished-record.json"),
        1
    );
    assert_eq!(last::<Stacks>("stacks-finished-record.json"), 1);
    assert_eq!(last::<Blokus>("blokus-duo-finished-record.json"), 1);
}

/// A seeded game: `seed`-chosen random moves (from 0 to `most`), up to a position with a
/// move to make.
fn seeded_game<G: Game>(config: G::Config, seed: u64, most: u64) -> Session<G> {
    let mut s = Session::<G>::new(config, seed).unwrap();
    let mut rng = Rng::new(seed);
    let plies = rng.below(most + 1);
    for _ in 0..plies {
        let legal = G::legal_moves(s.state());
        let mut next = s.state().clone();
        let mv = rng.choose(&legal).unwrap().clone();
        G::apply(&mut next, &mv).unwrap();
        if G::to_move(&next).is_none() {
            break;
        }
        s.play(mv).unwrap();
    }
    s
}

/// Over `positions` seeded positions, the hint's move is marked in none by the analysis.
/// The hint as the app asks it (`play_state`: the analysis's level, the position's seed;
/// `erased::computer_move`: `Searcher::play`), at `level` (the app's, or a smaller budget
/// where the suite needs it quick: the claim holds at any depth the two share). Returns
/// the marks.
fn hints_marked<G: Searchable>(
    config: &G::Config,
    level: Level,
    positions: u64,
    most: u64,
) -> Vec<String> {
    let mut marked = Vec::new();
    for seed in 0..positions {
        let game = seeded_game::<G>(config.clone(), seed, most);
        let at = analysis::position_seed(game.record().seed, game.moves().len());
        let hint = Searcher::<G>::new()
            .play(game.state(), level, &mut Rng::new(at), |_| true)
            .unwrap()
            .mv;
        if let Some(m) = analysis::mark::<G>(game.state(), &hint, level, at) {
            marked.push(format!("seed {seed}: {:?} −{:.3}", m.severity, m.cost));
        }
    }
    marked
}

#[test]
fn the_hints_move_is_never_marked_in_king_square() {
    let marked = hints_marked::<KingSquare>(&Config::default(), Level::Easy, 100, 40);
    assert!(marked.is_empty(), "{marked:?}");
}
#[test]
fn the_hints_move_is_never_marked_in_foursquare() {
    use boardshelf::games::foursquare::{rules::Config as FConfig, Foursquare};
    let marked = hints_marked::<Foursquare>(&FConfig::default(), Level::Easy, 100, 20);
    assert!(marked.is_empty(), "{marked:?}");
}

#[test]
fn the_hints_move_is_never_marked_in_pegs_and_jokers() {
    let marked = hints_marked::<PegsJokers>(&PConfig::default(), Level::Easy, 100, 120);
    assert!(marked.is_empty(), "{marked:?}");
}

#[test]
fn the_hints_move_is_never_marked_in_stacks() {
    use boardshelf::games::stacks::{rules::Config as SConfig, Stacks};
    let marked = hints_marked::<Stacks>(&SConfig::default(), Level::Easy, 100, 40);
    assert!(marked.is_empty(), "{marked:?}");
}

#[test]
fn the_hints_move_is_never_marked_in_blokus() {
    let duo = BConfig {
        players: 2,
        variant: Variant::Duo,
        fixed_corners: true,
    };
    let classic = BConfig {
        players: 4,
        variant: Variant::Classic,
        fixed_corners: true,
    };
    let mut marked = hints_marked::<Blokus>(&duo, Level::Easy, 50, 24);
    marked.extend(hints_marked::<Blokus>(&classic, Level::Easy, 50, 48));
    assert!(marked.is_empty(), "{marked:?}");
}

/// A game two Hard computers played to its end (tests/golden/*-hard*.json, made by
/// `cargo run --profile test --example finished_game -- <game> 7 [config] hard`), analysed as
/// the app analyses it: the marked moves, and the moves analysed.
fn hard_game_marks<G: Searchable>(file: &str, plies: usize) -> (usize, usize) {
    let game = golden::<G>(file);
    // Its first `plies` moves (the suite stays quick; later moves are judged the same way).
    let seed = game.record().seed;
    let mut session = Session::<G>::new(game.record().config.clone(), seed).unwrap();
    for mv in game.moves().iter().take(plies) {
        session.play(mv.clone()).unwrap();
    }
    let a = analyse(&session, analysis::level::<G>(), seed, |_, _| true).unwrap();
    (a.mistakes.iter().flatten().count(), a.mistakes.len())
}

/// Good play is seldom marked: at most one move in ten of a Hard-versus-Hard game.
fn assert_seldom_marked((marked, moves): (usize, usize)) {
    assert!(marked * 10 <= moves, "{marked} of {moves} moves marked");
}

#[test]
fn a_hard_king_square_game_is_seldom_marked() {
    assert_seldom_marked(hard_game_marks::<KingSquare>(
        "king-square-hard-vs-hard.json",
        60,
    ));
}

#[test]
fn a_hard_foursquare_deal_is_seldom_marked() {
    use boardshelf::games::foursquare::Foursquare;
    assert_seldom_marked(hard_game_marks::<Foursquare>("foursquare-hard.json", 60));
}

/// One scale (#60): the mark is a function of the chance lost alone, and only grows with it
/// (a "blunder" never beside a "mistake" that lost more).
#[test]
fn one_scale_marks_by_the_chance_lost() {
    assert_eq!(Severity::of(0.0999), None);
    assert_eq!(Severity::of(0.10), Some(Severity::Inaccuracy));
    assert_eq!(Severity::of(0.1999), Some(Severity::Inaccuracy));
    assert_eq!(Severity::of(0.20), Some(Severity::Mistake));
    assert_eq!(Severity::of(0.30), Some(Severity::Blunder));
    assert_eq!(Severity::of(1.0), Some(Severity::Blunder));
    let mut last = None;
    for percent in 0..=100 {
        let mark = Severity::of(percent as f64 / 100.0);
        assert!(mark >= last, "{percent} %");
        last = mark;
    }
}

/// Every mark of an analysis is its cost's mark on the scale.
#[test]
fn an_analysis_marks_each_move_by_its_cost() {
    let a = analyse(&thrown_away(), Level::Medium, 7, |_, _| true).unwrap();
    for m in a.mistakes.iter().flatten() {
        assert_eq!(Some(m.severity), Severity::of(m.cost), "{m:?}");
    }
}

#[test]
fn a_hard_blokus_duo_game_is_seldom_marked() {
    assert_seldom_marked(hard_game_marks::<Blokus>(
        "blokus-duo-hard-vs-hard.json",
        60,
    ));
}

#[test]
fn a_hard_pegs_and_jokers_game_is_seldom_marked() {
    assert_seldom_marked(hard_game_marks::<PegsJokers>(
        "pegs-and-jokers-hard-vs-hard.json",
        60,
    ));
}

#[test]
fn a_hard_stacks_game_is_seldom_marked() {
    use boardshelf::games::stacks::Stacks;
    assert_seldom_marked(hard_game_marks::<Stacks>("stacks-hard-vs-hard.json", 30));
}
