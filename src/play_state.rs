//! The game screen's logic as a pure state machine: `PlayState::update(action)` changes the
//! state and returns the effects to carry out (start or stop a search, save). The Yew
//! component (`app::play`) only turns events into actions, carries out the effects and draws
//! what the state says; everything here is tested natively (tests/play_state.rs).
//!
//! What it tracks: the game (a `Session`), who plays each seat, whether the player looks
//! back at an earlier move, the last refused attempt, the computer's search (job, progress,
//! pause, single step), a hint, and whether a hidden hand may be shown.

use crate::core::ai::analysis::Analysis;
use crate::core::ai::{Level, Searchable};
pub use crate::core::correspondence::Seats;
use crate::core::correspondence::{news_from, player, Player};
use crate::core::{GameText, Outcome, Record, Seat, Session};

/// What the player or the computer did. `W`: why a board refused a step (the game's
/// `GameText::Why`).
#[derive(Clone, Debug, PartialEq)]
pub enum PlayAction<M, W> {
    /// A person tried a move on the board.
    Move(M),
    /// The board took no step: why (boards with several steps), or `None` when it offers no
    /// step because nobody here is to move.
    BoardProblem(Option<W>),
    /// A button of the game screen (the same for every game).
    Control(Control),
    /// A search reports how far it got.
    Progress { job: u32, playouts: usize },
    /// A search's answer: a computer's move, or a hint.
    Answer { job: u32, mv: M },
    /// A search failed (no worker, or an answer that could not be read).
    Failed { job: u32, why: String },
    /// Copying the link to the clipboard worked, or not.
    Copied(bool),
    /// What became of "Send your move".
    Sent(Sent),
    /// The analysis has looked at `done` of `total` positions.
    Analysing { job: u32, done: usize, total: usize },
    /// The analysis is done.
    Analysed { job: u32, analysis: Analysis<M> },
    /// A live table's moves and seats (`crate::live`): moves that extend the game are
    /// played and marked as news; others (an agreed undo) replace its moves.
    Remote { moves: Vec<M>, seats: Seats },
}

/// An action of a game's screen.
pub type Action<G> = PlayAction<<G as crate::core::Game>::Move, <G as GameText>::Why>;

/// The game screen's buttons and keys, the same for every game (the screen is drawn once for
/// all of them).
#[derive(Clone, Debug, PartialEq)]
pub enum Control {
    Undo,
    Redo,
    /// Look at the position after n moves; `None` (or the last move) goes back to play.
    View(Option<usize>),
    /// The player to move says they hold the device: their hidden hand may show.
    ShowHand,
    AskHint,
    TogglePause,
    /// While paused: let the computer make one move, at once.
    Step,
    ToggleRules,
    OpenShare,
    CloseShare,
    /// A person here has seen how the round ended: a computer may start the next.
    NextRound,
    /// Copy this link to the clipboard.
    Copy(String),
    /// Send the game to a friend: the link and the words that go with it.
    Send {
        link: String,
        text: String,
    },
    /// Another game with the same options: the same deal again, or a fresh one.
    Again {
        same_seed: bool,
    },
    /// Analyse the game: every position searched, the chances drawn, mistakes marked.
    Analyse,
    StopAnalysis,
}

impl<M, W> From<Control> for PlayAction<M, W> {
    fn from(control: Control) -> Self {
        PlayAction::Control(control)
    }
}

/// What the save or the link tells the screen beyond the record.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Opening {
    /// How many moves the friends by link have (from the save): Undo never takes those back.
    pub shared: usize,
    /// What the link the game came from brought.
    pub news: Option<News>,
}

/// What opening a link brought: the moves that are news, and what happened to the save.
#[derive(Clone, Debug, PartialEq)]
pub struct News {
    pub moves: NewMoves,
    pub note: Option<LinkNote>,
}

/// Which moves a link brought.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NewMoves {
    /// Those from this ply on (the save had the ones before).
    From(usize),
    /// Every move since the last one made on this device.
    SinceMine,
    /// None: the link changed nothing.
    None,
}

/// What a link did to the saved game of its match, said until the next change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkNote {
    /// It has other moves than the save: it opened as a separate game.
    Diverged,
    /// It shows the save as it is.
    Same,
    /// It is older than the save (`link` moves against `saved`): the save is shown.
    Behind { link: usize, saved: usize },
}

