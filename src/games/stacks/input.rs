//! The Stacks board's own state while a player makes a turn, as a pure reducer (tested in
//! tests/stacks_input.rs). A turn takes two steps: the pawn's new point, then a cell to drop
//! on, or a stack and where to slide it.

use super::rules::{Action, Dir, RuleError, Side, Stacks, State, Turn};
use crate::core::Game;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Input {
    /// The ply this input belongs to: a new position starts the turn afresh.
    ply: usize,
    /// Step 1: the point the pawn goes to.
    pub pawn: Option<u8>,
    /// Step 2, for a slide: the stack picked.
    pub stack: Option<u8>,
    /// The keyboard's cursors on the ring of points and on the grid (None: where the next
    /// step most likely is, see `ring_cursor` and `grid_cursor`).
    ring: Option<u8>,
    grid: Option<u8>,
    /// Warn before a turn that lets the opponent win at once (the player's setting).
    pub warn: bool,
    /// A finished turn held back by that warning, and the opponent's winning answer.
    pub warned: Option<(Turn, Turn)>,
}

/// A key on the ring or the grid: arrows move the cursor, Enter or Space takes that step.
pub use crate::core::input::Key;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum InputAction {
    Point(u8),
    Cell(u8),
    /// "Change the pawn move": back to step 1.
    Cancel,
    /// "Choose another turn" after the warning: the pawn's move stays, the drop or slide
    /// is chosen again.
    Reconsider,
    Ring(Key),
    Grid(Key),
    /// The warned-of turn: play it anyway.
    PlayAnyway,
}

use crate::core::input::BoardInput;

pub type Attempt = crate::core::input::Attempt<Turn, Why>;

/// Why a step cannot be taken (words at the view).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    ChoosePawnFirst,
    /// The pawn may go there, but no drop or slide follows from that point.
    NoActionFromThere,
    Rule(RuleError),
}

/// Which step of the turn the player is at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Over,
    ChoosePawn,
    ChooseAction,
    ChooseSlide,
}

impl Input {
    fn step_for(&mut self, state: &State, action: InputAction) -> Attempt {
        match action {
            InputAction::Point(p) => self.point(state, p),
            InputAction::Cell(c) => self.cell(state, c),
            InputAction::Cancel => {
                (self.pawn, self.stack, self.grid) = (None, None, None);
                Attempt::Nothing
            }
            InputAction::Reconsider => {
                (self.stack, self.grid) = (None, None);
                Attempt::Nothing
            }
            InputAction::PlayAnyway => Attempt::Nothing,
            InputAction::Ring(Key::Enter) => self.point(state, self.ring_cursor(state)),
            InputAction::Grid(Key::Enter) => self.cell(state, self.grid_cursor(state)),
            InputAction::Ring(nav) => {
                let len = state.ring_len();
                let at = self.ring_cursor(state);
                self.ring = Some(match nav {
                    Key::Left | Key::Up => (at + len - 1) % len,
                    _ => (at + 1) % len,
                });
                Attempt::Nothing
            }
            InputAction::Grid(nav) => {
                let n = state.size();
                let (x, y) = (self.grid_cursor(state) % n, self.grid_cursor(state) / n);
                let (x, y) = match nav {
                    Key::Left => (x.saturating_sub(1), y),
                    Key::Right => ((x + 1).min(n - 1), y),
                    Key::Up => (x, y.saturating_sub(1)),
                    _ => (x, (y + 1).min(n - 1)),
                };
                self.grid = Some(y * n + x);
                Attempt::Nothing
            }
        }
    }

    /// The ring point the keyboard is on: where it was moved, else the first point the
    /// pawn can go to.
    pub fn ring_cursor(&self, state: &State) -> u8 {
        self.ring.unwrap_or_else(|| {
            let side = state.to_move_side();
            (state.playable_destinations(side).first().copied()).unwrap_or(state.pawn(side))
        })
    }

    /// The cell the keyboard is on: where it was moved, else the first cell a piece can be
    /// dropped on (the middle before a point is chosen).
    pub fn grid_cursor(&self, state: &State) -> u8 {
        let middle = state.size() * state.size() / 2;
        self.grid
            .unwrap_or_else(|| self.drops(state).first().copied().unwrap_or(middle))
    }

    fn point(&mut self, state: &State, p: u8) -> Attempt {
        if is_over(state) {
            return Attempt::Refused(Why::Rule(RuleError::GameOver));
        }
        let side = state.to_move_side();
        if state.playable_destinations(side).contains(&p) {
            (self.pawn, self.stack, self.ring, self.grid) = (Some(p), None, Some(p), None);
            Attempt::Nothing
        } else {
            Attempt::Refused(point_problem(state, side, p))
        }
    }

