//! Pegs and Jokers taught on its board (`core::lesson`): seven steps of one 4-player game
//! dealt by `SEED`, the learner always playing Red (partner Yellow) at one of Red's turns.
//! Each position is the first plays of `GAME`, so every setup is a legal game.

use super::cards::Card;
use super::rules::{peg, Config, PegsJokers, Play, State};
use crate::core::lesson::{Lesson, Right, Step};
use crate::lang::Said;

/// Red (seat 0) plays first and is dealt 6, K, 4; at its later turns the deal gives an 8 for
/// a peg on its come-out hole, a hand that cannot move, a 6 into home, a 3 onto Green, a 9
/// and a 7 to split, and a joker (found by a throwaway search over seeds, the four seats
/// played by a greedy player).
const SEED: u64 = 2905;

const fn out(card: Card, colour: u8, index: u8) -> Play {
    Play::Out {
        card,
        peg: peg(colour, index),
    }
}
const fn mv(card: Card, colour: u8, index: u8) -> Play {
    Play::Move {
        card,
        peg: peg(colour, index),
    }
}
const fn split(card: Card, c1: u8, i1: u8, steps: u8, c2: u8, i2: u8) -> Play {
    Play::Split {
        card,
        first: peg(c1, i1),
        steps,
        second: peg(c2, i2),
    }
}
const fn joker(card: Card, colour: u8, index: u8, to: u16) -> Play {
    Play::Joker {
        card,
        peg: peg(colour, index),
        to,
    }
}
const fn discard(card: Card) -> Play {
    Play::Discard { card }
}

/// The game's plays, every seat in turn from Red (cards as `cards.rs` codes them: rank − 1
/// times 4 plus the suit, 52 and 53 jokers; colours 0 Red, 1 Blue, 2 Yellow, 3 Green).
const GAME: [Play; 96] = [
    out(48, 2, 0),
    out(45, 1, 0),
    mv(50, 2, 0),
    mv(50, 1, 0),
    mv(44, 2, 0),
    mv(23, 1, 0),
    mv(17, 2, 0),
    mv(46, 1, 0),
    mv(26, 2, 0),
    mv(25, 1, 0),
    mv(22, 2, 0),
    mv(32, 1, 0),
    mv(22, 2, 0),
    out(1, 3, 0),
    out(3, 0, 0),
    split(33, 3, 0, 6, 1, 0),
    mv(28, 0, 0),
    joker(53, 1, 1, 0),
    mv(51, 2, 0),
    out(3, 1, 2),
    discard(15),
    mv(14, 3, 0),
    joker(52, 2, 0, 21),
    mv(34, 1, 2),
    mv(39, 2, 0),
    mv(47, 1, 2),
    mv(21, 2, 0),
    mv(27, 3, 0),
    mv(23, 2, 0),
    mv(20, 3, 0),
    discard(17),
    mv(22, 1, 2),
    discard(6),
    mv(41, 1, 2),
    discard(24),
    out(2, 3, 1),
    out(43, 0, 0),
    split(33, 3, 0, 8, 1, 2),
    mv(36, 0, 0),
    mv(18, 3, 1),
    mv(10, 0, 0),
    out(51, 3, 0),
    discard(32),
    mv(29, 3, 0),
    discard(7),
    split(35, 3, 0, 7, 1, 2),
    out(45, 0, 0),
    discard(10),
    joker(52, 2, 1, 8),
    mv(6, 1, 0),
    split(35, 0, 0, 4, 2, 1),
    discard(15),
    mv(46, 2, 1),
    out(1, 1, 1),
    mv(9, 2, 1),
    discard(14),
    split(33, 0, 0, 1, 2, 1),
    out(44, 3, 2),
    out(50, 2, 2),
    mv(31, 3, 2),
    mv(45, 2, 2),
    out(0, 1, 1),
    mv(42, 2, 2),
    mv(39, 1, 1),
    split(34, 2, 1, 2, 2, 2),
    mv(6, 1, 2),
    mv(19, 2, 1),
    out(2, 1, 1),
    mv(47, 2, 2),
    mv(8, 1, 1),
    mv(49, 2, 2),
    mv(25, 1, 1),
    mv(49, 2, 2),
    mv(12, 1, 1),
    mv(47, 2, 2),
    mv(39, 1, 1),
    mv(31, 2, 2),
    mv(36, 1, 1),
    mv(17, 2, 2),
    mv(37, 1, 1),
    out(41, 2, 3),
    out(2, 1, 3),
    mv(12, 2, 2),
    mv(31, 1, 3),
    mv(30, 2, 3),
    out(1, 1, 4),
    mv(7, 2, 3),
    mv(16, 1, 3),
    out(46, 0, 1),
    mv(9, 1, 4),
    mv(30, 0, 1),
    mv(49, 1, 4),
    split(27, 0, 1, 6, 2, 3),
    split(26, 1, 1, 6, 1, 3),
    discard(37),
    mv(14, 1, 1),
];

