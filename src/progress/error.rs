//! Typed reasons why stored data could not be read or written.

use std::path::PathBuf;

/// Something went wrong with a stored file; the app shows it to the teacher through Fluent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// Neither `QI_CLASSROOM_DATA_DIR` nor the platform gives a data directory.
    NoDataDirectory,
    /// Reading, writing or renaming a file failed.
    Io {
        /// The file or folder involved.
        path: PathBuf,
        /// The operating system's description of the failure.
        reason: String,
    },
    /// A file could not be understood; it was kept aside under `kept_as`, never deleted.
    Corrupt {
        /// Where the file was.
        path: PathBuf,
        /// Where the damaged file now is.
        kept_as: PathBuf,
        /// What the parser said.
        reason: String,
    },
    /// A file was written by a newer version of the program; it was kept aside under `kept_as`.
    TooNew {
        /// Where the file was.
        path: PathBuf,
        /// Where the file now is.
        kept_as: PathBuf,
        /// The format version found in the file.
        found: u32,
        /// The newest format version this program reads.
        supported: u32,
    },
    /// Another copy of the app holds the data folder: this copy reads it but saves nothing.
    InUse {
        /// The data folder.
        dir: PathBuf,
    },
    /// A file held something impossible (written by hand, or by a faulty copy); it was put
    /// right as `repair` says and the file is saved again that way.
    Repaired {
        /// The file.
        path: PathBuf,
        /// What was wrong and what was done.
        repair: Repair,
    },
}

/// Something impossible found in `profiles.json`, and how it was put right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Repair {
    /// Two profiles had this id; the later one got `new_id` (its name and picture kept).
    RepeatedProfileId {
        /// The id used twice.
        id: u32,
        /// The new id of the second profile.
        new_id: u32,
    },
    /// The profile marked as chosen last does not exist; none is chosen.
    UnknownActiveProfile {
        /// The missing id.
        id: u32,
    },
    /// A step recorded more than 3 stars; it now has 3.
    TooManyStars {
        /// The lesson.
        lesson: String,
        /// The step.
        step: String,
        /// The stars found.
        stars: u8,
    },
    /// The counter for new profile ids was behind the ids in use (or at its end); it was moved.
    ProfileCounter {
        /// The counter found.
        found: u32,
    },
}

impl StoreError {
    pub(crate) fn io(path: impl Into<PathBuf>, error: &std::io::Error) -> Self {
        StoreError::Io {
            path: path.into(),
            reason: error.to_string(),
        }
    }
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::NoDataDirectory => write!(f, "no data directory"),
            StoreError::Io { path, reason } => write!(f, "{}: {reason}", path.display()),
            StoreError::Corrupt {
                path,
                kept_as,
                reason,
            } => write!(
                f,
                "{}: unreadable ({reason}); kept as {}",
                path.display(),
                kept_as.display()
            ),
            StoreError::TooNew {
                path,
                kept_as,
                found,
                supported,
            } => write!(
                f,
                "{}: format version {found} is newer than {supported}; kept as {}",
                path.display(),
                kept_as.display()
            ),
            StoreError::InUse { dir } => {
                write!(f, "{}: in use by another copy of the app", dir.display())
            }
            StoreError::Repaired { path, repair } => {
                write!(f, "{}: repaired ({repair:?})", path.display())
            }
        }
    }
}

impl std::error::Error for StoreError {}
