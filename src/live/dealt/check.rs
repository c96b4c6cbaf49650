//! How a device checks the dealer once the game is over. Before the deal the dealer sends a
//! commitment: the SHA-256 of its part of the shuffle and a random salt. The people at the
//! table each add a part of their own after seeing it, so the dealer cannot choose the
//! shuffle, and cannot change its part unseen. At the end it reveals its part and the
//! salt; every device replays the game from the whole seed and checks each card it was
//! given, and each move, against the replay.

use super::wire::Reveal;
use crate::core::{Dealt, Seat};
use crate::live::sha256::{hex, sha256};
use serde::{Deserialize, Serialize};

/// What did not match when the deal was checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mismatch {
    /// The seed and salt revealed are not what the dealer committed to.
    Commitment,
    /// This device's part of the shuffle was left out.
    Nonce,
    /// The game replayed from the seed was dealt otherwise (another dealer).
    Deal,
    /// A hand this device was given differs from the replay's, at move `ply`.
    Hand { ply: usize, seat: Seat },
    /// Move `ply` could not have been made with the cards the replay dealt.
    Move { ply: usize },
}

/// The commitment to a seed and a salt, as messages carry it.
pub fn commitment(seed: u64, salt: &str) -> String {
    let mut bytes = seed.to_le_bytes().to_vec();
    bytes.extend_from_slice(salt.as_bytes());
    hex(&sha256(&bytes))
}

/// The seed the game is dealt from: the dealer's part and everyone's, hashed together.
pub fn deal_seed(seed: u64, nonces: &[u64]) -> u64 {
    let mut bytes = seed.to_le_bytes().to_vec();
    for n in nonces {
        bytes.extend_from_slice(&n.to_le_bytes());
    }
    let digest = sha256(&bytes);
    u64::from_le_bytes(digest[..8].try_into().expect("8 bytes"))
}

/// A device's part of the shuffle of the room's game `game`, from a secret it keeps: a
/// fresh part for every game, that the dealer cannot foresee when it commits.
pub fn part(secret: u64, game: u32) -> u64 {
    let mut bytes = secret.to_le_bytes().to_vec();
    bytes.extend_from_slice(&game.to_le_bytes());
    u64::from_le_bytes(sha256(&bytes)[..8].try_into().expect("8 bytes"))
}

/// What a device knew of a game: enough to check it against the dealer's reveal.
pub struct Seen<'a, G: Dealt> {
    pub config: &'a G::Config,
    pub commitment: &'a str,
    /// This device's part of the shuffle, when it gave one.
    pub nonce: Option<u64>,
    pub nonces: &'a [u64],
    pub deal: &'a G::Deal,
    pub moves: &'a [G::Move],
    /// Every hand it was given: (the number of moves made then, seat, cards).
    pub hands: &'a [(usize, Seat, Vec<G::Card>)],
}

/// Replays the game from the revealed seed and compares it with what was seen.
pub fn check<G: Dealt>(seen: &Seen<G>, reveal: &Reveal) -> Result<(), Mismatch> {
    if commitment(reveal.seed, &reveal.salt) != seen.commitment {
        return Err(Mismatch::Commitment);
    }
    if seen.nonce.is_some_and(|n| !seen.nonces.contains(&n)) {
        return Err(Mismatch::Nonce);
    }
    let seed = deal_seed(reveal.seed, seen.nonces);
    let mut state = G::new_game(seen.config, seed).map_err(|_| Mismatch::Deal)?;
    if G::deal_of(&state) != *seen.deal {
        return Err(Mismatch::Deal);
    }
    for ply in 0..=seen.moves.len() {
        for (_, seat, cards) in seen.hands.iter().filter(|h| h.0 == ply) {
            if G::hand(&state, *seat) != *cards {
                return Err(Mismatch::Hand { ply, seat: *seat });
            }
        }
        if let Some(mv) = seen.moves.get(ply) {
            G::apply(&mut state, mv).map_err(|_| Mismatch::Move { ply })?;
        }
    }
    Ok(())
}