/// The first `n` plays of the game.
fn after(n: usize) -> Vec<Play> {
    GAME[..n].to_vec()
}

pub fn lesson() -> Lesson<PegsJokers, Said> {
    Lesson {
        config: Config::default(),
        seed: SEED,
        steps: vec![
            come_out(),
            back_eight(),
            discard_step(),
            into_home(),
            bump(),
            split_seven(),
            joker_step(),
        ],
        not_taught: vec![
            (
                "R24",
                "a split never brings a peg out: the board never offers it",
            ),
            (
                "R32",
                "the discards are reshuffled into a new draw pile for the players",
            ),
            (
                "R34",
                "follows from R9 (any team peg may be moved), taught in the first step",
            ),
        ],
    }
}

/// Any play that brought a peg out.
fn came_out(_: &State, after: &State) -> bool {
    matches!(after.last_play().map(|l| l.play), Some(Play::Out { .. }))
}

fn come_out() -> Step<PegsJokers, Said> {
    Step {
        setup: after(0),
        task: Said([
            "You play Red; Yellow is your partner. Every peg is in its start area, where the 6 and the 4 cannot move it: play the K to bring a peg out.",
            "당신은 빨강이고 노랑이 팀원입니다. 모든 말이 출발 구역에 있어 6과 4로는 움직일 수 없습니다. K를 내서 말 하나를 꺼내세요.",
            "Você joga com o Vermelho; o Amarelo é seu parceiro. Todos os pinos estão na base, onde o 6 e o 4 não os movem: jogue o K para tirar um pino.",
            "Դուք խաղում եք կարմիրով, ձեր թիմակիցը դեղինն է։ Բոլոր ցցիկները մեկնարկային գոտում են, որտեղ 6-ը և 4-ը չեն կարող դրանք շարժել․ խաղացեք K-ն՝ ցցիկ դուրս բերելու համար։",
        ]),
        right: Right::After(came_out),
        why_right: Said([
            "An A, J, Q or K brings a peg out to its come-out hole (T8 for Red); on the track an A moves a peg 1 hole and a J, Q or K 10. You may move any peg of your team, yours or your partner's; and while a card can move, you must play one.",
            "A, J, Q, K는 말 하나를 진입 구멍(빨강은 T8)으로 꺼냅니다. 트랙 위에서는 A가 말을 1칸, J, Q, K가 10칸 움직입니다. 내 말이든 팀원의 말이든 팀의 어떤 말도 움직일 수 있고, 움직일 수 있는 카드가 있으면 반드시 내야 합니다.",
            "Um A, J, Q ou K tira um pino para o furo de saída (T8 para o Vermelho); na pista, um A anda 1 furo e um J, Q ou K anda 10. Você pode mover qualquer pino da sua equipe, seu ou do parceiro; e enquanto uma carta puder mover, você tem de jogar.",
            "A, J, Q կամ K խաղաթուղթը ցցիկը դուրս է բերում իր ելքի անցք (կարմիրի համար՝ T8), իսկ ուղու վրա A-ն ցցիկը շարժում է 1 անցք, J, Q կամ K-ն՝ 10։ Կարող եք շարժել ձեր թիմի ցանկացած ցցիկ՝ ձերը կամ թիմակցինը, և քանի դեռ որևէ խաղաթուղթ կարող է շարժել, պետք է խաղաք։",
        ]),
        show: out(48, 0, 0),
        wrong: Vec::new(),
        otherwise: Said([
            "Play the K: only it can bring a peg out.",
            "K를 내세요. 말을 꺼낼 수 있는 카드는 그것뿐입니다.",
            "Jogue o K: só ele pode tirar um pino.",
            "Խաղացեք K-ն․ միայն այն կարող է ցցիկ դուրս բերել։",
        ]),
        teaches: vec!["R1", "R3", "R9", "R10", "R20", "R21", "R29"],
    }
}

