//! Tactics suites: the computer at every level, at the app's default options, in positions
//! whose right answer a player sees at once (like the test positions chess engines are
//! checked with). Each property runs over generated positions and is checked by brute
//! force with the rules alone; each test prints its blunder count per level, then asserts
//! there are none. `cargo test --test tactics -- --nocapture` shows the counts.

use boardshelf::core::ai::{search, Level, Searchable};
use boardshelf::core::{Game, Rng, Seat};
use boardshelf::games::blokus::pieces;
use boardshelf::games::blokus::rules::{Config as BConfig, Place as BPlace, State as BState};
use boardshelf::games::blokus::Blokus;
use boardshelf::games::foursquare::policy::greedy;
use boardshelf::games::foursquare::rules::{Foursquare, Place as FPlace, State as FState, Status};
use boardshelf::games::king_square::rules::{
    at, has_square, would_complete, Config as KConfig, KingSquare, Place, Side as KSide,
    State as KState,
};
use boardshelf::games::pegs_jokers::ai::{bumps_partner, gain};
use boardshelf::games::pegs_jokers::board::{team, Pos, Track};
use boardshelf::games::pegs_jokers::cards::{card, rank};
use boardshelf::games::pegs_jokers::rules::{
    peg, Config as PConfig, PegsJokers, Play, State as PState,
};
use boardshelf::games::stacks::rules::{Config as SConfig, Stacks, State as SState, Turn};

const LEVELS: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

/// The computer's move at `level` (the full budget, as in the app without its time cap).
fn computer<G: Searchable>(state: &G::State, level: Level, seed: u64) -> G::Move {
    search::<G>(state, level, &mut Rng::new(seed), |_| true)
        .expect("a move")
        .mv
}

/// How many positions a property checks at Hard: every one in the full run
/// (`cargo test --profile fast --test tactics -- --ignored`, a few minutes), the first
/// `HARD_QUICK` in every test run (CI), where Easy and Medium still check them all.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depth {
    Quick,
    Full,
}
const HARD_QUICK: usize = 4;

/// Each property runs as `quick::<name>` in every test run and as `full::<name>` (every
/// position at Hard) with `--ignored`.
macro_rules! tactics {
    ($($property:ident),* $(,)?) => {
        mod quick {$(
            #[test]
            fn $property() {
                super::$property(super::Depth::Quick)
            }
        )*}
        mod full {$(
            #[test]
            #[ignore = "every position at Hard: cargo test --profile fast --test tactics -- --ignored"]
            fn $property() {
                super::$property(super::Depth::Full)
            }
        )*}
    };
}

tactics!(
    king_square_completes_a_square_when_it_can,
    king_square_blocks_a_single_threat,
    king_square_never_hands_the_opponent_a_square,
    stacks_takes_a_path_win,
    stacks_never_hands_the_opponent_a_win,
    foursquare_never_loses_at_once_when_a_placement_survives,
    foursquare_lasts_longest_when_every_line_loses,
    pegs_and_jokers_plays_the_winning_move,
    pegs_and_jokers_never_bumps_a_partner_for_nothing,
    pegs_and_jokers_comes_out_when_nothing_is_on_the_track,
    blokus_opens_with_five_square_pieces,
    blokus_shuts_the_opponent_out_when_it_costs_nothing,
);

/// Runs `blunder(position, move)` on the computer's move at every level over `positions`,
/// prints the count per level, and returns the first few blunders (every configuration of
/// a test is run before it fails, so that a run on an older build counts them all).
#[must_use]
fn suite<G: Searchable>(
    name: &str,
    positions: &[G::State],
    depth: Depth,
    blunder: impl Fn(&G::State, &G::Move) -> bool,
) -> Vec<String> {
    assert!(positions.len() >= 40, "{name}: only {}", positions.len());
    let mut failures = Vec::new();
    for level in LEVELS {
        let mut count = 0;
        let checked = match (level, depth) {
            (Level::Hard, Depth::Quick) => &positions[..HARD_QUICK],
            _ => positions,
        };
        for (i, s) in checked.iter().enumerate() {
            let mv = computer::<G>(s, level, i as u64);
            if blunder(s, &mv) {
                count += 1;
                if failures.len() < 5 {
                    failures.push(format!("{level:?} #{i}: {mv:?} in {s:?}"));
                }
            }
        }
        println!("{name}: {level:?} {count} of {} blunders", checked.len());
    }
    failures
        .into_iter()
        .map(|f| format!("{name}: {f}"))
        .collect()
}

