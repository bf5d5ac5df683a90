//! The placement race (看谁摆得快, issue #43): the teacher starts one placement or ordering step
//! of a lesson on every device at once; the server times each child from the start, counts the
//! wrong final answers, and keeps the finishing order. JSON text messages with a field `"type"`
//! over the existing sockets (docs/classroom-server.md, "The placement race").
//!
//! Pure types, the referee and the standings; the server keeps the races and their tries in the
//! store (`store::race_sql`). The verdict is the server's, by the same goal checks the lesson
//! player uses (`tutor::lesson`), never the device's.

use crate::content::Library;
use crate::content::lesson::Lesson;
use crate::content::step::{Step, StepKind};
use crate::rules::jungle::{Animal, Side, Square};
use crate::tutor::lesson::{Action, StepTutor, Verdict, judge};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// How many children the podium shows.
pub const PODIUM: usize = 3;
/// The most animals an ordering may name, squares a find-all may mark, or animals a placement
/// may put (sixteen: both sides).
pub const MAX_ITEMS: usize = 63;
/// The longest text of one item of an answer (`elephant`, `red-lion:g1`).
pub const MAX_ITEM_LEN: usize = 24;

/// Why a race message is refused (sent as the kebab-case reason).
pub type Refusal = &'static str;

/// The kind of step a race runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RaceTask {
    /// `food-chain-order`: the animals, strongest first (`["elephant","lion",…]`).
    FoodChainOrder,
    /// `place-pieces`: every animal on its square (`["red-lion:g1",…]`).
    PlacePieces,
    /// `find-all`: the whole set of marked squares (`["c3","d4"]`).
    FindAll,
}

/// How the finishers are shown (the teacher chooses; the projector follows).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RaceShow {
    /// The children's names.
    #[default]
    Names,
    /// Only their animal pictures (no names on the projector).
    Animals,
}

impl RaceShow {
    /// `names` or `animals`.
    pub fn as_str(self) -> &'static str {
        match self {
            RaceShow::Names => "names",
            RaceShow::Animals => "animals",
        }
    }

    /// The choice named `text`.
    pub fn parse(text: &str) -> Option<RaceShow> {
        match text {
            "names" => Some(RaceShow::Names),
            "animals" => Some(RaceShow::Animals),
            _ => None,
        }
    }
}

/// A race as the server keeps it (the `body` of its row).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RaceSpec {
    /// The race id (made by the teacher's screen).
    pub id: String,
    /// The lesson.
    pub lesson: String,
    /// Its step, counted from 1.
    pub step: u32,
    /// The kind of step.
    pub task: RaceTask,
}

/// What the teacher sends on `/api/classes/{code}/live` for a race.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum RaceCommand {
    /// Starts a race on every device.
    RaceStart {
        /// The race id.
        id: String,
        /// The lesson.
        lesson: String,
        /// Its step, counted from 1.
        step: u32,
        /// Names or animal pictures (default names).
        #[serde(default)]
        show: Option<RaceShow>,
    },
    /// Switches between names and animal pictures.
    RaceShow {
        /// The race id.
        id: String,
        /// Names or animals.
        show: RaceShow,
    },
    /// Ends the race: no more answers; the podium.
    RaceEnd {
        /// The race id.
        id: String,
    },
}

/// A device's final answer (`{"type":"race-answer",…}`); the answer stays raw JSON, so that one
/// of the wrong shape is refused with a reason.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct RaceAnswer {
    /// The race id.
    pub id: String,
    /// The order, the placements or the marks.
    pub answer: Value,
    /// The device-made event id (resent until `race-taken`; a repeat is taken once).
    pub event_id: String,
}

/// A server-to-device race message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum RaceToDevice {
    /// A running race: show this step now.
    Race {
        /// The race id.
        id: String,
        /// The lesson.
        lesson: String,
        /// Its step, counted from 1.
        step: u32,
        /// The kind of step.
        task: RaceTask,
        /// When it started (server clock, ms since the epoch).
        started_ms: i64,
    },
    /// The answer with this event id is taken.
    RaceTaken {
        /// The race id.
        id: String,
        /// The device's event id.
        event_id: String,
        /// Whether the answer is right (the child finished).
        right: bool,
        /// The child's wrong answers so far.
        mistakes: u32,
        /// The child's place, once finished.
        place: Option<u32>,
        /// The child's time from the start, once finished.
        ms: Option<i64>,
    },
    /// The race is over; back to the child's own work.
    RaceEnded {
        /// The race id.
        id: String,
    },
    /// A message refused, and why (the teach board's shape).
    Refused {
        /// The race, when the message named one.
        id: Option<String>,
        /// The event id, when the message carried one.
        event_id: Option<String>,
        /// The kebab-case reason.
        reason: String,
    },
}

