//! The game screen at a table with hidden hands (`live::dealt`): the screen shows this
//! device's view of the game (the dealer's device: the whole game, with only its own seats'
//! cards on screen), moves go to the dealer, and the lobby says who deals and how the deal
//! checked out. Undo is not offered: cards once drawn cannot be put back unseen.

use super::live::panel::{LiveView, SeatHolder, SeatView};
use super::live::{self as live_room, Live, LiveControl};
use super::play::Driver;
use super::play_live::{copy_invite, said_words};
use super::play_screen::share_url;
use crate::board::GameView;
use crate::core::codec::{encode_link, Json, SavedView};
use crate::core::{Record, Session};
use crate::games::GameInfo;
use crate::lang::Lang;
use crate::live::dealt::DealtPlay;
use crate::live::{Holder, Out};
use crate::play_state::PlayState;

/// The level of the computer's seats at a dealt table.
const LEVEL: crate::core::ai::Level = crate::core::ai::Level::Medium;

impl<G: GameView> Driver<G> {
    /// The screen follows the table: the dealer's whole game, or this device's view.
    pub(super) fn follow_dealt(&self) {
        // A move of this device's is on its way to the dealer: the screen keeps showing it.
        if self.with_dealt(|_, d| d.waiting()) == Some(true) {
            return;
        }
        if self.rematch_dealt() {
            return;
        }
        let Some(Some((session, seats))) = self.with_dealt(|l, d: &mut dyn DealtPlay<G>| {
            let match_id = l.table.record().match_id;
            let in_match = |r: Record<G>| Record { match_id, ..r };
            let shown = match (d.record(), d.positions()) {
                (Some(record), _) => Session::from_record(in_match(record)).ok(),
                (None, Some(positions)) => {
                    let config = d.config()?;
                    let record = Record {
                        moves: d.moves(),
                        ..in_match(Record::new(config, 0))
                    };
                    Session::seen(record, positions)
                }
                (None, None) => None,
            };
            Some((shown, live_room::dealt_seats(d)))
        }) else {
            return;
        };
        let effects = match &mut *self.play.borrow_mut() {
            Ok(play) => match session {
                // Another deal (the start, a rematch, the reveal), or what this device sees.
                Some(session)
                    if session.record().seed != play.session().record().seed
                        || session.moves() != play.session().moves()
                        || session.state() != play.session().state() =>
                {
                    play.replace(session, seats)
                }
                _ => play.update(crate::play_state::PlayAction::Remote {
                    moves: play.session().moves().to_vec(),
                    seats,
                }),
            },
            Err(_) => return,
        };
        self.carry_out(effects);
        if self.with_live(|l| l.newly_disputed()) == Some(true) {
            self.save(); // the dealer's save, now marked (its moves did not change)
        }
        self.redraw.force_update();
        self.say_your_move();
    }

    /// The room's next game began (a rematch): it gets a save of its own, under a new
    /// match kept with the room, so the finished game's save keeps that game. Its record
    /// deals nothing: the table's deal comes once the dealer starts it.
    fn rematch_dealt(&self) -> bool {
        let next = self.with_live(|l| {
            let d = l.dealt.as_ref()?;
            if d.game() == l.game_shown {
                return None;
            }
            let config = d.config()?;
            let room = live_room::Room {
                table: Some(d.keep()),
                ..l.room.clone()
            };
            l.retired = true;
            Some((config, room, l.table.record().match_id, l.seats()))
        });
        let Some(Some((config, room, old, seats))) = next else {
            return false;
        };
        let new_match = super::game_view::random_match();
        live_room::keep_room(new_match, &room);
        if let Some(old) = old {
            live_room::forget_room(old);
        }
        let record = Record::<G>::new(config, 0).in_match(new_match);
        let record = serde_json::to_string(&record).expect("a record always serializes");
        self.on_new.emit(super::NewGame { record, seats });
        true
    }

    /// A move made here (a person's, or on the dealer's device the computer's) goes to the
    /// dealer.
    pub(super) fn to_dealt(&self) {
        let mv = match &*self.play.borrow() {
            Ok(play) => self.with_dealt(|_, d| {
                let (here, there) = (play.session().moves(), d.moves());
                let next = here.len() == there.len() + 1 && here[..there.len()] == *there;
                next.then(|| here[there.len()].clone())
            }),
            Err(_) => None,
        };
        let Some(Some(mv)) = mv else {
            return;
        };
        match self.with_dealt(|_, d| d.play(mv)) {
            Some(Ok(outs)) => self.carry(outs),
            Some(Err(why)) => {
                self.deny(why);
                self.follow_dealt();
            }
            None => {}
        }
    }

