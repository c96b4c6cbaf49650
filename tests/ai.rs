//! The shared search: it only ever returns legal moves, in every game and at every level,
//! and it finds the obvious win in small hand-made positions.

use boardshelf::core::ai::{search, Level, Searchable, Searcher};
use boardshelf::core::{Game, Rng};
#[cfg(feature = "lab")]
use boardshelf::games::blokus::ai::MARGIN_WEIGHT;
use boardshelf::games::blokus::rules::{Config as BConfig, Place, State as BState, Variant};
use boardshelf::games::blokus::Blokus;
use boardshelf::games::blokus::{book, pieces, sgf};
use boardshelf::games::foursquare::rules::{at as fat, Foursquare, State as FState};
use boardshelf::games::king_square::rules::{at, Config as KConfig, KingSquare, State as KState};
use boardshelf::games::pegs_jokers::board::Pos;
use boardshelf::games::pegs_jokers::cards::card;
use boardshelf::games::pegs_jokers::rules::{
    peg, Config as PConfig, PegsJokers, Play, State as PState,
};
use boardshelf::games::stacks::rules::{
    Action, Config as SConfig, Point, Side, Stacks, State as SState,
};

/// Plays random moves into a game, then checks the search's move at each level is legal.
fn legal_everywhere<G: Searchable>(config: G::Config, games: u64, budget: usize) {
    for seed in 0..games {
        let mut s = G::new_game(&config, seed).unwrap();
        let mut rng = Rng::new(seed);
        let plies = rng.below(30) as usize;
        for _ in 0..plies {
            let legal = G::legal_moves(&s);
            match rng.choose(&legal) {
                Some(m) => G::apply(&mut s, m).unwrap(),
                None => break,
            }
        }
        if G::to_move(&s).is_none() {
            continue;
        }
        for level in [Level::Easy, Level::Medium, Level::Hard, Level::Max] {
            let choice = search::<G>(&s, level, &mut rng, |i| i < budget).expect("a move");
            assert!(
                G::legal_moves(&s).contains(&choice.mv),
                "{} level {level:?}: illegal {:?}",
                G::ID,
                choice.mv
            );
        }
    }
}

#[test]
fn search_returns_legal_moves_in_every_game() {
    legal_everywhere::<KingSquare>(
        KConfig {
            size: 6,
            ..KConfig::default()
        },
        20,
        60,
    );
    legal_everywhere::<Foursquare>(Default::default(), 20, 60);
    legal_everywhere::<Stacks>(SConfig::default(), 10, 40);
    legal_everywhere::<Blokus>(Default::default(), 6, 30);
    legal_everywhere::<PegsJokers>(PConfig::default(), 8, 30);
}

#[test]
fn king_square_completes_the_square() {
    // Black owns three corners of a square; completing it wins the (first to 1) game.
    let s = KState::with_pegs(
        &KConfig {
            target: 1,
            ..KConfig::default()
        },
        &[at(2, 2), at(5, 2), at(2, 5)],
        &[at(9, 9), at(8, 8)],
        0,
        [0, 0],
    )
    .unwrap();
    let choice = search::<KingSquare>(&s, Level::Medium, &mut Rng::new(1), |_| true).unwrap();
    assert_eq!(choice.mv, at(5, 5));
}

#[test]
fn king_square_blocks_the_opponents_square() {
    // White threatens (5,5); Black has nothing better than taking that hole.
    let s = KState::with_pegs(
        &KConfig {
            target: 1,
            ..KConfig::default()
        },
        &[at(0, 9), at(9, 0)],
        &[at(2, 2), at(5, 2), at(2, 5)],
        0,
        [0, 0],
    )
    .unwrap();
    let choice = search::<KingSquare>(&s, Level::Hard, &mut Rng::new(2), |_| true).unwrap();
    assert_eq!(choice.mv, at(5, 5));
}

#[test]
fn stacks_finds_the_winning_path() {
    let s = SState::with_position(
        &SConfig::default(),
        &[
            (0, 0, &[Side::Black]),
            (0, 1, &[Side::Black]),
            (0, 2, &[Side::Black]),
            (0, 3, &[Side::Black]),
        ],
        Point::N(1),
        Point::W(3),
        Side::Black,
    )
    .unwrap();
    let choice = search::<Stacks>(&s, Level::Medium, &mut Rng::new(3), |_| true).unwrap();
    let mut t = s.clone();
    Stacks::apply(&mut t, &choice.mv).unwrap();
    assert!(
        Stacks::outcome(&t).is_some_and(|o| o.winners == vec![0]),
        "{:?}",
        choice.mv
    );
    assert!(matches!(choice.mv.action, Action::Drop(_)));
}

#[test]
fn pegs_and_jokers_brings_the_last_peg_home() {
    let mut pegs: Vec<(boardshelf::games::pegs_jokers::rules::PegRef, Pos)> = Vec::new();
    for i in 0..5 {
        pegs.push((peg(2, i), Pos::Home(i + 1)));
    }
    pegs.extend([
        (peg(0, 0), Pos::Track(1)),
        (peg(0, 1), Pos::Home(2)),
        (peg(0, 2), Pos::Home(3)),
        (peg(0, 3), Pos::Home(4)),
        (peg(0, 4), Pos::Home(5)),
    ]);
    let s = PState::with_position(
        &PConfig::default(),
        &pegs,
        0,
        &[card(3, 0), card(2, 0), card(8, 0)],
    );
    let choice = search::<PegsJokers>(&s, Level::Medium, &mut Rng::new(4), |_| true).unwrap();
    assert_eq!(
        choice.mv,
        Play::Move {
            card: card(3, 0),
            peg: peg(0, 0)
        }
    );
}

#[test]
fn foursquare_takes_the_winning_placement() {
    // E9's grid: placing the drawn 5 at (3,3) wins at once.
    let filler: &[(u8, bool)] = &[(4, true)];
    let mut piles = Vec::new();
    for r in 0..4 {
        for c in 0..4 {
            if (c, r) != (3, 3) {
                let layers: &[(u8, bool)] = match (c, r) {
                    (0, 3) => &[(2, true)],
                    (1, 3) => &[(9, true)],
                    (2, 3) => &[(5, true)],
                    (3, 0) => &[(3, true)],
                    (3, 1) => &[(8, true)],
                    (3, 2) => &[(6, true)],
                    _ => filler,
                };
                piles.push((fat(c, r), layers));
            }
        }
    }
    let s = FState::with_piles(&piles, 5, 12);
    let choice = search::<Foursquare>(&s, Level::Medium, &mut Rng::new(5), |_| true).unwrap();
    assert_eq!(choice.mv, fat(3, 3));
    assert!(choice.value > 0.8);
}

