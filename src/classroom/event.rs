//! Progress events: a finished lesson step or a puzzle attempt, with an id made on the device.
//! The server checks each event of a batch on its own ([`check_event`]) against the lessons and
//! puzzles it knows ([`Catalog`]); a refused event carries a machine-readable [`Reason`].

use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::{HashMap, HashSet};

/// The longest event id accepted (device ids are UUID-like, well under this).
pub const MAX_ID_LEN: usize = 64;
/// The most mistakes or hints one event may carry.
pub const MAX_COUNT: u64 = 1_000;
/// The most seconds one event may carry (a day).
pub const MAX_SECONDS: u64 = 86_400;
/// The most stars a step earns.
pub const MAX_STARS: u64 = 3;
/// The most tries one event may carry (`tries`: the first ones, in order).
pub const MAX_TRIES: usize = 16;
/// The longest text of one try, or of one mark of a try (`g3g4`, `h8`, `elephant`).
pub const MAX_TRY_TEXT: usize = 16;
/// The most marks one try may carry (a find-all set, a mark-all set).
pub const MAX_TRY_MARKS: usize = 64;

/// One try of a step or puzzle, as the child played it: a move (`g3g4`), a point (`h8`) or a
/// set of marks (`["c3","d4"]`), the teach board's answer shapes.
pub type Try = super::teach::AnswerValue;

/// A finished lesson step (`"kind":"lesson-step"`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LessonStep {
    /// The device-made id.
    pub id: String,
    /// The lesson id.
    pub lesson: String,
    /// The step, counted from 1 as the app shows it.
    pub step: u32,
    /// Stars earned, 0–3.
    pub stars: u8,
    /// Wrong tries.
    pub mistakes: u32,
    /// Hints asked for.
    pub hints: u32,
    /// Answers shown: hints that gave the whole move away, or the teacher's "show the answer"
    /// (optional on the wire: 0 when left out).
    #[serde(default)]
    pub answers_seen: u32,
    /// Seconds spent.
    pub seconds: u32,
    /// The moves, points or marks tried, in order, the right one last when it was found
    /// (optional on the wire, at most [`MAX_TRIES`]; the class's mistakes are drawn from them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tries: Vec<Try>,
}

/// A puzzle attempt (`"kind":"puzzle"`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PuzzleAttempt {
    /// The device-made id.
    pub id: String,
    /// The puzzle id.
    pub puzzle: String,
    /// Whether the attempt solved it.
    pub solved: bool,
    /// Wrong tries.
    pub mistakes: u32,
    /// Hints asked for.
    pub hints: u32,
    /// Answers shown: hints that gave the whole move away, or the teacher's "show the answer"
    /// (optional on the wire: 0 when left out).
    #[serde(default)]
    pub answers_seen: u32,
    /// Seconds spent.
    pub seconds: u32,
    /// The moves, points or marks tried, in order, the right one last when it was found
    /// (optional on the wire, at most [`MAX_TRIES`]; the class's mistakes are drawn from them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tries: Vec<Try>,
}

/// One progress event, as sent on the wire (`{"id":…,"kind":"lesson-step",…}`).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Event {
    /// A finished lesson step.
    LessonStep(LessonStep),
    /// A puzzle attempt.
    Puzzle(PuzzleAttempt),
}

impl Event {
    /// Mistakes, hints, seconds and answers seen, whichever kind the event is.
    pub fn counts(&self) -> (u32, u32, u32, u32) {
        match self {
            Event::LessonStep(s) => (s.mistakes, s.hints, s.seconds, s.answers_seen),
            Event::Puzzle(p) => (p.mistakes, p.hints, p.seconds, p.answers_seen),
        }
    }

    /// The tries, if any, as the stored event's `detail` (`{"tries":[…]}`).
    pub fn detail(&self) -> Option<String> {
        let tries = match self {
            Event::LessonStep(s) => &s.tries,
            Event::Puzzle(p) => &p.tries,
        };
        (!tries.is_empty()).then(|| serde_json::json!({ "tries": tries }).to_string())
    }

