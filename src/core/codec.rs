//! Share links: a record as compact text for a URL.
//!
//! Layout of the bytes before base64url (no padding), version 3:
//! `[format version][flags][payload][CRC-32]`, where payload is the postcard encoding of the
//! record (`game id, config, seed, moves, match id`) and the computer seats, deflated when flag bit 0 is set (only when that
//! makes it shorter), and the CRC-32 (big-endian) covers every byte before it, so a link
//! changed in transit is refused instead of opening as another game. Version 2 links (no
//! match id, no seats) and version 1 links (no CRC either) still decode. Decoding never trusts its input: sizes are capped, every error says
//! what is wrong, and the record is then replayed through the rules by the caller.

use super::ai::Level;
use super::game::Game;
use super::record::Record;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use serde::{Deserialize, Serialize};

/// The current link format. A new format gets a new number; old numbers keep decoding.
pub const LINK_VERSION: u8 = 3;
/// The second format: a checksum, but no match id nor seats.
const LINK_VERSION_2: u8 = 2;
/// The first format, without a checksum: still decoded.
const LINK_VERSION_1: u8 = 1;
/// Longest link text accepted (characters after `r=`): far above any real game.
pub const MAX_LINK_CHARS: usize = 64 * 1024;
/// Largest decompressed payload accepted, against "zip bombs".
pub const MAX_PAYLOAD_BYTES: usize = 1024 * 1024;

const FLAG_DEFLATE: u8 = 1;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    Empty,
    TooLong {
        chars: usize,
    },
    NotBase64,
    /// Fewer bytes than the header, or a length base64 never has: the link was cut short.
    Truncated,
    /// The checksum does not match: some characters of the link were changed.
    Changed,
    UnknownVersion(u8),
    UnknownFlags(u8),
    /// The payload does not decode (damaged or cut short).
    Damaged,
    /// The link holds a record of another game than the one it is opened as.
    WrongGame {
        found: String,
    },
}

/// A game as a link carries it: the record and which seats the computer plays (a person
/// is `None`: who plays where is for each device to say).
#[derive(Debug, PartialEq)]
pub struct Shared<G: Game> {
    pub record: Record<G>,
    pub computers: Vec<Option<Level>>,
}

/// The payload of a version 3 link (the game id first, as in every version).
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
struct WireV3<G: Game> {
    game: String,
    config: G::Config,
    seed: u64,
    moves: Vec<G::Move>,
    match_id: Option<u64>,
    computers: Vec<Option<Level>>,
}

/// The payload of version 1 and 2 links.
#[derive(Deserialize)]
#[serde(bound = "")]
struct WireV2<G: Game> {
    game: String,
    config: G::Config,
    seed: u64,
    moves: Vec<G::Move>,
}

/// The header's game id, without decoding the rest: tells which game a link is for.
pub fn link_game(text: &str) -> Result<String, LinkError> {
    let (_, payload) = payload(text)?;
    let (id, _) = postcard::take_from_bytes::<String>(&payload).map_err(|_| LinkError::Damaged)?;
    Ok(id)
}

