//! Blokus taught on its board (`core::lesson`): six steps of one game of Blokus Duo (14 × 14,
//! two colours), the learner playing Purple against Orange. Each step's position is the one
//! before played on: its "Show me" placement, then Orange's scripted reply. Every setup is a
//! legal game from the empty board.

use super::pieces::{orientations, PIECES};
use super::rules::{Blokus, Config, Place, State};
use crate::core::lesson::{Lesson, Right, Step};
use crate::lang::Said;

/// Purple, the learner's colour (Duo's first).
const PURPLE: u8 = 0;

/// A cell by its name on the board: column letter, row number from the top ("E5").
fn cell(name: &str) -> (u8, u8) {
    let row: u8 = name[1..].parse().expect("a row number");
    (name.as_bytes()[0] - b'A', row - 1)
}

/// The piece `id` ("L4") placed on exactly these cells, turned and flipped as they need.
fn piece(id: &str, cells: &[&str]) -> Place {
    let index = (PIECES.iter())
        .position(|(name, _)| *name == id)
        .expect("a piece's name");
    let cells: Vec<(u8, u8)> = cells.iter().map(|c| cell(c)).collect();
    let x = cells.iter().map(|c| c.0).min().expect("cells");
    let y = cells.iter().map(|c| c.1).min().expect("cells");
    let mut shape: Vec<(u8, u8)> = cells.iter().map(|&(cx, cy)| (cx - x, cy - y)).collect();
    shape.sort_unstable_by_key(|&(cx, cy)| (cy, cx));
    let orient = (orientations()[index].iter())
        .position(|o| o.cells == shape)
        .expect("the piece's shape");
    Place {
        piece: index as u8,
        orient: orient as u8,
        x,
        y,
    }
}

/// The game of the lesson, Purple first: each step's right move ("Show me") and Orange's
/// reply. Step n's position is the first `2 (n − 1)` placements.
fn main_line() -> Vec<Place> {
    vec![
        piece("W5", &["D4", "D5", "E5", "E6", "F6"]), // step 1
        piece("W5", &["K11", "K10", "J10", "J9", "I9"]),
        piece("I3", &["G7", "H7", "I7"]), // step 2
        piece("L5", &["K8", "K7", "K6", "K5", "L5"]),
        piece("L4", &["J6", "J5", "J4", "K4"]), // step 3
        piece("I4", &["E10", "F10", "G10", "H10"]),
        piece("Z4", &["F8", "E8", "E9", "D9"]), // step 4
        piece("V5", &["M4", "M3", "M2", "L2", "K2"]),
        piece("L5", &["C10", "C11", "C12", "C13", "D13"]), // step 5
        piece("T5", &["L9", "M9", "N9", "M10", "M11"]),
        piece("I2", &["G9", "H9"]), // step 6
    ]
}

/// Whether Purple covers the cell named.
fn purple_on(state: &State, name: &str) -> bool {
    let (x, y) = cell(name);
    state.cell(x, y) == Some(PURPLE)
}

pub fn lesson() -> Lesson<Blokus, Said> {
    Lesson {
        config: Config::duo(),
        seed: 0,
        steps: vec![
            first_piece(),
            corner(),
            turn_and_flip(),
            block(),
            big_pieces_first(),
            cross(),
        ],
        not_taught: vec![
            (
                "R1",
                "the lesson plays Duo's 14 × 14 board; the tray shows the 21 pieces, and Classic's 20 × 20 board plays the same",
            ),
            (
                "R2",
                "the order of Classic's four colours; in Duo Purple and Orange take turns, as the lesson's replies show",
            ),
            (
                "R14",
                "placing all 21 pieces (and the single square last) is rare in a first game; the score line names the bonus",
            ),
            (
                "R15",
                "how Classic adds the scores of two or three players; in Duo each player scores their own colour",
            ),
            ("R17", "Classic's three-player game only"),
        ],
    }
}

