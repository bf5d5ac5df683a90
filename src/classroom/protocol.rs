//! The JSON bodies of the classroom HTTP API, both directions. The shapes are a contract (outside
//! checks call them exactly so): a change of shape is a change of [`PROTOCOL_VERSION`].

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The version of these shapes, sent by `GET /api/health` and `GET /api/version`.
pub const PROTOCOL_VERSION: u32 = 1;

/// `GET /api/health`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Health {
    /// Always true when the server answers.
    pub ok: bool,
}

/// Any error answer: `{"error":"…"}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ErrorBody {
    /// What went wrong, in English, for the person reading logs (the app shows its own words).
    pub error: String,
}

/// `POST /api/classes`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreateClass {
    /// The class's name as the teacher writes it (大二班).
    pub name: String,
    /// The teacher's PIN (stored hashed).
    pub teacher_pin: String,
    /// Whether children also tap a picture code when they join (default: no).
    #[serde(default)]
    pub picture_codes: bool,
}

/// The answer to `POST /api/classes`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassCreated {
    /// The code children enter to join (upper-case letters and digits, no look-alikes).
    pub class_code: String,
    /// The teacher's bearer token.
    pub teacher_token: String,
}

/// `POST /api/teacher/login`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeacherLogin {
    /// The class.
    pub class_code: String,
    /// The teacher's PIN.
    pub teacher_pin: String,
}

/// The answer to `POST /api/teacher/login`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeacherToken {
    /// The teacher's bearer token.
    pub teacher_token: String,
}

/// `POST /api/classes/{class_code}/students`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AddStudent {
    /// The child's display name (no surname needed).
    pub name: String,
    /// The picture next to the name (see [`crate::classroom::roster::AVATARS`]).
    pub avatar: String,
    /// The 3–4 animal pictures the child taps when the class uses picture codes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture_code: Option<Vec<String>>,
}

/// The answer to `POST /api/classes/{class_code}/students`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StudentAdded {
    /// The new child's id.
    pub student_id: String,
}

/// `POST /api/classes/{class_code}/roster`: a pasted list of names, one a line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PasteRoster {
    /// The pasted text; blank lines are skipped, avatars are dealt in turn.
    pub names: String,
}

/// The answer to `POST /api/classes/{class_code}/roster`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RosterAdded {
    /// The children added, in the pasted order.
    pub students: Vec<StudentCard>,
}

/// One child on the join screen's grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StudentCard {
    /// The child's id.
    pub student_id: String,
    /// The display name.
    pub name: String,
    /// The picture.
    pub avatar: String,
}

/// `GET /api/classes/{class_code}/students`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Students {
    /// The class's children, in the order they were added.
    pub students: Vec<StudentCard>,
    /// Whether joining asks for the child's picture code.
    #[serde(default)]
    pub picture_codes: bool,
}

/// `POST /api/join`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Join {
    /// The class.
    pub class_code: String,
    /// The child who tapped their name.
    pub student_id: String,
    /// The pictures tapped, when the class uses picture codes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture_code: Option<Vec<String>>,
}

/// The answer to `POST /api/join`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Joined {
    /// The child's bearer token, kept by the device.
    pub student_token: String,
}

/// `POST /api/progress`: a batch of events, each checked on its own (see
/// [`crate::classroom::event`]), so the raw JSON values are kept here.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProgressBatch {
    /// The events, as sent.
    pub events: Vec<serde_json::Value>,
}

/// The answer to `POST /api/progress`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProgressAnswer {
    /// The ids stored now or before: the device may forget them.
    pub accepted: Vec<String>,
    /// The events refused, with a machine-readable reason; resending them will not help.
    pub rejected: Vec<RejectedEvent>,
}

/// One refused event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RejectedEvent {
    /// The event's id (empty when it had none).
    pub id: String,
    /// Why, as a kebab-case id (`unknown-lesson`, `step-out-of-range` …).
    pub reason: String,
}

/// One child's totals per lesson.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonTotals {
    /// Distinct steps finished.
    pub steps_done: u64,
    /// The sum of each step's best stars.
    pub stars: u64,
    /// Mistakes over all accepted events.
    pub mistakes: u64,
    /// Hints over all accepted events.
    pub hints: u64,
}

/// One child's totals per puzzle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleTotals {
    /// Solved at least once.
    pub solved: bool,
    /// Puzzle events (attempts).
    pub attempts: u64,
    /// Hints over all attempts.
    pub hints: u64,
}

