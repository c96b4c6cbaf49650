//! Any game's computer player over standard input, one position a line, so that the arena
//! can play today's search against the search of another build (`arena ... ext:<level>:<this
//! program>`; docs/ai.md says how to build an older commit's copy).
//!
//! Each line in: `<level> <seed> <record JSON>` (level: easy, medium, hard, max:<ms>; the
//! record as saves hold it). Each line out: the chosen move as JSON, or `error: <why>`.

use boardshelf::core::ai::Level;
use boardshelf::core::codec::Json;
use boardshelf::erased::AnyPlayer;
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

fn level(word: &str) -> Option<(Level, Option<Duration>)> {
    Some(match word {
        "easy" => (Level::Easy, None),
        "medium" => (Level::Medium, None),
        "hard" => (Level::Hard, None),
        _ => {
            let ms = word.strip_prefix("max:")?.parse().ok()?;
            (Level::Max, Some(Duration::from_millis(ms)))
        }
    })
}

/// One computer player per game, kept from line to line as the app's worker keeps it.
type Players = HashMap<String, Box<dyn AnyPlayer>>;

/// The move for one line, as JSON text.
fn answer(line: &str, players: &mut Players) -> Result<String, String> {
    let mut words = line.splitn(3, ' ');
    let (Some(lv), Some(seed), Some(record)) = (words.next(), words.next(), words.next()) else {
        return Err("expected <level> <seed> <record JSON>".into());
    };
    let (level, limit) = level(lv).ok_or(format!("unknown level {lv:?}"))?;
    let seed = seed.parse().map_err(|_| format!("bad seed {seed:?}"))?;
    let game: serde_json::Value = serde_json::from_str(record).map_err(|e| e.to_string())?;
    let id = game["game"].as_str().unwrap_or_default();
    let engine = boardshelf::games::engine(id).ok_or(format!("unknown game {id:?}"))?;
    let record = Json::parse(record.to_string()).map_err(|e| e.to_string())?;
    let start = Instant::now();
    let mut spent = |_| limit.map_or(0.0, |l| start.elapsed().as_secs_f64() / l.as_secs_f64());
    let player = players
        .entry(id.to_string())
        .or_insert_with(|| engine.player());
    let mv = player.computer_move(&record, level, seed, &mut spent)?;
    Ok(mv.text().to_string())
}

fn main() {
    let stdout = std::io::stdout();
    let mut players = Players::new();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let reply = answer(line.trim(), &mut players).unwrap_or_else(|e| format!("error: {e}"));
        let mut out = stdout.lock();
        if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
            break;
        }
    }
}
