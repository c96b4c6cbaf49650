//! The game screen's words (src/play_words.rs) from the screen's state machine, without a
//! browser: whose turn the head says, the notice line, the hint, the end.

use boardshelf::core::ai::Level;
use boardshelf::core::correspondence::Player;
use boardshelf::core::{Game, Rng, Session};
use boardshelf::games::king_square::rules::{at, Config, KingSquare};
use boardshelf::games::stacks::Stacks;
use boardshelf::lang::Lang;
use boardshelf::play_state::{Control, Effect, Opening, PlayAction, PlayState};
use boardshelf::play_words as words;

const EN: Lang = Lang::En;

fn vs_computer(config: Config) -> PlayState<KingSquare> {
    let session = Session::new(config, 1).unwrap();
    let seats = vec![Player::Here, Player::Computer(Level::Easy)];
    PlayState::new(session, seats, false, Opening::default()).0
}

/// The job of the search the last effects started.
fn job(effects: &[Effect]) -> u32 {
    effects
        .iter()
        .find_map(|e| match e {
            Effect::Search { job, .. } => Some(*job),
            _ => None,
        })
        .expect("a search started")
}

#[test]
fn the_head_says_whose_turn_and_when_the_computer_thinks() {
    let mut play = vs_computer(Config::default());
    assert_eq!(words::turn(EN, &play), "Black to play");
    let effects = play.update(PlayAction::Move(at(4, 4)));
    assert_eq!(words::turn(EN, &play), "White is thinking…");
    assert_eq!(
        words::notice(EN, &play),
        ("Last move: Black: E5".into(), false)
    );
    play.update(PlayAction::Answer {
        job: job(&effects),
        mv: at(0, 0),
    });
    assert_eq!(words::turn(EN, &play), "Black to play");
    assert_eq!(
        words::history(EN, &play),
        ["Black: E5", "White: A1"].map(String::from)
    );
}

#[test]
fn the_head_says_which_seats_the_computer_plays_and_how_well() {
    let play = vs_computer(Config::default());
    assert_eq!(
        words::computer_seats(EN, &play).as_deref(),
        Some("White: Computer (easy)")
    );
    let session = Session::<KingSquare>::new(Config::default(), 1).unwrap();
    let seats = vec![Player::Computer(Level::Hard), Player::Computer(Level::Max)];
    let watched = PlayState::new(session, seats, false, Opening::default()).0;
    assert_eq!(
        words::computer_seats(EN, &watched).as_deref(),
        Some("Black: Computer (hard) · White: Computer (max)")
    );
    let session = Session::<KingSquare>::new(Config::default(), 1).unwrap();
    let people = vec![Player::Here, Player::Friend];
    let people = PlayState::new(session, people, false, Opening::default()).0;
    assert_eq!(
        words::computer_seats(EN, &people),
        None,
        "no computer, nothing said"
    );
}

/// Paused between two computers' moves nothing is thinking: the head says whose turn it
/// is until the play resumes.
#[test]
fn the_head_says_whose_turn_while_the_computers_are_paused() {
    let session = Session::<KingSquare>::new(Config::default(), 1).unwrap();
    let seats = vec![Player::Computer(Level::Easy); 2];
    let (mut play, effects) = PlayState::new(session, seats, false, Opening::default());
    assert_eq!(words::turn(EN, &play), "Black is thinking…");
    play.update(Control::TogglePause);
    assert_eq!(
        words::turn(EN, &play),
        "Black is thinking…",
        "its search goes on"
    );
    let answered = play.update(PlayAction::Answer {
        job: job(&effects),
        mv: at(4, 4),
    });
    assert!(!answered.iter().any(|e| matches!(e, Effect::Search { .. })));
    assert_eq!(words::turn(EN, &play), "White to play");
    let resumed = play.update(Control::TogglePause);
    job(&resumed);
    assert_eq!(words::turn(EN, &play), "White is thinking…");
}

#[test]
fn the_notice_says_why_a_move_was_refused_what_undo_took_back_and_what_is_looked_at() {
    let mut play = vs_computer(Config::default());
    let effects = play.update(PlayAction::Move(at(4, 4)));
    play.update(PlayAction::Answer {
        job: job(&effects),
        mv: at(0, 0),
    });
    // A rule error starts a sentence.
    play.update(PlayAction::Move(at(0, 0)));
    let (notice, problem) = words::notice(EN, &play);
    assert!(
        problem && notice.starts_with("Hole A1 is taken"),
        "{notice}"
    );
    // Black plays on, then takes the move back.
    play.update(PlayAction::Move(at(2, 2)));
    let effects = play.update(Control::Undo);
    assert!(effects.contains(&Effect::Save));
    let (notice, problem) = words::notice(EN, &play);
    assert!(!problem && notice.starts_with("Undone: "), "{notice}");
    play.update(Control::View(Some(0)));
    assert_eq!(
        words::notice(EN, &play).0,
        "Viewing the position after move 0 of 2. Go to the last move to play."
    );
}

