//! The lesson tutor on Renju steps: forbidden-point drills and goal moves judged by the engine,
//! with the forbidden kind and its lines in the reason, rendered in every locale.

// Test helpers panic on broken fixtures, which is what a test should do.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::words::RenjuGoal;
use qi_classroom::content::{Library, Step};
use qi_classroom::i18n::{Locale, Localizer, Message, rendering_problems, tutor as words};
use qi_classroom::rules::renju::{Board, ForbiddenKind, Point, explain_forbidden};
use qi_classroom::tutor::lesson::{Action, EngineHint, Hint, StepTutor, Verdict, Why, hint, judge};
use std::collections::BTreeSet;

const LESSON: &str = r#"
id = "tutor-renju-test"
game = "renju"
title = { en = "t", zh-CN = "t", zh-TW = "t" }
summary = { en = "t", zh-CN = "t", zh-TW = "t" }
ages = [6, 12]
concepts = ["test"]
rules = { rule_set = "renju" }

[[step]]
kind = "forbidden-drill"
mode = "is-forbidden"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
black = ["h8", "i8", "g9", "g10"]
white = ["a1"]
diagram = true
point = "g8"

[[step]]
kind = "forbidden-drill"
mode = "mark-all"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
black = ["h8", "i8", "g9", "g10"]
white = ["a1"]
diagram = true

[[step]]
kind = "forbidden-drill"
mode = "win-avoiding-forbidden"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
black = ["h8", "i8", "j8", "k8", "m8"]
white = ["h9", "i9", "j9", "a1", "o15"]

[[step]]
kind = "renju-move"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
black = ["h8", "i8", "j8", "k8", "m8"]
white = ["h9", "i9", "j9", "a1", "o15"]
to_move = "black"
goal = "five"

[[step]]
kind = "renju-move"
text = { en = "t", zh-CN = "t", zh-TW = "t" }
black = ["h8", "i8", "l9", "a1"]
white = ["h9", "i9", "j9", "k9"]
goal = "block-four"
"#;

fn steps() -> (Library, Vec<Step>) {
    let library = Library::load_sources([("tutor-renju-test.toml", LESSON)]);
    assert!(library.diagnostics.is_empty(), "{:#?}", library.diagnostics);
    let steps = library.lessons[0].steps.clone();
    (library, steps)
}

fn p(name: &str) -> Point {
    name.parse().unwrap()
}

fn judge_step(index: usize, action: Action) -> Verdict {
    let (library, steps) = steps();
    let rules = library.lessons[0].rules_for(&steps[index]);
    judge(&steps[index], &rules, &action)
}

fn double_three_board() -> Board {
    Board::from_stones(&[p("h8"), p("i8"), p("g9"), p("g10")], &[p("a1")]).unwrap()
}

#[test]
fn is_forbidden_asks_the_engine_for_the_kind() {
    assert_eq!(
        judge_step(0, Action::Kind(Some(ForbiddenKind::DoubleThree))),
        Verdict::Correct
    );
    let truth = explain_forbidden(&double_three_board(), p("g8"));
    assert!(truth.is_some());
    assert_eq!(
        judge_step(0, Action::Kind(None)),
        Verdict::Wrong {
            why: Why::ForbiddenKindWrong { truth }
        }
    );
}

#[test]
fn mark_all_compares_with_the_engines_forbidden_points() {
    let marks = |points: &[&str]| -> BTreeSet<Point> { points.iter().map(|s| p(s)).collect() };
    assert_eq!(
        judge_step(1, Action::MarkPoints(marks(&["g8"]))),
        Verdict::Correct
    );
    assert_eq!(
        judge_step(1, Action::MarkPoints(marks(&["j8"]))),
        Verdict::Wrong {
            why: Why::PointMarks {
                missed: vec![p("g8")],
                extra: vec![p("j8")]
            }
        }
    );
}

