//! Foursquare: every numbered rule (R1–R19), decision (D1–D10) and worked example (E1–E11)
//! of docs/rules/foursquare.md, then property tests over 100,000 random games and the
//! random-vs-greedy comparison.

use boardshelf::core::{Game, Rng, Session};
use boardshelf::games::foursquare::policy::{greedy, random};
use boardshelf::games::foursquare::rules::{
    at, rank, Config, Foursquare, Place, RuleError, State, Status, UndoMode, DECK,
};

type F = Foursquare;

/// A pile, bottom to top, as (rank, face up).
type Layers<'a> = &'a [(u8, bool)];

const U: bool = true;
const D: bool = false;

fn pos(piles: &[((i8, i8), Layers)], draw: u8, stock: usize) -> State {
    let piles: Vec<(Place, &[(u8, bool)])> =
        piles.iter().map(|&((c, r), l)| (at(c, r), l)).collect();
    State::with_piles(&piles, draw, stock)
}

fn play(s: &mut State, c: i8, r: i8) {
    F::apply(s, &at(c, r)).unwrap_or_else(|e| panic!("({c},{r}) rejected: {e}"));
}

/// The top card of a pile as (rank, face up).
fn top(s: &State, c: i8, r: i8) -> (u8, bool) {
    let t = s.pile(at(c, r)).unwrap().top();
    (rank(t.card), t.up)
}

fn fresh(seed: u64) -> State {
    F::new_game(&Config::default(), seed).unwrap()
}

// ---------- Placing ----------

#[test]
fn r1_forty_cards_ace_to_ten_four_of_each() {
    for seed in 0..50 {
        let s = fresh(seed);
        let mut cards = s.stock().to_vec();
        assert_eq!(cards.len(), 40);
        let mut per_rank = [0u8; 11];
        for &c in &cards {
            per_rank[rank(c) as usize] += 1;
        }
        assert_eq!(&per_rank[1..], &[4; 10], "four of each rank A..10");
        cards.sort();
        assert_eq!(
            cards,
            (0..40).collect::<Vec<u8>>(),
            "a permutation of the deck"
        );
    }
    let deals: std::collections::HashSet<Vec<u8>> =
        (0..20).map(|s| fresh(s).stock().to_vec()).collect();
    assert_eq!(deals.len(), 20, "different seeds, different deals");
    assert_eq!(fresh(7).stock(), fresh(7).stock(), "same seed, same deal");
}

#[test]
fn r2_the_drawn_card_must_be_placed() {
    let mut s = fresh(3);
    let card = s.next_card().unwrap();
    play(&mut s, 0, 0);
    assert_eq!(s.pile(at(0, 0)).unwrap().top().card, card);
    assert_eq!(s.stock_len(), 39);
    // There is no move other than a placement: the legal moves are all places on the table.
    assert!(F::legal_moves(&s)
        .iter()
        .all(|p| p.col.abs() <= 1 && p.row.abs() <= 1));
}

#[test]
fn r3_first_card_goes_to_the_origin_and_flips_nothing() {
    let mut s = fresh(4);
    assert_eq!(F::legal_moves(&s), vec![at(0, 0)]);
    assert_eq!(
        F::apply(&mut s.clone(), &at(1, 0)),
        Err(RuleError::FirstCardAtOrigin)
    );
    play(&mut s, 0, 0);
    assert_eq!(s.last_move().unwrap().flipped, vec![]);
    assert!(s.pile(at(0, 0)).unwrap().top().up);
}

#[test]
fn r4_on_a_pile_below_four_or_next_to_a_pile() {
    let s = pos(&[((0, 0), &[(5, U)]), ((1, 0), &[(6, U), (7, U)])], 9, 30);
    let mut legal = F::legal_moves(&s);
    legal.sort_by_key(|p| (p.row, p.col));
    let expect = vec![
        at(0, -1),
        at(1, -1),
        at(-1, 0),
        at(0, 0),
        at(1, 0),
        at(2, 0),
        at(0, 1),
        at(1, 1),
    ];
    assert_eq!(legal, expect);
    let mut t = s.clone();
    play(&mut t, 1, 0);
    assert_eq!(t.pile(at(1, 0)).unwrap().cards.len(), 3);
    let mut t = s.clone();
    play(&mut t, 2, 0);
    assert_eq!(t.piles().len(), 3);
}

