//! The search as it was before priors and progressive widening: plain ISMCTS that expands
//! every legal move of a node before selecting among them. Kept so the arena and the GTP
//! engine can measure the current search against it (`hard-v1`). Do not change it.

use super::{Choice, Level, Policy, Searchable};
use crate::core::{Rng, Seat};

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

/// The search as it played before move priors and progressive widening (level `hard-v1`
/// in the arena and GTP engine), kept unchanged so that comparisons can be rerun.
pub fn search<G: Searchable>(
    state: &G::State,
    level: Level,
    rng: &mut Rng,
    mut keep_going: impl FnMut(usize) -> bool,
    policy: Policy<G>,
) -> Option<Choice<G::Move>> {
    let seat = G::to_move(state)?;
    let legal = G::legal_moves(state);
    if legal.len() <= 1 {
        return legal.into_iter().next().map(|mv| unsearched(mv, 0.5));
    }
    // A move that wins at once needs no search.
    if let Some(mv) = legal.iter().find(|mv| wins_at_once::<G>(state, mv, seat)) {
        return Some(unsearched(mv.clone(), 1.0));
    }
    let mut nodes = vec![Node::new(None, None, 0.0)];
    let budget = level.iterations::<G>();
    let mut done = 0;
    while done < budget && keep_going(done) {
        // Stop early once the most-visited move can no longer be overtaken within the budget:
        // the choice is already what the full search would make (saves time on clear moves).
        if done % 32 == 0 && budget != usize::MAX && decided(&nodes, &legal, budget - done) {
            break;
        }
        done += 1;
        let mut s = G::determinize(state, seat, rng);
        let path = descend::<G>(&mut nodes, &mut s, rng, policy);
        play_out::<G>(&mut s, rng, policy);
        back_up::<G>(&mut nodes, &path, &s);
    }
    chosen(&nodes, &legal, done)
}

/// A choice made without searching, with the value it is known to have.
fn unsearched<M>(mv: M, value: f64) -> Choice<M> {
    Choice {
        mv,
        iterations: 0,
        value,
        won: None,
        seen: Default::default(),
    }
}

/// Whether `mv` ends the game at once with `seat` among the winners (the game's outcome, as
/// v1 always checked; today's `super::wins_at_once` reads settled rewards instead).
fn wins_at_once<G: Searchable>(state: &G::State, mv: &G::Move, seat: Seat) -> bool {
    let mut s = state.clone();
    G::apply(&mut s, mv).is_ok() && G::outcome(&s).is_some_and(|o| o.winners.contains(&seat))
}

impl<M> Node<M> {
    fn new(mv: Option<M>, by: Option<Seat>, available: f64) -> Self {
        Node {
            mv,
            by,
            children: Vec::new(),
            visits: 0.0,
            reward: 0.0,
            available,
            ended: 0.0,
            won: 0.0,
        }
    }
}

/// Selection and expansion: follows the tree from the root by UCB, counting each child's
/// availability (ISMCTS), until it adds one new node; returns the path of node indices.
fn descend<G: Searchable>(
    nodes: &mut Vec<Node<G::Move>>,
    s: &mut G::State,
    rng: &mut Rng,
    policy: Policy<G>,
) -> Vec<usize> {
    let c = 0.7; // exploration constant for rewards in [0, 1]
    let mut path = vec![0usize];
    let mut at = 0usize;
    while let Some(mover) = G::to_move(s) {
        if path.len() > 1 && G::settled(s) {
            break;
        }
        let moves = G::legal_moves(s);
        let children = nodes[at].children.clone();
        for &ch in &children {
            if nodes[ch].mv.as_ref().is_some_and(|m| moves.contains(m)) {
                nodes[ch].available += 1.0;
            }
        }
        if let Some(mv) = expansion::<G>(nodes, &children, &moves, s, mover, rng, policy) {
            let child = nodes.len();
            nodes.push(Node::new(Some(mv.clone()), Some(mover), 1.0));
            nodes[at].children.push(child);
            G::apply(s, &mv).expect("legal moves apply");
            path.push(child);
            break;
        }
        let best = children
            .iter()
            .copied()
            .filter(|&ch| nodes[ch].mv.as_ref().is_some_and(|m| moves.contains(m)))
            .max_by(|&a, &b| ucb(&nodes[a], c).total_cmp(&ucb(&nodes[b], c)));
        let Some(best) = best else { break };
        G::apply(s, nodes[best].mv.as_ref().expect("children have moves")).expect("legal");
        path.push(best);
        at = best;
    }
    path
}

/// The untried move to add below a node, if any is to be added now.
fn expansion<G: Searchable>(
    nodes: &[Node<G::Move>],
    children: &[usize],
    moves: &[G::Move],
    s: &G::State,
    mover: Seat,
    rng: &mut Rng,
    policy: Policy<G>,
) -> Option<G::Move> {
    // A child that (so far) always wins for the mover is followed before trying new
    // moves: otherwise one winning reply hides among many untried ones.
    let sure_win = children.iter().any(|&ch| {
        let n = &nodes[ch];
        n.visits > 0.0
            && n.reward / n.visits >= 0.95
            && n.mv.as_ref().is_some_and(|m| moves.contains(m))
    });
    if sure_win {
        return None;
    }
    let untried: Vec<&G::Move> = moves
        .iter()
        .filter(|m| !children.iter().any(|&ch| nodes[ch].mv.as_ref() == Some(*m)))
        .collect();
    // A move that wins at once for the mover is expanded before anything else; then the
    // move the playout policy likes (it knows about immediate wins and threats), else any.
    let winning = (G::LOOK_FOR_WINS && children.is_empty())
        .then(|| untried.iter().position(|m| wins_at_once::<G>(s, m, mover)))
        .flatten();
    let preferred = match winning {
        Some(i) => Some(untried[i].clone()),
        None if untried.is_empty() => None,
        None => policy(s, rng),
    };
    match preferred {
        Some(p) if untried.contains(&&p) => Some(p),
        _ => rng.choose(&untried).map(|m| (*m).clone()),
    }
}

/// The playout: the policy's moves until the game settles (or the game's limit).
fn play_out<G: Searchable>(s: &mut G::State, rng: &mut Rng, policy: Policy<G>) {
    let mut steps = 0;
    while !G::settled(s) && steps < G::PLAYOUT_LIMIT {
        match policy(s, rng) {
            Some(mv) => G::apply(s, &mv).expect("playout moves are legal"),
            None => break,
        }
        steps += 1;
    }
}

/// Backpropagation: each node on the path scores the reward of the seat that made its move.
fn back_up<G: Searchable>(nodes: &mut [Node<G::Move>], path: &[usize], s: &G::State) {
    let rewards = G::rewards(s);
    let outcome = G::outcome(s);
    for &n in path {
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

/// The root's most-visited legal move, with what its simulations found.
fn chosen<M: Clone + PartialEq>(nodes: &[Node<M>], legal: &[M], done: usize) -> Option<Choice<M>> {
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
        seen: Default::default(),
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
