//! Tic-tac-toe taught on its board (`core::lesson`): six positions, the learner playing
//! Blue. Each setup is the squares taken in turn from an empty board, Blue first.

use super::rules::{Config, TicTacToe};
use crate::core::lesson::{Lesson, Right, Step};
use crate::lang::Said;

pub fn lesson() -> Lesson<TicTacToe, Said> {
    Lesson {
        config: Config::default(),
        seed: 0,
        steps: vec![first(), win(), block(), diagonal(), column(), draw()],
        not_taught: Vec::new(),
    }
}

/// A step of one right square, with the words of its task, why it is right, and of any other.
fn step(setup: &[u8], right: u8, words: [Said; 3], wrong: Vec<(u8, Said)>, teaches: &'static str) -> Step<TicTacToe, Said> {
    let [task, why_right, otherwise] = words;
    Step {
        setup: setup.to_vec(),
        task,
        right: Right::Moves(vec![right]),
        why_right,
        show: right,
        wrong,
        otherwise,
        teaches: vec![teaches],
    }
}

fn first() -> Step<TicTacToe, Said> {
    Step {
        right: Right::After(|_, _| true),
        teaches: vec!["R1", "R2"],
        ..step(&[], 4, [
            Said([
                "You play Blue, and Blue moves first: put your mark in any square.",
                "당신은 파랑이고 파랑이 먼저 둡니다. 아무 칸에나 표시를 놓으세요.",
                "Você joga com o Azul, que começa: ponha a sua marca em qualquer casa.",
                "Դուք Կապույտն եք, և Կապույտն է սկսում․ ձեր նշանը դրեք ցանկացած վանդակում։",
            ]),
            Said([
                "Each turn one mark goes into an empty square; then the other player moves.",
                "한 차례에 빈칸 하나에 표시 하나를 놓고, 그다음 상대가 둡니다.",
                "A cada vez, uma marca vai numa casa vazia; depois joga o outro.",
                "Ամեն հերթին մեկ նշան է դրվում դատարկ վանդակում, հետո խաղում է մյուսը։",
            ]),
            Said(["Any empty square.", "아무 빈칸이나.", "Qualquer casa vazia.", "Ցանկացած դատարկ վանդակ։"]),
        ], Vec::new(), "R1")
    }
}

fn win() -> Step<TicTacToe, Said> {
    step(&[0, 3, 1, 4], 2, [
        Said([
            "You have A1 and B1: take the third square of that row and win.",
            "A1과 B1이 당신 것입니다. 그 가로줄의 셋째 칸을 차지해 이기세요.",
            "Você tem A1 e B1: pegue a terceira casa dessa linha e vença.",
            "A1-ը և B1-ը ձերն են․ վերցրեք այդ տողի երրորդ վանդակը և հաղթեք։",
        ]),
        Said([
            "Three in a row wins at once, and the game ends.",
            "가로로 세 개를 이으면 바로 이기고 게임이 끝납니다.",
            "Três em linha vencem na hora, e a partida acaba.",
            "Երեքը մեկ տողում անմիջապես հաղթում են, և խաղն ավարտվում է։",
        ]),
        Said(["C1 finishes your row.", "C1이 가로줄을 완성합니다.", "C1 completa a sua linha.", "C1-ը լրացնում է ձեր տողը։"]),
    ], vec![(5, Said([
        "Blocking Red is good, but you can win now: take C1.",
        "빨강을 막는 것도 좋지만 지금 이길 수 있습니다. C1을 차지하세요.",
        "Bloquear o Vermelho é bom, mas você pode vencer agora: pegue C1.",
        "Կարմիրին փակելը լավ է, բայց հիմա կարող եք հաղթել․ վերցրեք C1-ը։",
    ]))], "R3")
}