/// What became of sending the game to a friend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sent {
    /// Handed to the device's share sheet.
    Shared,
    /// Copied to the clipboard (no share sheet here).
    Copied,
    /// Neither worked: the link is shown to copy by hand.
    Failed,
}

/// What the component must do after an update.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Search the current position. `pace_ms`: the answer shows no sooner than this after
    /// the move before it, so each computer move can be followed.
    Search {
        job: u32,
        level: Level,
        seed: u64,
        pace_ms: f64,
    },
    /// Stop every search running (the worker is dropped).
    Cancel,
    /// The game changed: save it.
    Save,
    /// Copy this link to the clipboard (answered with `Copied`).
    Copy(String),
    /// Hand the link to the share sheet, or else the clipboard (answered with `Sent`).
    Send { link: String, text: String },
    /// Start another game with the same options: the same seed, or a fresh one.
    Again { same_seed: bool },
    /// Analyse the game in a worker of its own (play goes on meanwhile).
    Analyse { job: u32, level: Level, seed: u64 },
    /// Stop the analysis (its worker is dropped).
    StopAnalysis,
}

/// Why the last attempt did nothing.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem<E, W> {
    /// The rules refused the move.
    Illegal(E),
    /// The board refused a step (`GameText::Why`).
    Board(W),
    /// It is the computer's turn.
    ComputersTurn,
    /// Looking back at move n: moves are not taken there.
    Viewing(usize),
    /// A friend plays this seat on their device: this one waits for their link.
    Waiting(Seat),
    /// The computer could not answer.
    ComputerFailed(String),
}

/// A hint asked for at a ply, and its answer once the search gives it.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<M> {
    pub job: u32,
    pub ply: usize,
    /// The suggested move.
    pub answer: Option<M>,
}

/// The computer's search for the seat to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thinking {
    pub job: u32,
    /// The ply it searches.
    pub ply: usize,
    pub playouts: usize,
}

/// How a finished game ended for the people holding this device, when that is one side
/// against computers or friends (not when people here played against each other).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Won,
    Lost,
}

/// The analysis of the game: running, or done.
#[derive(Clone, Debug, PartialEq)]
pub enum Analysing<M> {
    Running { job: u32, done: usize, total: usize },
    Done(Analysis<M>),
}

