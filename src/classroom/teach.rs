//! The teach board's wire types (issue #43): the teacher asks the whole class one question on a
//! board, every device answers on it, the teacher sees the tally. JSON text messages with a field
//! `"type"` over the existing sockets (`/api/classes/{code}/live` for the teacher, `/api/live`
//! for devices); the shapes are a contract (docs/classroom-server.md, "The teach board").
//!
//! Pure types and the tally; the verdicts are made in [`super::teach_judge`].

use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// The longest question id accepted (letters, digits, `-_.:`).
pub const MAX_QUESTION_ID_LEN: usize = 64;
/// The most squares or points one answer may mark.
pub const MAX_MARKS: usize = 225;
/// The longest text message a device or teacher may send on a live socket (bytes); a longer one
/// is refused with `message-too-large` and never read.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;

/// The game of a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TeachGame {
    /// 斗兽棋.
    Jungle,
    /// 五子棋 / 连珠.
    Renju,
}

impl TeachGame {
    /// `jungle` or `renju`.
    pub fn as_str(self) -> &'static str {
        match self {
            TeachGame::Jungle => "jungle",
            TeachGame::Renju => "renju",
        }
    }
}

/// Whose turn a Renju board shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToMove {
    /// Black.
    Black,
    /// White.
    White,
}

/// The rule set of a Renju board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TeachRule {
    /// 连珠: Black has forbidden points and needs exactly five.
    #[default]
    Renju,
    /// 五子棋 without forbidden points: five or more wins.
    Freestyle,
}

/// The board of a question: a Jungle FEN, or Renju stones with the side to move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum BoardPosition {
    /// `{"fen":"…"}`.
    Jungle {
        /// The FEN, side to move included.
        fen: String,
    },
    /// `{"black":[…],"white":[…],"to_move":"black","rule":"renju"}`.
    Renju {
        /// Black stones (`h8` …).
        black: Vec<String>,
        /// White stones.
        white: Vec<String>,
        /// Who answers; default: Black when both have as many stones, else White.
        #[serde(default)]
        to_move: Option<ToMove>,
        /// The rule set; default `renju`.
        #[serde(default)]
        rule: Option<TeachRule>,
    },
}

/// An answer: a move (`g3g4`), a point (`h8`) or marked squares/points (`["c3","d4"]`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AnswerValue {
    /// A move or a point.
    One(String),
    /// Marked squares or points, sorted.
    Many(Vec<String>),
}

/// The server's verdict on an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnswerVerdict {
    /// Reaches the goal (the step's goal, the puzzle's solution, a forced win kept).
    Right,
    /// Allowed by the rules, but not right.
    Legal,
    /// Refused by the rules (`reason` says why).
    Illegal,
}

impl AnswerVerdict {
    /// `right`, `legal` or `illegal`.
    pub fn as_str(self) -> &'static str {
        match self {
            AnswerVerdict::Right => "right",
            AnswerVerdict::Legal => "legal",
            AnswerVerdict::Illegal => "illegal",
        }
    }

    /// The verdict named `text`.
    pub fn parse(text: &str) -> Option<AnswerVerdict> {
        match text {
            "right" => Some(AnswerVerdict::Right),
            "legal" => Some(AnswerVerdict::Legal),
            "illegal" => Some(AnswerVerdict::Illegal),
            _ => None,
        }
    }
}

/// `{"type":"ask",…}` from the teacher.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ask {
    /// The question id (made by the teacher's screen).
    pub id: String,
    /// The game.
    pub game: TeachGame,
    /// The board.
    pub position: BoardPosition,
    /// The lesson the board comes from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lesson: Option<String>,
    /// Its step, counted from 1.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step: Option<u32>,
    /// The puzzle the board comes from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<String>,
}

/// What the teacher sends on the teacher socket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TeacherCommand {
    /// Opens a question to the class.
    Ask(Ask),
    /// No more answers.
    Close {
        /// The question.
        id: String,
    },
    /// Shows the right answers (closes too).
    Reveal {
        /// The question.
        id: String,
    },
}

/// What a device sends on `/api/live`. The answer stays raw JSON, so that an answer of the
/// wrong shape is refused with a reason instead of failing to parse.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum DeviceCommand {
    /// An answer (resent until `answer-taken`).
    Answer {
        /// The question.
        id: String,
        /// The move, point or marks.
        answer: Value,
        /// The device-made event id.
        event_id: String,
    },
}

/// One line of the tally: an answer, how many gave it, and the server's verdict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TallyRow {
    /// The answer.
    pub answer: AnswerValue,
    /// How many children gave it.
    pub count: u32,
    /// Right, legal or illegal.
    pub verdict: AnswerVerdict,
    /// The engine's kebab-case reason when illegal (`into-water`, `forbidden-point` …).
    pub reason: Option<String>,
    /// Who gave it (student ids; the teacher's screen may show the names, the projector not).
    #[serde(default)]
    pub students: Vec<String>,
}

/// A server-to-device teach message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TeachToDevice {
    /// An open question: show this board now.
    Question {
        /// The question.
        id: String,
        /// The game.
        game: TeachGame,
        /// The board.
        position: BoardPosition,
        /// What to answer with (`move`, `point`, `squares`, `points`); added to the contract's
        /// shape so the device knows whether to take a move or marks.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        expects: Option<super::teach_judge::Expects>,
    },
    /// The answer with this event id is committed.
    AnswerTaken {
        /// The device's event id.
        event_id: String,
    },
    /// No more answers; back to the child's own work.
    Closed {
        /// The question.
        id: String,
    },
    /// The right answers.
    Reveal {
        /// The question.
        id: String,
        /// Every right answer (empty when there is none to show).
        right: Vec<AnswerValue>,
    },
    /// A message refused, and why (`unknown-question`, `question-closed`, `not-a-move` …).
    Refused {
        /// The question, when the message named one.
        #[serde(default)]
        id: Option<String>,
        /// The event id, when the message carried one.
        #[serde(default)]
        event_id: Option<String>,
        /// The kebab-case reason.
        reason: String,
    },
}

