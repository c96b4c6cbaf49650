//! A simulated network for tables with hidden hands: every device connected to every
//! other, messages lost, doubled and delayed (so reordered) by a seeded `Rng`, devices that
//! drop their connections and come back. Every message is checked as it is sent: nothing
//! in it that its receiver may not know (`Leaks`).

use boardshelf::core::ai::Level;
use boardshelf::core::{Dealt, Game, Rng, Seat};
use boardshelf::games::pegs_jokers::ai::gain;
use boardshelf::games::pegs_jokers::rules::{Config, PegsJokers, Play, State};
use boardshelf::live::dealt::{DealtBody, DealtMessage};
use boardshelf::live::{DealtTable, DeviceId, Holder, Millis, Out, Peer, Refusal};

pub type P = PegsJokers;
pub const ROOM: &str = "room";
pub const STEP: Millis = 100;

#[derive(Clone, Copy, Debug)]
pub struct Faults {
    /// Parts per thousand messages lost, and doubled.
    pub lose: u64,
    pub double: u64,
    pub max_delay: Millis,
}

pub const NO_FAULTS: Faults = Faults {
    lose: 0,
    double: 0,
    max_delay: 0,
};
pub const BAD: Faults = Faults {
    lose: 120,
    double: 80,
    max_delay: 1_500,
};

/// How a seat's moves are chosen: at random, or the one that gains the most (games end
/// sooner), or by the shared search at a level.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Policy {
    Random,
    Greedy,
    Search,
}

pub struct Device {
    pub id: DeviceId,
    pub table: DealtTable<P>,
    /// One more each time its connections drop and come back.
    pub inc: u32,
    pub online: bool,
}

struct Packet {
    from: usize,
    to: usize,
    to_inc: u32,
    text: String,
    at: Millis,
}

pub struct Net {
    pub devices: Vec<Device>,
    queue: Vec<Packet>,
    pub rng: Rng,
    pub now: Millis,
    pub faults: Faults,
    pub policy: Policy,
    pub refusals: Vec<(usize, Refusal)>,
    pub events: Vec<(usize, Out)>,
    /// Messages checked for leaks.
    pub checked: usize,
    /// Whether the seats to move play (not while the network settles).
    pub playing: bool,
    /// Changes a dishonest dealer (or someone between it and the devices) makes to its
    /// messages on their way: the test's tamperer.
    pub tamper: Option<Tamper>,
}

/// Given the receiving device and a message of the dealer's, the message it gets instead.
pub type Tamper = Box<dyn FnMut(usize, &str) -> Option<String>>;

pub fn peer(id: DeviceId, inc: u32) -> Peer {
    format!("{id}#{inc}")
}

impl Net {
    /// Device 0 opens the room and deals; the others join it.
    pub fn new(config: &Config, guests: usize, seed: u64) -> Net {
        let mut rng = Rng::new(seed);
        let host = DealtTable::host(ROOM, 1, "d1", config.clone(), &mut rng);
        let mut devices = vec![Device {
            id: 1,
            table: host,
            inc: 0,
            online: true,
        }];
        for g in 0..guests {
            let id = 2 + g as DeviceId;
            let table = DealtTable::guest(ROOM, id, &format!("d{id}"), 1, rng.next_u64());
            devices.push(Device {
                id,
                table,
                inc: 0,
                online: true,
            });
        }
        let mut net = Net {
            devices,
            queue: Vec::new(),
            rng,
            now: 1,
            faults: NO_FAULTS,
            policy: Policy::Random,
            refusals: Vec::new(),
            events: Vec::new(),
            checked: 0,
            playing: true,
            tamper: None,
        };
        for i in 0..net.devices.len() {
            for j in i + 1..net.devices.len() {
                net.connect(i, j);
            }
        }
        net
    }

    fn peer_of(&self, i: usize) -> Peer {
        peer(self.devices[i].id, self.devices[i].inc)
    }

    fn index_of(&self, p: &Peer) -> Option<usize> {
        (0..self.devices.len()).find(|&i| self.peer_of(i) == *p && self.devices[i].online)
    }

    fn connect(&mut self, i: usize, j: usize) {
        let (pi, pj) = (self.peer_of(i), self.peer_of(j));
        let out = self.devices[i].table.peer_joined(&pj);
        self.apply(i, out);
        let out = self.devices[j].table.peer_joined(&pi);
        self.apply(j, out);
    }

