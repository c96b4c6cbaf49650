//! Pegs and Jokers' words in Portuguese.

use super::{Catalog, Words};
use crate::lang::{Lang, Plural};

pub static WORDS: Words = Words {
    opt_players: "Jogadores (duas equipes, em lugares alternados)",
    opt_deal: "Cartas distribuídas",
    opt_hand: "Tamanho da mão após cada jogada",
    team_a: "Equipe A",
    team_b: "Equipe B",
    joker: "Curinga",
    start: "base",
    legend_direction: "sentido do percurso",
    legend_come_out: "furo de saída: um pino que sai da base chega aqui",
    legend_in_spot: "furo de entrada: o caminho para a chegada",
    board_label: "Tabuleiro de Pegs and Jokers",
    show_hand: "Mostrar minhas cartas",
    hands_hidden_looking_back: "As mãos ficam ocultas enquanto você revê as jogadas.",
    hidden: "As cartas ficam ocultas até o próximo jogador estar pronto.",
    choose_card: "Escolha uma carta para jogar.",
    choose_peg: "Escolha um pino destacado.",
    peg_target: ", o curinga pode cair aqui (e desaloja este pino)",
    peg_movable: ", pode se mover com esta carta",
    choose_target: "Escolha um pino destacado para tomar o lugar dele: ele será desalojado.",
    choose_split: "Escolha como jogar a carta: toda com este pino, ou dividida com outro pino.",
    split_only: "Este pino não pode andar a carta inteira: escolha como dividi-la com outro pino.",
    no_move: "Nenhuma carta pode mover um pino: descarte uma carta.",
    only_joker: "Só o seu curinga pode mover um pino: jogue-o ou descarte qualquer carta.",
    discard: "Descartar esta carta",
    link_reveals_deck: "Atenção: um link compartilhado permite a quem o recebe reconstruir a ordem do baralho.",
    not_playable: "Essa carta não tem nenhuma jogada válida agora.",
    since_last_turn: "Desde a sua última jogada:",
    err_game_over: "a partida terminou",
    err_not_in_hand: "essa carta não está na sua mão",
    err_no_such_peg: "esse pino não existe",
    err_not_your_team: "você só pode mover os pinos da sua equipe",
    err_wrong_card: "essa carta não pode ser jogada desse jeito",
    err_in_start: "um pino na base só sai com A, J, Q, K ou um curinga",
    err_in_home: "pinos na pista de chegada não podem andar para trás nem saltar",
    err_overshoot: "a carta levaria o pino além do fim da pista de chegada",
    err_blocked_by_own_colour: "um pino não pode passar por um pino da sua própria cor nem cair sobre ele",
    err_start_empty: "nenhum pino dessa cor está esperando na base",
    err_come_out_taken: "há um pino da mesma cor no furo de saída",
    err_teammate_on_in_spot: "esse pino do parceiro já está no furo de entrada dele e não pode ser mandado para lá",
    err_in_spot_taken: "o furo de entrada do parceiro está ocupado por um pino da cor dele",
    err_split_same_peg: "uma divisão move dois pinos diferentes",
    err_split_steps: "as duas partes de uma divisão devem mover pelo menos um furo",
    err_joker_must_use_start: "enquanto sua equipe tiver pinos na base, o curinga deve tirar um deles de lá",
    err_joker_needs_a_peg: "um curinga salta para um furo que tenha um pino",
    err_joker_own_colour: "um curinga não pode saltar sobre um pino da mesma cor",
    err_must_play: "alguma carta pode mover um pino, então você precisa jogar uma (não é permitido descartar)",
    rules: &[
        "Duas equipes, em lugares alternados. Na sua vez, jogue uma carta para mover qualquer pino da sua equipe (seu ou de um parceiro); depois compre cartas até voltar a ter 5. As mãos começam com 3.",
        "A, J, Q e K tiram um pino da base para o furo de saída, ou movem um pino (A: 1, J/Q/K: 10). As cartas de 2 a 6 e o 10 avançam esse mesmo número de furos. O 8 move um pino 8 furos para trás.",
        "O 7 e o 9 movem um pino ou são divididos entre dois pinos diferentes (por exemplo, 3 + 4), sempre para a frente; você escolhe qual se move primeiro.",
        "Um curinga leva um pino para qualquer furo ocupado por um pino de outra cor: primeiro das bases da sua equipe; da pista, só quando todas as bases da sua equipe estiverem vazias.",
        "Um pino nunca pode passar por um pino da sua própria cor nem cair sobre ele. Cair sobre um pino adversário o manda de volta para a base dele; cair sobre um pino parceiro o manda para o furo de entrada dele (o furo em frente à chegada dele).",
        "Um pino que passaria pelo seu próprio furo de entrada entra na sua pista de chegada; uma carta que ultrapassaria o fim da pista de chegada não pode ser usada para esse pino. Toda carta deve ser usada por inteiro.",
        "Se alguma carta que não seja um curinga puder mover um pino, você deve jogar. Caso contrário, você pode jogar um curinga ou descartar uma carta.",
        "Vence a primeira equipe que levar todos os pinos de todas as suas cores até a chegada.",
    ],
    colours: &["Vermelho", "Azul", "Amarelo", "Verde", "Laranja", "Roxo", "Preto", "Branco"],
    bad_players: |p| format!("Pegs and Jokers é jogado por 4, 6 ou 8 jogadores, não {p}"),
    bad_hand: |deal, hand| {
        format!("as cartas distribuídas ({deal}) devem ser de 1 até o tamanho da mão ({hand}), e a mão, de 1 a 7")
    },
    config_summary: |players| match Lang::Pt.plural(players as u64) {
        Plural::One => format!("{players} jogador"),
        Plural::Other => format!("{players} jogadores"),
    },
    team_with: |team, colours| format!("{team} ({colours})"),
    home_hole: |j| format!("chegada {j}"),
    to_hole: |hole| format!("Para {hole}"),
    peg_on: |colour, place| format!("pino {colour} ({place})"),
    peg_number: |colour, number, place| format!("pino {colour} {number} ({place})"),
    sent_to_start: |colour| format!(" — pino {colour} volta para a base"),
    sent_to_in_spot: |colour| format!(" — pino {colour} vai para o furo de entrada"),
    team_wins_move: |team| format!(" — {team} vence!"),
    comes_out: |who, card, colour| format!("{who}: {card}: pino {colour} sai da base"),
    moves_peg: |who, card, peg, to| format!("{who}: {card}: {peg} → {to}"),
    splits: |who, card, first, second, peg, to, other, other_to| {
        format!("{who}: {card} dividido em {first} + {second}: {peg} → {to}, {other} → {other_to}")
    },
    joker_jumps: |who, colour, hole| format!("{who}: Curinga: pino {colour} salta para {hole}"),
    discards: |who, card| format!("{who}: descarta {card}"),
    team_wins: |team| format!("{team} vence: todos os pinos estão na chegada"),
    pass_to: |name| format!("Passe o aparelho para {name}"),
    steps_for: |steps, peg| format!("{steps} para {peg}"),
    pegs_home: |team, home, total| match Lang::Pt.plural(total as u64) {
        Plural::One => format!("{team}: {home} de {total} pino na chegada"),
        Plural::Other => format!("{team}: {home} de {total} pinos na chegada"),
    },
    piles: |draw, discards, last| {
        format!("Monte: {draw} · descarte: {discards} · Última carta jogada: {last}")
    },
    plays_elsewhere: |colour| format!("{colour} joga em outro aparelho."),
    your_cards: |colour| format!("Suas cartas ({colour}), para a sua próxima vez:"),
    computer_plays: |colour| {
        format!("O computador joga com {colour}: as cartas dele ficam ocultas.")
    },
};

pub static CATALOG: Catalog = Catalog {
    name: "Pegs and Jokers",
    tagline: "Regras de Kilpatrick: leve os pinos da sua equipe até a chegada usando cartas, para 4, 6 ou 8 jogadores.",
};
