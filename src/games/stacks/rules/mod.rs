//! Stacks rules engine. Pure Rust.
//!
//! Cells are indices `y * n + x` (x = column from the left, y = row from the top). Pawns
//! stand on a ring of `4n + 4` edge points numbered clockwise from NW:
//! `NW, N0…N(n-1), NE, E0…E(n-1), SE, S(n-1)…S0, SW, W(n-1)…W0`.
//!
//! Here the state, the checks of a turn and the `Game`; `moves` is the geometry of what
//! may be played: the ring's points and halves, lines of sight, drops, slides and paths.

use crate::core::{option_byte, ConfigError, Game, OptionKind, OptionSpec, Outcome, Seat};
use serde::{Deserialize, Serialize};

mod moves;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Black,
    White,
}

impl Side {
    pub fn seat(self) -> Seat {
        self as Seat
    }
    pub fn of_seat(seat: Seat) -> Side {
        if seat == 0 {
            Side::Black
        } else {
            Side::White
        }
    }
    pub fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// Board side (7 by default).
    pub size: u8,
    /// Highest stack (4 by default); also the height counted at the end.
    pub max_height: u8,
    /// Optional limit on the number of turns (0 = none, D12); the game is then scored by R19.
    pub turn_limit: u16,
    /// Optional: a player may claim a draw once the position has occurred three times (D14;
    /// off by default, as the source has no such rule). Saves from before it read as off.
    #[serde(default)]
    pub repetition_draw: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            size: 7,
            max_height: 4,
            turn_limit: 0,
            repetition_draw: false,
        }
    }
}

/// The turn limits the new-game screen offers (D12): none, as the rules are written, or a
/// limit; `SUGGESTED_TURN_LIMIT` is the one it suggests. Links and the arena may hold any
/// limit up to 999.
pub const TURN_LIMITS: [i32; 4] = [0, 100, 200, 300];
/// 50 turns each. Careful players cannot force a path (a pawn on a base corner blocks every
/// path, D12), so without a limit a game ends only when the board is full, after some 200
/// turns; at 100 the full stacks have decided most games (docs/rules/stacks.md, D12).
pub const SUGGESTED_TURN_LIMIT: i32 = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];
    fn delta(self) -> (i32, i32) {
        match self {
            Dir::Up => (0, -1),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
        }
    }
}

/// The action after the pawn move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Drop one piece on this cell: empty (R11) or a stack (R12).
    Drop(u8),
    /// Slide your stack on this cell its height in this direction (R13).
    Slide(u8, Dir),
    /// Instead of a turn, claim a draw: the position has occurred three times (D14, with the
    /// option on). The pawn stays where it is.
    ClaimDraw,
}

/// A whole turn: the pawn's destination point, then the action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Turn {
    pub pawn: u8,
    pub action: Action,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    NoSuchPoint,
    NoSuchCell,
    /// R4.
    PawnMustMove,
    /// R6.
    PawnCannotPass,
    /// R7.
    SameHalf,
    /// R10.
    CornerSeesNothing,
    /// R9: the cell is not in the pawn's line.
    NotInSight,
    /// R11: something stands between the pawn and the empty cell.
    DropBlocked,
    /// R12/R14: the stack is already full.
    StackFull,
    /// R12: a stack between is not lower than the target.
    StackBehindNotLower,
    /// R13: there is no stack there.
    NothingToMove,
    /// R15.
    NotYourStack,
    /// R14.
    FrozenStack,
    /// R13: the slide would leave the board.
    SlideOffBoard,
    /// R13: a cell on the way is taken.
    SlideBlocked,
    /// D14: this game has no draw by repetition.
    NoRepetitionDraw,
    /// D14: the position has not occurred three times.
    NotRepeated,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// R16: the path, from the cell in front of the winner's pawn to the other's.
    Path { winner: Side, cells: Vec<u8> },
    /// R19 (or the turn limit): 4-high stacks counted.
    Count {
        black: u8,
        white: u8,
        turn_limit: bool,
    },
    /// D14: a draw claimed by this side, the position having occurred three times.
    Repetition { by: Side },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    n: u8,
    max_h: u8,
    turn_limit: u16,
    repetition_draw: bool,
    /// The positions since the last drop, oldest first, the current one last (`position_key`):
    /// a drop adds a piece for good, so no position before it can come again.
    since_drop: Vec<u64>,
    /// Each cell's stack, bottom to top.
    cells: Vec<Vec<Side>>,
    /// Ring points of the Black and White pawns.
    pawns: [u8; 2],
    to_move: Side,
    turns: u16,
    /// Who passed (R18) right before the current turn, if anyone.
    passed: Option<Side>,
    end: Option<End>,
}

