//! Reading files: walking paths for `.toml` files, checking UTF-8, and parsing one file into
//! lessons or puzzles plus diagnostics. One broken file never stops the others.

use super::diagnostic::{Diagnostic, DiagnosticKind, Finding};
use super::game_check::{check_lesson, check_puzzle};
use super::lesson::{Lesson, read_lesson};
use super::proof_run::{ProofLimits, ProofRun};
use super::puzzle::{Puzzle, read_puzzles};
use super::reader::Ctx;
use super::source::SourceFile;
use crate::msg;
use toml::de::DeTable;

/// What one file holds once parsed.
#[derive(Debug, Default)]
pub struct ParsedFile {
    /// The lesson, for a lesson file without errors that stop it being built.
    pub lessons: Vec<Lesson>,
    /// The puzzles that could be built.
    pub puzzles: Vec<Puzzle>,
    /// The 半途棋 discussion positions that could be read.
    pub discussions: Vec<super::discussion::Discussion>,
    /// Everything found, in file order.
    pub diagnostics: Vec<Diagnostic>,
}

/// How much checking a load does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoadOptions {
    /// Let the solvers prove every puzzle (seconds for a full library); without it only the
    /// format and the cheap engine checks run.
    pub prove: bool,
    /// The bounds on those proofs (per puzzle and for the whole load).
    pub limits: ProofLimits,
}

impl LoadOptions {
    /// Every check, solver proofs included (within [`ProofLimits::DEFAULT`]): what `check` and
    /// the tests use.
    pub const PROVE: LoadOptions = LoadOptions {
        prove: true,
        limits: ProofLimits::DEFAULT,
    };
    /// Format and engine checks without the solver proofs, for content already proven.
    pub const TRUSTED: LoadOptions = LoadOptions {
        prove: false,
        limits: ProofLimits::DEFAULT,
    };
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
    parse_source_in(file, options, &mut ProofRun::new(options.limits))
}

/// [`parse_source_with`] as one file of a load whose proofs share `run`'s budget.
pub fn parse_source_in(file: &SourceFile, options: LoadOptions, run: &mut ProofRun) -> ParsedFile {
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
            ctx.extend(check_puzzle(puzzle, options.prove, run));
        }
    } else if has("discussion") {
        let (discussions, findings) = super::discussion::read_discussions(&file.text, &file.name);
        ctx.extend(findings);
        parsed.discussions = discussions;
    } else if let Some(lesson) = read_lesson(&mut ctx, &file.name, table, span) {
        ctx.extend(check_lesson(&lesson, options.prove));
        parsed.lessons.push(lesson);
    }
    let mut findings = ctx.findings;
    findings.sort_by_key(|f| (f.span.start, f.span.end));
    findings.dedup();
    parsed.diagnostics = findings.into_iter().map(|f| f.locate(file)).collect();
    parsed
}

/// The byte-order mark some editors put before UTF-8 text.
const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// Turns raw bytes into a source file (a leading byte-order mark dropped); invalid UTF-8 also gives a `not-utf8` diagnostic at the
/// first bad byte (the file then holds the text with bad bytes replaced, for quoting).
pub fn decode(name: &str, mut bytes: Vec<u8>) -> (SourceFile, Option<Diagnostic>) {
    // Notepad saves UTF-8 with a byte-order mark; it is no part of the text.
    if bytes.starts_with(UTF8_BOM) {
        bytes.drain(..UTF8_BOM.len());
    }
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

pub use super::walk::{find_files, read_file};
