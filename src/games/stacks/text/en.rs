//! Stacks' words in English.

use super::{Catalog, Words};

pub static WORDS: Words = Words {
    opt_size: "Board size",
    opt_height: "Highest stack",
    opt_limit: "Turn limit",
    limit_none: "None (the rules as written)",
    limit_100_suggested: "100 turns (suggested)",
    limit_200: "200 turns",
    limit_300: "300 turns",
    opt_repetition: "Same position three times",
    repetition_off: "Play on (the rules as written)",
    repetition_on: "A player may claim a draw",
    with_repetition: " · draw by repetition",
    claim_draw: "Claim a draw",
    claim_draw_why: "This position has now occurred three times: you may claim a draw, or play on.",
    draw_claimed: ": claims a draw, the same position three times",
    black: "Black",
    white: "White",
    black_mark: "B",
    white_mark: "W",
    trap_picture: "Black's pawn on N0 and White's pawn on W0 both face cell A1; a white piece on A1 wins for White.",
    up: "up",
    down: "down",
    left: "left",
    right: "right",
    empty: "empty",
    full_stack_one: " full stack",
    full_stack_other: " full stacks",
    choose_pawn: "Move your pawn: pick a highlighted point on the edge.",
    choose_action: "Now drop a piece on a green cell, or pick one of your yellow stacks to slide it.",
    choose_slide: "Slide the stack to a blue cell, or pick another cell.",
    change_pawn: "Change the pawn move",
    no_action_from_there: "from there you could neither drop (no cell in sight takes a piece) nor slide a stack",
    ring_keys: "Edge points: arrow keys go round, Enter moves your pawn to the point chosen.",
    grid_keys: "Board: arrow keys move, Enter drops a piece there or picks the stack to slide.",
    board_label: "Stacks board",
    warning_title: "This turn lets your opponent win",
    play_anyway: "Play it anyway",
    choose_another: "Choose another turn",
    warn_me: "Warn me before a turn that lets my opponent win at once",
    legend_points: "points your pawn may go to",
    legend_sight: "cells in the pawn's line of sight (drops)",
    legend_last: "the last turn",
    legend_movable: "your stacks that can slide (then a blue cell)",
    legend_both: "green ring: a drop on that stack too (tap it twice)",
    path_wins: " — a complete path: wins!",
    no_one_moves_over: " — no one can move: game over",
    err_game_over: "the game is over",
    err_no_such_point: "there is no such point on the edge",
    err_no_such_cell: "there is no such cell",
    err_pawn_must_move: "your pawn must move at least one point",
    err_pawn_cannot_pass: "your pawn cannot pass or land on the other pawn",
    err_same_half: "your pawn cannot stop on the half of the edge where the other pawn stands",
    err_corner_sees_nothing: "from a corner your pawn sees no cell: slide one of your stacks instead",
    err_not_in_sight: "that cell is not in your pawn's line of sight",
    err_drop_blocked: "something stands between your pawn and that cell",
    err_stack_full: "that stack is already full",
    err_stack_behind_not_lower: "a stack in between is not lower than the one you want to drop on",
    err_nothing_to_move: "there is no stack there",
    err_not_your_stack: "you can only slide stacks with your colour on top",
    err_frozen_stack: "a full stack can never move",
    err_slide_off_board: "a stack slides exactly its height, and that leaves the board",
    err_slide_blocked: "a stack slides exactly its height through empty cells only",
    err_no_repetition_draw: "in this game a repeated position is not a draw",
    err_not_repeated: "a draw can be claimed only once the same position has occurred three times",
    rules: &[
        "Each turn: first move your pawn along the edge, any number of points in one direction. It must move, it may not pass or land on the other pawn, and it may not stop on the half of the edge (between the two corner bases) where the other pawn stands.",
        "Then do one thing: drop a piece on an empty cell your pawn can see with only empty cells before it; or drop a piece on a stack it can see (fewer than 4 pieces) when every stack before it is lower; or slide one of your stacks exactly as many cells as it is high, straight, through empty cells.",
        "A stack belongs to the colour on top. Full stacks (4) never move and take no more pieces. From a corner your pawn sees nothing, so you must slide.",
        "You win at once if, after your turn, your stacks form an unbroken path from the cell in front of your pawn to the cell in front of the other pawn.",
        "A player who cannot move passes. When neither can move, whoever owns more full stacks wins.",
        "Careful on the first turns: a path can be a single cell. With your pawn on N0 the cell in front of it is A1; if the other pawn can reach W0, in front of the same cell, and drop on A1, that one cell joins the two pawns and your opponent wins at once (picture). The board warns you before a turn like that.",
    ],
    choose_slide_or_drop: |cell| format!("Slide the stack to a blue cell, or tap {cell} again to drop a piece on it."),
    bad_size: |n| format!("the board must be 5 to 9 cells wide, not {n}"),
    bad_height: |h| format!("the highest stack must be 2 to 6 pieces, not {h}"),
    bad_limit: |l| format!("the turn limit must be 0 to 999, not {l}"),
    config_size: |n| format!("{n}×{n}"),
    with_stacks: |h| format!(" · stacks of {h}"),
    with_turns: |l| format!(" · {l} turns"),
    stack_of: |side, height| format!("{side} stack of {height}"),
    cell_label: |cell, stack| format!("{cell}, {stack}"),
    edge_point: |point| format!("edge point {point}"),
    trap_warning: |opponent| {
        format!("Careful: after this turn {opponent} can complete a path at once and win:")
    },
    pawn_drop: |side, point, cell| format!("{side}: pawn to {point}, drop on {cell}"),
    pawn_drop_on_stack: |side, point, cell, height| {
        format!("{side}: pawn to {point}, drop on the stack at {cell} (now {height})")
    },
    pawn_slide: |side, point, cell, dir, to| {
        format!("{side}: pawn to {point}, slide {cell} {dir} to {to}")
    },
    passes: |side| format!(" — {side} cannot move and passes"),
    wins_with_path: |side| format!("{side} wins with a path"),
    limit_win: |side, black, white| {
        format!("Turn limit reached: {side} wins, full stacks Black {black} – White {white}")
    },
    limit_draw: |black, white| {
        format!("Turn limit reached: a draw, full stacks Black {black} – White {white}")
    },
    stuck_win: |side, black, white| {
        format!("No one can move: {side} wins, full stacks Black {black} – White {white}")
    },
    stuck_draw: |black, white| {
        format!("No one can move: a draw, full stacks Black {black} – White {white}")
    },
    repetition_result: |side, black, white| {
        format!("A draw, claimed by {side}: the same position three times (full stacks Black {black} – White {white})")
    },
};

pub static CATALOG: Catalog = Catalog {
    name: "Stacks",
    tagline: "Walk your pawn round the edge, drop and slide stacks, and link a path.",
};
