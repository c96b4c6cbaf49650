//! A play carried out on a copy of the pegs: the same code checks a play, lists a card's
//! plays and applies one. Forward and backward moves, the home track, landing and bumps.

use super::*;

impl State {
    /// Carries out a play on a copy of the pegs; returns the new pegs and the bumps.
    pub(super) fn simulate(&self, play: &Play) -> Result<(Pegs, Vec<Bump>), RuleError> {
        if self.winner.is_some() {
            return Err(RuleError::GameOver);
        }
        let card = play.card();
        if !self.hands[self.seat as usize].contains(&card) {
            return Err(RuleError::NotInHand);
        }
        let mut pegs = self.pegs;
        let mut bumps = Vec::new();
        let my_team = team(self.seat);
        let check_peg = |p: PegRef| {
            if p.colour >= self.players() || p.index as usize >= PEGS {
                Err(RuleError::NoSuchPeg)
            } else if team(p.colour) != my_team {
                Err(RuleError::NotYourTeam)
            } else {
                Ok(())
            }
        };
        match *play {
            Play::Out { peg, .. } => {
                check_peg(peg)?;
                if !cards::brings_out(card) {
                    return Err(RuleError::WrongCard);
                }
                if pegs[peg.colour as usize][peg.index as usize] != Pos::Start {
                    return Err(RuleError::StartEmpty);
                }
                let hole = self.track.come_out(peg.colour);
                if own_peg_at(&pegs, peg.colour, hole, None) {
                    return Err(RuleError::ComeOutTaken);
                }
                self.land(&mut pegs, peg, hole, &mut bumps)?;
            }
            Play::Move { peg, .. } => {
                check_peg(peg)?;
                if cards::is_backward(card) {
                    self.backward(&mut pegs, peg, &mut bumps)?;
                } else {
                    let n = cards::forward(card).ok_or(RuleError::WrongCard)?;
                    self.forward(&mut pegs, peg, n, &mut bumps)?;
                }
            }
            Play::Split {
                first,
                steps,
                second,
                ..
            } => {
                check_peg(first)?;
                check_peg(second)?;
                if !cards::splits(card) {
                    return Err(RuleError::WrongCard);
                }
                if first == second {
                    return Err(RuleError::SplitSamePeg);
                }
                let total = cards::rank(card);
                if steps == 0 || steps >= total {
                    return Err(RuleError::SplitSteps);
                }
                self.forward(&mut pegs, first, steps, &mut bumps)?;
                self.forward(&mut pegs, second, total - steps, &mut bumps)?;
            }
            Play::Joker { peg, to, .. } => {
                check_peg(peg)?;
                if !cards::is_joker(card) {
                    return Err(RuleError::WrongCard);
                }
                let from = pegs[peg.colour as usize][peg.index as usize];
                let team_in_start = self
                    .team_colours(self.seat)
                    .iter()
                    .any(|&c| pegs[c as usize].contains(&Pos::Start));
                match from {
                    Pos::Home(_) => return Err(RuleError::InHome),
                    Pos::Track(_) if team_in_start => return Err(RuleError::JokerMustUseStart),
                    _ => {}
                }
                match occupant(&pegs, self.players(), to, Some(peg)) {
                    None => return Err(RuleError::JokerNeedsAPeg),
                    Some(q) if q.colour == peg.colour => return Err(RuleError::JokerOwnColour),
                    Some(_) => {}
                }
                if to >= self.track.len() {
                    return Err(RuleError::JokerNeedsAPeg);
                }
                self.land(&mut pegs, peg, to, &mut bumps)?;
            }
            Play::Discard { .. } => {
                if self.must_play() {
                    return Err(RuleError::MustPlay);
                }
            }
        }
        Ok((pegs, bumps))
    }

