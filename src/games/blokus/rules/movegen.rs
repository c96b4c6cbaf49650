//! Placements: the check of one (with the rule it breaks) and the generation of all of a
//! colour's, from its attach cells only, each placement once.

use super::*;

impl State {
    /// Checks a placement for the colour to move, with the reason if it is illegal.
    pub fn check(&self, mv: &Place) -> Result<(), RuleError> {
        if self.over {
            return Err(RuleError::GameOver);
        }
        let c = self.current as usize;
        let all = orientations();
        let orients = all.get(mv.piece as usize).ok_or(RuleError::NoSuchPiece)?;
        if !self.in_hand(self.current, mv.piece) {
            return Err(RuleError::PieceUsed { piece: mv.piece });
        }
        let o = orients
            .get(mv.orient as usize)
            .ok_or(RuleError::NoSuchOrientation)?;
        if mv.x as usize + o.width as usize > self.n as usize
            || mv.y as usize + o.height as usize > self.n as usize
        {
            return Err(RuleError::OffBoard);
        }
        let attach = self.attach_rows(self.current);
        let (mut overlap, mut edge, mut touch) = (false, false, false);
        for r in 0..o.height as usize {
            let m = o.rows[r] << mv.x;
            let y = mv.y as usize + r;
            overlap |= m & self.occ[y] != 0;
            edge |= m & self.edge[c][y] != 0;
            touch |= m & attach[y] != 0;
        }
        if overlap {
            Err(RuleError::Overlap)
        } else if self.placed[c] == 0 && !touch {
            Err(RuleError::FirstNotOnStart(self.start()))
        } else if edge {
            Err(RuleError::EdgeContact)
        } else if !touch {
            Err(RuleError::NoCornerContact)
        } else {
            Ok(())
        }
    }

    /// Every legal placement of colour `c`, each once, to `visit` until it returns false.
    pub(super) fn generate(&self, c: u8, visit: impl FnMut(Place) -> bool) {
        let attach = self.attach_rows(c);
        self.generate_at(c, [&attach; 2], (self.hand[c as usize], 0), None, visit);
    }

    /// Every legal placement of colour `c` whose first attach cell among `first_of` (some of
    /// its attach cells) is one of `attach`, with a piece of `hand` (a set of pieces it
    /// holds) placed by a cell that reaches `reach` steps or more across the piece, covering
    /// one of `wanted` if given, each once, to `visit` until it returns false.
    pub(super) fn generate_at(
        &self,
        c: u8,
        [attach, first_of]: [&Rows; 2],
        (hand, reach): (u32, u8),
        wanted: Option<&Rows>,
        mut visit: impl FnMut(Place) -> bool,
    ) {
        let ci = c as usize;
        let n = self.n;
        let all = orientations();
        for ay in 0..n {
            let mut bits = attach[ay as usize];
            while bits != 0 {
                let ax = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                let around = self.forbidden_around(ci, ax, ay);
                let mut hand = hand;
                while hand != 0 {
                    let piece = hand.trailing_zeros() as u8;
                    hand &= hand - 1;
                    for a in fitting_anchors(piece, around)
                        .iter()
                        .filter(|a| a.reach >= reach)
                    {
                        let o = &all[piece as usize][a.orient as usize];
                        let Some((x, y)) = self.origin(o, a, around, ax, ay) else {
                            continue;
                        };
                        // Whether it covers a wanted cell first: cheaper than the fit, and
                        // most placements near the wanted cells miss them.
                        let found = wanted.is_none_or(|w| covers_any(o, x, y, w))
                            && self.fits(ci, o, x, y)
                            && first_attach(o, x, y, first_of) == (ax, ay);
                        let mv = Place {
                            piece,
                            orient: a.orient,
                            x,
                            y,
                        };
                        if found && !visit(mv) {
                            return;
                        }
                    }
                }
            }
        }
    }

    /// The cells of the 3×3 block around (ax, ay) that colour `c` may not cover (taken,
    /// edge-adjacent to it, or off the board), in `Anchor::needs`' bit order.
    #[inline]
    pub(super) fn forbidden_around(&self, c: usize, ax: u8, ay: u8) -> u16 {
        let n = self.n as usize;
        let off = !self.mask();
        let mut out = 0u16;
        for dy in 0..3usize {
            let row = match (ay as usize + dy).checked_sub(1) {
                Some(y) if y < n => self.occ[y] | self.edge[c][y] | off,
                _ => u32::MAX,
            };
            // Shifted by one so that column −1 is bit 0, and forbidden.
            let bits = ((row as u64) << 1 | 1) >> ax & 7;
            out |= (bits as u16) << (3 * dy);
        }
        out
    }

