//! One device's view of a live table. It hears messages from other devices and believes
//! only what it can check: a move must extend its record, be made by the device holding
//! the seat to move, and be legal; a whole record must replay, and may not change the
//! moves this device made. Anything else is refused, said (`Out::Refused`), and changes
//! nothing. Devices that heard the same messages hold the same table, whatever the order.

use super::dealt::Mismatch;
use super::devices::Devices;
use super::seats::{merge_all, rotated, Holder, SeatEntry};
use super::wire::{Body, Gen, Message, TableWire, VERSION};
use super::{DeviceId, Millis, Peer, PING_EVERY};
use crate::core::ai::Level;
use crate::core::{Game, HandError, Record, Seat, Session};
use std::collections::{BTreeMap, BTreeSet};

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

    // ---- messages ----

    fn message(&self, body: Body<G>) -> String {
        Message {
            v: VERSION,
            room: self.room.clone(),
            from: self.me,
            name: self.name.clone(),
            body,
        }
        .text()
    }

    fn send(&self, to: Option<&Peer>, body: Body<G>) -> Out {
        Out::Send {
            to: to.cloned(),
            text: self.message(body),
        }
    }

    fn table_to(&self, to: Option<&Peer>) -> Out {
        self.send(to, Body::Table(self.wire()))
    }

    /// A connection opened: tell it the table.
    pub fn peer_joined(&mut self, peer: &Peer) -> Vec<Out> {
        vec![self.table_to(Some(peer))]
    }

    /// A connection closed: its device is gone unless it has another.
    pub fn peer_left(&mut self, peer: &Peer) -> Vec<Out> {
        self.devices.left(peer)
    }

    /// Time passes: say this device is still here, and notice who went quiet.
    pub fn tick(&mut self, now: Millis) -> Vec<Out> {
        self.now = now;
        let mut out = Vec::new();
        if now.saturating_sub(self.last_ping) >= PING_EVERY {
            self.last_ping = now;
            let digest = self.digest();
            out.push(self.send(None, Body::Ping { digest }));
        }
        let gone: BTreeSet<DeviceId> = (self.devices.heard())
            .filter(|&d| !self.present(d))
            .collect();
        if gone != self.gone {
            self.gone = gone;
            out.push(Out::Lobby);
        }
        out
    }

    /// A message from connection `peer`.
    pub fn hear(&mut self, peer: &Peer, text: &str, now: Millis) -> Vec<Out> {
        self.now = now;
        let (msg, mut out) =
            match (self.devices).open::<Body<G>>(peer, text, (&self.room, self.me), now) {
                Ok(opened) => opened,
                Err(refused) => return vec![refused],
            };
        let who = msg.name.clone();
        let result = match msg.body {
            Body::Table(wire) => self.merge(peer, msg.from, wire),
            Body::Move {
                gen,
                ply,
                before,
                mv,
            } => self.heard_move(peer, msg.from, gen, ply, before, mv),
            Body::Sync => Ok(vec![self.table_to(Some(peer))]),
            Body::Ping { digest } if digest != self.digest() => Ok(vec![self.table_to(Some(peer))]),
            Body::Ping { .. } => Ok(Vec::new()),
            Body::UndoAsk { gen, to, len } => Ok(self.heard_ask(msg.from, gen, to, len)),
            Body::UndoAnswer {
                gen,
                asker,
                to,
                len,
                yes,
            } => Ok(self.heard_answer(msg.from, &who, gen, asker, to, len, yes)),
        };
        match result {
            Ok(more) => out.extend(more),
            Err(why) => out.push(Out::Refused { who, why }),
        }
        out
    }

    fn heard_move(
        &mut self,
        peer: &Peer,
        from: DeviceId,
        gen: Gen,
        ply: usize,
        before: u64,
        mv: G::Move,
    ) -> Result<Vec<Out>, Refusal> {
        let len = self.by.len();
        if gen < self.gen {
            // It crossed an undo or a rematch: the sender will catch up from our table.
            return Ok(vec![self.table_to(Some(peer))]);
        }
        if gen > self.gen || ply > len || !self.started {
            return Ok(vec![self.send(Some(peer), Body::Sync)]);
        }
        if ply < len {
            if self.session.moves()[ply] == mv && self.chain[ply] == before {
                return Ok(Vec::new()); // heard twice
            }
            return self
                .check_mover(from, ply)
                .map(|_| vec![self.send(Some(peer), Body::Sync)]);
        }
        if self.chain[len] != before {
            return Ok(vec![self.send(Some(peer), Body::Sync)]);
        }
        self.check_mover(from, ply)?;
        self.session.play(mv).map_err(|_| Refusal::Illegal)?;
        self.moved(from);
        let mut out = vec![Out::Record];
        out.extend(self.replay_saved());
        Ok(out)
    }

    /// Whether device `from` may make the move at `ply` of this record (a person's seat only
    /// from its holder; the computer's from the host or any seated device).
    fn check_mover(&self, from: DeviceId, ply: usize) -> Result<(), Refusal> {
        let state = self.session.position(ply);
        let seat = G::to_move(state).ok_or(Refusal::GameOver)?;
        match &self.seats[seat as usize].holder {
            Holder::Person { device, .. } if *device == from => Ok(()),
            Holder::Computer(_) if member(self.host, &self.seats, from) => Ok(()),
            _ => Err(Refusal::NotYourSeat(seat)),
        }
    }

    /// A move was added to the session by `from`.
    fn moved(&mut self, from: DeviceId) {
        let mv = self.session.moves().last().expect("a move was just played");
        let next = chain::<G>(*self.chain.last().unwrap(), mv);
        self.chain.push(next);
        self.by.push(from);
        // The record an undo request was about has changed: the request lapses.
        let len = self.by.len();
        self.asks.retain(|_, ask| ask.len == len);
    }

    /// Another device's whole table, checked and merged into this one.
    fn merge(
        &mut self,
        peer: &Peer,
        from: DeviceId,
        wire: TableWire<G>,
    ) -> Result<Vec<Out>, Refusal> {
        let theirs = self.check_wire(&wire)?;
        if wire.gen.game < self.gen.game {
            return Ok(vec![self.table_to(Some(peer))]);
        }
        if wire.gen.game > self.gen.game {
            // A rematch: the next game of the room, with its own seats.
            self.adopt(wire, theirs);
            return Ok(vec![Out::Lobby, Out::Record]);
        }
        let same =
            |r: &Record<G>| (r.seed, r.match_id) == (self.record().seed, self.record().match_id);
        if !same(&wire.record) {
            // Two rematches asked at once: the one of the smaller match id is the next game.
            if self.gen.game == 0 {
                return Err(Refusal::Forged);
            }
            if wire.record.match_id < self.record().match_id {
                self.adopt(wire, theirs);
                return Ok(vec![Out::Lobby, Out::Record]);
            }
            return Ok(vec![self.table_to(Some(peer))]);
        }
        let mut out = Vec::new();
        let seats = self.merge_seats(&wire)?;
        let started = self.started || wire.started;
        if seats != self.seats || started != self.started || self.host.is_none() {
            self.seats = seats;
            self.started = started;
            self.host = self.host.or(wire.host);
            out.push(Out::Lobby);
        }
        let mut wire = wire;
        if self.merge_makers(&mut wire) {
            out.push(Out::Record);
        }
        let verdict = self
            .newer(from, &wire)
            .and_then(|v| self.vouched(from, &wire, &theirs, v));
        match verdict {
            Ok(Some(true)) => {
                self.take_record(wire, theirs);
                out.push(Out::Record);
            }
            Ok(Some(false)) => out.push(self.table_to(Some(peer))),
            Ok(None) | Err(_) => {}
        }
        // Caught up, even with a refused record: this device's own moves come back now.
        out.extend(self.replay_saved());
        verdict.map(|_| out)
    }

    /// Once caught up with a game that began, plays again the moves of the saved record
    /// that come next and are this device's to make; the saved record is let go once the
    /// game has reached its end or gone another way.
    fn replay_saved(&mut self) -> Vec<Out> {
        if !self.replaying || !self.started {
            return Vec::new();
        }
        let mut out = Vec::new();
        loop {
            let len = self.by.len();
            if self.saved.len() <= len {
                self.saved.clear();
            }
            if self.saved.len() <= len || self.saved[..len] != *self.session.moves() {
                self.replaying = false;
                return out;
            }
            match self.play(self.saved[len].clone()) {
                Ok(more) => out.extend(more),
                Err(_) => return out, // another device's move: wait for it
            }
        }
    }

    /// The wire's record replayed, if it is of this game and reads as a table of it.
    fn check_wire(&self, wire: &TableWire<G>) -> Result<Session<G>, Refusal> {
        // Moves are made only once the game has begun (but for those from before the table).
        let fits = (wire.started || wire.by.iter().all(|&d| d == BEFORE))
            && wire.seats.len() == self.seats.len()
            && wire.by.len() == wire.record.moves.len()
            && wire.record.config == self.record().config;
        let session = Session::from_record(wire.record.clone()).map_err(|_| Refusal::Forged)?;
        let host = self.host.or(wire.host);
        if !fits || !self.movers_hold(host, &session, &wire.seats, &wire.by, 0) {
            return Err(Refusal::Forged);
        }
        Ok(session)
    }

    /// Whether every move from `from_ply` on was made by the device holding its seat (the
    /// computer's by the host or any seated device).
    fn movers_hold(
        &self,
        host: Option<DeviceId>,
        session: &Session<G>,
        seats: &[SeatEntry],
        by: &[DeviceId],
        from_ply: usize,
    ) -> bool {
        // Moves from before the table opened come first, and only first.
        let before = by.iter().take_while(|&&d| d == BEFORE).count();
        (from_ply.max(before)..by.len()).all(|ply| {
            let Some(seat) = G::to_move(session.position(ply)) else {
                return false;
            };
            match &seats[seat as usize].holder {
                Holder::Person { device, .. } => *device == by[ply],
                Holder::Computer(_) => member(host, seats, by[ply]),
                Holder::Open => false,
            }
        })
    }

    /// The seats after hearing `wire`: a device may not take a seat from this one, nor
    /// change a seat once the game has begun. A game that began fixes the seats: a device
    /// still in the lobby takes them (a claim that crossed the start lost to it), and a
    /// device whose game began keeps its own against a lobby's.
    fn merge_seats(&self, wire: &TableWire<G>) -> Result<Vec<SeatEntry>, Refusal> {
        let merged = match (self.started, wire.started) {
            (true, false) => return Ok(self.seats.clone()),
            (false, true) => wire.seats.clone(),
            _ => merge_all(&self.seats, &wire.seats),
        };
        for (seat, (mine, new)) in self.seats.iter().zip(&merged).enumerate() {
            let seat = seat as Seat;
            if mine == new {
                continue;
            }
            // A later change only: of two claims made at once, one loses on every device.
            if mine.device() == Some(self.me) && new.version > mine.version {
                return Err(Refusal::NotYourSeat(seat));
            }
            if self.started && mine.holder != Holder::Open {
                return Err(Refusal::Started);
            }
        }
        Ok(merged)
    }

    /// Whether the wire's record should replace this one (`Some(true)`), is behind it
    /// (`Some(false)`: tell the sender), or is the same (`None`).
    fn newer(&self, from: DeviceId, wire: &TableWire<G>) -> Result<Option<bool>, Refusal> {
        let (mine, theirs) = (self.session.moves(), &wire.record.moves);
        let common = mine.len().min(theirs.len());
        let split = (0..common).find(|&i| mine[i] != theirs[i]);
        if wire.gen.undo < self.gen.undo {
            return Ok(Some(false)); // from before an undo agreed here: tell them
        }
        // A move this device made cannot be changed by another.
        if let Some(i) = split {
            if self.by[i] == self.me && self.seat_is_person(i) {
                return Err(Refusal::Forged);
            }
        }
        if wire.gen.undo != self.gen.undo {
            return Ok(Some(wire.gen.undo > self.gen.undo));
        }
        Ok(match split {
            Some(i) => Some(self.theirs_stands(i, from, wire)),
            None if theirs.len() > mine.len() => Some(true),
            None if theirs.len() < mine.len() || self.by[..common] != wire.by[..common] => {
                Some(false)
            }
            None => None,
        })
    }

    /// Whether a record that should replace this one (`newer`) may: the moves it brings
    /// that others made are taken only from a device at the table (holding a seat, or the
    /// host) — from any device when they are its own or this one's (a watcher handing back
    /// what this device made before a reload) — and none of this device's seats' moves may
    /// be said to be its own when it did not make them.
    fn vouched(
        &self,
        from: DeviceId,
        wire: &TableWire<G>,
        theirs: &Session<G>,
        newer: Option<bool>,
    ) -> Result<Option<bool>, Refusal> {
        if newer != Some(true) {
            return Ok(newer);
        }
        let mine = self.session.moves();
        let kept = (0..mine.len().min(wire.by.len()))
            .take_while(|&i| mine[i] == wire.record.moves[i])
            .count();
        let brought = &wire.by[kept..];
        // This device's own moves for its seats come back only as it saved them (after a
        // reload); another device's word for them is not taken.
        let forged = (kept..wire.by.len()).any(|ply| {
            let person = theirs_session_person(theirs, &wire.seats, ply);
            wire.by[ply] == self.me
                && person
                && self.saved.get(ply) != Some(&wire.record.moves[ply])
        });
        if self.started && forged {
            return Err(Refusal::Forged);
        }
        let at_table =
            self.host == Some(from) || self.seats.iter().any(|e| e.device() == Some(from));
        // Not vouched for: left alone, without answering (the sender is behind no one).
        let own = |&d: &DeviceId| d == from || d == self.me;
        Ok((at_table || brought.iter().all(own)).then_some(true))
    }

    /// Of two different moves at `ply`, whether the wire's stands, the same on every device:
    /// two computer moves made at once (the devices could not hear each other), the one of
    /// the smaller device id; two of one device (it moved again from a record that was
    /// behind), its own word, else the higher hash.
    fn theirs_stands(&self, ply: usize, from: DeviceId, wire: &TableWire<G>) -> bool {
        let (theirs_by, mine_by) = (wire.by[ply], self.by[ply]);
        if theirs_by != mine_by {
            return theirs_by < mine_by;
        }
        let theirs_hash = chain::<G>(self.chain[ply], &wire.record.moves[ply]);
        from == theirs_by || theirs_hash > self.chain[ply + 1]
    }

    /// The same computer move made on two devices at once: both keep it, as made by the
    /// smaller device id (the moves after it are not lost). Returns whether `self.by` changed.
    fn merge_makers(&mut self, wire: &mut TableWire<G>) -> bool {
        if wire.gen != self.gen {
            return false;
        }
        let (mine, theirs) = (self.session.moves(), &wire.record.moves);
        let same = (0..mine.len().min(theirs.len())).take_while(|&i| mine[i] == theirs[i]);
        let mut changed = false;
        for i in same {
            let least = self.by[i].min(wire.by[i]);
            changed |= self.by[i] != least;
            (self.by[i], wire.by[i]) = (least, least);
        }
        changed
    }

    fn seat_is_person(&self, ply: usize) -> bool {
        let seat = G::to_move(self.session.position(ply));
        seat.is_some_and(|s| matches!(self.seats[s as usize].holder, Holder::Person { .. }))
    }

    fn take_record(&mut self, wire: TableWire<G>, session: Session<G>) {
        self.chain = chain_of::<G>(session.moves());
        self.session = session;
        self.by = wire.by;
        self.gen = wire.gen;
        let len = self.by.len();
        self.asks.retain(|_, ask| ask.len == len);
    }

    /// Moves taken back or another game: the saved moves say nothing of it any more.
    fn forget_saved(&mut self) {
        self.saved.clear();
        self.replaying = false;
    }

    fn adopt(&mut self, wire: TableWire<G>, session: Session<G>) {
        self.forget_saved();
        self.seats = wire.seats.clone();
        self.started = wire.started;
        self.host = self.host.or(wire.host);
        self.asks.clear();
        self.take_record(wire, session);
    }

    // ---- what the people here do ----

    /// This device takes an open seat, in `name`.
    pub fn claim(&mut self, seat: Seat) -> Result<Vec<Out>, Refusal> {
        let entry = self.seat_entry(seat)?;
        if self.started {
            return Err(Refusal::Started);
        }
        if entry.holder != Holder::Open && entry.device() != Some(self.me) {
            return Err(Refusal::SeatTaken(seat));
        }
        let holder = Holder::Person {
            device: self.me,
            name: self.name.clone(),
        };
        Ok(self.set_seat(seat, holder))
    }

    /// The seat goes back to nobody (a person leaving it) or to the computer.
    pub fn set_seat_free(
        &mut self,
        seat: Seat,
        computer: Option<Level>,
    ) -> Result<Vec<Out>, Refusal> {
        let entry = self.seat_entry(seat)?;
        if self.started {
            return Err(Refusal::Started);
        }
        if entry.device().is_some_and(|d| d != self.me) {
            return Err(Refusal::SeatTaken(seat));
        }
        Ok(self.set_seat(seat, computer.map_or(Holder::Open, Holder::Computer)))
    }

    fn seat_entry(&self, seat: Seat) -> Result<SeatEntry, Refusal> {
        (self.seats.get(seat as usize).cloned()).ok_or(Refusal::NotYourSeat(seat))
    }

    fn set_seat(&mut self, seat: Seat, holder: Holder) -> Vec<Out> {
        let entry = &mut self.seats[seat as usize];
        entry.version += 1;
        entry.holder = holder;
        vec![Out::Lobby, self.table_to(None)]
    }

    /// Renames this device (its seats say the new name).
    pub fn rename(&mut self, name: &str) -> Vec<Out> {
        self.name = name.to_string();
        let mine = self.mine();
        if self.started || mine.is_empty() {
            return vec![Out::Lobby];
        }
        let me = self.me;
        for seat in mine {
            self.seats[seat as usize] = SeatEntry {
                version: self.seats[seat as usize].version + 1,
                holder: Holder::Person {
                    device: me,
                    name: name.to_string(),
                },
            };
        }
        vec![Out::Lobby, self.table_to(None)]
    }

    /// The game begins: seats still open go to the computer at `level`.
    pub fn start(&mut self, level: Level) -> Vec<Out> {
        for entry in self.seats.iter_mut().filter(|e| e.holder == Holder::Open) {
            entry.version += 1;
            entry.holder = Holder::Computer(level);
        }
        self.started = true;
        vec![Out::Lobby, Out::Record, self.table_to(None)]
    }

    /// A move made here: by a person for a seat this device holds, or by the computer this
    /// device runs.
    pub fn play(&mut self, mv: G::Move) -> Result<Vec<Out>, Refusal> {
        if !self.started {
            return Err(Refusal::NotStarted);
        }
        let ply = self.by.len();
        let (seat, holder) = self.to_move().ok_or(Refusal::GameOver)?;
        let allowed = match holder {
            Holder::Person { device, .. } => *device == self.me,
            Holder::Computer(_) => self.runs_computers(),
            Holder::Open => false,
        };
        if !allowed {
            return Err(Refusal::NotYourSeat(seat));
        }
        let before = self.chain[ply];
        self.session
            .play(mv.clone())
            .map_err(|_| Refusal::Illegal)?;
        self.moved(self.me);
        let gen = self.gen;
        Ok(vec![
            Out::Record,
            self.send(
                None,
                Body::Move {
                    gen,
                    ply,
                    before,
                    mv,
                },
            ),
        ])
    }

    /// Asks the others to take back this device's last move (and any after it).
    pub fn ask_undo(&mut self) -> Result<Vec<Out>, Refusal> {
        let to = (self.by.iter())
            .rposition(|&d| d == self.me)
            .ok_or(Refusal::NoUndo)?;
        if self.asks.contains_key(&self.me) {
            return Err(Refusal::NoUndo);
        }
        let len = self.by.len();
        let ask = Ask {
            to,
            len,
            yes: BTreeSet::from([self.me]),
        };
        self.asks.insert(self.me, ask);
        let gen = self.gen;
        let mut out = vec![self.send(None, Body::UndoAsk { gen, to, len })];
        out.extend(self.settle(self.me));
        Ok(out)
    }

    /// This device's answer to device `asker`'s undo request.
    pub fn answer_undo(&mut self, asker: DeviceId, yes: bool) -> Vec<Out> {
        let Some(ask) = self.asks.get(&asker).cloned() else {
            return Vec::new();
        };
        let (gen, me) = (self.gen, self.me);
        let body = Body::UndoAnswer {
            gen,
            asker,
            to: ask.to,
            len: ask.len,
            yes,
        };
        let mut out = vec![self.send(None, body)];
        match yes {
            true => {
                self.asks
                    .get_mut(&asker)
                    .expect("checked above")
                    .yes
                    .insert(me);
                out.extend(self.settle(asker));
            }
            false => {
                self.asks.remove(&asker);
                out.push(Out::Lobby);
            }
        }
        out
    }

    fn heard_ask(&mut self, from: DeviceId, gen: Gen, to: usize, len: usize) -> Vec<Out> {
        let made_it = self.by.get(to) == Some(&from);
        if gen != self.gen || len != self.by.len() || !made_it {
            return Vec::new();
        }
        let name = self.name_of(from);
        let ask = Ask {
            to,
            len,
            yes: BTreeSet::from([from]),
        };
        self.asks.insert(from, ask);
        let mut out = self.settle(from);
        if self.asks.contains_key(&from) && !self.mine().is_empty() {
            out.push(Out::UndoAsked {
                asker: from,
                name,
                to,
            });
        }
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn heard_answer(
        &mut self,
        from: DeviceId,
        who: &str,
        gen: Gen,
        asker: DeviceId,
        to: usize,
        len: usize,
        yes: bool,
    ) -> Vec<Out> {
        let Some(ask) = self.asks.get_mut(&asker) else {
            return Vec::new();
        };
        if gen != self.gen || (ask.to, ask.len) != (to, len) {
            return Vec::new();
        }
        if !yes {
            self.asks.remove(&asker);
            return match asker == self.me {
                true => vec![
                    Out::UndoRefused {
                        name: who.to_string(),
                    },
                    Out::Lobby,
                ],
                false => vec![Out::Lobby],
            };
        }
        ask.yes.insert(from);
        self.settle(asker)
    }

    /// Takes the moves back once every other person at the table agreed.
    fn settle(&mut self, asker: DeviceId) -> Vec<Out> {
        let Some(ask) = self.asks.get(&asker) else {
            return Vec::new();
        };
        let people: BTreeSet<DeviceId> = self.seats.iter().filter_map(SeatEntry::device).collect();
        if !people.is_subset(&ask.yes) {
            return Vec::new();
        }
        let to = ask.to;
        let mut record = self.record().clone();
        record.moves.truncate(to);
        let session = Session::from_record(record).expect("a beginning of a record replays");
        self.chain.truncate(to + 1);
        self.by.truncate(to);
        self.session = session;
        self.gen.undo += 1;
        self.asks.clear();
        self.forget_saved();
        vec![Out::Record, Out::Lobby]
    }

    /// The next game of the room, once this one is over: the same options, a new deal
    /// (`seed`) and match, everyone one seat on.
    pub fn rematch(&mut self, seed: u64, match_id: u64) -> Result<Vec<Out>, Refusal> {
        if G::outcome(self.session.state()).is_none() {
            return Err(Refusal::Started);
        }
        let record = Record::<G>::new(self.record().config.clone(), seed).in_match(match_id);
        self.session = Session::from_record(record).map_err(|_| Refusal::Forged)?;
        self.chain = chain_of::<G>(&[]);
        self.by.clear();
        self.seats = rotated(&self.seats);
        self.gen = Gen {
            game: self.gen.game + 1,
            undo: 0,
        };
        self.asks.clear();
        self.forget_saved();
        Ok(vec![Out::Lobby, Out::Record, self.table_to(None)])
    }
}

/// Whether the seat to move at `ply` of `session` is a person's.
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
