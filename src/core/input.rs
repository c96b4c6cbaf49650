//! What the boards' input reducers (`games/<game>/input.rs`) have in common: the keys a
//! board answers, and what an action on a board asks of the game screen. Pure Rust.

/// A key a board answers to: the arrows move its cursor, Enter (or Space) takes the step
/// under it. The view maps key names to these (`board::board_key`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Left,
    Right,
    Up,
    Down,
    Enter,
}

/// What an action on a board asks of the game screen: nothing more, a move to play, or a
/// reason (`W`, said in words at the view) why nothing happened.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Attempt<M, W> {
    Nothing,
    Play(M),
    Refused(W),
}

/// What a board tells the game screen besides a move: the screen keeps or clears its line
/// about the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BoardNote<W> {
    /// A step was tried while nobody here is to move: the board offers none (the screen
    /// says why: another seat's turn, the computer's, a past position shown).
    Idle,
    /// A step was taken on one's own turn: an earlier refusal no longer applies.
    Stepped,
    /// A step was refused, for this reason.
    Refused(W),
}

/// A board's own state while a move is made (`games/<game>/input.rs`): a pure reducer the
/// board's handlers send their actions to (`board::use_board_input`).
pub trait BoardInput: 'static {
    type State: 'static;
    /// What a tap, click or key on the board asks for.
    type Action: Copy + 'static;
    type Move: 'static;
    /// Why a step cannot be taken (said in words at the view).
    type Why: 'static;
    /// The position shown changed (a move, undo, looking back): choices made for another
    /// position are dropped.
    fn at_ply(&mut self, ply: usize);
    /// Takes the action: nothing more, a move to play, or why not.
    fn apply(
        &mut self,
        state: &Self::State,
        action: Self::Action,
    ) -> Attempt<Self::Move, Self::Why>;
    /// The action only moves a cursor or looks: taken even while nobody here is to move.
    fn only_looks(_action: &Self::Action) -> bool {
        false
    }
    /// The game screen says this refusal in its notice line (false: the board says it
    /// beside what the player works on).
    fn screen_says(_why: &Self::Why) -> bool {
        true
    }
}