fn first_piece() -> Step<Blokus, Said> {
    Step {
        setup: Vec::new(),
        task: Said([
            "You play Purple. Place your first piece so that it covers your start point, E5.",
            "당신은 보라입니다. 첫 조각을 시작점 E5를 덮도록 놓으세요.",
            "Você joga com o Roxo. Coloque sua primeira peça cobrindo o seu ponto de partida, E5.",
            "Դուք խաղում եք Մանուշակագույնով։ Դրեք ձեր առաջին խաղաքարն այնպես, որ այն ծածկի ձեր մեկնարկային կետը՝ E5-ը։",
        ]),
        // Every legal first placement covers E5.
        right: Right::After(|_, _| true),
        why_right: Said([
            "A colour's first piece covers its start point (Orange's is J10; on the big Classic board, any free corner). Each of your 21 pieces is placed once, and placed pieces never move.",
            "각 색의 첫 조각은 자기 시작점을 덮습니다(주황은 J10, 큰 클래식 판에서는 비어 있는 아무 구석). 조각 21개는 각각 한 번씩만 놓고, 놓은 조각은 움직이지 않습니다.",
            "A primeira peça de uma cor cobre o seu ponto de partida (o do Laranja é J10; no tabuleiro grande, o Clássico, qualquer canto livre). Cada uma das suas 21 peças é colocada uma vez, e peças colocadas nunca se movem.",
            "Գույնի առաջին խաղաքարը ծածկում է իր մեկնարկային կետը (Նարնջագույնինը J10-ն է, մեծ՝ Դասական տախտակին՝ ցանկացած ազատ անկյուն)։ Ձեր 21 խաղաքարերից յուրաքանչյուրը դրվում է մեկ անգամ, և դրված խաղաքարերը չեն շարժվում։",
        ]),
        show: main_line()[0],
        wrong: Vec::new(),
        otherwise: Said([
            "Cover E5, your start point.",
            "시작점 E5를 덮으세요.",
            "Cubra E5, o seu ponto de partida.",
            "Ծածկեք E5-ը՝ ձեր մեկնարկային կետը։",
        ]),
        teaches: vec!["R5", "R6", "R11"],
    }
}

fn corner() -> Step<Blokus, Said> {
    Step {
        setup: main_line()[..2].to_vec(),
        task: Said([
            "Head for the centre: place a piece that covers G7, where it touches your first piece only at a corner.",
            "가운데로 나아가세요. G7을 덮는 조각을 놓으면 첫 조각과 꼭짓점으로만 닿습니다.",
            "Avance para o centro: coloque uma peça que cubra G7, onde ela toca a sua primeira peça só por um canto.",
            "Առաջ շարժվեք դեպի կենտրոն՝ դրեք խաղաքար, որը ծածկում է G7-ը, որտեղ այն ձեր առաջին խաղաքարին հպվում է միայն անկյունով։",
        ]),
        right: Right::After(|_, after: &State| purple_on(after, "G7")),
        why_right: Said([
            "Every later piece must touch your own colour at a corner, and never along an edge. The “Show corners” button marks the squares where one may go.",
            "그 뒤의 조각은 모두 같은 색 조각과 꼭짓점으로 닿아야 하며, 변으로 닿으면 안 됩니다. “꼭짓점 표시” 버튼을 누르면 놓을 수 있는 칸이 표시됩니다.",
            "Toda peça seguinte precisa tocar a sua própria cor por um canto, e nunca encostar nela por um lado. O botão “Mostrar cantos” marca as casas onde ela pode entrar.",
            "Յուրաքանչյուր հաջորդ խաղաքար պետք է ձեր իսկ գույնին հպվի անկյունով և երբեք՝ կողքով։ «Ցույց տալ անկյունները» կոճակը նշում է այն վանդակները, որտեղ այն կարող է դրվել։",
        ]),
        show: main_line()[2],
        wrong: vec![(
            piece("I1", &["C3"]),
            Said([
                "That square touches your piece at a corner too, but it leads to the edge: cover G7, toward the centre.",
                "그 칸도 꼭짓점으로 닿지만 가장자리로 향합니다. 가운데 쪽인 G7을 덮으세요.",
                "Esse quadrado também toca por um canto, mas leva à borda: cubra G7, em direção ao centro.",
                "Այդ վանդակը նույնպես անկյունով է հպվում, բայց տանում է դեպի եզրը․ ծածկեք G7-ը՝ դեպի կենտրոն։",
            ]),
        )],
        otherwise: Said([
            "Cover G7: it meets your piece only at the corner of F6.",
            "G7을 덮으세요. G7은 내 조각의 F6과 꼭짓점으로만 만납니다.",
            "Cubra G7: ela toca a sua peça só pelo canto de F6.",
            "Ծածկեք G7-ը․ այն ձեր խաղաքարին հպվում է միայն F6-ի անկյունով։",
        ]),
        teaches: vec!["R7", "R8"],
    }
}

