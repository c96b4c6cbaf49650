//! Lessons that teach a game on its own board: steps, each a real position, a task, and
//! what is said of the move a learner tries there (right, wrong with its reason, or
//! illegal with the rule). Pure data over any `Game`; the words are the lesson's own
//! (`W`), said at the edge. A game's lesson lives in its folder (`games/<game>/lesson.rs`)
//! and is reached through `GameText::lesson`; the screen (`app::learn`) is the same for all.

use super::{ConfigError, Game};

/// A game's lesson: where it starts, its steps, and the rules it leaves out.
pub struct Lesson<G: Game, W> {
    /// The board the lesson is played on (and "Play your first game" then uses).
    pub config: G::Config,
    pub seed: u64,
    pub steps: Vec<Step<G, W>>,
    /// Rules of the game's specification (`docs/rules/<game>.md`, e.g. "R14") that no
    /// step teaches, each with why: for the readers of the lesson and its test.
    pub not_taught: Vec<(&'static str, &'static str)>,
}

/// One step: a position (the moves that lead to it from the lesson's start), a task, which
/// moves are right, and what is said of each try.
pub struct Step<G: Game, W> {
    pub setup: Vec<G::Move>,
    pub task: W,
    pub right: Right<G>,
    /// Said when a right move is played: why it works.
    pub why_right: W,
    /// The move "Show me" plays (a right one).
    pub show: G::Move,
    /// Expected wrong moves, each with the reason it is wrong.
    pub wrong: Vec<(G::Move, W)>,
    /// Said of any other legal move that is not right.
    pub otherwise: W,
    /// The rules (ids of the specification) this step teaches.
    pub teaches: Vec<&'static str>,
}

/// Which moves a step takes as right.
pub enum Right<G: Game> {
    /// Any of these.
    Moves(Vec<G::Move>),
    /// Any legal move after which this holds (the position before and after it).
    After(fn(&G::State, &G::State) -> bool),
}

/// What a step says of a try.
#[derive(Debug, PartialEq)]
pub enum Verdict<'a, G: Game, W> {
    /// Right: the position after it, and why it works.
    Right(G::State, &'a W),
    /// Legal but not what the step asks: taken back, with the reason.
    Wrong(&'a W),
    /// Not legal: the rules say why.
    Illegal(G::RuleError),
}

/// Why a step's position cannot be made (a lesson's data is wrong: its test says so).
#[derive(Debug, PartialEq)]
pub enum LessonError<G: Game> {
    Config(ConfigError),
    Setup { index: usize, error: G::RuleError },
}

impl<G: Game, W> Lesson<G, W> {
    /// The position of step `n`: its setup played from the lesson's start.
    pub fn position(&self, n: usize) -> Result<G::State, LessonError<G>> {
        let mut state = G::new_game(&self.config, self.seed).map_err(LessonError::Config)?;
        for (index, mv) in self.steps[n].setup.iter().enumerate() {
            G::apply(&mut state, mv).map_err(|error| LessonError::Setup { index, error })?;
        }
        Ok(state)
    }
}

impl<G: Game, W> Step<G, W> {
    /// What the step says of `mv` tried in its position `before`.
    pub fn judge(&self, before: &G::State, mv: &G::Move) -> Verdict<'_, G, W> {
        let mut after = before.clone();
        if let Err(e) = G::apply(&mut after, mv) {
            return Verdict::Illegal(e);
        }
        let right = match &self.right {
            Right::Moves(moves) => moves.contains(mv),
            Right::After(holds) => holds(before, &after),
        };
        if right {
            return Verdict::Right(after, &self.why_right);
        }
        let why = (self.wrong.iter())
            .find(|(m, _)| m == mv)
            .map_or(&self.otherwise, |(_, why)| why);
        Verdict::Wrong(why)
    }
}

/// Where a learner is in a lesson, as kept on the device.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Progress {
    /// The step to do next (`steps.len()` once every step was done or skipped).
    pub step: usize,
    /// The lesson was finished once (its card says so).
    pub done: bool,
}

impl Progress {
    /// On to the next step of a lesson of `steps` steps; done after the last.
    pub fn next(self, steps: usize) -> Progress {
        let step = (self.step + 1).min(steps);
        Progress {
            step,
            done: self.done || step == steps,
        }
    }
}
