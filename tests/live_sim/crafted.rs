//! Crafted messages, one at a time, to a device at a King-Square table: each is refused
//! (or, where said, ignored) and changes nothing the device holds.

use super::{Net, ROOM};
use boardshelf::core::ai::Level;
use boardshelf::core::{Record, Session};
use boardshelf::games::king_square::rules::{Config, Place};
use boardshelf::games::king_square::KingSquare;
use boardshelf::live::{
    Body, DeviceId, Gen, Holder, Message, Out, Refusal, SeatEntry, Table, TableWire, MAX_MESSAGE,
    VERSION,
};

type Ks = KingSquare;

/// Devices 1 (host, seat 0), 2 (seat 1) and 3 (watching); two moves played.
pub fn table_of_three() -> Net<Ks> {
    let session = Session::new(Config::default(), 5).unwrap();
    let mut net = Net::new(&[1, 2, 3], &session, 5);
    net.connect_all();
    for (i, seat) in [(0, 0), (1, 1)] {
        let out = net.devices[i].table.claim(seat).unwrap();
        net.apply(i, out);
        net.settle();
    }
    let out = net.devices[0].table.start(Level::Easy);
    net.apply(0, out);
    net.settle();
    play(&mut net, 0, Place { col: 0, row: 0 });
    play(&mut net, 1, Place { col: 1, row: 0 });
    net
}

pub fn play(net: &mut Net<Ks>, i: usize, mv: Place) {
    let out = net.devices[i]
        .table
        .play(mv)
        .expect("a move of this device");
    net.apply(i, out);
    net.settle();
}

pub fn text(from: DeviceId, body: Body<Ks>) -> String {
    let name = format!("d{from}");
    Message::<Ks> {
        v: VERSION,
        room: ROOM.to_string(),
        from,
        name,
        body,
    }
    .text()
}

/// What device 0 (id 1) says on hearing `text` from device `from`'s connection.
fn hear(net: &mut Net<Ks>, from: usize, text: &str) -> Vec<Out> {
    let peer = net.peer_of(from);
    net.devices[0].table.hear(&peer, text, net.now)
}

fn snapshot(table: &Table<Ks>) -> String {
    serde_json::to_string(&table.wire()).unwrap()
}

fn refusals(out: &[Out]) -> Vec<Refusal> {
    (out.iter())
        .filter_map(|o| match o {
            Out::Refused { why, .. } => Some(*why),
            _ => None,
        })
        .collect()
}

/// Device 0 hears `text` from device `from`, refuses it for `why`, and changes nothing.
fn refused(net: &mut Net<Ks>, from: usize, text: &str, why: Refusal) {
    let before = snapshot(&net.devices[0].table);
    let out = hear(net, from, text);
    assert_eq!(refusals(&out), vec![why], "{out:?}");
    assert!(!out.contains(&Out::Record), "{out:?}");
    assert_eq!(snapshot(&net.devices[0].table), before);
}

/// Device 0 hears `text`, refuses nothing and changes nothing.
fn ignored(net: &mut Net<Ks>, from: usize, text: &str) -> Vec<Out> {
    let before = snapshot(&net.devices[0].table);
    let out = hear(net, from, text);
    assert_eq!(refusals(&out), vec![], "{out:?}");
    assert_eq!(snapshot(&net.devices[0].table), before);
    out
}

fn next_move(net: &Net<Ks>, mv: Place) -> Body<Ks> {
    let t = &net.devices[0].table;
    Body::Move {
        gen: t.gen(),
        ply: t.made_by().len(),
        before: t.head(),
        mv,
    }
}

#[test]
fn an_illegal_move_is_refused() {
    let mut net = table_of_three();
    play(&mut net, 0, Place { col: 2, row: 2 }); // now seat 1 (device 2) is to move
    let occupied = next_move(&net, Place { col: 0, row: 0 });
    refused(&mut net, 1, &text(2, occupied), Refusal::Illegal);
    let off_board = next_move(&net, Place { col: 30, row: 0 });
    refused(&mut net, 1, &text(2, off_board), Refusal::Illegal);
}

#[test]
fn a_move_out_of_turn_or_for_a_seat_not_held_is_refused() {
    let mut net = table_of_three();
    // Seat 0 (device 1's) is to move: device 2 may not, nor the watching device 3.
    let body = || next_move(&table_of_three(), Place { col: 3, row: 3 });
    refused(&mut net, 1, &text(2, body()), Refusal::NotYourSeat(0));
    refused(&mut net, 2, &text(3, body()), Refusal::NotYourSeat(0));
}