pub fn encode_link<G: Game>(record: &Record<G>, computers: &[Option<Level>]) -> String {
    let wire = WireV3::<G> {
        game: record.game.clone(),
        config: record.config.clone(),
        seed: record.seed,
        moves: record.moves.clone(),
        match_id: record.match_id,
        computers: computers.to_vec(),
    };
    let plain = postcard::to_allocvec(&wire).expect("records always serialize");
    let packed = super::deflate::deflate(&plain);
    let (flags, payload) = if packed.len() < plain.len() {
        (FLAG_DEFLATE, packed)
    } else {
        (0, plain)
    };
    let mut bytes = Vec::with_capacity(payload.len() + 6);
    bytes.push(LINK_VERSION);
    bytes.push(flags);
    bytes.extend_from_slice(&payload);
    let check = crc32(&bytes);
    bytes.extend_from_slice(&check.to_be_bytes());
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Decodes a link's record; the caller replays it (`Session::from_record`) to check the moves.
pub fn decode_link<G: Game>(text: &str) -> Result<Shared<G>, LinkError> {
    let (version, payload) = payload(text)?;
    let (id, _) = postcard::take_from_bytes::<String>(&payload).map_err(|_| LinkError::Damaged)?;
    if id != G::ID {
        return Err(LinkError::WrongGame { found: id });
    }
    let w: WireV3<G> = if version == LINK_VERSION {
        whole(&payload)?
    } else {
        whole::<WireV2<G>>(&payload)?.into()
    };
    let record = Record {
        game: w.game,
        config: w.config,
        seed: w.seed,
        moves: w.moves,
        match_id: w.match_id,
    };
    Ok(Shared {
        record,
        computers: w.computers,
    })
}

/// An older link reads as today's: no match id, no computer seats.
impl<G: Game> From<WireV2<G>> for WireV3<G> {
    fn from(w: WireV2<G>) -> Self {
        WireV3 {
            game: w.game,
            config: w.config,
            seed: w.seed,
            moves: w.moves,
            match_id: None,
            computers: Vec::new(),
        }
    }
}

/// Decodes a payload that must be used up entirely.
fn whole<T: serde::de::DeserializeOwned>(payload: &[u8]) -> Result<T, LinkError> {
    match postcard::take_from_bytes::<T>(payload) {
        Ok((value, [])) => Ok(value),
        _ => Err(LinkError::Damaged),
    }
}

/// The link's format version and its payload, checked and inflated (public for the tests:
/// two links of one format hold the same payload, however each was compressed).
/// How many link versions after today's are read as "made by a newer Boardshelf".
const FUTURE_VERSIONS: u8 = 8;

pub fn payload(text: &str) -> Result<(u8, Vec<u8>), LinkError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(LinkError::Empty);
    }
    if text.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong { chars: text.len() });
    }
    // Only a character outside the link alphabet is "not a link"; a link cut at a length
    // base64 accepts but whose last character it refuses is damaged or cut short.
    let alphabet = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let bytes = URL_SAFE_NO_PAD.decode(text).map_err(|e| match e {
        _ if !text.chars().all(alphabet) => LinkError::NotBase64,
        base64::DecodeError::InvalidLength(_) => LinkError::Truncated,
        _ => LinkError::Damaged,
    })?;
    let (version, body) = match bytes.first() {
        None => return Err(LinkError::Truncated),
        Some(&LINK_VERSION_1) => (LINK_VERSION_1, &bytes[..]),
        Some(&v @ (LINK_VERSION_2 | LINK_VERSION)) => (v, checked(&bytes)?),
        // A few versions ahead is a newer app's link; any other first byte is not a link.
        Some(&other) if other > LINK_VERSION && other <= LINK_VERSION + FUTURE_VERSIONS => {
            return Err(LinkError::UnknownVersion(other))
        }
        Some(_) => return Err(LinkError::Damaged),
    };
    let [_, flags, body @ ..] = body else {
        return Err(LinkError::Truncated);
    };
    let payload = match *flags {
        0 => body.to_vec(),
        FLAG_DEFLATE => miniz_oxide::inflate::decompress_to_vec_with_limit(body, MAX_PAYLOAD_BYTES)
            .map_err(|_| LinkError::Damaged)?,
        other => return Err(LinkError::UnknownFlags(other)),
    };
    Ok((version, payload))
}

/// The bytes before a link's CRC-32 (versions 2 and 3), if the CRC matches them.
fn checked(bytes: &[u8]) -> Result<&[u8], LinkError> {
    if bytes.len() < 6 {
        return Err(LinkError::Truncated);
    }
    let (body, check) = bytes.split_at(bytes.len() - 4);
    let expected = u32::from_be_bytes(check.try_into().expect("four bytes"));
    if crc32(body) != expected {
        return Err(LinkError::Changed);
    }
    Ok(body)
}

/// CRC-32 (IEEE 802.3, as in zip and PNG), bit by bit: links are short.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// The current save format (the localStorage envelope).
pub const SAVE_VERSION: u32 = 1;

/// A piece of JSON kept as its text: a record or a move carried through the shell, the worker
/// and the saves without knowing the game's types. It is checked to be JSON, never parsed
/// into a tree (a `serde_json::Value` would be, and its code is large in the page's wasm).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Json(Box<serde_json::value::RawValue>);

impl Json {
    pub fn of<T: Serialize + ?Sized>(value: &T) -> Json {
        Json(serde_json::value::to_raw_value(value).expect("our types always serialize"))
    }

    /// The text if it is JSON.
    pub fn parse(text: String) -> Result<Json, serde_json::Error> {
        serde_json::value::RawValue::from_string(text).map(Json)
    }