#[test]
fn r5_a_pile_never_holds_more_than_four() {
    let s = pos(&[((0, 0), &[(1, U), (2, U), (3, U), (4, U)])], 9, 30);
    assert_eq!(
        F::apply(&mut s.clone(), &at(0, 0)),
        Err(RuleError::PileFull { at: at(0, 0) })
    );
    assert!(!F::legal_moves(&s).contains(&at(0, 0)));
}

#[test]
fn r6_the_piles_fit_in_a_four_by_four_box() {
    let s = pos(
        &[
            ((0, 0), &[(5, U)]),
            ((1, 0), &[(6, U)]),
            ((2, 0), &[(7, U)]),
            ((3, 0), &[(2, U)]),
        ],
        10,
        30,
    );
    assert_eq!(
        F::apply(&mut s.clone(), &at(4, 0)),
        Err(RuleError::BoxTooBig {
            at: at(4, 0),
            cols: 5,
            rows: 1
        })
    );
    assert!(matches!(
        F::apply(&mut s.clone(), &at(-1, 0)),
        Err(RuleError::BoxTooBig { .. })
    ));
    // Rows too.
    let s = pos(
        &[
            ((0, 0), &[(5, U)]),
            ((0, 1), &[(6, U)]),
            ((0, 2), &[(7, U)]),
            ((0, 3), &[(2, U)]),
        ],
        10,
        30,
    );
    assert!(matches!(
        F::apply(&mut s.clone(), &at(0, 4)),
        Err(RuleError::BoxTooBig { rows: 5, .. })
    ));
    assert!(F::legal_moves(&s).iter().all(|p| (0..=3).contains(&p.row)));
}

#[test]
fn r7_diagonal_only_is_not_next_to() {
    let s = pos(&[((0, 0), &[(5, U)])], 10, 30);
    assert_eq!(
        F::apply(&mut s.clone(), &at(1, 1)),
        Err(RuleError::NotAdjacent { at: at(1, 1) })
    );
    assert_eq!(F::legal_moves(&s).len(), 5);
}

#[test]
fn r8_a_legal_placement_exists_while_the_game_runs() {
    // Checked over many random games in the property test; here the full-grid case.
    let mut piles = Vec::new();
    let tall: &[(u8, bool)] = &[(1, U), (2, U), (3, U), (4, U)];
    let short: &[(u8, bool)] = &[(1, U)];
    for r in 0..4 {
        for c in 0..4 {
            piles.push(((c, r), if (c, r) == (3, 3) { short } else { tall }));
        }
    }
    let s = pos(&piles, 5, 1);
    assert_eq!(F::legal_moves(&s), vec![at(3, 3)]);
}

// ---------- Flipping ----------

#[test]
fn r9_gaps_do_not_split_a_line() {
    let mut s = pos(
        &[
            ((0, 0), &[(3, U)]),
            ((0, 1), &[(4, U)]),
            ((1, 1), &[(4, U)]),
        ],
        10,
        30,
    );
    // (2,0)? not adjacent; build (1,0) then check (0,0) and (2,0) with a gap at (1,0)? Instead:
    // place at (2,1) so row 1 is (0,1) (1,1) (2,1); then row 0 has (0,0) and later (2,0) with a gap.
    play(&mut s, 2, 1);
    let mut t = pos(
        &[
            ((0, 0), &[(3, U)]),
            ((0, 1), &[(9, U)]),
            ((1, 1), &[(9, U)]),
            ((2, 1), &[(9, U)]),
        ],
        10,
        30,
    );
    play(&mut t, 2, 0); // row 0: (0,0) and (2,0), gap at (1,0)
    assert_eq!(
        top(&t, 0, 0),
        (3, D),
        "the 10 is highest in its row despite the gap"
    );
    assert_eq!(top(&t, 2, 1), (9, D), "and in its column");
}

