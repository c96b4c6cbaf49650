//! One device's view of a live table. It hears messages from other devices and believes
//! only what it can check: a move must extend its record, be made by the device holding
//! the seat to move, and be legal; a whole record must replay, and may not change the
//! moves this device made. Anything else is refused, said (`Out::Refused`), and changes
//! nothing. Devices that heard the same messages hold the same table, whatever the order.
//!
//! Here the table and what the app reads of it; `hear` is what it does with each message
//! (checked, merged), `act` what the people at this device do (seats, moves, undo, rematch).

use super::dealt::Mismatch;
use super::devices::Devices;
use super::seats::{merge_all, rotated, Holder, SeatEntry};
use super::wire::{Body, Gen, Message, TableWire, VERSION};
use super::{DeviceId, Millis, Peer, PING_EVERY};
use crate::core::ai::Level;
use crate::core::{Game, HandError, Record, Seat, Session};
use std::collections::{BTreeMap, BTreeSet};

mod act;
mod hear;

/// Who made the moves played before the table opened (a game made live midway).
pub const BEFORE: DeviceId = 0;

/// Why a message or an action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    TooLarge,
    Malformed,
    /// Another version of the protocol (an older or newer app).
    Version(u32),
    OtherRoom,
    /// A connection speaking for a device it is not (or for this one).
    Impostor,
    NotStarted,
    /// A move, or a change of seats, for a seat the sender does not hold.
    NotYourSeat(Seat),
    GameOver,
    Illegal,
    /// A record that does not replay, or that changes moves it may not change.
    Forged,
    /// The seats are fixed once the game has begun.
    Started,
    SeatTaken(Seat),
    /// No move of this device's to take back, or a request already open.
    NoUndo,
    /// A message only the dealer's device may send (a game with hidden hands).
    NotDealer,
    /// A hand from the dealer that cannot be true.
    Hand(HandError),
    /// A move of this device's is still on its way to the dealer.
    Waiting,
    /// Not every player's device has given its part of the shuffle yet.
    Unready,
}

/// What the table asks of the device it runs on.
#[derive(Clone, Debug, PartialEq)]
pub enum Out {
    /// Send `text` to one connection, or to all (`None`).
    Send { to: Option<Peer>, text: String },
    /// The record changed (moves added, taken back, or another game): redraw the board.
    Record,
    /// Seats, names or presence changed: redraw the lobby.
    Lobby,
    /// A message was refused; `who` is the sender's name as far as it is known.
    Refused { who: String, why: Refusal },
    /// Device `asker` (named) asks to take back the moves from `to` on: answer it.
    UndoAsked {
        asker: DeviceId,
        name: String,
        to: usize,
    },
    /// `name` refused this device's undo request.
    UndoRefused { name: String },
    /// The game is over and its deal was checked (a game with hidden hands).
    Checked(Result<(), Mismatch>),
}

/// An undo request being answered.
#[derive(Clone, Debug)]
struct Ask {
    to: usize,
    len: usize,
    yes: BTreeSet<DeviceId>,
}

pub struct Table<G: Game> {
    room: String,
    me: DeviceId,
    name: String,
    host: Option<DeviceId>,
    seats: Vec<SeatEntry>,
    started: bool,
    gen: Gen,
    session: Session<G>,
    by: Vec<DeviceId>,
    /// `chain[i]` is the hash of the first `i` moves.
    chain: Vec<u64>,
    devices: Devices,
    /// The devices shown as gone at the last `tick`.
    gone: BTreeSet<DeviceId>,
    last_ping: Millis,
    now: Millis,
    asks: BTreeMap<DeviceId, Ask>,
    /// The moves of the record this device joined with (`Table::new` without a host): the
    /// ones for its seats are played again once it has caught up with the others.
    saved: Vec<G::Move>,
    /// Whether the saved moves are still being played again (the record has not gone
    /// another way): the saved ones are kept after, as this device's word on its moves.
    replaying: bool,
}

