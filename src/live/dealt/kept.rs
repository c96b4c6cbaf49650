//! What a device keeps of a table with hidden hands, so that a reload comes back to it: the
//! seats, what it saw of the game (the moves, the hands it was given), and on the dealer's
//! device its secrets. The view and the dealer's full state are made again from these.
//! Kept on the device only, never sent.

use super::check::{self, Mismatch};
use super::wire::Reveal;
use super::{Dealer, DealtTable, Dealt_};
use crate::core::{Dealt, Seat};
use crate::live::{DeviceId, Holder};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Kept<G: Dealt> {
    host: DeviceId,
    config: Option<G::Config>,
    seats: Vec<Holder>,
    rev: u32,
    started: bool,
    game: u32,
    commitment: Option<String>,
    nonce: u64,
    gave_nonce: bool,
    seen: Option<Seen<G>>,
    checked: Option<Result<(), Mismatch>>,
    reveal: Option<Reveal>,
    #[serde(default)]
    disputed: Option<DeviceId>,
    dealer: Option<DealerKept>,
}

#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
struct Seen<G: Dealt> {
    deal: G::Deal,
    nonces: Vec<u64>,
    moves: Vec<G::Move>,
    hands: Vec<(usize, Seat, Vec<G::Card>)>,
}

#[derive(Serialize, Deserialize)]
struct DealerKept {
    seed: u64,
    salt: String,
    nonces: BTreeMap<DeviceId, u64>,
}

impl<G: Dealt> DealtTable<G> {
    /// What this device keeps of the table (JSON, for its storage only).
    pub fn keep(&self) -> String {
        let kept = Kept::<G> {
            host: self.host,
            config: self.config.clone(),
            seats: self.seats.clone(),
            rev: self.rev,
            started: self.started,
            game: self.game,
            commitment: self.commitment.clone(),
            nonce: self.nonce,
            gave_nonce: self.gave_nonce,
            seen: self.play.as_ref().map(|p| Seen {
                deal: p.deal.clone(),
                nonces: p.nonces.clone(),
                moves: p.moves.clone(),
                hands: p.hands.clone(),
            }),
            checked: self.checked,
            reveal: self.reveal.clone(),
            disputed: self.disputed,
            dealer: self.dealer.as_ref().map(|d| DealerKept {
                seed: d.seed,
                salt: d.salt.clone(),
                nonces: d.nonces.clone(),
            }),
        };
        serde_json::to_string(&kept).expect("a kept table always serializes")
    }

    /// The table kept by `keep`, for device `me`; `None` when it cannot be read (the device
    /// then joins as new, and the dealer sends it the game again).
    pub fn restore(room: &str, me: DeviceId, name: &str, text: &str) -> Option<Self> {
        let kept: Kept<G> = serde_json::from_str(text).ok()?;
        let mut table = Self::guest(room, me, name, kept.host, kept.nonce);
        table.config = kept.config;
        table.seats = kept.seats;
        table.rev = kept.rev;
        table.started = kept.started;
        table.game = kept.game;
        table.commitment = kept.commitment;
        table.gave_nonce = kept.gave_nonce;
        table.checked = kept.checked;
        table.reveal = kept.reveal;
        table.disputed = kept.disputed;
        table.dealer = kept.dealer.map(|d| Dealer {
            seed: d.seed,
            salt: d.salt,
            nonces: d.nonces,
            state: None,
        });
        // A game that does not replay is asked of the dealer again.
        table.play = kept.seen.and_then(|seen| table.replay(seen));
        Some(table)
    }

    /// The game again from what was seen: on the dealer's device from its seed, elsewhere
    /// from the moves and the last hand given to each seat held here.
    fn replay(&mut self, seen: Seen<G>) -> Option<Dealt_<G>> {
        let config = self.config.clone()?;
        let mine = self.mine();
        let view = match self.dealer.as_mut() {
            Some(dealer) => {
                let seed = check::deal_seed(dealer.seed, &seen.nonces);
                let mut state = G::new_game(&config, seed).ok()?;
                for mv in &seen.moves {
                    G::apply(&mut state, mv).ok()?;
                }
                let view = G::view(&state, &mine);
                dealer.state = Some(state);
                view
            }
            None => {
                let mut view = G::unseen_start(&config, &seen.deal).ok()?;
                for mv in &seen.moves {
                    G::apply_seen(&mut view, mv).ok()?;
                }
                for &seat in &mine {
                    let last = seen.hands.iter().rev().find(|h| h.1 == seat)?;
                    G::give_hand(&mut view, seat, &last.2).ok()?;
                }
                view
            }
        };
        Some(Dealt_ {
            deal: seen.deal,
            nonces: seen.nonces,
            moves: seen.moves,
            view,
            hands: seen.hands,
        })
    }
}
