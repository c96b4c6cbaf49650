//! The game screen's state machine (src/play_state/), without a browser: what it shows and
//! which searches it starts, written like the rule specs, then random action sequences in
//! every game against a fake worker that answers the position it was given.

use boardshelf::core::ai::{Level, Searchable};
use boardshelf::core::correspondence::Player;
use boardshelf::core::input::BoardNote;
use boardshelf::core::GameText;
use boardshelf::core::{Game, Rng, Session};
use boardshelf::games::blokus::rules::Config as BConfig;
use boardshelf::games::blokus::Blokus;
use boardshelf::games::foursquare::rules::Foursquare;
use boardshelf::games::king_square::rules::{Config as KConfig, KingSquare};
use boardshelf::games::pegs_jokers::rules::{Config as PConfig, PegsJokers};
use boardshelf::games::stacks::rules::{Config as SConfig, Stacks};
use boardshelf::play_state::{
    Action, Control, Effect, Opening, PlayAction, PlayState, Problem, Seats, Verdict,
};

const PERSON: Player = Player::Here;
const COMPUTER: Player = Player::Computer(Level::Easy);

/// The screen plus a fake worker: the jobs it runs, each with the position it was given.
struct Table<G: Searchable + GameText> {
    play: PlayState<G>,
    running: Vec<(u32, G::State)>,
    saves: usize,
    searches_started: usize,
}

impl<G: Searchable + GameText> Table<G> {
    fn new(config: G::Config, seed: u64, seats: Seats, hidden_hands: bool) -> Self {
        let session = Session::<G>::new(config, seed).expect("a valid config");
        let (play, effects) = PlayState::new(session, seats, hidden_hands, Opening::default());
        let mut table = Table {
            play,
            running: Vec::new(),
            saves: 0,
            searches_started: 0,
        };
        table.carry_out(effects);
        table
    }

    fn carry_out_replace(&mut self, session: Session<G>, seats: Seats) {
        let effects = self.play.replace(session, seats);
        self.carry_out(effects);
    }

    fn act(&mut self, action: impl Into<Action<G>>) -> Vec<Effect> {
        let effects = self.play.update(action);
        self.carry_out(effects.clone());
        effects
    }

    fn carry_out(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Search { job, .. } => {
                    self.searches_started += 1;
                    self.running
                        .push((job, self.play.session().state().clone()))
                }
                Effect::Cancel => self.running.clear(),
                Effect::Save => self.saves += 1,
                Effect::Copy(_) | Effect::Send { .. } | Effect::Again { .. } => {}
                Effect::Analyse { .. } | Effect::StopAnalysis => {}
            }
        }
    }

    /// The worker finishes its oldest job with a random legal move of the position it got.
    fn worker_answers(&mut self, rng: &mut Rng) -> Option<Vec<Effect>> {
        if self.running.is_empty() {
            return None;
        }
        let (job, state) = self.running.remove(0);
        let mv = rng.choose(&G::legal_moves(&state))?.clone();
        Some(self.act(PlayAction::Answer { job, mv }))
    }

    fn random_move(&self, rng: &mut Rng) -> Option<G::Move> {
        rng.choose(&G::legal_moves(self.play.session().state()))
            .cloned()
    }
}

fn king_square() -> KConfig {
    KConfig {
        size: 4,
        ..KConfig::default()
    }
}

fn searches(effects: &[Effect]) -> usize {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::Search { .. }))
        .count()
}

// ---------- Examples ----------

