//! Saving a versioned JSON document so that a crash or power cut never leaves a half-written
//! file, and loading it back with recovery: damaged files are kept aside, the backup is used.
//!
//! Saving writes `<name>.tmp-<pid>`, flushes it to disk, renames the current `<name>` to
//! `<name>.bak` and then the temporary file to `<name>`. A crash at any point leaves either the
//! new file, or the previous one as `<name>` or `<name>.bak`. A failed write removes its
//! temporary file at once (a full disk must not stay full of it); stray ones left by a crash are
//! removed by the next copy of the app that holds the data folder's lock.

use super::StoreError;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// A loaded document and what happened while loading it.
#[derive(Debug)]
pub struct Loaded<T> {
    /// The document, or the empty default when nothing readable was found.
    pub value: T,
    /// True when the main file was missing or damaged and `<name>.bak` was used.
    pub from_backup: bool,
    /// Damaged or unreadable files met on the way (each kept aside, never deleted).
    pub problems: Vec<StoreError>,
}

#[derive(Serialize)]
struct EnvelopeOut<'a, T> {
    version: u32,
    data: &'a T,
}

#[derive(Deserialize)]
struct EnvelopeIn {
    version: u32,
    data: serde_json::Value,
}

enum ReadOutcome<T> {
    Missing,
    Read(T),
    Failed(StoreError),
}

/// The backup kept beside `name`.
fn backup_name(name: &str) -> String {
    format!("{name}.bak")
}

fn temp_prefix(name: &str) -> String {
    format!("{name}.tmp-")
}

/// Loads `dir/name`, falling back to `dir/name.bak`; a file that cannot be understood is renamed
/// to `<file>.corrupt-<unix seconds>` and reported, and the empty default is returned only when
/// no readable version exists.
pub fn load_document<T: DeserializeOwned + Default>(
    dir: &Path,
    name: &str,
    supported_version: u32,
) -> Loaded<T> {
    let mut problems = Vec::new();
    for (candidate, from_backup) in [(dir.join(name), false), (dir.join(backup_name(name)), true)] {
        match read_one(&candidate, supported_version) {
            ReadOutcome::Missing => {}
            ReadOutcome::Read(value) => {
                return Loaded {
                    value,
                    from_backup,
                    problems,
                };
            }
            ReadOutcome::Failed(problem) => problems.push(problem),
        }
    }
    Loaded {
        value: T::default(),
        from_backup: false,
        problems,
    }
}

/// Writes `value` to `dir/name` atomically, keeping the previous version as `name.bak`.
pub fn save_document<T: Serialize>(
    dir: &Path,
    name: &str,
    version: u32,
    value: &T,
) -> Result<(), StoreError> {
    fs::create_dir_all(dir).map_err(|error| StoreError::io(dir, &error))?;
    let bytes = serde_json::to_vec_pretty(&EnvelopeOut {
        version,
        data: value,
    })
    .map_err(|error| StoreError::Io {
        path: dir.join(name),
        reason: error.to_string(),
    })?;
    let main = dir.join(name);
    let temp = dir.join(format!("{}{}", temp_prefix(name), std::process::id()));
    if let Err(error) = write_synced(&temp, &bytes) {
        // Left behind, a half-written file would hold the space a later save needs.
        let _ = fs::remove_file(&temp);
        return Err(StoreError::io(&temp, &error));
    }
    if main.exists() {
        let backup = dir.join(backup_name(name));
        fs::rename(&main, &backup).map_err(|error| StoreError::io(&main, &error))?;
    }
    fs::rename(&temp, &main).map_err(|error| StoreError::io(&main, &error))?;
    sync_directory(dir);
    Ok(())
}

fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = fs::File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// Makes the renames durable where the platform allows syncing a directory (not on Windows,
/// where opening a directory fails; NTFS journals renames itself).
fn sync_directory(dir: &Path) {
    if let Ok(handle) = fs::File::open(dir) {
        let _ = handle.sync_all();
    }
}