#[test]
fn blokus_search_plays_legal_first_moves_quickly() {
    let s = Blokus::new_game(&Default::default(), 0).unwrap();
    let choice = search::<Blokus>(&s, Level::Easy, &mut Rng::new(6), |_| true).unwrap();
    assert!(s.check(&choice.mv).is_ok());
    // The tree looks only at five-square pieces on an empty board, and may stop early once
    // the choice is made, never past the level's budget.
    assert_eq!(boardshelf::games::blokus::pieces::size(choice.mv.piece), 5);
    assert!(choice.iterations > 0 && choice.iterations <= Level::Easy.iterations::<Blokus>());
}

#[test]
fn wins_are_counted_only_when_every_simulation_reaches_the_end() {
    // Foursquare simulations always play the deal out: the hint can say how often they won.
    let mut fs = Foursquare::new_game(&Default::default(), 7).unwrap();
    Foursquare::apply(&mut fs, &fat(0, 0)).unwrap();
    let choice = search::<Foursquare>(&fs, Level::Easy, &mut Rng::new(1), |_| true).unwrap();
    let (won, of) = choice.won.expect("every Foursquare simulation ends");
    assert!(won <= of && of > 0 && of <= 150, "{won} of {of}");
    // A King-Square match to five: simulations stop at the end of the round, so no share.
    let ks = KingSquare::new_game(&KConfig::default(), 1).unwrap();
    let choice = search::<KingSquare>(&ks, Level::Easy, &mut Rng::new(1), |_| true).unwrap();
    assert_eq!(choice.won, None);
    // A match to one square is decided within the round: the share is known.
    let config = KConfig {
        target: 1,
        ..KConfig::default()
    };
    let ks = KingSquare::new_game(&config, 1).unwrap();
    let choice = search::<KingSquare>(&ks, Level::Easy, &mut Rng::new(1), |_| true).unwrap();
    assert!(choice.won.is_some_and(|(won, of)| won <= of && of > 0));
}

/// The Blokus moves with the highest prior in `s`.
fn best_by_prior(s: &BState) -> (Vec<Place>, Vec<f64>) {
    let moves = Blokus::legal_moves(s);
    let priors = Blokus::priors(s, &moves).expect("Blokus has priors");
    (moves, priors)
}

#[test]
fn blokus_priors_put_a_five_square_piece_first_at_the_opening() {
    for config in [BConfig::default(), BConfig::duo()] {
        let s = Blokus::new_game(&config, 0).unwrap();
        let (moves, priors) = best_by_prior(&s);
        assert!(priors.iter().all(|p| (0.0..=1.0).contains(p)));
        let best = (0..moves.len())
            .max_by(|&a, &b| priors[a].total_cmp(&priors[b]))
            .unwrap();
        assert_eq!(pieces::size(moves[best].piece), 5, "{:?}", moves[best]);
        let of_size = |n| {
            (0..moves.len())
                .filter(|&i| pieces::size(moves[i].piece) == n)
                .map(|i| priors[i])
                .fold(0.0, f64::max)
        };
        assert!(of_size(5) > 10.0 * of_size(1), "a monomino is far behind");
    }
}

#[cfg(feature = "lab")]
/// The share of the priors `named` (the default: None) gives each piece at the Duo opening,
/// among the moves the tree looks at there.
fn duo_opening_shares(named: Option<&str>) -> Vec<(u8, f64)> {
    let s = Blokus::new_game(&BConfig::duo(), 0).unwrap();
    let moves = Blokus::pruned(&s, Blokus::legal_moves(&s));
    let priors = match named {
        Some(name) => Blokus::priors_named(name).expect("Blokus names it")(&s, &moves),
        None => Blokus::priors(&s, &moves),
    }
    .expect("Blokus has priors");
    let total: f64 = priors.iter().sum();
    let mut shares: Vec<(u8, f64)> = Vec::new();
    for (m, p) in moves.iter().zip(&priors) {
        match shares.iter_mut().find(|(piece, _)| *piece == m.piece) {
            Some((_, share)) => *share += p / total,
            None => shares.push((m.piece, p / total)),
        }
    }
    shares.sort_by(|a, b| b.1.total_cmp(&a.1));
    shares
}

#[cfg(feature = "lab")]
#[test]
fn blokus_piece_priors_open_with_the_x_as_strong_players_do() {
    // Pentobi's self-play opens with the X pentomino; fitted to it, the worth of each piece
    // makes the X the most likely first piece, where the features alone leave it behind.
    let x5 = (0..pieces::PIECE_COUNT as u8)
        .find(|&p| pieces::name(p) == "X5")
        .unwrap();
    let with_pieces = duo_opening_shares(Some("pieces"));
    assert_eq!(with_pieces[0].0, x5, "{with_pieces:?}");
    let features_only = duo_opening_shares(None);
    let share_of_x = |shares: &[(u8, f64)]| shares.iter().find(|(p, _)| *p == x5).unwrap().1;
    assert!(
        share_of_x(&with_pieces) > 2.0 * share_of_x(&features_only),
        "{with_pieces:?} against {features_only:?}"
    );
}

/// Classic, two players: Yellow's monomino sits in its corner, so Yellow can only ever
/// attach at s19; Blue's row of pieces along the top can reach that cell with its I4.
fn yellow_has_one_corner() -> BState {
    let config = BConfig {
        players: 2,
        variant: Variant::Classic,
        fixed_corners: true,
    };
    let mut s = Blokus::new_game(&config, 0).unwrap();
    let i5 = |x, y| Place {
        piece: 10,
        orient: 0,
        x,
        y,
    };
    s.put_for_test(
        1,
        &Place {
            piece: 0,
            orient: 0,
            x: 19,
            y: 0,
        },
    );
    for mv in [i5(0, 0), i5(5, 1), i5(10, 0)] {
        s.put_for_test(0, &mv);
    }
    // Blue holds only I4 and I3; Yellow everything but its monomino.
    let all: Vec<u8> = (0..21).collect();
    s.set_hands_for_test(
        [vec![2, 4], all[1..].to_vec(), all.clone(), all.clone()],
        [Some(10), Some(0), None, None],
    );
    s
}

#[test]
fn blokus_search_takes_the_opponents_only_corner() {
    // The fitted priors alone rank this move fifth of twelve: their local features cannot
    // see that the corner is Yellow's last one. The search has to find it, whatever the seed.
    let s = yellow_has_one_corner();
    assert_eq!(s.current(), 0, "Blue to move");
    let block = Place {
        piece: 4,
        orient: 0,
        x: 15,
        y: 1,
    };
    assert!(Blokus::legal_moves(&s).len() > 10, "a real choice");
    for seed in 1..=5 {
        let choice = search::<Blokus>(&s, Level::Medium, &mut Rng::new(seed), |_| true).unwrap();
        assert_eq!(
            choice.mv, block,
            "seed {seed}: the search takes Yellow's corner"
        );
    }
}

