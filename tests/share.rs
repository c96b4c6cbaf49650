//! Share links and save envelopes: round trips over random games of every game, golden
//! data for today's formats, and fuzzing of both decoders with random and mutated input.

use boardshelf::core::ai::Level;
use boardshelf::core::codec::{
    decode_link, encode_link, link_game, parse_envelope, payload, Envelope, Json, LinkError,
    SaveError, LINK_VERSION, MAX_LINK_CHARS, SAVE_VERSION,
};
use boardshelf::core::{Game, Record, Rng, Session};
use boardshelf::erased::summary;
use boardshelf::games::king_square::rules::{Config, KingSquare, Side};
use boardshelf::games::{info, GAMES};
use boardshelf::lang::Lang;

type K = KingSquare;

/// A random King-Square game of `moves` moves (or until it ends).
fn random_session(config: Config, seed: u64, moves: usize) -> Session<K> {
    let mut s = Session::<K>::new(config, seed).unwrap();
    let mut rng = Rng::new(seed ^ 0xabc);
    while s.moves().len() < moves && K::to_move(s.state()).is_some() {
        let legal = K::legal_moves(s.state());
        s.play(*rng.choose(&legal).unwrap()).unwrap();
    }
    s
}

#[test]
fn link_round_trip_over_random_games() {
    for seed in 0..500u64 {
        let config = Config {
            size: 3 + (seed % 18) as u8,
            players: if seed % 2 == 0 { 2 } else { 4 },
            target: 1 + (seed % 9) as u8,
            random_first: seed % 3 == 0,
        };
        let s = random_session(config, seed * 7919, (seed as usize * 13) % 400);
        let link = encode_link(s.record(), &[]);
        assert!(
            link.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
            "{link}"
        );
        assert_eq!(link_game(&link).unwrap(), "king-square");
        let back: Record<K> = decode_link(&link).unwrap().record;
        assert_eq!(&back, s.record());
        let replayed = Session::from_record(back).unwrap();
        assert_eq!(replayed.state(), s.state());
    }
}

#[test]
fn foursquare_link_round_trip_over_random_games() {
    use boardshelf::games::foursquare::rules::{Config as FConfig, Foursquare, UndoMode};
    for seed in 0..500u64 {
        let undo = [UndoMode::Allowed, UndoMode::Counted, UndoMode::Off][(seed % 3) as usize];
        let mut s = Session::<Foursquare>::new(FConfig { undo }, seed * 31).unwrap();
        let mut rng = Rng::new(seed);
        let stop = (seed % 41) as usize;
        while s.moves().len() < stop && Foursquare::to_move(s.state()).is_some() {
            let legal = Foursquare::legal_moves(s.state());
            s.play(*rng.choose(&legal).unwrap()).unwrap();
        }
        let link = encode_link(s.record(), &[]);
        assert_eq!(link_game(&link).unwrap(), "foursquare");
        let back: Record<Foursquare> = decode_link(&link).unwrap().record;
        assert_eq!(&back, s.record());
        assert_eq!(Session::from_record(back).unwrap().state(), s.state());
        assert!(decode_link::<K>(&link).is_err(), "not a King-Square link");
    }
    // Lengths for a short, a medium and a finished (greedy) deal.
    let mut lens = Vec::new();
    for stop in [8usize, 20, 40] {
        let mut s = Session::<Foursquare>::new(FConfig::default(), 4242).unwrap();
        let mut rng = Rng::new(1);
        while s.moves().len() < stop && Foursquare::to_move(s.state()).is_some() {
            let mv = boardshelf::games::foursquare::policy::greedy(s.state(), &mut rng);
            s.play(mv).unwrap();
        }
        lens.push((s.moves().len(), encode_link(s.record(), &[]).len()));
    }
    println!("foursquare link lengths (moves, characters): {lens:?}");
    assert!(lens.iter().all(|&(_, n)| n < 200), "{lens:?}");
}

#[test]
fn erased_registry_opens_links_and_records_of_every_playable_game() {
    let s = random_session(Config::default(), 5, 30);
    let json = Json::of(s.record());
    for game in GAMES {
        assert_eq!(game.logic().unwrap().id(), game.id);
    }
    let ks = info("king-square").unwrap().logic().unwrap();
    let link = encode_link(s.record(), &[]);
    let linked = ks.open_link(Lang::En, &link).unwrap();
    let (back, sum) = (linked.record, linked.summary);
    assert_eq!(back, json);
    assert_eq!(sum, summary(Lang::En, &s));
    assert_eq!(linked.seat_names, ["Black", "White"]);
    assert_eq!(ks.open(Lang::En, &json).unwrap().moves, 30);
    assert!(
        sum.title
            .starts_with("King-Square · 2 players · 10×10 · first to 5 · move 30"),
        "{}",
        sum.title
    );
}

