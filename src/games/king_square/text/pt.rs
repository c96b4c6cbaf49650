//! King-Square's words in Portuguese.

use super::{Catalog, Words};
use crate::lang::{Lang, Plural};

pub static WORDS: Words = Words {
    opt_players: "Jogadores",
    two_players: "2 jogadores",
    four_players: "4 jogadores (duas duplas)",
    opt_size: "Tamanho do tabuleiro (furos por lado)",
    opt_target: "King-Squares para vencer",
    opt_first: "Primeiro jogador",
    first_seat_0: "Jogador 1 (Preto)",
    first_random: "Aleatório",
    black: "Preto",
    white: "Branco",
    or_tap_another: "ou toque em outro furo",
    err_game_over: "a partida terminou: comece uma nova partida para jogar outra vez",
    rules: &[
        "Os jogadores se alternam colocando um pino da sua cor em qualquer furo vazio. Não é permitido passar, e os pinos nunca se movem.",
        "A primeira cor a ocupar os quatro cantos de um quadrado vence a rodada. O quadrado pode ter qualquer tamanho (quatro furos vizinhos já contam), mas seus lados devem seguir as linhas e as colunas: quadrados inclinados e retângulos não contam.",
        "Só os quatro cantos importam: pinos de qualquer cor dentro do quadrado ou sobre os seus lados não fazem diferença.",
        "Uma rodada vale exatamente um King-Square, mesmo que um pino complete vários quadrados de uma vez.",
        "Depois de cada rodada o tabuleiro é esvaziado; a rodada seguinte começa com o jogador que vem depois daquele que fez o quadrado (da cor que perdeu). Se o tabuleiro ficar cheio sem nenhum quadrado, a rodada é anulada e ninguém pontua.",
        "Com 4 jogadores, os parceiros sentam-se frente a frente e compartilham uma cor: um quadrado pode misturar pinos dos dois parceiros.",
        "A primeira cor a atingir a meta de King-Squares (5, por padrão) vence a partida.",
    ],
    bad_size: |size| format!("o tabuleiro deve ter de 3 a 20 furos por lado, não {size}"),
    bad_players: |players| format!("King-Square é jogado por 2 ou 4 jogadores, não {players}"),
    bad_target: |target| format!("a meta deve ser de 1 a 9 King-Squares, não {target}"),
    place_at: |hole| format!("Colocar em {hole}"),
    player_side: |number, side| format!("Jogador {number} ({side})"),
    side_of_players: |side, players| format!("{side} (jogadores {players})"),
    err_off_board: |col, row, size| {
        format!("o furo ({col}, {row}) está fora do tabuleiro de {size} × {size}")
    },
    err_occupied: |hole| format!("o furo {hole} está ocupado: os pinos vão em furos vazios"),
    config_summary: |players, size, target| match Lang::Pt.plural(players as u64) {
        Plural::One => format!("{players} jogador · {size}×{size} · meta {target}"),
        Plural::Other => format!("{players} jogadores · {size}×{size} · meta {target}"),
    },
    move_line: |who, hole| format!("{who}: {hole}"),
    move_square: |who, hole, side, score| {
        format!("{who}: {hole} — King-Square para {side}! {score}")
    },
    move_void: |who, hole| format!("{who}: {hole} — tabuleiro cheio, rodada anulada"),
    result: |side, score| format!("{side} vence · {score}"),
    first_to_round: |target, round| format!("Meta: {target} · rodada {round}"),
    board_label: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!(
            "Tabuleiro de King-Square, {n} por {n} furo. As setas movem o cursor, Enter coloca um pino."
        ),
        Plural::Other => format!(
            "Tabuleiro de King-Square, {n} por {n} furos. As setas movem o cursor, Enter coloca um pino."
        ),
    },
    hole_empty: |row, col| format!("linha {row}, coluna {col}, vazio"),
    hole_black: |row, col| format!("linha {row}, coluna {col}, pino preto"),
    hole_white: |row, col| format!("linha {row}, coluna {col}, pino branco"),
    round_square: |side, score, next, round| {
        format!("{side} fez um King-Square! {score}. {next} começa a rodada {round}.")
    },
    round_void: |next, round| {
        format!("O tabuleiro ficou cheio sem nenhum King-Square: a rodada foi anulada. {next} começa a rodada {round}.")
    },
    start_round: |round| format!("Começar a rodada {round}"),
};

pub static CATALOG: Catalog = Catalog {
    name: "King-Square",
    tagline: "Pinos numa grade: seja o primeiro a ocupar os quatro cantos de um quadrado.",
};
