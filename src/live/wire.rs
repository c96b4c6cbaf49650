//! The messages between devices at a live table, as JSON text. Every message says the
//! protocol version, the room and the device it is from; a device checks all three first.

use super::seats::SeatEntry;
use super::DeviceId;
use crate::core::{Game, Record};
use serde::{Deserialize, Serialize};

/// The protocol's version: a device refuses messages of another version, and says so.
pub const VERSION: u32 = 1;

/// The longest message a device reads (a long Blokus record is about 20 KB).
pub const MAX_MESSAGE: usize = 256 * 1024;

/// Which game of the room, and how many undos were agreed in it: a later generation
/// replaces an earlier one (a rematch, or moves taken back), whatever its length.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Gen {
    /// 0 for the room's first game, one more for each rematch.
    pub game: u32,
    /// Undos agreed in this game.
    pub undo: u32,
}

/// Every message between devices: who sends it, to which table, and what it says (each
/// kind of table has its own `body`; `devices::Devices::open` checks the rest).
#[derive(Serialize, Deserialize)]
pub struct Envelope<B> {
    pub v: u32,
    pub room: String,
    pub from: DeviceId,
    /// The sender's name, as the people at the table see it.
    pub name: String,
    pub body: B,
}

/// A message of the open table.
pub type Message<G> = Envelope<Body<G>>;

#[derive(Serialize, Deserialize)]
#[serde(bound = "", tag = "t")]
pub enum Body<G: Game> {
    /// Everything the sender knows of the table: sent on meeting a device, when a device
    /// is found behind, and after every change to the seats.
    Table(TableWire<G>),
    /// Move number `ply` (0-based) of generation `gen`, made on the sender's device;
    /// `before` is the hash of the moves before it (`table::chain`).
    Move {
        gen: Gen,
        ply: usize,
        before: u64,
        mv: G::Move,
    },
    /// "Send me your table": the sender found it is behind.
    Sync,
    /// "I am still here, and this is the digest of my table" (`Table::digest`): a device
    /// whose table differs answers with its own, so a lost message is made up for.
    Ping { digest: u64 },
    /// The sender asks to take back the moves from `to` on, with the record `len` long.
    UndoAsk { gen: Gen, to: usize, len: usize },
    /// An answer to the undo request of device `asker`.
    UndoAnswer {
        gen: Gen,
        asker: DeviceId,
        to: usize,
        len: usize,
        yes: bool,
    },
}

/// A device's whole table: who holds which seat, whether the game began, and its record.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct TableWire<G: Game> {
    /// The device that opened the room (it plays the computer's seats while it is there);
    /// `None` from a device that has not heard of it yet.
    pub host: Option<DeviceId>,
    pub seats: Vec<SeatEntry>,
    pub started: bool,
    pub gen: Gen,
    pub record: Record<G>,
    /// The device that made each move.
    pub by: Vec<DeviceId>,
    /// The moves of the record the sender joined with and has not caught up with yet
    /// (`Table::catching_up`): kept with the table, read by no other device.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub saved: Vec<G::Move>,
}

impl<G: Game> Message<G> {
    pub fn text(&self) -> String {
        serde_json::to_string(self).expect("a message always serializes")
    }
}