fn assert_clean(failures: &[String]) {
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ---- King-Square -------------------------------------------------------------------------

fn ks_config(players: u8) -> KConfig {
    KConfig {
        players,
        ..KConfig::default() // 10×10, first to 5: the app's defaults
    }
}

fn ks_side(s: &KState) -> KSide {
    KSide::of_seat(KingSquare::to_move(s).expect("a turn"))
}

fn ks_empty(s: &KState) -> Vec<Place> {
    KingSquare::legal_moves(s)
}

/// Holes where `side` completes a square at once.
fn ks_completions(s: &KState, side: KSide) -> Vec<Place> {
    ks_empty(s)
        .into_iter()
        .filter(|&p| would_complete(s.board(), s.size(), p, side))
        .collect()
}

/// Whether, after `side` plays `p`, the other side can complete a square at once.
fn ks_hands_a_square(s: &KState, p: Place) -> bool {
    let mut t = s.clone();
    KingSquare::apply(&mut t, &p).unwrap();
    t.last_round().is_none() && !ks_completions(&t, ks_side(&t)).is_empty()
}

/// A position of `black` and `white` pegs at random holes, mid-match (scores below 5).
fn ks_random(players: u8, pegs: usize, rng: &mut Rng) -> KState {
    let mut holes: Vec<Place> = (0..10)
        .flat_map(|r| (0..10).map(move |c| at(c, r)))
        .collect();
    rng.shuffle(&mut holes);
    let to_move = rng.below(players as u64) as Seat;
    let scores = [rng.below(5) as u8, rng.below(5) as u8];
    let (black, white) = (&holes[..pegs], &holes[pegs..2 * pegs]);
    KState::with_pegs(&ks_config(players), black, white, to_move, scores).unwrap()
}

/// Positions where the opponent has exactly one hole completing a square next move and the
/// side to move has none (4–7 pegs a side), as a player meets a single threat.
fn ks_single_threats(players: u8, count: usize, seed: u64) -> Vec<KState> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let s = ks_random(players, 4 + rng.below(4) as usize, &mut rng);
        let me = ks_side(&s);
        let no_square = [KSide::Black, KSide::White]
            .iter()
            .all(|&side| !has_square(s.board(), 10, side));
        if no_square
            && ks_completions(&s, me).is_empty()
            && ks_completions(&s, me.other()).len() == 1
        {
            out.push(s);
        }
    }
    out
}

/// Positions reached by random play (up to 30 plies) where some move hands the opponent a
/// square and another move does not.
fn ks_played(players: u8, count: usize, seed: u64) -> Vec<KState> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut s = KingSquare::new_game(&ks_config(players), rng.below(1000)).unwrap();
        for _ in 0..rng.below(31) {
            let mv = *rng.choose(&ks_empty(&s)).unwrap();
            KingSquare::apply(&mut s, &mv).unwrap();
        }
        if s.last_round().is_some() || !ks_completions(&s, ks_side(&s)).is_empty() {
            continue;
        }
        let handing: Vec<bool> = ks_empty(&s)
            .iter()
            .map(|&p| ks_hands_a_square(&s, p))
            .collect();
        if handing.contains(&true) && handing.contains(&false) {
            out.push(s);
        }
    }
    out
}

/// Runs a King-Square property with 2 players and with 4 in partnership.
fn ks_suite(
    what: &str,
    depth: Depth,
    positions: impl Fn(u8) -> Vec<KState>,
    blunder: impl Fn(&KState, &Place) -> bool,
) {
    let mut failures = Vec::new();
    for players in [2, 4] {
        let name = format!("King-Square {players} players, {what}");
        failures.extend(suite::<KingSquare>(
            &name,
            &positions(players),
            depth,
            &blunder,
        ));
    }
    assert_clean(&failures);
}

/// Positions where the side to move can complete a square.
fn ks_completable(players: u8) -> Vec<KState> {
    let mut rng = Rng::new(7);
    let mut positions = Vec::new();
    while positions.len() < 40 {
        let s = ks_random(players, 4 + rng.below(4) as usize, &mut rng);
        let sides = [KSide::Black, KSide::White];
        let clean = sides.iter().all(|&side| !has_square(s.board(), 10, side));
        if clean && !ks_completions(&s, ks_side(&s)).is_empty() {
            positions.push(s);
        }
    }
    positions
}