    pub fn read<T: serde::de::DeserializeOwned>(&self) -> Result<T, serde_json::Error> {
        serde_json::from_str(self.0.get())
    }

    pub fn text(&self) -> &str {
        self.0.get()
    }
}

impl PartialEq for Json {
    fn eq(&self, other: &Json) -> bool {
        self.text() == other.text()
    }
}

/// One saved game in localStorage, as JSON. The record stays JSON text (`Json`) so the
/// envelope can be read, listed and shown without knowing the game's types.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope {
    pub format: u32,
    pub id: String,
    pub game: String,
    /// e.g. "King-Square · 2 players · move 23", said from the record in today's language
    /// whenever the save is read by a program that holds its game
    /// (`saves::backup::check_save`). Stored as written: the app of another game lists the
    /// save with it, not having the game's code to say it again.
    #[serde(default)]
    pub title: String,
    /// e.g. "White to play" or "Black wins 5 – 3", likewise.
    #[serde(default)]
    pub status: String,
    pub finished: bool,
    /// Milliseconds since the Unix epoch.
    pub created: f64,
    pub updated: f64,
    /// Times undo was used (absent in older saves: 0).
    #[serde(default)]
    pub undos: u32,
    /// Who plays each seat on this device: a person here, the computer (and how well), or
    /// a friend by link (absent in older saves: all people here).
    #[serde(default)]
    pub seats: super::correspondence::Seats,
    /// The seat to move (absent in older saves, and once the game is over), so the list of
    /// saved games can say whose turn it is without replaying.
    #[serde(default)]
    pub turn: Option<u8>,
    /// How many moves the friends by link have: sent to them, or in the link it came from
    /// (absent in older saves: 0). Undo never takes those back.
    #[serde(default)]
    pub shared: usize,
    /// Counts the writes of this save (absent in older saves: 0), so a tab never writes
    /// over a newer version written by another tab (`next_revision`).
    #[serde(default)]
    pub revision: u64,
    pub record: Json,
    /// The analysis of the game (`core::ai::analysis`), kept so it is not worked out again
    /// (absent when never analysed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<Json>,
    /// One seat's view of a game with hidden hands played live (absent otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<SavedView>,
    /// A game with hidden hands this device dealt, whose deal another device at the table
    /// found did not check out (absent otherwise).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub disputed: bool,
}

impl Envelope {
    /// Whether the game is marked as not checked: its deal failed the check here, or (on
    /// the dealer's device) on another device.
    pub fn deal_not_checked(&self) -> bool {
        self.disputed || self.view.as_ref().is_some_and(|v| v.unfair)
    }
}

/// A save of what one seat saw at a live table with hidden hands (`core::Dealt`): its
/// record's seed deals nothing, so it is made again from the deal's public part and the
/// moves (`Game::SEEN`). Once the deal checks out, the whole record replaces it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedView {
    /// The deal's public part (`Dealt::Deal`) as JSON.
    pub deal: Json,
    /// The deal did not check out at the end: the game is marked as not checked.
    #[serde(default)]
    pub unfair: bool,
}

/// What the shell reads of any game's record without knowing its types.
#[derive(Deserialize)]
struct RecordHead {
    #[serde(rename = "match", default)]
    match_id: Option<u64>,
    #[serde(default)]
    moves: Vec<serde::de::IgnoredAny>,
}

impl Envelope {
    fn head(&self) -> Option<RecordHead> {
        self.record.read().ok()
    }

    /// The match the record belongs to, if any (see `Record::match_id`).
    pub fn match_id(&self) -> Option<u64> {
        self.head()?.match_id
    }

    /// How many moves the record has.
    pub fn moves(&self) -> usize {
        self.head().map_or(0, |h| h.moves.len())
    }

    /// How many seats the computer plays.
    pub fn computers(&self) -> usize {
        self.seats.iter().filter(|p| p.level().is_some()).count()
    }

