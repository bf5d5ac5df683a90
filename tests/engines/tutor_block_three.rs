//! The `block-three` goal: a stone right at an end or in the gap stops an open three, one step
//! away does not, a four must be blocked first, and the shipped lesson's hints name exactly the
//! points the engine accepts.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::words::RenjuGoal;
use qi_classroom::content::{Library, Step, StepKind};
use qi_classroom::i18n::{Locale, Localizer, tutor as words};
use qi_classroom::rules::renju::Point;
use qi_classroom::tutor::lesson::{Action, Verdict, Why, judge};
use std::collections::BTreeSet;

fn p(name: &str) -> Point {
    name.parse().unwrap()
}

/// Every point on the board the tutor accepts for the step.
fn accepted(library: &Library, lesson: usize, step: &Step) -> BTreeSet<String> {
    let rules = library.lessons[lesson].rules_for(step);
    let mut points = BTreeSet::new();
    for column in 'a'..='o' {
        for row in 1..=15 {
            let name = format!("{column}{row}");
            if judge(step, &rules, &Action::Point(p(&name))) == Verdict::Correct {
                points.insert(name);
            }
        }
    }
    points
}

fn lesson(stones: &str) -> Library {
    let text = format!(
        "id = \"t\"\ngame = \"renju\"\ntitle = {{ en = \"t\", zh-CN = \"t\", zh-TW = \"t\" }}\nrules = {{ rule_set = \"freestyle\" }}\n\n[[step]]\nkind = \"renju-move\"\ntext = {{ en = \"t\", zh-CN = \"t\", zh-TW = \"t\" }}\n{stones}\nto_move = \"black\"\ngoal = \"block-three\"\n"
    );
    Library::load_sources([("t.toml", text)])
}

#[test]
fn an_open_three_is_blocked_right_at_an_end_not_one_step_away() {
    let library = lesson("black = [\"h9\", \"i7\", \"k10\"]\nwhite = [\"h8\", \"i8\", \"j8\"]");
    assert!(library.diagnostics.is_empty(), "{:#?}", library.diagnostics);
    let step = &library.lessons[0].steps[0];
    let set = accepted(&library, 0, step);
    assert_eq!(set, BTreeSet::from(["g8".to_owned(), "k8".to_owned()]));
    let rules = library.lessons[0].rules_for(step);
    let far = judge(step, &rules, &Action::Point(p("f8")));
    assert_eq!(
        far,
        Verdict::Wrong {
            why: Why::RenjuMissesGoal {
                goal: RenjuGoal::BlockThree
            }
        }
    );
    let Verdict::Wrong { why } = far else {
        unreachable!()
    };
    let message = words::verdict(&Verdict::Wrong { why });
    for locale in Locale::ALL {
        let text = Localizer::new(locale).render(&message);
        assert_ne!(text, message.id, "{}", locale.tag());
    }
    assert!(
        Localizer::new(Locale::En)
            .render(&message)
            .contains("open three")
    );
}

#[test]
fn a_split_three_is_blocked_in_its_gap_or_right_at_an_end() {
    let library = lesson("black = [\"g9\", \"h7\", \"k9\"]\nwhite = [\"g8\", \"h8\", \"j8\"]");
    let step = &library.lessons[0].steps[0];
    let set = accepted(&library, 0, step);
    assert_eq!(
        set,
        BTreeSet::from(["f8".to_owned(), "i8".to_owned(), "k8".to_owned()])
    );
}

#[test]
fn with_no_open_three_there_is_nothing_to_block() {
    // White's three is closed at e8 (a sleeping three): the goal cannot be reached.
    let library = lesson("black = [\"e8\", \"h10\", \"i10\"]\nwhite = [\"f8\", \"g8\", \"h8\"]");
    let kinds: Vec<&str> = library
        .diagnostics
        .iter()
        .map(|d| d.kind.as_str())
        .collect();
    assert_eq!(kinds, ["unreachable-goal"], "{:#?}", library.diagnostics);
}

#[test]
fn a_four_comes_before_any_three() {
    // White has a four (e5..h5, d5 blocked) and an open three on row 8: only blocking the four
    // is right, so no point blocks "the three".
    let library = lesson(
        "black = [\"d5\", \"a1\", \"a3\", \"a5\", \"a7\"]\nwhite = [\"e5\", \"f5\", \"g5\", \"h5\", \"h8\", \"i8\", \"j8\"]",
    );
    let kinds: Vec<&str> = library
        .diagnostics
        .iter()
        .map(|d| d.kind.as_str())
        .collect();
    assert!(kinds.contains(&"unreachable-goal"), "{kinds:?}");
}

/// The points a hint ladder's last rung names ("G8 or K8.", "Play I8.").
fn named_points(step: &Step) -> BTreeSet<String> {
    let last = step.hints.last().unwrap();
    let english = last.exact(Locale::En).unwrap().to_lowercase();
    english
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| word.parse::<Point>().is_ok())
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_shipped_lessons_name_exactly_the_points_the_engine_accepts() {
    let library = crate::shipped::embedded();
    // Blocking threes, and "first look for your own win" (five, four, four-three, three).
    for (id, moves) in [("renju-23-block-three", 6), ("renju-25-attack-first", 4)] {
        let index = library
            .lessons
            .iter()
            .position(|l| l.id.get_ref() == id)
            .unwrap();
        let mut checked = 0;
        for step in &library.lessons[index].steps {
            if let StepKind::RenjuMove { .. } = step.kind {
                assert_eq!(
                    accepted(library, index, step),
                    named_points(step),
                    "{id}: {:?}",
                    step.text
                );
                checked += 1;
            }
        }
        assert_eq!(checked, moves, "{id}");
    }
}
