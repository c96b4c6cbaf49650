//! Foursquare's words in Portuguese.

use super::{Catalog, Words};
use crate::lang::{Lang, Plural};

pub static WORDS: Words = Words {
    opt_undo: "Desfazer",
    undo_allowed: "Permitido",
    undo_counted: "Permitido (se usado, não conta)",
    undo_off: "Desativado (toda partida conta)",
    summary_undo_allowed: "desfazer permitido",
    summary_undo_counted: "desfazer contado",
    summary_no_undo: "sem desfazer",
    stock: "Monte",
    to_place: "Coloque esta carta",
    player: "Jogador",
    place_the_card: "Coloque a carta",
    just_placed: " (a carta que acabou de ser colocada)",
    just_turned: " (virada pela carta que acabou de ser colocada)",
    table_label: "Mesa de Foursquare",
    err_game_over: "a partida terminou: faça uma nova distribuição para jogar",
    err_first_card: "a primeira carta vai no centro da mesa",
    err_pile_full: "essa pilha já tem 4 cartas",
    err_not_adjacent: "uma nova pilha deve ficar ao lado de outra pilha (à esquerda, à direita, acima ou abaixo; não na diagonal)",
    lost_stock: " — monte vazio: derrota",
    result_lost_stock: "Derrota: o monte acabou antes de a grade ficar completa",
    rules: &[
        "Quarenta cartas, do ás (a menor) ao 10 (a maior); os naipes não importam. A cada jogada, você coloca a carta do topo do monte.",
        "A primeira carta vai no centro. Cada carta seguinte vai sobre uma pilha com menos de 4 cartas ou num espaço vazio logo ao lado de uma pilha (à esquerda, à direita, acima ou abaixo — não na diagonal).",
        "Todas as pilhas devem caber numa grade de no máximo 4 colunas e 4 linhas.",
        "Depois de colocar uma carta: se ela for maior (ou menor) que todas as outras cartas do topo viradas para cima na sua linha, todas as outras cartas do topo dessa linha são viradas — as que estavam para cima ficam para baixo e as que estavam para baixo ficam para cima. Um empate impede a virada. Se não houver nenhuma outra carta virada para cima na linha, a virada também acontece. Depois, faz-se o mesmo com a coluna da carta.",
        "Você vence quando a grade tem 16 pilhas e todas as 16 cartas do topo estão viradas para cima; sua pontuação é o número de cartas que restam no monte.",
        "Você perde quando 5 ou mais cartas do topo estão viradas para baixo, ou quando o monte acaba.",
    ],
    suits: &["espadas", "copas", "ouros", "paus"],
    card_name: |rank, suit| format!("{rank} de {suit}"),
    ace_of: |suit| format!("ás de {suit}"),
    face_down_count: |n| format!("Viradas para baixo: {n} (4 permitidas)"),
    stock_count: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!("Resta {n} carta no monte"),
        Plural::Other => format!("Restam {n} cartas no monte"),
    },
    err_box_too_big: |cols, rows| {
        format!(
            "a grade pode ter no máximo 4 × 4; ali ela ficaria com {cols} × {rows} (colunas × linhas)"
        )
    },
    placed_at: |card, spot| format!("{card} em {spot}"),
    placed_on_pile: |card, spot| format!("{card} na pilha em {spot}"),
    flipped: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!(" — {n} carta virada"),
        Plural::Other => format!(" — {n} cartas viradas"),
    },
    won: |score| format!(" — vitória, pontuação {score}"),
    result_won: |score| format!("Você venceu! Pontuação {score} (cartas restantes no monte)"),
    lost_face_down: |down| format!(" — {down} cartas viradas para baixo: derrota"),
    result_lost_stock_down: |down| match Lang::Pt.plural(down as u64) {
        Plural::One => format!(
            "Derrota: o monte acabou com {down} carta ainda virada para baixo (as 16 devem estar para cima)"
        ),
        Plural::Other => format!(
            "Derrota: o monte acabou com {down} cartas ainda viradas para baixo (as 16 devem estar para cima)"
        ),
    },
    result_lost_face_down: |down, placed| match Lang::Pt.plural(placed as u64) {
        Plural::One => format!(
            "Derrota: {down} cartas viradas para baixo (4 permitidas), depois de colocar {placed} carta"
        ),
        Plural::Other => format!(
            "Derrota: {down} cartas viradas para baixo (4 permitidas), depois de colocar {placed} cartas"
        ),
    },
    spot_empty: |spot| format!("espaço {spot}, vazio: coloque a carta aqui"),
    pile_up_open: |spot, n, shown, card| {
        format!("espaço {spot}, pilha de {n}, carta do topo {shown}, {card}, virada para cima: coloque a carta nesta pilha")
    },
    pile_up_full: |spot, n, shown, card| {
        format!("espaço {spot}, pilha de {n}, carta do topo {shown}, {card}, virada para cima, cheia")
    },
    pile_down_open: |spot, n| {
        format!("espaço {spot}, pilha de {n}, carta do topo virada para baixo: coloque a carta nesta pilha")
    },
    pile_down_full: |spot, n| {
        format!("espaço {spot}, pilha de {n}, carta do topo virada para baixo, cheia")
    },
};

pub static CATALOG: Catalog = Catalog {
    name: "Foursquare",
    tagline: "Uma paciência 4×4: coloque cada carta, vire as linhas e mantenha as cartas viradas para cima.",
};
