//! What a table with hidden hands does with each message it hears. The dealer believes a
//! device only about that device's own seats and moves; the others believe only the dealer,
//! and check what they can (a card the deck still has, a legal move, a hand that keeps the
//! cards it had). Anything else is refused, said, and changes nothing.

use super::check::{self, Seen};
use super::wire::{DealWire, DealtBody, Lobby};
use super::{DealtTable, Dealt_};
use crate::core::Dealt;
use crate::live::{DeviceId, Millis, Out, Peer, Refusal};

/// How many moves that came early a device keeps.
const MAX_AHEAD: usize = 64;

impl<G: Dealt> DealtTable<G> {
    /// A message from connection `peer`.
    pub fn hear(&mut self, peer: &Peer, text: &str, now: Millis) -> Vec<Out> {
        self.now = now;
        let (msg, mut out) =
            match (self.devices).open::<DealtBody<G>>(peer, text, (&self.room, self.me), now) {
                Ok(opened) => opened,
                Err(refused) => return vec![refused],
            };
        let result = if self.is_dealer() {
            self.dealer_hears(peer, msg.from, &msg.name, msg.body)
        } else if msg.from == self.host {
            self.guest_hears(msg.body)
        } else {
            match msg.body {
                DealtBody::Hello | DealtBody::Ping { .. } => Ok(Vec::new()),
                _ => Err(Refusal::NotDealer),
            }
        };
        match result {
            Ok(more) => out.extend(more),
            Err(why) => out.push(Out::Refused { who: msg.name, why }),
        }
        out
    }

    /// The name a device gave, as far as it is known.
    pub fn name_of(&self, d: DeviceId) -> String {
        self.devices.name(d).unwrap_or_default()
    }

    fn dealer_hears(
        &mut self,
        peer: &Peer,
        from: DeviceId,
        name: &str,
        body: DealtBody<G>,
    ) -> Result<Vec<Out>, Refusal> {
        match body {
            DealtBody::Hello => Ok(self.tell(peer, from)),
            // A device of another game; one behind asks by itself (`behind_since`).
            DealtBody::Ping { game, .. } if game != self.game => Ok(self.tell(peer, from)),
            DealtBody::Ping { .. } => Ok(Vec::new()),
            DealtBody::Claim {
                seat,
                nonce,
                commitment,
            } => {
                let again = self.seats_of(from).contains(&seat);
                if self.started {
                    // Asked again, the answer lost: it has the seat.
                    return if again {
                        Ok(Vec::new())
                    } else {
                        Err(Refusal::Started)
                    };
                }
                if commitment != self.my_commitment() {
                    return Err(Refusal::Forged);
                }
                if again {
                    // Its part of this game's shuffle (a rematch), for the seat it has.
                    let dealer = self.dealer.as_mut().expect("the dealer's table");
                    dealer.nonces.insert(from, nonce);
                    return Ok(vec![Out::Lobby]);
                }
                match self.seats.get(seat as usize) {
                    None => Err(Refusal::NotYourSeat(seat)),
                    Some(h) if h.is_person() && !self.seats_of(from).contains(&seat) => {
                        Err(Refusal::SeatTaken(seat))
                    }
                    Some(_) => {
                        let dealer = self.dealer.as_mut().expect("the dealer's table");
                        dealer.nonces.insert(from, nonce);
                        Ok(self.seat_person(seat, from, name))
                    }
                }
            }
            DealtBody::Leave { seat } => {
                if self.started {
                    return Err(Refusal::Started);
                }
                if !self.seats_of(from).contains(&seat) {
                    return Err(Refusal::NotYourSeat(seat));
                }
                self.set_seat(seat, crate::live::Holder::Open)
            }
            DealtBody::Play { game, ply, mv } => {
                let len = self.moves().len();
                if game != self.game || ply > len {
                    return Err(Refusal::Forged);
                }
                if ply < len {
                    // Already played (a message doubled or sent again): its device hears of
                    // it by `Played`, or by the lobby if that was lost.
                    return Ok(Vec::new());
                }
                self.deal_move(from, mv)
            }
            DealtBody::Disputed { game } => {
                // Said once: its save is marked then, and the panel says who.
                let first = game == self.game && self.play.is_some() && self.disputed.is_none();
                if first {
                    self.disputed = Some(from);
                }
                Ok(if first {
                    vec![Out::Record, Out::Lobby]
                } else {
                    Vec::new()
                })
            }
            DealtBody::Lobby(_)
            | DealtBody::Deal(_)
            | DealtBody::Played { .. }
            | DealtBody::Reveal { .. } => Err(Refusal::NotDealer),
        }
    }