/// Red's first peg went back from its come-out hole T8 to T0.
fn red_backed_up(_: &State, after: &State) -> bool {
    after.pos(peg(0, 0)) == super::board::Pos::Track(0)
}

fn back_eight() -> Step<PegsJokers, Said> {
    let onto_red = Said([
        "That backs Yellow onto your Red peg, which jumps to its in-spot (a partner's peg landed on goes to its in-spot), but Yellow loses 8 holes. Back up the Red peg itself.",
        "그러면 노랑이 뒤로 가서 빨강 말 위에 착지하고, 빨강 말은 홈 입구로 갑니다(팀원의 말 위에 착지하면 그 말은 홈 입구로 갑니다). 하지만 노랑이 8칸을 잃습니다. 빨강 말을 직접 뒤로 보내세요.",
        "Assim o Amarelo volta e cai sobre o seu pino Vermelho, que pula para o furo de entrada (um pino parceiro atingido vai para o furo de entrada dele), mas o Amarelo perde 8 furos. Recue o próprio pino Vermelho.",
        "Այդպես դեղինը հետ է գնում և կանգնում ձեր կարմիր ցցիկի վրա, որը ցատկում է իր մուտքի անցք (թիմակցի ցցիկը, որի վրա կանգնում են, գնում է իր մուտքի անցք), բայց դեղինը կորցնում է 8 անցք։ Հետ տարեք հենց կարմիր ցցիկը։",
    ]);
    Step {
        setup: after(16),
        task: Said([
            "Your Red peg at T8 is 67 holes short of its in-spot going forward. Play an 8 to move it backward, past its in-spot (T3), to T0.",
            "T8의 빨강 말은 앞으로 가면 홈 입구까지 67칸입니다. 8을 내서 그 말을 뒤로, 홈 입구(T3)를 지나 T0까지 움직이세요.",
            "O seu pino Vermelho em T8 está a 67 furos do furo de entrada andando para a frente. Jogue um 8 para movê-lo para trás, passando pelo furo de entrada (T3), até T0.",
            "T8-ի ձեր կարմիր ցցիկը առաջ գնալով իր մուտքի անցքից 67 անցք հեռու է։ Խաղացեք 8-ը՝ այն հետ տանելու համար՝ մուտքի անցքի (T3) կողքով մինչև T0։",
        ]),
        right: Right::After(red_backed_up),
        why_right: Said([
            "An 8 moves a peg 8 holes backward; it passes the in-spot without going in. Now the next forward move that passes T3 turns into Red's home track.",
            "8은 말을 8칸 뒤로 움직이며, 홈 입구를 지나도 안으로 들어가지 않습니다. 이제 T3을 지나는 다음 전진은 빨강의 홈 통로로 들어갑니다.",
            "O 8 move um pino 8 furos para trás; ele passa pelo furo de entrada sem entrar. Agora o próximo avanço que passar por T3 entra na pista de chegada do Vermelho.",
            "8-ը ցցիկը շարժում է 8 անցք հետ՝ մուտքի անցքի կողքով անցնելով, առանց ներս մտնելու։ Այժմ T3-ով անցնող հաջորդ առաջ քայլը կթեքվի դեպի կարմիրի տան ուղին։",
        ]),
        show: mv(28, 0, 0),
        wrong: vec![(mv(28, 2, 0), onto_red), (mv(30, 2, 0), onto_red)],
        otherwise: Said([
            "Going forward, the Red peg has the whole track to go round. Use an 8 on it to go backward instead.",
            "앞으로 가면 빨강 말은 트랙을 한 바퀴 돌아야 합니다. 대신 그 말에 8을 써서 뒤로 가세요.",
            "Andando para a frente, o pino Vermelho tem a pista inteira pela frente. Use um 8 nele para andar para trás.",
            "Առաջ գնալով՝ կարմիր ցցիկը պետք է պտտվի ամբողջ ուղով։ Փոխարենը նրա վրա 8 օգտագործեք՝ հետ գնալու համար։",
        ]),
        teaches: vec!["R5", "R15", "R16"],
    }
}

