//! The review queue: a missed puzzle comes back after 1 day; solved then, after 3 more; solved
//! again, after 7; solved once more, it leaves the queue. Missed at any review, it starts over.

use serde::{Deserialize, Serialize};

/// The pauses, in days, before each review.
pub const DAYS: [u64; 3] = [1, 3, 7];
const DAY: u64 = 24 * 60 * 60;

/// A puzzle waiting in a child's review queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    /// Which pause it is waiting out (an index into [`DAYS`]).
    pub stage: u8,
    /// When it is due, in seconds since 1970 (UTC).
    pub due: u64,
}

impl Review {
    /// Whether it is due at `now`.
    pub fn is_due(&self, now: u64) -> bool {
        self.due <= now
    }

    /// The queue entry after an attempt at `now` (`missed`: not solved, or only with the
    /// answer shown). A solve before the review is due (the same afternoon) changes nothing.
    pub fn after_attempt(current: Option<Review>, missed: bool, now: u64) -> Option<Review> {
        if missed {
            return Some(Review::waiting(0, now));
        }
        match current {
            None => None,
            Some(review) if !review.is_due(now) => Some(review),
            Some(review) => {
                let next = usize::from(review.stage) + 1;
                (next < DAYS.len()).then(|| Review::waiting(next, now))
            }
        }
    }

    fn waiting(stage: usize, now: u64) -> Review {
        let stage = stage.min(DAYS.len() - 1);
        Review {
            stage: u8::try_from(stage).unwrap_or(0),
            due: now.saturating_add(DAYS[stage] * DAY),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: u64 = 1_800_000_000;

    #[test]
    fn a_miss_comes_back_after_one_three_and_seven_days_then_leaves() {
        let first = Review::after_attempt(None, true, NOW).unwrap();
        assert_eq!(first.due, NOW + DAY);
        assert!(!first.is_due(NOW + DAY - 1) && first.is_due(NOW + DAY));
        let at = first.due;
        let second = Review::after_attempt(Some(first), false, at).unwrap();
        assert_eq!(second.due, at + 3 * DAY);
        let at = second.due;
        let third = Review::after_attempt(Some(second), false, at).unwrap();
        assert_eq!(third.due, at + 7 * DAY);
        assert_eq!(Review::after_attempt(Some(third), false, third.due), None);
    }

    #[test]
    fn a_miss_at_a_review_starts_over_and_an_early_solve_changes_nothing() {
        let waiting = Review::after_attempt(None, true, NOW).unwrap();
        let later = Review::after_attempt(Some(waiting), false, waiting.due).unwrap();
        let again = Review::after_attempt(Some(later), true, later.due).unwrap();
        assert_eq!(again.stage, 0);
        assert_eq!(again.due, later.due + DAY);
        // Solved again the same day it was missed: still due tomorrow.
        assert_eq!(
            Review::after_attempt(Some(waiting), false, NOW + 60),
            Some(waiting)
        );
        // A solve of a puzzle never missed queues nothing.
        assert_eq!(Review::after_attempt(None, false, NOW), None);
    }

    #[test]
    fn a_stage_out_of_range_from_a_file_still_moves_on() {
        let odd = Review { stage: 40, due: 0 };
        assert_eq!(Review::after_attempt(Some(odd), false, NOW), None);
    }
}