/// One child's row of `GET /api/classes/{class_code}/progress`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StudentProgress {
    /// The child's id.
    pub student_id: String,
    /// The display name.
    pub name: String,
    /// Totals per lesson id.
    pub lessons: BTreeMap<String, LessonTotals>,
    /// Totals per puzzle id.
    pub puzzles: BTreeMap<String, PuzzleTotals>,
}

/// `GET /api/classes/{class_code}/progress`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassProgress {
    /// Every child of the class, in roster order, with or without progress.
    pub students: Vec<StudentProgress>,
}

/// One item of today's work.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AssignmentItem {
    /// `{"lesson":"…"}`.
    Lesson {
        /// The lesson id.
        lesson: String,
    },
    /// `{"puzzle":"…"}`.
    Puzzle {
        /// The puzzle id.
        puzzle: String,
    },
}

/// `PUT /api/classes/{class_code}/assignment` and `GET /api/assignment`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Assignment {
    /// The playlist, in order.
    pub items: Vec<AssignmentItem>,
    /// Whether devices stay on today's work (Home shows only it).
    #[serde(default)]
    pub locked: bool,
    /// Whether the children's hint buttons are closed (left out when open, so the contract's
    /// `{"items":[…],"locked":…}` is unchanged for a class that never closes them).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hints_locked: bool,
}

/// One of the teacher's lesson or puzzle files, as `GET /api/library` serves it (only files
/// without errors are served).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServedFile {
    /// The file's name inside its folder.
    pub name: String,
    /// Its text.
    pub text: String,
}

/// `GET /api/library`: the teacher's own lessons and puzzles for the class.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServedLibrary {
    /// The files, in the order the server read them.
    pub files: Vec<ServedFile>,
}

/// `POST /api/activity` (student): what the child is on now, sent by the device while working
/// (not stored as progress; it feeds the dashboard's "now" and "stuck" columns).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Activity {
    /// The lesson open, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lesson: Option<String>,
    /// The step shown (from 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<u32>,
    /// The puzzle open, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<String>,
    /// Wrong tries on it so far.
    #[serde(default)]
    pub mistakes: u32,
    /// Seconds on it so far.
    #[serde(default)]
    pub seconds: u32,
}

/// `PUT /api/classes/{class_code}/retention`: how long events are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Retention {
    /// Days an event is kept after it was received (1–3650).
    pub days: u32,
}

/// `GET /api/me` (student): who the token belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Me {
    /// The class.
    pub class_code: String,
    /// The class's name.
    pub class_name: String,
    /// The child.
    pub student: StudentCard,
}

/// A server-to-device WebSocket message (`/api/live`, student): today's work changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum DeviceMessage {
    /// The current assignment (sent on connect and whenever the teacher changes it).
    Assignment {
        /// The protocol version.
        version: u32,
        /// Today's work.
        assignment: Assignment,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn assignment_items_read_and_write_the_contract_shapes() {
        let text =
            r#"{"items":[{"lesson":"jungle-10-food-chain"},{"puzzle":"jungle-endgame-02"}]}"#;
        let assignment: Assignment = serde_json::from_str(text).expect("contract shape");
        assert_eq!(
            assignment.items,
            vec![
                AssignmentItem::Lesson {
                    lesson: "jungle-10-food-chain".into()
                },
                AssignmentItem::Puzzle {
                    puzzle: "jungle-endgame-02".into()
                }
            ]
        );
        let back = serde_json::to_value(&assignment.items).expect("serializes");
        assert_eq!(
            back,
            serde_json::json!([{"lesson":"jungle-10-food-chain"},{"puzzle":"jungle-endgame-02"}])
        );
        // Open hints are left out, so the contract's shape is unchanged; closed ones travel.
        assert!(!assignment.hints_locked);
        assert_eq!(
            serde_json::to_value(&assignment).expect("serializes")["hints_locked"],
            serde_json::Value::Null
        );
        let closed = Assignment {
            hints_locked: true,
            ..assignment
        };
        let text = serde_json::to_string(&closed).expect("serializes");
        assert!(text.contains(r#""hints_locked":true"#), "{text}");
        let read: Assignment = serde_json::from_str(&text).expect("reads back");
        assert_eq!(read, closed);
    }

    #[test]
    fn lesson_totals_have_exactly_the_contract_fields() {
        let value = serde_json::to_value(LessonTotals {
            steps_done: 2,
            stars: 5,
            mistakes: 1,
            hints: 0,
        })
        .expect("serializes");
        assert_eq!(
            value,
            serde_json::json!({"steps_done":2,"stars":5,"mistakes":1,"hints":0})
        );
    }
}
