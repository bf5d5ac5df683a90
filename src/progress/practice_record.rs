//! What puzzle practice keeps for each child and game: the Glicko-2 rating and its trend, the
//! best streak and rush; and for each puzzle on this computer, its own rating.

use super::classroom::{Classroom, ProfileId, UnknownProfile};
use crate::practice::{Attempt, CHILD_START, Rating, Review, glicko2, puzzle_start};
use serde::{Deserialize, Serialize};

/// The most rating points kept per child and game (older ones are dropped first).
pub const MAX_HISTORY: usize = 200;

/// A child's rating at one moment, in whole points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingPoint {
    /// When, in seconds since 1970 (UTC).
    pub at: u64,
    /// The rating after the attempt.
    pub rating: i32,
}

/// A child's puzzle practice in one game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GamePractice {
    /// The child's rating.
    pub rating: Rating,
    /// The rating after each rated attempt, oldest first (at most [`MAX_HISTORY`]).
    #[serde(default)]
    pub history: Vec<RatingPoint>,
    /// The most puzzles solved in a row in a streak.
    #[serde(default)]
    pub best_streak: u32,
    /// The most puzzles solved in one rush.
    #[serde(default)]
    pub best_rush: u32,
}

impl Default for GamePractice {
    fn default() -> Self {
        GamePractice {
            rating: Rating::new(CHILD_START),
            history: Vec::new(),
            best_streak: 0,
            best_rush: 0,
        }
    }
}

impl GamePractice {
    /// How the rating moved over the last `n` rated attempts (0 with fewer than two points).
    pub fn trend(&self, n: usize) -> i32 {
        let recent = &self.history[self.history.len().saturating_sub(n.max(2))..];
        match (recent.first(), recent.last()) {
            (Some(first), Some(last)) if recent.len() >= 2 => last.rating - first.rating,
            _ => 0,
        }
    }
}

/// A timed or counted run of puzzles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Run {
    /// As many in a row as you can.
    Streak,
    /// As many as you can before the time is up.
    Rush,
}

/// The puzzle an attempt was on, as practice needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatedPuzzle<'a> {
    /// Its id.
    pub id: &'a str,
    /// Its game's stable key (`jungle`, `renju`).
    pub game: &'a str,
    /// Its difficulty (1–5): where its rating starts.
    pub difficulty: u8,
}

impl Classroom {
    /// The practice record of `id` in `game` (a new one when there is none).
    pub fn practice(&self, id: ProfileId, game: &str) -> GamePractice {
        self.progress(id)
            .and_then(|p| p.practice.get(game))
            .cloned()
            .unwrap_or_default()
    }

    /// The rating of a puzzle on this computer; one never tried starts from its difficulty.
    pub fn puzzle_rating(&self, puzzle: &str, difficulty: u8) -> Rating {
        self.puzzle_ratings
            .get(puzzle)
            .map_or_else(|| puzzle_start(difficulty), |r| r.sanitized())
    }

    /// Rates a finished attempt as a game between the child and the puzzle, and keeps a missed
    /// puzzle in the child's review queue (1, 3, 7 days). Only a first try and a due review are
    /// rated: playing a puzzle again the same day teaches, but says nothing new about either.
    /// Call it before [`Classroom::record_puzzle_attempt`]. Returns the child's new rating when
    /// the attempt was rated.
    pub fn rate_puzzle_attempt(
        &mut self,
        id: ProfileId,
        puzzle: RatedPuzzle<'_>,
        attempt: Attempt,
        now: u64,
    ) -> Result<Option<Rating>, UnknownProfile> {
        self.profile(id).ok_or(UnknownProfile(id))?;
        let puzzle_rating = self.puzzle_rating(puzzle.id, puzzle.difficulty);
        let progress = self.progress.entry(id).or_default();
        let record = progress.puzzles.entry(puzzle.id.to_owned()).or_default();
        let first_try = record.attempts == 0;
        let review_due = record.review.is_some_and(|r| r.is_due(now));
        record.review = Review::after_attempt(record.review, attempt.missed(), now);
        if !first_try && !review_due {
            return Ok(None);
        }
        let practice = progress.practice.entry(puzzle.game.to_owned()).or_default();
        let child = practice.rating.sanitized();
        let score = attempt.score();
        let child_after = child.after(&[glicko2::Game {
            opponent: puzzle_rating,
            score,
        }]);
        practice.rating = child_after;
        if practice.history.len() >= MAX_HISTORY {
            practice.history.remove(0);
        }
        practice.history.push(RatingPoint {
            at: now,
            rating: child_after.rating.round() as i32,
        });
        let puzzle_after = puzzle_rating.after(&[glicko2::Game {
            opponent: child,
            score: 1.0 - score,
        }]);
        self.puzzle_ratings
            .insert(puzzle.id.to_owned(), puzzle_after);
        Ok(Some(child_after))
    }

