//! What the people at a table do together: undo requests, rematches, the host leaving,
//! presence, and a claim that crosses the start.

use super::crafted::{play, table_of_three};
use super::run::Run;
use super::{Faults, Net};
use boardshelf::core::ai::Level;
use boardshelf::core::{Game, Session};
use boardshelf::games::king_square::rules::{Config, Place};
use boardshelf::games::king_square::KingSquare;
use boardshelf::live::{Gen, Holder, Out, GONE_AFTER};
use std::collections::BTreeSet;

type Ks = KingSquare;

fn same_everywhere(net: &Net<Ks>) {
    let first = &net.devices[0].table;
    for d in &net.devices[1..] {
        assert_eq!(d.table.record(), first.record());
        assert_eq!(d.table.made_by(), first.made_by());
        assert_eq!(d.table.gen(), first.gen());
        assert_eq!(d.table.seats(), first.seats());
    }
}

fn answer(net: &mut Net<Ks>, i: usize, asker: u64, yes: bool) {
    let out = net.devices[i].table.answer_undo(asker, yes);
    net.apply(i, out);
    net.settle();
}

fn ask(net: &mut Net<Ks>, i: usize) {
    let out = net.devices[i]
        .table
        .ask_undo()
        .expect("a move to take back");
    net.apply(i, out);
    net.settle();
}

#[test]
fn an_undo_everyone_accepts_is_taken_back_the_same_everywhere() {
    let mut net = table_of_three();
    play(&mut net, 0, Place { col: 2, row: 2 });
    ask(&mut net, 0); // device 1 takes back its move at ply 2
    assert!(net
        .events
        .iter()
        .any(|(i, o)| *i == 1 && matches!(o, Out::UndoAsked { .. })));
    assert_eq!(net.devices[1].table.undo_asked(), Some((1, 2)));
    answer(&mut net, 1, 1, true);
    same_everywhere(&net);
    assert_eq!(net.devices[0].table.made_by().len(), 2);
    assert_eq!(net.devices[0].table.gen(), Gen { game: 0, undo: 1 });
}

#[test]
fn an_undo_one_person_refuses_changes_nothing() {
    let mut net = table_of_three();
    play(&mut net, 0, Place { col: 2, row: 2 });
    let before = net.devices[0].table.wire().record;
    ask(&mut net, 0);
    answer(&mut net, 1, 1, false);
    same_everywhere(&net);
    assert_eq!(net.devices[2].table.record(), &before);
    assert_eq!(net.devices[0].table.gen(), Gen::default());
    let refused = |(i, o): &(usize, Out)| *i == 0 && matches!(o, Out::UndoRefused { .. });
    assert!(net.events.iter().any(refused));
    assert!(!net.devices[0].table.undo_waiting());
}

/// A whole two-seat game on devices 1 and 2 (device 3 watching), played to its end.
fn finished() -> Net<Ks> {
    let mut net = table_of_three();
    for _ in 0..10_000 {
        let state = net.devices[0].table.session().state().clone();
        let Some(seat) = Ks::to_move(&state) else {
            return net;
        };
        let mv = Ks::legal_moves(&state)[0];
        play(&mut net, seat as usize, mv);
    }
    panic!("the game did not end");
}

#[test]
fn a_rematch_rotates_the_seats_on_every_device() {
    let mut net = finished();
    let seats = net.devices[0].table.seats().to_vec();
    let out = net.devices[1].table.rematch(11, 12).unwrap();
    net.apply(1, out);
    net.settle();
    same_everywhere(&net);
    let t = &net.devices[2].table;
    assert_eq!(t.gen(), Gen { game: 1, undo: 0 });
    assert_eq!(t.record().match_id, Some(12));
    assert!(t.record().moves.is_empty());
    assert_eq!(t.seats()[0].holder, seats[1].holder);
    assert_eq!(t.seats()[1].holder, seats[0].holder);
}

