//! Each game's statistics in the store (`boardshelf.stats.<game>`): read, counted once per
//! finished game, and damaged copies kept aside under keys of their own until the player
//! clears them.

use super::{Saves, Store, StoreError, DAMAGED_STATS, STATS};
use crate::core::correspondence::Seats;
use crate::core::stats::Stats;
use crate::erased::Summary;

impl<S: Store> Saves<S> {
    /// A one-player game's statistics: defaults when there are none; `Err` with the stored
    /// text when it cannot be read.
    fn read_stats(&self, game: &str) -> Result<Stats, String> {
        match self.store.get(&format!("{STATS}{game}")) {
            None => Ok(Stats::default()),
            Some(raw) => serde_json::from_str(&raw).map_err(|_| raw),
        }
    }

    /// A game's statistics to show, and how many damaged copies of earlier ones are kept
    /// aside (the player is told, and may clear them). Unreadable statistics are kept aside
    /// as soon as they are seen, so the figures shown start again from here.
    pub fn stats(&self, game: &str) -> (Stats, usize) {
        let (stats, unread) = match self.read_stats(game) {
            Ok(stats) => (stats, 0),
            Err(raw) => {
                // Kept aside and counted afresh; if the store refuses, left as they are (and
                // counted among the damaged copies).
                let aside = self.keep_stats_aside(game, &raw).is_ok();
                if aside {
                    self.store.remove(&format!("{STATS}{game}"));
                }
                (Stats::default(), usize::from(!aside))
            }
        };
        (stats, self.damaged_stats_keys(game).len() + unread)
    }

    /// The keys of a game's damaged statistics kept aside: `boardshelf.damaged.stats.<game>`,
    /// then `.2`, `.3`... for each later damage.
    fn damaged_stats_keys(&self, game: &str) -> Vec<String> {
        let first = format!("{DAMAGED_STATS}{game}");
        let later = format!("{first}.");
        let mut keys: Vec<String> = (self.store.keys().into_iter())
            .filter(|k| {
                *k == first
                    || k.strip_prefix(&later)
                        .is_some_and(|n| n.parse::<u32>().is_ok())
            })
            .collect();
        keys.sort_unstable();
        keys
    }

    /// Keeps unreadable statistics aside under a key of their own, never over an earlier
    /// copy (the same text twice is kept once).
    fn keep_stats_aside(&self, game: &str, raw: &str) -> Result<(), StoreError> {
        let kept = self.damaged_stats_keys(game);
        if kept
            .iter()
            .any(|k| self.store.get(k).as_deref() == Some(raw))
        {
            return Ok(());
        }
        let first = format!("{DAMAGED_STATS}{game}");
        let key = (1..)
            .map(|n| match n {
                1 => first.clone(),
                n => format!("{first}.{n}"),
            })
            .find(|k| !kept.contains(k))
            .expect("a free key");
        self.store.set(&key, raw)
    }

    /// Clears a game's damaged statistics: the copies kept aside, and unreadable ones still
    /// in place. The figures counted since stay.
    pub fn clear_damaged_stats(&self, game: &str) {
        for key in self.damaged_stats_keys(game) {
            self.store.remove(&key);
        }
        if self.read_stats(game).is_err() {
            self.store.remove(&format!("{STATS}{game}"));
        }
    }

    /// Counts a finished game in its statistics (once per game): a one-player game by its
    /// score, the others in the line of their opponent and table. Unreadable statistics are
    /// first kept aside under a key of their own (never over an earlier copy), then
    /// counting starts again: a game is counted whatever happened to the figures before.
    pub fn record_stats(
        &self,
        game: &str,
        id: &str,
        summary: &Summary,
        seats: &Seats,
    ) -> Result<(), StoreError> {
        let Some(outcome) = summary.outcome.as_ref() else {
            return Ok(());
        };
        let mut stats = match self.read_stats(game) {
            Ok(stats) => stats,
            Err(raw) => {
                self.keep_stats_aside(game, &raw)?;
                Stats::default()
            }
        };
        let counted = match outcome.scores.as_slice() {
            [score] => stats.record(id, !outcome.winners.is_empty(), *score, summary.undos),
            _ => match crate::core::stats::Game::of(outcome, seats, &summary.figures) {
                Some(played) if summary.undos == 0 => stats.record_game(id, &played),
                _ => false,
            },
        };
        if counted {
            let json = serde_json::to_string(&stats).expect("stats always serialize");
            self.store.set(&format!("{STATS}{game}"), &json)?;
        }
        Ok(())
    }
}