/// The analysis (#30): asked for, its progress, its result kept with the save, stopped,
/// and the better move shown looking back before a mistake.
#[test]
fn an_analysis_runs_beside_play_is_saved_and_shows_the_better_move() {
    use boardshelf::core::ai::analysis::{analyse, Severity};
    let mut t = Table::<KingSquare>::new(KConfig::default(), 1, vec![PERSON, PERSON], false);
    assert!(!t.play.can_analyse(), "no moves yet");
    for (c, r) in [(0, 0), (9, 9), (2, 0), (9, 7), (0, 2), (6, 5)] {
        t.act(PlayAction::Move(boardshelf::games::king_square::rules::at(
            c, r,
        )));
    }
    assert!(t.play.can_analyse());
    let effects = t.act(Control::Analyse);
    let Some(&Effect::Analyse { job, level, .. }) = effects.first() else {
        panic!("{effects:?}");
    };
    assert_eq!(level, KingSquare::HINT_LEVEL, "the hint's depth");
    assert!(!t.play.can_analyse(), "one at a time");
    t.act(PlayAction::Analysing {
        job,
        done: 7,
        total: 14,
    });
    assert_eq!(t.play.analysing(), Some(0.5));
    // Stop: nothing shown, and it may start again.
    assert_eq!(t.act(Control::StopAnalysis), vec![Effect::StopAnalysis]);
    assert_eq!((t.play.analysing(), t.play.can_analyse()), (None, true));
    let effects = t.act(Control::Analyse);
    let Some(&Effect::Analyse { job, .. }) = effects.first() else {
        panic!("{effects:?}");
    };
    let analysis = analyse(t.play.session(), Level::Medium, 1, |_, _| true).unwrap();
    let saves = t.saves;
    t.act(PlayAction::Analysed { job, analysis });
    assert_eq!(t.saves, saves + 1, "kept with the save");
    let a = t.play.analysis().expect("shown");
    let ply = 5;
    let m = a.mistakes[ply]
        .as_ref()
        .expect("White's last move let Black's square through");
    assert_eq!(m.severity, Severity::Blunder);
    let better = m.better;
    assert_eq!(t.play.better_here(), None, "not in live play");
    t.act(Control::View(Some(ply)));
    assert_eq!(t.play.better_here(), Some(&better), "before the mistake");
    t.act(Control::View(Some(ply + 1)));
    assert_eq!(t.play.better_here(), None);
    // A move changes the game: the analysis no longer says anything of it.
    t.act(Control::View(None));
    t.act(PlayAction::Move(better));
    assert!(t.play.analysis().is_none() && t.play.can_analyse());
}

#[test]
fn hidden_hands_are_analysed_only_after_the_game() {
    let t = Table::<PegsJokers>::new(PConfig::default(), 2, vec![PERSON; 4], true);
    let mut t = t;
    let mut rng = Rng::new(2);
    let mv = t.random_move(&mut rng).unwrap();
    t.act(Control::ShowHand);
    t.act(PlayAction::Move(mv));
    assert!(
        t.play.total() == 1 && !t.play.can_analyse(),
        "a hand could show"
    );
    assert!(t.act(Control::Analyse).is_empty());
}

/// A live table's moves (#61): new moves are played and shown as news, moves taken back
/// by agreement go, and the computer's seats passing to another device stop the search.
#[test]
fn a_live_tables_moves_and_seats_come_in_as_remote() {
    const FRIEND: Player = Player::Friend;
    let mut t = Table::<KingSquare>::new(king_square(), 1, vec![PERSON, FRIEND], false);
    let first = KingSquare::legal_moves(t.play.session().state())[0];
    t.act(PlayAction::Move(first));
    let mut after = t.play.session().clone();
    let reply = KingSquare::legal_moves(after.state())[0];
    after.play(reply).unwrap();
    let moves = after.moves().to_vec();
    let saves = t.saves;
    t.act(PlayAction::Remote {
        moves: moves.clone(),
        seats: vec![PERSON, FRIEND],
    });
    assert_eq!(
        t.play.session().moves(),
        &moves[..],
        "the friend's move is played"
    );
    assert_eq!(t.play.news(), Some(1..2), "and shown as news");
    assert_eq!(t.saves, saves + 1, "and saved");
    // An undo everyone agreed to: the table has one move less.
    t.act(PlayAction::Remote {
        moves: vec![first],
        seats: vec![PERSON, FRIEND],
    });
    assert_eq!(
        t.play.session().moves(),
        &[first][..],
        "the move taken back"
    );
    assert_eq!(t.play.session().undos(), 1, "counted as an undo");
    // The friend's seat goes to the computer this device runs: it starts searching; then
    // another device runs it: the search stops.
    t.act(PlayAction::Remote {
        moves: t.play.session().moves().to_vec(),
        seats: vec![PERSON, COMPUTER],
    });
    assert_eq!(
        t.running.len(),
        1,
        "the computer's turn here: a search runs"
    );
    let same = t.play.session().moves().to_vec();
    t.act(PlayAction::Remote {
        moves: same,
        seats: vec![PERSON, FRIEND],
    });
    assert!(
        t.running.is_empty(),
        "the search stopped when the seat went elsewhere"
    );
    assert!(t.play.thinking().is_none());
}

