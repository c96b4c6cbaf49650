//! Live tables with hidden hands (Pegs and Jokers) over a simulated network that loses,
//! doubles and reorders messages: no device is ever sent a card of a seat it does not hold
//! (every message checked, `dealt_sim::Net::check_leaks`); every device ends with the
//! dealer's game; the deal checks out at the end, and a dealer that cheats is caught;
//! crafted messages are refused.

mod dealt_sim;

use boardshelf::core::ai::Level;
use boardshelf::core::{Dealt, Game, HandError};
use boardshelf::games::pegs_jokers::rules::{Config, Play};
use boardshelf::live::dealt::{DealtBody, DealtMessage, Mismatch};
use boardshelf::live::{DealtTable, Holder, Out, Refusal};
use dealt_sim::{Faults, Net, Policy, BAD, NO_FAULTS, P};

fn config(players: u8) -> Config {
    Config {
        players,
        ..Config::default()
    }
}

/// A table of `players` seats: the dealer and `guests` people seated (the dealer at 0,
/// guest g at seat g), the computer in the rest, and the cards dealt.
fn seated(players: u8, guests: usize, seed: u64, faults: Faults) -> Net {
    let mut net = Net::new(&config(players), guests, seed);
    net.faults = faults;
    let out = net.devices[0].table.claim(0).unwrap();
    net.apply(0, out);
    for g in 1..=guests {
        for _ in 0..200 {
            if net.devices[g].table.config().is_some() {
                break;
            }
            net.step();
        }
        let out = net.devices[g].table.claim(g as u8).unwrap();
        net.apply(g, out);
    }
    let seated = |net: &Net| (0..=guests).all(|g| net.devices[0].table.seats()[g].is_person());
    for _ in 0..400 {
        if seated(&net) {
            break;
        }
        net.step();
    }
    assert!(seated(&net), "seed {seed}: everyone seated");
    let out = net.devices[0].table.start(Level::Easy).unwrap();
    net.apply(0, out);
    net
}

/// Plays until the game is over or `plies` moves were made, devices dropping out and
/// coming back at random (the dealer too: the game waits for it).
fn play(net: &mut Net, plies: usize, dropouts: bool) {
    let mut away: Vec<(usize, u64)> = Vec::new();
    for _ in 0..plies * 40 {
        if net.over() || net.devices[0].table.moves().len() >= plies {
            break;
        }
        if dropouts && net.rng.below(200) == 0 {
            let i = net.rng.below(net.devices.len() as u64) as usize;
            if net.devices[i].online {
                net.drop_out(i);
                away.push((i, net.now + 500 + net.rng.below(8_000)));
            }
        }
        for (i, back) in std::mem::take(&mut away) {
            if back <= net.now {
                net.come_back(i);
            } else {
                away.push((i, back));
            }
        }
        net.step();
    }
    for (i, _) in away {
        net.come_back(i);
    }
    net.settle();
}

/// Every device holds the dealer's game, seen from its seats.
fn assert_same_game(net: &Net, what: &str) {
    let host = &net.devices[0].table;
    let full = host.full_state().unwrap();
    for d in &net.devices[1..] {
        let view = d
            .table
            .view()
            .unwrap_or_else(|| panic!("{what}: device {} dealt", d.id));
        assert_eq!(
            d.table.moves(),
            host.moves(),
            "{what}: device {} ({} moves, the dealer {})",
            d.id,
            d.table.moves().len(),
            host.moves().len()
        );
        assert_eq!(
            *view,
            P::view(full, &d.table.mine()),
            "{what}: device {}",
            d.id
        );
    }
}

