//! King-Square: every numbered rule (R1–R16) and worked example (E1–E9) of
//! docs/rules/king-square.md, then property tests over random games.

use boardshelf::core::{Game, GameText, Rng, Session};
use boardshelf::games::king_square::rules::{
    at, has_square, squares_through, Config, KingSquare, Place, RoundResult, RuleError, Side, State,
};
use boardshelf::lang::Lang;

type K = KingSquare;

fn cfg(size: u8, players: u8) -> Config {
    Config {
        size,
        players,
        ..Config::default()
    }
}

fn new(config: &Config) -> State {
    K::new_game(config, 1).unwrap()
}

fn pos(black: &[(u8, u8)], white: &[(u8, u8)], to_move: u8) -> State {
    let b: Vec<Place> = black.iter().map(|&(c, r)| at(c, r)).collect();
    let w: Vec<Place> = white.iter().map(|&(c, r)| at(c, r)).collect();
    State::with_pegs(&Config::default(), &b, &w, to_move, [0, 0]).unwrap()
}

fn play(state: &mut State, col: u8, row: u8) {
    K::apply(state, &at(col, row)).unwrap_or_else(|e| panic!("({col},{row}) rejected: {e}"));
}

fn ended_with_square(state: &State) -> Option<(Side, usize)> {
    match &state.last_round()?.result {
        RoundResult::Square { side, squares } => Some((*side, squares.len())),
        RoundResult::Void => None,
    }
}

// ---------- Numbered rules ----------

#[test]
fn r1_board_is_n_by_n_default_10_and_configurable() {
    let s = new(&Config::default());
    assert_eq!((s.size(), s.board().len()), (10, 100));
    assert_eq!(K::legal_moves(&s).len(), 100);
    for n in [3u8, 7, 20] {
        assert_eq!(new(&cfg(n, 2)).board().len(), n as usize * n as usize);
    }
    for bad in [0u8, 2, 21] {
        let e = K::new_game(&cfg(bad, 2), 0).unwrap_err();
        assert_eq!(e.option, "size");
        let words = K::config_problem(Lang::En, &cfg(bad, 2), e);
        assert!(words.contains("3 to 20"), "{words}");
    }
}

#[test]
fn r2_four_players_partners_share_a_colour_and_squares_mix_partners() {
    let mut s = new(&cfg(10, 4));
    play(&mut s, 0, 0); // seat 0, black
    play(&mut s, 9, 9); // seat 1, white
    play(&mut s, 1, 0); // seat 2, black
    assert_eq!(s.get(0, 0), Some(Side::Black));
    assert_eq!(s.get(1, 0), Some(Side::Black));
    assert_eq!(s.get(9, 9), Some(Side::White));
    play(&mut s, 9, 8); // seat 3, white
    play(&mut s, 0, 1); // seat 0
    play(&mut s, 9, 7); // seat 1
    play(&mut s, 1, 1); // seat 2 completes a square with seat 0's pegs
    assert_eq!(ended_with_square(&s), Some((Side::Black, 1)));
    assert_eq!(s.score(Side::Black), 1);
    assert!(K::new_game(&cfg(10, 3), 0).is_err());
}

#[test]
fn r3_turns_alternate_colours_two_and_four_players() {
    for players in [2u8, 4] {
        let mut s = new(&cfg(10, players));
        for i in 0..8u8 {
            assert_eq!(K::to_move(&s), Some(i % players));
            play(&mut s, i, (i % 2) * 5);
        }
        // One peg per turn: colours alternate, so the counts differ by at most one.
        assert_eq!(s.pegs(Side::Black), 4);
        assert_eq!(s.pegs(Side::White), 4);
    }
}

#[test]
fn r4_exactly_one_peg_per_turn_no_passing_pegs_never_move() {
    let mut s = new(&Config::default());
    // The only moves are placements into empty holes: there is no pass move.
    assert!(K::legal_moves(&s)
        .iter()
        .all(|p| s.get(p.col, p.row).is_none()));
    play(&mut s, 4, 4);
    let before = s.board().to_vec();
    play(&mut s, 5, 5);
    let changed: Vec<usize> = (0..100).filter(|&i| before[i] != s.board()[i]).collect();
    assert_eq!(changed, vec![55], "one new peg, nothing moved or removed");
}