#[test]
fn a_seat_at_a_dealt_table_sees_its_own_hand_only_and_no_hint_or_analysis() {
    use boardshelf::core::{Dealt, Record};
    const FRIEND: Player = Player::Friend;
    let config = PConfig::default();
    let mut full = Session::<PegsJokers>::new(config.clone(), 5).unwrap();
    let mut t = Table::<PegsJokers>::new(config.clone(), 0, vec![FRIEND; 4], true);
    // What seat `me` sees after each of the first `n` moves.
    let me = (full.state().seat() + 2) % 4;
    let seen = |full: &Session<PegsJokers>| {
        let positions = (0..=full.moves().len())
            .map(|n| PegsJokers::view(full.position(n), &[me]))
            .collect();
        let record = Record::new(config.clone(), 0);
        let record = Record {
            moves: full.moves().to_vec(),
            ..record
        };
        Session::seen(record, positions).unwrap()
    };
    let mut seats = vec![FRIEND; 4];
    seats[me as usize] = PERSON;
    for _ in 0..2 {
        let mv = PegsJokers::legal_moves(full.state())[0];
        full.play(mv).unwrap();
    }
    let saves = t.saves;
    t.carry_out_replace(seen(&full), seats.clone());
    assert_eq!(t.play.session().moves(), full.moves());
    assert_eq!(t.play.news(), Some(0..2), "the moves shown as news");
    assert_eq!(t.saves, saves + 1, "the shell decides what to save");
    assert_eq!(t.play.to_move(), Some(me));
    assert!(
        t.play.hand_shown(),
        "its own turn: its hand, no pass screen"
    );
    assert!(!t.play.can_hint(), "no record to search from");
    assert!(!t.play.can_analyse());
    let hand = PegsJokers::hand(t.play.session().state(), me);
    assert_eq!(hand, PegsJokers::hand(full.state(), me));
    let other = PegsJokers::hand(t.play.session().state(), (me + 1) % 4);
    assert!(other
        .iter()
        .all(|&c| c == boardshelf::games::pegs_jokers::dealt::UNSEEN));
    // Its move is played on its view at once (the dealer's answer then replaces it).
    let mine = PegsJokers::legal_moves(t.play.session().state())[0];
    t.act(PlayAction::Move(mine));
    assert_eq!(t.play.session().moves().len(), 3);
    assert!(!t.play.hand_shown(), "a friend's turn: no hand");
}

#[test]
fn the_computer_starts_when_it_is_to_move_and_its_move_is_played() {
    let mut t = Table::<KingSquare>::new(king_square(), 1, vec![COMPUTER, PERSON], false);
    assert_eq!(
        t.running.len(),
        1,
        "the computer seat moves first: a search runs"
    );
    assert!(t.play.computer_turn());
    let mut rng = Rng::new(1);
    t.worker_answers(&mut rng);
    assert_eq!(t.play.total(), 1);
    assert_eq!(t.saves, 1);
    assert!(
        !t.play.computer_turn(),
        "then the person's turn, and no search"
    );
    assert!(t.running.is_empty());
}

#[test]
fn an_undo_while_the_computer_thinks_cancels_the_search_and_hides_the_hand() {
    // Two people and two computers at a Pegs and Jokers table.
    let seats = vec![PERSON, COMPUTER, PERSON, COMPUTER];
    let mut t = Table::<PegsJokers>::new(PConfig::default(), 3, seats, true);
    let mut rng = Rng::new(3);
    while t.play.computer_turn() {
        t.worker_answers(&mut rng);
    }
    let start = t.play.total();
    assert!(
        !t.play.hand_shown(),
        "two people: the first must say they hold the device"
    );
    t.act(Control::ShowHand);
    assert!(t.play.hand_shown());
    let mv = t.random_move(&mut rng).unwrap();
    t.act(PlayAction::Move(mv));
    assert!(t.play.computer_turn());
    assert_eq!(t.running.len(), 1);
    let effects = t.act(Control::Undo);
    assert!(effects.contains(&Effect::Cancel));
    assert!(t.running.is_empty() && t.play.thinking().is_none());
    assert_eq!(t.play.total(), start);
    assert!(
        !t.play.hand_shown(),
        "back at the person's turn the hand is hidden again"
    );
}

#[test]
fn a_reply_for_an_old_job_is_ignored() {
    let mut t = Table::<KingSquare>::new(king_square(), 2, vec![PERSON, COMPUTER], false);
    let mut rng = Rng::new(2);
    t.act(PlayAction::Move(t.random_move(&mut rng).unwrap()));
    let (old_job, old_state) = t.running[0].clone();
    t.act(Control::Undo);
    t.act(PlayAction::Move(t.random_move(&mut rng).unwrap()));
    let stale = *rng.choose(&KingSquare::legal_moves(&old_state)).unwrap();
    let before = t.play.total();
    let effects = t.act(PlayAction::Answer {
        job: old_job,
        mv: stale,
    });
    assert!(effects.is_empty());
    assert_eq!(t.play.total(), before, "nothing played");
    assert!(t.play.thinking().is_some_and(|th| th.job != old_job));
}

