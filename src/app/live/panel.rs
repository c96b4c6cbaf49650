//! The live table's panel on the game screen: the invite (link, copy, a code to scan), the
//! player's name, each seat with who holds it and whether they are there, Start, undo
//! requests, what was refused, and the rematch. Drawn once for every game from `LiveView`.

use super::{LiveControl, Status};
use crate::text::live::Words;
use yew::prelude::*;

/// What the panel shows, in words already.
#[derive(Clone, PartialEq)]
pub struct LiveView {
    pub status: Status,
    pub peers: usize,
    pub invite: String,
    pub copied: bool,
    pub name: String,
    pub seats: Vec<SeatView>,
    pub started: bool,
    /// Every seat has a holder: the game can start.
    pub full: bool,
    pub undo_asked: Option<(crate::live::DeviceId, String)>,
    pub undo_waiting: bool,
    pub said: Option<String>,
    pub over: bool,
    /// Whether Start is this device's to press (at a dealt table, only the dealer's).
    pub can_start: bool,
    /// A line about the table: who deals and whether they are here, how the deal checked.
    pub note: Option<String>,
}

#[derive(Clone, PartialEq)]
pub struct SeatView {
    /// The seat as the game names it ("Black").
    pub label: String,
    pub holder: SeatHolder,
}

#[derive(Clone, PartialEq)]
pub enum SeatHolder {
    Free,
    Computer,
    Person {
        name: String,
        mine: bool,
        present: bool,
    },
}

fn on(send: &Callback<LiveControl>, c: LiveControl) -> Callback<MouseEvent> {
    let send = send.clone();
    Callback::from(move |_| send.emit(c.clone()))
}

pub fn panel(w: &Words, v: &LiveView, send: &Callback<LiveControl>) -> Html {
    html! {
        <section class="live-panel" data-testid="live-panel" aria-label={w.live_title}>
            <h2>{ w.live_title }</h2>
            <p class="live-status" data-testid="live-status" role="status">{ status(w, v) }</p>
            if let Some(note) = &v.note {
                <p class="live-note" data-testid="live-note" role="status">{ note }</p>
            }
            if let Some(said) = &v.said {
                <p class="live-said" data-testid="live-said" role="alert">{ said }</p>
            }
            { undo(w, v, send) }
            if !v.started {
                { invite(w, v, send) }
                { name_field(w, v, send) }
            }
            { seats(w, v, send) }
            if !v.started && v.can_start {
                <p class="actions">
                    <button class="button primary" data-testid="live-start" onclick={on(send, LiveControl::Start)}>
                        { if v.full { w.start } else { w.start_with_computer } }
                    </button>
                </p>
            }
            <p class="actions">
                if v.over {
                    <button class="button primary" data-testid="live-rematch" onclick={on(send, LiveControl::Rematch)}>{ w.rematch }</button>
                }
                <button class="button" data-testid="live-stop" onclick={on(send, LiveControl::Stop)}>{ w.stop_live }</button>
            </p>
            if !v.started {
                <ServersForm />
            }
        </section>
    }
}

fn status(w: &Words, v: &LiveView) -> String {
    match &v.status {
        Status::Failed(code) => w.failed(code),
        Status::Connecting => w.connecting.into(),
        Status::Open if v.peers == 0 && !v.started => w.alone.into(),
        // Once the game is on, the others have been here: they left (for now).
        Status::Open if v.peers == 0 => w.all_gone.into(),
        // Every seat taken (a person's or the computer's): nobody more is waited for.
        Status::Open if !v.started && !v.full => {
            format!("{} · {}", w.connected(v.peers), w.waiting_for_players)
        }
        Status::Open => w.connected(v.peers),
    }
}

fn undo(w: &Words, v: &LiveView, send: &Callback<LiveControl>) -> Html {
    if let Some((asker, name)) = &v.undo_asked {
        let answer = |yes| LiveControl::AnswerUndo { asker: *asker, yes };
        return html! {
            <div class="live-undo" data-testid="live-undo" role="alert">
                <p>{ w.undo_asked(name) }</p>
                <p class="actions">
                    <button class="button primary" onclick={on(send, answer(true))}>{ w.accept }</button>
                    <button class="button" onclick={on(send, answer(false))}>{ w.refuse }</button>
                </p>
            </div>
        };
    }
    if v.undo_waiting {
        return html! { <p class="muted" data-testid="live-undo-waiting">{ w.undo_waiting }</p> };
    }
    html! {}
}

fn invite(w: &Words, v: &LiveView, send: &Callback<LiveControl>) -> Html {
    let link = v.invite.clone();
    html! {
        <div class="live-invite">
            <label for="live-invite">{ w.invite }</label>
            <input id="live-invite" data-testid="live-invite" readonly=true value={v.invite.clone()} />
            <p class="actions">
                <button class="button" onclick={on(send, LiveControl::CopyInvite(link))}>
                    { if v.copied { w.invite_copied } else { w.copy_invite } }
                </button>
            </p>
            <p class="muted">{ w.invite_help }</p>
            { qr(w, &v.invite) }
        </div>
    }
}

/// The invite as a QR code (none when the link is too long for one).
fn qr(w: &Words, link: &str) -> Html {
    use qrcodegen::{QrCode, QrCodeEcc};
    let Ok(code) = QrCode::encode_text(link, QrCodeEcc::Low) else {
        return html! {};
    };
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        for x in (0..size).filter(|&x| code.get_module(x, y)) {
            path += &format!("M{} {}h1v1h-1z", x + 4, y + 4);
        }
    }
    let view = format!("0 0 {0} {0}", size + 8);
    html! {
        <svg class="live-qr" data-testid="live-qr" viewBox={view} role="img" aria-label={w.qr_label}>
            <rect width="100%" height="100%" fill="#fff" />
            <path d={path} fill="#000" />
        </svg>
    }
}