/// The hash of the moves `before` is the hash of, followed by `mv` (FNV-1a over its JSON).
pub fn chain<G: Game>(before: u64, mv: &G::Move) -> u64 {
    let text = serde_json::to_vec(mv).expect("a move always serializes");
    text.iter().fold(before ^ 0x9e37_79b9_7f4a_7c15, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

fn chain_of<G: Game>(moves: &[G::Move]) -> Vec<u64> {
    let mut out = vec![0xcbf2_9ce4_8422_2325];
    for mv in moves {
        out.push(chain::<G>(*out.last().unwrap(), mv));
    }
    out
}

impl<G: Game> Table<G> {
    /// A table for the game of `session`; `host` is `Some(me)` on the device that opens the
    /// room, `None` on a device that joins (it learns the table from the others).
    pub fn new(
        room: &str,
        me: DeviceId,
        name: &str,
        host: Option<DeviceId>,
        session: Session<G>,
    ) -> Self {
        let count = G::seats(session.position(0));
        // A device joining with a record it saved does not know who made its moves: it
        // starts from the beginning, catches up from the others, then plays its own again.
        let (session, saved) = match host {
            Some(_) => (session, Vec::new()),
            None => start_of(session),
        };
        let by = vec![BEFORE; session.moves().len()];
        Table {
            room: room.to_string(),
            me,
            name: name.to_string(),
            host,
            seats: vec![SeatEntry::open(); count],
            started: false,
            gen: Gen::default(),
            chain: chain_of::<G>(session.moves()),
            session,
            by,
            devices: Devices::default(),
            gone: BTreeSet::new(),
            last_ping: 0,
            now: 0,
            asks: BTreeMap::new(),
            replaying: !saved.is_empty(),
            saved,
        }
    }

    /// A table this device kept (after a reload): checked like one heard from another.
    pub fn restore(room: &str, me: DeviceId, name: &str, wire: TableWire<G>) -> Option<Self> {
        let session = Session::from_record(wire.record.clone()).ok()?;
        let mut table = Table::new(room, me, name, Some(me), session);
        table.host = wire.host;
        if wire.seats.len() != table.seats.len() || wire.by.len() != wire.record.moves.len() {
            return None;
        }
        table.seats = wire.seats;
        table.started = wire.started;
        table.gen = wire.gen;
        table.by = wire.by;
        table.replaying = !wire.saved.is_empty();
        table.saved = wire.saved;
        Some(table)
    }

    // ---- what the app reads ----

    pub fn me(&self) -> DeviceId {
        self.me
    }
    pub fn host(&self) -> Option<DeviceId> {
        self.host
    }
    pub fn seats(&self) -> &[SeatEntry] {
        &self.seats
    }
    pub fn started(&self) -> bool {
        self.started
    }
    pub fn gen(&self) -> Gen {
        self.gen
    }
    pub fn session(&self) -> &Session<G> {
        &self.session
    }
    pub fn record(&self) -> &Record<G> {
        self.session.record()
    }
    /// The device that made each move.
    pub fn made_by(&self) -> &[DeviceId] {
        &self.by
    }

    /// The hash of the moves so far: the `before` of the next move's message.
    pub fn head(&self) -> u64 {
        self.chain[self.by.len()]
    }

    /// The seats this device holds.
    pub fn mine(&self) -> Vec<Seat> {
        (self.seats.iter().enumerate())
            .filter(|(_, e)| e.device() == Some(self.me))
            .map(|(s, _)| s as Seat)
            .collect()
    }

    /// Whether device `d` is there (heard within `GONE_AFTER`, and not gone).
    pub fn present(&self, d: DeviceId) -> bool {
        d == self.me || self.devices.present(d, self.now)
    }

    /// Whether every seat has a holder (a person or the computer).
    pub fn full(&self) -> bool {
        self.seats.iter().all(|e| e.holder != Holder::Open)
    }

    /// Whether this device plays the computer's seats: the host while it is there, else
    /// the seated device with the smallest id that is there.
    pub fn runs_computers(&self) -> bool {
        if let Some(host) = self.host.filter(|&h| self.present(h)) {
            return host == self.me;
        }
        let seated = self.seats.iter().filter_map(SeatEntry::device);
        seated.filter(|&d| self.present(d)).min() == Some(self.me)
    }

    /// Who holds the seat to move, if the game is on.
    pub fn to_move(&self) -> Option<(Seat, &Holder)> {
        let seat = G::to_move(self.session.state())?;
        Some((seat, &self.seats.get(seat as usize)?.holder))
    }

    /// The name of device `d`, as last heard (or as its seat says).
    pub fn name_of(&self, d: DeviceId) -> String {
        if d == self.me {
            return self.name.clone();
        }
        if let Some(name) = self.devices.name(d) {
            return name;
        }
        (self.seats.iter())
            .find_map(|e| match &e.holder {
                Holder::Person { device, name } if *device == d => Some(name.clone()),
                _ => None,
            })
            .unwrap_or_default()
    }

    /// The open undo request of another device this device should answer.
    pub fn undo_asked(&self) -> Option<(DeviceId, usize)> {
        (self.asks.iter())
            .find(|(&asker, ask)| asker != self.me && !ask.yes.contains(&self.me))
            .filter(|_| !self.mine().is_empty())
            .map(|(&asker, ask)| (asker, ask.to))
    }

    /// Whether this device joined with a saved record whose moves it has not found again
    /// yet: until then its record is not the game's (do not save it over the saved one).
    pub fn catching_up(&self) -> bool {
        self.replaying
    }

    /// Whether this device's own undo request is waiting for answers.
    pub fn undo_waiting(&self) -> bool {
        self.asks.contains_key(&self.me)
    }

    pub fn wire(&self) -> TableWire<G> {
        TableWire {
            host: self.host,
            seats: self.seats.clone(),
            started: self.started,
            gen: self.gen,
            record: self.record().clone(),
            by: self.by.clone(),
            saved: self.saved.clone(),
        }
    }

    /// A hash of everything two devices at the table should agree on: the seats, whether
    /// the game began, its generation, the moves and who made them.
    pub fn digest(&self) -> u64 {
        let seats = serde_json::to_string(&(&self.seats, self.started, self.gen, &self.by));
        let text = seats.expect("seats always serialize");
        crate::core::rng::hash_str(&text) ^ self.chain[self.by.len()]
    }
}

fn theirs_session_person<G: Game>(session: &Session<G>, seats: &[SeatEntry], ply: usize) -> bool {
    let seat = G::to_move(session.position(ply));
    seat.is_some_and(|s| matches!(seats[s as usize].holder, Holder::Person { .. }))
}

/// The start of `session`'s game, and the moves it had.
fn start_of<G: Game>(session: Session<G>) -> (Session<G>, Vec<G::Move>) {
    let mut record = session.record().clone();
    let moves = std::mem::take(&mut record.moves);
    let start = Session::from_record(record).expect("the start of a record replays");
    (start, moves)
}

/// Whether device `d` may play the computer's seats: the host, or a seated device.
fn member(host: Option<DeviceId>, seats: &[SeatEntry], d: DeviceId) -> bool {
    host == Some(d) || seats.iter().any(|e| e.device() == Some(d))
}
