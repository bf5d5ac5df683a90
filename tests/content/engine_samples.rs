//! Shared by the engine-sample tests (`engine*.rs`): load one broken sample from
//! `tests/data/content/engine/` and find its diagnostic at a line and column.

use qi_classroom::content::{Diagnostic, Library};
use std::path::PathBuf;

/// The diagnostic's message in English (the wording these tests quote).
pub fn english(d: &Diagnostic) -> String {
    d.message_text(&qi_classroom::i18n::Localizer::new(
        qi_classroom::i18n::Locale::En,
    ))
}

/// The path of an engine sample.
pub fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/content/engine")
        .join(name)
}

/// Loads one sample and returns its diagnostic of `kind` at `line:column`.
pub fn assert_reported(name: &str, line: usize, column: usize, kind: &str) -> Diagnostic {
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