#[test]
fn a_move_heard_twice_changes_nothing_and_another_at_an_old_ply_is_not_taken() {
    let mut net = table_of_three();
    let t = &net.devices[0].table;
    let chain0 = Table::<Ks>::new(
        ROOM,
        9,
        "",
        Some(9),
        Session::new(Config::default(), 5).unwrap(),
    )
    .head();
    let old = |mv| Body::Move {
        gen: t.gen(),
        ply: 0,
        before: chain0,
        mv,
    };
    let (again, other) = (old(Place { col: 0, row: 0 }), old(Place { col: 4, row: 4 }));
    assert_eq!(ignored(&mut net, 1, &text(1 + 1, again)), vec![]);
    // Ply 0 was device 1's own: device 2 may not offer another.
    refused(&mut net, 1, &text(2, other), Refusal::NotYourSeat(0));
    // Device 2's own move at ply 1, another one: not taken, the sender is asked to resync.
    let t = &net.devices[0].table;
    let before = t.made_by().len();
    let ply1 = Body::Move {
        gen: t.gen(),
        ply: 1,
        before: boardshelf::live::table::chain::<Ks>(chain0, &Place { col: 0, row: 0 }),
        mv: Place { col: 5, row: 5 },
    };
    let out = ignored(&mut net, 1, &text(2, ply1));
    assert!(matches!(&out[..], [Out::Send { .. }]), "{out:?}");
    assert_eq!(net.devices[0].table.made_by().len(), before);
}

fn wire_of(net: &Net<Ks>, i: usize) -> TableWire<Ks> {
    net.devices[i].table.wire()
}

#[test]
fn a_forged_record_is_refused() {
    let mut net = table_of_three();
    // Device 2 says device 1 made another first move.
    let mut wire = wire_of(&net, 1);
    wire.record.moves[0] = Place { col: 7, row: 7 };
    refused(&mut net, 1, &text(2, Body::Table(wire)), Refusal::Forged);
    // A record that does not replay.
    let mut wire = wire_of(&net, 1);
    wire.record.moves[1] = Place { col: 0, row: 0 };
    refused(&mut net, 1, &text(2, Body::Table(wire)), Refusal::Forged);
    // A record of another game's settings, and one of another game.
    let mut wire = wire_of(&net, 1);
    wire.record.config.size = 8;
    refused(&mut net, 1, &text(2, Body::Table(wire)), Refusal::Forged);
    let mut wire = wire_of(&net, 1);
    wire.record.game = "stacks".into();
    refused(&mut net, 1, &text(2, Body::Table(wire)), Refusal::Forged);
    // Moves said to be made by a device that does not hold their seat.
    let mut wire = wire_of(&net, 1);
    wire.by[1] = 3;
    refused(&mut net, 1, &text(2, Body::Table(wire)), Refusal::Forged);
}

#[test]
fn a_longer_forged_record_with_its_own_seats_is_refused() {
    let mut net = table_of_three();
    // Device 3 says it holds seat 0 (an older change that loses the merge) and moves there.
    let mut wire = wire_of(&net, 2);
    wire.seats[0] = SeatEntry {
        version: 0,
        holder: Holder::Person {
            device: 3,
            name: "d3".into(),
        },
    };
    wire.record.moves.push(Place { col: 2, row: 2 });
    wire.by.push(3);
    refused(&mut net, 2, &text(3, Body::Table(wire)), Refusal::Forged);
}

#[test]
fn bad_messages_are_refused() {
    let mut net = table_of_three();
    let huge = format!("{{\"pad\":\"{}\"}}", "x".repeat(MAX_MESSAGE));
    refused(&mut net, 1, &huge, Refusal::TooLarge);
    refused(&mut net, 1, "{not json", Refusal::Malformed);
    refused(&mut net, 1, "[1,2,3]", Refusal::Malformed);
    let newer = text(2, Body::Sync).replace("\"v\":1", "\"v\":2");
    refused(&mut net, 1, &newer, Refusal::Version(2));
    let future = r#"{"v":7,"what":"a message of a later app"}"#;
    refused(&mut net, 1, future, Refusal::Version(7));
    let mut elsewhere: serde_json::Value = serde_json::from_str(&text(2, Body::Sync)).unwrap();
    elsewhere["room"] = "another room".into();
    refused(&mut net, 1, &elsewhere.to_string(), Refusal::OtherRoom);
}

#[test]
fn a_connection_speaking_as_this_device_or_as_two_is_refused() {
    let mut net = table_of_three();
    refused(&mut net, 1, &text(1, Body::Sync), Refusal::Impostor);
    // Device 2's connection speaking as device 3.
    refused(&mut net, 1, &text(3, Body::Sync), Refusal::Impostor);
}

#[test]
fn seat_changes_taking_my_seat_or_after_the_start_are_refused() {
    let mut net = table_of_three();
    let mut wire = wire_of(&net, 1);
    wire.seats[0] = SeatEntry {
        version: 5,
        holder: Holder::Person {
            device: 2,
            name: "d2".into(),
        },
    };
    // Its moves are no longer its holder's: the record does not hold together.
    refused(&mut net, 1, &text(2, Body::Table(wire)), Refusal::Forged);
    let mut wire = wire_of(&net, 1);
    wire.seats[1].version += 1;
    wire.seats[1].holder = Holder::Person {
        device: 2,
        name: "renamed".into(),
    };
    refused(&mut net, 1, &text(2, Body::Table(wire)), Refusal::Started);
}

