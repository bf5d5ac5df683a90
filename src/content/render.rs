//! Showing diagnostics: plain text with the offending line quoted and a caret (annotate-snippets,
//! no colour, so the CLI and the app show the same text), a summary line, and JSON.

use super::diagnostic::{Diagnostic, Severity};
use super::library::Library;
use annotate_snippets::{AnnotationKind, Level, Origin, Renderer, Snippet};
use serde_json::json;

/// Renders one diagnostic as plain text; `strict` shows warnings as errors.
pub fn render_diagnostic(library: &Library, diagnostic: &Diagnostic, strict: bool) -> String {
    let level = match diagnostic.effective_severity(strict) {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
    };
    let title = level.primary_title(format!(
        "{} [{}]",
        diagnostic.message,
        diagnostic.kind.as_str()
    ));
    let mut group = match library.source(&diagnostic.file) {
        Some(source) if diagnostic.line > 0 => {
            let mut snippet = Snippet::source(source.text.as_str())
                .path(diagnostic.file.as_str())
                .fold(true)
                .annotation(
                    AnnotationKind::Primary.span(diagnostic.span.clone()).label(
                        diagnostic
                            .expected
                            .as_deref()
                            .map(|e| format!("expected {e}")),
                    ),
                );
            if let Some(related) = &diagnostic.related
                && related.file == diagnostic.file
            {
                snippet = snippet.annotation(
                    AnnotationKind::Context
                        .span(related.span.clone())
                        .label(related.message.as_str()),
                );
            }
            title.element(snippet)
        }
        _ => title.element(Origin::path(diagnostic.file.as_str())),
    };
    if let Some(related) = &diagnostic.related
        && related.file != diagnostic.file
    {
        group = match library.source(&related.file) {
            Some(source) => group.element(
                Snippet::source(source.text.as_str())
                    .path(related.file.as_str())
                    .fold(true)
                    .annotation(
                        AnnotationKind::Context
                            .span(related.span.clone())
                            .label(related.message.as_str()),
                    ),
            ),
            None => group.element(Level::NOTE.message(format!(
                "{} at {}:{}:{}",
                related.message, related.file, related.line, related.column
            ))),
        };
    }
    if let Some(suggestion) = &diagnostic.suggestion
        && !diagnostic.message.contains("did you mean")
    {
        group = group.element(Level::HELP.message(format!("did you mean `{suggestion}`?")));
    }
    Renderer::plain().render(&[group])
}

/// The closing line: `checked 24 lessons, 60 puzzles: 0 errors, 2 warnings`.
pub fn summary_line(library: &Library, strict: bool) -> String {
    format!(
        "checked {}, {}: {}, {}",
        count(library.lessons.len(), "lesson"),
        count(library.puzzles.len(), "puzzle"),
        count(library.error_count(strict), "error"),
        count(library.warning_count(strict), "warning"),
    )
}

fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Every diagnostic as plain text, then the summary line.
pub fn render_report(library: &Library, strict: bool) -> String {
    let mut out = String::new();
    for diagnostic in &library.diagnostics {
        out.push_str(&render_diagnostic(library, diagnostic, strict));
        out.push_str("\n\n");
    }
    out.push_str(&summary_line(library, strict));
    out.push('\n');
    out
}

/// The machine-readable report: counts and every diagnostic.
pub fn render_json(library: &Library, strict: bool) -> serde_json::Value {
    let diagnostics: Vec<serde_json::Value> = library
        .diagnostics
        .iter()
        .map(|d| {
            let mut value = json!({
                "file": d.file,
                "line": d.line,
                "column": d.column,
                "severity": d.effective_severity(strict).as_str(),
                "kind": d.kind.as_str(),
                "message": d.message,
                "expected": d.expected,
                "suggestion": d.suggestion,
            });
            if let (Some(related), Some(map)) = (&d.related, value.as_object_mut()) {
                map.insert(
                    "related".to_owned(),
                    json!({
                        "file": related.file,
                        "line": related.line,
                        "column": related.column,
                        "message": related.message,
                    }),
                );
            }
            value
        })
        .collect();
    json!({
        "files": library.files,
        "lessons": library.lessons.len(),
        "puzzles": library.puzzles.len(),
        "errors": library.error_count(strict),
        "warnings": library.warning_count(strict),
        "diagnostics": diagnostics,
    })
}
