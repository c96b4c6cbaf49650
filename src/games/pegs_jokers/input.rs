//! The Pegs and Jokers board's own state while a player makes a play, as a pure reducer
//! (tested in tests/pegs_jokers_input.rs): a card, then a peg, then for a joker the peg to
//! land on, for a 7 or 9 whole or split (and the second peg). The view turns clicks into
//! `InputAction`s, with the legal plays it may show (none while the hand is hidden). A 7 or 9
//! with its peg chosen lists every whole play of the card ("7 on T26", "3 on T26 + 4 on
//! T65"), one control each.

use super::board::Pos;
use super::cards::{self, Card};
use super::rules::{PegRef, PegsJokers, Play, State};
use crate::core::Game;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Input {
    /// The ply this input belongs to: a new position starts the play afresh.
    ply: usize,
    pub card: Option<Card>,
    pub peg: Option<PegRef>,
    /// The hand is hidden or an earlier position is shown: no play is offered (the view
    /// sets it on every draw).
    pub offers_nothing: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum InputAction {
    Card(Card),
    Peg(PegRef),
    /// A main-track hole (a joker's target).
    Hole(u16),
    /// A 7 or 9: one of the whole plays listed for its peg (`Input::whole_plays`).
    Choose(Play),
    Discard,
}

pub type Attempt = crate::core::input::Attempt<Play, Why>;

/// What the player is asked for next, or why a click did nothing (words at the view).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    ChooseCard,
    ChoosePeg,
    ChooseTarget,
    /// A 7 or 9 with its peg chosen: one of its whole plays (the card on this peg, or split
    /// with another).
    ChooseSplit,
    /// The same, when the peg cannot move the whole card: only splits are listed.
    SplitOnly,
    /// No card can move: one card is discarded.
    NoMove,
    /// Only a joker can move: play it, or discard one card (R30).
    OnlyJoker,
    NotPlayable,
}

impl Input {
    pub fn at_ply(&mut self, ply: usize) {
        if ply != self.ply {
            *self = Input {
                ply,
                ..Input::default()
            };
        }
    }

    pub fn update(&mut self, state: &State, legal: &[Play], action: InputAction) -> Attempt {
        match action {
            InputAction::Card(c) => {
                (self.card, self.peg) = (Some(c), None);
                Attempt::Nothing
            }
            InputAction::Peg(raw) => self.peg_clicked(state, legal, raw),
            InputAction::Hole(hole) => match joker_to(&self.for_peg(legal), hole) {
                Some(p) => Attempt::Play(p),
                None => Attempt::Refused(Why::ChooseTarget),
            },
            InputAction::Choose(play) => match self.whole_plays(legal).contains(&play) {
                true => Attempt::Play(play),
                false => Attempt::Refused(Why::ChooseSplit),
            },
            InputAction::Discard => self.play_found(self.discard(legal)),
        }
    }

    fn play_found(&self, play: Option<Play>) -> Attempt {
        play.map_or(Attempt::Nothing, Attempt::Play)
    }

    fn peg_clicked(&mut self, state: &State, legal: &[Play], raw: PegRef) -> Attempt {
        let q = canonical(state, raw);
        let Some(c) = self.card else {
            // The prompt's own words: choose a card, or (when none can move) discard one.
            return Attempt::Refused(self.instruction(state, legal));
        };
        let for_peg = self.for_peg(legal);
        // A joker's targets are holes with a peg in them: clicking that peg picks the hole.
        if let Some(p) = match state.pos(raw) {
            Pos::Track(t) => joker_to(&for_peg, t),
            _ => None,
        } {
            return Attempt::Play(p);
        }
        let mine: Vec<Play> = self
            .for_card(legal)
            .into_iter()
            .filter(|p| mover(p) == Some(q))
            .collect();
        // A joker needs its target; a 7 or 9 always lists its whole plays.
        let needs_more = cards::is_joker(c) || cards::splits(c);
        match mine.as_slice() {
            [] if cards::is_joker(c) => Attempt::Refused(Why::ChoosePeg),
            // Let the rules say why this peg cannot move with this card.
            [] if state.pos(q) == Pos::Start && cards::brings_out(c) => {
                Attempt::Play(Play::Out { card: c, peg: q })
            }
            [] => Attempt::Play(Play::Move { card: c, peg: q }),
            [only] if !needs_more => Attempt::Play(*only),
            _ => {
                self.peg = Some(q);
                Attempt::Nothing
            }
        }
    }

    /// The legal plays with the chosen card.
    pub fn for_card(&self, legal: &[Play]) -> Vec<Play> {
        let Some(c) = self.card else {
            return Vec::new();
        };
        legal.iter().copied().filter(|p| p.card() == c).collect()
    }

    /// The legal plays with the chosen card and peg.
    pub fn for_peg(&self, legal: &[Play]) -> Vec<Play> {
        let Some(q) = self.peg else {
            return Vec::new();
        };
        self.for_card(legal)
            .into_iter()
            .filter(|p| mover(p) == Some(q))
            .collect()
    }

