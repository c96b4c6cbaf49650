//! Stacks taught on its board (`core::lesson`): seven steps on the default 7 × 7 board, the
//! learner playing Black. Steps 1–5 are one game, each step's position the one before played
//! on (its "Show me" move, then White's scripted reply); steps 6 and 7 are short games of
//! their own that end in a path. Every setup is a legal game from the empty board.

use super::rules::{
    Action, Config, Dir, End, Point, Side, Stacks, State, Turn, SUGGESTED_TURN_LIMIT,
};
use crate::core::lesson::{Lesson, Right, Step};
use crate::core::Game;
use crate::lang::Said;

/// A cell by its name on the board: column letter, row number from the top ("D4").
fn cell(name: &str) -> u8 {
    let &[column, row] = name.as_bytes() else {
        panic!("a cell's name: {name}")
    };
    (row - b'1') * 7 + (column - b'A')
}

/// The ring index of an edge point ("N3") on the lesson's board.
fn at(point: Point) -> u8 {
    let start = Stacks::new_game(&Config::default(), 0).expect("the default board");
    start.index_of(point)
}

/// Pawn to `point`, then a drop on `target`.
fn drop_at(point: Point, target: &str) -> Turn {
    Turn {
        pawn: at(point),
        action: Action::Drop(cell(target)),
    }
}

/// Pawn to `point`, then the stack on `from` slid in direction `dir`.
fn slide(point: Point, from: &str, dir: Dir) -> Turn {
    Turn {
        pawn: at(point),
        action: Action::Slide(cell(from), dir),
    }
}

/// The game of steps 1–5, Black first: each step's right move ("Show me") and White's
/// reply. Step n's position is the first `2 (n − 1)` turns.
fn main_line() -> Vec<Turn> {
    vec![
        drop_at(Point::N(3), "D4"), // step 1
        drop_at(Point::S(5), "F7"),
        drop_at(Point::N(4), "E4"), // step 2
        drop_at(Point::W(5), "D6"),
        drop_at(Point::E(3), "E4"), // Black's E4 is 2 high
        drop_at(Point::S(3), "D6"), // White's D6 is 2 high
        drop_at(Point::N(3), "D6"), // step 3
        drop_at(Point::S(1), "B7"),
        slide(Point::Ne, "E4", Dir::Up), // step 4
        drop_at(Point::W(1), "A2"),
    ]
}

fn black_won(_: &State, after: &State) -> bool {
    matches!(
        after.end(),
        Some(End::Path {
            winner: Side::Black,
            ..
        })
    )
}

pub fn lesson() -> Lesson<Stacks, Said> {
    Lesson {
        // The suggested turn limit: the first game after the lesson has an end (a newcomer's
        // first game without one went 80 turns each and was still going round).
        config: Config {
            turn_limit: SUGGESTED_TURN_LIMIT as u16,
            ..Config::default()
        },
        seed: 0,
        steps: vec![
            first_turn(),
            halves(),
            take_a_stack(),
            corner_slide(),
            full_stack(),
            path(),
            one_cell_path(),
        ],
        not_taught: vec![
            (
                "R17",
                "a fine point of timing: a path made for the other player on your turn counts only if they make it on theirs; the game says who won",
            ),
            (
                "R18",
                "a player without any valid turn is rare in a first game; the game passes for them and says so",
            ),
            ("R20", "nothing is played after the end: the game says so"),
        ],
    }
}

