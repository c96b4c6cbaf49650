//! Foursquare rules engine. Pure Rust.
//!
//! Cards are numbers 0..40: rank = n % 10 + 1 (A = 1 … 10), suit = n / 10 (suits only show).
//! Piles sit at integer positions `(col, row)`; the first card goes to (0,0) and the 4×4 box
//! (R6) keeps every position within -3..=3.

use crate::core::{ConfigError, Game, OptionKind, OptionSpec, Outcome, Rng, Seat, UndoPolicy};
use serde::{Deserialize, Serialize};

pub const DECK: usize = 40;
pub const SIDE: i8 = 4;
pub const PILE_MAX: usize = 4;
/// More face-down top cards than this loses (R17).
pub const FACE_DOWN_ALLOWED: usize = 4;

pub type Card = u8;

pub fn rank(card: Card) -> u8 {
    card % 10 + 1
}
pub fn suit(card: Card) -> u8 {
    card / 10
}
/// A card of the given rank (1–10) and suit (0–3).
pub fn card(rank: u8, suit: u8) -> Card {
    suit * 10 + rank - 1
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum UndoMode {
    /// Undo freely.
    #[default]
    Allowed,
    /// Undo, but the game then does not count in the statistics.
    Counted,
    /// No undo: every game counts ("honest" statistics).
    Off,
}

#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Config {
    pub undo: UndoMode,
}

/// Put the drawn card at `(col, row)`: on the pile there, or as a new pile (R4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    pub col: i8,
    pub row: i8,
}

pub const fn at(col: i8, row: i8) -> Place {
    Place { col, row }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    /// R3: the first card goes to (0,0).
    FirstCardAtOrigin,
    /// R5: the pile already holds 4 cards.
    PileFull {
        at: Place,
    },
    /// R4, R7: an empty spot must share an edge with a pile.
    NotAdjacent {
        at: Place,
    },
    /// R6: the piles would no longer fit in 4 columns and 4 rows.
    BoxTooBig {
        at: Place,
        cols: i8,
        rows: i8,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layer {
    pub card: Card,
    pub up: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pile {
    pub at: Place,
    /// Bottom to top.
    pub cards: Vec<Layer>,
}

impl Pile {
    pub fn top(&self) -> Layer {
        *self.cards.last().expect("piles are never empty")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Playing,
    /// R16; the score is the number of cards left in the stock.
    Won {
        score: u8,
    },
    /// R17: five or more face-down top cards.
    LostFaceDown,
    /// R18: the stock ran out.
    LostStock,
}

/// What the last placement did, for the UI and the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    pub at: Place,
    pub card: Card,
    /// Piles whose top card turned over, row first (R14).
    pub flipped: Vec<Place>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// The stock, top card last. Hidden information: the UI shows only the top card.
    stock: Vec<Card>,
    piles: Vec<Pile>,
    status: Status,
    last: Option<LastMove>,
}

impl State {
    /// The card to place now (the top of the stock), or `None` once the game is over.
    pub fn next_card(&self) -> Option<Card> {
        (self.status == Status::Playing)
            .then(|| *self.stock.last().expect("a running game has a stock"))
    }
    /// The stock, top card last. Hidden from the player: the UI shows only `next_card`.
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }
    /// For the AI: the stock below the visible top card in a new random order (the player
    /// knows which cards are left, not their order).
    pub fn shuffle_unseen(&mut self, rng: &mut Rng) {
        let n = self.stock.len();
        if n > 1 {
            rng.shuffle(&mut self.stock[..n - 1]);
        }
    }

    /// The same position with the cards below the drawn one in `order` (top last), or `None`
    /// unless `order` holds exactly those cards: for walking through every order the player
    /// cannot tell apart (tests, analysis).
    pub fn with_unseen(&self, order: &[Card]) -> Option<State> {
        let n = self.stock.len().checked_sub(1)?;
        let (mut have, mut want) = (self.stock[..n].to_vec(), order.to_vec());
        have.sort_unstable();
        want.sort_unstable();
        (have == want).then(|| {
            let mut s = self.clone();
            s.stock[..n].copy_from_slice(order);
            s
        })
    }

    /// Cards in the stock, including the one about to be placed.
    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }
    pub fn piles(&self) -> &[Pile] {
        &self.piles
    }
    /// Every spot of the 4 × 4 grid holds a pile (the win needs them all face up too).
    pub fn grid_full(&self) -> bool {
        self.piles.len() == (SIDE * SIDE) as usize
    }
    pub fn pile(&self, p: Place) -> Option<&Pile> {
        self.piles.iter().find(|x| x.at == p)
    }
    pub fn status(&self) -> Status {
        self.status
    }
    pub fn last_move(&self) -> Option<&LastMove> {
        self.last.as_ref()
    }
    /// R15: piles whose top card is face down.
    pub fn face_down(&self) -> usize {
        self.piles.iter().filter(|p| !p.top().up).count()
    }
    /// Cards on the table.
    pub fn placed(&self) -> usize {
        self.piles.iter().map(|p| p.cards.len()).sum()
    }
    /// (min col, max col, min row, max row) of the piles, if any.
    pub fn bounds(&self) -> Option<(i8, i8, i8, i8)> {
        let first = self.piles.first()?.at;
        Some(
            self.piles
                .iter()
                .fold((first.col, first.col, first.row, first.row), |b, p| {
                    (
                        b.0.min(p.at.col),
                        b.1.max(p.at.col),
                        b.2.min(p.at.row),
                        b.3.max(p.at.row),
                    )
                }),
        )
    }

    /// A position for worked examples and puzzles: the given piles (bottom to top, as
    /// `(rank, face up)`; suits are dealt round-robin), and a stock whose top is `draw` and
    /// which holds `stock_len` cards in all. No check that it could arise in play.
    pub fn with_piles(piles: &[(Place, &[(u8, bool)])], draw: u8, stock_len: usize) -> State {
        let mut next_suit = 0u8;
        let mut make = |r: u8| {
            next_suit = (next_suit + 1) % 4;
            card(r, next_suit)
        };
        let piles = piles
            .iter()
            .map(|(at, layers)| Pile {
                at: *at,
                cards: layers
                    .iter()
                    .map(|&(r, up)| Layer { card: make(r), up })
                    .collect(),
            })
            .collect();
        let mut stock: Vec<Card> = (0..stock_len.saturating_sub(1))
            .map(|i| (i % DECK) as Card)
            .collect();
        stock.push(make(draw));
        State {
            stock,
            piles,
            status: Status::Playing,
            last: None,
        }
    }
}

/// What a legal placement would lead to, computed on the top cards only (no clone): the
/// playout policy asks this for every candidate on every step, so it must be cheap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preview {
    pub status: Status,
    pub face_down: usize,
    pub piles: usize,
}

