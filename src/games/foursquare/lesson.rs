//! Foursquare taught on its table (`core::lesson`): seven steps of one game, dealt by
//! `SEED`. Each step's position is the first moves of `GAME`, a game that is won with 13
//! cards left in the stock, so every setup is a legal game and the steps follow its story.

use super::rules::{at, Config, Foursquare, Place, State};
use crate::core::lesson::{Lesson, Right, Step};
use crate::lang::Said;

/// Deals 5, 3, 10, 9, 3, 1, 7, 1, 8, 5, … (found by a throwaway search: the first cards let
/// the early steps show a flip, a card turned back up, a card between two others and a tie).
const SEED: u64 = 1674;

/// The game the lesson follows, `(column, row)` with the first card at (0, 0) = D4; the 27th
/// card, at E5, wins it.
const GAME: [(i8, i8); 26] = [
    (0, 0),
    (1, 0),
    (0, 1),
    (0, -1),
    (-1, 0),
    (1, -1),
    (1, -1),
    (-1, 1),
    (-1, 1),
    (1, -2),
    (1, -2),
    (2, -1),
    (-1, -1),
    (0, -2),
    (2, -2),
    (2, -2),
    (1, -2),
    (-1, -2),
    (-1, -2),
    (2, 0),
    (-1, -2),
    (0, 1),
    (0, 1),
    (-1, 1),
    (-1, 1),
    (2, 1),
];

/// The first `n` cards of the game, placed.
fn after(n: usize) -> Vec<Place> {
    GAME[..n].iter().map(|&(c, r)| at(c, r)).collect()
}

pub fn lesson() -> Lesson<Foursquare, Said> {
    Lesson {
        config: Config::default(),
        seed: SEED,
        steps: vec![
            first_card(),
            new_pile(),
            turn_back_up(),
            between(),
            cover(),
            four_down(),
            win(),
        ],
        not_taught: vec![
            (
                "R8",
                "a legal placement always exists: nothing for a player to do or avoid",
            ),
            (
                "R19",
                "nothing can be played after the end: the game says so",
            ),
        ],
    }
}

fn first_card() -> Step<Foursquare, Said> {
    Step {
        setup: after(0),
        task: Said([
            "Place the first card, the 5, in the middle of the table: spot D4.",
            "첫 카드인 5를 테이블 가운데 D4 자리에 놓으세요.",
            "Coloque a primeira carta, o 5, no centro da mesa: o espaço D4.",
            "Դրեք առաջին խաղաթուղթը՝ 5-ը, սեղանի մեջտեղում՝ D4 տեղում։",
        ]),
        right: Right::Moves(vec![at(0, 0)]),
        why_right: Said([
            "Each turn you must place the top card of the stock. The 40 cards run from ace (lowest) to 10 (highest); suits do not matter.",
            "매 차례 덱 맨 위의 카드를 반드시 놓아야 합니다. 카드 40장은 에이스(가장 낮음)부터 10(가장 높음)까지이며, 무늬는 상관없습니다.",
            "A cada jogada você precisa colocar a carta do topo do monte. As 40 cartas vão do ás (a menor) ao 10 (a maior); os naipes não importam.",
            "Ամեն քայլին պետք է դնել կապուկի վերին խաղաթուղթը։ 40 խաղաթղթերը տուզից (ամենացածրը) մինչև 10 են (ամենաբարձրը), մաստերը նշանակություն չունեն։",
        ]),
        show: at(0, 0),
        wrong: Vec::new(),
        otherwise: Said([
            "The first card goes in the middle, at D4.",
            "첫 카드는 가운데 D4에 놓습니다.",
            "A primeira carta vai no centro, em D4.",
            "Առաջին խաղաթուղթը դրվում է մեջտեղում՝ D4-ում։",
        ]),
        teaches: vec!["R1", "R2", "R3"],
    }
}

/// A placement that started a new pile.
fn new_pile_made(before: &State, after: &State) -> bool {
    after.piles().len() > before.piles().len()
}