fn first_turn() -> Step<Stacks, Said> {
    Step {
        setup: Vec::new(),
        task: Said([
            "You play Black, your pawn on the corner NW. Move it along the top edge to N3, then drop a piece on any cell of column D.",
            "당신은 흑이며, 폰은 모퉁이 NW에 있습니다. 폰을 위쪽 가장자리를 따라 N3으로 옮긴 뒤, D열의 아무 칸에나 말을 놓으세요.",
            "Você joga com as peças pretas; seu peão está no canto NW. Leve-o pela borda de cima até N3 e coloque uma peça em qualquer casa da coluna D.",
            "Դուք խաղում եք սևերով, ձեր զինվորը NW անկյունում է։ Տարեք այն վերին եզրով մինչև N3 և խաղաքար դրեք D սյունակի ցանկացած վանդակում։",
        ]),
        right: Right::After(|_, after: &State| after.pawn(Side::Black) == at(Point::N(3))),
        why_right: Said([
            "Every turn has two parts: first your pawn moves along the edge, at least one point, in one direction; then it drops a piece on a cell it looks at, straight into the board, with only empty cells before it. Pieces never run out.",
            "매 차례는 두 부분입니다. 먼저 폰이 가장자리를 따라 한 방향으로 한 지점 이상 움직이고, 그다음 폰이 판 안쪽으로 똑바로 바라보는 칸 중 앞이 모두 빈칸인 칸에 말을 놓습니다. 말은 얼마든지 있습니다.",
            "Cada jogada tem duas partes: primeiro o peão anda pela borda, pelo menos um ponto, numa só direção; depois coloca uma peça numa casa que ele vê, em linha reta para dentro do tabuleiro, com apenas casas vazias antes dela. As peças nunca acabam.",
            "Ամեն քայլ երկու մաս ունի․ նախ զինվորը շարժվում է եզրով՝ առնվազն մեկ կետ, մեկ ուղղությամբ, ապա խաղաքար է դնում այն վանդակում, որին նայում է ուղիղ դեպի տախտակի ներսը, եթե մինչև այն միայն դատարկ վանդակներ են։ Խաղաքարերը երբեք չեն վերջանում։",
        ]),
        show: drop_at(Point::N(3), "D4"),
        wrong: vec![(
            drop_at(Point::N(2), "C4"),
            Said([
                "That is N2, above column C: go one point further, to N3, above column D.",
                "그곳은 C열 위의 N2입니다. 한 지점 더 가서 D열 위의 N3으로 가세요.",
                "Esse é N2, acima da coluna C: ande mais um ponto, até N3, acima da coluna D.",
                "Դա N2-ն է՝ C սյունակի վերևում․ անցեք ևս մեկ կետ՝ մինչև N3, D սյունակի վերևում։",
            ]),
        )],
        otherwise: Said([
            "Go to N3, the point above column D: a pawn sees only the cells straight in front of it.",
            "D열 위의 지점인 N3으로 가세요. 폰은 자기 바로 앞 일직선의 칸만 봅니다.",
            "Vá até N3, o ponto acima da coluna D: o peão só vê as casas bem à sua frente, em linha reta.",
            "Գնացեք N3՝ D սյունակի վերևի կետը․ զինվորը տեսնում է միայն իր դիմաց ուղիղ գծով գտնվող վանդակները։",
        ]),
        teaches: vec!["R3", "R4", "R5", "R9", "R11"],
    }
}

fn halves() -> Step<Stacks, Said> {
    Step {
        setup: main_line()[..2].to_vec(),
        task: Said([
            "Drop a piece on E4, beside your stack; White's pawn stands on the south-west half of the edge (the south and west sides), where yours may not stop.",
            "내 스택 옆 E4에 말을 놓으세요. 백의 폰이 가장자리의 남서쪽 절반(남쪽과 서쪽 변)에 있으므로, 내 폰은 그곳에 멈출 수 없습니다.",
            "Coloque uma peça em E4, ao lado da sua pilha; o peão branco está na metade sudoeste da borda (os lados sul e oeste), onde o seu não pode parar.",
            "Խաղաքար դրեք E4-ում՝ ձեր աշտարակի կողքին․ Սպիտակի զինվորը եզրի հարավ-արևմտյան կեսում է (հարավային և արևմտյան կողմերը), որտեղ ձերը չի կարող կանգ առնել։",
        ]),
        // A new piece on E4 (sliding D4 there is not what the step asks).
        right: Right::After(|before: &State, after: &State| {
            after.pieces() > before.pieces() && after.stack(cell("E4")) == [Side::Black]
        }),
        why_right: Said([
            "The corner bases NW and SE cut the edge in two halves: your pawn may never stop on the half where the other pawn stands, nor pass or land on that pawn. The bases belong to neither half: while a pawn stands on one, the other may stop on either half.",
            "모퉁이 기지 NW와 SE가 가장자리를 두 절반으로 나눕니다. 내 폰은 상대 폰이 있는 절반에 멈출 수 없고, 상대 폰을 지나가거나 그 자리에 멈출 수도 없습니다. 기지는 어느 절반에도 속하지 않습니다. 한 폰이 기지에 있으면 다른 폰은 어느 절반에든 멈출 수 있습니다.",
            "As bases de canto NW e SE dividem a borda em duas metades: seu peão nunca pode parar na metade onde está o outro peão, nem passar por ele ou parar sobre ele. As bases não pertencem a nenhuma metade: enquanto um peão está numa delas, o outro pode parar em qualquer metade.",
            "NW և SE անկյունային հենակետերը եզրը բաժանում են երկու կեսի․ ձեր զինվորը երբեք չի կարող կանգ առնել այն կեսում, որտեղ մյուս զինվորն է, ոչ էլ անցնել նրա վրայով կամ կանգնել նրա տեղում։ Հենակետերը ոչ մի կեսի չեն պատկանում․ երբ զինվորը հենակետում է, մյուսը կարող է կանգ առնել ցանկացած կեսում։",
        ]),
        show: main_line()[2],
        wrong: vec![(
            slide(Point::N(4), "D4", Dir::Right),
            Said([
                "That slides your stack from D4 to E4: drop a new piece on E4 instead, beside it.",
                "그러면 내 스택이 D4에서 E4로 밀려날 뿐입니다. 대신 그 옆 E4에 새 말을 놓으세요.",
                "Assim sua pilha só desliza de D4 para E4: coloque uma peça nova em E4, ao lado dela.",
                "Այդպես ձեր աշտարակը պարզապես սահում է D4-ից E4․ փոխարենը նոր խաղաքար դրեք E4-ում՝ նրա կողքին։",
            ]),
        )],
        otherwise: Said([
            "E4 is seen from N4, above its column, and from E3, right of its row: both on your half.",
            "E4는 그 열 위의 N4와 그 행 오른쪽의 E3에서 보입니다. 둘 다 내 쪽 절반입니다.",
            "E4 é vista de N4, acima da sua coluna, e de E3, à direita da sua linha: ambos na sua metade.",
            "E4-ը երևում է N4-ից՝ իր սյունակի վերևից, և E3-ից՝ իր տողի աջից․ երկուսն էլ ձեր կեսում են։",
        ]),
        teaches: vec!["R6", "R7"],
    }
}

