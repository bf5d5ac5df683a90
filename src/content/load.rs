//! Reading files: walking paths for `.toml` files, checking UTF-8, and parsing one file into
//! lessons or puzzles plus diagnostics. One broken file never stops the others.

use super::diagnostic::{Diagnostic, DiagnosticKind, Finding};
use super::game_check::{check_lesson, check_puzzle};
use super::lesson::{Lesson, read_lesson};
use super::puzzle::{Puzzle, read_puzzles};
use super::reader::Ctx;
use super::source::SourceFile;
use crate::msg;
use std::path::{Path, PathBuf};
use toml::de::DeTable;

/// What one file holds once parsed.
#[derive(Debug, Default)]
pub struct ParsedFile {
    /// The lesson, for a lesson file without errors that stop it being built.
    pub lessons: Vec<Lesson>,
    /// The puzzles that could be built.
    pub puzzles: Vec<Puzzle>,
    /// Everything found, in file order.
    pub diagnostics: Vec<Diagnostic>,
}

/// How much checking a load does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoadOptions {
    /// Let the solvers prove every puzzle (seconds for a full library); without it only the
    /// format and the cheap engine checks run.
    pub prove: bool,
}

impl LoadOptions {
    /// Every check, solver proofs included: what `check` and the tests use.
    pub const PROVE: LoadOptions = LoadOptions { prove: true };
    /// Format and engine checks without the solver proofs, for content already proven.
    pub const TRUSTED: LoadOptions = LoadOptions { prove: false };
}

impl Default for LoadOptions {
    fn default() -> Self {
        LoadOptions::PROVE
    }
}

/// Parses one file's text with every check: a lesson file, or a puzzle file when it has
/// `[[puzzle]]` tables.
pub fn parse_source(file: &SourceFile) -> ParsedFile {
    parse_source_with(file, LoadOptions::PROVE)
}

/// Parses one file's text, checking as much as `options` asks.
pub fn parse_source_with(file: &SourceFile, options: LoadOptions) -> ParsedFile {
    let mut parsed = ParsedFile::default();
    let table = match DeTable::parse(&file.text) {
        Ok(table) => table,
        Err(error) => {
            let span = error.span().unwrap_or(0..0);
            let message = error.message().trim().to_owned();
            parsed.diagnostics.push(
                Finding::error(
                    DiagnosticKind::TomlSyntax,
                    span,
                    msg!("content-toml-syntax", details = message),
                )
                .locate(file),
            );
            return parsed;
        }
    };
    let span = table.span();
    let table = table.get_ref();
    let has = |key: &str| table.iter().any(|(k, _)| k.get_ref().as_ref() == key);
    let mut ctx = Ctx::new(&file.text);
    if has("puzzle") {
        if let Some((key, _)) = table.iter().find(|(k, _)| k.get_ref().as_ref() == "step") {
            ctx.push(
                Finding::error(
                    DiagnosticKind::MixedFile,
                    key.span(),
                    msg!("content-mixed-file"),
                )
                .expected(msg!("content-expected-separate-files")),
            );
        }
        parsed.puzzles = read_puzzles(&mut ctx, &file.name, table, span);
        for puzzle in &parsed.puzzles {
            ctx.extend(check_puzzle(puzzle, options.prove));
        }
    } else if let Some(lesson) = read_lesson(&mut ctx, &file.name, table, span) {
        ctx.extend(check_lesson(&lesson));
        parsed.lessons.push(lesson);
    }
    let mut findings = ctx.findings;
    findings.sort_by_key(|f| (f.span.start, f.span.end));
    findings.dedup();
    parsed.diagnostics = findings.into_iter().map(|f| f.locate(file)).collect();
    parsed
}

/// Turns raw bytes into a source file; invalid UTF-8 also gives a `not-utf8` diagnostic at the
/// first bad byte (the file then holds the text with bad bytes replaced, for quoting).
pub fn decode(name: &str, bytes: Vec<u8>) -> (SourceFile, Option<Diagnostic>) {
    match String::from_utf8(bytes) {
        Ok(text) => (SourceFile::new(name, text), None),
        Err(error) => {
            let valid = error.utf8_error().valid_up_to();
            let bytes = error.into_bytes();
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let prefix = String::from_utf8_lossy(bytes.get(..valid).unwrap_or(&[])).into_owned();
            let file = SourceFile::new(name, text);
            let diagnostic = Finding::error(
                DiagnosticKind::NotUtf8,
                prefix.len()..prefix.len() + '\u{fffd}'.len_utf8(),
                msg!("content-not-utf8"),
            )
            .expected(msg!("content-expected-utf8"))
            .locate(&file);
            (file, Some(diagnostic))
        }
    }
}

/// Collects the `.toml` files under each path (a file is taken as is), sorted within each
/// directory, each file once even when paths overlap; a missing path is a diagnostic.
pub fn find_files(paths: &[PathBuf]) -> (Vec<PathBuf>, Vec<Diagnostic>) {
    let mut found = Vec::new();
    let mut diagnostics = Vec::new();
    for path in paths {
        if path.is_dir() {
            walk(path, &mut found, &mut diagnostics);
        } else if path.is_file() {
            found.push(path.clone());
        } else {
            diagnostics.push(Diagnostic::whole_file(
                path.display().to_string(),
                DiagnosticKind::PathNotFound,
                msg!("content-path-not-found", path = path.display().to_string()),
            ));
        }
    }
    // `check lessons lessons/a.toml` must not report `a.toml` as its own duplicate.
    let mut seen = std::collections::HashSet::new();
    let files = found
        .into_iter()
        .filter(|path| seen.insert(std::fs::canonicalize(path).unwrap_or_else(|_| path.clone())))
        .collect();
    (files, diagnostics)
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>, diagnostics: &mut Vec<Diagnostic>) {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) => {
            diagnostics.push(Diagnostic::whole_file(
                dir.display().to_string(),
                DiagnosticKind::UnreadableFile,
                msg!("content-unreadable-folder", error = error.to_string()),
            ));
            return;
        }
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|entry| entry.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            walk(&path, files, diagnostics);
        } else if path.extension().is_some_and(|ext| ext == "toml") {
            files.push(path);
        }
    }
}

/// Reads one file's bytes from disk, or gives a diagnostic.
pub fn read_file(path: &Path) -> Result<Vec<u8>, Box<Diagnostic>> {
    let name = path.display().to_string();
    match std::fs::read(path) {
        Ok(bytes) => Ok(bytes),
        Err(error) => Err(Box::new(Diagnostic::whole_file(
            name,
            DiagnosticKind::UnreadableFile,
            msg!("content-unreadable-file", error = error.to_string()),
        ))),
    }
}
