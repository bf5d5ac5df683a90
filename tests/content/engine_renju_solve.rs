//! Renju puzzles the Renju solver examines (`tests/data/content/engine/renju_solve_*`): a goal
//! it disproves, a line move that loses the win, and a dual note.
#![allow(clippy::unwrap_used)]

use crate::engine_samples;
use engine_samples::{assert_reported, english};

#[test]
fn a_vcf_the_solver_cannot_find_is_an_unproven_goal() {
    let d = assert_reported("renju_solve_no_vcf.toml", 11, 9, "unproven-goal");
    assert!(english(&d).contains("no forced win"), "{d:?}");
}

#[test]
fn another_winning_renju_first_move_is_a_dual_note() {
    let d = assert_reported("renju_solve_dual.toml", 12, 14, "dual");
    assert!(english(&d).contains("h7"), "{d:?}");
}

#[test]
fn a_renju_line_move_that_loses_the_vcf_is_wrong_at_it() {
    let d = assert_reported("renju_solve_not_winning.toml", 12, 14, "wrong-answer");
    assert!(english(&d).contains("no longer holds"), "{d:?}");
}
