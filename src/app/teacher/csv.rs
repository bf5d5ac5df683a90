//! The class overview: one row per child (stars, steps done, puzzles solved, attempts, hints),
//! and the same rows as CSV text for a spreadsheet.

use crate::progress::Classroom;

/// Fluent ids of the column headings, in column order.
pub const HEADER_IDS: [&str; 6] = [
    "app-teacher-column-name",
    "app-teacher-column-stars",
    "app-teacher-column-steps",
    "app-teacher-column-solved",
    "app-teacher-column-attempts",
    "app-teacher-column-hints",
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
    /// Puzzle hints taken.
    pub hints_used: u32,
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
            let steps = progress
                .into_iter()
                .flat_map(|p| p.lessons.values())
                .flat_map(|l| l.step_stars.values());
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
                hints_used: puzzles.iter().map(|p| p.hints_used).sum(),
            }
        })
        .collect()
}

/// Quotes a CSV field when it holds a comma, quote or line break.
fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// The rows as CSV with headings in the teacher's language (`heading` renders a Fluent id).
pub fn to_csv(rows: &[OverviewRow], heading: impl Fn(&str) -> String) -> String {
    let mut out = HEADER_IDS
        .iter()
        .map(|id| field(&heading(id)))
        .collect::<Vec<_>>()
        .join(",");
    out.push('\n');
    for row in rows {
        out.push_str(&format!(
            "{},{},{},{},{},{}\n",
            field(&row.name),
            row.lesson_stars,
            row.steps_done,
            row.puzzles_solved,
            row.puzzle_attempts,
            row.hints_used
        ));
    }
    out
}