    /// Keeps a finished streak or rush of `solved` puzzles as the best when it is; returns
    /// whether it was a new best.
    pub fn record_run(
        &mut self,
        id: ProfileId,
        game: &str,
        run: Run,
        solved: u32,
    ) -> Result<bool, UnknownProfile> {
        self.profile(id).ok_or(UnknownProfile(id))?;
        let practice = self
            .progress
            .entry(id)
            .or_default()
            .practice
            .entry(game.to_owned())
            .or_default();
        let best = match run {
            Run::Streak => &mut practice.best_streak,
            Run::Rush => &mut practice.best_rush,
        };
        let new_best = solved > *best;
        *best = (*best).max(solved);
        Ok(new_best)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::Avatar;

    const NOW: u64 = 1_800_000_000;
    const DAY: u64 = 86_400;

    fn puzzle(id: &str) -> RatedPuzzle<'_> {
        RatedPuzzle {
            id,
            game: "jungle",
            difficulty: 2,
        }
    }

    fn solved() -> Attempt {
        Attempt {
            solved: true,
            ..Attempt::default()
        }
    }

    fn attempt(classroom: &mut Classroom, child: ProfileId, id: &str, a: Attempt, at: u64) {
        classroom
            .rate_puzzle_attempt(child, puzzle(id), a, at)
            .unwrap();
        classroom
            .record_puzzle_attempt(child, id, a.solved, a.hints, at)
            .unwrap();
    }

    #[test]
    fn a_solve_raises_the_child_and_lowers_the_puzzle_and_a_replay_is_not_rated() {
        let mut classroom = Classroom::default();
        let child = classroom.add_profile("Mei", Avatar::Cat);
        let before = classroom.practice(child, "jungle").rating.rating;
        let start = classroom.puzzle_rating("p", 2).rating;
        attempt(&mut classroom, child, "p", solved(), NOW);
        let practice = classroom.practice(child, "jungle");
        assert!(practice.rating.rating > before);
        assert!(classroom.puzzle_rating("p", 2).rating < start);
        assert_eq!(practice.history.len(), 1);
        // The same puzzle again: no new point, no change.
        attempt(&mut classroom, child, "p", solved(), NOW + 60);
        assert_eq!(classroom.practice(child, "jungle"), practice);
        // The other game is untouched.
        assert_eq!(classroom.practice(child, "renju"), GamePractice::default());
    }

    #[test]
    fn a_miss_is_queued_and_its_review_is_rated() {
        let mut classroom = Classroom::default();
        let child = classroom.add_profile("Mei", Avatar::Cat);
        attempt(&mut classroom, child, "p", Attempt::default(), NOW);
        let record = &classroom.progress(child).unwrap().puzzles["p"];
        let review = record.review.unwrap();
        assert_eq!(review.due, NOW + DAY);
        let low = classroom.practice(child, "jungle").rating.rating;
        assert!(low < CHILD_START);
        // Tried again before it is due: not rated.
        attempt(&mut classroom, child, "p", solved(), NOW + 3600);
        assert_eq!(classroom.practice(child, "jungle").history.len(), 1);
        // At the review: rated, and it waits three more days.
        attempt(&mut classroom, child, "p", solved(), NOW + DAY);
        let practice = classroom.practice(child, "jungle");
        assert_eq!(practice.history.len(), 2);
        assert!(practice.rating.rating > low);
        let record = &classroom.progress(child).unwrap().puzzles["p"];
        assert_eq!(record.review.unwrap().due, NOW + 4 * DAY);
    }

    #[test]
    fn the_history_is_bounded_and_the_trend_follows_it() {
        let mut classroom = Classroom::default();
        let child = classroom.add_profile("Mei", Avatar::Cat);
        for n in 0..(MAX_HISTORY + 20) {
            attempt(&mut classroom, child, &format!("p{n}"), solved(), NOW);
        }
        let practice = classroom.practice(child, "jungle");
        assert_eq!(practice.history.len(), MAX_HISTORY);
        assert!(practice.trend(10) > 0);
        assert_eq!(GamePractice::default().trend(10), 0);
    }

    #[test]
    fn a_run_is_kept_when_it_is_the_best() {
        let mut classroom = Classroom::default();
        let child = classroom.add_profile("Mei", Avatar::Cat);
        assert!(
            classroom
                .record_run(child, "renju", Run::Streak, 4)
                .unwrap()
        );
        assert!(
            !classroom
                .record_run(child, "renju", Run::Streak, 3)
                .unwrap()
        );
        assert!(classroom.record_run(child, "renju", Run::Rush, 2).unwrap());
        let practice = classroom.practice(child, "renju");
        assert_eq!((practice.best_streak, practice.best_rush), (4, 2));
        assert!(
            classroom
                .record_run(ProfileId(99), "renju", Run::Rush, 1)
                .is_err()
        );
    }
}