fn king_square_completes_a_square_when_it_can(depth: Depth) {
    ks_suite("completes", depth, ks_completable, |s, p| {
        !would_complete(s.board(), s.size(), *p, ks_side(s))
    });
}

fn king_square_blocks_a_single_threat(depth: Depth) {
    let positions = |players| ks_single_threats(players, 40, 11 + players as u64);
    ks_suite("blocks", depth, positions, |s, p| ks_hands_a_square(s, *p));
}

fn king_square_never_hands_the_opponent_a_square(depth: Depth) {
    let positions = |players| ks_played(players, 40, 21 + players as u64);
    ks_suite("hands no square", depth, positions, |s, p| {
        ks_hands_a_square(s, *p)
    });
}

/// The game a player reported: Black holds D4, E4 and E5; White must take D5.
#[test]
fn king_square_blocks_the_reported_square() {
    // D4 = column D (3), row 4 (index 3) as the board labels them.
    let s = KState::with_pegs(
        &ks_config(2),
        &[at(3, 3), at(4, 3), at(4, 4)],
        &[at(7, 5), at(2, 7)],
        1,
        [0, 0],
    )
    .unwrap();
    for level in LEVELS {
        assert_eq!(computer::<KingSquare>(&s, level, 5), at(3, 4), "{level:?}");
    }
}

// ---- Stacks ------------------------------------------------------------------------------

/// Whether `turn` ends the game at once with a path win for the side that made it.
fn st_wins(s: &SState, turn: &Turn) -> bool {
    let mut t = s.clone();
    Stacks::apply(&mut t, turn).is_ok()
        && Stacks::outcome(&t).is_some_and(|o| o.winners == vec![s.to_move_side().seat()])
}

/// Positions reached by random play (default options) where `keep` holds.
fn st_played(count: usize, seed: u64, keep: impl Fn(&SState, &[Turn]) -> bool) -> Vec<SState> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut s = Stacks::new_game(&SConfig::default(), rng.below(1000)).unwrap();
        for _ in 0..rng.below(60) {
            match rng.choose(&Stacks::legal_moves(&s)) {
                Some(t) => Stacks::apply(&mut s, &t.clone()).unwrap(),
                None => break,
            }
        }
        let turns = Stacks::legal_moves(&s);
        if Stacks::to_move(&s).is_some() && keep(&s, &turns) {
            out.push(s);
        }
    }
    out
}

fn stacks_takes_a_path_win(depth: Depth) {
    let positions = st_played(40, 31, |s, turns| turns.iter().any(|t| st_wins(s, t)));
    assert_clean(&suite::<Stacks>(
        "Stacks, takes the win",
        &positions,
        depth,
        |s, t| !st_wins(s, t),
    ));
}

fn stacks_never_hands_the_opponent_a_win(depth: Depth) {
    let positions = st_played(40, 41, |s, turns| {
        let hands = |t: &Turn| s.winning_reply(t).is_some();
        !turns.iter().any(|t| st_wins(s, t)) && turns.iter().any(hands) && !turns.iter().all(hands)
    });
    assert_clean(&suite::<Stacks>(
        "Stacks, hands no win",
        &positions,
        depth,
        |s, t| s.winning_reply(t).is_some(),
    ));
}

// ---- Foursquare --------------------------------------------------------------------------

/// Whether placing the drawn card at `p` survives the turn (the deal goes on, or is won).
fn fs_survives(s: &FState, p: &FPlace) -> bool {
    let mut t = s.clone();
    Foursquare::apply(&mut t, p).unwrap();
    !matches!(t.status(), Status::LostFaceDown | Status::LostStock)
}

/// Positions of deals played at random (a careless player gets into trouble) where `keep`
/// holds.
fn fs_played(count: usize, seed: u64, keep: impl Fn(&FState, &[FPlace]) -> bool) -> Vec<FState> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut s = Foursquare::new_game(&Default::default(), rng.below(1 << 20)).unwrap();
        let plies = 8 + rng.below(28);
        for _ in 0..plies {
            if Foursquare::to_move(&s).is_none() {
                break;
            }
            let p = *rng.choose(&Foursquare::legal_moves(&s)).unwrap();
            Foursquare::apply(&mut s, &p).unwrap();
        }
        let moves = Foursquare::legal_moves(&s);
        if Foursquare::to_move(&s).is_some() && keep(&s, &moves) {
            out.push(s);
        }
    }
    out
}

