//! A streak (as many in a row as you can; one miss ends it) or a rush (as many as you can
//! before the time is up; three misses end it early): the count, the clock, and the end.

use crate::app::View;
use crate::app::platform::Instant;
use crate::i18n::Message;
use crate::progress::Run;

/// Misses that end a rush before its time.
pub const RUSH_STRIKES: u32 = 3;

/// A streak or rush under way.
#[derive(Debug, Clone)]
pub struct PuzzleRun {
    /// Which kind.
    pub run: Run,
    /// Puzzles solved so far.
    pub solved: u32,
    /// Puzzles missed so far.
    pub missed: u32,
    /// When it began (a rush's clock).
    started: Instant,
    /// A rush's length in seconds.
    seconds: u64,
    /// Over: the count is final.
    over: bool,
    /// The child's best before this run.
    best_before: u32,
    /// The count was handed on to be kept.
    recorded: bool,
}

/// What a finished puzzle did to the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// On to the next puzzle.
    GoOn,
    /// The run is over now.
    Over,
}

impl PuzzleRun {
    /// A streak starting now; `best` is the child's best so far.
    pub fn streak(best: u32) -> Self {
        PuzzleRun::new(Run::Streak, 0, best)
    }

    /// A rush of `seconds` starting now.
    pub fn rush(seconds: u64, best: u32) -> Self {
        PuzzleRun::new(Run::Rush, seconds, best)
    }

    fn new(run: Run, seconds: u64, best: u32) -> Self {
        PuzzleRun {
            run,
            solved: 0,
            missed: 0,
            started: Instant::now(),
            seconds,
            over: false,
            best_before: best,
            recorded: false,
        }
    }

    /// Whether the run has ended.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// A rush's seconds left (a streak has no clock).
    pub fn seconds_left(&self) -> Option<u64> {
        (self.run == Run::Rush).then(|| {
            self.seconds
                .saturating_sub(self.started.elapsed().as_secs())
        })
    }

    /// A rush whose time ran out ends; returns whether it just ended.
    pub fn tick(&mut self) -> bool {
        if !self.over && self.seconds_left() == Some(0) {
            self.over = true;
            return true;
        }
        false
    }

    /// The open puzzle was solved.
    pub fn solved_one(&mut self) -> Outcome {
        self.solved = self.solved.saturating_add(1);
        if self.tick() {
            Outcome::Over
        } else {
            Outcome::GoOn
        }
    }

    /// The open puzzle was missed.
    pub fn missed_one(&mut self) -> Outcome {
        self.missed = self.missed.saturating_add(1);
        let ends = match self.run {
            Run::Streak => true,
            Run::Rush => self.missed >= RUSH_STRIKES,
        };
        self.over |= ends;
        if self.over || self.tick() {
            self.over = true;
            Outcome::Over
        } else {
            Outcome::GoOn
        }
    }

    /// Ends the run; the count to keep the first time, `None` after.
    pub fn finish(&mut self) -> Option<u32> {
        self.over = true;
        (!std::mem::replace(&mut self.recorded, true)).then_some(self.solved)
    }

    /// Whether this run beat the child's best.
    pub fn is_new_best(&self) -> bool {
        self.solved > self.best_before
    }

    /// The line above the board: the count, and a rush's clock and misses.
    pub fn status(&self) -> Message {
        match self.seconds_left() {
            None => Message::new("app-run-streak-count").number("count", i64::from(self.solved)),
            Some(left) => Message::new("app-run-rush-status")
                .text("time", format!("{}:{:02}", left / 60, left % 60))
                .number("solved", i64::from(self.solved))
                .number("missed", i64::from(self.missed)),
        }
    }

    /// What the end says.
    pub fn end_message(&self) -> Message {
        let id = match self.run {
            Run::Streak => "app-run-streak-over",
            Run::Rush => "app-run-rush-over",
        };
        Message::new(id).number("count", i64::from(self.solved))
    }

    /// Draws the status line, large; a rush keeps asking for frames while its clock runs.
    pub fn status_ui(&self, ui: &mut egui::Ui, view: &View) {
        let text = egui::RichText::new(view.tr.render(&self.status()))
            .size(24.0)
            .strong();
        ui.label(text);
        if !self.over && self.run == Run::Rush {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(250));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_miss_ends_a_streak() {
        let mut run = PuzzleRun::streak(1);
        assert_eq!(run.solved_one(), Outcome::GoOn);
        assert_eq!(run.solved_one(), Outcome::GoOn);
        assert!(run.is_new_best());
        assert_eq!(run.missed_one(), Outcome::Over);
        assert!(run.is_over());
        assert_eq!(run.solved, 2);
        assert_eq!(run.seconds_left(), None);
        assert_eq!(run.finish(), Some(2));
        assert_eq!(run.finish(), None);
    }

    #[test]
    fn a_rush_takes_two_misses_and_ends_at_the_third() {
        let mut run = PuzzleRun::rush(180, 5);
        assert_eq!(run.missed_one(), Outcome::GoOn);
        assert_eq!(run.solved_one(), Outcome::GoOn);
        assert_eq!(run.missed_one(), Outcome::GoOn);
        assert_eq!(run.missed_one(), Outcome::Over);
        assert!(!run.is_new_best());
        assert!(run.seconds_left().is_some_and(|s| s <= 180));
    }

    #[test]
    fn a_rush_without_time_ends_at_the_first_tick() {
        let mut run = PuzzleRun::rush(0, 0);
        assert!(run.tick());
        assert!(run.is_over());
        assert!(!run.tick());
    }
}
