//! Track geometry: 18 holes per side, in-spot 3rd and come-out 8th hole after the side's
//! corner (D2); seats alternate between the two teams.

use serde::{Deserialize, Serialize};

pub const SIDE: u16 = 18;
pub const PEGS: usize = 5;
pub const HOME: u8 = 5;
pub const IN_SPOT: u16 = 3;
pub const COME_OUT: u16 = 8;

/// Where a peg is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pos {
    Start,
    /// Main-track hole T(i).
    Track(u16),
    /// Home-track hole H(c, j), j = 1..=5 (5 is the innermost).
    Home(u8),
}

/// The track of an `n`-player board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Track {
    pub players: u8,
}

impl Track {
    /// M = 18 × N holes.
    pub fn len(self) -> u16 {
        SIDE * self.players as u16
    }
    pub fn is_empty(self) -> bool {
        self.players == 0
    }
    /// I(c) = T(18c + 3).
    pub fn in_spot(self, colour: u8) -> u16 {
        SIDE * colour as u16 + IN_SPOT
    }
    /// C(c) = T(18c + 8).
    pub fn come_out(self, colour: u8) -> u16 {
        SIDE * colour as u16 + COME_OUT
    }
    /// Forward distance from T(p) to T(q).
    pub fn ahead(self, p: u16, q: u16) -> u16 {
        (q + self.len() - p) % self.len()
    }
    pub fn step(self, p: u16, by: i32) -> u16 {
        (p as i32 + by).rem_euclid(self.len() as i32) as u16
    }
}

/// Team A = even seats (colours), team B = odd seats.
pub fn team(colour: u8) -> u8 {
    colour % 2
}
