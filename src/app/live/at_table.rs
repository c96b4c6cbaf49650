//! A game played live on this device (the live app only): the table joined to the other
//! devices, this device's id and name, the servers, and opening an invite.

use super::net;
use super::*;
use crate::board::GameView;
use crate::core::correspondence::Player;
use crate::core::{Game, Record, Session};
use crate::live::dealt::{DealtOpen, DealtPlay};
use crate::live::{DeviceId, Holder, Out, Refusal, Table, TableWire};
use crate::play_state::Seats;

const DEVICE_KEY: &str = "boardshelf.live.device";
const NAME_KEY: &str = "boardshelf.live.name";
pub const SERVERS_KEY: &str = "boardshelf.live.servers";

/// Stops playing match `id` live here (its save stays).
pub fn forget_room(id: u64) {
    if let Some(s) = store() {
        let _ = s.remove_item(&format!("{ROOM_PREFIX}{id}"));
    }
}

/// This device's id at live tables (made once, kept).
pub fn device() -> DeviceId {
    if let Some(id) = get(DEVICE_KEY).and_then(|t| t.parse().ok()) {
        return id;
    }
    let id = crate::app::game_view::random_match() | 1;
    set(DEVICE_KEY, &id.to_string());
    id
}

/// The name the player gave at live tables (remembered on this device).
pub fn name() -> String {
    get(NAME_KEY).unwrap_or_default()
}

pub fn set_name(name: &str) {
    set(NAME_KEY, name);
}

/// The longest name kept.
pub const MAX_NAME: usize = 24;

/// The servers of the "Live servers" setting (the public defaults when unset or unreadable).
pub fn servers() -> net::Servers {
    get(SERVERS_KEY)
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Milliseconds now (the table only compares them).
pub fn now() -> u64 {
    js_sys::Date::now() as u64
}

/// Keeps the "Live servers" setting (a TURN server without an address is dropped).
pub fn keep_servers(servers: &net::Servers) {
    let mut servers = servers.clone();
    servers.turn = servers.turn.filter(|t| !t.url.trim().is_empty());
    set(
        SERVERS_KEY,
        &serde_json::to_string(&servers).expect("serializes"),
    );
}

/// How the connection stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    Connecting,
    Open,
    /// live.js could not load, or the signalling failed (its code).
    Failed(String),
}

/// The last thing said in the lobby about what others sent.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    Refused {
        who: String,
        why: Refusal,
    },
    UndoRefused(String),
    /// Something the person here tried was refused (why, in the table's terms).
    Denied(Refusal),
}

/// A game played live on this device: the table, the connection and what the lobby says.
pub struct Live<G: GameView> {
    /// The table of open games; at a table with hidden hands it only holds the record's
    /// config and match (`dealt` is the table).
    pub table: Table<G>,
    /// The table that deals, for a game with hidden hands (`GameView::dealt_table`).
    pub dealt: Option<Box<dyn DealtPlay<G>>>,
    pub conn: Option<net::Hold>,
    pub room: Room,
    pub status: Status,
    pub said: Option<Said>,
    /// The room's game this screen shows (a rematch opens a new save).
    pub game_shown: u32,
    /// The room moved on to a new save (a dealt table's rematch): this screen keeps nothing
    /// more of it.
    pub retired: bool,
    /// Another device said the deal did not check out, and the save was written with it.
    pub disputed_saved: bool,
    /// Connections open now.
    pub peers: usize,
    /// The invite link was copied.
    pub copied: bool,
    /// Ticks the table while it is open.
    pub ticker: Option<gloo::timers::callback::Interval>,
    /// The page's title before it said "Your move".
    title_was: Option<String>,
}

impl<G: GameView> Live<G> {
    /// The table of this device for `session`, from what it kept (or a new one).
    pub fn open(room: Room, session: &Session<G>) -> Self {
        let (me, name) = (device(), name());
        let dealt = G::HIDDEN_HANDS
            .then(|| open_dealt::<G>(&room, session))
            .flatten();
        let kept = (room.table.as_deref())
            .and_then(|t| serde_json::from_str::<TableWire<G>>(t).ok())
            .filter(|w| w.record.match_id == session.record().match_id)
            .and_then(|w| Table::restore(&room.room, me, &name, w));
        let host = room.host.then_some(me);
        let kept = kept.filter(|_| dealt.is_none());
        let mut table =
            kept.unwrap_or_else(|| Table::new(&room.room, me, &name, host, session.clone()));
        if let Some(seat) = room.seat.filter(|_| table.mine().is_empty()) {
            let _ = table.claim(seat);
        }
        let mut dealt = dealt;
        if let (Some(d), Some(seat)) = (dealt.as_mut(), room.seat) {
            if d.mine().is_empty() {
                let _ = d.claim(seat); // sent once the dealer's lobby is heard
            }
        }
        Live {
            game_shown: dealt.as_ref().map_or(table.gen().game, |d| d.game()),
            retired: false,
            disputed_saved: false,
            table,
            dealt,
            conn: None,
            room,
            status: Status::Connecting,
            said: None,
            peers: 0,
            copied: false,
            ticker: None,
            title_was: None,
        }
    }

