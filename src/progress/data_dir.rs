//! Where the classroom keeps its files: the platform's data directory, or a folder named by an
//! environment variable (tests and portable installs).

use super::StoreError;
use std::path::PathBuf;

/// The environment variable that overrides the data directory.
pub const DATA_DIR_ENV: &str = "QI_CLASSROOM_DATA_DIR";

/// The folder for profiles, progress and settings: `$QI_CLASSROOM_DATA_DIR` if set and not
/// empty, else the platform's data directory for `org.qi-classroom.qi-classroom`.
pub fn data_dir() -> Result<PathBuf, StoreError> {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|dir| !dir.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("org", "qi-classroom", "qi-classroom")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .ok_or(StoreError::NoDataDirectory)
}
