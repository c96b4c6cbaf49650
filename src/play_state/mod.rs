//! The game screen's logic as a pure state machine: `PlayState::update(action)` changes the
//! state and returns the effects to carry out (start or stop a search, save). The Yew
//! component (`app::play`) only turns events into actions, carries out the effects and draws
//! what the state says; everything here is tested natively (tests/play_state.rs).
//!
//! What it tracks: the game (a `Session`), who plays each seat, whether the player looks
//! back at an earlier move, the last refused attempt, the computer's search (job, progress,
//! pause, single step), a hint, and whether a hidden hand may be shown.
//!
//! Here the state and its reducer (`update`); beside it, by job: `types` (the actions,
//! effects and what they carry), `undo`, `jobs` (the computer's hints and the analysis),
//! `news` (what a link brought) and `shown` (what the screen reads).

use crate::core::ai::analysis::Analysis;
use crate::core::ai::{Level, Searchable};
pub use crate::core::correspondence::Seats;
use crate::core::correspondence::{news_from, player, Player};
use crate::core::input::BoardNote;
use crate::core::{GameText, Outcome, Record, Seat, Session};

mod jobs;
mod news;
mod shown;
mod types;
mod undo;

pub use types::*;

pub struct PlayState<G: Searchable + GameText> {
    session: Session<G>,
    seats: Seats,
    /// Players hold cards the others must not see (the game's `HIDDEN_HANDS`).
    hidden_hands: bool,
    viewing: Option<usize>,
    problem: Option<Problem<G::RuleError, G::Why>>,
    /// The ply at which the player to move said they hold the device.
    revealed: Option<usize>,
    thinking: Option<Thinking>,
    hint: Option<Hint<G::Move>>,
    paused: bool,
    /// A single step was asked for while paused.
    step: bool,
    next_job: u32,
    rules_open: bool,
    /// The share panel, and whether copying its link worked (once tried).
    share: Option<Option<bool>>,
    /// The moves the last Undo took back, the latest first (said in the notice).
    undone: Vec<G::Move>,
    /// The first of the moves that came by link, shown as news until the next change.
    news: Option<usize>,
    /// What became of sending this position to a friend.
    sent: Option<Sent>,
    /// How many moves the friends by link have (from the link this came from, or sent to
    /// them since): Undo never takes those back.
    shared: usize,
    note: Option<LinkNote>,
    /// The ply at which a person here said they saw the round's end (`NextRound`).
    round_seen: Option<usize>,
    analysis: Option<Analysing<G::Move>>,
}

impl<G: Searchable + GameText> PlayState<G> {
    /// Opens the screen on a session, with what its save or link says. The effects start
    /// the computer if it is to move.
    pub fn new(
        session: Session<G>,
        seats: Seats,
        hidden_hands: bool,
        opening: Opening,
    ) -> (Self, Vec<Effect>) {
        let mut state = PlayState {
            session,
            seats,
            hidden_hands,
            viewing: None,
            problem: None,
            revealed: None,
            thinking: None,
            hint: None,
            paused: false,
            step: false,
            next_job: 1,
            rules_open: false,
            share: None,
            undone: Vec::new(),
            news: None,
            sent: None,
            shared: 0,
            note: None,
            round_seen: None,
            analysis: None,
        };
        state.shared = opening.shared.min(state.total());
        if let Some(news) = opening.news {
            state.arrived(news);
        }
        let mut effects = Vec::new();
        state.schedule(&mut effects);
        (state, effects)
    }

