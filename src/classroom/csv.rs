//! The class's CSV export: stable, non-localized column ids, one row per child × lesson (and
//! per child × puzzle, `kind` telling which); a child without progress gets one row.

use super::dashboard::Dashboard;

/// The header line's column ids (never translated: spreadsheets and scripts read them).
/// New columns go at the end, so that a script reading columns by position keeps working.
pub const COLUMNS: [&str; 12] = [
    "student_id",
    "name",
    "kind",
    "item",
    "steps_done",
    "stars",
    "mistakes",
    "hints",
    "seconds",
    "solved",
    "attempts",
    "answers_seen",
];

/// One field, quoted when it holds a comma, quote or line break; a leading `=+-@` is prefixed
/// with `'` so a spreadsheet never runs a child's name as a formula.
fn field(text: &str) -> String {
    let guarded = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if guarded.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", guarded.replace('"', "\"\""))
    } else {
        guarded
    }
}

/// Renders the dashboard as CSV (with a header line).
pub fn render(dashboard: &Dashboard) -> String {
    let mut out = COLUMNS.join(",");
    out.push('\n');
    for student in &dashboard.students {
        let id = field(&student.student_id);
        let name = field(&student.name);
        for (lesson, d) in &student.lessons {
            out.push_str(&format!(
                "{id},{name},lesson,{},{},{},{},{},{},,,{}\n",
                field(lesson),
                d.steps_done,
                d.stars,
                d.mistakes,
                d.hints,
                d.seconds,
                d.answers_seen
            ));
        }
        for (puzzle, d) in &student.puzzles {
            out.push_str(&format!(
                "{id},{name},puzzle,{},,,{},{},{},{},{},{}\n",
                field(puzzle),
                d.mistakes,
                d.hints,
                d.seconds,
                d.solved,
                d.attempts,
                d.answers_seen
            ));
        }
        if student.lessons.is_empty() && student.puzzles.is_empty() {
            out.push_str(&format!("{id},{name},,,,,,,,,,\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::dashboard::{DashboardStudent, LessonDetail};

    #[test]
    fn one_row_per_child_and_lesson_with_every_column() {
        let mut child = DashboardStudent {
            student_id: "s1".into(),
            name: "=Li, \"Lei\"".into(),
            ..DashboardStudent::default()
        };
        child.lessons.insert(
            "jungle-10".into(),
            LessonDetail {
                steps_done: 2,
                stars: 5,
                mistakes: 1,
                hints: 0,
                seconds: 40,
                answers_seen: 1,
            },
        );
        let empty = DashboardStudent {
            student_id: "s2".into(),
            name: "小红".into(),
            ..DashboardStudent::default()
        };
        let dashboard = Dashboard {
            students: vec![child, empty],
            ..Dashboard::default()
        };
        let text = render(&dashboard);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], COLUMNS.join(","));
        assert_eq!(
            lines[1],
            "s1,\"'=Li, \"\"Lei\"\"\",lesson,jungle-10,2,5,1,0,40,,,1"
        );
        assert_eq!(lines[2], "s2,小红,,,,,,,,,,");
        // Every row has as many fields as the header.
        for line in &lines[2..] {
            assert_eq!(line.split(',').count(), COLUMNS.len(), "{line}");
        }
        assert_eq!(lines.len(), 3);
    }
}