#[test]
fn r10_only_face_up_top_cards_compare() {
    // Buried 10 under a face-up 2: the top 2 counts, the buried 10 does not.
    let mut s = pos(&[((0, 0), &[(10, U), (2, U)]), ((1, 0), &[(9, D)])], 5, 30);
    play(&mut s, 2, 0); // 5 vs {2}: highest
    assert_eq!(top(&s, 0, 0), (2, D));
    assert_eq!(
        top(&s, 1, 0),
        (9, U),
        "the face-down 9 was ignored in the comparison but toggled"
    );
}

#[test]
fn r11_strictly_highest_or_lowest() {
    let mut s = pos(&[((0, 0), &[(5, U)]), ((1, 0), &[(7, U)])], 6, 30);
    play(&mut s, 2, 0); // 6: between
    assert_eq!((top(&s, 0, 0), top(&s, 1, 0)), ((5, U), (7, U)));
    let mut s = pos(&[((0, 0), &[(5, U)]), ((1, 0), &[(7, U)])], 7, 30);
    play(&mut s, 2, 0); // 7 ties the 7
    assert_eq!(s.last_move().unwrap().flipped, vec![]);
    let mut s = pos(&[((0, 0), &[(5, U)]), ((1, 0), &[(7, U)])], 4, 30);
    play(&mut s, 2, 0); // 4: lowest
    assert_eq!((top(&s, 0, 0), top(&s, 1, 0)), ((5, D), (7, D)));
}

#[test]
fn r12_empty_comparison_set_flips() {
    let mut s = pos(&[((0, 0), &[(5, D)]), ((1, 0), &[(6, D)])], 8, 30);
    play(&mut s, 2, 0);
    assert_eq!((top(&s, 0, 0), top(&s, 1, 0)), ((5, U), (6, U)));
}

#[test]
fn r13_toggle_other_tops_never_the_placed_or_buried_cards() {
    let mut s = pos(&[((0, 0), &[(9, D), (3, U)]), ((1, 0), &[(8, D)])], 10, 30);
    play(&mut s, 2, 0);
    let p = s.pile(at(0, 0)).unwrap();
    assert!(!p.cards[0].up, "buried card untouched");
    assert!(!p.cards[1].up, "face-up top turned down");
    assert_eq!(top(&s, 1, 0), (8, U), "face-down top turned up");
    assert_eq!(top(&s, 2, 0), (10, U), "the placed card stays up (D1)");
}

#[test]
fn r14_row_first_then_column_disjoint() {
    let mut s = pos(
        &[
            ((0, 0), &[(2, U)]),
            ((1, 0), &[(6, U)]),
            ((1, 1), &[(3, U)]),
            ((1, 2), &[(10, U)]),
        ],
        1,
        30,
    );
    play(&mut s, 0, 1);
    assert_eq!(s.last_move().unwrap().flipped, vec![at(1, 1), at(0, 0)]);
}

// ---------- End of a turn ----------

#[test]
fn r15_face_down_count_counts_top_cards_only() {
    let s = pos(
        &[
            ((0, 0), &[(2, D), (3, U)]),
            ((1, 0), &[(6, D)]),
            ((2, 0), &[(6, D)]),
        ],
        1,
        30,
    );
    assert_eq!(s.face_down(), 2);
}

fn e9_grid(stock: usize) -> State {
    e9_grid_with(stock, &[])
}