#[test]
fn r5_occupied_or_outside_is_illegal_and_colour_is_always_the_placers() {
    let mut s = pos(&[(0, 0)], &[(1, 1)], 0);
    let before = s.clone();
    assert_eq!(
        K::apply(&mut s, &at(1, 1)),
        Err(RuleError::Occupied { col: 1, row: 1 })
    );
    assert_eq!(
        K::apply(&mut s, &at(0, 0)),
        Err(RuleError::Occupied { col: 0, row: 0 })
    );
    assert_eq!(
        K::apply(&mut s, &at(10, 3)),
        Err(RuleError::OffBoard {
            col: 10,
            row: 3,
            size: 10
        })
    );
    assert_eq!(s, before, "a rejected move changes nothing");
    play(&mut s, 2, 2);
    assert_eq!(
        s.get(2, 2),
        Some(Side::Black),
        "seat 0 can only place black"
    );
    play(&mut s, 3, 3);
    assert_eq!(
        s.get(3, 3),
        Some(Side::White),
        "seat 1 can only place white"
    );
}

#[test]
fn r6_any_size_k_from_1_counts() {
    for k in 1u8..10 {
        let mut s = pos(&[(0, 0), (k, 0), (0, k)], &[], 0);
        play(&mut s, k, k);
        assert_eq!(ended_with_square(&s), Some((Side::Black, 1)), "k = {k}");
    }
}

#[test]
fn r7_only_corners_matter() {
    // White pegs on every side and inside the 3x3 square's interior.
    let white = [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)];
    let mut s = pos(&[(0, 0), (2, 0), (0, 2)], &white, 0);
    play(&mut s, 2, 2);
    assert_eq!(ended_with_square(&s), Some((Side::Black, 1)));
}

#[test]
fn r8_tilted_squares_and_rectangles_never_count() {
    // D8's diamond: (1,0),(3,1),(2,3),(0,2).
    let mut s = pos(&[(1, 0), (3, 1), (2, 3)], &[], 0);
    play(&mut s, 0, 2);
    assert!(s.last_round().is_none());
    // A 3 x 1 rectangle.
    let mut s = pos(&[(0, 5), (3, 5), (0, 6)], &[], 0);
    play(&mut s, 3, 6);
    assert!(s.last_round().is_none());
}

#[test]
fn r9_one_peg_completing_several_squares_scores_exactly_one() {
    // (1,1) completes both {(0,0)..(1,1)} and {(1,1)..(2,2)}.
    let mut s = pos(&[(0, 0), (1, 0), (0, 1), (2, 1), (1, 2), (2, 2)], &[], 0);
    play(&mut s, 1, 1);
    assert_eq!(ended_with_square(&s), Some((Side::Black, 2)));
    assert_eq!(s.score(Side::Black), 1);
    assert_eq!(s.round(), 2, "the round ended at once");
}

#[test]
fn r10_a_placement_never_scores_for_the_other_side() {
    // White has three corners; black placing the fourth hole gives white nothing.
    let mut s = pos(&[], &[(0, 0), (1, 0), (0, 1)], 0);
    play(&mut s, 1, 1);
    assert!(s.last_round().is_none());
    assert_eq!((s.score(Side::Black), s.score(Side::White)), (0, 0));
    assert_eq!(s.get(1, 1), Some(Side::Black));
}

#[test]
fn r11_the_board_is_cleared_when_a_round_ends() {
    let mut s = pos(&[(2, 2), (3, 2), (2, 3)], &[(5, 5), (6, 6), (7, 7)], 0);
    play(&mut s, 3, 3);
    assert!(s.board().iter().all(Option::is_none));
    assert_eq!(K::legal_moves(&s).len(), 100);
    // The finished board is kept for display only.
    assert_eq!(s.last_round().unwrap().board.iter().flatten().count(), 7);
}