#[test]
fn after_the_game_ends_no_pause_or_step_is_offered_and_no_search_starts() {
    let mut t = Table::<KingSquare>::new(king_square(), 4, vec![COMPUTER, COMPUTER], false);
    let mut rng = Rng::new(4);
    assert!(t.play.can_pause());
    while t.worker_answers(&mut rng).is_some() {}
    assert!(t.play.is_over());
    assert!(!t.play.can_pause());
    for action in [Control::TogglePause, Control::Step, Control::TogglePause] {
        assert_eq!(searches(&t.act(action)), 0);
    }
    assert!(t.play.thinking().is_none() && t.running.is_empty());
}

#[test]
fn a_hint_is_never_offered_while_a_hand_is_hidden() {
    let seats = vec![PERSON, PERSON, PERSON, PERSON];
    let mut t = Table::<PegsJokers>::new(PConfig::default(), 5, seats, true);
    let mut rng = Rng::new(5);
    t.act(Control::ShowHand);
    t.act(PlayAction::Move(t.random_move(&mut rng).unwrap()));
    assert!(!t.play.can_hint());
    assert_eq!(searches(&t.act(Control::AskHint)), 0);
    t.act(Control::ShowHand);
    assert!(t.play.can_hint());
    assert_eq!(searches(&t.act(Control::AskHint)), 1);
    t.worker_answers(&mut rng);
    assert!(t.play.hint().is_some_and(|h| h.answer.is_some()));
    t.act(Control::View(Some(0)));
    assert!(t.play.hint().is_none(), "looking back hides the hint too");
}

#[test]
fn looking_back_never_reveals_a_hand_and_refuses_moves() {
    let seats = vec![PERSON, PERSON, PERSON, PERSON];
    let mut t = Table::<PegsJokers>::new(PConfig::default(), 6, seats, true);
    let mut rng = Rng::new(6);
    t.act(Control::ShowHand);
    t.act(PlayAction::Move(t.random_move(&mut rng).unwrap()));
    t.act(Control::View(Some(0)));
    t.act(Control::ShowHand);
    assert!(!t.play.hand_shown());
    assert_eq!(t.play.problem(), Some(&Problem::Viewing(0)));
    let mv = t.random_move(&mut rng).unwrap();
    t.act(PlayAction::Move(mv));
    assert_eq!(t.play.total(), 1, "no move while looking back");
    t.act(Control::View(None));
    assert!(
        !t.play.hand_shown(),
        "back in play the next person still has to say so"
    );
}

/// Two people and two computers at one device: on the pass-the-device screen Undo is not
/// offered (it would show the last mover's hand to whoever holds the device), nor once the
/// next person showed their hand (it would take back another person's move). (While the
/// computers reply, the last mover may: see the test above.)
#[test]
fn with_hidden_hands_nobody_undoes_another_persons_move() {
    let seats = vec![PERSON, COMPUTER, PERSON, COMPUTER];
    let mut t = Table::<PegsJokers>::new(PConfig::default(), 8, seats, true);
    let mut rng = Rng::new(8);
    t.act(Control::ShowHand);
    t.act(PlayAction::Move(t.random_move(&mut rng).unwrap()));
    while t.play.computer_turn() {
        t.worker_answers(&mut rng);
    }
    assert!(!t.play.hand_shown(), "the pass-the-device screen");
    assert!(!t.play.can_undo(), "Undo on the pass-the-device screen");
    let before = t.play.total();
    t.act(Control::Undo);
    assert_eq!(t.play.total(), before, "nothing taken back");
    t.act(Control::ShowHand);
    assert!(t.play.hand_shown());
    assert!(
        !t.play.can_undo(),
        "the second person would take back the first's move"
    );
    // Alone with computers, Undo takes one's own move back as before.
    let seats = vec![PERSON, COMPUTER, COMPUTER, COMPUTER];
    let mut t = Table::<PegsJokers>::new(PConfig::default(), 8, seats, true);
    t.act(PlayAction::Move(t.random_move(&mut rng).unwrap()));
    while t.play.computer_turn() {
        t.worker_answers(&mut rng);
    }
    assert!(t.play.can_undo());
}

