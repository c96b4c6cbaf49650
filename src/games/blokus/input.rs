//! The Blokus board's own state while a player makes a move, as a pure reducer (tested in
//! tests/blokus_input.rs): the piece picked and how it is turned, where its ghost is, whether
//! the last pointer was a finger (then a first tap previews and a second tap places), and
//! whether the attach corners are shown. The view turns events into `InputAction`s and
//! shows what comes back.

use super::pieces::{self, orientations};
use super::rules::{Place, RuleError, State};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Input {
    /// The ply this input belongs to: a new position drops the picked piece.
    ply: usize,
    /// (piece, orientation).
    pub picked: Option<(u8, u8)>,
    /// The cell under the pointer (or the keyboard's cursor).
    pub hover: Option<(u8, u8)>,
    pub touch: bool,
    pub dots: bool,
}

pub use crate::core::input::Key;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum InputAction {
    Pick(u8),
    Rotate,
    Flip,
    /// A pointer went down: a finger or not.
    Pointer {
        touch: bool,
    },
    /// The pointer moved over a cell (None: off the grid).
    Hover(Option<(u8, u8)>),
    /// The pointer left the board.
    Leave,
    Click(Option<(u8, u8)>),
    /// A click on a cell while a hint is shown: on the hint's outline it places the hinted
    /// piece (unless another piece is picked), elsewhere it is a plain click.
    ClickWithHint((u8, u8), Place),
    Key(Key),
    /// The Place button: the ghost where it is.
    Confirm,
    ToggleDots,
}

/// What an action asks of the game screen.
use crate::core::input::BoardInput;

pub type Attempt = crate::core::input::Attempt<Place, Why>;

/// Why a placement cannot be made (words at the view).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    PickAPiece,
    MoveThePiece,
    Rule(RuleError),
}

impl Input {
    /// Picks a piece, shown where it first fits (turned as needed), so that Enter places it
    /// at once and the arrows move it from a sensible spot.
    fn pick(&mut self, state: &State, piece: u8) {
        let fits = state
            .legal_for(state.current())
            .into_iter()
            .find(|mv| mv.piece == piece);
        match fits {
            Some(mv) => {
                let (ax, ay) = anchor(piece, mv.orient);
                self.picked = Some((piece, mv.orient));
                self.hover = Some((mv.x + ax, mv.y + ay));
            }
            None => self.picked = Some((piece, 0)),
        }
    }

    fn turn(&mut self, f: fn(u8, u8) -> u8) {
        if let Some((p, o)) = self.picked {
            self.picked = Some((p, f(p, o)));
        }
    }

    fn click(&mut self, state: &State, cell: Option<(u8, u8)>) -> Attempt {
        if self.picked.is_none() {
            Attempt::Refused(Why::PickAPiece)
        } else if self.touch && cell != self.hover {
            // A finger: a tap on the piece where it fits places it; anywhere else, the
            // first tap moves it there (a preview).
            if let (Some(Ok(mv)), Some(c)) = (self.ghost_verdict(state), cell) {
                if covers(mv, c) {
                    return Attempt::Play(mv);
                }
            }
            self.hover = cell;
            Attempt::Nothing
        } else {
            self.place(state, cell)
        }
    }

    fn click_with_hint(&mut self, state: &State, cell: (u8, u8), hint: Place) -> Attempt {
        let other_piece = self.picked.is_some_and(|(p, _)| p != hint.piece);
        if other_piece || !covers(hint, cell) {
            return self.click(state, Some(cell));
        }
        let (ax, ay) = anchor(hint.piece, hint.orient);
        self.picked = Some((hint.piece, hint.orient));
        self.hover = Some((hint.x + ax, hint.y + ay));
        self.place(state, self.hover)
    }

    fn key(&mut self, state: &State, key: Key) -> Attempt {
        let n = state.size();
        let (x, y) = self.hover.unwrap_or((n / 2, n / 2));
        let moved = match key {
            Key::Left => (x.saturating_sub(1), y),
            Key::Right => ((x + 1).min(n - 1), y),
            Key::Up => (x, y.saturating_sub(1)),
            Key::Down => (x, (y + 1).min(n - 1)),
            Key::Enter => return self.place(state, self.hover),
        };
        self.hover = Some(moved);
        Attempt::Nothing
    }