#[test]
fn r12_next_round_starts_after_the_scorer() {
    // 2 players: white scores, black (the loser) starts.
    let mut s = pos(&[(9, 9), (8, 8), (7, 7)], &[(0, 0), (1, 0), (0, 1)], 1);
    play(&mut s, 1, 1);
    assert_eq!(ended_with_square(&s), Some((Side::White, 1)));
    assert_eq!(K::to_move(&s), Some(0));
    // 4 players: seat 3 scores, seat 0 (other side) starts.
    let c4 = cfg(10, 4);
    let mut s = State::with_pegs(&c4, &[], &[at(0, 0), at(1, 0), at(0, 1)], 3, [0, 0]).unwrap();
    play(&mut s, 1, 1);
    assert_eq!(K::to_move(&s), Some(0));
    assert_eq!(Side::of_seat(0), Side::Black);
}

#[test]
fn r13_scores_carry_over_between_rounds() {
    let mut s = new(&Config::default());
    for round in 1..=3u8 {
        // Whoever starts builds a k=1 square at the top-left while the other plays far away.
        let starter = Side::of_seat(K::to_move(&s).unwrap());
        let before = s.score(starter);
        play(&mut s, 0, 0);
        play(&mut s, 9, 9);
        play(&mut s, 1, 0);
        play(&mut s, 9, 7);
        play(&mut s, 0, 1);
        play(&mut s, 9, 5);
        play(&mut s, 1, 1);
        assert_eq!(s.score(starter), before + 1, "round {round}");
    }
    assert_eq!(s.score(Side::Black) + s.score(Side::White), 3);
    assert_eq!(s.round(), 4);
}

#[test]
fn r14_full_board_without_square_is_void() {
    // E9's board, filled in a legal order: black starts, places 5, white 4.
    let mut s = new(&cfg(3, 2));
    for (c, r) in [
        (0, 0),
        (2, 0),
        (1, 0),
        (0, 1),
        (2, 1),
        (1, 1),
        (0, 2),
        (2, 2),
        (1, 2),
    ] {
        play(&mut s, c, r);
    }
    let end = s.last_round().unwrap();
    assert_eq!(end.result, RoundResult::Void);
    assert_eq!((s.score(Side::Black), s.score(Side::White)), (0, 0));
    assert!(s.board().iter().all(Option::is_none));
    assert_eq!(
        K::to_move(&s),
        Some(1),
        "the seat after the last placer starts"
    );
}

#[test]
fn r15_game_ends_at_target_configurable() {
    for target in [1u8, 3, 9] {
        let config = Config {
            target,
            ..Config::default()
        };
        assert!(K::validate(&config).is_ok());
        let mut s = State::with_pegs(
            &config,
            &[at(0, 0), at(1, 0), at(0, 1)],
            &[],
            0,
            [target - 1, 0],
        )
        .unwrap();
        play(&mut s, 1, 1);
        assert_eq!(s.winner(), Some(Side::Black));
        assert_eq!(K::to_move(&s), None);
        assert_eq!(K::outcome(&s).unwrap().winners, vec![0]);
    }
    for bad in [0u8, 10] {
        assert_eq!(
            K::validate(&Config {
                target: bad,
                ..Config::default()
            })
            .unwrap_err()
            .option,
            "target"
        );
    }
}

#[test]
fn r16_no_move_after_the_game_ended() {
    let config = Config {
        target: 1,
        ..Config::default()
    };
    let mut s = State::with_pegs(&config, &[at(0, 0), at(1, 0), at(0, 1)], &[], 0, [0, 0]).unwrap();
    play(&mut s, 1, 1);
    assert!(K::legal_moves(&s).is_empty());
    let before = s.clone();
    assert_eq!(K::apply(&mut s, &at(5, 5)), Err(RuleError::GameOver));
    assert_eq!(s, before);
}

#[test]
fn d6_random_first_player_depends_only_on_the_seed() {
    let config = Config {
        random_first: true,
        players: 4,
        ..Config::default()
    };
    let firsts: Vec<u8> = (0..64)
        .map(|seed| K::to_move(&K::new_game(&config, seed).unwrap()).unwrap())
        .collect();
    assert!((0..4).all(|s| firsts.contains(&s)), "{firsts:?}");
    let again: Vec<u8> = (0..64)
        .map(|seed| K::to_move(&K::new_game(&config, seed).unwrap()).unwrap())
        .collect();
    assert_eq!(firsts, again);
    assert_eq!(K::to_move(&new(&Config::default())), Some(0));
}