#[test]
fn blokus_playout_moves_are_legal_in_random_positions() {
    for (seed, config) in (0..40u64).map(|s| {
        let duo = BConfig::duo();
        (s, if s % 2 == 0 { BConfig::default() } else { duo })
    }) {
        let mut s = Blokus::new_game(&config, 0).unwrap();
        let mut rng = Rng::new(seed);
        while Blokus::to_move(&s).is_some() {
            let legal = Blokus::legal_moves(&s);
            let mv = Blokus::playout_move(&s, &mut rng).expect("a colour to move can place");
            assert!(legal.contains(&mv), "seed {seed}: {mv:?} is not legal");
            let sampled = s.sample_move(&mut rng).expect("a placement");
            assert!(legal.contains(&sampled), "seed {seed}: sampled {sampled:?}");
            Blokus::apply(&mut s, &mv).unwrap();
        }
    }
}

#[test]
fn a_search_stopped_at_once_still_finds_a_legal_move() {
    // keep_going says no from the start (a time limit already used up on a slow machine).
    let s = Stacks::new_game(&SConfig::default(), 0).unwrap();
    let choice = search::<Stacks>(&s, Level::Max, &mut Rng::new(1), |_| false).unwrap();
    assert_eq!(choice.iterations, 1);
    assert!(Stacks::legal_moves(&s).contains(&choice.mv));
}

#[test]
fn a_sooner_win_and_a_later_loss_score_more_and_stay_wins_and_losses() {
    use boardshelf::core::ai::{sooner, LOSS, WIN};
    for plies in [1, 5, 30, 200, 10_000] {
        assert!(sooner(1.0, plies) > sooner(1.0, plies + 1));
        assert!(sooner(1.0, plies) > 0.95 && sooner(0.9, plies) >= WIN);
        assert!(sooner(0.0, plies) < sooner(0.0, plies + 1));
        assert!(sooner(0.0, plies) < 0.05 && sooner(0.1, plies) <= LOSS);
        assert_eq!(sooner(0.6, plies), 0.6);
    }
}

/// Random Duo games to the end: the winner's reward grows with the lead and the loser's
/// shrinks with the deficit, inside the win and loss bands.
#[test]
fn blokus_rewards_rank_first_then_the_score_margin() {
    use boardshelf::core::ai::{LOSS, WIN};
    let config = BConfig::duo();
    let mut ends: Vec<(i32, f64, f64)> = Vec::new();
    for seed in 0..30 {
        let mut s = Blokus::new_game(&config, seed).unwrap();
        let mut rng = Rng::new(seed);
        while let Some(m) = Blokus::playout_move(&s, &mut rng) {
            Blokus::apply(&mut s, &m).unwrap();
        }
        let scores = s.player_scores();
        let r = Blokus::rewards(&s);
        let margin = (scores[0] - scores[1]).abs();
        let (win, lose) = if scores[0] > scores[1] {
            (r[0], r[1])
        } else if scores[1] > scores[0] {
            (r[1], r[0])
        } else {
            assert_eq!(r, vec![0.5, 0.5]);
            continue;
        };
        assert!(win >= WIN && lose <= LOSS, "{scores:?} {r:?}");
        ends.push((margin, win, lose));
    }
    ends.sort_by_key(|e| e.0);
    for pair in ends.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if a.0 < b.0 {
            assert!(a.1 < b.1 && a.2 > b.2, "{a:?} then {b:?}");
        }
    }
    assert!(ends.first().unwrap().0 < ends.last().unwrap().0);
}

#[test]
fn a_searcher_keeps_the_subtree_of_the_moves_played() {
    let config = BConfig::duo();
    let mut s = Blokus::new_game(&config, 0).unwrap();
    let mut rng = Rng::new(9);
    let mut searcher = Searcher::<Blokus>::new();
    let first = searcher
        .search(&s, Level::Medium, &mut rng, |_| true)
        .unwrap();
    assert_eq!(searcher.reused(), 0.0);
    Blokus::apply(&mut s, &first.mv).unwrap();
    // The same searcher answers for the opponent: the position after its own move is in
    // its tree (the child it played), and so on.
    let reply = searcher
        .search(&s, Level::Medium, &mut rng, |_| true)
        .unwrap();
    assert!(
        searcher.reused() > 0.0,
        "the subtree of the move played is kept"
    );
    Blokus::apply(&mut s, &reply.mv).unwrap();
    let second = searcher
        .search(&s, Level::Medium, &mut rng, |_| true)
        .unwrap();
    assert!(Blokus::legal_moves(&s).contains(&second.mv));
    assert!(
        searcher.reused() > 0.0,
        "the subtree after the reply is kept"
    );
    // A position the tree never reached starts afresh.
    let other = Blokus::new_game(&config, 0).unwrap();
    searcher.clear();
    searcher
        .search(&other, Level::Easy, &mut rng, |_| true)
        .unwrap();
    assert_eq!(searcher.reused(), 0.0);
}

#[cfg(feature = "lab")]
#[test]
fn search_options_name_rave_and_a_game_s_playout_policies() {
    let searcher = Searcher::<Blokus>::configured("rave:500/playout:filter").unwrap();
    assert_eq!(searcher.experiments.rave, Some(500.0));
    assert!(Searcher::<Blokus>::configured("rave:0")
        .unwrap()
        .experiments
        .rave
        .is_none());
    assert!(Searcher::<Blokus>::configured("playout:filter-fallback").is_ok());
    assert!(Searcher::<Blokus>::configured("playout:nonsense").is_err());
    assert!(Searcher::<Blokus>::configured("rave:many").is_err());
    // A game without named policies has none.
    assert!(Searcher::<Stacks>::configured("playout:filter").is_err());
}

#[cfg(feature = "lab")]
/// The chances a search reports are the game's own rewards, not the score bonus it may
/// search with: in a Duo position whose winner nothing left can change (the colour behind
/// can place nothing more), but whose margin still varies (the leader has moves left), a
/// search with a strong bonus reports chances inside the rewards' bands for a win and a
/// loss (the bonus alone would move them by up to 0.9).
#[test]
fn a_search_with_the_score_bonus_reports_chances_without_it() {
    let (_, s) = a_duo_game_decided_before_its_end();
    let mut searcher = Searcher::<Blokus>::configured("bonus:0.9/nobook").unwrap();
    let choice = searcher
        .search(&s, Level::Medium, &mut Rng::new(3), |_| true)
        .unwrap();
    // Each simulation rewards the winner between 1 − MARGIN_WEIGHT and 1 (the margin's
    // band), the loser between 0 and MARGIN_WEIGHT; the bonus would move them by up to 0.9.
    let mut chances = choice.seen.chances.clone();
    chances.sort_by(f64::total_cmp);
    let band = MARGIN_WEIGHT + 1e-9;
    assert!(
        chances[0] >= 0.0 && chances[0] <= band && chances[1] >= 1.0 - band && chances[1] <= 1.0,
        "{chances:?}"
    );
    assert!((chances[0] + chances[1] - 1.0).abs() < 1e-9, "{chances:?}");
}

