//! One search engine for every game: information-set Monte-Carlo tree search (ISMCTS, UCT
//! selection with availability counts) over the `Game` trait.
//!
//! Games with hidden information (hands, deck order) supply `determinize`, which re-samples
//! everything the searching seat cannot see; the search then never reads hidden cards. For
//! perfect-information games `determinize` is a clone and this is plain UCT. Each game can
//! also supply a faster or smarter playout move (`playout_move`).

use super::game::{Game, Seat};
use super::rng::Rng;

/// What a game adds to be searched. Defaults: perfect information, uniform random playouts.
pub trait Searchable: Game {
    /// A state consistent with what `seat` can see, hidden information re-sampled.
    fn determinize(state: &Self::State, _seat: Seat, _rng: &mut Rng) -> Self::State {
        state.clone()
    }

    /// The move a playout makes (default: a uniformly random legal move).
    fn playout_move(state: &Self::State, rng: &mut Rng) -> Option<Self::Move> {
        uniform_move::<Self>(state, rng)
    }

    /// Playouts stop after this many moves and score the position as it stands.
    const PLAYOUT_LIMIT: usize = 1000;

    /// Playouts per move for Easy, Medium and Hard (games with slow playouts use fewer).
    const BUDGETS: [usize; 3] = [150, 1000, 5000];

    /// The search behind the Hint button: Medium answers in well under a second in the
    /// browser and sees enough simulations per candidate to rank them.
    const HINT_LEVEL: Level = Level::Medium;

    /// Whether a new tree node first looks for a move that wins at once (worth it where a
    /// game can end suddenly; wasted where it only ends when the board is full).
    const LOOK_FOR_WINS: bool = true;

    /// Each seat's reward in [0, 1] for a finished (or cut-off) playout. Default: winners
    /// share a win, a draw or an unfinished game is worth 1/2.
    fn rewards(state: &Self::State) -> Vec<f64> {
        let seats = Self::seats(state);
        match Self::outcome(state) {
            Some(o) if !o.winners.is_empty() => (0..seats)
                .map(|s| {
                    if o.winners.contains(&(s as Seat)) {
                        1.0
                    } else {
                        0.0
                    }
                })
                .collect(),
            _ => vec![0.5; seats],
        }
    }
}

/// How hard the computer tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    /// As many iterations as fit in the time given by the caller.
    Max,
}

impl Level {
    /// Search iterations (playouts) for the level in game `G`; `Max` is bounded by time.
    pub fn iterations<G: Searchable>(self) -> usize {
        match self {
            Level::Easy => G::BUDGETS[0],
            Level::Medium => G::BUDGETS[1],
            Level::Hard => G::BUDGETS[2],
            Level::Max => usize::MAX,
        }
    }
}

struct Node<M> {
    mv: Option<M>,
    /// The seat that made `mv` (whose reward this node accumulates).
    by: Option<Seat>,
    children: Vec<usize>,
    visits: f64,
    reward: f64,
    /// How often this node's move was legal when its parent was visited (ISMCTS).
    available: f64,
    /// Playouts through this node that reached the end of the game, and those the seat that
    /// made the move won (for the hint's "won in N % of simulations").
    ended: f64,
    won: f64,
}

/// The result of a search: the chosen move and what was learned.
pub struct Choice<M> {
    pub mv: M,
    pub iterations: usize,
    /// Estimated reward of the chosen move for the searching seat, in [0, 1].
    pub value: f64,
    /// Simulations after the chosen move that the seat won, and how many there were, when
    /// every one of them was played to the end of the game (not cut off).
    pub won: Option<(usize, usize)>,
}

/// A uniformly random legal move: the default playout, and the baseline the arena measures
/// each game's own playout policy against.
pub fn uniform_move<G: Game>(state: &G::State, rng: &mut Rng) -> Option<G::Move> {
    let legal = G::legal_moves(state);
    rng.choose(&legal).cloned()
}

/// A playout policy: the next move of a simulated game.
pub type Policy<G> = fn(&<G as Game>::State, &mut Rng) -> Option<<G as Game>::Move>;

/// Searches from `state` for the seat to move. `keep_going(iterations)` is asked before
/// each iteration (time limits, cancellation, progress); the level's budget applies too.
pub fn search<G: Searchable>(
    state: &G::State,
    level: Level,
    rng: &mut Rng,
    keep_going: impl FnMut(usize) -> bool,
) -> Option<Choice<G::Move>> {
    search_with::<G>(state, level, rng, keep_going, G::playout_move)
}