fn name_field(w: &Words, v: &LiveView, send: &Callback<LiveControl>) -> Html {
    let send = send.clone();
    let onchange = Callback::from(move |e: Event| {
        let name: String = super::super::event_value(&e)
            .trim()
            .chars()
            .take(super::MAX_NAME)
            .collect();
        send.emit(LiveControl::Rename(name));
    });
    html! {
        <p class="live-name">
            <label for="live-name">{ w.your_name }</label>
            <input id="live-name" data-testid="live-name" maxlength={super::MAX_NAME.to_string()}
                   value={v.name.clone()} {onchange} />
        </p>
    }
}

fn seats(w: &Words, v: &LiveView, send: &Callback<LiveControl>) -> Html {
    html! {
        <>
            <h3>{ w.seats }</h3>
            <ul class="live-seats" data-testid="live-seats">
                { for v.seats.iter().enumerate().map(|(i, s)| seat(w, v, i as u8, s, send)) }
            </ul>
        </>
    }
}

fn seat(w: &Words, v: &LiveView, i: u8, s: &SeatView, send: &Callback<LiveControl>) -> Html {
    // Only people are there or away: a free seat and the computer's show no mark.
    let (who, present) = match &s.holder {
        SeatHolder::Free => (w.free_seat.to_string(), None),
        SeatHolder::Computer => (w.computer.to_string(), None),
        SeatHolder::Person {
            name, mine: true, ..
        } => (format!("{name} ({})", w.you), Some(true)),
        SeatHolder::Person { name, present, .. } => match present {
            true => (name.clone(), Some(true)),
            false => (format!("{name} ({})", w.away), Some(false)),
        },
    };
    let mine = matches!(s.holder, SeatHolder::Person { mine: true, .. });
    let free = matches!(s.holder, SeatHolder::Free | SeatHolder::Computer);
    html! {
        <li data-testid="live-seat" data-present={present.map(|p| p.to_string())}>
            <span class={classes!("presence", presence_class(present))} aria-hidden="true"></span>
            <span class="seat-label">{ &s.label }{ ":" }</span><span class="seat-who">{ who }</span>
            if !v.started {
                if free {
                    <button class="button" onclick={on(send, LiveControl::Claim(i))}>{ w.sit_here }</button>
                }
                if mine {
                    <button class="button" onclick={on(send, LiveControl::Leave(i))}>{ w.leave_seat }</button>
                }
                if matches!(s.holder, SeatHolder::Free) {
                    <button class="button" onclick={on(send, LiveControl::Computer(i))}>{ w.computer }</button>
                }
            }
        </li>
    }
}

/// The presence mark's look: filled (there), a ring (gone), or kept blank so the seats'
/// names stay in line (nobody's presence to show).
fn presence_class(present: Option<bool>) -> &'static str {
    match present {
        Some(true) => "here",
        Some(false) => "gone",
        None => "none",
    }
}

/// "Live servers": the brokers (one per line) and an optional TURN server, kept on this
/// device for every live game (`super::servers`).
#[function_component]
pub fn ServersForm() -> Html {
    let w = crate::text::live::words(super::super::use_lang());
    let kept = use_state(super::servers);
    let saved = use_state(|| false);
    let field = |set: fn(&mut super::net::Servers, String)| {
        let (kept, saved) = (kept.clone(), saved.clone());
        Callback::from(move |e: Event| {
            let mut servers = (*kept).clone();
            set(&mut servers, super::super::event_value(&e));
            kept.set(servers);
            saved.set(false);
        })
    };
    let brokers = field(|s, v| {
        s.brokers = v
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(String::from)
            .collect()
    });
    let turn_url = field(|s, v| turn(s).url = v);
    let turn_user = field(|s, v| turn(s).username = v);
    let turn_pass = field(|s, v| turn(s).credential = v);
    let save = {
        let (kept, saved) = (kept.clone(), saved.clone());
        Callback::from(move |_| {
            super::keep_servers(&kept);
            saved.set(true);
        })
    };
    let t = kept.turn.clone().unwrap_or_default();
    html! {
        <details class="live-servers" data-testid="live-servers">
            <summary>{ w.servers }</summary>
            <p class="muted">{ w.servers_help }</p>
            <label for="live-brokers">{ w.brokers }</label>
            <textarea id="live-brokers" rows="2" value={kept.brokers.join("\n")} onchange={brokers} />
            <label for="live-turn">{ w.turn_server }</label>
            <input id="live-turn" value={t.url} onchange={turn_url} placeholder="turn:turn.example.org:3478" />
            <label for="live-turn-user">{ w.turn_user }</label>
            <input id="live-turn-user" value={t.username} onchange={turn_user} />
            <label for="live-turn-pass">{ w.turn_password }</label>
            <input id="live-turn-pass" type="password" value={t.credential} onchange={turn_pass} />
            <p class="actions">
                <button class="button" data-testid="live-servers-save" onclick={save}>{ w.save_servers }</button>
            </p>
            if *saved {
                <p class="muted" role="status">{ w.servers_saved }</p>
            }
        </details>
    }
}

fn turn(servers: &mut super::net::Servers) -> &mut super::net::Turn {
    servers.turn.get_or_insert_with(Default::default)
}
