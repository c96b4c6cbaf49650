//! Tic-tac-toe's words in Portuguese (Brazil).

use super::{Catalog, Words};

pub static WORDS: Words = Words {
    blue: "Azul",
    red: "Vermelho",
    draw: "Empate: o tabuleiro encheu sem três em linha.",
    err_off_board: "essa casa não existe",
    err_taken: "essa casa já está ocupada",
    err_game_over: "a partida acabou",
    board_label: "Tabuleiro do jogo da velha",
    rules: &[
        "Dois jogadores, Azul e Vermelho, jogam alternadamente num tabuleiro de 3 × 3 casas; o Azul começa.",
        "Cada jogada põe a sua marca numa casa vazia. Ninguém passa a vez.",
        "Três marcas suas numa linha, coluna ou diagonal vencem a partida.",
        "Um tabuleiro cheio sem três em linha é empate.",
    ],
    move_line: |who, square| format!("{who}: {square}"),
    wins: |who| format!("{who} vence com três em linha."),
    square_empty: |square| format!("{square}, vazia"),
    square_taken: |square, who| format!("{square}, ocupada pelo {who}"),
};

pub static CATALOG: Catalog = Catalog {
    name: "Jogo da velha",
    tagline: "Três em linha num tabuleiro pequeno: o jogo de teste da suíte.",
};
