//! Puzzles the Jungle solver examines (`tests/data/content/engine/solve_*`): a disproved goal,
//! a line move that loses the win, and a dual reported as a note that `--strict` ignores.

// Test helpers panic on broken fixtures, which is what a test should do.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::{Diagnostic, Library, Severity};
use std::path::PathBuf;

/// The diagnostic's message in English (the wording these tests quote).
fn english(d: &Diagnostic) -> String {
    d.message_text(&qi_classroom::i18n::Localizer::new(
        qi_classroom::i18n::Locale::En,
    ))
}

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/content/engine")
        .join(name)
}

/// Loads one sample and returns its diagnostic of `kind` at `line:column`.
fn assert_reported(name: &str, line: usize, column: usize, kind: &str) -> Diagnostic {
    let library = Library::load_paths(&[data(name)]);
    let found: Vec<String> = library
        .diagnostics
        .iter()
        .map(|d| {
            format!(
                "{}:{}:{} {} {}",
                d.file,
                d.line,
                d.column,
                d.kind.as_str(),
                english(d)
            )
        })
        .collect();
    library
        .diagnostics
        .iter()
        .find(|d| {
            d.kind.as_str() == kind
                && d.line == line
                && d.column == column
                && d.file.ends_with(name)
        })
        .cloned()
        .unwrap_or_else(|| panic!("expected {kind} at {name}:{line}:{column}, found {found:#?}"))
}

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
