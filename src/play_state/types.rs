//! What goes into the game screen's state machine (actions, controls, what a link
//! brought) and what comes out (effects, problems, hints, the search's progress).

use super::*;

/// What the player or the computer did. `W`: why a board refused a step (the game's
/// `GameText::Why`).
#[derive(Clone, Debug, PartialEq)]
pub enum PlayAction<M, W> {
    /// A person tried a move on the board.
    Move(M),
    /// What the board said besides a move: a step refused, taken, or tried while nobody
    /// here is to move.
    Board(BoardNote<W>),
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
        /// The hint's search: afresh, as the analysis searches (a computer's move starts
        /// from the tree of its last one).
        hint: bool,
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
