//! The teacher's views built from the store's rows: the contract's progress table and the
//! richer dashboard (presence, now, stuck, time, concepts).

use crate::classroom::PROTOCOL_VERSION;
use crate::classroom::dashboard::{
    CONNECTED_SECONDS, Dashboard, DashboardStudent, by_concept, is_stuck,
};
use crate::classroom::protocol::{
    Activity, ClassProgress, LessonTotals, PuzzleTotals, StudentProgress,
};
use crate::store::{ClassRow, LessonRow, PuzzleRow, StudentRow};
use std::collections::{HashMap, HashSet};

/// `GET /api/classes/{class_code}/progress`: every child in roster order.
pub fn class_progress(
    students: &[StudentRow],
    lessons: &[LessonRow],
    puzzles: &[PuzzleRow],
) -> ClassProgress {
    let mut rows: Vec<StudentProgress> = students
        .iter()
        .map(|s| StudentProgress {
            student_id: s.student_id.clone(),
            name: s.name.clone(),
            ..StudentProgress::default()
        })
        .collect();
    let index: HashMap<&str, usize> = students
        .iter()
        .enumerate()
        .map(|(i, s)| (s.student_id.as_str(), i))
        .collect();
    for row in lessons {
        if let Some(&i) = index.get(row.student_id.as_str()) {
            let d = row.detail;
            rows[i].lessons.insert(
                row.lesson.clone(),
                LessonTotals {
                    steps_done: d.steps_done,
                    stars: d.stars,
                    mistakes: d.mistakes,
                    hints: d.hints,
                },
            );
        }
    }
    for row in puzzles {
        if let Some(&i) = index.get(row.student_id.as_str()) {
            let d = row.detail;
            rows[i].puzzles.insert(
                row.puzzle.clone(),
                PuzzleTotals {
                    solved: d.solved,
                    attempts: d.attempts,
                    hints: d.hints,
                },
            );
        }
    }
    ClassProgress { students: rows }
}

/// The live dashboard at `now_ms`.
pub fn dashboard(
    class: &ClassRow,
    students: &[StudentRow],
    lessons: &[LessonRow],
    puzzles: &[PuzzleRow],
    concepts: &HashMap<String, Vec<String>>,
    connected_here: &HashSet<String>,
    now_ms: i64,
) -> Dashboard {
    let mut rows: Vec<DashboardStudent> = students
        .iter()
        .map(|s| {
            let now: Option<Activity> = s
                .activity
                .as_deref()
                .and_then(|text| serde_json::from_str(text).ok());
            let seen_lately = now_ms - s.last_seen_ms <= CONNECTED_SECONDS * 1000;
            DashboardStudent {
                student_id: s.student_id.clone(),
                name: s.name.clone(),
                avatar: s.avatar.clone(),
                connected: seen_lately || connected_here.contains(&s.student_id),
                last_seen_ms: s.last_seen_ms,
                stuck: seen_lately && is_stuck(now.as_ref()),
                now,
                ..DashboardStudent::default()
            }
        })
        .collect();
    let index: HashMap<&str, usize> = students
        .iter()
        .enumerate()
        .map(|(i, s)| (s.student_id.as_str(), i))
        .collect();
    for row in lessons {
        if let Some(&i) = index.get(row.student_id.as_str()) {
            rows[i].lessons.insert(row.lesson.clone(), row.detail);
        }
    }
    for row in puzzles {
        if let Some(&i) = index.get(row.student_id.as_str()) {
            rows[i].puzzles.insert(row.puzzle.clone(), row.detail);
        }
    }
    for row in &mut rows {
        row.concepts = by_concept(&row.lessons, concepts);
    }
    Dashboard {
        version: PROTOCOL_VERSION,
        class_code: class.code.clone(),
        class_name: class.name.clone(),
        students: rows,
        storage: None,
    }
}