/// One child in the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Racer {
    /// 1, 2, 3 … for finishers; `None` while racing.
    pub place: Option<u32>,
    /// The child.
    pub student_id: String,
    /// Their name (the teacher's screen; the projector only when showing names).
    pub name: String,
    /// Their animal picture (`lion`, …), if they chose one.
    pub animal: Option<String>,
    /// Milliseconds from the start to the right answer, once finished.
    pub ms: Option<i64>,
    /// Wrong answers (before finishing).
    pub mistakes: u32,
}

/// `{"type":"race-standings",…}`: the teacher's live view of a race, sent on every change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standings {
    /// The race id.
    pub id: String,
    /// The lesson.
    pub lesson: String,
    /// Its step.
    pub step: u32,
    /// The kind of step.
    pub task: RaceTask,
    /// `running` or `ended`.
    pub state: String,
    /// Names or animal pictures.
    pub show: RaceShow,
    /// When it started (server clock).
    pub started_ms: i64,
    /// The finishers, in order.
    pub finished: Vec<Racer>,
    /// Children still racing (connected or with a try), by name.
    pub racing: Vec<Racer>,
    /// The first three finishers once the race has ended (empty before).
    pub podium: Vec<Racer>,
}

/// One try as stored: who, when (server clock), and whether it was right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaceTry {
    /// The child.
    pub student_id: String,
    /// The device's event id.
    pub event_id: String,
    /// Whether the answer was right.
    pub right: bool,
    /// When the server took it.
    pub received_ms: i64,
}

/// Who a child is, for the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    /// The child.
    pub student_id: String,
    /// Their name.
    pub name: String,
    /// Their animal picture.
    pub animal: Option<String>,
}

/// One child's race so far: the finish (ms from the start, event id) and the mistakes before it.
type Progress<'a> = (Option<(i64, &'a str)>, u32);

/// The finishing order: each child's first right try (time from the start), and the wrong tries
/// before it; ties on time go to the earlier event id, then the student id. `entrants` names the
/// children (a child not in it — removed from the roster — is left out); `present` are the
/// children still racing to list even without a try.
pub fn standings(
    spec: &RaceSpec,
    state: &str,
    show: RaceShow,
    started_ms: i64,
    tries: &[RaceTry],
    entrants: &[Entrant],
    present: &BTreeSet<String>,
) -> Standings {
    let who: BTreeMap<&str, &Entrant> = entrants
        .iter()
        .map(|e| (e.student_id.as_str(), e))
        .collect();
    // Per child: (finish ms and event id, mistakes before it).
    let mut per: BTreeMap<&str, Progress<'_>> = BTreeMap::new();
    let mut ordered: Vec<&RaceTry> = tries.iter().collect();
    ordered.sort_by(|a, b| {
        a.received_ms
            .cmp(&b.received_ms)
            .then(a.event_id.cmp(&b.event_id))
    });
    for t in ordered {
        if !who.contains_key(t.student_id.as_str()) {
            continue;
        }
        let entry = per.entry(t.student_id.as_str()).or_insert((None, 0));
        if entry.0.is_some() {
            continue;
        }
        if t.right {
            entry.0 = Some(((t.received_ms - started_ms).max(0), t.event_id.as_str()));
        } else {
            entry.1 = entry.1.saturating_add(1);
        }
    }
    let racer = |id: &str, place: Option<u32>, ms: Option<i64>, mistakes: u32| {
        let entrant = who.get(id);
        Racer {
            place,
            student_id: id.to_owned(),
            name: entrant.map(|e| e.name.clone()).unwrap_or_default(),
            animal: entrant.and_then(|e| e.animal.clone()),
            ms,
            mistakes,
        }
    };
    let mut done: Vec<(i64, &str, &str, u32)> = per
        .iter()
        .filter_map(|(id, (finish, mistakes))| finish.map(|(ms, ev)| (ms, ev, *id, *mistakes)))
        .collect();
    done.sort();
    let finished: Vec<Racer> = done
        .iter()
        .enumerate()
        .map(|(i, (ms, _, id, mistakes))| {
            racer(
                id,
                Some(u32::try_from(i + 1).unwrap_or(u32::MAX)),
                Some(*ms),
                *mistakes,
            )
        })
        .collect();
    let mut racing: Vec<Racer> = entrants
        .iter()
        .filter(|e| {
            let tried = per.get(e.student_id.as_str());
            tried.is_none_or(|(finish, _)| finish.is_none())
                && (tried.is_some() || present.contains(&e.student_id))
        })
        .map(|e| {
            let mistakes = per.get(e.student_id.as_str()).map_or(0, |(_, m)| *m);
            racer(&e.student_id, None, None, mistakes)
        })
        .collect();
    racing.sort_by(|a, b| a.name.cmp(&b.name).then(a.student_id.cmp(&b.student_id)));
    let podium = if state == "ended" {
        finished.iter().take(PODIUM).cloned().collect()
    } else {
        Vec::new()
    };
    Standings {
        id: spec.id.clone(),
        lesson: spec.lesson.clone(),
        step: spec.step,
        task: spec.task,
        state: state.to_owned(),
        show,
        started_ms,
        finished,
        racing,
        podium,
    }
}

