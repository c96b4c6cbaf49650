//! Live play: one table shared by several devices, each holding some seats, with the moves
//! going device to device as they are made. Pure Rust, no web and no words: the app carries
//! the messages over WebRTC (`app/live`), the native tests over a simulated network that
//! loses, duplicates, delays and reorders them (`tests/live.rs`). `docs/live.md` explains
//! the protocol and whom it trusts.
//!
//! * [`wire`] — the messages, versioned, as JSON text.
//! * [`table`] — one device's view of the table: seats, the record, presence, undo requests
//!   and rematches; it checks every message it hears before believing it.
//! * [`dealt`] — a table for games with hidden hands: one device deals, the others see
//!   only their own cards, and check the deal at the end.
//! * [`devices`] — the other devices as every table knows them, and the checks every
//!   message passes.
//! * [`transport`] — what carries the messages, and [`carry`], which hands them over.

pub mod dealt;
pub mod devices;
pub mod seats;
pub mod sha256;
pub mod table;
pub mod transport;
pub mod wire;

pub use dealt::DealtTable;
pub use seats::{Holder, SeatEntry};
pub use table::{Out, Refusal, Table};
pub use transport::{carry, Transport};
pub use wire::{Body, Gen, Message, TableWire, MAX_MESSAGE, VERSION};

/// A device, as the table knows it: a random number it keeps (so a reload is the same
/// device and takes its seats back).
pub type DeviceId = u64;

/// A transport's name for a connection to another device (it changes when that device
/// reloads; the device id does not).
pub type Peer = String;

/// Milliseconds, from whatever clock the caller uses (only differences matter).
pub type Millis = u64;

/// A device that has not been heard for this long is shown as gone.
pub const GONE_AFTER: Millis = 10_000;

/// How often a device says it is still there.
pub const PING_EVERY: Millis = 3_000;