    /// The device-made id.
    pub fn id(&self) -> &str {
        match self {
            Event::LessonStep(step) => &step.id,
            Event::Puzzle(attempt) => &attempt.id,
        }
    }
}

/// Why an event was refused (sent as its kebab-case [`Reason::as_str`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The event is not a JSON object.
    NotAnObject,
    /// No `id`, or not a string.
    MissingId,
    /// The id is empty, too long or has characters other than letters, digits, `-_.:`.
    BadId,
    /// `kind` is neither `lesson-step` nor `puzzle`.
    UnknownKind,
    /// No `lesson` string.
    MissingLesson,
    /// The lesson is neither built in nor in the teacher's folder.
    UnknownLesson,
    /// No `puzzle` string.
    MissingPuzzle,
    /// The puzzle is neither built in nor in the teacher's folder.
    UnknownPuzzle,
    /// `step` missing, not a whole number, or not a step of the lesson (they count from 1).
    StepOutOfRange,
    /// `stars` missing or not 0–3.
    StarsOutOfRange,
    /// `mistakes` not a whole number 0–1000.
    MistakesOutOfRange,
    /// `hints` not a whole number 0–1000.
    HintsOutOfRange,
    /// `seconds` not a whole number 0–86400.
    SecondsOutOfRange,
    /// `answers_seen` not a whole number 0–1000.
    AnswersSeenOutOfRange,
    /// `solved` missing or not true/false.
    SolvedNotABoolean,
    /// `tries` not a list of at most 16 moves, points or mark sets of short text.
    TriesOutOfRange,
}

impl Reason {
    /// The reason's id on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::NotAnObject => "not-an-object",
            Reason::MissingId => "missing-id",
            Reason::BadId => "bad-id",
            Reason::UnknownKind => "unknown-kind",
            Reason::MissingLesson => "missing-lesson",
            Reason::UnknownLesson => "unknown-lesson",
            Reason::MissingPuzzle => "missing-puzzle",
            Reason::UnknownPuzzle => "unknown-puzzle",
            Reason::StepOutOfRange => "step-out-of-range",
            Reason::StarsOutOfRange => "stars-out-of-range",
            Reason::MistakesOutOfRange => "mistakes-out-of-range",
            Reason::HintsOutOfRange => "hints-out-of-range",
            Reason::SecondsOutOfRange => "seconds-out-of-range",
            Reason::AnswersSeenOutOfRange => "answers-seen-out-of-range",
            Reason::SolvedNotABoolean => "solved-not-a-boolean",
            Reason::TriesOutOfRange => "tries-out-of-range",
        }
    }
}

/// A refused event: its id (empty when it had none usable) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejection {
    /// The id as sent, cut to [`MAX_ID_LEN`] characters.
    pub id: String,
    /// Why.
    pub reason: Reason,
}

/// The lessons (with their step counts) and puzzles the server accepts events for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Catalog {
    lessons: HashMap<String, u32>,
    puzzles: HashSet<String>,
}

impl Catalog {
    /// Adds (or replaces) a lesson with `steps` steps.
    pub fn add_lesson(&mut self, id: impl Into<String>, steps: u32) {
        self.lessons.insert(id.into(), steps);
    }

    /// Adds a puzzle.
    pub fn add_puzzle(&mut self, id: impl Into<String>) {
        self.puzzles.insert(id.into());
    }

    /// The number of steps of a known lesson.
    pub fn lesson_steps(&self, id: &str) -> Option<u32> {
        self.lessons.get(id).copied()
    }

    /// Whether the puzzle is known.
    pub fn has_puzzle(&self, id: &str) -> bool {
        self.puzzles.contains(id)
    }

    /// How many lessons and puzzles are known.
    pub fn len(&self) -> (usize, usize) {
        (self.lessons.len(), self.puzzles.len())
    }

    /// Whether nothing is known.
    pub fn is_empty(&self) -> bool {
        self.lessons.is_empty() && self.puzzles.is_empty()
    }
}

/// Whether a device-made id is usable: 1–64 of ASCII letters, digits and `-_.:`.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_LEN
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':'))
}