fn take_a_stack() -> Step<Stacks, Said> {
    Step {
        setup: main_line()[..6].to_vec(),
        task: Said([
            "Take White's 2-high stack on D6: drop a piece on it from N3, over your lower stack on D4.",
            "D6에 있는 백의 2층 스택을 빼앗으세요. N3에서, 더 낮은 내 스택 D4 너머로 그 위에 말을 놓으면 됩니다.",
            "Tome a pilha branca de 2 em D6: coloque uma peça sobre ela a partir de N3, por cima da sua pilha mais baixa em D4.",
            "Վերցրեք Սպիտակի 2 խաղաքարանոց աշտարակը D6-ում՝ խաղաքար դրեք նրա վրա N3-ից՝ ձեր ավելի ցածր D4 աշտարակի վրայով։",
        ]),
        right: Right::After(|_, after: &State| after.owner(cell("D6")) == Some(Side::Black)),
        why_right: Said([
            "A stack belongs to the colour on top, so D6 is yours now. You may drop on any stack of fewer than 4 pieces you can see, if every stack before it is lower.",
            "스택은 맨 위 말의 색을 가진 쪽의 것이므로 이제 D6은 내 것입니다. 보이는 스택이 말 4개 미만이고 그 앞의 스택이 모두 더 낮으면 그 위에 말을 놓을 수 있습니다.",
            "Uma pilha pertence à cor que está no topo, então D6 agora é sua. Você pode colocar uma peça em qualquer pilha à vista com menos de 4 peças, se todas as pilhas antes dela forem mais baixas.",
            "Աշտարակը պատկանում է վերևի գույնին, ուստի D6-ն այժմ ձերն է։ Կարող եք խաղաքար դնել տեսանելի ցանկացած աշտարակի վրա, որն ունի 4-ից պակաս խաղաքար, եթե մինչև այն բոլոր աշտարակներն ավելի ցածր են։",
        ]),
        show: main_line()[6],
        wrong: vec![(
            drop_at(Point::N(3), "D4"),
            Said([
                "D4 was yours already: the stack to take is White's, on D6.",
                "D4는 이미 내 것이었습니다. 빼앗을 스택은 D6에 있는 백의 스택입니다.",
                "D4 já era sua: a pilha a tomar é a branca, em D6.",
                "D4-ն արդեն ձերն էր․ վերցնելու աշտարակը Սպիտակինն է՝ D6-ում։",
            ]),
        )],
        otherwise: Said([
            "Drop on the stack on D6: from N3 your pawn sees it over D4, which is lower.",
            "D6의 스택에 말을 놓으세요. N3에서는 더 낮은 D4 너머로 그 스택이 보입니다.",
            "Coloque a peça na pilha de D6: de N3 seu peão a vê por cima de D4, que é mais baixa.",
            "Խաղաքար դրեք D6-ի աշտարակի վրա․ N3-ից ձեր զինվորը այն տեսնում է D4-ի վրայով, որն ավելի ցածր է։",
        ]),
        teaches: vec!["R1", "R12"],
    }
}