#[cfg(feature = "lab")]
/// A Duo game played at random to a position whose ranking is fixed (the colour behind is
/// blocked) while the leader still has a choice of moves, and the position before it.
fn a_duo_game_decided_before_its_end() -> (BState, BState) {
    let config = BConfig::duo();
    let decided = (0..40).find_map(|seed| {
        let mut rng = Rng::new(seed);
        let mut s = Blokus::new_game(&config, 0).unwrap();
        let mut before = s.clone();
        while Blokus::to_move(&s).is_some() {
            if s.is_ranking_fixed() && Blokus::legal_moves(&s).len() > 1 {
                return Some((before, s));
            }
            let mv = Blokus::playout_move(&s, &mut rng)?;
            before = s.clone();
            Blokus::apply(&mut s, &mv).unwrap();
        }
        None
    });
    decided.expect("a decided position with moves left")
}

#[cfg(feature = "lab")]
/// With `stop:decided`, Blokus simulations stop where the ranking becomes fixed (the leader
/// placing alone decides nothing), scored as a full win and loss, but a search from a game
/// already decided plays them to the end: the margin is what is left to play for there.
#[test]
fn blokus_simulations_stop_at_a_fixed_ranking_unless_the_game_is_already_decided() {
    let (before, decided) = a_duo_game_decided_before_its_end();
    assert!(!before.is_ranking_fixed());
    let search_with = |options: &str, s: &BState| {
        let mut searcher = Searcher::<Blokus>::configured(options).unwrap();
        searcher
            .search(s, Level::Medium, &mut Rng::new(5), |_| true)
            .unwrap()
    };
    let search_from = |s: &BState| search_with("stop:decided/nobook", s);
    // Stopped there, a simulation counts a full win and a full loss: the margin is to come.
    let mut rewards = Blokus::rewards(&decided);
    rewards.sort_by(f64::total_cmp);
    assert_eq!(rewards, [0.0, 1.0]);
    // `won` is reported only when every simulation reached the end of the game.
    assert!(search_from(&decided).won.is_some());
    assert_eq!(search_from(&before).won, None);
    // Off by default: every simulation plays to the end.
    assert!(search_with("nobook", &before).won.is_some());
}

#[cfg(feature = "lab")]
/// Last good replies change the playouts, the replies to the two moves before (`lgr2`) again
/// beyond those to the move before (`lgr`), and keep the moves legal over several searches
/// (the replies are kept from one search to the next).
#[test]
fn last_good_replies_to_one_and_to_two_moves_steer_the_playouts() {
    let config = BConfig::duo();
    let mut s = Blokus::new_game(&config, 0).unwrap();
    let mut searchers = ["nolgr/nobook", "lgr/nobook", "lgr2/nobook"]
        .map(|options| Searcher::<Blokus>::configured(options).unwrap());
    assert!(searchers[2].experiments.replies && searchers[2].experiments.replies_to_two);
    assert!(searchers[1].experiments.replies && !searchers[1].experiments.replies_to_two);
    for ply in 0..4 {
        let choices = searchers.each_mut().map(|searcher| {
            let mut rng = Rng::new(9);
            searcher
                .search(&s, Level::Medium, &mut rng, |_| true)
                .unwrap()
        });
        for choice in &choices {
            assert!(Blokus::legal_moves(&s).contains(&choice.mv), "ply {ply}");
        }
        if ply > 0 {
            let [none, one, two] = choices.each_ref().map(|c| c.value);
            assert_ne!(
                none, one,
                "ply {ply}: the replies to the move before are played"
            );
            assert_ne!(
                one, two,
                "ply {ply}: the replies to the two moves before too"
            );
        }
        Blokus::apply(&mut s, &choices[0].mv).unwrap();
    }
}

#[cfg(feature = "lab")]
/// RAVE keeps the search's moves legal and its tree reusable, in Blokus (PUCT with priors)
/// and in King-Square under PUCT.
#[test]
fn a_search_with_rave_plays_legal_moves_and_keeps_its_tree() {
    let config = BConfig::duo();
    let mut s = Blokus::new_game(&config, 0).unwrap();
    let mut rng = Rng::new(4);
    let mut searcher = Searcher::<Blokus>::configured("rave:300").unwrap();
    for ply in 0..6 {
        let choice = searcher
            .search(&s, Level::Medium, &mut rng, |_| true)
            .unwrap();
        assert!(Blokus::legal_moves(&s).contains(&choice.mv));
        if ply > 0 {
            assert!(searcher.reused() > 0.0, "ply {ply}: the subtree is kept");
        }
        Blokus::apply(&mut s, &choice.mv).unwrap();
    }
    let k = KingSquare::new_game(
        &KConfig {
            size: 6,
            ..KConfig::default()
        },
        1,
    )
    .unwrap();
    let mut searcher = Searcher::<KingSquare>::configured("puct:2:2/rave:100").unwrap();
    let choice = searcher
        .search(&k, Level::Easy, &mut rng, |_| true)
        .unwrap();
    assert!(KingSquare::legal_moves(&k).contains(&choice.mv));
}

#[cfg(feature = "lab")]
#[test]
fn blokus_filtered_playouts_are_legal_and_open_with_five_square_pieces() {
    let duo = BConfig::duo();
    for name in ["filter", "filter-fallback"] {
        let policy = Blokus::playout_named(name).expect("a named policy");
        for seed in 0..10u64 {
            let mut s = Blokus::new_game(&duo, 0).unwrap();
            let mut rng = Rng::new(seed);
            let mut plies = 0;
            while Blokus::to_move(&s).is_some() {
                let legal = Blokus::legal_moves(&s);
                let mv = policy(&s, &mut rng).expect("a colour to move can place");
                assert!(
                    legal.contains(&mv),
                    "{name} seed {seed}: {mv:?} is not legal"
                );
                if plies < 2 {
                    assert_eq!(pieces::size(mv.piece), 5, "{name}: the first pieces");
                }
                Blokus::apply(&mut s, &mv).unwrap();
                plies += 1;
            }
        }
    }
}

