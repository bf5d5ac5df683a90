//! A problem found in a lesson or puzzle file: where it is, how bad, what kind, what was expected.

use super::source::SourceFile;
use serde::Serialize;
use std::ops::Range;

/// How bad a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Severity {
    /// The file cannot be used as written.
    Error,
    /// Usable, but something is missing or odd (an error under `--strict`).
    Warning,
}

impl Severity {
    /// `error` or `warning`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// What kind of problem it is; the kebab-case name is the JSON `kind`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DiagnosticKind {
    /// A path given on the command line does not exist.
    PathNotFound,
    /// The file could not be read.
    UnreadableFile,
    /// The file is not valid UTF-8.
    NotUtf8,
    /// The TOML itself is malformed (the parser's message).
    TomlSyntax,
    /// A key no table of this kind has.
    UnknownKey,
    /// A value of the wrong TOML type (a number where text was expected, …).
    WrongType,
    /// A required key is absent.
    MissingField,
    /// A value outside the allowed set of words.
    BadValue,
    /// A number outside its allowed range (ages, difficulty, stars, …).
    OutOfRange,
    /// An id that is not lower-case letters, digits and `-`.
    BadId,
    /// Two lessons (or two puzzles) share an id.
    DuplicateId,
    /// A text lacks one of the three languages.
    MissingLocale,
    /// A lesson with no `[[step]]`.
    NoSteps,
    /// A puzzle file with no `[[puzzle]]`.
    NoPuzzles,
    /// A file that mixes lesson steps and puzzles.
    MixedFile,
    /// A step `kind` that does not exist.
    UnknownStepKind,
    /// A hint ladder with more than three rungs.
    TooManyHints,
    /// A key that only makes sense together with another one that is absent or different.
    InconsistentField,
    /// A square that is not `a1`..`g9`.
    BadSquare,
    /// A point that is not `a1`..`o15`.
    BadPoint,
    /// A Jungle position (FEN) that cannot be read.
    BadPosition,
    /// A move that cannot be read (`c3c7`).
    BadMove,
    /// Two stones on one point, or one square used twice.
    DuplicatePlacement,
    /// An animal name that does not exist.
    UnknownAnimal,
    /// A step or puzzle for one game inside a lesson for the other.
    WrongGame,
}

impl DiagnosticKind {
    /// The kebab-case name used in JSON output and tests.
    pub fn as_str(self) -> &'static str {
        match self {
            DiagnosticKind::PathNotFound => "path-not-found",
            DiagnosticKind::UnreadableFile => "unreadable-file",
            DiagnosticKind::NotUtf8 => "not-utf8",
            DiagnosticKind::TomlSyntax => "toml-syntax",
            DiagnosticKind::UnknownKey => "unknown-key",
            DiagnosticKind::WrongType => "wrong-type",
            DiagnosticKind::MissingField => "missing-field",
            DiagnosticKind::BadValue => "bad-value",
            DiagnosticKind::OutOfRange => "out-of-range",
            DiagnosticKind::BadId => "bad-id",
            DiagnosticKind::DuplicateId => "duplicate-id",
            DiagnosticKind::MissingLocale => "missing-locale",
            DiagnosticKind::NoSteps => "no-steps",
            DiagnosticKind::NoPuzzles => "no-puzzles",
            DiagnosticKind::MixedFile => "mixed-file",
            DiagnosticKind::UnknownStepKind => "unknown-step-kind",
            DiagnosticKind::TooManyHints => "too-many-hints",
            DiagnosticKind::InconsistentField => "inconsistent-field",
            DiagnosticKind::BadSquare => "bad-square",
            DiagnosticKind::BadPoint => "bad-point",
            DiagnosticKind::BadPosition => "bad-position",
            DiagnosticKind::BadMove => "bad-move",
            DiagnosticKind::DuplicatePlacement => "duplicate-placement",
            DiagnosticKind::UnknownAnimal => "unknown-animal",
            DiagnosticKind::WrongGame => "wrong-game",
        }
    }
}

