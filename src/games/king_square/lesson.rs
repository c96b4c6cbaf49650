//! King-Square taught on its board (`core::lesson`): six steps on a 6 × 6 board, the
//! learner playing Black. Each position is made by pegs placed in turn from an empty board
//! (Black first), so every setup is a legal game.

use super::rules::{at, Config, KingSquare, Place, Side};
use crate::core::lesson::{Lesson, Right, Step};
use crate::lang::Said;

/// Pegs placed in turn, Black first: `black[i]` then `white[i]`.
fn turns(black: &[(u8, u8)], white: &[(u8, u8)]) -> Vec<Place> {
    (black.iter().zip(white))
        .flat_map(|(&(bc, br), &(wc, wr))| [at(bc, br), at(wc, wr)])
        .collect()
}

/// Black won the round with the move (the round's square is Black's).
fn black_scored(before: &super::rules::State, after: &super::rules::State) -> bool {
    after.score(Side::Black) > before.score(Side::Black)
}

pub fn lesson() -> Lesson<KingSquare, Said> {
    Lesson {
        config: Config {
            size: 6,
            players: 2,
            target: 3,
            random_first: false,
        },
        seed: 0,
        steps: vec![
            place(),
            first_square(),
            any_size(),
            corners_only(),
            not_tilted(),
            block(),
        ],
        not_taught: vec![
            ("R1", "the board's size is chosen on the new-game screen"),
            (
                "R2",
                "the lesson is for two players; four play in pairs, as the rules say",
            ),
            (
                "R5",
                "a peg on a taken hole is refused with the rule, in the lesson as in games",
            ),
            (
                "R10",
                "follows from R9: only your own colour's squares are yours",
            ),
            (
                "R14",
                "a full board without a square is rare on a 10 × 10 board",
            ),
            ("R16", "nothing is played after the end: the game says so"),
        ],
    }
}

fn place() -> Step<KingSquare, Said> {
    Step {
        setup: Vec::new(),
        task: Said([
            "You play Black. Place a peg: tap any empty hole.",
            "당신은 흑입니다. 빈 구멍 아무 곳이나 눌러 말을 꽂으세요.",
            "Você joga com as Pretas. Coloque um pino: toque em qualquer furo vazio.",
            "Դուք խաղում եք սևերով։ Դրեք ցցիկ՝ հպեք ցանկացած դատարկ անցքի։",
        ]),
        right: Right::After(|_, _| true),
        why_right: Said([
            "Each turn, one peg goes into an empty hole, then the other colour plays. Pegs never move, and nobody passes.",
            "매 차례 빈 구멍에 말 하나를 꽂고, 그다음 상대 색이 둡니다. 말은 움직이지 않으며 차례를 넘길 수 없습니다.",
            "A cada vez, um pino vai para um furo vazio, e então joga a outra cor. Os pinos nunca se movem, e ninguém passa a vez.",
            "Ամեն հերթին մեկ ցցիկ է դրվում դատարկ անցքի մեջ, ապա խաղում է մյուս գույնը։ Ցցիկները չեն շարժվում, և հերթը բաց թողնել չի կարելի։",
        ]),
        show: at(2, 2),
        wrong: Vec::new(),
        // Every legal move is right here.
        otherwise: Said([
            "Tap an empty hole.",
            "빈 구멍을 누르세요.",
            "Toque em um furo vazio.",
            "Հպեք դատարկ անցքի։",
        ]),
        teaches: vec!["R3", "R4"],
    }
}