#[test]
fn two_rematches_at_once_converge_on_one() {
    let mut net = finished();
    let out0 = net.devices[0].table.rematch(21, 40).unwrap();
    let out1 = net.devices[1].table.rematch(22, 30).unwrap();
    net.apply(0, out0);
    net.apply(1, out1);
    net.quiet();
    same_everywhere(&net);
    assert_eq!(net.devices[2].table.record().match_id, Some(30));
    assert!(net.refusals.is_empty(), "{:?}", net.refusals);
}

#[test]
fn when_the_host_leaves_another_device_runs_the_computer_and_the_game_ends() {
    // Host 5 watches; devices 6 and 7 hold seats 0 and 2; seats 1 and 3 are the computer's.
    let mut run: Run<Ks> = Run::new(&[5, 6, 7], ks4(), 3);
    run.lobby(&[Some(1), None, Some(2), None]);
    run.net.settle();
    for _ in 0..6 {
        for i in 0..3 {
            run.try_play(i);
            run.net.settle();
        }
    }
    run.net.partition(BTreeSet::from([0]));
    run.net.advance(GONE_AFTER);
    let t = &run.net.devices[1].table;
    assert!(!t.present(5));
    assert!(t.runs_computers(), "the seated device with the smallest id");
    let len = t.made_by().len();
    for _ in 0..10_000 {
        if Ks::outcome(run.net.devices[1].table.session().state()).is_some() {
            break;
        }
        let played = run.try_play(1) | run.try_play(2);
        assert!(played, "someone can move");
        run.net.settle();
    }
    let (a, b) = (&run.net.devices[1].table, &run.net.devices[2].table);
    assert!(a.made_by().len() > len);
    assert!(Ks::outcome(a.session().state()).is_some());
    assert_eq!(a.record(), b.record());
    assert_eq!(a.made_by(), b.made_by());
}

fn ks4() -> Config {
    Config {
        size: 5,
        players: 4,
        target: 2,
        random_first: false,
    }
}

#[test]
fn a_device_not_heard_for_a_while_shows_as_gone_and_comes_back() {
    let mut net = table_of_three();
    net.advance(1);
    assert!(net.devices[0].table.present(3));
    // Device 3's messages stop arriving (its connection stays open).
    net.faults = Faults {
        lose: 1000,
        ..Faults::NONE
    };
    for _ in 0..(GONE_AFTER / 1000) {
        net.advance(1000);
    }
    assert!(!net.devices[0].table.present(3));
    assert!(net.events.iter().any(|(i, o)| *i == 0 && *o == Out::Lobby));
    net.faults = Faults::NONE;
    net.quiet();
    assert!(net.devices[0].table.present(3));
    // A connection closed is gone at once.
    net.disconnect(0, 2);
    assert!(!net.devices[0].table.present(3));
}

#[test]
fn a_claim_that_crosses_the_start_ends_with_the_same_seats_everywhere() {
    let session = Session::new(Config::default(), 1).unwrap();
    let mut net: Net<Ks> = Net::new(&[1, 2], &session, 1);
    net.connect_all();
    let out = net.devices[0].table.claim(0).unwrap();
    net.apply(0, out);
    net.settle();
    // Device 2 takes seat 1 while the host starts (seat 1 to the computer): both at once.
    let claim = net.devices[1].table.claim(1).unwrap();
    let start = net.devices[0].table.start(Level::Easy);
    net.apply(1, claim);
    net.apply(0, start);
    net.quiet();
    same_everywhere(&net);
    assert!(net.devices[1].table.started());
    assert!(matches!(
        net.devices[0].table.seats()[1].holder,
        Holder::Computer(_)
    ));
}

#[test]
fn two_claims_of_one_seat_at_once_end_with_one_holder_everywhere() {
    let session = Session::new(Config::default(), 1).unwrap();
    let mut net: Net<Ks> = Net::new(&[1, 3, 2], &session, 1);
    net.connect_all();
    let a = net.devices[1].table.claim(1).unwrap();
    let b = net.devices[2].table.claim(1).unwrap();
    net.apply(1, a);
    net.apply(2, b);
    net.quiet();
    same_everywhere(&net);
    assert_eq!(net.devices[0].table.seats()[1].device(), Some(2));
    assert!(net.refusals.is_empty(), "{:?}", net.refusals);
}