/// The lesson and step of a race, and its kind; a step that is not a placement or ordering
/// step is refused.
pub fn find_task<'a>(
    library: &'a Library,
    lesson: &str,
    step: u32,
) -> Result<(&'a Lesson, &'a Step, RaceTask), Refusal> {
    let found = library
        .lessons
        .iter()
        .find(|l| l.id.get_ref() == lesson)
        .ok_or("unknown-lesson")?;
    let index = usize::try_from(step).unwrap_or(usize::MAX);
    let step = index
        .checked_sub(1)
        .and_then(|i| found.steps.get(i))
        .ok_or("step-out-of-range")?;
    let task = match step.kind {
        StepKind::FoodChainOrder { .. } => RaceTask::FoodChainOrder,
        StepKind::PlacePieces { .. } => RaceTask::PlacePieces,
        StepKind::FindAll { .. } => RaceTask::FindAll,
        _ => return Err("not-a-race-step"),
    };
    Ok((found, step, task))
}

/// The items of an answer: a JSON array of short strings, bounded.
fn items(answer: &Value) -> Result<Vec<&str>, Refusal> {
    let Value::Array(list) = answer else {
        return Err("not-a-race-answer");
    };
    if list.len() > MAX_ITEMS {
        return Err("too-many-items");
    }
    list.iter()
        .map(|item| match item {
            Value::String(text) if text.len() <= MAX_ITEM_LEN => Ok(text.trim()),
            _ => Err("not-a-race-answer"),
        })
        .collect()
}

/// Reads `red-lion:g1` (side, animal, square).
fn placement(text: &str) -> Option<(Side, Animal, Square)> {
    let (who, square) = text.split_once(':')?;
    let (side, animal) = who.split_once('-')?;
    let side = match side {
        "red" => Side::Red,
        "blue" => Side::Blue,
        _ => return None,
    };
    Some((side, Animal::from_name(animal)?, square.parse().ok()?))
}

