//! The Stacks board's input (src/games/stacks/input.rs): the two steps of a turn, without a
//! browser. Every legal turn can be made by clicking, and the steps say where they are.

use boardshelf::core::input::BoardInput;
use boardshelf::core::{Game, Rng};
use boardshelf::games::stacks::input::{Attempt, Input, InputAction, Step, Why};
use boardshelf::games::stacks::rules::{Action, Config, RuleError, Stacks, State, Turn};

/// The clicks a player makes for a turn.
fn clicks(s: &State, turn: Turn) -> Vec<InputAction> {
    let mut out = vec![InputAction::Point(turn.pawn)];
    match turn.action {
        Action::Drop(c) => {
            // A stack that could slide is picked by the first click on it; the second drops.
            let movable = s.slides(s.to_move_side()).iter().any(|m| m.0 == c);
            out.extend(std::iter::repeat_n(
                InputAction::Cell(c),
                1 + movable as usize,
            ));
        }
        Action::Slide(from, dir) => {
            let slides = s.slides(s.to_move_side());
            let to = slides
                .iter()
                .find(|m| (m.0, m.1) == (from, dir))
                .expect("legal")
                .2;
            out.push(InputAction::Cell(from));
            out.push(InputAction::Cell(to));
        }
        // A claim is no board step: a button beside the board makes it (D14).
        Action::ClaimDraw => out.clear(),
    }
    out
}

fn random_positions(games: u64) -> Vec<State> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut s = Stacks::new_game(&Config::default(), seed).unwrap();
        let mut rng = Rng::new(seed);
        while Stacks::to_move(&s).is_some() {
            out.push(s.clone());
            let legal = Stacks::legal_moves(&s);
            Stacks::apply(&mut s, rng.choose(&legal).unwrap()).unwrap();
        }
    }
    out
}

#[test]
fn every_legal_turn_can_be_made_by_clicking() {
    let mut turns = 0;
    for (i, s) in random_positions(8).iter().enumerate() {
        for turn in Stacks::legal_moves(s).into_iter().step_by(1 + i % 5) {
            let mut input = Input::default();
            let steps = clicks(s, turn);
            let (last, before) = steps.split_last().unwrap();
            for &step in before {
                assert_eq!(input.apply(s, step), Attempt::Nothing, "{turn:?}: {step:?}");
            }
            assert_eq!(input.apply(s, *last), Attempt::Play(turn));
            turns += 1;
        }
    }
    assert!(turns > 1000, "{turns}");
}

#[test]
fn the_steps_of_a_turn_and_the_way_back() {
    let s = Stacks::new_game(&Config::default(), 1).unwrap();
    let mut input = Input::default();
    assert_eq!(input.step(&s), Step::ChoosePawn);
    assert_eq!(
        input.apply(&s, InputAction::Cell(24)),
        Attempt::Refused(Why::ChoosePawnFirst)
    );
    let here = s.pawn(s.to_move_side());
    assert_eq!(
        input.apply(&s, InputAction::Point(here)),
        Attempt::Refused(Why::Rule(RuleError::PawnMustMove))
    );
    let to = s.playable_destinations(s.to_move_side())[0];
    input.apply(&s, InputAction::Point(to));
    assert_eq!((input.step(&s), input.pawn), (Step::ChooseAction, Some(to)));
    assert!(!input.drops(&s).is_empty(), "a playable point has drops");
    input.apply(&s, InputAction::Cancel);
    assert_eq!((input.step(&s), input.pawn), (Step::ChoosePawn, None));
}

#[test]
fn picking_a_stack_then_the_same_stack_again_drops_on_it_or_lets_go() {
    for s in random_positions(4) {
        let side = s.to_move_side();
        let slides = s.slides(side);
        let Some(&(from, _, _)) = slides.first() else {
            continue;
        };
        let Some(&pawn) = s.playable_destinations(side).first() else {
            continue;
        };
        let mut input = Input::default();
        input.apply(&s, InputAction::Point(pawn));
        input.apply(&s, InputAction::Cell(from));
        assert_eq!(
            (input.step(&s), input.stack),
            (Step::ChooseSlide, Some(from))
        );
        assert!(!input.slide_targets(&s).is_empty());
        let again = input.apply(&s, InputAction::Cell(from));
        if input.drops(&s).contains(&from) {
            assert_eq!(
                again,
                Attempt::Play(Turn {
                    pawn,
                    action: Action::Drop(from)
                })
            );
        } else {
            assert_eq!((again, input.stack), (Attempt::Nothing, None));
        }
    }
}