/// Checks one event as sent; the valid ones become [`Event`]s.
pub fn check_event(value: &Value, catalog: &Catalog) -> Result<Event, Rejection> {
    let Some(object) = value.as_object() else {
        return Err(Rejection {
            id: String::new(),
            reason: Reason::NotAnObject,
        });
    };
    let Some(id) = object.get("id").and_then(Value::as_str) else {
        return Err(Rejection {
            id: String::new(),
            reason: Reason::MissingId,
        });
    };
    let reject = |reason| Rejection {
        id: id.chars().take(MAX_ID_LEN).collect(),
        reason,
    };
    if !valid_id(id) {
        return Err(reject(Reason::BadId));
    }
    let count = |name: &str, max: u64, reason: Reason| -> Result<u32, Rejection> {
        match object.get(name) {
            None => Ok(0),
            Some(value) => whole(value, max).ok_or_else(|| reject(reason)),
        }
    };
    let mistakes = count("mistakes", MAX_COUNT, Reason::MistakesOutOfRange)?;
    let hints = count("hints", MAX_COUNT, Reason::HintsOutOfRange)?;
    let seconds = count("seconds", MAX_SECONDS, Reason::SecondsOutOfRange)?;
    let answers_seen = count("answers_seen", MAX_COUNT, Reason::AnswersSeenOutOfRange)?;
    let tries = match object.get("tries") {
        None | Some(Value::Null) => Vec::new(),
        Some(value) => read_tries(value).ok_or_else(|| reject(Reason::TriesOutOfRange))?,
    };
    match object.get("kind").and_then(Value::as_str) {
        Some("lesson-step") => {
            let lesson = object
                .get("lesson")
                .and_then(Value::as_str)
                .ok_or_else(|| reject(Reason::MissingLesson))?;
            let steps = catalog
                .lesson_steps(lesson)
                .ok_or_else(|| reject(Reason::UnknownLesson))?;
            let step = object
                .get("step")
                .and_then(|v| whole(v, u64::from(steps)))
                .filter(|&step| step >= 1)
                .ok_or_else(|| reject(Reason::StepOutOfRange))?;
            let stars = object
                .get("stars")
                .and_then(|v| whole(v, MAX_STARS))
                .ok_or_else(|| reject(Reason::StarsOutOfRange))?;
            Ok(Event::LessonStep(LessonStep {
                id: id.to_owned(),
                lesson: lesson.to_owned(),
                step,
                stars: u8::try_from(stars).map_err(|_| reject(Reason::StarsOutOfRange))?,
                mistakes,
                hints,
                answers_seen,
                seconds,
                tries,
            }))
        }
        Some("puzzle") => {
            let puzzle = object
                .get("puzzle")
                .and_then(Value::as_str)
                .ok_or_else(|| reject(Reason::MissingPuzzle))?;
            if !catalog.has_puzzle(puzzle) {
                return Err(reject(Reason::UnknownPuzzle));
            }
            let solved = object
                .get("solved")
                .and_then(Value::as_bool)
                .ok_or_else(|| reject(Reason::SolvedNotABoolean))?;
            Ok(Event::Puzzle(PuzzleAttempt {
                id: id.to_owned(),
                puzzle: puzzle.to_owned(),
                solved,
                mistakes,
                hints,
                answers_seen,
                seconds,
                tries,
            }))
        }
        _ => Err(reject(Reason::UnknownKind)),
    }
}