fn new_pile() -> Step<Foursquare, Said> {
    Step {
        setup: after(1),
        task: Said([
            "Start a new pile: place the 3 right next to the 5 (left, right, above or below).",
            "새 더미를 만드세요. 3을 5의 바로 옆(왼쪽, 오른쪽, 위 또는 아래)에 놓으세요.",
            "Comece uma nova pilha: coloque o 3 logo ao lado do 5 (à esquerda, à direita, acima ou abaixo).",
            "Սկսեք նոր կույտ՝ դրեք 3-ը անմիջապես 5-ի կողքին (ձախից, աջից, վերևից կամ ներքևից)։",
        ]),
        right: Right::After(new_pile_made),
        why_right: Said([
            "A new pile must touch a pile along a side: a spot only diagonal to it is not next to it. The 5 turned face down; the next step shows why.",
            "새 더미는 기존 더미와 변으로 맞닿아야 합니다. 대각선으로만 닿는 자리는 옆이 아닙니다. 5가 뒷면으로 뒤집혔는데, 그 이유는 다음 단계에서 봅니다.",
            "Uma nova pilha precisa tocar outra pilha por um lado: um espaço só na diagonal não está ao lado. O 5 ficou virado para baixo; o próximo passo mostra por quê.",
            "Նոր կույտը պետք է կողքով հպվի մեկ այլ կույտի․ միայն անկյունագծով հարևան տեղը կողքին չէ։ 5-ը շրջվեց և փակվեց, թե ինչու՝ կտեսնեք հաջորդ քայլում։",
        ]),
        show: at(1, 0),
        wrong: vec![(
            at(0, 0),
            Said([
                "That puts the 3 on top of the 5. It is allowed, but here start a new pile beside it.",
                "그러면 3이 5 위에 쌓입니다. 규칙상 되지만, 여기서는 그 옆에 새 더미를 만드세요.",
                "Assim o 3 fica em cima do 5. É permitido, mas aqui comece uma nova pilha ao lado dele.",
                "Այդպես 3-ը դրվում է 5-ի վրա։ Դա թույլատրված է, բայց այստեղ սկսեք նոր կույտ նրա կողքին։",
            ]),
        )],
        otherwise: Said([
            "Place the 3 on an empty spot beside the 5.",
            "3을 5 옆의 빈자리에 놓으세요.",
            "Coloque o 3 num espaço vazio ao lado do 5.",
            "Դրեք 3-ը 5-ի կողքի դատարկ տեղում։",
        ]),
        teaches: vec!["R4", "R7"],
    }
}

/// No top card is face down.
fn all_face_up(_: &State, after: &State) -> bool {
    after.face_down() == 0
}

fn turn_back_up() -> Step<Foursquare, Said> {
    let row_flip = Said([
        "The 10 is higher than the 3, so both other cards of the row turned over: the 5 came up, but the 3 went down.",
        "10이 3보다 높아서 그 행의 다른 카드 두 장이 모두 뒤집혔습니다. 5는 앞면이 되었지만 3이 뒷면이 되었습니다.",
        "O 10 é maior que o 3, então as duas outras cartas da linha viraram: o 5 ficou para cima, mas o 3 ficou para baixo.",
        "10-ը բարձր է 3-ից, ուստի տողի մյուս երկու խաղաթղթերն էլ շրջվեցին․ 5-ը բացվեց, բայց 3-ը փակվեց։",
    ]);
    let column_flip = Said([
        "The 10 is higher than the 3 in its column, so the 3 turned face down too.",
        "10이 같은 열의 3보다 높아서 3도 뒷면이 되었습니다.",
        "O 10 é maior que o 3 da sua coluna, então o 3 também ficou virado para baixo.",
        "10-ը բարձր է իր սյունակի 3-ից, ուստի 3-ն էլ փակվեց։",
    ]);
    Step {
        setup: after(2),
        task: Said([
            "A card placed highest or lowest in its row or column turns the other cards of that line over. The 3 was lowest, so the 5 turned face down: place the 10 so that the 5 turns face up again.",
            "행이나 열에서 가장 높거나 가장 낮은 카드를 놓으면 그 줄의 다른 카드가 뒤집힙니다. 3이 가장 낮아서 5가 뒷면이 되었습니다. 10을 놓아 5를 다시 앞면으로 만드세요.",
            "Uma carta colocada como a maior ou a menor da sua linha ou coluna vira as outras cartas dessa fileira. O 3 era a menor, então o 5 ficou virado para baixo: coloque o 10 de modo que o 5 volte a ficar para cima.",
            "Իր տողում կամ սյունակում ամենաբարձր կամ ամենացածր դրված խաղաթուղթը շրջում է այդ գծի մյուս խաղաթղթերը։ 3-ը ամենացածրն էր, ուստի 5-ը փակվեց․ դրեք 10-ը այնպես, որ 5-ը նորից բացվի։",
        ]),
        right: Right::After(all_face_up),
        why_right: Said([
            "Face-down cards are not compared. With no face-up card beside it in its line, the 10 counts as highest, and every other card of that line turns over: face down becomes face up.",
            "뒷면 카드는 비교하지 않습니다. 같은 줄에 앞면인 다른 카드가 없으니 10은 가장 높은 카드로 치고, 그 줄의 다른 카드가 모두 뒤집힙니다. 뒷면은 앞면이 됩니다.",
            "Cartas viradas para baixo não entram na comparação. Sem nenhuma outra carta virada para cima na sua linha ou coluna, o 10 conta como a maior, e todas as outras cartas dela viram: a de baixo fica para cima.",
            "Փակ խաղաթղթերը չեն համեմատվում։ Երբ իր գծում ուրիշ բաց խաղաթուղթ չկա, 10-ը համարվում է ամենաբարձրը, և այդ գծի մյուս բոլոր խաղաթղթերը շրջվում են՝ փակը բացվում է։",
        ]),
        show: at(0, 1),
        wrong: vec![
            (at(2, 0), row_flip),
            (at(-1, 0), row_flip),
            (at(1, -1), column_flip),
            (at(1, 1), column_flip),
        ],
        otherwise: Said([
            "A card is still face down. Put the 10 in a row or column where the 5 is the only other card.",
            "아직 뒷면인 카드가 있습니다. 5만 있는 행이나 열에 10을 놓으세요.",
            "Ainda há uma carta virada para baixo. Coloque o 10 numa linha ou coluna onde o 5 é a única outra carta.",
            "Դեռ փակ խաղաթուղթ կա։ Դրեք 10-ը այն տողում կամ սյունակում, որտեղ միակ մյուս խաղաթուղթը 5-ն է։",
        ]),
        teaches: vec!["R10", "R12", "R13"],
    }
}

