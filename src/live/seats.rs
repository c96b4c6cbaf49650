//! Who holds each seat of a live table, and how two devices' views of it are merged: every
//! change to a seat raises its version, the higher version wins, and two changes made at
//! once (the same version) are settled the same way on every device.

use super::DeviceId;
use crate::core::ai::Level;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Holder {
    /// Nobody yet.
    Open,
    /// A person on a device; the name is theirs, as they typed it.
    Person { device: DeviceId, name: String },
    /// The computer, played by one device at a time (`Table::runs_computers`).
    Computer(Level),
}

impl Holder {
    pub fn is_person(&self) -> bool {
        matches!(self, Holder::Person { .. })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatEntry {
    pub version: u32,
    pub holder: Holder,
}

impl SeatEntry {
    pub fn open() -> Self {
        SeatEntry {
            version: 0,
            holder: Holder::Open,
        }
    }

    pub fn device(&self) -> Option<DeviceId> {
        match self.holder {
            Holder::Person { device, .. } => Some(device),
            _ => None,
        }
    }

    /// The entry both devices keep of `self` (mine) and `theirs`: the later change, or of
    /// two changes made at once, the one with the smaller key.
    pub fn merge(&self, theirs: &SeatEntry) -> SeatEntry {
        use std::cmp::Ordering::*;
        match self.version.cmp(&theirs.version) {
            Greater => self.clone(),
            Less => theirs.clone(),
            Equal if tie_key(&theirs.holder) < tie_key(&self.holder) => theirs.clone(),
            Equal => self.clone(),
        }
    }
}

/// Orders holders for settling two changes of one version: every device compares the same
/// numbers, so every device keeps the same one.
fn tie_key(holder: &Holder) -> (u8, u64, String) {
    match holder {
        Holder::Person { device, name } => (0, *device, name.clone()),
        Holder::Computer(level) => (1, *level as u64, String::new()),
        Holder::Open => (2, 0, String::new()),
    }
}

/// The seats of `mine` merged with `theirs` (a list of another length is not merged).
pub fn merge_all(mine: &[SeatEntry], theirs: &[SeatEntry]) -> Vec<SeatEntry> {
    if mine.len() != theirs.len() {
        return mine.to_vec();
    }
    mine.iter().zip(theirs).map(|(a, b)| a.merge(b)).collect()
}

/// The seats of the next game: everyone moves one seat on, so the first move changes hands.
pub fn rotated(seats: &[SeatEntry]) -> Vec<SeatEntry> {
    let mut next: Vec<SeatEntry> = seats
        .iter()
        .map(|e| SeatEntry {
            version: e.version + 1,
            holder: e.holder.clone(),
        })
        .collect();
    next.rotate_right(1);
    next
}
