//! Showing diagnostics: plain text with the offending line quoted and a caret (annotate-snippets,
//! no colour, so the CLI and the app show the same text), a summary line, and JSON.

use super::diagnostic::{Diagnostic, Severity};
use super::library::Library;
use super::message::WITH_SUGGESTION;
use crate::i18n::Localizer;
use crate::msg;
use annotate_snippets::{AnnotationKind, Level, Origin, Renderer, Snippet};
use serde_json::json;

/// Renders one diagnostic as plain text in the localizer's language; `strict` shows warnings
/// as errors.
pub fn render_diagnostic(
    library: &Library,
    diagnostic: &Diagnostic,
    strict: bool,
    localizer: &Localizer,
) -> String {
    let message = diagnostic.message_text(localizer);
    let expected = diagnostic
        .expected_text(localizer)
        .map(|e| localizer.render(&msg!("content-expected-label", expected = e)));
    let related_message = diagnostic
        .related
        .as_ref()
        .map(|r| localizer.render(&r.message))
        .unwrap_or_default();
    let level = match diagnostic.effective_severity(strict) {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
        Severity::Note => Level::NOTE,
    };
    let title = level.primary_title(format!("{message} [{}]", diagnostic.kind.as_str()));
    let mut group = match library.source(&diagnostic.file) {
        Some(source) if diagnostic.line > 0 => {
            let mut snippet = Snippet::source(source.text.as_str())
                .path(diagnostic.file.as_str())
                .fold(true)
                .annotation(
                    AnnotationKind::Primary
                        .span(diagnostic.span.clone())
                        .label(expected.as_deref()),
                );
            if let Some(related) = &diagnostic.related
                && related.file == diagnostic.file
            {
                snippet = snippet.annotation(
                    AnnotationKind::Context
                        .span(related.span.clone())
                        .label(related_message.as_str()),
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
                            .label(related_message.as_str()),
                    ),
            ),
            None => group.element(Level::NOTE.message(localizer.render(&msg!(
                "content-related-at",
                message = related_message.as_str(),
                place = format!("{}:{}:{}", related.file, related.line, related.column)
            )))),
        };
    }
    // A message that already names the suggestion (`…; did you mean `x`?`) gets no help line.
    if let Some(suggestion) = &diagnostic.suggestion
        && diagnostic.message.id != WITH_SUGGESTION
    {
        group = group.element(Level::HELP.message(localizer.render(&msg!(
            "content-did-you-mean",
            suggestion = suggestion.as_str()
        ))));
    }
    Renderer::plain().render(&[group])
}

/// The closing line: `checked 24 lessons, 60 puzzles: 0 errors, 2 warnings`.
pub fn summary_line(library: &Library, strict: bool, localizer: &Localizer) -> String {
    localizer.render(&msg!(
        "content-summary",
        lessons = library.lessons.len(),
        puzzles = library.puzzles.len(),
        errors = library.error_count(strict),
        warnings = library.warning_count(strict),
    ))
}

/// Every diagnostic as plain text, then the summary line, in the localizer's language.
pub fn render_report(library: &Library, strict: bool, localizer: &Localizer) -> String {
    let mut out = String::new();
    for diagnostic in &library.diagnostics {
        out.push_str(&render_diagnostic(library, diagnostic, strict, localizer));
        out.push_str("\n\n");
    }
    out.push_str(&summary_line(library, strict, localizer));
    out.push('\n');
    out
}

/// The machine-readable report: counts and every diagnostic, texts in the localizer's language
/// (`message_id` is the Fluent id, the same in every language).
pub fn render_json(library: &Library, strict: bool, localizer: &Localizer) -> serde_json::Value {
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
                "message": d.message_text(localizer),
                "message_id": d.message.id,
                "expected": d.expected_text(localizer),
                "suggestion": d.suggestion,
            });
            if let (Some(related), Some(map)) = (&d.related, value.as_object_mut()) {
                map.insert(
                    "related".to_owned(),
                    json!({
                        "file": related.file,
                        "line": related.line,
                        "column": related.column,
                        "message": localizer.render(&related.message),
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
