//! One seeded run of a live game over the simulated network: the lobby, a game played with
//! random legal moves while the network misbehaves, then healing and a quiet period; and the
//! properties every run must keep.

use super::{Faults, Net};
use boardshelf::core::ai::Level;
use boardshelf::core::{Game, Rng, Session};
use boardshelf::live::{Body, DeviceId, Gen, Holder, Message, Out, Table, VERSION};

/// A move a device made for a person's seat it holds, to be found after convergence.
struct Made<G: Game> {
    device: usize,
    gen: Gen,
    before: Vec<G::Move>,
    mv: G::Move,
}

pub struct Run<G: Game> {
    pub net: Net<G>,
    made: Vec<Made<G>>,
    /// Undo requests waiting for an answer: (device asked, asker).
    asked: Vec<(usize, DeviceId)>,
    /// Whether devices ask to take moves back.
    pub undos: bool,
    /// Whether devices reload, and whether they may come back from their saved record only
    /// (it forgets who made the moves and the undos only it agreed: runs without undos).
    pub reloads: bool,
    pub record_reloads: bool,
    /// A watching device that also sends crafted messages: moves for seats it does not
    /// hold, records with moves said to be others', seats taken.
    pub liar: Option<usize>,
}

/// Every record a device holds replays, and every move in it was made by the holder of its
/// seat (the computer's by a seated device).
pub fn check_table<G: Game>(table: &Table<G>) {
    let record = table.record();
    let session = Session::from_record(record.clone()).expect("the record replays");
    let by = table.made_by();
    assert_eq!(by.len(), record.moves.len(), "one maker per move");
    assert!(table.started() || by.is_empty(), "moves before the start");
    let seats = table.seats();
    for (ply, maker) in by.iter().enumerate() {
        let seat = G::to_move(session.position(ply)).expect("a move before the end");
        let ok = match &seats[seat as usize].holder {
            Holder::Person { device, .. } => device == maker,
            Holder::Computer(_) => {
                Some(*maker) == table.host() || seats.iter().any(|e| e.device() == Some(*maker))
            }
            Holder::Open => false,
        };
        assert!(ok, "move {ply} by {maker} for seat {seat}: {seats:?}");
    }
}

impl<G: Game> Run<G> {
    /// `plan[seat]` is the index of the device that takes it, or `None` for the computer.
    pub fn new(ids: &[DeviceId], config: G::Config, seed: u64) -> Self {
        let session = Session::new(config, seed).expect("a valid config");
        Run {
            net: Net::new(ids, &session, seed),
            made: Vec::new(),
            asked: Vec::new(),
            undos: true,
            reloads: true,
            record_reloads: false,
            liar: None,
        }
    }

    /// Devices meet, claim their seats (the network misbehaving), and the host starts.
    pub fn lobby(&mut self, plan: &[Option<usize>]) {
        self.net.connect_all();
        for (seat, who) in plan.iter().enumerate() {
            if let Some(i) = *who {
                let out = self.net.devices[i]
                    .table
                    .claim(seat as u8)
                    .expect("a free seat");
                self.net.apply(i, out);
            }
            self.wander(20);
        }
        self.net.quiet();
        let out = self.net.devices[0].table.start(Level::Easy);
        self.net.apply(0, out);
    }

    /// Some steps of the network on its own: deliveries and time.
    fn wander(&mut self, steps: usize) {
        for _ in 0..steps {
            match self.net.rng.below(4) {
                0 => {
                    let wait = self.net.rng.below(400);
                    self.net.advance(wait)
                }
                _ => drop(self.net.deliver_one()),
            }
        }
    }

    /// Device `i` plays a random legal move if one of its seats, or a computer's it runs,
    /// is to move.
    pub fn try_play(&mut self, i: usize) -> bool {
        let table = &self.net.devices[i].table;
        let Some((_, holder)) = table.to_move() else {
            return false;
        };
        let person = match holder {
            Holder::Person { device, .. } if *device == table.me() => true,
            Holder::Computer(_) if table.runs_computers() => false,
            _ => return false,
        };
        if !table.started() {
            return false;
        }
        let moves = G::legal_moves(table.session().state());
        let mv = self.net.rng.choose(&moves).expect("a move").clone();
        let (gen, before) = (table.gen(), table.record().moves.clone());
        let out = self.net.devices[i]
            .table
            .play(mv.clone())
            .expect("a legal move");
        if std::env::var("TRACE").is_ok() {
            eprintln!(
                "t{} d{i} plays {mv:?} at {} gen {gen:?} person {person}",
                self.net.now,
                before.len()
            );
        }
        if person {
            let device = i;
            self.made.push(Made {
                device,
                gen,
                before,
                mv,
            });
        }
        self.net.apply(i, out);
        true
    }