fn corner_slide() -> Step<Stacks, Said> {
    let show = main_line()[8];
    Step {
        setup: main_line()[..8].to_vec(),
        task: Said([
            "Move your pawn to the corner NE, then slide your 2-high stack on E4 up: it goes exactly two cells, to E2.",
            "폰을 모퉁이 NE로 옮긴 뒤, E4에 있는 내 2층 스택을 위로 미세요. 스택은 정확히 두 칸 움직여 E2로 갑니다.",
            "Leve seu peão ao canto NE e deslize sua pilha de 2 em E4 para cima: ela anda exatamente duas casas, até E2.",
            "Տարեք ձեր զինվորը NE անկյուն, ապա սահեցրեք ձեր 2 խաղաքարանոց աշտարակը E4-ից դեպի վեր․ այն անցնում է ճիշտ երկու վանդակ՝ մինչև E2։",
        ]),
        right: Right::Moves(vec![show]),
        why_right: Said([
            "From a corner your pawn sees no cell, so there you slide instead of dropping. A stack moves whole, straight, exactly as many cells as it is high, over empty cells only; you may slide only stacks with your colour on top.",
            "모퉁이에서는 폰이 아무 칸도 볼 수 없으므로, 거기서는 말을 놓는 대신 스택을 밉니다. 스택은 통째로, 똑바로, 자기 높이와 같은 칸 수만큼 빈칸만 지나 움직이며, 맨 위가 내 색인 스택만 밀 수 있습니다.",
            "De um canto seu peão não vê nenhuma casa, então ali você desliza em vez de colocar. Uma pilha anda inteira, em linha reta, exatamente tantas casas quanto a sua altura, só por casas vazias; você só pode deslizar pilhas com a sua cor no topo.",
            "Անկյունից ձեր զինվորը ոչ մի վանդակ չի տեսնում, ուստի այնտեղ խաղաքար դնելու փոխարեն աշտարակ եք սահեցնում։ Աշտարակը շարժվում է ամբողջությամբ, ուղիղ գծով, ճիշտ այնքան վանդակ, որքան նրա բարձրությունն է, միայն դատարկ վանդակներով․ կարող եք սահեցնել միայն այն աշտարակները, որոնց վերևում ձեր գույնն է։",
        ]),
        show,
        wrong: vec![(
            slide(Point::Ne, "E4", Dir::Down),
            Said([
                "That slides it down, to E6: slide it up, to E2.",
                "그러면 아래로 E6까지 밀립니다. 위로 밀어 E2로 보내세요.",
                "Assim ela desliza para baixo, até E6: deslize-a para cima, até E2.",
                "Այդպես այն սահում է դեպի վար՝ մինչև E6։ Սահեցրեք այն դեպի վեր՝ մինչև E2։",
            ]),
        )],
        otherwise: Said([
            "Go to the corner NE, then slide the stack on E4 up, to E2.",
            "모퉁이 NE로 간 뒤, E4의 스택을 위로 밀어 E2로 보내세요.",
            "Vá ao canto NE e deslize a pilha de E4 para cima, até E2.",
            "Գնացեք NE անկյուն, ապա սահեցրեք E4-ի աշտարակը դեպի վեր՝ մինչև E2։",
        ]),
        teaches: vec!["R8", "R10", "R13", "R15"],
    }
}

