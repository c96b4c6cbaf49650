//! Pegs and Jokers rules engine (Kilpatrick rules). Pure Rust.
//!
//! Every play is checked by carrying it out on a copy of the pegs: the same code validates a
//! play, generates the legal ones, and applies one, so they can never disagree.
//!
//! Here the cards, pegs and state and the `Game`; `plays` carries a play out on a copy of
//! the pegs (forward, backward, landing, bumps) and lists the plays of a card.

use super::board::{team, Pos, Track, HOME, PEGS};
use super::cards::{self, Card};
use crate::core::{option_byte, ConfigError, Game, OptionKind, OptionSpec, Outcome, Rng, Seat};
use serde::{Deserialize, Serialize};

mod plays;

use plays::occupant;

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
