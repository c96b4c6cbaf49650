//! A live table for a game with hidden hands (`core::Dealt`). One device deals: the one
//! that opened the room. It keeps the full state, sends each device only the cards of the
//! seats it holds, and every move to all; the others keep a view, and send their moves to
//! the dealer. While the dealer is away the game waits. It is kept honest by a commitment
//! checked at the end (`check`); `docs/live.md` says whom this trusts with what.
//!
//! * [`wire`] — the messages. * [`check`] — the commitment and the check at the end.
//! * [`play`] — the table as the app's generic game screen drives it.
//! * `dealer` — the dealer's side: its secrets, the deal, and the moves it plays for all.
//! * `hear` — what the table does with each message. * `kept` — what a device keeps of
//!   it (a reload comes back to the same game).

pub mod check;
mod dealer;
mod hear;
mod kept;
pub mod play;
pub mod wire;

pub use check::Mismatch;
pub use play::{DealtOpen, DealtPlay};
pub use wire::{DealWire, DealtBody, DealtMessage, Lobby, Reveal};

use super::devices::Devices;
use super::{DeviceId, Holder, Millis, Out, Peer, Refusal, PING_EVERY, VERSION};
use crate::core::{Dealt, Record, Rng, Seat};
use dealer::Dealer;
use std::collections::BTreeMap;

/// A move from the dealer come before the one it follows, and the hand sent with it.
type Early<G> = (
    <G as crate::core::Game>::Move,
    Option<Vec<<G as Dealt>::Card>>,
);

/// How long a device waits for a move it knows was made before it asks the dealer for the
/// game again (the move's message may just be slower than the lobby that told of it).
const BEHIND_WAIT: Millis = 1_000;

/// What a device knows of the game being played.
struct Dealt_<G: Dealt> {
    deal: G::Deal,
    nonces: Vec<u64>,
    moves: Vec<G::Move>,
    view: G::State,
    /// Every hand this device was given: (moves made then, seat, cards).
    hands: Vec<(usize, Seat, Vec<G::Card>)>,
}

pub struct DealtTable<G: Dealt> {
    room: String,
    me: DeviceId,
    name: String,
    /// The dealer's device.
    host: DeviceId,
    config: Option<G::Config>,
    seats: Vec<Holder>,
    /// One more for each change of the seats (a device keeps the latest it heard).
    rev: u32,
    started: bool,
    /// Which game of the room (one more for each rematch).
    game: u32,
    /// The dealer's commitment for this game, as first seen.
    commitment: Option<String>,
    /// The secret this device's parts of the shuffle come from (`check::part`), and
    /// whether it gave this game's part in a claim (a table made again after a reload with
    /// nothing kept did not, and cannot check that it was used).
    nonce: u64,
    gave_nonce: bool,
    play: Option<Dealt_<G>>,
    /// How the check at the end went.
    checked: Option<Result<(), Mismatch>>,
    /// The dealer's reveal, when it came before the last move.
    reveal: Option<Reveal>,
    /// On the dealer's device: the first device that said this game's deal failed its check.
    disputed: Option<DeviceId>,
    dealer: Option<Dealer<G>>,
    /// A move sent to the dealer and not yet played: (ply, move).
    pending: Option<(usize, G::Move)>,
    /// Moves from the dealer that came before the one they follow: (ply, move, hand).
    ahead: BTreeMap<usize, Early<G>>,
    /// Since when this device has known it is behind the dealer (a move come early, or a
    /// lobby with more moves): asked again at the next ping if it still is.
    behind_since: Option<Millis>,
    /// Seats asked of the dealer and not yet given.
    claims: Vec<Seat>,
    devices: Devices,
    last_ping: Millis,
    now: Millis,
}

impl<G: Dealt> DealtTable<G> {
    /// The table of the device that opens the room, and deals.
    pub fn host(room: &str, me: DeviceId, name: &str, config: G::Config, rng: &mut Rng) -> Self {
        let seats = G::new_game(&config, 0).map_or(0, |s| G::seats(&s));
        let mut table = Self::guest(room, me, name, me, rng.next_u64());
        table.config = Some(config);
        table.seats = vec![Holder::Open; seats];
        table.commitment = None;
        table.dealer = Some(Dealer::new(rng));
        table.commitment = Some(table.my_commitment());
        table
    }