#[test]
fn the_hint_is_said_as_the_move_it_suggests() {
    let mut play = vs_computer(Config::default());
    assert_eq!(words::hint_words(EN, &play), None);
    let effects = play.update(Control::AskHint);
    let asked = boardshelf::text::words(EN).hint_thinking;
    assert_eq!(
        words::hint_words(EN, &play).as_deref(),
        Some(asked),
        "while it searches"
    );
    play.update(PlayAction::Answer {
        job: job(&effects),
        mv: at(3, 3),
    });
    assert_eq!(
        words::hint_words(EN, &play).as_deref(),
        Some("Hint: Black: D4")
    );
}

#[test]
fn the_end_says_who_won_and_whether_you_did() {
    // Black completes a square at once: first to 1, on a small board.
    let config = Config {
        size: 4,
        target: 1,
        ..Config::default()
    };
    let mut play = vs_computer(config);
    for (mine, theirs) in [((0, 0), (3, 3)), ((1, 0), (3, 2)), ((0, 1), (2, 3))] {
        let effects = play.update(PlayAction::Move(at(mine.0, mine.1)));
        play.update(PlayAction::Answer {
            job: job(&effects),
            mv: at(theirs.0, theirs.1),
        });
    }
    assert_eq!(words::result(EN, &play), None, "not over yet");
    play.update(PlayAction::Move(at(1, 1)));
    assert!(KingSquare::outcome(play.session().state()).is_some());
    let (result, verdict) = words::result(EN, &play).expect("over");
    assert!(result.starts_with("Black wins"), "{result}");
    assert_eq!(verdict, Some("You win!"));
    assert_eq!(words::turn(EN, &play), "Game over");
    // Looking back: no result line while an earlier position is shown.
    play.update(Control::View(Some(2)));
    assert_eq!(words::result(EN, &play), None);
}

#[test]
fn a_links_note_is_said_until_the_next_change() {
    use boardshelf::play_state::{LinkNote, NewMoves, News};
    let session = Session::<KingSquare>::new(Config::default(), 1).unwrap();
    let news = Some(News {
        moves: NewMoves::None,
        note: Some(LinkNote::Behind { link: 2, saved: 5 }),
    });
    let opening = Opening { shared: 0, news };
    let (mut play, _) = PlayState::new(session, vec![Player::Here; 2], false, opening);
    let (said, problem) = words::notice(EN, &play);
    assert!(
        said.contains("older than your saved game") && said.contains("2 of its 5"),
        "{said}"
    );
    assert!(!problem);
    play.update(PlayAction::Move(at(4, 4)));
    assert_eq!(words::notice(EN, &play).0, "Last move: Black: E5");
}

/// Stacks between two people here, `plies` moves in (random moves that keep the game going).
fn long_stacks(plies: usize, seed: u64) -> PlayState<Stacks> {
    let session = Session::new(Default::default(), seed).unwrap();
    let (mut play, _) = PlayState::new(session, vec![Player::Here; 2], false, Opening::default());
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        play_on(&mut play, &mut rng);
    }
    play
}

fn play_on(play: &mut PlayState<Stacks>, rng: &mut Rng) {
    let state = play.session().state().clone();
    let mut moves = Stacks::legal_moves(&state);
    rng.shuffle(&mut moves);
    let goes_on = |mv: &&_| {
        let mut after = state.clone();
        Stacks::apply(&mut after, mv).is_ok() && Stacks::to_move(&after).is_some()
    };
    let mv = *moves.iter().find(goes_on).unwrap_or(&moves[0]);
    play.update(PlayAction::Move(mv));
}

/// The move list is kept between drawings: a move, an undo or a redo describes only the
/// moves past the first difference, so the work a move costs does not grow with the game
/// (#60 item 18), and the blocks say the same as the whole list described afresh.
#[test]
fn the_move_list_describes_only_the_moves_that_changed() {
    let mut rng = Rng::new(9);
    let mut play = long_stacks(300, 9);
    let mut history = words::HistoryWords::<Stacks>::default();
    let same_as_afresh = |blocks: &[std::rc::Rc<[String]>], play: &PlayState<Stacks>| {
        let lang = if blocks[0][0].is_ascii() {
            EN
        } else {
            Lang::Ko
        };
        assert!(blocks[..blocks.len() - 1]
            .iter()
            .all(|b| b.len() == words::HISTORY_BLOCK));
        assert_eq!(blocks.concat(), words::history(lang, play));
    };
    let first = history.blocks(EN, &play);
    same_as_afresh(&first, &play);
    assert_eq!(history.described, 300);

    play_on(&mut play, &mut rng);
    let second = history.blocks(EN, &play);
    same_as_afresh(&second, &play);
    assert_eq!(history.described, 301, "one move played: one described");
    let kept = (first.iter().zip(&second)).take_while(|(a, b)| std::rc::Rc::ptr_eq(a, b));
    assert_eq!(
        kept.count(),
        300 / words::HISTORY_BLOCK,
        "the full blocks are the same"
    );

    for _ in 0..3 {
        play.update(Control::Undo);
    }
    same_as_afresh(&history.blocks(EN, &play), &play);
    assert_eq!(history.described, 301, "undo describes nothing");
    play.update(Control::Redo);
    play_on(&mut play, &mut rng);
    same_as_afresh(&history.blocks(EN, &play), &play);
    assert_eq!(history.described, 303, "a redo and a new move");

    same_as_afresh(&history.blocks(Lang::Ko, &play), &play);
    assert_eq!(
        history.described,
        303 + play.total(),
        "another language: all again"
    );
}