/// Link lengths for a short, a medium and a long game (printed for the issue note).
#[test]
fn link_lengths_stay_short() {
    let short = random_session(Config::default(), 11, 12);
    let medium = random_session(Config::default(), 12, 60);
    let long = random_session(
        Config {
            target: 9,
            ..Config::default()
        },
        13,
        400,
    );
    let lens: Vec<usize> = [&short, &medium, &long]
        .iter()
        .map(|s| encode_link(s.record(), &[]).len())
        .collect();
    println!(
        "king-square link lengths: short (12 moves) {}, medium (60) {}, long ({}) {}",
        lens[0],
        lens[1],
        long.moves().len(),
        lens[2]
    );
    // A typical finished game (first to 5 on 10x10) fits in a chat message.
    let finished = random_session(Config::default(), 14, 10_000);
    assert!(K::outcome(finished.state()).is_some());
    let n = encode_link(finished.record(), &[]).len();
    println!(
        "king-square finished game ({} moves): {n} characters",
        finished.moves().len()
    );
    assert!(lens[0] < 80 && lens[1] < 200, "{lens:?}");
    assert!(n < 1200, "{n}");
}

// ---------- Golden data: today's formats must keep loading ----------

const GOLDEN_LINK: &str = include_str!("golden/king-square-link-v1.txt");
const GOLDEN_LINK_V2: &str = include_str!("golden/king-square-link-v2.txt");
const GOLDEN_LINK_V3: &str = include_str!("golden/king-square-link-v3.txt");
const GOLDEN_ENVELOPE: &str = include_str!("golden/king-square-envelope-v1.json");

fn golden_session() -> Session<K> {
    // 7 moves: black completes a square at A1 B1 A2 B2.
    let mut s = Session::<K>::new(
        Config {
            size: 8,
            players: 2,
            target: 3,
            random_first: false,
        },
        1234,
    )
    .unwrap();
    for (c, r) in [
        (0, 0),
        (5, 5),
        (1, 0),
        (5, 6),
        (0, 1),
        (7, 7),
        (1, 1),
        (3, 3),
    ] {
        s.play(boardshelf::games::king_square::rules::at(c, r))
            .unwrap();
    }
    s
}

#[test]
fn golden_link_still_decodes_to_the_same_game() {
    let record: Record<K> = decode_link(GOLDEN_LINK.trim()).unwrap().record;
    let s = Session::from_record(record).unwrap();
    assert_eq!(s.state(), golden_session().state());
    assert_eq!(s.state().score(Side::Black), 1);
    assert_eq!(s.moves().len(), 8);
}

#[test]
fn golden_v2_link_decodes_without_match_or_seats() {
    let shared = decode_link::<K>(GOLDEN_LINK_V2.trim()).unwrap();
    assert_eq!(&shared.record, golden_session().record());
    assert_eq!(
        shared.record.match_id, None,
        "a version 2 link has no match id"
    );
    assert!(shared.computers.is_empty());
}

#[test]
fn golden_link_matches_todays_encoder() {
    // If this fails the link format changed: bump LINK_VERSION, keep decoding versions 1,
    // 2 and 3 (the tests around), and add a golden file for the new version.
    // (The same payload, not the same text: the compressor may change, the format not.)
    let record = golden_session().record().clone().in_match(0x1234_5678_9abc);
    let computers = [None, Some(Level::Medium)];
    let today = encode_link(&record, &computers);
    assert_eq!(
        payload(&today).unwrap(),
        payload(GOLDEN_LINK_V3.trim()).unwrap()
    );
    assert!(today.len() <= GOLDEN_LINK_V3.trim().len(), "{today}");
    let shared = decode_link::<K>(GOLDEN_LINK_V3.trim()).unwrap();
    assert_eq!(shared.record, record);
    assert_eq!(shared.record.match_id, Some(0x1234_5678_9abc));
    assert_eq!(shared.computers, computers);
}

