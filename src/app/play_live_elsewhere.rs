//! The game screen in an app built without live tables (the full app and each game's own
//! app: most players never play live, so they never download it, #61). "Play live", and a
//! game played live here before, hand the page over to the live app: the address says
//! `live`, and `index.html`'s loader starts the live app for such an address.

use super::live::{keep_room, new_room, room_of};
use super::play::Driver;
use super::route::{current_hash, says_live};
use crate::board::{GameView, HandsHere};
use crate::games::GameInfo;
use crate::lang::Lang;
use crate::play_state::PlayState;
use yew::prelude::*;

/// No live table is ever open in this app (the type has no value).
pub enum Live<G> {
    #[allow(dead_code)] // never made: only its absence is held
    Never(std::convert::Infallible, std::marker::PhantomData<G>),
}

impl<G: GameView> Driver<G> {
    /// A game played live here before goes on in the live app (unless the live app could
    /// not be loaded, and the loader showed the address here instead: it is then played here).
    pub(super) fn open_live(&self) {
        let played_live = match &*self.play.borrow() {
            Ok(play) => (play.session().record().match_id)
                .and_then(room_of)
                .is_some(),
            Err(_) => false,
        };
        if played_live && !says_live(&current_hash()) {
            hand_over();
        }
    }

    pub(super) fn hands_here(&self) -> Option<HandsHere> {
        None
    }

    /// The offer to play live (the live app opens the table), and why the game is played
    /// here when it was live and the live app could not be loaded.
    pub(super) fn live_screen(
        &self,
        lang: Lang,
        _info: &'static GameInfo,
        play: &PlayState<G>,
        _hands: Option<HandsHere>,
        shown: &mut super::play_screen::Screen,
    ) {
        let session = play.session();
        let Some(id) = session.record().match_id else {
            return;
        };
        if says_live(&current_hash()) && room_of(id).is_some() {
            shown.notice = (crate::text::words(lang).live_not_loaded.into(), true);
            return;
        }
        if G::seats(session.position(0)) < 2 {
            return;
        }
        let onclick = Callback::from(move |_| {
            keep_room(id, &new_room());
            hand_over();
        });
        shown.live = html! {
            <p class="actions live-offer">
                <button class="button" data-testid="play-live" {onclick}>{ crate::text::words(lang).play_live }</button>
            </p>
        };
    }

    /// Undo is never a request to others here.
    pub(super) fn ask_undo(&self) -> bool {
        false
    }

    /// No table to tell.
    pub(super) fn to_table(&self) {}

    /// One seat's view of a dealt game, as it was opened (no table deals here).
    pub(super) fn saved_view(&self) -> Option<crate::core::codec::SavedView> {
        self.opened_view.clone()
    }

    /// No deal is disputed here.
    pub(super) fn disputed(&self) -> bool {
        false
    }
}

/// The same address, saying `live`: the route's watcher (`use_route`) writes the game's
/// last change and loads the page again, and the loader starts the live app for it. Not
/// while moves are kept only in this tab (the reload would lose them).
fn hand_over() {
    if super::storage::has_unsaved() {
        return;
    }
    let hash = current_hash();
    let live = match hash.contains('?') {
        true => format!("{hash}&live"),
        false => format!("{hash}?live"),
    };
    let _ = gloo::utils::window().location().replace(&live);
}