// ---------- Worked examples ----------

#[test]
fn e1_smallest_square() {
    let mut s = pos(&[(2, 2), (3, 2), (2, 3)], &[(5, 5), (6, 6), (7, 7)], 0);
    play(&mut s, 3, 3);
    let end = s.last_round().unwrap();
    assert_eq!(
        end.result,
        RoundResult::Square {
            side: Side::Black,
            squares: vec![[at(2, 2), at(3, 2), at(2, 3), at(3, 3)]]
        }
    );
    assert_eq!(s.score(Side::Black), 1);
    assert!(s.board().iter().all(Option::is_none));
    assert_eq!(Side::of_seat(K::to_move(&s).unwrap()), Side::White);
}

#[test]
fn e2_rectangle_does_not_count() {
    let mut s = pos(&[(0, 0), (2, 0), (0, 1)], &[(5, 0), (5, 1), (6, 1)], 0);
    play(&mut s, 2, 1);
    assert!(s.last_round().is_none());
    assert_eq!(Side::of_seat(K::to_move(&s).unwrap()), Side::White);
}

#[test]
fn e3_tilted_square_does_not_count() {
    let mut s = pos(&[(2, 0), (4, 2), (2, 4)], &[(8, 8), (8, 9), (9, 8)], 0);
    play(&mut s, 0, 2);
    assert!(s.last_round().is_none());
    assert_eq!(s.pegs(Side::Black), 4);
}

#[test]
fn e4_large_square_with_opponent_pegs_inside_and_on_sides() {
    let mut s = pos(
        &[(1, 1), (6, 1), (1, 6)],
        &[(3, 1), (3, 3), (1, 4), (4, 6)],
        0,
    );
    play(&mut s, 6, 6);
    let end = s.last_round().unwrap();
    assert_eq!(
        end.result,
        RoundResult::Square {
            side: Side::Black,
            squares: vec![[at(1, 1), at(6, 1), at(1, 6), at(6, 6)]]
        }
    );
    assert_eq!(s.score(Side::Black), 1);
}

#[test]
fn e5_illegal_placements() {
    let mut s = pos(&[(0, 0), (1, 0), (0, 1)], &[(1, 1), (5, 5), (6, 6)], 0);
    let before = s.clone();
    assert_eq!(
        K::apply(&mut s, &at(1, 1)),
        Err(RuleError::Occupied { col: 1, row: 1 })
    );
    assert_eq!(s, before);
    assert_eq!(K::to_move(&s), Some(0));
    assert!(matches!(
        K::apply(&mut s, &at(10, 3)),
        Err(RuleError::OffBoard { .. })
    ));
    play(&mut s, 2, 2);
    assert!(s.last_round().is_none(), "corner (1,1) is white");
}

#[test]
fn e6_next_round_starter_two_players() {
    let mut s = pos(&[(4, 4), (4, 7), (7, 4)], &[(1, 8), (8, 1)], 1);
    let mut s2 = State::with_pegs(
        &Config::default(),
        &[at(4, 4), at(4, 7), at(7, 4)],
        &[at(1, 8), at(8, 1)],
        1,
        [2, 1],
    )
    .unwrap();
    for st in [&mut s, &mut s2] {
        play(st, 0, 0); // white
        play(st, 7, 7); // black completes k = 3
        assert_eq!(
            st.last_round().unwrap().result,
            RoundResult::Square {
                side: Side::Black,
                squares: vec![[at(4, 4), at(7, 4), at(4, 7), at(7, 7)]]
            }
        );
        assert!(st.board().iter().all(Option::is_none));
        assert_eq!(K::to_move(st), Some(1), "White, the loser, starts");
    }
    assert_eq!((s2.score(Side::Black), s2.score(Side::White)), (3, 1));
}

