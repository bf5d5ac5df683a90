//! One broken Renju sample per engine-backed diagnostic (`tests/data/content/engine/renju_*`,
//! `drill_*`): reported at the right line and column, with the right kind and the engine's view.
#![allow(clippy::unwrap_used)]

use crate::engine_samples;
use engine_samples::{assert_reported, english};

#[test]
fn a_renju_rule_set_is_read_by_the_engine_type() {
    let d = assert_reported("renju_rules_bad_value.toml", 4, 23, "bad-value");
    assert_eq!(d.suggestion.as_deref(), Some("renju"), "{d:?}");
}

#[test]
fn an_unknown_renju_option_points_at_its_key() {
    let d = assert_reported("renju_rules_unknown_key.toml", 4, 11, "unknown-key");
    assert_eq!(d.suggestion.as_deref(), Some("three_rule"), "{d:?}");
}

#[test]
fn a_board_that_already_has_five_is_illegal() {
    let d = assert_reported("renju_five_on_board.toml", 9, 11, "illegal-position");
    assert!(english(&d).contains("five"), "{d:?}");
}

#[test]
fn a_point_with_two_stones_is_placed_twice() {
    let d = assert_reported("renju_twice.toml", 10, 11, "duplicate-placement");
    let _ = d;
}

#[test]
fn a_wrong_forbidden_kind_says_the_engines_kind() {
    let d = assert_reported("drill_wrong_kind.toml", 13, 11, "wrong-answer");
    assert!(english(&d).contains("double-three"), "{d:?}");
}

#[test]
fn a_marked_point_that_is_not_forbidden_is_wrong_at_it() {
    let d = assert_reported("drill_mark_all_extra.toml", 12, 18, "wrong-answer");
    assert!(english(&d).contains("j8"), "{d:?}");
}

#[test]
fn a_winning_answer_on_a_forbidden_point_is_illegal() {
    let d = assert_reported("drill_win_on_forbidden.toml", 12, 11, "illegal-move");
    assert!(english(&d).contains("overline"), "{d:?}");
}

#[test]
fn a_renju_answer_that_misses_the_goal_is_wrong() {
    let d = assert_reported("renju_move_wrong.toml", 13, 11, "wrong-answer");
    assert!(english(&d).contains("five"), "{d:?}");
}

#[test]
fn a_four_to_block_that_does_not_exist_is_unreachable() {
    let d = assert_reported("renju_unreachable.toml", 11, 9, "unreachable-goal");
    let _ = d;
}

#[test]
fn forbidden_drills_need_the_renju_rule_set() {
    let d = assert_reported("drill_not_renju.toml", 7, 9, "inconsistent-field");
    let _ = d;
}

#[test]
fn a_solution_stone_on_a_taken_point_is_illegal() {
    let d = assert_reported("renju_puzzle_taken.toml", 12, 20, "illegal-move");
    assert!(english(&d).contains("already"), "{d:?}");
}
