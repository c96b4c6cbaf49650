//! Statistics of a one-player game (Foursquare): played, won, best score, streaks.
//! Each finished game counts once, at its first end, whatever undo and redo do later.

use serde::{Deserialize, Serialize};

/// How many finished game ids are remembered to avoid counting a game twice.
const REMEMBERED: usize = 500;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    pub played: u32,
    pub won: u32,
    pub best_score: Option<i32>,
    pub streak: u32,
    pub best_streak: u32,
    /// Games finished after an undo in "counted" mode: left out of the figures above.
    pub with_undo: u32,
    /// Ids of the games already counted (most recent last).
    pub counted: Vec<String>,
}

impl Stats {
    /// Records a finished game. Returns false if this game was already counted.
    pub fn record(&mut self, id: &str, won: bool, score: i32, undos: u32) -> bool {
        if self.counted.iter().any(|c| c == id) {
            return false;
        }
        self.counted.push(id.to_string());
        if self.counted.len() > REMEMBERED {
            self.counted.remove(0);
        }
        if undos > 0 {
            self.with_undo += 1;
            return true;
        }
        self.played += 1;
        if won {
            self.won += 1;
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
            self.best_score = Some(self.best_score.map_or(score, |b| b.max(score)));
        } else {
            self.streak = 0;
        }
        true
    }

    /// Percentage of games won, if any was played.
    pub fn win_rate(&self) -> Option<f64> {
        (self.played > 0).then(|| 100.0 * self.won as f64 / self.played as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_each_game_once_with_streaks_and_best_score() {
        let mut s = Stats::default();
        assert!(s.record("a", true, 5, 0));
        assert!(!s.record("a", true, 5, 0), "same game again");
        assert!(s.record("b", true, 9, 0));
        assert!(s.record("c", false, 0, 0));
        assert!(s.record("d", true, 2, 0));
        assert_eq!(
            (s.played, s.won, s.best_score, s.streak, s.best_streak),
            (4, 3, Some(9), 1, 2)
        );
        assert_eq!(s.win_rate(), Some(75.0));
        assert!(s.record("e", true, 20, 1));
        assert_eq!(
            (s.played, s.with_undo, s.best_score),
            (4, 1, Some(9)),
            "undo games left out"
        );
    }

    #[test]
    fn unknown_or_missing_fields_load_as_defaults() {
        let s: Stats = serde_json::from_str("{\"played\": 3, \"future\": true}").unwrap();
        assert_eq!((s.played, s.won), (3, 0));
    }
}
