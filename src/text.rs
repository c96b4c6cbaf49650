//! Every word the shell shows (English table). Game-specific words live in each game's
//! `text.rs`, so a game folder is self-contained.

pub const APP_NAME: &str = "Boardshelf";
pub const APP_TAGLINE: &str =
    "Tabletop games in your browser: play friends on one device or the computer, even offline.";
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

pub fn save_title(game: &str, config: &str, moves: usize) -> String {
    match moves {
        0 => format!("{game} · {config} · not started"),
        1 => format!("{game} · {config} · move 1"),
        n => format!("{game} · {config} · move {n}"),
    }
}

/// Said of a saved game after its status: how many seats the computer plays ("" for none).
pub fn computer_seats(n: usize) -> String {
    match n {
        0 => String::new(),
        1 => " · 1 computer seat".into(),
        n => format!(" · {n} computer seats"),
    }
}

pub fn bad_record(detail: &str) -> String {
    format!("the game record is damaged ({detail})")
}

/// What is wrong with a share link, in words.
pub fn link_error(e: &crate::core::codec::LinkError) -> String {
    use crate::core::codec::{LinkError::*, MAX_LINK_CHARS};
    match e {
        Empty => "the link holds no game (nothing after \"r=\")".into(),
        TooLong { chars } => {
            format!("the link is too long ({chars} characters; at most {MAX_LINK_CHARS})")
        }
        NotBase64 => "the link is damaged: it contains characters a game link never has".into(),
        Truncated => "the link is cut short".into(),
        Changed => "the link was changed or damaged (its check does not match)".into(),
        UnknownVersion(v) => format!(
            "the link was made by a different version of Boardshelf (format {v}); \
             update the app or ask for a new link"
        ),
        UnknownFlags(_) => "the link uses an encoding this version does not know".into(),
        Damaged => "the link is damaged or cut short".into(),
        WrongGame { found } => format!("the link is for another game (\"{found}\")"),
    }
}

pub const SAVED_GAMES: &str = "Saved games";
pub const NO_SAVES: &str = "No saved games yet. Games are saved automatically as you play.";
pub const RESUME: &str = "Resume";
pub const RESUME_LAST: &str = "Resume your last game";
pub const DELETE: &str = "Delete";
pub const CONFIRM_DELETE: &str = "Delete for good";
pub const CANCEL: &str = "Cancel";
pub const DAMAGED_SAVE: &str = "Damaged save";
pub const DAMAGED_HELP: &str =
    "This save cannot be opened. Its raw text is below: copy it if you want to keep it, then delete it.";
pub const FINISHED: &str = "Finished";
pub const IN_PROGRESS: &str = "In progress";
pub const NO_STORAGE: &str =
    "This browser does not allow saving (storage is off or unavailable): games will not be kept.";
pub const STORAGE_BLOCKED: &str =
    "Could not save: the browser does not let this page store data (storage is blocked or switched off). The game goes on, but it is not saved; deleting saved games would not help.";
pub const STORAGE_FULL: &str =
    "Could not save: the browser's storage is full. The game goes on, but it is not saved; delete old saved games to make room.";
pub const SAVE_CHANGED_ELSEWHERE: &str =
    "This game was changed in another tab or window: the moves made here since are not saved.";
pub const LOAD_NEWER: &str = "Load the newer version";
pub const SAVE_DELETED: &str =
    "This game was deleted from the saved games: the moves made here are not saved.";
pub const KEEP_A_COPY: &str = "Keep a copy";
pub const RETRY: &str = "Retry";
pub const NOT_A_BACKUP: &str = "This file is not a Boardshelf backup or saved game.";
pub const DOWNLOAD_ALL: &str = "Download all saved games";
pub const IMPORT: &str = "Import saved games…";
pub const PERSISTENT: &str = "This browser keeps these saves even when space runs low.";
pub const NOT_PERSISTENT: &str =
    "This browser may clear these saves when space runs low: download a backup now and then.";