/// E9's grid with the fillers at `face_down` turned down (placing the 5 at (3, 3) still
/// turns nothing).
fn e9_grid_with(stock: usize, face_down: &[(i8, i8)]) -> State {
    let mut piles: Vec<((i8, i8), Layers)> = Vec::new();
    let named: [((i8, i8), Layers); 6] = [
        ((0, 3), &[(2, U)]),
        ((1, 3), &[(9, U)]),
        ((2, 3), &[(5, U)]),
        ((3, 0), &[(3, U)]),
        ((3, 1), &[(8, U)]),
        ((3, 2), &[(6, U)]),
    ];
    for r in 0..4 {
        for c in 0..4 {
            if (c, r) == (3, 3) {
                continue;
            }
            let filler: Layers = match face_down.contains(&(c, r)) {
                true => &[(4, D)],
                false => &[(4, U)],
            };
            let layers = named.iter().find(|n| n.0 == (c, r)).map_or(filler, |n| n.1);
            piles.push(((c, r), layers));
        }
    }
    pos(&piles, 5, stock)
}

#[test]
fn r16_win_with_sixteen_face_up_piles_scores_the_stock() {
    let mut s = e9_grid(12);
    play(&mut s, 3, 3);
    assert_eq!(s.status(), Status::Won { score: 11 });
    assert_eq!(F::outcome(&s).unwrap().scores, vec![11]);
}

#[test]
fn r17_five_face_down_loses() {
    let mut s = pos(
        &[
            ((0, 0), &[(5, D)]),
            ((1, 0), &[(6, D)]),
            ((0, 1), &[(7, D)]),
            ((1, 1), &[(8, U)]),
        ],
        10,
        20,
    );
    play(&mut s, 2, 1); // row 1: {7d ignored, 8}: 10 highest → (0,1) up, (1,1) down
    assert_eq!(s.face_down(), 3);
    assert_eq!(s.status(), Status::Playing);
    let mut s = pos(
        &[
            ((0, 0), &[(5, D)]),
            ((1, 0), &[(6, D)]),
            ((0, 1), &[(7, D)]),
            ((1, 1), &[(8, D)]),
        ],
        3,
        20,
    );
    play(&mut s, 2, 1); // row 1 all down → empty set → flip: (0,1),(1,1) up
    assert_eq!(s.face_down(), 2);
}

#[test]
fn r18_empty_stock_loses() {
    let mut s = pos(&[((0, 0), &[(5, U)])], 5, 1);
    play(&mut s, 1, 0); // tie: nothing flips; stock now empty
    assert_eq!(s.status(), Status::LostStock);
}

#[test]
fn r19_no_action_after_the_end() {
    let mut s = pos(&[((0, 0), &[(5, U)])], 5, 1);
    play(&mut s, 1, 0);
    assert!(F::legal_moves(&s).is_empty());
    assert_eq!(F::to_move(&s), None);
    assert_eq!(s.next_card(), None);
    assert_eq!(F::apply(&mut s, &at(0, 1)), Err(RuleError::GameOver));
}

// ---------- Decisions ----------

#[test]
fn d1_the_played_card_never_flips() {
    let mut s = pos(&[((0, 0), &[(9, D)])], 5, 30);
    play(&mut s, 1, 0);
    assert_eq!(top(&s, 1, 0), (5, U));
}

#[test]
fn d2_face_down_cards_take_no_part_in_the_comparison() {
    // A face-down 1 would make 3 "not lowest"; ignored, the 3 is lowest vs {8}.
    let mut s = pos(&[((0, 0), &[(1, D)]), ((1, 0), &[(8, U)])], 3, 30);
    play(&mut s, 2, 0);
    assert_eq!((top(&s, 0, 0), top(&s, 1, 0)), ((1, U), (8, D)));
}

#[test]
fn d3_ties_block_both_ways() {
    let mut s = pos(&[((0, 0), &[(5, U)])], 5, 30);
    play(&mut s, 1, 0);
    assert_eq!(top(&s, 0, 0), (5, U));
}

#[test]
fn d4_flip_toggles_both_ways() {
    let mut s = pos(&[((0, 0), &[(2, D)]), ((1, 0), &[(6, U)])], 9, 30);
    play(&mut s, 2, 0);
    assert_eq!((top(&s, 0, 0), top(&s, 1, 0)), ((2, U), (6, D)));
}