fn turn_and_flip() -> Step<Blokus, Said> {
    let show = main_line()[4];
    Step {
        setup: main_line()[..4].to_vec(),
        task: Said([
            "Reach past Orange toward the top: turn and flip your L of four squares so that it covers J6, J5, J4 and K4.",
            "주황 옆을 지나 위쪽으로 뻗어 가세요. 네 칸짜리 L 조각을 회전하고 뒤집어 J6, J5, J4, K4를 덮으세요.",
            "Passe pelo Laranja rumo ao alto: gire e vire sua peça em L de quatro quadrados para que ela cubra J6, J5, J4 e K4.",
            "Անցեք Նարնջագույնի կողքով դեպի վեր՝ պտտեք և շրջեք ձեր չորս քառակուսիանոց L խաղաքարն այնպես, որ այն ծածկի J6, J5, J4 և K4 վանդակները։",
        ]),
        right: Right::Moves(vec![show]),
        why_right: Said([
            "A piece may be turned and flipped any way, as long as it lies wholly on the board and covers only empty squares.",
            "조각은 판 안에 완전히 놓이고 빈칸만 덮는다면 어떻게든 돌리고 뒤집을 수 있습니다.",
            "Uma peça pode ser girada e virada como quiser, desde que fique inteira dentro do tabuleiro e cubra só quadrados vazios.",
            "Խաղաքարը կարելի է պտտել և շրջել ցանկացած ձևով, եթե այն ամբողջությամբ տախտակի վրա է և ծածկում է միայն դատարկ վանդակներ։",
        ]),
        show,
        wrong: vec![(
            piece("L4", &["J6", "J5", "J4", "I4"]),
            Said([
                "That is your L turned but not flipped: flip it so that its foot points right, onto K4.",
                "L 조각을 회전만 하고 뒤집지는 않았습니다. 뒤집어서 발 부분이 오른쪽 K4로 향하게 하세요.",
                "Essa é a sua peça em L girada, mas não virada: vire-a para que o pé aponte para a direita, sobre K4.",
                "Դա ձեր L խաղաքարն է՝ պտտված, բայց ոչ շրջված․ շրջեք այն, որ նրա ոտքը նայի աջ՝ K4-ի վրա։",
            ]),
        )],
        otherwise: Said([
            "Pick your L of four squares, then turn (R) and flip (F) it until it covers J6, J5, J4 and K4.",
            "네 칸짜리 L 조각을 고른 뒤 J6, J5, J4, K4를 덮을 때까지 회전(R)하고 뒤집으세요(F).",
            "Escolha sua peça em L de quatro quadrados e gire-a (R) e vire-a (F) até que cubra J6, J5, J4 e K4.",
            "Ընտրեք ձեր չորս քառակուսիանոց L խաղաքարը, ապա պտտեք (R) և շրջեք (F) այն, մինչև այն ծածկի J6, J5, J4 և K4 վանդակները։",
        ]),
        teaches: vec!["R3", "R4"],
    }
}