fn foursquare_never_loses_at_once_when_a_placement_survives(depth: Depth) {
    let positions = fs_played(60, 51, |s, moves| {
        let survive: Vec<bool> = moves.iter().map(|p| fs_survives(s, p)).collect();
        survive.contains(&true) && survive.contains(&false)
    });
    assert_clean(&suite::<Foursquare>(
        "Foursquare, survives the turn",
        &positions,
        depth,
        |s, p| !fs_survives(s, p),
    ));
}

/// Positions late in deals played by the greedy policy with a careless move one time in
/// three (so that trouble comes late), where `keep` holds; one position a deal.
fn fs_late(count: usize, seed: u64, keep: impl Fn(&FState, &[FPlace]) -> bool) -> Vec<FState> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut s = Foursquare::new_game(&Default::default(), rng.below(1 << 20)).unwrap();
        while Foursquare::to_move(&s).is_some() {
            let moves = Foursquare::legal_moves(&s);
            if keep(&s, &moves) {
                out.push(s);
                break;
            }
            let p = match rng.below(3) {
                0 => *rng.choose(&moves).unwrap(),
                _ => greedy(&s, &mut rng),
            };
            Foursquare::apply(&mut s, &p).unwrap();
        }
    }
    out
}

/// The hint a player was given: 6 cards left, 3 face down, and 10 on the pile at F2 lost at
/// once while other placements kept the deal going.
#[test]
fn foursquare_hint_never_loses_at_once() {
    let positions = fs_late(200, 71, |s, moves| {
        s.stock_len() <= 8
            && s.face_down() >= 3
            && moves.iter().any(|p| !fs_survives(s, p))
            && moves.iter().any(|p| fs_survives(s, p))
    });
    let losing: Vec<String> = positions
        .iter()
        .enumerate()
        .map(|(i, s)| {
            (
                i,
                computer::<Foursquare>(s, Foursquare::HINT_LEVEL, i as u64),
            )
        })
        .filter(|(i, hint)| !fs_survives(&positions[*i], hint))
        .map(|(i, hint)| format!("#{i}: {hint:?} loses at once"))
        .collect();
    println!(
        "Foursquare hint: {} of {} lose at once",
        losing.len(),
        positions.len()
    );
    assert_clean(&losing);
}

/// Every order of `s`'s unseen cards that differ in the next card drawn: one state for each
/// distinct card that may come next (the rest in any order), with its chance.
fn fs_next_cards(s: &FState) -> Vec<(FState, f64)> {
    let unseen = &s.stock()[..s.stock_len() - 1];
    let mut next: Vec<_> = unseen.to_vec();
    next.sort_unstable();
    next.dedup();
    next.iter()
        .map(|&c| {
            let at = unseen.iter().position(|&u| u == c).unwrap();
            let mut order = unseen.to_vec();
            order.remove(at);
            order.push(c);
            (s.with_unseen(&order).unwrap(), 1.0 / unseen.len() as f64)
        })
        .collect()
}

/// Cards the deal will still place, on average, after `p` is placed in `s` (counting `p`)
/// when every later placement is the one that lasts longest; `None` if the deal can still be
/// won (then lasting is not the point).
fn fs_lasts(s: &FState, p: &FPlace) -> Option<f64> {
    let mut t = s.clone();
    Foursquare::apply(&mut t, p).unwrap();
    match t.status() {
        Status::Won { .. } => None,
        Status::Playing => {
            let mut sum = 0.0;
            for (u, chance) in fs_next_cards(&t) {
                let best = Foursquare::legal_moves(&u)
                    .iter()
                    .map(|q| fs_lasts(&u, q))
                    .try_fold(0.0f64, |best, l| l.map(|l| best.max(l)))?;
                sum += chance * best;
            }
            Some(1.0 + sum)
        }
        _ => Some(1.0),
    }
}

/// With 3 cards or fewer left, when the deal is lost whatever the player does, the
/// placement that lasts longest (never one that places a card fewer on average).
fn foursquare_lasts_longest_when_every_line_loses(depth: Depth) {
    let lasting = |s: &FState| -> Option<Vec<f64>> {
        let moves = Foursquare::legal_moves(s);
        moves.iter().map(|p| fs_lasts(s, p)).collect()
    };
    let positions = fs_late(40, 131, |s, _| {
        s.stock_len() <= 3
            && lasting(s).is_some_and(|l| {
                let (lo, hi) = l
                    .iter()
                    .fold((9.0f64, 0.0f64), |(a, b), &x| (a.min(x), b.max(x)));
                hi - lo >= 0.5
            })
    });
    assert_clean(&suite::<Foursquare>(
        "Foursquare, lasts longest",
        &positions,
        depth,
        |s, p| {
            let best = lasting(s).unwrap().into_iter().fold(0.0, f64::max);
            fs_lasts(s, p).unwrap() <= best - 0.5
        },
    ));
}

