//! Simulations per second of the Blokus search at the opening, as Pentobi reports them
//! (`Sim/s`: one simulation = a descent of the tree plus a playout to the end of the game).
//! Run it alternately with Pentobi on the same machine and compare the ratio.
//!
//! `cargo run --profile fast --features lab --example blokus_speed -- [classic|duo] [seconds=5] [runs=3] [plies=0] [options]`
//!
//! `plies` > 0 measures a middle game instead: the position after that many playout moves
//! (the same position every run). `options`: the search's, as `blokus_gtp` takes them.

use boardshelf::core::ai::{Level, Searchable, Searcher};
use boardshelf::core::{Game, Rng};
use boardshelf::games::blokus::rules::{Blokus, Config, Variant};
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match args.first().map(String::as_str) {
        Some("duo") => Config::duo(),
        _ => Config {
            players: 4,
            variant: Variant::Classic,
            fixed_corners: true,
        },
    };
    let seconds: f64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(5.0);
    let runs: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(3);
    let plies: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    let options = args.get(4).map_or("", String::as_str);
    let mut state = Blokus::new_game(&config, 0).expect("valid config");
    let mut rng = Rng::new(7);
    for _ in 0..plies {
        let Some(mv) = Blokus::playout_move(&state, &mut rng) else {
            break;
        };
        Blokus::apply(&mut state, &mv).expect("playout moves are legal");
    }
    for run in 0..runs {
        let start = Instant::now();
        let limit = Duration::from_secs_f64(seconds);
        let mut searcher = Searcher::<Blokus>::configured(options).expect("valid options");
        let keep_going = |_| start.elapsed() < limit;
        let choice =
            (searcher.search(&state, Level::Max, &mut Rng::new(run), keep_going)).expect("a move");
        let took = start.elapsed().as_secs_f64();
        println!(
            "{:?} after {plies} plies, run {run}: {} simulations in {took:.2} s = {:.0} simulations/s",
            config.variant,
            choice.iterations,
            choice.iterations as f64 / took
        );
    }
}