fn block() -> Step<Blokus, Said> {
    Step {
        setup: main_line()[..6].to_vec(),
        task: Said([
            "Orange's new bar can grow to the left from its corner at D9: take D9 first, even if your piece touches Orange along an edge.",
            "주황의 새 막대 조각은 D9의 꼭짓점에서 왼쪽으로 뻗을 수 있습니다. 내 조각이 주황과 변으로 닿더라도 D9를 먼저 차지하세요.",
            "A nova barra do Laranja pode crescer para a esquerda pelo canto em D9: ocupe D9 antes, mesmo que sua peça encoste no Laranja por um lado.",
            "Նարնջագույնի նոր ձողը կարող է ձախ աճել D9-ի անկյունից․ առաջինը զբաղեցրեք D9-ը, թեկուզ ձեր խաղաքարը կողքով հպվի Նարնջագույնին։",
        ]),
        right: Right::After(|_, after: &State| purple_on(after, "D9")),
        why_right: Said([
            "Other colours may be touched any way, edges too; only your own colour must meet at corners. A square you cover is lost to Orange for good.",
            "다른 색과는 변으로든 어떻게든 닿아도 됩니다. 꼭짓점으로만 만나야 하는 것은 같은 색뿐입니다. 내가 덮은 칸은 주황이 영영 쓸 수 없습니다.",
            "Outras cores podem ser tocadas de qualquer jeito, até pelos lados; só a sua própria cor precisa se encontrar pelos cantos. Um quadrado que você cobre fica perdido para o Laranja de vez.",
            "Այլ գույներին կարելի է հպվել ցանկացած ձևով, նաև կողքով․ միայն ձեր իսկ գույնը պետք է հանդիպի անկյուններով։ Ձեր ծածկած վանդակը Նարնջագույնի համար ընդմիշտ կորած է։",
        ]),
        show: main_line()[6],
        wrong: vec![(
            piece("I1", &["J8"]),
            Said([
                "That leaves D9 to Orange: cover D9, from your corner at D7 or at F8.",
                "그러면 D9가 주황에게 남습니다. D7이나 F8의 꼭짓점에서 D9를 덮으세요.",
                "Assim D9 fica para o Laranja: cubra D9, a partir do seu canto em D7 ou em F8.",
                "Այդպես D9-ը մնում է Նարնջագույնին․ ծածկեք D9-ը՝ D7-ի կամ F8-ի ձեր անկյունից։",
            ]),
        )],
        otherwise: Said([
            "Cover D9: a piece from your corner at D7 or at F8 reaches it.",
            "D9를 덮으세요. D7이나 F8의 꼭짓점에서 놓는 조각이 닿습니다.",
            "Cubra D9: uma peça a partir do seu canto em D7 ou em F8 chega lá.",
            "Ծածկեք D9-ը․ D7-ի կամ F8-ի ձեր անկյունից դրված խաղաքարը հասնում է այնտեղ։",
        ]),
        teaches: vec!["R9"],
    }
}

fn big_pieces_first() -> Step<Blokus, Said> {
    Step {
        setup: main_line()[..8].to_vec(),
        task: Said([
            "Place one of your five-square pieces; the bottom-left is still open.",
            "다섯 칸짜리 조각 하나를 놓으세요. 왼쪽 아래는 아직 비어 있습니다.",
            "Coloque uma das suas peças de cinco quadrados; a parte de baixo à esquerda ainda está livre.",
            "Դրեք ձեր հինգ քառակուսիանոց խաղաքարերից մեկը․ ներքևի ձախ մասը դեռ ազատ է։",
        ]),
        right: Right::After(|before: &State, after: &State| {
            before.squares_in_hand(PURPLE) - after.squares_in_hand(PURPLE) == 5
        }),
        why_right: Said([
            "Big pieces first, while there is room. A colour that cannot place passes; when neither can, each square left in hand costs a point, and the higher score wins.",
            "자리가 있을 때 큰 조각부터 놓으세요. 놓을 수 없는 색은 차례를 넘기고, 두 색 모두 놓을 수 없으면 손에 남은 칸 하나마다 1점을 잃으며 점수가 높은 쪽이 이깁니다.",
            "Peças grandes primeiro, enquanto há espaço. Uma cor que não pode colocar passa a vez; quando nenhuma pode, cada quadrado que sobrou na mão custa um ponto, e vence a maior pontuação.",
            "Նախ՝ մեծ խաղաքարերը, քանի դեռ տեղ կա։ Այն գույնը, որը չի կարող խաղաքար դնել, բաց է թողնում հերթը, իսկ երբ ոչ մեկը չի կարող, ձեռքում մնացած յուրաքանչյուր քառակուսին մեկ միավոր է խլում, և հաղթում է ավելի շատ միավոր ունեցողը։",
        ]),
        show: main_line()[8],
        wrong: vec![(
            piece("I1", &["G9"]),
            Said([
                "Save the single square for later: it fits almost anywhere, while the big pieces soon will not, and each square left in hand costs a point.",
                "한 칸짜리 조각은 나중을 위해 아껴 두세요. 그것은 거의 어디든 들어가지만 큰 조각은 곧 놓을 자리가 없어지고, 남은 칸 하나마다 1점을 잃습니다.",
                "Guarde a peça de um quadrado para depois: ela cabe em quase todo lugar, e as grandes logo deixarão de caber; cada quadrado que sobra custa um ponto.",
                "Միայնակ քառակուսին պահեք հետոյի համար․ այն տեղավորվում է գրեթե ամենուր, իսկ մեծ խաղաքարերը շուտով չեն տեղավորվի, և մնացած յուրաքանչյուր քառակուսին մեկ միավոր է խլում։",
            ]),
        )],
        otherwise: Said([
            "Use a piece of five squares: from your corner at C10 one fits in the open bottom-left.",
            "다섯 칸짜리 조각을 쓰세요. C10의 꼭짓점에서 비어 있는 왼쪽 아래에 하나가 들어갑니다.",
            "Use uma peça de cinco quadrados: a partir do seu canto em C10, uma cabe na parte livre de baixo à esquerda.",
            "Օգտագործեք հինգ քառակուսիանոց խաղաքար․ C10-ի ձեր անկյունից այն տեղավորվում է ազատ ներքևի ձախ մասում։",
        ]),
        teaches: vec!["R10", "R12", "R13", "R16"],
    }
}

