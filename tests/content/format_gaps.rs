//! Two format gaps closed: a forbidden-point drill may say whose turn it shows (`to_move`,
//! default Black, checked), and a `can-capture` question without a board may pit two animals of
//! the same kind against each other (the engine's same-kind rule decides).
#![allow(clippy::unwrap_used)]

use qi_classroom::content::step::StepKind;
use qi_classroom::content::words::Stone;
use qi_classroom::content::{Diagnostic, Library};
use std::path::PathBuf;

fn load(name: &str) -> Library {
    Library::load_paths(&[PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/content/engine")
        .join(name)])
}

fn at(library: &Library, line: usize) -> Vec<&Diagnostic> {
    library
        .diagnostics
        .iter()
        .filter(|d| d.line == line)
        .collect()
}

#[test]
fn a_drill_reads_to_move_and_defaults_to_black() {
    let library = load("drill_to_move.toml");
    let lesson = library.lesson("drill-to-move").unwrap();
    let sides: Vec<Stone> = lesson
        .steps
        .iter()
        .filter_map(|step| match &step.kind {
            StepKind::ForbiddenDrill { to_move, .. } => {
                Some(StepKind::drill_side_to_move(to_move.as_ref()))
            }
            _ => None,
        })
        .collect();
    // The third step's `to_move` is misspelt: reported, and the drill falls back to Black.
    assert_eq!(sides, [Stone::White, Stone::White, Stone::Black]);
    // White to move is fine when the question is only which points are forbidden.
    assert!(at(&library, 9).is_empty(), "{:#?}", library.diagnostics);
    assert!(at(&library, 14).is_empty(), "{:#?}", library.diagnostics);
}

#[test]
fn a_win_avoiding_forbidden_drill_must_be_black_to_move() {
    let library = load("drill_to_move.toml");
    let found = at(&library, 19);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0].kind.as_str(), "inconsistent-field");
    assert_eq!(found[0].column, 12);
}

#[test]
fn a_misspelt_to_move_is_a_bad_value_with_a_suggestion() {
    let library = load("drill_to_move.toml");
    let found = at(&library, 28);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0].kind.as_str(), "bad-value");
    assert_eq!(found[0].suggestion.as_deref(), Some("black"));
}

#[test]
fn same_kind_captures_follow_the_rule_options() {
    let library = load("capture_same_kind.toml");
    // wolf × wolf under the default (both may capture) and under defender-only are right;
    // tiger × tiger claimed possible under defender-only is wrong.
    assert_eq!(library.diagnostics.len(), 1, "{:#?}", library.diagnostics);
    let d = &library.diagnostics[0];
    assert_eq!((d.line, d.kind.as_str()), (26, "wrong-answer"));
    let english = qi_classroom::i18n::Localizer::new(qi_classroom::i18n::Locale::En);
    assert!(d.message_text(&english).contains("tiger"), "{d:?}");
}
