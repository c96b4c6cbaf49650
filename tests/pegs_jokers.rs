//! Pegs and Jokers: every numbered rule (R1–R34), decision (D1–D13) and worked example
//! (E1–E13) of docs/rules/pegs-and-jokers.md, then property tests over random games at 4,
//! 6 and 8 players.

use boardshelf::core::{Game, Rng, Session};
use boardshelf::games::pegs_jokers::board::{team, Pos, Track};
use boardshelf::games::pegs_jokers::cards::{self, card, deck, JOKER_RED};
use boardshelf::games::pegs_jokers::rules::{peg, Config, PegsJokers, Play, RuleError, State};

type P = PegsJokers;
const RED: u8 = 0;
const BLUE: u8 = 1;
const YELLOW: u8 = 2;
const GREEN: u8 = 3;
use Pos::{Home as H, Start, Track as T};

/// A card of a rank (suit spades): 1 = A … 13 = K.
fn c(rank: u8) -> u8 {
    card(rank, 0)
}
const JOKER: u8 = JOKER_RED;

fn pos(pegs: &[(u8, u8, Pos)], hand: &[u8]) -> State {
    pos_n(4, pegs, 0, hand)
}
fn pos_n(players: u8, pegs: &[(u8, u8, Pos)], seat: u8, hand: &[u8]) -> State {
    let pegs: Vec<_> = pegs.iter().map(|&(col, i, p)| (peg(col, i), p)).collect();
    State::with_position(
        &Config {
            players,
            ..Config::default()
        },
        &pegs,
        seat,
        hand,
    )
}

fn play(s: &mut State, p: Play) {
    P::apply(s, &p).unwrap_or_else(|e| panic!("{p:?} rejected: {e}"));
}
fn err(s: &State, p: Play) -> RuleError {
    P::apply(&mut s.clone(), &p).unwrap_err()
}
fn mv(card: u8, colour: u8, i: u8) -> Play {
    Play::Move {
        card,
        peg: peg(colour, i),
    }
}
fn after(s: &State, p: Play) -> State {
    let mut t = s.clone();
    play(&mut t, p);
    t
}

// ---------- Geometry ----------

#[test]
fn board_geometry_4_6_8() {
    let t4 = Track { players: 4 };
    assert_eq!(t4.len(), 72);
    assert_eq!((t4.in_spot(RED), t4.come_out(RED)), (3, 8));
    assert_eq!((t4.in_spot(BLUE), t4.come_out(BLUE)), (21, 26));
    assert_eq!((t4.in_spot(YELLOW), t4.come_out(YELLOW)), (39, 44));
    assert_eq!((t4.in_spot(GREEN), t4.come_out(GREEN)), (57, 62));
    assert_eq!(
        t4.ahead(8, 3),
        72 - 5,
        "a new peg is M - 5 short of its in-spot"
    );
    assert_eq!(Track { players: 6 }.len(), 108);
    assert_eq!(Track { players: 8 }.len(), 144);
    assert_eq!(
        (team(RED), team(BLUE), team(YELLOW), team(GREEN)),
        (0, 1, 0, 1)
    );
}

#[test]
fn setup_deal_three_cards_from_the_left_of_the_dealer() {
    for players in [4u8, 6, 8] {
        let s = P::new_game(
            &Config {
                players,
                ..Config::default()
            },
            9,
        )
        .unwrap();
        assert!((0..players).all(|p| s.hand(p).len() == 3));
        let total = if players == 8 { 216 } else { 162 };
        assert_eq!(deck(players).len(), total);
        assert_eq!(s.draw_len(), total - 3 * players as usize);
        assert_eq!(s.seat(), (s.dealer() + 1) % players);
        assert!((0..players).all(|c| s.pegs_of(c).iter().all(|&p| p == Start)));
    }
    let dealers: std::collections::HashSet<u8> = (0..40)
        .map(|seed| P::new_game(&Config::default(), seed).unwrap().dealer())
        .collect();
    assert_eq!(dealers.len(), 4, "the first dealer is random (seeded)");
}

// ---------- Cards R1–R9 ----------

#[test]
fn r1_ace_comes_out_or_moves_one() {
    let s = pos(&[(RED, 0, T(10))], &[c(1)]);
    assert_eq!(
        after(
            &s,
            Play::Out {
                card: c(1),
                peg: peg(RED, 1)
            }
        )
        .pos(peg(RED, 1)),
        T(8)
    );
    assert_eq!(after(&s, mv(c(1), RED, 0)).pos(peg(RED, 0)), T(11));
}

