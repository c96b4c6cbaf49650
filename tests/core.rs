//! The shared machinery (record, replay, undo/redo), exercised through King-Square.

use boardshelf::core::{Game, Record, ReplayError, Session};
use boardshelf::games::king_square::rules::{at, Config, KingSquare, RuleError};
use boardshelf::games::{info, GAMES};

type K = KingSquare;

fn session_with(moves: &[(u8, u8)]) -> Session<K> {
    let mut s = Session::<K>::new(Config::default(), 42).unwrap();
    for &(c, r) in moves {
        s.play(at(c, r)).unwrap();
    }
    s
}

#[test]
fn record_holds_game_id_config_seed_and_moves() {
    let s = session_with(&[(0, 0), (5, 5)]);
    let r = s.record();
    assert_eq!(r.game, "king-square");
    assert_eq!(r.seed, 42);
    assert_eq!(r.config, Config::default());
    assert_eq!(r.moves, vec![at(0, 0), at(5, 5)]);
}

#[test]
fn record_round_trips_through_json_and_replays() {
    let s = session_with(&[(0, 0), (5, 5), (1, 0)]);
    let json = serde_json::to_string(s.record()).unwrap();
    let back: Record<K> = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, s.record());
    assert_eq!(&back.replay().unwrap(), s.state());
}

#[test]
fn replay_names_the_illegal_move_counting_from_one() {
    let mut r = session_with(&[(0, 0), (5, 5)]).record().clone();
    r.moves.push(at(5, 5));
    let err = r.replay().unwrap_err();
    assert_eq!(
        err,
        ReplayError::IllegalMove {
            index: 2,
            error: RuleError::Occupied { col: 5, row: 5 }
        }
    );
    assert_eq!(
        err.to_string(),
        "move 3 is illegal: hole F6 is taken: pegs go in empty holes"
    );
}

#[test]
fn replay_rejects_another_games_record_and_bad_configs() {
    let mut r = session_with(&[]).record().clone();
    r.game = "blokus".into();
    assert!(matches!(r.replay(), Err(ReplayError::WrongGame { .. })));
    let mut r = session_with(&[]).record().clone();
    r.config.size = 40;
    let err = r.replay().unwrap_err();
    assert!(matches!(err, ReplayError::Config(ref e, _) if e.option == "size"));
    assert!(err.to_string().contains("3 to 20 holes"), "{err}");
}

#[test]
fn undo_restores_the_previous_position_and_redo_replays() {
    let mut s = session_with(&[(0, 0), (5, 5), (1, 0)]);
    let after_two = s.position(2).clone();
    let after_three = s.state().clone();
    assert!(s.undo());
    assert_eq!(s.state(), &after_two);
    assert_eq!(s.moves().len(), 2);
    assert!(s.can_redo());
    assert!(s.redo());
    assert_eq!(s.state(), &after_three);
    assert!(!s.can_redo());
}

#[test]
fn undo_to_the_start_then_stops_and_a_new_move_clears_redo() {
    let mut s = session_with(&[(0, 0), (5, 5)]);
    assert!(s.undo() && s.undo());
    assert!(!s.can_undo());
    assert!(!s.undo());
    assert_eq!(s.state(), &K::new_game(&Config::default(), 42).unwrap());
    s.play(at(3, 3)).unwrap();
    assert!(!s.can_redo());
    assert!(!s.redo());
    assert_eq!(s.moves(), &[at(3, 3)]);
}

#[test]
fn undo_crosses_a_round_end() {
    // Black completes a square; undo brings the board and the score back.
    let mut s = session_with(&[(0, 0), (9, 9), (1, 0), (9, 8), (0, 1), (9, 7)]);
    let before = s.state().clone();
    s.play(at(1, 1)).unwrap();
    assert_eq!(s.state().round(), 2);
    s.undo();
    assert_eq!(s.state(), &before);
}

#[test]
fn an_illegal_move_leaves_the_session_unchanged() {
    let mut s = session_with(&[(0, 0)]);
    let before = s.state().clone();
    assert!(s.play(at(0, 0)).is_err());
    assert_eq!(s.state(), &before);
    assert_eq!(s.moves().len(), 1);
}

