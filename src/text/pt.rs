//! The shell's words in Portuguese.

use super::{Catalog, Words};
use crate::core::ai::analysis::Severity;
use crate::lang::{Lang, Plural};

pub static WORDS: Words = Words {
    show_me: "Mostre-me",
    skip_step: "Pular",
    next_step: "Próximo",
    play_first_game: "Jogar a primeira partida",
    lesson_done: "Lição concluída",
    lesson_finished: "Você terminou a lição: agora jogue uma partida de verdade.",
    lesson_again: "Começar a lição de novo",
    lesson_wrong_title: "Quase",
    lesson_goes_on: "A sua jogada também serve. A lição continua a partir da jogada agora mostrada no tabuleiro.",
    start: "Começar",
    undo: "Desfazer",
    redo: "Refazer",
    rules: "Regras",
    hide_rules: "Ocultar regras",
    moves: "Jogadas",
    no_moves_yet: "Nenhuma jogada ainda.",
    play_again: "Jogar de novo",
    game_over: "Fim de jogo",
    you_win: "Você venceu!",
    you_lose: "Você perdeu",
    not_found: "Não há nada neste endereço.",
    unknown_game: "Não existe nenhum jogo com este nome.",
    no_saves: "Nenhuma partida salva ainda. As partidas são salvas automaticamente enquanto você joga.",
    resume: "Continuar",
    view: "Ver",
    imported_tag: "Importada",
    deal_not_checked: "Distribuição não conferida",
    resume_last: "Continuar sua última partida",
    delete: "Excluir",
    confirm_delete: "Excluir de vez",
    cancel: "Cancelar",
    damaged_save: "Partida salva danificada",
    damaged_help: "Esta partida salva não pode ser aberta. O texto original dela está abaixo: copie-o se quiser guardá-lo e depois exclua a partida.",
    finished: "Terminada",
    in_progress: "Em andamento",
    no_storage: "Este navegador não permite salvar (o armazenamento está desativado ou indisponível): as partidas não serão guardadas.",
    storage_blocked: "Não foi possível salvar: o navegador não deixa esta página armazenar dados (o armazenamento está bloqueado ou desativado). A partida continua, mas não está sendo salva; excluir partidas salvas não resolveria.",
    unsaved_stay: "Esta página abre quando as suas últimas jogadas estiverem salvas: o armazenamento do navegador está cheio, e só esta aba as guarda. Exclua partidas salvas antigas para liberar espaço e abra a página de novo.",
    play_live: "Jogar ao vivo",
    live_not_loaded: "Não foi possível carregar o jogo ao vivo: verifique a conexão e recarregue a página.",
    storage_full: "Não foi possível salvar: o armazenamento do navegador está cheio. A partida continua, mas não está sendo salva; exclua partidas salvas antigas para liberar espaço.",
    save_changed_elsewhere: "Esta partida foi alterada em outra aba ou janela: as jogadas feitas aqui desde então não foram salvas.",
    load_newer: "Carregar a versão mais recente",
    save_deleted: "Esta partida foi excluída das partidas salvas: as jogadas feitas aqui não foram salvas.",
    keep_a_copy: "Guardar uma cópia",
    keep_mine: "Guardar esta versão como cópia",
    stats_damaged: |n| match n {
        1 => "As estatísticas anteriores deste jogo não puderam ser lidas. Foram guardadas à parte, intactas, e a contagem recomeça.".into(),
        n => format!("As estatísticas anteriores deste jogo não puderam ser lidas, {n} vezes. Cada cópia danificada foi guardada à parte, intacta, e a contagem recomeça."),
    },
    stats_clear: "Apagar as estatísticas danificadas",
    retry: "Tentar de novo",
    not_a_backup: "Este arquivo não é uma cópia de segurança nem uma partida salva do Boardshelf.",
    download_all: "Baixar todas as partidas salvas",
    import: "Importar partidas salvas…",
    import_help: "A importação aceita um backup, uma partida baixada ou uma partida de Blokus salva pelo Pentobi (.blksgf).",
    import_unreadable: "Este arquivo não é um backup nem uma partida salva do Boardshelf, nem um registro de partida de Blokus (.blksgf).",
    persistent: "Este navegador mantém estas partidas salvas mesmo quando falta espaço.",
    not_persistent: "Este navegador pode apagar estas partidas salvas quando faltar espaço: baixe uma cópia de segurança de vez em quando.",
    download_game: "Baixar esta partida",
    no_such_save: "Esta partida salva não existe (ela pode ter sido excluída).",
    share: "Compartilhar",
    share_title: "Compartilhar esta partida",
    share_help: "Quem abrir este link recebe esta partida nesta posição, como uma nova partida salva.",
    copy: "Copiar link",
    copied: "Link copiado para a área de transferência.",
    copy_failed: "Não foi possível copiar automaticamente: selecione o link acima e copie-o.",
    close: "Fechar",
    first_move: "Posição inicial",
    previous_move: "Jogada anterior",
    next_move: "Próxima jogada",
    last_move: "Última jogada",
    bad_link_title: "Não é possível abrir este link de partida",
    new_deal: "Nova distribuição",
    replay_deal: "Repetir esta distribuição",
    statistics: "Suas estatísticas",
    stat_played: "Partidas",
    stat_won: "Vitórias",
    stat_win_rate: "Taxa de vitórias",
    stat_best_score: "Melhor pontuação",
    stat_streak: "Sequência atual",
    stat_best_streak: "Melhor sequência",
    no_move_to_make: "não há nenhuma jogada a fazer",
    computer: "Computador",
    human: "Humano",
    seats: "Jogadores à mesa",
    thinking: "Computador pensando…",
    computers_turn: "É a vez do computador: aguarde a jogada dele.",
    pause: "Pausar",
    resume_play: "Continuar",
    step: "Avançar",
    easy: "Computador (fácil)",
    medium: "Computador (médio)",
    hard: "Computador (difícil)",
    max: "Computador (máximo)",
    max_thinks: "No máximo, o computador pensa 3 s por jogada.",
    hint: "Dica",
    hint_thinking: "Procurando uma dica: o computador está pensando…",
    computer_thinking: "O computador está pensando…",
    analyse: "Analisar a partida",
    analysing: "Analisando a partida…",
    stop_analysis: "Parar",
    chances_title: "Chance de vitória, jogada a jogada",
    mistakes_title: "Erros",
    no_mistakes: "Nenhum erro encontrado.",
    stat_lost: "Perdidas",
    stat_drawn: "Empates",
    against_people: "Pessoas",
    look_back: "Rever as jogadas",
    friend_by_link: "Um amigo por link",
    seat_friend_refitted: "Um lugar lembrado como amigo por link agora é jogado aqui: este jogo não pode ser jogado por link.",
    send_move: "Enviar sua jogada",
    send_last_move: "Enviar a última jogada",
    pass_link_on: "Repassar o link",
    sent_shared: "Enviado.",
    sent_copied: "Link copiado: cole-o para enviá-lo ao seu amigo.",
    send_failed: "Não foi possível enviar nem copiar: selecione o link abaixo e copie-o.",
    claim_title: "Em quais lugares você joga?",
    claim_help: "Esta partida chegou por link. Marque os lugares em que você joga neste aparelho; os outros \
     jogam por link, nos aparelhos deles.",
    claim_start: "Jogar",
    claim_to_move: "(é a vez deste lugar: o link veio para ele)",
    claim_none: "Marque pelo menos um lugar.",
    link_same: "Este link mostra sua partida salva exatamente como ela está: nada mudou.",
    link_diverged: "Este link tem jogadas diferentes das da sua partida salva deste confronto, por isso \
     foi aberto como uma partida separada. Sua partida salva não foi alterada.",
    your_turn: "Sua vez",
    waiting_for_friend: "Aguardando um amigo",
    who_plays: "Quem joga",
    watch_computer: "Deixar o computador jogar (assistir)",
    no_i_play: "Não, eu jogo",
    how_to_play: "Como jogar",
    play_the_computer: "Jogar contra o computador",
    less: "Menos",
    more: "Mais",
    colon: ": ",
    link_empty: "o link não contém nenhuma partida (não há nada depois de \"r=\")",
    link_not_base64: "o link está danificado: contém caracteres que um link de partida nunca tem",
    link_truncated: "o link está incompleto",
    link_changed: "o link foi alterado ou danificado (a verificação dele não confere)",
    link_unknown_flags: "o link usa uma codificação que esta versão não conhece",
    link_damaged: "o link está danificado ou incompleto",
    link_too_long: |chars, max| match Lang::Pt.plural(chars as u64) {
        Plural::One => format!("o link é longo demais ({chars} caractere; no máximo {max})"),
        Plural::Other => format!("o link é longo demais ({chars} caracteres; no máximo {max})"),
    },
    link_unknown_version: |v| {
        format!(
            "o link foi criado por outra versão do Boardshelf (formato {v}); \
             atualize o aplicativo ou peça um novo link"
        )
    },
    link_wrong_game: |found| format!("o link é de outro jogo (\"{found}\")"),
    turn_of: |name| format!("Vez de {name}"),
    out_of_range: |label, min, max| {
        format!("{label} deve ser um número inteiro de {min} a {max}")
    },
    save_title_new: |game, config| format!("{game} · {config} · não iniciada"),
    save_title: |game, config, moves| format!("{game} · {config} · jogada {moves}"),
    computer_seats: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!(" · {n} lugar do computador"),
        Plural::Other => format!(" · {n} lugares do computador"),
    },
    bad_record: |detail| format!("o registro da partida está danificado ({detail})"),
    imported_games: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!("{n} partida importada."),
        Plural::Other => format!("{n} partidas importadas."),
    },
    already_here: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!("{n} partida já estava aqui e foi mantida como está."),
        Plural::Other => format!("{n} partidas já estavam aqui e foram mantidas como estão."),
    },
    could_not_read: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!("Não foi possível ler {n} partida:"),
        Plural::Other => format!("Não foi possível ler {n} partidas:"),
    },
    not_added: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!("{n} partida não foi adicionada:"),
        Plural::Other => format!("{n} partidas não foram adicionadas:"),
    },
    import_storage_full: "o armazenamento do navegador está cheio: exclua partidas salvas antigas para liberar espaço e importe o arquivo de novo",
    import_storage_blocked: "o navegador não deixa esta página armazenar dados (o armazenamento está bloqueado ou desativado)",
    stats_added: |games| format!("Estatísticas adicionadas: {games}."),
    stats_kept: |games| format!("Estatísticas que já estavam aqui, mantidas como estavam: {games}."),
    stats_refused: |game, reason| format!("Estatísticas de {game} não importadas: {reason}."),
    stats_unreadable: "não puderam ser lidas",
    viewing: |ply, total| {
        format!("Vendo a posição após a jogada {ply} de {total}. Vá até a última jogada para jogar.")
    },
    unknown_game_in_save: |id| format!("é um jogo que esta versão não conhece (\"{id}\")"),
    save_not_json: |detail| format!("o texto dela não é de uma partida salva ({detail})"),
    save_unknown_format: |v| {
        format!("ela foi salva por outra versão do Boardshelf (formato {v})")
    },
    save_bad_id: |id| format!("o nome dela (\"{id}\") não é válido para uma partida salva"),
    save_under_other_key: |id| {
        format!("é uma cópia de outra partida salva (\"{id}\") guardada com este nome")
    },
    damaged_save_because: |reason| format!("Esta partida salva está danificada: {reason}."),
    link_length: |chars| match Lang::Pt.plural(chars as u64) {
        Plural::One => format!("{chars} caractere"),
        Plural::Other => format!("{chars} caracteres"),
    },
    undos_used: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!(
            "Você usou Desfazer {n} vez: esta partida não vai contar nas suas estatísticas."
        ),
        Plural::Other => format!(
            "Você usou Desfazer {n} vezes: esta partida não vai contar nas suas estatísticas."
        ),
    },
    with_undo_note: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!("{n} partida terminada com uso de Desfazer não é contada."),
        Plural::Other => format!("{n} partidas terminadas com uso de Desfazer não são contadas."),
    },
    seat_number: |n| format!("Lugar {n}"),
    show_moves: |from, to| format!("Mostrar as jogadas {}–{}", Lang::Pt.num(from as i64), Lang::Pt.num(to as i64)),
    undone: |moves| match Lang::Pt.plural(moves.len() as u64) {
        Plural::One => format!("Jogada desfeita: {}", moves.join("; ")),
        Plural::Other => format!("Jogadas desfeitas: {}", moves.join("; ")),
    },
    hint_is: |words| format!("Dica: {words}"),
    link_behind: |link_moves, saved_moves| match Lang::Pt.plural(saved_moves as u64) {
        Plural::One => format!(
            "Este link é mais antigo que sua partida salva (ele tem {link_moves} de \
             {saved_moves} jogada dela): nada mudou."
        ),
        Plural::Other => format!(
            "Este link é mais antigo que sua partida salva (ele tem {link_moves} das \
             {saved_moves} jogadas dela): nada mudou."
        ),
    },
    waiting_for: |seat| format!("Aguardando {seat}: envie o link para essa pessoa"),
    lesson_title: |game| format!("Aprender {game}"),
    step_of: |n, of| format!("Passo {n} de {of}"),
    by_link_hidden: |play_live| format!("Jogar com um amigo por link não está disponível (um link mostraria todas as mãos); para cada um jogar no próprio celular, use \"{play_live}\" abaixo."),
    computer_playing: |seat| format!("{seat} está pensando…"),
    your_turn_seat: |seat| format!("Sua vez, {seat}"),
    send_your_move: |game, seat, n| {
        format!("Boardshelf · {game} · sua vez, {seat} (jogada {n})")
    },
    send_game_over: |game| format!("Boardshelf · {game} · a partida terminou"),
    last_move_was: |words| format!("Última jogada: {words}"),
    match_versions: |n| match Lang::Pt.plural(n as u64) {
        Plural::One => format!(" · uma de {n} versão deste confronto (as jogadas diferem)"),
        Plural::Other => format!(" · uma de {n} versões deste confronto (as jogadas diferem)"),
    },
    replay_wrong_game: |found, expected| {
        format!("este registro é do jogo \"{found}\", não do \"{expected}\"")
    },
    replay_bad_config: |problem| format!("as configurações da partida são inválidas: {problem}"),
    replay_illegal: |n, error| format!("a jogada {n} não é permitida: {error}"),
    mistake_at: |n, seat, severity, percent| {
        let what = match severity {
            Severity::Inaccuracy => "uma imprecisão",
            Severity::Mistake => "um erro",
            Severity::Blunder => "um erro grave",
        };
        format!("Jogada {n}, {seat}: {what} (−{percent} % de chance)")
    },
    scale_help: |inaccuracy, mistake, blunder| {
        format!(
            "Uma jogada é marcada pela chance de vitória que perdeu, no mínimo (descontada a margem de erro da busca): \
             imprecisão a partir de {inaccuracy} %, erro a partir de {mistake} %, erro grave a partir de {blunder} %. \
             A jogada que a dica sugeriria nunca é marcada."
        )
    },
    better_was: |words| format!("Melhor: {words} (mostrada no tabuleiro)"),
    stats_line: |against, players| match players {
        1 => format!("{against} · 1 jogador"),
        n => format!("{against} · {n} jogadores"),
    },
};

pub static CATALOG: Catalog = Catalog {
    app_name: "Boardshelf",
    app_tagline: "Jogos de mesa no seu navegador: jogue com amigos no mesmo aparelho ou contra o computador, mesmo sem internet.",
    new_game: "Nova partida",
    learn_to_play: "Aprender a jogar (uns 5 minutos)",
    saved_games: "Partidas salvas",
    opening: "Abrindo…",
    app_not_loaded: "Não foi possível carregar o Boardshelf. Verifique a conexão e tente de novo.",
    home: "Início",
    language: "Idioma",
    patterns: "Padrões",
    patterns_help: "Mostrar letras e padrões nas peças, para que a cor nunca seja o único sinal",
    theme_help: "Tema de cores: seguir o sistema, claro ou escuro",
    theme_light: "Tema: claro",
    theme_dark: "Tema: escuro",
    theme_auto: "Tema: automático",
    crash_title: "Algo deu errado",
    crash_body: "O Boardshelf encontrou um erro interno e parou. Recarregue a página para iniciá-lo de novo.",
    crash_reload: "Voltar à página inicial",
};
