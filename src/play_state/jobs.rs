//! The computer's work for the player: a hint for the position shown, and the analysis of
//! the whole game (started, kept, and read back per move).

use super::*;

impl<G: Searchable + GameText> PlayState<G> {
    pub(super) fn analyse(&mut self, effects: &mut Vec<Effect>) {
        if !self.can_analyse() {
            return;
        }
        let job = self.new_job();
        let total = self.total() + 1;
        self.analysis = Some(Analysing::Running {
            job,
            done: 0,
            total,
        });
        effects.push(Effect::Analyse {
            job,
            level: crate::core::ai::analysis::level::<G>(),
            seed: self.session.record().seed,
        });
    }

    /// An analysis kept with the save (shown only while it is of the game's moves).
    pub fn keep_analysis(&mut self, analysis: Analysis<G::Move>) {
        self.analysis = Some(Analysing::Done(analysis));
    }

    /// "Analyse" may start: moves to look at, none running, none done of these moves, and
    /// hidden hands only once the game is over (when every hand may be shown).
    pub fn can_analyse(&self) -> bool {
        let running = matches!(self.analysis, Some(Analysing::Running { .. }));
        self.total() > 0
            && !running
            && self.analysis().is_none()
            && (self.is_over() || !self.hidden_hands)
            && !self.session.is_seen()
    }

    /// The analysis of the game as it stands, once done.
    pub fn analysis(&self) -> Option<&Analysis<G::Move>> {
        match &self.analysis {
            Some(Analysing::Done(a)) if a.is_of(self.session.moves()) => Some(a),
            _ => None,
        }
    }

    /// How far the running analysis got, from 0 to 1.
    pub fn analysing(&self) -> Option<f64> {
        match self.analysis {
            Some(Analysing::Running { done, total, .. }) => Some(done as f64 / total.max(1) as f64),
            _ => None,
        }
    }

    /// Looking back at the position before a marked mistake: the move the analysis
    /// preferred there (the board shows it like a hint).
    pub fn better_here(&self) -> Option<&G::Move> {
        let at = self.viewing?;
        let mistake = self.analysis()?.mistakes.get(at)?.as_ref()?;
        Some(&mistake.better)
    }

    pub(super) fn ask_hint(&mut self, effects: &mut Vec<Effect>) {
        // What went wrong before is not what the player asks about now.
        self.problem = None;
        if !self.can_hint() || self.hint.as_ref().is_some_and(|h| h.ply == self.total()) {
            return;
        }
        let job = self.new_job();
        self.hint = Some(Hint {
            job,
            ply: self.total(),
            answer: None,
        });
        effects.push(Effect::Search {
            job,
            // The analysis's search of this position, at its depth and with its seed: the
            // analysis never marks a hinted move.
            level: crate::core::ai::analysis::level::<G>(),
            seed: crate::core::ai::analysis::position_seed(
                self.session.record().seed,
                self.total(),
            ),
            pace_ms: 0.0,
            hint: true,
        });
    }

    pub(super) fn answer(&mut self, job: u32, mv: G::Move, effects: &mut Vec<Effect>) {
        if let Some(hint) = self.hint.as_mut().filter(|h| h.job == job) {
            hint.answer = Some(mv);
        } else if self
            .thinking
            .is_some_and(|t| t.job == job && t.ply == self.total())
        {
            self.thinking = None;
            match self.session.play(mv) {
                Ok(()) => self.changed(effects),
                Err(e) => self.problem = Some(Problem::Illegal(e)),
            }
        }
    }
}
