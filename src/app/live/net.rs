//! The connection of a live table to the other devices: `live.js` (Trystero over MQTT
//! brokers, bundled from `live/net.js` at build time), imported only when a live game opens,
//! so players who never play live never download it.

use js_sys::{Array, Function, Object, Reflect};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What the connection reports.
pub enum NetEvent {
    Joined(String),
    Left(String),
    Message {
        peer: String,
        text: String,
    },
    /// The signalling or a connection failed (a code from live.js, not words).
    Error(String),
}

/// The servers a table meets through (the "Live servers" setting); empty lists mean the
/// library's public defaults.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Servers {
    /// MQTT-over-websocket brokers (`wss://…`).
    pub brokers: Vec<String>,
    /// A TURN server for networks that block direct connections (optional).
    #[serde(default)]
    pub turn: Option<Turn>,
}

#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Turn {
    pub url: String,
    pub username: String,
    pub credential: String,
}

/// Where a connection's events go.
pub type OnEvent = Rc<dyn Fn(NetEvent)>;

/// An open connection to a room.
struct Conn {
    handle: JsValue,
    /// The callbacks live.js holds (kept alive as long as the connection).
    _handlers: Vec<Closure<dyn FnMut(JsValue, JsValue)>>,
}

/// The page's connection: one room at a time, kept while a screen of it is open, and a
/// moment after (a rematch opens the next game's screen in the same room: it takes the
/// connection over instead of leaving and joining again, which live.js cannot do at once).
struct Open {
    room: String,
    conn: Conn,
    /// Where its events go: the screen that holds it now.
    to: Rc<RefCell<OnEvent>>,
    peers: Rc<RefCell<Vec<String>>>,
    holders: usize,
}

thread_local! {
    static OPEN: RefCell<Option<Open>> = const { RefCell::new(None) };
}

/// A screen's hold on the page's connection; the room is left a moment after the last
/// hold goes.
pub struct Hold {
    room: String,
}

impl Hold {
    /// Sends `text` to one peer, or to all.
    pub fn send(&self, text: &str, to: Option<&str>) {
        OPEN.with(|open| {
            if let Some(open) = open.borrow().as_ref().filter(|o| o.room == self.room) {
                open.conn.send(text, to);
            }
        });
    }
}

impl Drop for Hold {
    fn drop(&mut self) {
        OPEN.with(|open| {
            if let Some(o) = open.borrow_mut().as_mut().filter(|o| o.room == self.room) {
                o.holders -= 1;
            }
        });
        let room = self.room.clone();
        gloo::timers::callback::Timeout::new(2000, move || {
            OPEN.with(|open| {
                let mut open = open.borrow_mut();
                if open
                    .as_ref()
                    .is_some_and(|o| o.room == room && o.holders == 0)
                {
                    open.take();
                }
            });
        })
        .forget();
    }
}

/// Takes over the page's connection to `room`, if it has one: the new holder hears its
/// events from now on, and a `Joined` for each peer already there.
fn take_over(room: &str, on: &Rc<dyn Fn(NetEvent)>) -> Option<Hold> {
    let peers = OPEN.with(|open| {
        let mut open = open.borrow_mut();
        let o = open.as_mut().filter(|o| o.room == room)?;
        o.holders += 1;
        *o.to.borrow_mut() = on.clone();
        let peers = o.peers.borrow().clone();
        Some(peers)
    })?;
    for peer in peers {
        on(NetEvent::Joined(peer));
    }
    Some(Hold { room: room.into() })
}

impl Conn {
    /// Sends `text` to one peer, or to all.
    fn send(&self, text: &str, to: Option<&str>) {
        let Ok(send) = Reflect::get(&self.handle, &"send".into()) else {
            return;
        };
        if let Ok(send) = send.dyn_into::<Function>() {
            let to = to.map_or(JsValue::NULL, JsValue::from_str);
            let _ = send.call2(&self.handle, &JsValue::from_str(text), &to);
        }
    }
}

impl Drop for Conn {
    fn drop(&mut self) {
        if let Ok(leave) = Reflect::get(&self.handle, &"leave".into()) {
            if let Ok(leave) = leave.dyn_into::<Function>() {
                let _ = leave.call0(&self.handle);
            }
        }
    }
}