    /// R11–R13, R17: a forward move of `n` holes.
    pub(super) fn forward(
        &self,
        pegs: &mut Pegs,
        peg: PegRef,
        n: u8,
        bumps: &mut Vec<Bump>,
    ) -> Result<(), RuleError> {
        let c = peg.colour;
        let own_home = |pegs: &Pegs, j: u8| pegs[c as usize].contains(&Pos::Home(j));
        match pegs[c as usize][peg.index as usize] {
            Pos::Start => Err(RuleError::InStart),
            Pos::Home(j) => {
                if j + n > HOME {
                    return Err(RuleError::Overshoot);
                }
                if (j + 1..=j + n).any(|k| own_home(pegs, k)) {
                    return Err(RuleError::BlockedByOwnColour);
                }
                pegs[c as usize][peg.index as usize] = Pos::Home(j + n);
                Ok(())
            }
            Pos::Track(p) => {
                let d = self.track.ahead(p, self.track.in_spot(c));
                let on_track = (n as u16).min(d);
                // Another peg of the colour on a hole passed or landed on (1..=on_track ahead).
                if self.own_peg_within(pegs, peg, |h| {
                    (1..=on_track).contains(&self.track.ahead(p, h))
                }) {
                    return Err(RuleError::BlockedByOwnColour);
                }
                if (n as u16) <= d {
                    return self.land(pegs, peg, self.track.step(p, n as i32), bumps);
                }
                let h = (n as u16 - d) as u8;
                if h > HOME {
                    return Err(RuleError::Overshoot);
                }
                if (1..=h).any(|k| own_home(pegs, k)) {
                    return Err(RuleError::BlockedByOwnColour);
                }
                pegs[c as usize][peg.index as usize] = Pos::Home(h);
                Ok(())
            }
        }
    }

    /// Whether another peg of `peg`'s colour stands on a main-track hole that `on_path` accepts
    /// (one look at each of the colour's pegs rather than one per hole of the path).
    pub(super) fn own_peg_within(
        &self,
        pegs: &Pegs,
        peg: PegRef,
        on_path: impl Fn(u16) -> bool,
    ) -> bool {
        pegs[peg.colour as usize]
            .iter()
            .enumerate()
            .any(|(i, &q)| i != peg.index as usize && matches!(q, Pos::Track(h) if on_path(h)))
    }

    /// R15–R16: an 8 moves a main-track peg 8 holes back.
    pub(super) fn backward(
        &self,
        pegs: &mut Pegs,
        peg: PegRef,
        bumps: &mut Vec<Bump>,
    ) -> Result<(), RuleError> {
        let c = peg.colour;
        match pegs[c as usize][peg.index as usize] {
            Pos::Start => Err(RuleError::InStart),
            Pos::Home(_) => Err(RuleError::InHome),
            Pos::Track(p) => {
                // The 8 holes behind: a hole h with p 1..=8 ahead of it.
                if self.own_peg_within(pegs, peg, |h| (1..=8).contains(&self.track.ahead(h, p))) {
                    return Err(RuleError::BlockedByOwnColour);
                }
                self.land(pegs, peg, self.track.step(p, -8), bumps)
            }
        }
    }

    /// The moving peg ends on main-track hole `hole`; whoever was there is bumped (R19).
    pub(super) fn land(
        &self,
        pegs: &mut Pegs,
        peg: PegRef,
        hole: u16,
        bumps: &mut Vec<Bump>,
    ) -> Result<(), RuleError> {
        let found = occupant(pegs, self.players(), hole, Some(peg));
        // The mover leaves its hole first (R19, last sentence), then takes the new one.
        pegs[peg.colour as usize][peg.index as usize] = Pos::Track(hole);
        match found {
            Some(q) => self.bump(pegs, q, team(peg.colour), bumps, 0),
            None => Ok(()),
        }
    }

    /// R19: an opponent goes to its start; a teammate to its in-spot, in a chain if needed.
    pub(super) fn bump(
        &self,
        pegs: &mut Pegs,
        q: PegRef,
        mover_team: u8,
        bumps: &mut Vec<Bump>,
        depth: u8,
    ) -> Result<(), RuleError> {
        let e = q.colour;
        if team(e) != mover_team {
            pegs[e as usize][q.index as usize] = Pos::Start;
            bumps.push(Bump {
                peg: q,
                to: Pos::Start,
            });
            return Ok(());
        }
        let spot = self.track.in_spot(e);
        if pegs[e as usize][q.index as usize] == Pos::Track(spot) || depth > MAX_PLAYERS as u8 {
            return Err(RuleError::TeammateOnInSpot);
        }
        let there = occupant(pegs, self.players(), spot, Some(q));
        pegs[e as usize][q.index as usize] = Pos::Track(spot);
        bumps.push(Bump {
            peg: q,
            to: Pos::Track(spot),
        });
        match there {
            None => Ok(()),
            Some(r) if r.colour == e => Err(RuleError::InSpotTaken),
            Some(r) => self.bump(pegs, r, mover_team, bumps, depth + 1),
        }
    }

