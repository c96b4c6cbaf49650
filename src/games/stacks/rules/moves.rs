//! Where the pawns and the pieces may go: the ring's points and its two halves, the line a
//! pawn faces, the drops and slides a side has, and whether a side has made its path.

use super::*;
use std::collections::VecDeque;

impl State {
    pub fn point(&self, p: u8) -> Point {
        let n = self.n;
        match p {
            0 => Point::Nw,
            p if p <= n => Point::N(p - 1),
            p if p == n + 1 => Point::Ne,
            p if p <= 2 * n + 1 => Point::E(p - n - 2),
            p if p == 2 * n + 2 => Point::Se,
            p if p <= 3 * n + 2 => Point::S(3 * n + 2 - p),
            p if p == 3 * n + 3 => Point::Sw,
            p => Point::W(4 * n + 3 - p),
        }
    }

    /// The ring index of a point (the inverse of `point`).
    pub fn index_of(&self, point: Point) -> u8 {
        let n = self.n;
        match point {
            Point::Nw => 0,
            Point::N(x) => x + 1,
            Point::Ne => n + 1,
            Point::E(y) => n + 2 + y,
            Point::Se => 2 * n + 2,
            Point::S(x) => 3 * n + 2 - x,
            Point::Sw => 3 * n + 3,
            Point::W(y) => 4 * n + 3 - y,
        }
    }

    /// 0 = north-east half, 1 = south-west half, None = a base tile (D3).
    pub fn half(&self, p: u8) -> Option<u8> {
        let se = self.white_base();
        if p == 0 || p == se {
            None
        } else if p < se {
            Some(0)
        } else {
            Some(1)
        }
    }

    /// R9–R10: the cells a pawn on `p` faces, nearest first (empty for a corner).
    pub fn line(&self, p: u8) -> Vec<u8> {
        let n = self.n;
        let cell = |x: u8, y: u8| y * n + x;
        match self.point(p) {
            Point::N(x) => (0..n).map(|y| cell(x, y)).collect(),
            Point::S(x) => (0..n).rev().map(|y| cell(x, y)).collect(),
            Point::W(y) => (0..n).map(|x| cell(x, y)).collect(),
            Point::E(y) => (0..n).rev().map(|x| cell(x, y)).collect(),
            _ => Vec::new(),
        }
    }

    /// The cell in front of a pawn on `p` (R9), none for a corner.
    pub fn in_front(&self, p: u8) -> Option<u8> {
        self.line(p).first().copied()
    }

    /// R4–R8: where `side`'s pawn may go.
    pub fn pawn_destinations(&self, side: Side) -> Vec<u8> {
        let len = self.ring_len();
        let from = self.pawn(side);
        let opponent = self.pawn(side.other());
        let blocked_half = self.half(opponent);
        let mut out = Vec::new();
        for step in [1, len - 1] {
            let mut q = from;
            loop {
                q = (q + step) % len;
                if q == opponent || q == from {
                    break; // R6: never pass or land on the opponent
                }
                if blocked_half.is_none() || self.half(q) != blocked_half {
                    out.push(q); // R7
                }
            }
        }
        out
    }

    /// Whether `side`'s pawn can get to `to` in one direction or the other without passing
    /// or landing on the opponent's pawn (R6), whatever the halves say.
    pub fn reachable(&self, side: Side, to: u8) -> bool {
        let len = self.ring_len();
        let (from, opponent) = (self.pawn(side), self.pawn(side.other()));
        [1, len - 1].into_iter().any(|step| {
            let mut q = from;
            loop {
                q = (q + step) % len;
                if q == opponent || q == from {
                    return false;
                }
                if q == to {
                    return true;
                }
            }
        })
    }

    /// R11–R12: the cells a pawn on `p` may drop on.
    pub fn drops_from(&self, p: u8) -> Vec<u8> {
        let line = self.line(p);
        (0..line.len())
            .filter(|&i| self.drop_error(&line, i).is_none())
            .map(|i| line[i])
            .collect()
    }

    pub(super) fn drop_error(&self, line: &[u8], i: usize) -> Option<RuleError> {
        let target = line[i];
        let h = self.height(target);
        let before = &line[..i];
        if h == 0 {
            // R11: only empty cells before an empty target.
            (!before.iter().all(|&c| self.height(c) == 0)).then_some(RuleError::DropBlocked)
        } else if h >= self.max_h {
            Some(RuleError::StackFull) // R12, R14
        } else {
            // R12: every stack in between strictly lower (empty cells are fine).
            (!before.iter().all(|&c| self.height(c) < h)).then_some(RuleError::StackBehindNotLower)
        }
    }

