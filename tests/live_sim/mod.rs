//! A simulated network of devices at one live table: messages in flight in a queue that a
//! seeded `Rng` loses, doubles and delays (so reorders); partitions that close the
//! connections across them; devices that reload (a new connection id for the same device,
//! restored from their kept table or from their saved record only).

use boardshelf::core::{Game, Record, Rng, Session};
use boardshelf::live::{carry, DeviceId, Millis, Out, Peer, Refusal, Table, Transport};
use std::collections::BTreeSet;

pub const ROOM: &str = "room";

/// How unreliable the network is, in parts per thousand messages.
#[derive(Clone, Copy, Debug)]
pub struct Faults {
    pub lose: u64,
    pub double: u64,
    /// The longest a message waits before it can be delivered.
    pub max_delay: Millis,
}

impl Faults {
    pub const NONE: Faults = Faults {
        lose: 0,
        double: 0,
        max_delay: 0,
    };
    pub const BAD: Faults = Faults {
        lose: 150,
        double: 100,
        max_delay: 2_000,
    };
}

pub struct Device<G: Game> {
    pub id: DeviceId,
    pub table: Table<G>,
    /// Which connection of this device is current (one more after each reload).
    pub incarnation: u32,
    /// Its saved game, as the app keeps it (not while the table is catching up).
    pub save: Record<G>,
}

struct Packet {
    from: usize,
    from_inc: u32,
    to: usize,
    to_inc: u32,
    text: String,
    at: Millis,
}

pub struct Net<G: Game> {
    pub devices: Vec<Device<G>>,
    links: BTreeSet<(usize, usize)>,
    /// Devices cut off from the others.
    pub cut: BTreeSet<usize>,
    queue: Vec<Packet>,
    pub rng: Rng,
    pub now: Millis,
    pub faults: Faults,
    /// Every refusal any device said: (device index, why).
    pub refusals: Vec<(usize, Refusal)>,
    /// Every other `Out` a device got, with its index (undo asks, refusals of undo...).
    pub events: Vec<(usize, Out)>,
}

pub fn peer_name(id: DeviceId, incarnation: u32) -> Peer {
    format!("{id}#{incarnation}")
}

fn parse_peer(peer: &Peer) -> (DeviceId, u32) {
    let (id, inc) = peer.split_once('#').expect("a simulated peer id");
    (id.parse().unwrap(), inc.parse().unwrap())
}

/// One device's outbox: what it sends goes into the network's queue.
struct Outbox<'a, G: Game> {
    net: &'a mut Net<G>,
    from: usize,
}

impl<G: Game> Transport for Outbox<'_, G> {
    fn send(&mut self, to: Option<&Peer>, text: &str) {
        let from = self.from;
        let targets: Vec<usize> = match to {
            None => self.net.linked(from),
            Some(peer) => self.net.device_of(peer).into_iter().collect(),
        };
        for to in targets {
            if self.net.is_linked(from, to) {
                self.net.post(from, to, text);
            }
        }
    }
}

impl<G: Game> Net<G> {
    /// Devices with these ids; the first opens the room (it is the host).
    pub fn new(ids: &[DeviceId], session: &Session<G>, seed: u64) -> Self {
        let devices = (ids.iter().enumerate())
            .map(|(i, &id)| {
                let host = (i == 0).then_some(id);
                let table = Table::new(ROOM, id, &format!("d{id}"), host, session.clone());
                Device {
                    id,
                    table,
                    incarnation: 0,
                    save: session.record().clone(),
                }
            })
            .collect();
        Net {
            devices,
            links: BTreeSet::new(),
            cut: BTreeSet::new(),
            queue: Vec::new(),
            rng: Rng::new(seed),
            now: 1,
            faults: Faults::NONE,
            refusals: Vec::new(),
            events: Vec::new(),
        }
    }

    pub fn links_list(&self) -> Vec<(usize, usize)> {
        self.links.iter().copied().collect()
    }

    pub fn peer_of(&self, i: usize) -> Peer {
        peer_name(self.devices[i].id, self.devices[i].incarnation)
    }

    fn device_of(&self, peer: &Peer) -> Option<usize> {
        let (id, inc) = parse_peer(peer);
        (self.devices.iter()).position(|d| d.id == id && d.incarnation == inc)
    }

    fn linked(&self, i: usize) -> Vec<usize> {
        (0..self.devices.len())
            .filter(|&j| self.is_linked(i, j))
            .collect()
    }

    fn is_linked(&self, i: usize, j: usize) -> bool {
        self.links.contains(&(i.min(j), i.max(j)))
    }

    /// Sends `text` from device `from` to every device it is connected to, as it is (a
    /// crafted message).
    pub fn send_raw(&mut self, from: usize, text: &str) {
        for to in self.linked(from) {
            self.post(from, to, text);
        }
    }

    fn post(&mut self, from: usize, to: usize, text: &str) {
        let f = self.faults;
        if self.rng.below(1000) < f.lose {
            return;
        }
        let copies = 1 + (self.rng.below(1000) < f.double) as usize;
        for _ in 0..copies {
            let at = self.now + self.rng.below(f.max_delay + 1);
            self.queue.push(Packet {
                from,
                from_inc: self.devices[from].incarnation,
                to,
                to_inc: self.devices[to].incarnation,
                text: text.to_string(),
                at,
            });
        }
    }

