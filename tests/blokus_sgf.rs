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

/// A Duo game as Pentobi lays a file out: a line break and indentation between `(` and `;`,
/// the main line in a variation of the root, alternatives after it, `TE[]` on every move.
const PENTOBI_DUO: &str = "(
;GM[Blokus Duo]CA[UTF-8]AP[Pentobi:26.1]
(
 ;B[e9,e10,f10]TE[1]
 (
  ;W[j5,k5,j6]TE[1]
  (
   ;B[g9,h9]TE[2]C[the book's \\] line]
   ;W[l4]TE[1]
  )
  (
   ;B[g11]TE[1]
  )
 )
 (
  ;W[j5]TE[1]
 )
)
(
 ;B[e10]TE[1]
)
)
";

#[test]
fn pentobis_own_layout_reads_its_main_line_and_counts_the_other_lines() {
    let read = sgf::read_file(PENTOBI_DUO, 5).unwrap();
    assert_eq!(read.record.config.variant, Variant::Duo);
    let cells: Vec<String> = (read.record.moves.iter())
        .map(|m| sgf::cells_text(14, m))
        .collect();
    assert_eq!(cells, ["e9,e10,f10", "j5,k5,j6", "g9,h9", "l4"]);
    // Four lines of play in all: the main line and three others.
    assert_eq!(
        read.left_out,
        sgf::LeftOut {
            variations: 3,
            games: 0
        }
    );
}

/// A Classic Two-Player opening as Pentobi writes its books, moves by the four colours.
const PENTOBI_CLASSIC_2: &str = "(
;GM[Blokus Two-Player]
(
 ;1[a17,b17,a18,a19,a20]TE[1]
 ;2[s17,t17,t18,t19,t20]TE[1]
 ;3[t1,t2,s3,t3,s4]TE[1]
 ;4[a1,b1,c1,d1,d2]TE[1]
)
(
 ;1[b17,a18,b18,a19,a20]TE[1]
)
)
";

#[test]
fn a_classic_two_player_book_in_pentobis_layout_reads_by_the_four_colours() {
    let read = sgf::read_file(PENTOBI_CLASSIC_2, 1).unwrap();
    assert_eq!(read.record.config, config(Variant::Classic, 2));
    assert_eq!(read.record.moves.len(), 4);
    assert_eq!(sgf::cells_text(20, &read.record.moves[3]), "a1,b1,c1,d1,d2");
    assert_eq!(read.left_out.variations, 1);
}

#[test]
fn several_game_trees_import_the_first_and_count_the_others() {
    let text = format!("{PENTOBI_DUO}\n(;GM[Blokus Duo];B[e10])\n  (;GM[Blokus Trigon];1[a1])\n");
    let read = sgf::read_file(&text, 5).unwrap();
    assert_eq!(read.record.moves.len(), 4);
    assert_eq!(read.left_out.games, 2);
}

#[test]
fn pentobis_other_games_are_records_of_another_game() {
    for game in [
        "Blokus Trigon",
        "Blokus Junior",
        "Nexos",
        "Callisto",
        "GembloQ",
    ] {
        let text = format!("(\n;GM[{game}]\n(\n ;1[g11]TE[1]\n)\n(\n ;1[h12]TE[1]\n)\n)\n");
        assert_eq!(
            sgf::read(&text, 1).err(),
            Some(SgfError::UnknownGame(game.into()))
        );
    }
}

#[test]
fn text_that_breaks_sgfs_grammar_is_not_sgf() {
    for text in [
        "(",
        "( ;GM[Blokus Duo] ;B[e10]",
        "(;GM[Blokus Duo]B)",
        "(;GM[Blokus Duo](;B[e10]);W[j5])",
        "(;GM[Blokus Duo]())",
        "x(;GM[Blokus Duo])",
        "(;GM[Blokus Duo]C[open",
        &"(".repeat(100_000),
    ] {
        assert_eq!(
            sgf::read(text, 1).err(),
            Some(SgfError::NotSgf),
            "{text:.40}"
        );
    }
}