impl State {
    /// The result of placing the drawn card at `p`, which must be legal. Agrees with `apply`
    /// (a test checks it on random games).
    pub fn preview(&self, p: Place) -> Preview {
        let drawn = *self.stock.last().expect("a running game has a stock");
        // (position, rank, face up) of every top card after the card lands.
        let mut tops = [(at(0, 0), 0u8, false); (SIDE * SIDE) as usize];
        let mut n = 0;
        let mut placed_on_pile = false;
        for pile in &self.piles {
            let top = pile.top();
            tops[n] = if pile.at == p {
                placed_on_pile = true;
                (p, rank(drawn), true)
            } else {
                (pile.at, rank(top.card), top.up)
            };
            n += 1;
        }
        if !placed_on_pile {
            tops[n] = (p, rank(drawn), true);
            n += 1;
        }
        let tops = &mut tops[..n];
        let placed = rank(drawn);
        // R9–R14 on the row, then on the column (the two lines share only `p`, never flipped).
        for in_line in [
            |q: Place, p: Place| q.row == p.row,
            |q: Place, p: Place| q.col == p.col,
        ] {
            let others = |t: &(Place, u8, bool)| t.0 != p && in_line(t.0, p);
            let up = tops.iter().filter(|t| others(t) && t.2);
            let highest = up.clone().all(|t| placed > t.1);
            let lowest = up.clone().all(|t| placed < t.1);
            if highest || lowest {
                tops.iter_mut()
                    .filter(|t| others(t))
                    .for_each(|t| t.2 = !t.2);
            }
        }
        let face_down = tops.iter().filter(|t| !t.2).count();
        let status = if n == (SIDE * SIDE) as usize && face_down == 0 {
            Status::Won {
                score: (self.stock.len() - 1) as u8,
            }
        } else if face_down > FACE_DOWN_ALLOWED {
            Status::LostFaceDown
        } else if self.stock.len() == 1 {
            Status::LostStock
        } else {
            Status::Playing
        };
        Preview {
            status,
            face_down,
            piles: n,
        }
    }
}

fn neighbours(p: Place) -> [Place; 4] {
    [
        at(p.col - 1, p.row),
        at(p.col + 1, p.row),
        at(p.col, p.row - 1),
        at(p.col, p.row + 1),
    ]
}

/// Checks a placement without making it.
pub fn check(state: &State, p: Place) -> Result<(), RuleError> {
    check_within(state, p, state.bounds())
}

/// `check` with the piles' bounds already known (move generation checks many spots).
fn check_within(
    state: &State,
    p: Place,
    bounds: Option<(i8, i8, i8, i8)>,
) -> Result<(), RuleError> {
    if state.status != Status::Playing {
        return Err(RuleError::GameOver);
    }
    let Some((c0, c1, r0, r1)) = bounds else {
        return if p == at(0, 0) {
            Ok(())
        } else {
            Err(RuleError::FirstCardAtOrigin)
        };
    };
    if let Some(pile) = state.pile(p) {
        return if pile.cards.len() < PILE_MAX {
            Ok(())
        } else {
            Err(RuleError::PileFull { at: p })
        };
    }
    if !neighbours(p).iter().any(|n| state.pile(*n).is_some()) {
        return Err(RuleError::NotAdjacent { at: p });
    }
    let cols = c1.max(p.col) - c0.min(p.col) + 1;
    let rows = r1.max(p.row) - r0.min(p.row) + 1;
    if cols > SIDE || rows > SIDE {
        return Err(RuleError::BoxTooBig { at: p, cols, rows });
    }
    Ok(())
}

