//! Pegs and Jokers rules engine (Kilpatrick rules). Pure Rust.
//!
//! Every play is checked by carrying it out on a copy of the pegs: the same code validates a
//! play, generates the legal ones, and applies one, so they can never disagree.

use super::board::{team, Pos, Track, HOME, PEGS};
use super::cards::{self, Card};
use crate::core::{option_byte, ConfigError, Game, OptionKind, OptionSpec, Outcome, Rng, Seat};
use serde::{Deserialize, Serialize};

pub const MAX_PLAYERS: usize = 8;
type Pegs = [[Pos; PEGS]; MAX_PLAYERS];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// 4, 6 or 8.
    pub players: u8,
    /// Cards dealt to each player (3 in the Kilpatrick rules, D1).
    pub deal: u8,
    /// Hands are refilled to this many cards after every turn (5).
    pub hand: u8,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            players: 4,
            deal: 3,
            hand: 5,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PegRef {
    pub colour: u8,
    pub index: u8,
}

pub const fn peg(colour: u8, index: u8) -> PegRef {
    PegRef { colour, index }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Play {
    /// A, J, Q, K: a start-area peg to its come-out hole (R20).
    Out { card: Card, peg: PegRef },
    /// The card's whole value: forward (R1–R6, R11–R13) or, for an 8, backward (R15).
    Move { card: Card, peg: PegRef },
    /// A 7 or 9 split: `first` moves `steps`, then `second` the rest (R22–R25).
    Split {
        card: Card,
        first: PegRef,
        steps: u8,
        second: PegRef,
    },
    /// A joker: `peg` jumps onto the occupied main-track hole `to` (R26–R27).
    Joker { card: Card, peg: PegRef, to: u16 },
    /// Discard without moving, only when no card but a joker can move (R30).
    Discard { card: Card },
}

impl Play {
    pub fn card(&self) -> Card {
        match *self {
            Play::Out { card, .. }
            | Play::Move { card, .. }
            | Play::Split { card, .. }
            | Play::Joker { card, .. }
            | Play::Discard { card } => card,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    NotInHand,
    NoSuchPeg,
    /// R9: only the pegs of your team.
    NotYourTeam,
    /// The card cannot be used this way.
    WrongCard,
    /// R10.
    InStart,
    /// R14, R15, R27.
    InHome,
    /// R11, R13: past the end of the home track.
    Overshoot,
    /// R17.
    BlockedByOwnColour,
    /// R20.
    StartEmpty,
    /// R20: a peg of the same colour on the come-out hole.
    ComeOutTaken,
    /// R19(b): the teammate is already on its in-spot.
    TeammateOnInSpot,
    /// R19(b): the teammate's own colour holds its in-spot.
    InSpotTaken,
    /// R22.
    SplitSamePeg,
    /// R22.
    SplitSteps,
    /// R27.
    JokerMustUseStart,
    /// R26.
    JokerNeedsAPeg,
    /// R26.
    JokerOwnColour,
    /// R29.
    MustPlay,
}

/// A peg moved by a bump (R19).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bump {
    pub peg: PegRef,
    pub to: Pos,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastPlay {
    pub seat: Seat,
    pub play: Play,
    pub bumps: Vec<Bump>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    track: Track,
    hand_size: u8,
    pegs: Pegs,
    /// Hidden information: each seat sees only its own hand (`dealt.rs` makes views).
    pub(super) hands: Vec<Vec<Card>>,
    /// Hidden information: the order of the draw pile (top = last).
    pub(super) draw: Vec<Card>,
    discard: Vec<Card>,
    pub(super) rng: Rng,
    dealer: Seat,
    seat: Seat,
    winner: Option<u8>,
    last: Option<LastPlay>,
    /// Plays made so far (the statistics' turns a game).
    plays: u32,
}

impl State {
    pub fn players(&self) -> u8 {
        self.track.players
    }
    pub fn track(&self) -> Track {
        self.track
    }
    pub fn seat(&self) -> Seat {
        self.seat
    }
    pub fn dealer(&self) -> Seat {
        self.dealer
    }
    /// Who deals, and so who plays first (R2–R3): a view's start (`dealt.rs`).
    pub(super) fn set_dealer(&mut self, dealer: Seat) {
        self.dealer = dealer;
        self.seat = (dealer + 1) % self.players();
    }
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat as usize]
    }
    pub fn draw_len(&self) -> usize {
        self.draw.len()
    }
    pub fn discard_pile(&self) -> &[Card] {
        &self.discard
    }
    pub fn winner(&self) -> Option<u8> {
        self.winner
    }
    pub fn last_play(&self) -> Option<&LastPlay> {
        self.last.as_ref()
    }
    pub fn pos(&self, p: PegRef) -> Pos {
        self.pegs[p.colour as usize][p.index as usize]
    }
    pub fn pegs_of(&self, colour: u8) -> &[Pos; PEGS] {
        &self.pegs[colour as usize]
    }
    /// The peg on main-track hole `hole`, if any.
    pub fn at(&self, hole: u16) -> Option<PegRef> {
        occupant(&self.pegs, self.players(), hole, None)
    }
    /// The colours of a seat's team (R9).
    pub fn team_colours(&self, seat: Seat) -> Vec<u8> {
        (0..self.players())
            .filter(|&c| team(c) == team(seat))
            .collect()
    }
    pub fn home_count(&self, colour: u8) -> usize {
        self.pegs[colour as usize]
            .iter()
            .filter(|p| matches!(p, Pos::Home(_)))
            .count()
    }
    /// Total cards held, drawn and discarded (conserved).
    pub fn card_count(&self) -> usize {
        self.hands.iter().map(Vec::len).sum::<usize>() + self.draw.len() + self.discard.len()
    }

    /// A position for worked examples: pegs placed as given, every other peg in its start,
    /// the given hand for the seat to move. The deck is the rest of a shuffled deck.
    pub fn with_position(
        config: &Config,
        pegs: &[(PegRef, Pos)],
        seat: Seat,
        hand: &[Card],
    ) -> State {
        let mut s = PegsJokers::new_game(config, 1).expect("valid config");
        for &(p, pos) in pegs {
            s.pegs[p.colour as usize][p.index as usize] = pos;
        }
        // Give the seat exactly this hand, returning its dealt cards to the draw pile.
        let dealt = std::mem::take(&mut s.hands[seat as usize]);
        s.draw.extend(dealt);
        for &c in hand {
            if let Some(i) = s.draw.iter().position(|&d| d == c) {
                s.draw.remove(i);
            }
            s.hands[seat as usize].push(c);
        }
        s.seat = seat;
        s
    }

    /// For the AI: everything `seat` cannot see (other hands, the draw order, the future
    /// reshuffles) re-dealt at random; its own hand, the pegs and the discards are kept.
    /// The cards re-dealt are worked out from what the seat sees (the deck less its hand and
    /// the discards), in a fixed order, so the result never depends on the hidden cards:
    /// the same on a view (`dealt.rs`) as on the full state.
    pub fn resample_hidden(&mut self, seat: Seat, rng: &mut Rng) {
        let mut unseen = cards::deck(self.players());
        for &c in self.hands[seat as usize].iter().chain(&self.discard) {
            if let Some(i) = unseen.iter().position(|&u| u == c) {
                unseen.swap_remove(i);
            }
        }
        unseen.sort_unstable();
        rng.shuffle(&mut unseen);
        for s in 0..self.hands.len() {
            if s != seat as usize {
                let n = self.hands[s].len();
                self.hands[s] = unseen.split_off(unseen.len() - n);
            }
        }
        self.draw = unseen;
        self.rng = Rng::new(rng.next_u64());
    }

    /// Carries out a play on a copy of the pegs; returns the new pegs and the bumps.
    fn simulate(&self, play: &Play) -> Result<(Pegs, Vec<Bump>), RuleError> {
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
    fn forward(
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
    fn own_peg_within(&self, pegs: &Pegs, peg: PegRef, on_path: impl Fn(u16) -> bool) -> bool {
        pegs[peg.colour as usize]
            .iter()
            .enumerate()
            .any(|(i, &q)| i != peg.index as usize && matches!(q, Pos::Track(h) if on_path(h)))
    }

    /// R15–R16: an 8 moves a main-track peg 8 holes back.
    fn backward(
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
    fn land(
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
    fn bump(
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

    fn refill(&mut self, seat: Seat) {
        while self.hands[seat as usize].len() < self.hand_size as usize {
            if self.draw.is_empty() {
                if self.discard.is_empty() {
                    break; // R32: nothing left to draw
                }
                self.draw = std::mem::take(&mut self.discard);
                self.rng.shuffle(&mut self.draw);
            }
            let card = self.draw.pop().expect("checked");
            self.hands[seat as usize].push(card);
        }
    }
}

/// Whether a peg of `colour` other than `except` stands on a main-track hole (cheaper than
/// `occupant` where only one's own colour blocks: move generation asks it for every step).
fn own_peg_at(pegs: &Pegs, colour: u8, hole: u16, except: Option<PegRef>) -> bool {
    pegs[colour as usize]
        .iter()
        .enumerate()
        .any(|(i, &p)| p == Pos::Track(hole) && Some(peg(colour, i as u8)) != except)
}

/// The peg on a main-track hole, ignoring `except`.
fn occupant(pegs: &Pegs, players: u8, hole: u16, except: Option<PegRef>) -> Option<PegRef> {
    for c in 0..players {
        for i in 0..PEGS as u8 {
            if pegs[c as usize][i as usize] == Pos::Track(hole) && Some(peg(c, i)) != except {
                return Some(peg(c, i));
            }
        }
    }
    None
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PegsJokers;

impl Game for PegsJokers {
    const ID: &'static str = "pegs-and-jokers";
    const USES_SEED: bool = true;
    const SEEN: Option<crate::core::SeenReplay<Self>> = Some(crate::core::SeenReplay::OF);
    type Config = Config;
    type State = State;
    type Move = Play;
    type RuleError = RuleError;

    fn validate(config: &Config) -> Result<(), ConfigError> {
        if ![4, 6, 8].contains(&config.players) {
            return ConfigError::err("players");
        }
        if !(1..=7).contains(&config.hand) || !(1..=config.hand).contains(&config.deal) {
            return ConfigError::err("deal");
        }
        Ok(())
    }

    fn new_game(config: &Config, seed: u64) -> Result<State, ConfigError> {
        Self::validate(config)?;
        let n = config.players;
        let mut rng = Rng::new(seed);
        let dealer = rng.below(n as u64) as Seat;
        let mut draw = cards::deck(n);
        rng.shuffle(&mut draw);
        let mut hands = vec![Vec::new(); n as usize];
        // One card at a time, clockwise from the left of the dealer.
        for k in 0..(config.deal as usize * n as usize) {
            let seat = (dealer as usize + 1 + k) % n as usize;
            hands[seat].push(draw.pop().expect("the deck is large enough"));
        }
        Ok(State {
            track: Track { players: n },
            hand_size: config.hand,
            pegs: [[Pos::Start; PEGS]; MAX_PLAYERS],
            hands,
            draw,
            discard: Vec::new(),
            rng,
            dealer,
            seat: (dealer + 1) % n,
            winner: None,
            last: None,
            plays: 0,
        })
    }

    fn seats(state: &State) -> usize {
        state.players() as usize
    }

    fn to_move(state: &State) -> Option<Seat> {
        state.winner.is_none().then_some(state.seat)
    }

    /// R9: partners (even seats, odd seats) win together.
    fn side(_state: &State, seat: Seat) -> Seat {
        team(seat)
    }

    /// The rounds the game took (every player's turn once a round).
    fn figures(state: &State, _seat: Seat) -> Vec<i64> {
        vec![state.plays.div_ceil(state.players() as u32) as i64]
    }

    fn legal_moves(state: &State) -> Vec<Play> {
        if state.winner.is_some() {
            return Vec::new();
        }
        let mut hand = state.hands[state.seat as usize].clone();
        hand.sort_unstable();
        hand.dedup();
        // Each card's plays once; R29 (must play) follows from them without a second pass.
        let mut out = Vec::new();
        let mut must_play = false;
        for &card in &hand {
            let plays = state.plays_for(card);
            must_play |= !cards::is_joker(card) && !plays.is_empty();
            out.extend(plays);
        }
        if !must_play {
            out.extend(hand.iter().map(|&card| Play::Discard { card })); // R30
        }
        out
    }

    fn apply(state: &mut State, play: &Play) -> Result<(), RuleError> {
        let (pegs, bumps) = state.simulate(play)?;
        let seat = state.seat;
        state.pegs = pegs;
        let hand = &mut state.hands[seat as usize];
        let i = hand
            .iter()
            .position(|&c| c == play.card())
            .expect("simulate checked the hand");
        state.discard.push(hand.remove(i));
        state.last = Some(LastPlay {
            seat,
            play: *play,
            bumps,
        });
        state.plays += 1;
        // R33: only the mover's team can have completed its home tracks.
        let t = team(seat);
        if state
            .team_colours(seat)
            .iter()
            .all(|&c| state.home_count(c) == PEGS)
        {
            state.winner = Some(t);
            return Ok(());
        }
        state.refill(seat); // R31–R32
        state.seat = (seat + 1) % state.players();
        Ok(())
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let t = state.winner?;
        let seats = 0..state.players();
        Some(Outcome {
            winners: seats.clone().filter(|&s| team(s) == t).collect(),
            scores: seats
                .map(|s| {
                    state
                        .team_colours(s)
                        .iter()
                        .map(|&c| state.home_count(c) as i32)
                        .sum()
                })
                .collect(),
        })
    }

    fn options() -> Vec<OptionSpec<Config>> {
        vec![
            OptionSpec {
                key: "players",
                kind: OptionKind::Choice(vec![4, 6, 8]),
                get: |c| c.players as i32,
                set: |c, v| c.players = option_byte(v),
            },
            OptionSpec {
                key: "deal",
                kind: OptionKind::Number { min: 1, max: 7 },
                get: |c| c.deal as i32,
                set: |c, v| c.deal = option_byte(v),
            },
            OptionSpec {
                key: "hand",
                kind: OptionKind::Number { min: 1, max: 7 },
                get: |c| c.hand as i32,
                set: |c, v| c.hand = option_byte(v),
            },
        ]
    }
}