#[test]
fn r2_number_cards_move_forward() {
    for r in [2u8, 3, 4, 5, 6, 10] {
        let s = pos(&[(RED, 0, T(10))], &[c(r)]);
        assert_eq!(
            after(&s, mv(c(r), RED, 0)).pos(peg(RED, 0)),
            T(10 + r as u16)
        );
        assert_eq!(
            err(
                &s,
                Play::Out {
                    card: c(r),
                    peg: peg(RED, 1)
                }
            ),
            RuleError::WrongCard
        );
    }
}

#[test]
fn r3_face_cards_come_out_or_move_ten() {
    for r in [11u8, 12, 13] {
        let s = pos(&[(RED, 0, T(10))], &[c(r)]);
        assert_eq!(after(&s, mv(c(r), RED, 0)).pos(peg(RED, 0)), T(20));
        assert_eq!(
            after(
                &s,
                Play::Out {
                    card: c(r),
                    peg: peg(RED, 1)
                }
            )
            .pos(peg(RED, 1)),
            T(8)
        );
    }
}

#[test]
fn r4_r6_seven_and_nine_whole_or_split() {
    for r in [7u8, 9] {
        let s = pos(&[(RED, 0, T(10)), (YELLOW, 0, T(50))], &[c(r)]);
        assert_eq!(
            after(&s, mv(c(r), RED, 0)).pos(peg(RED, 0)),
            T(10 + r as u16)
        );
        let t = after(
            &s,
            Play::Split {
                card: c(r),
                first: peg(RED, 0),
                steps: 3,
                second: peg(YELLOW, 0),
            },
        );
        assert_eq!(
            (t.pos(peg(RED, 0)), t.pos(peg(YELLOW, 0))),
            (T(13), T(50 + r as u16 - 3))
        );
    }
}

#[test]
fn r5_eight_moves_backward() {
    let s = pos(&[(RED, 0, T(20))], &[c(8)]);
    assert_eq!(after(&s, mv(c(8), RED, 0)).pos(peg(RED, 0)), T(12));
}

#[test]
fn r7_joker_onto_another_colour() {
    let s = pos(&[(BLUE, 0, T(40))], &[JOKER]);
    let t = after(
        &s,
        Play::Joker {
            card: JOKER,
            peg: peg(RED, 0),
            to: 40,
        },
    );
    assert_eq!((t.pos(peg(RED, 0)), t.pos(peg(BLUE, 0))), (T(40), Start));
}

#[test]
fn r8_full_value_or_not_at_all() {
    // A 5 with only 3 holes of home room left is not a legal move for that peg.
    let s = pos(&[(RED, 0, T(3))], &[c(6)]);
    assert_eq!(err(&s, mv(c(6), RED, 0)), RuleError::Overshoot);
    assert!(P::legal_moves(&s)
        .iter()
        .all(|p| !matches!(p, Play::Move { peg: q, .. } if *q == peg(RED, 0))));
}

#[test]
fn r9_any_team_peg_never_an_opponent() {
    let s = pos(&[(YELLOW, 0, T(50)), (BLUE, 0, T(30))], &[c(2)]);
    assert_eq!(after(&s, mv(c(2), YELLOW, 0)).pos(peg(YELLOW, 0)), T(52));
    assert_eq!(err(&s, mv(c(2), BLUE, 0)), RuleError::NotYourTeam);
}

// ---------- Forward and home R10–R14 ----------

#[test]
fn r10_start_pegs_only_leave_by_coming_out_or_joker() {
    let s = pos(&[], &[c(5), c(8)]);
    assert_eq!(err(&s, mv(c(5), RED, 0)), RuleError::InStart);
    assert_eq!(err(&s, mv(c(8), RED, 0)), RuleError::InStart);
}

#[test]
fn r11_r12_passing_the_in_spot_turns_home() {
    let s = pos(&[(RED, 0, T(70))], &[c(6)]);
    assert_eq!(after(&s, mv(c(6), RED, 0)).pos(peg(RED, 0)), H(1));
    // Another colour passes Red's in-spot on the main track.
    let s = pos(&[(YELLOW, 0, T(70))], &[c(6)]);
    assert_eq!(after(&s, mv(c(6), YELLOW, 0)).pos(peg(YELLOW, 0)), T(4));
}

#[test]
fn r13_moves_inside_the_home_track() {
    let s = pos(&[(RED, 0, H(1))], &[c(3), c(5)]);
    assert_eq!(after(&s, mv(c(3), RED, 0)).pos(peg(RED, 0)), H(4));
    assert_eq!(err(&s, mv(c(5), RED, 0)), RuleError::Overshoot);
}

#[test]
fn r14_home_pegs_are_never_bumped_or_moved_back() {
    let s = pos(&[(RED, 0, H(2))], &[c(8), JOKER]);
    assert_eq!(err(&s, mv(c(8), RED, 0)), RuleError::InHome);
    // A joker targets main-track holes only: nothing in a home track is a target.
    assert!(P::legal_moves(&s)
        .iter()
        .all(|p| !matches!(p, Play::Joker { .. })));
}