#[test]
fn a_person_cannot_move_on_the_computers_turn() {
    let mut t = Table::<KingSquare>::new(king_square(), 7, vec![COMPUTER, PERSON], false);
    let mut rng = Rng::new(7);
    t.act(PlayAction::Move(t.random_move(&mut rng).unwrap()));
    assert_eq!(t.play.total(), 0);
    assert_eq!(t.play.problem(), Some(&Problem::ComputersTurn));
    t.act(PlayAction::Board(BoardNote::Idle));
    assert_eq!(t.play.problem(), Some(&Problem::ComputersTurn));
}

#[test]
fn a_boards_refusal_is_kept_typed_until_the_board_takes_a_step() {
    use boardshelf::games::stacks::input::Why;
    let mut t = Table::<Stacks>::new(SConfig::default(), 3, vec![PERSON, PERSON], false);
    t.act(PlayAction::Board(BoardNote::Refused(Why::ChoosePawnFirst)));
    assert_eq!(
        t.play.problem(),
        Some(&Problem::Board(Why::ChoosePawnFirst))
    );
    let words = boardshelf::play_words::notice(boardshelf::lang::Lang::En, &t.play);
    assert_eq!(
        words,
        (
            Stacks::why_words(boardshelf::lang::Lang::En, &Why::ChoosePawnFirst),
            true
        )
    );
    // A step the board then took: the refusal is over.
    t.act(PlayAction::Board(BoardNote::Stepped));
    assert_eq!(t.play.problem(), None);
}

#[test]
fn copy_send_and_again_are_effects_for_the_shell() {
    let mut t = Table::<KingSquare>::new(king_square(), 4, vec![PERSON, PERSON], false);
    let link = "https://example.org/#/g/x".to_string();
    assert_eq!(
        t.act(Control::Copy(link.clone())),
        vec![Effect::Copy(link.clone())]
    );
    let send = Control::Send {
        link: link.clone(),
        text: "your move".into(),
    };
    assert_eq!(
        t.act(send),
        vec![Effect::Send {
            link,
            text: "your move".into()
        }]
    );
    let again = t.act(Control::Again { same_seed: true });
    assert_eq!(again, vec![Effect::Again { same_seed: true }]);
    assert_eq!(t.play.total(), 0, "the game itself is unchanged");
}

#[test]
fn pause_holds_the_next_computer_move_and_step_plays_one_at_once() {
    let mut t = Table::<KingSquare>::new(king_square(), 8, vec![COMPUTER, COMPUTER], false);
    let mut rng = Rng::new(8);
    t.act(Control::TogglePause);
    // The search already running still answers; no new one starts while paused.
    t.worker_answers(&mut rng);
    assert_eq!(t.play.total(), 1);
    assert!(t.running.is_empty());
    let effects = t.act(Control::Step);
    assert!(matches!(
        effects.as_slice(),
        [Effect::Search { pace_ms, .. }] if *pace_ms == 0.0
    ));
    t.worker_answers(&mut rng);
    assert_eq!(t.play.total(), 2);
    assert!(t.running.is_empty(), "one step only");
    let effects = t.act(Control::TogglePause);
    assert_eq!(searches(&effects), 1, "resume starts the computer again");
}

#[test]
fn an_unanswered_hint_is_dropped_when_the_person_moves() {
    let mut t = Table::<KingSquare>::new(king_square(), 9, vec![PERSON, PERSON], false);
    let mut rng = Rng::new(9);
    t.act(Control::AskHint);
    assert_eq!(t.running.len(), 1);
    let effects = t.act(PlayAction::Move(t.random_move(&mut rng).unwrap()));
    assert!(effects.contains(&Effect::Cancel));
    assert!(t.running.is_empty() && t.play.hint().is_none());
}

#[test]
fn an_illegal_move_is_explained_and_changes_nothing() {
    let mut t = Table::<KingSquare>::new(king_square(), 10, vec![PERSON, PERSON], false);
    let mut rng = Rng::new(10);
    let mv = t.random_move(&mut rng).unwrap();
    t.act(PlayAction::Move(mv));
    let effects = t.act(PlayAction::Move(mv));
    assert!(effects.is_empty());
    assert!(matches!(t.play.problem(), Some(Problem::Illegal(_))));
    assert_eq!((t.play.total(), t.saves), (1, 1));
}

