//! Playing by link: who plays each seat on this device, and what a link of a match does to
//! the saved games. A link never overwrites anything: it continues a save whose moves it
//! extends, leaves alone a save it is behind, and opens as a separate game when it
//! diverges (same match, other moves).

use super::ai::Level;
use super::game::{Game, Seat};
use super::record::Record;
use serde::{Deserialize, Serialize};

/// Who plays a seat, as this device sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Option<SeatWire>", into = "Option<SeatWire>")]
pub enum Player {
    /// A person holding this device.
    Here,
    Computer(Level),
    /// A person on another device, who gets the game by link.
    Friend,
}

/// Who plays each seat, in seat order.
pub type Seats = Vec<Player>;

/// How a seat is stored: `null` for a person here (as in saves from before friends by
/// link), the level's name for the computer, `"Friend"` for a friend by link.
#[derive(Serialize, Deserialize)]
enum SeatWire {
    Easy,
    Medium,
    Hard,
    Max,
    Friend,
}

impl From<Option<SeatWire>> for Player {
    fn from(wire: Option<SeatWire>) -> Self {
        match wire {
            None => Player::Here,
            Some(SeatWire::Easy) => Player::Computer(Level::Easy),
            Some(SeatWire::Medium) => Player::Computer(Level::Medium),
            Some(SeatWire::Hard) => Player::Computer(Level::Hard),
            Some(SeatWire::Max) => Player::Computer(Level::Max),
            Some(SeatWire::Friend) => Player::Friend,
        }
    }
}

impl From<Player> for Option<SeatWire> {
    fn from(player: Player) -> Self {
        match player {
            Player::Here => None,
            Player::Computer(Level::Easy) => Some(SeatWire::Easy),
            Player::Computer(Level::Medium) => Some(SeatWire::Medium),
            Player::Computer(Level::Hard) => Some(SeatWire::Hard),
            Player::Computer(Level::Max) => Some(SeatWire::Max),
            Player::Friend => Some(SeatWire::Friend),
        }
    }
}

impl Player {
    pub fn level(self) -> Option<Level> {
        match self {
            Player::Computer(level) => Some(level),
            _ => None,
        }
    }
}

/// Who plays seat `seat` (seats past the end of the list are people here).
pub fn player(seats: &[Player], seat: Seat) -> Player {
    seats.get(seat as usize).copied().unwrap_or(Player::Here)
}

/// Remembered seats fitted to a game of `count` seats: a friend by link only where the game
/// can be played by link (`by_link`), else a person here; whether a seat had to change.
pub fn fit_seats(seats: &[Player], count: usize, by_link: bool) -> (Seats, bool) {
    let fitted: Seats = (0..count)
        .map(|s| match player(seats, s as Seat) {
            Player::Friend if !by_link => Player::Here,
            p => p,
        })
        .collect();
    let changed = (fitted.iter().zip(seats)).any(|(a, b)| a != b);
    (fitted, changed)
}

/// The computers of a seat list, as a link carries them (a person is `None`, wherever
/// they play).
pub fn computers(seats: &[Player]) -> Vec<Option<Level>> {
    seats.iter().map(|p| p.level()).collect()
}

/// This device's seats for a match first opened from a link: the link's computers stay
/// computers, the seats chosen are played here and every other person is a friend.
pub fn claim(computers: &[Option<Level>], seats: usize, mine: &[Seat]) -> Seats {
    (0..seats)
        .map(|s| match computers.get(s).copied().flatten() {
            Some(level) => Player::Computer(level),
            None if mine.contains(&(s as Seat)) => Player::Here,
            None => Player::Friend,
        })
        .collect()
}

/// How a link's record stands to a saved record of the same match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// The same moves.
    Same,
    /// The saved moves, then more: the link continues the save.
    Extends,
    /// A beginning of the saved moves: the link is older than the save.
    Behind,
    /// Other moves (or another game, deal or settings): it cannot continue the save.
    Diverges,
}

/// How record `link` stands to record `saved`.
pub fn relate<G: Game>(saved: &Record<G>, link: &Record<G>) -> Relation {
    let same_game = saved.game == link.game
        && saved.config == link.config
        && saved.seed == link.seed
        && saved.match_id == link.match_id;
    let common = saved.moves.len().min(link.moves.len());
    if !same_game || saved.moves[..common] != link.moves[..common] {
        return Relation::Diverges;
    }
    match link.moves.len().cmp(&saved.moves.len()) {
        std::cmp::Ordering::Equal => Relation::Same,
        std::cmp::Ordering::Greater => Relation::Extends,
        std::cmp::Ordering::Less => Relation::Behind,
    }
}

/// What opening a link does, given how it stands to each save of its match (`K` names
/// a save).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arrival<K> {
    /// No save of this match here (or a link without a match id): a new saved game, for
    /// which this device's seats are asked.
    New,
    /// The link continues this save: its new moves are written into it.
    Update(K),
    /// The save already has exactly these moves: it is opened unchanged.
    Same(K),
    /// The link is older than this save: it is opened unchanged, and the player told.
    Behind(K),
    /// Every save of the match has other moves: a separate new game, with this save's
    /// seats, and the player told.
    Diverged(K),
}

/// Picks what a link does: continuing a save wins over matching one, over being behind
/// one, over diverging (a match may have several saves once a link diverged).
pub fn arrive<K: Clone>(saves: &[(K, Relation)]) -> Arrival<K> {
    let find = |r: Relation| {
        saves
            .iter()
            .find(|(_, rel)| *rel == r)
            .map(|(k, _)| k.clone())
    };
    if let Some(k) = find(Relation::Extends) {
        Arrival::Update(k)
    } else if let Some(k) = find(Relation::Same) {
        Arrival::Same(k)
    } else if let Some(k) = find(Relation::Behind) {
        Arrival::Behind(k)
    } else if let Some(k) = find(Relation::Diverges) {
        Arrival::Diverged(k)
    } else {
        Arrival::New
    }
}

/// The first of the moves that are news to the person holding this device: every move
/// since the last one a seat of theirs made (`made_by[i]`: the seat that made move `i`).
/// With no move of theirs yet, the last round: one move per other seat.
pub fn news_from(made_by: &[Seat], seats: &[Player]) -> usize {
    let round = seats.len().saturating_sub(1).max(1);
    made_by
        .iter()
        .rposition(|&s| player(seats, s) == Player::Here)
        .map_or(made_by.len().saturating_sub(round), |i| i + 1)
}