// ---- Pegs and Jokers ---------------------------------------------------------------------

fn pj_wins(s: &PState, play: &Play) -> bool {
    let mut t = s.clone();
    PegsJokers::apply(&mut t, play).unwrap();
    t.winner() == Some(team(s.seat()))
}

/// A team with every peg home but one, a few holes before its home, and a random hand.
fn pj_near_the_end(count: usize, seed: u64) -> Vec<PState> {
    let mut rng = Rng::new(seed);
    let track = Track { players: 4 };
    let mut out = Vec::new();
    while out.len() < count {
        let seat = 2 * rng.below(2) as u8; // team A: colours 0 and 2
        let last = peg(seat, rng.below(5) as u8);
        let before_home = rng.below(10) as i32;
        let mut pegs = vec![(
            last,
            Pos::Track(track.step(track.in_spot(seat), -before_home)),
        )];
        let mut hole = 2;
        for c in [0u8, 2] {
            for i in 0..5 {
                if peg(c, i) != last {
                    let home = if c == seat { hole } else { i + 1 };
                    hole += (c == seat) as u8;
                    pegs.push((peg(c, i), Pos::Home(home)));
                }
            }
        }
        let hand: Vec<_> = (0..5)
            .map(|_| card(1 + rng.below(13) as u8, rng.below(4) as u8))
            .collect();
        let s = PState::with_position(&PConfig::default(), &pegs, seat, &hand);
        if PegsJokers::legal_moves(&s).iter().any(|p| pj_wins(&s, p)) {
            out.push(s);
        }
    }
    out
}

/// Positions of random games where some play bumps the mover's partner and another play
/// gains the team at least as much without doing so (gains as the computer's priors count
/// them: holes moved, getting out, entering home, bumps).
fn pj_partner_bumps(count: usize, seed: u64) -> Vec<PState> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut s = PegsJokers::new_game(&PConfig::default(), rng.below(1000)).unwrap();
        for _ in 0..20 + rng.below(200) {
            match PegsJokers::playout_move(&s, &mut rng) {
                Some(p) if PegsJokers::to_move(&s).is_some() => {
                    PegsJokers::apply(&mut s, &p).unwrap()
                }
                _ => break,
            }
        }
        if PegsJokers::to_move(&s).is_none() {
            continue;
        }
        let plays = PegsJokers::legal_moves(&s);
        let gains = |bumping: bool| {
            plays
                .iter()
                .filter(|p| bumps_partner(&s, p) == bumping)
                .map(|p| gain(&s, s.seat(), p))
                .collect::<Vec<f64>>()
        };
        let least_bumping = gains(true).into_iter().reduce(f64::min);
        let best_clean = gains(false).into_iter().reduce(f64::max);
        if let (Some(b), Some(c)) = (least_bumping, best_clean) {
            if c >= b {
                out.push(s);
            }
        }
    }
    out
}

fn pegs_and_jokers_plays_the_winning_move(depth: Depth) {
    let positions = pj_near_the_end(40, 81);
    assert_clean(&suite::<PegsJokers>(
        "Pegs and Jokers, wins",
        &positions,
        depth,
        |s, p| !pj_wins(s, p),
    ));
}

fn pegs_and_jokers_never_bumps_a_partner_for_nothing(depth: Depth) {
    let positions = pj_partner_bumps(40, 91);
    assert_clean(&suite::<PegsJokers>(
        "Pegs and Jokers, partner bumps",
        &positions,
        depth,
        |s, p| {
            let plays = PegsJokers::legal_moves(s);
            bumps_partner(s, p)
                && plays
                    .iter()
                    .any(|q| !bumps_partner(s, q) && gain(s, s.seat(), q) >= gain(s, s.seat(), p))
        },
    ));
}

// ---- Blokus ------------------------------------------------------------------------------

