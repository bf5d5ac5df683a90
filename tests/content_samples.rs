//! The shipped sample lessons and puzzles: they load cleanly, cover every step kind and puzzle
//! goal shape, and the embedded copy in the binary matches the folders.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::library::EMBEDDED;
use qi_classroom::content::step::STEP_KINDS;
use qi_classroom::content::{Library, StepKind};
use qi_classroom::i18n::Locale;
use std::path::PathBuf;

fn shipped() -> Library {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    Library::load_paths(&[root.join("lessons"), root.join("puzzles")])
}

fn kind_name(kind: &StepKind) -> &'static str {
    match kind {
        StepKind::Info { .. } => "info",
        StepKind::FoodChainOrder { .. } => "food-chain-order",
        StepKind::CanCapture { .. } => "can-capture",
        StepKind::PlacePieces { .. } => "place-pieces",
        StepKind::JungleMove { .. } => "jungle-move",
        StepKind::FindAll { .. } => "find-all",
        StepKind::ForbiddenDrill { .. } => "forbidden-drill",
        StepKind::RenjuMove { .. } => "renju-move",
    }
}

#[test]
fn shipped_content_has_no_diagnostics_even_strict() {
    let library = shipped();
    let problems: Vec<_> = library
        .diagnostics
        .iter()
        .filter(|d| d.severity != qi_classroom::content::Severity::Note)
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
    assert!(!library.lessons.is_empty() && !library.puzzles.is_empty());
}

#[test]
fn samples_use_every_step_kind() {
    let library = shipped();
    for kind in STEP_KINDS {
        assert!(
            library
                .lessons
                .iter()
                .flat_map(|l| &l.steps)
                .any(|s| kind_name(&s.kind) == kind),
            "no sample step of kind {kind}"
        );
    }
}

#[test]
fn embedded_content_equals_the_folders() {
    let embedded = Library::load_embedded();
    let disk = shipped();
    assert_eq!(embedded.lessons.len(), disk.lessons.len());
    assert_eq!(embedded.puzzles.len(), disk.puzzles.len());
    assert_eq!(EMBEDDED.len(), embedded.files);
    assert!(
        embedded
            .diagnostics
            .iter()
            .all(|d| d.severity == qi_classroom::content::Severity::Note),
        "{:#?}",
        embedded.diagnostics
    );
}

#[test]
fn texts_come_in_all_three_languages_and_win_in_counts_plies() {
    let library = shipped();
    let lesson = library.lesson("jungle-01-animals").expect("sample lesson");
    assert_eq!(lesson.title.get(Locale::ZhCn), "谁吃谁？");
    assert_eq!(lesson.title.get(Locale::ZhTw), "誰吃誰？");
    assert_eq!(lesson.ages, (4, 8));
    let puzzle = library
        .puzzle("jungle-endgame-sample-02")
        .expect("sample puzzle");
    assert_eq!(puzzle.plies(), Some(3), "win in 2 = 3 plies");
    assert_eq!(puzzle.solution.len(), 2, "two author lines");
}

#[test]
fn step_rules_lie_over_the_lessons() {
    let library = shipped();
    let lesson = library
        .lesson("jungle-05-river-jumps")
        .expect("sample lesson");
    let step = lesson.steps.last().expect("a step");
    let rules = lesson.rules_for(step);
    assert_eq!(
        rules
            .to_table()
            .get("strength_order")
            .and_then(|v| v.as_str()),
        Some("wolf-over-dog")
    );
    assert_eq!(
        rules.to_table().get("preset").and_then(|v| v.as_str()),
        Some("classroom")
    );
}