#[test]
fn blokus_features_count_what_a_player_sees_around_a_first_piece() {
    use boardshelf::games::blokus::ai::{features, Surroundings};
    let config = BConfig {
        players: 2,
        variant: Variant::Classic,
        fixed_corners: true,
    };
    let s = Blokus::new_game(&config, 0).unwrap();
    let around = Surroundings::of(&s);
    // An I5 along the top edge from Blue's corner: its six side cells are free and could
    // have been used (room given up), its one corner (5, 1) has two free neighbours left
    // ((6, 1) and (5, 2); (4, 1) and (5, 0) now touch the piece by an edge).
    let i5 = Place {
        piece: 10,
        orient: 0,
        x: 0,
        y: 0,
    };
    assert!(Blokus::legal_moves(&s).contains(&i5));
    let f = features(&s, &around, &i5);
    assert_eq!(
        (
            f.size(),
            f.new_corners,
            f.wasted_sides,
            f.snug_sides,
            f.corner_room
        ),
        (5, 1, 6, 0, 2)
    );
    assert_eq!((f.own_corners_lost, f.opponent_corners_taken), (0, 0));
    // The monomino in the corner: two sides given up, one corner with two free neighbours.
    let mono = Place {
        piece: 0,
        orient: 0,
        x: 0,
        y: 0,
    };
    let f = features(&s, &around, &mono);
    assert_eq!(
        (
            f.size(),
            f.new_corners,
            f.wasted_sides,
            f.snug_sides,
            f.corner_room
        ),
        (1, 1, 2, 0, 2)
    );
    // Then a monomino at the I5's corner (5, 1): two sides against the I5's edge cells
    // (snug), two free; three new corners with 1 + 2 + 2 free neighbours.
    let mut s = s;
    s.put_for_test(0, &i5);
    let around = Surroundings::of(&s);
    let corner = Place { x: 5, y: 1, ..mono };
    assert!(Blokus::legal_moves(&s).contains(&corner));
    let f = features(&s, &around, &corner);
    assert_eq!(
        (f.new_corners, f.wasted_sides, f.snug_sides, f.corner_room),
        (3, 2, 2, 5)
    );
    assert_eq!(f.own_corners_lost, 0, "the one corner used is not lost");
}

/// The tree's moves in Blokus: five-square pieces only in a colour's first 3 Duo placements
/// while one fits (even where the pieces on the board already allow fours), every legal
/// move once 10 pieces are on the board.
#[test]
fn blokus_tree_keeps_to_five_square_pieces_in_a_colours_opening() {
    let duo = BConfig::duo();
    let (mut opening_checked, mut fours_allowed_by_board) = (0, 0);
    for seed in 0..20u64 {
        let mut s = Blokus::new_game(&duo, 0).unwrap();
        let mut rng = Rng::new(seed);
        while Blokus::to_move(&s).is_some() {
            let legal = Blokus::legal_moves(&s);
            let kept = Blokus::pruned(&s, legal.clone());
            let on_board: u8 = (0..2).map(|c| s.placed_count(c)).sum();
            let five_fits = legal.iter().any(|m| pieces::size(m.piece) == 5);
            if s.placed_count(s.current()) < 3 && five_fits {
                assert!(
                    kept.iter().all(|m| pieces::size(m.piece) == 5),
                    "seed {seed}"
                );
                opening_checked += 1;
                fours_allowed_by_board += (on_board >= 4) as usize;
            }
            if on_board >= 10 {
                assert_eq!(kept, legal, "seed {seed}: every move late in the game");
            }
            let mv = Blokus::playout_move(&s, &mut rng).unwrap();
            Blokus::apply(&mut s, &mv).unwrap();
        }
    }
    assert!(opening_checked >= 100 && fours_allowed_by_board >= 10);
}

#[cfg(feature = "lab")]
#[test]
fn the_expansion_option_is_read_and_searches_legally() {
    assert!(Searcher::<Blokus>::configured("expand:four").is_err());
    let mut searcher = Searcher::<Blokus>::configured("expand:8").unwrap();
    assert_eq!(searcher.expand_after, 8.0);
    let s = Blokus::new_game(&BConfig::default(), 0).unwrap();
    let choice = (searcher.search(&s, Level::Easy, &mut Rng::new(3), |_| true)).unwrap();
    assert!(Blokus::legal_moves(&s).contains(&choice.mv));
}

#[cfg(feature = "lab")]
#[test]
fn the_scale_option_multiplies_a_level_s_simulations() {
    assert!(Searcher::<Blokus>::configured("scale:big").is_err());
    let s = Blokus::new_game(&BConfig::default(), 0).unwrap();
    let simulations = |options: &str| {
        let mut searcher = Searcher::<Blokus>::configured(options).unwrap();
        let choice = (searcher.search(&s, Level::Easy, &mut Rng::new(5), |_| true)).unwrap();
        assert!(Blokus::legal_moves(&s).contains(&choice.mv));
        choice.iterations
    };
    let (plain, doubled) = (simulations("fresh"), simulations("fresh/scale:2"));
    assert!(plain > 50, "{plain}");
    assert!(
        doubled > plain * 3 / 2 && doubled <= plain * 2 + 1,
        "{plain} then {doubled}"
    );
}

#[cfg(feature = "lab")]
#[test]
fn sharper_priors_spread_the_root_visits_over_fewer_moves() {
    assert!(Searcher::<Blokus>::configured("sharpen:much").is_err());
    let duo = BConfig::duo();
    let s = Blokus::new_game(&duo, 0).unwrap();
    let visited = |options: &str| {
        let mut searcher = Searcher::<Blokus>::configured(options).unwrap();
        let choice = (searcher.search(&s, Level::Medium, &mut Rng::new(5), |_| true)).unwrap();
        assert!(Blokus::legal_moves(&s).contains(&choice.mv));
        choice.seen.moves.iter().filter(|m| m.1 >= 1.0).count()
    };
    let (sharp, flat) = (visited("sharpen:4"), visited("sharpen:0.25"));
    assert!(
        sharp < flat,
        "{sharp} moves visited with sharp priors, {flat} with flat"
    );
}

#[cfg(feature = "lab")]
/// With RAVE over the untried moves (mixed in by β, or counted into the values), a move seen
/// doing well later in the simulations enters the root before better-looking ones; without
/// it moves enter strictly by their priors.
#[test]
fn untried_rave_lets_a_move_enter_before_its_priors_turn() {
    assert!(Searcher::<Blokus>::configured("rave-untried:much").is_err());
    let duo = BConfig::duo();
    let mut s = Blokus::new_game(&duo, 0).unwrap();
    let mut rng = Rng::new(6);
    for _ in 0..6 {
        let choice = search::<Blokus>(&s, Level::Easy, &mut rng, |_| true).unwrap();
        Blokus::apply(&mut s, &choice.mv).unwrap();
    }
    let (moves, priors) = best_by_prior(&s);
    let prior = |m: &Place| priors[moves.iter().position(|x| x == m).unwrap()];
    // Whether an unsearched move looks better than a searched one.
    let out_of_order = |options: &str| {
        let mut searcher = Searcher::<Blokus>::configured(options).unwrap();
        let choice = (searcher.search(&s, Level::Medium, &mut Rng::new(7), |_| true)).unwrap();
        assert!(moves.contains(&choice.mv));
        let searched: Vec<Place> = (choice.seen.moves.iter())
            .filter(|m| m.1 >= 1.0)
            .map(|m| m.0)
            .collect();
        let least = searched.iter().map(prior).fold(f64::MAX, f64::min);
        (moves.iter()).any(|m| !searched.contains(m) && prior(m) > least + 1e-9)
    };
    assert!(!out_of_order("noprune/rave-value:0"));
    assert!(!out_of_order("noprune/rave-value:0/rave:1000"));
    assert!(out_of_order(
        "noprune/rave-value:0/rave:1000/rave-untried:20"
    ));
    // RAVE counted into the values (Pentobi's form, Blokus's default) lets untried moves in
    // the same way.
    assert!(Searcher::<Blokus>::configured("rave-value:heavy").is_err());
    assert!(out_of_order("noprune"));
    assert!(out_of_order("noprune/rave-value:0.7"));
}