    /// The table and the game so far, to one device.
    fn tell(&self, peer: &Peer, to: DeviceId) -> Vec<Out> {
        let mut out = vec![self.send(Some(peer), self.lobby())];
        out.extend(self.deal_for(to).map(|d| self.send(Some(peer), d)));
        out
    }

    fn guest_hears(&mut self, body: DealtBody<G>) -> Result<Vec<Out>, Refusal> {
        match body {
            DealtBody::Lobby(lobby) => self.heard_lobby(lobby),
            DealtBody::Deal(wire) => self.heard_deal(wire),
            DealtBody::Played {
                game,
                ply,
                mv,
                hand,
            } => self.heard_played(game, ply, mv, hand),
            DealtBody::Reveal { game, reveal } if game == self.game => {
                self.reveal = Some(reveal);
                Ok(self.check_if_over())
            }
            DealtBody::Reveal { .. } => Ok(Vec::new()),
            DealtBody::Hello | DealtBody::Ping { .. } => Ok(Vec::new()),
            DealtBody::Claim { .. }
            | DealtBody::Leave { .. }
            | DealtBody::Play { .. }
            | DealtBody::Disputed { .. } => Err(Refusal::NotYourSeat(0)),
        }
    }

    fn heard_lobby(&mut self, lobby: Lobby<G>) -> Result<Vec<Out>, Refusal> {
        if lobby.game < self.game {
            return Ok(Vec::new());
        }
        if lobby.game > self.game {
            // A rematch: another deal, another commitment.
            self.game = lobby.game;
            self.commitment = None;
            self.play = None;
            self.checked = None;
            self.reveal = None;
            self.pending = None;
            self.rev = 0;
            self.gave_nonce = false;
            self.ahead.clear();
        }
        if lobby.rev < self.rev {
            return Ok(Vec::new()); // older news, come late
        }
        self.rev = lobby.rev;
        if let Some(c) = &self.commitment {
            if *c != lobby.commitment && self.checked.is_none() {
                // The dealer changed its commitment within one game: it cannot be checked.
                self.checked = Some(Err(check::Mismatch::Commitment));
            }
        } else {
            self.commitment = Some(lobby.commitment.clone());
        }
        self.config = Some(lobby.config);
        self.started = lobby.started;
        self.seats = lobby.seats;
        let mine = self.mine();
        self.claims.retain(|s| !mine.contains(s));
        let mut out = vec![Out::Lobby];
        if let (Some(&seat), false) = (mine.first(), self.started || lobby.parts.contains(&self.me))
        {
            // Seated, and the dealer lacks this device's part of the shuffle (a new game,
            // or the claim's message was lost): it is given again.
            let (nonce, commitment) = (check::part(self.nonce, self.game), lobby.commitment);
            self.gave_nonce = true;
            out.extend(self.to_host(DealtBody::Claim {
                seat,
                nonce,
                commitment,
            }));
        }
        if self.started && self.play.is_none() {
            out.extend(self.to_host(DealtBody::Hello));
        } else if lobby.len > self.moves().len() {
            // Perhaps only the move's message is still on its way: asked at the next ping.
            self.behind_since.get_or_insert(self.now);
        }
        if !self.started {
            out.extend(self.ask_again());
        }
        out.extend(self.dispute());
        Ok(out)
    }

    fn heard_deal(&mut self, wire: DealWire<G>) -> Result<Vec<Out>, Refusal> {
        // Another game's, or an older one come late (moves are never taken back here).
        if wire.game != self.game || wire.moves.len() < self.moves().len() {
            return Ok(Vec::new());
        }
        if wire.rev >= self.rev {
            (self.seats, self.rev) = (wire.seats, wire.rev);
        }
        let mut view = G::unseen_start(&wire.config, &wire.deal).map_err(|_| Refusal::Forged)?;
        for mv in &wire.moves {
            G::apply_seen(&mut view, mv).map_err(|_| Refusal::Illegal)?;
        }
        let len = wire.moves.len();
        self.ahead.retain(|&p, _| p >= len);
        self.behind_since = None;
        let mut hands = self.play.take().map_or_else(Vec::new, |p| p.hands);
        for (seat, cards) in &wire.hands {
            if !self.mine().contains(seat) {
                return Err(Refusal::NotYourSeat(*seat));
            }
            G::give_hand(&mut view, *seat, cards).map_err(Refusal::Hand)?;
            hands.push((len, *seat, cards.clone()));
        }
        self.config = Some(wire.config);
        self.started = true;
        if self.pending.as_ref().is_some_and(|(ply, _)| *ply < len) {
            self.pending = None;
        }
        self.play = Some(Dealt_ {
            deal: wire.deal,
            nonces: wire.nonces,
            moves: wire.moves,
            view,
            hands,
        });
        let mut out = vec![Out::Record];
        out.extend(self.played_ahead());
        if let Some(reveal) = wire.reveal {
            self.reveal = Some(reveal);
        }
        out.extend(self.check_if_over());
        Ok(out)
    }

