//! Plays seeded random legal moves (avoiding the ones that end the game) until a game has the plies asked for (or ends), and
//! prints its record (JSON). Makes the long games `scripts/long_game_bench.cjs` opens to
//! measure whether the work a move costs grows with the game's length.
//!
//! cargo run --release --example long_game -- <game id> <plies> [seed] [config JSON]

use boardshelf::core::{Game, Rng, Session};
use boardshelf::games::{blokus, foursquare, king_square, pegs_jokers, stacks};

fn play<G: Game>(plies: usize, seed: u64, config: Option<&str>) {
    let config: G::Config = config.map_or_else(Default::default, |c| {
        serde_json::from_str(c).expect("a config as JSON")
    });
    let mut session = Session::<G>::new(config, seed).expect("a valid config");
    let mut rng = Rng::new(seed);
    while session.moves().len() < plies && G::to_move(session.state()).is_some() {
        let mut moves = G::legal_moves(session.state());
        rng.shuffle(&mut moves);
        // A move that ends the game only when every move does: the game goes on.
        let goes_on = |mv: &G::Move| {
            let mut after = session.state().clone();
            G::apply(&mut after, mv).expect("a legal move");
            G::to_move(&after).is_some()
        };
        let mv = moves
            .iter()
            .find(|mv| goes_on(mv))
            .unwrap_or(&moves[0])
            .clone();
        session.play(mv).expect("a legal move");
    }
    eprintln!("{} plies", session.moves().len());
    println!("{}", serde_json::to_string(session.record()).unwrap());
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let plies = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(4000);
    let seed = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let config = args.get(3).map(String::as_str).filter(|c| !c.is_empty());
    match args.first().map(String::as_str) {
        Some("king-square") => play::<king_square::KingSquare>(plies, seed, config),
        Some("foursquare") => play::<foursquare::Foursquare>(plies, seed, config),
        Some("pegs-and-jokers") => play::<pegs_jokers::PegsJokers>(plies, seed, config),
        Some("stacks") => play::<stacks::Stacks>(plies, seed, config),
        Some("blokus") => play::<blokus::Blokus>(plies, seed, config),
        _ => eprintln!("usage: long_game <game id> <plies> [seed] [config JSON]"),
    }
}