// ---------- Backward R15–R16 ----------

#[test]
fn r15_eight_only_for_main_track_pegs() {
    let s = pos(&[(RED, 0, T(5)), (RED, 1, H(1))], &[c(8)]);
    assert_eq!(after(&s, mv(c(8), RED, 0)).pos(peg(RED, 0)), T(69));
    assert_eq!(err(&s, mv(c(8), RED, 1)), RuleError::InHome);
}

#[test]
fn r16_backward_passes_the_in_spot() {
    let s = pos(&[(RED, 0, T(8))], &[c(8)]);
    assert_eq!(after(&s, mv(c(8), RED, 0)).pos(peg(RED, 0)), T(0));
}

// ---------- Blocking and landing R17–R19 ----------

#[test]
fn r17_own_colour_blocks_path_and_landing() {
    let s = pos(&[(RED, 0, T(10)), (RED, 1, T(12))], &[c(3), c(2)]);
    assert_eq!(err(&s, mv(c(3), RED, 0)), RuleError::BlockedByOwnColour);
    assert_eq!(err(&s, mv(c(2), RED, 0)), RuleError::BlockedByOwnColour);
    // In the home track too.
    let s = pos(&[(RED, 0, T(1)), (RED, 1, H(2))], &[c(5)]);
    assert_eq!(err(&s, mv(c(5), RED, 0)), RuleError::BlockedByOwnColour);
}

#[test]
fn r18_other_colours_are_passed() {
    let s = pos(
        &[(RED, 0, T(10)), (BLUE, 0, T(11)), (YELLOW, 0, T(12))],
        &[c(3)],
    );
    assert_eq!(after(&s, mv(c(3), RED, 0)).pos(peg(RED, 0)), T(13));
}

#[test]
fn r19a_opponents_go_back_to_start() {
    let s = pos(&[(RED, 0, T(10)), (BLUE, 0, T(15))], &[c(5)]);
    let t = after(&s, mv(c(5), RED, 0));
    assert_eq!(t.pos(peg(BLUE, 0)), Start);
    assert_eq!(t.last_play().unwrap().bumps.len(), 1);
}

#[test]
fn r19b_teammates_go_to_their_in_spot_with_every_case() {
    // Empty in-spot.
    let s = pos(&[(RED, 0, T(30)), (YELLOW, 0, T(34))], &[c(4)]);
    assert_eq!(after(&s, mv(c(4), RED, 0)).pos(peg(YELLOW, 0)), T(39));
    // Already standing on its in-spot: illegal.
    let s = pos(&[(RED, 0, T(35)), (YELLOW, 0, T(39))], &[c(4)]);
    assert_eq!(err(&s, mv(c(4), RED, 0)), RuleError::TeammateOnInSpot);
    // Its own colour holds the in-spot: illegal.
    let s = pos(
        &[(RED, 0, T(30)), (YELLOW, 0, T(34)), (YELLOW, 1, T(39))],
        &[c(4)],
    );
    assert_eq!(err(&s, mv(c(4), RED, 0)), RuleError::InSpotTaken);
    // An opponent on the in-spot goes to start.
    let s = pos(
        &[(RED, 0, T(30)), (YELLOW, 0, T(34)), (BLUE, 0, T(39))],
        &[c(4)],
    );
    let t = after(&s, mv(c(4), RED, 0));
    assert_eq!((t.pos(peg(YELLOW, 0)), t.pos(peg(BLUE, 0))), (T(39), Start));
    // A chain: Red lands on Yellow; Yellow's in-spot holds a (different) Red peg, which goes to
    // Red's in-spot T3.
    let s = pos(
        &[(RED, 0, T(30)), (YELLOW, 0, T(34)), (RED, 1, T(39))],
        &[c(4)],
    );
    let t = after(&s, mv(c(4), RED, 0));
    assert_eq!(
        (
            t.pos(peg(RED, 0)),
            t.pos(peg(YELLOW, 0)),
            t.pos(peg(RED, 1))
        ),
        (T(34), T(39), T(3))
    );
    // The current player's own colour is a teammate when moving a teammate's peg.
    let s = pos(&[(YELLOW, 0, T(10)), (RED, 0, T(12))], &[c(2)]);
    assert_eq!(after(&s, mv(c(2), YELLOW, 0)).pos(peg(RED, 0)), T(3));
    // The moving peg's starting hole counts as empty (it is the in-spot here).
    let s = pos(&[(YELLOW, 0, T(3)), (RED, 0, T(5))], &[c(2)]);
    let t = after(&s, mv(c(2), YELLOW, 0));
    assert_eq!((t.pos(peg(YELLOW, 0)), t.pos(peg(RED, 0))), (T(5), T(3)));
}

// ---------- Coming out R20–R21 ----------