#[cfg(feature = "lab")]
/// Classic's pruning towards the middle: while 12 pieces are not yet on the board, a node
/// keeps only the placements reaching (nearly) as close to the middle as any of those the
/// pruning by sizes keeps, and in Duo it changes nothing.
#[test]
fn blokus_classic_tree_heads_for_the_middle_early() {
    let by_size = Blokus::pruning_named("sizes").expect("Blokus names it");
    let classic = BConfig {
        players: 2,
        variant: Variant::Classic,
        fixed_corners: true,
    };
    // The distance from the middle of a 20 × 20 board to a placement's nearest cell.
    let reach = |m: &Place| {
        let o = &pieces::orientations()[m.piece as usize][m.orient as usize];
        (o.cells.iter())
            .map(|&(x, y)| (f64::from(x + m.x) - 9.5).hypot(f64::from(y + m.y) - 9.5))
            .fold(f64::MAX, f64::min)
            .max(2.0)
    };
    let (mut s, mut rng, mut narrowed) = (Blokus::new_game(&classic, 0).unwrap(), Rng::new(3), 0);
    for ply in 0..16 {
        let legal = Blokus::legal_moves(&s);
        let kept = Blokus::pruned(&s, legal.clone());
        let default = by_size(&s, legal.clone());
        if ply < 12 {
            let least = default.iter().map(reach).fold(f64::MAX, f64::min);
            assert!(kept.iter().all(|m| reach(m) <= least + 0.3), "ply {ply}");
            assert!(!kept.is_empty() && kept.iter().all(|m| default.contains(m)));
            narrowed += (kept.len() < default.len()) as usize;
        } else {
            assert_eq!(kept, default, "ply {ply}: the sizes only");
        }
        let mv = Blokus::playout_move(&s, &mut rng).unwrap();
        Blokus::apply(&mut s, &mv).unwrap();
    }
    assert!(narrowed >= 8, "{narrowed} of 12 positions narrowed");
    let duo = BConfig::duo();
    let duo = Blokus::new_game(&duo, 0).unwrap();
    let legal = Blokus::legal_moves(&duo);
    assert_eq!(by_size(&duo, legal.clone()), Blokus::pruned(&duo, legal));
}

/// A pruning that keeps none of the root's moves (say Classic's middle pruning when the only
/// moves left to search shut an opponent out far from the middle) must not stop the search:
/// the root then searches all its moves.
#[test]
fn a_pruning_keeping_none_of_the_root_moves_searches_them_all() {
    let s = Blokus::new_game(&BConfig::duo(), 0).unwrap();
    // At the opening (the root), a corner monomino: not legal, so none of the root's moves.
    let elsewhere = |s: &BState, moves: Vec<Place>| {
        let corner = Place {
            piece: 0,
            orient: 0,
            x: 0,
            y: 0,
        };
        match s.placed_count(0) + s.placed_count(1) {
            0 => vec![corner],
            _ => moves,
        }
    };
    let mut searcher = Searcher::<Blokus>::new();
    searcher.pruning = Some(elsewhere);
    let choice = (searcher.search(&s, Level::Medium, &mut Rng::new(8), |_| true)).unwrap();
    assert!(Blokus::legal_moves(&s).contains(&choice.mv));
    let searched = choice.seen.moves.iter().filter(|m| m.1 >= 1.0).count();
    assert!(searched >= 3, "{searched} root moves searched");
}

#[cfg(feature = "lab")]
/// The seventh round's options (docs/lab/notebook.md): each is read, refused when malformed,
/// and the search with it plays legal moves for a few plies of a Duo game.
#[test]
fn the_seventh_round_s_options_search_legally() {
    for bad in ["length-bonus:long", "budget:nonsense", "explore-log:2"] {
        assert!(Searcher::<Blokus>::configured(bad).is_err(), "{bad}");
    }
    assert!(Searcher::<Stacks>::configured("budget:middle").is_err());
    let options = "rave:1000/rave-dist/explore-log/puct:0.3:2/length-bonus:0.12/budget:middle";
    let mut searcher = Searcher::<Blokus>::configured(options).unwrap();
    assert!(searcher.experiments.rave_distance && searcher.experiments.log_explore);
    assert_eq!(searcher.experiments.length_bonus, Some(0.12));
    let (mut s, mut rng) = (Blokus::new_game(&BConfig::duo(), 0).unwrap(), Rng::new(9));
    for _ in 0..4 {
        let choice = (searcher.search(&s, Level::Easy, &mut rng, |_| true)).unwrap();
        assert!(Blokus::legal_moves(&s).contains(&choice.mv));
        Blokus::apply(&mut s, &choice.mv).unwrap();
    }
}

#[cfg(feature = "lab")]
/// `budget:middle` spends the level's simulations in a colour's first 5 placements, more in
/// its 6th to 12th, fewer after.
#[test]
fn blokus_named_budgets_weigh_the_game_s_stages_as_they_say() {
    // Each named budget with its weight by the colour's placements so far.
    type Bands = fn(u8) -> f64;
    let bands: [(&str, Bands); 3] = [
        ("middle", |placed| match placed {
            0..5 => 1.0,
            5..12 => 1.6,
            _ => 0.7,
        }),
        ("late", |placed| match placed {
            0..6 => 1.0,
            6..9 => 1.5,
            _ => 2.5,
        }),
        ("late-steep", |placed| match placed {
            0..6 => 1.0,
            6..8 => 2.0,
            8..10 => 4.0,
            _ => 8.0,
        }),
    ];
    for (name, expected) in bands {
        let weight = Blokus::budget_named(name).expect("Blokus names it");
        let (mut s, mut rng) = (Blokus::new_game(&BConfig::duo(), 0).unwrap(), Rng::new(10));
        let mut seen = 0;
        while let Some(mv) = Blokus::playout_move(&s, &mut rng) {
            if s.current() == 0 {
                let placed = s.placed_count(0);
                assert_eq!(weight(&s), expected(placed), "{name}: {placed} placed");
                seen += 1;
            }
            Blokus::apply(&mut s, &mv).unwrap();
        }
        assert!(seen > 10, "{name}: {seen} moves of the first colour");
    }
}

#[cfg(feature = "lab")]
#[test]
fn blokus_phased_priors_are_the_fitted_ones_early_and_even_late() {
    let phased = Blokus::priors_named("phased").expect("Blokus names it");
    let (mut s, mut rng) = (Blokus::new_game(&BConfig::duo(), 0).unwrap(), Rng::new(11));
    let mut stages = (0, 0);
    while let Some(mv) = Blokus::playout_move(&s, &mut rng) {
        let moves = Blokus::legal_moves(&s);
        let on_board: usize = (0..2).map(|c| s.placed_count(c) as usize).sum();
        let got = phased(&s, &moves).unwrap();
        if on_board < 12 {
            assert_eq!(
                Some(got),
                Blokus::priors(&s, &moves),
                "{on_board} on the board"
            );
            stages.0 += 1;
        } else if on_board >= 16 {
            assert!(got.iter().all(|&p| p == got[0]), "{on_board}: {got:?}");
            stages.1 += 1;
        }
        Blokus::apply(&mut s, &mv).unwrap();
    }
    assert!(
        stages.0 > 5 && stages.1 > 2,
        "positions early and late: {stages:?}"
    );
}

