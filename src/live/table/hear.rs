//! What a live table does with what it hears: each message checked (the mover holds the
//! seat, the move extends the record and is legal, a whole record replays and keeps this
//! device's moves), then merged; anything else refused and said.

use super::*;

impl<G: Game> Table<G> {
    // ---- messages ----

    pub(super) fn message(&self, body: Body<G>) -> String {
        Message {
            v: VERSION,
            room: self.room.clone(),
            from: self.me,
            name: self.name.clone(),
            body,
        }
        .text()
    }

    pub(super) fn send(&self, to: Option<&Peer>, body: Body<G>) -> Out {
        Out::Send {
            to: to.cloned(),
            text: self.message(body),
        }
    }

    pub(super) fn table_to(&self, to: Option<&Peer>) -> Out {
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

    pub(super) fn heard_move(
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
    pub(super) fn check_mover(&self, from: DeviceId, ply: usize) -> Result<(), Refusal> {
        let state = self.session.position(ply);
        let seat = G::to_move(state).ok_or(Refusal::GameOver)?;
        match &self.seats[seat as usize].holder {
            Holder::Person { device, .. } if *device == from => Ok(()),
            Holder::Computer(_) if member(self.host, &self.seats, from) => Ok(()),
            _ => Err(Refusal::NotYourSeat(seat)),
        }
    }

    /// A move was added to the session by `from`.
    pub(super) fn moved(&mut self, from: DeviceId) {
        let mv = self.session.moves().last().expect("a move was just played");
        let next = chain::<G>(*self.chain.last().unwrap(), mv);
        self.chain.push(next);
        self.by.push(from);
        // The record an undo request was about has changed: the request lapses.
        let len = self.by.len();
        self.asks.retain(|_, ask| ask.len == len);
    }

    /// Another device's whole table, checked and merged into this one.
    pub(super) fn merge(
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
    pub(super) fn replay_saved(&mut self) -> Vec<Out> {
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
    pub(super) fn check_wire(&self, wire: &TableWire<G>) -> Result<Session<G>, Refusal> {
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
    pub(super) fn movers_hold(
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
    pub(super) fn merge_seats(&self, wire: &TableWire<G>) -> Result<Vec<SeatEntry>, Refusal> {
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
    pub(super) fn newer(
        &self,
        from: DeviceId,
        wire: &TableWire<G>,
    ) -> Result<Option<bool>, Refusal> {
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
    pub(super) fn vouched(
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
    pub(super) fn theirs_stands(&self, ply: usize, from: DeviceId, wire: &TableWire<G>) -> bool {
        let (theirs_by, mine_by) = (wire.by[ply], self.by[ply]);
        if theirs_by != mine_by {
            return theirs_by < mine_by;
        }
        let theirs_hash = chain::<G>(self.chain[ply], &wire.record.moves[ply]);
        from == theirs_by || theirs_hash > self.chain[ply + 1]
    }

    /// The same computer move made on two devices at once: both keep it, as made by the
    /// smaller device id (the moves after it are not lost). Returns whether `self.by` changed.
    pub(super) fn merge_makers(&mut self, wire: &mut TableWire<G>) -> bool {
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

    pub(super) fn seat_is_person(&self, ply: usize) -> bool {
        let seat = G::to_move(self.session.position(ply));
        seat.is_some_and(|s| matches!(self.seats[s as usize].holder, Holder::Person { .. }))
    }

    pub(super) fn take_record(&mut self, wire: TableWire<G>, session: Session<G>) {
        self.chain = chain_of::<G>(session.moves());
        self.session = session;
        self.by = wire.by;
        self.gen = wire.gen;
        let len = self.by.len();
        self.asks.retain(|_, ask| ask.len == len);
    }

    /// Moves taken back or another game: the saved moves say nothing of it any more.
    pub(super) fn forget_saved(&mut self) {
        self.saved.clear();
        self.replaying = false;
    }

    pub(super) fn adopt(&mut self, wire: TableWire<G>, session: Session<G>) {
        self.forget_saved();
        self.seats = wire.seats.clone();
        self.started = wire.started;
        self.host = self.host.or(wire.host);
        self.asks.clear();
        self.take_record(wire, session);
    }
}