/// What a ring point is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Point {
    Nw,
    Ne,
    Se,
    Sw,
    N(u8),
    E(u8),
    S(u8),
    W(u8),
}

impl State {
    pub fn size(&self) -> u8 {
        self.n
    }
    pub fn max_height(&self) -> u8 {
        self.max_h
    }
    pub fn ring_len(&self) -> u8 {
        4 * self.n + 4
    }
    pub fn cell(&self, x: u8, y: u8) -> &[Side] {
        &self.cells[(y * self.n + x) as usize]
    }
    pub fn stack(&self, c: u8) -> &[Side] {
        &self.cells[c as usize]
    }
    pub fn owner(&self, c: u8) -> Option<Side> {
        self.cells[c as usize].last().copied()
    }
    pub fn height(&self, c: u8) -> u8 {
        self.cells[c as usize].len() as u8
    }
    pub fn pawn(&self, side: Side) -> u8 {
        self.pawns[side as usize]
    }
    pub fn to_move_side(&self) -> Side {
        self.to_move
    }
    pub fn turns(&self) -> u16 {
        self.turns
    }
    pub fn passed(&self) -> Option<Side> {
        self.passed
    }
    pub fn end(&self) -> Option<&End> {
        self.end.as_ref()
    }

    /// A number naming the position: the stacks, both pawns and the side to move (FNV-1a;
    /// the positions compared are the few since the last drop).
    fn position_key(&self) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut add = |byte: u8| hash = (hash ^ byte as u64).wrapping_mul(0x0100_0000_01b3);
        for stack in &self.cells {
            add(0xff); // a stack's end, so that two stacks never read as one
            stack.iter().for_each(|&side| add(side as u8));
        }
        [self.pawns[0], self.pawns[1], self.to_move as u8]
            .into_iter()
            .for_each(add);
        hash
    }

    /// How many times the current position has occurred (1 the first time).
    pub fn occurrences(&self) -> usize {
        let now = self.since_drop.last().copied();
        self.since_drop.iter().filter(|&&k| Some(k) == now).count()
    }

    /// Whether the side to move may claim a draw now (D14): the option is on and the position
    /// has occurred three times.
    pub fn draw_claimable(&self) -> bool {
        self.end.is_none() && self.repetition_draw && self.occurrences() >= 3
    }

    /// The claim of a draw by the side to move, as a turn (its pawn stays).
    pub fn claim_draw(&self) -> Turn {
        Turn {
            pawn: self.pawn(self.to_move),
            action: Action::ClaimDraw,
        }
    }

    /// Remembers the position just reached (after a drop, only it).
    fn remember_position(&mut self, dropped: bool) {
        if dropped {
            self.since_drop.clear();
        }
        let key = self.position_key();
        self.since_drop.push(key);
    }

    /// A turn of the opponent that wins at once (R16) after `turn`, if there is one: the
    /// trap the board warns of before the turn is played (pawn to N0 and a drop in column A
    /// lets White answer with a one-cell path).
    pub fn winning_reply(&self, turn: &Turn) -> Option<Turn> {
        let mover = self.to_move;
        let mut after = self.clone();
        Stacks::apply(&mut after, turn).ok()?;
        Stacks::legal_moves(&after).into_iter().find(|reply| {
            let mut next = after.clone();
            Stacks::apply(&mut next, reply).is_ok()
                && matches!(next.end(), Some(End::Path { winner, .. }) if *winner != mover)
        })
    }
    pub fn pieces(&self) -> usize {
        self.cells.iter().map(Vec::len).sum()
    }
    /// Stacks at the maximum height owned by `side`.
    pub fn full_stacks(&self, side: Side) -> u8 {
        self.cells
            .iter()
            .filter(|s| s.len() == self.max_h as usize && s.last() == Some(&side))
            .count() as u8
    }
    pub fn black_base(&self) -> u8 {
        0
    }
    pub fn white_base(&self) -> u8 {
        2 * self.n + 2
    }

    /// A position for worked examples and puzzles: stacks given bottom to top, pawns on the
    /// given points, `to_move` next. No check that it could arise in play.
    pub fn with_position(
        config: &Config,
        stacks: &[(u8, u8, &[Side])],
        black_pawn: Point,
        white_pawn: Point,
        to_move: Side,
    ) -> Result<State, ConfigError> {
        let mut s = Stacks::new_game(config, 0)?;
        for &(x, y, pieces) in stacks {
            s.cells[(y * s.n + x) as usize] = pieces.to_vec();
        }
        s.pawns = [s.index_of(black_pawn), s.index_of(white_pawn)];
        s.to_move = to_move;
        s.remember_position(true);
        Ok(s)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stacks;

impl Stacks {
    /// Checks a whole turn without playing it.
    pub fn check(state: &State, turn: &Turn) -> Result<(), RuleError> {
        if state.end.is_some() {
            return Err(RuleError::GameOver);
        }
        let side = state.to_move;
        if turn.action == Action::ClaimDraw {
            return Self::check_claim(state, turn);
        }
        if turn.pawn >= state.ring_len() {
            return Err(RuleError::NoSuchPoint);
        }
        if turn.pawn == state.pawn(side) {
            return Err(RuleError::PawnMustMove);
        }
        if !state.pawn_destinations(side).contains(&turn.pawn) {
            // Reachable without passing the opponent, yet refused: it is the opponent's half.
            return Err(if state.reachable(side, turn.pawn) {
                RuleError::SameHalf
            } else {
                RuleError::PawnCannotPass
            });
        }
        match turn.action {
            Action::Drop(c) => {
                if c as usize >= state.cells.len() {
                    return Err(RuleError::NoSuchCell);
                }
                let line = state.line(turn.pawn);
                if line.is_empty() {
                    return Err(RuleError::CornerSeesNothing);
                }
                let i = line
                    .iter()
                    .position(|&x| x == c)
                    .ok_or(RuleError::NotInSight)?;
                state.drop_error(&line, i).map_or(Ok(()), Err)
            }
            Action::Slide(c, d) => {
                if c as usize >= state.cells.len() {
                    return Err(RuleError::NoSuchCell);
                }
                state.slide_target(side, c, d).map(|_| ())
            }
            Action::ClaimDraw => Self::check_claim(state, turn),
        }
    }

    /// D14: a draw may be claimed with the option on, the position there three times, the
    /// pawn where it stands.
    fn check_claim(state: &State, turn: &Turn) -> Result<(), RuleError> {
        if !state.repetition_draw {
            Err(RuleError::NoRepetitionDraw)
        } else if state.occurrences() < 3 {
            Err(RuleError::NotRepeated)
        } else if turn.pawn != state.pawn(state.to_move) {
            Err(RuleError::PawnMustMove)
        } else {
            Ok(())
        }
    }
}

impl Game for Stacks {
    const ID: &'static str = "stacks";
    type Config = Config;
    type State = State;
    type Move = Turn;
    type RuleError = RuleError;

    fn validate(config: &Config) -> Result<(), ConfigError> {
        if !(5..=9).contains(&config.size) {
            return ConfigError::err("size");
        }
        if !(2..=6).contains(&config.max_height) {
            return ConfigError::err("max_height");
        }
        if config.turn_limit > 999 {
            return ConfigError::err("turn_limit");
        }
        Ok(())
    }

    fn new_game(config: &Config, _seed: u64) -> Result<State, ConfigError> {
        Self::validate(config)?;
        let n = config.size;
        let mut state = State {
            n,
            max_h: config.max_height,
            turn_limit: config.turn_limit,
            repetition_draw: config.repetition_draw,
            since_drop: Vec::new(),
            cells: vec![Vec::new(); n as usize * n as usize],
            pawns: [0, 2 * n + 2],
            to_move: Side::Black,
            turns: 0,
            passed: None,
            end: None,
        };
        state.remember_position(true);
        Ok(state)
    }

    fn seats(_: &State) -> usize {
        2
    }

    fn to_move(state: &State) -> Option<Seat> {
        state.end.is_none().then(|| state.to_move.seat())
    }

    fn legal_moves(state: &State) -> Vec<Turn> {
        if state.end.is_some() {
            return Vec::new();
        }
        let side = state.to_move;
        let slides = state.slides(side);
        let mut out = Vec::new();
        if state.draw_claimable() {
            out.push(state.claim_draw());
        }
        for p in state.pawn_destinations(side) {
            out.extend(state.drops_from(p).into_iter().map(|c| Turn {
                pawn: p,
                action: Action::Drop(c),
            }));
            out.extend(slides.iter().map(|&(c, d, _)| Turn {
                pawn: p,
                action: Action::Slide(c, d),
            }));
        }
        out
    }

    fn apply(state: &mut State, turn: &Turn) -> Result<(), RuleError> {
        Self::check(state, turn)?;
        let side = state.to_move;
        state.pawns[side as usize] = turn.pawn;
        match turn.action {
            Action::Drop(c) => state.cells[c as usize].push(side),
            Action::Slide(c, d) => {
                let to = state.slide_target(side, c, d)?;
                state.cells[to as usize] = std::mem::take(&mut state.cells[c as usize]);
            }
            Action::ClaimDraw => {
                state.end = Some(End::Repetition { by: side });
                return Ok(());
            }
        }
        state.turns += 1;
        state.passed = None;
        // R16–R17: only the mover is checked.
        if let Some(cells) = state.path(side) {
            state.end = Some(End::Path {
                winner: side,
                cells,
            });
            return Ok(());
        }
        let limit_reached = state.turn_limit > 0 && state.turns >= state.turn_limit;
        let next = side.other();
        if !limit_reached && state.has_valid_turn(next) {
            state.to_move = next;
        } else if !limit_reached && state.has_valid_turn(side) {
            state.passed = Some(next); // R18
            state.to_move = side;
        } else {
            // R19 (or the optional turn limit, D12).
            state.end = Some(End::Count {
                black: state.full_stacks(Side::Black),
                white: state.full_stacks(Side::White),
                turn_limit: limit_reached,
            });
        }
        state.remember_position(matches!(turn.action, Action::Drop(_)));
        Ok(())
    }

    /// Whether the seat won by a path (R16), or by the stacks counted (R19).
    fn figures(state: &State, seat: Seat) -> Vec<i64> {
        let won = Self::outcome(state).is_some_and(|o| o.winners.contains(&seat));
        let by_path = matches!(state.end(), Some(End::Path { .. }));
        vec![(won && by_path) as i64, (won && !by_path) as i64]
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let (black, white) = (
            state.full_stacks(Side::Black) as i32,
            state.full_stacks(Side::White) as i32,
        );
        let winners = match state.end.as_ref()? {
            End::Path { winner, .. } => vec![winner.seat()],
            End::Count { .. } if black > white => vec![0],
            End::Count { .. } if white > black => vec![1],
            End::Count { .. } | End::Repetition { .. } => vec![],
        };
        Some(Outcome {
            winners,
            scores: vec![black, white],
        })
    }

    fn options() -> Vec<OptionSpec<Config>> {
        vec![
            OptionSpec {
                key: "size",
                kind: OptionKind::Number { min: 5, max: 9 },
                get: |c| c.size as i32,
                set: |c, v| c.size = option_byte(v),
            },
            OptionSpec {
                key: "max_height",
                kind: OptionKind::Number { min: 2, max: 6 },
                get: |c| c.max_height as i32,
                set: |c, v| c.max_height = option_byte(v),
            },
            OptionSpec {
                key: "turn_limit",
                kind: OptionKind::Choice(TURN_LIMITS.to_vec()),
                get: |c| c.turn_limit as i32,
                set: |c, v| c.turn_limit = v.clamp(0, u16::MAX as i32) as u16,
            },
            OptionSpec {
                key: "repetition_draw",
                kind: OptionKind::Choice(vec![0, 1]),
                get: |c| c.repetition_draw as i32,
                set: |c, v| c.repetition_draw = v != 0,
            },
        ]
    }
}
