//! The game screen at a live table: the driver's part that joins the table to the screen's
//! state machine. Moves made here go to the table (and from it to the other devices); the
//! table's record and seats come back as `PlayAction::Remote`. Undo becomes a request.

use super::live::net::{self, NetEvent};
use super::live::panel::{panel, LiveView, SeatHolder, SeatView};
use super::live::{self as live_room, LiveControl, Said, Status};
use super::play::Driver;
use super::play_screen::{share_url, ByLink, Screen};
use super::NewGame;
use crate::board::{GameView, HandsHere};
use crate::core::ai::Level;
use crate::core::codec::encode_link;
use crate::core::correspondence::computers;
use crate::games::GameInfo;
use crate::lang::Lang;
use crate::live::{Holder, Out, Refusal};
use crate::play_state::{PlayAction, PlayState};
use gloo::timers::callback::Interval;
use std::rc::Rc;
use yew::prelude::*;

/// The level of the computer's seats at a live table.
const LIVE_LEVEL: Level = Level::Medium;

pub(super) use super::live::Live;

impl<G: GameView> Driver<G> {
    /// What the live table changes on the game screen: the turn while a dealt table waits,
    /// the lobby panel (or the offer to play live), a tap out of turn, no Share at a table
    /// with hidden hands.
    pub(super) fn live_screen(
        &self,
        lang: Lang,
        info: &'static GameInfo,
        play: &PlayState<G>,
        hands_here: Option<HandsHere>,
        shown: &mut Screen,
    ) {
        match hands_here {
            Some(h) if h.before_deal => {
                shown.turn = crate::text::live::words(lang).before_deal.into()
            }
            Some(h) if h.dealer_away && !play.is_over() => {
                shown.turn = self.waiting_for_dealer(lang).unwrap_or_default();
            }
            _ => {}
        }
        shown.live = self.live_html(lang, info, play, &mut shown.by_link);
        if let Some(notice) = self.live_notice(lang, play) {
            shown.notice = (notice, true);
        }
        if (self.live.borrow().as_ref()).is_some_and(|l| l.dealt.is_some()) {
            shown.dealt = true;
            shown.share = None;
        }
    }

    /// Joins the table of this game's match, when it is played live here.
    pub(super) fn open_live(&self) {
        let room = match &*self.play.borrow() {
            Ok(play) => (play.session().record().match_id)
                .and_then(live_room::room_of)
                .map(|room| Live::open(room, play.session())),
            Err(_) => None,
        };
        if let Some(mut live) = room {
            // A room just made for this game (the new-game screen's "Play live").
            if live.room.host && live.room.table.is_none() {
                if let Ok(play) = &*self.play.borrow() {
                    live.seat_host(play.seats());
                }
            }
            *self.live.borrow_mut() = Some(live);
            self.connect();
            self.follow();
        }
    }

    /// "Play live": a new room for this game, the seats as they are played here.
    fn start_live(&self) {
        let live = match &*self.play.borrow() {
            Ok(play) if play.session().record().match_id.is_some() => {
                let mut live = Live::open(live_room::new_room(), play.session());
                live.seat_host(play.seats());
                live
            }
            _ => return,
        };
        *self.live.borrow_mut() = Some(live);
        self.connect();
        self.follow();
        // On a phone the panel opens below the board: brought into view once drawn.
        gloo::timers::callback::Timeout::new(0, || {
            let panel = gloo::utils::document().query_selector("[data-testid=live-panel]");
            if let Ok(Some(panel)) = panel {
                panel.scroll_into_view();
            }
        })
        .forget();
    }

