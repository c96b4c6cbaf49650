//! Opening a game link: a link of a match this device already has continues its save, or
//! leaves it alone (`core::correspondence::arrive`); a match never seen here first asks
//! which seats the person holding this device plays. Nothing saved is ever overwritten by
//! a link: only a save the link extends gets the link's new moves.

use super::saving::{NewMoves, News, OpenGame};
use super::storage::{self, SaveProblem, Slot};
use super::{use_lang, use_words};
use crate::core::codec::Envelope;
use crate::core::correspondence::{arrive, claim, Arrival, Seats};
use crate::erased::Linked;
use crate::games::{info, GameInfo};
use crate::lang::Lang;
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

/// Decodes and replays a link, then decides what it does to the saved games.
pub fn open_link(lang: Lang, game: &str, link: &str) -> Result<Opening, String> {
    let t = text::words(lang);
    let info = info(game).ok_or_else(|| t.unknown_game.to_string())?;
    let logic = info.logic().expect("every listed game has its logic");
    let linked = logic.open_link(lang, link)?;
    let seats = linked.seat_names.len();
    let Some(match_id) = linked.match_id else {
        // A link without a match (older links, games not played by link): a new game with
        // every person here, as links always opened.
        let everyone: Vec<u8> = (0..seats as u8).collect();
        let seats = claim(&linked.computers, seats, &everyone);
        return Ok(Opening::Show(start(info, &linked, seats, None)));
    };
    let saves = saves_of(info, match_id);
    let relations: Vec<(usize, _)> = saves
        .iter()
        .enumerate()
        .map(|(i, (_, env))| (i, logic.relate(&env.record, &linked.record)))
        .collect();
    Ok(match arrive(&relations) {
        Arrival::New if seats < 2 => Opening::Show(start(info, &linked, Vec::new(), None)),
        Arrival::New => Opening::Ask(Pending { info, linked }),
        Arrival::Update(i) => update(info, &saves[i], &linked)?,
        Arrival::Same(i) => unchanged(info, &saves[i], t.link_same.to_string())?,
        Arrival::Behind(i) => {
            let saved = saves[i].1.moves();
            let note = t.link_behind(linked.summary.moves, saved);
            unchanged(info, &saves[i], note)?
        }
        Arrival::Diverged(i) => {
            let note = Some(t.link_diverged.to_string());
            let seats = saves[i].1.seats.clone();
            Opening::Show(start(info, &linked, seats, note))
        }
    })
}

/// The saves of one match, with their ids.
fn saves_of(info: &GameInfo, match_id: u64) -> Vec<(String, Envelope)> {
    let slots = storage::list().unwrap_or_default();
    slots
        .into_iter()
        .filter_map(|slot| match slot {
            Slot::Ok { envelope, .. } if envelope.game == info.id => Some(envelope),
            _ => None,
        })
        .filter(|env| env.match_id() == Some(match_id))
        .map(|env| (env.id.clone(), env))
        .collect()
}

/// A game as a link brought it: every one of its moves is the sender's too.
fn snapshot(linked: &Linked) -> super::Snapshot {
    super::Snapshot {
        record: linked.record.clone(),
        summary: linked.summary.clone(),
        shared: linked.summary.moves,
    }
}

/// A new saved game from a link, with this device's seats.
fn start(
    info: &'static GameInfo,
    linked: &Linked,
    seats: Seats,
    note: Option<String>,
) -> (OpenGame, Result<(), SaveProblem>) {
    let id = storage::new_id();
    let created = storage::now();
    let saved = storage::write(&id, info.id, created, &snapshot(linked), &seats);
    let game = OpenGame {
        id,
        info,
        record: linked.record.text().into(),
        created,
        undos: 0,
        seats,
        generation: 0,
        shared: linked.summary.moves,
        news: Some(News {
            moves: NewMoves::SinceMine,
            note,
        }),
    };
    (game, saved)
}

/// The new game for a never-seen match, once the player said which seats are theirs.
pub fn claimed(pending: &Pending, mine: &[u8]) -> (OpenGame, Result<(), SaveProblem>) {
    let linked = &pending.linked;
    let seats = claim(&linked.computers, linked.seat_names.len(), mine);
    start(pending.info, linked, seats, None)
}

/// The link continues a save: its moves are written into it (at the save's next revision,
/// so a newer write from another tab is never overwritten).
fn update(
    info: &'static GameInfo,
    (id, env): &(String, Envelope),
    linked: &Linked,
) -> Result<Opening, String> {
    let saved_moves = env.moves();
    // Reading it again remembers its revision: the write below must follow it.
    storage::open(id)?;
    let written = storage::write(id, info.id, env.created, &snapshot(linked), &env.seats);
    let game = OpenGame {
        record: linked.record.text().into(),
        news: Some(News {
            moves: NewMoves::From(saved_moves),
            note: None,
        }),
        shared: linked.summary.moves,
        ..OpenGame::loaded(id, env, info)
    };
    Ok(Opening::Show((game, written)))
}

/// The save is opened as it is, with a note on why the link changed nothing.
fn unchanged(
    info: &'static GameInfo,
    (id, env): &(String, Envelope),
    note: String,
) -> Result<Opening, String> {
    storage::open(id)?;
    let game = OpenGame {
        news: Some(News {
            moves: NewMoves::None,
            note: Some(note),
        }),
        ..OpenGame::loaded(id, env, info)
    };
    Ok(Opening::Show((game, Ok(()))))
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
            return html! { <li class="muted">{ format!("{name}{}{}", t.colon, super::setup::level_name(t, level)) }</li> };
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
