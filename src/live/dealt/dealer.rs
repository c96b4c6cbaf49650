//! The dealer's side of a table with hidden hands: its secrets (the seed, the salt, each
//! person's part of the shuffle), the deal, each device's own cards, and the moves it plays
//! for everyone. Only the device that opened the room runs this.

use super::check;
use super::wire::{DealWire, DealtBody, Reveal};
use super::{DealtTable, Dealt_};
use crate::core::ai::Level;
use crate::core::{Dealt, Rng, Seat};
use crate::live::sha256::hex;
use crate::live::{DeviceId, Holder, Out, Refusal};
use std::collections::BTreeMap;

/// The dealer's secrets: on its device only; revealed once the game is over.
pub(super) struct Dealer<G: Dealt> {
    pub(super) seed: u64,
    pub(super) salt: String,
    /// Each person's part of the shuffle, by device.
    pub(super) nonces: BTreeMap<DeviceId, u64>,
    /// The full state, once dealt.
    pub(super) state: Option<G::State>,
}

impl<G: Dealt> Dealer<G> {
    pub(super) fn new(rng: &mut Rng) -> Self {
        let salt: Vec<u8> = (0..4).flat_map(|_| rng.next_u64().to_le_bytes()).collect();
        Dealer {
            seed: rng.next_u64(),
            salt: hex(&salt),
            nonces: BTreeMap::new(),
            state: None,
        }
    }

    pub(super) fn reveal(&self) -> Reveal {
        Reveal {
            seed: self.seed,
            salt: self.salt.clone(),
        }
    }
}

impl<G: Dealt> DealtTable<G> {
    /// On the dealer's device: the next game of the room, once this one is over: the same
    /// seats, a new shuffle (the people's devices give new parts of it).
    pub fn rematch(&mut self, rng: &mut Rng) -> Result<Vec<Out>, Refusal> {
        let state = self.full_state().ok_or(Refusal::NotDealer)?;
        if G::to_move(state).is_some() {
            return Err(Refusal::NotStarted);
        }
        self.dealer = Some(Dealer::new(rng));
        self.game += 1;
        self.rev += 1;
        self.started = false;
        self.play = None;
        self.checked = None;
        self.disputed = None;
        self.commitment = Some(self.my_commitment());
        Ok(vec![self.send(None, self.lobby()), Out::Lobby, Out::Record])
    }

    /// On the dealer's device: the whole game, every hand in it (kept in its save; the
    /// screen shows `view`).
    pub fn full_state(&self) -> Option<&G::State> {
        self.dealer.as_ref()?.state.as_ref()
    }

    /// On the dealer's device: the computer's seat to move, its level, and what that seat
    /// sees (all the computer may read).
    pub fn computer_to_move(&self) -> Option<(Seat, Level, G::State)> {
        let state = self.dealer.as_ref()?.state.as_ref()?;
        let seat = G::to_move(state)?;
        match self.seats.get(seat as usize)? {
            Holder::Computer(level) => Some((seat, *level, G::view(state, &[seat]))),
            _ => None,
        }
    }

    /// The game so far, as the device `to` may know it.
    pub(super) fn deal_for(&self, to: DeviceId) -> Option<DealtBody<G>> {
        let dealer = self.dealer.as_ref()?;
        let (state, play) = (dealer.state.as_ref()?, self.play.as_ref()?);
        let over = G::to_move(state).is_none();
        Some(DealtBody::Deal(DealWire {
            game: self.game,
            config: self.config.clone()?,
            deal: play.deal.clone(),
            seats: self.seats.clone(),
            rev: self.rev,
            nonces: play.nonces.clone(),
            moves: play.moves.clone(),
            hands: (self.seats_of(to).into_iter())
                .map(|s| (s, G::hand(state, s)))
                .collect(),
            reveal: over.then(|| dealer.reveal()),
        }))
    }

    /// On the dealer's device: deals, the computer taking the seats nobody took.
    pub fn start(&mut self, level: Level) -> Result<Vec<Out>, Refusal> {
        if self.started {
            return Err(Refusal::Started);
        }
        let Some(dealer) = self.dealer.as_mut() else {
            return Err(Refusal::NotDealer);
        };
        // Every person's part, in seat order (the dealer's own part is its seed).
        let mut nonces = Vec::new();
        for holder in &self.seats {
            if let Holder::Person { device, .. } = holder {
                match dealer.nonces.get(device) {
                    Some(n) if !nonces.contains(n) => nonces.push(*n),
                    Some(_) => {}
                    None if *device == self.me => {}
                    None => return Err(Refusal::Unready),
                }
            }
        }
        for seat in self.seats.iter_mut() {
            if *seat == Holder::Open {
                *seat = Holder::Computer(level);
            }
        }
        let config = self.config.clone().expect("the dealer knows its config");
        let seed = check::deal_seed(dealer.seed, &nonces);
        let state = G::new_game(&config, seed).map_err(|_| Refusal::Illegal)?;
        let mine = self.seats_of(self.me);
        self.play = Some(Dealt_ {
            deal: G::deal_of(&state),
            nonces,
            moves: Vec::new(),
            view: G::view(&state, &mine),
            hands: Vec::new(),
        });
        self.dealer.as_mut().expect("checked").state = Some(state);
        self.started = true;
        self.rev += 1;
        let mut out = vec![self.send(None, self.lobby())];
        out.extend(self.deal_to_all());
        out.push(Out::Record);
        Ok(out)
    }

    /// Each connected device's own `Deal`.
    pub(super) fn deal_to_all(&self) -> Vec<Out> {
        (self.devices.connected())
            .filter_map(|(p, d)| Some(self.send(Some(p), self.deal_for(d)?)))
            .collect()
    }

    /// On the dealer's device: plays `mv` (from device `from`) on the full state and tells
    /// every device.
    pub(super) fn deal_move(&mut self, from: DeviceId, mv: G::Move) -> Result<Vec<Out>, Refusal> {
        let mine = self.seats_of(self.me);
        let dealer = self.dealer.as_mut().ok_or(Refusal::NotDealer)?;
        let state = dealer.state.as_mut().ok_or(Refusal::NotStarted)?;
        let seat = G::to_move(state).ok_or(Refusal::GameOver)?;
        let holder = &self.seats[seat as usize];
        let allowed = match holder {
            Holder::Person { device, .. } => *device == from,
            Holder::Computer(_) => from == self.me,
            Holder::Open => false,
        };
        if !allowed {
            return Err(Refusal::NotYourSeat(seat));
        }
        G::apply(state, &mv).map_err(|_| Refusal::Illegal)?;
        let over = G::to_move(state).is_none();
        let play = self.play.as_mut().expect("dealt");
        play.view = G::view(state, &mine);
        play.moves.push(mv.clone());
        let ply = play.moves.len() - 1;
        let state = state.clone();
        let mut out: Vec<Out> = (self.devices.connected())
            .map(|(p, d)| {
                let hand = self
                    .seats_of(d)
                    .contains(&seat)
                    .then(|| G::hand(&state, seat));
                let (game, mv) = (self.game, mv.clone());
                self.send(
                    Some(p),
                    DealtBody::Played {
                        game,
                        ply,
                        mv,
                        hand,
                    },
                )
            })
            .collect();
        if over {
            let reveal = self.dealer.as_ref().expect("checked").reveal();
            let game = self.game;
            out.push(self.send(None, DealtBody::Reveal { game, reveal }));
            self.checked = Some(Ok(()));
        }
        out.push(Out::Record);
        Ok(out)
    }
}
