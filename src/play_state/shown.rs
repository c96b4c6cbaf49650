//! What the screen reads of the state: the game, whose turn, the computer's work, the
//! panels open, and what may be done now.

use super::*;

impl<G: Searchable + GameText> PlayState<G> {
    // ----- What the screen shows -----

    pub fn session(&self) -> &Session<G> {
        &self.session
    }

    pub fn seats(&self) -> &Seats {
        &self.seats
    }

    /// Moves played.
    pub fn total(&self) -> usize {
        self.session.moves().len()
    }

    /// The ply shown: the one looked at, or the last.
    pub fn at(&self) -> usize {
        self.viewing.unwrap_or(self.total())
    }

    pub fn viewing(&self) -> Option<usize> {
        self.viewing
    }

    /// Not looking back.
    pub fn live(&self) -> bool {
        self.viewing.is_none()
    }

    pub fn shown(&self) -> &G::State {
        self.session.position(self.at())
    }

    pub fn problem(&self) -> Option<&Problem<G::RuleError, G::Why>> {
        self.problem.as_ref()
    }

    pub fn thinking(&self) -> Option<Thinking> {
        self.thinking
    }

    pub fn paused(&self) -> bool {
        self.paused
    }

    pub fn outcome(&self) -> Option<Outcome> {
        G::outcome(self.session.state())
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Won or lost, from the seats people here play: all of them among the winners, or none
    /// of them while someone won. Nothing for a draw, a game with nobody here, or people here
    /// on both sides.
    pub fn verdict(&self) -> Option<Verdict> {
        let winners = self.outcome()?.winners;
        let seats = G::seats(self.session.state()) as Seat;
        let here: Vec<Seat> = (0..seats)
            .filter(|&s| player(&self.seats, s) == Player::Here)
            .collect();
        if here.is_empty() || here.len() == seats as usize || winners.is_empty() {
            return None;
        }
        let won = here.iter().filter(|s| winners.contains(s)).count();
        match won {
            0 => Some(Verdict::Lost),
            n if n == here.len() => Some(Verdict::Won),
            _ => None,
        }
    }

    /// The seat to move in the game (not in the position looked at).
    pub fn to_move(&self) -> Option<Seat> {
        G::to_move(self.session.state())
    }

    /// The computer's level when it plays the seat to move.
    pub fn computer_level(&self) -> Option<Level> {
        player(&self.seats, self.to_move()?).level()
    }

    /// The seat to move, when a friend plays it by link (this device waits for them).
    pub fn waiting_for(&self) -> Option<Seat> {
        self.to_move()
            .filter(|&seat| player(&self.seats, seat) == Player::Friend)
    }

    /// Some seat is played by a friend by link.
    pub fn by_link(&self) -> bool {
        self.seats.contains(&Player::Friend)
    }

    pub fn computer_turn(&self) -> bool {
        self.computer_level().is_some()
    }

    /// A round just ended, a computer starts the next, and a person here has not yet said
    /// they saw the end (`NextRound`): the computer waits, so the round's end stays shown.
    pub fn held_for_round(&self) -> bool {
        self.computer_turn()
            && self.humans() > 0
            && G::between_rounds(self.session.state())
            && self.round_seen != Some(self.total())
    }

    /// How many seats people play.
    pub fn humans(&self) -> usize {
        (0..G::seats(self.session.state()))
            .filter(|&s| player(&self.seats, s as Seat) == Player::Here)
            .count()
    }

    pub fn any_computer(&self) -> bool {
        self.seats.iter().any(|p| p.level().is_some())
    }

    /// A hidden hand shows on a person's turn in live play, once they said they hold the
    /// device (at once when they are the only person playing).
    pub fn hand_shown(&self) -> bool {
        !self.hidden_hands
            || (self.live()
                && !self.computer_turn()
                && self.waiting_for().is_none()
                && !self.is_over()
                && (self.humans() <= 1 || self.revealed == Some(self.total())))
    }

    /// A hint names what the player could play: only on a person's turn in live play, with
    /// their hand shown.
    pub fn can_hint(&self) -> bool {
        // One seat's view has no record to search from.
        !self.session.is_seen()
            && !self.computer_turn()
            && self.waiting_for().is_none()
            && self.live()
            && self.hand_shown()
            && !self.is_over()
    }

    /// The hint for the position on the board, if one was asked for.
    pub fn hint(&self) -> Option<&Hint<G::Move>> {
        self.hint
            .as_ref()
            .filter(|h| h.ply == self.total() && self.can_hint())
    }

    /// Pause and step are offered while computers still have moves to make.
    pub fn can_pause(&self) -> bool {
        self.any_computer() && !self.is_over()
    }

    pub fn can_undo(&self) -> bool {
        self.undo_target().is_some()
    }

    pub fn can_redo(&self) -> bool {
        self.live() && self.session.can_redo()
    }

    pub fn rules_open(&self) -> bool {
        self.rules_open
    }

    /// How many moves the friends by link have (kept in the save).
    pub fn shared(&self) -> usize {
        self.shared
    }

    /// The computer is to move and not waiting for a person to see a round's end.
    pub fn computer_moving(&self) -> bool {
        self.computer_turn() && !self.held_for_round()
    }

    /// The board takes no taps: a computer is about to move in live play.
    pub fn board_locked(&self) -> bool {
        self.computer_moving() && self.live() && !self.is_over()
    }

    /// How far the computer's search has got, from 0 to 1 (its level's playouts).
    pub fn thinking_done(&self) -> Option<f64> {
        let budget = self.computer_level().map_or(1, |l| l.iterations::<G>());
        let t = self.thinking()?;
        Some((t.playouts as f64 / budget.max(1) as f64).min(1.0))
    }

    /// The Hint button is on screen: usable, or disabled on the computer's turns so the
    /// buttons beside it do not move (away while a hidden hand waits for its player).
    pub fn hint_button(&self) -> bool {
        self.can_hint() || (self.computer_turn() && self.live())
    }

    /// What the link did to the save, in live play until the next change.
    pub fn note(&self) -> Option<LinkNote> {
        self.note.filter(|_| self.live())
    }

    /// What became of sending this position to a friend, if it was sent.
    pub fn sent(&self) -> Option<Sent> {
        self.sent
    }

    /// The share panel is open: `Some(None)`, or `Some(Some(copied))` once copying was tried.
    pub fn share(&self) -> Option<Option<bool>> {
        self.share
    }
}