/// The position after a line of Pentobi cell names, and the line's last placement.
fn duo_after(line: &[&str]) -> BState {
    let mut s = Blokus::new_game(&BConfig::duo(), 0).unwrap();
    for text in line {
        let mv = sgf::parse_cells(s.size(), text).expect("a placement");
        Blokus::apply(&mut s, &mv).expect("legal");
    }
    s
}

/// Every line of Duo's book leads to a position where its answers are legal and offered, and
/// so does the same line mirrored on the diagonal (the same game), with the answers mirrored.
#[test]
fn blokus_book_answers_its_lines_and_their_mirror_images() {
    assert!(!book::DUO.is_empty());
    for (line, answers) in book::DUO {
        let s = duo_after(line);
        let expected: Vec<Place> = (answers.iter())
            .map(|a| sgf::parse_cells(14, a).unwrap())
            .collect();
        assert_eq!(book::answers(&s), expected, "{line:?}");
        assert!(expected.iter().all(|m| Blokus::legal_moves(&s).contains(m)));
        let mirrored: Vec<String> = (line.iter())
            .map(|m| {
                sgf::cells_text(
                    14,
                    &book::mirror(&sgf::parse_cells(14, m).unwrap()).unwrap(),
                )
            })
            .collect();
        let s = duo_after(&mirrored.iter().map(String::as_str).collect::<Vec<_>>());
        let got = book::answers(&s);
        assert_eq!(got.len(), expected.len(), "{line:?} mirrored");
        let images = expected.iter().map(|m| book::mirror(m).unwrap());
        assert!(
            images.into_iter().all(|m| got.contains(&m)),
            "{line:?} mirrored"
        );
    }
    // A line the book does not hold, and Classic's opening.
    assert!(book::answers(&duo_after(&["e10"])).is_empty());
    let classic = Blokus::new_game(&BConfig::default(), 0).unwrap();
    assert!(book::answers(&classic).is_empty());
}

/// Mirroring a placement twice gives it back, and a first placement's mirror image is a
/// first placement too (the starting cells lie on the diagonal).
#[test]
fn blokus_mirror_images_of_placements_are_placements() {
    let s = Blokus::new_game(&BConfig::duo(), 0).unwrap();
    let first = Blokus::legal_moves(&s);
    assert!(first.len() > 100);
    for mv in &first {
        let image = book::mirror(mv).unwrap();
        assert_eq!(book::mirror(&image), Some(*mv));
        assert!(first.contains(&image), "{mv:?}");
    }
}

#[cfg(feature = "lab")]
/// Hard plays the book's move without searching (the default); Medium, and Hard with
/// `nobook`, search.
#[test]
fn hard_plays_the_book_where_it_holds_the_position_and_the_others_search() {
    let (line, answers) = book::DUO[0];
    let s = duo_after(line);
    let book_moves: Vec<Place> = (answers.iter())
        .map(|a| sgf::parse_cells(14, a).unwrap())
        .collect();
    let few = |n: usize| n < 200;
    let mut rng = Rng::new(12);
    let mut booked = Searcher::<Blokus>::new();
    let hard = (booked.play(&s, Level::Hard, &mut rng, few)).unwrap();
    assert!(book_moves.contains(&hard.mv));
    assert_eq!(hard.iterations, 0, "no search");
    let medium = (booked.play(&s, Level::Medium, &mut rng, few)).unwrap();
    assert!(medium.iterations > 0);
    let mut unbooked = Searcher::<Blokus>::configured("nobook").unwrap();
    let searched = (unbooked.play(&s, Level::Hard, &mut rng, few)).unwrap();
    assert!(searched.iterations > 0);
    // A position off the book: Hard searches.
    let mut off = s.clone();
    Blokus::apply(&mut off, &hard.mv).unwrap();
    let reply = Blokus::legal_moves(&off)[0];
    Blokus::apply(&mut off, &reply).unwrap();
    assert!(
        book::answers(&off).is_empty(),
        "a monomino reply is off the book"
    );
    let choice = (booked.play(&off, Level::Hard, &mut rng, few)).unwrap();
    assert!(choice.iterations > 0);
}

#[cfg(feature = "lab")]
/// Implicit minimax backups (`minimax:<w>`): the option is read and refused when malformed;
/// Blokus judges a two-player position by squares placed and room to attach (even at the
/// start, the side that placed a piece ahead after it, none for four players); a search with
/// it plays legal moves.
#[test]
fn blokus_judgement_for_the_minimax_favours_the_side_ahead() {
    assert!(Searcher::<Blokus>::configured("minimax:lots").is_err());
    let mut s = Blokus::new_game(&BConfig::duo(), 0).unwrap();
    let even = Blokus::evaluate(&s).expect("two players");
    assert!((even[0] - 0.5).abs() < 1e-9 && (even[1] - 0.5).abs() < 1e-9);
    let five = (Blokus::legal_moves(&s).into_iter())
        .find(|m| pieces::orientations()[m.piece as usize][0].cells.len() == 5)
        .expect("a five at the start");
    Blokus::apply(&mut s, &five).unwrap();
    let after = Blokus::evaluate(&s).unwrap();
    assert!(
        after[0] > 0.6 && (after[0] + after[1] - 1.0).abs() < 1e-9,
        "{after:?}"
    );
    let four = Blokus::new_game(&BConfig::default(), 0).unwrap();
    assert!(Blokus::evaluate(&four).is_none());
    let mut searcher = Searcher::<Blokus>::configured("minimax:0.5").unwrap();
    let mut rng = Rng::new(10);
    for _ in 0..4 {
        let choice = (searcher.search(&s, Level::Easy, &mut rng, |_| true)).unwrap();
        assert!(Blokus::legal_moves(&s).contains(&choice.mv));
        Blokus::apply(&mut s, &choice.mv).unwrap();
    }
}

#[cfg(feature = "lab")]
/// The simulations a search with `options` runs in `state` within a time limit, on a clock
/// that moves a 4,000th of the limit each time it is read.
fn timed_simulations<G: Searchable>(state: &G::State, options: &str) -> usize {
    let mut searcher = Searcher::<G>::configured(options).unwrap();
    let mut reads = 0;
    let spent = |_| {
        reads += 1;
        reads as f64 / 4000.0
    };
    let policy = searcher.policy;
    let choice = searcher.search_timed(state, Level::Max, &mut Rng::new(3), spent, policy);
    choice.unwrap().iterations
}

