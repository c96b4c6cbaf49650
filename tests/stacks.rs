//! Stacks: every numbered rule (R1–R20), decision (D1–D14) and worked example (E1–E9) of
//! docs/rules/stacks.md, then property tests over random games.

use boardshelf::core::{Game, Rng, Session};
use boardshelf::games::stacks::rules::{
    Action, Config, Dir, End, Point, RuleError, Side, Stacks, State, Turn,
};
use boardshelf::games::stacks::text::{cell_name, point_name};
use Point::{Ne, Nw, Se, Sw};

// The ring points by their names in the rules.
#[allow(dead_code)]
mod ring {
    pub const N0: super::Point = super::Point::N(0);
    pub const N1: super::Point = super::Point::N(1);
    pub const N2: super::Point = super::Point::N(2);
    pub const N3: super::Point = super::Point::N(3);
    pub const N4: super::Point = super::Point::N(4);
    pub const N5: super::Point = super::Point::N(5);
    pub const N6: super::Point = super::Point::N(6);
    pub const E0: super::Point = super::Point::E(0);
    pub const E1: super::Point = super::Point::E(1);
    pub const E2: super::Point = super::Point::E(2);
    pub const E3: super::Point = super::Point::E(3);
    pub const E4: super::Point = super::Point::E(4);
    pub const E5: super::Point = super::Point::E(5);
    pub const E6: super::Point = super::Point::E(6);
    pub const S0: super::Point = super::Point::S(0);
    pub const S1: super::Point = super::Point::S(1);
    pub const S2: super::Point = super::Point::S(2);
    pub const S3: super::Point = super::Point::S(3);
    pub const S4: super::Point = super::Point::S(4);
    pub const S5: super::Point = super::Point::S(5);
    pub const S6: super::Point = super::Point::S(6);
    pub const W0: super::Point = super::Point::W(0);
    pub const W1: super::Point = super::Point::W(1);
    pub const W2: super::Point = super::Point::W(2);
    pub const W3: super::Point = super::Point::W(3);
    pub const W4: super::Point = super::Point::W(4);
    pub const W5: super::Point = super::Point::W(5);
    pub const W6: super::Point = super::Point::W(6);
}
use ring::*;
use Side::{Black as B, White as W};

type S = Stacks;

fn c(x: u8, y: u8) -> u8 {
    y * 7 + x
}

fn pos(stacks: &[(u8, u8, &[Side])], black: Point, white: Point, to_move: Side) -> State {
    State::with_position(&Config::default(), stacks, black, white, to_move).unwrap()
}

fn turn(s: &State, pawn: Point, action: Action) -> Turn {
    Turn {
        pawn: s.index_of(pawn),
        action,
    }
}

fn play(s: &mut State, pawn: Point, action: Action) {
    let t = turn(s, pawn, action);
    S::apply(s, &t).unwrap_or_else(|e| panic!("{t:?} rejected: {e}"));
}

fn err(s: &State, pawn: Point, action: Action) -> RuleError {
    S::apply(&mut s.clone(), &turn(s, pawn, action)).unwrap_err()
}

fn names(s: &State, points: &[u8]) -> Vec<String> {
    points.iter().map(|&p| point_name(s, p)).collect()
}

fn new() -> State {
    S::new_game(&Config::default(), 0).unwrap()
}

// ---------- Stacks ----------

#[test]
fn r1_owner_is_the_top_piece_height_is_the_count() {
    let mut s = pos(&[(3, 3, &[W, B])], N3, S0, W);
    assert_eq!((s.owner(c(3, 3)), s.height(c(3, 3))), (Some(B), 2));
    play(&mut s, S3, Action::Drop(c(3, 3))); // white drops from below
    assert_eq!((s.owner(c(3, 3)), s.height(c(3, 3))), (Some(W), 3));
    assert_eq!(s.stack(c(3, 3)), &[W, B, W]);
}

#[test]
fn r2_never_more_than_four_never_split_or_merge() {
    let s = pos(&[(0, 0, &[B, B, B, B])], N3, S3, B);
    assert_eq!(err(&s, N0, Action::Drop(c(0, 0))), RuleError::StackFull);
    // A slide moves the whole stack; it cannot end on another stack.
    let s = pos(&[(0, 0, &[B]), (1, 0, &[W])], N3, S3, B);
    assert_eq!(
        err(&s, N4, Action::Slide(c(0, 0), Dir::Right)),
        RuleError::SlideBlocked
    );
    let mut s = pos(&[(0, 0, &[W, B])], N3, S3, B);
    play(&mut s, N4, Action::Slide(c(0, 0), Dir::Down));
    assert_eq!((s.stack(c(0, 2)), s.height(c(0, 0))), (&[W, B][..], 0));
}

