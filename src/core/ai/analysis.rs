//! After the game: the search run over every position of a game, giving each seat's chance
//! of winning after every move, and the moves that cost their player most, with the move the
//! search would have played instead. Each position is searched from the view of the seat to
//! move there, so a hidden-information game reads only what that seat could see. Pure Rust,
//! deterministic given a seed.
//!
//! A move's cost is measured inside one search (the best move's mean against the played
//! move's mean at the same root), not between two searches: the best value of each search
//! is the maximum of noisy means, so comparing two of them marks good moves as mistakes.

use super::{Choice, Level, Searchable, Searcher};
use crate::core::{Rng, Seat, Session};
use serde::{Deserialize, Serialize};

/// How much a move cost the player who made it, in chance of winning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Severity {
    /// Lost at least `MISTAKE` of the chance to win.
    Mistake,
    /// Lost at least `BLUNDER`.
    Blunder,
}

/// A drop of 15 points of the chance to win is a mistake, of 30 a blunder.
pub const MISTAKE: f64 = 0.15;
pub const BLUNDER: f64 = 0.30;
/// The played move's own mean is trusted from this many visits; below, its value comes
/// from the search of the position after it.
const TRUSTED_VISITS: f64 = 16.0;

/// A move that cost its player, and the one the search preferred.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "M: Serialize + serde::de::DeserializeOwned")]
pub struct Mistake<M> {
    pub severity: Severity,
    /// The chance of winning it cost (0 to 1).
    pub cost: f64,
    pub better: M,
}

/// Every seat's chance before the first move and after each move, and each move's mistake.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "M: Serialize + serde::de::DeserializeOwned")]
pub struct Analysis<M> {
    /// `chances[ply][seat]`: the seat's chance of winning in the position after `ply` moves.
    pub chances: Vec<Vec<f64>>,
    /// The moves analysed (to know the analysis still matches the game), and their mistakes.
    pub moves: Vec<M>,
    pub mistakes: Vec<Option<Mistake<M>>>,
}

impl<M: PartialEq> Analysis<M> {
    /// Whether this analysis is of exactly these moves (a game changed since is analysed again).
    pub fn is_of(&self, moves: &[M]) -> bool {
        self.moves == moves
    }
}

/// What one position's search said: the mover's best and played values, the best move.
struct Looked<M> {
    seat: Seat,
    chances: Option<Vec<f64>>,
    /// The search's move and its value (`None`: not known, the position's chance).
    best: Option<(M, Option<f64>)>,
    /// Every other move loses at once.
    forced: bool,
    played: Option<f64>,
}

/// Analyses every position of `session`'s game at `level`. `progress(done, total)` is told
/// after each position and stops the analysis (None) when it returns false.
pub fn analyse<G: Searchable>(
    session: &Session<G>,
    level: Level,
    seed: u64,
    progress: impl FnMut(usize, usize) -> bool,
) -> Option<Analysis<G::Move>> {
    analyse_with(session, level, seed, progress, &mut |_| true)
}

/// `analyse`, each search also stopped when `keep_going(iterations)` says so (the app's
/// time limit a position).
pub fn analyse_with<G: Searchable>(
    session: &Session<G>,
    level: Level,
    seed: u64,
    mut progress: impl FnMut(usize, usize) -> bool,
    keep_going: &mut dyn FnMut(usize) -> bool,
) -> Option<Analysis<G::Move>> {
    let moves = session.moves();
    let total = moves.len();
    let mut looked = Vec::with_capacity(total + 1);
    for ply in 0..=total {
        looked.push(look::<G>(session, ply, level, seed, keep_going));
        if !progress(ply + 1, total + 1) {
            return None;
        }
    }
    let seats = G::seats(session.position(0));
    let mut chances: Vec<Vec<f64>> = Vec::with_capacity(total + 1);
    for (ply, l) in looked.iter().enumerate() {
        let last = chances.last().cloned();
        chances.push(match l {
            None => G::rewards(session.position(ply)),
            Some(l) => (l.chances.clone())
                .or(last)
                .unwrap_or_else(|| vec![1.0 / seats as f64; seats]),
        });
    }
    let mistakes = (0..total)
        .map(|ply| {
            let l = looked[ply].as_ref()?;
            let (better, best) = l.best.clone()?;
            let best = best.unwrap_or(chances[ply][l.seat as usize]);
            let played = l.played.unwrap_or(chances[ply + 1][l.seat as usize]);
            let cost = best - played;
            let severity = match cost {
                _ if l.forced => Severity::Blunder,
                c if c >= BLUNDER => Severity::Blunder,
                c if c >= MISTAKE => Severity::Mistake,
                _ => return None,
            };
            (better != moves[ply]).then_some(Mistake {
                severity,
                cost,
                better,
            })
        })
        .collect();
    Some(Analysis {
        chances,
        moves: moves.to_vec(),
        mistakes,
    })
}