fn first_square() -> Step<KingSquare, Said> {
    Step {
        setup: turns(&[(1, 1), (2, 1), (1, 2)], &[(4, 4), (4, 1), (0, 5)]),
        task: Said([
            "Your three pegs sit at three corners of a small square. Place the fourth corner.",
            "흑 말 세 개가 작은 정사각형의 세 꼭짓점에 있습니다. 네 번째 꼭짓점에 꽂으세요.",
            "Seus três pinos estão em três cantos de um quadrado pequeno. Coloque o quarto canto.",
            "Ձեր երեք ցցիկները փոքր քառակուսու երեք անկյուններում են։ Դրեք չորրորդ անկյունը։",
        ]),
        right: Right::Moves(vec![at(2, 2)]),
        why_right: Said([
            "A King-Square: your colour on all four corners of a square. You win the round; the board is cleared, White starts the next round, and the first to win the set number of rounds wins the game.",
            "킹스퀘어입니다. 정사각형의 네 꼭짓점이 모두 당신의 색입니다. 라운드를 이겼습니다. 판을 비우고 다음 라운드는 백이 시작하며, 정해진 라운드 수를 먼저 이긴 쪽이 게임에서 이깁니다.",
            "Um King-Square: a sua cor nos quatro cantos de um quadrado. Você vence a rodada; o tabuleiro é esvaziado, as Brancas começam a próxima, e quem vencer primeiro o número de rodadas combinado vence a partida.",
            "Քինգ-Սքուեր՝ ձեր գույնը քառակուսու բոլոր չորս անկյուններում։ Դուք հաղթեցիք փուլը․ տախտակը մաքրվում է, հաջորդ փուլը սկսում են սպիտակները, և խաղը հաղթում է նա, ով առաջինը կհաղթի նշված թվով փուլեր։",
        ]),
        show: at(2, 2),
        wrong: Vec::new(),
        otherwise: Said([
            "That does not finish the square: its fourth corner is the hole touching your three pegs.",
            "그곳으로는 정사각형이 완성되지 않습니다. 네 번째 꼭짓점은 흑 말 세 개와 맞닿은 구멍입니다.",
            "Isso não completa o quadrado: o quarto canto é o furo que toca os seus três pinos.",
            "Սա չի ավարտում քառակուսին․ նրա չորրորդ անկյունը ձեր երեք ցցիկներին կից անցքն է։",
        ]),
        teaches: vec!["R6", "R9", "R11", "R12", "R13", "R15"],
    }
}

fn any_size() -> Step<KingSquare, Said> {
    Step {
        setup: turns(&[(0, 0), (4, 0), (0, 4)], &[(2, 2), (3, 3), (5, 1)]),
        task: Said([
            "Squares of any size count. Complete the large square.",
            "정사각형은 크기에 상관없이 인정됩니다. 큰 정사각형을 완성하세요.",
            "Quadrados de qualquer tamanho contam. Complete o quadrado grande.",
            "Հաշվվում են ցանկացած չափի քառակուսիները։ Ավարտեք մեծ քառակուսին։",
        ]),
        right: Right::Moves(vec![at(4, 4)]),
        why_right: Said([
            "A square of any size wins, as long as its four corners are yours.",
            "네 꼭짓점만 당신의 것이라면 어떤 크기의 정사각형이든 이깁니다.",
            "Um quadrado de qualquer tamanho vence, desde que os quatro cantos sejam seus.",
            "Ցանկացած չափի քառակուսին հաղթում է, եթե նրա չորս անկյուններն էլ ձերն են։",
        ]),
        show: at(4, 4),
        wrong: Vec::new(),
        otherwise: Said([
            "Not yet: find the corner your three pegs leave open, across from the top-left one.",
            "아직 아닙니다. 흑 말 세 개가 비워 둔 꼭짓점, 왼쪽 위 말의 맞은편을 찾으세요.",
            "Ainda não: encontre o canto que os seus três pinos deixam livre, em frente ao de cima à esquerda.",
            "Դեռ ոչ․ գտեք այն անկյունը, որը ձեր երեք ցցիկները բաց են թողել՝ վերևի ձախի դիմաց։",
        ]),
        teaches: vec!["R6"],
    }
}

fn corners_only() -> Step<KingSquare, Said> {
    Step {
        setup: turns(&[(1, 1), (4, 1), (1, 4)], &[(2, 2), (3, 3), (2, 3)]),
        task: Said([
            "White pegs sit inside this square. Complete it anyway.",
            "이 정사각형 안에 백 말이 있습니다. 그래도 완성하세요.",
            "Há pinos brancos dentro deste quadrado. Complete-o mesmo assim.",
            "Այս քառակուսու ներսում սպիտակ ցցիկներ կան։ Միևնույն է, ավարտեք այն։",
        ]),
        right: Right::Moves(vec![at(4, 4)]),
        why_right: Said([
            "Only the four corners count: pegs of any colour inside a square or on its sides make no difference.",
            "네 꼭짓점만 중요합니다. 정사각형 안이나 변 위에 어느 색 말이 있든 상관없습니다.",
            "Só os quatro cantos contam: pinos de qualquer cor dentro do quadrado ou sobre os seus lados não fazem diferença.",
            "Հաշվվում են միայն չորս անկյունները․ քառակուսու ներսում կամ կողմերին գտնվող ցցիկները դեր չեն խաղում։",
        ]),
        show: at(4, 4),
        wrong: Vec::new(),
        otherwise: Said([
            "That is not the missing corner: look at the hole that lines up with two of your pegs.",
            "빠진 꼭짓점이 아닙니다. 흑 말 두 개와 한 줄로 맞는 구멍을 보세요.",
            "Esse não é o canto que falta: veja o furo alinhado com dois dos seus pinos.",
            "Դա պակասող անկյունը չէ․ նայեք այն անցքին, որը մի գծի վրա է ձեր երկու ցցիկների հետ։",
        ]),
        teaches: vec!["R7"],
    }
}