#[cfg(feature = "lab")]
#[test]
fn a_timed_search_spends_its_share_of_the_time_and_may_stop_once_decided() {
    let s = KingSquare::new_game(&KConfig::default(), 1).unwrap();
    let simulations = |options: &str| timed_simulations::<KingSquare>(&s, options);
    assert_eq!(simulations(""), 4000);
    // Half the budget is half the time.
    assert_eq!(simulations("scale:0.5"), 2000);
    // Once the most-visited move cannot be overtaken in the time left, the search stops.
    let stopped = simulations("timed-stop");
    assert!(stopped < 4000, "{stopped} simulations");
}

#[cfg(feature = "lab")]
/// A Duo game played on by playouts until the ranking is fixed with the leader still to
/// place more than one piece: the mover wins every simulation from there.
fn duo_won_for_the_mover() -> BState {
    let mut rng = Rng::new(5);
    for _ in 0..100 {
        let mut s = Blokus::new_game(&BConfig::duo(), 0).unwrap();
        while let Some(mv) = Blokus::playout_move(&s, &mut rng) {
            if s.is_ranking_fixed() && Blokus::legal_moves(&s).len() > 1 {
                return s;
            }
            Blokus::apply(&mut s, &mv).unwrap();
        }
    }
    panic!("no playout reached a fixed ranking with a choice left");
}

#[cfg(feature = "lab")]
/// A Duo game after up to `plies` playout moves drawn with `seed`.
fn duo_played(seed: u64, plies: u64) -> BState {
    let mut s = Blokus::new_game(&BConfig::duo(), 0).unwrap();
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let Some(mv) = Blokus::playout_move(&s, &mut rng) else {
            break;
        };
        Blokus::apply(&mut s, &mv).unwrap();
    }
    s
}

#[cfg(feature = "lab")]
#[test]
fn a_lower_settled_certainty_never_searches_longer_and_sometimes_shorter() {
    // Before a search settles, its runs are the same whatever the certainty (one seed), so a
    // lower one can only settle sooner: in some late positions of playout games it does.
    let mut shorter = 0;
    for seed in 0..12 {
        let s = duo_played(seed, 16 + seed % 8);
        if Blokus::to_move(&s).is_none() {
            continue;
        }
        let runs = [
            "settled:0.25:1",
            "settled:0.25:0.99",
            "settled:0.25:0.9",
            "settled:0.25:0.6",
        ]
        .map(|options| timed_simulations::<Blokus>(&s, &format!("nobook/{options}")));
        assert!(
            runs.windows(2).all(|w| w[0] >= w[1]),
            "seed {seed}: {runs:?}"
        );
        shorter += usize::from(runs[1] > runs[2]);
    }
    assert!(
        shorter > 0,
        "no position settled sooner at 0.9 than at 0.99"
    );
}

#[cfg(feature = "lab")]
#[test]
fn a_timed_search_takes_its_settled_share_once_the_mover_wins_every_simulation() {
    let simulations = timed_simulations::<Blokus>;
    let won = duo_won_for_the_mover();
    assert_eq!(simulations(&won, "settled:0"), 4000);
    // Settled once 256 simulations ended (checked every 32): a quarter of the time then.
    assert_eq!(simulations(&won, "settled:0.25"), 1000);
    // Blokus takes a tenth by default.
    assert_eq!(simulations(&won, ""), 400);
    // The opening is open: the whole time.
    let opening = Blokus::new_game(&BConfig::duo(), 0).unwrap();
    assert_eq!(simulations(&opening, ""), 4000);
    // The certainty may be named after the share; Blokus's is 0.95 by default.
    let named = Searcher::<Blokus>::configured("settled:0.2:0.99").unwrap();
    assert_eq!(
        (named.settled_share, named.settled_certainty),
        (Some(0.2), 0.99)
    );
    let default = Searcher::<Blokus>::configured("").unwrap();
    assert_eq!(
        (default.settled_share, default.settled_certainty),
        (Some(0.1), 0.95)
    );
    for wrong in ["settled:0.1:sure", "settled:0.1:0.5", "settled:0.1:1.5"] {
        assert!(Searcher::<Blokus>::configured(wrong).is_err(), "{wrong}");
    }
}

#[cfg(feature = "lab")]
#[test]
fn an_unstable_choice_extends_a_timed_search_up_to_its_factor() {
    // Until the time is up the runs are the same (one seed); past it, a search whose choice
    // may still change goes on, at most to twice the time: in some positions it does.
    let mut longer = 0;
    for seed in 0..24 {
        let s = duo_played(seed, 4 + seed % 12);
        let base = timed_simulations::<Blokus>(&s, "nobook/settled:0");
        let extended = timed_simulations::<Blokus>(&s, "nobook/settled:0/unstable:2");
        assert_eq!(base, 4000, "seed {seed}");
        assert!((4000..=8000).contains(&extended), "seed {seed}: {extended}");
        longer += usize::from(extended > base);
    }
    assert!(longer > 0, "no position's choice was unstable at its time");
    for wrong in ["unstable:0.5", "unstable:long"] {
        assert!(Searcher::<Blokus>::configured(wrong).is_err(), "{wrong}");
    }
}

/// The app's computer (`erased::AnyPlayer`, one per game in the worker) starts from its last
/// tree when the game went on from the position it answered (here it plays both seats of
/// Blokus Duo, where no move is forced early), afresh when the game changed underneath (an
/// undo), and always answers with a legal move.
#[test]
fn the_app_s_player_keeps_its_tree_while_the_game_goes_on() {
    use boardshelf::core::codec::Json;
    use boardshelf::core::record::Record;
    let engine = boardshelf::games::engine(Blokus::ID).expect("a registered game");
    let mut player = engine.player();
    let config = BConfig::duo();
    let replay = |record: &Record<Blokus>| {
        let start = Blokus::new_game(&record.config, record.seed).unwrap();
        record.moves.iter().fold(start, |mut s, m| {
            Blokus::apply(&mut s, m).unwrap();
            s
        })
    };
    let mut record = Record::<Blokus> {
        game: Blokus::ID.to_string(),
        config,
        seed: 7,
        moves: Vec::new(),
        match_id: None,
    };
    let mut answer = |record: &Record<Blokus>| {
        let mv = (player.computer_move(&Json::of(record), Level::Easy, 1, &mut |_| 0.0)).unwrap();
        let mv = mv.read::<Place>().unwrap();
        assert!(Blokus::legal_moves(&replay(record)).contains(&mv));
        (mv, player.reused())
    };
    for ply in 0..6 {
        let (mv, reused) = answer(&record);
        assert_eq!(
            reused > 0.0,
            ply > 0,
            "ply {ply}: the kept tree serves the next move"
        );
        record.moves.push(mv);
    }
    // An undo of three moves: not a position the tree leads to.
    record.moves.truncate(record.moves.len() - 3);
    let (_, reused) = answer(&record);
    assert_eq!(reused, 0.0, "after an undo the search starts afresh");
}
