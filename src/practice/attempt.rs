//! How a finished attempt counts as a game between the child and the puzzle, and where new
//! ratings start.

use super::glicko2::Rating;

/// Where a child's rating starts: a little above the easiest puzzles, so the first ones
/// offered are solved about as often as the teacher asks.
pub const CHILD_START: f64 = 850.0;
/// The rating of a level-1 puzzle before anyone tried it.
const LEVEL_ONE: f64 = 700.0;
/// How much harder each level (difficulty) is thought to be, before anyone tried it.
const PER_LEVEL: f64 = 150.0;
/// What each hint or wrong move takes off a solve.
const PER_HELP: f64 = 0.25;
/// A solve, however helped, still counts this much.
const SOLVED_AT_LEAST: f64 = 0.25;

/// The starting rating of a puzzle of `difficulty` (1–5): level 1 is 700, each level 150 more.
pub fn puzzle_start(difficulty: u8) -> Rating {
    Rating::new(LEVEL_ONE + PER_LEVEL * f64::from(difficulty.clamp(1, 5) - 1))
}

/// A finished attempt, as the puzzle trainer reports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Attempt {
    /// The puzzle was solved.
    pub solved: bool,
    /// Hint rungs taken.
    pub hints: u32,
    /// Wrong moves played.
    pub mistakes: u32,
    /// Times the whole answer was shown.
    pub answers_seen: u32,
}

impl Attempt {
    /// The child's score in the game against the puzzle: 1 for a clean solve, a hint or a wrong
    /// move each a partial miss (never below a quarter for a solve), 0 for no solve or a solve
    /// after the answer was shown.
    pub fn score(&self) -> f64 {
        if !self.solved || self.answers_seen > 0 {
            return 0.0;
        }
        let help = f64::from(self.hints.saturating_add(self.mistakes));
        (1.0 - PER_HELP * help).max(SOLVED_AT_LEAST)
    }

    /// Whether the puzzle should come back in the review queue: not solved, or only with the
    /// answer shown.
    pub fn missed(&self) -> bool {
        !self.solved || self.answers_seen > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clean_solve_is_a_win_help_is_a_partial_miss_and_the_answer_a_miss() {
        let solve = |hints, mistakes, answers_seen| Attempt {
            solved: true,
            hints,
            mistakes,
            answers_seen,
        };
        assert_eq!(solve(0, 0, 0).score(), 1.0);
        assert_eq!(solve(1, 0, 0).score(), 0.75);
        assert_eq!(solve(1, 1, 0).score(), 0.5);
        assert_eq!(solve(9, 9, 0).score(), SOLVED_AT_LEAST);
        assert_eq!(solve(0, 0, 1).score(), 0.0);
        assert!(solve(0, 0, 1).missed());
        assert!(!solve(3, 0, 0).missed());
        assert_eq!(Attempt::default().score(), 0.0);
        assert!(Attempt::default().missed());
    }

    #[test]
    fn harder_levels_start_higher() {
        assert_eq!(puzzle_start(1).rating, 700.0);
        assert_eq!(puzzle_start(3).rating, 1000.0);
        assert!(puzzle_start(5).rating > puzzle_start(4).rating);
        // Out-of-range levels are read as the nearest one.
        assert_eq!(puzzle_start(0), puzzle_start(1));
        assert_eq!(puzzle_start(9), puzzle_start(5));
    }
}