    /// The table of a device that joins the room of `host`; `nonce` is its part of the
    /// shuffle (random).
    pub fn guest(room: &str, me: DeviceId, name: &str, host: DeviceId, nonce: u64) -> Self {
        DealtTable {
            room: room.to_string(),
            me,
            name: name.to_string(),
            host,
            config: None,
            seats: Vec::new(),
            rev: 0,
            started: false,
            game: 0,
            commitment: None,
            nonce,
            gave_nonce: false,
            play: None,
            checked: None,
            reveal: None,
            disputed: None,
            dealer: None,
            pending: None,
            ahead: BTreeMap::new(),
            behind_since: None,
            claims: Vec::new(),
            devices: Devices::default(),
            last_ping: 0,
            now: 0,
        }
    }

    fn my_commitment(&self) -> String {
        let d = self.dealer.as_ref().expect("the dealer's table");
        check::commitment(d.seed, &d.salt)
    }

    // ---- what the screen shows ----

    pub fn me(&self) -> DeviceId {
        self.me
    }
    pub fn is_dealer(&self) -> bool {
        self.dealer.is_some()
    }
    pub fn seats(&self) -> &[Holder] {
        &self.seats
    }
    pub fn started(&self) -> bool {
        self.started
    }
    /// Whether this device has the game's deal (what it may see of it).
    pub fn dealt(&self) -> bool {
        self.play.is_some()
    }
    pub fn config(&self) -> Option<&G::Config> {
        self.config.as_ref()
    }
    /// The seats this device holds.
    pub fn mine(&self) -> Vec<Seat> {
        self.seats_of(self.me)
    }
    fn seats_of(&self, device: DeviceId) -> Vec<Seat> {
        let held = |h: &Holder| matches!(h, Holder::Person { device: d, .. } if *d == device);
        (0..self.seats.len() as Seat)
            .filter(|&s| held(&self.seats[s as usize]))
            .collect()
    }
    /// The game as this device may see it (the dealer too sees only its own seats' cards).
    pub fn view(&self) -> Option<&G::State> {
        self.play.as_ref().map(|p| &p.view)
    }
    pub fn moves(&self) -> &[G::Move] {
        self.play.as_ref().map_or(&[], |p| &p.moves)
    }
    /// Whether the dealer's device was heard lately (the game waits for it otherwise).
    pub fn dealer_here(&self) -> bool {
        self.is_dealer() || self.present(self.host)
    }
    /// Whether device `d` is there: heard lately, and connected (`Devices::present`).
    pub fn present(&self, d: DeviceId) -> bool {
        d == self.me || self.devices.present(d, self.now)
    }
    /// The device that deals.
    pub fn dealer_device(&self) -> DeviceId {
        self.host
    }
    /// Which game of the room this is (one more for each rematch).
    pub fn game(&self) -> u32 {
        self.game
    }

    /// The whole game, when this device may know it: on the dealer's device always, on the
    /// others once it is over and the deal checked out (its seed is then known).
    pub fn record(&self) -> Option<Record<G>> {
        let (play, config) = (self.play.as_ref()?, self.config.clone()?);
        let seed = match (&self.dealer, &self.reveal, self.checked) {
            (Some(d), _, _) => d.seed,
            (None, Some(r), Some(Ok(()))) => r.seed,
            _ => return None,
        };
        let mut record = Record::new(config, check::deal_seed(seed, &play.nonces));
        record.moves = play.moves.clone();
        Some(record)
    }

