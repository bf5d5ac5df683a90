//! The precise Renju goals judged by the lesson tutor exactly as `check` judges them:
//! `open-four` accepts only straight fours, `vcf` only the fours that start a winning line of
//! fours, `forbidden-trap` only a four whose finishing point Black may not play, and
//! `centre-point` only H8; every refusal has a sentence in every language.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::Library;
use qi_classroom::content::words::RenjuGoal;
use qi_classroom::i18n::{Locale, Localizer, tutor as words};
use qi_classroom::rules::renju::Point;
use qi_classroom::tutor::lesson::{Action, Verdict, Why, judge};
use std::collections::BTreeSet;

/// A one-step Renju lesson under `rule_set`, and every point the tutor accepts in it.
fn accepted(rule_set: &str, board: &str, goal: &str) -> BTreeSet<String> {
    let text = format!(
        "id = \"t\"\ngame = \"renju\"\ntitle = {{ en = \"t\", zh-CN = \"t\", zh-TW = \"t\" }}\nrules = {{ rule_set = \"{rule_set}\" }}\n\n[[step]]\nkind = \"renju-move\"\ntext = {{ en = \"t\", zh-CN = \"t\", zh-TW = \"t\" }}\n{board}\ngoal = \"{goal}\"\n"
    );
    let library = Library::load_sources([("t.toml", text)]);
    let step = &library.lessons[0].steps[0];
    let rules = library.lessons[0].rules_for(step);
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

fn set(points: &[&str]) -> BTreeSet<String> {
    points.iter().map(|p| (*p).to_owned()).collect()
}

const OPEN_THREE: &str = "black = [\"g8\", \"h8\", \"i8\"]\nwhite = [\"a1\", \"o1\", \"a15\"]";

#[test]
fn make_four_takes_any_four_but_open_four_and_vcf_only_the_winning_ones() {
    let any = accepted("freestyle", OPEN_THREE, "make-four");
    assert_eq!(any, set(&["e8", "f8", "j8", "k8"]));
    assert_eq!(
        accepted("freestyle", OPEN_THREE, "open-four"),
        set(&["f8", "j8"])
    );
    assert_eq!(accepted("freestyle", OPEN_THREE, "vcf"), set(&["f8", "j8"]));
}

#[test]
fn the_forbidden_trap_is_the_four_black_cannot_block() {
    let board = "black = [\"d3\", \"h8\", \"j8\", \"i9\", \"i10\"]\nwhite = [\"e4\", \"f5\", \"g6\", \"b14\"]\nto_move = \"white\"";
    assert_eq!(accepted("renju", board, "make-four"), set(&["h7", "i8"]));
    assert_eq!(accepted("renju", board, "forbidden-trap"), set(&["h7"]));
    // Under freestyle Black may block anywhere: no four traps it.
    assert!(accepted("freestyle", board, "forbidden-trap").is_empty());
}

#[test]
fn the_centre_point_is_h8_and_nothing_else() {
    let empty = "black = []\nwhite = []\nto_move = \"black\"";
    assert_eq!(accepted("freestyle", empty, "centre-point"), set(&["h8"]));
    assert_eq!(accepted("freestyle", empty, "centre").len(), 25);
}

#[test]
fn every_precise_goal_refusal_is_said_in_every_language() {
    for goal in [
        RenjuGoal::OpenFour,
        RenjuGoal::Vcf,
        RenjuGoal::ForbiddenTrap,
        RenjuGoal::CentrePoint,
    ] {
        let message = words::verdict(&Verdict::Wrong {
            why: Why::RenjuMissesGoal { goal },
        });
        for locale in Locale::ALL {
            let text = Localizer::new(locale).render(&message);
            assert!(
                !text.is_empty() && !text.contains("tutor-why"),
                "{goal:?} in {locale:?}: {text}"
            );
        }
    }
}