    /// Pegs that can move with the card (they stay highlighted, so the choice can change).
    pub fn movers(&self, legal: &[Play]) -> Vec<PegRef> {
        distinct(self.for_card(legal).iter().filter_map(mover))
    }

    /// The holes a joker can land on with the chosen peg.
    pub fn targets(&self, legal: &[Play]) -> Vec<u16> {
        self.for_peg(legal)
            .iter()
            .filter_map(|p| match *p {
                Play::Joker { to, .. } => Some(to),
                _ => None,
            })
            .collect()
    }

    /// With a 7 or 9 and its peg chosen: every way to play the card from that peg, the
    /// whole card first, then the splits by their first part.
    pub fn whole_plays(&self, legal: &[Play]) -> Vec<Play> {
        if !self.card.is_some_and(cards::splits) {
            return Vec::new();
        }
        let mut plays = self.for_peg(legal);
        plays.sort_by_key(|p| match *p {
            Play::Split { steps, .. } => steps,
            _ => 0,
        });
        plays
    }

    /// The discard the chosen card allows (when no card but a joker can move).
    pub fn discard(&self, legal: &[Play]) -> Option<Play> {
        let c = self.card?;
        legal
            .iter()
            .copied()
            .find(|p| *p == Play::Discard { card: c })
    }

    /// What the player is asked to do next.
    pub fn instruction(&self, state: &State, legal: &[Play]) -> Why {
        match self.card {
            None if state.must_play() => Why::ChooseCard,
            None => no_move(legal),
            // A card with no move (a discard is not a move): say so, and whether it may be
            // discarded.
            Some(_)
                if self
                    .for_card(legal)
                    .iter()
                    .all(|p| matches!(p, Play::Discard { .. })) =>
            {
                if self.discard(legal).is_some() {
                    no_move(legal)
                } else {
                    Why::NotPlayable
                }
            }
            Some(c) if self.peg.is_some() && cards::is_joker(c) => Why::ChooseTarget,
            Some(c) if self.peg.is_some() && cards::splits(c) => {
                let whole =
                    (self.whole_plays(legal).iter()).any(|p| matches!(p, Play::Move { .. }));
                if whole {
                    Why::ChooseSplit
                } else {
                    Why::SplitOnly
                }
            }
            Some(_) => Why::ChoosePeg,
        }
    }
}

/// Why nothing need be played (R30): no card can move, or only a joker can.
fn no_move(legal: &[Play]) -> Why {
    match legal.iter().any(|p| matches!(p, Play::Joker { .. })) {
        true => Why::OnlyJoker,
        false => Why::NoMove,
    }
}

/// Start-area pegs stand in for one another: clicking any picks the one the plays name
/// (the first waiting peg of that colour).
pub fn canonical(state: &State, q: PegRef) -> PegRef {
    if state.pos(q) != Pos::Start {
        return q;
    }
    let i = state
        .pegs_of(q.colour)
        .iter()
        .position(|&p| p == Pos::Start)
        .unwrap_or(0);
    PegRef {
        colour: q.colour,
        index: i as u8,
    }
}

/// The joker play (among `plays`) that lands on main-track hole `hole`.
fn joker_to(plays: &[Play], hole: u16) -> Option<Play> {
    plays
        .iter()
        .copied()
        .find(|p| matches!(p, Play::Joker { to, .. } if *to == hole))
}

/// Where a play's chosen peg is: the peg the player clicks to make it.
pub fn mover(play: &Play) -> Option<PegRef> {
    match *play {
        Play::Out { peg, .. } | Play::Move { peg, .. } | Play::Joker { peg, .. } => Some(peg),
        Play::Split { first, .. } => Some(first),
        Play::Discard { .. } => None,
    }
}

/// Each peg once, in the order first met (a 7 lists its peg once per way to split it).
fn distinct(pegs: impl Iterator<Item = PegRef>) -> Vec<PegRef> {
    let mut out: Vec<PegRef> = Vec::new();
    for q in pegs {
        if !out.contains(&q) {
            out.push(q);
        }
    }
    out
}

/// The plays the board may offer: none after the end or while the hand is hidden.
pub fn legal_shown(state: &State, hidden: bool) -> Vec<Play> {
    if hidden || PegsJokers::to_move(state).is_none() {
        Vec::new()
    } else {
        PegsJokers::legal_moves(state)
    }
}

impl crate::core::input::BoardInput for Input {
    type State = State;
    type Action = InputAction;
    type Move = Play;
    type Why = Why;
    fn at_ply(&mut self, ply: usize) {
        Input::at_ply(self, ply)
    }
    fn apply(&mut self, state: &State, action: InputAction) -> Attempt {
        let legal = legal_shown(state, self.offers_nothing);
        self.update(state, &legal, action)
    }
}