fn full_stack() -> Step<Stacks, Said> {
    Step {
        setup: main_line(),
        task: Said([
            "Make a full stack: drop a fourth piece on your 3-high stack on D6.",
            "가득 찬 스택을 만드세요. D6에 있는 내 3층 스택에 네 번째 말을 놓으세요.",
            "Faça uma pilha cheia: coloque uma quarta peça na sua pilha de 3 em D6.",
            "Կազմեք լրիվ աշտարակ՝ չորրորդ խաղաքարը դրեք D6-ի ձեր 3 խաղաքարանոց աշտարակի վրա։",
        ]),
        right: Right::After(|_, after: &State| after.full_stacks(Side::Black) > 0),
        why_right: Said([
            "A stack never holds more than 4 pieces. A full stack is yours for good: nobody can drop on it or move it. When neither player can move any more, or the game's turn limit is reached (100 turns in your first game), whoever owns more full stacks wins.",
            "스택에는 말이 4개까지만 들어갑니다. 가득 찬 스택은 영원히 내 것입니다. 아무도 그 위에 말을 놓거나 옮길 수 없습니다. 두 사람 모두 더 움직일 수 없거나 게임의 턴 제한에 이르면(첫 게임은 100턴) 가득 찬 스택을 더 많이 가진 쪽이 이깁니다.",
            "Uma pilha nunca tem mais de 4 peças. Uma pilha cheia é sua para sempre: ninguém pode colocar peças nela nem movê-la. Quando nenhum dos dois puder mais jogar, ou o limite de jogadas for atingido (100 jogadas na sua primeira partida), vence quem tiver mais pilhas cheias.",
            "Աշտարակում երբեք 4-ից ավելի խաղաքար չի լինում։ Լրիվ աշտարակը ձերն է ընդմիշտ․ ոչ ոք չի կարող դրա վրա խաղաքար դնել կամ այն շարժել։ Երբ խաղացողներից ոչ մեկն այլևս չի կարող քայլել, կամ խաղի քայլերի սահմանը լրանում է (ձեր առաջին խաղում՝ 100 քայլ), հաղթում է նա, ով ավելի շատ լրիվ աշտարակ ունի։",
        ]),
        show: drop_at(Point::N(3), "D6"),
        wrong: vec![(
            drop_at(Point::N(3), "D4"),
            Said([
                "That makes D4 2 high; D6, with 3 pieces, is the stack a fourth piece fills.",
                "그러면 D4가 2층이 될 뿐입니다. 네 번째 말로 가득 차는 스택은 말 3개가 있는 D6입니다.",
                "Assim D4 fica com 2; a pilha que uma quarta peça enche é D6, que tem 3.",
                "Այդպես D4-ը դառնում է 2 խաղաքարանոց․ չորրորդ խաղաքարով լցվում է D6-ը, որն ունի 3 խաղաքար։",
            ]),
        )],
        otherwise: Said([
            "Drop on D6: from N3 your pawn sees it over the lower D4, and from E5 along row 6.",
            "D6에 말을 놓으세요. N3에서는 더 낮은 D4 너머로, E5에서는 6행을 따라 보입니다.",
            "Coloque a peça em D6: de N3 seu peão a vê por cima de D4, mais baixa, e de E5 pela linha 6.",
            "Խաղաքար դրեք D6-ում․ N3-ից ձեր զինվորը այն տեսնում է ավելի ցածր D4-ի վրայով, իսկ E5-ից՝ 6-րդ տողի երկայնքով։",
        ]),
        teaches: vec!["R2", "R14", "R19"],
    }
}

fn path() -> Step<Stacks, Said> {
    Step {
        // Black builds A3 and A2 from the right edge; White's pawn ends on W2, in front of
        // A3, sliding its stack from G7 to G6.
        setup: vec![
            drop_at(Point::E(2), "A3"),
            drop_at(Point::S(6), "G7"),
            drop_at(Point::E(1), "A2"),
            slide(Point::W(2), "G7", Dir::Up),
        ],
        task: Said([
            "White's pawn faces A3. Win: make an unbroken path of your stacks from the cell in front of your pawn to A3.",
            "백의 폰은 A3을 마주 봅니다. 내 폰 앞의 칸부터 A3까지 내 스택으로 끊김 없는 길을 만들어 이기세요.",
            "O peão branco está de frente para A3. Vença: forme um caminho contínuo de pilhas suas da casa em frente ao seu peão até A3.",
            "Սպիտակի զինվորը նայում է A3-ին։ Հաղթեք՝ ձեր աշտարակներով անընդհատ ուղի կազմեք ձեր զինվորի դիմացի վանդակից մինչև A3։",
        ]),
        right: Right::After(black_won),
        why_right: Said([
            "Your stacks now link A1, the cell in front of your pawn, to A3, the cell in front of White's, each touching the next along a side: such a path wins at once, whatever the heights.",
            "이제 내 스택들이 내 폰 앞의 칸 A1부터 백의 폰 앞의 칸 A3까지 변을 맞대고 이어집니다. 높이와 상관없이 이런 길이 생기면 즉시 이깁니다.",
            "Suas pilhas agora ligam A1, a casa em frente ao seu peão, a A3, a casa em frente ao peão branco, cada uma encostada na seguinte por um lado: um caminho assim vence na hora, seja qual for a altura.",
            "Ձեր աշտարակներն այժմ միացնում են ձեր զինվորի դիմացի A1 վանդակը Սպիտակի զինվորի դիմացի A3 վանդակին, ամեն մեկը հաջորդին կից՝ կողմով․ այդպիսի ուղին անմիջապես հաղթում է, ինչ բարձրության էլ լինեն աշտարակները։",
        ]),
        show: drop_at(Point::N(0), "A1"),
        wrong: vec![(
            drop_at(Point::N(0), "A2"),
            Said([
                "A1, the cell in front of your pawn, must be yours too: drop on A1 itself.",
                "내 폰 앞의 칸 A1도 내 것이어야 합니다. A1에 직접 말을 놓으세요.",
                "A1, a casa em frente ao seu peão, também precisa ser sua: coloque a peça na própria A1.",
                "Ձեր զինվորի դիմացի A1 վանդակը նույնպես պետք է ձերը լինի․ խաղաքարը դրեք հենց A1-ում։",
            ]),
        )],
        otherwise: Said([
            "Move your pawn to N0 and drop on A1: A1, A2 and A3 then join the two pawns.",
            "폰을 N0으로 옮기고 A1에 말을 놓으세요. 그러면 A1, A2, A3이 두 폰을 잇습니다.",
            "Leve seu peão a N0 e coloque uma peça em A1: então A1, A2 e A3 ligam os dois peões.",
            "Տարեք ձեր զինվորը N0 և խաղաքար դրեք A1-ում․ այդ ժամանակ A1-ը, A2-ը և A3-ը կմիացնեն երկու զինվորին։",
        ]),
        teaches: vec!["R16"],
    }
}