#[test]
fn d5_only_top_cards_of_the_column_flip() {
    let mut s = pos(&[((0, 0), &[(9, U), (2, U)])], 1, 30);
    play(&mut s, 0, 1); // column 0: {2}; A lowest → (0,0) top turns down
    let p = s.pile(at(0, 0)).unwrap();
    assert_eq!((p.cards[0].up, p.cards[1].up), (true, false));
}

#[test]
fn d6_next_to_means_orthogonal() {
    let s = pos(&[((0, 0), &[(5, U)])], 1, 30);
    for d in [at(1, 1), at(-1, -1), at(1, -1), at(-1, 1)] {
        assert_eq!(
            F::apply(&mut s.clone(), &d),
            Err(RuleError::NotAdjacent { at: d })
        );
    }
}

#[test]
fn d7_the_grid_floats_with_a_bounding_box() {
    // Growing left and up from the first card is fine as long as the box stays 4 × 4.
    let mut s = fresh(5);
    play(&mut s, 0, 0);
    play(&mut s, -1, 0);
    play(&mut s, -2, 0);
    play(&mut s, -3, 0);
    assert!(!F::legal_moves(&s).contains(&at(1, 0)) || s.status() != Status::Playing);
}

#[test]
fn d8_buried_face_down_cards_do_not_count() {
    let s = pos(
        &[((0, 0), &[(2, D), (3, U)]), ((1, 0), &[(2, D), (3, U)])],
        1,
        30,
    );
    assert_eq!(s.face_down(), 0);
}

#[test]
fn d9_win_before_empty_stock_and_d10_score_is_the_stock() {
    let mut s = e9_grid(1);
    play(&mut s, 3, 3);
    assert_eq!(s.status(), Status::Won { score: 0 });
}

// ---------- Worked examples ----------

#[test]
fn e1_highest_in_the_row() {
    let mut s = pos(&[((0, 0), &[(3, U)]), ((1, 0), &[(8, U)])], 10, 38);
    play(&mut s, 2, 0);
    assert_eq!((top(&s, 0, 0), top(&s, 1, 0)), ((3, D), (8, D)));
    assert_eq!(
        (s.face_down(), s.stock_len(), s.status()),
        (2, 37, Status::Playing)
    );
}

#[test]
fn e2_tie_blocks_the_flip() {
    let mut s = pos(&[((0, 0), &[(5, U)]), ((1, 0), &[(9, U)])], 5, 30);
    play(&mut s, 2, 0);
    assert_eq!(
        (top(&s, 0, 0), top(&s, 1, 0), top(&s, 2, 0)),
        ((5, U), (9, U), (5, U))
    );
    assert_eq!(s.face_down(), 0);
}

#[test]
fn e3_face_down_cards_are_ignored() {
    let mut s = pos(&[((0, 0), &[(2, D)]), ((1, 0), &[(6, U)])], 4, 30);
    play(&mut s, 2, 0);
    assert_eq!((top(&s, 0, 0), top(&s, 1, 0)), ((2, U), (6, D)));
    assert_eq!(s.face_down(), 1);
}

#[test]
fn e4_all_other_cards_of_the_row_face_down() {
    let mut s = pos(
        &[
            ((0, 0), &[(9, D)]),
            ((1, 0), &[(1, D)]),
            ((1, 1), &[(7, U)]),
        ],
        5,
        30,
    );
    play(&mut s, 2, 0);
    assert_eq!((top(&s, 0, 0), top(&s, 1, 0)), ((9, U), (1, U)));
    assert_eq!(s.face_down(), 0);
}

#[test]
fn e5_placing_on_a_pile_buries_the_old_top() {
    let mut s = pos(
        &[
            ((0, 0), &[(4, U)]),
            ((0, 1), &[(7, U)]),
            ((0, 2), &[(2, U)]),
            ((1, 1), &[(9, U)]),
        ],
        8,
        30,
    );
    play(&mut s, 1, 1);
    let p = s.pile(at(1, 1)).unwrap();
    assert_eq!(
        p.cards
            .iter()
            .map(|l| (rank(l.card), l.up))
            .collect::<Vec<_>>(),
        vec![(9, U), (8, U)]
    );
    assert_eq!(
        (top(&s, 0, 0), top(&s, 0, 1), top(&s, 0, 2)),
        ((4, U), (7, D), (2, U))
    );
    assert_eq!(s.face_down(), 1);
}