#[test]
fn r20_coming_out_and_its_bumps() {
    let s = pos(&[(RED, 0, T(8))], &[c(1)]);
    assert_eq!(
        err(
            &s,
            Play::Out {
                card: c(1),
                peg: peg(RED, 1)
            }
        ),
        RuleError::ComeOutTaken
    );
    let s = pos(&[(BLUE, 0, T(8))], &[c(13)]);
    let t = after(
        &s,
        Play::Out {
            card: c(13),
            peg: peg(RED, 0),
        },
    );
    assert_eq!((t.pos(peg(RED, 0)), t.pos(peg(BLUE, 0))), (T(8), Start));
    let all_out: Vec<(u8, u8, Pos)> = (0..5).map(|i| (RED, i, H(i + 1))).collect();
    let s = pos(&all_out, &[c(1)]);
    assert_eq!(
        err(
            &s,
            Play::Out {
                card: c(1),
                peg: peg(RED, 0)
            }
        ),
        RuleError::StartEmpty
    );
}

#[test]
fn r21_coming_out_uses_the_whole_card() {
    let s = pos(&[], &[c(1)]);
    let t = after(
        &s,
        Play::Out {
            card: c(1),
            peg: peg(RED, 0),
        },
    );
    assert_eq!(t.pos(peg(RED, 0)), T(8), "no further movement");
}

// ---------- Splits R22–R25 ----------

#[test]
fn r22_split_parts_both_forward_at_least_one() {
    let s = pos(&[(RED, 0, T(10)), (RED, 1, T(20))], &[c(7)]);
    assert_eq!(
        err(
            &s,
            Play::Split {
                card: c(7),
                first: peg(RED, 0),
                steps: 0,
                second: peg(RED, 1)
            }
        ),
        RuleError::SplitSteps
    );
    assert_eq!(
        err(
            &s,
            Play::Split {
                card: c(7),
                first: peg(RED, 0),
                steps: 7,
                second: peg(RED, 1)
            }
        ),
        RuleError::SplitSteps
    );
    assert_eq!(
        err(
            &s,
            Play::Split {
                card: c(7),
                first: peg(RED, 0),
                steps: 3,
                second: peg(RED, 0)
            }
        ),
        RuleError::SplitSamePeg
    );
    let s5 = pos(&[(RED, 0, T(10)), (RED, 1, T(20))], &[c(5)]);
    assert_eq!(
        err(
            &s5,
            Play::Split {
                card: c(5),
                first: peg(RED, 0),
                steps: 3,
                second: peg(RED, 1)
            }
        ),
        RuleError::WrongCard
    );
}

#[test]
fn r23_first_part_then_second_on_the_new_board() {
    // E9's order: the T12 peg 5 first, then the T10 peg 2 onto the now empty T12.
    let s = pos(&[(RED, 0, T(10)), (RED, 1, T(12))], &[c(7)]);
    let t = after(
        &s,
        Play::Split {
            card: c(7),
            first: peg(RED, 1),
            steps: 5,
            second: peg(RED, 0),
        },
    );
    assert_eq!((t.pos(peg(RED, 0)), t.pos(peg(RED, 1))), (T(12), T(17)));
    assert_eq!(
        err(
            &s,
            Play::Split {
                card: c(7),
                first: peg(RED, 0),
                steps: 2,
                second: peg(RED, 1)
            }
        ),
        RuleError::BlockedByOwnColour
    );
}

#[test]
fn r24_split_parts_never_come_out_but_may_move_home() {
    let s = pos(&[(RED, 0, H(1)), (RED, 1, T(20))], &[c(9)]);
    assert_eq!(
        err(
            &s,
            Play::Split {
                card: c(9),
                first: peg(RED, 2),
                steps: 4,
                second: peg(RED, 1)
            }
        ),
        RuleError::InStart
    );
    let t = after(
        &s,
        Play::Split {
            card: c(9),
            first: peg(RED, 0),
            steps: 4,
            second: peg(RED, 1),
        },
    );
    assert_eq!((t.pos(peg(RED, 0)), t.pos(peg(RED, 1))), (H(5), T(25)));
}

#[test]
fn r25_a_split_needs_two_pegs() {
    let s = pos(&[(RED, 0, T(10))], &[c(7)]);
    let legal = P::legal_moves(&s);
    assert!(legal.contains(&mv(c(7), RED, 0)));
    assert!(!legal.iter().any(|p| matches!(p, Play::Split { .. })));
}

// ---------- Jokers R26–R27 ----------

