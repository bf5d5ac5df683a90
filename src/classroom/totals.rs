//! A child's totals folded from their events: the obviously-correct twin of the store's SQL
//! (the store tests compare both) and what a device can show before the server answers.

use super::event::Event;
use super::protocol::{LessonTotals, PuzzleTotals};
use std::collections::{BTreeMap, HashMap, HashSet};

/// Totals per lesson and per puzzle.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Totals {
    /// Per lesson id.
    pub lessons: BTreeMap<String, LessonTotals>,
    /// Per puzzle id.
    pub puzzles: BTreeMap<String, PuzzleTotals>,
}

/// Folds events (an id seen again counts once, the first copy wins): `steps_done` counts
/// distinct steps, `stars` sums each step's best stars, mistakes and hints sum every event,
/// `attempts` counts puzzle events.
pub fn fold<'a>(events: impl IntoIterator<Item = &'a Event>) -> Totals {
    let mut seen = HashSet::new();
    let mut best: HashMap<(&str, u32), u8> = HashMap::new();
    let mut totals = Totals::default();
    for event in events {
        if !seen.insert(event.id()) {
            continue;
        }
        match event {
            Event::LessonStep(step) => {
                let entry = totals.lessons.entry(step.lesson.clone()).or_default();
                entry.mistakes += u64::from(step.mistakes);
                entry.hints += u64::from(step.hints);
                let stars = best.entry((&step.lesson, step.step)).or_insert(0);
                *stars = (*stars).max(step.stars);
            }
            Event::Puzzle(attempt) => {
                let entry = totals.puzzles.entry(attempt.puzzle.clone()).or_default();
                entry.solved |= attempt.solved;
                entry.attempts += 1;
                entry.hints += u64::from(attempt.hints);
            }
        }
    }
    for ((lesson, _step), stars) in best {
        if let Some(entry) = totals.lessons.get_mut(lesson) {
            entry.steps_done += 1;
            entry.stars += u64::from(stars);
        }
    }
    totals
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::event::{LessonStep, PuzzleAttempt};

    fn step(id: &str, step: u32, stars: u8, mistakes: u32) -> Event {
        Event::LessonStep(LessonStep {
            id: id.into(),
            lesson: "l".into(),
            step,
            stars,
            mistakes,
            hints: 1,
            answers_seen: 0,
            seconds: 3,
            tries: Vec::new(),
        })
    }

    #[test]
    fn best_stars_per_step_distinct_steps_and_sums_of_every_event() {
        let events = [
            step("a", 1, 1, 2),
            step("b", 1, 3, 0),
            step("c", 2, 2, 1),
            step("a", 1, 0, 9),
        ];
        let totals = fold(&events);
        assert_eq!(
            totals.lessons["l"],
            LessonTotals {
                steps_done: 2,
                stars: 5,
                mistakes: 3,
                hints: 3
            }
        );
    }

    #[test]
    fn puzzle_attempts_count_events_and_solved_sticks() {
        let attempt = |id: &str, solved| {
            Event::Puzzle(PuzzleAttempt {
                id: id.into(),
                puzzle: "p".into(),
                solved,
                mistakes: 0,
                hints: 2,
                answers_seen: 0,
                seconds: 1,
                tries: Vec::new(),
            })
        };
        let totals = fold(&[attempt("1", true), attempt("2", false), attempt("2", false)]);
        assert_eq!(
            totals.puzzles["p"],
            PuzzleTotals {
                solved: true,
                attempts: 2,
                hints: 4
            }
        );
    }
}