    /// One random step of the game while the network misbehaves.
    pub fn step(&mut self) {
        let n = self.net.devices.len();
        let roll = self.net.rng.below(1000);
        let i = self.net.rng.below(n as u64) as usize;
        let (wait, coin) = (self.net.rng.below(1_500), self.net.rng.below(2) == 0);
        match roll {
            0..=39 if self.liar.is_some() => self.lie(),
            0..=449 => drop(self.net.deliver_one()),
            450..=699 => drop(self.try_play(i)),
            700..=939 => self.net.advance(wait),
            940..=959 => self.cut_or_heal(),
            // The host keeps its table; others may come back with their saved record only.
            960..=969 if self.reloads => {
                let keep = coin || i == 0 || !self.record_reloads;
                self.net.reload(i, keep)
            }
            970..=984 if self.undos => self.ask_undo(i),
            985..=999 if self.undos => self.answer_undo(),
            _ => {}
        }
        self.collect_asks();
        self.net.save_all();
        for d in &self.net.devices {
            check_table(&d.table);
        }
        if std::env::var("TRACE").is_ok() {
            let lens: Vec<_> = (self.net.devices.iter())
                .map(|d| {
                    (
                        d.table.made_by().len(),
                        d.table.catching_up() as u8,
                        d.table.started() as u8,
                        d.save.moves.len(),
                    )
                })
                .collect();
            eprintln!("  roll {roll} i {i} {lens:?}");
        }
    }

    /// The liar sends one crafted message to everyone it is connected to.
    fn lie(&mut self) {
        let liar = self.liar.expect("a liar");
        // Only once every device knows the game began: a lobby trusts seat claims (below).
        if self.net.devices.iter().any(|d| !d.table.started()) {
            return;
        }
        let table = &self.net.devices[liar].table;
        let moves = G::legal_moves(table.session().state());
        let Some(mv) = self.net.rng.choose(&moves).cloned() else {
            return;
        };
        let holder = table.to_move().and_then(|(_, h)| match h {
            Holder::Person { device, .. } => Some(*device),
            _ => None,
        });
        let body = match self.net.rng.below(3) {
            0 => Body::Move {
                gen: table.gen(),
                ply: table.made_by().len(),
                before: table.head(),
                mv,
            },
            1 => {
                let mut wire = table.wire();
                wire.record.moves.push(mv);
                wire.by.push(holder.unwrap_or(table.me()));
                Body::Table(wire)
            }
            _ => {
                let mut wire = table.wire();
                wire.seats[0].version += 1;
                wire.seats[0].holder = Holder::Person {
                    device: table.me(),
                    name: "liar".into(),
                };
                Body::Table(wire)
            }
        };
        let text = Message::<G> {
            v: VERSION,
            room: super::ROOM.into(),
            from: table.me(),
            name: "liar".into(),
            body,
        }
        .text();
        self.net.send_raw(liar, &text);
    }

    fn cut_or_heal(&mut self) {
        if !self.net.cut.is_empty() {
            return self.net.heal();
        }
        let n = self.net.devices.len() as u64;
        let rng = &mut self.net.rng;
        let side = (0..n).filter(|_| rng.below(2) == 0).map(|i| i as usize);
        let side = side.collect();
        self.net.partition(side);
    }

    fn ask_undo(&mut self, i: usize) {
        if let Ok(out) = self.net.devices[i].table.ask_undo() {
            if std::env::var("TRACE").is_ok() {
                eprintln!("t{} d{i} asks undo", self.net.now);
            }
            self.net.apply(i, out);
        }
    }

    fn answer_undo(&mut self) {
        if self.asked.is_empty() {
            return;
        }
        let k = self.net.rng.below(self.asked.len() as u64) as usize;
        let (i, asker) = self.asked.swap_remove(k);
        let yes = self.net.rng.below(4) != 0;
        let out = self.net.devices[i].table.answer_undo(asker, yes);
        if std::env::var("TRACE").is_ok() {
            eprintln!("t{} d{i} answers {asker} {yes}", self.net.now);
        }
        self.net.apply(i, out);
    }

    fn collect_asks(&mut self) {
        for (i, out) in std::mem::take(&mut self.net.events) {
            if let Out::UndoAsked { asker, .. } = out {
                self.asked.push((i, asker));
            }
        }
    }

    /// Heals the network and lets it be quiet, then checks every device holds the same.
    pub fn converge(&mut self) {
        self.net.heal();
        self.net.quiet();
        self.collect_asks();
        let first = &self.net.devices[0].table;
        for d in &self.net.devices[1..] {
            let t = &d.table;
            assert_eq!(
                t.record(),
                first.record(),
                "records of {}: {}",
                d.id,
                self.describe()
            );
            assert_eq!(t.made_by(), first.made_by(), "makers on {}", d.id);
            assert_eq!(t.gen(), first.gen(), "generations on {}", d.id);
            assert_eq!(t.seats(), first.seats(), "seats on {}", d.id);
            assert_eq!(t.started(), first.started(), "started on {}", d.id);
        }
        self.check_nothing_lost();
        self.check_makers_made_them();
    }