/// A problem found before it is tied to a file: a byte span and what is wrong there.
///
/// Format checks and (later) engine checks produce findings; the loader turns them into
/// [`Diagnostic`]s with the file's name, line and column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// Byte range in the file's text.
    pub span: Range<usize>,
    /// Error or warning.
    pub severity: Severity,
    /// Machine-readable kind.
    pub kind: DiagnosticKind,
    /// One sentence saying what is wrong.
    pub message: String,
    /// What would have been right, if that can be said.
    pub expected: Option<String>,
    /// A likely fix ("did you mean `title`?"): the replacement text alone.
    pub suggestion: Option<String>,
}

impl Finding {
    /// An error at `span`.
    pub fn error(kind: DiagnosticKind, span: Range<usize>, message: impl Into<String>) -> Self {
        Self {
            span,
            severity: Severity::Error,
            kind,
            message: message.into(),
            expected: None,
            suggestion: None,
        }
    }

    /// A warning at `span`.
    pub fn warning(kind: DiagnosticKind, span: Range<usize>, message: impl Into<String>) -> Self {
        Self {
            severity: Severity::Warning,
            ..Self::error(kind, span, message)
        }
    }

    /// Adds what was expected.
    pub fn expected(mut self, expected: impl Into<String>) -> Self {
        self.expected = Some(expected.into());
        self
    }

    /// Adds a suggested replacement, if there is one.
    pub fn suggestion(mut self, suggestion: Option<&str>) -> Self {
        self.suggestion = suggestion.map(str::to_owned);
        self
    }

    /// Ties the finding to a file, computing line and column.
    pub fn locate(self, file: &SourceFile) -> Diagnostic {
        let span = file.clamp_span(&self.span);
        let (line, column) = file.line_column(span.start);
        Diagnostic {
            file: file.name.clone(),
            line,
            column,
            span,
            severity: self.severity,
            kind: self.kind,
            message: self.message,
            expected: self.expected,
            suggestion: self.suggestion,
            related: None,
        }
    }
}

/// A second place a diagnostic points at (the first definition of a duplicate id).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Related {
    /// File name.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// Byte range in that file.
    #[serde(skip)]
    pub span: Range<usize>,
    /// What is there ("first defined here").
    pub message: String,
}

/// A problem in a file, located by file, line and column (1-based, columns in characters).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// The file's name as given (path or embedded name).
    pub file: String,
    /// 1-based line; 0 when the problem is not inside a file (a missing path).
    pub line: usize,
    /// 1-based column in characters; 0 when not inside a file.
    pub column: usize,
    /// Byte range in the file's text.
    #[serde(skip)]
    pub span: Range<usize>,
    /// Error or warning.
    pub severity: Severity,
    /// Machine-readable kind (kebab-case in JSON).
    pub kind: DiagnosticKind,
    /// One sentence saying what is wrong.
    pub message: String,
    /// What would have been right.
    pub expected: Option<String>,
    /// A likely replacement ("did you mean …").
    pub suggestion: Option<String>,
    /// Another place involved (the first of two duplicate ids).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub related: Option<Related>,
}

impl Diagnostic {
    /// A problem with a file as a whole (missing path, unreadable), with no position inside it.
    pub fn whole_file(
        file: impl Into<String>,
        kind: DiagnosticKind,
        message: impl Into<String>,
    ) -> Self {
        Self {
            file: file.into(),
            line: 0,
            column: 0,
            span: 0..0,
            severity: Severity::Error,
            kind,
            message: message.into(),
            expected: None,
            suggestion: None,
            related: None,
        }
    }

    /// The severity under `--strict` (warnings count as errors).
    pub fn effective_severity(&self, strict: bool) -> Severity {
        if strict {
            Severity::Error
        } else {
            self.severity
        }
    }
}
