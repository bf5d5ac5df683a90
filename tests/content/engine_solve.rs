//! Puzzles the Jungle solver examines (`tests/data/content/engine/solve_*`): a disproved goal,
//! a line move that loses the win, and a dual reported as a note that `--strict` ignores.

// Test helpers panic on broken fixtures, which is what a test should do.
#![allow(clippy::unwrap_used)]

use crate::engine_samples;
use engine_samples::{assert_reported, data, english};
use qi_classroom::content::{Library, Severity};

#[test]
fn a_win_the_solver_disproves_is_an_unproven_goal() {
    let d = assert_reported("solve_unproven.toml", 9, 9, "unproven-goal");
    assert!(english(&d).contains("no forced win"), "{d:?}");
}

#[test]
fn another_winning_first_move_is_a_dual_note() {
    let d = assert_reported("solve_dual.toml", 10, 14, "dual");
    assert!(english(&d).contains("e9d9"), "{d:?}");
}

#[test]
fn a_line_move_that_loses_the_win_is_wrong_at_it() {
    let d = assert_reported("solve_misses_win.toml", 10, 15, "wrong-answer");
    assert!(english(&d).contains("gone"), "{d:?}");
}

#[test]
fn a_dual_is_a_note_even_under_strict() {
    let library = Library::load_paths(&[data("solve_dual.toml")]);
    let dual = library
        .diagnostics
        .iter()
        .find(|d| d.kind.as_str() == "dual")
        .expect("a dual note");
    assert_eq!(dual.severity, Severity::Note);
    assert_eq!(library.error_count(true), 0, "{:#?}", library.diagnostics);
    assert_eq!(library.warning_count(true), 0);
}

#[test]
fn a_dual_named_in_the_comment_is_acknowledged() {
    // Inline, since every file under `engine/` is a broken sample.
    let text = std::fs::read_to_string(data("solve_dual.toml"))
        .unwrap()
        .replace("difficulty = 1", "difficulty = 1\ncomment = { en = \"Also winning: e9d9.\", zh-CN = \"e9d9 也能赢。\", zh-TW = \"e9d9 也能贏。\" }");
    let library = Library::load_sources([("solve_dual_named.toml", text)]);
    assert!(library.diagnostics.is_empty(), "{:#?}", library.diagnostics);
}
