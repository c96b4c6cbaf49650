//! After the game: the search run over every position of a game, giving each seat's chance
//! of winning after every move, and the moves that cost their player most, with the move the
//! search would have played instead. Each position is searched from the view of the seat to
//! move there, so a hidden-information game reads only what that seat could see. Pure Rust,
//! deterministic given a seed.
//!
//! The analysis judges with the hint's search at the hint's depth and with the hint's seed
//! for the position ([`level`], [`searcher`], [`position_seed`]): the move the hint proposes
//! is the search's own choice there, never marked. Any other move played is weighed against
//! the search's choice in one more search of those two moves alone, and what it lost is the
//! difference of their means less the search's noise ([`NOISE_SIGMAS`] standard errors), so
//! a move the search merely happened not to prefer is not marked. The scale is [`Severity`].

use super::root::{loses_at_once, losing_replies, wins_at_once};
use super::{Choice, Level, Searchable, Searcher};
use crate::core::{Rng, Seat, Session};
use serde::{Deserialize, Serialize};

/// How much of its player's chance of winning a move lost, as lichess marks moves (its
/// steps doubled, for a search noisier than a chess engine's): from [`Severity::threshold`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Severity {
    /// Lost at least 10 points of the chance to win.
    Inaccuracy,
    /// At least 20.
    Mistake,
    /// At least 30.
    Blunder,
}

impl Severity {
    /// Every mark, the mildest first.
    pub const ALL: [Severity; 3] = [Severity::Inaccuracy, Severity::Mistake, Severity::Blunder];

    /// The least share of the chance to win (0 to 1) a move must lose to be marked so.
    pub const fn threshold(self) -> f64 {
        match self {
            Severity::Inaccuracy => 0.10,
            Severity::Mistake => 0.20,
            Severity::Blunder => 0.30,
        }
    }

    /// The mark of a move that lost `cost` of its player's chance (none below an
    /// inaccuracy). A move that lets the opponent win at once loses all the chance its
    /// player had: a blunder only when the game was not already lost.
    pub fn of(cost: f64) -> Option<Severity> {
        Severity::ALL
            .into_iter()
            .rev()
            .find(|s| cost >= s.threshold())
    }
}

/// The version of the scale: an analysis kept under another is worked out again.
pub const SCALE: u32 = 2;

/// The fewest simulations a move is measured with (see `weigh`).
const LEAST_DEPTH: f64 = 32.0;

/// How many standard errors of the difference of two means are taken off what a move lost.
/// A tree search's mean varies from one search to the next more than independent samples
/// would (which replies it happens to explore first): the standard error is taken at its
/// largest, rewards in [0, 1] varying by at most 1/4, and three of them are taken off.
pub const NOISE_SIGMAS: f64 = 3.0;

/// The depth the analysis searches each position at: the hint's.
pub fn level<G: Searchable>() -> Level {
    G::HINT_LEVEL
}