    /// Device `i`'s connections drop (what was in flight to it is lost).
    pub fn drop_out(&mut self, i: usize) {
        let gone = self.peer_of(i);
        self.devices[i].online = false;
        for j in 0..self.devices.len() {
            if j != i {
                let mine = self.peer_of(j);
                let out = self.devices[j].table.peer_left(&gone);
                self.apply(j, out);
                let out = self.devices[i].table.peer_left(&mine);
                self.apply(i, out);
            }
        }
        self.queue.retain(|p| p.to != i && p.from != i);
    }

    /// Device `i` reloads having kept nothing but its id: a new table, new connections.
    pub fn reload_empty(&mut self, i: usize) {
        self.drop_out(i);
        let id = self.devices[i].id;
        let nonce = self.rng.next_u64();
        self.devices[i].table = DealtTable::guest(ROOM, id, &format!("d{id}"), 1, nonce);
        self.come_back(i);
    }

    /// Device `i` reloads and takes back the table it kept (the dealer too).
    pub fn reload_kept(&mut self, i: usize) {
        self.drop_out(i);
        let d = &self.devices[i];
        let kept = d.table.keep();
        let name = format!("d{}", d.id);
        let table = DealtTable::restore(ROOM, d.id, &name, &kept).expect("a kept table reads");
        self.devices[i].table = table;
        self.come_back(i);
    }

    /// Device `i` comes back with new connections.
    pub fn come_back(&mut self, i: usize) {
        self.devices[i].inc += 1;
        self.devices[i].online = true;
        for j in 0..self.devices.len() {
            if j != i && self.devices[j].online {
                self.connect(i, j);
            }
        }
    }

    /// Carries out what device `i`'s table asked, checking every message it sends.
    pub fn apply(&mut self, i: usize, outs: Vec<Out>) {
        for out in outs {
            match out {
                Out::Send { to, text } => {
                    let targets: Vec<usize> = match to {
                        None => (0..self.devices.len())
                            .filter(|&j| j != i && self.devices[j].online)
                            .collect(),
                        Some(p) => self.index_of(&p).into_iter().collect(),
                    };
                    for to in targets {
                        self.post(i, to, &text);
                    }
                }
                Out::Refused { why, .. } => {
                    self.refusals.push((i, why));
                    self.events.push((
                        i,
                        Out::Refused {
                            who: String::new(),
                            why,
                        },
                    ));
                }
                other => self.events.push((i, other)),
            }
        }
    }

    pub fn post(&mut self, from: usize, to: usize, text: &str) {
        if !self.devices[from].online || !self.devices[to].online {
            return;
        }
        self.check_leaks(from, to, text);
        let text = match self.tamper.as_mut() {
            Some(t) if from == 0 => t(to, text).unwrap_or_else(|| text.to_string()),
            _ => text.to_string(),
        };
        let f = self.faults;
        if self.rng.below(1000) < f.lose {
            return;
        }
        let copies = 1 + (self.rng.below(1000) < f.double) as usize;
        for _ in 0..copies {
            let at = self.now + self.rng.below(f.max_delay + 1);
            let to_inc = self.devices[to].inc;
            let text = text.clone();
            self.queue.push(Packet {
                from,
                to,
                to_inc,
                text,
                at,
            });
        }
    }

