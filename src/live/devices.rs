//! The other devices as every table knows them (the open table, `table`, and the one with
//! hidden hands, `dealt`): which device each connection speaks for, when each was last
//! heard and by what name; and the checks every message passes before a table reads its
//! body (its size, that it reads, its version, its room, and a sender that speaks only for
//! itself).

use super::wire::Envelope;
use super::{DeviceId, Millis, Out, Peer, Refusal, GONE_AFTER, MAX_MESSAGE, VERSION};
use serde::de::DeserializeOwned;
use std::collections::BTreeMap;

#[derive(Default)]
pub struct Devices {
    /// The device each open connection speaks for (learnt from its first message).
    peers: BTreeMap<Peer, DeviceId>,
    /// When each device was last heard, and the name it gave.
    heard: BTreeMap<DeviceId, (Millis, String)>,
}

/// A message that passed the checks, and what its table says first: the lobby changes
/// when it is the first message of its device, or of this connection.
pub type Opened<B> = (Envelope<B>, Vec<Out>);

impl Devices {
    /// A message from connection `peer` to the table of `room` on device `me`, checked; its
    /// sender is then known as that connection's device. A refusal names the sender as far
    /// as it is known.
    pub fn open<B: DeserializeOwned>(
        &mut self,
        peer: &Peer,
        text: &str,
        (room, me): (&str, DeviceId),
        now: Millis,
    ) -> Result<Opened<B>, Out> {
        let claimed = self.peers.get(peer).copied();
        let refuse = |why| Out::Refused {
            who: claimed.and_then(|d| self.name(d)).unwrap_or_default(),
            why,
        };
        if text.len() > MAX_MESSAGE {
            return Err(refuse(Refusal::TooLarge));
        }
        let msg: Envelope<B> = match serde_json::from_str(text) {
            Ok(msg) => msg,
            // A message of another version may not read as this one's: say the version.
            Err(_) => {
                return Err(refuse(
                    version_of(text).map_or(Refusal::Malformed, Refusal::Version),
                ))
            }
        };
        if msg.v != VERSION {
            return Err(refuse(Refusal::Version(msg.v)));
        }
        if msg.room != room {
            return Err(refuse(Refusal::OtherRoom));
        }
        if msg.from == me || claimed.is_some_and(|d| d != msg.from) {
            return Err(refuse(Refusal::Impostor));
        }
        let new_device = !self.heard.contains_key(&msg.from) || claimed.is_none();
        self.peers.insert(peer.clone(), msg.from);
        self.heard.insert(msg.from, (now, msg.name.clone()));
        let out = match new_device {
            true => vec![Out::Lobby],
            false => Vec::new(),
        };
        Ok((msg, out))
    }

    /// A connection closed: the lobby changes if it spoke for a device.
    pub fn left(&mut self, peer: &Peer) -> Vec<Out> {
        match self.peers.remove(peer) {
            Some(_) => vec![Out::Lobby],
            None => Vec::new(),
        }
    }

    /// Whether device `d` is there: heard within `GONE_AFTER`, and still connected.
    pub fn present(&self, d: DeviceId, now: Millis) -> bool {
        (self.heard.get(&d)).is_some_and(|(at, _)| now.saturating_sub(*at) < GONE_AFTER)
            && self.peers.values().any(|&p| p == d)
    }

    /// The name device `d` gave, if it was heard.
    pub fn name(&self, d: DeviceId) -> Option<String> {
        self.heard.get(&d).map(|(_, n)| n.clone())
    }

    /// Every device ever heard.
    pub fn heard(&self) -> impl Iterator<Item = DeviceId> + '_ {
        self.heard.keys().copied()
    }

    /// The open connections and the device each speaks for.
    pub fn connected(&self) -> impl Iterator<Item = (&Peer, DeviceId)> {
        self.peers.iter().map(|(p, &d)| (p, d))
    }
}

/// The version a message says it is of, when it is not this one's.
fn version_of(text: &str) -> Option<u32> {
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let v = value.get("v")?.as_u64()? as u32;
    (v != VERSION).then_some(v)
}
