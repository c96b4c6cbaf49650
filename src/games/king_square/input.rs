//! The King-Square board's own state, as a pure reducer (tested in tests/king_square_input.rs):
//! the keyboard cursor, and whether the finished round is still shown. Right after a round
//! ends the board is already empty (R11), so the board keeps showing the finished round, its
//! square marked, until the player moves on; a tap on a hole then clears it and plays there
//! (as a tap always does). On a touch
//! screen whose holes are smaller than a finger, a tap first shows the peg where it would go
//! and a second tap there (or "Place") places it.

use super::rules::{at, Place, RoundEnd, State};
use crate::core::input::Attempt;

#[derive(Clone, Debug, PartialEq)]
pub struct Input {
    pub cursor: Place,
    /// The ply at which the player moved on from a finished round.
    dismissed_at: Option<usize>,
    /// The last pointer was a finger on holes too small to hit at once.
    small_touch: bool,
    /// The hole a tap chose, and the ply it was chosen at.
    preview: Option<(Place, usize)>,
    /// The ply shown (`BoardInput::at_ply`).
    ply: usize,
}

pub use crate::core::input::Key;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum InputAction {
    Hole(Place),
    Key(Key),
    /// "Start round n".
    Dismiss,
    /// A pointer went down: a finger on holes smaller than a fingertip, or not.
    Pointer {
        small_touch: bool,
    },
    /// "Place": the peg shown by the last tap.
    Confirm,
}

impl Input {
    pub fn new(state: &State) -> Self {
        let n = state.size();
        Input {
            cursor: at(n / 2, n / 2),
            dismissed_at: None,
            small_touch: false,
            preview: None,
            ply: 0,
        }
    }

    /// The finished round the board shows instead of the (empty) position, if any: until the
    /// player moves on, and for good once the game is over.
    pub fn round_end<'a>(&self, state: &'a State, ply: usize) -> Option<&'a RoundEnd> {
        state
            .last_round()
            .filter(|_| state.is_over() || self.dismissed_at != Some(ply))
    }

    /// The hole the last tap chose, while it is still this position.
    pub fn preview(&self, ply: usize) -> Option<Place> {
        self.preview.filter(|&(_, at)| at == ply).map(|(p, _)| p)
    }

    /// The peg to place, if the action places one.
    pub fn update(&mut self, state: &State, ply: usize, action: InputAction) -> Option<Place> {
        let n = state.size();
        let Place { col, row } = self.cursor;
        let target = match action {
            InputAction::Hole(p) => p,
            InputAction::Key(Key::Enter) => self.cursor,
            InputAction::Key(key) => {
                self.cursor = match key {
                    Key::Left => at(col.saturating_sub(1), row),
                    Key::Right => at((col + 1).min(n - 1), row),
                    Key::Up => at(col, row.saturating_sub(1)),
                    _ => at(col, (row + 1).min(n - 1)),
                };
                return None;
            }
            InputAction::Dismiss => {
                self.dismissed_at = Some(ply);
                return None;
            }
            InputAction::Pointer { small_touch } => {
                self.small_touch = small_touch;
                return None;
            }
            InputAction::Confirm => {
                let chosen = self.preview(ply);
                self.preview = None;
                return chosen;
            }
        };
        // A tap on a hole moves on from the finished round and plays there (#60: a tap that
        // only cleared it was lost); Enter only moves on, as "Start round n" does.
        if self.round_end(state, ply).is_some() && !state.is_over() {
            self.dismissed_at = Some(ply);
            if !matches!(action, InputAction::Hole(_)) {
                return None;
            }
        }
        // A tap shows where the peg would go; on a taken hole it is tried at once (and
        // explained), never offered as "Place at…".
        let tapped = matches!(action, InputAction::Hole(_)) && self.small_touch;
        let on_board = target.col < n && target.row < n;
        let empty = !on_board || state.get(target.col, target.row).is_none();
        if tapped && empty && self.preview(ply) != Some(target) {
            self.preview = Some((target, ply));
            return None;
        }
        self.preview = None;
        Some(target)
    }
}

impl crate::core::input::BoardInput for Input {
    type State = State;
    type Action = InputAction;
    type Move = Place;
    type Why = std::convert::Infallible;
    fn at_ply(&mut self, ply: usize) {
        self.ply = ply;
    }
    fn apply(&mut self, state: &State, action: InputAction) -> Attempt<Place, Self::Why> {
        match self.update(state, self.ply, action) {
            Some(p) => Attempt::Play(p),
            None => Attempt::Nothing,
        }
    }
}