fn between() -> Step<Foursquare, Said> {
    Step {
        setup: after(3),
        task: Said([
            "Place the 9 so that no card turns over.",
            "어떤 카드도 뒤집히지 않도록 9를 놓으세요.",
            "Coloque o 9 de modo que nenhuma carta vire.",
            "Դրեք 9-ը այնպես, որ ոչ մի խաղաթուղթ չշրջվի։",
        ]),
        right: Right::Moves(vec![at(0, -1), at(0, 2)]),
        why_right: Said([
            "In column D the 9 falls between the 5 and the 10: neither highest nor lowest, so nothing turns. A card equal to another of its line is not highest or lowest either. A placed card checks its whole row, then its whole column.",
            "D열에서 9는 5와 10 사이라서 가장 높지도 낮지도 않으므로 아무것도 뒤집히지 않습니다. 줄에 같은 숫자가 있는 카드도 가장 높거나 낮은 것이 아닙니다. 놓은 카드는 먼저 행 전체를, 그다음 열 전체를 확인합니다.",
            "Na coluna D o 9 fica entre o 5 e o 10: não é a maior nem a menor, então nada vira. Uma carta igual a outra da sua linha também não é a maior nem a menor. Uma carta colocada confere a linha inteira e depois a coluna inteira.",
            "D սյունակում 9-ը 5-ի և 10-ի միջև է՝ ոչ ամենաբարձրն է, ոչ ամենացածրը, ուստի ոչինչ չի շրջվում։ Իր գծի մեկ այլ խաղաթղթին հավասար խաղաթուղթը նույնպես ոչ ամենաբարձրն է, ոչ ամենացածրը։ Դրված խաղաթուղթը ստուգում է ամբողջ տողը, ապա ամբողջ սյունակը։",
        ]),
        show: at(0, -1),
        wrong: vec![
            (
                at(2, 0),
                Said([
                    "The 9 is higher than the 5 and the 3 of its row, so both turned face down.",
                    "9가 같은 행의 5와 3보다 높아서 둘 다 뒷면이 되었습니다.",
                    "O 9 é maior que o 5 e o 3 da sua linha, então os dois ficaram virados para baixo.",
                    "9-ը բարձր է իր տողի 5-ից և 3-ից, ուստի երկուսն էլ փակվեցին։",
                ]),
            ),
            (
                at(1, 1),
                Said([
                    "The 9 is lowest in its row and highest in its column, so the 10 and the 3 turned face down.",
                    "9는 행에서 가장 낮고 열에서 가장 높아서 10과 3이 뒷면이 되었습니다.",
                    "O 9 é a menor da linha e a maior da coluna, então o 10 e o 3 ficaram virados para baixo.",
                    "9-ը իր տողում ամենացածրն է, իսկ սյունակում՝ ամենաբարձրը, ուստի 10-ը և 3-ը փակվեցին։",
                ]),
            ),
        ],
        otherwise: Said([
            "Cards turned over: the 9 was the highest or lowest of its row or column. Find a line where it falls between two cards.",
            "카드가 뒤집혔습니다. 9가 행이나 열에서 가장 높거나 낮았습니다. 9가 두 카드 사이에 드는 줄을 찾으세요.",
            "Cartas viraram: o 9 era a maior ou a menor da linha ou da coluna. Procure uma linha onde ele fique entre duas cartas.",
            "Խաղաթղթեր շրջվեցին․ 9-ը իր տողի կամ սյունակի ամենաբարձրն էր կամ ամենացածրը։ Գտեք մի գիծ, որտեղ այն երկու խաղաթղթի միջև է։",
        ]),
        teaches: vec!["R9", "R11", "R14"],
    }
}

