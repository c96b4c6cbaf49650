//! Stacks' words in Portuguese.

use super::{Catalog, Words};
use crate::lang::{Lang, Plural};

pub static WORDS: Words = Words {
    opt_size: "Tamanho do tabuleiro",
    opt_height: "Altura máxima da pilha",
    opt_limit: "Limite de jogadas",
    limit_none: "Nenhum (regra original)",
    limit_100_suggested: "100 jogadas (sugerido)",
    limit_200: "200 jogadas",
    limit_300: "300 jogadas",
    opt_repetition: "Mesma posição três vezes",
    repetition_off: "Seguir jogando (regra original)",
    repetition_on: "Um jogador pode pedir empate",
    with_repetition: " · empate por repetição",
    claim_draw: "Pedir empate",
    claim_draw_why: "Esta posição já apareceu três vezes: você pode pedir empate ou continuar jogando.",
    draw_claimed: ": pede empate, a mesma posição três vezes",
    black: "Preto",
    white: "Branco",
    black_mark: "P",
    white_mark: "B",
    trap_picture: "O peão preto em N0 e o peão branco em W0 estão de frente para a casa A1; uma peça branca em A1 dá a vitória a Branco.",
    up: "para cima",
    down: "para baixo",
    left: "para a esquerda",
    right: "para a direita",
    empty: "vazia",
    full_stack_one: " pilha cheia",
    full_stack_other: " pilhas cheias",
    choose_pawn: "Mova seu peão: escolha um ponto destacado na borda.",
    choose_action: "Agora coloque uma peça numa casa verde, ou escolha uma das suas pilhas amarelas para deslizá-la.",
    choose_slide: "Deslize a pilha até uma casa azul, ou escolha outra casa.",
    change_pawn: "Mudar o movimento do peão",
    no_action_from_there: "dali você não poderia nem colocar uma peça (nenhuma casa à vista aceita uma peça) nem deslizar uma pilha",
    ring_keys: "Pontos da borda: as setas percorrem os pontos, Enter leva seu peão ao ponto escolhido.",
    grid_keys: "Tabuleiro: as setas movem o cursor, Enter coloca uma peça ali ou escolhe a pilha a deslizar.",
    board_label: "Tabuleiro de Stacks",
    warning_title: "Esta jogada deixa seu adversário vencer",
    play_anyway: "Jogar mesmo assim",
    choose_another: "Escolher outra jogada",
    warn_me: "Avisar antes de uma jogada que deixe meu adversário vencer de imediato",
    legend_points: "pontos aonde seu peão pode ir",
    legend_sight: "casas na linha de visão do peão (onde colocar)",
    legend_last: "a última jogada",
    legend_movable: "suas pilhas que podem deslizar (depois uma casa azul)",
    legend_both: "borda verde: também dá para colocar sobre essa pilha (toque duas vezes)",
    path_wins: " — caminho completo: vitória!",
    no_one_moves_over: " — ninguém pode jogar: fim de jogo",
    err_game_over: "a partida terminou",
    err_no_such_point: "esse ponto não existe na borda",
    err_no_such_cell: "essa casa não existe",
    err_pawn_must_move: "seu peão deve andar pelo menos um ponto",
    err_pawn_cannot_pass: "seu peão não pode passar pelo outro peão nem parar sobre ele",
    err_same_half: "seu peão não pode parar na metade da borda onde está o outro peão",
    err_corner_sees_nothing: "de um canto seu peão não vê nenhuma casa: deslize uma das suas pilhas",
    err_not_in_sight: "essa casa não está na linha de visão do seu peão",
    err_drop_blocked: "há algo entre seu peão e essa casa",
    err_stack_full: "essa pilha já está cheia",
    err_stack_behind_not_lower: "uma pilha no caminho não é mais baixa do que aquela onde você quer colocar a peça",
    err_nothing_to_move: "não há nenhuma pilha ali",
    err_not_your_stack: "você só pode deslizar pilhas com a sua cor no topo",
    err_frozen_stack: "uma pilha cheia nunca pode se mover",
    err_slide_off_board: "uma pilha desliza exatamente a sua altura, e isso a levaria para fora do tabuleiro",
    err_slide_blocked: "uma pilha desliza exatamente a sua altura, e só por casas vazias",
    err_no_repetition_draw: "neste jogo uma posição repetida não é empate",
    err_not_repeated: "só dá para pedir empate depois que a mesma posição aparecer três vezes",
    rules: &[
        "A cada jogada: primeiro mova seu peão pela borda, quantos pontos quiser, numa só direção. Ele precisa se mover, não pode passar pelo outro peão nem parar sobre ele, e não pode parar na metade da borda (entre as duas bases de canto) onde está o outro peão.",
        "Depois, faça uma coisa: coloque uma peça numa casa vazia que seu peão consiga ver, com apenas casas vazias antes dela; ou coloque uma peça numa pilha que ele consiga ver (com menos de 4 peças), quando todas as pilhas antes dela forem mais baixas; ou deslize uma das suas pilhas em linha reta, por casas vazias, exatamente tantas casas quanto a altura dela.",
        "Uma pilha pertence à cor que está no topo. Pilhas cheias (4) nunca se movem e não recebem mais peças. De um canto, seu peão não vê nada, então você precisa deslizar.",
        "Você vence na hora se, depois da sua jogada, suas pilhas formarem um caminho contínuo da casa em frente ao seu peão até a casa em frente ao outro peão.",
        "Quem não puder jogar passa. Quando nenhum dos dois puder jogar, vence quem tiver mais pilhas cheias.",
        "Cuidado nas primeiras jogadas: um caminho pode ter uma única casa. Com seu peão em N0, a casa em frente a ele é A1; se o outro peão puder chegar a W0, em frente à mesma casa, e colocar uma peça em A1, essa única casa liga os dois peões e seu adversário vence na hora (figura). O tabuleiro avisa você antes de uma jogada assim.",
    ],
    choose_slide_or_drop: |cell| format!("Deslize a pilha até uma casa azul, ou toque {cell} de novo para colocar uma peça sobre ela."),
    bad_size: |n| format!("o tabuleiro deve ter de 5 a 9 casas de largura, não {n}"),
    bad_height: |h| format!("a pilha mais alta deve ter de 2 a 6 peças, não {h}"),
    bad_limit: |l| format!("o limite de jogadas deve ser de 0 a 999, não {l}"),
    config_size: |n| format!("{n}×{n}"),
    with_stacks: |h| format!(" · pilhas de {h}"),
    with_turns: |l| match Lang::Pt.plural(l as u64) {
        Plural::One => format!(" · {l} jogada"),
        Plural::Other => format!(" · {l} jogadas"),
    },
    stack_of: |side, height| format!("pilha de {height} ({side})"),
    cell_label: |cell, stack| format!("{cell}, {stack}"),
    edge_point: |point| format!("ponto da borda {point}"),
    trap_warning: |opponent| {
        format!("Cuidado: depois desta jogada, {opponent} pode completar um caminho na hora e vencer:")
    },
    pawn_drop: |side, point, cell| format!("{side}: peão para {point}, coloca em {cell}"),
    pawn_drop_on_stack: |side, point, cell, height| {
        format!("{side}: peão para {point}, coloca na pilha em {cell} (agora {height})")
    },
    pawn_slide: |side, point, cell, dir, to| {
        format!("{side}: peão para {point}, desliza {cell} {dir} até {to}")
    },
    passes: |side| format!(" — {side} não pode jogar e passa"),
    wins_with_path: |side| format!("{side} vence com um caminho"),
    limit_win: |side, black, white| {
        format!("Limite de jogadas atingido: {side} vence; pilhas cheias: Preto {black} – Branco {white}")
    },
    limit_draw: |black, white| {
        format!("Limite de jogadas atingido: empate; pilhas cheias: Preto {black} – Branco {white}")
    },
    stuck_win: |side, black, white| {
        format!("Ninguém pode jogar: {side} vence; pilhas cheias: Preto {black} – Branco {white}")
    },
    stuck_draw: |black, white| {
        format!("Ninguém pode jogar: empate; pilhas cheias: Preto {black} – Branco {white}")
    },
    repetition_result: |side, black, white| {
        format!("Empate, pedido por {side}: a mesma posição três vezes (pilhas cheias: Preto {black} – Branco {white})")
    },
};

pub static CATALOG: Catalog = Catalog {
    name: "Stacks",
    tagline: "Ande com seu peão pela borda, coloque peças, deslize pilhas e forme um caminho.",
};
