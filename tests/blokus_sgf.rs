//! Blokus game records as Pentobi SGF files (src/games/blokus/sgf.rs): written and read
//! back move for move in every variant, Pentobi's own conventions read (variations,
//! comments, cell order, case), and files that are not a game refused with a typed reason.

use boardshelf::core::{Game, Record, Rng, Session};
use boardshelf::games::blokus::rules::{Blokus, Config, Place, Variant};
use boardshelf::games::blokus::sgf::{self, SgfError};

fn config(variant: Variant, players: u8) -> Config {
    Config {
        players,
        variant,
        fixed_corners: true,
    }
}

/// A game of random moves: `moves` of them, or to the end.
fn random_game(config: Config, seed: u64, moves: usize) -> Record<Blokus> {
    let mut session = Session::<Blokus>::new(config, seed).unwrap();
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        if Blokus::to_move(session.state()).is_none() {
            break;
        }
        let legal = Blokus::legal_moves(session.state());
        session.play(*rng.choose(&legal).unwrap()).unwrap();
    }
    session.record().clone()
}

#[test]
fn every_variant_is_written_and_read_back_move_for_move() {
    let variants = [
        (config(Variant::Duo, 2), "GM[Blokus Duo]", "\n;B["),
        (
            config(Variant::Classic, 2),
            "GM[Blokus Two-Player]",
            "\n;1[",
        ),
        (
            config(Variant::Classic, 3),
            "GM[Blokus Three-Player]",
            "\n;1[",
        ),
        (config(Variant::Classic, 4), "GM[Blokus]", "\n;1["),
    ];
    for (config, gm, first) in variants {
        for seed in 1..=3 {
            let record = random_game(config.clone(), seed, 200);
            let text = sgf::write(&record);
            assert!(
                text.starts_with("(;FF[4]CA[UTF-8]") && text.contains(gm),
                "{text}"
            );
            assert!(
                text.contains(first),
                "the first move is the first colour's: {text}"
            );
            let back = sgf::read(&text, seed).unwrap();
            assert_eq!(back.config, record.config);
            assert_eq!(back.moves, record.moves, "{gm}, seed {seed}");
            assert!(Blokus::to_move(Session::from_record(back).unwrap().state()).is_none());
        }
    }
}

#[test]
fn cells_are_named_from_a1_at_the_bottom_left_in_pentobis_order() {
    // Duo: Purple's first piece on its start point e10 (column 5, row 10 of 14).
    let state = Blokus::new_game(&config(Variant::Duo, 2), 0).unwrap();
    let legal = Blokus::legal_moves(&state);
    let mv = legal
        .iter()
        .find(|m| sgf::cells_text(14, m) == "e10")
        .copied();
    assert!(mv.is_some(), "the monomino on the start point e10 is legal");
    // Any order and either case read as the same piece.
    let v = sgf::parse_cells(14, "F10,e10,e9").unwrap();
    assert_eq!(sgf::cells_text(14, &v), "e9,e10,f10");
    assert_eq!(sgf::parse_cells(14, "e10,e12"), None, "not a piece");
    assert_eq!(sgf::parse_cells(14, "o1"), None, "off the board");
    assert_eq!(sgf::parse_cells(14, "a0"), None, "rows start at 1");
}

#[test]
fn a_pentobi_file_reads_its_main_line_and_skips_what_it_does_not_need() {
    // As Pentobi saves a game: its own root properties, a comment with an escaped bracket,
    // and a variation after the second move (the main line is the first branch).
    let text = "(;FF[4]GM[Blokus Duo]CA[UTF-8]AP[Pentobi:26.1]DT[2026-12-02]PB[Me]PW[Pentobi]\n\
                ;B[e10]C[a comment \\] with a bracket]\n;W[j5]\n(;B[f9,g9]\n;W[i6,h6])\n(;B[d11]))";
    let record = sgf::read(text, 7).unwrap();
    assert_eq!(record.config, config(Variant::Duo, 2));
    let cells: Vec<String> = record
        .moves
        .iter()
        .map(|m| sgf::cells_text(14, m))
        .collect();
    assert_eq!(cells, ["e10", "j5", "f9,g9", "h6,i6"]);
    assert_eq!(record.seed, 7);
}

#[test]
fn a_file_that_is_not_a_game_here_is_refused_with_why() {
    assert_eq!(sgf::read("not sgf", 1).err(), Some(SgfError::NotSgf));
    assert_eq!(
        sgf::read("(;FF[4]GM[1]", 1).err(),
        Some(SgfError::NotSgf),
        "cut short"
    );
    assert_eq!(
        sgf::read("(;FF[4]GM[Blokus Trigon];1[a1])", 1).err(),
        Some(SgfError::UnknownGame("Blokus Trigon".into()))
    );
    assert_eq!(
        sgf::read("(;GM[Blokus Duo]AB[e10];W[j5])", 1).err(),
        Some(SgfError::Setup)
    );
    assert_eq!(
        sgf::read("(;GM[Blokus Duo];B[e10];B[f9])", 1).err(),
        Some(SgfError::OutOfTurn { number: 2 })
    );
    assert_eq!(
        sgf::read("(;GM[Blokus Duo];B[e10,e12])", 1).err(),
        Some(SgfError::BadMove { number: 1 })
    );
    // Off its start point: the rules' own reason, typed.
    assert!(matches!(
        sgf::read("(;GM[Blokus Duo];B[a1])", 1),
        Err(SgfError::Illegal { number: 1, .. })
    ));
}

#[test]
fn a_game_in_progress_is_written_and_continues_after_reading() {
    let record = random_game(config(Variant::Classic, 4), 11, 9);
    let back = sgf::read(&sgf::write(&record), 11).unwrap();
    let mut session = Session::from_record(back).unwrap();
    assert_eq!(session.moves().len(), 9);
    let next: Place = Blokus::legal_moves(session.state())[0];
    session.play(next).unwrap();
}
