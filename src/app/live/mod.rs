//! Live play on the game screen. Every app keeps the rooms of the matches played live here
//! (`Room`, by match): an app built without the live tables hands such a game to the live
//! app (`play_live_elsewhere`). The live app (the `live` feature) also has the table
//! (`crate::live::Table`, the protocol) joined to the other devices (`net`), this device's
//! id, its player's name and the servers (`at_table`), and the lobby panel (`panel`).

#[cfg(feature = "live")]
mod at_table;
#[cfg(feature = "live")]
pub mod net;
#[cfg(feature = "live")]
pub mod panel;
#[cfg(feature = "live")]
pub use at_table::*;

use serde::{Deserialize, Serialize};

use crate::live::DeviceId;

/// The room a match is played live in, as this device keeps it (`boardshelf.live.<match>`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Room {
    pub room: String,
    pub key: String,
    /// Whether this device opened the room.
    pub host: bool,
    /// The seat the invite link offered, taken on joining.
    #[serde(default)]
    pub seat: Option<u8>,
    /// The table as last seen (`TableWire` as JSON), so a reload takes the seats back.
    #[serde(default)]
    pub table: Option<String>,
    /// The device that deals, at a table with hidden hands (from the invite).
    #[serde(default)]
    pub dealer: Option<DeviceId>,
}

const ROOM_PREFIX: &str = "boardshelf.live.room.";

fn store() -> Option<web_sys::Storage> {
    gloo::utils::window().local_storage().ok().flatten()
}

fn get(key: &str) -> Option<String> {
    store()?.get_item(key).ok().flatten()
}

fn set(key: &str, value: &str) {
    if let Some(s) = store() {
        let _ = s.set_item(key, value);
    }
}

/// The room of match `id`, if it is played live here.
pub fn room_of(id: u64) -> Option<Room> {
    serde_json::from_str(&get(&format!("{ROOM_PREFIX}{id}"))?).ok()
}

pub fn keep_room(id: u64, room: &Room) {
    let text = serde_json::to_string(room).expect("a room always serializes");
    set(&format!("{ROOM_PREFIX}{id}"), &text);
}

/// A new room id and its password: random, so only those with the link find the room.
pub fn new_room() -> Room {
    let word = || format!("{:012x}", super::game_view::random_match());
    Room {
        room: word(),
        key: word(),
        host: true,
        seat: None,
        table: None,
        dealer: None,
    }
}
