//! Tic-tac-toe's words in Korean.

use super::{Catalog, Words};

pub static WORDS: Words = Words {
    blue: "파랑",
    red: "빨강",
    draw: "무승부: 한 줄 없이 판이 가득 찼습니다.",
    err_off_board: "그런 칸은 없습니다",
    err_taken: "이미 차지한 칸입니다",
    err_game_over: "게임이 끝났습니다",
    board_label: "틱택토 판",
    rules: &[
        "파랑과 빨강 두 사람이 3 × 3 칸 판에서 번갈아 둡니다. 파랑이 먼저 둡니다.",
        "한 수에 빈칸 하나에 자기 표시를 놓습니다. 넘길 수 없습니다.",
        "가로, 세로, 대각선으로 자기 표시 세 개를 이으면 이깁니다.",
        "한 줄 없이 판이 가득 차면 무승부입니다.",
    ],
    move_line: |who, square| format!("{who}: {square}"),
    wins: |who| format!("{who} 승리: 세 개를 한 줄로 이었습니다."),
    square_empty: |square| format!("{square}, 빈칸"),
    square_taken: |square, who| format!("{square}, {who} 차지"),
};

pub static CATALOG: Catalog = Catalog {
    name: "틱택토",
    tagline: "작은 판에서 세 개를 한 줄로: 테스트용 게임입니다.",
};