fn block() -> Step<TicTacToe, Said> {
    step(&[4, 0, 8, 3], 6, [
        Said([
            "Red has A1 and A2: block the column before Red completes it.",
            "빨강이 A1과 A2를 가졌습니다. 빨강이 세로줄을 완성하기 전에 막으세요.",
            "O Vermelho tem A1 e A2: bloqueie a coluna antes que ele a complete.",
            "Կարմիրն ունի A1 և A2․ փակեք սյունակը, մինչև Կարմիրը այն լրացնի։",
        ]),
        Said([
            "A3 is taken now, so Red's column can never be three.",
            "이제 A3이 막혀 빨강의 세로줄은 셋이 될 수 없습니다.",
            "A3 está ocupada agora, e a coluna do Vermelho nunca terá três.",
            "A3-ն այժմ զբաղված է, և Կարմիրի սյունակը երբեք երեք չի դառնա։",
        ]),
        Said(["Red would take A3 and win: block it.", "빨강이 A3을 두면 이깁니다. 막으세요.", "O Vermelho pegaria A3 e venceria: bloqueie.", "Կարմիրը կվերցնի A3-ը և կհաղթի․ փակեք այն։"]),
    ], vec![(2, Said([
        "Then Red takes A3 and has three in a column: block A3.",
        "그러면 빨강이 A3을 두어 세로로 셋을 잇습니다. A3을 막으세요.",
        "Aí o Vermelho pega A3 e faz três na coluna: bloqueie A3.",
        "Այդ դեպքում Կարմիրը կվերցնի A3-ը և սյունակում կունենա երեքը․ փակեք A3-ը։",
    ]))], "R3")
}

fn diagonal() -> Step<TicTacToe, Said> {
    step(&[0, 1, 4, 2], 8, [
        Said([
            "A diagonal counts too: you have A1 and B2, so finish it.",
            "대각선도 됩니다. A1과 B2가 있으니 마저 이으세요.",
            "A diagonal também vale: você tem A1 e B2, então complete-a.",
            "Անկյունագիծն էլ է հաշվվում․ ունեք A1 և B2, լրացրեք այն։",
        ]),
        Said([
            "A1, B2 and C3 are a line: you win.",
            "A1, B2, C3이 한 줄입니다. 이겼습니다.",
            "A1, B2 e C3 estão em linha: você vence.",
            "A1-ը, B2-ը և C3-ը մեկ գծում են․ դուք հաղթեցիք։",
        ]),
        Said(["C3 finishes the diagonal.", "C3이 대각선을 완성합니다.", "C3 completa a diagonal.", "C3-ը լրացնում է անկյունագիծը։"]),
    ], vec![(6, Said([
        "A3 is not on your diagonal: A1 and B2 point to C3.",
        "A3은 대각선 위에 있지 않습니다. A1과 B2는 C3을 향합니다.",
        "A3 não está na sua diagonal: A1 e B2 apontam para C3.",
        "A3-ը ձեր անկյունագծի վրա չէ․ A1-ը և B2-ը ցույց են տալիս C3-ը։",
    ]))], "R3")
}

fn column() -> Step<TicTacToe, Said> {
    step(&[1, 0, 4, 2], 7, [
        Said([
            "You have B1 and B2: win with the column.",
            "B1과 B2가 있습니다. 세로줄로 이기세요.",
            "Você tem B1 e B2: vença pela coluna.",
            "Ունեք B1 և B2․ հաղթեք սյունակով։",
        ]),
        Said([
            "B1, B2 and B3 are a column: you win.",
            "B1, B2, B3이 세로줄입니다. 이겼습니다.",
            "B1, B2 e B3 formam uma coluna: você vence.",
            "B1-ը, B2-ը և B3-ը սյունակ են․ դուք հաղթեցիք։",
        ]),
        Said(["B3 finishes the column.", "B3이 세로줄을 완성합니다.", "B3 completa a coluna.", "B3-ը լրացնում է սյունակը։"]),
    ], Vec::new(), "R3")
}

fn draw() -> Step<TicTacToe, Said> {
    step(&[0, 1, 2, 4, 3, 5, 7, 6], 8, [
        Said([
            "One square is left and no line can be made: fill it.",
            "한 칸만 남았고 어떤 줄도 만들 수 없습니다. 채우세요.",
            "Resta uma casa e nenhuma linha é possível: preencha-a.",
            "Մնացել է մեկ վանդակ, և ոչ մի գիծ հնարավոր չէ․ լրացրեք այն։",
        ]),
        Said([
            "A full board without three in a line is a draw.",
            "한 줄 없이 판이 가득 차면 무승부입니다.",
            "Um tabuleiro cheio sem três em linha é empate.",
            "Լցված տախտակն առանց երեքը մեկ գծում ոչ-ոքի է։",
        ]),
        Said(["C3 is the last square.", "C3이 마지막 칸입니다.", "C3 é a última casa.", "C3-ը վերջին վանդակն է։"]),
    ], Vec::new(), "R4")
}
