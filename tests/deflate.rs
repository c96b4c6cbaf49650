//! The share links' deflate encoder: any inflater reads what it writes, and it compresses
//! link payloads about as well as miniz_oxide's best level.

use boardshelf::core::codec::{encode_link, payload};
use boardshelf::core::deflate::deflate;
use boardshelf::core::Rng;
use boardshelf::core::{Game, Session};
use boardshelf::games::king_square::rules::{Config, KingSquare};

fn inflate(packed: &[u8]) -> Vec<u8> {
    miniz_oxide::inflate::decompress_to_vec(packed).expect("valid deflate")
}

#[test]
fn round_trips_through_another_inflater() {
    let mut rng = Rng::new(7);
    for case in 0..400 {
        let len = rng.below(if case % 10 == 0 { 70_000 } else { 600 }) as usize;
        // Few distinct bytes in runs and repeats, as records have; and plain noise.
        let alphabet = 1 + rng.below(if case % 3 == 0 { 255 } else { 6 });
        let mut data: Vec<u8> = Vec::with_capacity(len);
        while data.len() < len {
            if data.len() > 4 && rng.below(3) == 0 {
                let back = 1 + rng.below(data.len().min(40_000) as u64) as usize;
                let n = (3 + rng.below(300) as usize).min(len - data.len());
                let start = data.len() - back;
                for k in 0..n {
                    data.push(data[start + k]);
                }
            } else {
                data.push(rng.below(alphabet) as u8);
            }
        }
        assert_eq!(inflate(&deflate(&data)), data, "case {case}, {len} bytes");
    }
    for data in [
        &b""[..],
        b"a",
        b"ab",
        b"aaaaaaaaaaaaaaaaaaaaaaaa",
        &[0u8; 1000][..],
    ] {
        assert_eq!(inflate(&deflate(data)), data);
    }
}

fn random_session(seed: u64, moves: usize) -> Session<KingSquare> {
    let config = Config::default();
    let mut s = Session::<KingSquare>::new(config, seed).unwrap();
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        let legal = KingSquare::legal_moves(s.state());
        if legal.is_empty() {
            break;
        }
        s.play(legal[rng.below(legal.len() as u64) as usize])
            .unwrap();
    }
    s
}

/// Printed for the note: bytes of the payloads of 60 links, ours against miniz level 10.
#[test]
fn compresses_link_payloads_as_well_as_miniz() {
    let (mut ours, mut theirs, mut plain) = (0, 0, 0);
    for seed in 0..60 {
        let s = random_session(seed, 5 + seed as usize * 7);
        let (_, bytes) = payload(&encode_link(s.record(), &[])).unwrap();
        plain += bytes.len();
        ours += deflate(&bytes).len().min(bytes.len());
        theirs += miniz_oxide::deflate::compress_to_vec(&bytes, 10)
            .len()
            .min(bytes.len());
    }
    println!("60 king-square link payloads: {plain} bytes, ours {ours}, miniz level 10 {theirs}");
    assert!(ours * 100 <= theirs * 103, "ours {ours}, miniz {theirs}");
}