    /// Where a piece must start for its anchor cell to land on (ax, ay), if its block fits
    /// `around` and the piece stays on the board.
    #[inline]
    pub(super) fn origin(
        &self,
        o: &Orientation,
        a: &Anchor,
        around: u16,
        ax: u8,
        ay: u8,
    ) -> Option<(u8, u8)> {
        if a.needs & around != 0 {
            return None;
        }
        let (x, y) = (ax.checked_sub(a.cell.0)?, ay.checked_sub(a.cell.1)?);
        (x + o.width <= self.n && y + o.height <= self.n).then_some((x, y))
    }

    #[inline]
    pub(super) fn fits(&self, c: usize, o: &Orientation, x: u8, y: u8) -> bool {
        (0..o.height as usize).all(|r| {
            let row = y as usize + r;
            (o.rows[r] << x) & (self.occ[row] | self.edge[c][row]) == 0
        })
    }

    pub fn legal_for(&self, colour: u8) -> Vec<Place> {
        let mut out = Vec::new();
        if !self.blocked[colour as usize] && self.hand[colour as usize] != 0 {
            self.generate(colour, |mv| {
                out.push(mv);
                true
            });
        }
        out
    }

    /// Every legal placement of the colour to move that covers one of its attach cells in
    /// `within` and one of `wanted`, with a piece of at least `least` squares, each once, to
    /// `visit`.
    pub fn placements_covering(
        &self,
        within: &Rows,
        wanted: &Rows,
        least: u32,
        mut visit: impl FnMut(Place),
    ) {
        let c = self.current;
        if self.blocked[c as usize] {
            return;
        }
        let mut attach = self.attach_rows(c);
        for (a, w) in attach.iter_mut().zip(within) {
            *a &= w;
        }
        let hand = self.hand_of_size(c, least);
        self.generate_at(c, [&attach; 2], (hand, 0), Some(wanted), |mv| {
            visit(mv);
            true
        });
    }

    /// The pieces colour `c` holds of `least` squares or more, as a set.
    pub(super) fn hand_of_size(&self, c: u8, least: u32) -> u32 {
        (0..PIECE_COUNT as u8)
            .filter(|&p| self.hand[c as usize] & (1 << p) != 0 && pieces::size(p) >= least)
            .fold(0, |h, p| h | 1 << p)
    }

    /// `placements_covering` all attach cells near `wanted`, faster: a piece covering a
    /// wanted cell and an attach cell `d` steps from it has two cells `d` steps apart, so at
    /// the attach cells `d` steps from the nearest wanted cell it tries only such pieces
    /// (`pieces::reaching`), placed by a cell that far from another (`Anchor::reach`);
    /// none reaches farther than 4.
    pub fn placements_reaching(&self, wanted: &Rows, least: u32, mut visit: impl FnMut(Place)) {
        let c = self.current;
        if self.blocked[c as usize] {
            return;
        }
        let attach = self.attach_rows(c);
        let hand = self.hand_of_size(c, least);
        // rings[d]: the attach cells exactly d steps from the nearest wanted cell.
        let mut rings = [[0u32; MAX_N]; 5];
        let (mut inside, mut within) = ([0u32; MAX_N], *wanted);
        for (d, ring) in rings.iter_mut().enumerate() {
            if d > 0 {
                inside = within;
                within = spread(&within, 1, self.mask());
            }
            *ring = std::array::from_fn(|y| within[y] & !inside[y] & attach[y]);
        }
        let near: Rows = std::array::from_fn(|y| within[y] & attach[y]);
        for (d, ring) in rings.iter().enumerate() {
            let hand = hand & pieces::reaching(d);
            self.generate_at(c, [ring, &near], (hand, d as u8), Some(wanted), |mv| {
                visit(mv);
                true
            });
        }
    }

    pub fn has_move(&self, colour: u8) -> bool {
        if self.blocked[colour as usize] || self.hand[colour as usize] == 0 {
            return false;
        }
        let mut found = false;
        self.generate(colour, |_| {
            found = true;
            false // one is enough
        });
        found
    }
}