#[test]
fn r26_joker_targets_and_bumps() {
    let s = pos(
        &[(RED, 0, T(12)), (RED, 1, T(20)), (BLUE, 0, T(40))],
        &[JOKER],
    );
    assert_eq!(
        err(
            &s,
            Play::Joker {
                card: JOKER,
                peg: peg(RED, 2),
                to: 41
            }
        ),
        RuleError::JokerNeedsAPeg
    );
    assert_eq!(
        err(
            &s,
            Play::Joker {
                card: JOKER,
                peg: peg(RED, 2),
                to: 20
            }
        ),
        RuleError::JokerOwnColour
    );
    let t = after(
        &s,
        Play::Joker {
            card: JOKER,
            peg: peg(YELLOW, 0),
            to: 20,
        },
    );
    assert_eq!((t.pos(peg(YELLOW, 0)), t.pos(peg(RED, 1))), (T(20), T(3)));
}

#[test]
fn r27_joker_from_start_first() {
    let s = pos(&[(RED, 0, T(12)), (BLUE, 0, T(40))], &[JOKER]);
    assert_eq!(
        err(
            &s,
            Play::Joker {
                card: JOKER,
                peg: peg(RED, 0),
                to: 40
            }
        ),
        RuleError::JokerMustUseStart
    );
    // All team start areas empty: a track peg may jump; home pegs never.
    let mut pegs: Vec<(u8, u8, Pos)> = Vec::new();
    for colour in [RED, YELLOW] {
        for i in 0..5 {
            pegs.push((
                colour,
                i,
                if i == 0 {
                    T(10 + 30 * colour as u16)
                } else {
                    H(i)
                },
            ));
        }
    }
    pegs.push((BLUE, 0, T(40)));
    let s = pos(&pegs, &[JOKER]);
    let t = after(
        &s,
        Play::Joker {
            card: JOKER,
            peg: peg(RED, 0),
            to: 40,
        },
    );
    assert_eq!((t.pos(peg(RED, 0)), t.pos(peg(BLUE, 0))), (T(40), Start));
    assert_eq!(
        err(
            &s,
            Play::Joker {
                card: JOKER,
                peg: peg(RED, 1),
                to: 40
            }
        ),
        RuleError::InHome
    );
}

// ---------- Obligation, discarding, drawing R28–R32 ----------

#[test]
fn r28_r29_must_play_when_a_non_joker_card_can_move() {
    let s = pos(&[(RED, 0, T(10))], &[c(5), c(9), JOKER]);
    assert!(s.must_play());
    assert_eq!(err(&s, Play::Discard { card: c(9) }), RuleError::MustPlay);
    assert!(!P::legal_moves(&s)
        .iter()
        .any(|p| matches!(p, Play::Discard { .. })));
    // Playing the joker instead is allowed (when it has a move).
    let s = pos(&[(RED, 0, T(10)), (BLUE, 0, T(30))], &[c(5), JOKER]);
    assert!(P::legal_moves(&s)
        .iter()
        .any(|p| matches!(p, Play::Joker { .. })));
}

#[test]
fn r30_only_a_joker_or_nothing_can_move_discard_allowed() {
    let s = pos(&[(BLUE, 0, T(20))], &[c(2), c(5), JOKER]);
    assert!(!s.must_play());
    let legal = P::legal_moves(&s);
    assert!(legal.contains(&Play::Discard { card: c(5) }));
    assert!(legal.contains(&Play::Discard { card: JOKER }));
    assert!(legal.iter().any(|p| matches!(p, Play::Joker { .. })));
}

#[test]
fn r31_refill_to_five() {
    let mut s = P::new_game(&Config::default(), 3).unwrap();
    let first = s.seat();
    let legal = P::legal_moves(&s);
    play(&mut s, legal[0]);
    assert_eq!(s.hand(first).len(), 5);
}

#[test]
fn r32_discards_are_reshuffled_when_the_draw_pile_runs_out() {
    let mut s = P::new_game(&Config::default(), 4).unwrap();
    let mut rng = Rng::new(4);
    let mut reshuffled = false;
    for _ in 0..400 {
        if P::to_move(&s).is_none() {
            break;
        }
        let before = s.draw_len();
        let legal = P::legal_moves(&s);
        play(&mut s, *rng.choose(&legal).unwrap());
        if s.draw_len() > before {
            reshuffled = true;
        }
        assert_eq!(s.card_count(), 162, "cards conserved");
    }
    assert!(reshuffled, "400 turns use more than the 150-card draw pile");
}

// ---------- Winning R33–R34 ----------

fn nearly_won() -> State {
    let mut pegs: Vec<(u8, u8, Pos)> = Vec::new();
    for colour in [RED, YELLOW] {
        for i in 0..5 {
            pegs.push((colour, i, H(i + 1)));
        }
    }
    pegs[0] = (RED, 0, T(1)); // one Red peg left, 2 short of its in-spot; H1 is free
    pegs[1] = (RED, 1, H(2));
    pegs.retain(|p| !(p.0 == RED && p.2 == H(1)));
    pos(&pegs, &[c(3), c(2)])
}

