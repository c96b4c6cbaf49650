//! What carries a table's messages: the WebRTC mesh in the app, a simulated network in the
//! native tests (`tests/live_sim`). A table only asks for messages to be sent (`Out::Send`);
//! [`carry`] hands them to a transport and gives back the rest, for the screen.

use super::{Out, Peer};

/// Sends text to one connection (`Some(peer)`) or to every open one (`None`). Delivery is
/// not promised: the table copes with messages lost, doubled or out of order.
pub trait Transport {
    fn send(&mut self, to: Option<&Peer>, text: &str);
}

/// Sends every `Out::Send` of `outs` over `transport`; returns the others, in order.
pub fn carry<T: Transport + ?Sized>(transport: &mut T, outs: Vec<Out>) -> Vec<Out> {
    let mut rest = Vec::new();
    for out in outs {
        match out {
            Out::Send { to, text } => transport.send(to.as_ref(), &text),
            other => rest.push(other),
        }
    }
    rest
}
