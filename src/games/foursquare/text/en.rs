//! Foursquare's words in English.

use super::{Catalog, Words};

pub static WORDS: Words = Words {
    opt_undo: "Undo",
    undo_allowed: "Allowed",
    undo_counted: "Allowed (if used, not counted)",
    undo_off: "Off (every game counts)",
    summary_undo_allowed: "undo allowed",
    summary_undo_counted: "undo counted",
    summary_no_undo: "no undo",
    stock: "Stock",
    to_place: "Place this card",
    player: "Player",
    place_the_card: "Place the card",
    just_placed: " (the card just placed)",
    just_turned: " (turned by the card just placed)",
    table_label: "Foursquare table",
    err_game_over: "the game is over: deal again to play",
    err_first_card: "the first card goes in the middle of the table",
    err_pile_full: "that pile already holds 4 cards",
    err_not_adjacent: "a new pile must be next to a pile (left, right, above or below; not diagonal)",
    lost_stock: " — stock empty: lost",
    result_lost_stock: "Lost: the stock ran out before the grid was complete",
    rules: &[
        "Forty cards, ace (low) to 10 (high); suits do not matter. Each turn you place the top card of the stock.",
        "The first card goes in the middle. Every later card goes either on a pile of fewer than 4 cards, or on an empty spot right next to a pile (left, right, above or below — not diagonal).",
        "All piles must fit in a grid of at most 4 columns and 4 rows.",
        "After placing a card: if it is higher (or lower) than every other face-up top card in its row, all other top cards of that row turn over — face up becomes face down and face down becomes face up. A tie blocks the flip. If the row has no other face-up card, it flips too. Then the same for its column.",
        "You win when the grid has 16 piles and all 16 top cards are face up; your score is the number of cards left in the stock.",
        "You lose when 5 or more top cards are face down, or when the stock runs out.",
    ],
    suits: &["spades", "hearts", "diamonds", "clubs"],
    card_name: |rank, suit| format!("{rank} of {suit}"),
    ace_of: |suit| format!("ace of {suit}"),
    face_down_count: |n| format!("Face-down: {n} (4 allowed)"),
    stock_count: |n| match n {
        1 => "1 card left in the stock".into(),
        n => format!("{n} cards left in the stock"),
    },
    err_box_too_big: |cols, rows| {
        format!("the grid may be at most 4 × 4; there it would be {cols} columns × {rows} rows")
    },
    placed_at: |card, spot| format!("{card} at {spot}"),
    placed_on_pile: |card, spot| format!("{card} on the pile at {spot}"),
    flipped: |n| match n {
        1 => " — flipped 1 card".into(),
        n => format!(" — flipped {n} cards"),
    },
    won: |score| format!(" — won, score {score}"),
    result_won: |score| format!("You won! Score {score} (cards left in the stock)"),
    lost_face_down: |down| format!(" — {down} cards face down: lost"),
    result_lost_stock_down: |down| match down {
        1 => "Lost: the stock ran out with 1 card still face down (all 16 must be face up)".into(),
        _ => format!("Lost: the stock ran out with {down} cards still face down (all 16 must be face up)"),
    },
    result_lost_face_down: |down, placed| {
        format!("Lost: {down} cards face down (4 allowed), after placing {placed} cards")
    },
    spot_empty: |spot| format!("spot {spot}, empty: place the card here"),
    pile_up_open: |spot, n, shown, card| {
        format!("spot {spot}, pile of {n}, top card {shown}, {card}, face up: place the card on this pile")
    },
    pile_up_full: |spot, n, shown, card| {
        format!("spot {spot}, pile of {n}, top card {shown}, {card}, face up, full")
    },
    pile_down_open: |spot, n| {
        format!("spot {spot}, pile of {n}, top card face down: place the card on this pile")
    },
    pile_down_full: |spot, n| format!("spot {spot}, pile of {n}, top card face down, full"),
};

pub static CATALOG: Catalog = Catalog {
    name: "Foursquare",
    tagline: "A 4×4 card solitaire: place each card, flip the rows, keep them face up.",
};