fn discard_step() -> Step<PegsJokers, Said> {
    Step {
        setup: after(20),
        task: Said([
            "Your team has no peg out, and you hold no A, J, Q, K or joker: discard one card.",
            "팀의 말이 하나도 나와 있지 않고, A, J, Q, K나 조커도 없습니다. 카드 한 장을 버리세요.",
            "Sua equipe não tem nenhum pino fora da base, e você não tem A, J, Q, K nem curinga: descarte uma carta.",
            "Ձեր թիմը դուրս եկած ցցիկ չունի, և ձեռքում A, J, Q, K կամ ջոկեր չկա․ դեն նետեք մեկ խաղաթուղթ։",
        ]),
        right: Right::After(|_, _| true),
        why_right: Said([
            "When no card but a joker can move, you may discard one card without moving. Hands start with 3 cards; after every turn you draw back up to 5.",
            "조커 말고는 움직일 수 있는 카드가 없으면 움직이지 않고 카드 한 장을 버릴 수 있습니다. 손패는 3장으로 시작하고, 매 차례가 끝나면 5장이 될 때까지 카드를 뽑습니다.",
            "Quando nenhuma carta além do curinga pode mover, você pode descartar uma carta sem mover. A mão começa com 3 cartas; depois de cada vez, você compra até ficar com 5.",
            "Երբ ջոկերից բացի ոչ մի խաղաթուղթ չի կարող շարժել, կարող եք դեն նետել մեկ խաղաթուղթ՝ առանց քայլի։ Ձեռքը սկսվում է 3 խաղաթղթով․ ամեն հերթից հետո վերցնում եք խաղաթղթեր, մինչև ձեռքում 5 լինի։",
        ]),
        show: discard(7),
        wrong: Vec::new(),
        // Every legal move here is a discard, and every one is right.
        otherwise: Said([
            "Discard one card.",
            "카드 한 장을 버리세요.",
            "Descarte uma carta.",
            "Դեն նետեք մեկ խաղաթուղթ։",
        ]),
        teaches: vec!["R28", "R30", "R31"],
    }
}

