//! Foursquare's words in Korean.

use super::{Catalog, Words};

pub static WORDS: Words = Words {
    opt_undo: "되돌리기",
    undo_allowed: "허용",
    undo_counted: "허용 (쓰면 통계 제외)",
    undo_off: "사용 안 함 (모든 게임 집계)",
    summary_undo_allowed: "되돌리기 허용",
    summary_undo_counted: "되돌리기 시 통계 제외",
    summary_no_undo: "되돌리기 없음",
    stock: "덱",
    to_place: "놓을 카드",
    player: "플레이어",
    place_the_card: "카드를 놓으세요",
    just_placed: " (방금 놓은 카드)",
    just_turned: " (방금 놓은 카드로 뒤집힘)",
    table_label: "포스퀘어 테이블",
    err_game_over: "게임이 끝났습니다. 다시 하려면 카드를 새로 돌리세요",
    err_first_card: "첫 카드는 테이블 가운데에 놓아야 합니다",
    err_pile_full: "그 더미에는 이미 카드가 4장 있습니다",
    err_not_adjacent: "새 더미는 기존 더미의 바로 왼쪽, 오른쪽, 위 또는 아래에 놓아야 합니다(대각선은 안 됨)",
    lost_stock: " — 덱 소진: 패배",
    result_lost_stock: "패배: 격자가 완성되기 전에 덱이 떨어졌습니다",
    rules: &[
        "카드는 40장으로, 에이스(가장 낮음)부터 10(가장 높음)까지입니다. 무늬는 상관없습니다. 매 차례 덱 맨 위의 카드를 한 장 놓습니다.",
        "첫 카드는 가운데에 놓습니다. 그다음 카드는 4장 미만인 더미 위에 놓거나, 더미의 바로 왼쪽, 오른쪽, 위 또는 아래(대각선은 안 됨)에 있는 빈자리에 놓습니다.",
        "모든 더미는 최대 4열 4행의 격자 안에 들어가야 합니다.",
        "카드를 놓은 뒤, 그 카드가 같은 행에서 앞면인 다른 모든 맨 위 카드보다 높으면(또는 낮으면) 그 행의 다른 맨 위 카드가 모두 뒤집힙니다. 앞면은 뒷면이 되고, 뒷면은 앞면이 됩니다. 같은 숫자가 있으면 뒤집히지 않습니다. 그 행에 앞면인 다른 카드가 없을 때도 뒤집힙니다. 이어서 열에 대해서도 똑같이 합니다.",
        "격자에 더미가 16개 생기고 맨 위 카드 16장이 모두 앞면이면 승리합니다. 점수는 덱에 남은 카드 수입니다.",
        "맨 위 카드 중 5장 이상이 뒷면이 되거나 덱이 떨어지면 패배합니다.",
    ],
    suits: &["스페이드", "하트", "다이아몬드", "클럽"],
    card_name: |rank, suit| format!("{suit} {rank}"),
    ace_of: |suit| format!("{suit} 에이스"),
    face_down_count: |n| format!("뒷면: {n}장 (4장까지 허용)"),
    stock_count: |n| format!("덱에 남은 카드 {n}장"),
    err_box_too_big: |cols, rows| {
        format!("격자는 최대 4 × 4입니다. 거기에 놓으면 {cols}열 × {rows}행이 됩니다")
    },
    placed_at: |card, spot| format!("{spot}에 {card}"),
    placed_on_pile: |card, spot| format!("{spot} 더미 위에 {card}"),
    flipped: |n| format!(" — {n}장 뒤집힘"),
    won: |score| format!(" — 승리, 점수 {score}"),
    result_won: |score| format!("승리! 점수 {score} (덱에 남은 카드 수)"),
    lost_face_down: |down| format!(" — 뒷면 카드 {down}장: 패배"),
    result_lost_stock_down: |down| {
        format!("패배: 뒷면 카드가 {down}장 남은 채로 덱이 떨어졌습니다 (16장 모두 앞면이어야 합니다)")
    },
    result_lost_face_down: |down, placed| {
        format!("패배: 카드 {placed}장을 놓은 뒤 뒷면 카드가 {down}장이 되었습니다 (4장까지 허용)")
    },
    spot_empty: |spot| format!("{spot} 자리, 비어 있음: 여기에 카드를 놓으세요"),
    pile_up_open: |spot, n, shown, card| {
        format!("{spot} 자리, {n}장 더미, 맨 위 카드 {shown}, {card}, 앞면: 이 더미에 카드를 놓으세요")
    },
    pile_up_full: |spot, n, shown, card| {
        format!("{spot} 자리, {n}장 더미, 맨 위 카드 {shown}, {card}, 앞면, 가득 참")
    },
    pile_down_open: |spot, n| {
        format!("{spot} 자리, {n}장 더미, 맨 위 카드 뒷면: 이 더미에 카드를 놓으세요")
    },
    pile_down_full: |spot, n| format!("{spot} 자리, {n}장 더미, 맨 위 카드 뒷면, 가득 참"),
};

pub static CATALOG: Catalog = Catalog {
    name: "포스퀘어",
    tagline: "4×4 카드 솔리테어: 카드를 한 장씩 놓고, 줄을 뒤집어 모두 앞면으로 만드세요.",
};