#[test]
fn e6_row_and_column_both_flip() {
    let mut s = pos(
        &[
            ((0, 0), &[(2, U)]),
            ((1, 0), &[(6, U)]),
            ((1, 1), &[(3, U)]),
            ((1, 2), &[(10, U)]),
        ],
        1,
        30,
    );
    play(&mut s, 0, 1);
    assert_eq!(
        (
            top(&s, 0, 0),
            top(&s, 1, 0),
            top(&s, 0, 1),
            top(&s, 1, 1),
            top(&s, 1, 2)
        ),
        ((2, D), (6, U), (1, U), (3, D), (10, U))
    );
    assert_eq!(s.face_down(), 2);
}

#[test]
fn e7_illegal_placements() {
    let s = pos(
        &[
            ((0, 0), &[(5, U)]),
            ((1, 0), &[(6, U)]),
            ((2, 0), &[(7, U)]),
            ((3, 0), &[(2, U), (3, U), (4, U), (8, U)]),
        ],
        10,
        30,
    );
    assert!(matches!(
        F::apply(&mut s.clone(), &at(4, 0)),
        Err(RuleError::BoxTooBig { cols: 5, .. })
    ));
    assert!(matches!(
        F::apply(&mut s.clone(), &at(-1, 0)),
        Err(RuleError::BoxTooBig { cols: 5, .. })
    ));
    assert_eq!(
        F::apply(&mut s.clone(), &at(3, 0)),
        Err(RuleError::PileFull { at: at(3, 0) })
    );
    assert_eq!(
        F::apply(&mut s.clone(), &at(2, 2)),
        Err(RuleError::NotAdjacent { at: at(2, 2) })
    );
    assert!(F::apply(&mut s.clone(), &at(1, 1)).is_ok());
    let lone = pos(&[((0, 0), &[(5, U)])], 10, 30);
    assert_eq!(
        F::apply(&mut lone.clone(), &at(1, 1)),
        Err(RuleError::NotAdjacent { at: at(1, 1) })
    );
}

#[test]
fn e8_loss_by_five_face_down_cards() {
    let mut s = pos(
        &[
            ((0, 0), &[(5, D)]),
            ((1, 0), &[(6, D)]),
            ((0, 1), &[(7, D)]),
            ((1, 1), &[(8, D)]),
            ((2, 1), &[(3, U)]),
            ((2, 2), &[(9, U)]),
        ],
        10,
        20,
    );
    play(&mut s, 3, 2);
    assert_eq!(top(&s, 2, 2), (9, D));
    assert_eq!(s.face_down(), 5);
    assert_eq!(s.status(), Status::LostFaceDown);
}

/// A placement that turns two cards down past four loses with six face down, and the
/// result says six, not five.
#[test]
fn a_loss_says_how_many_cards_are_face_down() {
    use boardshelf::core::GameText;
    use boardshelf::games::foursquare::rules::Foursquare;
    let mut s = pos(
        &[
            ((0, 0), &[(5, D)]),
            ((1, 0), &[(6, D)]),
            ((0, 1), &[(7, D)]),
            ((1, 1), &[(8, D)]),
            ((1, 2), &[(4, U)]),
            ((2, 2), &[(9, U)]),
        ],
        10,
        20,
    );
    play(&mut s, 3, 2);
    assert_eq!(s.face_down(), 6);
    assert_eq!(s.status(), Status::LostFaceDown);
    let said = Foursquare::result_text(boardshelf::lang::Lang::En, &s);
    assert!(said.starts_with("Lost: 6 cards face down"), "{said}");
}