    /// Joins the room through live.js, and ticks the table every second.
    fn connect(&self) {
        let Some((room, key)) = self.with_live(|l| (l.room.room.clone(), l.room.key.clone()))
        else {
            return;
        };
        let driver = self.clone();
        let ticker = Interval::new(1000, move || driver.tick());
        self.with_live(|l| l.ticker = Some(ticker));
        let driver = self.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let on: Rc<dyn Fn(NetEvent)> = {
                let driver = driver.clone();
                Rc::new(move |event| driver.heard(event))
            };
            let joined = net::join(&room, &key, &live_room::servers(), on).await;
            driver.with_live(|l| match joined {
                Ok(conn) => {
                    l.conn = Some(conn);
                    l.status = Status::Open;
                }
                Err(code) => l.status = Status::Failed(code),
            });
            driver.redraw.force_update();
        });
    }

    /// Runs `f` on the live table, if there is one (never while it is borrowed elsewhere).
    pub(super) fn with_live<T>(&self, f: impl FnOnce(&mut Live<G>) -> T) -> Option<T> {
        let mut guard = self.live.try_borrow_mut().ok()?;
        guard.as_mut().map(f)
    }

    fn heard(&self, event: NetEvent) {
        let now = live_room::now();
        let outs = self.with_live(|l| match event {
            NetEvent::Joined(peer) => {
                l.peers += 1;
                l.peer_joined(&peer)
            }
            NetEvent::Left(peer) => {
                l.peers = l.peers.saturating_sub(1);
                l.peer_left(&peer)
            }
            NetEvent::Message { peer, text } => l.hear(&peer, &text, now),
            // live.js dropped a message (too large, not text): said like any refusal.
            NetEvent::Error(code) if code.starts_with("refused:") => {
                let why = match code.contains("too large") {
                    true => Refusal::TooLarge,
                    false => Refusal::Malformed,
                };
                vec![Out::Refused {
                    who: String::new(),
                    why,
                }]
            }
            // One connection failing while others work is not the table failing.
            NetEvent::Error(_) if l.peers > 0 => Vec::new(),
            NetEvent::Error(code) => {
                l.status = Status::Failed(code);
                vec![Out::Lobby]
            }
        });
        self.carry(outs.unwrap_or_default());
    }

    fn tick(&self) {
        let outs = self.with_live(|l| {
            l.title_back();
            l.tick(live_room::now())
        });
        self.carry(outs.unwrap_or_default());
    }

    pub(super) fn carry(&self, outs: Vec<Out>) {
        if self.with_live(|l| l.carry(outs)) == Some(true) {
            self.follow();
        }
    }

    /// The screen follows the table: its moves and seats, or the room's next game.
    pub(super) fn follow(&self) {
        if self.with_live(|l| l.dealt.is_some()) == Some(true) {
            return self.follow_dealt();
        }
        let Some((moves, seats, rematch, catching_up)) = self.with_live(|l| {
            let t = &l.table;
            (
                t.record().moves.clone(),
                l.seats(),
                l.rematch(),
                t.catching_up(),
            )
        }) else {
            return;
        };
        // Joined with a saved game the table has not found again yet: the screen (and the
        // save) keep their moves until it has.
        if catching_up {
            self.redraw.force_update();
            return;
        }
        if let Some(record) = rematch {
            let record = serde_json::to_string(&record).expect("a record always serializes");
            self.on_new.emit(NewGame { record, seats });
            return;
        }
        self.dispatch(PlayAction::Remote { moves, seats });
        self.say_your_move();
    }

    /// In the background, the title says when a seat here is to move.
    pub(super) fn say_your_move(&self) {
        let my_turn = match &*self.play.borrow() {
            Ok(play) => play.to_move().is_some_and(|s| {
                play.seats().get(s as usize) == Some(&crate::core::correspondence::Player::Here)
            }),
            Err(_) => false,
        };
        let words = crate::text::live::words(self.lang);
        self.with_live(|l| l.your_move(my_turn, words.your_move));
    }

    /// A move made here (by a person, or by the computer this device runs) goes to the table.
    pub(super) fn to_table(&self) {
        if self.with_live(|l| l.dealt.is_some()) == Some(true) {
            return self.to_dealt();
        }
        let mv = match &*self.play.borrow() {
            Ok(play) => self.with_live(|l| {
                let (here, there) = (play.session().moves(), l.table.record().moves.as_slice());
                let next = here.len() == there.len() + 1 && here[..there.len()] == *there;
                (next && !l.table.catching_up()).then(|| here[there.len()].clone())
            }),
            Err(_) => None,
        };
        let Some(Some(mv)) = mv else {
            return;
        };
        match self.with_live(|l| l.table.play(mv)) {
            Some(Ok(outs)) => self.carry(outs),
            Some(Err(why)) => {
                self.with_live(|l| l.said = Some(Said::Denied(why)));
                // The move did not go: the screen goes back to the table's record.
                self.follow();
            }
            None => {}
        }
    }

    /// Undo at a live table: a request to the others. False when not at a started table.
    pub(super) fn ask_undo(&self) -> bool {
        // Cards once drawn cannot be put back unseen: no undo at a dealt table.
        if self.with_live(|l| l.dealt.is_some()) == Some(true) {
            self.deny(Refusal::NoUndo);
            return true;
        }
        let asked = self.with_live(|l| match l.table.started() {
            true => Some(l.table.ask_undo()),
            false => None,
        });
        match asked.flatten() {
            Some(Ok(outs)) => {
                self.carry(outs);
                self.redraw.force_update();
            }
            Some(Err(why)) => self.deny(why),
            None => return false,
        }
        true
    }

    fn control(&self, control: LiveControl) {
        if control == LiveControl::Stop {
            return self.stop_live();
        }
        if self.with_live(|l| l.dealt.is_some()) == Some(true) {
            return self.control_dealt(control);
        }
        let lang = self.lang;
        let done = self.with_live(|l| {
            let t = &mut l.table;
            match control {
                LiveControl::Claim(seat) => t.claim(seat),
                LiveControl::Leave(seat) => t.set_seat_free(seat, None),
                LiveControl::Computer(seat) => t.set_seat_free(seat, Some(LIVE_LEVEL)),
                LiveControl::Start => Ok(t.start(LIVE_LEVEL)),
                LiveControl::Rename(name) => {
                    live_room::set_name(&name);
                    Ok(t.rename(&name))
                }
                LiveControl::AnswerUndo { asker, yes } => Ok(t.answer_undo(asker, yes)),
                LiveControl::Rematch => t.rematch(
                    super::game_view::random_seed(),
                    super::game_view::random_match(),
                ),
                LiveControl::CopyInvite(link) => Ok(copy_invite(l, G::name(lang), link)),
                LiveControl::Stop => Ok(Vec::new()),
            }
        });
        match done {
            Some(Ok(outs)) => {
                self.carry(outs);
                // What the person here did shows at once (an answer sent, a request).
                self.redraw.force_update();
            }
            Some(Err(why)) => self.deny(why),
            None => {}
        }
    }

    /// Something the person here tried was refused: the lobby says why, at once.
    pub(super) fn deny(&self, why: Refusal) {
        self.with_live(|l| l.said = Some(Said::Denied(why)));
        self.redraw.force_update();
    }

    /// "Stop playing live": the room is forgotten here; the save stays, played here.
    fn stop_live(&self) {
        if let Some(Some(id)) = self.with_live(|l| l.table.record().match_id) {
            live_room::forget_room(id);
        }
        drop(self.live.borrow_mut().take());
        self.redraw.force_update();
    }

    /// The live panel (or the offer to play live) for the screen; the by-link panel goes
    /// when the game is live.
    fn live_html(
        &self,
        lang: Lang,
        info: &'static GameInfo,
        play: &PlayState<G>,
        by_link: &mut Option<ByLink>,
    ) -> Html {
        let w = crate::text::live::words(lang);
        let guard = self.live.borrow();
        let Some(live) = guard.as_ref() else {
            return self.offer(play);
        };
        *by_link = None;
        let driver = self.clone();
        let send = Callback::from(move |c| driver.control(c));
        let shown = match &live.dealt {
            Some(d) => super::play_dealt::view(lang, info, play, live, d.as_ref()),
            None => view(lang, info, play, live),
        };
        panel(w, &shown, &send)
    }

    /// A tap out of turn at a live table: the seat to move plays on another device (the
    /// screen's own sentence is for friends by link, who are sent the link).
    fn live_notice(&self, lang: Lang, play: &PlayState<G>) -> Option<String> {
        let Some(crate::play_state::Problem::Waiting(seat)) = play.problem() else {
            return None;
        };
        self.live.borrow().as_ref()?;
        let seat = G::seat_name(lang, play.session().state(), *seat);
        Some(crate::text::live::words(lang).plays_elsewhere(&seat))
    }

    fn offer(&self, play: &PlayState<G>) -> Html {
        let session = play.session();
        if G::seats(session.position(0)) < 2 || session.record().match_id.is_none() {
            return html! {};
        }
        let driver = self.clone();
        let onclick = Callback::from(move |_| driver.start_live());
        html! {
            <p class="actions live-offer">
                <button class="button" data-testid="play-live" {onclick}>{ crate::text::words(self.lang).play_live }</button>
            </p>
        }
    }
}