    /// What device `to` may know: its own seats' cards, and what everyone sees.
    fn check_leaks(&mut self, from: usize, to: usize, text: &str) {
        self.checked += 1;
        let msg: DealtMessage<P> = serde_json::from_str(text).expect("a message of the table");
        // Nothing rides along that the typed message does not hold.
        assert_eq!(
            serde_json::to_string(&msg).unwrap(),
            text,
            "the bytes are the message"
        );
        let host = &self.devices[0].table;
        let holds = |seat: Seat| {
            matches!(&host.seats()[seat as usize], Holder::Person { device, .. }
                if *device == self.devices[to].id)
        };
        let full = host.full_state();
        match &msg.body {
            DealtBody::Deal(wire) => {
                assert_eq!(from, 0, "only the dealer deals");
                for (seat, cards) in &wire.hands {
                    assert!(holds(*seat), "seat {seat}'s cards sent to device {to}");
                    assert_eq!(*cards, P::hand(full.unwrap(), *seat));
                }
                if wire.reveal.is_some() {
                    assert!(
                        P::to_move(full.unwrap()).is_none(),
                        "revealed before the end"
                    );
                }
            }
            DealtBody::Played { ply, hand, .. } => {
                assert_eq!(from, 0, "only the dealer says what was played");
                assert_eq!(*ply + 1, host.moves().len(), "sent as it is played");
                if let Some(cards) = hand {
                    let mover = full.unwrap().last_play().unwrap().seat;
                    assert!(holds(mover), "seat {mover}'s cards sent to device {to}");
                    assert_eq!(*cards, P::hand(full.unwrap(), mover));
                }
            }
            DealtBody::Reveal { .. } => {
                assert!(
                    P::to_move(full.unwrap()).is_none(),
                    "revealed before the end"
                )
            }
            // No card at all in the others (moves to the dealer carry a card of the mover's
            // own hand, sent only to the dealer).
            DealtBody::Play { .. } => assert_eq!(to, 0, "a move goes to the dealer"),
            _ => {}
        }
    }

    /// Delivers what is due, lets time pass, and has every seat to move play.
    pub fn step(&mut self) {
        self.now += STEP;
        let mut due: Vec<Packet> = Vec::new();
        let mut i = 0;
        while i < self.queue.len() {
            if self.queue[i].at <= self.now {
                due.push(self.queue.swap_remove(i));
            } else {
                i += 1;
            }
        }
        self.rng.shuffle(&mut due);
        for p in due {
            if !self.devices[p.to].online || self.devices[p.to].inc != p.to_inc {
                continue;
            }
            let from = self.peer_of(p.from);
            let now = self.now;
            let out = self.devices[p.to].table.hear(&from, &p.text, now);
            self.apply(p.to, out);
        }
        for i in 0..self.devices.len() {
            if self.devices[i].online {
                let out = self.devices[i].table.tick(self.now);
                self.apply(i, out);
                if self.playing {
                    self.move_if_asked(i);
                }
            }
        }
    }

    /// A seat of device `i` to move (or, on the dealer's, a computer's): it plays.
    fn move_if_asked(&mut self, i: usize) {
        let table = &self.devices[i].table;
        let (view, level) = match table.computer_to_move() {
            Some((_, level, view)) => (view, Some(level)),
            None => match table.view() {
                Some(v) if !table.waiting() && table.dealer_here() => {
                    let seat = P::to_move(v);
                    if !seat.is_some_and(|s| table.mine().contains(&s)) {
                        return;
                    }
                    (P::view(v, &[seat.unwrap()]), None)
                }
                _ => return,
            },
        };
        let Some(play) = self.choose(&view, level) else {
            return;
        };
        let out = self.devices[i]
            .table
            .play(play)
            .expect("a legal move of a held seat");
        self.apply(i, out);
    }

    fn choose(&mut self, view: &State, level: Option<Level>) -> Option<Play> {
        let seat = P::to_move(view)?;
        let moves = P::legal_moves(view);
        match (self.policy, level) {
            (Policy::Search, Some(level)) => {
                let mut searcher = boardshelf::core::ai::Searcher::<P>::new();
                let seed = self.rng.next_u64();
                let choice = searcher.play(view, level, &mut Rng::new(seed), |_| true);
                Some(choice?.mv)
            }
            (Policy::Random, _) => self.rng.choose(&moves).copied(),
            _ => {
                let best = (moves.iter())
                    .map(|p| gain(view, seat, p))
                    .fold(f64::MIN, f64::max);
                let good: Vec<Play> = (moves.iter().copied())
                    .filter(|p| gain(view, seat, p) >= best)
                    .collect();
                self.rng.choose(&good).copied()
            }
        }
    }

    /// Lets the network run without faults, and nobody moving, until it is quiet.
    pub fn settle(&mut self) {
        self.faults = NO_FAULTS;
        self.playing = false;
        for _ in 0..100 {
            self.step();
        }
        self.playing = true;
    }

    pub fn over(&self) -> bool {
        (self.devices[0].table.full_state()).is_some_and(|s| P::to_move(s).is_none())
    }
}