fn cover() -> Step<Foursquare, Said> {
    Step {
        setup: after(16),
        task: Said([
            "The 6 at E2 is face down. Place the 3 so that every top card is face up.",
            "E2의 6이 뒷면입니다. 맨 위 카드가 모두 앞면이 되도록 3을 놓으세요.",
            "O 6 em E2 está virado para baixo. Coloque o 3 de modo que todas as cartas do topo fiquem para cima.",
            "E2-ի 6-ը փակ է։ Դրեք 3-ն այնպես, որ բոլոր վերին խաղաթղթերը բաց լինեն։",
        ]),
        right: Right::Moves(vec![at(1, -2)]),
        why_right: Said([
            "A card may go on a pile of fewer than 4 cards, and only the top card counts, so the 6 is out of play. Nothing turns: the 3 is between the 2 and the 10 in its row, and ties with the 3 in its column.",
            "카드는 4장 미만인 더미 위에 놓을 수 있고 맨 위 카드만 중요하므로 6은 더 이상 상관없습니다. 3은 행에서 2와 10 사이이고 열에서는 다른 3과 같으므로 아무것도 뒤집히지 않습니다.",
            "Uma carta pode ir sobre uma pilha com menos de 4 cartas, e só a carta do topo conta, então o 6 sai do jogo. Nada vira: o 3 fica entre o 2 e o 10 na linha e empata com o 3 da coluna.",
            "Խաղաթուղթը կարելի է դնել 4-ից պակաս խաղաթուղթ ունեցող կույտի վրա, և հաշվվում է միայն վերինը, ուստի 6-ն այլևս խաղից դուրս է։ Ոչինչ չի շրջվում․ 3-ը տողում 2-ի և 10-ի միջև է, իսկ սյունակում հավասար է մյուս 3-ին։",
        ]),
        show: at(1, -2),
        wrong: Vec::new(),
        otherwise: Said([
            "A top card is still face down. A pile holds up to 4 cards, and only its top card counts.",
            "아직 뒷면인 맨 위 카드가 있습니다. 더미에는 4장까지 쌓을 수 있고, 맨 위 카드만 중요합니다.",
            "Ainda há uma carta do topo virada para baixo. Uma pilha leva até 4 cartas, e só a do topo conta.",
            "Դեռ փակ վերին խաղաթուղթ կա։ Կույտում կարող է լինել մինչև 4 խաղաթուղթ, և հաշվվում է միայն վերինը։",
        ]),
        teaches: vec!["R4", "R5"],
    }
}

