//! Lesson and puzzle files (TOML): formats, loading with spans, and the author's checker.

pub mod class_library;
pub mod diagnostic;
pub mod discussion;
pub mod evaluate;
pub mod evaluate_renju;
pub mod game_check;
pub mod guide;
pub mod idea_words;
pub mod lesson;
pub mod library;
pub mod load;
pub mod localized;
pub mod meaning_check;
pub mod message;
pub mod proof_run;
pub mod puzzle;
mod reader;
pub mod render;
pub mod rules_table;
pub mod source;
pub mod step;
pub mod suggest;
pub mod walk;
pub mod words;
pub mod wrong_mark;

pub use diagnostic::{Diagnostic, DiagnosticKind, Finding, Related, Severity};
pub use lesson::Lesson;
pub use library::Library;
pub use localized::Localized;
pub use puzzle::{Puzzle, PuzzlePosition};
pub use rules_table::RulesTable;
pub use source::SourceFile;
pub use step::{DrillAnswer, Step, StepKind, Stones};
pub use words::{Game, PuzzleGoal};
