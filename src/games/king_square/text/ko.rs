//! King-Square's words in Korean.

use super::{Catalog, Words};

pub static WORDS: Words = Words {
    opt_players: "인원",
    two_players: "2명",
    four_players: "4명 (두 명씩 두 팀)",
    opt_size: "판 크기 (한 변의 구멍 수)",
    opt_target: "승리에 필요한 킹스퀘어 수",
    opt_first: "선 플레이어",
    first_seat_0: "플레이어 1 (흑)",
    first_random: "무작위",
    black: "흑",
    white: "백",
    or_tap_another: "또는 다른 구멍을 누르세요",
    err_game_over: "게임이 끝났습니다. 다시 하려면 새 게임을 시작하세요",
    rules: &[
        "플레이어는 번갈아 가며 자기 색의 말 하나를 빈 구멍 아무 곳에나 꽂습니다. 차례를 넘길 수 없으며, 한 번 꽂은 말은 움직이지 않습니다.",
        "정사각형의 네 꼭짓점을 모두 먼저 차지한 편이 그 라운드를 이깁니다. 정사각형의 크기는 상관없지만(서로 이웃한 구멍 네 개도 됩니다) 변이 가로줄과 세로줄을 따라야 합니다. 기울어진 정사각형이나 직사각형은 인정되지 않습니다.",
        "네 꼭짓점만 중요합니다. 정사각형 안이나 변 위에 어느 색의 말이 있든 상관없습니다.",
        "말 하나로 정사각형 여러 개가 한꺼번에 완성되더라도, 한 라운드에서 얻는 것은 킹스퀘어 정확히 1개입니다.",
        "라운드가 끝나면 판을 비웁니다. 다음 라운드는 정사각형을 만든 플레이어 바로 다음 플레이어(진 편)가 시작합니다. 정사각형 없이 판이 가득 차면 그 라운드는 무효이며 아무도 점수를 얻지 못합니다.",
        "4명이 할 때는 같은 팀끼리 마주 앉아 같은 색을 씁니다. 정사각형에 같은 팀 두 사람의 말이 섞여 있어도 됩니다.",
        "목표한 킹스퀘어 수(기본 5개)에 먼저 도달한 편이 게임에서 이깁니다.",
    ],
    bad_size: |size| format!("판은 한 변에 구멍이 3~20개여야 합니다(현재 {size}개)"),
    bad_players: |players| format!("킹스퀘어는 2명 또는 4명이 합니다(현재 {players}명)"),
    bad_target: |target| format!("목표는 킹스퀘어 1~9개여야 합니다(현재 {target}개)"),
    place_at: |hole| format!("{hole}에 꽂기"),
    player_side: |number, side| format!("플레이어 {number} ({side})"),
    side_of_players: |side, players| format!("{side} (플레이어 {players})"),
    err_off_board: |col, row, size| {
        format!("({col}, {row}) 위치의 구멍은 {size} × {size} 판 밖에 있습니다")
    },
    err_occupied: |hole| format!("{hole} 구멍에는 이미 말이 있습니다. 말은 빈 구멍에만 꽂을 수 있습니다"),
    config_summary: |players, size, target| {
        format!("{players}명 · {size}×{size} · {target}점 선승")
    },
    move_line: |who, hole| format!("{who}: {hole}"),
    move_square: |who, hole, side, score| format!("{who}: {hole} — {side}의 킹스퀘어! {score}"),
    move_void: |who, hole| format!("{who}: {hole} — 판이 가득 참, 라운드 무효"),
    result: |side, score| format!("{side} 승리 · {score}"),
    first_to_round: |target, round| format!("{target}점 선승 · {round}라운드"),
    board_label: |n| {
        format!("킹스퀘어 판, 가로세로 {n}×{n} 구멍. 방향키로 이동하고 엔터 키로 말을 꽂습니다.")
    },
    hole_empty: |row, col| format!("{row}행 {col}열, 비어 있음"),
    hole_black: |row, col| format!("{row}행 {col}열, 흑 말"),
    hole_white: |row, col| format!("{row}행 {col}열, 백 말"),
    round_square: |side, score, next, round| {
        format!("{side}의 킹스퀘어! {score}. {round}라운드는 {next}부터 시작합니다.")
    },
    round_void: |next, round| {
        format!("킹스퀘어 없이 판이 가득 찼습니다. 이번 라운드는 무효입니다. {round}라운드는 {next}부터 시작합니다.")
    },
    start_round: |round| format!("{round}라운드 시작"),
};

pub static CATALOG: Catalog = Catalog {
    name: "킹스퀘어",
    tagline: "격자판에 말을 꽂는 게임: 정사각형의 네 꼭짓점을 먼저 차지하세요.",
};
