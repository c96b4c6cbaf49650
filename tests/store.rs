//! The saves over a store (src/saves): listing, opening, writing from two tabs on one store,
//! statistics kept aside when damaged, backups and imports — without a browser, on a
//! `MemoryStore`.

use boardshelf::core::codec::{Json, WriteConflict};
use boardshelf::core::correspondence::Player;
use boardshelf::core::{Game, Rng, Session};
use boardshelf::erased::summary;
use boardshelf::games::foursquare::rules::Foursquare;
use boardshelf::games::king_square::rules::{Config, KingSquare};
use boardshelf::lang::Lang;
use boardshelf::saves::backup::Verdict;
use boardshelf::saves::{
    key_of, GameRef, LoadError, MemoryStore, SaveProblem, Saves, Slot, Snapshot, Store, StoreError,
};
use std::rc::Rc;

const EN: Lang = Lang::En;

/// A King-Square game of `moves` random moves, as the game screen reports it.
fn snapshot(seed: u64, moves: usize) -> Snapshot {
    let mut session = Session::<KingSquare>::new(Config::default(), seed).unwrap();
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        let legal = KingSquare::legal_moves(session.state());
        session.play(*rng.choose(&legal).unwrap()).unwrap();
    }
    Snapshot {
        record: Json::of(session.record()),
        summary: summary(EN, &session),
        shared: 0,
        analysis: None,
        seats: None,
        view: None,
        disputed: false,
    }
}

fn seats() -> Vec<Player> {
    vec![Player::Here, Player::Here]
}

fn write(saves: &Saves<impl Store>, id: &str, snap: &Snapshot, at: f64) -> Result<(), SaveProblem> {
    let seats = seats();
    let game = GameRef {
        id,
        game: "king-square",
        created: 0.0,
        seats: &seats,
    };
    saves.write(&game, snap, at)
}

fn ids(saves: &Saves<impl Store>) -> Vec<String> {
    saves
        .list(EN)
        .into_iter()
        .map(|s| match s {
            Slot::Ok { envelope, .. } => envelope.id,
            Slot::Damaged { key, .. } => format!("damaged {key}"),
        })
        .collect()
}

#[test]
fn the_list_is_most_recent_first_and_damaged_entries_last() {
    let saves = Saves::new(MemoryStore::default());
    write(&saves, "a", &snapshot(1, 3), 100.0).unwrap();
    write(&saves, "b", &snapshot(2, 5), 300.0).unwrap();
    write(&saves, "c", &snapshot(3, 0), 200.0).unwrap();
    saves.store.set(&key_of("zz"), "{ not json").unwrap();
    // A copy of a save under another key is not that game.
    let copy = saves.store.get(&key_of("a")).unwrap();
    saves.store.set(&key_of("copy"), &copy).unwrap();
    // Other keys are not saves.
    saves.store.set("boardshelf.lang", "en").unwrap();
    assert_eq!(
        ids(&saves),
        [
            "b",
            "c",
            "a",
            "damaged boardshelf.save.copy",
            "damaged boardshelf.save.zz"
        ]
    );
    let (envelope, info) = saves.load(EN, "b").unwrap();
    assert_eq!((envelope.id.as_str(), info.id), ("b", "king-square"));
    assert!(matches!(
        saves.load(EN, "nothing"),
        Err(LoadError::NoSuchSave)
    ));
    assert!(matches!(saves.load(EN, "zz"), Err(LoadError::Damaged(_))));
    assert_eq!(saves.last(EN).unwrap().0.id, "c", "the game written last");
    // Deleting the game played last forgets it as such; the damaged one goes only when asked.
    saves.delete_key(&key_of("c"));
    assert!(!saves.has_last());
    assert_eq!(ids(&saves).len(), 4);
}

