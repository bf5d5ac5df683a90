//! The class overview on screen: one row per child (stars, steps done, puzzles solved, attempts,
//! hints, answers shown, time), under headings in the teacher's language; and the class as CSV in
//! the classroom server's format (stable column ids, one row per child × lesson or puzzle).

use crate::classroom::csv;
use crate::classroom::dashboard::{Dashboard, DashboardStudent, LessonDetail, PuzzleDetail};
use crate::progress::Classroom;

/// Fluent ids of the column headings, in column order.
pub const HEADER_IDS: [&str; 8] = [
    "app-teacher-column-name",
    "app-teacher-column-stars",
    "app-teacher-column-steps",
    "app-teacher-column-solved",
    "app-teacher-column-attempts",
    "app-teacher-column-hints",
    "app-teacher-column-answers",
    "app-teacher-column-minutes",
];

/// One child's totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OverviewRow {
    /// The child's name.
    pub name: String,
    /// Stars over all lesson steps.
    pub lesson_stars: u32,
    /// Lesson steps finished.
    pub steps_done: u32,
    /// Puzzles solved at least once.
    pub puzzles_solved: u32,
    /// Puzzle attempts.
    pub puzzle_attempts: u32,
    /// Hints taken, in lessons and puzzles.
    pub hints_used: u32,
    /// Times the whole answer was shown, in lessons and puzzles.
    pub answers_seen: u32,
    /// Minutes spent on lesson steps and puzzles (rounded up).
    pub minutes: u32,
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Every profile's totals, in the order the profiles were added.
pub fn overview(classroom: &Classroom) -> Vec<OverviewRow> {
    classroom
        .profiles
        .iter()
        .map(|profile| {
            let progress = classroom.progress(profile.id);
            let lessons: Vec<_> = progress
                .into_iter()
                .flat_map(|p| p.lessons.values())
                .collect();
            let steps = lessons.iter().flat_map(|l| l.step_stars.values());
            let efforts = lessons
                .iter()
                .map(|l| l.effort)
                .chain(puzzles_effort(progress));
            let effort = efforts.fold(crate::progress::Effort::default(), |a, b| a.plus(b));
            let puzzles: Vec<_> = progress
                .into_iter()
                .flat_map(|p| p.puzzles.values())
                .collect();
            OverviewRow {
                name: profile.name.clone(),
                lesson_stars: steps.clone().map(|s| u32::from(*s)).sum(),
                steps_done: count(steps.count()),
                puzzles_solved: count(puzzles.iter().filter(|p| p.solved).count()),
                puzzle_attempts: puzzles.iter().map(|p| p.attempts).sum(),
                hints_used: effort
                    .hints
                    .saturating_add(puzzles.iter().map(|p| p.hints_used).sum()),
                answers_seen: effort.answers_seen,
                minutes: effort.seconds.div_ceil(60),
            }
        })
        .collect()
}

/// The puzzles' effort (their hints are counted apart, in `hints_used`).
fn puzzles_effort(
    progress: Option<&crate::progress::ProfileProgress>,
) -> impl Iterator<Item = crate::progress::Effort> + '_ {
    progress
        .into_iter()
        .flat_map(|p| p.puzzles.values())
        .map(|p| crate::progress::Effort {
            hints: 0,
            ..p.effort
        })
}

/// This computer's class as the classroom server's dashboard sees a class (for one CSV
/// format in both places): each child with their totals per lesson and per puzzle.
pub fn dashboard(classroom: &Classroom) -> Dashboard {
    let students = classroom
        .profiles
        .iter()
        .map(|profile| {
            let progress = classroom.progress(profile.id);
            let lessons = progress
                .into_iter()
                .flat_map(|p| &p.lessons)
                .map(|(id, lesson)| {
                    let detail = LessonDetail {
                        steps_done: lesson.step_stars.len() as u64,
                        stars: lesson.step_stars.values().map(|s| u64::from(*s)).sum(),
                        mistakes: u64::from(lesson.effort.mistakes),
                        hints: u64::from(lesson.effort.hints),
                        seconds: u64::from(lesson.effort.seconds),
                        answers_seen: u64::from(lesson.effort.answers_seen),
                    };
                    (id.clone(), detail)
                })
                .collect();
            let puzzles = progress
                .into_iter()
                .flat_map(|p| &p.puzzles)
                .map(|(id, puzzle)| {
                    let detail = PuzzleDetail {
                        solved: puzzle.solved,
                        attempts: u64::from(puzzle.attempts),
                        mistakes: u64::from(puzzle.effort.mistakes),
                        hints: u64::from(puzzle.hints_used),
                        seconds: u64::from(puzzle.effort.seconds),
                        answers_seen: u64::from(puzzle.effort.answers_seen),
                    };
                    (id.clone(), detail)
                })
                .collect();
            DashboardStudent {
                student_id: profile.id.0.to_string(),
                name: profile.name.clone(),
                lessons,
                puzzles,
                ..DashboardStudent::default()
            }
        })
        .collect();
    Dashboard {
        students,
        ..Dashboard::default()
    }
}

/// The class as CSV in the classroom server's format: stable, non-localized column ids, one row
/// per child × lesson and child × puzzle (a child with no progress gets one row).
pub fn to_csv(classroom: &Classroom) -> String {
    let now_ms = i64::try_from(crate::app::platform::unix_seconds())
        .unwrap_or(0)
        .saturating_mul(1000);
    csv::render(&dashboard(classroom), now_ms)
}
