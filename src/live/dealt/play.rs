//! A dealt table as a game screen drives it, without knowing the game deals: the app's
//! generic driver holds a `Box<dyn DealtPlay<G>>`, which only games with hidden hands make
//! (`GameView::dealt_table`).

use super::{DealtTable, Mismatch};
use crate::core::ai::Level;
use crate::core::{Dealt, Game, Record, Rng, Seat};
use crate::live::{DeviceId, Holder, Millis, Out, Peer, Refusal};

/// How a device comes to a dealt table.
pub enum DealtOpen<G: Game> {
    /// It opens the room and deals; `seed` seeds its secrets.
    Host { config: G::Config, seed: u64 },
    /// It joins the room of device `host`; `secret` is where its parts of the shuffle
    /// come from.
    Guest { host: DeviceId, secret: u64 },
    /// It comes back to the table it kept (`keep`).
    Kept(String),
}

pub trait DealtPlay<G: Game> {
    fn hear(&mut self, peer: &Peer, text: &str, now: Millis) -> Vec<Out>;
    fn tick(&mut self, now: Millis) -> Vec<Out>;
    fn peer_joined(&mut self, peer: &Peer) -> Vec<Out>;
    fn peer_left(&mut self, peer: &Peer) -> Vec<Out>;
    fn claim(&mut self, seat: Seat) -> Result<Vec<Out>, Refusal>;
    fn set_seat(&mut self, seat: Seat, holder: Holder) -> Result<Vec<Out>, Refusal>;
    fn start(&mut self, level: Level) -> Result<Vec<Out>, Refusal>;
    fn rematch(&mut self, seed: u64) -> Result<Vec<Out>, Refusal>;
    fn play(&mut self, mv: G::Move) -> Result<Vec<Out>, Refusal>;
    fn me(&self) -> DeviceId;
    fn is_dealer(&self) -> bool;
    fn dealer_device(&self) -> DeviceId;
    fn dealer_here(&self) -> bool;
    fn seats(&self) -> Vec<Holder>;
    fn mine(&self) -> Vec<Seat>;
    fn present(&self, d: DeviceId) -> bool;
    fn name_of(&self, d: DeviceId) -> String;
    fn started(&self) -> bool;
    fn dealt(&self) -> bool;
    /// The deal's public part (`Dealt::Deal`) as JSON, once dealt.
    fn deal(&self) -> Option<String>;
    fn ready(&self) -> bool;
    fn waiting(&self) -> bool;
    fn game(&self) -> u32;
    fn checked(&self) -> Option<Result<(), Mismatch>>;
    fn disputed(&self) -> Option<DeviceId>;
    fn moves(&self) -> Vec<G::Move>;
    fn config(&self) -> Option<G::Config>;
    /// The whole game, when this device may know it (see `DealtTable::record`).
    fn record(&self) -> Option<Record<G>>;
    /// What this device saw at every move.
    fn positions(&self) -> Option<Vec<G::State>>;
    fn keep(&self) -> String;
}

/// The table for `open`, or `None` for a kept table that cannot be read.
pub fn open<G: Dealt>(
    room: &str,
    me: DeviceId,
    name: &str,
    open: DealtOpen<G>,
) -> Option<Box<dyn DealtPlay<G>>> {
    let table = match open {
        DealtOpen::Host { config, seed } => {
            DealtTable::<G>::host(room, me, name, config, &mut Rng::new(seed))
        }
        DealtOpen::Guest { host, secret } => DealtTable::guest(room, me, name, host, secret),
        DealtOpen::Kept(text) => DealtTable::restore(room, me, name, &text)?,
    };
    Some(Box::new(table))
}

impl<G: Dealt> DealtPlay<G> for DealtTable<G> {
    fn hear(&mut self, peer: &Peer, text: &str, now: Millis) -> Vec<Out> {
        DealtTable::hear(self, peer, text, now)
    }
    fn tick(&mut self, now: Millis) -> Vec<Out> {
        DealtTable::tick(self, now)
    }
    fn peer_joined(&mut self, peer: &Peer) -> Vec<Out> {
        DealtTable::peer_joined(self, peer)
    }
    fn peer_left(&mut self, peer: &Peer) -> Vec<Out> {
        DealtTable::peer_left(self, peer)
    }
    fn claim(&mut self, seat: Seat) -> Result<Vec<Out>, Refusal> {
        DealtTable::claim(self, seat)
    }
    fn set_seat(&mut self, seat: Seat, holder: Holder) -> Result<Vec<Out>, Refusal> {
        DealtTable::set_seat(self, seat, holder)
    }
    fn start(&mut self, level: Level) -> Result<Vec<Out>, Refusal> {
        DealtTable::start(self, level)
    }
    fn rematch(&mut self, seed: u64) -> Result<Vec<Out>, Refusal> {
        DealtTable::rematch(self, &mut Rng::new(seed))
    }
    fn play(&mut self, mv: G::Move) -> Result<Vec<Out>, Refusal> {
        DealtTable::play(self, mv)
    }
    fn me(&self) -> DeviceId {
        DealtTable::me(self)
    }
    fn is_dealer(&self) -> bool {
        DealtTable::is_dealer(self)
    }
    fn dealer_device(&self) -> DeviceId {
        DealtTable::dealer_device(self)
    }
    fn dealer_here(&self) -> bool {
        DealtTable::dealer_here(self)
    }
    fn seats(&self) -> Vec<Holder> {
        DealtTable::seats(self).to_vec()
    }
    fn mine(&self) -> Vec<Seat> {
        DealtTable::mine(self)
    }
    fn present(&self, d: DeviceId) -> bool {
        DealtTable::present(self, d)
    }
    fn name_of(&self, d: DeviceId) -> String {
        DealtTable::name_of(self, d)
    }
    fn started(&self) -> bool {
        DealtTable::started(self)
    }
    fn dealt(&self) -> bool {
        DealtTable::dealt(self)
    }
    fn deal(&self) -> Option<String> {
        let deal = &self.play.as_ref()?.deal;
        Some(serde_json::to_string(deal).expect("a deal always serializes"))
    }
    fn ready(&self) -> bool {
        DealtTable::ready(self)
    }
    fn waiting(&self) -> bool {
        DealtTable::waiting(self)
    }
    fn game(&self) -> u32 {
        DealtTable::game(self)
    }
    fn checked(&self) -> Option<Result<(), Mismatch>> {
        DealtTable::checked(self)
    }
    fn disputed(&self) -> Option<DeviceId> {
        DealtTable::disputed(self)
    }
    fn moves(&self) -> Vec<G::Move> {
        DealtTable::moves(self).to_vec()
    }
    fn config(&self) -> Option<G::Config> {
        DealtTable::config(self).cloned()
    }
    fn record(&self) -> Option<Record<G>> {
        DealtTable::record(self)
    }
    fn positions(&self) -> Option<Vec<G::State>> {
        DealtTable::positions(self)
    }
    fn keep(&self) -> String {
        DealtTable::keep(self)
    }
}