/// Two tabs on one store: each writes after reading; a write over the other's newer version
/// or over a deletion is refused, so no move disappears without the player choosing.
#[test]
fn two_tabs_on_one_store_never_write_over_each_other() {
    let store = Rc::new(MemoryStore::default());
    let (one, two) = (Saves::new(store.clone()), Saves::new(store.clone()));
    write(&one, "g", &snapshot(7, 2), 1.0).unwrap();
    two.open(EN, "g").unwrap();
    // Both play on: tab one writes first, tab two's write would lose it.
    write(&one, "g", &snapshot(7, 3), 2.0).unwrap();
    assert_eq!(
        write(&two, "g", &snapshot(7, 4), 3.0),
        Err(SaveProblem::Conflict(WriteConflict::Changed))
    );
    assert_eq!(
        one.load(EN, "g").unwrap().0.record,
        snapshot(7, 3).record,
        "tab one's move kept"
    );
    // Tab two loads the newer version (reads it again) and goes on from there.
    two.open(EN, "g").unwrap();
    write(&two, "g", &snapshot(7, 5), 4.0).unwrap();
    assert_eq!(
        write(&one, "g", &snapshot(7, 4), 5.0),
        Err(SaveProblem::Conflict(WriteConflict::Changed))
    );
    // A deletion in one tab is final: the other cannot bring the game back by playing.
    one.open(EN, "g").unwrap();
    two.delete_key(&key_of("g"));
    assert_eq!(
        write(&one, "g", &snapshot(7, 6), 6.0),
        Err(SaveProblem::Conflict(WriteConflict::Deleted))
    );
    // A new game never takes a key another tab's game has.
    write(&one, "h", &snapshot(8, 1), 7.0).unwrap();
    assert_eq!(
        write(&two, "h", &snapshot(9, 1), 8.0),
        Err(SaveProblem::Conflict(WriteConflict::Exists))
    );
}

#[test]
fn a_full_store_refuses_the_write_and_keeps_the_old_version() {
    let saves = Saves::new(MemoryStore::default());
    write(&saves, "g", &snapshot(4, 2), 1.0).unwrap();
    saves.store.full.set(true);
    assert_eq!(
        write(&saves, "g", &snapshot(4, 3), 2.0),
        Err(SaveProblem::Storage(StoreError::Full))
    );
    saves.store.full.set(false);
    assert_eq!(saves.load(EN, "g").unwrap().0.record, snapshot(4, 2).record);
    // The next write goes through (the revision this tab knows did not move).
    write(&saves, "g", &snapshot(4, 3), 3.0).unwrap();
}

/// A finished Foursquare deal, as the game screen reports it.
fn finished_deal(seed: u64) -> (Snapshot, String) {
    let mut session = Session::<Foursquare>::new(Default::default(), seed).unwrap();
    let mut rng = Rng::new(seed);
    while Foursquare::outcome(session.state()).is_none() {
        let legal = Foursquare::legal_moves(session.state());
        session.play(*rng.choose(&legal).unwrap()).unwrap();
    }
    let snap = Snapshot {
        record: Json::of(session.record()),
        summary: summary(EN, &session),
        shared: 0,
        analysis: None,
        seats: None,
        view: None,
        disputed: false,
    };
    (snap, format!("deal-{seed}"))
}

/// Counts a finished deal (seed `seed`) in the Foursquare statistics.
fn count_deal(saves: &Saves<MemoryStore>, seed: u64) {
    let (deal, id) = finished_deal(seed);
    saves
        .record_stats("foursquare", &id, &deal.summary, &Vec::new())
        .unwrap();
}

#[test]
fn damaged_statistics_are_kept_aside_and_reported_never_overwritten() {
    const STATS: &str = "boardshelf.stats.foursquare";
    const ASIDE: &str = "boardshelf.damaged.stats.foursquare";
    let saves = Saves::new(MemoryStore::default());
    count_deal(&saves, 3);
    assert_eq!(saves.stats("foursquare").0.played, 1);
    count_deal(&saves, 3);
    assert_eq!(saves.stats("foursquare").0.played, 1, "counted once");
    // Damaged by hand: the next deal keeps the damaged text aside.
    let damaged = r#"{"played": 12, "won": 5, "best_score": 7, oops"#;
    saves.store.set(STATS, damaged).unwrap();
    count_deal(&saves, 4);
    assert_eq!(
        saves.store.get(ASIDE).as_deref(),
        Some(damaged),
        "kept aside as it was"
    );
    assert_eq!(
        saves.stats("foursquare").0.played,
        1,
        "counting starts again"
    );
    // Damaged a second time (issue 60 item 14): this copy is kept aside too, under a key of
    // its own, the first is never written over, and the deal is counted afresh.
    saves.store.set(STATS, "again!").unwrap();
    count_deal(&saves, 5);
    assert_eq!(saves.store.get(ASIDE).as_deref(), Some(damaged));
    assert_eq!(
        saves.store.get(&format!("{ASIDE}.2")).as_deref(),
        Some("again!"),
        "the second copy kept aside beside the first"
    );
    assert_eq!(saves.stats("foursquare").0.played, 1, "the deal counted");
    count_deal(&saves, 6);
    assert_eq!(saves.stats("foursquare").0.played, 2, "and every later one");
}

