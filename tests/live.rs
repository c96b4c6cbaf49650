//! Live play (src/live): a simulated network of devices playing whole games while it loses,
//! doubles, delays and reorders messages, cuts devices off and reloads them; then crafted
//! messages one by one.

mod live_sim;

use boardshelf::games::blokus::{rules::Config as BlConfig, Blokus};
use boardshelf::games::king_square::{rules::Config as KsConfig, KingSquare};
use boardshelf::games::stacks::{rules::Config as StConfig, Stacks};
use live_sim::run::{run_game, Chaos};
use live_sim::Faults;

fn ks(players: u8) -> KsConfig {
    KsConfig {
        size: 4,
        players,
        target: 2,
        random_first: true,
    }
}

fn stacks() -> StConfig {
    StConfig {
        size: 5,
        turn_limit: 40,
        ..StConfig::default()
    }
}

const UNDOS: Chaos = Chaos {
    faults: Faults::BAD,
    undos: true,
    reloads: true,
    record_reloads: false,
    liar: false,
};

const LIAR: Chaos = Chaos {
    liar: true,
    ..UNDOS
};

const RECORD_RELOADS: Chaos = Chaos {
    undos: false,
    record_reloads: true,
    ..UNDOS
};

#[test]
fn king_square_two_devices_converge() {
    for seed in 0..200 {
        run_game::<KingSquare>(&[7, 3], ks(2), seed, 400, UNDOS);
    }
}

#[test]
fn king_square_four_seats_three_devices_converge() {
    for seed in 0..200 {
        run_game::<KingSquare>(&[5, 9, 2], ks(4), seed, 600, UNDOS);
    }
}

#[test]
fn stacks_two_devices_converge() {
    for seed in 0..200 {
        run_game::<Stacks>(&[4, 8], stacks(), seed, 400, UNDOS);
    }
}

#[test]
fn king_square_reloads_from_saved_records_converge() {
    for seed in 0..200 {
        run_game::<KingSquare>(&[7, 3, 12], ks(4), seed, 600, RECORD_RELOADS);
    }
}

#[test]
fn king_square_four_devices_and_a_watcher_converge() {
    for seed in 0..100 {
        run_game::<KingSquare>(&[21, 22, 23, 24, 25], ks(4), seed, 800, UNDOS);
    }
}

#[test]
fn blokus_duo_two_devices_converge() {
    for seed in 0..10 {
        run_game::<Blokus>(&[4, 8], BlConfig::duo(), seed, 300, UNDOS);
    }
}

#[test]
fn a_lying_watcher_changes_nothing() {
    let mut refused = 0;
    for seed in 0..200 {
        refused += run_game::<KingSquare>(&[7, 3, 12, 40], ks(4), seed, 600, LIAR);
    }
    assert!(refused > 1000, "the lies were heard and refused: {refused}");
}

/// Ten times the seeds of the tests above (about ten times their time):
/// `cargo test --test live many_runs -- --ignored`.
#[test]
#[ignore]
fn many_runs() {
    for seed in 1_000..3_000 {
        run_game::<KingSquare>(&[7, 3], ks(2), seed, 400, UNDOS);
        run_game::<KingSquare>(&[5, 9, 2], ks(4), seed, 600, UNDOS);
        run_game::<Stacks>(&[4, 8], stacks(), seed, 400, UNDOS);
        run_game::<KingSquare>(&[7, 3, 12, 40], ks(4), seed, 600, LIAR);
    }
    for seed in 1_000..1_100 {
        run_game::<Blokus>(&[4, 8], BlConfig::duo(), seed, 300, UNDOS);
        run_game::<KingSquare>(&[21, 22, 23, 24, 25], ks(4), seed, 800, UNDOS);
    }
}

/// Devices coming back from their saved record only, over many seeds. Known to fail at
/// seed 1226 (a move of a person's seat lost after reloads from saved records): left
/// open, see `CASE=records SEED=1226` below.
#[test]
#[ignore]
fn many_record_reload_runs() {
    for seed in 1_000..3_000 {
        run_game::<KingSquare>(&[7, 3, 12], ks(4), seed, 600, RECORD_RELOADS);
    }
}

/// Replays one run, to look into a failure: `CASE=ks2|ks4|stacks|records SEED=n TRACE=1
/// cargo test --test live replay_one -- --ignored --nocapture`.
#[test]
#[ignore]
fn replay_one() {
    let seed: u64 = std::env::var("SEED").map_or(0, |s| s.parse().unwrap());
    match std::env::var("CASE").as_deref().unwrap_or("ks2") {
        "ks4" => run_game::<KingSquare>(&[5, 9, 2], ks(4), seed, 600, UNDOS),
        "stacks" => run_game::<Stacks>(&[4, 8], stacks(), seed, 400, UNDOS),
        "liar" => run_game::<KingSquare>(&[7, 3, 12, 40], ks(4), seed, 600, LIAR),
        "records" => run_game::<KingSquare>(&[7, 3, 12], ks(4), seed, 600, RECORD_RELOADS),
        _ => run_game::<KingSquare>(&[7, 3], ks(2), seed, 400, UNDOS),
    };
}