fn cross() -> Step<Blokus, Said> {
    let show = main_line()[10];
    Step {
        setup: main_line()[..10].to_vec(),
        task: Said([
            "Orange's squares I9 and H10 meet only at a corner: place your two-square piece on G9 and H9, so that your next piece can slip through to I10.",
            "주황의 I9와 H10은 꼭짓점으로만 만납니다. 두 칸짜리 조각을 G9와 H9에 놓아, 다음 조각이 그 틈으로 I10까지 들어갈 수 있게 하세요.",
            "Os quadrados I9 e H10 do Laranja se encontram só por um canto: coloque sua peça de dois quadrados em G9 e H9, para que a próxima peça passe até I10.",
            "Նարնջագույնի I9 և H10 վանդակները հանդիպում են միայն անկյունով․ ձեր երկու քառակուսիանոց խաղաքարը դրեք G9-ի և H9-ի վրա, որպեսզի հաջորդ խաղաքարը կարողանա անցնել մինչև I10։",
        ]),
        right: Right::Moves(vec![show]),
        why_right: Said([
            "Orange's corners are no wall for you: H9 and I10 touch at a corner, so your next piece may start on I10, behind Orange's line.",
            "주황의 꼭짓점은 나를 막는 벽이 아닙니다. H9와 I10은 꼭짓점으로 닿으므로, 다음 조각을 주황의 줄 너머 I10에서 시작할 수 있습니다.",
            "Os cantos do Laranja não são um muro para você: H9 e I10 se tocam por um canto, então sua próxima peça pode começar em I10, atrás da linha do Laranja.",
            "Նարնջագույնի անկյունները ձեզ համար պատ չեն․ H9-ը և I10-ը հպվում են անկյունով, ուստի ձեր հաջորդ խաղաքարը կարող է սկսվել I10-ից՝ Նարնջագույնի գծի հետևում։",
        ]),
        show,
        wrong: vec![(
            piece("I1", &["G9"]),
            Said([
                "The single square on G9 stops short: H9 is the square that touches I10 at a corner, so use the two-square piece.",
                "G9의 한 칸짜리 조각으로는 모자랍니다. I10과 꼭짓점으로 닿는 칸은 H9이므로 두 칸짜리 조각을 쓰세요.",
                "A peça de um quadrado em G9 não chega lá: H9 é o quadrado que toca I10 por um canto, então use a peça de dois quadrados.",
                "G9-ի վրա միայնակ քառակուսին բավական չէ․ I10-ին անկյունով հպվողը H9-ն է, ուստի օգտագործեք երկու քառակուսիանոց խաղաքարը։",
            ]),
        )],
        otherwise: Said([
            "Place the two-square piece on G9 and H9, against Orange's corner.",
            "두 칸짜리 조각을 주황의 꼭짓점에 붙여 G9와 H9에 놓으세요.",
            "Coloque a peça de dois quadrados em G9 e H9, junto ao canto do Laranja.",
            "Երկու քառակուսիանոց խաղաքարը դրեք G9-ի և H9-ի վրա՝ Նարնջագույնի անկյան մոտ։",
        ]),
        teaches: vec!["R7", "R9"],
    }
}