/// Issue 60 item 13: with the store full, leaving a game and coming back loses none of its
/// moves; they are written as soon as there is room.
#[test]
fn moves_the_store_refused_are_kept_and_written_when_there_is_room() {
    let saves = Saves::new(MemoryStore::default());
    write(&saves, "old", &snapshot(3, 1), 0.0).unwrap();
    write(&saves, "g", &snapshot(4, 1), 1.0).unwrap();
    saves.store.full.set(true);
    // Two moves the store refuses, then another game started: nothing is written.
    assert!(write(&saves, "g", &snapshot(4, 3), 2.0).is_err());
    assert!(write(&saves, "new", &snapshot(5, 0), 3.0).is_err());
    // Back to the game while the store is still full: it opens with its two moves.
    let opened = saves.open(EN, "g").unwrap().0;
    assert_eq!(
        opened.record,
        snapshot(4, 3).record,
        "the two moves are there"
    );
    assert_eq!(
        saves.open(EN, "new").unwrap().0.record,
        snapshot(5, 0).record
    );
    // The list shows them as they open: the game with its moves, the new game too.
    let listed: Vec<(String, usize)> = (saves.list(EN).into_iter())
        .filter_map(|s| match s {
            Slot::Ok { envelope, .. } => Some((envelope.id.clone(), envelope.moves())),
            Slot::Damaged { .. } => None,
        })
        .collect();
    let ids = |v: &[(String, usize)]| {
        v.iter()
            .map(|(i, m)| format!("{i}:{m}"))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        ids(&listed),
        ["new:0", "g:3", "old:1"],
        "listed as they open"
    );
    // Room made (a saved game deleted): everything waiting is written at once.
    saves.store.full.set(false);
    saves.delete_key(&key_of("old"));
    let stored = |id: &str| saves.load(EN, id).map(|(e, _)| e.record);
    assert_eq!(stored("g"), Ok(snapshot(4, 3).record), "written");
    assert_eq!(stored("new"), Ok(snapshot(5, 0).record), "written");
    // And the game goes on from there.
    write(&saves, "g", &snapshot(4, 4), 4.0).unwrap();
    assert_eq!(stored("g"), Ok(snapshot(4, 4).record));
}

/// Room made elsewhere (another tab deleted a game): the next write that goes through
/// writes the moves waiting too.
#[test]
fn moves_waiting_are_written_with_the_next_write_that_goes_through() {
    let saves = Saves::new(MemoryStore::default());
    write(&saves, "g", &snapshot(6, 1), 1.0).unwrap();
    saves.store.full.set(true);
    assert!(write(&saves, "g", &snapshot(6, 2), 2.0).is_err());
    saves.store.full.set(false);
    write(&saves, "h", &snapshot(7, 1), 3.0).unwrap();
    let stored = saves.load(EN, "g").map(|(e, _)| e.record);
    assert_eq!(stored, Ok(snapshot(6, 2).record));
}

/// Issue 60 item 15: statistics in a backup are checked before they are stored.
#[test]
fn imported_statistics_are_checked_and_unreadable_ones_refused() {
    let saves = Saves::new(MemoryStore::default());
    let file = r#"{"format": "boardshelf-backup", "version": 1, "saves": [],
        "stats": {"king-square": {"played": "lots"}, "stacks": {"played": 2}}}"#;
    saves.import(EN, file, 0.0).unwrap();
    assert_eq!(
        saves.store.get("boardshelf.stats.king-square"),
        None,
        "refused"
    );
    assert_eq!(saves.stats("stacks").0.played, 2, "a readable one added");
}

#[test]
fn a_backup_imported_elsewhere_brings_every_game_back_and_overwrites_nothing() {
    let here = Saves::new(MemoryStore::default());
    for (i, id) in ["a", "b", "c"].iter().enumerate() {
        write(&here, id, &snapshot(i as u64, 2 + i), i as f64).unwrap();
    }
    here.store.set(&key_of("bad"), "garbage").unwrap();
    let (deal, id) = finished_deal(6);
    here.record_stats("foursquare", &id, &deal.summary, &Vec::new())
        .unwrap();
    let file = here.backup();

    let there = Saves::new(MemoryStore::default());
    write(&there, "b", &snapshot(99, 1), 50.0).unwrap();
    let plan = there.import(EN, &file, 500.0).unwrap();
    let verdicts: Vec<(Option<String>, &str)> = plan
        .saves
        .iter()
        .map(|e| {
            let v = match e.verdict {
                Verdict::Add { .. } => "add",
                Verdict::AlreadyHere => "already",
                Verdict::Damaged(_) => "damaged",
            };
            (e.id.clone(), v)
        })
        .collect();
    let count = |v: &str| verdicts.iter().filter(|x| x.1 == v).count();
    assert_eq!(
        (count("add"), count("already"), count("damaged")),
        (2, 1, 1),
        "{verdicts:?}"
    );
    // "b" here is left as it was; "a" and "c" arrive exactly as stored.
    assert_eq!(
        there.load(EN, "b").unwrap().0.record,
        snapshot(99, 1).record
    );
    for id in ["a", "c"] {
        assert_eq!(
            there.store.get(&key_of(id)),
            here.store.get(&key_of(id)),
            "{id}"
        );
    }
    assert_eq!(
        there.stats("foursquare").0.played,
        1,
        "statistics came along"
    );
    // Importing the same file again adds nothing.
    let again = there.import(EN, &file, 500.0).unwrap();
    assert!(again
        .saves
        .iter()
        .all(|e| !matches!(e.verdict, Verdict::Add { .. })));
}