    pub fn update(&mut self, action: impl Into<Action<G>>) -> Vec<Effect> {
        let mut effects = Vec::new();
        match action.into() {
            PlayAction::Move(mv) => self.person_moves(mv, &mut effects),
            PlayAction::Board(note) => self.board_note(note),
            PlayAction::Control(control) => self.control(control, &mut effects),
            PlayAction::Progress { job, playouts } => {
                if let Some(t) = self.thinking.as_mut().filter(|t| t.job == job) {
                    t.playouts = playouts;
                }
            }
            PlayAction::Answer { job, mv } => self.answer(job, mv, &mut effects),
            PlayAction::Analysing { job, done, total } => {
                if let Some(Analysing::Running { job: j, .. }) = &self.analysis {
                    if *j == job {
                        self.analysis = Some(Analysing::Running { job, done, total });
                    }
                }
            }
            PlayAction::Analysed { job, analysis } => {
                if matches!(self.analysis, Some(Analysing::Running { job: j, .. }) if j == job) {
                    self.analysis = Some(Analysing::Done(analysis));
                    // Kept with the save, so it is not worked out again.
                    effects.push(Effect::Save);
                }
            }
            PlayAction::Failed { job, why } => {
                if matches!(self.analysis, Some(Analysing::Running { job: j, .. }) if j == job) {
                    self.analysis = None;
                    self.problem = Some(Problem::ComputerFailed(why));
                } else if self.thinking.is_some_and(|t| t.job == job) {
                    self.thinking = None;
                    self.problem = Some(Problem::ComputerFailed(why));
                } else if self.hint.as_ref().is_some_and(|h| h.job == job) {
                    self.hint = None;
                }
            }
            PlayAction::Copied(done) => {
                if self.share.is_some() {
                    self.share = Some(Some(done));
                }
            }
            PlayAction::Remote { moves, seats } => self.remote(moves, seats, &mut effects),
            PlayAction::Sent(sent) => {
                self.sent = Some(sent);
                if sent != Sent::Failed {
                    // Saved, so Undo still knows after a reload that the friend has them.
                    self.shared = self.total();
                    effects.push(Effect::Save);
                }
            }
        }
        self.schedule(&mut effects);
        effects
    }

    fn control(&mut self, control: Control, effects: &mut Vec<Effect>) {
        match control {
            Control::Undo => self.undo(effects),
            Control::Redo => {
                if self.live() && self.session.redo() {
                    self.changed(effects);
                }
            }
            Control::View(at) => {
                self.problem = None;
                self.undone.clear();
                self.viewing = at.filter(|&n| n < self.total());
            }
            Control::ShowHand => match self.viewing {
                Some(n) => self.problem = Some(Problem::Viewing(n)),
                None if !self.computer_turn() => self.revealed = Some(self.total()),
                None => {}
            },
            Control::AskHint => self.ask_hint(effects),
            Control::TogglePause => self.paused = !self.paused,
            Control::Step => self.step = self.paused,
            Control::ToggleRules => self.rules_open = !self.rules_open,
            Control::OpenShare => self.share = Some(None),
            Control::CloseShare => self.share = None,
            Control::NextRound => self.round_seen = Some(self.total()),
            Control::Copy(link) => effects.push(Effect::Copy(link)),
            Control::Send { link, text } => effects.push(Effect::Send { link, text }),
            Control::Again { same_seed } => effects.push(Effect::Again { same_seed }),
            Control::Analyse => self.analyse(effects),
            Control::StopAnalysis => {
                if matches!(self.analysis, Some(Analysing::Running { .. })) {
                    self.analysis = None;
                    effects.push(Effect::StopAnalysis);
                }
            }
        }
    }

    fn person_moves(&mut self, mv: G::Move, effects: &mut Vec<Effect>) {
        if let Some(n) = self.viewing {
            self.problem = Some(Problem::Viewing(n));
        } else if self.computer_turn() {
            self.problem = Some(Problem::ComputersTurn);
        } else if let Some(seat) = self.waiting_for() {
            self.problem = Some(Problem::Waiting(seat));
        } else {
            // After the end too: the rules say why nothing more can be played.
            match self.session.play(mv) {
                Ok(()) => self.changed(effects),
                Err(e) => self.problem = Some(Problem::Illegal(e)),
            }
        }
    }

