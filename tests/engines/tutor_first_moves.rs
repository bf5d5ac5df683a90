//! The `centre` goal of the first-moves lesson: any legal stone inside the central 5×5 (F6–J10)
//! is right, one outside it is explained in every language, and the shipped lesson's answers
//! (the centre, 花月's G9 and 浦月's I7) are accepted.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::{Library, Step};
use qi_classroom::i18n::{rendering_problems, tutor as words};
use qi_classroom::rules::renju::Point;
use qi_classroom::tutor::lesson::{Action, Verdict, judge};
use std::collections::BTreeSet;
use std::path::PathBuf;

fn verdict(library: &Library, lesson: usize, step: &Step, point: &str) -> Verdict {
    let rules = library.lessons[lesson].rules_for(step);
    judge(step, &rules, &Action::Point(point.parse().unwrap()))
}

fn accepted(library: &Library, lesson: usize, step: &Step) -> BTreeSet<String> {
    let mut points = BTreeSet::new();
    for column in 'a'..='o' {
        for row in 1..=15 {
            let name = format!("{column}{row}");
            if verdict(library, lesson, step, &name) == Verdict::Correct {
                points.insert(name);
            }
        }
    }
    points
}

fn lesson(stones: &str) -> Library {
    let text = format!(
        "id = \"t\"\ngame = \"renju\"\ntitle = {{ en = \"t\", zh-CN = \"t\", zh-TW = \"t\" }}\nrules = {{ rule_set = \"renju\" }}\n\n[[step]]\nkind = \"renju-move\"\ntext = {{ en = \"t\", zh-CN = \"t\", zh-TW = \"t\" }}\n{stones}\ngoal = \"centre\"\n"
    );
    Library::load_sources([("t.toml", text)])
}

fn central_square() -> BTreeSet<String> {
    let mut points = BTreeSet::new();
    for column in 'f'..='j' {
        for row in 6..=10 {
            points.insert(format!("{column}{row}"));
        }
    }
    points
}

#[test]
fn on_an_empty_board_the_centre_goal_takes_exactly_the_central_five_by_five() {
    let library = lesson("black = []\nwhite = []");
    assert!(library.diagnostics.is_empty(), "{:#?}", library.diagnostics);
    let set = accepted(&library, 0, &library.lessons[0].steps[0]);
    assert_eq!(set, central_square());
}

#[test]
fn stones_already_there_are_not_accepted_and_a_far_stone_is_explained() {
    let library = lesson("black = [\"h8\"]\nwhite = [\"h9\"]");
    assert!(library.diagnostics.is_empty(), "{:#?}", library.diagnostics);
    let step = &library.lessons[0].steps[0];
    let mut expected = central_square();
    expected.remove("h8");
    expected.remove("h9");
    assert_eq!(accepted(&library, 0, step), expected);

    let Verdict::Wrong { why } = verdict(&library, 0, step, "c3") else {
        panic!("a stone on c3 is not in the middle");
    };
    let message = words::why(&why);
    assert_eq!(message.id, "tutor-why-renju-misses-goal-centre");
    assert!(rendering_problems(&[message]).is_empty());
}

#[test]
fn the_shipped_lesson_accepts_the_centre_kagetsu_and_hogetsu() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let library = Library::load_paths(&[root.join("lessons/renju-30-first-moves.toml")]);
    assert!(library.diagnostics.is_empty(), "{:#?}", library.diagnostics);
    let steps = &library.lessons[0].steps;
    let answers: Vec<(usize, &str)> = vec![(1, "h8"), (3, "g9"), (3, "i9"), (4, "i7"), (4, "g9")];
    for (index, point) in answers {
        assert_eq!(
            verdict(&library, 0, &steps[index], point),
            Verdict::Correct,
            "step {} does not take {point}",
            index + 1
        );
    }
    // The edge is never a good first move.
    let edge: Point = "a1".parse().unwrap();
    let rules = library.lessons[0].rules_for(&steps[1]);
    assert!(matches!(
        judge(&steps[1], &rules, &Action::Point(edge)),
        Verdict::Wrong { .. }
    ));
}