#[test]
fn r33_the_team_wins_when_every_peg_is_home() {
    let s = nearly_won();
    let t = after(&s, mv(c(3), RED, 0));
    assert_eq!(t.winner(), Some(0));
    assert_eq!(P::to_move(&t), None);
    assert_eq!(P::outcome(&t).unwrap().winners, vec![0, 2]);
    assert!(P::legal_moves(&t).is_empty());
}

#[test]
fn r34_a_player_whose_pegs_are_home_moves_teammates() {
    let red_home: Vec<(u8, u8, Pos)> = (0..5)
        .map(|i| (RED, i, H(i + 1)))
        .chain([(YELLOW, 0, T(50))])
        .collect();
    let s = pos(&red_home, &[c(4)]);
    assert_eq!(P::legal_moves(&s), vec![mv(c(4), YELLOW, 0)]);
}

// ---------- Decisions ----------

#[test]
fn d1_deal_and_refill_are_configurable() {
    let s = P::new_game(
        &Config {
            deal: 5,
            ..Config::default()
        },
        1,
    )
    .unwrap();
    assert!((0..4).all(|p| s.hand(p).len() == 5));
    assert!(P::validate(&Config {
        deal: 6,
        hand: 5,
        ..Config::default()
    })
    .is_err());
    assert!(P::validate(&Config {
        players: 5,
        ..Config::default()
    })
    .is_err());
}

// The decisions are checked by the rule tests: D2 geometry (board_geometry_4_6_8), D3 team
// pegs (r9), D4/D5 splits (r22–r25), D6 eight (r15, r16, e8), D7 home entry (r11–r13), D8
// chains (r19b), D9 blocking (r17), D10 obligation (r28–r30), D11 jokers (r26, r27), D12
// reshuffle (r32), D13 seating (setup).

// ---------- Worked examples ----------

#[test]
fn e1_opening_turn_with_three_cards() {
    let s = pos(&[], &[c(13), c(4), c(9)]);
    assert!(s.plays_for(c(4)).is_empty() && s.plays_for(c(9)).is_empty());
    let k = s.plays_for(c(13));
    assert_eq!(
        k,
        vec![
            Play::Out {
                card: c(13),
                peg: peg(RED, 0)
            },
            Play::Out {
                card: c(13),
                peg: peg(YELLOW, 0)
            }
        ]
    );
    assert!(s.must_play());
    let fresh = P::new_game(&Config::default(), 5).unwrap();
    assert_eq!(fresh.draw_len(), 150);
    let mut t = s.clone();
    let before = t.draw_len();
    play(&mut t, k[0]);
    assert_eq!(t.pos(peg(RED, 0)), T(8));
    assert_eq!(t.hand(0).len(), 5);
    assert_eq!(t.draw_len(), before - 3);
}

#[test]
fn e2_come_out_blocked_by_own_colour() {
    let s = pos(&[(RED, 0, T(8))], &[c(1)]);
    assert_eq!(
        err(
            &s,
            Play::Out {
                card: c(1),
                peg: peg(RED, 1)
            }
        ),
        RuleError::ComeOutTaken
    );
    assert_eq!(after(&s, mv(c(1), RED, 0)).pos(peg(RED, 0)), T(9));
    assert_eq!(
        after(
            &s,
            Play::Out {
                card: c(1),
                peg: peg(YELLOW, 0)
            }
        )
        .pos(peg(YELLOW, 0)),
        T(44)
    );
}

#[test]
fn e3_bumping_an_opponent() {
    let s = pos(&[(RED, 0, T(10)), (BLUE, 0, T(15))], &[c(5)]);
    let t = after(&s, mv(c(5), RED, 0));
    assert_eq!((t.pos(peg(RED, 0)), t.pos(peg(BLUE, 0))), (T(15), Start));
}

#[test]
fn e4_own_colour_blocks_others_do_not() {
    let s = pos(
        &[(RED, 0, T(10)), (RED, 1, T(12)), (BLUE, 0, T(11))],
        &[c(3)],
    );
    assert_eq!(err(&s, mv(c(3), RED, 0)), RuleError::BlockedByOwnColour);
    assert_eq!(after(&s, mv(c(3), RED, 1)).pos(peg(RED, 1)), T(15));
}

#[test]
fn e5_landing_on_a_teammate() {
    let s = pos(&[(RED, 0, T(30)), (YELLOW, 0, T(34))], &[c(4)]);
    let t = after(&s, mv(c(4), RED, 0));
    assert_eq!((t.pos(peg(RED, 0)), t.pos(peg(YELLOW, 0))), (T(34), T(39)));
    let s = pos(
        &[(RED, 0, T(30)), (YELLOW, 0, T(34)), (YELLOW, 1, T(39))],
        &[c(4)],
    );
    assert!(err(&s, mv(c(4), RED, 0)) == RuleError::InSpotTaken);
}