    /// The moves and seats of a live table: its new moves are played and shown as news;
    /// moves it no longer has (taken back by agreement) go.
    fn remote(&mut self, moves: Vec<G::Move>, seats: Seats, effects: &mut Vec<Effect>) {
        let seats_changed = seats != self.seats;
        self.seats = seats;
        let had = self.total();
        if moves.as_slice() == self.session.moves() {
            // The computer's seats went to another device: this one stops searching.
            if seats_changed && self.computer_level().is_none() && self.thinking.is_some() {
                self.thinking = None;
                effects.push(Effect::Cancel);
            }
            return;
        }
        let extends = moves.len() > had && moves[..had] == *self.session.moves();
        if extends {
            for mv in moves[had..].iter().cloned() {
                if self.session.play(mv).is_err() {
                    break;
                }
            }
        } else {
            let record = Record {
                moves,
                ..self.session.record().clone()
            };
            let Ok(mut session) = Session::from_record(record) else {
                return;
            };
            session.set_undos(self.session.undos() + 1);
            self.session = session;
        }
        self.changed(effects);
        if extends {
            self.news = Some(had);
        }
    }

    /// A live table with hidden hands: the game as this device sees it now (a
    /// `Session::seen`), or the whole game once this device may know it (the dealer's, or
    /// every device's once the deal is revealed). Moves after those shown are news.
    pub fn replace(&mut self, session: Session<G>, seats: Seats) -> Vec<Effect> {
        let mut effects = Vec::new();
        let had = self.total();
        let moves = session.moves();
        let extends = moves.len() > had && moves[..had] == *self.session.moves();
        self.session = session;
        self.seats = seats;
        self.changed(&mut effects);
        if extends {
            self.news = Some(had);
        }
        self.schedule(&mut effects);
        effects
    }

    /// After every change of the game: back to live play, the hand hidden again, an
    /// unanswered hint or a search for the old position stopped, and a save.
    fn changed(&mut self, effects: &mut Vec<Effect>) {
        self.undone.clear();
        self.news = None;
        self.sent = None;
        self.note = None;
        self.problem = None;
        self.viewing = None;
        self.revealed = None;
        let stale_search = self.thinking.is_some_and(|t| t.ply != self.total());
        let open_hint = self.hint.as_ref().is_some_and(|h| h.answer.is_none());
        if stale_search || open_hint {
            self.thinking = None;
            self.hint = None;
            effects.push(Effect::Cancel);
        }
        effects.push(Effect::Save);
    }

    /// Starts the computer when it is to move and may: in live play, not paused (or one
    /// step asked for), no search already running.
    fn schedule(&mut self, effects: &mut Vec<Effect>) {
        let Some(level) = self.computer_level() else {
            return;
        };
        if !self.live() || self.thinking.is_some() || (self.paused && !self.step) {
            return;
        }
        if self.held_for_round() {
            return;
        }
        let pace_ms = if self.step { 0.0 } else { COMPUTER_PACE_MS };
        self.step = false;
        let job = self.new_job();
        self.thinking = Some(Thinking {
            job,
            ply: self.total(),
            playouts: 0,
        });
        effects.push(Effect::Search {
            job,
            level,
            seed: self.total() as u64,
            pace_ms,
            hint: false,
        });
    }

    /// What the board said: when nobody here is to move, the screen says why; else a refusal
    /// is said, and a step taken clears an earlier one.
    fn board_note(&mut self, note: BoardNote<G::Why>) {
        let nobody_here = match (self.viewing, self.waiting_for()) {
            (Some(n), _) => Some(Problem::Viewing(n)),
            _ if self.computer_turn() => Some(Problem::ComputersTurn),
            (_, Some(seat)) => Some(Problem::Waiting(seat)),
            _ => None,
        };
        match (nobody_here, note) {
            (Some(why), _) => self.problem = Some(why),
            (None, BoardNote::Refused(why)) => self.problem = Some(Problem::Board(why)),
            (None, BoardNote::Stepped | BoardNote::Idle) => {
                if matches!(self.problem, Some(Problem::Board(_))) {
                    self.problem = None;
                }
            }
        }
    }

    fn new_job(&mut self) -> u32 {
        let job = self.next_job;
        self.next_job += 1;
        job
    }
}