    fn heard_played(
        &mut self,
        game: u32,
        ply: usize,
        mv: G::Move,
        hand: Option<Vec<G::Card>>,
    ) -> Result<Vec<Out>, Refusal> {
        let len = self.moves().len();
        if game != self.game || ply < len {
            return Ok(Vec::new());
        }
        let early = ply > len || self.play.is_none();
        if early && self.ahead.len() < MAX_AHEAD {
            // Come before the move it follows: kept until that one comes (or, at the next
            // tick, the game is asked again).
            self.ahead.insert(ply, (mv, hand));
            self.behind_since.get_or_insert(self.now);
            return Ok(Vec::new());
        }
        if ply > len || self.play.is_none() {
            return Ok(self.to_host(DealtBody::Hello)); // a move missed
        }
        let mut out = self.next_played(mv, hand)?;
        out.extend(self.played_ahead());
        Ok(out)
    }

    /// The moves that came early and now follow on.
    fn played_ahead(&mut self) -> Vec<Out> {
        let mut out = Vec::new();
        while let Some((mv, hand)) = self.ahead.remove(&self.moves().len()) {
            match self.next_played(mv, hand) {
                Ok(more) => out.extend(more),
                Err(why) => {
                    out.push(Out::Refused {
                        who: self.name_of(self.host),
                        why,
                    });
                    break;
                }
            }
        }
        let len = self.moves().len();
        self.ahead.retain(|&p, _| p > len);
        if self.ahead.is_empty() {
            self.behind_since = None;
        }
        out
    }

    /// The move that extends this device's game, from the dealer, with the mover's hand
    /// after it when this device holds that seat.
    fn next_played(
        &mut self,
        mv: G::Move,
        hand: Option<Vec<G::Card>>,
    ) -> Result<Vec<Out>, Refusal> {
        let ply = self.moves().len();
        let mine = self.mine();
        let play = self.play.as_mut().expect("checked: dealt");
        let mut view = play.view.clone();
        let seat = G::to_move(&view).ok_or(Refusal::GameOver)?;
        G::apply_seen(&mut view, &mv).map_err(|_| Refusal::Illegal)?;
        match (&hand, mine.contains(&seat)) {
            (Some(cards), true) => G::give_hand(&mut view, seat, cards).map_err(Refusal::Hand)?,
            (Some(_), false) => return Err(Refusal::NotYourSeat(seat)),
            // This device's seat moved but its cards did not come: ask for the game again.
            (None, true) => return Ok(self.to_host(DealtBody::Hello)),
            (None, false) => {}
        }
        play.view = view;
        play.moves.push(mv);
        if let Some(cards) = hand {
            play.hands.push((ply + 1, seat, cards));
        }
        if self.pending.as_ref().is_some_and(|(p, _)| *p <= ply) {
            self.pending = None;
        }
        let mut out = vec![Out::Record];
        out.extend(self.check_if_over());
        Ok(out)
    }

    /// Once the game is over and the dealer revealed its seed: the check.
    fn check_if_over(&mut self) -> Vec<Out> {
        let (Some(play), Some(config), Some(commitment), Some(reveal)) =
            (&self.play, &self.config, &self.commitment, &self.reveal)
        else {
            return Vec::new();
        };
        if G::to_move(&play.view).is_some() || self.checked.is_some() {
            return Vec::new();
        }
        let seen = Seen::<G> {
            config,
            commitment,
            nonce: Some(check::part(self.nonce, self.game)).filter(|_| self.gave_nonce),
            nonces: &play.nonces,
            deal: &play.deal,
            moves: &play.moves,
            hands: &play.hands,
        };
        let result = check::check(&seen, reveal);
        self.checked = Some(result);
        let mut out = vec![Out::Checked(result)];
        out.extend(self.dispute());
        out
    }

    /// When this game's deal failed its check here: the dealer is told.
    fn dispute(&self) -> Vec<Out> {
        match self.checked {
            Some(Err(_)) => self.to_host(DealtBody::Disputed { game: self.game }),
            _ => Vec::new(),
        }
    }
}
