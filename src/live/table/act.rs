//! What the people at this device do at a live table: take or free a seat, rename, start,
//! move, ask for and answer an undo, and start the next game.

use super::*;

impl<G: Game> Table<G> {
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

    pub(super) fn seat_entry(&self, seat: Seat) -> Result<SeatEntry, Refusal> {
        (self.seats.get(seat as usize).cloned()).ok_or(Refusal::NotYourSeat(seat))
    }

    pub(super) fn set_seat(&mut self, seat: Seat, holder: Holder) -> Vec<Out> {
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

    pub(super) fn heard_ask(
        &mut self,
        from: DeviceId,
        gen: Gen,
        to: usize,
        len: usize,
    ) -> Vec<Out> {
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
    pub(super) fn heard_answer(
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
    pub(super) fn settle(&mut self, asker: DeviceId) -> Vec<Out> {
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