    /// The picked piece with its anchor on `cell`, or why it cannot go there.
    fn place(&self, state: &State, cell: Option<(u8, u8)>) -> Attempt {
        let Some((p, o)) = self.picked else {
            return Attempt::Refused(Why::PickAPiece);
        };
        let Some(cell) = cell else {
            return Attempt::Refused(Why::MoveThePiece);
        };
        match verdict(state, p, o, cell) {
            Ok(mv) => Attempt::Play(mv),
            Err(e) => Attempt::Refused(Why::Rule(e)),
        }
    }

    /// The ghost: the picked piece at the pointer.
    pub fn ghost(&self) -> Option<(u8, u8, (u8, u8))> {
        let (p, o) = self.picked?;
        Some((p, o, self.hover?))
    }

    /// Whether the ghost could be placed where it is, and why not.
    pub fn ghost_verdict(&self, state: &State) -> Option<Result<Place, RuleError>> {
        self.ghost().map(|(p, o, cell)| verdict(state, p, o, cell))
    }
}

fn verdict(state: &State, piece: u8, orient: u8, cell: (u8, u8)) -> Result<Place, RuleError> {
    let mv = placement(piece, orient, cell).ok_or(RuleError::OffBoard)?;
    state.check(&mv).map(|_| mv)
}

/// Whether a placement covers this cell.
pub fn covers(mv: Place, cell: (u8, u8)) -> bool {
    orientations()[mv.piece as usize][mv.orient as usize]
        .cells
        .iter()
        .any(|&(x, y)| (mv.x + x, mv.y + y) == cell)
}

/// The orientation cell nearest the middle: the ghost is centred on the pointer there.
pub fn anchor(piece: u8, orient: u8) -> (u8, u8) {
    let o = &orientations()[piece as usize][orient as usize];
    let (cx, cy) = ((o.width - 1) as f64 / 2.0, (o.height - 1) as f64 / 2.0);
    *o.cells
        .iter()
        .min_by(|a, b| {
            let d = |p: &(u8, u8)| (p.0 as f64 - cx).powi(2) + (p.1 as f64 - cy).powi(2);
            d(a).total_cmp(&d(b))
        })
        .expect("pieces have cells")
}

/// The placement with the ghost's anchor on `cell`, if it starts on the board.
pub fn placement(piece: u8, orient: u8, cell: (u8, u8)) -> Option<Place> {
    let (ax, ay) = anchor(piece, orient);
    Some(Place {
        piece,
        orient,
        x: cell.0.checked_sub(ax)?,
        y: cell.1.checked_sub(ay)?,
    })
}

impl BoardInput for Input {
    type State = State;
    type Action = InputAction;
    type Move = Place;
    type Why = Why;

    /// Keeps the input for the position shown; a new position starts afresh (corner dots,
    /// and whether a finger is used, stay as they were).
    fn at_ply(&mut self, ply: usize) {
        if ply != self.ply {
            *self = Input {
                ply,
                dots: self.dots,
                touch: self.touch,
                ..Input::default()
            };
        }
    }

    fn apply(&mut self, state: &State, action: InputAction) -> Attempt {
        match action {
            InputAction::Pick(piece) => self.pick(state, piece),
            InputAction::Rotate => self.turn(pieces::rotated),
            InputAction::Flip => self.turn(pieces::flipped),
            InputAction::Pointer { touch } => self.touch = touch,
            InputAction::Hover(cell) if !self.touch => self.hover = cell,
            InputAction::Leave if !self.touch => self.hover = None,
            InputAction::Hover(_) | InputAction::Leave => {}
            InputAction::Click(cell) => return self.click(state, cell),
            InputAction::ClickWithHint(cell, hint) => {
                return self.click_with_hint(state, cell, hint)
            }
            InputAction::Key(key) => return self.key(state, key),
            InputAction::Confirm => return self.place(state, self.hover),
            InputAction::ToggleDots => self.dots = !self.dots,
        }
        Attempt::Nothing
    }

    /// Turning, hovering and picking only look; a click or Enter on the board places.
    fn only_looks(action: &InputAction) -> bool {
        !matches!(
            action,
            InputAction::Click(_) | InputAction::ClickWithHint(..) | InputAction::Confirm
        )
    }
    /// A refused placement is said beside the tray (the view's status line), where the
    /// player looks, and not again above the board.
    fn screen_says(_why: &Why) -> bool {
        false
    }
}