fn four_down() -> Step<Foursquare, Said> {
    Step {
        setup: after(24),
        task: Said([
            "Four cards are face down, and a fifth would lose the game. Place the 4 so that they all turn face up.",
            "뒷면 카드가 4장이고, 5장이 되면 게임에서 집니다. 4를 놓아 그 카드들을 모두 앞면으로 만드세요.",
            "Há quatro cartas viradas para baixo, e uma quinta perderia a partida. Coloque o 4 de modo que todas fiquem para cima.",
            "Չորս խաղաթուղթ փակ է, իսկ հինգերորդը կպարտեցնի։ Դրեք 4-ն այնպես, որ բոլորը բացվեն։",
        ]),
        right: Right::Moves(vec![at(-1, 1)]),
        why_right: Said([
            "On the ace at C5, the 4 has no face-up card in its row or its column, so the 7 at D5 and the whole of column C turn face up.",
            "C5의 에이스 위에 놓인 4는 행과 열에 앞면인 다른 카드가 없어서 D5의 7과 C열 전체가 앞면이 됩니다.",
            "Sobre o ás em C5, o 4 não tem nenhuma carta virada para cima na linha nem na coluna, então o 7 em D5 e toda a coluna C ficam para cima.",
            "C5-ի տուզի վրա 4-ը ո՛չ տողում, ո՛չ սյունակում բաց խաղաթուղթ չունի, ուստի D5-ի 7-ը և ամբողջ C սյունակը բացվում են։",
        ]),
        show: at(-1, 1),
        wrong: vec![(
            at(0, 1),
            Said([
                "On the 7, the 4 is highest in its row and lowest in column D: four cards turned face down, and five face down lose the game.",
                "7 위에 놓으면 4는 행에서 가장 높고 D열에서 가장 낮아서 네 장이 뒷면이 됩니다. 뒷면 카드가 5장이면 게임에서 집니다.",
                "Sobre o 7, o 4 é a maior da linha e a menor da coluna D: quatro cartas ficaram para baixo, e cinco viradas para baixo perdem a partida.",
                "7-ի վրա 4-ը իր տողում ամենաբարձրն է, իսկ D սյունակում՝ ամենացածրը․ չորս խաղաթուղթ փակվեց, իսկ հինգ փակ խաղաթուղթը պարտություն է։",
            ]),
        )],
        otherwise: Said([
            "Cards are still face down, and five face-down top cards lose the game. Find a line where every other card is face down.",
            "아직 뒷면 카드가 있고, 맨 위 카드 5장이 뒷면이면 집니다. 다른 카드가 모두 뒷면인 줄을 찾으세요.",
            "Ainda há cartas viradas para baixo, e cinco cartas do topo para baixo perdem a partida. Procure uma linha em que todas as outras cartas estejam para baixo.",
            "Դեռ փակ խաղաթղթեր կան, իսկ հինգ փակ վերին խաղաթուղթը պարտություն է։ Գտեք մի գիծ, որտեղ մյուս բոլոր խաղաթղթերը փակ են։",
        ]),
        teaches: vec!["R15", "R17"],
    }
}

fn win() -> Step<Foursquare, Said> {
    Step {
        setup: after(26),
        task: Said([
            "The grid is as big as it may be, 4 columns by 4 rows, with one spot left. Place the 4 to finish it with all 16 cards face up.",
            "격자는 최대 크기인 4열 4행이고, 빈자리가 하나 남았습니다. 4를 놓아 16장이 모두 앞면인 격자를 완성하세요.",
            "A grade já tem o tamanho máximo, 4 colunas por 4 linhas, e falta um espaço. Coloque o 4 para completá-la com as 16 cartas para cima.",
            "Ցանցն արդեն առավելագույն չափի է՝ 4 սյունակ և 4 տող, և մեկ տեղ է մնացել։ Դրեք 4-ը, որ այն ավարտեք բոլոր 16 խաղաթղթերը բաց։",
        ]),
        right: Right::Moves(vec![at(1, 1)]),
        why_right: Said([
            "You win: 16 piles, all face up. Your score is the number of cards left in the stock, 13 here. If the stock runs out first, you lose.",
            "승리했습니다. 더미 16개가 모두 앞면입니다. 점수는 덱에 남은 카드 수로, 여기서는 13점입니다. 그 전에 덱이 떨어지면 패배합니다.",
            "Você venceu: 16 pilhas, todas para cima. Sua pontuação é o número de cartas que restam no monte, aqui 13. Se o monte acabar antes, você perde.",
            "Դուք հաղթեցիք՝ 16 կույտ, բոլորը բաց։ Ձեր միավորը կապուկում մնացած խաղաթղթերի թիվն է՝ այստեղ 13։ Եթե կապուկը նախ վերջանա, պարտվում եք։",
        ]),
        show: at(1, 1),
        wrong: vec![(
            at(2, 1),
            Said([
                "Every card is face up, but the grid needs its 16th pile: fill the empty spot.",
                "모든 카드가 앞면이지만 격자에는 16번째 더미가 필요합니다. 빈자리를 채우세요.",
                "Todas as cartas estão para cima, mas a grade precisa da 16ª pilha: preencha o espaço vazio.",
                "Բոլոր խաղաթղթերը բաց են, բայց ցանցին 16-րդ կույտն է պետք․ լրացրեք դատարկ տեղը։",
            ]),
        )],
        otherwise: Said([
            "The grid needs a 16th pile with every top card face up: place the 4 on the empty spot.",
            "격자에는 맨 위 카드가 모두 앞면인 16번째 더미가 필요합니다. 4를 빈자리에 놓으세요.",
            "A grade precisa de uma 16ª pilha com todas as cartas do topo para cima: coloque o 4 no espaço vazio.",
            "Ցանցին պետք է 16-րդ կույտը, և բոլոր վերին խաղաթղթերը բաց․ դրեք 4-ը դատարկ տեղում։",
        ]),
        teaches: vec!["R6", "R16", "R18"],
    }
}
