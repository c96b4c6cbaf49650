//! What a link brought: its moves marked as news until the next change, and since when a
//! person here last moved.

use super::*;

impl<G: Searchable + GameText> PlayState<G> {
    /// Marks what a link brought: its moves as news (from a ply, or every move since the
    /// last one a person here made, `news_from`), and its note.
    pub(super) fn arrived(&mut self, news: News) {
        let from = match news.moves {
            NewMoves::From(ply) => Some(ply),
            NewMoves::SinceMine => Some(news_from(&self.made_by(), &self.seats)),
            NewMoves::None => None,
        };
        if let Some(from) = from {
            self.news = (from < self.total()).then_some(from);
            self.shared = self.total();
        }
        self.note = news.note;
    }

    /// The seat that made each move.
    pub(super) fn made_by(&self) -> Vec<Seat> {
        (0..self.total())
            .filter_map(|ply| G::to_move(self.session.position(ply)))
            .collect()
    }

    /// The moves since the seat to move last moved (every move, on its first turn; none once
    /// the game is over).
    pub fn since_last_turn(&self) -> std::ops::Range<usize> {
        let Some(seat) = self.to_move() else {
            return self.total()..self.total();
        };
        let from = self
            .made_by()
            .iter()
            .rposition(|&s| s == seat)
            .map_or(0, |i| i + 1);
        from..self.total()
    }

    /// The moves a person here has not seen played, as plies `from..total`, in live play:
    /// those that came by link (until the next change), or, on a person's turn, the
    /// computers' moves since their last one when there were several.
    pub fn news(&self) -> Option<std::ops::Range<usize>> {
        if !self.live() {
            return None;
        }
        if let Some(from) = self.news {
            return Some(from..self.total());
        }
        if self.humans() == 0 || self.computer_turn() || self.is_over() {
            return None;
        }
        let from = news_from(&self.made_by(), &self.seats);
        (self.total() - from > 1).then_some(from..self.total())
    }
}