/// Some whitespace, as any writer may put it between two tokens.
fn whitespace(rng: &mut Rng) -> String {
    let pieces = ["", "", " ", "\n", "\r\n", "\t", "\n  ", "\n\n    "];
    (0..rng.below(3))
        .map(|_| *rng.choose(&pieces).unwrap())
        .collect()
}

/// A property this app does not use, with escapes and SGF's own characters in its value.
fn unknown_property(rng: &mut Rng) -> String {
    let idents = ["C", "TE", "PB", "DT", "N", "XPENTOBI", "BM", "V"];
    let values = [
        "1",
        "a \\] b",
        "(; not a tree )",
        "back\\\\slash",
        "soft\\\nbreak",
        "two\nlines",
    ];
    let ident = rng.choose(&idents).unwrap();
    let mut text = format!("{ident}{}", whitespace(rng));
    for _ in 0..1 + rng.below(2) {
        text += &format!("[{}]{}", rng.choose(&values).unwrap(), whitespace(rng));
    }
    text
}

/// One node with its properties in a random order among unknown ones.
fn node(rng: &mut Rng, properties: &[String]) -> String {
    let mut all: Vec<String> = properties.to_vec();
    for _ in 0..rng.below(3) {
        all.push(unknown_property(rng));
    }
    rng.shuffle(&mut all);
    let mut text = format!(";{}", whitespace(rng));
    for p in all {
        text += &format!("{p}{}", whitespace(rng));
    }
    text
}

/// Another line of play, never the main one: a node or two, sometimes branching again.
/// Adds to `lines` how many lines it holds.
fn other_line(rng: &mut Rng, lines: &mut usize) -> String {
    let mut text = format!("({}", whitespace(rng));
    for _ in 0..1 + rng.below(2) {
        text += &node(rng, &["1[a1,b1]".to_string()]);
    }
    if rng.below(3) == 0 {
        text += &format!("(;B[e10]){}(;W[j5]C[x])", whitespace(rng));
        *lines += 2;
    } else {
        *lines += 1;
    }
    text + &whitespace(rng) + ")"
}

/// The move nodes, with a branch now and then: the main line goes on in the first
/// variation, the others after it are other lines. A variation holds a node before it
/// branches again; after the root, often at once (as Pentobi writes its books).
fn moves_with_variations(
    rng: &mut Rng,
    moves: &[String],
    after_root: bool,
    lines: &mut usize,
) -> String {
    let mut text = String::new();
    for (i, mv) in moves.iter().enumerate() {
        let branch = match (i, after_root) {
            (0, true) => rng.below(3) == 0,
            (0, false) => false,
            _ => rng.below(8) == 0,
        };
        if branch {
            text += &format!(
                "{}({}{}){}",
                whitespace(rng),
                whitespace(rng),
                moves_with_variations(rng, &moves[i..], false, lines),
                whitespace(rng)
            );
            for _ in 0..1 + rng.below(2) {
                text += &other_line(rng, lines);
                text += &whitespace(rng);
            }
            return text;
        }
        text += &whitespace(rng);
        text += &node(rng, std::slice::from_ref(mv));
    }
    text
}

/// Our writer's file, written again as another writer might: its root's properties in any
/// order, whitespace between tokens, unknown properties, variations, and sometimes a
/// second game tree. Returns the text and how many other lines it holds.
fn reformat(rng: &mut Rng, ours: &str) -> (String, usize, usize) {
    let body = ours
        .trim()
        .strip_prefix("(;")
        .unwrap()
        .strip_suffix(')')
        .unwrap();
    let mut nodes = body.split("\n;");
    let root: Vec<String> = (nodes.next().unwrap().split_inclusive(']'))
        .map(String::from)
        .collect();
    let moves: Vec<String> = nodes.map(String::from).collect();
    let mut lines = 0;
    let mut text = format!("{}({}", whitespace(rng), whitespace(rng));
    text += &node(rng, &root);
    text += &moves_with_variations(rng, &moves, true, &mut lines);
    text += &format!("{})", whitespace(rng));
    let games = rng.below(2) as usize;
    if games == 1 {
        text += &format!("{}(;GM[Blokus Duo];B[a1])", whitespace(rng));
    }
    (text + &whitespace(rng), lines, games)
}