pub fn imported(added: usize, already: usize, damaged: usize) -> String {
    let games = |n: usize| {
        if n == 1 {
            "1 game".to_string()
        } else {
            format!("{n} games")
        }
    };
    let mut parts = vec![format!("Imported {}.", games(added))];
    if already > 0 {
        parts.push(format!(
            "{} already here, left as they are.",
            games(already)
        ));
    }
    if damaged > 0 {
        parts.push(format!("{} could not be read:", games(damaged)));
    }
    parts.join(" ")
}
pub const DOWNLOAD_GAME: &str = "Download this game";
pub const NO_SUCH_SAVE: &str = "This saved game does not exist (it may have been deleted).";
pub const OPENING: &str = "Opening…";
pub const SHARE: &str = "Share";
pub const SHARE_TITLE: &str = "Share this game";
pub const SHARE_HELP: &str =
    "Anyone who opens this link gets this game at this position, as a new saved game.";
pub const COPY: &str = "Copy link";
pub const COPIED: &str = "Link copied to the clipboard.";
pub const COPY_FAILED: &str = "Could not copy automatically: select the link above and copy it.";
pub const CLOSE: &str = "Close";
pub const FIRST_MOVE: &str = "First position";
pub const PREVIOUS_MOVE: &str = "Previous move";
pub const NEXT_MOVE: &str = "Next move";
pub const LAST_MOVE: &str = "Last move";
pub const BAD_LINK_TITLE: &str = "This game link cannot be opened";

pub fn viewing(ply: usize, total: usize) -> String {
    format!("Viewing the position after move {ply} of {total}. Go to the last move to play.")
}
pub fn unknown_game_in_save(id: &str) -> String {
    format!("it is a game this version does not know (\"{id}\")")
}
pub fn save_not_json(detail: &str) -> String {
    format!("its text is not a saved game ({detail})")
}
pub fn save_unknown_format(version: u32) -> String {
    format!("it was saved by a different version of Boardshelf (format {version})")
}
pub fn save_bad_id(id: &str) -> String {
    format!("its name (\"{id}\") cannot be a saved game's")
}
pub fn save_under_other_key(id: &str) -> String {
    format!("it is a copy of another saved game (\"{id}\") stored under this name")
}
pub fn damaged_save(reason: &str) -> String {
    format!("This saved game is damaged: {reason}.")
}
pub fn link_length(chars: usize) -> String {
    format!("{chars} characters")
}

pub const NEW_DEAL: &str = "New deal";
pub const REPLAY_DEAL: &str = "Replay this deal";
pub const STATISTICS: &str = "Your statistics";
pub const STAT_PLAYED: &str = "Played";
pub const STAT_WON: &str = "Won";
pub const STAT_WIN_RATE: &str = "Win rate";
pub const STAT_BEST_SCORE: &str = "Best score";
pub const STAT_STREAK: &str = "Current streak";
pub const STAT_BEST_STREAK: &str = "Best streak";

pub fn undos_used(n: u32) -> String {
    match n {
        1 => "1 undo used: this game will not count in your statistics.".into(),
        n => format!("{n} undos used: this game will not count in your statistics."),
    }
}
pub fn with_undo_note(n: u32) -> String {
    format!("{n} finished games with undo are not counted.")
}

pub const THEME_HELP: &str = "Colour theme: follow the system, light or dark";
pub const PATTERNS: &str = "Patterns";
pub const PATTERNS_HELP: &str =
    "Show letters and patterns on pieces, so colour is never the only signal";

pub fn theme_label(theme: &str) -> &'static str {
    match theme {
        "light" => "Theme: light",
        "dark" => "Theme: dark",
        _ => "Theme: auto",
    }
}

pub const NO_MOVE_TO_MAKE: &str = "there is no move to make";
pub const COMPUTER: &str = "Computer";
pub const HUMAN: &str = "Human";
pub const SEATS: &str = "Players at the table";
pub const THINKING: &str = "Computer thinking…";
pub const COMPUTERS_TURN: &str = "It is the computer's turn: wait for its move.";
pub const PAUSE: &str = "Pause";
pub const RESUME_PLAY: &str = "Resume";
pub const STEP: &str = "Step";
pub const EASY: &str = "Computer (easy)";
pub const MEDIUM: &str = "Computer (medium)";
pub const HARD: &str = "Computer (hard)";
pub const MAX: &str = "Computer (max: thinks 3 s a move)";

pub fn seat_label(n: usize) -> String {
    format!("Seat {}", n + 1)
}

pub const HINT: &str = "Hint";
pub const COMPUTER_THINKING: &str = "Computer is thinking…";
pub const LOOK_BACK: &str = "Look back through the moves";
/// After Undo: what was taken back ("Undone: Black: C3", or several moves).
pub fn undone(moves: &[String]) -> String {
    format!("Undone: {}", moves.join("; "))
}

