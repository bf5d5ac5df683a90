//! The class's mistakes on the board (issue #43): what the children played at one lesson step
//! or puzzle — each first try and every wrong try, with counts — gathered from the tries their
//! progress events carry (`tries`, [`super::event::Try`]). Pure: the verdicts come from the
//! caller (the server judges with `teach_judge`, as the teach board does), so that the map is
//! coloured like the teach board's tally.

use super::event::Try;
use super::teach::{AnswerValue, AnswerVerdict, TakenAnswer, TallyRow, tally};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The most different answers judged for one map (the rest are left out, and said so).
pub const MAX_JUDGED: usize = 2_000;

/// What the class played at one step or puzzle.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ClassTries {
    /// Events with tries.
    pub events: u32,
    /// Children with such events.
    pub children: u32,
    /// Each event's first try, one row per different answer, the most played first.
    pub first: Vec<TallyRow>,
    /// Every try that was not right, one row per different answer, the most played first.
    pub wrong: Vec<TallyRow>,
    /// Whether some different answers were left out (over [`MAX_JUDGED`]).
    pub truncated: bool,
}

/// A judged try: the answer written the engine's way, its verdict and the engine's reason.
pub type Judged = (AnswerValue, AnswerVerdict, Option<String>);

/// Gathers the tries of `events` (per event: the child and the tries in order). `judge` gives
/// the verdict of each different try once (`None`: not an answer to this board — left out).
pub fn gather(
    events: &[(String, Vec<Try>)],
    mut judge: impl FnMut(&Try) -> Option<Judged>,
) -> ClassTries {
    let mut judged: BTreeMap<&Try, Option<Judged>> = BTreeMap::new();
    let mut truncated = false;
    let mut first = Vec::new();
    let mut wrong = Vec::new();
    let mut children = BTreeSet::new();
    let mut counted = 0_u32;
    for (student, tries) in events {
        if tries.is_empty() {
            continue;
        }
        counted = counted.saturating_add(1);
        children.insert(student.as_str());
        for (index, one) in tries.iter().enumerate() {
            if !judged.contains_key(one) {
                if judged.len() >= MAX_JUDGED {
                    truncated = true;
                    continue;
                }
                judged.insert(one, judge(one));
            }
            let Some(Some((answer, verdict, reason))) = judged.get(one) else {
                continue;
            };
            let taken = TakenAnswer {
                student_id: student.clone(),
                answer: answer.clone(),
                verdict: *verdict,
                reason: reason.clone(),
            };
            if *verdict != AnswerVerdict::Right {
                wrong.push(taken.clone());
            }
            if index == 0 {
                first.push(taken);
            }
        }
    }
    ClassTries {
        events: counted,
        children: u32::try_from(children.len()).unwrap_or(u32::MAX),
        first: rows(&first),
        wrong: rows(&wrong),
        truncated,
    }
}