/// A temporary file left by a crash mid-save holds a version that was never committed: the
/// previous version is still in place, so the leftover is removed.
///
/// Only the copy of the app that holds the data folder's lock may do this: another copy's save
/// in progress also looks like a leftover.
pub fn remove_stray_temp_files(dir: &Path, name: &str) {
    let prefix = temp_prefix(name);
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        if entry.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// The largest progress document read (a class of 40 children with a term's stars is well
/// under 1 MB).
pub const MAX_DOCUMENT_BYTES: u64 = 16 * 1024 * 1024;

fn read_one<T: DeserializeOwned>(path: &Path, supported_version: u32) -> ReadOutcome<T> {
    let bytes = match read_capped(path) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return ReadOutcome::Missing,
        Err(error) if error.kind() == std::io::ErrorKind::FileTooLarge => {
            return corrupt(path, error.to_string());
        }
        Err(error) => return ReadOutcome::Failed(StoreError::io(path, &error)),
    };
    match decode_document(&bytes, supported_version) {
        Ok(value) => ReadOutcome::Read(value),
        Err(DecodeError::TooNew(found)) => match keep_aside(path) {
            Ok(kept_as) => ReadOutcome::Failed(StoreError::TooNew {
                path: path.to_path_buf(),
                kept_as,
                found,
                supported: supported_version,
            }),
            Err(error) => ReadOutcome::Failed(error),
        },
        Err(DecodeError::Damaged(reason)) => corrupt(path, reason),
    }
}

/// Why a document's bytes are not a document this program reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// Written by a newer program: the format version found.
    TooNew(u32),
    /// Not the JSON of a document (what the parser said).
    Damaged(String),
}

/// Reads a saved document from its bytes: the `{"version":…,"data":…}` envelope around `T`
/// (a leading byte-order mark, as Notepad writes, is skipped).
pub fn decode_document<T: DeserializeOwned>(
    bytes: &[u8],
    supported_version: u32,
) -> Result<T, DecodeError> {
    let text = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let envelope = serde_json::from_slice::<EnvelopeIn>(text)
        .map_err(|error| DecodeError::Damaged(error.to_string()))?;
    if envelope.version > supported_version {
        return Err(DecodeError::TooNew(envelope.version));
    }
    serde_json::from_value::<T>(envelope.data)
        .map_err(|error| DecodeError::Damaged(error.to_string()))
}

/// Reads a regular file of at most [`MAX_DOCUMENT_BYTES`].
fn read_capped(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::{Error, ErrorKind, Read};
    if !fs::metadata(path)?.is_file() {
        return Err(Error::new(ErrorKind::InvalidInput, "not a regular file"));
    }
    let mut bytes = Vec::new();
    fs::File::open(path)?
        .take(MAX_DOCUMENT_BYTES + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_DOCUMENT_BYTES {
        return Err(Error::new(
            ErrorKind::FileTooLarge,
            format!("larger than {} MB", MAX_DOCUMENT_BYTES / (1024 * 1024)),
        ));
    }
    Ok(bytes)
}

fn corrupt<T>(path: &Path, reason: String) -> ReadOutcome<T> {
    match keep_aside(path) {
        Ok(kept_as) => ReadOutcome::Failed(StoreError::Corrupt {
            path: path.to_path_buf(),
            kept_as,
            reason,
        }),
        Err(error) => ReadOutcome::Failed(error),
    }
}

/// Renames a damaged file to `<file>.corrupt-<unix seconds>` (adding `-2`, `-3` … if taken) so
/// that later saves can never overwrite it.
fn keep_aside(path: &Path) -> Result<PathBuf, StoreError> {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|elapsed| elapsed.as_secs())
        .unwrap_or(0);
    let file_name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut target = path.with_file_name(format!("{file_name}.corrupt-{seconds}"));
    let mut counter = 2;
    while target.exists() {
        target = path.with_file_name(format!("{file_name}.corrupt-{seconds}-{counter}"));
        counter += 1;
    }
    fs::rename(path, &target).map_err(|error| StoreError::io(path, &error))?;
    Ok(target)
}