#[test]
fn r3_supply_is_unlimited() {
    // A long random game never runs out of pieces to drop.
    let mut s = new();
    let mut rng = Rng::new(3);
    for _ in 0..150 {
        if S::to_move(&s).is_none() {
            break;
        }
        let legal = S::legal_moves(&s);
        S::apply(&mut s, rng.choose(&legal).unwrap()).unwrap();
    }
    assert!(s.pieces() > 30);
}

// ---------- Pawn movement ----------

#[test]
fn r4_the_pawn_must_move() {
    let s = pos(&[], N3, S3, B);
    assert_eq!(err(&s, N3, Action::Drop(c(3, 0))), RuleError::PawnMustMove);
}

#[test]
fn r5_any_distance_one_direction() {
    let s = new();
    let dest = names(&s, &s.pawn_destinations(B));
    assert!(dest.contains(&"N0".to_string()) && dest.contains(&"E6".to_string()));
    assert!(dest.contains(&"W0".to_string()), "anticlockwise too");
}

#[test]
fn r6_no_passing_the_opponent() {
    // With White on a base tile (no half rule), every point but White's is reachable one way
    // round or the other; landing on White, or passing it both ways, is not.
    let s = pos(&[], N3, Se, B);
    assert_eq!(s.pawn_destinations(B).len(), 30);
    assert!(!s.pawn_destinations(B).contains(&s.white_base()));
    assert_eq!(
        err(&s, Se, Action::Drop(c(0, 0))),
        RuleError::PawnCannotPass
    );
    // E6 is reached clockwise without passing SE; S6 only anticlockwise, the long way round.
    assert!(s.reachable(B, s.index_of(E6)) && s.reachable(B, s.index_of(S6)));
}

#[test]
fn r7_not_on_the_opponents_half() {
    let s = pos(&[], N3, S2, B);
    assert_eq!(err(&s, W3, Action::Drop(c(0, 3))), RuleError::SameHalf);
    // With the opponent on a base tile there is no restriction.
    let s = pos(&[], N3, Se, B);
    assert!(s.pawn_destinations(B).contains(&s.index_of(W3)));
}

#[test]
fn r8_bases_and_corners_are_destinations() {
    let s = pos(&[], N6, S2, B);
    let d = names(&s, &s.pawn_destinations(B));
    for p in ["NE", "NW", "SE"] {
        assert!(d.contains(&p.to_string()), "{p} in {d:?}");
    }
    assert!(!d.contains(&"SW".to_string()), "SW is in White's half");
}

// ---------- Line of sight and drops ----------