    /// What this device saw at every move: the start, then the view after each move (with
    /// the cards it held then, as far as it was given them).
    pub fn positions(&self) -> Option<Vec<G::State>> {
        let (play, config) = (self.play.as_ref()?, self.config.as_ref()?);
        let mut view = G::unseen_start(config, &play.deal).ok()?;
        let mut out = Vec::with_capacity(play.moves.len() + 1);
        for ply in 0..=play.moves.len() {
            for (_, seat, cards) in play.hands.iter().filter(|h| h.0 == ply) {
                let _ = G::give_hand(&mut view, *seat, cards);
            }
            out.push(view.clone());
            if let Some(mv) = play.moves.get(ply) {
                G::apply_seen(&mut view, mv).ok()?;
            }
        }
        *out.last_mut().expect("the start at least") = play.view.clone();
        Some(out)
    }

    /// On the dealer's device: whether every person's device gave its part of this game's
    /// shuffle (`start` waits for them).
    pub fn ready(&self) -> bool {
        let Some(dealer) = &self.dealer else {
            return false;
        };
        self.seats.iter().all(|h| match h {
            Holder::Person { device, .. } => {
                *device == self.me || dealer.nonces.contains_key(device)
            }
            _ => true,
        })
    }

    /// A move of this device's that the dealer has not played yet.
    pub fn waiting(&self) -> bool {
        self.pending.is_some()
    }
    /// How the check of the deal went, once the game is over and the dealer revealed it.
    pub fn checked(&self) -> Option<Result<(), Mismatch>> {
        self.checked
    }
    /// On the dealer's device: the device that said this game's deal failed its check.
    pub fn disputed(&self) -> Option<DeviceId> {
        self.disputed
    }
    // ---- messages ----

    fn send(&self, to: Option<&Peer>, body: DealtBody<G>) -> Out {
        let text = serde_json::to_string(&DealtMessage {
            v: VERSION,
            room: self.room.clone(),
            from: self.me,
            name: self.name.clone(),
            body,
        });
        Out::Send {
            to: to.cloned(),
            text: text.expect("a message always serializes"),
        }
    }

    fn host_peer(&self) -> Option<Peer> {
        (self.devices.connected())
            .find(|&(_, d)| d == self.host)
            .map(|(p, _)| p.clone())
    }

    /// Sends to the dealer, when connected to it.
    fn to_host(&self, body: DealtBody<G>) -> Vec<Out> {
        self.host_peer()
            .map(|p| self.send(Some(&p), body))
            .into_iter()
            .collect()
    }

    fn lobby(&self) -> DealtBody<G> {
        DealtBody::Lobby(Lobby {
            game: self.game,
            config: self.config.clone().expect("the dealer knows its config"),
            seats: self.seats.clone(),
            rev: self.rev,
            started: self.started,
            commitment: self.my_commitment(),
            parts: (self.dealer.as_ref())
                .map_or_else(Vec::new, |d| d.nonces.keys().copied().collect()),
            len: self.moves().len(),
        })
    }

    /// A connection opened: the dealer tells it the table; the others say hello.
    pub fn peer_joined(&mut self, peer: &Peer) -> Vec<Out> {
        if self.is_dealer() {
            vec![self.send(Some(peer), self.lobby())]
        } else {
            vec![self.send(Some(peer), DealtBody::Hello)]
        }
    }

    pub fn peer_left(&mut self, peer: &Peer) -> Vec<Out> {
        self.devices.left(peer)
    }

    /// Time passes: say this device is here, send again what was not answered.
    pub fn tick(&mut self, now: Millis) -> Vec<Out> {
        self.now = now;
        let mut out = Vec::new();
        let behind = (self.behind_since).is_some_and(|t| now.saturating_sub(t) >= BEHIND_WAIT);
        if behind {
            // A move (or the answer to a claim) lost on its way: the game is asked again.
            self.behind_since = None;
            out.extend(self.to_host(DealtBody::Hello));
        }
        if now.saturating_sub(self.last_ping) < PING_EVERY {
            return out;
        }
        self.last_ping = now;
        if self.is_dealer() {
            return vec![self.send(None, self.lobby()), Out::Lobby];
        }
        // To every device: the dealer learns how far this one is, the other guests that it
        // is here (their lobbies would show it away otherwise).
        let (game, len) = (self.game, self.moves().len());
        out.push(self.send(None, DealtBody::Ping { game, len }));
        let over = self.view().is_some_and(|v| G::to_move(v).is_none());
        if over && self.checked.is_none() {
            out.extend(self.to_host(DealtBody::Hello)); // the reveal was lost
        }
        out.extend(self.ask_again());
        out.push(Out::Lobby);
        out
    }