#[test]
fn an_undo_says_which_moves_it_took_back_until_the_next_change() {
    let mut t = Table::<KingSquare>::new(king_square(), 11, vec![PERSON, COMPUTER], false);
    let mut rng = Rng::new(11);
    let mine = t.random_move(&mut rng).unwrap();
    t.act(PlayAction::Move(mine));
    t.worker_answers(&mut rng);
    let theirs = *t.play.session().moves().last().unwrap();
    t.act(Control::Undo);
    assert_eq!(t.play.total(), 0, "back to the person's turn");
    assert_eq!(t.play.undone(), &[theirs, mine], "the latest first");
    t.act(Control::Redo);
    assert!(t.play.undone().is_empty(), "any other change forgets it");
    t.act(Control::Undo);
    assert_eq!(t.play.undone().len(), 1);
    t.act(Control::View(Some(0)));
    t.act(Control::View(None));
    assert!(t.play.undone().is_empty(), "and so does looking back");
}

// ---------- Random action sequences ----------

/// Random actions in random order; after each, the screen keeps its promises.
fn random_sequences<G: Searchable + GameText>(
    config: G::Config,
    seats: Seats,
    hidden: bool,
    runs: u64,
) {
    let mut total_actions = 0;
    for run in 0..runs {
        let mut rng = Rng::new(run);
        let mut t = Table::<G>::new(config.clone(), run, seats.clone(), hidden);
        // Whether the person to move said they hold the device since the game last changed.
        let mut revealed = false;
        for _ in 0..40 {
            let mover_was_computer = t.play.computer_turn();
            let saves = t.saves;
            let (action, effects) = match rng.below(12) {
                0..=2 => match t.random_move(&mut rng) {
                    Some(mv) => (Some("move"), t.act(PlayAction::Move(mv))),
                    None => (None, vec![]),
                },
                3..=5 => (
                    Some("answer"),
                    t.worker_answers(&mut rng).unwrap_or_default(),
                ),
                6 => (Some("undo"), t.act(Control::Undo)),
                7 => (Some("redo"), t.act(Control::Redo)),
                8 => {
                    let at = rng.below(t.play.total() as u64 + 2) as usize;
                    (Some("view"), t.act(Control::View(Some(at))))
                }
                9 => {
                    revealed |= t.play.live() && !t.play.computer_turn();
                    (Some("show"), t.act(Control::ShowHand))
                }
                10 => (Some("hint"), t.act(Control::AskHint)),
                _ => {
                    let a = [Control::TogglePause, Control::Step, Control::NextRound]
                        [rng.below(3) as usize]
                        .clone();
                    (Some("pause"), t.act(a))
                }
            };
            total_actions += action.is_some() as usize;
            if t.saves > saves {
                revealed = false;
                assert!(t.play.live(), "a change goes back to live play");
                match action {
                    Some("move") => assert!(!mover_was_computer, "a person moved for a computer"),
                    Some("answer") => assert!(mover_was_computer, "a computer moved for a person"),
                    _ => {}
                }
            }
            assert!(t.running.len() <= 1, "two searches at once: {:?}", effects);
            if t.play.thinking().is_some() {
                assert!(t.play.computer_turn() && t.running.len() == 1);
                assert!(
                    !t.play.held_for_round(),
                    "a search while a round's end shows"
                );
            }
            if t.play.is_over() {
                assert!(!t.play.can_pause() && t.play.thinking().is_none());
                assert_eq!(searches(&effects), 0, "a search after the end");
            }
            if hidden && t.play.humans() > 1 && !t.play.hand_shown() && !t.play.computer_turn() {
                assert!(
                    !t.play.can_undo(),
                    "Undo offered on a pass-the-device screen"
                );
            }
            if hidden && t.play.hand_shown() {
                assert!(
                    t.play.live() && !t.play.computer_turn(),
                    "a hand shown out of turn"
                );
                if t.play.humans() > 1 {
                    assert!(revealed, "a hand shown before its player took the device");
                }
            }
            if t.play.hint().is_some() {
                assert!(t.play.hand_shown() && !t.play.computer_turn());
            }
        }
    }
    assert!(total_actions as u64 > runs * 30);
}

#[test]
fn random_actions_king_square() {
    random_sequences::<KingSquare>(king_square(), vec![PERSON, COMPUTER], false, 1500);
    random_sequences::<KingSquare>(king_square(), vec![COMPUTER, COMPUTER], false, 500);
}

#[test]
fn random_actions_pegs_and_jokers() {
    let seats = vec![PERSON, COMPUTER, PERSON, COMPUTER];
    random_sequences::<PegsJokers>(PConfig::default(), seats, true, 1500);
    random_sequences::<PegsJokers>(PConfig::default(), vec![PERSON; 4], true, 500);
}