#[test]
fn r9_lines_from_each_side_nearest_first() {
    let s = new();
    let cells = |p: Point| {
        s.line(s.index_of(p))
            .iter()
            .map(|&x| cell_name(&s, x))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(cells(N2), "C1 C2 C3 C4 C5 C6 C7");
    assert_eq!(cells(S2), "C7 C6 C5 C4 C3 C2 C1");
    assert_eq!(cells(W4), "A5 B5 C5 D5 E5 F5 G5");
    assert_eq!(cells(E4), "G5 F5 E5 D5 C5 B5 A5");
    assert_eq!(s.in_front(s.index_of(E0)), Some(c(6, 0)));
}

#[test]
fn r10_corners_see_nothing() {
    let s = new();
    for p in [Nw, Ne, Se, Sw] {
        assert!(s.line(s.index_of(p)).is_empty());
        assert_eq!(s.in_front(s.index_of(p)), None);
    }
    let s = pos(&[], N3, S3, B);
    assert_eq!(
        err(&s, Ne, Action::Drop(c(6, 0))),
        RuleError::CornerSeesNothing
    );
}

#[test]
fn r11_drop_on_an_empty_cell_with_empty_cells_before() {
    let s = pos(&[(2, 3, &[W])], N5, S1, B);
    assert_eq!(err(&s, N2, Action::Drop(c(2, 5))), RuleError::DropBlocked);
    assert_eq!(err(&s, N2, Action::Drop(c(3, 3))), RuleError::NotInSight);
    let mut t = s.clone();
    play(&mut t, N2, Action::Drop(c(2, 2)));
    assert_eq!(t.stack(c(2, 2)), &[B]);
}

#[test]
fn r12_drop_on_a_stack_over_strictly_lower_stacks() {
    let s = pos(&[(2, 1, &[W, W]), (2, 3, &[B, W])], N5, S1, B);
    assert_eq!(
        err(&s, N2, Action::Drop(c(2, 3))),
        RuleError::StackBehindNotLower,
        "equal height in between"
    );
    let s = pos(&[(2, 1, &[W]), (2, 3, &[B, W])], N5, S1, B);
    let mut t = s.clone();
    play(&mut t, N2, Action::Drop(c(2, 3)));
    assert_eq!((t.owner(c(2, 3)), t.height(c(2, 3))), (Some(B), 3));
}

#[test]
fn r13_slide_exactly_its_height_through_empty_cells() {
    let s = pos(&[(3, 3, &[B, B])], N0, S0, B);
    let mut t = s.clone();
    play(&mut t, N1, Action::Slide(c(3, 3), Dir::Left));
    assert_eq!(t.height(c(1, 3)), 2);
    assert_eq!(t.height(c(2, 3)), 0, "exactly h cells");
    let edge = pos(&[(5, 1, &[B, B])], N0, S0, B);
    assert_eq!(
        err(&edge, N1, Action::Slide(c(5, 1), Dir::Right)),
        RuleError::SlideOffBoard
    );
    assert_eq!(
        err(&edge, N1, Action::Slide(c(4, 4), Dir::Right)),
        RuleError::NothingToMove
    );
}

#[test]
fn r14_full_stacks_never_move() {
    let s = pos(&[(3, 3, &[B, B, B, B])], N0, S0, B);
    assert_eq!(
        err(&s, N1, Action::Slide(c(3, 3), Dir::Up)),
        RuleError::FrozenStack
    );
}

#[test]
fn r15_only_your_own_stacks() {
    let s = pos(&[(3, 3, &[B, W])], N0, S0, B);
    assert_eq!(
        err(&s, N1, Action::Slide(c(3, 3), Dir::Up)),
        RuleError::NotYourStack
    );
}

// ---------- Winning ----------

#[test]
fn r16_path_from_the_cell_in_front_of_you_to_the_one_in_front_of_them() {
    // A bent path: (0,0) (1,0) (1,1) (1,2) and White's pawn on W2 facing (0,2)? No: (0,2) must be Black too.
    let mut s = pos(
        &[(1, 0, &[B]), (1, 1, &[B]), (1, 2, &[W, B]), (0, 2, &[B])],
        N3,
        W2,
        B,
    );
    play(&mut s, N0, Action::Drop(c(0, 0)));
    match s.end() {
        Some(End::Path { winner: B, cells }) => {
            assert_eq!(cells.first(), Some(&c(0, 0)));
            assert_eq!(cells.last(), Some(&c(0, 2)));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(S::outcome(&s).unwrap().winners, vec![0]);
}

#[test]
fn r16_no_path_when_a_pawn_is_on_a_corner() {
    let mut s = pos(&[(0, 0, &[B]), (0, 1, &[B]), (0, 2, &[B])], N3, Sw, B);
    play(&mut s, N0, Action::Drop(c(0, 0)));
    assert_eq!(s.end(), None);
    assert_eq!(s.path(B), None);
}

#[test]
fn r17_only_the_mover_is_checked() {
    // White's stacks link W0's cell (0,0) to (3,0), the cell in front of N3 where Black goes.
    let white_row: &[(u8, u8, &[Side])] = &[
        (0, 0, &[W]),
        (1, 0, &[W]),
        (2, 0, &[W]),
        (3, 0, &[W]),
        (6, 6, &[B]),
    ];
    let mut s = pos(white_row, N5, W0, B);
    play(&mut s, N3, Action::Slide(c(6, 6), Dir::Up));
    assert!(s.path(W).is_some(), "White has a path now");
    assert_eq!(s.end(), None, "but only Black, who moved, is checked");
    assert_eq!(S::to_move(&s), Some(1));
}

/// Every cell full (Black where x + y is even) except (0,0) = Black h3 and (0,1) empty.
fn nearly_full() -> State {
    let mut stacks: Vec<(u8, u8, &[Side])> = Vec::new();
    for y in 0..7 {
        for x in 0..7 {
            let stack: &[Side] = match (x, y) {
                (0, 0) => &[B, B, B],
                (0, 1) => continue,
                _ if (x + y) % 2 == 0 => &[B, B, B, B],
                _ => &[W, W, W, W],
            };
            stacks.push((x, y, stack));
        }
    }
    pos(&stacks, W3, N3, B)
}

#[test]
fn r18_d11_a_player_without_a_turn_passes_and_the_other_moves_again() {
    let mut s = nearly_full();
    play(&mut s, W0, Action::Drop(c(0, 0))); // (0,0) now full
                                             // Only (0,1) is open: from W1 (Black's half) or behind full stacks. White cannot move.
    assert!(!s.has_valid_turn(W));
    assert_eq!(s.passed(), Some(W));
    assert_eq!(S::to_move(&s), Some(0), "Black moves again");
    assert_eq!(s.pawn(W), s.index_of(N3), "the passing pawn does not move");
}

#[test]
fn r19_d11_neither_can_move_ends_and_counts_full_stacks() {
    let mut s = nearly_full();
    play(&mut s, W0, Action::Drop(c(0, 0)));
    play(&mut s, W1, Action::Drop(c(0, 1)));
    assert!(!s.has_valid_turn(B) && !s.has_valid_turn(W));
    assert_eq!(
        s.end(),
        Some(&End::Count {
            black: 25,
            white: 23,
            turn_limit: false
        })
    );
    assert_eq!(S::outcome(&s).unwrap().winners, vec![0]);
    assert_eq!(S::outcome(&s).unwrap().scores, vec![25, 23]);
}

#[test]
fn r20_no_turn_after_the_end() {
    let mut s = pos(&[(1, 0, &[B]), (0, 1, &[B])], N3, W1, B);
    play(&mut s, N0, Action::Drop(c(0, 0)));
    assert!(matches!(s.end(), Some(End::Path { .. })));
    assert!(S::legal_moves(&s).is_empty());
    assert_eq!(err(&s, W3, Action::Drop(c(0, 3))), RuleError::GameOver);
}

// ---------- Decisions ----------

#[test]
fn d2_pawns_never_stand_on_cells() {
    let s = new();
    assert_eq!(s.ring_len(), 32);
    assert!(s.pieces() == 0 && s.pawn(B) == s.black_base() && s.pawn(W) == s.white_base());
}

#[test]
fn d3_halves_are_cut_by_the_bases() {
    let s = new();
    let ne: Vec<String> = (0..32)
        .filter(|&p| s.half(p) == Some(0))
        .map(|p| point_name(&s, p))
        .collect();
    assert_eq!(ne.len(), 15);
    assert_eq!(ne.first().unwrap(), "N0");
    assert_eq!(ne.last().unwrap(), "E6");
    assert_eq!((0..32).filter(|&p| s.half(p) == Some(1)).count(), 15);
    assert_eq!(s.half(s.black_base()), None);
}

#[test]
fn d4_d5_covered_by_r6_and_r4() {
    let s = pos(&[], N3, N4, B);
    assert_eq!(
        err(&s, N4, Action::Drop(c(4, 0))),
        RuleError::PawnCannotPass
    );
    assert_eq!(
        err(&s, N5, Action::Drop(c(5, 0))),
        RuleError::SameHalf,
        "the long way round ends on White's half"
    );
    assert_eq!(err(&s, N3, Action::Drop(c(3, 0))), RuleError::PawnMustMove);
}

#[test]
fn d6_d7_d8_sight_and_drops() {
    // D7: any empty cell with only empty cells before it; D8: stacks over strictly lower.
    let s = pos(&[(4, 2, &[W, W])], N0, S0, B);
    let from = s.index_of(N4);
    let drops: Vec<String> = s
        .drops_from(from)
        .iter()
        .map(|&x| cell_name(&s, x))
        .collect();
    assert_eq!(drops, ["E1", "E2", "E3"]);
}

#[test]
fn d9_slides_are_straight_and_exact() {
    let s = pos(&[(3, 3, &[B, B, B])], N0, S0, B);
    let slides: Vec<String> = s
        .slides(B)
        .iter()
        .map(|&(_, _, t)| cell_name(&s, t))
        .collect();
    assert_eq!(slides, ["D1", "D7", "A4", "G4"]);
}

#[test]
fn d10_d13_path_any_heights_checked_for_the_mover() {
    let mut s = pos(&[(0, 1, &[W, W, B]), (0, 2, &[B])], N3, W2, B);
    play(&mut s, N0, Action::Drop(c(0, 0)));
    assert!(matches!(s.end(), Some(End::Path { winner: B, .. })));
}

#[test]
fn d12_optional_turn_limit_ends_and_scores() {
    let config = Config {
        turn_limit: 6,
        ..Config::default()
    };
    let mut s = S::new_game(&config, 0).unwrap();
    let mut rng = Rng::new(12);
    let mut turns = 0;
    while S::to_move(&s).is_some() {
        let legal = S::legal_moves(&s);
        S::apply(&mut s, rng.choose(&legal).unwrap()).unwrap();
        turns += 1;
    }
    assert!(turns <= 6);
    if turns == 6 {
        assert!(matches!(
            s.end(),
            Some(End::Count {
                turn_limit: true,
                ..
            })
        ));
    }
}

/// A position where both sides can go round in circles: Black slides (3,3) right and back
/// with its pawn N0 ↔ N1, White slides (1,5) right and back with its pawn S0 ↔ S1. `ahead`
/// owns two full stacks, the other none.
fn circling(repetition_draw: bool, ahead: Side) -> State {
    let config = Config {
        repetition_draw,
        ..Config::default()
    };
    let full: &[Side] = &[ahead.other(), ahead, ahead.other(), ahead];
    let stacks: &[(u8, u8, &[Side])] = &[(3, 3, &[B]), (1, 5, &[W]), (6, 0, full), (6, 1, full)];
    State::with_position(&config, stacks, N0, S0, B).unwrap()
}

/// One round of the circle: four turns that bring the position back.
fn go_round(s: &mut State) {
    play(s, N1, Action::Slide(c(3, 3), Dir::Right));
    play(s, S1, Action::Slide(c(1, 5), Dir::Right));
    play(s, N0, Action::Slide(c(4, 3), Dir::Left));
    play(s, S0, Action::Slide(c(2, 5), Dir::Left));
}

#[test]
fn d14_a_draw_may_be_claimed_once_the_same_position_occurs_three_times() {
    let mut s = circling(true, B);
    assert_eq!(s.occurrences(), 1);
    go_round(&mut s);
    assert_eq!(s.occurrences(), 2, "back where it started");
    let claim = s.claim_draw();
    assert_eq!(claim.action, Action::ClaimDraw);
    assert!(!s.draw_claimable() && !S::legal_moves(&s).contains(&claim));
    assert_eq!(S::check(&s, &claim), Err(RuleError::NotRepeated));
    go_round(&mut s);
    assert_eq!(s.occurrences(), 3);
    assert!(s.draw_claimable() && S::legal_moves(&s).contains(&claim));
    // The claim keeps the pawn where it stands; any other point is refused.
    let moved = Turn {
        pawn: s.index_of(N1),
        action: Action::ClaimDraw,
    };
    assert_eq!(S::check(&s, &moved), Err(RuleError::PawnMustMove));
    // Playing on is allowed too: the claim is the player's choice.
    let mut on = s.clone();
    play(&mut on, N1, Action::Slide(c(3, 3), Dir::Right));
    assert!(S::to_move(&on).is_some());
    S::apply(&mut s, &claim).unwrap();
    assert_eq!(s.end(), Some(&End::Repetition { by: B }));
    assert_eq!(S::to_move(&s), None);
    let outcome = S::outcome(&s).unwrap();
    assert!(
        outcome.winners.is_empty(),
        "a draw, though Black owns more full stacks"
    );
    assert_eq!(outcome.scores, vec![2, 0]);
    assert_eq!(S::check(&s, &claim), Err(RuleError::GameOver));
}

#[test]
fn d14_by_default_a_repeated_position_is_no_draw_and_a_drop_starts_afresh() {
    let mut s = circling(false, B);
    go_round(&mut s);
    go_round(&mut s);
    assert_eq!(s.occurrences(), 3);
    assert!(!s.draw_claimable());
    assert_eq!(
        S::check(&s, &s.claim_draw()),
        Err(RuleError::NoRepetitionDraw)
    );
    assert!(S::legal_moves(&s)
        .iter()
        .all(|t| t.action != Action::ClaimDraw));
    // A drop adds a piece for good: the positions before it never come again.
    play(&mut s, N2, Action::Drop(c(2, 0)));
    assert_eq!(s.occurrences(), 1);
}

#[test]
fn d14_the_search_scores_a_position_come_again_as_a_draw_in_the_default_game_too() {
    use boardshelf::core::ai::Searchable;
    let mut s = circling(false, B);
    assert!(!<S as Searchable>::settled(&s));
    assert!(
        <S as Searchable>::rewards(&s)[0] > 0.5,
        "Black is ahead on the count"
    );
    go_round(&mut s);
    assert!(<S as Searchable>::settled(&s), "the position came again");
    assert_eq!(<S as Searchable>::rewards(&s), vec![0.5, 0.5]);
    // Only the search: the game goes on.
    assert_eq!(S::to_move(&s), Some(0));
}

#[test]
fn d14_the_computer_behind_claims_the_draw_and_the_one_ahead_plays_on() {
    use boardshelf::core::ai::{search, Level};
    for (ahead, claims) in [(W, true), (B, false)] {
        let mut s = circling(true, ahead);
        go_round(&mut s);
        go_round(&mut s);
        let choice = search::<S>(&s, Level::Medium, &mut Rng::new(3), |_| true).unwrap();
        assert_eq!(
            choice.mv == s.claim_draw(),
            claims,
            "{ahead:?} ahead: {:?}",
            choice.mv
        );
    }
}

#[test]
fn d14_a_claimed_draw_replays_from_its_record_and_old_configs_read_as_off() {
    let config = Config {
        repetition_draw: true,
        ..Config::default()
    };
    let mut session = Session::<S>::new(config, 0).unwrap();
    // From the start: Black and White drop once each, then circle with one stack each.
    let moves = [(N3, Action::Drop(c(3, 3))), (S1, Action::Drop(c(1, 5)))];
    for (p, a) in moves {
        let t = turn(session.state(), p, a);
        session.play(t).unwrap();
    }
    for _ in 0..2 {
        for (p, a) in [
            (N4, Action::Slide(c(3, 3), Dir::Right)),
            (S2, Action::Slide(c(1, 5), Dir::Right)),
            (N3, Action::Slide(c(4, 3), Dir::Left)),
            (S1, Action::Slide(c(2, 5), Dir::Left)),
        ] {
            let t = turn(session.state(), p, a);
            session.play(t).unwrap();
        }
    }
    let claim = session.state().claim_draw();
    session.play(claim).unwrap();
    let replayed = session.record().replay().unwrap();
    assert_eq!(replayed.end(), Some(&End::Repetition { by: B }));
    let old: Config = serde_json::from_str(r#"{"size":7,"max_height":4,"turn_limit":0}"#).unwrap();
    assert_eq!(old, Config::default());
}

// ---------- Worked examples ----------

#[test]
fn e1_opening_turn_and_the_reply() {
    let mut s = new();
    play(&mut s, N3, Action::Drop(c(3, 4)));
    assert_eq!((s.owner(c(3, 4)), s.height(c(3, 4))), (Some(B), 1));
    let dest = s.pawn_destinations(W);
    assert_eq!(dest.len(), 16);
    let d = names(&s, &dest);
    for p in ["S6", "S0", "SW", "W6", "W0", "NW"] {
        assert!(d.contains(&p.to_string()), "{p}");
    }
    assert!(!d.contains(&"E6".to_string()));
    assert_eq!(s.playable_destinations(W).len(), 14);
}

#[test]
fn e2_line_of_sight_for_empty_drops() {
    let s = pos(&[(2, 3, &[W])], N5, S1, B);
    for y in 0..3 {
        assert!(S::check(&s, &turn(&s, N2, Action::Drop(c(2, y)))).is_ok());
    }
    for y in 4..7 {
        assert_eq!(err(&s, N2, Action::Drop(c(2, y))), RuleError::DropBlocked);
    }
    let mut t = s.clone();
    play(&mut t, N2, Action::Drop(c(2, 3)));
    assert_eq!((t.owner(c(2, 3)), t.height(c(2, 3))), (Some(B), 2));
}

#[test]
fn e3_drops_on_stacks_over_lower_stacks() {
    let row: &[(u8, u8, &[Side])] = &[
        (0, 4, &[B]),
        (2, 4, &[W, W]),
        (3, 4, &[B, B, B]),
        (4, 4, &[W, W, W, W]),
        (5, 4, &[B, B]),
    ];
    let s = pos(row, N0, W6, W);
    let from = s.index_of(W4);
    let drops: Vec<u8> = s.drops_from(from);
    assert_eq!(drops, vec![c(0, 4), c(2, 4), c(3, 4)]);
    assert_eq!(err(&s, W4, Action::Drop(c(1, 4))), RuleError::DropBlocked);
    assert_eq!(err(&s, W4, Action::Drop(c(6, 4))), RuleError::DropBlocked);
    assert_eq!(err(&s, W4, Action::Drop(c(4, 4))), RuleError::StackFull);
    assert_eq!(
        err(&s, W4, Action::Drop(c(5, 4))),
        RuleError::StackBehindNotLower
    );
    let mut t = s.clone();
    play(&mut t, W4, Action::Drop(c(3, 4)));
    assert_eq!((t.owner(c(3, 4)), t.height(c(3, 4))), (Some(W), 4));
}

#[test]
fn e4_pawn_movement_limits() {
    let s = pos(&[], N3, S2, B);
    let d = names(&s, &s.pawn_destinations(B));
    let expect = [
        "N2", "N1", "N0", "NW", "N4", "N5", "N6", "NE", "E0", "E1", "E2", "E3", "E4", "E5", "E6",
        "SE",
    ];
    assert_eq!(d.len(), 16);
    for p in expect {
        assert!(d.contains(&p.to_string()), "{p}");
    }
    assert!(
        s.playable_destinations(B)
            .iter()
            .all(|&p| !s.line(p).is_empty()),
        "corners give no valid turn"
    );
}

#[test]
fn e5_a_pawn_on_a_corner_can_still_move_a_stack() {
    let s = pos(&[(3, 3, &[B, B])], N5, W2, B);
    assert_eq!(
        err(&s, Ne, Action::Drop(c(6, 0))),
        RuleError::CornerSeesNothing
    );
    let mut t = s.clone();
    play(&mut t, Ne, Action::Slide(c(3, 3), Dir::Down));
    assert_eq!(t.height(c(3, 5)), 2);
}

#[test]
fn e6_moving_stacks() {
    let s = pos(
        &[(3, 3, &[B, B, B]), (2, 3, &[W]), (5, 1, &[B, B])],
        N0,
        S0,
        B,
    );
    assert_eq!(s.slide_target(B, c(3, 3), Dir::Right), Ok(c(6, 3)));
    assert_eq!(s.slide_target(B, c(3, 3), Dir::Up), Ok(c(3, 0)));
    assert_eq!(
        s.slide_target(B, c(3, 3), Dir::Left),
        Err(RuleError::SlideBlocked)
    );
    assert_eq!(
        s.slide_target(B, c(5, 1), Dir::Right),
        Err(RuleError::SlideOffBoard)
    );
    assert_eq!(
        s.slide_target(B, c(2, 3), Dir::Up),
        Err(RuleError::NotYourStack)
    );
    let from_centre: Vec<u8> = s
        .slides(B)
        .iter()
        .filter(|m| m.0 == c(3, 3))
        .map(|m| m.2)
        .collect();
    assert_eq!(
        from_centre,
        vec![c(3, 0), c(3, 6), c(6, 3)],
        "exactly 3 cells: no shorter slides"
    );
}

#[test]
fn e7_full_stacks_are_frozen() {
    let s = pos(&[(1, 1, &[B, B, B, B])], W3, E5, B);
    assert_eq!(
        err(&s, W1, Action::Slide(c(1, 1), Dir::Down)),
        RuleError::FrozenStack
    );
    assert_eq!(err(&s, W1, Action::Drop(c(1, 1))), RuleError::StackFull);
    let mut t = s.clone();
    play(&mut t, W1, Action::Drop(c(0, 1)));
    assert_eq!(t.owner(c(0, 1)), Some(B));
}

#[test]
fn e8_winning_path() {
    let mut s = pos(
        &[(0, 0, &[B]), (0, 1, &[B]), (0, 2, &[B]), (0, 3, &[B])],
        N1,
        W3,
        B,
    );
    play(&mut s, N0, Action::Drop(c(0, 0)));
    assert_eq!(s.height(c(0, 0)), 2);
    assert_eq!(
        s.end(),
        Some(&End::Path {
            winner: B,
            cells: vec![c(0, 0), c(0, 1), c(0, 2), c(0, 3)]
        })
    );
}

#[test]
fn e9_end_by_no_moves_counting_full_stacks() {
    let mut stacks: Vec<(u8, u8, &[Side])> = Vec::new();
    for y in 0..7 {
        for x in 0..7 {
            stacks.push((
                x,
                y,
                if (x + y) % 2 == 0 {
                    &[B, B, B, B]
                } else {
                    &[W, W, W, W]
                },
            ));
        }
    }
    let s = pos(&stacks, N3, S3, B);
    assert!(!s.has_valid_turn(B) && !s.has_valid_turn(W));
    assert_eq!((s.full_stacks(B), s.full_stacks(W)), (25, 24));
    // Reached in play: leave one hole, fill it, and the game ends with Black ahead.
    let mut stacks2 = stacks.clone();
    stacks2.retain(|&(x, y, _)| (x, y) != (0, 0));
    stacks2.push((0, 0, &[B, B, B]));
    let mut t = pos(&stacks2, N3, S3, B);
    play(&mut t, N0, Action::Drop(c(0, 0)));
    assert_eq!(
        t.end(),
        Some(&End::Count {
            black: 25,
            white: 24,
            turn_limit: false
        })
    );
    assert_eq!(S::outcome(&t).unwrap().winners, vec![0]);
}

// ---------- Property tests ----------

fn check_invariants(s: &State, drops: usize) {
    assert!(s.pieces() == drops, "pieces on the board = pieces dropped");
    for i in 0..49u8 {
        assert!(s.height(i) <= 4);
    }
    let (b, w) = (s.pawn(B), s.pawn(W));
    assert_ne!(b, w);
    assert!(b < 32 && w < 32);
    if let (Some(hb), Some(hw)) = (s.half(b), s.half(w)) {
        assert_ne!(hb, hw, "pawns on different halves");
    }
}

#[test]
fn property_random_games_keep_every_invariant() {
    let mut ends = [0usize; 3];
    for seed in 0..1500u64 {
        let config = Config {
            turn_limit: 200,
            ..Config::default()
        };
        let mut s = S::new_game(&config, seed).unwrap();
        let mut rng = Rng::new(seed);
        let mut drops = 0;
        while S::to_move(&s).is_some() {
            let legal = S::legal_moves(&s);
            assert!(!legal.is_empty(), "a player to move has a valid turn");
            // Every generated move is accepted by check; a few random non-moves are rejected.
            for t in legal.iter().take(40) {
                assert_eq!(S::check(&s, t), Ok(()));
            }
            let bogus = Turn {
                pawn: rng.below(32) as u8,
                action: Action::Drop(rng.below(49) as u8),
            };
            if !legal.contains(&bogus) {
                assert!(S::check(&s, &bogus).is_err(), "{bogus:?}");
            }
            let t = *rng.choose(&legal).unwrap();
            if matches!(t.action, Action::Drop(_)) {
                drops += 1;
            }
            let mover = s.to_move_side();
            S::apply(&mut s, &t).unwrap();
            check_invariants(&s, drops);
            if let Some(End::Path { winner, cells }) = s.end() {
                assert_eq!(*winner, mover);
                assert!(cells.iter().all(|&c| s.owner(c) == Some(mover)));
            }
        }
        match s.end().unwrap() {
            End::Path { .. } => ends[0] += 1,
            End::Count {
                turn_limit: false, ..
            } => ends[1] += 1,
            End::Count {
                turn_limit: true, ..
            } => ends[2] += 1,
            End::Repetition { .. } => panic!("no claim without the option"),
        }
    }
    println!(
        "random games: {} path wins, {} stuck, {} turn limit",
        ends[0], ends[1], ends[2]
    );
    assert!(ends[0] > 0);
}

#[test]
fn move_counts_from_the_start() {
    // Black's first turn: 15 NE-half points + W0..W6, SW, S0..S6 going anticlockwise, SE? No:
    // White is on SE (a base), so no half restriction; the pawn may go anywhere but SE.
    let s = new();
    assert_eq!(s.pawn_destinations(B).len(), 30);
    // 28 side points see 7 empty cells each (all droppable), corners none; no stacks to slide.
    assert_eq!(S::legal_moves(&s).len(), 28 * 7);
}

#[test]
fn replay_of_a_record_reproduces_the_game() {
    for seed in 0..50 {
        let mut session = Session::<S>::new(
            Config {
                turn_limit: 80,
                ..Config::default()
            },
            seed,
        )
        .unwrap();
        let mut rng = Rng::new(seed);
        while S::to_move(session.state()).is_some() {
            let legal = S::legal_moves(session.state());
            session.play(*rng.choose(&legal).unwrap()).unwrap();
        }
        assert_eq!(&session.record().replay().unwrap(), session.state());
    }
}

/// The first game after the lesson has an end: it is played with the suggested turn limit
/// (a newcomer's first game without one was still going round after 80 turns each), and a
/// game at that limit ends within it, scored by full stacks.
#[test]
fn the_first_game_after_the_lesson_ends_within_the_suggested_turn_limit() {
    use boardshelf::games::stacks::rules::SUGGESTED_TURN_LIMIT;
    let config = boardshelf::games::stacks::lesson::lesson().config;
    assert_eq!(config.turn_limit as i32, SUGGESTED_TURN_LIMIT);
    for seed in 0..5 {
        let mut s = Stacks::new_game(&config, seed).unwrap();
        let mut rng = Rng::new(seed);
        let mut plies = 0;
        // Slides first, as two players going round would.
        while Stacks::to_move(&s).is_some() {
            let legal = Stacks::legal_moves(&s);
            let slides: Vec<_> = legal
                .iter()
                .filter(|t| matches!(t.action, Action::Slide(..)))
                .copied()
                .collect();
            let mv = *rng
                .choose(if slides.is_empty() { &legal } else { &slides })
                .unwrap();
            Stacks::apply(&mut s, &mv).unwrap();
            plies += 1;
        }
        assert!(plies <= SUGGESTED_TURN_LIMIT, "seed {seed}: {plies} plies");
        assert!(Stacks::outcome(&s).is_some(), "seed {seed}: scored");
    }
}
