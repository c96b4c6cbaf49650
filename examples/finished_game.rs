//! Plays a game to its end with the computer on every seat and prints its record (JSON),
//! then analyses it at the app's depth and says on stderr how long that took and what it
//! marked. Makes the finished games the browser tests open (tests/golden/*-finished*).
//!
//! cargo run --release --example finished_game -- <game> <seed> [config JSON] [level]
//! cargo run --release --example finished_game -- analyse <game> <record file>

use boardshelf::core::ai::analysis::{self, analyse};
use boardshelf::core::ai::{search, Level, Searchable};
use boardshelf::core::{Rng, Session};
use boardshelf::games::{blokus, foursquare, king_square, pegs_jokers, stacks};
use std::time::Instant;

fn play<G: Searchable>(seed: u64, config: Option<&str>, level: Level) {
    let config: G::Config = config.map_or_else(Default::default, |c| {
        serde_json::from_str(c).expect("a config as JSON")
    });
    let mut session = Session::<G>::new(config, seed).expect("a valid config");
    let mut rng = Rng::new(seed);
    while G::to_move(session.state()).is_some() {
        let choice = search::<G>(session.state(), level, &mut rng, |_| true).expect("a move");
        session.play(choice.mv).expect("legal");
    }
    println!("{}", serde_json::to_string(session.record()).unwrap());
    report(&session);
}

/// Analyses a record (JSON) read from a file.
fn reread<G: Searchable>(path: &str) {
    let text = std::fs::read_to_string(path).expect("a readable file");
    let record = serde_json::from_str(&text).expect("a record");
    report(&Session::<G>::from_record(record).expect("it replays"));
}

fn report<G: Searchable>(session: &Session<G>) {
    let started = Instant::now();
    let analysis = analyse(
        session,
        analysis::level::<G>(),
        session.record().seed,
        |_, _| true,
    )
    .unwrap();
    let marked = analysis.mistakes.iter().flatten().count();
    for (ply, m) in analysis.mistakes.iter().enumerate() {
        if let Some(m) = m {
            eprintln!(
                "  move {}: {:?} −{:.0} %",
                ply + 1,
                m.severity,
                m.cost * 100.0
            );
        }
    }
    eprintln!(
        "{} moves, analysed in {:.2} s, {marked} marked",
        session.moves().len(),
        started.elapsed().as_secs_f64()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let config = args.get(2).map(String::as_str).filter(|c| !c.is_empty());
    let level = match args.get(3).map(String::as_str) {
        Some("medium") => Level::Medium,
        Some("hard") => Level::Hard,
        _ => Level::Easy,
    };
    if let (Some("analyse"), Some(game), Some(path)) = (
        args.first().map(String::as_str),
        args.get(1).map(String::as_str),
        args.get(2),
    ) {
        match game {
            "king-square" => reread::<king_square::KingSquare>(path),
            "foursquare" => reread::<foursquare::Foursquare>(path),
            "pegs-and-jokers" => reread::<pegs_jokers::PegsJokers>(path),
            "stacks" => reread::<stacks::Stacks>(path),
            _ => reread::<blokus::Blokus>(path),
        }
        return;
    }
    match args.first().map(String::as_str) {
        Some("king-square") => play::<king_square::KingSquare>(seed, config, level),
        Some("foursquare") => play::<foursquare::Foursquare>(seed, config, level),
        Some("pegs-and-jokers") => play::<pegs_jokers::PegsJokers>(seed, config, level),
        Some("stacks") => play::<stacks::Stacks>(seed, config, level),
        Some("blokus") => play::<blokus::Blokus>(seed, config, level),
        _ => eprintln!("usage: finished_game <game id> <seed> [config JSON] [easy|medium|hard]"),
    }
}