#[test]
fn random_actions_stacks() {
    random_sequences::<Stacks>(SConfig::default(), vec![COMPUTER, PERSON], false, 1000);
}

#[test]
fn random_actions_foursquare() {
    random_sequences::<Foursquare>(Default::default(), vec![PERSON], false, 1000);
}

#[test]
fn random_actions_blokus() {
    random_sequences::<Blokus>(BConfig::duo(), vec![PERSON, COMPUTER], false, 1000);
}

#[test]
fn the_computers_moves_since_a_persons_last_turn_are_all_news() {
    let config = KConfig {
        size: 6,
        players: 4,
        ..KConfig::default()
    };
    let seats = vec![PERSON, COMPUTER, COMPUTER, COMPUTER];
    let mut t = Table::<KingSquare>::new(config, 12, seats, false);
    let mut rng = Rng::new(3);
    let mv = t.random_move(&mut rng).unwrap();
    t.act(PlayAction::Move(mv));
    assert_eq!(t.play.news(), None, "the computers are still to move");
    for _ in 0..3 {
        t.worker_answers(&mut rng).unwrap();
    }
    assert_eq!(t.play.news(), Some(1..4), "all three computer moves");
    t.act(Control::View(Some(2)));
    assert_eq!(t.play.news(), None, "not while looking back");
    t.act(Control::View(None));
    let mv = t.random_move(&mut rng).unwrap();
    t.act(PlayAction::Move(mv));
    assert_eq!(t.play.news(), None);
    // One computer move is just the last move, as before.
    let mut t = Table::<KingSquare>::new(king_square(), 5, vec![PERSON, COMPUTER], false);
    let mv = t.random_move(&mut rng).unwrap();
    t.act(PlayAction::Move(mv));
    t.worker_answers(&mut rng).unwrap();
    assert_eq!(t.play.news(), None);
}

#[test]
fn the_moves_since_a_seats_last_turn() {
    let config = KConfig {
        size: 6,
        players: 4,
        ..KConfig::default()
    };
    let mut t = Table::<KingSquare>::new(config, 3, vec![PERSON; 4], false);
    let mut rng = Rng::new(8);
    assert_eq!(t.play.since_last_turn(), 0..0, "nothing yet");
    for n in 1..=6usize {
        let mv = t.random_move(&mut rng).unwrap();
        t.act(PlayAction::Move(mv));
        // Seat n % 4 last moved at ply n - 4 (or never, in the first round).
        let expected = if n < 4 { 0..n } else { n - 3..n };
        assert_eq!(t.play.since_last_turn(), expected, "after {n} moves");
    }
}

/// Plays a game to its end: random moves for the people, the fake worker for the computers.
fn play_out<G: Searchable + GameText>(t: &mut Table<G>, rng: &mut Rng) {
    while !t.play.is_over() {
        if t.play.held_for_round() {
            t.act(Control::NextRound);
        } else if t.play.computer_turn() {
            t.worker_answers(rng)
                .expect("a search runs on the computer's turn");
        } else {
            let mv = t.random_move(rng).expect("a move while the game goes on");
            t.act(PlayAction::Move(mv));
        }
    }
}

#[test]
fn the_end_says_you_win_or_you_lose_only_when_the_people_here_played_one_side() {
    let mut seen = [0; 2];
    for seed in 0..40 {
        let mut rng = Rng::new(seed);
        let mut t = Table::<KingSquare>::new(king_square(), seed, vec![PERSON, COMPUTER], false);
        play_out(&mut t, &mut rng);
        let winners = t.play.outcome().expect("over").winners;
        let expected = match (winners.contains(&0), winners.is_empty()) {
            (_, true) => None,
            (true, _) => Some(Verdict::Won),
            (false, _) => Some(Verdict::Lost),
        };
        assert_eq!(
            t.play.verdict(),
            expected,
            "seed {seed}, winners {winners:?}"
        );
        match expected {
            Some(Verdict::Won) => seen[0] += 1,
            Some(Verdict::Lost) => seen[1] += 1,
            None => {}
        }
        // Two people at one device: no "you".
        let mut both = Table::<KingSquare>::new(king_square(), seed, vec![PERSON, PERSON], false);
        play_out(&mut both, &mut rng);
        assert_eq!(
            both.play.verdict(),
            None,
            "seed {seed}: people on both sides"
        );
    }
    assert!(seen[0] > 0 && seen[1] > 0, "both ends met: {seen:?}");
}