/// `search` with another playout policy (the arena compares policies with it).
pub fn search_with<G: Searchable>(
    state: &G::State,
    level: Level,
    rng: &mut Rng,
    mut keep_going: impl FnMut(usize) -> bool,
    policy: Policy<G>,
) -> Option<Choice<G::Move>> {
    let seat = G::to_move(state)?;
    let legal = G::legal_moves(state);
    if legal.len() <= 1 {
        return legal.into_iter().next().map(|mv| Choice {
            mv,
            iterations: 0,
            value: 0.5,
            won: None,
        });
    }
    // A move that wins at once needs no search.
    for mv in &legal {
        let mut s = state.clone();
        G::apply(&mut s, mv).expect("legal moves apply");
        if G::outcome(&s).is_some_and(|o| o.winners.contains(&seat)) {
            return Some(Choice {
                mv: mv.clone(),
                iterations: 0,
                value: 1.0,
                won: None,
            });
        }
    }
    let mut nodes: Vec<Node<G::Move>> = vec![Node {
        mv: None,
        by: None,
        children: Vec::new(),
        visits: 0.0,
        reward: 0.0,
        available: 0.0,
        ended: 0.0,
        won: 0.0,
    }];
    let budget = level.iterations::<G>();
    let c = 0.7; // exploration constant for rewards in [0, 1]
    let mut done = 0;
    while done < budget && keep_going(done) {
        // Stop early once the most-visited move can no longer be overtaken within the budget:
        // the choice is already what the full search would make (saves time on clear moves).
        if done % 32 == 0 && budget != usize::MAX && decided(&nodes, &legal, budget - done) {
            break;
        }
        done += 1;
        let mut s = G::determinize(state, seat, rng);
        let mut path = vec![0usize];
        let mut at = 0usize;
        // Selection and expansion.
        while let Some(mover) = G::to_move(&s) {
            let moves = G::legal_moves(&s);
            let children = nodes[at].children.clone();
            for &ch in &children {
                if nodes[ch].mv.as_ref().is_some_and(|m| moves.contains(m)) {
                    nodes[ch].available += 1.0;
                }
            }
            let untried: Vec<&G::Move> = moves
                .iter()
                .filter(|m| !children.iter().any(|&ch| nodes[ch].mv.as_ref() == Some(*m)))
                .collect();
            // A child that (so far) always wins for the mover is followed before trying new
            // moves: otherwise one winning reply hides among many untried ones.
            let sure_win = children.iter().any(|&ch| {
                let n = &nodes[ch];
                n.visits > 0.0
                    && n.reward / n.visits >= 0.95
                    && n.mv.as_ref().is_some_and(|m| moves.contains(m))
            });
            // Expand the move the playout policy likes first (it knows about immediate wins
            // and threats), else any untried move.
            let untried = if sure_win { Vec::new() } else { untried };
            // A move that wins at once for the mover is expanded before anything else.
            let winning = (G::LOOK_FOR_WINS && children.is_empty())
                .then(|| {
                    untried.iter().position(|m| {
                        let mut t = s.clone();
                        G::apply(&mut t, m).is_ok()
                            && G::outcome(&t).is_some_and(|o| o.winners.contains(&mover))
                    })
                })
                .flatten();
            let preferred = match winning {
                Some(i) => Some(untried[i].clone()),
                None if untried.is_empty() => None,
                None => policy(&s, rng),
            };
            let pick = match preferred {
                Some(p) if untried.contains(&&p) => {
                    Some(untried[untried.iter().position(|m| **m == p).expect("contained")])
                }
                _ => rng.choose(&untried).copied(),
            };
            if let Some(mv) = pick {
                let child = nodes.len();
                nodes.push(Node {
                    mv: Some(mv.clone()),
                    by: Some(mover),
                    children: Vec::new(),
                    visits: 0.0,
                    reward: 0.0,
                    available: 1.0,
                    ended: 0.0,
                    won: 0.0,
                });
                nodes[at].children.push(child);
                G::apply(&mut s, mv).expect("legal moves apply");
                path.push(child);
                break;
            }
            let best = children
                .iter()
                .copied()
                .filter(|&ch| nodes[ch].mv.as_ref().is_some_and(|m| moves.contains(m)))
                .max_by(|&a, &b| ucb(&nodes[a], c).total_cmp(&ucb(&nodes[b], c)));
            let Some(best) = best else { break };
            G::apply(
                &mut s,
                nodes[best].mv.as_ref().expect("children have moves"),
            )
            .expect("legal");
            path.push(best);
            at = best;
        }
        // Playout.
        let mut steps = 0;
        while G::to_move(&s).is_some() && steps < G::PLAYOUT_LIMIT {
            match policy(&s, rng) {
                Some(mv) => G::apply(&mut s, &mv).expect("playout moves are legal"),
                None => break,
            }
            steps += 1;
        }
        // Backpropagation: each node scores the reward of the seat that made its move.
        let rewards = G::rewards(&s);
        let outcome = G::outcome(&s);
        for &n in &path {
            nodes[n].visits += 1.0;
            if let Some(by) = nodes[n].by {
                nodes[n].reward += rewards.get(by as usize).copied().unwrap_or(0.5);
                if let Some(o) = &outcome {
                    nodes[n].ended += 1.0;
                    nodes[n].won += o.winners.contains(&by) as u8 as f64;
                }
            }
        }
    }
    let best = nodes[0]
        .children
        .iter()
        .copied()
        .filter(|&ch| nodes[ch].mv.as_ref().is_some_and(|m| legal.contains(m)))
        .max_by(|&a, &b| nodes[a].visits.total_cmp(&nodes[b].visits))?;
    let node = &nodes[best];
    Some(Choice {
        mv: node.mv.clone().expect("children have moves"),
        iterations: done,
        value: if node.visits > 0.0 {
            node.reward / node.visits
        } else {
            0.5
        },
        won: (node.visits > 0.0 && node.ended == node.visits)
            .then_some((node.won as usize, node.visits as usize)),
    })
}

/// Whether the root's most-visited child leads every other by more than `remaining` visits.
fn decided<M: PartialEq>(nodes: &[Node<M>], legal: &[M], remaining: usize) -> bool {
    let (mut first, mut second) = (0.0f64, 0.0f64);
    let at_root = |ch: &&usize| nodes[**ch].mv.as_ref().is_some_and(|m| legal.contains(m));
    for &ch in nodes[0].children.iter().filter(at_root) {
        let v = nodes[ch].visits;
        if v > first {
            second = first;
            first = v;
        } else if v > second {
            second = v;
        }
    }
    first - second > remaining as f64
}

fn ucb<M>(n: &Node<M>, c: f64) -> f64 {
    if n.visits == 0.0 {
        return f64::INFINITY;
    }
    n.reward / n.visits + c * (n.available.max(1.0).ln() / n.visits).sqrt()
}
