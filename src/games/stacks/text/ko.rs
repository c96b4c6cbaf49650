//! Stacks' words in Korean.

use super::{Catalog, Words};

pub static WORDS: Words = Words {
    opt_size: "판 크기",
    opt_height: "스택 최대 높이",
    opt_limit: "턴 제한",
    limit_none: "없음 (규칙 그대로)",
    limit_100_suggested: "100턴 (추천)",
    limit_200: "200턴",
    limit_300: "300턴",
    opt_repetition: "같은 국면 세 번",
    repetition_off: "계속 진행 (규칙 그대로)",
    repetition_on: "무승부를 선언할 수 있음",
    with_repetition: " · 반복 시 무승부",
    claim_draw: "무승부 선언",
    claim_draw_why: "이 국면이 세 번째로 나왔습니다. 무승부를 선언하거나 계속 둘 수 있습니다.",
    draw_claimed: ": 무승부 선언, 같은 국면 세 번",
    black: "흑",
    white: "백",
    black_mark: "흑",
    white_mark: "백",
    trap_picture: "흑의 폰은 N0에, 백의 폰은 W0에 있으며 둘 다 A1 칸을 마주 봅니다. A1에 백의 말을 놓으면 백이 이깁니다.",
    up: "위로",
    down: "아래로",
    left: "왼쪽으로",
    right: "오른쪽으로",
    empty: "빈칸",
    full_stack_one: "개 완성",
    full_stack_other: "개 완성",
    choose_pawn: "폰을 옮기세요: 가장자리에서 강조 표시된 지점을 고르세요.",
    choose_action: "이제 초록색 칸에 말을 놓거나, 노란색인 내 스택 하나를 골라 미세요.",
    choose_slide: "스택을 파란색 칸으로 밀거나, 다른 칸을 고르세요.",
    change_pawn: "폰 이동 바꾸기",
    no_action_from_there: "거기서는 말을 놓을 수도(보이는 칸 중 말을 받을 수 있는 칸이 없음) 스택을 밀 수도 없습니다",
    ring_keys: "가장자리 지점: 방향키로 둘레를 따라 이동하고, 엔터 키로 고른 지점에 폰을 옮깁니다.",
    grid_keys: "판: 방향키로 이동하고, 엔터 키로 그 칸에 말을 놓거나 밀 스택을 고릅니다.",
    board_label: "스택스 판",
    warning_title: "이 수를 두면 상대가 이길 수 있습니다",
    play_anyway: "그래도 두기",
    choose_another: "다른 수 고르기",
    warn_me: "상대가 곧바로 이길 수 있게 되는 수를 두기 전에 경고하기",
    legend_points: "폰이 갈 수 있는 지점",
    legend_sight: "폰의 시야에 있는 칸 (말 놓기)",
    legend_last: "마지막 수",
    legend_movable: "밀 수 있는 내 스택 (그다음 파란색 칸)",
    legend_both: "초록 테두리: 그 스택 위에도 말 놓기 가능 (두 번 누르기)",
    path_wins: " — 길 완성: 승리!",
    no_one_moves_over: " — 아무도 움직일 수 없음: 게임 종료",
    err_game_over: "게임이 끝났습니다",
    err_no_such_point: "가장자리에 그런 지점은 없습니다",
    err_no_such_cell: "그런 칸은 없습니다",
    err_pawn_must_move: "폰은 한 지점 이상 움직여야 합니다",
    err_pawn_cannot_pass: "폰은 상대 폰을 지나가거나 그 자리에 멈출 수 없습니다",
    err_same_half: "상대 폰이 있는 쪽 가장자리 절반에는 폰을 멈출 수 없습니다",
    err_corner_sees_nothing: "모퉁이에서는 폰이 아무 칸도 볼 수 없습니다. 대신 내 스택 하나를 미세요",
    err_not_in_sight: "그 칸은 폰의 시야에 없습니다",
    err_drop_blocked: "폰과 그 칸 사이에 무언가가 있습니다",
    err_stack_full: "그 스택은 이미 가득 찼습니다",
    err_stack_behind_not_lower: "사이에 있는 스택이 말을 놓으려는 스택보다 낮지 않습니다",
    err_nothing_to_move: "거기에는 스택이 없습니다",
    err_not_your_stack: "맨 위가 내 색인 스택만 밀 수 있습니다",
    err_frozen_stack: "가득 찬 스택은 절대 움직일 수 없습니다",
    err_slide_off_board: "스택은 정확히 자기 높이만큼 밀리는데, 그러면 판 밖으로 나갑니다",
    err_slide_blocked: "스택은 빈칸만 지나서 정확히 자기 높이만큼 밀립니다",
    err_no_repetition_draw: "이 게임에서는 같은 국면이 반복되어도 무승부가 아닙니다",
    err_not_repeated: "같은 국면이 세 번 나와야 무승부를 선언할 수 있습니다",
    rules: &[
        "매 차례 먼저 폰을 가장자리를 따라 한 방향으로 원하는 수의 지점만큼 옮깁니다. 폰은 반드시 움직여야 하고, 상대 폰을 지나가거나 그 자리에 멈출 수 없으며, 상대 폰이 있는 쪽 가장자리 절반(두 모퉁이 기지 사이)에는 멈출 수 없습니다.",
        "그런 뒤 다음 셋 중 하나를 합니다. 폰이 볼 수 있는 빈칸 중 폰과의 사이가 모두 빈칸인 칸에 말을 놓거나, 폰이 볼 수 있는 스택(말 4개 미만) 중 폰과의 사이에 있는 스택이 모두 그보다 낮은 스택에 말을 놓거나, 내 스택 하나를 그 높이와 같은 칸 수만큼 빈칸만 지나 똑바로 밉니다.",
        "스택은 맨 위 말의 색을 가진 쪽의 것입니다. 가득 찬 스택(4층)은 움직이지 않고 말을 더 받지 않습니다. 모퉁이에서는 폰이 아무것도 볼 수 없으므로 스택을 밀어야 합니다.",
        "내 차례가 끝났을 때 내 스택들이 내 폰 앞의 칸부터 상대 폰 앞의 칸까지 끊김 없는 길을 이루면 즉시 승리합니다.",
        "움직일 수 없는 플레이어는 차례를 넘깁니다. 둘 다 움직일 수 없으면 가득 찬 스택을 더 많이 가진 쪽이 이깁니다.",
        "처음 몇 차례는 조심하세요. 칸 하나만으로도 길이 될 수 있습니다. 내 폰이 N0에 있으면 그 앞의 칸은 A1입니다. 상대 폰이 같은 칸 앞인 W0에 가서 A1에 말을 놓을 수 있다면, 그 한 칸이 두 폰을 이어 상대가 즉시 이깁니다(그림 참고). 이런 수를 두기 전에 판이 경고해 줍니다.",
    ],
    choose_slide_or_drop: |cell| format!("스택을 파란색 칸으로 밀거나, {cell}을(를) 한 번 더 눌러 그 위에 말을 놓으세요."),
    bad_size: |n| format!("판은 가로세로 5~9칸이어야 합니다(현재 {n}칸)"),
    bad_height: |h| format!("스택 최대 높이는 말 2~6개여야 합니다(현재 {h}개)"),
    bad_limit: |l| format!("턴 제한은 0~999여야 합니다(현재 {l})"),
    config_size: |n| format!("{n}×{n}"),
    with_stacks: |h| format!(" · 스택 최대 {h}층"),
    with_turns: |l| format!(" · {l}턴 제한"),
    stack_of: |side, height| format!("{side} 스택, {height}층"),
    cell_label: |cell, stack| format!("{cell}, {stack}"),
    edge_point: |point| format!("가장자리 지점 {point}"),
    trap_warning: |opponent| {
        format!("주의: 이 수를 두면 상대({opponent})가 곧바로 길을 완성해 이길 수 있습니다:")
    },
    pawn_drop: |side, point, cell| format!("{side}: 폰 → {point}, {cell}에 말 놓음"),
    pawn_drop_on_stack: |side, point, cell, height| {
        format!("{side}: 폰 → {point}, {cell} 스택에 말 놓음 (이제 {height}층)")
    },
    pawn_slide: |side, point, cell, dir, to| {
        format!("{side}: 폰 → {point}, {cell} 스택을 {dir} 밀어 {to}까지 이동")
    },
    passes: |side| format!(" — {side}: 움직일 수 없어 차례를 넘김"),
    wins_with_path: |side| format!("{side} 승리 (길 완성)"),
    limit_win: |side, black, white| {
        format!("턴 제한 도달: {side} 승리, 가득 찬 스택 흑 {black} – 백 {white}")
    },
    limit_draw: |black, white| {
        format!("턴 제한 도달: 무승부, 가득 찬 스택 흑 {black} – 백 {white}")
    },
    stuck_win: |side, black, white| {
        format!("아무도 움직일 수 없음: {side} 승리, 가득 찬 스택 흑 {black} – 백 {white}")
    },
    stuck_draw: |black, white| {
        format!("아무도 움직일 수 없음: 무승부, 가득 찬 스택 흑 {black} – 백 {white}")
    },
    repetition_result: |side, black, white| {
        format!("무승부 ({side} 선언): 같은 국면 세 번 (가득 찬 스택 흑 {black} – 백 {white})")
    },
};

pub static CATALOG: Catalog = Catalog {
    name: "스택스",
    tagline: "폰을 가장자리를 따라 옮기고, 말을 놓고 스택을 밀어 길을 이으세요.",
};
