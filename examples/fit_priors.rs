//! Fits the weights of the Blokus move priors (`blokus::ai::evaluate`) to games of strong
//! play, by softmax regression: the weights under which the moves actually played are the
//! most likely among each position's moves (those the search looks at, `pruned`).
//!
//!     cargo run --release --example fit_priors -- games.blksgf [iterations]
//!
//! `games.blksgf` holds one SGF game a line (say the self-play games of a strong engine, or
//! our own long searches). Prints the weights, in the order of `FEATURES` (those of
//! `blokus::ai::Weights`), and the share of positions whose played move the new weights and
//! today's (`FITTED`) rank first.

use boardshelf::core::ai::Searchable;
use boardshelf::core::Game;
use boardshelf::games::blokus::ai::{evaluate, features, Features, Surroundings, FITTED};
use boardshelf::games::blokus::rules::State;
use boardshelf::games::blokus::{sgf, Blokus};

const FEATURES: [&str; K] = [
    "size",
    "new_corners",
    "own_corners_lost",
    "opponent_corners_taken",
    "opponent_corners_crowded",
    "centre_distance (early moves)",
    "wasted_sides",
    "snug_sides",
    "corner_room",
];

/// How many features.
const K: usize = 9;

/// The weights the fit starts from: the guessed ones (`CROWD`; the last three unused).
const START: [f64; K] = [1.0, 0.5, -0.4, 0.7, 0.7, -0.3, 0.0, 0.0, 0.0];

/// One position: each candidate move's features, and which one was played.
struct Position {
    moves: Vec<[f64; K]>,
    current: Vec<f64>,
    played: usize,
}

fn vector(state: &State, f: &Features) -> [f64; K] {
    let early = state.placed_count(state.current()) < if state.size() == 14 { 3 } else { 5 };
    [
        f.size as f64,
        f.new_corners as f64,
        f.own_corners_lost as f64,
        f.opponent_corners_taken as f64,
        f.opponent_corners_crowded as f64,
        if early { f.centre_distance as f64 } else { 0.0 },
        f.wasted_sides as f64,
        f.snug_sides as f64,
        f.corner_room as f64,
    ]
}

fn positions(text: &str) -> Vec<Position> {
    let mut out = Vec::new();
    for line in text.lines().filter(|l| l.starts_with('(')) {
        let Ok(record) = sgf::read(line, 0) else {
            continue;
        };
        let mut state = Blokus::new_game(&record.config, 0).expect("a known variant");
        for mv in &record.moves {
            let moves = Blokus::pruned(&state, Blokus::legal_moves(&state));
            if let Some(played) = moves.iter().position(|m| m == mv) {
                if moves.len() > 1 {
                    let around = Surroundings::of(&state);
                    let fs: Vec<Features> =
                        moves.iter().map(|m| features(&state, &around, m)).collect();
                    out.push(Position {
                        moves: fs.iter().map(|f| vector(&state, f)).collect(),
                        current: fs.iter().map(|f| evaluate(&state, f, &FITTED)).collect(),
                        played,
                    });
                }
            }
            Blokus::apply(&mut state, mv).expect("the record replays");
        }
    }
    out
}

/// Softmax probabilities of scores.
fn softmax(scores: impl Iterator<Item = f64>) -> Vec<f64> {
    let s: Vec<f64> = scores.collect();
    let best = s.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let e: Vec<f64> = s.iter().map(|x| (x - best).exp()).collect();
    let total: f64 = e.iter().sum();
    e.into_iter().map(|x| x / total).collect()
}

fn dot(w: &[f64; K], x: &[f64; K]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

/// The mean log-likelihood of the played moves and its gradient.
fn likelihood(data: &[Position], w: &[f64; K]) -> (f64, [f64; K]) {
    let (mut total, mut grad) = (0.0, [0.0; K]);
    for p in data {
        let probs = softmax(p.moves.iter().map(|x| dot(w, x)));
        total += probs[p.played].max(1e-300).ln();
        // The gradient: the played move's features less their expectation.
        for (x, q) in p.moves.iter().zip(&probs) {
            for (g, xk) in grad.iter_mut().zip(x) {
                *g -= q * xk;
            }
        }
        for (g, xk) in grad.iter_mut().zip(&p.moves[p.played]) {
            *g += xk;
        }
    }
    let n = data.len() as f64;
    (total / n, grad.map(|g| g / n))
}

/// The share of positions whose played move scores highest.
fn top_share(data: &[Position], score: impl Fn(&Position, usize) -> f64) -> f64 {
    let hits = data
        .iter()
        .filter(|p| {
            let best = (0..p.moves.len()).max_by(|&a, &b| score(p, a).total_cmp(&score(p, b)));
            best == Some(p.played)
        })
        .count();
    hits as f64 / data.len().max(1) as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let file = args.first().expect("a file of SGF games, one a line");
    let iterations: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(300);
    let text = std::fs::read_to_string(file).expect("the games file");
    let data = positions(&text);
    println!("{} positions", data.len());
    // Gradient ascent with a step that halves whenever the likelihood falls.
    let mut w = START;
    let (mut step, (mut best, mut grad)) = (0.5, likelihood(&data, &w));
    for _ in 0..iterations {
        let mut next = w;
        for k in 0..K {
            next[k] += step * grad[k];
        }
        let (l, g) = likelihood(&data, &next);
        if l > best {
            (w, best, grad) = (next, l, g);
            step *= 1.2;
        } else {
            step /= 2.0;
        }
    }
    println!("mean log-likelihood {best:.4}");
    for (name, weight) in FEATURES.iter().zip(&w) {
        println!(
            "{name}: {weight:.3} (per square placed: {:.3})",
            weight / w[0]
        );
    }
    let fitted = top_share(&data, |p, i| dot(&w, &p.moves[i]));
    let current = top_share(&data, |p, i| p.current[i]);
    let today: f64 = data
        .iter()
        .map(|p| {
            softmax(p.current.iter().copied())[p.played]
                .max(1e-300)
                .ln()
        })
        .sum();
    println!(
        "today's mean log-likelihood {:.4}",
        today / data.len().max(1) as f64
    );
    println!("played move ranked first: fitted {fitted:.3}, today's {current:.3}");
}
