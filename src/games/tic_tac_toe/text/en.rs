//! Tic-tac-toe's words in English.

use super::{Catalog, Words};

pub static WORDS: Words = Words {
    blue: "Blue",
    red: "Red",
    draw: "Draw: the board is full without three in a line.",
    err_off_board: "there is no such square",
    err_taken: "that square is taken",
    err_game_over: "the game is over",
    board_label: "Tic-tac-toe board",
    rules: &[
        "Two players, Blue and Red, take turns on a board of 3 × 3 squares; Blue moves first.",
        "A move puts your mark in an empty square. Nobody passes.",
        "Three of your marks in a row, a column or a diagonal win the game.",
        "A full board without three in a line is a draw.",
    ],
    move_line: |who, square| format!("{who}: {square}"),
    wins: |who| format!("{who} wins with three in a line."),
    square_empty: |square| format!("{square}, empty"),
    square_taken: |square, who| format!("{square}, taken by {who}"),
};

pub static CATALOG: Catalog = Catalog {
    name: "Tic-tac-toe",
    tagline: "Three in a line on a small board: the test game of the suite.",
};
