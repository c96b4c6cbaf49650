//! Undo: back to the last position a person here was to move, never past the moves the
//! friends by link already have.

use super::*;

impl<G: Searchable + GameText> PlayState<G> {
    /// Undo goes back to the last position a person here was to move (`undo_target`).
    pub(super) fn undo(&mut self, effects: &mut Vec<Effect>) {
        let Some(target) = self.undo_target() else {
            return;
        };
        let mut undone = Vec::new();
        while self.total() > target {
            let last = self.session.moves().last().cloned();
            if !self.session.undo() {
                break;
            }
            undone.extend(last);
        }
        self.changed(effects);
        self.undone = undone;
    }

    /// The ply Undo goes back to. With people here, the last one where one of them was to
    /// move (the computers' replies go with it); with none, one move back. A friend's move
    /// is never taken back: it is theirs, and their device has it; nor is a move the friends
    /// already have (sent, or in the link this came from).
    ///
    /// With hidden hands and two or more people here, Undo takes back only the own move of
    /// whoever holds the device, before it is passed: the last mover's while the computers
    /// reply, never on a pass-the-device screen (that would show another person's hand to
    /// whoever holds the device), never another person's move.
    pub(super) fn undo_target(&self) -> Option<usize> {
        if !self.live() || !self.session.can_undo() {
            return None;
        }
        let floor = if self.by_link() { self.shared } else { 0 };
        let target = self.undo_to().filter(|&target| target >= floor)?;
        if self.hidden_hands && self.humans() > 1 {
            let seat_at = |ply: usize| G::to_move(self.session.position(ply));
            // Who holds the device: the seat whose hand shows, or while the computers reply,
            // the person who moved last; on a pass-the-device screen, nobody known.
            let holder = if self.hand_shown() {
                seat_at(self.total())
            } else if self.computer_turn() {
                seat_at(target)
            } else {
                return None;
            };
            let own = |ply: usize| {
                seat_at(ply) == holder || matches!(self.player_at(ply), Player::Computer(_))
            };
            if holder.is_none() || seat_at(target) != holder || !(target..self.total()).all(own) {
                return None;
            }
        }
        Some(target)
    }

    pub(super) fn undo_to(&self) -> Option<usize> {
        let mover = |ply: usize| self.player_at(ply);
        let last = self.total() - 1;
        if self.humans() == 0 {
            return (mover(last) != Player::Friend).then_some(last);
        }
        for ply in (0..=last).rev() {
            match mover(ply) {
                Player::Here => return Some(ply),
                Player::Friend => return None,
                Player::Computer(_) => {}
            }
        }
        None
    }

    /// Who was to move at `ply`.
    pub(super) fn player_at(&self, ply: usize) -> Player {
        match G::to_move(self.session.position(ply)) {
            Some(seat) => player(&self.seats, seat),
            None => Player::Here,
        }
    }

    /// The moves the last action took back with Undo, the latest first (none after any
    /// other change).
    pub fn undone(&self) -> &[G::Move] {
        if self.live() {
            &self.undone
        } else {
            &[]
        }
    }
}
