//! Every word the shell shows (English table). Game-specific words live in each game's
//! `text.rs`, so a game folder is self-contained.

pub const APP_NAME: &str = "Boardshelf";
pub const APP_TAGLINE: &str = "Tabletop games in your browser. Pass the device and play.";
pub const COMING_SOON: &str = "Coming soon";
pub const NEW_GAME: &str = "New game";
pub const START: &str = "Start";
pub const HOME: &str = "Home";
pub const UNDO: &str = "Undo";
pub const REDO: &str = "Redo";
pub const RULES: &str = "Rules";
pub const HIDE_RULES: &str = "Hide rules";
pub const MOVES: &str = "Moves";
pub const NO_MOVES_YET: &str = "No moves yet.";
pub const PLAY_AGAIN: &str = "Play again";
pub const GAME_OVER: &str = "Game over";
pub const NOT_FOUND: &str = "There is nothing at this address.";
pub const UNKNOWN_GAME: &str = "There is no game with this name.";
pub const NOT_YET_PLAYABLE: &str = "This game is not playable yet. It is coming soon.";
pub const NO_GAME_IN_PROGRESS: &str = "No game in progress here. Start a new one.";
pub const CRASH_TITLE: &str = "Something went wrong";
pub const CRASH_BODY: &str =
    "Boardshelf hit an internal error and stopped. Reloading the page starts it again.";
pub const CRASH_RELOAD: &str = "Back to the home page";

pub fn turn_of(name: &str) -> String {
    format!("{name} to play")
}
pub fn out_of_range(label: &str, min: i32, max: i32) -> String {
    format!("{label} must be a whole number from {min} to {max}")
}
