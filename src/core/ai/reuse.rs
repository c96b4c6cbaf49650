//! Tree reuse: a searcher keeps its last tree, and when asked again in a position that tree
//! reached (its own move, then the others' since) it starts from that subtree, so what the
//! simulations learned about the moves actually played is not thrown away.

use super::searchable::Searchable;
use super::searcher::Searcher;
use super::tree::Node;

/// The tree of the last search, its root position and the root child it played.
pub(super) struct Kept<G: Searchable> {
    pub(super) state: G::State,
    pub(super) nodes: Vec<Node<G::Move>>,
    pub(super) chosen: usize,
}

/// How many plies below the move it played a searcher looks for the new position.
pub(super) const REUSE_PLIES: usize = 4;

/// How many positions it compares at most while looking.
pub(super) const REUSE_LOOKS: usize = 4096;

/// The subtree of `nodes` under `root`, as a tree of its own (`root` first, no move).
pub(super) fn extract<M>(nodes: Vec<Node<M>>, root: usize) -> Vec<Node<M>> {
    let mut nodes: Vec<Option<Node<M>>> = nodes.into_iter().map(Some).collect();
    let mut out: Vec<Node<M>> = Vec::new();
    let mut stack = vec![(root, None::<usize>)];
    while let Some((old, parent)) = stack.pop() {
        let Some(mut node) = nodes[old].take() else {
            continue;
        };
        let children = std::mem::take(&mut node.children);
        let new = out.len();
        out.push(node);
        if let Some(p) = parent {
            out[p].children.push(new);
        }
        stack.extend(children.iter().rev().map(|&ch| (ch, Some(new))));
    }
    if let Some(r) = out.first_mut() {
        r.mv = None;
        r.by = None;
        r.reward = 0.0;
    }
    out
}

impl<G: Searchable> Searcher<G> {
    /// The kept subtree whose root is `state`, if the last tree reached it.
    pub(super) fn subtree(&mut self, state: &G::State) -> Option<Vec<Node<G::Move>>> {
        let kept = self.kept.take()?;
        if G::HIDDEN_INFORMATION || !self.reuse {
            return None;
        }
        if kept.state == *state {
            return Some(kept.nodes);
        }
        let nodes = &kept.nodes;
        let mut first = kept.state.clone();
        G::apply(&mut first, nodes[kept.chosen].mv.as_ref()?).ok()?;
        let mut frontier = vec![(kept.chosen, first)];
        let mut looks = 0;
        let mut found = None;
        'plies: for _ in 0..REUSE_PLIES {
            let mut next = Vec::new();
            for (at, s) in frontier {
                looks += 1;
                if s == *state {
                    found = Some(at);
                    break 'plies;
                }
                if looks > REUSE_LOOKS {
                    break 'plies;
                }
                for &ch in &nodes[at].children {
                    let Some(mv) = nodes[ch].mv.as_ref() else {
                        continue;
                    };
                    if nodes[ch].visits > 0.0 {
                        let mut t = s.clone();
                        if G::apply(&mut t, mv).is_ok() {
                            next.push((ch, t));
                        }
                    }
                }
            }
            frontier = next;
        }
        found.map(|at| extract(kept.nodes, at))
    }
}