/// The server's verdict on a final answer to a race's step: the answer written the engine's
/// way (marks and placements sorted, once each) and whether it is right; a refusal when it is
/// not an answer of the step's shape.
pub fn judge_race(
    library: &Library,
    spec: &RaceSpec,
    answer: &Value,
) -> Result<(Vec<String>, bool), Refusal> {
    let (lesson, step, task) = find_task(library, &spec.lesson, spec.step)?;
    let rules = lesson.rules_for(step);
    let items = items(answer)?;
    let (written, verdict) = match task {
        RaceTask::FoodChainOrder => {
            let animals = items
                .iter()
                .map(|name| Animal::from_name(name).ok_or("not-an-animal"))
                .collect::<Result<Vec<_>, _>>()?;
            let written = animals.iter().map(|a| a.name().to_owned()).collect();
            (written, judge(step, &rules, &Action::Order(animals)))
        }
        RaceTask::FindAll => {
            let marks = items
                .iter()
                .map(|text| text.parse::<Square>().map_err(|_| "not-marks"))
                .collect::<Result<BTreeSet<_>, _>>()?;
            let written = marks.iter().map(ToString::to_string).collect();
            (written, judge(step, &rules, &Action::Mark(marks)))
        }
        RaceTask::PlacePieces => {
            let placed = items
                .iter()
                .map(|text| placement(text).ok_or("not-a-placement"))
                .collect::<Result<BTreeSet<_>, _>>()?;
            let written = placed
                .iter()
                .map(|(side, animal, square)| format!("{}-{}:{square}", side.name(), animal.name()))
                .collect();
            let mut tutor = StepTutor::new(step.clone(), rules);
            let mut verdict = Verdict::Correct;
            for (side, animal, square) in &placed {
                verdict = tutor.act(&Action::Place {
                    side: *side,
                    animal: *animal,
                    square: *square,
                });
                if !matches!(verdict, Verdict::Correct | Verdict::StepComplete { .. }) {
                    break;
                }
            }
            if matches!(verdict, Verdict::Correct) {
                verdict = tutor.act(&Action::Finished { elapsed_seconds: 0 });
            }
            (written, verdict)
        }
    };
    match verdict {
        Verdict::Correct | Verdict::StepComplete { .. } => Ok((written, true)),
        Verdict::Wrong { .. } => Ok((written, false)),
        Verdict::Unusable => Err("unusable-step"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec() -> RaceSpec {
        RaceSpec {
            id: "r".into(),
            lesson: "l".into(),
            step: 1,
            task: RaceTask::FindAll,
        }
    }

    fn entrant(id: &str) -> Entrant {
        Entrant {
            student_id: id.into(),
            name: id.to_uppercase(),
            animal: Some("lion".into()),
        }
    }

    fn tried(student: &str, event: &str, right: bool, at: i64) -> RaceTry {
        RaceTry {
            student_id: student.into(),
            event_id: event.into(),
            right,
            received_ms: at,
        }
    }

    #[test]
    fn the_order_is_by_time_and_mistakes_count_until_the_finish() {
        let tries = [
            tried("b", "b1", false, 1_100),
            tried("a", "a1", true, 1_500),
            tried("b", "b2", true, 1_400),
            tried("b", "b3", false, 1_600),
            tried("c", "c1", false, 1_200),
        ];
        let entrants = [entrant("a"), entrant("b"), entrant("c"), entrant("d")];
        let present: BTreeSet<String> = ["d".to_owned()].into();
        let s = standings(
            &spec(),
            "running",
            RaceShow::Names,
            1_000,
            &tries,
            &entrants,
            &present,
        );
        let order: Vec<_> = s.finished.iter().map(|r| r.student_id.as_str()).collect();
        assert_eq!(order, ["b", "a"]);
        assert_eq!(s.finished[0].ms, Some(400));
        assert_eq!(s.finished[0].mistakes, 1);
        assert_eq!(s.finished[1].place, Some(2));
        let racing: Vec<_> = s.racing.iter().map(|r| r.student_id.as_str()).collect();
        assert_eq!(racing, ["c", "d"]);
        assert!(s.podium.is_empty());
        let ended = standings(
            &spec(),
            "ended",
            RaceShow::Animals,
            1_000,
            &tries,
            &entrants,
            &present,
        );
        assert_eq!(ended.podium.len(), 2);
    }

    #[test]
    fn placements_read_side_animal_and_square() {
        assert_eq!(
            placement("red-lion:g1"),
            Some((Side::Red, Animal::Lion, "g1".parse().expect("square")))
        );
        assert_eq!(placement("green-lion:g1"), None);
        assert_eq!(placement("red-lion"), None);
    }

    #[test]
    fn the_commands_read() {
        let start: RaceCommand = serde_json::from_str(
            r#"{"type":"race-start","id":"r1","lesson":"jungle-12-setup","step":3,"show":"animals"}"#,
        )
        .expect("contract shape");
        assert!(matches!(
            start,
            RaceCommand::RaceStart {
                show: Some(RaceShow::Animals),
                ..
            }
        ));
        let taken =
            serde_json::to_value(RaceToDevice::RaceEnded { id: "r1".into() }).expect("serializes");
        assert_eq!(taken, serde_json::json!({"type":"race-ended","id":"r1"}));
    }
}