    /// Every move of a person's seat in the record was made by that person's device, on
    /// that record: no device took a move that someone else made for it.
    fn check_makers_made_them(&self) {
        let table = &self.net.devices[0].table;
        let (moves, by) = (&table.record().moves, table.made_by());
        let session = table.session();
        for ply in 0..moves.len() {
            let seat = G::to_move(session.position(ply)).unwrap();
            if !matches!(table.seats()[seat as usize].holder, Holder::Person { .. }) {
                continue;
            }
            let made = self.made.iter().any(|m| {
                self.net.devices[m.device].id == by[ply]
                    && m.before[..] == moves[..ply]
                    && m.mv == moves[ply]
            });
            assert!(made, "move {ply} was not made by {}", by[ply]);
        }
    }

    /// Every move a device made for its own seat is in the record, unless moves were taken
    /// back since, or it was made after a computer's move that lost to another made at once.
    fn check_nothing_lost(&self) {
        let table = &self.net.devices[0].table;
        let (moves, by, gen) = (&table.record().moves, table.made_by(), table.gen());
        let session = table.session();
        for m in self.made.iter().filter(|m| m.gen == gen) {
            let ply = m.before.len();
            match (0..ply).find(|&q| moves.get(q) != Some(&m.before[q])) {
                None => {
                    assert_eq!(moves.get(ply), Some(&m.mv), "move {ply} of d{}", m.device);
                    assert_eq!(by[ply], self.net.devices[m.device].id);
                }
                Some(q) => {
                    let seat = G::to_move(session.position(q)).unwrap();
                    let holder = &table.seats()[seat as usize].holder;
                    assert!(matches!(holder, Holder::Computer(_)), "lost at {q}");
                }
            }
        }
    }

    fn describe(&self) -> String {
        let mut text = format!(
            "refusals {:?} links {:?}",
            self.net.refusals,
            self.net.links_list()
        );
        for d in &self.net.devices {
            let t = &d.table;
            let present: Vec<_> = (self.net.devices.iter()).map(|e| t.present(e.id)).collect();
            text += &format!(
                "\n{} host {:?} started {} gen {:?} len {} to_move {:?} computers {} present {:?} seats {:?}",
                d.id, t.host(), t.started(), t.gen(), t.made_by().len(), t.to_move(), t.runs_computers(), present, t.seats()
            );
        }
        text
    }

    /// Plays on with no faults until the game ends; every device then sees the same end.
    pub fn finish(&mut self) {
        self.net.faults = Faults::NONE;
        self.net.heal();
        self.net.quiet();
        for _ in 0..100_000 {
            if G::outcome(self.net.devices[0].table.session().state()).is_some() {
                break;
            }
            let mut any = false;
            for i in 0..self.net.devices.len() {
                any |= self.try_play(i);
                self.net.settle();
            }
            assert!(any, "nobody can move: {}", self.describe());
        }
        self.net.quiet();
        let outcome = G::outcome(self.net.devices[0].table.session().state());
        assert!(outcome.is_some(), "the game ended: {}", self.describe());
        for d in &self.net.devices {
            assert_eq!(G::outcome(d.table.session().state()), outcome);
        }
    }
}

/// A plan of seats: each seat a random device, or the computer (`computers` allowed).
pub fn random_plan(
    rng: &mut Rng,
    seats: usize,
    devices: usize,
    computers: bool,
) -> Vec<Option<usize>> {
    let mut plan: Vec<Option<usize>> = (0..seats).map(|s| Some(s % devices)).collect();
    for entry in plan.iter_mut() {
        if computers && rng.below(3) == 0 {
            *entry = None;
        }
    }
    plan
}

/// What a run lets happen.
#[derive(Clone, Copy)]
pub struct Chaos {
    pub faults: Faults,
    pub undos: bool,
    pub reloads: bool,
    pub record_reloads: bool,
    /// Whether the last device is a watching liar.
    pub liar: bool,
}

/// Plays one run; returns how many messages the devices refused.
pub fn run_game<G: Game>(
    ids: &[DeviceId],
    config: G::Config,
    seed: u64,
    steps: usize,
    chaos: Chaos,
) -> usize {
    eprintln!("seed {seed}");
    let mut run: Run<G> = Run::new(ids, config, seed);
    run.undos = chaos.undos;
    run.reloads = chaos.reloads;
    run.record_reloads = chaos.record_reloads;
    run.liar = chaos.liar.then_some(ids.len() - 1);
    let faults = chaos.faults;
    let seats = run.net.devices[0].table.seats().len();
    let people = ids.len() - chaos.liar as usize;
    let plan = random_plan(&mut run.net.rng, seats, people, true);
    run.net.faults = faults;
    run.lobby(&plan);
    for _ in 0..steps {
        run.step();
    }
    run.converge();
    run.finish();
    // Honest devices never refuse each other.
    if !chaos.liar {
        assert!(run.net.refusals.is_empty(), "{:?}", run.net.refusals);
    }
    run.net.refusals.len()
}