#[test]
fn seats_and_settings_are_remembered_and_unreadable_ones_fall_back() {
    let saves = Saves::new(MemoryStore::default());
    assert!(saves.last_seats("stacks").is_empty());
    let seats = vec![
        Player::Here,
        Player::Computer(boardshelf::core::ai::Level::Hard),
    ];
    saves.remember_seats("stacks", &seats);
    assert_eq!(saves.last_seats("stacks"), seats);
    saves.store.set("boardshelf.seats.stacks", "[oops").unwrap();
    assert!(saves.last_seats("stacks").is_empty());
    assert!(saves.flag("stacks.warn", true));
    saves.set_flag("stacks.warn", false);
    assert!(!saves.flag("stacks.warn", true));
}

// ---------- A game link arriving (src/saves/arrival.rs) ----------

use boardshelf::core::codec::encode_link;
use boardshelf::core::Record;
use boardshelf::saves::arrival::{Arrived, NewGame, Opened};

/// A link of King-Square match 77 after these moves (holes by column and row).
fn match_link(moves: &[(u8, u8)], in_match: bool) -> boardshelf::erased::Linked {
    let mut record = Record::<KingSquare>::new(Config::default(), 5);
    if in_match {
        record = record.in_match(77);
    }
    let mut session = Session::from_record(record).unwrap();
    for &(c, r) in moves {
        session
            .play(boardshelf::games::king_square::rules::at(c, r))
            .unwrap();
    }
    let link = encode_link(session.record(), &[]);
    let info = boardshelf::games::info("king-square").unwrap();
    info.logic().unwrap().open_link(EN, &link).unwrap()
}

#[test]
fn a_link_continues_its_match_leaves_a_newer_save_alone_and_never_overwrites_a_diverged_one() {
    let info = boardshelf::games::info("king-square").unwrap();
    let saves = Saves::new(MemoryStore::default());
    let ids = std::cell::Cell::new(0);
    let next_id = || {
        ids.set(ids.get() + 1);
        format!("link-{}", ids.get())
    };
    let new = NewGame {
        id: &next_id,
        now: 10.0,
    };
    let first = [(0, 0), (5, 5), (1, 1)];
    // A match never seen here asks which seats are played here, and writes nothing.
    let link = match_link(&first, true);
    assert!(matches!(
        saves.arrive(EN, info, &link, &new),
        Ok(Arrived::Ask)
    ));
    assert!(saves.list(EN).is_empty());
    let Opened::Started {
        id,
        seats,
        saved,
        diverged,
        ..
    } = saves.claim(info, &link, &[1], &new)
    else {
        panic!("a new game");
    };
    assert_eq!(
        (seats, saved, diverged),
        (vec![Player::Friend, Player::Here], Ok(()), false)
    );
    // The same link again opens the save unchanged.
    let again = saves.arrive(EN, info, &link, &new).unwrap();
    assert!(matches!(again, Arrived::Open(Opened::Same { ref envelope }) if envelope.id == id));
    // A link two moves on continues it.
    let longer = [(0, 0), (5, 5), (1, 1), (6, 6), (2, 2)];
    let arrived = saves
        .arrive(EN, info, &match_link(&longer, true), &new)
        .unwrap();
    assert!(matches!(
        arrived,
        Arrived::Open(Opened::Updated {
            had: 3,
            saved: Ok(()),
            ..
        })
    ));
    assert_eq!(saves.load(EN, &id).unwrap().0.moves(), 5);
    // The older link leaves the newer save alone.
    let arrived = saves.arrive(EN, info, &link, &new).unwrap();
    assert!(matches!(
        arrived,
        Arrived::Open(Opened::Behind {
            link: 3,
            saved: 5,
            ..
        })
    ));
    assert_eq!(saves.load(EN, &id).unwrap().0.moves(), 5);
    // A link whose moves went another way is a separate game, with this device's seats.
    let other = [(0, 0), (5, 5), (1, 1), (7, 7)];
    let arrived = saves
        .arrive(EN, info, &match_link(&other, true), &new)
        .unwrap();
    let Arrived::Open(Opened::Started {
        id: separate,
        seats,
        diverged: true,
        ..
    }) = arrived
    else {
        panic!("a separate game: {arrived:?}");
    };
    assert_ne!(separate, id);
    assert_eq!(seats, vec![Player::Friend, Player::Here]);
    assert_eq!(
        saves.load(EN, &id).unwrap().0.moves(),
        5,
        "the first save untouched"
    );
    assert_eq!(saves.list(EN).len(), 2);
    // A link of no match: a new game with every seat played here.
    let arrived = saves
        .arrive(EN, info, &match_link(&first, false), &new)
        .unwrap();
    let Arrived::Open(Opened::Started { seats, .. }) = arrived else {
        panic!("a new game");
    };
    assert_eq!(seats, vec![Player::Here, Player::Here]);
}