/// The hint in words, with how many of the simulations after it were won, when they all
/// reached the end and were enough to mean something (a handful says nothing). Said as what
/// it is: simulations use simple play, so careful play wins more often.
/// A hint in words. No odds with it: a few quick simulations are no estimate of winning
/// (Foursquare's "10 of 21 won" read as a poor chance, while following hints wins 94.6 %).
pub fn hint(words: &str) -> String {
    format!("Hint: {words}")
}

// ----- Playing a friend by link -----
pub const FRIEND_BY_LINK: &str = "A friend by link";
pub const BY_LINK_HIDDEN: &str =
    "Playing a friend by link is not offered here: a link shows every hand and the deck.";
pub const SEND_MOVE: &str = "Send your move";
pub const SEND_LAST_MOVE: &str = "Send the last move";
pub const PASS_LINK_ON: &str = "Pass the link on";
pub const SENT_SHARED: &str = "Sent.";
pub const SENT_COPIED: &str = "Link copied: paste it to your friend.";
pub const SEND_FAILED: &str = "Could not send or copy: select the link below and copy it.";
pub const CLAIM_TITLE: &str = "Which seats do you play?";
pub const CLAIM_HELP: &str =
    "This game came by link. Tick the seats you play on this device; the others play by link \
     from theirs.";
pub const CLAIM_START: &str = "Play";
pub const CLAIM_TO_MOVE: &str = "(to move: the link came for this seat)";
pub const CLAIM_NONE: &str = "Tick at least one seat.";
pub const LINK_SAME: &str = "This link shows your saved game as it is: nothing changed.";
pub const LINK_DIVERGED: &str =
    "This link has other moves than your saved game of this match, so it opened as a \
     separate game. Your saved game is unchanged.";
pub const YOUR_TURN: &str = "Your turn";
pub const WAITING_FOR_FRIEND: &str = "Waiting for a friend";

pub fn link_behind(link_moves: usize, saved_moves: usize) -> String {
    format!(
        "This link is older than your saved game (it has {link_moves} of its {saved_moves} \
         moves): nothing changed."
    )
}

/// The turn line while a friend plays the seat to move.
pub fn waiting_for(seat: &str) -> String {
    format!("Waiting for {seat}: send them the link")
}

/// The by-link line on a person's turn here.
pub fn your_turn(seat: &str) -> String {
    format!("Your turn, {seat}")
}

/// What came by link: its moves, then whose turn it is.
pub fn arrived(moves: &[String], then: &str) -> String {
    let mut line = moves.join(" · ");
    if !then.is_empty() {
        line += " · ";
        line += then;
    }
    line
}

/// The text that goes with a link sent to a friend.
pub fn send_text(game: &str, seat: Option<&str>, moves: usize) -> String {
    match seat {
        Some(seat) => format!(
            "{APP_NAME} · {game} · your move, {seat} (move {})",
            moves + 1
        ),
        None => format!("{APP_NAME} · {game} · the game is over"),
    }
}

// A one-seat game's setup: the computer may play it while the player watches.
pub const WHO_PLAYS: &str = "Who plays";
pub const WATCH_COMPUTER: &str = "Let the computer play (watch)";
pub const NO_I_PLAY: &str = "No, I play";
pub const HOW_TO_PLAY: &str = "How to play";
pub const PLAY_THE_COMPUTER: &str = "Play the computer";
pub const LESS: &str = "Less";
pub const MORE: &str = "More";

/// The notice line after a move: what it was.
pub fn last_move(words: &str) -> String {
    format!("Last move: {words}")
}

/// Said of a saved game whose match has other saves here (a link that diverged).
pub fn match_versions(n: usize) -> String {
    format!(" · one of {n} versions of this match (the moves differ)")
}

/// Why a record cannot be replayed, in words (the move counted from 1, as players do).
impl<G: crate::core::GameText> std::fmt::Display for crate::core::ReplayError<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::core::ReplayError;
        match self {
            ReplayError::WrongGame { found } => {
                write!(
                    f,
                    "this record is for the game \"{found}\", not \"{}\"",
                    G::ID
                )
            }
            ReplayError::Config(e, config) => {
                write!(
                    f,
                    "the game settings are invalid: {}",
                    G::config_problem(config, *e)
                )
            }
            ReplayError::IllegalMove { index, error } => {
                write!(f, "move {} is illegal: {error}", index + 1)
            }
        }
    }
}