fn into_home() -> Step<PegsJokers, Said> {
    let stops = Said([
        "The 2 stops the peg on its in-spot (T39). A bigger card takes it inside.",
        "2로는 말이 홈 입구(T39)에 멈춥니다. 더 큰 카드라야 안으로 들어갑니다.",
        "O 2 para o pino no furo de entrada (T39). Uma carta maior o leva para dentro.",
        "2-ը ցցիկը կանգնեցնում է մուտքի անցքում (T39)։ Ավելի մեծ խաղաթուղթը այն ներս կտանի։",
    ]);
    Step {
        setup: after(28),
        task: Said([
            "Move your partner's Yellow peg at T37 into its home track.",
            "T37에 있는 팀원의 노랑 말을 홈 통로로 넣으세요.",
            "Leve o pino Amarelo do seu parceiro, em T37, para a pista de chegada.",
            "T37-ում գտնվող ձեր թիմակցի դեղին ցցիկը տարեք իր տան ուղի։",
        ]),
        right: Right::Moves(vec![mv(23, 2, 0)]),
        why_right: Said([
            "At its in-spot (T39) a peg turns into its home track, where no one can bump it and it only moves forward. Every card is used in full: one that would go past the 5th home hole cannot move that peg.",
            "말은 홈 입구(T39)에서 홈 통로로 들어가며, 거기서는 아무도 보낼 수 없고 앞으로만 움직입니다. 카드는 숫자를 모두 써야 하므로 다섯째 홈 구멍을 넘어가게 되는 카드는 그 말에 쓸 수 없습니다.",
            "No furo de entrada (T39) o pino entra na pista de chegada, onde ninguém pode mandá-lo embora e ele só anda para a frente. Toda carta é usada por inteiro: uma que passaria do 5º furo de chegada não move esse pino.",
            "Մուտքի անցքում (T39) ցցիկը թեքվում է դեպի տան ուղին, որտեղ ոչ ոք չի կարող այն հեռացնել, և այն շարժվում է միայն առաջ։ Ամեն խաղաթուղթ օգտագործվում է ամբողջությամբ․ այն, որը կտաներ տան 5-րդ անցքից այն կողմ, չի կարող շարժել այդ ցցիկը։",
        ]),
        show: mv(23, 2, 0),
        wrong: vec![(mv(6, 2, 0), stops), (mv(7, 2, 0), stops)],
        otherwise: Said([
            "Count the holes to the Yellow in-spot, T39: a card a little bigger than that takes the peg into its home track.",
            "노랑 홈 입구 T39까지의 칸 수를 세어 보세요. 그보다 조금 큰 카드라면 말이 홈 통로로 들어갑니다.",
            "Conte os furos até o furo de entrada do Amarelo, T39: uma carta um pouco maior leva o pino para a pista de chegada.",
            "Հաշվեք անցքերը մինչև դեղինի մուտքի անցքը՝ T39․ դրանից մի փոքր մեծ խաղաթուղթը ցցիկը կտանի տան ուղի։",
        ]),
        teaches: vec!["R8", "R11", "R12", "R13", "R14"],
    }
}

fn bump() -> Step<PegsJokers, Said> {
    let passes = Said([
        "The 9 passes over the Green peg: passing does nothing, only landing on it bumps it.",
        "9는 초록 말을 지나갈 뿐입니다. 지나가면 아무 일도 없고, 그 위에 착지해야 보낼 수 있습니다.",
        "O 9 passa por cima do pino Verde: passar não faz nada, só cair sobre ele o manda embora.",
        "9-ը պարզապես անցնում է կանաչ ցցիկի վրայով․ անցնելը ոչինչ չի անում, միայն վրան կանգնելն է այն հետ ուղարկում։",
    ]);
    Step {
        setup: after(40),
        task: Said([
            "Send the Green peg at T21 back to its start: land your Red peg exactly on it.",
            "T21의 초록 말을 출발 구역으로 돌려보내세요. 빨강 말을 정확히 그 위에 착지시키세요.",
            "Mande o pino Verde em T21 de volta para a base: faça o seu pino Vermelho cair exatamente sobre ele.",
            "T21-ի կանաչ ցցիկը հետ ուղարկեք մեկնարկ․ ձեր կարմիր ցցիկը կանգնեցրեք ճիշտ նրա վրա։",
        ]),
        right: Right::Moves(vec![mv(10, 0, 0)]),
        why_right: Said([
            "Landing on an opponent's peg sends it back to its start area. Landing on a partner's peg sends it to its in-spot instead. A peg coming out onto its come-out hole bumps a peg there too.",
            "상대 말 위에 착지하면 그 말은 출발 구역으로 돌아갑니다. 팀원의 말 위에 착지하면 그 말은 대신 홈 입구로 갑니다. 진입 구멍으로 나오는 말도 그곳의 말을 잡습니다.",
            "Cair sobre um pino adversário o manda de volta para a base. Cair sobre um pino parceiro o manda, em vez disso, para o furo de entrada dele. Um pino que sai para o seu furo de saída também derruba o pino que estiver lá.",
            "Մրցակցի ցցիկի վրա կանգնելը այն հետ է ուղարկում մեկնարկային գոտի։ Թիմակցի ցցիկի վրա կանգնելը այն ուղարկում է իր մուտքի անցք։ Ելքի անցք դուրս եկող ցցիկը նույնպես հանում է այնտեղ կանգնած ցցիկը։",
        ]),
        show: mv(10, 0, 0),
        wrong: vec![(mv(33, 0, 0), passes), (mv(34, 0, 0), passes)],
        otherwise: Said([
            "The Red peg must stop exactly on T21, 3 holes ahead of it.",
            "빨강 말은 3칸 앞의 T21에 정확히 멈춰야 합니다.",
            "O pino Vermelho precisa parar exatamente em T21, 3 furos à frente.",
            "Կարմիր ցցիկը պետք է կանգնի ճիշտ T21-ում՝ 3 անցք առաջ։",
        ]),
        teaches: vec!["R2", "R18", "R19"],
    }
}

