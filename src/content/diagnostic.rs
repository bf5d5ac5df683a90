//! A problem found in a lesson or puzzle file: where it is, how bad, what kind, what was expected.

use super::source::SourceFile;
use crate::i18n::{Localizer, Message};
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
    /// Information for the author (a puzzle's alternative solutions); never an error.
    Note,
}

impl Severity {
    /// `error`, `warning` or `note`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
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
    /// A file larger than a lesson file can be (the cap on bytes read).
    FileTooLarge,
    /// Something named `.toml` that is not a regular file (a FIFO, a device): not opened.
    NotRegularFile,
    /// A link that leads out of the folder being read: not followed.
    LinkOutsideFolder,
    /// A folder reached a second time through a link: not read again.
    FolderLoop,
    /// The cap on files, entries or depth of one load was reached; the rest was not read.
    TooManyFiles,
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
    /// A position the rules do not allow (an animal in water or its own den, a five on the board).
    IllegalPosition,
    /// A square or point that should hold a piece (or a stone) but is empty, or holds the wrong one.
    NoPiece,
    /// A stored answer the engine disagrees with.
    WrongAnswer,
    /// A goal no legal move reaches.
    UnreachableGoal,
    /// A move in a solution line that the rules refuse.
    IllegalMove,
    /// A puzzle the solver could not prove within its stated length.
    UnprovenGoal,
    /// A puzzle whose proof ran past the checker's node budget or time limit (the puzzle's or
    /// the run's), or that the run's spent budget left unchecked.
    OverBudget,
    /// Another winning first move besides the author's (a note).
    Dual,
    /// A Renju board no game could reach: more White than Black, or a count that contradicts
    /// the side to move (a warning).
    ImpossibleStoneCount,
    /// A `defend` puzzle whose defender has a forced win of its own (a warning).
    DefenderCanWin,
    /// A `forbidden-trap` puzzle White wins just as well without the forbidden point (a warning).
    TrapNotNeeded,
    /// Two lessons with the same title (a warning).
    DuplicateTitle,
    /// A lesson for children who cannot read yet whose first page is more than one short
    /// sentence (a warning): the rest belongs in `teacher_note`.
    TooMuchToRead,
    /// A move step whose goal accepts a move that throws away the mover's forced win.
    ThrowsWinAway,
    /// A defence step whose goal accepts a move after which the opponent still wins.
    DefenceFails,
    /// A step's claim the solver could not decide within its budget (a warning).
    ClaimUndecided,
    /// A guide's `follow_up` names a puzzle id that no puzzle file has.
    UnknownPuzzle,
}

impl DiagnosticKind {
    /// Every kind, in declaration order (for docs and tests that must cover them all).
    pub const ALL: [DiagnosticKind; 47] = [
        DiagnosticKind::PathNotFound,
        DiagnosticKind::UnreadableFile,
        DiagnosticKind::NotUtf8,
        DiagnosticKind::FileTooLarge,
        DiagnosticKind::NotRegularFile,
        DiagnosticKind::LinkOutsideFolder,
        DiagnosticKind::FolderLoop,
        DiagnosticKind::TooManyFiles,
        DiagnosticKind::TomlSyntax,
        DiagnosticKind::UnknownKey,
        DiagnosticKind::WrongType,
        DiagnosticKind::MissingField,
        DiagnosticKind::BadValue,
        DiagnosticKind::OutOfRange,
        DiagnosticKind::BadId,
        DiagnosticKind::DuplicateId,
        DiagnosticKind::MissingLocale,
        DiagnosticKind::NoSteps,
        DiagnosticKind::NoPuzzles,
        DiagnosticKind::MixedFile,
        DiagnosticKind::UnknownStepKind,
        DiagnosticKind::TooManyHints,
        DiagnosticKind::InconsistentField,
        DiagnosticKind::BadSquare,
        DiagnosticKind::BadPoint,
        DiagnosticKind::BadPosition,
        DiagnosticKind::BadMove,
        DiagnosticKind::DuplicatePlacement,
        DiagnosticKind::UnknownAnimal,
        DiagnosticKind::WrongGame,
        DiagnosticKind::IllegalPosition,
        DiagnosticKind::NoPiece,
        DiagnosticKind::WrongAnswer,
        DiagnosticKind::UnreachableGoal,
        DiagnosticKind::IllegalMove,
        DiagnosticKind::UnprovenGoal,
        DiagnosticKind::OverBudget,
        DiagnosticKind::Dual,
        DiagnosticKind::ImpossibleStoneCount,
        DiagnosticKind::DefenderCanWin,
        DiagnosticKind::TrapNotNeeded,
        DiagnosticKind::DuplicateTitle,
        DiagnosticKind::TooMuchToRead,
        DiagnosticKind::ThrowsWinAway,
        DiagnosticKind::DefenceFails,
        DiagnosticKind::ClaimUndecided,
        DiagnosticKind::UnknownPuzzle,
    ];