    /// R13: where the stack on `c` would slide in direction `d`, or why it cannot.
    pub fn slide_target(&self, side: Side, c: u8, d: Dir) -> Result<u8, RuleError> {
        let h = self.height(c);
        if h == 0 {
            return Err(RuleError::NothingToMove);
        }
        if self.owner(c) != Some(side) {
            return Err(RuleError::NotYourStack); // R15
        }
        if h >= self.max_h {
            return Err(RuleError::FrozenStack); // R14
        }
        let n = self.n as i32;
        let (dx, dy) = d.delta();
        let (x, y) = ((c as i32) % n, (c as i32) / n);
        for k in 1..=h as i32 {
            let (nx, ny) = (x + dx * k, y + dy * k);
            if !(0..n).contains(&nx) || !(0..n).contains(&ny) {
                return Err(RuleError::SlideOffBoard);
            }
            if self.height((ny * n + nx) as u8) > 0 {
                return Err(RuleError::SlideBlocked);
            }
        }
        let (tx, ty) = (x + dx * h as i32, y + dy * h as i32);
        Ok((ty * n + tx) as u8)
    }

    /// After a slide from `from` in direction `d`: the cell the stack now stands on (the
    /// first occupied cell that way, since a slide needs an empty path). For the board's
    /// last-move mark.
    pub fn slid_to(&self, from: u8, d: Dir) -> Option<u8> {
        let n = self.n as i32;
        let (dx, dy) = d.delta();
        let (x, y) = ((from as i32) % n, (from as i32) / n);
        (1..n)
            .map(|k| (x + dx * k, y + dy * k))
            .take_while(|(nx, ny)| (0..n).contains(nx) && (0..n).contains(ny))
            .map(|(nx, ny)| (ny * n + nx) as u8)
            .find(|&c| self.height(c) > 0)
    }

    /// Every legal slide of `side`: (from, direction, to).
    pub fn slides(&self, side: Side) -> Vec<(u8, Dir, u8)> {
        let mut out = Vec::new();
        for c in 0..self.cells.len() as u8 {
            for d in Dir::ALL {
                if let Ok(t) = self.slide_target(side, c, d) {
                    out.push((c, d, t));
                }
            }
        }
        out
    }

    /// Pawn destinations from which `side` has a complete valid turn.
    pub fn playable_destinations(&self, side: Side) -> Vec<u8> {
        let can_slide = !self.slides(side).is_empty();
        self.pawn_destinations(side)
            .into_iter()
            .filter(|&p| can_slide || !self.drops_from(p).is_empty())
            .collect()
    }

    pub fn has_valid_turn(&self, side: Side) -> bool {
        !self.playable_destinations(side).is_empty()
    }

    /// R16: the path of `side`'s stacks from the cell in front of its pawn to the cell in
    /// front of the opponent's pawn (breadth-first, so the path shown is a shortest one).
    pub fn path(&self, side: Side) -> Option<Vec<u8>> {
        let start = self.in_front(self.pawn(side))?;
        let goal = self.in_front(self.pawn(side.other()))?;
        let own = |c: u8| self.owner(c) == Some(side);
        if !own(start) || !own(goal) {
            return None;
        }
        let n = self.n as i32;
        let mut came: Vec<Option<u8>> = vec![None; self.cells.len()];
        came[start as usize] = Some(start);
        let mut queue = VecDeque::from([start]);
        while let Some(c) = queue.pop_front() {
            if c == goal {
                let mut path = vec![c];
                let mut at = c;
                while at != start {
                    at = came[at as usize].expect("visited cells have a parent");
                    path.push(at);
                }
                path.reverse();
                return Some(path);
            }
            let (x, y) = ((c as i32) % n, (c as i32) / n);
            for (dx, dy) in [(0, -1), (0, 1), (-1, 0), (1, 0)] {
                let (nx, ny) = (x + dx, y + dy);
                if (0..n).contains(&nx) && (0..n).contains(&ny) {
                    let next = (ny * n + nx) as u8;
                    if own(next) && came[next as usize].is_none() {
                        came[next as usize] = Some(c);
                        queue.push_back(next);
                    }
                }
            }
        }
        None
    }
}