#[test]
fn winning_avoids_the_overline() {
    assert_eq!(judge_step(2, Action::Point(p("g8"))), Verdict::Correct);
    let Verdict::Wrong {
        why: Why::Forbidden(verdict),
    } = judge_step(2, Action::Point(p("l8")))
    else {
        panic!("l8 makes six for Black");
    };
    assert_eq!(verdict.kind, ForbiddenKind::Overline);
    let message = words::verdict(&Verdict::Wrong {
        why: Why::Forbidden(verdict),
    });
    let chinese = Localizer::new(Locale::ZhCn).render(&message);
    assert!(chinese.contains("长连"), "{chinese}");
    let english = Localizer::new(Locale::En).render(&message);
    assert!(
        english.contains("overline") && english.contains('–'),
        "{english}"
    );
    assert_eq!(
        judge_step(2, Action::Point(p("h8"))),
        Verdict::Wrong {
            why: Why::PointTaken { point: p("h8") }
        }
    );
    assert_eq!(
        judge_step(2, Action::Point(p("a5"))),
        Verdict::Wrong {
            why: Why::RenjuMissesGoal {
                goal: RenjuGoal::Five
            }
        }
    );
}

#[test]
fn renju_moves_reach_their_goal() {
    assert_eq!(judge_step(3, Action::Point(p("g8"))), Verdict::Correct);
    assert_eq!(judge_step(4, Action::Point(p("g9"))), Verdict::Correct);
    assert_eq!(
        judge_step(4, Action::Point(p("a5"))),
        Verdict::Wrong {
            why: Why::RenjuMissesGoal {
                goal: RenjuGoal::BlockFour
            }
        }
    );
    assert_eq!(
        judge_step(4, Action::Kind(None)),
        Verdict::Wrong {
            why: Why::ActionDoesNotFit
        }
    );
    let (library, steps) = steps();
    let mut tutor = StepTutor::new(steps[4].clone(), library.lessons[0].rules_for(&steps[4]));
    assert!(matches!(
        tutor.act(&Action::Point(p("a5"))),
        Verdict::Wrong { .. }
    ));
    assert_eq!(
        tutor.act(&Action::Point(p("g9"))),
        Verdict::StepComplete { stars: 2 }
    );
    assert_eq!(
        hint(&steps[4], &library.lessons[0].rules_for(&steps[4]), 0),
        Some(Hint::Engine(EngineHint::PlayPoint { point: p("g9") }))
    );
}

fn every_renju_message() -> Vec<Message> {
    let verdict = explain_forbidden(&double_three_board(), p("g8")).unwrap();
    let mut whys = vec![
        Why::PointTaken { point: p("h8") },
        Why::Forbidden(verdict.clone()),
        Why::ForbiddenKindWrong { truth: None },
        Why::ForbiddenKindWrong {
            truth: Some(verdict),
        },
        Why::PointMarks {
            missed: vec![p("g8")],
            extra: vec![],
        },
        Why::PointMarks {
            missed: vec![],
            extra: vec![p("g8")],
        },
        Why::PointMarks {
            missed: vec![p("g8")],
            extra: vec![p("a1"), p("a2")],
        },
    ];
    for goal in RenjuGoal::WORDS
        .iter()
        .filter_map(|w| RenjuGoal::from_word(w))
    {
        whys.push(Why::RenjuMissesGoal { goal });
    }
    let mut messages: Vec<Message> = whys
        .into_iter()
        .map(|why| words::verdict(&Verdict::Wrong { why }))
        .collect();
    for kind in [
        ForbiddenKind::DoubleThree,
        ForbiddenKind::DoubleFour,
        ForbiddenKind::Overline,
    ] {
        messages.push(qi_classroom::i18n::renju::forbidden_kind_name(kind));
    }
    messages.push(words::engine_hint(&EngineHint::PlayPoint {
        point: p("h8"),
    }));
    messages
}

#[test]
fn every_renju_reason_renders_in_every_locale() {
    let problems = rendering_problems(&every_renju_message());
    assert!(problems.is_empty(), "{problems:#?}");
}