/// A link of King-Square match 78 on a 4 × 4 board, first square wins, after these moves,
/// with these computers.
fn small_match_link(
    moves: &[(u8, u8)],
    computers: &[Option<boardshelf::core::ai::Level>],
) -> boardshelf::erased::Linked {
    let config = Config {
        size: 4,
        target: 1,
        ..Config::default()
    };
    let mut session =
        Session::from_record(Record::<KingSquare>::new(config, 5).in_match(78)).unwrap();
    for &(c, r) in moves {
        session
            .play(boardshelf::games::king_square::rules::at(c, r))
            .unwrap();
    }
    let link = encode_link(session.record(), computers);
    let info = boardshelf::games::info("king-square").unwrap();
    info.logic().unwrap().open_link(EN, &link).unwrap()
}

#[test]
fn a_link_of_a_finished_game_or_of_computers_only_opens_without_asking_for_seats() {
    use boardshelf::core::ai::Level;
    let info = boardshelf::games::info("king-square").unwrap();
    let new = NewGame {
        id: &|| "seen".to_string(),
        now: 10.0,
    };
    // Black's square A1 B1 A2 B2 ends the game; White played D4 D3 C4 between.
    let square = [(0, 0), (3, 3), (1, 0), (3, 2), (0, 1), (2, 3), (1, 1)];
    let computers = [Some(Level::Easy), Some(Level::Hard)];
    // Each link arrives on a device that never saw its match.
    let opened = |link: &boardshelf::erased::Linked| match Saves::new(MemoryStore::default())
        .arrive(EN, info, link, &new)
    {
        Ok(Arrived::Open(Opened::Started { seats, saved, .. })) => {
            assert_eq!(saved, Ok(()));
            Some(seats)
        }
        Ok(Arrived::Ask) => None,
        other => panic!("{other:?}"),
    };
    // Finished, played by two computers: opened to be viewed, the computers as they were.
    let finished = small_match_link(&square, &computers);
    assert!(finished.summary.finished);
    assert_eq!(
        opened(&finished),
        Some(vec![
            Player::Computer(Level::Easy),
            Player::Computer(Level::Hard)
        ])
    );
    // Finished between people: nothing left to play either.
    assert_eq!(
        opened(&small_match_link(&square, &[])),
        Some(vec![Player::Here, Player::Here])
    );
    // Two computers still playing: watched here, nobody asked.
    assert_eq!(
        opened(&small_match_link(&square[..3], &computers)),
        Some(vec![
            Player::Computer(Level::Easy),
            Player::Computer(Level::Hard)
        ])
    );
    // A person still to play a seat: asked, as before.
    assert_eq!(
        opened(&small_match_link(&square[..3], &[None, Some(Level::Easy)])),
        None
    );
}

#[test]
fn a_saves_words_are_said_again_in_the_language_it_is_read_in() {
    let saves = Saves::new(MemoryStore::default());
    write(&saves, "w", &snapshot(4, 3), 100.0).unwrap();
    let raw: serde_json::Value =
        serde_json::from_str(&saves.store.get(&key_of("w")).unwrap()).unwrap();
    // Stored as written, for the app of another game, which lists it without its code.
    let stored = |field: &str| raw.get(field).and_then(|v| v.as_str()).unwrap_or_default();
    assert!(
        !stored("title").is_empty() && !stored("status").is_empty(),
        "{raw}"
    );
    let (en, _) = saves.load(EN, "w").unwrap();
    let (ko, _) = saves.load(Lang::Ko, "w").unwrap();
    assert!(en.title.starts_with("King-Square"), "{}", en.title);
    assert!(
        !ko.status.is_empty() && ko.status != en.status,
        "{} / {}",
        ko.status,
        en.status
    );
    assert!(matches!(
        saves.load(EN, "missing"),
        Err(LoadError::NoSuchSave)
    ));
    // A save copied under another key is refused as that: typed, said only at the edge.
    let copy = saves.store.get(&key_of("w")).unwrap();
    saves.store.set(&key_of("copy"), &copy).unwrap();
    assert_eq!(
        saves.load(EN, "copy").err(),
        Some(LoadError::Damaged(boardshelf::saves::Unplayable::OtherKey(
            "w".into()
        )))
    );
}