/// R18 with all 16 spots filled but cards face down: the loss says what was missing (found
/// by a newcomer's trial: it said the grid was not complete).
#[test]
fn a_loss_by_an_empty_stock_on_a_full_grid_says_the_cards_face_down() {
    use boardshelf::core::GameText;
    let mut s = e9_grid_with(1, &[(0, 0), (1, 1)]);
    play(&mut s, 3, 3);
    assert_eq!((s.status(), s.face_down()), (Status::LostStock, 2));
    let said = F::result_text(boardshelf::lang::Lang::En, &s);
    assert!(said.contains("2 cards still face down"), "{said}");
    // With spots left empty, the grid was not complete: said so.
    let mut short = pos(&[((0, 0), &[(4, U)])], 5, 1);
    play(&mut short, 1, 0);
    assert_eq!(short.status(), Status::LostStock);
    let said = F::result_text(boardshelf::lang::Lang::En, &short);
    assert!(said.contains("before the grid was complete"), "{said}");
}

#[test]
fn e9_win_with_a_score() {
    let mut s = e9_grid(12);
    play(&mut s, 3, 3);
    assert_eq!(s.last_move().unwrap().flipped, vec![]);
    assert_eq!(s.status(), Status::Won { score: 11 });
}

#[test]
fn e10_winning_with_the_last_card() {
    let mut s = e9_grid(1);
    play(&mut s, 3, 3);
    assert_eq!(s.status(), Status::Won { score: 0 });
}

#[test]
fn e11_loss_by_empty_stock() {
    let filler: &[(u8, bool)] = &[(4, U)];
    let named: [((i8, i8), Layers); 8] = [
        ((0, 0), &[(4, D)]),
        ((2, 2), &[(7, D), (3, U)]),
        ((0, 2), &[(2, U)]),
        ((1, 2), &[(10, U)]),
        ((3, 2), &[(5, U)]),
        ((2, 0), &[(1, U)]),
        ((2, 1), &[(10, U)]),
        ((2, 3), &[(6, U)]),
    ];
    let mut piles = Vec::new();
    for r in 0..4 {
        for c in 0..4 {
            piles.push((
                (c, r),
                named.iter().find(|n| n.0 == (c, r)).map_or(filler, |n| n.1),
            ));
        }
    }
    let mut s = pos(&piles, 9, 1);
    play(&mut s, 2, 2);
    let p = s.pile(at(2, 2)).unwrap();
    assert_eq!(
        p.cards
            .iter()
            .map(|l| (rank(l.card), l.up))
            .collect::<Vec<_>>(),
        vec![(7, D), (3, U), (9, U)]
    );
    assert_eq!(s.face_down(), 1);
    assert_eq!(s.status(), Status::LostStock);
}

// ---------- Undo policy (the app's option) ----------

#[test]
fn undo_can_be_turned_off_and_is_counted() {
    let mut off = Session::<F>::new(
        Config {
            undo: UndoMode::Off,
        },
        8,
    )
    .unwrap();
    off.play(at(0, 0)).unwrap();
    assert!(!off.can_undo());
    assert!(!off.undo());
    assert_eq!(off.moves().len(), 1);
    let mut counted = Session::<F>::new(
        Config {
            undo: UndoMode::Counted,
        },
        8,
    )
    .unwrap();
    counted.play(at(0, 0)).unwrap();
    assert!(counted.undo());
    assert_eq!(counted.undos(), 1);
}

// ---------- Property tests and statistics ----------

