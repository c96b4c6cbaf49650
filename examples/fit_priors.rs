//! Fits the weights of the Blokus move priors (`blokus::ai::evaluate`) to games of strong
//! play, by softmax regression: the weights under which the moves actually played are the
//! most likely among each position's moves (those the search looks at, `pruned`).
//!
//!     cargo run --release --example fit_priors -- games.blksgf [iterations] [pieces|staged]
//!
//! `games.blksgf` holds one SGF game a line (say the self-play games of a strong engine, or
//! our own long searches). Prints the weights, in the order of `FEATURES` (those of
//! `blokus::ai::Weights`), with `pieces` also a worth for each piece (`piece_worth`; with
//! `staged` one in each of three stages of the colour's game, which the priors do not use),
//! and
//! for the games it did not fit (every fifth) the mean log-likelihood and the share of
//! positions whose played move the new weights and today's priors rank first.

use boardshelf::core::ai::Searchable;
use boardshelf::core::Game;
use boardshelf::games::blokus::ai::{features, opening_moves, Features, Surroundings};
use boardshelf::games::blokus::pieces::{self, PIECE_COUNT};
use boardshelf::games::blokus::rules::{Place, State};
use boardshelf::games::blokus::{sgf, Blokus};

const FEATURES: [&str; 9] = [
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

/// The weights the fit starts from: the guessed ones (`CROWD`; the last three unused), and
/// no worth of its own for any piece.
const START: [f64; 9] = [1.0, 0.5, -0.4, 0.7, 0.7, -0.3, 0.0, 0.0, 0.0];

/// One position: each candidate move's features, today's priors, and which was played.
struct Position {
    moves: Vec<Vec<f64>>,
    current: Vec<f64>,
    played: usize,
}

/// Which worths of the pieces the fit adds to the features.
#[derive(Clone, Copy, PartialEq)]
enum PieceWorth {
    None,
    /// One for each piece.
    Each,
    /// One for each piece in each stage of the colour's game (`STAGES`).
    ByStage,
}

impl PieceWorth {
    /// How many sets of 21 worths it adds.
    fn stages(self) -> usize {
        match self {
            PieceWorth::None => 0,
            PieceWorth::Each => 1,
            PieceWorth::ByStage => STAGES.len(),
        }
    }
}

/// A colour's placements at which the stages of its game begin (`PieceWorth::ByStage`).
const STAGES: [u8; 3] = [0, 5, 10];

/// A move's features, then which piece it places (one-hot) as `worth` says.
fn vector(state: &State, f: &Features, mv: &Place, worth: PieceWorth) -> Vec<f64> {
    let placed = state.placed_count(state.current());
    // The centre term counts only early, as `evaluate` counts it.
    let early = placed < opening_moves(state);
    let mut x = vec![
        f.size() as f64,
        f.new_corners as f64,
        f.own_corners_lost as f64,
        f.opponent_corners_taken as f64,
        f.opponent_corners_crowded as f64,
        if early { f.centre_distance as f64 } else { 0.0 },
        f.wasted_sides as f64,
        f.snug_sides as f64,
        f.corner_room as f64,
    ];
    let stage = STAGES.iter().rposition(|&from| placed >= from).unwrap_or(0);
    for k in 0..worth.stages() {
        let here = worth == PieceWorth::Each || k == stage;
        x.extend((0..PIECE_COUNT as u8).map(|p| f64::from(u8::from(here && p == mv.piece))));
    }
    x
}

/// The positions of each game (one SGF a line), game by game.
fn games(text: &str, worth: PieceWorth) -> Vec<Vec<Position>> {
    let mut out = Vec::new();
    for line in text.lines().filter(|l| l.starts_with('(')) {
        let Ok(record) = sgf::read(line, 0) else {
            continue;
        };
        let mut state = Blokus::new_game(&record.config, 0).expect("a known variant");
        let mut game = Vec::new();
        for mv in &record.moves {
            let moves = Blokus::pruned(&state, Blokus::legal_moves(&state));
            if let Some(played) = moves.iter().position(|m| m == mv) {
                if moves.len() > 1 {
                    let around = Surroundings::of(&state);
                    let xs = moves
                        .iter()
                        .map(|m| vector(&state, &features(&state, &around, m), m, worth));
                    game.push(Position {
                        moves: xs.collect(),
                        current: Blokus::priors(&state, &moves).expect("Blokus has priors"),
                        played,
                    });
                }
            }
            Blokus::apply(&mut state, mv).expect("the record replays");
        }
        out.push(game);
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

fn dot(w: &[f64], x: &[f64]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

/// A small pull of every weight towards 0, so that weights the data cannot tell apart (a
/// piece's worth and its size) stay small.
const RIDGE: f64 = 1e-3;

/// The mean log-likelihood of the played moves (less the ridge) and its gradient.
fn likelihood(data: &[&Position], w: &[f64]) -> (f64, Vec<f64>) {
    let (mut total, mut grad) = (0.0, vec![0.0; w.len()]);
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
    let ridge: f64 = w.iter().map(|v| v * v).sum::<f64>() * RIDGE;
    let grad = grad.iter().zip(w).map(|(g, v)| g / n - 2.0 * RIDGE * v);
    (total / n - ridge, grad.collect())
}

/// The mean log-likelihood of the played moves under priors (weights, not normalised).
fn mean_log_likelihood(data: &[&Position], priors: impl Fn(&Position) -> Vec<f64>) -> f64 {
    let total: f64 = data
        .iter()
        .map(|p| {
            let q = priors(p);
            (q[p.played] / q.iter().sum::<f64>()).max(1e-300).ln()
        })
        .sum();
    total / data.len().max(1) as f64
}

/// The share of positions whose played move scores highest.
fn top_share(data: &[&Position], score: impl Fn(&Position, usize) -> f64) -> f64 {
    let hits = data
        .iter()
        .filter(|p| {
            let best = (0..p.moves.len()).max_by(|&a, &b| score(p, a).total_cmp(&score(p, b)));
            best == Some(p.played)
        })
        .count();
    hits as f64 / data.len().max(1) as f64
}

/// Gradient ascent with a step that halves whenever the likelihood falls.
fn fit(data: &[&Position], start: Vec<f64>, iterations: usize) -> Vec<f64> {
    let mut w = start;
    let (mut step, (mut best, mut grad)) = (0.5, likelihood(data, &w));
    for _ in 0..iterations {
        let next: Vec<f64> = w.iter().zip(&grad).map(|(v, g)| v + step * g).collect();
        let (l, g) = likelihood(data, &next);
        if l > best {
            (w, best, grad) = (next, l, g);
            step *= 1.2;
        } else {
            step /= 2.0;
        }
    }
    w
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let file = args.first().expect("a file of SGF games, one a line");
    let iterations: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(300);
    let worth = match args.get(2).map(String::as_str) {
        Some("pieces") => PieceWorth::Each,
        Some("staged") => PieceWorth::ByStage,
        _ => PieceWorth::None,
    };
    let text = std::fs::read_to_string(file).expect("the games file");
    let all = games(&text, worth);
    // Every fifth game is kept out of the fit, to check it on games it has not seen.
    let (mut fitted_on, mut held_out) = (Vec::new(), Vec::new());
    for (i, game) in all.iter().enumerate() {
        let side = if i % 5 == 4 {
            &mut held_out
        } else {
            &mut fitted_on
        };
        side.extend(game.iter());
    }
    println!(
        "{} positions fitted, {} held out",
        fitted_on.len(),
        held_out.len()
    );
    let mut start = START.to_vec();
    start.resize(START.len() + worth.stages() * PIECE_COUNT, 0.0);
    let w = fit(&fitted_on, start, iterations);
    for (name, weight) in FEATURES.iter().zip(&w) {
        println!("{name}: {weight:.3}");
    }
    if worth != PieceWorth::None {
        // The worth of each piece beside its size's (stage by stage), as one list to paste.
        let worth: Vec<String> = w[FEATURES.len()..]
            .iter()
            .map(|v| format!("{v:.3}"))
            .collect();
        let names: Vec<&str> = (0..PIECE_COUNT as u8).map(pieces::name).collect();
        println!("pieces: {}", names.join(", "));
        println!("piece worth: [{}]", worth.join(", "));
    }
    for (name, data) in [("fitted on", &fitted_on), ("held out", &held_out)] {
        let new = mean_log_likelihood(data, |p| softmax(p.moves.iter().map(|x| dot(&w, x))));
        let today = mean_log_likelihood(data, |p| p.current.clone());
        let new_top = top_share(data, |p, i| dot(&w, &p.moves[i]));
        let today_top = top_share(data, |p, i| p.current[i]);
        println!(
            "{name}: mean log-likelihood new {new:.4}, today's {today:.4}; \
             played move ranked first: new {new_top:.3}, today's {today_top:.3}"
        );
    }
}
