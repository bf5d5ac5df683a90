//! The author docs keep up with the checker: every diagnostic kind has a row in
//! `docs/lesson-format.md`, the puzzle docs name the engine-backed kinds, and both mention `--lang`.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::DiagnosticKind;
use std::path::Path;

fn doc(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("docs")
            .join(name),
    )
    .unwrap()
}

#[test]
fn every_diagnostic_kind_has_a_row_in_the_lesson_format() {
    let text = doc("lesson-format.md");
    let missing: Vec<&str> = DiagnosticKind::ALL
        .iter()
        .map(|kind| kind.as_str())
        .filter(|name| !text.contains(&format!("| `{name}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "docs/lesson-format.md lacks {missing:?}"
    );
}

#[test]
fn the_puzzle_format_names_what_the_solvers_check() {
    let text = doc("puzzle-format.md");
    for kind in [
        DiagnosticKind::IllegalPosition,
        DiagnosticKind::IllegalMove,
        DiagnosticKind::WrongAnswer,
        DiagnosticKind::UnprovenGoal,
        DiagnosticKind::Dual,
    ] {
        assert!(
            text.contains(&format!("`{}`", kind.as_str())),
            "{}",
            kind.as_str()
        );
    }
}

#[test]
fn both_formats_document_the_language_option() {
    for name in ["lesson-format.md", "puzzle-format.md"] {
        assert!(doc(name).contains("--lang"), "{name}");
    }
}
