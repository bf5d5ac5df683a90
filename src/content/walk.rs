//! Finding and reading lesson files inside a teacher's folder, within bounds: no link leads out
//! of the folder or round in a circle, only regular files are opened (a FIFO would block, a link
//! to `/dev/zero` would never end), and the number of files, the depth and the bytes read per
//! file are capped. Every file or folder left out is said in a diagnostic, never silently.

use super::diagnostic::{Diagnostic, DiagnosticKind, Severity};
use crate::msg;
use std::collections::HashSet;
use std::fs::{self, File};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The largest lesson or puzzle file read (a lesson is a few kilobytes; the biggest shipped
/// puzzle file is under 100 KB).
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;
/// The most `.toml` files taken from one load (the shipped library has about 40).
pub const MAX_FILES: usize = 2000;
/// The deepest folder nesting followed below a given folder.
pub const MAX_DEPTH: usize = 16;
/// The most folder entries looked at in one load (files of any kind and folders).
pub const MAX_ENTRIES: usize = 50_000;

/// Collects the `.toml` files under each path (a file is taken as is), sorted within each
/// directory, each file once even when paths overlap; a missing path, a link out of the folder,
/// a folder reached twice, a special file and a cap reached are diagnostics.
pub fn find_files(paths: &[PathBuf]) -> (Vec<PathBuf>, Vec<Diagnostic>) {
    let mut walk = Walk::default();
    for path in paths {
        match fs::metadata(path) {
            Ok(meta) if meta.is_dir() => {
                // Links inside may point anywhere within this folder, not beyond it.
                let root = fs::canonicalize(path).unwrap_or_else(|_| path.clone());
                walk.folder(path, &root, 0);
            }
            Ok(meta) if meta.is_file() => walk.take(path.clone()),
            Ok(_) => walk.skip(path, DiagnosticKind::NotRegularFile, Severity::Error),
            Err(_) => walk.diagnostics.push(Diagnostic::whole_file(
                path.display().to_string(),
                DiagnosticKind::PathNotFound,
                msg!("content-path-not-found", path = path.display().to_string()),
            )),
        }
    }
    (walk.files, walk.diagnostics)
}

#[derive(Default)]
struct Walk {
    files: Vec<PathBuf>,
    diagnostics: Vec<Diagnostic>,
    /// Canonical paths of the folders entered and files taken: `check lessons lessons/a.toml`
    /// must not report `a.toml` as its own duplicate, and two links to one folder walk it once.
    seen: HashSet<PathBuf>,
    entries: usize,
    /// Set once a cap has been reported, so the report is said once.
    capped: bool,
}

impl Walk {
    fn folder(&mut self, dir: &Path, root: &Path, depth: usize) {
        let canonical = fs::canonicalize(dir).unwrap_or_else(|_| dir.to_path_buf());
        if !self.seen.insert(canonical) {
            self.skip(dir, DiagnosticKind::FolderLoop, Severity::Warning);
            return;
        }
        if depth > MAX_DEPTH {
            self.cap(dir, msg!("content-too-deep", limit = MAX_DEPTH));
            return;
        }
        let entries = match fs::read_dir(dir) {
            Ok(entries) => entries,
            Err(error) => {
                self.diagnostics.push(Diagnostic::whole_file(
                    dir.display().to_string(),
                    DiagnosticKind::UnreadableFile,
                    msg!("content-unreadable-folder", error = error.to_string()),
                ));
                return;
            }
        };
        let mut paths = Vec::new();
        for entry in entries.flatten() {
            self.entries += 1;
            if self.entries > MAX_ENTRIES {
                self.cap(dir, msg!("content-too-many-entries", limit = MAX_ENTRIES));
                return;
            }
            paths.push(entry.path());
        }
        paths.sort();
        for path in paths {
            if self.capped {
                return;
            }
            self.entry(&path, root, depth);
        }
    }

    fn entry(&mut self, path: &Path, root: &Path, depth: usize) {
        let Ok(own) = fs::symlink_metadata(path) else {
            return; // Removed while we looked: nothing to read.
        };
        let is_toml = path.extension().is_some_and(|ext| ext == "toml");
        if own.file_type().is_symlink() {
            let Ok(target) = fs::canonicalize(path) else {
                if is_toml {
                    self.skip(path, DiagnosticKind::UnreadableFile, Severity::Warning);
                }
                return; // A dangling link to something that is not a lesson: not ours.
            };
            if !target.starts_with(root) {
                if is_toml || target.is_dir() {
                    self.skip(path, DiagnosticKind::LinkOutsideFolder, Severity::Warning);
                }
                return;
            }
        }
        let Ok(meta) = fs::metadata(path) else {
            return;
        };
        if meta.is_dir() {
            self.folder(path, root, depth + 1);
        } else if is_toml {
            if meta.is_file() {
                self.take(path.to_path_buf());
            } else {
                self.skip(path, DiagnosticKind::NotRegularFile, Severity::Warning);
            }
        }
    }

    fn take(&mut self, path: PathBuf) {
        let canonical = fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        if !self.seen.insert(canonical) {
            return;
        }
        if self.files.len() >= MAX_FILES {
            self.cap(&path, msg!("content-too-many-files", limit = MAX_FILES));
            return;
        }
        self.files.push(path);
    }

    fn skip(&mut self, path: &Path, kind: DiagnosticKind, severity: Severity) {
        let message = match kind {
            DiagnosticKind::FolderLoop => msg!("content-folder-loop"),
            DiagnosticKind::LinkOutsideFolder => msg!("content-link-outside-folder"),
            DiagnosticKind::NotRegularFile => msg!("content-not-regular-file"),
            _ => msg!("content-unreadable-link"),
        };
        let mut diagnostic = Diagnostic::whole_file(path.display().to_string(), kind, message);
        diagnostic.severity = severity;
        self.diagnostics.push(diagnostic);
    }

    fn cap(&mut self, path: &Path, message: crate::i18n::Message) {
        if !self.capped {
            self.capped = true;
            self.diagnostics.push(Diagnostic::whole_file(
                path.display().to_string(),
                DiagnosticKind::TooManyFiles,
                message,
            ));
        }
    }
}

/// Reads one file's bytes from disk, at most [`MAX_FILE_BYTES`]; a special file, a larger file
/// or a failed read gives a diagnostic instead.
pub fn read_file(path: &Path) -> Result<Vec<u8>, Box<Diagnostic>> {
    let name = path.display().to_string();
    let unreadable = |error: std::io::Error| {
        Box::new(Diagnostic::whole_file(
            name.clone(),
            DiagnosticKind::UnreadableFile,
            msg!("content-unreadable-file", error = error.to_string()),
        ))
    };
    // Looked at before opening: opening a FIFO waits for a writer that may never come.
    let meta = fs::metadata(path).map_err(unreadable)?;
    if !meta.is_file() {
        return Err(Box::new(Diagnostic::whole_file(
            name,
            DiagnosticKind::NotRegularFile,
            msg!("content-not-regular-file"),
        )));
    }
    let file = File::open(path).map_err(unreadable)?;
    let mut bytes = Vec::new();
    // One byte more than allowed tells a file at the cap from a larger one, whatever its size
    // said a moment ago.
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Box::new(too_large(name)));
    }
    Ok(bytes)
}

/// The diagnostic for a file over [`MAX_FILE_BYTES`] (on disk or imported).
pub fn too_large(name: String) -> Diagnostic {
    Diagnostic::whole_file(
        name,
        DiagnosticKind::FileTooLarge,
        msg!("content-file-too-large", limit = MAX_FILE_BYTES / 1024),
    )
}