    /// The kebab-case name used in JSON output and tests.
    pub fn as_str(self) -> &'static str {
        match self {
            DiagnosticKind::PathNotFound => "path-not-found",
            DiagnosticKind::UnreadableFile => "unreadable-file",
            DiagnosticKind::NotUtf8 => "not-utf8",
            DiagnosticKind::FileTooLarge => "file-too-large",
            DiagnosticKind::NotRegularFile => "not-regular-file",
            DiagnosticKind::LinkOutsideFolder => "link-outside-folder",
            DiagnosticKind::FolderLoop => "folder-loop",
            DiagnosticKind::TooManyFiles => "too-many-files",
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
            DiagnosticKind::IllegalPosition => "illegal-position",
            DiagnosticKind::NoPiece => "no-piece",
            DiagnosticKind::WrongAnswer => "wrong-answer",
            DiagnosticKind::UnreachableGoal => "unreachable-goal",
            DiagnosticKind::IllegalMove => "illegal-move",
            DiagnosticKind::UnprovenGoal => "unproven-goal",
            DiagnosticKind::OverBudget => "over-budget",
            DiagnosticKind::Dual => "dual",
            DiagnosticKind::ImpossibleStoneCount => "impossible-stone-count",
            DiagnosticKind::DefenderCanWin => "defender-can-win",
            DiagnosticKind::TrapNotNeeded => "trap-not-needed",
            DiagnosticKind::DuplicateTitle => "duplicate-title",
            DiagnosticKind::TooMuchToRead => "too-much-to-read",
            DiagnosticKind::ThrowsWinAway => "throws-win-away",
            DiagnosticKind::DefenceFails => "defence-fails",
            DiagnosticKind::ClaimUndecided => "claim-undecided",
            DiagnosticKind::UnknownPuzzle => "unknown-puzzle",
        }
    }
}

/// A problem found before it is tied to a file: a byte span and what is wrong there.
///
/// Format checks and (later) engine checks produce findings; the loader turns them into
/// [`Diagnostic`]s with the file's name, line and column.
#[derive(Debug, Clone, PartialEq)]
pub struct Finding {
    /// Byte range in the file's text.
    pub span: Range<usize>,
    /// Error or warning.
    pub severity: Severity,
    /// Machine-readable kind.
    pub kind: DiagnosticKind,
    /// One sentence saying what is wrong (a Fluent message, rendered in the reader's language).
    pub message: Message,
    /// What would have been right, if that can be said (boxed: findings travel in `Result`s).
    pub expected: Option<Box<Message>>,
    /// A likely fix ("did you mean `title`?"): the replacement text alone.
    pub suggestion: Option<String>,
}

impl Finding {
    /// An error at `span`.
    pub fn error(kind: DiagnosticKind, span: Range<usize>, message: Message) -> Self {
        Self {
            span,
            severity: Severity::Error,
            kind,
            message,
            expected: None,
            suggestion: None,
        }
    }

    /// A note (information, never an error) at `span`.
    pub fn note(kind: DiagnosticKind, span: Range<usize>, message: Message) -> Self {
        Self {
            severity: Severity::Note,
            ..Self::error(kind, span, message)
        }
    }

    /// A warning at `span`.
    pub fn warning(kind: DiagnosticKind, span: Range<usize>, message: Message) -> Self {
        Self {
            severity: Severity::Warning,
            ..Self::error(kind, span, message)
        }
    }

    /// Adds what was expected.
    pub fn expected(mut self, expected: Message) -> Self {
        self.expected = Some(Box::new(expected));
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
            expected: self.expected.map(|e| *e),
            suggestion: self.suggestion,
            related: None,
        }
    }
}

/// A second place a diagnostic points at (the first definition of a duplicate id).
#[derive(Debug, Clone, PartialEq)]
pub struct Related {
    /// File name.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// Byte range in that file.
    pub span: Range<usize>,
    /// What is there ("first used here").
    pub message: Message,
}

/// A problem in a file, located by file, line and column (1-based, columns in characters).
#[derive(Debug, Clone, PartialEq)]
pub struct Diagnostic {
    /// The file's name as given (path or embedded name).
    pub file: String,
    /// 1-based line; 0 when the problem is not inside a file (a missing path).
    pub line: usize,
    /// 1-based column in characters; 0 when not inside a file.
    pub column: usize,
    /// Byte range in the file's text.
    pub span: Range<usize>,
    /// Error or warning.
    pub severity: Severity,
    /// Machine-readable kind (kebab-case in JSON).
    pub kind: DiagnosticKind,
    /// One sentence saying what is wrong (a Fluent message).
    pub message: Message,
    /// What would have been right (a Fluent message).
    pub expected: Option<Message>,
    /// A likely replacement ("did you mean …").
    pub suggestion: Option<String>,
    /// Another place involved (the first of two duplicate ids).
    pub related: Option<Related>,
}

impl Diagnostic {
    /// A problem with a file as a whole (missing path, unreadable), with no position inside it.
    pub fn whole_file(file: impl Into<String>, kind: DiagnosticKind, message: Message) -> Self {
        Self {
            file: file.into(),
            line: 0,
            column: 0,
            span: 0..0,
            severity: Severity::Error,
            kind,
            message,
            expected: None,
            suggestion: None,
            related: None,
        }
    }

    /// The message in the localizer's language.
    pub fn message_text(&self, localizer: &Localizer) -> String {
        localizer.render(&self.message)
    }

    /// What was expected, in the localizer's language.
    pub fn expected_text(&self, localizer: &Localizer) -> Option<String> {
        self.expected.as_ref().map(|e| localizer.render(e))
    }

    /// The severity under `--strict` (warnings count as errors; notes stay notes).
    pub fn effective_severity(&self, strict: bool) -> Severity {
        match self.severity {
            Severity::Warning if strict => Severity::Error,
            severity => severity,
        }
    }
}