    /// Whether another device has just said the deal did not check out (once: the save is
    /// then written again, with the mark).
    pub fn newly_disputed(&mut self) -> bool {
        let disputed = self.dealt.as_ref().is_some_and(|d| d.disputed().is_some());
        let new = disputed && !self.disputed_saved;
        self.disputed_saved = disputed;
        new
    }

    /// While the page is in the background and a seat here is to move, its title says so
    /// (and the device vibrates, once, where it can).
    pub fn your_move(&mut self, my_turn: bool, words: &str) {
        let document = gloo::utils::document();
        if !my_turn || !document.hidden() || self.title_was.is_some() {
            return;
        }
        let was = document.title();
        document.set_title(&format!("{words} · {was}"));
        self.title_was = Some(was);
        let _ = gloo::utils::window().navigator().vibrate_with_duration(200);
    }

    /// The page's own title again, once the player is back.
    pub fn title_back(&mut self) {
        let document = gloo::utils::document();
        if !document.hidden() {
            if let Some(was) = self.title_was.take() {
                document.set_title(&was);
            }
        }
    }

    /// The seats of a room just opened, from the game's: the computer keeps its seats, the
    /// first person here takes theirs, and every other seat is free for the friends invited.
    pub fn seat_host(&mut self, seats: &Seats) {
        let first_here = seats.iter().position(|p| *p == Player::Here);
        if let Some(d) = self.dealt.as_mut() {
            for (seat, player) in seats.iter().enumerate() {
                let _ = match player.level() {
                    Some(level) => d.set_seat(seat as u8, Holder::Computer(level)),
                    None if Some(seat) == first_here => d.claim(seat as u8),
                    None => continue,
                };
            }
            return self.keep();
        }
        for (seat, player) in seats.iter().enumerate() {
            let _ = match player.level() {
                Some(level) => self.table.set_seat_free(seat as u8, Some(level)),
                None if Some(seat) == first_here => self.table.claim(seat as u8),
                None => continue,
            };
        }
        self.keep();
    }

    /// Keeps the table, so a reload comes back to the same seats. Written only when it
    /// changed since last kept (`room.table` is what storage holds): presence, what is
    /// said and pings change nothing kept.
    pub fn keep(&mut self) {
        if self.retired {
            return;
        }
        let table = match &self.dealt {
            Some(d) => d.keep(),
            None => serde_json::to_string(&self.table.wire()).expect("serializes"),
        };
        if self.room.table.as_deref() == Some(table.as_str()) {
            return;
        }
        self.room.table = Some(table);
        if let Some(id) = self.table.record().match_id {
            keep_room(id, &self.room);
        }
    }

    /// Who plays each seat, as the game screen's state machine sees it from here.
    pub fn seats(&self) -> Seats {
        if let Some(d) = &self.dealt {
            return dealt_seats(d.as_ref());
        }
        let t = &self.table;
        let on = t.started();
        (t.seats().iter())
            .map(|e| match &e.holder {
                Holder::Person { device, .. } if on && *device == t.me() => Player::Here,
                Holder::Computer(level) if on && t.runs_computers() => Player::Computer(*level),
                _ => Player::Friend,
            })
            .collect()
    }

    /// A message from another device, for whichever table this is.
    pub fn hear(&mut self, peer: &crate::live::Peer, text: &str, now: u64) -> Vec<Out> {
        match self.dealt.as_mut() {
            Some(d) => d.hear(peer, text, now),
            None => self.table.hear(peer, text, now),
        }
    }

    pub fn tick(&mut self, now: u64) -> Vec<Out> {
        match self.dealt.as_mut() {
            Some(d) => d.tick(now),
            None => self.table.tick(now),
        }
    }

    pub fn peer_joined(&mut self, peer: &crate::live::Peer) -> Vec<Out> {
        match self.dealt.as_mut() {
            Some(d) => d.peer_joined(peer),
            None => self.table.peer_joined(peer),
        }
    }

    pub fn peer_left(&mut self, peer: &crate::live::Peer) -> Vec<Out> {
        match self.dealt.as_mut() {
            Some(d) => d.peer_left(peer),
            None => self.table.peer_left(peer),
        }
    }

    /// Sends the messages among `outs`; says whether the record or the lobby changed.
    pub fn carry(&mut self, outs: Vec<Out>) -> bool {
        let mut changed = false;
        for out in outs {
            match out {
                Out::Send { to, text } => {
                    if let Some(conn) = &self.conn {
                        conn.send(&text, to.as_deref());
                    }
                }
                Out::Refused { who, why } => {
                    self.said = Some(Said::Refused { who, why });
                    changed = true;
                }
                Out::UndoRefused { name } => {
                    self.said = Some(Said::UndoRefused(name));
                    changed = true;
                }
                Out::Record | Out::Lobby | Out::UndoAsked { .. } | Out::Checked(_) => {
                    changed = true
                }
            }
        }
        if changed {
            self.keep();
        }
        changed
    }