/// R9–R13: flips the other piles of the line through `p` if the card there is highest or
/// lowest among their face-up top cards. Returns the flipped positions.
fn flip_line(state: &mut State, p: Place, same_line: impl Fn(Place) -> bool) -> Vec<Place> {
    let placed = rank(state.pile(p).expect("just placed").top().card);
    let others = |s: &State| -> Vec<usize> {
        (0..s.piles.len())
            .filter(|&i| s.piles[i].at != p && same_line(s.piles[i].at))
            .collect()
    };
    let line = others(state);
    let up_ranks: Vec<u8> = line
        .iter()
        .map(|&i| state.piles[i].top())
        .filter(|l| l.up)
        .map(|l| rank(l.card))
        .collect();
    let highest = up_ranks.iter().all(|&r| placed > r);
    let lowest = up_ranks.iter().all(|&r| placed < r);
    if !(highest || lowest) {
        return Vec::new();
    }
    line.iter()
        .map(|&i| {
            let top = state.piles[i]
                .cards
                .last_mut()
                .expect("piles are never empty");
            top.up = !top.up;
            state.piles[i].at
        })
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Foursquare;

impl Game for Foursquare {
    const ID: &'static str = "foursquare";
    const USES_SEED: bool = true;
    type Config = Config;
    type State = State;
    type Move = Place;
    type RuleError = RuleError;

    fn validate(_: &Config) -> Result<(), ConfigError> {
        Ok(()) // every value of every option is playable
    }

    fn new_game(config: &Config, seed: u64) -> Result<State, ConfigError> {
        Self::validate(config)?;
        let mut stock: Vec<Card> = (0..DECK as Card).collect(); // R1
        Rng::new(seed).shuffle(&mut stock);
        Ok(State {
            stock,
            piles: Vec::new(),
            status: Status::Playing,
            last: None,
        })
    }

    fn seats(_: &State) -> usize {
        1
    }

    fn to_move(state: &State) -> Option<Seat> {
        (state.status == Status::Playing).then_some(0)
    }

    fn legal_moves(state: &State) -> Vec<Place> {
        if state.status != Status::Playing {
            return Vec::new();
        }
        let bounds = state.bounds();
        let Some((c0, c1, r0, r1)) = bounds else {
            return vec![at(0, 0)];
        };
        // Every candidate lies in the box grown by one cell each way.
        (r0 - 1..=r1 + 1)
            .flat_map(|r| (c0 - 1..=c1 + 1).map(move |c| at(c, r)))
            .filter(|&p| check_within(state, p, bounds).is_ok())
            .collect()
    }

    fn apply(state: &mut State, mv: &Place) -> Result<(), RuleError> {
        let p = *mv;
        check(state, p)?;
        let drawn = state.stock.pop().expect("a running game has a stock"); // R2
        let layer = Layer {
            card: drawn,
            up: true,
        };
        match state.piles.iter_mut().find(|x| x.at == p) {
            Some(pile) => pile.cards.push(layer),
            None => state.piles.push(Pile {
                at: p,
                cards: vec![layer],
            }),
        }
        // R14: row first, then column.
        let mut flipped = flip_line(state, p, |q| q.row == p.row);
        flipped.extend(flip_line(state, p, |q| q.col == p.col));
        state.last = Some(LastMove {
            at: p,
            card: drawn,
            flipped,
        });
        // R16–R18, in this order (D9).
        let fd = state.face_down();
        state.status = if state.grid_full() && fd == 0 {
            Status::Won {
                score: state.stock.len() as u8,
            }
        } else if fd > FACE_DOWN_ALLOWED {
            Status::LostFaceDown
        } else if state.stock.is_empty() {
            Status::LostStock
        } else {
            Status::Playing
        };
        Ok(())
    }

    fn outcome(state: &State) -> Option<Outcome> {
        match state.status {
            Status::Playing => None,
            Status::Won { score } => Some(Outcome {
                winners: vec![0],
                scores: vec![score as i32],
            }),
            Status::LostFaceDown | Status::LostStock => Some(Outcome {
                winners: vec![],
                scores: vec![0],
            }),
        }
    }

    fn undo_policy(config: &Config) -> UndoPolicy {
        match config.undo {
            UndoMode::Allowed => UndoPolicy::Allowed,
            UndoMode::Counted => UndoPolicy::Counted,
            UndoMode::Off => UndoPolicy::Off,
        }
    }

    fn options() -> Vec<OptionSpec<Config>> {
        vec![OptionSpec {
            key: "undo",
            kind: OptionKind::Choice(vec![0, 1, 2]),
            get: |c| c.undo as i32,
            set: |c, v| {
                c.undo = match v {
                    1 => UndoMode::Counted,
                    2 => UndoMode::Off,
                    _ => UndoMode::Allowed,
                }
            },
        }]
    }
}
