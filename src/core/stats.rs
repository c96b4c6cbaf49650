//! Statistics of a game kind: for a one-player game (Foursquare) played, won, best score and
//! streaks; for the others a line per opponent (people, or the computer's strongest level at
//! the table) and number of players, with won, lost, drawn, streaks and the game's own
//! figures (squares made, score, ...). Each finished game counts once, at its first end,
//! whatever undo and redo do later.

use crate::core::ai::Level;
use crate::core::correspondence::{Player, Seats};
use crate::core::{Outcome, Seat};
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
    /// Games of more than one player: a line per opponent and table.
    pub lines: Vec<Line>,
}

/// Whom the people here played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Against {
    /// Each other, or friends by link.
    #[default]
    People,
    /// The computer, at the strongest level at the table.
    Computer(Level),
}

/// How a finished game went for the people here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    Won,
    Lost,
    Drawn,
    /// People here on more than one side: one of them won.
    AmongThemselves,
}

/// How a game's own figure is shown: its average a game, or its total.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Figure {
    Average,
    Total,
}

/// The games against one opponent at one table size.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Line {
    pub against: Against,
    pub players: u8,
    pub played: u32,
    pub won: u32,
    pub lost: u32,
    pub drawn: u32,
    pub streak: u32,
    pub best_streak: u32,
    /// The game's figures summed over the games of this line (`Game::figures`).
    pub figures: Vec<i64>,
}

/// A finished game as its line counts it.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    pub against: Against,
    pub players: u8,
    pub finish: Finish,
    /// The game's figures for the first seat played here.
    pub figures: Vec<i64>,
}

impl Game {
    /// The game as counted for the people here (None when nobody here played), from its
    /// outcome, who played each seat, and each seat's figures.
    pub fn of(outcome: &Outcome, seats: &Seats, figures: &[Vec<i64>]) -> Option<Game> {
        let players = outcome.scores.len();
        let player = |s: usize| seats.get(s).copied().unwrap_or(Player::Here);
        let here: Vec<Seat> = (0..players)
            .filter(|&s| player(s) == Player::Here)
            .map(|s| s as Seat)
            .collect();
        let first = *here.first()?;
        let won = here.iter().filter(|s| outcome.winners.contains(s)).count();
        let finish = match won {
            _ if outcome.winners.is_empty() => Finish::Drawn,
            0 => Finish::Lost,
            n if n == here.len() => Finish::Won,
            _ => Finish::AmongThemselves,
        };
        let strongest = (0..players)
            .filter_map(|s| player(s).level())
            .max_by_key(|l| *l as u8);
        Some(Game {
            against: strongest.map_or(Against::People, Against::Computer),
            players: players as u8,
            finish,
            figures: figures.get(first as usize).cloned().unwrap_or_default(),
        })
    }
}

impl Stats {
    /// Records a finished game. Returns false if this game was already counted.
    pub fn record(&mut self, id: &str, won: bool, score: i32, undos: u32) -> bool {
        if !self.remember(id) {
            return false;
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

    /// Counts a finished game of several players in its line. Returns false if this game
    /// was already counted.
    pub fn record_game(&mut self, id: &str, game: &Game) -> bool {
        if !self.remember(id) {
            return false;
        }
        let at = (self.lines.iter())
            .position(|l| l.against == game.against && l.players == game.players)
            .unwrap_or_else(|| {
                self.lines.push(Line {
                    against: game.against,
                    players: game.players,
                    ..Line::default()
                });
                self.lines.len() - 1
            });
        let line = &mut self.lines[at];
        line.played += 1;
        match game.finish {
            Finish::Won => {
                line.won += 1;
                line.streak += 1;
                line.best_streak = line.best_streak.max(line.streak);
            }
            Finish::Lost => line.lost += 1,
            Finish::Drawn => line.drawn += 1,
            Finish::AmongThemselves => {}
        }
        if game.finish != Finish::Won {
            line.streak = 0;
        }
        if line.figures.len() < game.figures.len() {
            line.figures.resize(game.figures.len(), 0);
        }
        for (sum, f) in line.figures.iter_mut().zip(&game.figures) {
            *sum += f;
        }
        true
    }

    /// Remembers a game as counted; false if it already was.
    fn remember(&mut self, id: &str) -> bool {
        if self.counted.iter().any(|c| c == id) {
            return false;
        }
        self.counted.push(id.to_string());
        if self.counted.len() > REMEMBERED {
            self.counted.remove(0);
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

    fn outcome(winners: &[Seat], seats: usize) -> Outcome {
        Outcome {
            winners: winners.to_vec(),
            scores: vec![0; seats],
        }
    }

    #[test]
    fn games_of_several_players_count_in_the_line_of_their_opponent_and_table() {
        let vs = |l| vec![Player::Here, Player::Computer(l)];
        let figures = vec![vec![3, 1], vec![5, 0]];
        let mut s = Stats::default();
        let g = |w: &[Seat], seats: Seats| Game::of(&outcome(w, 2), &seats, &figures).unwrap();
        assert!(s.record_game("a", &g(&[0], vs(Level::Easy))));
        assert!(
            !s.record_game("a", &g(&[0], vs(Level::Easy))),
            "once a game"
        );
        assert!(s.record_game("b", &g(&[0], vs(Level::Easy))));
        assert!(s.record_game("c", &g(&[1], vs(Level::Easy))));
        assert!(s.record_game("d", &g(&[], vs(Level::Hard))));
        assert!(s.record_game("e", &g(&[1], vec![Player::Here, Player::Here])));
        let easy = &s.lines[0];
        assert_eq!(easy.against, Against::Computer(Level::Easy));
        assert_eq!(
            (
                easy.played,
                easy.won,
                easy.lost,
                easy.drawn,
                easy.streak,
                easy.best_streak
            ),
            (3, 2, 1, 0, 0, 2)
        );
        assert_eq!(
            easy.figures,
            vec![9, 3],
            "the first seat played here, summed"
        );
        assert_eq!(
            (s.lines[1].drawn, s.lines[1].against),
            (1, Against::Computer(Level::Hard))
        );
        let people = &s.lines[2];
        assert_eq!(
            (people.against, people.played, people.won, people.lost),
            (Against::People, 1, 0, 0)
        );
        assert_eq!(s.played, 0, "the one-player figures stay apart");
        // Partners here win together; nobody here: not counted.
        let team = vec![
            Player::Here,
            Player::Computer(Level::Medium),
            Player::Here,
            Player::Friend,
        ];
        let four = Game::of(&outcome(&[0, 2], 4), &team, &[]).unwrap();
        assert_eq!(
            (four.finish, four.players, four.against),
            (Finish::Won, 4, Against::Computer(Level::Medium))
        );
        let none = vec![Player::Computer(Level::Easy); 2];
        assert_eq!(Game::of(&outcome(&[0], 2), &none, &figures), None);
    }

    #[test]
    fn unknown_or_missing_fields_load_as_defaults() {
        let s: Stats = serde_json::from_str("{\"played\": 3, \"future\": true}").unwrap();
        assert_eq!((s.played, s.won), (3, 0));
    }
}
