//! The messages of a table with hidden hands. The dealer's device speaks for the table:
//! everyone else sends it requests (a seat, a move) and hears back what it may know. A
//! message to one device may hold that device's cards; a message to all never holds a
//! hidden card.

use crate::core::{Dealt, Seat};
use crate::live::{DeviceId, Holder};
use serde::{Deserialize, Serialize};

/// A message of a table with hidden hands.
pub type DealtMessage<G> = crate::live::wire::Envelope<DealtBody<G>>;

#[derive(Serialize, Deserialize)]
#[serde(bound = "", tag = "t")]
pub enum DealtBody<G: Dealt> {
    /// To the dealer: "here I am; tell me the table" (on meeting, and when behind).
    Hello,
    /// From the dealer, to all: the seats and the commitment to the deal; sent after every
    /// change and as the dealer's sign of life.
    Lobby(Lobby<G>),
    /// To the dealer: "I take this seat", with this device's part of the shuffle and the
    /// commitment it saw before giving it.
    Claim {
        seat: Seat,
        nonce: u64,
        commitment: String,
    },
    /// To the dealer: "I leave this seat" (before the game begins).
    Leave { seat: Seat },
    /// To the dealer: presence, and how far this device is (a device behind is sent `Deal`).
    Ping { game: u32, len: usize },
    /// From the dealer, to one device: the game so far as that device may know it.
    Deal(DealWire<G>),
    /// To the dealer: a move for a seat this device holds, as move number `ply`.
    Play { game: u32, ply: usize, mv: G::Move },
    /// From the dealer, to one device: move number `ply`; to the device holding the mover's
    /// seat, also that seat's hand after it (the cards it drew).
    Played {
        game: u32,
        ply: usize,
        mv: G::Move,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hand: Option<Vec<G::Card>>,
    },
    /// From the dealer, to all, once the game is over: what the commitment hid.
    Reveal { game: u32, reveal: Reveal },
    /// To the dealer: this device's check of game `game`'s deal failed, so the dealer's
    /// save is marked as well (said again at each lobby heard, as a message can be lost).
    Disputed { game: u32 },
}

#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Lobby<G: Dealt> {
    pub game: u32,
    pub config: G::Config,
    pub seats: Vec<Holder>,
    /// Which change of the seats this is (a device keeps the latest).
    pub rev: u32,
    pub started: bool,
    /// `check::commitment` of the dealer's seed and salt for this game.
    pub commitment: String,
    /// The devices whose part of this game's shuffle the dealer has.
    pub parts: Vec<DeviceId>,
    /// Moves played so far.
    pub len: usize,
}

#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct DealWire<G: Dealt> {
    pub game: u32,
    pub config: G::Config,
    pub deal: G::Deal,
    /// The seats, fixed once dealt (this may come before the lobby that says them).
    pub seats: Vec<Holder>,
    pub rev: u32,
    /// The parts of the shuffle the people at the table gave, in seat order.
    pub nonces: Vec<u64>,
    pub moves: Vec<G::Move>,
    /// The hands, now, of the seats the receiving device holds.
    pub hands: Vec<(Seat, Vec<G::Card>)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reveal: Option<Reveal>,
}

/// What the dealer's commitment hid: its part of the shuffle, and the salt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub seed: u64,
    pub salt: String,
}
