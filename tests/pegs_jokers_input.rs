//! The Pegs and Jokers board's input (src/games/pegs_jokers/input.rs): card, peg, target or
//! split, without a browser. Every legal play can be made by clicking.

use boardshelf::core::{Game, Rng};
use boardshelf::games::pegs_jokers::cards;
use boardshelf::games::pegs_jokers::input::{self, Attempt, Input, InputAction, Why};
use boardshelf::games::pegs_jokers::rules::{Config, PegsJokers, Play, State};

/// The clicks a player makes for a play.
fn clicks(play: Play) -> Vec<InputAction> {
    let card = InputAction::Card(play.card());
    match play {
        Play::Discard { .. } => vec![card, InputAction::Discard],
        Play::Out { peg, .. } => vec![card, InputAction::Peg(peg)],
        Play::Move { card: c, peg } if cards::splits(c) => {
            // (A 7 or 9 always lists its whole plays.)
            vec![card, InputAction::Peg(peg), InputAction::Choose(play)]
        }
        Play::Move { peg, .. } => vec![card, InputAction::Peg(peg)],
        Play::Joker { peg, to, .. } => vec![card, InputAction::Peg(peg), InputAction::Hole(to)],
        Play::Split { first, .. } => vec![card, InputAction::Peg(first), InputAction::Choose(play)],
    }
}

fn random_positions(games: u64, plies: usize) -> Vec<State> {
    let mut out = Vec::new();
    for seed in 0..games {
        let config = Config {
            players: [4, 6, 8][seed as usize % 3],
            ..Config::default()
        };
        let mut s = PegsJokers::new_game(&config, seed).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..plies {
            if PegsJokers::to_move(&s).is_none() {
                break;
            }
            out.push(s.clone());
            let legal = PegsJokers::legal_moves(&s);
            PegsJokers::apply(&mut s, rng.choose(&legal).unwrap()).unwrap();
        }
    }
    out
}

#[test]
fn every_legal_play_can_be_made_by_clicking() {
    let mut plays = 0;
    let mut kinds = [0usize; 5];
    for s in random_positions(12, 150) {
        let legal = PegsJokers::legal_moves(&s);
        for &play in &legal {
            let mut input = Input::default();
            let steps = clicks(play);
            let (last, before) = steps.split_last().unwrap();
            for &step in before {
                let got = input.update(&s, &legal, step);
                assert_eq!(got, Attempt::Nothing, "{play:?}: {step:?}");
            }
            assert_eq!(
                input.update(&s, &legal, *last),
                Attempt::Play(play),
                "{play:?}"
            );
            plays += 1;
            kinds[match play {
                Play::Out { .. } => 0,
                Play::Move { .. } => 1,
                Play::Joker { .. } => 2,
                Play::Split { .. } => 3,
                Play::Discard { .. } => 4,
            }] += 1;
        }
    }
    assert!(
        kinds.iter().all(|&k| k > 0),
        "every kind of play tried: {kinds:?}"
    );
    assert!(plays > 5000, "{plays}");
}

#[test]
fn a_peg_before_a_card_asks_for_the_card_and_the_instruction_follows_the_steps() {
    let s = PegsJokers::new_game(&Config::default(), 3).unwrap();
    let legal = PegsJokers::legal_moves(&s);
    let mut input = Input::default();
    let peg = s.pegs_of(s.seat()).len();
    assert!(peg > 0);
    let any_peg = boardshelf::games::pegs_jokers::rules::PegRef {
        colour: s.seat(),
        index: 0,
    };
    let expected = if s.must_play() {
        Why::ChooseCard
    } else {
        no_move(&legal)
    };
    // A peg before a card: the prompt's own words (never "choose a card" when none can move).
    assert_eq!(
        input.update(&s, &legal, InputAction::Peg(any_peg)),
        Attempt::Refused(expected)
    );
    assert_eq!(input.instruction(&s, &legal), expected);
    let playable = legal.iter().find(|p| !matches!(p, Play::Discard { .. }));
    if let Some(p) = playable {
        input.update(&s, &legal, InputAction::Card(p.card()));
        assert_eq!(input.instruction(&s, &legal), Why::ChoosePeg);
        assert!(!input.movers(&legal).is_empty());
    }
}