    fn cell(&mut self, state: &State, c: u8) -> Attempt {
        let Some(pawn) = self.pawn else {
            return Attempt::Refused(if is_over(state) {
                Why::Rule(RuleError::GameOver)
            } else {
                Why::ChoosePawnFirst
            });
        };
        let play = |action| Attempt::Play(Turn { pawn, action });
        match self.stack {
            Some(s) if s == c => {
                if self.drops(state).contains(&c) {
                    return play(Action::Drop(c));
                }
                self.stack = None;
                Attempt::Nothing
            }
            Some(s) => match self.slide_targets(state).iter().find(|t| t.1 == c) {
                Some(&(dir, _)) => play(Action::Slide(s, dir)),
                None => self.pick_or_drop(state, c, play),
            },
            None => self.pick_or_drop(state, c, play),
        }
    }

    /// A stack that can slide is picked; anything else is tried as a drop (the rules say
    /// why if it is not one).
    fn pick_or_drop(&mut self, state: &State, c: u8, play: impl Fn(Action) -> Attempt) -> Attempt {
        if self.movable(state, c) {
            self.stack = Some(c);
            Attempt::Nothing
        } else {
            play(Action::Drop(c))
        }
    }

    pub fn step(&self, state: &State) -> Step {
        match (is_over(state), self.pawn, self.stack) {
            (true, _, _) => Step::Over,
            (false, None, _) => Step::ChoosePawn,
            (false, Some(_), None) => Step::ChooseAction,
            (false, Some(_), Some(_)) => Step::ChooseSlide,
        }
    }

    /// The cells a piece can be dropped on from the chosen point.
    pub fn drops(&self, state: &State) -> Vec<u8> {
        self.pawn.map(|p| state.drops_from(p)).unwrap_or_default()
    }

    /// Whether the stack on `c` can slide this turn.
    pub fn movable(&self, state: &State, c: u8) -> bool {
        !is_over(state) && slides(state).iter().any(|m| m.0 == c)
    }

    /// Where the picked stack can slide to, and in which direction.
    pub fn slide_targets(&self, state: &State) -> Vec<(Dir, u8)> {
        let Some(s) = self.stack else {
            return Vec::new();
        };
        slides(state)
            .into_iter()
            .filter(|m| m.0 == s)
            .map(|m| (m.1, m.2))
            .collect()
    }
}

fn is_over(state: &State) -> bool {
    Stacks::to_move(state).is_none()
}

fn slides(state: &State) -> Vec<(u8, Dir, u8)> {
    state.slides(state.to_move_side())
}

/// Why the pawn cannot go to `p` this turn.
fn point_problem(state: &State, side: Side, p: u8) -> Why {
    if p == state.pawn(side) {
        Why::Rule(RuleError::PawnMustMove)
    } else if !state.pawn_destinations(side).contains(&p) {
        Why::Rule(if state.reachable(side, p) {
            RuleError::SameHalf
        } else {
            RuleError::PawnCannotPass
        })
    } else {
        Why::NoActionFromThere
    }
}

impl BoardInput for Input {
    type State = State;
    type Action = InputAction;
    type Move = Turn;
    type Why = Why;

    fn at_ply(&mut self, ply: usize) {
        if ply != self.ply {
            *self = Input {
                ply,
                warn: self.warn,
                ..Input::default()
            };
        }
    }

    /// Takes a step; a finished turn that lets the opponent win at once is held back
    /// (`warned`) while `warn` is on, until "play it anyway" or another step.
    fn apply(&mut self, state: &State, action: InputAction) -> Attempt {
        let held = self.warned.take();
        match (self.step_for(state, action), held) {
            (Attempt::Play(turn), _) if self.warn => match state.winning_reply(&turn) {
                Some(reply) => {
                    self.warned = Some((turn, reply));
                    Attempt::Nothing
                }
                None => Attempt::Play(turn),
            },
            (Attempt::Nothing, Some((turn, _))) if action == InputAction::PlayAnyway => {
                Attempt::Play(turn)
            }
            (attempt, _) => attempt,
        }
    }

    /// The arrow keys only move the cursor.
    fn only_looks(action: &InputAction) -> bool {
        matches!(action, InputAction::Ring(k) | InputAction::Grid(k) if *k != Key::Enter)
    }
}