#[test]
fn a_blokus_game_leaves_as_a_pentobi_file_and_comes_back_with_the_same_moves() {
    use boardshelf::core::Record;
    use boardshelf::games::blokus::rules::{Blokus, Config as BConfig, Variant};
    use boardshelf::games::blokus::sgf::SgfError;
    use boardshelf::saves::backup::ImportError;
    let config = BConfig {
        players: 2,
        variant: Variant::Duo,
        fixed_corners: true,
    };
    let mut session = Session::<Blokus>::new(config, 3).unwrap();
    let mut rng = Rng::new(3);
    for _ in 0..12 {
        let legal = Blokus::legal_moves(session.state());
        session.play(*rng.choose(&legal).unwrap()).unwrap();
    }
    let here = Saves::new(MemoryStore::default());
    let snap = Snapshot {
        record: Json::of(session.record()),
        summary: summary(EN, &session),
        shared: 0,
        analysis: None,
        seats: None,
        view: None,
        disputed: false,
    };
    let seats = seats();
    let game = GameRef {
        id: "duo",
        game: "blokus",
        created: 0.0,
        seats: &seats,
    };
    here.write(&game, &snap, 10.0).unwrap();
    let (envelope, _) = here.load(EN, "duo").unwrap();
    let out = boardshelf::saves::file_of(EN, &envelope).expect("Blokus has SGF");
    assert_eq!(
        (out.extension, out.mime),
        ("blksgf", "application/x-blokus-sgf")
    );
    assert_eq!(out.label, "Download for Pentobi (.blksgf)");
    assert_eq!(out.note, None, "Pentobi reads Duo as it was played");
    let file = out.text;
    assert!(file.contains("GM[Blokus Duo]"));
    // Another device imports it: a new game of this device with the same moves.
    let there = Saves::new(MemoryStore::default());
    let plan = there.import(EN, &file, 900.0).unwrap();
    let id = plan.saves[0].id.clone().expect("added");
    assert!(matches!(plan.saves[0].verdict, Verdict::Add { .. }));
    let (back, info) = there.load(EN, &id).unwrap();
    assert_eq!(info.id, "blokus");
    let moves =
        |e: &boardshelf::core::codec::Envelope| e.record.read::<Record<Blokus>>().unwrap().moves;
    assert_eq!(moves(&back), session.record().moves);
    assert_eq!(back.updated, 900.0, "listed as just added");
    // The same file again adds nothing; a broken one says why and changes nothing.
    let again = there.import(EN, &file, 950.0).unwrap();
    assert_eq!(again.saves[0].verdict, Verdict::AlreadyHere);
    let keys = there.store.keys();
    let broken = there.import(EN, &file[..file.len() / 2], 990.0);
    let not_sgf = boardshelf::games::blokus::text::sgf_error(EN, &SgfError::NotSgf);
    assert_eq!(broken.err(), Some(ImportError::File(not_sgf)));
    assert_eq!(there.store.keys(), keys);
    assert_eq!(
        boardshelf::saves::file_of(EN, &there.load(EN, &id).unwrap().0).map(|f| f.text),
        Some(file)
    );
    // Other games have no such file.
    write(&here, "ks", &snapshot(1, 2), 20.0).unwrap();
    assert_eq!(
        boardshelf::saves::file_of(EN, &here.load(EN, "ks").unwrap().0),
        None
    );
}

/// Issue 60 item 13: a game whose moves the store refused says so until they are written,
/// and a finished game waiting is counted in its statistics once it is written.
#[test]
fn a_game_waiting_to_be_written_says_why_and_is_counted_once_written() {
    let saves = Saves::new(MemoryStore::default());
    saves.store.full.set(true);
    let (deal, id) = finished_deal(9);
    let seats = Vec::new();
    let game = GameRef {
        id: &id,
        game: "foursquare",
        created: 0.0,
        seats: &seats,
    };
    assert!(saves.write(&game, &deal, 1.0).is_err());
    assert_eq!(
        saves.unsaved(&id),
        Some(SaveProblem::Storage(StoreError::Full))
    );
    assert!(saves.has_unsaved());
    saves.store.full.set(false);
    saves.open(EN, &id).unwrap();
    assert_eq!(saves.unsaved(&id), None, "written as it opened");
    assert!(!saves.has_unsaved());
    assert_eq!(saves.stats("foursquare").0.played, 1, "and counted");
    // Deleting a game forgets its unsaved moves: they never bring it back.
    saves.store.full.set(true);
    assert!(saves.write(&game, &deal, 2.0).is_err());
    saves.delete_key(&key_of(&id));
    assert!(!saves.has_unsaved());
}

