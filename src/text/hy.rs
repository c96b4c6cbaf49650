//! The shell's words in Armenian.

use super::Words;
use crate::core::ai::analysis::Severity;

pub static WORDS: Words = Words {
    app_name: "Boardshelf",
    app_tagline: "Սեղանի խաղեր ձեր դիտարկիչում՝ խաղացեք ընկերների հետ մեկ սարքում կամ համակարգչի դեմ, նույնիսկ առանց համացանցի։",
    new_game: "Նոր խաղ",
    start: "Սկսել",
    home: "Գլխավոր",
    undo: "Հետարկել",
    redo: "Կրկնել",
    rules: "Կանոններ",
    hide_rules: "Թաքցնել կանոնները",
    moves: "Քայլեր",
    no_moves_yet: "Դեռ քայլեր չկան։",
    play_again: "Նորից խաղալ",
    game_over: "Խաղն ավարտվեց",
    you_win: "Դուք հաղթեցիք",
    you_lose: "Դուք պարտվեցիք",
    not_found: "Այս հասցեում ոչինչ չկա։",
    unknown_game: "Այս անունով խաղ չկա։",
    crash_title: "Սխալ տեղի ունեցավ",
    crash_body: "Boardshelf հավելվածում ներքին սխալ առաջացավ, և հավելվածը դադարեց աշխատել։ Վերաբեռնեք էջը, և այն նորից կգործարկվի։",
    crash_reload: "Վերադառնալ գլխավոր էջ",
    saved_games: "Պահված խաղեր",
    no_saves: "Պահված խաղեր դեռ չկան։ Խաղերը պահվում են ավտոմատ կերպով՝ խաղի ընթացքում։",
    resume: "Շարունակել",
    view: "Դիտել",
    imported_tag: "Ներմուծված",
    resume_last: "Շարունակել վերջին խաղը",
    delete: "Ջնջել",
    confirm_delete: "Ջնջել ընդմիշտ",
    cancel: "Չեղարկել",
    damaged_save: "Վնասված պահված խաղ",
    damaged_help: "Այս պահված խաղը հնարավոր չէ բացել։ Ստորև նրա հում տեքստն է՝ պատճենեք այն, եթե ուզում եք պահել, ապա ջնջեք։",
    finished: "Ավարտված",
    in_progress: "Ընթացքում",
    no_storage: "Այս դիտարկիչը թույլ չի տալիս պահել (պահեստն անջատված է կամ անհասանելի)՝ խաղերը չեն պահվի։",
    storage_blocked: "Չհաջողվեց պահել՝ դիտարկիչը թույլ չի տալիս այս էջին տվյալներ պահել (պահեստն արգելափակված է կամ անջատված)։ Խաղը շարունակվում է, բայց չի պահվում։ Պահված խաղերը ջնջելը չի օգնի։",
    storage_full: "Չհաջողվեց պահել՝ դիտարկիչի պահեստը լցված է։ Խաղը շարունակվում է, բայց չի պահվում։ Ջնջեք հին պահված խաղերը՝ տեղ ազատելու համար։",
    save_changed_elsewhere: "Այս խաղը փոխվել է մեկ այլ ներդիրում կամ պատուհանում՝ այդ պահից ի վեր այստեղ արված քայլերը չեն պահվել։",
    load_newer: "Բեռնել ավելի նոր տարբերակը",
    save_deleted: "Այս խաղը ջնջվել է պահված խաղերից՝ այստեղ արված քայլերը չեն պահվում։",
    keep_a_copy: "Պահել պատճենը",
    keep_mine: "Պահել այս տարբերակը որպես պատճեն",
    stats_damaged: "Այս խաղի նախկին վիճակագրությունը հնարավոր չէ կարդալ։ Այն պահվում է առանձին, անփոփոխ, և թվերը սկսվում են նորից։",
    retry: "Նորից փորձել",
    not_a_backup: "Այս ֆայլը Boardshelf հավելվածի պահուստային պատճեն կամ պահված խաղ չէ։",
    download_all: "Ներբեռնել բոլոր պահված խաղերը",
    import: "Ներմուծել պահված խաղեր…",
    import_help: "Ներմուծումն ընդունում է պահուստային պատճեն, մեկ ներբեռնված խաղ կամ Pentobi-ով պահված Blokus խաղ (.blksgf)։",
    import_unreadable: "Այս ֆայլը ո՛չ Boardshelf-ի պահուստային պատճեն կամ պահված խաղ է, ո՛չ էլ Blokus խաղի գրառում (.blksgf)։",
    persistent: "Այս դիտարկիչը պահպանում է այս խաղերը, նույնիսկ երբ տեղը քիչ է մնում։",
    not_persistent: "Այս դիտարկիչը կարող է ջնջել այս խաղերը, երբ տեղը քիչ մնա՝ ժամանակ առ ժամանակ ներբեռնեք պահուստային պատճենը։",
    download_game: "Ներբեռնել այս խաղը",
    no_such_save: "Այս պահված խաղը գոյություն չունի (հնարավոր է՝ այն ջնջվել է)։",
    opening: "Բացվում է…",
    app_not_loaded: "Չհաջողվեց բեռնել Boardshelf-ը։ Ստուգեք կապը և նորից փորձեք։",
    share: "Կիսվել",
    share_title: "Կիսվել այս խաղով",
    share_help: "Ով բացի այս հղումը, կստանա այս խաղը հենց այս դիրքում՝ որպես նոր պահված խաղ։",
    copy: "Պատճենել հղումը",
    copied: "Հղումը պատճենվեց սեղմատախտակին։",
    copy_failed: "Չհաջողվեց ավտոմատ պատճենել՝ ընտրեք վերևի հղումը և պատճենեք այն։",
    close: "Փակել",
    first_move: "Սկզբնական դիրք",
    previous_move: "Նախորդ քայլ",
    next_move: "Հաջորդ քայլ",
    last_move: "Վերջին քայլ",
    bad_link_title: "Խաղի այս հղումը հնարավոր չէ բացել",
    new_deal: "Նոր բաժանում",
    replay_deal: "Նորից խաղալ այս բաժանումը",
    statistics: "Ձեր վիճակագրությունը",
    stat_played: "Խաղեր",
    stat_won: "Հաղթանակներ",
    stat_win_rate: "Հաղթանակների տոկոս",
    stat_best_score: "Լավագույն արդյունք",
    stat_streak: "Ընթացիկ շարք",
    stat_best_streak: "Լավագույն շարք",
    theme_help: "Գունային թեմա՝ ըստ համակարգի, բաց կամ մուգ",
    patterns: "Նախշեր",
    patterns_help: "Ցույց տալ տառեր և նախշեր խաղաքարերի վրա, որպեսզի գույնն երբեք միակ նշանը չլինի",
    no_move_to_make: "կատարելու քայլ չկա",
    computer: "Համակարգիչ",
    human: "Մարդ",
    seats: "Խաղացողները սեղանի շուրջ",
    thinking: "Համակարգիչը մտածում է…",
    computers_turn: "Համակարգչի հերթն է՝ սպասեք նրա քայլին։",
    pause: "Դադար",
    resume_play: "Շարունակել",
    step: "Մեկ քայլ",
    easy: "Համակարգիչ (հեշտ)",
    medium: "Համակարգիչ (միջին)",
    hard: "Համակարգիչ (դժվար)",
    max: "Համակարգիչ (առավելագույն՝ ամեն քայլի համար մտածում է 3 վ)",
    hint: "Հուշում",
    hint_thinking: "Հուշում ենք փնտրում՝ համակարգիչը մտածում է…",
    computer_thinking: "Համակարգիչը մտածում է…",
    analyse: "Վերլուծել խաղը",
    analysing: "Խաղը վերլուծվում է…",
    stop_analysis: "Կանգնեցնել",
    chances_title: "Հաղթելու հավանականությունը՝ քայլ առ քայլ",
    mistakes_title: "Սխալներ",
    no_mistakes: "Սխալներ չեն գտնվել։",
    stat_lost: "Պարտություններ",
    stat_drawn: "Ոչ-ոքի",
    against_people: "Մարդիկ",
    look_back: "Վերանայել քայլերը",
    friend_by_link: "Ընկեր՝ հղումով",
    by_link_hidden: "Հղումով ընկերոջ հետ խաղալն այստեղ հասանելի չէ՝ հղումը բացահայտում է բոլորի խաղաթղթերն ու կապուկը։",
    send_move: "Ուղարկել ձեր քայլը",
    send_last_move: "Ուղարկել վերջին քայլը",
    pass_link_on: "Փոխանցել հղումը",
    sent_shared: "Ուղարկվեց։",
    sent_copied: "Հղումը պատճենվեց՝ տեղադրեք և ուղարկեք այն ընկերոջը։",
    send_failed: "Չհաջողվեց ուղարկել կամ պատճենել՝ ընտրեք ստորև բերված հղումը և պատճենեք այն։",
    claim_title: "Ո՞ր տեղերն են ձերը",
    claim_help: "Այս խաղն եկել է հղումով։ Նշեք այն տեղերը, որոնցով խաղում եք այս սարքում, իսկ մյուսները խաղում են հղումով՝ իրենց սարքերից։",
    claim_start: "Խաղալ",
    claim_to_move: "(հերթն այս տեղինն է՝ հղումն եկել է դրա համար)",
    claim_none: "Նշեք առնվազն մեկ տեղ։",
    link_same: "Այս հղումը ցույց է տալիս ձեր պահված խաղը նույնությամբ՝ ոչինչ չի փոխվել։",
    link_diverged: "Այս հղումում այլ քայլեր կան, քան այս պարտիայի ձեր պահված խաղում, ուստի այն բացվեց որպես առանձին խաղ։ Ձեր պահված խաղը չի փոխվել։",
    your_turn: "Ձեր հերթն է",
    waiting_for_friend: "Սպասում ենք ընկերոջը",
    who_plays: "Ո՞վ է խաղում",
    watch_computer: "Թող համակարգիչը խաղա (դիտել)",
    no_i_play: "Ոչ, ես եմ խաղում",
    how_to_play: "Ինչպես խաղալ",
    play_the_computer: "Խաղալ համակարգչի դեմ",
    less: "Պակասեցնել",
    more: "Ավելացնել",
    colon: "՝ ",
    language: "Լեզու",
    theme_light: "Թեմա՝ բաց",
    theme_dark: "Թեմա՝ մուգ",
    theme_auto: "Թեմա՝ ավտոմատ",
    link_empty: "հղումը խաղ չի պարունակում («r=» մասից հետո ոչինչ չկա)",
    link_not_base64: "հղումը վնասված է՝ այն պարունակում է նիշեր, որոնք խաղի հղման մեջ երբեք չեն լինում",
    link_truncated: "հղումը կիսատ է",
    link_changed: "հղումը փոխվել կամ վնասվել է (ստուգիչ գումարը չի համընկնում)",
    link_unknown_flags: "հղումն օգտագործում է կոդավորում, որն այս տարբերակին անծանոթ է",
    link_damaged: "հղումը վնասված է կամ կիսատ",
    link_too_long: |chars, max| format!("հղումը չափազանց երկար է ({chars} նիշ, առավելագույնը՝ {max})"),
    link_unknown_version: |v| {
        format!(
            "հղումը ստեղծվել է Boardshelf հավելվածի այլ տարբերակով (ձևաչափ {v}), \
             թարմացրեք հավելվածը կամ խնդրեք նոր հղում"
        )
    },
    link_wrong_game: |found| format!("հղումն այլ խաղի համար է («{found}»)"),
    turn_of: |name| format!("Հերթը՝ {name}"),
    out_of_range: |label, min, max| {
        format!("«{label}» դաշտի արժեքը պետք է լինի ամբողջ թիվ՝ {min}–{max} միջակայքում")
    },
    save_title_new: |game, config| format!("{game} · {config} · չսկսված"),
    save_title: |game, config, moves| format!("{game} · {config} · քայլ {moves}"),
    computer_seats: |n| format!(" · {n} տեղում խաղում է համակարգիչը"),
    bad_record: |detail| format!("խաղի գրառումը վնասված է ({detail})"),
    imported_games: |n| format!("Ներմուծվեց {n} խաղ։"),
    already_here: |n| format!("{n} խաղ արդեն կար այստեղ և թողնվեց անփոփոխ։"),
    could_not_read: |n| format!("{n} խաղ չհաջողվեց կարդալ՝"),
    viewing: |ply, total| {
        format!(
            "Դիտում եք դիրքը քայլ {ply}-ից հետո (ընդամենը {total} քայլ)։ \
             Խաղալու համար անցեք վերջին քայլին։"
        )
    },
    unknown_game_in_save: |id| format!("սա խաղ է, որն այս տարբերակը չի ճանաչում («{id}»)"),
    save_not_json: |detail| format!("դրա տեքստը պահված խաղ չէ ({detail})"),
    save_unknown_format: |v| {
        format!("այն պահվել է Boardshelf հավելվածի այլ տարբերակով (ձևաչափ {v})")
    },
    save_bad_id: |id| format!("դրա անունը («{id}») չի կարող պահված խաղի անուն լինել"),
    save_under_other_key: |id| {
        format!("սա մեկ այլ պահված խաղի («{id}») պատճենն է՝ պահված այս անվան տակ")
    },
    damaged_save_because: |reason| format!("Այս պահված խաղը վնասված է՝ {reason}։"),
    link_length: |chars| format!("{chars} նիշ"),
    undos_used: |n| {
        format!("Օգտագործվել է {n} հետարկում՝ այս խաղը չի հաշվվի ձեր վիճակագրության մեջ։")
    },
    with_undo_note: |n| format!("Հետարկում պարունակող {n} ավարտված խաղ հաշվի չի առնվել։"),
    seat_number: |n| format!("Տեղ {n}"),
    undone: |moves| format!("Հետարկվեց՝ {}", moves.join(" · ")),
    hint_is: |words| format!("Հուշում՝ {words}"),
    link_behind: |link_moves, saved_moves| {
        format!(
            "Այս հղումն ավելի հին է, քան ձեր պահված խաղը (ձեր խաղի {saved_moves} քայլից \
             դրանում կա միայն {link_moves} քայլ)՝ ոչինչ չի փոխվել։"
        )
    },
    waiting_for: |seat| format!("Սպասում ենք հետևյալ խաղացողին՝ {seat}։ Ուղարկեք նրան հղումը"),
    computer_playing: |seat| format!("{seat}՝ մտածում է…"),
    your_turn_seat: |seat| format!("{seat}, ձեր հերթն է"),
    send_your_move: |game, seat, n| {
        format!("Boardshelf · {game} · {seat}, ձեր քայլն է (քայլ {n})")
    },
    send_game_over: |game| format!("Boardshelf · {game} · խաղն ավարտվեց"),
    last_move_was: |words| format!("Վերջին քայլը՝ {words}"),
    match_versions: |n| {
        format!(" · այս պարտիայի {n} տարբերակից մեկը (քայլերը տարբերվում են)")
    },
    replay_wrong_game: |found, expected| {
        format!("այս գրառումը «{found}» խաղի համար է, ոչ թե «{expected}»")
    },
    replay_bad_config: |problem| format!("խաղի կարգավորումներն անվավեր են՝ {problem}"),
    replay_illegal: |n, error| format!("քայլ {n}-ը թույլատրելի չէ՝ {error}"),
    mistake_at: |n, seat, severity, percent| {
        let what = match severity {
            Severity::Inaccuracy => "անճշտություն",
            Severity::Mistake => "սխալ",
            Severity::Blunder => "կոպիտ սխալ",
        };
        format!("Քայլ {n}, {seat}՝ {what} (−{percent} % հավանականություն)")
    },
    scale_help: |inaccuracy, mistake, blunder| {
        format!(
            "Քայլը նշվում է ըստ հաղթելու հավանականության, որը այն կորցրեց առնվազն (որոնման սխալի շեղումը հանած)՝ \
             անճշտություն՝ {inaccuracy} %-ից, սխալ՝ {mistake} %-ից, կոպիտ սխալ՝ {blunder} %-ից։ \
             Հուշման առաջարկած քայլը երբեք չի նշվում։"
        )
    },
    better_was: |words| format!("Ավելի լավ էր՝ {words} (ցույց է տրված տախտակին)"),
    stats_line: |against, players| format!("{against} · {players} խաղացող"),
};