/// Opening positions (each colour has placed fewer than `opening` five-square pieces, at
/// random) of the app's default game and of Duo.
fn bl_openings(config: &BConfig, opening: u8, count: usize, seed: u64) -> Vec<BState> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let mut s = Blokus::new_game(config, rng.below(1000)).unwrap();
            let plies = rng.below((opening as u64 - 1) * s.colours() as u64 + 1);
            for _ in 0..plies {
                let fives: Vec<BPlace> = Blokus::legal_moves(&s)
                    .into_iter()
                    .filter(|m| pieces::size(m.piece) == 5)
                    .collect();
                match rng.choose(&fives) {
                    Some(m) => Blokus::apply(&mut s, &m.clone()).unwrap(),
                    None => break,
                }
            }
            s
        })
        .collect()
}

fn blokus_opens_with_five_square_pieces(depth: Depth) {
    let duo = BConfig::duo();
    let mut failures = Vec::new();
    for (name, config, opening) in [("Classic", BConfig::default(), 5), ("Duo", duo, 3)] {
        let positions = bl_openings(&config, opening, 40, 101);
        failures.extend(suite::<Blokus>(
            &format!("Blokus {name}, opening"),
            &positions,
            depth,
            |s, m| {
                let five_fits = Blokus::legal_moves(s)
                    .iter()
                    .any(|m| pieces::size(m.piece) == 5);
                five_fits && pieces::size(m.piece) < 5
            },
        ));
    }
    assert_clean(&failures);
}

/// A team with no peg on the track (the rest home) and an ace: the ace brings a peg out
/// (eight holes of progress, and the other cards get a peg to move) rather than moving a
/// home peg one hole.
fn pegs_and_jokers_comes_out_when_nothing_is_on_the_track(depth: Depth) {
    let mut rng = Rng::new(111);
    let mut positions = Vec::new();
    while positions.len() < 40 {
        let seat = rng.below(4) as u8;
        let mut pegs = Vec::new();
        for c in [seat % 2, seat % 2 + 2] {
            let home = rng.below(4) as u8; // at least one peg of each colour still in start
            for i in 0..home {
                pegs.push((peg(c, i), Pos::Home(1 + i))); // room to move on inside
            }
        }
        let mut hand: Vec<_> = (0..4)
            .map(|_| card(1 + rng.below(13) as u8, rng.below(4) as u8))
            .collect();
        hand.push(card(1, rng.below(4) as u8));
        let s = PState::with_position(&PConfig::default(), &pegs, seat, &hand);
        let plays = PegsJokers::legal_moves(&s);
        let ace_moves = |p: &Play| matches!(p, Play::Move { card, .. } if rank(*card) == 1);
        if plays.iter().any(ace_moves) {
            positions.push(s);
        }
    }
    assert_clean(&suite::<PegsJokers>(
        "Pegs and Jokers, ace comes out",
        &positions,
        depth,
        |_, p| matches!(p, Play::Move { card, .. } if rank(*card) == 1),
    ));
}

/// Whether `m` leaves the other colour of a Duo game without a placement.
fn bl_shuts_out(s: &BState, m: &BPlace) -> bool {
    let other = 1 - s.current();
    let mut t = s.clone();
    Blokus::apply(&mut t, m).unwrap();
    t.is_blocked(other) || !t.has_move(other)
}

/// Duo positions of random play where the opponent can still place, and a placement of the
/// largest size the mover has shuts it out for good (it costs nothing).
fn bl_shut_outs(count: usize, seed: u64) -> Vec<BState> {
    let duo = BConfig::duo();
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut s = Blokus::new_game(&duo, rng.below(1000)).unwrap();
        let plies = 14 + rng.below(16);
        for _ in 0..plies {
            match s.sample_move(&mut rng) {
                Some(m) if Blokus::to_move(&s).is_some() => Blokus::apply(&mut s, &m).unwrap(),
                _ => break,
            }
        }
        let Some(seat) = Blokus::to_move(&s) else {
            continue;
        };
        let other = 1 - s.current();
        if s.is_blocked(other) || !s.has_move(other) || seat != s.seat_of(s.current()) {
            continue;
        }
        let moves = Blokus::legal_moves(&s);
        let largest = moves.iter().map(|m| pieces::size(m.piece)).max();
        let free = moves
            .iter()
            .any(|m| Some(pieces::size(m.piece)) == largest && bl_shuts_out(&s, m));
        if free {
            out.push(s);
        }
    }
    out
}

fn blokus_shuts_the_opponent_out_when_it_costs_nothing(depth: Depth) {
    let positions = bl_shut_outs(40, 121);
    assert_clean(&suite::<Blokus>(
        "Blokus Duo, shuts out",
        &positions,
        depth,
        |s, m| !bl_shuts_out(s, m),
    ));
}