/// The tally, with each child named once per row.
fn rows(taken: &[TakenAnswer]) -> Vec<TallyRow> {
    let mut rows = tally(taken);
    for row in &mut rows {
        row.students.dedup();
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Try {
        Try::One(text.into())
    }

    #[test]
    fn first_and_wrong_tries_are_counted_per_try() {
        let events = vec![
            ("a".to_owned(), vec![one("g3g4"), one("c3c4")]),
            ("b".to_owned(), vec![one("g3g4"), one("g3g4"), one("c3c4")]),
            ("b".to_owned(), vec![one("c3c4")]),
            ("c".to_owned(), vec![]),
        ];
        let mut asked = 0;
        let class = gather(&events, |t| {
            asked += 1;
            let AnswerValue::One(text) = t else {
                return None;
            };
            let verdict = if text == "c3c4" {
                AnswerVerdict::Right
            } else {
                AnswerVerdict::Legal
            };
            Some((t.clone(), verdict, None))
        });
        assert_eq!(asked, 2, "each different try is judged once");
        assert_eq!((class.events, class.children), (3, 2));
        assert_eq!(class.first.len(), 2);
        assert_eq!(class.first[0].answer, one("g3g4"));
        assert_eq!(class.first[0].count, 2);
        assert_eq!(class.first[1].count, 1);
        assert_eq!(class.wrong.len(), 1);
        assert_eq!(class.wrong[0].count, 3);
        assert_eq!(class.wrong[0].students, ["a", "b"]);
    }
}

/// A learner's action as a try for the progress event (`None`: not a try — "Next", "Finished").
/// Placements read `red-lion-g1`; a yes/no `yes` or `no`; a forbidden kind its name.
pub fn try_of(action: &crate::tutor::lesson::Action) -> Option<Try> {
    use crate::tutor::lesson::Action;
    Some(match action {
        Action::Continue | Action::Finished { .. } => return None,
        Action::Order(animals) => Try::Many(animals.iter().map(|a| a.name().to_owned()).collect()),
        Action::Answer(yes) => Try::One(if *yes { "yes" } else { "no" }.to_owned()),
        Action::Place {
            side,
            animal,
            square,
        } => Try::One(format!("{}-{}-{square}", side.name(), animal.name())),
        Action::Move(mv) => Try::One(mv.to_string()),
        Action::Mark(squares) => Try::Many(squares.iter().map(ToString::to_string).collect()),
        Action::Point(point) => Try::One(point.to_string()),
        Action::Kind(kind) => Try::One(
            match kind {
                None => "allowed",
                Some(crate::rules::renju::ForbiddenKind::Overline) => "overline",
                Some(crate::rules::renju::ForbiddenKind::DoubleFour) => "double-four",
                Some(crate::rules::renju::ForbiddenKind::DoubleThree) => "double-three",
            }
            .to_owned(),
        ),
        Action::MarkPoints(points) => Try::Many(points.iter().map(ToString::to_string).collect()),
    })
}

/// Keeps the first [`super::event::MAX_TRIES`] tries of a step or puzzle (marks cut to
/// [`super::event::MAX_TRY_MARKS`]), as the progress event may carry them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tries(Vec<Try>);

impl Tries {
    /// Notes one try (beyond the bound it is left out).
    pub fn push(&mut self, one: Try) {
        if self.0.len() >= super::event::MAX_TRIES {
            return;
        }
        let one = match one {
            Try::Many(mut marks) => {
                marks.truncate(super::event::MAX_TRY_MARKS);
                Try::Many(marks)
            }
            single => single,
        };
        self.0.push(one);
    }

    /// The tries noted.
    pub fn list(&self) -> Vec<Try> {
        self.0.clone()
    }
}

#[cfg(test)]
mod try_tests {
    use super::*;
    use crate::rules::jungle::{Animal, Side};
    use crate::tutor::lesson::Action;

    #[test]
    fn a_learners_actions_read_as_tries_and_the_list_is_bounded() {
        let place = Action::Place {
            side: Side::Red,
            animal: Animal::Lion,
            square: "g1".parse().expect("square"),
        };
        assert_eq!(try_of(&place), Some(Try::One("red-lion-g1".into())));
        assert_eq!(try_of(&Action::Continue), None);
        assert_eq!(
            try_of(&Action::Order(vec![Animal::Elephant, Animal::Rat])),
            Some(Try::Many(vec!["elephant".into(), "rat".into()]))
        );
        let mut tries = Tries::default();
        for _ in 0..40 {
            tries.push(Try::Many(vec!["c3".into(); 100]));
        }
        let list = tries.list();
        assert_eq!(list.len(), crate::classroom::event::MAX_TRIES);
        assert!(
            matches!(&list[0], Try::Many(m) if m.len() == crate::classroom::event::MAX_TRY_MARKS)
        );
        // Every try made here passes the server's own bounds.
        let event = serde_json::json!({"id":"e","kind":"puzzle","puzzle":"p","solved":false,
            "tries": list});
        let mut catalog = crate::classroom::Catalog::default();
        catalog.add_puzzle("p");
        assert!(crate::classroom::event::check_event(&event, &catalog).is_ok());
    }
}