fn not_tilted() -> Step<KingSquare, Said> {
    Step {
        setup: turns(
            &[(2, 0), (4, 2), (2, 4), (2, 2)],
            &[(5, 5), (0, 5), (5, 0), (1, 4)],
        ),
        task: Said([
            "Only squares whose sides run along the board count. Make a real King-Square.",
            "변이 판의 줄을 따라가는 정사각형만 인정됩니다. 진짜 킹스퀘어를 만드세요.",
            "Só contam quadrados com os lados ao longo das linhas do tabuleiro. Faça um King-Square de verdade.",
            "Հաշվվում են միայն այն քառակուսիները, որոնց կողմերը տախտակի գծերի երկայնքով են։ Կազմեք իսկական Քինգ-Սքուեր։",
        ]),
        right: Right::After(black_scored),
        why_right: Said([
            "Right: its sides follow the rows and columns, so it counts.",
            "맞습니다. 변이 가로줄과 세로줄을 따라가므로 인정됩니다.",
            "Certo: os lados seguem as linhas e as colunas, então conta.",
            "Ճիշտ է․ նրա կողմերը տողերի և սյունակների երկայնքով են, ուստի այն հաշվվում է։",
        ]),
        show: at(4, 4),
        wrong: vec![(
            at(0, 2),
            Said([
                "Those four pegs make a tilted square, a diamond: it does not count.",
                "그 네 말은 기울어진 정사각형(마름모)이라 인정되지 않습니다.",
                "Esses quatro pinos formam um quadrado inclinado, um losango: não conta.",
                "Այդ չորս ցցիկները թեք քառակուսի են՝ շեղանկյուն, այն չի հաշվվում։",
            ]),
        )],
        otherwise: Said([
            "No square yet: look for three of your pegs at three corners of a square with straight sides.",
            "아직 정사각형이 아닙니다. 변이 곧게 선 정사각형의 세 꼭짓점에 있는 흑 말 세 개를 찾으세요.",
            "Ainda não há quadrado: procure três pinos seus em três cantos de um quadrado de lados retos.",
            "Դեռ քառակուսի չկա․ փնտրեք ձեր երեք ցցիկները ուղիղ կողմերով քառակուսու երեք անկյուններում։",
        ]),
        teaches: vec!["R8"],
    }
}

fn block() -> Step<KingSquare, Said> {
    Step {
        setup: turns(&[(5, 5), (0, 4), (4, 0)], &[(1, 1), (3, 1), (1, 3)]),
        task: Said([
            "White needs one more peg for a square. Take the hole White needs.",
            "백은 말 하나만 더 꽂으면 정사각형입니다. 백에게 필요한 구멍을 차지하세요.",
            "As Brancas precisam de só mais um pino para um quadrado. Ocupe o furo de que elas precisam.",
            "Սպիտակներին քառակուսու համար մեկ ցցիկ է պակասում։ Զբաղեցրեք այն անցքը, որն իրենց պետք է։",
        ]),
        right: Right::Moves(vec![at(3, 3)]),
        why_right: Said([
            "Blocked: a hole with your peg is lost to White, so that square can never be finished.",
            "막았습니다. 흑 말이 꽂힌 구멍은 백이 쓸 수 없으므로 그 정사각형은 완성될 수 없습니다.",
            "Bloqueado: um furo com o seu pino está perdido para as Brancas, e esse quadrado nunca será completado.",
            "Փակված է․ ձեր ցցիկով անցքը սպիտակների համար կորած է, և այդ քառակուսին այլևս չի ավարտվի։",
        ]),
        show: at(3, 3),
        wrong: Vec::new(),
        otherwise: Said([
            "White would now finish its square in the hole you left open: watch for three pegs at three corners.",
            "이제 백이 비워 둔 구멍에 꽂아 정사각형을 완성합니다. 세 꼭짓점에 놓인 말 세 개를 살피세요.",
            "Agora as Brancas completariam o quadrado no furo que você deixou livre: fique atento a três pinos em três cantos.",
            "Հիմա սպիտակները կավարտեն իրենց քառակուսին ձեր բաց թողած անցքում․ ուշադիր եղեք երեք անկյուններում գտնվող երեք ցցիկներին։",
        ]),
        teaches: Vec::new(),
    }
}