#[test]
fn e7_partnership_square_and_next_starter() {
    let c4 = cfg(10, 4);
    let mut s = State::with_pegs(
        &c4,
        &[at(2, 2), at(2, 5), at(5, 2)],
        &[at(7, 0), at(0, 7), at(8, 8)],
        2,
        [0, 0],
    )
    .unwrap();
    play(&mut s, 5, 5);
    assert_eq!(ended_with_square(&s), Some((Side::Black, 1)));
    assert_eq!(s.score(Side::Black), 1);
    assert_eq!(K::to_move(&s), Some(3));
}

#[test]
fn e8_winning_the_game() {
    let mut s = State::with_pegs(
        &Config::default(),
        &[at(0, 0), at(1, 0), at(0, 1)],
        &[at(9, 9)],
        0,
        [4, 4],
    )
    .unwrap();
    play(&mut s, 1, 1);
    assert_eq!(s.winner(), Some(Side::Black));
    let outcome = K::outcome(&s).unwrap();
    assert_eq!(outcome.scores, vec![5, 4]);
    assert_eq!(K::apply(&mut s, &at(3, 3)), Err(RuleError::GameOver));
}

#[test]
fn e9_void_round_on_a_3x3_board() {
    // row 0: B B W / row 1: W W B / row 2: B B W
    let board = [
        Some(Side::Black),
        Some(Side::Black),
        Some(Side::White),
        Some(Side::White),
        Some(Side::White),
        Some(Side::Black),
        Some(Side::Black),
        Some(Side::Black),
        Some(Side::White),
    ];
    assert!(!has_square(&board, 3, Side::Black));
    assert!(!has_square(&board, 3, Side::White));
    // Reach it in play: black places the last peg at (1,2).
    let mut s = new(&cfg(3, 2));
    for (c, r) in [
        (0, 0),
        (2, 0),
        (1, 0),
        (0, 1),
        (2, 1),
        (1, 1),
        (0, 2),
        (2, 2),
        (1, 2),
    ] {
        play(&mut s, c, r);
    }
    let end = s.last_round().unwrap();
    assert_eq!(end.board, board.to_vec());
    assert_eq!(end.result, RoundResult::Void);
    assert_eq!(end.placed_by, 0);
    assert_eq!(Side::of_seat(K::to_move(&s).unwrap()), Side::White);
}

// ---------- Property tests: random games ----------

/// Plays one random game to the end, checking every invariant after every move.
fn random_game(config: &Config, seed: u64) -> (usize, u32) {
    let mut rng = Rng::new(seed);
    let mut s = K::new_game(config, seed).unwrap();
    let mut moves = 0usize;
    let mut prev_scores = [0u8; 2];
    let mut pegs_in_round = 0usize;
    while let Some(seat) = K::to_move(&s) {
        let legal = K::legal_moves(&s);
        assert_eq!(
            legal.len(),
            s.board().iter().filter(|c| c.is_none()).count()
        );
        assert!(!legal.is_empty(), "a live game always has an empty hole");
        // Illegal moves are absent from the list and rejected.
        if let Some(taken) = (0..s.board().len()).find(|&i| s.board()[i].is_some()) {
            let n = s.size() as usize;
            let p = at((taken % n) as u8, (taken / n) as u8);
            assert!(!legal.contains(&p));
            assert!(K::apply(&mut s.clone(), &p).is_err());
        }
        let mv = *rng.choose(&legal).unwrap();
        let round = s.round();
        K::apply(&mut s, &mv).unwrap();
        moves += 1;
        pegs_in_round += 1;
        let scores = [s.score(Side::Black), s.score(Side::White)];
        assert!(
            scores[0] >= prev_scores[0] && scores[1] >= prev_scores[1],
            "scores only grow"
        );
        assert!(scores[0] + scores[1] <= prev_scores[0] + prev_scores[1] + 1);
        if let Some(end) = s.last_round() {
            // Round reset: board empty, the end board has the right peg counts.
            assert!(s.board().iter().all(Option::is_none));
            assert_eq!(end.board.iter().flatten().count(), pegs_in_round);
            match &end.result {
                RoundResult::Square { side, squares } => {
                    assert_eq!(*side, Side::of_seat(seat));
                    assert!(squares.iter().all(|q| q.contains(&mv)));
                    assert_eq!(scores[side.index()], prev_scores[side.index()] + 1);
                }
                RoundResult::Void => {
                    assert_eq!(pegs_in_round, s.board().len());
                    assert_eq!(scores, prev_scores);
                }
            }
            assert!(s.is_over() || s.round() == round + 1);
            pegs_in_round = 0;
        } else {
            // Mid-round: colours alternate, no square exists, one peg per hole.
            assert_eq!(s.board().iter().flatten().count(), pegs_in_round);
            let (b, w) = (s.pegs(Side::Black), s.pegs(Side::White));
            assert!(b.abs_diff(w) <= 1, "black {b} white {w}");
            assert!(!has_square(s.board(), s.size(), Side::Black));
            assert!(!has_square(s.board(), s.size(), Side::White));
            assert_eq!(K::to_move(&s), Some((seat + 1) % config.players));
        }
        prev_scores = scores;
    }
    let outcome = K::outcome(&s).unwrap();
    let winner = s.winner().unwrap();
    assert_eq!(s.score(winner), config.target);
    assert!(s.score(winner.other()) < config.target);
    assert!(outcome
        .winners
        .iter()
        .all(|&seat| Side::of_seat(seat) == winner));
    (moves, s.round())
}

