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