#[test]
fn a_seat_change_taking_my_seat_in_the_lobby_is_refused() {
    let session = Session::new(Config::default(), 5).unwrap();
    let mut net: Net<Ks> = Net::new(&[1, 2], &session, 5);
    net.connect_all();
    let out = net.devices[0].table.claim(0).unwrap();
    net.apply(0, out);
    net.settle();
    let mut wire = wire_of(&net, 1);
    wire.seats[0] = SeatEntry {
        version: 2,
        holder: Holder::Open,
    };
    refused(
        &mut net,
        1,
        &text(2, Body::Table(wire)),
        Refusal::NotYourSeat(0),
    );
}

#[test]
fn an_undo_answer_or_request_out_of_place_changes_nothing() {
    let mut net = table_of_three();
    let gen = net.devices[0].table.gen();
    // A request for a move the asker did not make, and an answer to no request.
    let ask = Body::UndoAsk { gen, to: 0, len: 2 };
    assert_eq!(ignored(&mut net, 1, &text(2, ask)), vec![]);
    let answer = Body::UndoAnswer {
        gen,
        asker: 1,
        to: 0,
        len: 2,
        yes: true,
    };
    assert_eq!(ignored(&mut net, 1, &text(2, answer)), vec![]);
    // A move of another game generation is not taken.
    let stale = Body::Move {
        gen: Gen { game: 0, undo: 7 },
        ply: 2,
        before: 0,
        mv: Place { col: 3, row: 3 },
    };
    ignored(&mut net, 1, &text(2, stale));
}

#[test]
fn a_record_of_another_match_is_refused() {
    let mut net = table_of_three();
    let mut wire = wire_of(&net, 1);
    wire.record = Record::<Ks>::new(Config::default(), 99).in_match(4);
    wire.by.clear();
    refused(&mut net, 1, &text(2, Body::Table(wire)), Refusal::Forged);
}

#[test]
fn a_table_from_before_an_agreed_undo_is_answered_not_refused() {
    let mut net = table_of_three();
    play(&mut net, 0, Place { col: 2, row: 2 });
    let old = wire_of(&net, 1);
    let out = net.devices[0].table.ask_undo().unwrap();
    net.apply(0, out);
    net.settle();
    let out = net.devices[1].table.answer_undo(1, true);
    net.apply(1, out);
    net.settle();
    play(&mut net, 0, Place { col: 3, row: 3 });
    // Device 2's table from before the undo says device 1 played (2, 2) at ply 2.
    let out = ignored(&mut net, 1, &text(2, Body::Table(old)));
    assert!(matches!(&out[..], [Out::Send { .. }]), "{out:?}");
}

#[test]
fn a_record_bringing_a_move_of_mine_i_did_not_make_is_refused() {
    let mut net = table_of_three();
    // Seat 0 (device 1's) is to move: device 2 says device 1 played (4, 4).
    let mut wire = wire_of(&net, 1);
    wire.record.moves.push(Place { col: 4, row: 4 });
    wire.by.push(1);
    refused(&mut net, 1, &text(2, Body::Table(wire)), Refusal::Forged);
}

#[test]
fn a_watching_device_cannot_bring_moves_of_others() {
    let mut net = table_of_three();
    play(&mut net, 0, Place { col: 4, row: 4 });
    // Device 3 watches: its word that device 2 played (5, 5) is not taken.
    let mut wire = wire_of(&net, 2);
    wire.record.moves.push(Place { col: 5, row: 5 });
    wire.by.push(2);
    assert_eq!(ignored(&mut net, 2, &text(3, Body::Table(wire))), vec![]);
}

/// A known hole, left open: messages are not signed, so in the lobby a device's word that
/// another device's seat changed hands is believed (only the holder itself refuses it).
/// Closing it needs a key per device (its public key in its seat, messages signed).
#[test]
#[ignore]
fn a_watcher_cannot_take_another_devices_seat_in_the_lobby() {
    let session = Session::new(Config::default(), 5).unwrap();
    let mut net: Net<Ks> = Net::new(&[1, 2, 3], &session, 5);
    net.connect_all();
    let out = net.devices[1].table.claim(1).unwrap();
    net.apply(1, out);
    net.settle();
    let mut wire = wire_of(&net, 2);
    wire.seats[1] = SeatEntry {
        version: 2,
        holder: Holder::Person {
            device: 3,
            name: "d3".into(),
        },
    };
    refused(
        &mut net,
        2,
        &text(3, Body::Table(wire)),
        Refusal::NotYourSeat(1),
    );
}