/// A computer's move shows no sooner than this after the move before it.
pub const COMPUTER_PACE_MS: f64 = 700.0;

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
            // A board's step refused: when nobody here is to move, the shell says why.
            PlayAction::BoardProblem(why) => {
                self.problem = Some(match (self.viewing, self.waiting_for()) {
                    (Some(n), _) => Problem::Viewing(n),
                    _ if self.computer_turn() => Problem::ComputersTurn,
                    (_, Some(seat)) => Problem::Waiting(seat),
                    _ => match why {
                        Some(why) => Problem::Board(why),
                        // A step taken on one's own turn: a board's earlier refusal is over.
                        None => {
                            if matches!(self.problem, Some(Problem::Board(_))) {
                                self.problem = None;
                            }
                            return effects;
                        }
                    },
                })
            }
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

    fn analyse(&mut self, effects: &mut Vec<Effect>) {
        if !self.can_analyse() {
            return;
        }
        let job = self.new_job();
        let total = self.total() + 1;
        self.analysis = Some(Analysing::Running {
            job,
            done: 0,
            total,
        });
        effects.push(Effect::Analyse {
            job,
            level: crate::core::ai::analysis::level::<G>(),
            seed: self.session.record().seed,
        });
    }

    /// An analysis kept with the save (shown only while it is of the game's moves).
    pub fn keep_analysis(&mut self, analysis: Analysis<G::Move>) {
        self.analysis = Some(Analysing::Done(analysis));
    }

    /// "Analyse" may start: moves to look at, none running, none done of these moves, and
    /// hidden hands only once the game is over (when every hand may be shown).
    pub fn can_analyse(&self) -> bool {
        let running = matches!(self.analysis, Some(Analysing::Running { .. }));
        self.total() > 0
            && !running
            && self.analysis().is_none()
            && (self.is_over() || !self.hidden_hands)
            && !self.session.is_seen()
    }

    /// The analysis of the game as it stands, once done.
    pub fn analysis(&self) -> Option<&Analysis<G::Move>> {
        match &self.analysis {
            Some(Analysing::Done(a)) if a.is_of(self.session.moves()) => Some(a),
            _ => None,
        }
    }

    /// How far the running analysis got, from 0 to 1.
    pub fn analysing(&self) -> Option<f64> {
        match self.analysis {
            Some(Analysing::Running { done, total, .. }) => Some(done as f64 / total.max(1) as f64),
            _ => None,
        }
    }

    /// Looking back at the position before a marked mistake: the move the analysis
    /// preferred there (the board shows it like a hint).
    pub fn better_here(&self) -> Option<&G::Move> {
        let at = self.viewing?;
        let mistake = self.analysis()?.mistakes.get(at)?.as_ref()?;
        Some(&mistake.better)
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

    /// Undo goes back to the last position a person here was to move (`undo_target`).
    fn undo(&mut self, effects: &mut Vec<Effect>) {
        let Some(target) = self.undo_target() else {
            return;
        };
        let mut undone = Vec::new();
        while self.total() > target {
            let last = self.session.moves().last().cloned();
            if !self.session.undo() {
                break;
            }
            undone.extend(last);
        }
        self.changed(effects);
        self.undone = undone;
    }

    /// The ply Undo goes back to. With people here, the last one where one of them was to
    /// move (the computers' replies go with it); with none, one move back. A friend's move
    /// is never taken back: it is theirs, and their device has it; nor is a move the friends
    /// already have (sent, or in the link this came from).
    ///
    /// With hidden hands and two or more people here, Undo takes back only the own move of
    /// whoever holds the device, before it is passed: the last mover's while the computers
    /// reply, never on a pass-the-device screen (that would show another person's hand to
    /// whoever holds the device), never another person's move.
    fn undo_target(&self) -> Option<usize> {
        if !self.live() || !self.session.can_undo() {
            return None;
        }
        let floor = if self.by_link() { self.shared } else { 0 };
        let target = self.undo_to().filter(|&target| target >= floor)?;
        if self.hidden_hands && self.humans() > 1 {
            let seat_at = |ply: usize| G::to_move(self.session.position(ply));
            // Who holds the device: the seat whose hand shows, or while the computers reply,
            // the person who moved last; on a pass-the-device screen, nobody known.
            let holder = if self.hand_shown() {
                seat_at(self.total())
            } else if self.computer_turn() {
                seat_at(target)
            } else {
                return None;
            };
            let own = |ply: usize| {
                seat_at(ply) == holder || matches!(self.player_at(ply), Player::Computer(_))
            };
            if holder.is_none() || seat_at(target) != holder || !(target..self.total()).all(own) {
                return None;
            }
        }
        Some(target)
    }

    fn undo_to(&self) -> Option<usize> {
        let mover = |ply: usize| self.player_at(ply);
        let last = self.total() - 1;
        if self.humans() == 0 {
            return (mover(last) != Player::Friend).then_some(last);
        }
        for ply in (0..=last).rev() {
            match mover(ply) {
                Player::Here => return Some(ply),
                Player::Friend => return None,
                Player::Computer(_) => {}
            }
        }
        None
    }

    /// Who was to move at `ply`.
    fn player_at(&self, ply: usize) -> Player {
        match G::to_move(self.session.position(ply)) {
            Some(seat) => player(&self.seats, seat),
            None => Player::Here,
        }
    }

    /// The moves the last action took back with Undo, the latest first (none after any
    /// other change).
    pub fn undone(&self) -> &[G::Move] {
        if self.live() {
            &self.undone
        } else {
            &[]
        }
    }

    fn ask_hint(&mut self, effects: &mut Vec<Effect>) {
        // What went wrong before is not what the player asks about now.
        self.problem = None;
        if !self.can_hint() || self.hint.as_ref().is_some_and(|h| h.ply == self.total()) {
            return;
        }
        let job = self.new_job();
        self.hint = Some(Hint {
            job,
            ply: self.total(),
            answer: None,
        });
        effects.push(Effect::Search {
            job,
            // The analysis's search of this position, at its depth and with its seed: the
            // analysis never marks a hinted move.
            level: crate::core::ai::analysis::level::<G>(),
            seed: crate::core::ai::analysis::position_seed(
                self.session.record().seed,
                self.total(),
            ),
            pace_ms: 0.0,
        });
    }

    fn answer(&mut self, job: u32, mv: G::Move, effects: &mut Vec<Effect>) {
        if let Some(hint) = self.hint.as_mut().filter(|h| h.job == job) {
            hint.answer = Some(mv);
        } else if self
            .thinking
            .is_some_and(|t| t.job == job && t.ply == self.total())
        {
            self.thinking = None;
            match self.session.play(mv) {
                Ok(()) => self.changed(effects),
                Err(e) => self.problem = Some(Problem::Illegal(e)),
            }
        }
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
        });
    }

    fn new_job(&mut self) -> u32 {
        let job = self.next_job;
        self.next_job += 1;
        job
    }

    // ----- What the screen shows -----

    pub fn session(&self) -> &Session<G> {
        &self.session
    }

    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// Moves played.
    pub fn total(&self) -> usize {
        self.session.moves().len()
    }

    /// The ply shown: the one looked at, or the last.
    pub fn at(&self) -> usize {
        self.viewing.unwrap_or(self.total())
    }

    pub fn viewing(&self) -> Option<usize> {
        self.viewing
    }

    /// Not looking back.
    pub fn live(&self) -> bool {
        self.viewing.is_none()
    }

    pub fn shown(&self) -> &G::State {
        self.session.position(self.at())
    }

    pub fn problem(&self) -> Option<&Problem<G::RuleError, G::Why>> {
        self.problem.as_ref()
    }

    pub fn thinking(&self) -> Option<Thinking> {
        self.thinking
    }

    pub fn paused(&self) -> bool {
        self.paused
    }

    pub fn outcome(&self) -> Option<Outcome> {
        G::outcome(self.session.state())
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Won or lost, from the seats people here play: all of them among the winners, or none
    /// of them while someone won. Nothing for a draw, a game with nobody here, or people here
    /// on both sides.
    pub fn verdict(&self) -> Option<Verdict> {
        let winners = self.outcome()?.winners;
        let seats = G::seats(self.session.state()) as Seat;
        let here: Vec<Seat> = (0..seats)
            .filter(|&s| player(&self.seats, s) == Player::Here)
            .collect();
        if here.is_empty() || here.len() == seats as usize || winners.is_empty() {
            return None;
        }
        let won = here.iter().filter(|s| winners.contains(s)).count();
        match won {
            0 => Some(Verdict::Lost),
            n if n == here.len() => Some(Verdict::Won),
            _ => None,
        }
    }

    /// The seat to move in the game (not in the position looked at).
    pub fn to_move(&self) -> Option<Seat> {
        G::to_move(self.session.state())
    }

    /// The computer's level when it plays the seat to move.
    pub fn computer_level(&self) -> Option<Level> {
        player(&self.seats, self.to_move()?).level()
    }

    /// The seat to move, when a friend plays it by link (this device waits for them).
    pub fn waiting_for(&self) -> Option<Seat> {
        self.to_move()
            .filter(|&seat| player(&self.seats, seat) == Player::Friend)
    }

    /// Some seat is played by a friend by link.
    pub fn by_link(&self) -> bool {
        self.seats.contains(&Player::Friend)
    }

    /// Marks what a link brought: its moves as news (from a ply, or every move since the
    /// last one a person here made, `news_from`), and its note.
    fn arrived(&mut self, news: News) {
        let from = match news.moves {
            NewMoves::From(ply) => Some(ply),
            NewMoves::SinceMine => Some(news_from(&self.made_by(), &self.seats)),
            NewMoves::None => None,
        };
        if let Some(from) = from {
            self.news = (from < self.total()).then_some(from);
            self.shared = self.total();
        }
        self.note = news.note;
    }

    /// The seat that made each move.
    fn made_by(&self) -> Vec<Seat> {
        (0..self.total())
            .filter_map(|ply| G::to_move(self.session.position(ply)))
            .collect()
    }

    /// The moves since the seat to move last moved (every move, on its first turn; none once
    /// the game is over).
    pub fn since_last_turn(&self) -> std::ops::Range<usize> {
        let Some(seat) = self.to_move() else {
            return self.total()..self.total();
        };
        let from = self
            .made_by()
            .iter()
            .rposition(|&s| s == seat)
            .map_or(0, |i| i + 1);
        from..self.total()
    }

    /// The moves a person here has not seen played, as plies `from..total`, in live play:
    /// those that came by link (until the next change), or, on a person's turn, the
    /// computers' moves since their last one when there were several.
    pub fn news(&self) -> Option<std::ops::Range<usize>> {
        if !self.live() {
            return None;
        }
        if let Some(from) = self.news {
            return Some(from..self.total());
        }
        if self.humans() == 0 || self.computer_turn() || self.is_over() {
            return None;
        }
        let from = news_from(&self.made_by(), &self.seats);
        (self.total() - from > 1).then_some(from..self.total())
    }

    pub fn computer_turn(&self) -> bool {
        self.computer_level().is_some()
    }

    /// A round just ended, a computer starts the next, and a person here has not yet said
    /// they saw the end (`NextRound`): the computer waits, so the round's end stays shown.
    pub fn held_for_round(&self) -> bool {
        self.computer_turn()
            && self.humans() > 0
            && G::between_rounds(self.session.state())
            && self.round_seen != Some(self.total())
    }

    /// How many seats people play.
    pub fn humans(&self) -> usize {
        (0..G::seats(self.session.state()))
            .filter(|&s| player(&self.seats, s as Seat) == Player::Here)
            .count()
    }

    pub fn any_computer(&self) -> bool {
        self.seats.iter().any(|p| p.level().is_some())
    }

    /// A hidden hand shows on a person's turn in live play, once they said they hold the
    /// device (at once when they are the only person playing).
    pub fn hand_shown(&self) -> bool {
        !self.hidden_hands
            || (self.live()
                && !self.computer_turn()
                && self.waiting_for().is_none()
                && !self.is_over()
                && (self.humans() <= 1 || self.revealed == Some(self.total())))
    }

    /// A hint names what the player could play: only on a person's turn in live play, with
    /// their hand shown.
    pub fn can_hint(&self) -> bool {
        // One seat's view has no record to search from.
        !self.session.is_seen()
            && !self.computer_turn()
            && self.waiting_for().is_none()
            && self.live()
            && self.hand_shown()
            && !self.is_over()
    }

    /// The hint for the position on the board, if one was asked for.
    pub fn hint(&self) -> Option<&Hint<G::Move>> {
        self.hint
            .as_ref()
            .filter(|h| h.ply == self.total() && self.can_hint())
    }

    /// Pause and step are offered while computers still have moves to make.
    pub fn can_pause(&self) -> bool {
        self.any_computer() && !self.is_over()
    }

    pub fn can_undo(&self) -> bool {
        self.undo_target().is_some()
    }

    pub fn can_redo(&self) -> bool {
        self.live() && self.session.can_redo()
    }

    pub fn rules_open(&self) -> bool {
        self.rules_open
    }

    /// How many moves the friends by link have (kept in the save).
    pub fn shared(&self) -> usize {
        self.shared
    }

    /// The computer is to move and not waiting for a person to see a round's end.
    pub fn computer_moving(&self) -> bool {
        self.computer_turn() && !self.held_for_round()
    }

    /// The board takes no taps: a computer is about to move in live play.
    pub fn board_locked(&self) -> bool {
        self.computer_moving() && self.live() && !self.is_over()
    }

    /// How far the computer's search has got, from 0 to 1 (its level's playouts).
    pub fn thinking_done(&self) -> Option<f64> {
        let budget = self.computer_level().map_or(1, |l| l.iterations::<G>());
        let t = self.thinking()?;
        Some((t.playouts as f64 / budget.max(1) as f64).min(1.0))
    }

    /// The Hint button is on screen: usable, or disabled on the computer's turns so the
    /// buttons beside it do not move (away while a hidden hand waits for its player).
    pub fn hint_button(&self) -> bool {
        self.can_hint() || (self.computer_turn() && self.live())
    }

    /// What the link did to the save, in live play until the next change.
    pub fn note(&self) -> Option<LinkNote> {
        self.note.filter(|_| self.live())
    }

    /// What became of sending this position to a friend, if it was sent.
    pub fn sent(&self) -> Option<Sent> {
        self.sent
    }

    /// The share panel is open: `Some(None)`, or `Some(Some(copied))` once copying was tried.
    pub fn share(&self) -> Option<Option<bool>> {
        self.share
    }
}