#[test]
fn every_changed_character_of_a_link_is_refused() {
    // 1,000 links with one character replaced by another base64url character: none opens.
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut rng = Rng::new(77);
    for seed in 0..1000u64 {
        let s = random_session(Config::default(), seed, (seed % 60) as usize);
        let link = encode_link(s.record(), &[]).into_bytes();
        let at = rng.below(link.len() as u64) as usize;
        let mut changed = link.clone();
        while changed[at] == link[at] {
            changed[at] = ALPHABET[rng.below(64) as usize];
        }
        let text = String::from_utf8(changed).unwrap();
        assert!(
            decode_link::<K>(&text).is_err(),
            "seed {seed}: a link changed at {at} still opens"
        );
    }
}

#[test]
fn golden_envelope_still_parses_and_replays() {
    let env = parse_envelope(GOLDEN_ENVELOPE).unwrap();
    assert_eq!(env.format, SAVE_VERSION);
    assert_eq!(env.game, "king-square");
    let summary = info(&env.game)
        .unwrap()
        .logic()
        .unwrap()
        .open(Lang::En, &env.record)
        .unwrap();
    assert_eq!(summary.moves, 8);
    assert_eq!(summary.status, "Black to play");
    let record: Record<K> = env.record.read().unwrap();
    assert_eq!(&record, golden_session().record());
}

// ---------- Bad input: clear errors, never a panic ----------

#[test]
fn bad_links_give_the_right_error() {
    let good = encode_link(golden_session().record(), &[]);
    assert_eq!(decode_link::<K>("").unwrap_err(), LinkError::Empty);
    assert_eq!(decode_link::<K>("abc$%").unwrap_err(), LinkError::NotBase64);
    assert_eq!(decode_link::<K>("AQ").unwrap_err(), LinkError::Truncated);
    // Cut to a length base64 never has (1 more than a multiple of 4).
    let odd = &good[..(good.len() - 2) / 4 * 4 + 1];
    assert_eq!(decode_link::<K>(odd).unwrap_err(), LinkError::Truncated);
    assert!(matches!(
        decode_link::<K>(&"A".repeat(MAX_LINK_CHARS + 1)),
        Err(LinkError::TooLong { .. })
    ));
    let bytes = base64_decode(&good);
    let cut = base64_encode(&bytes[..bytes.len() / 2]);
    assert_eq!(decode_link::<K>(&cut).unwrap_err(), LinkError::Changed);
    // A version 1 link (no checksum) cut short.
    let v1 = base64_decode(GOLDEN_LINK.trim());
    let cut = base64_encode(&v1[..v1.len() / 2]);
    assert_eq!(decode_link::<K>(&cut).unwrap_err(), LinkError::Damaged);
    // Another version byte.
    let mut bytes = base64_decode(&good);
    bytes[0] = LINK_VERSION + 1;
    assert_eq!(
        decode_link::<K>(&base64_encode(&bytes)).unwrap_err(),
        LinkError::UnknownVersion(LINK_VERSION + 1)
    );
    // Cut at every length: "cut short" (or changed, damaged), never "not a link" (#28 item 11).
    for n in 1..good.len() {
        let e = decode_link::<K>(&good[..n]).unwrap_err();
        assert!(
            matches!(
                e,
                LinkError::Truncated | LinkError::Changed | LinkError::Damaged
            ),
            "cut at {n}: {e:?}"
        );
    }
    // Text of link characters that is no link: damaged, not "a newer version" (format 216).
    for text in ["hello-world", "boardshelf", "2Xb_r4nd0mT3xt", "zzzzzzzz"] {
        let e = decode_link::<K>(text).unwrap_err();
        assert!(
            !matches!(e, LinkError::UnknownVersion(_) | LinkError::NotBase64),
            "{text}: {e:?}"
        );
    }
    // A link of another game (version 1: no checksum to get right).
    let mut raw = vec![1, 0];
    raw.extend(postcard::to_allocvec(&("blokus".to_string(), 1u8)).unwrap());
    assert_eq!(
        decode_link::<K>(&base64_encode(&raw)).unwrap_err(),
        LinkError::WrongGame {
            found: "blokus".into()
        }
    );
}

#[test]
fn a_link_with_an_illegal_move_names_the_move() {
    let mut record = golden_session().record().clone();
    record.moves[3] = record.moves[1]; // move 4 onto white's first peg
    let link = encode_link(&record, &[]);
    let err = info("king-square")
        .unwrap()
        .logic()
        .unwrap()
        .open_link(Lang::En, &link)
        .unwrap_err();
    assert_eq!(
        err,
        "move 4 is illegal: hole F6 is taken: pegs go in empty holes"
    );
}