#[test]
fn our_files_written_again_by_any_writer_read_to_the_same_moves() {
    let configs = [
        config(Variant::Duo, 2),
        config(Variant::Classic, 2),
        config(Variant::Classic, 3),
        config(Variant::Classic, 4),
        Config {
            fixed_corners: false,
            ..config(Variant::Classic, 4)
        },
    ];
    for (i, config) in configs.into_iter().enumerate() {
        for seed in 0..40 {
            let record = random_game(config.clone(), seed, 12 + seed as usize * 3);
            let ours = sgf::write(&record);
            let mut rng = Rng::new(seed * 31 + i as u64);
            let (text, lines, games) = reformat(&mut rng, &ours);
            let read = sgf::read_file(&text, seed)
                .unwrap_or_else(|e| panic!("{e:?} reading\n{text}\nfrom\n{ours}"));
            assert_eq!(read.record.config, record.config, "{text}");
            assert_eq!(read.record.moves, record.moves, "{text}");
            assert_eq!(
                read.left_out,
                sgf::LeftOut {
                    variations: lines,
                    games
                },
                "{text}"
            );
        }
    }
}

#[test]
fn a_game_from_any_free_corner_says_so_in_its_file_and_comes_back() {
    let any = Config {
        fixed_corners: false,
        ..config(Variant::Classic, 4)
    };
    // Blue's first piece on the bottom-right corner: not its own.
    let mut session = Session::<Blokus>::new(any.clone(), 2).unwrap();
    let far = (Blokus::legal_moves(session.state()).into_iter())
        .find(|m| sgf::cells_text(20, m) == "t1")
        .expect("the monomino on t1 is legal from any corner");
    session.play(far).unwrap();
    let mut rng = Rng::new(2);
    for _ in 0..11 {
        let legal = Blokus::legal_moves(session.state());
        session.play(*rng.choose(&legal).unwrap()).unwrap();
    }
    let text = sgf::write(session.record());
    assert!(text.contains("BSCORNERS[any]"), "{text}");
    let back = sgf::read(&text, 2).unwrap();
    assert_eq!(back.config, any);
    assert_eq!(back.moves, session.record().moves);
    assert!(sgf::pentobi_reads_differently(&any));
    // Pentobi's own rule needs no word, and reads as it always did.
    let own = config(Variant::Classic, 4);
    assert!(!sgf::pentobi_reads_differently(&own));
    assert!(!sgf::pentobi_reads_differently(&Config::duo()));
    assert!(!sgf::write(&random_game(own.clone(), 2, 8)).contains("BSCORNERS"));
    let pentobis = sgf::read(PENTOBI_CLASSIC_2, 1).unwrap();
    assert!(pentobis.config.fixed_corners, "no property: own corners");
}

#[test]
fn pentobis_layout_imports_as_a_saved_game_marked_imported() {
    use boardshelf::lang::Lang;
    use boardshelf::saves::backup::{ImportError, Verdict};
    use boardshelf::saves::{MemoryStore, Saves};
    let saves = Saves::new(MemoryStore::default());
    let plan = saves.import(Lang::En, PENTOBI_DUO, 100.0).unwrap();
    assert!(
        matches!(plan.saves[0].verdict, Verdict::Add { .. }),
        "{plan:?}"
    );
    assert_eq!(
        plan.file_left_out,
        ["Only the main line of play was imported: 3 other lines (variations) in this file were left out."]
    );
    let id = plan.saves[0].id.clone().unwrap();
    let (envelope, _) = saves.load(Lang::En, &id).unwrap();
    assert!(boardshelf::saves::imported_record(&envelope));
    assert_eq!(envelope.moves(), 4);
    // Another Pentobi game: said to be another game, not an unknown kind of file.
    let trigon = "(\n;GM[Blokus Trigon]\n(\n ;1[g11]TE[1]\n)\n)\n";
    assert_eq!(
        saves.import(Lang::En, trigon, 100.0).err(),
        Some(ImportError::File(
            boardshelf::games::blokus::text::sgf_error(
                Lang::En,
                &SgfError::UnknownGame("Blokus Trigon".into())
            )
        ))
    );
}