fn one_cell_path() -> Step<Stacks, Said> {
    Step {
        setup: vec![drop_at(Point::N(3), "D4"), drop_at(Point::W(0), "B1")],
        task: Said([
            "White's pawn on W0 faces A1. Win now with a single piece.",
            "W0에 있는 백의 폰은 A1을 마주 봅니다. 말 하나로 지금 이기세요.",
            "O peão branco em W0 está de frente para A1. Vença agora com uma única peça.",
            "W0-ում գտնվող Սպիտակի զինվորը նայում է A1-ին։ Հաղթեք հիմա՝ մեկ խաղաքարով։",
        ]),
        right: Right::After(black_won),
        why_right: Said([
            "From N0 your pawn faces A1 too, so that one cell is a whole path. Watch for it in your first turns: the board warns you before a turn that lets the other side win like this.",
            "N0에서 내 폰도 A1을 마주 보므로, 그 한 칸이 그대로 길이 됩니다. 처음 몇 차례에는 이를 조심하세요. 상대가 이렇게 이길 수 있게 되는 수를 두기 전에 판이 경고해 줍니다.",
            "De N0 seu peão também fica de frente para A1, então essa única casa já é um caminho inteiro. Cuidado com isso nas primeiras jogadas: o tabuleiro avisa antes de uma jogada que deixe o adversário vencer assim.",
            "N0-ից ձեր զինվորը նույնպես նայում է A1-ին, ուստի այդ մեկ վանդակն ամբողջական ուղի է։ Զգույշ եղեք առաջին քայլերին․ տախտակը զգուշացնում է այն քայլից առաջ, որը մրցակցին թույլ է տալիս այդպես հաղթել։",
        ]),
        show: drop_at(Point::N(0), "A1"),
        wrong: vec![(
            drop_at(Point::N(0), "A2"),
            Said([
                "Your pawn on N0 faces A1, not A2: the piece must go on A1.",
                "N0의 폰이 마주 보는 칸은 A2가 아니라 A1입니다. 말은 A1에 놓아야 합니다.",
                "Em N0 seu peão fica de frente para A1, não para A2: a peça tem de ir em A1.",
                "N0-ում ձեր զինվորը նայում է A1-ին, ոչ թե A2-ին․ խաղաքարը պետք է դնել A1-ում։",
            ]),
        )],
        otherwise: Said([
            "Go to N0, where your pawn faces A1 as White's does, and drop on A1.",
            "백의 폰처럼 A1을 마주 보는 N0으로 가서 A1에 말을 놓으세요.",
            "Vá a N0, onde seu peão fica de frente para A1 como o branco, e coloque uma peça em A1.",
            "Գնացեք N0, որտեղ ձեր զինվորը, Սպիտակինի պես, նայում է A1-ին, և խաղաքար դրեք A1-ում։",
        ]),
        teaches: vec!["R16"],
    }
}