#[test]
fn e6_entering_home() {
    let cases = [
        (1u8, T(71)),
        (2, T(0)),
        (5, T(3)),
        (6, H(1)),
        (7, H(2)),
        (9, H(4)),
        (10, H(5)),
        (11, H(5)),
        (12, H(5)),
        (13, H(5)),
    ];
    for (rank, expect) in cases {
        let s = pos(&[(RED, 0, T(70))], &[c(rank)]);
        assert_eq!(
            after(&s, mv(c(rank), RED, 0)).pos(peg(RED, 0)),
            expect,
            "rank {rank}"
        );
    }
}

#[test]
fn e7_overshooting_home_is_illegal() {
    for r in [6u8, 10] {
        let s = pos(&[(RED, 0, T(3))], &[c(r)]);
        assert_eq!(err(&s, mv(c(r), RED, 0)), RuleError::Overshoot);
    }
    let s = pos(&[(RED, 0, T(3))], &[c(5)]);
    assert_eq!(after(&s, mv(c(5), RED, 0)).pos(peg(RED, 0)), H(5));
    let s = pos(&[(RED, 0, T(3)), (RED, 1, H(3))], &[c(4), c(2)]);
    assert_eq!(err(&s, mv(c(4), RED, 0)), RuleError::BlockedByOwnColour);
    assert_eq!(after(&s, mv(c(2), RED, 0)).pos(peg(RED, 0)), H(2));
}

#[test]
fn e8_back_up_with_an_eight_then_go_home() {
    let s = pos(&[(RED, 0, T(8))], &[c(8)]);
    let t = after(&s, mv(c(8), RED, 0));
    assert_eq!(t.pos(peg(RED, 0)), T(0));
    let s = pos(&[(RED, 0, T(0))], &[c(4), c(9)]);
    assert_eq!(after(&s, mv(c(4), RED, 0)).pos(peg(RED, 0)), H(1));
    assert_eq!(err(&s, mv(c(9), RED, 0)), RuleError::Overshoot);
}

#[test]
fn e9_splitting_a_seven_order_matters() {
    let s = pos(&[(RED, 0, T(10)), (RED, 1, T(12))], &[c(7)]);
    assert!(s.plays_for(c(7)).contains(&Play::Split {
        card: c(7),
        first: peg(RED, 1),
        steps: 5,
        second: peg(RED, 0)
    }));
    assert!(!s.plays_for(c(7)).contains(&Play::Split {
        card: c(7),
        first: peg(RED, 0),
        steps: 2,
        second: peg(RED, 1)
    }));
    let s = pos(&[(RED, 0, T(10)), (YELLOW, 0, T(50))], &[c(7)]);
    let t = after(
        &s,
        Play::Split {
            card: c(7),
            first: peg(RED, 0),
            steps: 3,
            second: peg(YELLOW, 0),
        },
    );
    assert_eq!((t.pos(peg(RED, 0)), t.pos(peg(YELLOW, 0))), (T(13), T(54)));
}

#[test]
fn e10_joker_from_the_start_area() {
    let s = pos(
        &[(RED, 0, T(12)), (RED, 1, T(20)), (BLUE, 0, T(40))],
        &[JOKER],
    );
    let t = after(
        &s,
        Play::Joker {
            card: JOKER,
            peg: peg(RED, 2),
            to: 40,
        },
    );
    assert_eq!((t.pos(peg(RED, 2)), t.pos(peg(BLUE, 0))), (T(40), Start));
    assert_eq!(
        err(
            &s,
            Play::Joker {
                card: JOKER,
                peg: peg(RED, 0),
                to: 40
            }
        ),
        RuleError::JokerMustUseStart
    );
    assert_eq!(
        err(
            &s,
            Play::Joker {
                card: JOKER,
                peg: peg(RED, 2),
                to: 41
            }
        ),
        RuleError::JokerNeedsAPeg
    );
    assert_eq!(
        err(
            &s,
            Play::Joker {
                card: JOKER,
                peg: peg(RED, 2),
                to: 20
            }
        ),
        RuleError::JokerOwnColour
    );
    let t = after(
        &s,
        Play::Joker {
            card: JOKER,
            peg: peg(YELLOW, 0),
            to: 20,
        },
    );
    assert_eq!((t.pos(peg(YELLOW, 0)), t.pos(peg(RED, 1))), (T(20), T(3)));
}