    /// The record of the room's next game, when a rematch began since this screen opened.
    pub fn rematch(&self) -> Option<Record<G>> {
        (self.table.gen().game != self.game_shown).then(|| self.table.record().clone())
    }
}

/// The dealt table of `room` for this game: the one kept, or a new one (the dealer's when
/// this device opened the room, else the invite's dealer's).
fn open_dealt<G: GameView>(room: &Room, session: &Session<G>) -> Option<Box<dyn DealtPlay<G>>> {
    let (me, name) = (device(), name());
    let kept = (room.table.clone())
        .and_then(|t| G::dealt_table(&room.room, me, &name, DealtOpen::Kept(t)));
    let new = || {
        let seed = crate::app::game_view::random_seed();
        let open = match (room.host, room.dealer) {
            (true, _) => DealtOpen::Host {
                config: session.record().config.clone(),
                seed,
            },
            (false, Some(host)) => DealtOpen::Guest { host, secret: seed },
            (false, None) => return None,
        };
        G::dealt_table(&room.room, me, &name, open)
    };
    kept.or_else(new)
}

/// Who plays each seat of a dealt table, as the game screen sees it from here.
pub fn dealt_seats<G: Game>(d: &dyn DealtPlay<G>) -> Seats {
    let on = d.started();
    (d.seats().iter())
        .map(|h| match h {
            Holder::Person { device, .. } if on && *device == d.me() => Player::Here,
            Holder::Computer(level) if on && d.is_dealer() => Player::Computer(*level),
            _ => Player::Friend,
        })
        .collect()
}

/// What the people here do in the lobby.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveControl {
    Claim(u8),
    Leave(u8),
    Computer(u8),
    Start,
    Rename(String),
    AnswerUndo {
        asker: DeviceId,
        yes: bool,
    },
    Rematch,
    CopyInvite(String),
    /// Stop playing live on this device (the save stays, played here from now on).
    Stop,
}

/// Opens an invite to a live table: the game as a link opens it (a save of its match), and
/// the room kept for the match, so the game screen joins it.
pub fn invited(
    lang: crate::lang::Lang,
    game: &str,
    link: &str,
    invite: &str,
    seat: Option<&str>,
) -> Result<
    (
        crate::app::saving::OpenGame,
        Result<(), crate::app::storage::SaveProblem>,
    ),
    String,
> {
    let bad = || crate::text::live::words(lang).bad_invite.to_string();
    let (room, key, dealer) = parse_invite(invite).ok_or_else(bad)?;
    let seat = match seat {
        Some(s) => Some(s.parse::<u8>().map_err(|_| bad())?),
        None => None,
    };
    let (game, saved) = match crate::app::by_link::open_link(lang, game, link)? {
        crate::app::by_link::Opening::Show(shown) => shown,
        // Nobody's seats are asked here: they are taken at the table.
        crate::app::by_link::Opening::Ask(pending) => crate::app::by_link::claimed(&pending, &[]),
    };
    let id = match_of(&game.record).ok_or_else(bad)?;
    if room_of(id).is_none_or(|r| r.room != room) {
        let room = Room {
            room,
            key,
            host: false,
            seat,
            table: None,
            dealer,
        };
        keep_room(id, &room);
    }
    Ok((game, saved))
}

/// `<room>.<password>`, then `.<dealer>` at a table with hidden hands: each 1 to 16
/// lower-case hex digits.
fn parse_invite(invite: &str) -> Option<(String, String, Option<DeviceId>)> {
    let mut parts = invite.split('.');
    let (room, key, dealer) = (parts.next()?, parts.next()?, parts.next());
    let word = |w: &str| {
        (1..=16).contains(&w.len())
            && w.bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    };
    let dealer = match dealer {
        Some(d) if word(d) => Some(u64::from_str_radix(d, 16).ok()?),
        Some(_) => return None,
        None => None,
    };
    let ok = word(room) && word(key) && parts.next().is_none();
    ok.then(|| (room.to_string(), key.to_string(), dealer))
}

/// The match id of a record (JSON), without knowing its game.
pub fn match_of(record: &str) -> Option<u64> {
    let value: serde_json::Value = serde_json::from_str(record).ok()?;
    value.get("match")?.as_u64()
}

/// The invite link of a room: the game's share link (`link`), then the room.
pub fn invite_link(link: &str, room: &Room, dealer: Option<DeviceId>) -> String {
    match dealer {
        Some(d) => format!("{link}&live={}.{}.{d:x}", room.room, room.key),
        None => format!("{link}&live={}.{}", room.room, room.key),
    }
}