    /// Every legal way to use one card (no discards).
    pub fn plays_for(&self, card: Card) -> Vec<Play> {
        let mut out = Vec::new();
        let colours = self.team_colours(self.seat);
        let team_pegs: Vec<PegRef> = colours
            .iter()
            .flat_map(|&c| (0..PEGS as u8).map(move |i| peg(c, i)))
            .collect();
        let first_in_start = |c: u8| {
            self.pegs[c as usize]
                .iter()
                .position(|&p| p == Pos::Start)
                .map(|i| peg(c, i as u8))
        };
        let mut try_play = |play: Play| {
            if self.simulate(&play).is_ok() {
                out.push(play);
            }
        };
        if cards::is_joker(card) {
            let any_start = colours.iter().any(|&c| first_in_start(c).is_some());
            let movers: Vec<PegRef> = if any_start {
                colours.iter().filter_map(|&c| first_in_start(c)).collect()
            } else {
                team_pegs
                    .iter()
                    .copied()
                    .filter(|&p| matches!(self.pos(p), Pos::Track(_)))
                    .collect()
            };
            for mover in movers {
                // Holes of pegs of other colours, in track order.
                let mut targets: Vec<u16> = (0..self.players())
                    .filter(|&c| c != mover.colour)
                    .flat_map(|c| self.pegs[c as usize].iter())
                    .filter_map(|p| match p {
                        Pos::Track(h) => Some(*h),
                        _ => None,
                    })
                    .collect();
                targets.sort_unstable();
                for hole in targets {
                    try_play(Play::Joker {
                        card,
                        peg: mover,
                        to: hole,
                    });
                }
            }
            return out;
        }
        if cards::brings_out(card) {
            for &c in &colours {
                if let Some(p) = first_in_start(c) {
                    try_play(Play::Out { card, peg: p });
                }
            }
        }
        let on_board: Vec<PegRef> = team_pegs
            .iter()
            .copied()
            .filter(|&p| self.pos(p) != Pos::Start)
            .collect();
        if cards::forward(card).is_some() || cards::is_backward(card) {
            for &p in &on_board {
                try_play(Play::Move { card, peg: p });
            }
        }
        if cards::splits(card) {
            let total = cards::rank(card);
            // A split is legal only if its first part is: check each (peg, steps) once
            // instead of once per second peg (the same plays, in the same order).
            let first_ok: Vec<Vec<bool>> = on_board
                .iter()
                .map(|&a| {
                    (1..total)
                        .map(|steps| {
                            let mut pegs = self.pegs;
                            self.forward(&mut pegs, a, steps, &mut Vec::new()).is_ok()
                        })
                        .collect()
                })
                .collect();
            for (i, &a) in on_board.iter().enumerate() {
                for &b in &on_board {
                    if a != b {
                        for steps in (1..total).filter(|&s| first_ok[i][s as usize - 1]) {
                            try_play(Play::Split {
                                card,
                                first: a,
                                steps,
                                second: b,
                            });
                        }
                    }
                }
            }
        }
        out
    }

    /// R29: some card other than a joker can move, so the player must play.
    pub fn must_play(&self) -> bool {
        let mut seen = Vec::new();
        self.hands[self.seat as usize].iter().any(|&c| {
            if cards::is_joker(c) || seen.contains(&c) {
                return false;
            }
            seen.push(c);
            !self.plays_for(c).is_empty()
        })
    }
}

/// Whether a peg of `colour` other than `except` stands on a main-track hole (cheaper than
/// `occupant` where only one's own colour blocks: move generation asks it for every step).
pub(super) fn own_peg_at(pegs: &Pegs, colour: u8, hole: u16, except: Option<PegRef>) -> bool {
    pegs[colour as usize]
        .iter()
        .enumerate()
        .any(|(i, &p)| p == Pos::Track(hole) && Some(peg(colour, i as u8)) != except)
}

/// The peg on a main-track hole, ignoring `except`.
pub(super) fn occupant(
    pegs: &Pegs,
    players: u8,
    hole: u16,
    except: Option<PegRef>,
) -> Option<PegRef> {
    for c in 0..players {
        for i in 0..PEGS as u8 {
            if pegs[c as usize][i as usize] == Pos::Track(hole) && Some(peg(c, i)) != except {
                return Some(peg(c, i));
            }
        }
    }
    None
}