fn split_seven() -> Step<PegsJokers, Said> {
    let one_only = Said([
        "That takes Red home but leaves the Blue peg on Yellow's in-spot: the 7 can do both.",
        "빨강은 홈에 들어가지만 파랑 말이 노랑의 홈 입구에 그대로 남습니다. 7이면 둘 다 할 수 있습니다.",
        "Isso leva o Vermelho para a chegada, mas deixa o pino Azul no furo de entrada do Amarelo: o 7 faz as duas coisas.",
        "Դա կարմիրը տանում է տուն, բայց կապույտ ցցիկը մնում է դեղինի մուտքի անցքում․ 7-ը կարող է անել երկուսն էլ։",
    ]);
    Step {
        setup: after(92),
        task: Said([
            "With the 7 alone, take your Red peg at T0 into its home track and send the Blue peg at T39 back to its start.",
            "7 한 장으로 T0의 빨강 말을 홈 통로에 넣고, T39의 파랑 말을 출발 구역으로 돌려보내세요.",
            "Só com o 7, leve o seu pino Vermelho em T0 para a pista de chegada e mande o pino Azul em T39 de volta para a base.",
            "Միայն 7-ով ձեր կարմիր ցցիկը T0-ից տարեք տան ուղի և T39-ի կապույտ ցցիկը հետ ուղարկեք մեկնարկ։",
        ]),
        right: Right::Moves(vec![split(27, 0, 1, 6, 2, 3), split(27, 2, 3, 1, 0, 1)]),
        why_right: Said([
            "Split 6 + 1. A 7 or a 9 may be split between two team pegs, both forward, and you choose which moves first. A peg never passes or lands on its own colour. The first team to bring all ten pegs home wins.",
            "6 + 1로 나눕니다. 7이나 9는 팀의 두 말에 나누어 둘 다 앞으로 움직일 수 있고, 어느 말을 먼저 움직일지 직접 정합니다. 말은 같은 색 말을 지나가거나 그 위에 착지할 수 없습니다. 팀의 말 10개를 모두 먼저 홈에 넣은 팀이 이깁니다.",
            "Divida 6 + 1. Um 7 ou um 9 pode ser dividido entre dois pinos da equipe, ambos para a frente, e você escolhe qual anda primeiro. Um pino nunca passa nem cai sobre um pino da sua cor. Vence a primeira equipe que levar seus dez pinos até a chegada.",
            "Տրոհեք 6 + 1․ 7-ը կամ 9-ը կարելի է տրոհել թիմի երկու ցցիկների միջև՝ երկուսն էլ առաջ, և դուք եք ընտրում, թե որը կշարժվի առաջինը։ Ցցիկը երբեք չի անցնում իր գույնի ցցիկի վրայով և չի կանգնում դրա վրա։ Հաղթում է այն թիմը, որն առաջինը տուն կհասցնի իր բոլոր տասը ցցիկները։",
        ]),
        show: split(27, 0, 1, 6, 2, 3),
        wrong: vec![
            (mv(27, 0, 1), one_only),
            (mv(20, 0, 1), one_only),
            (mv(21, 0, 1), one_only),
            (mv(19, 0, 1), one_only),
        ],
        otherwise: Said([
            "Split the 7 between the Red peg at T0 and the Yellow peg at T38, which is 1 hole from the Blue peg.",
            "7을 T0의 빨강 말과, 파랑 말에서 1칸 떨어진 T38의 노랑 말에 나누세요.",
            "Divida o 7 entre o pino Vermelho em T0 e o pino Amarelo em T38, que está a 1 furo do pino Azul.",
            "7-ը տրոհեք T0-ի կարմիր ցցիկի և T38-ի դեղին ցցիկի միջև, որը կապույտ ցցիկից 1 անցք հեռու է։",
        ]),
        teaches: vec!["R4", "R6", "R17", "R22", "R23", "R25", "R33"],
    }
}

