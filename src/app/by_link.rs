//! Opening a game link: a link of a match this device already has continues its save, or
//! leaves it alone (`core::correspondence::arrive`); a match never seen here first asks
//! which seats the person holding this device plays. Nothing saved is ever overwritten by
//! a link: only a save the link extends gets the link's new moves.

use super::saving::{LinkNote, NewMoves, News, OpenGame};
use super::storage::{self, SaveProblem};
use super::{use_lang, use_words};
use crate::core::codec::Envelope;

use crate::erased::Linked;
use crate::games::{info, GameInfo};
use crate::lang::Lang;
use crate::saves::arrival::{Arrived, Opened};
use crate::text;
use yew::prelude::*;

/// A link of a match never seen here, waiting for the player to say which seats are theirs.
#[derive(Clone, PartialEq)]
pub struct Pending {
    pub info: &'static GameInfo,
    pub linked: Linked,
}

/// What opening a link leads to.
pub enum Opening {
    /// A game to show, and what happened saving it.
    Show((OpenGame, Result<(), SaveProblem>)),
    /// Ask which seats are played here first.
    Ask(Pending),
}

/// Decodes and replays a link, then lets the saves decide what it does (`saves::arrival`).
pub fn open_link(lang: Lang, game: &str, link: &str) -> Result<Opening, String> {
    let t = text::words(lang);
    let info = info(game).ok_or_else(|| t.unknown_game.to_string())?;
    let linked = info.open_link(lang, link)?;
    Ok(match storage::arrive(info, &linked)? {
        Arrived::Ask => Opening::Ask(Pending { info, linked }),
        Arrived::Open(opened) => Opening::Show(shown(info, &linked, opened)),
    })
}

/// The new game for a never-seen match, once the player said which seats are theirs.
pub fn claimed(pending: &Pending, mine: &[u8]) -> (OpenGame, Result<(), SaveProblem>) {
    let opened = storage::claim(pending.info, &pending.linked, mine);
    shown(pending.info, &pending.linked, opened)
}

/// The game to show after a link arrived, with what came by it and what saving did.
fn shown(
    info: &'static GameInfo,
    linked: &Linked,
    opened: Opened,
) -> (OpenGame, Result<(), SaveProblem>) {
    let news = |moves, note| Some(News { moves, note });
    let unchanged = |envelope: &Envelope, note: LinkNote| OpenGame {
        news: news(NewMoves::None, Some(note)),
        ..OpenGame::loaded(&envelope.id, envelope, info)
    };
    match opened {
        Opened::Started {
            id,
            created,
            seats,
            diverged,
            saved,
        } => {
            let note = diverged.then_some(LinkNote::Diverged);
            let game = OpenGame {
                id,
                info,
                record: linked.record.text().into(),
                created,
                undos: 0,
                seats,
                generation: 0,
                shared: linked.summary.moves,
                news: news(NewMoves::SinceMine, note),
                analysis: None,
                view: None,
            };
            (game, saved)
        }
        Opened::Updated {
            envelope,
            had,
            saved,
        } => {
            let game = OpenGame {
                record: linked.record.text().into(),
                news: news(NewMoves::From(had), None),
                shared: linked.summary.moves,
                ..OpenGame::loaded(&envelope.id, &envelope, info)
            };
            (game, saved)
        }
        Opened::Same { envelope } => (unchanged(&envelope, LinkNote::Same), Ok(())),
        Opened::Behind {
            envelope,
            link,
            saved,
        } => (
            unchanged(&envelope, LinkNote::Behind { link, saved }),
            Ok(()),
        ),
    }
}

#[derive(Properties, PartialEq)]
pub struct ClaimProps {
    pub pending: Pending,
    pub on_claim: Callback<Vec<u8>>,
}

/// "Which seats do you play?": every person's seat with a tick box, the seat to move ticked;
/// the computer's seats are named but not offered.
#[function_component]
pub fn ClaimSeats(props: &ClaimProps) -> Html {
    let (lang, t) = (use_lang(), use_words());
    let linked = &props.pending.linked;
    let turn = linked.summary.turn;
    let mine = use_state(|| turn.into_iter().collect::<Vec<u8>>());
    let onsubmit = {
        let (mine, on_claim) = (mine.clone(), props.on_claim.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if !mine.is_empty() {
                on_claim.emit((*mine).clone());
            }
        })
    };
    let seat = |(i, name): (usize, &String)| {
        let seat = i as u8;
        let id = format!("claim-{i}");
        if let Some(level) = linked.computers.get(i).copied().flatten() {
            return html! { <li class="muted">{ format!("{name}{}{}", t.colon, t.level_name(level)) }</li> };
        }
        let onchange = {
            let mine = mine.clone();
            Callback::from(move |_: Event| {
                let mut m = (*mine).clone();
                match m.iter().position(|&s| s == seat) {
                    Some(at) => drop(m.remove(at)),
                    None => m.push(seat),
                }
                mine.set(m);
            })
        };
        // The link came for the seat to move: it is always played here (else nobody could).
        let to_move = turn == Some(seat);
        html! {
            <li>
                <input type="checkbox" id={id.clone()} checked={to_move || mine.contains(&seat)}
                       disabled={to_move} {onchange} />
                <label for={id}>{ name }</label>
                if to_move {
                    <span class="muted">{ t.claim_to_move }</span>
                }
            </li>
        }
    };
    html! {
        <section class="setup claim">
            <h1>{ props.pending.info.name(lang) }</h1>
            <form {onsubmit}>
                <fieldset class="seats">
                    <legend>{ t.claim_title }</legend>
                    <p>{ t.claim_help }</p>
                    <p class="muted">{ &linked.summary.title }{ " · " }{ &linked.summary.status }</p>
                    <ul class="claim-seats">{ for linked.seat_names.iter().enumerate().map(seat) }</ul>
                </fieldset>
                if mine.is_empty() {
                    <p class="error" role="alert">{ t.claim_none }</p>
                }
                <button class="button primary" type="submit" disabled={mine.is_empty()}>{ t.claim_start }</button>
            </form>
        </section>
    }
}