#[test]
fn a_new_position_starts_the_turn_afresh() {
    let s = Stacks::new_game(&Config::default(), 2).unwrap();
    let mut input = Input::default();
    let to = s.playable_destinations(s.to_move_side())[0];
    input.apply(&s, InputAction::Point(to));
    input.at_ply(0);
    assert_eq!(input.pawn, Some(to));
    input.at_ply(1);
    assert_eq!(input.pawn, None);
}

#[test]
fn the_keyboard_makes_a_turn_with_two_enters_and_arrows_move_the_cursors() {
    use boardshelf::games::stacks::input::Key;
    let s = Stacks::new_game(&Config::default(), 3).unwrap();
    let mut input = Input::default();
    let side = s.to_move_side();
    let first = s.playable_destinations(side)[0];
    assert_eq!(
        input.ring_cursor(&s),
        first,
        "the ring cursor starts on a playable point"
    );
    let len = s.ring_len();
    input.apply(&s, InputAction::Ring(Key::Left));
    assert_eq!(input.ring_cursor(&s), (first + len - 1) % len);
    input.apply(&s, InputAction::Ring(Key::Right));
    assert_eq!(
        input.apply(&s, InputAction::Ring(Key::Enter)),
        Attempt::Nothing
    );
    assert_eq!(input.pawn, Some(first));
    let drop = input.drops(&s)[0];
    assert_eq!(
        input.grid_cursor(&s),
        drop,
        "then the grid cursor is on a drop cell"
    );
    assert_eq!(
        input.apply(&s, InputAction::Grid(Key::Enter)),
        Attempt::Play(Turn {
            pawn: first,
            action: Action::Drop(drop)
        })
    );
    // The grid cursor stops at the edges.
    let mut input = Input::default();
    for _ in 0..10 {
        input.apply(&s, InputAction::Grid(Key::Up));
        input.apply(&s, InputAction::Grid(Key::Left));
    }
    assert_eq!(input.grid_cursor(&s), 0);
    input.apply(&s, InputAction::Grid(Key::Right));
    input.apply(&s, InputAction::Grid(Key::Down));
    assert_eq!(input.grid_cursor(&s), s.size() + 1);
}

#[test]
fn the_first_move_trap_is_warned_of_before_it_is_played() {
    use boardshelf::games::stacks::rules::{End, Point};
    let s = Stacks::new_game(&Config::default(), 0).unwrap();
    let n0 = s.index_of(Point::N(0));
    // Pawn to N0, drop in column A (cell A3): White answers with a one-cell path.
    let trap = Turn {
        pawn: n0,
        action: Action::Drop(14),
    };
    let reply = s.winning_reply(&trap).expect("the trap");
    let mut after = s.clone();
    Stacks::apply(&mut after, &trap).unwrap();
    Stacks::apply(&mut after, &reply).unwrap();
    assert!(matches!(after.end(), Some(End::Path { cells, .. }) if cells.len() == 1));
    // A safe opening: pawn to N3, drop on D5.
    let safe = Turn {
        pawn: s.index_of(Point::N(3)),
        action: Action::Drop(31),
    };
    assert_eq!(s.winning_reply(&safe), None);

    let mut input = Input::default();
    input.warn = true;
    let mut last = Attempt::Nothing;
    for click in clicks(&s, trap) {
        last = input.apply(&s, click);
    }
    assert_eq!(last, Attempt::Nothing, "held back");
    assert_eq!(input.warned, Some((trap, reply)));
    assert_eq!(
        input.apply(&s, InputAction::PlayAnyway),
        Attempt::Play(trap)
    );
    assert_eq!(input.warned, None);
    // "Choose another turn" keeps the pawn's move and asks for the drop or slide again.
    for click in clicks(&s, trap) {
        input.apply(&s, click);
    }
    assert_eq!(input.apply(&s, InputAction::Reconsider), Attempt::Nothing);
    assert_eq!((input.warned, input.pawn), (None, Some(trap.pawn)));
    assert_eq!(input.step(&s), Step::ChooseAction);
    input.apply(&s, InputAction::Cancel);
    // A safe turn plays at once, and with the warning off the trap does too.
    let mut last = Attempt::Nothing;
    for click in clicks(&s, safe) {
        last = input.apply(&s, click);
    }
    assert_eq!(last, Attempt::Play(safe));
    input.warn = false;
    for click in clicks(&s, trap) {
        last = input.apply(&s, click);
    }
    assert_eq!(last, Attempt::Play(trap));
}