#[test]
fn with_no_plays_offered_nothing_is_highlighted() {
    // The view offers no plays while the hand is hidden.
    for s in random_positions(2, 20) {
        let mut input = Input::default();
        let card = s.hand(s.seat())[0];
        input.update(&s, &[], InputAction::Card(card));
        assert!(input.movers(&[]).is_empty() && input.targets(&[]).is_empty());
        assert_eq!(input.instruction(&s, &[]), Why::NotPlayable);
    }
}

#[test]
fn a_new_position_starts_the_play_afresh() {
    let s = PegsJokers::new_game(&Config::default(), 4).unwrap();
    let mut input = Input::default();
    input.update(&s, &[], InputAction::Card(s.hand(s.seat())[0]));
    input.at_ply(0);
    assert!(input.card.is_some());
    input.at_ply(1);
    assert_eq!(input, {
        let mut fresh = Input::default();
        fresh.at_ply(1);
        fresh
    });
}

#[test]
fn a_card_that_cannot_move_says_so_and_whether_it_may_be_discarded() {
    let mut seen = 0;
    for s in random_positions(12, 150) {
        let legal = PegsJokers::legal_moves(&s);
        for &card in s.hand(s.seat()) {
            let moves = legal
                .iter()
                .any(|p| p.card() == card && !matches!(p, Play::Discard { .. }));
            if moves {
                continue;
            }
            let mut input = Input::default();
            input.update(&s, &legal, InputAction::Card(card));
            let discard = legal.contains(&Play::Discard { card });
            let expected = if discard {
                no_move(&legal)
            } else {
                Why::NotPlayable
            };
            assert_eq!(input.instruction(&s, &legal), expected, "{card}");
            assert!(input.movers(&legal).is_empty(), "nothing highlighted");
            seen += 1;
        }
    }
    assert!(seen > 50, "{seen}");
}

/// What a player with nothing they must play is told: only a joker can move, or nothing can.
fn no_move(legal: &[Play]) -> Why {
    if legal.iter().any(|p| matches!(p, Play::Joker { .. })) {
        Why::OnlyJoker
    } else {
        Why::NoMove
    }
}

/// A 7 with two pegs out (#28 item 1): each peg is offered once, and once a peg is picked
/// the prompt asks for one of the card's whole plays, listed each once: exactly the legal
/// plays moving that peg; one outside the list is refused.
#[test]
fn a_seven_offers_each_peg_once_then_lists_its_whole_plays() {
    let mut checked = 0;
    for s in random_positions(60, 40) {
        let legal = PegsJokers::legal_moves(&s);
        let Some(seven) = legal.iter().find_map(|p| match p {
            Play::Split { card, .. } if cards::rank(*card) == 7 => Some(*card),
            _ => None,
        }) else {
            continue;
        };
        let mut input = Input::default();
        input.update(&s, &legal, InputAction::Card(seven));
        let movers = input.movers(&legal);
        let mut distinct = movers.clone();
        distinct.dedup();
        assert_eq!(movers.len(), distinct.len(), "each peg once: {movers:?}");
        input.update(&s, &legal, InputAction::Peg(movers[0]));
        let listed = input.whole_plays(&legal);
        // The prompt says when this peg cannot move the whole card.
        let whole = listed.iter().any(|p| matches!(p, Play::Move { .. }));
        let prompt = if whole {
            Why::ChooseSplit
        } else {
            Why::SplitOnly
        };
        assert_eq!(input.instruction(&s, &legal), prompt);
        let expected: Vec<Play> = legal
            .iter()
            .copied()
            .filter(|p| p.card() == seven && input::mover(p) == Some(movers[0]))
            .collect();
        assert_eq!(listed.len(), expected.len(), "every play of this peg, once");
        assert!(expected.iter().all(|p| listed.contains(p)));
        if let Some(other) = legal.iter().find(|p| !listed.contains(p)) {
            assert_eq!(
                input.update(&s, &legal, InputAction::Choose(*other)),
                Attempt::Refused(Why::ChooseSplit)
            );
        }
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} positions with a split 7");
}