#[test]
fn registry_lists_every_game_folder_once_with_unique_ids() {
    // The five games of the product, and any test-only game its feature adds.
    assert!(GAMES.len() >= 5, "{} games", GAMES.len());
    let mut ids: Vec<_> = GAMES.iter().map(|g| g.id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), GAMES.len(), "ids are unique");
    // Every folder under src/games is a game of the registry (or a test-only one, off).
    struct Folders(Vec<&'static str>);
    impl boardshelf::games::EachGame for Folders {
        fn game<G: boardshelf::core::GameText + boardshelf::core::ai::Searchable>(
            &mut self,
            folder: &'static str,
        ) {
            self.0.push(folder);
        }
    }
    let mut visited = Folders(Vec::new());
    boardshelf::games::visit(&mut visited);
    assert_eq!(visited.0.len(), GAMES.len());
    let games = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
    for dir in std::fs::read_dir(games).unwrap().flatten() {
        let name = dir.file_name().into_string().unwrap();
        let test_only = dir.path().join("TEST_ONLY").exists();
        if dir.path().is_dir() && !test_only {
            assert!(
                visited.0.contains(&name.as_str()),
                "src/games/{name} is not registered"
            );
        }
    }
    assert!(
        GAMES
            .iter()
            .all(|g| g.logic().is_some_and(|l| l.id() == g.id)),
        "every game has its rules"
    );
    assert!(info("chess").is_none());
}

#[test]
fn a_worker_or_app_built_for_one_game_holds_that_game_alone() {
    struct BlokusOnly;
    impl boardshelf::games::OneGame for BlokusOnly {
        const FOLDER: &'static str = "blokus";
    }
    struct Every;
    impl boardshelf::games::OneGame for Every {
        const FOLDER: &'static str = "";
    }
    let engine = boardshelf::games::engine_for::<BlokusOnly>;
    let logic = boardshelf::games::logic_for::<BlokusOnly>;
    assert_eq!(engine("blokus").map(|e| e.id()), Some("blokus"));
    assert_eq!(logic("blokus").map(|e| e.id()), Some("blokus"));
    for game in GAMES.iter().filter(|g| g.id != "blokus") {
        assert!(engine(game.id).is_none(), "{} in Blokus' worker", game.id);
        assert!(logic(game.id).is_none(), "{} in Blokus' app", game.id);
        let every = boardshelf::games::engine_for::<Every>(game.id);
        assert_eq!(every.map(|e| e.id()), Some(game.id), "a worker for all");
        let every = boardshelf::games::logic_for::<Every>(game.id);
        assert_eq!(every.map(|e| e.id()), Some(game.id), "the full app");
    }
}

/// scripts/build-per-game.sh tells the page's loader each game's id by reading its folder
/// for the one line `const ID: &'static str = "…"`: that line is there, once, for every game.
#[test]
fn the_build_finds_every_games_id_in_its_folder() {
    fn lines(dir: &std::path::Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap().map(Result::unwrap) {
            let path = entry.path();
            if path.is_dir() {
                lines(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                found.extend(text.lines().filter_map(|line| {
                    let (_, rest) = line.split_once("const ID: &'static str = \"")?;
                    Some(rest.split('"').next()?.to_string())
                }));
            }
        }
    }
    for game in GAMES {
        let mut found = Vec::new();
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
        lines(&folder.join(game.folder), &mut found);
        assert_eq!(found, [game.id], "the ids in src/games/{}", game.folder);
    }
}

#[test]
fn options_round_trip_through_the_generic_setup_interface() {
    let mut c = Config::default();
    for spec in K::options() {
        let v = K::get_option(&c, spec.key);
        K::set_option(&mut c, spec.key, v);
    }
    assert_eq!(c, Config::default());
    K::set_option(&mut c, "size", 7);
    K::set_option(&mut c, "players", 4);
    assert_eq!((c.size, c.players), (7, 4));
    K::set_option(&mut c, "size", 500);
    assert!(K::validate(&c).is_err());
}

/// Every option of a game reads back what was written, for every value its form offers,
/// and an unknown key reads 0 and changes nothing.
fn options_read_back<G: Game>() {
    use boardshelf::core::OptionKind;
    for spec in G::options() {
        let values: Vec<i32> = match &spec.kind {
            OptionKind::Number { min, max } => (*min..=*max).collect(),
            OptionKind::Choice(choices) => choices.clone(),
        };
        for v in values {
            let mut c = G::Config::default();
            G::set_option(&mut c, spec.key, v);
            assert_eq!(G::get_option(&c, spec.key), v, "{} {}", G::ID, spec.key);
        }
    }
    let mut c = G::Config::default();
    G::set_option(&mut c, "no-such-option", 3);
    assert_eq!(c, G::Config::default());
    assert_eq!(G::get_option(&c, "no-such-option"), 0);
}

#[test]
fn every_games_options_read_back_through_the_generic_interface() {
    use boardshelf::games::{blokus, foursquare, pegs_jokers, stacks};
    options_read_back::<K>();
    options_read_back::<foursquare::rules::Foursquare>();
    options_read_back::<stacks::rules::Stacks>();
    options_read_back::<blokus::rules::Blokus>();
    options_read_back::<pegs_jokers::rules::PegsJokers>();
}
