//! The author docs keep up with the checker: every diagnostic kind has a row in
//! `docs/lesson-format.md`, the puzzle docs name the engine-backed kinds, and both mention `--lang`;
//! the web build's glue tool (tools/web-bindgen) matches the app's wasm-bindgen.
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

/// The version of `package` in the lock file at `lock` (relative to the repository).
fn locked_version(lock: &str, package: &str) -> Option<String> {
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(lock)).unwrap();
    let mut lines = text.lines();
    let name = format!("name = \"{package}\"");
    lines.find(|line| *line == name)?;
    let version = lines
        .next()?
        .strip_prefix("version = \"")?
        .strip_suffix('"')?;
    Some(version.to_owned())
}

/// The web build's glue comes from tools/web-bindgen (scripts/build-web.sh): its wasm-bindgen
/// library must be the very version the app's wasm is built with, or the two disagree.
#[test]
fn the_web_glue_tool_has_the_apps_wasm_bindgen_version() {
    let app = locked_version("Cargo.lock", "wasm-bindgen").expect("wasm-bindgen in Cargo.lock");
    let tool = locked_version("tools/web-bindgen/Cargo.lock", "wasm-bindgen-cli-support");
    assert_eq!(
        tool.as_deref(),
        Some(app.as_str()),
        "tools/web-bindgen: set wasm-bindgen-cli-support = \"={app}\" and run cargo update there"
    );
    let manifest = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/web-bindgen/Cargo.toml"),
    )
    .unwrap();
    assert!(
        manifest.contains(&format!("wasm-bindgen-cli-support = \"={app}\"")),
        "tools/web-bindgen/Cargo.toml pins another wasm-bindgen-cli-support than {app}"
    );
}