#[test]
fn bad_envelopes_give_the_right_error() {
    assert!(matches!(
        parse_envelope("not json"),
        Err(SaveError::NotJson(_))
    ));
    assert!(matches!(
        parse_envelope("{\"format\": 99}"),
        Err(SaveError::UnknownFormat(99))
    ));
    assert!(matches!(
        parse_envelope("{\"format\": 1}"),
        Err(SaveError::NotJson(_))
    ));
    let mut env: Envelope = parse_envelope(GOLDEN_ENVELOPE).unwrap();
    let mut record: serde_json::Value = env.record.read().unwrap();
    record["moves"][2] = serde_json::json!({"col": 0, "row": 0});
    env.record = Json::of(&record);
    let err = info("king-square")
        .unwrap()
        .logic()
        .unwrap()
        .open(Lang::En, &env.record)
        .unwrap_err();
    assert!(err.starts_with("move 3 is illegal"), "{err}");
    record["config"] = serde_json::json!("nonsense");
    env.record = Json::of(&record);
    let err = info("king-square")
        .unwrap()
        .logic()
        .unwrap()
        .open(Lang::En, &env.record)
        .unwrap_err();
    assert!(err.starts_with("the game record is damaged"), "{err}");
}

fn base64_decode(s: &str) -> Vec<u8> {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(s)
        .unwrap()
}
fn base64_encode(b: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b)
}

/// Feeds random and mutated input to the link decoder and the envelope parser (and replays
/// whatever decodes). Nothing may panic. FUZZ_ITERATIONS raises the count (default 100,000).
#[test]
fn fuzz_link_decoder_and_envelope_parser() {
    let iterations: u64 = std::env::var("FUZZ_ITERATIONS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let ks = info("king-square").unwrap().logic().unwrap();
    let seeds_bytes = [
        base64_decode(&encode_link(golden_session().record(), &[])),
        base64_decode(&encode_link(
            random_session(Config::default(), 3, 80).record(),
            &[None, Some(Level::Hard)],
        )),
    ];
    let seed_envelope = GOLDEN_ENVELOPE.as_bytes().to_vec();
    let mut rng = Rng::new(99);
    let (mut decoded, mut replayed, mut envelopes) = (0u64, 0u64, 0u64);
    for i in 0..iterations {
        let mut bytes = if i % 4 == 0 {
            (0..rng.below(64)).map(|_| rng.next_u64() as u8).collect()
        } else {
            seeds_bytes[(i % 2) as usize].clone()
        };
        mutate(&mut rng, &mut bytes);
        let text = base64_encode(&bytes);
        if let Ok(record) = decode_link::<K>(&text) {
            decoded += 1;
            if Session::from_record(record.record).is_ok() {
                replayed += 1;
            }
        }
        let _ = ks.open_link(Lang::En, &text);
        // Raw text too (not only valid base64).
        let _ = decode_link::<K>(&String::from_utf8_lossy(&bytes));

        let mut env = seed_envelope.clone();
        mutate(&mut rng, &mut env);
        if let Ok(e) = parse_envelope(&String::from_utf8_lossy(&env)) {
            envelopes += 1;
            let _ = ks.open(Lang::En, &e.record);
        }
    }
    println!("fuzz: {iterations} inputs per decoder; {decoded} links decoded, {replayed} replayed, {envelopes} envelopes parsed");
    assert!(
        decoded > 0 && envelopes > 0,
        "the mutations should sometimes stay valid"
    );
}

fn mutate(rng: &mut Rng, bytes: &mut Vec<u8>) {
    for _ in 0..1 + rng.below(4) {
        let len = bytes.len() as u64;
        match rng.below(6) {
            0 if len > 0 => {
                let i = rng.below(len) as usize;
                bytes[i] ^= 1 << rng.below(8);
            }
            1 if len > 0 => {
                let i = rng.below(len) as usize;
                bytes[i] = rng.next_u64() as u8;
            }
            2 if len > 0 => bytes.truncate(rng.below(len) as usize),
            3 => {
                let i = rng.below(len + 1) as usize;
                bytes.insert(i, rng.next_u64() as u8);
            }
            4 if len > 1 => {
                let i = rng.below(len) as usize;
                bytes.remove(i);
            }
            _ => {}
        }
    }
}