fn check_invariants(s: &State) {
    assert_eq!(s.stock_len() + s.placed(), DECK, "40 cards conserved");
    assert!(s
        .piles()
        .iter()
        .all(|p| !p.cards.is_empty() && p.cards.len() <= 4));
    if let Some((c0, c1, r0, r1)) = s.bounds() {
        assert!(c1 - c0 <= 3 && r1 - r0 <= 3, "box {c0}..{c1} x {r0}..{r1}");
    }
    let mut at: Vec<_> = s.piles().iter().map(|p| (p.at.col, p.at.row)).collect();
    at.sort();
    at.dedup();
    assert_eq!(at.len(), s.piles().len(), "one pile per position");
    assert!(s
        .piles()
        .iter()
        .all(|p| p.cards[..p.cards.len() - 1].iter().all(|_| true)));
    match s.status() {
        Status::Playing => {
            assert!(s.face_down() <= 4);
            assert!(s.stock_len() > 0);
            assert!(!F::legal_moves(s).is_empty(), "R8");
        }
        Status::Won { score } => {
            assert_eq!(s.piles().len(), 16);
            assert_eq!(s.face_down(), 0);
            assert_eq!(score as usize, s.stock_len());
        }
        Status::LostFaceDown => assert!(s.face_down() >= 5),
        Status::LostStock => {
            assert_eq!(s.stock_len(), 0);
            assert!(s.face_down() <= 4);
            assert!(s.piles().len() < 16 || s.face_down() > 0);
        }
    }
}

#[test]
fn property_100000_random_games_keep_every_invariant() {
    let mut wins = 0;
    for seed in 0..100_000u64 {
        let mut s = fresh(seed);
        let mut rng = Rng::new(seed ^ 0x5eed);
        while F::to_move(&s).is_some() {
            let legal = F::legal_moves(&s);
            // Every generated move is accepted; a rejected spot is never generated.
            let mv = *rng.choose(&legal).unwrap();
            let bad = at(mv.col + 2, mv.row + 2);
            if !legal.contains(&bad) {
                assert!(F::apply(&mut s.clone(), &bad).is_err());
            }
            F::apply(&mut s, &mv).unwrap();
            check_invariants(&s);
        }
        if matches!(s.status(), Status::Won { .. }) {
            wins += 1;
        }
    }
    println!("random play: {wins} wins in 100000 deals");
}

#[test]
fn preview_agrees_with_apply_for_every_legal_move() {
    // The playout policy scores candidates with `preview` instead of cloning the state.
    let mut compared = 0;
    for seed in 0..2_000u64 {
        let mut s = fresh(seed);
        let mut rng = Rng::new(seed ^ 0xbeef);
        while F::to_move(&s).is_some() {
            let legal = F::legal_moves(&s);
            for p in &legal {
                let mut next = s.clone();
                F::apply(&mut next, p).unwrap();
                let seen = s.preview(*p);
                assert_eq!(seen.status, next.status(), "seed {seed} at {p:?}");
                assert_eq!(seen.face_down, next.face_down(), "seed {seed} at {p:?}");
                assert_eq!(seen.piles, next.piles().len(), "seed {seed} at {p:?}");
                compared += 1;
            }
            let mv = *rng.choose(&legal).unwrap();
            F::apply(&mut s, &mv).unwrap();
        }
    }
    assert!(compared > 100_000, "only {compared} placements compared");
}

#[test]
fn greedy_play_wins_more_often_than_random_play() {
    let deals = 3000u64;
    let (mut random_wins, mut greedy_wins) = (0, 0);
    for seed in 0..deals {
        for greedy_player in [false, true] {
            let mut s = fresh(seed);
            let mut rng = Rng::new(seed);
            while F::to_move(&s).is_some() {
                let mv = if greedy_player {
                    greedy(&s, &mut rng)
                } else {
                    random(&s, &mut rng)
                };
                F::apply(&mut s, &mv).unwrap();
            }
            check_invariants(&s);
            if matches!(s.status(), Status::Won { .. }) {
                if greedy_player {
                    greedy_wins += 1
                } else {
                    random_wins += 1
                }
            }
        }
    }
    println!("over {deals} deals: random {random_wins} wins, greedy {greedy_wins} wins");
    assert!(greedy_wins > random_wins);
}

#[test]
fn replaying_a_record_gives_the_same_deal() {
    for seed in 0..100 {
        let mut session = Session::<F>::new(Config::default(), seed).unwrap();
        let mut rng = Rng::new(seed);
        while F::to_move(session.state()).is_some() {
            let legal = F::legal_moves(session.state());
            session.play(*rng.choose(&legal).unwrap()).unwrap();
        }
        assert_eq!(&session.record().replay().unwrap(), session.state());
    }
}