fn joker_step() -> Step<PegsJokers, Said> {
    Step {
        setup: after(96),
        task: Said([
            "Only your joker can move: play it to jump a peg from your team's start onto the Blue peg at T8.",
            "움직일 수 있는 카드는 조커뿐입니다. 조커를 내서 팀의 출발 구역에 있는 말 하나를 T8의 파랑 말 위로 옮기세요.",
            "Só o seu curinga pode mover: jogue-o para levar um pino da base da sua equipe até o pino Azul em T8.",
            "Քայլ կարող եք անել միայն ջոկերով․ խաղացեք այն, որ ձեր թիմի մեկնարկային գոտուց ցցիկը ցատկի T8-ի կապույտ ցցիկի վրա։",
        ]),
        right: Right::Moves(vec![joker(53, 0, 2, 8), joker(53, 2, 4, 8)]),
        why_right: Said([
            "A joker moves a peg straight onto any hole with a peg of another colour, which is bumped. While your team has pegs in start, the joker must bring one of them out.",
            "조커는 말 하나를 다른 색 말이 있는 아무 구멍으로 곧장 옮기고, 그 자리의 말을 보냅니다. 팀의 출발 구역에 말이 있는 동안에는 조커로 그중 하나를 꺼내야 합니다.",
            "Um curinga leva um pino direto a qualquer furo com um pino de outra cor, que é mandado embora. Enquanto sua equipe tiver pinos na base, o curinga deve tirar um deles.",
            "Ջոկերը ցցիկն անմիջապես տեղափոխում է այլ գույնի ցցիկ ունեցող ցանկացած անցք, և այդ ցցիկը հեռացվում է։ Քանի դեռ ձեր թիմը մեկնարկում ցցիկներ ունի, ջոկերը պետք է դրանցից մեկը դուրս բերի։",
        ]),
        show: joker(53, 0, 2, 8),
        wrong: vec![(
            discard(53),
            Said([
                "When only a joker can move you may discard instead, but the joker sends Blue back to its start now.",
                "조커만 움직일 수 있을 때는 대신 버려도 되지만, 지금 조커를 쓰면 파랑 말을 출발 구역으로 보냅니다.",
                "Quando só o curinga pode mover, você pode descartar, mas o curinga manda o Azul de volta para a base agora.",
                "Երբ միայն ջոկերը կարող է շարժել, կարող եք փոխարենը դեն նետել, բայց ջոկերը հենց հիմա կապույտը հետ կուղարկի մեկնարկ։",
            ]),
        )],
        otherwise: Said([
            "Play the joker onto the Blue peg at T8.",
            "조커를 T8의 파랑 말 위로 내세요.",
            "Jogue o curinga sobre o pino Azul em T8.",
            "Խաղացեք ջոկերը T8-ի կապույտ ցցիկի վրա։",
        ]),
        teaches: vec!["R7", "R26", "R27"],
    }
}
