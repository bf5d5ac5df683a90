//! Every shipped lesson has a full teacher's guide (`[guide]`): aims, minutes, materials,
//! warm-up, script, mistakes, closing question and follow-up puzzles, each text in en, zh-CN and
//! zh-TW; the follow-up ids name shipped puzzles.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::Library;
use qi_classroom::content::load::LoadOptions;
use std::path::PathBuf;

fn shipped() -> Library {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    Library::load_paths_with(&[root.join("lessons")], LoadOptions::TRUSTED)
}

#[test]
fn every_shipped_lesson_has_a_complete_guide() {
    let library = shipped();
    let complete: Vec<&str> = library
        .lessons
        .iter()
        .filter(|l| l.guide.as_ref().is_some_and(|g| g.is_complete()))
        .map(|l| l.id.get_ref().as_str())
        .collect();
    let missing: Vec<&str> = library
        .lessons
        .iter()
        .map(|l| l.id.get_ref().as_str())
        .filter(|id| !complete.contains(id))
        .collect();
    assert_eq!(library.lessons.len(), 45, "the shipped curriculum");
    assert!(
        missing.is_empty(),
        "lessons without a full guide: {missing:?}"
    );
    assert_eq!(complete.len(), 45);
}

#[test]
fn guides_name_only_shipped_puzzles() {
    let library = shipped();
    let unknown: Vec<String> = library
        .diagnostics
        .iter()
        .filter(|d| d.kind.as_str() == "unknown-puzzle")
        .map(|d| format!("{}:{}:{}", d.file, d.line, d.column))
        .collect();
    assert!(unknown.is_empty(), "{unknown:?}");
}

#[test]
fn a_guide_without_a_language_is_not_complete() {
    let text = r#"
id = "half-guide"
game = "jungle"
title = { en = "A", zh-CN = "A", zh-TW = "A" }

[guide]
aims = { en = "a", zh-CN = "a" }
minutes = 20
materials = { en = "a", zh-CN = "a", zh-TW = "a" }
warm_up = { en = "a", zh-CN = "a", zh-TW = "a" }
script = [{ en = "a", zh-CN = "a", zh-TW = "a" }]
mistakes = [{ en = "a", zh-CN = "a", zh-TW = "a" }]
closing = { en = "a", zh-CN = "a", zh-TW = "a" }
follow_up = ["jungle-endgame-01"]

[[step]]
kind = "info"
text = { en = "x", zh-CN = "x", zh-TW = "x" }
"#;
    let library = Library::load_sources([("half.toml", text)]);
    let guide = library.lessons[0].guide.as_ref().unwrap();
    assert!(!guide.is_complete());
    assert_eq!(guide.minutes, Some(20));
    assert!(
        library
            .diagnostics
            .iter()
            .any(|d| d.kind.as_str() == "missing-locale" && d.line == 7),
        "{:?}",
        library.diagnostics
    );
}
