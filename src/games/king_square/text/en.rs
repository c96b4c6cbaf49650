//! King-Square's words in English.

use super::{Catalog, Words};

pub static WORDS: Words = Words {
    opt_players: "Players",
    two_players: "2 players",
    four_players: "4 players (two partnerships)",
    opt_size: "Board size (holes per side)",
    opt_target: "King-Squares to win",
    opt_first: "First player",
    first_seat_0: "Player 1 (Black)",
    first_random: "Random",
    black: "Black",
    white: "White",
    or_tap_another: "or tap another hole",
    err_game_over: "the game is over: start a new game for another one",
    rules: &[
        "Players take turns putting one peg of their colour into any empty hole. Passing is not allowed, and pegs never move.",
        "The first side to own all four corners of a square wins the round. The square can be any size (four neighbouring holes count) but its sides must run along the rows and columns: tilted squares and rectangles do not count.",
        "Only the four corners matter: pegs of either colour inside the square or on its sides make no difference.",
        "A round is worth exactly one King-Square, even if one peg completes several squares at once.",
        "After a round the board is cleared; the next round is started by the player after the one who made the square (the losing side). If the board fills up without a square, the round is void and nobody scores.",
        "With 4 players, partners sit opposite each other and share a colour: a square may mix both partners' pegs.",
        "The first side to reach the target number of King-Squares (5 by default) wins the game.",
    ],
    bad_size: |size| format!("the board must have 3 to 20 holes per side, not {size}"),
    bad_players: |players| format!("King-Square is played by 2 or 4 players, not {players}"),
    bad_target: |target| format!("the target must be 1 to 9 King-Squares, not {target}"),
    place_at: |hole| format!("Place at {hole}"),
    player_side: |number, side| format!("Player {number} ({side})"),
    side_of_players: |side, players| format!("{side} (players {players})"),
    err_off_board: |col, row, size| {
        format!("hole ({col}, {row}) is outside the {size} × {size} board")
    },
    err_occupied: |hole| format!("hole {hole} is taken: pegs go in empty holes"),
    config_summary: |players, size, target| {
        format!("{players} players · {size}×{size} · first to {target}")
    },
    move_line: |who, hole| format!("{who}: {hole}"),
    move_square: |who, hole, side, score| format!("{who}: {hole} — King-Square for {side}! {score}"),
    move_void: |who, hole| format!("{who}: {hole} — board full, round void"),
    result: |side, score| format!("{side} wins · {score}"),
    first_to_round: |target, round| format!("First to {target} · round {round}"),
    board_label: |n| {
        format!("King-Square board, {n} by {n} holes. Arrow keys move, Enter places a peg.")
    },
    hole_empty: |row, col| format!("row {row}, column {col}, empty"),
    hole_black: |row, col| format!("row {row}, column {col}, black peg"),
    hole_white: |row, col| format!("row {row}, column {col}, white peg"),
    round_square: |side, score, next, round| {
        format!("{side} made a King-Square! {score}. {next} starts round {round}.")
    },
    round_void: |next, round| {
        format!("The board is full with no King-Square: the round is void. {next} starts round {round}.")
    },
    start_round: |round| format!("Start round {round}"),
};

pub static CATALOG: Catalog = Catalog {
    name: "King-Square",
    tagline: "Pegs on a grid: be first to own the four corners of a square.",
};