/// Issue 60 item 14: the player is told how many damaged copies are kept, and may clear them.
#[test]
fn damaged_statistics_are_counted_told_and_cleared() {
    let saves = Saves::new(MemoryStore::default());
    assert_eq!(saves.stats("foursquare").1, 0, "nothing to tell");
    saves
        .store
        .set("boardshelf.stats.foursquare", "{oops")
        .unwrap();
    assert_eq!(saves.stats("foursquare").1, 1, "told at once");
    count_deal(&saves, 1);
    saves
        .store
        .set("boardshelf.stats.foursquare", "again")
        .unwrap();
    count_deal(&saves, 2);
    let (stats, damaged) = saves.stats("foursquare");
    assert_eq!((stats.played, damaged), (1, 2));
    // The same damaged text seen twice is kept once.
    saves
        .store
        .set("boardshelf.stats.foursquare", "again")
        .unwrap();
    assert_eq!(saves.stats("foursquare").1, 2);
    saves.clear_damaged_stats("foursquare");
    assert_eq!(saves.stats("foursquare").1, 0, "cleared");
    let aside = saves
        .store
        .keys()
        .into_iter()
        .filter(|k| k.starts_with("boardshelf.damaged."));
    assert_eq!(aside.count(), 0);
}

/// Issue 60 item 16: remembered seats are fitted to the game they start.
#[test]
fn remembered_seats_are_fitted_to_the_game() {
    use boardshelf::core::ai::Level;
    use boardshelf::core::correspondence::fit_seats;
    let easy = Player::Computer(Level::Easy);
    let remembered = [Player::Friend, easy, Player::Friend];
    assert_eq!(
        fit_seats(&remembered, 4, false),
        (vec![Player::Here, easy, Player::Here, Player::Here], true),
        "no link play: a friend is a person here"
    );
    assert_eq!(
        fit_seats(&remembered, 2, true),
        (vec![Player::Friend, easy], false),
        "link play: kept"
    );
    assert_eq!(fit_seats(&[], 1, false), (vec![Player::Here], false));
}

/// Issue 60 item 17: a link whose game id is damaged is damaged, not "for another game".
#[test]
fn a_link_naming_no_game_is_damaged() {
    let mut record = Record::<KingSquare>::new(Config::default(), 5);
    record.game = "kinG-square".into();
    let link = encode_link(&record, &[]);
    let info = boardshelf::games::info("king-square").unwrap();
    let why = info.open_link(EN, &link).err().unwrap();
    assert!(why.contains("damaged"), "{why}");
    // A link of a game that exists is still said to be for it.
    let stacks = boardshelf::games::info("stacks").unwrap();
    let record = Record::<KingSquare>::new(Config::default(), 5);
    let why = stacks
        .open_link(EN, &encode_link(&record, &[]))
        .err()
        .unwrap();
    assert!(why.contains("another game"), "{why}");
}