#[test]
fn partners_here_win_or_lose_together() {
    let config = KConfig {
        players: 4,
        ..king_square()
    };
    for seed in 0..10 {
        let mut rng = Rng::new(seed);
        let seats = vec![PERSON, COMPUTER, PERSON, COMPUTER];
        let mut t = Table::<KingSquare>::new(config.clone(), seed, seats, false);
        play_out(&mut t, &mut rng);
        let winners = t.play.outcome().expect("over").winners;
        let expected = if winners.is_empty() {
            None
        } else if winners.contains(&0) {
            Some(Verdict::Won)
        } else {
            Some(Verdict::Lost)
        };
        assert_eq!(
            t.play.verdict(),
            expected,
            "seed {seed}, winners {winners:?}"
        );
        // Partners split between the people here and a computer: no verdict when one of
        // them is on each side.
        let split = vec![PERSON, PERSON, COMPUTER, COMPUTER];
        let mut s = Table::<KingSquare>::new(config.clone(), seed, split, false);
        play_out(&mut s, &mut rng);
        if !s.play.outcome().expect("over").winners.is_empty() {
            assert_eq!(
                s.play.verdict(),
                None,
                "seed {seed}: people here on both teams"
            );
        }
    }
}

/// #28 item 7: when a round ends and the computer starts the next, it waits until a person
/// here has seen the end (the banner's "Start round n"); with nobody here it goes on.
#[test]
fn a_computer_starting_the_next_round_waits_until_the_round_end_is_seen() {
    let config = KConfig {
        target: 3,
        ..king_square()
    };
    let mut held = 0;
    for seed in 0..30 {
        let mut rng = Rng::new(seed);
        let mut t = Table::<KingSquare>::new(config.clone(), seed, vec![PERSON, COMPUTER], false);
        while !t.play.is_over() {
            if t.play.held_for_round() {
                held += 1;
                assert!(
                    t.running.is_empty() && t.play.thinking().is_none(),
                    "seed {seed}: no search while the end shows"
                );
                // Anything else (a hint asked for, the rules) does not start it.
                t.act(Control::ToggleRules);
                assert!(t.running.is_empty(), "seed {seed}");
                assert_eq!(
                    searches(&t.act(Control::NextRound)),
                    1,
                    "seed {seed}: seen, the computer starts"
                );
                assert!(!t.play.held_for_round());
            } else if t.play.computer_turn() {
                t.worker_answers(&mut rng)
                    .expect("a search runs on the computer's turn");
            } else {
                let mv = t
                    .random_move(&mut rng)
                    .expect("a move while the game goes on");
                t.act(PlayAction::Move(mv));
            }
        }
        // Computers alone never wait.
        let mut alone =
            Table::<KingSquare>::new(config.clone(), seed, vec![COMPUTER, COMPUTER], false);
        while !alone.play.is_over() {
            assert!(!alone.play.held_for_round(), "seed {seed}");
            alone.worker_answers(&mut rng).expect("always a search");
        }
    }
    assert!(
        held >= 5,
        "only {held} round ends with the computer to start"
    );
}

#[test]
fn the_board_locks_while_a_computer_moves_and_the_hint_button_stays_in_place() {
    let mut t = Table::<KingSquare>::new(king_square(), 9, vec![PERSON, COMPUTER], false);
    assert!(!t.play.board_locked() && t.play.hint_button() && t.play.can_hint());
    assert_eq!(t.play.thinking_done(), None);
    let mut rng = Rng::new(9);
    t.act(PlayAction::Move(t.random_move(&mut rng).unwrap()));
    assert!(t.play.board_locked(), "the computer is to move");
    assert!(
        t.play.hint_button() && !t.play.can_hint(),
        "shown, not usable"
    );
    let job = t.play.thinking().unwrap().job;
    let budget = Level::Easy.iterations::<KingSquare>();
    t.act(PlayAction::Progress {
        job,
        playouts: budget / 2,
    });
    assert_eq!(
        t.play.thinking_done(),
        Some((budget / 2) as f64 / budget as f64)
    );
    t.act(PlayAction::Progress {
        job,
        playouts: budget * 3,
    });
    assert_eq!(
        t.play.thinking_done(),
        Some(1.0),
        "never past the end of the bar"
    );
    t.act(Control::View(Some(0)));
    assert!(!t.play.board_locked(), "looking back: nothing to lock");
}
