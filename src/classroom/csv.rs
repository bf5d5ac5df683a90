//! The class's CSV export: stable, non-localized column ids, one row per child × lesson (and
//! per child × puzzle and × teach-board question, `kind` telling which); a child without
//! progress gets one row. It starts with a UTF-8 byte-order mark, so Excel and WPS read Chinese
//! names right, and each row says when the child was last seen and when the file was made
//! (`YYYY-MM-DD HH:MM`, UTC).

use super::dashboard::Dashboard;

/// The header line's column ids (never translated: spreadsheets and scripts read them).
/// New columns go at the end, so that a script reading columns by position keeps working.
pub const COLUMNS: [&str; 14] = [
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
    "last_seen",
    "exported",
];

/// The byte-order mark the file starts with.
pub const BOM: char = '\u{feff}';

/// The day of a Unix time in ms, `YYYY-MM-DD` (UTC).
pub fn date(ms: i64) -> String {
    let days = ms.div_euclid(86_400_000);
    // Howard Hinnant's days-to-civil algorithm.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// A Unix time in ms as `YYYY-MM-DD HH:MM` (UTC); empty for 0 (never).
pub fn date_time(ms: i64) -> String {
    if ms <= 0 {
        return String::new();
    }
    let minutes = ms.div_euclid(60_000).rem_euclid(24 * 60);
    format!("{} {:02}:{:02}", date(ms), minutes / 60, minutes % 60)
}

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

/// Renders the dashboard as CSV (with the mark and a header line), made at `exported_ms`.
pub fn render(dashboard: &Dashboard, exported_ms: i64) -> String {
    let mut out = String::from(BOM);
    out.push_str(&COLUMNS.join(","));
    out.push('\n');
    let exported = date_time(exported_ms);
    for student in &dashboard.students {
        let id = field(&student.student_id);
        let name = field(&student.name);
        let dates = format!("{},{exported}", date_time(student.last_seen_ms));
        for (lesson, d) in &student.lessons {
            out.push_str(&format!(
                "{id},{name},lesson,{},{},{},{},{},{},,,{},{dates}\n",
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
                "{id},{name},puzzle,{},,,{},{},{},{},{},{},{dates}\n",
                field(puzzle),
                d.mistakes,
                d.hints,
                d.seconds,
                d.solved,
                d.attempts,
                d.answers_seen
            ));
        }
        // A teach-board answer: `solved` says whether it was right (the answer itself is in the
        // child's export).
        for (question, d) in &student.questions {
            out.push_str(&format!(
                "{id},{name},question,{},,,,,,{},1,,{dates}\n",
                field(question),
                d.right
            ));
        }
        if student.lessons.is_empty() && student.puzzles.is_empty() && student.questions.is_empty()
        {
            out.push_str(&format!("{id},{name},,,,,,,,,,,{dates}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_the_calendar_days_of_utc() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400_000), "2000-02-29");
        assert_eq!(date_time(1_796_547_900_000), "2026-12-06 09:05");
        assert_eq!(date_time(0), "");
    }
    use crate::classroom::dashboard::{DashboardStudent, LessonDetail};

    #[test]
    fn a_teach_board_answer_is_a_row_of_its_own_with_right_as_solved() {
        let mut child = DashboardStudent {
            student_id: "s1".into(),
            name: "小明".into(),
            ..DashboardStudent::default()
        };
        child.questions.insert(
            "q1".into(),
            crate::classroom::dashboard::QuestionDetail {
                answer: serde_json::json!("d8d9"),
                verdict: "right".into(),
                right: true,
            },
        );
        let dashboard = Dashboard {
            students: vec![child],
            ..Dashboard::default()
        };
        let text = render(&dashboard, 1_796_547_900_000);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[1],
            "s1,小明,question,q1,,,,,,true,1,,,2026-12-06 09:05"
        );
        assert_eq!(lines[1].split(',').count(), COLUMNS.len());
        assert_eq!(lines.len(), 2, "no empty row besides it");
    }

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
        // 2026-12-06 09:05 UTC.
        let exported = 1_796_547_900_000;
        let text = render(&dashboard, exported);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], format!("{BOM}{}", COLUMNS.join(",")));
        assert_eq!(
            lines[1],
            "s1,\"'=Li, \"\"Lei\"\"\",lesson,jungle-10,2,5,1,0,40,,,1,,2026-12-06 09:05"
        );
        assert_eq!(lines[2], "s2,小红,,,,,,,,,,,,2026-12-06 09:05");
        // Every row has as many fields as the header.
        for line in &lines[2..] {
            assert_eq!(line.split(',').count(), COLUMNS.len(), "{line}");
        }
        assert_eq!(lines.len(), 3);
    }
}
