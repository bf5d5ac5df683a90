//! The loaded set of lessons and puzzles with every diagnostic, from disk or from the binary.

use super::diagnostic::{Diagnostic, DiagnosticKind, Related, Severity};
use super::lesson::Lesson;
use super::load::{LoadOptions, decode, find_files, parse_source_in, read_file};
use super::proof_run::ProofRun;
use super::puzzle::Puzzle;
use super::source::SourceFile;
use super::walk::{MAX_FILE_BYTES, too_large};
use crate::msg;
use serde_spanned::Spanned;
use std::collections::HashMap;
use std::path::PathBuf;

/// The lesson and puzzle files shipped inside the binary, as (name, text) pairs.
pub const EMBEDDED: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/embedded_content.rs"));

/// Every lesson and puzzle loaded, the files they came from, and what is wrong with them.
#[derive(Debug, Default, Clone)]
pub struct Library {
    /// The files read (for quoting lines in diagnostics).
    pub sources: Vec<SourceFile>,
    /// Lessons that could be built (possibly with warnings or errors in their details).
    pub lessons: Vec<Lesson>,
    /// Puzzles that could be built.
    pub puzzles: Vec<Puzzle>,
    /// 半途棋 discussion positions (`[[discussion]]` files), for the teach board.
    pub discussions: Vec<super::discussion::Discussion>,
    /// Every diagnostic, file by file, in file order.
    pub diagnostics: Vec<Diagnostic>,
    /// How many files were looked at (including unreadable ones).
    pub files: usize,
}

impl Library {
    /// Loads every `.toml` file under the given paths (files or folders).
    pub fn load_paths(paths: &[PathBuf]) -> Self {
        Self::load_paths_with(paths, LoadOptions::PROVE)
    }

    /// Loads every `.toml` file under the given paths, checking as much as `options` asks
    /// (the proofs of all the files share the run's budget).
    pub fn load_paths_with(paths: &[PathBuf], options: LoadOptions) -> Self {
        let (files, missing) = find_files(paths);
        let mut library = Library {
            diagnostics: missing,
            ..Library::default()
        };
        let mut run = ProofRun::new(options.limits);
        for path in files {
            library.files += 1;
            match read_file(&path) {
                Ok(bytes) => library.add(&path.display().to_string(), bytes, options, &mut run),
                Err(diagnostic) => library.diagnostics.push(*diagnostic),
            }
        }
        library.check_duplicates();
        library.sort_lessons();
        library
    }

    /// Loads files already in memory, as (name, bytes) pairs, with every check.
    pub fn load_sources<N, B>(files: impl IntoIterator<Item = (N, B)>) -> Self
    where
        N: AsRef<str>,
        B: AsRef<[u8]>,
    {
        Self::load_sources_with(files, LoadOptions::PROVE)
    }

    /// Loads files already in memory, checking as much as `options` asks.
    pub fn load_sources_with<N, B>(
        files: impl IntoIterator<Item = (N, B)>,
        options: LoadOptions,
    ) -> Self
    where
        N: AsRef<str>,
        B: AsRef<[u8]>,
    {
        let mut library = Library::default();
        let mut run = ProofRun::new(options.limits);
        for (name, bytes) in files {
            library.files += 1;
            library.add(name.as_ref(), bytes.as_ref().to_vec(), options, &mut run);
        }
        library.check_duplicates();
        library.sort_lessons();
        library
    }

    /// Puts the lessons in curriculum order: each game's lessons without an `order` first (by
    /// id: today only the early sample lessons, which the app's UI tests walk through), then
    /// the curriculum by `order`, so the list builds up the way a teacher would teach it.
    fn sort_lessons(&mut self) {
        self.lessons.sort_by(|a, b| {
            let key = |l: &Lesson| {
                (
                    l.game.get_ref().word(),
                    l.order.is_some(),
                    l.order,
                    l.id.get_ref().clone(),
                )
            };
            key(a).cmp(&key(b))
        });
    }

    /// Loads the lessons and puzzles embedded in the binary at build time, with every check
    /// (the solvers prove each puzzle: seconds in a debug build).
    pub fn load_embedded() -> Self {
        Self::load_sources(EMBEDDED.iter().copied())
    }

    /// Loads the embedded lessons and puzzles without the solver proofs, for the app's fast
    /// start; the format and the cheap engine checks still run.
    ///
    /// Trusting the embedded copy is safe because CI runs `qi-classroom check --strict lessons
    /// puzzles` (release build, every proof) on exactly the files embedded here, and refuses a
    /// change whose puzzles do not prove; `check` and the tests keep proving.
    ///
    /// The embedded files never change while the program runs, so they are read once per
    /// process and each caller gets its own copy (a server makes a catalog for each class; the
    /// tests start the app many times in one process).
    pub fn load_embedded_trusted() -> Self {
        static TRUSTED: std::sync::OnceLock<Library> = std::sync::OnceLock::new();
        TRUSTED
            .get_or_init(|| Self::load_sources_with(EMBEDDED.iter().copied(), LoadOptions::TRUSTED))
            .clone()
    }

    fn add(&mut self, name: &str, bytes: Vec<u8>, options: LoadOptions, run: &mut ProofRun) {
        // Files imported in memory (the browser's file picker) get the same cap as on disk.
        if bytes.len() as u64 > MAX_FILE_BYTES {
            self.diagnostics.push(too_large(name.to_owned()));
            return;
        }
        let (source, not_utf8) = decode(name, bytes);
        if let Some(diagnostic) = not_utf8 {
            self.diagnostics.push(diagnostic);
            self.sources.push(source);
            return;
        }
        let parsed = parse_source_in(&source, options, run);
        self.lessons.extend(parsed.lessons);
        self.puzzles.extend(parsed.puzzles);
        self.discussions.extend(parsed.discussions);
        self.diagnostics.extend(parsed.diagnostics);
        self.sources.push(source);
    }