#[test]
fn property_random_games_keep_every_invariant() {
    let mut total_moves = 0;
    let mut games = 0;
    for seed in 0..3000u64 {
        let config = Config {
            size: 3 + (seed % 8) as u8,
            players: if seed % 3 == 0 { 4 } else { 2 },
            target: 1 + (seed % 5) as u8,
            random_first: seed % 2 == 0,
        };
        let (moves, _) = random_game(&config, seed);
        total_moves += moves;
        games += 1;
    }
    assert_eq!(games, 3000);
    assert!(total_moves > 3000 * 4);
}

#[test]
fn property_void_rounds_happen_and_are_handled() {
    // On 3x3 boards random play fills the board without a square now and then.
    let mut voids = 0;
    for seed in 0..500u64 {
        let mut rng = Rng::new(seed);
        let mut s = new(&cfg(3, 2));
        while s.last_round().is_none() {
            let legal = K::legal_moves(&s);
            K::apply(&mut s, rng.choose(&legal).unwrap()).unwrap();
        }
        if s.last_round().unwrap().result == RoundResult::Void {
            voids += 1;
        }
    }
    assert!(voids > 0);
}

#[test]
fn property_replaying_a_record_reproduces_the_game() {
    for seed in 0..200u64 {
        let config = Config {
            size: 5,
            players: 2 + 2 * (seed % 2) as u8,
            target: 2,
            random_first: true,
        };
        let mut session = Session::<K>::new(config, seed).unwrap();
        let mut rng = Rng::new(seed);
        while K::to_move(session.state()).is_some() {
            let legal = K::legal_moves(session.state());
            session.play(*rng.choose(&legal).unwrap()).unwrap();
        }
        let replayed = session.record().replay().unwrap();
        assert_eq!(&replayed, session.state());
    }
}

#[test]
fn move_count_first_moves_equal_holes_and_shrink_by_one() {
    for n in 3u8..=20 {
        let mut s = new(&cfg(n, 2));
        let total = n as usize * n as usize;
        assert_eq!(K::legal_moves(&s).len(), total);
        play(&mut s, 0, 0);
        assert_eq!(K::legal_moves(&s).len(), total - 1);
    }
}

#[test]
fn squares_through_finds_each_square_once() {
    // A full black 3x3: through the centre (1,1) there are exactly four k=1 squares.
    let board = vec![Some(Side::Black); 9];
    assert_eq!(squares_through(&board, 3, at(1, 1), Side::Black).len(), 4);
    // Through a corner: one k=1 and one k=2 square.
    assert_eq!(squares_through(&board, 3, at(0, 0), Side::Black).len(), 2);
    assert!(squares_through(&board, 3, at(0, 0), Side::White).is_empty());
}