/// The seed of the search of the position after `ply` moves of a game started with
/// `game_seed`: the hint's and the analysis's, so that both choose the same move there.
pub fn position_seed(game_seed: u64, ply: usize) -> u64 {
    game_seed ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// The search the analysis judges with: the hint's (`Searcher::new`), its values chances of
/// winning (no game ships a score bonus: a move that loses the same games by more squares
/// is no mistake), no book (every position is searched).
pub fn searcher<G: Searchable>() -> Searcher<G> {
    let mut searcher = Searcher::<G>::new();
    searcher.book = false;
    searcher
}

/// A move that cost its player, and the one the search preferred.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "M: Serialize + serde::de::DeserializeOwned")]
pub struct Mistake<M> {
    pub severity: Severity,
    /// The chance of winning it lost at least (0 to 1): its mark is `Severity::of(cost)`.
    pub cost: f64,
    pub better: M,
}

impl<M> Mistake<M> {
    /// The mark of a move that lost `cost` in favour of `better`, if it is marked at all
    /// (the cost to a hundredth of a percent: it reads back from JSON the same).
    fn of(cost: f64, better: M) -> Option<Self> {
        let cost = (cost * 1e4).round() / 1e4;
        Severity::of(cost).map(|severity| Mistake {
            severity,
            cost,
            better,
        })
    }
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
    /// The scale it was marked on (0: before `SCALE` was kept).
    #[serde(default)]
    pub scale: u32,
}

impl<M: PartialEq> Analysis<M> {
    /// Whether this analysis is of exactly these moves, on today's scale (a game changed
    /// since, or an analysis marked on an older scale, is analysed again).
    pub fn is_of(&self, moves: &[M]) -> bool {
        self.moves == moves && self.scale == SCALE
    }
}

/// What the search of one position said about the move played there.
enum Verdict<M> {
    /// Not marked: the search's own move, a move within the noise, or no move played.
    Fine,
    Marked(Mistake<M>),
    /// The search's move was chosen without search (a win at once, or the only move that
    /// does not lose at once): the move played is worth the position after it, and the
    /// search's move `best` (`None`: the position's chance).
    ByPositions {
        seat: Seat,
        better: M,
        best: Option<f64>,
    },
}

/// One position's chances and the verdict on its move.
struct Looked<M> {
    chances: Option<Vec<f64>>,
    verdict: Verdict<M>,
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
        let state = session.position(ply);
        let mut rng = Rng::new(position_seed(seed, ply));
        looked.push(look::<G>(
            state,
            moves.get(ply),
            level,
            &mut rng,
            keep_going,
        ));
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
    let mistakes = (looked.into_iter().take(total).enumerate())
        .map(|(ply, l)| match l?.verdict {
            Verdict::Fine => None,
            Verdict::Marked(m) => Some(m),
            Verdict::ByPositions { seat, better, best } => {
                let best = best.unwrap_or(chances[ply][seat as usize]);
                Mistake::of(best - chances[ply + 1][seat as usize], better)
            }
        })
        .collect();
    Some(Analysis {
        chances,
        moves: moves.to_vec(),
        mistakes,
        scale: SCALE,
    })
}

/// The mark of `played` in `state`, judged as the analysis judges it (with the hint's
/// search at `level`, `seed` the position's): what the panel would say of that move.
pub fn mark<G: Searchable>(
    state: &G::State,
    played: &G::Move,
    level: Level,
    seed: u64,
) -> Option<Mistake<G::Move>> {
    let mut rng = Rng::new(seed);
    let keep_going = &mut |_| true;
    match look::<G>(state, Some(played), level, &mut rng, keep_going)?.verdict {
        Verdict::Fine => None,
        Verdict::Marked(m) => Some(m),
        Verdict::ByPositions { seat, better, best } => {
            let mut after = state.clone();
            G::apply(&mut after, played).ok()?;
            let played = match G::to_move(&after) {
                None => G::rewards(&after),
                Some(_) => {
                    search_chances::<G>(&after, level, &mut rng, keep_going)?
                        .seen
                        .chances
                }
            };
            let best = best.unwrap_or(0.5);
            Mistake::of(best - played.get(seat as usize).copied()?, better)
        }
    }
}

/// Searches `state` (None once the game is over) and judges the move `played` there.
fn look<G: Searchable>(
    state: &G::State,
    played: Option<&G::Move>,
    level: Level,
    rng: &mut Rng,
    keep_going: &mut dyn FnMut(usize) -> bool,
) -> Option<Looked<G::Move>> {
    let seat = G::to_move(state)?;
    let choice = search_chances::<G>(state, level, rng, &mut *keep_going)?;
    if choice.seen.moves.is_empty() {
        return Some(unsearched::<G>(
            state, seat, choice, played, level, rng, keep_going,
        ));
    }
    let verdict = match played {
        // A move that lets the opponent win at once, where the search's did not, loses all
        // the chance its player had: a blunder unless the game was already lost.
        Some(played)
            if *played != choice.mv
                && throws_away::<G>(state, played, seat)
                && !throws_away::<G>(state, &choice.mv, seat) =>
        {
            Mistake::of(choice.value, choice.mv).map_or(Verdict::Fine, Verdict::Marked)
        }
        Some(played) if *played != choice.mv => {
            let depth = (choice.seen.moves.iter())
                .find(|(m, _, _)| *m == choice.mv)
                .map_or(0.0, |(_, visits, _)| *visits);
            let moves = (&choice.mv, played);
            let cost = weigh::<G>(state, moves, depth, level, rng, keep_going);
            Mistake::of(cost, choice.mv).map_or(Verdict::Fine, Verdict::Marked)
        }
        // The search's own move reuses its evaluation: it lost nothing.
        _ => Verdict::Fine,
    };
    Some(Looked {
        chances: Some(choice.seen.chances),
        verdict,
    })
}

/// A position whose move was chosen without search: a win at once settles the game or
/// round (its result is the chance); the only move that does not lose at once is worth the
/// position after it, and missing it lets the opponent win at once.
fn unsearched<G: Searchable>(
    state: &G::State,
    seat: Seat,
    choice: Choice<G::Move>,
    played: Option<&G::Move>,
    level: Level,
    rng: &mut Rng,
    keep_going: &mut dyn FnMut(usize) -> bool,
) -> Looked<G::Move> {
    let mut after = state.clone();
    if G::apply(&mut after, &choice.mv).is_err() {
        return Looked {
            chances: None,
            verdict: Verdict::Fine,
        };
    }
    let wins = choice.value == 1.0;
    let chances = match wins {
        true => Some(G::rewards(&after)),
        false => G::to_move(&after)
            .and_then(|_| search_chances::<G>(&after, level, rng, &mut *keep_going))
            .map(|c| c.seen.chances)
            .filter(|c| !c.is_empty()),
    };
    let fine =
        played.is_none_or(|p| *p == choice.mv || (wins && wins_at_once::<G>(state, p, seat)));
    let verdict = match fine {
        true => Verdict::Fine,
        false => Verdict::ByPositions {
            seat,
            best: chances.as_ref().map(|c| c[seat as usize]),
            better: choice.mv,
        },
    };
    Looked { chances, verdict }
}

/// Whether `mv` loses at once: it ends the game (or round) lost, or (perfect information,
/// where the search looks for wins) lets the next player win at once.
fn throws_away<G: Searchable>(state: &G::State, mv: &G::Move, seat: Seat) -> bool {
    let opens = !G::HIDDEN_INFORMATION && G::LOOK_FOR_WINS;
    loses_at_once::<G>(state, mv, seat) || (opens && losing_replies::<G>(state, mv, seat) > 0)
}

/// What `played` lost against the search's choice `better`, at least: each measured by a
/// search of `state` at `level` with that move alone at its root, as deep as the search
/// looked at its choice (`depth` simulations, at least [`LEAST_DEPTH`]), the difference of
/// their means less the noise of that difference. Measured apart, neither is favoured by
/// the other's luck (in one search a move that starts unlucky is starved of visits); as deep
/// as the search's choice, neither is judged by more than the hint could see.
fn weigh<G: Searchable>(
    state: &G::State,
    (better, played): (&G::Move, &G::Move),
    depth: f64,
    level: Level,
    rng: &mut Rng,
    keep_going: &mut dyn FnMut(usize) -> bool,
) -> f64 {
    let depth = depth.max(LEAST_DEPTH) as usize;
    let mut measure = |mv: &G::Move| {
        let mut alone = searcher::<G>();
        alone.root_only = Some(vec![mv.clone()]);
        let within = |done: usize| done < depth && keep_going(done);
        let choice = alone.search(state, level, rng, within)?;
        let &(_, visits, mean) = choice.seen.moves.first()?;
        (visits > 0.0).then_some((visits, mean))
    };
    let (Some((nb, mb)), Some((np, mp))) = (measure(better), measure(played)) else {
        return 0.0;
    };
    let noise = NOISE_SIGMAS * (0.25 / nb + 0.25 / np).sqrt();
    (mb - mp - noise).max(0.0)
}

/// A search with the analysis's `searcher`, its values chances of winning.
fn search_chances<G: Searchable>(
    state: &G::State,
    level: Level,
    rng: &mut Rng,
    keep_going: impl FnMut(usize) -> bool,
) -> Option<Choice<G::Move>> {
    searcher::<G>().search(state, level, rng, keep_going)
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