    /// The seats and the move asked of the dealer and not answered yet, asked again.
    fn ask_again(&self) -> Vec<Out> {
        let mut out = Vec::new();
        if let (Some(commitment), false) = (&self.commitment, self.started) {
            for &seat in &self.claims {
                let nonce = check::part(self.nonce, self.game);
                let commitment = commitment.clone();
                out.extend(self.to_host(DealtBody::Claim {
                    seat,
                    nonce,
                    commitment,
                }));
            }
        }
        if let Some((ply, mv)) = &self.pending {
            let (game, ply, mv) = (self.game, *ply, mv.clone());
            out.extend(self.to_host(DealtBody::Play { game, ply, mv }));
        }
        out
    }

    // ---- what a person does ----

    /// Takes a free seat (or the dealer's device: any seat not a person's).
    pub fn claim(&mut self, seat: Seat) -> Result<Vec<Out>, Refusal> {
        if self.started {
            return Err(Refusal::Started);
        }
        match self.seats.get(seat as usize) {
            None => return Err(Refusal::NotYourSeat(seat)),
            Some(Holder::Person { device, .. }) if *device != self.me => {
                return Err(Refusal::SeatTaken(seat))
            }
            _ => {}
        }
        if self.is_dealer() {
            return Ok(self.seat_person(seat, self.me, &self.name.clone()));
        }
        if !self.claims.contains(&seat) {
            self.claims.push(seat);
        }
        let Some(commitment) = self.commitment.clone() else {
            return Err(Refusal::NotStarted);
        };
        let nonce = check::part(self.nonce, self.game);
        self.gave_nonce = true;
        Ok(self.to_host(DealtBody::Claim {
            seat,
            nonce,
            commitment,
        }))
    }

    /// On the dealer's device: gives a seat to the computer, or frees it.
    pub fn set_seat(&mut self, seat: Seat, holder: Holder) -> Result<Vec<Out>, Refusal> {
        if !self.is_dealer() {
            return Err(Refusal::NotYourSeat(seat));
        }
        if self.started {
            return Err(Refusal::Started);
        }
        let slot = (self.seats.get_mut(seat as usize)).ok_or(Refusal::NotYourSeat(seat))?;
        *slot = holder;
        self.rev += 1;
        Ok(vec![self.send(None, self.lobby()), Out::Lobby])
    }

    fn seat_person(&mut self, seat: Seat, device: DeviceId, name: &str) -> Vec<Out> {
        self.seats[seat as usize] = Holder::Person {
            device,
            name: name.to_string(),
        };
        self.rev += 1;
        vec![self.send(None, self.lobby()), Out::Lobby]
    }

    /// Plays a move for a seat this device holds (the dealer: a person's or the
    /// computer's). Elsewhere the move goes to the dealer, and shows once it comes back.
    pub fn play(&mut self, mv: G::Move) -> Result<Vec<Out>, Refusal> {
        let view = self.view().ok_or(Refusal::NotStarted)?;
        let seat = G::to_move(view).ok_or(Refusal::GameOver)?;
        let computer = matches!(self.seats.get(seat as usize), Some(Holder::Computer(_)));
        let held = self.mine().contains(&seat) || (computer && self.is_dealer());
        if !held {
            return Err(Refusal::NotYourSeat(seat));
        }
        if self.is_dealer() {
            return self.deal_move(self.me, mv);
        }
        if self.pending.is_some() {
            return Err(Refusal::Waiting);
        }
        // Checked here first: this device holds the mover's cards.
        G::apply(&mut view.clone(), &mv).map_err(|_| Refusal::Illegal)?;
        let ply = self.moves().len();
        self.pending = Some((ply, mv.clone()));
        let game = self.game;
        Ok(self.to_host(DealtBody::Play { game, ply, mv }))
    }
}