/// Joins the room (or takes over the page's connection to it); events go to `on`.
pub async fn join(
    room: &str,
    password: &str,
    servers: &Servers,
    on: Rc<dyn Fn(NetEvent)>,
) -> Result<Hold, String> {
    if let Some(hold) = take_over(room, &on) {
        return Ok(hold);
    }
    let to = Rc::new(RefCell::new(on));
    let peers = Rc::new(RefCell::new(Vec::new()));
    let relay: Rc<dyn Fn(NetEvent)> = {
        let (to, peers) = (to.clone(), peers.clone());
        Rc::new(move |event| {
            match &event {
                NetEvent::Joined(p) => peers.borrow_mut().push(p.clone()),
                NetEvent::Left(p) => peers.borrow_mut().retain(|q| q != p),
                _ => {}
            }
            let on = to.borrow().clone();
            on(event);
        })
    };
    let conn = open(room, password, servers, relay).await?;
    OPEN.with(|open| {
        *open.borrow_mut() = Some(Open {
            room: room.into(),
            conn,
            to,
            peers,
            holders: 1,
        })
    });
    Ok(Hold { room: room.into() })
}

/// Imports live.js (once; the browser keeps the module) and joins the room.
async fn open(
    room: &str,
    password: &str,
    servers: &Servers,
    on: Rc<dyn Fn(NetEvent)>,
) -> Result<Conn, String> {
    let import = Function::new_with_args("u", "return import(u)");
    let promise = import
        .call1(&JsValue::NULL, &JsValue::from_str("./live.js"))
        .map_err(describe)?;
    let module = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::from(promise))
        .await
        .map_err(describe)?;
    let join = Reflect::get(&module, &"join".into())
        .map_err(describe)?
        .dyn_into::<Function>()
        .map_err(describe)?;
    let (handlers, closures) = handlers(on);
    let options = options(room, password, servers)?;
    let handle = join.call2(&module, &options, &handlers).map_err(describe)?;
    Ok(Conn {
        handle,
        _handlers: closures,
    })
}

fn options(room: &str, password: &str, servers: &Servers) -> Result<JsValue, String> {
    let options = Object::new();
    let set = |key: &str, value: &JsValue| Reflect::set(&options, &key.into(), value).map(|_| ());
    set("appId", &"boardshelf".into()).map_err(describe)?;
    set("room", &room.into()).map_err(describe)?;
    set("password", &password.into()).map_err(describe)?;
    let brokers: Array = servers
        .brokers
        .iter()
        .map(|b| JsValue::from_str(b))
        .collect();
    set("brokers", &brokers).map_err(describe)?;
    let ice = match &servers.turn {
        Some(turn) => {
            let server = Object::new();
            Reflect::set(&server, &"urls".into(), &turn.url.as_str().into()).map_err(describe)?;
            Reflect::set(&server, &"username".into(), &turn.username.as_str().into())
                .map_err(describe)?;
            Reflect::set(
                &server,
                &"credential".into(),
                &turn.credential.as_str().into(),
            )
            .map_err(describe)?;
            Array::of1(&server).into()
        }
        // Own brokers and no TURN server: no public STUN server either (a group that runs
        // its own servers meets through nothing public; on one network none is needed).
        None if !servers.brokers.is_empty() => Array::new().into(),
        None => JsValue::NULL,
    };
    set("iceServers", &ice).map_err(describe)?;
    Ok(options.into())
}

type Handler = Closure<dyn FnMut(JsValue, JsValue)>;
/// Turns live.js's two arguments into an event.
type Reader = Box<dyn Fn(JsValue, JsValue) -> NetEvent>;

/// The object of callbacks live.js calls: message, peerJoin, peerLeave, error.
fn handlers(on: Rc<dyn Fn(NetEvent)>) -> (JsValue, Vec<Handler>) {
    let object = Object::new();
    let mut closures = Vec::new();
    let text = |v: &JsValue| v.as_string().unwrap_or_default();
    let make = |f: Reader| {
        let on = on.clone();
        Closure::wrap(Box::new(move |a: JsValue, b: JsValue| on(f(a, b))) as Box<dyn FnMut(_, _)>)
    };
    let pairs: [(&str, Reader); 4] = [
        (
            "message",
            Box::new(move |p, t| NetEvent::Message {
                peer: text(&p),
                text: text(&t),
            }),
        ),
        ("peerJoin", Box::new(move |p, _| NetEvent::Joined(text(&p)))),
        ("peerLeave", Box::new(move |p, _| NetEvent::Left(text(&p)))),
        ("error", Box::new(move |e, _| NetEvent::Error(text(&e)))),
    ];
    for (name, f) in pairs {
        let closure = make(f);
        let _ = Reflect::set(&object, &name.into(), closure.as_ref());
        closures.push(closure);
    }
    (object.into(), closures)
}

fn describe(e: JsValue) -> String {
    e.as_string()
        .or_else(|| {
            Reflect::get(&e, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
        })
        .unwrap_or_else(|| "unknown".into())
}