    /// Whether a friend plays some seat by link; `Some(waiting)` says whether it is a
    /// friend's turn (this device waits for their link). None on the computer's turn too:
    /// neither a person here nor a friend is waited for.
    pub fn by_link(&self) -> Option<bool> {
        use super::correspondence::{player, Player};
        if !self.seats.contains(&Player::Friend) {
            return None;
        }
        match self.turn.map(|t| player(&self.seats, t)) {
            Some(Player::Computer(_)) => None,
            turn => Some(turn == Some(Player::Friend)),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    NotJson(String),
    UnknownFormat(u32),
    /// The envelope is fine but its record is not (the text says why).
    BadRecord(String),
}

/// Why a save was not written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteConflict {
    /// Another tab (or window) wrote a newer version since this one read it.
    Changed,
    /// The save was deleted since this tab read it.
    Deleted,
    /// A new save's key is already taken.
    Exists,
}

/// What is stored under a save's key, as far as revisions go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stored {
    Nothing,
    /// A value whose revision cannot be read: never written over.
    Unreadable,
    At(u64),
}

/// The revision a write gets. `known`: the revision this tab last read or wrote (None for a
/// save it is creating). A deletion is final and a newer version is never overwritten:
/// both are refused, for the player to choose.
pub fn next_revision(known: Option<u64>, stored: Stored) -> Result<u64, WriteConflict> {
    match (known, stored) {
        (None, Stored::Nothing) => Ok(1),
        (None, _) => Err(WriteConflict::Exists),
        (Some(_), Stored::Nothing) => Err(WriteConflict::Deleted),
        (Some(k), Stored::At(s)) if k == s => Ok(s + 1),
        (Some(_), _) => Err(WriteConflict::Changed),
    }
}

/// What a tab does when another tab stores a new value under the key of the game it has
/// open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OtherWrite {
    /// Nothing to do: the tab already asks the player, or the stored value is unreadable.
    Ignore,
    /// Load the stored version: it holds every move this tab has, and more.
    Follow,
    /// The stored version lacks a move this tab shows (written over in a race, or taken
    /// back elsewhere): the player chooses, the tab loads nothing by itself.
    Conflict,
}

/// The rule that keeps every move between tabs: `ours` is this tab's latest record (its
/// JSON), `theirs` the envelope text another tab stored, `asking` whether this tab already
/// shows a conflict. Another version is followed only when it extends this tab's game
/// (same game, options and seed; this tab's moves first): then no move is lost by loading it.
pub fn other_write(ours: &str, theirs: &str, asking: bool) -> OtherWrite {
    #[derive(Deserialize)]
    struct Game {
        game: serde_json::Value,
        config: serde_json::Value,
        seed: serde_json::Value,
        moves: Vec<serde_json::Value>,
    }
    #[derive(Deserialize)]
    struct Stored {
        record: Game,
    }
    if asking {
        return OtherWrite::Ignore;
    }
    let (Ok(ours), Ok(theirs)) = (
        serde_json::from_str::<Game>(ours),
        serde_json::from_str::<Stored>(theirs).map(|s| s.record),
    ) else {
        // Damaged: nothing to load; the next write is refused, for the player to choose.
        return OtherWrite::Ignore;
    };
    let same_game =
        (&ours.game, &ours.config, &ours.seed) == (&theirs.game, &theirs.config, &theirs.seed);
    // The same moves too: following it only brings the other tab's revision (and seats).
    if same_game && theirs.moves.starts_with(&ours.moves) {
        OtherWrite::Follow
    } else {
        OtherWrite::Conflict
    }
}

/// What a write needs of the stored envelope it replaces, read in one pass without checking
/// the rest: its revision, and whether the save is marked `disputed` (the mark stays with the
/// save whatever a later write knows of it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredHead {
    pub revision: Stored,
    pub disputed: bool,
}

pub fn stored_head(text: &str) -> StoredHead {
    #[derive(Deserialize)]
    struct Head {
        #[serde(default)]
        revision: u64,
        #[serde(default)]
        disputed: bool,
    }
    match serde_json::from_str::<Head>(text) {
        Ok(h) => StoredHead {
            revision: Stored::At(h.revision),
            disputed: h.disputed,
        },
        Err(_) => StoredHead {
            revision: Stored::Unreadable,
            disputed: false,
        },
    }
}

/// Reads a stored envelope. Only the envelope is checked here; the caller replays the record.
pub fn parse_envelope(text: &str) -> Result<Envelope, SaveError> {
    #[derive(Deserialize)]
    struct Version {
        format: u32,
    }
    let version: Version =
        serde_json::from_str(text).map_err(|e| SaveError::NotJson(e.to_string()))?;
    if version.format != SAVE_VERSION {
        return Err(SaveError::UnknownFormat(version.format));
    }
    serde_json::from_str(text).map_err(|e| SaveError::NotJson(e.to_string()))
}