/// The share sheet where the device has one (phones), else the clipboard.
pub(super) fn copy_invite<G: GameView>(l: &mut Live<G>, game: &str, link: String) -> Vec<Out> {
    l.copied = true;
    let words = format!("Boardshelf · {game}");
    let done = Callback::from(|_| ());
    wasm_bindgen_futures::spawn_local(super::platform::send_link(link, words, done));
    vec![Out::Lobby]
}

/// What the lobby says of something refused, in words (every kind of live table).
pub(super) fn said_words(w: &crate::text::live::Words, said: &Said) -> String {
    match said {
        Said::Refused { who, why } => {
            let who = if who.is_empty() { w.someone } else { who };
            w.refused(who, &w.why(*why))
        }
        Said::Denied(why) => crate::lang::sentence(&w.why(*why)),
        Said::UndoRefused(name) => w.undo_refused(name),
    }
}

/// What the panel shows of a live table.
fn view<G: GameView>(
    lang: Lang,
    info: &'static GameInfo,
    play: &PlayState<G>,
    live: &Live<G>,
) -> LiveView {
    let w = crate::text::live::words(lang);
    let t = &live.table;
    let start = play.session().position(0);
    let link = share_url(info.id, &encode_link(t.record(), &computers(play.seats())));
    let seats = (t.seats().iter().enumerate())
        .map(|(seat, e)| SeatView {
            label: G::seat_name(lang, start, seat as u8),
            holder: match &e.holder {
                Holder::Open => SeatHolder::Free,
                Holder::Computer(_) => SeatHolder::Computer,
                Holder::Person { device, name } => SeatHolder::Person {
                    name: if name.is_empty() {
                        w.someone.to_string()
                    } else {
                        name.clone()
                    },
                    mine: *device == t.me(),
                    present: t.present(*device),
                },
            },
        })
        .collect();
    let said = live.said.as_ref().map(|said| said_words(w, said));
    LiveView {
        status: live.status.clone(),
        peers: live.peers,
        invite: live_room::invite_link(&link, &live.room, None),
        copied: live.copied,
        name: live_room::name(),
        seats,
        started: t.started(),
        full: t.full(),
        undo_asked: t.undo_asked().map(|(asker, _)| (asker, t.name_of(asker))),
        undo_waiting: t.undo_waiting(),
        said,
        over: G::outcome(t.session().state()).is_some(),
        can_start: true,
        note: None,
    }
}