#[test]
fn e11_only_a_joker_can_move_discard_allowed() {
    let s = pos(
        &[(BLUE, 0, T(20)), (GREEN, 0, T(60))],
        &[c(2), c(5), c(9), c(8), JOKER],
    );
    assert!(!s.must_play());
    let legal = P::legal_moves(&s);
    let jokers: Vec<u16> = legal
        .iter()
        .filter_map(|p| {
            if let Play::Joker { to, .. } = p {
                Some(*to)
            } else {
                None
            }
        })
        .collect();
    assert!(jokers.contains(&20) && jokers.contains(&60));
    let t = after(&s, Play::Discard { card: c(9) });
    assert_eq!(t.hand(0).len(), 5);
    assert_eq!(t.discard_pile(), &[c(9)]);
}

#[test]
fn e12_a_bad_move_is_still_compulsory() {
    let mut pegs: Vec<(u8, u8, Pos)> = (0..5).map(|i| (YELLOW, i, H(i + 1))).collect();
    pegs.extend([
        (RED, 0, H(2)),
        (RED, 1, H(3)),
        (RED, 2, H(4)),
        (RED, 3, H(5)),
        (RED, 4, T(1)),
    ]);
    let s = pos(&pegs, &[c(8), c(6), c(5), c(4), c(10)]);
    for r in [6u8, 5, 4, 10] {
        assert!(s.plays_for(c(r)).is_empty(), "rank {r}");
    }
    assert_eq!(s.plays_for(c(8)), vec![mv(c(8), RED, 4)]);
    assert!(s.must_play());
    let t = after(&s, mv(c(8), RED, 4));
    assert_eq!(t.pos(peg(RED, 4)), T(65));
}

#[test]
fn e13_six_player_geometry() {
    let t6 = Track { players: 6 };
    assert_eq!(
        (t6.in_spot(4), t6.come_out(4), t6.in_spot(5), t6.come_out(5)),
        (75, 80, 93, 98)
    );
    assert_eq!(t6.ahead(100, 93), 101);
    let s = pos_n(6, &[(5, 0, T(100)), (5, 1, T(90))], 5, &[c(4), c(6)]);
    assert_eq!(after(&s, mv(c(4), 5, 0)).pos(peg(5, 0)), T(104));
    assert_eq!(after(&s, mv(c(6), 5, 1)).pos(peg(5, 1)), H(3));
}

// ---------- Property tests ----------

#[test]
fn property_random_games_at_4_6_8_players() {
    let mut finished = 0;
    for seed in 0..1200u64 {
        let players = [4u8, 6, 8][(seed % 3) as usize];
        let total_cards = deck(players).len();
        let mut s = P::new_game(
            &Config {
                players,
                ..Config::default()
            },
            seed,
        )
        .unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..1500 {
            if P::to_move(&s).is_none() {
                finished += 1;
                break;
            }
            let legal = P::legal_moves(&s);
            assert!(!legal.is_empty(), "a player always has a play or a discard");
            // Must-play: discards appear only when no non-joker card can move.
            let discards = legal
                .iter()
                .filter(|p| matches!(p, Play::Discard { .. }))
                .count();
            assert_eq!(discards > 0, !s.must_play());
            if s.must_play() {
                assert!(legal
                    .iter()
                    .any(|p| !matches!(p, Play::Joker { .. } | Play::Discard { .. })));
            }
            for p in legal.iter().step_by(11) {
                assert!(P::apply(&mut s.clone(), p).is_ok(), "{p:?}");
            }
            let p = *rng.choose(&legal).unwrap();
            play(&mut s, p);
            assert_eq!(s.card_count(), total_cards, "cards conserved");
            for colour in 0..players {
                let pegs = s.pegs_of(colour);
                assert_eq!(pegs.len(), 5);
                let mut seen = std::collections::HashSet::new();
                for &q in pegs {
                    if q != Start {
                        assert!(seen.insert(q), "two {colour} pegs share {q:?}");
                    }
                }
            }
            let mut track_holes = std::collections::HashSet::new();
            for colour in 0..players {
                for &q in s.pegs_of(colour) {
                    if let T(h) = q {
                        assert!(track_holes.insert(h), "two pegs on T{h}");
                        assert!(h < Track { players }.len());
                    }
                }
            }
        }
    }
    println!("random games finished within 1500 turns: {finished} of 1200");
    assert!(finished > 1000);
}

#[test]
fn replaying_a_record_reproduces_the_game() {
    for seed in 0..20 {
        let mut session = Session::<P>::new(Config::default(), seed).unwrap();
        let mut rng = Rng::new(seed);
        for _ in 0..200 {
            if P::to_move(session.state()).is_none() {
                break;
            }
            let legal = P::legal_moves(session.state());
            session.play(*rng.choose(&legal).unwrap()).unwrap();
        }
        assert_eq!(&session.record().replay().unwrap(), session.state());
    }
}

#[test]
fn jokers_and_cards_by_rank() {
    assert!(cards::is_joker(JOKER) && !cards::is_joker(c(13)));
    assert_eq!(cards::forward(c(11)), Some(10));
    assert_eq!(cards::forward(c(8)), None);
}