/// A server-to-teacher teach message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TeachToTeacher {
    /// The current answers of a question (on connect, and on every change).
    Answers {
        /// The question.
        id: String,
        /// Children who answered.
        answered: u32,
        /// Children whose device is connected (or answered).
        connected: u32,
        /// One row per different answer, most given first.
        tally: Vec<TallyRow>,
        /// `open`, `closed` or `revealed`.
        state: String,
        /// Connected children who have not answered yet (student ids; teacher's screen only).
        waiting: Vec<String>,
        /// The right answers (known to the teacher from the start).
        right: Vec<AnswerValue>,
    },
    /// A command refused, and why.
    Refused {
        /// The question, when the command named one.
        #[serde(default)]
        id: Option<String>,
        /// The kebab-case reason.
        reason: String,
    },
}

/// One child's current answer, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TakenAnswer {
    /// The child.
    pub student_id: String,
    /// The answer.
    pub answer: AnswerValue,
    /// The verdict.
    pub verdict: AnswerVerdict,
    /// The engine's reason when illegal.
    pub reason: Option<String>,
}

/// The tally of the children's current answers: one row per different answer, the most given
/// first (then right before legal before illegal, then by answer), students in id order.
pub fn tally(answers: &[TakenAnswer]) -> Vec<TallyRow> {
    let mut rows: BTreeMap<&AnswerValue, TallyRow> = BTreeMap::new();
    for taken in answers {
        let row = rows.entry(&taken.answer).or_insert_with(|| TallyRow {
            answer: taken.answer.clone(),
            count: 0,
            verdict: taken.verdict,
            reason: taken.reason.clone(),
            students: Vec::new(),
        });
        row.count += 1;
        row.students.push(taken.student_id.clone());
    }
    let mut rows: Vec<TallyRow> = rows.into_values().collect();
    for row in &mut rows {
        row.students.sort();
    }
    rows.sort_by(|a, b| {
        b.count
            .cmp(&a.count)
            .then(a.verdict.cmp(&b.verdict))
            .then(a.answer.cmp(&b.answer))
    });
    rows
}

/// Whether `id` is a usable question or event id: 1–64 letters, digits or `-_.:`.
pub fn is_good_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_QUESTION_ID_LEN
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ':'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taken(student: &str, answer: &str, verdict: AnswerVerdict) -> TakenAnswer {
        TakenAnswer {
            student_id: student.into(),
            answer: AnswerValue::One(answer.into()),
            verdict,
            reason: None,
        }
    }

    #[test]
    fn the_tally_counts_each_answer_once_per_child_most_given_first() {
        let rows = tally(&[
            taken("b", "g3g4", AnswerVerdict::Legal),
            taken("a", "c3c4", AnswerVerdict::Right),
            taken("c", "g3g4", AnswerVerdict::Legal),
        ]);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].answer, AnswerValue::One("g3g4".into()));
        assert_eq!(rows[0].count, 2);
        assert_eq!(rows[0].students, ["b", "c"]);
        assert_eq!(rows[1].verdict, AnswerVerdict::Right);
    }

    #[test]
    fn the_contract_shapes_read_and_write() {
        let ask: TeacherCommand = serde_json::from_str(
            r#"{"type":"ask","id":"q1","game":"renju","position":{"black":["h8"],"white":["h9"],"to_move":"black","rule":"renju"},"puzzle":"p"}"#,
        )
        .expect("contract shape");
        let TeacherCommand::Ask(ask) = ask else {
            panic!("an ask");
        };
        assert_eq!(ask.game, TeachGame::Renju);
        assert!(matches!(ask.position, BoardPosition::Renju { .. }));
        let jungle: TeacherCommand = serde_json::from_str(
            r#"{"type":"ask","id":"q2","game":"jungle","position":{"fen":"7/7/7/7/7/7/7/7/7 w"},"lesson":"l","step":3}"#,
        )
        .expect("contract shape");
        assert!(matches!(
            jungle,
            TeacherCommand::Ask(Ask { step: Some(3), .. })
        ));
        let answer: DeviceCommand = serde_json::from_str(
            r#"{"type":"answer","id":"q1","answer":["c3","d4"],"event_id":"e1"}"#,
        )
        .expect("contract shape");
        assert!(matches!(answer, DeviceCommand::Answer { .. }));
        let taken = serde_json::to_value(TeachToDevice::AnswerTaken {
            event_id: "e1".into(),
        })
        .expect("serializes");
        assert_eq!(
            taken,
            serde_json::json!({"type":"answer-taken","event_id":"e1"})
        );
        let row = serde_json::to_value(TallyRow {
            answer: AnswerValue::One("h8".into()),
            count: 2,
            verdict: AnswerVerdict::Illegal,
            reason: Some("occupied".into()),
            students: vec![],
        })
        .expect("serializes");
        assert_eq!(row["verdict"], "illegal");
        assert_eq!(row["reason"], "occupied");
    }

    #[test]
    fn ids_are_short_and_plain() {
        assert!(is_good_id("q-1:a.b_c"));
        assert!(!is_good_id(""));
        assert!(!is_good_id("a b"));
        assert!(!is_good_id(&"x".repeat(65)));
    }
}