    /// Reports every id used twice (lessons among lessons, puzzles among puzzles), at the
    /// second use, pointing back at the first.
    fn check_duplicates(&mut self) {
        let lesson_ids: Vec<(&str, &Spanned<String>)> = self
            .lessons
            .iter()
            .map(|l| (l.file.as_str(), &l.id))
            .collect();
        let puzzle_ids: Vec<(&str, &Spanned<String>)> = self
            .puzzles
            .iter()
            .map(|p| (p.file.as_str(), &p.id))
            .collect();
        let mut found = Vec::new();
        for (what, ids) in [("lesson", lesson_ids), ("puzzle", puzzle_ids)] {
            // `what` picks the message pair below: the lesson or the puzzle wording.
            let mut first: HashMap<&str, (&str, &Spanned<String>)> = HashMap::new();
            for (file, id) in ids {
                match first.get(id.get_ref().as_str()) {
                    None => {
                        first.insert(id.get_ref(), (file, id));
                    }
                    Some((first_file, first_id)) => {
                        found.push((what, file, id.clone(), *first_file, (*first_id).clone()));
                    }
                }
            }
        }
        for (what, file, id, first_file, first_id) in found {
            let Some(source) = self.source(file) else {
                continue;
            };
            let (message, expected) = if what == "lesson" {
                (
                    msg!("content-duplicate-lesson-id", id = id.get_ref()),
                    msg!("content-expected-unique-lesson-id"),
                )
            } else {
                (
                    msg!("content-duplicate-puzzle-id", id = id.get_ref()),
                    msg!("content-expected-unique-puzzle-id"),
                )
            };
            let mut diagnostic =
                super::diagnostic::Finding::error(DiagnosticKind::DuplicateId, id.span(), message)
                    .expected(expected)
                    .locate(source);
            if let Some(first_source) = self.source(first_file) {
                let span = first_source.clamp_span(&first_id.span());
                let (line, column) = first_source.line_column(span.start);
                diagnostic.related = Some(Related {
                    file: first_file.to_owned(),
                    line,
                    column,
                    span,
                    message: msg!("content-first-used-here"),
                });
            }
            self.diagnostics.push(diagnostic);
        }
        self.check_duplicate_titles();
        let loaded: std::collections::BTreeSet<&str> = self
            .puzzles
            .iter()
            .map(|p| p.id.get_ref().as_str())
            .collect();
        let unknown = super::guide::check_follow_ups(&self.lessons, &loaded);
        for (file, finding) in unknown {
            if let Some(source) = self.source(&file) {
                let diagnostic = finding.locate(source);
                self.diagnostics.push(diagnostic);
            }
        }
        let order: HashMap<String, usize> = self
            .sources
            .iter()
            .enumerate()
            .map(|(i, s)| (s.name.clone(), i))
            .collect();
        self.diagnostics.sort_by_key(|d| {
            (
                order.get(&d.file).copied().unwrap_or(usize::MAX),
                d.span.start,
            )
        });
    }

    /// Warns when a lesson's title, in some language, is the same as an earlier lesson's (a
    /// learner cannot tell the two apart in the list).
    fn check_duplicate_titles(&mut self) {
        let mut found = Vec::new();
        for (index, lesson) in self.lessons.iter().enumerate() {
            let earlier = self.lessons.get(..index).unwrap_or(&[]);
            for locale in crate::i18n::Locale::ALL {
                let Some(title) = lesson.title.exact(locale) else {
                    continue;
                };
                let same = |other: &&Lesson| {
                    other
                        .title
                        .exact(locale)
                        .is_some_and(|t| t.trim().to_lowercase() == title.trim().to_lowercase())
                };
                if let Some(first) = earlier.iter().find(same) {
                    found.push((
                        lesson.file.clone(),
                        lesson.title.span.clone(),
                        title.to_owned(),
                        first.file.clone(),
                        first.title.span.clone(),
                    ));
                    break;
                }
            }
        }
        for (file, span, title, first_file, first_span) in found {
            let Some(source) = self.source(&file) else {
                continue;
            };
            let mut diagnostic = super::diagnostic::Finding::warning(
                DiagnosticKind::DuplicateTitle,
                span,
                msg!("content-duplicate-title", title = title),
            )
            .expected(msg!("content-expected-unique-title"))
            .locate(source);
            if let Some(first_source) = self.source(&first_file) {
                let span = first_source.clamp_span(&first_span);
                let (line, column) = first_source.line_column(span.start);
                diagnostic.related = Some(Related {
                    file: first_file,
                    line,
                    column,
                    span,
                    message: msg!("content-first-used-here"),
                });
            }
            self.diagnostics.push(diagnostic);
        }
    }

    /// The source file with this name.
    pub fn source(&self, name: &str) -> Option<&SourceFile> {
        self.sources.iter().find(|s| s.name == name)
    }

    /// The lesson with this id.
    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.id.get_ref() == id)
    }

    /// The puzzle with this id.
    pub fn puzzle(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id.get_ref() == id)
    }

    /// How many diagnostics count as errors (all of them under `strict`).
    pub fn error_count(&self, strict: bool) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.effective_severity(strict) == Severity::Error)
            .count()
    }

    /// How many diagnostics are warnings (none under `strict`).
    pub fn warning_count(&self, strict: bool) -> usize {
        self.diagnostics
            .iter()
            .filter(|d| d.effective_severity(strict) == Severity::Warning)
            .count()
    }
}
