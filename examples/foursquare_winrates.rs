//! Win rates of random and greedy play over many Foursquare deals.
//! `cargo run --release --example foursquare_winrates [deals]`

use boardshelf::games::foursquare::policy::{greedy, play_out, random};
use boardshelf::games::foursquare::rules::{State, Status};
use std::time::Instant;

fn main() {
    let deals: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(100_000);
    for (name, policy) in [
        ("random", random as fn(&_, &mut _) -> _),
        ("greedy", greedy),
    ] {
        let start = Instant::now();
        let (mut wins, mut score_sum) = (0u64, 0u64);
        for seed in 0..deals {
            let end: State = play_out(seed, policy);
            if let Status::Won { score } = end.status() {
                wins += 1;
                score_sum += score as u64;
            }
        }
        let rate = 100.0 * wins as f64 / deals as f64;
        // 95% confidence interval (normal approximation).
        let half = 196.0 * (rate / 100.0 * (1.0 - rate / 100.0) / deals as f64).sqrt();
        let mean = if wins > 0 {
            score_sum as f64 / wins as f64
        } else {
            0.0
        };
        println!(
            "{name:>6}: {wins} wins in {deals} deals = {rate:.2}% ± {half:.2}; mean winning score {mean:.1}; {:.1} s",
            start.elapsed().as_secs_f64()
        );
    }
}