    pub(super) fn control_dealt(&self, control: LiveControl) {
        let lang = self.lang;
        let done = match control {
            LiveControl::CopyInvite(link) => {
                self.with_live(|l| Ok(copy_invite(l, G::name(lang), link)))
            }
            // Kept on the device; the table knows it from the next time it opens.
            LiveControl::Rename(name) => {
                live_room::set_name(&name);
                Some(Ok(vec![Out::Lobby]))
            }
            control => self.with_dealt(|_, d| match control {
                LiveControl::Claim(seat) => d.claim(seat),
                LiveControl::Leave(seat) => d.set_seat(seat, Holder::Open),
                LiveControl::Computer(seat) => d.set_seat(seat, Holder::Computer(LEVEL)),
                LiveControl::Start => d.start(LEVEL),
                LiveControl::Rematch => d.rematch(super::game_view::random_seed()),
                _ => Ok(Vec::new()),
            }),
        };
        match done {
            Some(Ok(outs)) => {
                self.carry(outs);
                self.redraw.force_update();
            }
            Some(Err(why)) => self.deny(why),
            None => {}
        }
    }

    /// One seat's view as saved: the deal's public part from the table (or from the save
    /// it was opened from), and whether the deal failed its check.
    pub(super) fn saved_view(&self) -> Option<SavedView> {
        let here = self.with_dealt(|_, d| {
            let deal = Json::parse(d.deal()?).ok()?;
            let unfair = matches!(d.checked(), Some(Err(_)));
            Some(SavedView { deal, unfair })
        });
        here.flatten().or_else(|| self.opened_view.clone())
    }

    /// On the dealer's device: whether another device said the deal did not check out.
    pub(super) fn disputed(&self) -> bool {
        self.with_dealt(|_, d| d.disputed().is_some())
            .unwrap_or(false)
    }

    /// What this device holds at a dealt table, for the board.
    pub(super) fn hands_here(&self) -> Option<crate::board::HandsHere> {
        self.with_dealt(|_, d| crate::board::HandsHere {
            before_deal: !d.dealt(),
            dealer_away: d.dealt() && !d.dealer_here() && d.checked().is_none(),
            seats: d.mine(),
        })
    }

    /// While the game waits for the dealer's device: the turn line says so.
    pub(super) fn waiting_for_dealer(&self, lang: Lang) -> Option<String> {
        let name = self.with_dealt(|_, d| d.name_of(d.dealer_device()))?;
        let w = crate::text::live::words(lang);
        Some(w.waiting_for_dealer(if name.is_empty() { w.someone } else { &name }))
    }

    /// Runs `f` on the live table and its dealt table, when the game is played so.
    fn with_dealt<T>(&self, f: impl FnOnce(&Live<G>, &mut dyn DealtPlay<G>) -> T) -> Option<T> {
        let mut guard = self.live.try_borrow_mut().ok()?;
        let live = guard.as_mut()?;
        let mut dealt = live.dealt.take()?;
        let out = f(live, dealt.as_mut());
        live.dealt = Some(dealt);
        Some(out)
    }
}

/// What the panel shows of a dealt table.
pub(super) fn view<G: GameView>(
    lang: Lang,
    info: &'static GameInfo,
    play: &PlayState<G>,
    live: &Live<G>,
    d: &dyn DealtPlay<G>,
) -> LiveView {
    let w = crate::text::live::words(lang);
    let start = play.session().position(0);
    // The invite holds the game's options and match, never a deal.
    let config = play.session().record().config.clone();
    let record = Record {
        match_id: play.session().record().match_id,
        ..Record::<G>::new(config, 0)
    };
    let link = share_url(info.id, &encode_link(&record, &[]));
    let name = |name: &str| match name.is_empty() {
        true => w.someone.to_string(),
        false => name.to_string(),
    };
    let seats = (d.seats().iter().enumerate())
        .map(|(seat, h)| SeatView {
            label: G::seat_name(lang, start, seat as u8),
            holder: match h {
                Holder::Open => SeatHolder::Free,
                Holder::Computer(_) => SeatHolder::Computer,
                Holder::Person { device, name: n } => SeatHolder::Person {
                    name: name(n),
                    mine: *device == d.me(),
                    present: d.present(*device),
                },
            },
        })
        .collect();
    let dealer = name(&d.name_of(d.dealer_device()));
    let note = match (d.checked(), d.is_dealer(), d.dealer_here()) {
        (Some(result), false, _) => w.checked(result),
        (_, true, _) => match d.disputed() {
            Some(by) => w.deal_disputed(&name(&d.name_of(by))),
            None => w.you_deal.to_string(),
        },
        (None, false, false) => w.waiting_for_dealer(&dealer),
        (None, false, true) => w.dealer_is(&dealer),
    };
    let said = live.said.as_ref().map(|said| said_words(w, said));
    let full = !d.seats().contains(&Holder::Open);
    LiveView {
        status: live.status.clone(),
        peers: live.peers,
        invite: live_room::invite_link(&link, &live.room, Some(d.dealer_device())),
        copied: live.copied,
        name: live_room::name(),
        seats,
        started: d.started(),
        full,
        undo_asked: None,
        undo_waiting: false,
        said,
        // The dealer starts the next game (its save is a new one: `rematch_dealt`).
        over: d.is_dealer() && play.is_over(),
        can_start: d.is_dealer(),
        note: Some(note),
    }
}
