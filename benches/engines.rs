//! Engine speed: Blokus move generation in opening, middle and end positions, and random
//! playouts; Pegs and Jokers move generation and playouts; every game's own playouts (from
//! the registry) for comparison.
//! `cargo bench --bench engines`

use boardshelf::core::ai::{uniform_move, Policy, Searchable};
use boardshelf::core::{Game, GameText, Rng};
use boardshelf::games::blokus::rules::{Blokus, Config as BlokusConfig, State as BlokusState};
use boardshelf::games::foursquare::policy::{play_out, random};
use boardshelf::games::EachGame;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;

/// A Blokus position after `moves` random placements.
fn blokus_after(moves: usize, seed: u64) -> BlokusState {
    let mut s = Blokus::new_game(&BlokusConfig::default(), 0).unwrap();
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        let legal = Blokus::legal_moves(&s);
        match rng.choose(&legal) {
            Some(m) => Blokus::apply(&mut s, m).unwrap(),
            None => break,
        }
    }
    s
}

/// Plays a game to the end with uniformly random moves; returns the number of moves.
fn random_playout<G: Game>(state: G::State, rng: &mut Rng) -> u64 {
    policy_playout::<G>(state, uniform_move::<G>, rng)
}

/// Plays a game to the end with `policy`; returns the number of moves.
fn policy_playout<G: Game>(mut state: G::State, policy: Policy<G>, rng: &mut Rng) -> u64 {
    let mut n = 0;
    while G::to_move(&state).is_some() {
        let mv = policy(&state, rng).expect("a player to move has a move");
        G::apply(&mut state, &mv).expect("policy moves are legal");
        n += 1;
    }
    n
}

fn blokus(c: &mut Criterion) {
    let mut g = c.benchmark_group("blokus movegen");
    for (name, moves) in [
        ("opening (4 placed)", 4),
        ("middle (40 placed)", 40),
        ("end (52 placed)", 52),
    ] {
        let s = blokus_after(moves, 1);
        let count = Blokus::legal_moves(&s).len() as u64;
        g.throughput(Throughput::Elements(count.max(1)));
        g.bench_function(format!("{name}, {count} moves"), |b| {
            b.iter(|| Blokus::legal_moves(black_box(&s)))
        });
    }
    g.finish();

    let start = Blokus::new_game(&BlokusConfig::default(), 0).unwrap();
    let mut rng = Rng::new(9);
    let per_game = random_playout::<Blokus>(start.clone(), &mut rng);
    let mut g = c.benchmark_group("playouts");
    g.throughput(Throughput::Elements(per_game));
    g.bench_function("blokus 4p random playout (elements = moves)", |b| {
        b.iter(|| random_playout::<Blokus>(black_box(start.clone()), &mut rng))
    });
    g.bench_function("blokus 4p sampled playout (elements = moves)", |b| {
        b.iter(|| {
            let mut s = start.clone();
            let mut n = 0u64;
            while let Some(m) = s.sample_move(&mut rng) {
                Blokus::apply(&mut s, &m).expect("sampled moves are legal");
                n += 1;
            }
            n
        })
    });
    // The search's own playouts in Duo, from the start: the answers found as today
    // (`placements_reaching`) and, with the `lab` feature, the older way (`playout:covering`).
    let duo = Blokus::new_game(&BlokusConfig::duo(), 0).unwrap();
    #[cfg_attr(not(feature = "lab"), allow(unused_mut))]
    let mut policies = vec![("reaching", Blokus::playout_move as Policy<Blokus>)];
    #[cfg(feature = "lab")]
    policies.push((
        "covering",
        Blokus::playout_named("covering").expect("a named policy"),
    ));
    for (name, policy) in policies {
        g.bench_function(format!("blokus duo answer playout, {name}"), |b| {
            b.iter(|| policy_playout::<Blokus>(black_box(duo.clone()), policy, &mut rng))
        });
    }
    let mut seed = 0;
    g.bench_function("foursquare random deal", |b| {
        b.iter(|| {
            seed += 1;
            play_out(seed, random)
        })
    });
    g.finish();
}

/// Every game of the registry: a game from its default start, played out by its own
/// playout policy (cut at its playout limit, as the search cuts it), for comparison.
fn every_game(c: &mut Criterion) {
    struct Playouts<'a, 'c>(
        &'a mut criterion::BenchmarkGroup<'c, criterion::measurement::WallTime>,
    );
    impl EachGame for Playouts<'_, '_> {
        fn game<G: GameText + Searchable>(&mut self, _folder: &'static str) {
            let (mut rng, mut seed) = (Rng::new(1), 0);
            self.0
                .bench_function(format!("{} playout (its policy)", G::ID), |b| {
                    b.iter(|| {
                        seed += 1;
                        let Ok(mut state) = G::new_game(&Default::default(), seed) else {
                            return 0;
                        };
                        let mut n = 0;
                        while n < G::PLAYOUT_LIMIT {
                            let Some(mv) = G::playout_move(&state, &mut rng) else {
                                break;
                            };
                            G::apply(&mut state, &mv).expect("playout moves are legal");
                            n += 1;
                        }
                        n
                    })
                });
        }
    }
    let mut g = c.benchmark_group("every game");
    boardshelf::games::visit(&mut Playouts(&mut g));
    g.finish();
}

fn pegs_and_jokers(c: &mut Criterion) {
    use boardshelf::games::pegs_jokers::rules::{Config, PegsJokers};
    // Positions after some random plays (a middle game has pegs out and splits to try).
    let after = |plays: usize| {
        let mut s = PegsJokers::new_game(&Config::default(), 5).unwrap();
        let mut rng = Rng::new(5);
        for _ in 0..plays {
            let legal = PegsJokers::legal_moves(&s);
            PegsJokers::apply(&mut s, rng.choose(&legal).unwrap()).unwrap();
        }
        s
    };
    let mut g = c.benchmark_group("pegs-and-jokers");
    for (name, plays) in [("opening", 0), ("middle (60 plays)", 60)] {
        let s = after(plays);
        let count = PegsJokers::legal_moves(&s).len() as u64;
        g.throughput(Throughput::Elements(count.max(1)));
        g.bench_function(format!("movegen {name}, {count} plays"), |b| {
            b.iter(|| PegsJokers::legal_moves(black_box(&s)))
        });
    }
    let start = PegsJokers::new_game(&Config::default(), 6).unwrap();
    let mut rng = Rng::new(6);
    let per_game = random_playout::<PegsJokers>(start.clone(), &mut rng);
    g.throughput(Throughput::Elements(per_game));
    g.bench_function("random playout, 4 players (elements = plays)", |b| {
        b.iter(|| random_playout::<PegsJokers>(black_box(start.clone()), &mut rng))
    });
    g.finish();
}

criterion_group!(benches, blokus, pegs_and_jokers, every_game);
criterion_main!(benches);