/// How many seeded games a test plays (`RUNS=n` for more or fewer).
fn runs(default: u64) -> u64 {
    std::env::var("RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(default)
}

#[test]
fn no_device_is_sent_a_card_it_may_not_see() {
    let (mut messages, mut plies) = (0, 0);
    for seed in 0..runs(10_000) {
        let players = [4, 6, 8][seed as usize % 3];
        let guests = 1 + seed as usize % 3;
        let faults = if seed % 2 == 0 { BAD } else { NO_FAULTS };
        let mut net = seated(players, guests, seed, faults);
        play(&mut net, 60, seed % 4 == 1);
        assert_same_game(&net, &format!("seed {seed}"));
        assert!(net.refusals.is_empty(), "seed {seed}: {:?}", net.refusals);
        messages += net.checked;
        plies += net.devices[0].table.moves().len();
    }
    eprintln!("{messages} messages checked, {plies} moves");
}

#[test]
fn the_deal_checks_out_at_the_end() {
    for seed in 0..runs(24) {
        let players = [4, 6, 8][seed as usize % 3];
        let mut net = seated(players, 1 + seed as usize % 3, seed, BAD);
        net.policy = Policy::Greedy;
        play(&mut net, 5_000, seed % 2 == 0);
        assert!(net.over(), "seed {seed}: the game ended");
        assert_same_game(&net, &format!("seed {seed}"));
        for d in &net.devices {
            assert_eq!(
                d.table.checked(),
                Some(Ok(())),
                "seed {seed}: device {}",
                d.id
            );
        }
        assert_eq!(net.devices[0].table.disputed(), None, "seed {seed}");
    }
}

/// Every device at the table is shown there by every other (a guest hears the others'
/// pings, not only the dealer's), well after they first met; one that leaves is shown away.
#[test]
fn every_device_sees_the_others_present_and_one_that_left_away() {
    let mut net = seated(4, 3, 5, NO_FAULTS);
    play(&mut net, 60, false);
    // Twenty seconds more, twice the time after which an unheard device shows away.
    net.playing = false;
    for _ in 0..200 {
        net.step();
    }
    let ids: Vec<_> = net.devices.iter().map(|d| d.id).collect();
    for d in &net.devices {
        for &other in &ids {
            assert!(d.table.present(other), "{} sees {other} present", d.id);
        }
    }
    net.drop_out(2);
    for _ in 0..200 {
        net.step();
    }
    assert!(
        !net.devices[1].table.present(ids[2]),
        "a guest sees the one that left away"
    );
    assert!(
        net.devices[1].table.present(ids[3]),
        "and the one still here present"
    );
}

#[test]
fn a_device_that_kept_nothing_gets_its_own_cards_again() {
    for seed in 0..runs(12) {
        let mut net = seated(4 + 2 * (seed % 3) as u8, 2, seed, BAD);
        net.policy = Policy::Greedy;
        play(&mut net, 30, false);
        net.reload_empty(1);
        assert!(net.devices[1].table.view().is_none());
        play(&mut net, 5_000, false);
        assert!(net.over(), "seed {seed}: the game ended");
        assert_same_game(&net, &format!("seed {seed}"));
        // Its cards since the reload check out (its part of the shuffle it no longer knows).
        assert_eq!(net.devices[1].table.checked(), Some(Ok(())), "seed {seed}");
        assert!(net.refusals.is_empty(), "seed {seed}: {:?}", net.refusals);
    }
}

#[test]
fn a_reload_takes_back_the_kept_table_the_dealer_too() {
    for seed in 0..runs(12) {
        let mut net = seated(4 + 2 * (seed % 3) as u8, 2, seed, BAD);
        net.policy = Policy::Greedy;
        for round in 0..40 {
            play(&mut net, 15 * (round + 1), false);
            if net.over() {
                break;
            }
            let i = net.rng.below(3) as usize;
            net.reload_kept(i);
            // What it kept is what it had: the same game, seen from the same seats.
            assert_eq!(net.devices[i].table.keep(), {
                let d = &net.devices[i];
                DealtTable::<P>::restore("room", d.id, "x", &d.table.keep())
                    .unwrap()
                    .keep()
            });
        }
        play(&mut net, 5_000, false);
        assert!(net.over(), "seed {seed}: the game ended");
        assert_same_game(&net, &format!("seed {seed}"));
        for d in &net.devices {
            assert_eq!(
                d.table.checked(),
                Some(Ok(())),
                "seed {seed}: device {}",
                d.id
            );
        }
        assert!(net.refusals.is_empty(), "seed {seed}: {:?}", net.refusals);
    }
}

#[test]
fn a_kept_table_that_cannot_be_read_is_not_restored() {
    assert!(DealtTable::<P>::restore("room", 2, "x", "{not json").is_none());
    let mut net = seated(4, 1, 9, NO_FAULTS);
    net.settle();
    let kept = net.devices[1].table.keep();
    assert!(kept.contains("\"moves\":[]"));
    // Moves that do not replay: the game is asked of the dealer again.
    let broken = kept.replace("\"moves\":[]", "\"moves\":[{\"Discard\":{\"card\":200}}]");
    let table = DealtTable::<P>::restore("room", 2, "d2", &broken).unwrap();
    assert!(table.view().is_none() && table.started());
}

#[test]
fn a_rematch_deals_again_from_new_parts_of_the_shuffle() {
    for seed in 0..runs(6) {
        let mut net = seated(4 + 2 * (seed % 3) as u8, 2, seed, BAD);
        net.policy = Policy::Greedy;
        play(&mut net, 5_000, false);
        let first = net.devices[0].table.moves().to_vec();
        let mut rng = boardshelf::core::Rng::new(seed);
        let out = net.devices[0].table.rematch(&mut rng).unwrap();
        net.apply(0, out);
        // Dealt only once every person's device gave its new part.
        assert_eq!(
            net.devices[0].table.start(Level::Easy).err(),
            Some(Refusal::Unready)
        );
        for _ in 0..400 {
            if net.devices[0].table.ready() {
                break;
            }
            net.step();
        }
        let out = net.devices[0].table.start(Level::Easy).unwrap();
        net.apply(0, out);
        play(&mut net, 5_000, seed % 2 == 0);
        assert!(net.over(), "seed {seed}: the second game ended");
        assert_ne!(net.devices[0].table.moves(), first.as_slice());
        assert_same_game(&net, &format!("seed {seed}"));
        for d in &net.devices {
            assert_eq!(
                d.table.checked(),
                Some(Ok(())),
                "seed {seed}: device {}",
                d.id
            );
        }
        assert!(net.refusals.is_empty(), "seed {seed}: {:?}", net.refusals);
    }
}

#[test]
fn eight_players_six_of_them_computers() {
    let mut net = seated(8, 1, 8, BAD);
    net.policy = Policy::Search;
    let computers = (net.devices[0].table.seats().iter())
        .filter(|h| matches!(h, Holder::Computer(Level::Easy)))
        .count();
    assert_eq!(computers, 6);
    play(&mut net, 5_000, true);
    assert!(net.over(), "the game ended");
    assert_same_game(&net, "eight players");
    assert_eq!(net.devices[1].table.checked(), Some(Ok(())));
}

/// A message from device `from` as the table's own would be, with this body.
fn crafted(net: &Net, from: usize, body: DealtBody<P>) -> String {
    let msg = DealtMessage::<P> {
        v: boardshelf::live::VERSION,
        room: dealt_sim::ROOM.into(),
        from: net.devices[from].id,
        name: format!("d{}", net.devices[from].id),
        body,
    };
    serde_json::to_string(&msg).unwrap()
}

#[test]
fn a_dealer_that_changes_a_card_is_caught_at_the_end() {
    let mut net = seated(4, 1, 3, NO_FAULTS);
    net.policy = Policy::Greedy;
    // Between the dealer and device 1: the first card it draws is replaced by another the
    // deck has (so it cannot be refused when it comes, only at the end).
    let mut done = false;
    net.tamper = Some(Box::new(move |to, text| {
        let mut msg: DealtMessage<P> = serde_json::from_str(text).ok()?;
        if let (1, false, DealtBody::Played { hand: Some(h), .. }) = (to, done, &mut msg.body) {
            let last = h.len() - 1;
            h[last] = if h[last] == 0 { 1 } else { 0 };
            done = true;
            return Some(serde_json::to_string(&msg).unwrap());
        }
        None
    }));
    play(&mut net, 5_000, false);
    assert!(net.over());
    assert!(
        matches!(
            net.devices[1].table.checked(),
            Some(Err(Mismatch::Hand { seat: 1, .. }))
        ),
        "{:?}",
        net.devices[1].table.checked()
    );
    let said = (net.events.iter()).any(|(i, e)| *i == 1 && matches!(e, Out::Checked(Err(_))));
    assert!(said, "the mismatch is said");
    // The dealer is told, its save marked (`Out::Record`), and it keeps that on a reload.
    assert_eq!(net.devices[0].table.disputed(), Some(net.devices[1].id));
    let saved = (net.events.iter()).rposition(|(i, e)| *i == 0 && matches!(e, Out::Record));
    let told = (net.events.iter()).rposition(|(i, e)| *i == 1 && matches!(e, Out::Checked(_)));
    assert!(saved > told, "the dealer's save is written after the check");
    net.reload_kept(0);
    assert_eq!(net.devices[0].table.disputed(), Some(net.devices[1].id));
    // The next game is not marked.
    let mut rng = boardshelf::core::Rng::new(3);
    let out = net.devices[0].table.rematch(&mut rng).unwrap();
    net.apply(0, out);
    assert_eq!(net.devices[0].table.disputed(), None);
}

#[test]
fn a_dispute_of_another_game_or_to_a_guest_changes_nothing() {
    let mut net = seated(4, 2, 6, NO_FAULTS);
    play(&mut net, 10, false);
    let game = net.devices[0].table.game();
    let hear = |net: &mut Net, from: usize, to: usize, game: u32| {
        let text = crafted(net, from, DealtBody::Disputed { game });
        let peer = dealt_sim::peer(net.devices[from].id, net.devices[from].inc);
        net.devices[to].table.hear(&peer, &text, net.now)
    };
    // For another game: the dealer does not mark this one.
    assert!(hear(&mut net, 1, 0, game + 1).is_empty());
    assert_eq!(net.devices[0].table.disputed(), None);
    // To a guest, from another guest: refused (only the dealer hears of the check).
    let out = hear(&mut net, 2, 1, game);
    assert!(
        out.iter().any(|o| matches!(o, Out::Refused { .. })),
        "{out:?}"
    );
    // For this game: marked and saved, once.
    let out = hear(&mut net, 1, 0, game);
    assert!(out.iter().any(|o| matches!(o, Out::Record)), "{out:?}");
    assert!(hear(&mut net, 2, 0, game).is_empty());
    assert_eq!(net.devices[0].table.disputed(), Some(net.devices[1].id));
}

#[test]
fn a_dealer_that_reveals_another_seed_is_caught() {
    let mut net = seated(4, 2, 4, NO_FAULTS);
    net.policy = Policy::Greedy;
    net.tamper = Some(Box::new(|_, text| {
        let mut msg: DealtMessage<P> = serde_json::from_str(text).ok()?;
        match &mut msg.body {
            DealtBody::Reveal { reveal, .. } => reveal.seed ^= 1,
            DealtBody::Deal(wire) => wire.reveal.as_mut()?.seed ^= 1,
            _ => return None,
        }
        Some(serde_json::to_string(&msg).unwrap())
    }));
    play(&mut net, 5_000, false);
    assert!(net.over());
    for d in &net.devices[1..] {
        assert_eq!(d.table.checked(), Some(Err(Mismatch::Commitment)));
    }
    assert!(
        net.devices[0].table.disputed().is_some(),
        "the dealer is told"
    );
}

#[test]
fn crafted_messages_are_refused_and_change_nothing() {
    let mut net = seated(4, 2, 5, NO_FAULTS);
    for _ in 0..30 {
        net.step();
    }
    net.playing = false;
    net.settle();
    let before: Vec<_> = (net.devices.iter())
        .map(|d| d.table.moves().to_vec())
        .collect();
    let views: Vec<_> = (net.devices.iter())
        .map(|d| d.table.view().cloned())
        .collect();
    let dealer_hand = P::hand(net.devices[0].table.full_state().unwrap(), 0);
    let len = net.devices[0].table.moves().len();
    let mover = P::to_move(net.devices[0].table.full_state().unwrap()).unwrap();
    let stranger = (1..3)
        .find(|&g| !net.devices[g].table.mine().contains(&mover))
        .unwrap();
    let some_play = Play::Discard {
        card: dealer_hand[0],
    };
    let cases: Vec<(usize, usize, DealtBody<P>, Refusal)> = vec![
        // Device 2 speaks as the dealer to device 1: a move, and a hand.
        (
            2,
            1,
            DealtBody::Played {
                game: 0,
                ply: len,
                mv: some_play,
                hand: None,
            },
            Refusal::NotDealer,
        ),
        (
            2,
            1,
            DealtBody::Reveal {
                game: 0,
                reveal: boardshelf::live::dealt::Reveal {
                    seed: 1,
                    salt: "x".into(),
                },
            },
            Refusal::NotDealer,
        ),
        // A device plays for the seat to move, which it does not hold.
        (
            stranger,
            0,
            DealtBody::Play {
                game: 0,
                ply: len,
                mv: some_play,
            },
            Refusal::NotYourSeat(mover),
        ),
        // A claim once the game has begun, and a move far ahead.
        (
            2,
            0,
            DealtBody::Claim {
                seat: 3,
                nonce: 1,
                commitment: String::new(),
            },
            Refusal::Started,
        ),
        (
            2,
            0,
            DealtBody::Play {
                game: 0,
                ply: len + 5,
                mv: some_play,
            },
            Refusal::Forged,
        ),
        // The dealer's own messages, sent to the dealer.
        (
            1,
            0,
            DealtBody::Reveal {
                game: 0,
                reveal: boardshelf::live::dealt::Reveal {
                    seed: 1,
                    salt: "x".into(),
                },
            },
            Refusal::NotDealer,
        ),
    ];
    for (from, to, body, why) in cases {
        let text = crafted(&net, from, body);
        net.refusals.clear();
        let peer = dealt_sim::peer(net.devices[from].id, net.devices[from].inc);
        let out = net.devices[to].table.hear(&peer, &text, net.now);
        assert!(
            out.iter()
                .any(|o| matches!(o, Out::Refused { why: w, .. } if w == &why)),
            "{text}: {out:?}"
        );
    }
    let after: Vec<_> = (net.devices.iter())
        .map(|d| d.table.moves().to_vec())
        .collect();
    let views_after: Vec<_> = (net.devices.iter())
        .map(|d| d.table.view().cloned())
        .collect();
    assert_eq!(before, after);
    assert_eq!(views, views_after);
}

#[test]
fn a_draw_the_deck_cannot_have_is_refused() {
    let mut net = seated(4, 2, 6, NO_FAULTS);
    net.playing = false;
    // The dealer plays its seat and the computer's until a guest's seat is to move.
    let guest = loop {
        let full = net.devices[0].table.full_state().unwrap();
        let mover = P::to_move(full).unwrap();
        if let Some(g) = (1..3).find(|&g| net.devices[g].table.mine().contains(&mover)) {
            break g;
        }
        let mv = P::legal_moves(full)[0];
        let out = net.devices[0].table.play(mv).unwrap();
        net.apply(0, out);
        net.settle();
        net.playing = false;
    };
    let mut full = net.devices[0].table.full_state().unwrap().clone();
    let mover = P::to_move(&full).unwrap();
    let mv = P::legal_moves(&full)[0];
    P::apply(&mut full, &mv).unwrap();
    let mut hand = P::hand(&full, mover);
    *hand.last_mut().unwrap() = 200;
    let len = net.devices[0].table.moves().len();
    let forged = DealtBody::Played {
        game: 0,
        ply: len,
        mv,
        hand: Some(hand),
    };
    let text = crafted(&net, 0, forged);
    let peer = dealt_sim::peer(net.devices[0].id, net.devices[0].inc);
    let view = net.devices[guest].table.view().cloned();
    let out = net.devices[guest].table.hear(&peer, &text, net.now);
    let refused = Out::Refused {
        who: "d1".into(),
        why: Refusal::Hand(HandError::NotInDeck),
    };
    assert!(out.contains(&refused), "{out:?}");
    assert_eq!(net.devices[guest].table.view().cloned(), view);
    assert_eq!(net.devices[guest].table.moves().len(), len);
}

#[test]
fn sha256_gives_the_standard_digests() {
    use boardshelf::live::sha256::{hex, sha256};
    // FIPS 180-4's examples (and the empty message).
    let cases: [(&[u8], &str); 3] = [
        (
            b"",
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        ),
        (
            b"abc",
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        ),
        (
            b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
        ),
    ];
    for (data, digest) in cases {
        assert_eq!(hex(&sha256(data)), digest);
    }
    let million = vec![b'a'; 1_000_000];
    let digest = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";
    assert_eq!(hex(&sha256(&million)), digest);
}

#[test]
fn a_device_sees_each_move_and_learns_the_game_at_the_end() {
    // Messages come in any order, none lost: every hand reaches it.
    let faults = Faults {
        lose: 0,
        double: 100,
        max_delay: 1_500,
    };
    let mut net = seated(4, 1, 21, faults);
    net.policy = Policy::Greedy;
    play(&mut net, 40, false);
    let (host, guest) = (&net.devices[0].table, &net.devices[1].table);
    assert!(guest.record().is_none(), "no seed before the end");
    eprintln!(
        "host {} guest {} waiting {}",
        host.moves().len(),
        guest.moves().len(),
        guest.waiting()
    );
    let positions = guest.positions().unwrap();
    assert_eq!(positions.len(), guest.moves().len() + 1);
    // Each position is the dealer's at that move, seen from the guest's seat, its own
    // cards as far as it was given them (it was given them all, from the start).
    let record = host.record().unwrap();
    let full = boardshelf::core::Session::from_record(record).unwrap();
    for (ply, seen) in positions.iter().enumerate() {
        assert_eq!(
            *seen,
            P::view(full.position(ply), &guest.mine()),
            "move {ply}"
        );
    }
    play(&mut net, 5_000, false);
    let (host, guest) = (&net.devices[0].table, &net.devices[1].table);
    assert_eq!(guest.record(), host.record(), "the whole game once checked");
}