/// Searches the position after `ply` moves (None once the game is over).
fn look<G: Searchable>(
    session: &Session<G>,
    ply: usize,
    level: Level,
    seed: u64,
    keep_going: &mut dyn FnMut(usize) -> bool,
) -> Option<Looked<G::Move>> {
    let state = session.position(ply);
    let seat = G::to_move(state)?;
    let mut rng = Rng::new(seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let choice = search_chances::<G>(state, level, &mut rng, &mut *keep_going)?;
    let seen = choice.seen;
    // A move made without search: a win at once settles the game or round (its result is
    // the chance); the only move that does not lose at once is worth the position after it,
    // and missing it is a blunder (the opponent wins at once).
    if seen.moves.is_empty() {
        let mut after = state.clone();
        G::apply(&mut after, &choice.mv).ok()?;
        let chances = match choice.value == 1.0 {
            true => Some(G::rewards(&after)),
            false => G::to_move(&after)
                .and_then(|_| search_chances::<G>(&after, level, &mut rng, &mut *keep_going))
                .map(|c| c.seen.chances)
                .filter(|c| !c.is_empty()),
        };
        let forced = G::legal_moves(state).len() > 1;
        let value = chances.as_ref().map(|c| c[seat as usize]);
        return Some(Looked {
            seat,
            chances,
            best: Some((choice.mv, value)),
            forced,
            played: None,
        });
    }
    let played = session.moves().get(ply).and_then(|mv| {
        let (_, visits, mean) = seen.moves.iter().find(|(m, _, _)| m == mv)?;
        (*visits >= TRUSTED_VISITS).then_some(*mean)
    });
    Some(Looked {
        seat,
        chances: Some(seen.chances),
        best: Some((choice.mv, Some(choice.value))),
        forced: false,
        played,
    })
}

/// A search whose values are chances of winning: without the score bonus the game may play
/// with (a move that loses the same games by more squares is no mistake).
fn search_chances<G: Searchable>(
    state: &G::State,
    level: Level,
    rng: &mut Rng,
    keep_going: impl FnMut(usize) -> bool,
) -> Option<Choice<G::Move>> {
    let mut searcher = Searcher::<G>::new();
    searcher.bonus = None;
    searcher.search(state, level, rng, keep_going)
}

/// The sides of a table (`Game::side`) and each side's chance at every ply: partners share
/// one line of the graph.
pub fn sides<G: Searchable>(state: &G::State, chances: &[Vec<f64>]) -> Vec<(Seat, Vec<f64>)> {
    let mut sides: Vec<(Seat, Vec<Seat>)> = Vec::new();
    for seat in 0..G::seats(state) as Seat {
        let side = G::side(state, seat);
        match sides.iter_mut().find(|(s, _)| *s == side) {
            Some((_, seats)) => seats.push(seat),
            None => sides.push((side, vec![seat])),
        }
    }
    let mean = |at: &Vec<f64>, seats: &[Seat]| {
        seats
            .iter()
            .map(|&s| at.get(s as usize).copied().unwrap_or(0.0))
            .sum::<f64>()
            / seats.len() as f64
    };
    (sides.into_iter())
        .map(|(side, seats)| (side, chances.iter().map(|at| mean(at, &seats)).collect()))
        .collect()
}
