//! The `double-three` and `double-four` goals: White's weapons are judged by the engine, the same
//! shapes are out of reach for Black under renju (its forbidden points) but not in freestyle,
//! and the shipped lesson's hints name exactly the points the engine accepts.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::{Library, Step, StepKind};
use qi_classroom::i18n::Locale;
use qi_classroom::rules::renju::Point;
use qi_classroom::tutor::lesson::{Action, Verdict, judge};
use std::collections::BTreeSet;

fn accepted(library: &Library, lesson: usize, step: &Step) -> BTreeSet<String> {
    let rules = library.lessons[lesson].rules_for(step);
    let mut points = BTreeSet::new();
    for column in 'a'..='o' {
        for row in 1..=15 {
            let name = format!("{column}{row}");
            let point: Point = name.parse().unwrap();
            if judge(step, &rules, &Action::Point(point)) == Verdict::Correct {
                points.insert(name);
            }
        }
    }
    points
}

fn lesson(rule_set: &str, stones: &str, to_move: &str, goal: &str) -> Library {
    let text = format!(
        "id = \"t\"\ngame = \"renju\"\ntitle = {{ en = \"t\", zh-CN = \"t\", zh-TW = \"t\" }}\nrules = {{ rule_set = \"{rule_set}\" }}\n\n[[step]]\nkind = \"renju-move\"\ntext = {{ en = \"t\", zh-CN = \"t\", zh-TW = \"t\" }}\n{stones}\nto_move = \"{to_move}\"\ngoal = \"{goal}\"\n"
    );
    Library::load_sources([("t.toml", text)])
}

fn kinds(library: &Library) -> Vec<&'static str> {
    library
        .diagnostics
        .iter()
        .map(|d| d.kind.as_str())
        .collect()
}

const PAIRS: &str = "white = [\"i8\", \"j8\", \"h9\", \"h10\"]\nblack = [\"c3\", \"c13\", \"m3\", \"m13\", \"f12\"]";
const BLACK_PAIRS: &str =
    "black = [\"i8\", \"j8\", \"h9\", \"h10\"]\nwhite = [\"c3\", \"c13\", \"m3\", \"m13\"]";

#[test]
fn white_makes_a_double_three_where_the_two_pairs_meet() {
    let library = lesson("renju", PAIRS, "white", "double-three");
    assert!(library.diagnostics.is_empty(), "{:#?}", library.diagnostics);
    let set = accepted(&library, 0, &library.lessons[0].steps[0]);
    assert_eq!(set, BTreeSet::from(["h8".to_owned()]));
}

#[test]
fn the_same_double_three_is_out_of_reach_for_black_under_renju_but_not_in_freestyle() {
    let renju = lesson("renju", BLACK_PAIRS, "black", "double-three");
    assert_eq!(
        kinds(&renju),
        ["unreachable-goal"],
        "{:#?}",
        renju.diagnostics
    );
    let free = lesson("freestyle", BLACK_PAIRS, "black", "double-three");
    assert!(free.diagnostics.is_empty(), "{:#?}", free.diagnostics);
    let set = accepted(&free, 0, &free.lessons[0].steps[0]);
    assert_eq!(set, BTreeSet::from(["h8".to_owned()]));
}

#[test]
fn a_double_four_needs_two_fours_not_one() {
    let stones = "black = [\"l8\", \"h12\", \"c3\", \"c13\", \"m3\", \"m13\", \"e10\"]\nwhite = [\"i8\", \"j8\", \"k8\", \"h9\", \"h10\", \"h11\"]";
    let library = lesson("renju", stones, "white", "double-four");
    assert!(library.diagnostics.is_empty(), "{:#?}", library.diagnostics);
    let set = accepted(&library, 0, &library.lessons[0].steps[0]);
    // G8 and H7 make only one (split) four each.
    assert_eq!(set, BTreeSet::from(["h8".to_owned()]));
}

/// The points a hint ladder's last rung names ("Play H8.").
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
fn the_shipped_lesson_names_exactly_the_points_the_engine_accepts() {
    let library = crate::shipped::embedded();
    let index = library
        .lessons
        .iter()
        .position(|l| l.id.get_ref() == "renju-24-white-weapons")
        .unwrap();
    let mut checked = 0;
    for step in &library.lessons[index].steps {
        if let StepKind::RenjuMove { .. } = step.kind {
            assert_eq!(
                accepted(library, index, step),
                named_points(step),
                "{:?}",
                step.text
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 3);
}
