//! The teacher's live dashboard: every child with what they are on now, whether they look stuck,
//! and their totals per lesson, puzzle and concept (with time), sent over the dashboard socket.

use super::protocol::Activity;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// Wrong tries on one step after which a child shows as stuck.
pub const STUCK_MISTAKES: u32 = 3;
/// Seconds on one step after which a child shows as stuck.
pub const STUCK_SECONDS: u32 = 180;
/// A device seen within this many seconds counts as connected.
pub const CONNECTED_SECONDS: i64 = 60;

/// Per lesson (or concept) with time.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonDetail {
    /// Distinct steps finished.
    pub steps_done: u64,
    /// Sum of each step's best stars.
    pub stars: u64,
    /// Mistakes over all events.
    pub mistakes: u64,
    /// Hints over all events.
    pub hints: u64,
    /// Seconds over all events.
    pub seconds: u64,
    /// Answers shown over all events.
    #[serde(default)]
    pub answers_seen: u64,
}

/// Per puzzle with time.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleDetail {
    /// Solved at least once.
    pub solved: bool,
    /// Attempts.
    pub attempts: u64,
    /// Mistakes over all attempts.
    pub mistakes: u64,
    /// Hints over all attempts.
    pub hints: u64,
    /// Seconds over all attempts.
    pub seconds: u64,
    /// Answers shown over all attempts.
    #[serde(default)]
    pub answers_seen: u64,
}

/// One child's row.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DashboardStudent {
    /// The child's id.
    pub student_id: String,
    /// Display name.
    pub name: String,
    /// Picture.
    pub avatar: String,
    /// Seen in the last minute.
    pub connected: bool,
    /// When the child's device was last heard from (Unix ms; 0: never).
    #[serde(default)]
    pub last_seen_ms: i64,
    /// What the device last said the child is on.
    pub now: Option<Activity>,
    /// Several wrong tries or minutes on the current step.
    pub stuck: bool,
    /// Per lesson id.
    pub lessons: BTreeMap<String, LessonDetail>,
    /// Per puzzle id.
    pub puzzles: BTreeMap<String, PuzzleDetail>,
    /// Per concept tag of the lessons.
    pub concepts: BTreeMap<String, LessonDetail>,
    /// Per teach-board question: the child's current answer (left out when none).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub questions: BTreeMap<String, QuestionDetail>,
}

/// A child's current answer to a teach-board question.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuestionDetail {
    /// The answer (`"g3g4"`, `"h8"`, `["c3","d4"]`).
    pub answer: serde_json::Value,
    /// `right`, `legal` or `illegal`, the server's.
    pub verdict: String,
    /// Whether it is right.
    pub right: bool,
}

/// The whole class.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dashboard {
    /// Protocol version.
    pub version: u32,
    /// The class code.
    pub class_code: String,
    /// The class's name.
    pub class_name: String,
    /// Every child, roster order.
    pub students: Vec<DashboardStudent>,
    /// Why the server cannot store the children's work now (`disk-full`, `read-only`,
    /// `missing`, `unavailable`); absent while it can. Devices keep their results meanwhile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage: Option<String>,
}

/// A server-to-teacher WebSocket message (`/api/classes/{class_code}/live`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TeacherMessage {
    /// A fresh snapshot (on connect, on change, and every few seconds).
    Dashboard {
        /// The snapshot.
        dashboard: Dashboard,
    },
}

/// Whether the child looks stuck on what they are doing now.
pub fn is_stuck(now: Option<&Activity>) -> bool {
    now.is_some_and(|a| a.mistakes >= STUCK_MISTAKES || a.seconds >= STUCK_SECONDS)
}

/// Sums lesson totals into each of the lesson's concepts.
pub fn by_concept(
    lessons: &BTreeMap<String, LessonDetail>,
    concepts_of: &HashMap<String, Vec<String>>,
) -> BTreeMap<String, LessonDetail> {
    let mut out: BTreeMap<String, LessonDetail> = BTreeMap::new();
    for (lesson, detail) in lessons {
        for concept in concepts_of.get(lesson).into_iter().flatten() {
            let entry = out.entry(concept.clone()).or_default();
            entry.steps_done += detail.steps_done;
            entry.stars += detail.stars;
            entry.mistakes += detail.mistakes;
            entry.hints += detail.hints;
            entry.seconds += detail.seconds;
            entry.answers_seen += detail.answers_seen;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stuck_means_several_wrong_tries_or_minutes_on_one_step() {
        let activity = |mistakes, seconds| Activity {
            lesson: Some("l".into()),
            step: Some(2),
            puzzle: None,
            mistakes,
            seconds,
        };
        assert!(!is_stuck(None));
        assert!(!is_stuck(Some(&activity(2, 179))));
        assert!(is_stuck(Some(&activity(3, 0))));
        assert!(is_stuck(Some(&activity(0, 180))));
    }

    #[test]
    fn concepts_sum_their_lessons() {
        let detail = LessonDetail {
            steps_done: 1,
            stars: 2,
            mistakes: 3,
            hints: 4,
            answers_seen: 0,
            seconds: 5,
        };
        let lessons = BTreeMap::from([("a".to_string(), detail), ("b".to_string(), detail)]);
        let concepts = HashMap::from([
            ("a".to_string(), vec!["jump".to_string()]),
            (
                "b".to_string(),
                vec!["jump".to_string(), "trap".to_string()],
            ),
        ]);
        let sums = by_concept(&lessons, &concepts);
        assert_eq!(sums["jump"].stars, 4);
        assert_eq!(sums["trap"].seconds, 5);
    }
}