    /// Carries out what device `i`'s table asked; keeps the rest as events.
    pub fn apply(&mut self, i: usize, outs: Vec<Out>) {
        let rest = carry(&mut Outbox { net: self, from: i }, outs);
        for out in rest {
            if let Out::Refused { why, .. } = &out {
                self.refusals.push((i, *why));
            }
            self.events.push((i, out));
        }
    }

    /// Opens the connection between devices `i` and `j` (both hear of it).
    pub fn connect(&mut self, i: usize, j: usize) {
        if i == j || self.is_linked(i, j) {
            return;
        }
        self.links.insert((i.min(j), i.max(j)));
        let (pi, pj) = (self.peer_of(i), self.peer_of(j));
        let out = self.devices[i].table.peer_joined(&pj);
        self.apply(i, out);
        let out = self.devices[j].table.peer_joined(&pi);
        self.apply(j, out);
    }

    /// Closes the connection between `i` and `j`: what was in flight on it is lost.
    pub fn disconnect(&mut self, i: usize, j: usize) {
        if !self.links.remove(&(i.min(j), i.max(j))) {
            return;
        }
        self.queue
            .retain(|p| !((p.from, p.to) == (i, j) || (p.from, p.to) == (j, i)));
        let (pi, pj) = (self.peer_of(i), self.peer_of(j));
        let out = self.devices[i].table.peer_left(&pj);
        self.apply(i, out);
        let out = self.devices[j].table.peer_left(&pi);
        self.apply(j, out);
    }

    /// Connects every two devices on the same side of the cut.
    pub fn connect_all(&mut self) {
        let n = self.devices.len();
        for i in 0..n {
            for j in i + 1..n {
                if self.cut.contains(&i) == self.cut.contains(&j) {
                    self.connect(i, j);
                }
            }
        }
    }

    /// Cuts `side` off from the other devices.
    pub fn partition(&mut self, side: BTreeSet<usize>) {
        self.cut = side;
        let n = self.devices.len();
        for i in 0..n {
            for j in i + 1..n {
                if self.cut.contains(&i) != self.cut.contains(&j) {
                    self.disconnect(i, j);
                }
            }
        }
    }

    pub fn heal(&mut self) {
        self.cut.clear();
        self.connect_all();
    }

    /// Device `i` reloads: its connections close, and it comes back with a new connection
    /// id, from its kept table (`keep`) or from its saved record only.
    pub fn reload(&mut self, i: usize, keep: bool) {
        if std::env::var("TRACE").is_ok() {
            eprintln!("t{} d{i} reloads keep {keep}", self.now);
        }
        for j in 0..self.devices.len() {
            self.disconnect(i, j);
        }
        let d = &self.devices[i];
        let name = format!("d{}", d.id);
        let table = match keep {
            true => Table::restore(ROOM, d.id, &name, d.table.wire()).expect("a kept table"),
            false => {
                let session = Session::from_record(d.save.clone()).unwrap();
                Table::new(ROOM, d.id, &name, None, session)
            }
        };
        let d = &mut self.devices[i];
        d.table = table;
        d.incarnation += 1;
        self.connect_all();
    }

    /// Every device saves its game, as the app does after a change.
    pub fn save_all(&mut self) {
        for d in self.devices.iter_mut().filter(|d| !d.table.catching_up()) {
            d.save = d.table.record().clone();
        }
    }

    /// Delivers one message that is due (a random one: messages overtake each other).
    /// Returns the index of the device that heard it.
    pub fn deliver_one(&mut self) -> Option<usize> {
        let due: Vec<usize> = (0..self.queue.len())
            .filter(|&k| self.queue[k].at <= self.now)
            .collect();
        let k = *self.rng.choose(&due)?;
        let p = self.queue.swap_remove(k);
        let live = self.devices[p.to].incarnation == p.to_inc
            && self.devices[p.from].incarnation == p.from_inc
            && self.is_linked(p.from, p.to);
        if !live {
            return Some(p.to);
        }
        let from = peer_name(self.devices[p.from].id, p.from_inc);
        let out = self.devices[p.to].table.hear(&from, &p.text, self.now);
        self.apply(p.to, out);
        Some(p.to)
    }

    /// Time passes by `ms`; every device ticks.
    pub fn advance(&mut self, ms: Millis) {
        self.now += ms;
        for i in 0..self.devices.len() {
            let out = self.devices[i].table.tick(self.now);
            self.apply(i, out);
        }
    }

    /// Delivers everything, with time passing, until nothing is in flight (no faults).
    pub fn settle(&mut self) {
        let faults = std::mem::replace(&mut self.faults, Faults::NONE);
        for _ in 0..100_000 {
            while self.deliver_one().is_some() {}
            if self.queue.is_empty() {
                break;
            }
            self.advance(100);
        }
        self.faults = faults;
    }

    /// A quiet period: no faults, everyone pinging, for long enough to notice differences.
    pub fn quiet(&mut self) {
        let faults = std::mem::replace(&mut self.faults, Faults::NONE);
        for _ in 0..4 {
            self.settle();
            self.advance(boardshelf::live::PING_EVERY);
        }
        self.settle();
        self.faults = faults;
    }
}
pub mod crafted;
pub mod run;
pub mod together;
