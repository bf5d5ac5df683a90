//! The trusted load skips only the solver proofs: the same lessons and puzzles come out, format
//! and engine errors are still found, and unproven goals are not looked for.

use qi_classroom::content::load::LoadOptions;
use qi_classroom::content::{Library, Severity};
use std::path::PathBuf;

fn sample(name: &str) -> (String, Vec<u8>) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/content/engine")
        .join(name);
    let bytes = std::fs::read(&path).expect("sample files are readable");
    (name.to_owned(), bytes)
}

fn kinds(library: &Library) -> Vec<&'static str> {
    library
        .diagnostics
        .iter()
        .map(|d| d.kind.as_str())
        .collect()
}

#[test]
fn trusted_embedded_load_gives_the_same_lessons_and_puzzles_without_errors() {
    let trusted = Library::load_embedded_trusted();
    // The folders with every proof (the same texts as the embedded copy: `samples` checks it).
    let proven = super::samples::shipped();
    let ids = |library: &Library| {
        (
            library
                .lessons
                .iter()
                .map(|l| l.id.get_ref().clone())
                .collect::<Vec<_>>(),
            library
                .puzzles
                .iter()
                .map(|p| p.id.get_ref().clone())
                .collect::<Vec<_>>(),
        )
    };
    assert_eq!(ids(&trusted), ids(proven));
    assert!(!trusted.puzzles.is_empty());
    assert_eq!(trusted.error_count(true), 0, "{:#?}", trusted.diagnostics);
}

#[test]
fn trusted_load_skips_the_jungle_and_renju_proofs() {
    for name in ["solve_unproven.toml", "renju_solve_no_vcf.toml"] {
        let proven = Library::load_sources_with([sample(name)], LoadOptions::PROVE);
        assert!(kinds(&proven).contains(&"unproven-goal"), "{name}");
        let trusted = Library::load_sources_with([sample(name)], LoadOptions::TRUSTED);
        assert!(!kinds(&trusted).contains(&"unproven-goal"), "{name}");
        assert_eq!(trusted.puzzles.len(), proven.puzzles.len(), "{name}");
    }
}

#[test]
fn trusted_load_still_reports_format_and_engine_errors() {
    for (name, kind) in [
        ("fen_letter.toml", "bad-position"),
        ("puzzle_illegal_move.toml", "illegal-move"),
        ("renju_puzzle_taken.toml", "illegal-move"),
    ] {
        let trusted = Library::load_sources_with([sample(name)], LoadOptions::TRUSTED);
        assert!(
            kinds(&trusted).contains(&kind),
            "{name}: {:?}",
            kinds(&trusted)
        );
        assert!(
            trusted
                .diagnostics
                .iter()
                .any(|d| d.severity == Severity::Error),
            "{name}"
        );
    }
}
