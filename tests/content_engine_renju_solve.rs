//! Renju puzzles the Renju solver examines (`tests/data/content/engine/renju_solve_*`): a goal
//! it disproves, a line move that loses the win, and a dual note.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::{Diagnostic, Library};
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