/// The tries of an event: a list of at most [`MAX_TRIES`] strings or lists of strings, each
/// short ([`MAX_TRY_TEXT`], [`MAX_TRY_MARKS`]) and plain (letters, digits, `-`).
fn read_tries(value: &Value) -> Option<Vec<Try>> {
    let list = value.as_array()?;
    if list.len() > MAX_TRIES {
        return None;
    }
    let text = |v: &Value| -> Option<String> {
        let t = v.as_str()?.trim();
        (!t.is_empty()
            && t.len() <= MAX_TRY_TEXT
            && t.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
        .then(|| t.to_ascii_lowercase())
    };
    list.iter()
        .map(|item| match item {
            Value::Array(marks) if marks.len() <= MAX_TRY_MARKS => {
                // In the order sent: an ordering (谁吃谁) is a list whose order counts.
                marks
                    .iter()
                    .map(text)
                    .collect::<Option<Vec<_>>>()
                    .map(Try::Many)
            }
            Value::String(_) => text(item).map(Try::One),
            _ => None,
        })
        .collect()
}

/// A whole number 0..=max (JSON integers only: no fractions, no negatives).
fn whole(value: &Value, max: u64) -> Option<u32> {
    value
        .as_u64()
        .filter(|&n| n <= max)
        .and_then(|n| u32::try_from(n).ok())
}

/// Checks a batch: the valid events (first copy of an id repeated inside the batch) and the
/// refusals, each in the order sent.
pub fn check_batch(values: &[Value], catalog: &Catalog) -> (Vec<Event>, Vec<Rejection>) {
    let mut events: Vec<Event> = Vec::new();
    let mut seen = HashSet::new();
    let mut rejections = Vec::new();
    for value in values {
        match check_event(value, catalog) {
            Ok(event) => {
                if seen.insert(event.id().to_owned()) {
                    events.push(event);
                }
            }
            Err(rejection) => rejections.push(rejection),
        }
    }
    (events, rejections)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn catalog() -> Catalog {
        let mut catalog = Catalog::default();
        catalog.add_lesson("jungle-10-food-chain", 5);
        catalog.add_puzzle("jungle-endgame-02");
        catalog
    }

    fn reason(value: Value) -> Reason {
        check_event(&value, &catalog()).expect_err("refused").reason
    }

    #[test]
    fn the_contract_examples_are_accepted() {
        let step = json!({"id":"a1","kind":"lesson-step","lesson":"jungle-10-food-chain","step":3,"stars":3,"mistakes":1,"hints":0,"seconds":42});
        let puzzle = json!({"id":"a2","kind":"puzzle","puzzle":"jungle-endgame-02","solved":true,"mistakes":0,"hints":1,"seconds":30});
        let Ok(Event::LessonStep(step)) = check_event(&step, &catalog()) else {
            panic!("lesson step refused");
        };
        assert_eq!(
            (step.step, step.stars, step.mistakes, step.seconds),
            (3, 3, 1, 42)
        );
        let Ok(Event::Puzzle(attempt)) = check_event(&puzzle, &catalog()) else {
            panic!("puzzle refused");
        };
        assert!(attempt.solved);
        assert_eq!(attempt.hints, 1);
        // Left out, answers seen count as none.
        assert_eq!((step.answers_seen, attempt.answers_seen), (0, 0));
    }

    #[test]
    fn events_round_trip_through_their_wire_shape() {
        let event = Event::LessonStep(LessonStep {
            id: "x".into(),
            lesson: "jungle-10-food-chain".into(),
            step: 1,
            stars: 2,
            mistakes: 0,
            hints: 2,
            answers_seen: 1,
            seconds: 5,
            tries: Vec::new(),
        });
        let value = serde_json::to_value(&event).expect("serializes");
        assert_eq!(value["kind"], "lesson-step");
        assert_eq!(check_event(&value, &catalog()), Ok(event));
    }

    #[test]
    fn steps_count_from_one_and_stop_at_the_lessons_last_step() {
        let step = |n: Value| json!({"id":"s","kind":"lesson-step","lesson":"jungle-10-food-chain","step":n,"stars":1});
        assert_eq!(reason(step(json!(0))), Reason::StepOutOfRange);
        assert_eq!(reason(step(json!(6))), Reason::StepOutOfRange);
        assert_eq!(reason(step(json!(-1))), Reason::StepOutOfRange);
        assert_eq!(reason(step(json!(2.5))), Reason::StepOutOfRange);
        assert!(check_event(&step(json!(1)), &catalog()).is_ok());
        assert!(check_event(&step(json!(5)), &catalog()).is_ok());
    }

    #[test]
    fn out_of_range_values_are_refused_with_their_own_reason() {
        let base = |field: &str, value: Value| {
            let mut event = json!({"id":"v","kind":"lesson-step","lesson":"jungle-10-food-chain","step":1,"stars":1});
            event[field] = value;
            reason(event)
        };
        assert_eq!(base("stars", json!(4)), Reason::StarsOutOfRange);
        assert_eq!(base("stars", json!(-1)), Reason::StarsOutOfRange);
        assert_eq!(base("mistakes", json!(-3)), Reason::MistakesOutOfRange);
        assert_eq!(base("hints", json!(1e30)), Reason::HintsOutOfRange);
        assert_eq!(base("seconds", json!(u64::MAX)), Reason::SecondsOutOfRange);
        assert_eq!(
            base("answers_seen", json!(1001)),
            Reason::AnswersSeenOutOfRange
        );
        assert_eq!(
            base("answers_seen", json!("2")),
            Reason::AnswersSeenOutOfRange
        );
        assert_eq!(base("id", json!("")), Reason::BadId);
        assert_eq!(base("id", json!("x".repeat(65))), Reason::BadId);
        assert_eq!(base("kind", json!("dance")), Reason::UnknownKind);
        assert_eq!(
            base("lesson", json!("no-such-lesson")),
            Reason::UnknownLesson
        );
        assert_eq!(reason(json!(7)), Reason::NotAnObject);
        assert_eq!(reason(json!({"kind":"puzzle"})), Reason::MissingId);
        assert_eq!(
            reason(json!({"id":"p","kind":"puzzle","puzzle":"nope","solved":true})),
            Reason::UnknownPuzzle
        );
        assert_eq!(
            reason(json!({"id":"p","kind":"puzzle","puzzle":"jungle-endgame-02","solved":"yes"})),
            Reason::SolvedNotABoolean
        );
    }

    #[test]
    fn a_batch_keeps_its_valid_events_and_an_id_repeated_inside_it_once() {
        let good = json!({"id":"g","kind":"puzzle","puzzle":"jungle-endgame-02","solved":false});
        let bad = json!({"id":"b","kind":"puzzle","puzzle":"nope","solved":false});
        let (events, rejections) = check_batch(&[good.clone(), bad, good], &catalog());
        assert_eq!(events.len(), 1);
        assert_eq!(rejections.len(), 1);
        assert_eq!(rejections[0].id, "b");
    }
}

#[cfg(test)]
mod tries_tests {
    use super::*;
    use serde_json::json;

    fn catalog() -> Catalog {
        let mut catalog = Catalog::default();
        catalog.add_lesson("jungle-13-moving", 5);
        catalog.add_puzzle("p");
        catalog
    }

    #[test]
    fn tries_are_optional_bounded_and_written_plainly() {
        let old = json!({"id":"e1","kind":"puzzle","puzzle":"p","solved":true});
        let Ok(Event::Puzzle(attempt)) = check_event(&old, &catalog()) else {
            panic!("an old event still reads");
        };
        assert!(attempt.tries.is_empty());
        assert!(
            !serde_json::to_string(&attempt)
                .expect("serializes")
                .contains("tries")
        );
        let new = json!({"id":"e2","kind":"lesson-step","lesson":"jungle-13-moving","step":2,
            "stars":1,"tries":["D3D5", ["e3","c3","c3"], "d3d4"]});
        let Ok(Event::LessonStep(step)) = check_event(&new, &catalog()) else {
            panic!("tries read");
        };
        assert_eq!(
            step.tries,
            [
                Try::One("d3d5".into()),
                Try::Many(vec!["e3".into(), "c3".into(), "c3".into()]),
                Try::One("d3d4".into())
            ]
        );
        for bad in [
            json!("g3g4"),
            json!([1]),
            json!(["x".repeat(17)]),
            json!(["a b"]),
            json!(vec!["g3g4"; 17]),
            json!([vec!["c3"; 65]]),
        ] {
            let event = json!({"id":"e3","kind":"puzzle","puzzle":"p","solved":false,"tries":bad});
            assert_eq!(
                check_event(&event, &catalog()).expect_err("refused").reason,
                Reason::TriesOutOfRange
            );
        }
    }
}