/// One seat's view of a live Pegs and Jokers game, saved as the game screen saves it
/// (`SavedView`): listed with the game's public status (whose turn, pegs home) without
/// any deal, opened as that seat's view, marked when its deal did not check out; a view
/// whose moves do not follow from its deal is damaged, said, and kept.
#[test]
fn a_seat_s_view_of_a_dealt_game_is_saved_listed_and_marked() {
    use boardshelf::core::codec::SavedView;
    use boardshelf::core::{Dealt, Record};
    use boardshelf::games::pegs_jokers::rules::PegsJokers as P;
    let config = boardshelf::games::pegs_jokers::rules::Config::default();
    // The dealer's whole game, 40 moves in.
    let mut full = Session::<P>::new(config.clone(), 77).unwrap();
    let mut rng = Rng::new(77);
    for _ in 0..40 {
        let legal = P::legal_moves(full.state());
        full.play(*rng.choose(&legal).unwrap()).unwrap();
    }
    let deal = Json::of(&P::deal_of(full.state()));
    // What a guest saves: the moves, no deal (seed 0), and the deal's public part.
    let record = Record {
        moves: full.moves().to_vec(),
        ..Record::<P>::new(config, 0)
    };
    let view_summary = boardshelf::erased::summary(
        EN,
        &boardshelf::erased::seen::<P>(EN, &Json::of(&record), &deal).unwrap(),
    );
    let snap = |unfair: bool| Snapshot {
        record: Json::of(&record),
        summary: view_summary.clone(),
        shared: 0,
        analysis: None,
        seats: None,
        view: Some(SavedView {
            deal: deal.clone(),
            unfair,
        }),
        disputed: false,
    };
    let saves = Saves::new(MemoryStore::default());
    let seats = vec![Player::Here, Player::Friend, Player::Friend, Player::Friend];
    let game = |id| GameRef {
        id,
        game: "pegs-and-jokers",
        created: 0.0,
        seats: &seats,
    };
    saves.write(&game("view"), &snap(false), 1.0).unwrap();
    let (listed, _) = saves
        .load(EN, "view")
        .expect("a view is listed, not damaged");
    let whole = summary(EN, &full);
    assert_eq!(
        listed.status, whole.status,
        "the same public status as the dealer's"
    );
    assert_eq!(listed.title, whole.title);
    assert_eq!(listed.turn, whole.turn);
    assert!(!listed.view.as_ref().unwrap().unfair);
    // A deal that did not check out is kept as marked.
    saves.write(&game("view"), &snap(true), 2.0).unwrap();
    assert!(saves.load(EN, "view").unwrap().0.view.unwrap().unfair);
    // The same record without its view does not replay (its seed deals another game).
    let mut plain = snap(false);
    plain.view = None;
    saves.write(&game("plain"), &plain, 3.0).unwrap();
    assert!(matches!(
        saves.load(EN, "plain"),
        Err(LoadError::Damaged(_))
    ));
    // A view whose deal is not the one the moves were played from (another dealer).
    let other = Json::of(&((P::deal_of(full.state()) + 1) % 4));
    let mut forged = snap(false);
    forged.view.as_mut().unwrap().deal = other;
    saves.write(&game("forged"), &forged, 4.0).unwrap();
    assert!(matches!(
        saves.load(EN, "forged"),
        Err(LoadError::Damaged(_))
    ));
    assert!(
        saves.store.get(&key_of("forged")).is_some(),
        "kept, not removed"
    );
}

/// The dealer's save of a deal another device found unfair: marked, listed as such, and
/// the mark stays through later writes that do not know of it (the game reopened later).
#[test]
fn a_dealer_s_save_of_a_disputed_deal_stays_marked() {
    let saves = Saves::new(MemoryStore::default());
    let mut snap = snapshot(5, 6);
    write(&saves, "dealt", &snap, 1.0).unwrap();
    assert!(!saves.load(EN, "dealt").unwrap().0.deal_not_checked());
    snap.disputed = true;
    write(&saves, "dealt", &snap, 2.0).unwrap();
    assert!(saves.load(EN, "dealt").unwrap().0.deal_not_checked());
    snap.disputed = false;
    write(&saves, "dealt", &snapshot(5, 8), 3.0).unwrap();
    let (envelope, _) = saves.load(EN, "dealt").unwrap();
    assert!(envelope.deal_not_checked(), "still marked");
    assert_eq!(envelope.updated, 3.0, "the later write went in");
    let listed = saves.list(EN).into_iter().any(|s| match s {
        Slot::Ok { envelope, .. } => envelope.id == "dealt" && envelope.deal_not_checked(),
        Slot::Damaged { .. } => false,
    });
    assert!(listed, "the list shows the mark");
    // Another save is not marked by it.
    write(&saves, "other", &snapshot(6, 3), 4.0).unwrap();
    assert!(!saves.load(EN, "other").unwrap().0.deal_not_checked());
}

/// A lesson's progress is kept per game; damaged progress starts the lesson again instead
/// of failing; a game is "played" once any save of it exists.
#[test]
fn lesson_progress_is_kept_per_game() {
    use boardshelf::core::lesson::Progress;
    let saves = Saves::new(MemoryStore::default());
    assert_eq!(saves.lesson("king-square"), Progress::default());
    saves.set_lesson(
        "king-square",
        Progress {
            step: 3,
            done: false,
        },
    );
    assert_eq!(saves.lesson("king-square").step, 3);
    assert_eq!(saves.lesson("stacks"), Progress::default(), "per game");
    saves
        .store
        .set("boardshelf.lesson.stacks", "{not json")
        .unwrap();
    assert_eq!(saves.lesson("stacks"), Progress::default());
    assert!(!saves.played_games().contains("king-square"));
    write(&saves, "g1", &snapshot(1, 3), 1.0).unwrap();
    let played = saves.played_games();
    assert!(played.contains("king-square") && !played.contains("stacks"));
    // Past the last step the lesson is done, and stays done when begun again.
    let end = Progress {
        step: 5,
        done: false,
    }
    .next(6);
    assert_eq!(
        end,
        Progress {
            step: 6,
            done: true
        }
    );
    assert!(Progress { step: 0, ..end }.next(6).done);
}
