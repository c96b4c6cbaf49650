//! A game link arriving on this device: a link of a match this device already has continues
//! its save or leaves it alone (`core::correspondence::arrive`), one whose moves went
//! another way becomes a separate game, and a match never seen here first asks which seats
//! the person holding this device plays. Nothing saved is ever overwritten by a link: only
//! a save the link extends gets the link's new moves, at its next revision.

use super::{GameRef, LoadError, SaveProblem, Saves, Slot, Snapshot, Store};
use crate::core::codec::Envelope;
use crate::core::correspondence::{arrive, claim, Arrival, Seats};
use crate::erased::Linked;
use crate::games::GameInfo;
use crate::lang::Lang;

/// What a link does: a game to open, or first a question.
// Made once per link opened: the size of the larger variant costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum Arrived {
    /// A match never seen here: which seats are played here must be asked first.
    Ask,
    Open(Opened),
}

/// What a link did to the saves, and the game it opens.
#[derive(Debug)]
pub enum Opened {
    /// A new saved game `id` with these seats; `diverged`: the match has saves here whose
    /// moves went another way.
    Started {
        id: String,
        created: f64,
        seats: Seats,
        diverged: bool,
        saved: Result<(), SaveProblem>,
    },
    /// The link's moves were written into the save, which had `had` moves.
    Updated {
        envelope: Envelope,
        had: usize,
        saved: Result<(), SaveProblem>,
    },
    /// The save already has exactly these moves: opened as it is.
    Same { envelope: Envelope },
    /// The link (`link` moves) is behind the save (`saved` moves): opened as it is.
    Behind {
        envelope: Envelope,
        link: usize,
        saved: usize,
    },
}

/// Where a new game's id and time come from (the page's clock and randomness; fixed in
/// tests).
pub struct NewGame<'a> {
    pub id: &'a dyn Fn() -> String,
    pub now: f64,
}

impl<S: Store> Saves<S> {
    /// Decides what the decoded link `linked` of game `info` does, and does it.
    pub fn arrive(
        &self,
        lang: Lang,
        info: &'static GameInfo,
        linked: &Linked,
        new: &NewGame,
    ) -> Result<Arrived, LoadError> {
        let seats = linked.seat_names.len();
        // A link without a match (older links, games not played by link): a new game with
        // every person here, as links always opened.
        let everyone = || {
            let all: Vec<u8> = (0..seats as u8).collect();
            claim(&linked.computers, seats, &all)
        };
        let Some(match_id) = linked.match_id else {
            return Ok(Arrived::Open(self.start(
                info,
                linked,
                everyone(),
                false,
                new,
            )));
        };
        let logic = info.logic().expect("every listed game has its logic");
        let saves = self.saves_of(lang, info, match_id);
        let relations: Vec<(usize, _)> = (saves.iter().enumerate())
            .map(|(i, env)| (i, logic.relate(&env.record, &linked.record)))
            .collect();
        Ok(Arrived::Open(match arrive(&relations) {
            Arrival::New if seats < 2 => self.start(info, linked, Vec::new(), false, new),
            // Nobody is left to play here (the game is over, or computers play every seat):
            // it opens to be watched, viewed and analysed, with no seat to ask for.
            Arrival::New if !seats_to_ask(linked) => {
                self.start(info, linked, everyone(), false, new)
            }
            Arrival::New => return Ok(Arrived::Ask),
            Arrival::Update(i) => self.update(lang, info, &saves[i], linked, new.now)?,
            Arrival::Same(i) => Opened::Same {
                envelope: self.open(lang, &saves[i].id)?.0,
            },
            Arrival::Behind(i) => Opened::Behind {
                envelope: self.open(lang, &saves[i].id)?.0,
                link: linked.summary.moves,
                saved: saves[i].moves(),
            },
            Arrival::Diverged(i) => self.start(info, linked, saves[i].seats.clone(), true, new),
        }))
    }

    /// The new game for a never-seen match, once the player said which seats are theirs.
    pub fn claim(
        &self,
        info: &'static GameInfo,
        linked: &Linked,
        mine: &[u8],
        new: &NewGame,
    ) -> Opened {
        let seats = claim(&linked.computers, linked.seat_names.len(), mine);
        self.start(info, linked, seats, false, new)
    }

    /// The saves of one match.
    fn saves_of(&self, lang: Lang, info: &GameInfo, match_id: u64) -> Vec<Envelope> {
        (self.list(lang).into_iter())
            .filter_map(|slot| match slot {
                Slot::Ok { envelope, .. } if envelope.game == info.id => Some(envelope),
                _ => None,
            })
            .filter(|env| env.match_id() == Some(match_id))
            .collect()
    }

    /// A new saved game from a link, with this device's seats.
    fn start(
        &self,
        info: &GameInfo,
        linked: &Linked,
        seats: Seats,
        diverged: bool,
        new: &NewGame,
    ) -> Opened {
        let id = (new.id)();
        let game = GameRef {
            id: &id,
            game: info.id,
            created: new.now,
            seats: &seats,
        };
        let saved = self.write(&game, &snapshot(linked), new.now);
        Opened::Started {
            id,
            created: new.now,
            seats,
            diverged,
            saved,
        }
    }

    /// The link continues a save: its moves are written into it (at the save's next
    /// revision, so a newer write from another tab is never overwritten).
    fn update(
        &self,
        lang: Lang,
        info: &GameInfo,
        env: &Envelope,
        linked: &Linked,
        now: f64,
    ) -> Result<Opened, LoadError> {
        // Reading it again remembers its revision: the write below must follow it.
        let (envelope, _) = self.open(lang, &env.id)?;
        let game = GameRef {
            id: &env.id,
            game: info.id,
            created: env.created,
            seats: &env.seats,
        };
        let saved = self.write(&game, &snapshot(linked), now);
        Ok(Opened::Updated {
            had: envelope.moves(),
            envelope,
            saved,
        })
    }
}

/// Whether a never-seen match has a seat worth asking about: the game goes on and a
/// person plays at least one seat.
fn seats_to_ask(linked: &Linked) -> bool {
    let person = |seat: usize| linked.computers.get(seat).copied().flatten().is_none();
    !linked.summary.finished && (0..linked.seat_names.len()).any(person)
}

/// A game as a link brought it: every one of its moves is the sender's too.
fn snapshot(linked: &Linked) -> Snapshot {
    Snapshot {
        record: linked.record.clone(),
        summary: linked.summary.clone(),
        shared: linked.summary.moves,
        analysis: None,
        seats: None,
        view: None,
        disputed: false,
    }
}
