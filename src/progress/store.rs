//! The app's handle on its stored data: loads profiles, progress and settings once, and saves
//! each document as soon as it changes.
//!
//! One copy of the app at a time owns a data folder: it holds a lock on `qi-classroom.lock`
//! there for as long as it runs. A second copy on the same folder (a double click too many, a
//! second window on a shared lab account) reads the folder but saves nothing, and says so —
//! two copies saving in turn would each overwrite the other's children's work.

use super::{
    Classroom, Settings, StoreError, load_document, remove_stray_temp_files, save_document,
};
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// The profiles-and-progress file.
const CLASSROOM_FILE: &str = "profiles.json";
/// The newest `profiles.json` format this program reads and writes.
const CLASSROOM_VERSION: u32 = 1;
/// The settings file.
const SETTINGS_FILE: &str = "settings.json";
/// The newest `settings.json` format this program reads and writes.
const SETTINGS_VERSION: u32 = 1;
/// The file whose lock marks the copy of the app that owns the folder.
pub const LOCK_FILE: &str = "qi-classroom.lock";

/// Profiles, progress and settings of one data directory.
#[derive(Debug)]
pub struct ProgressStore {
    /// `None` when no data directory exists: nothing can be saved.
    dir: Option<PathBuf>,
    classroom: Classroom,
    settings: Settings,
    problems: Vec<StoreError>,
    /// The open, locked lock file (released when the store is dropped); `None` when another
    /// copy holds the folder, or when the folder cannot take a lock at all.
    _lock: Option<File>,
    /// Another copy holds the folder: nothing is saved.
    read_only: bool,
}

impl ProgressStore {
    /// Opens the data directory from [`super::data_dir`]; when there is none, an empty store
    /// that cannot save is returned with the problem listed.
    pub fn open_default() -> Self {
        match super::data_dir() {
            Ok(dir) => ProgressStore::open(&dir),
            Err(problem) => ProgressStore {
                dir: None,
                classroom: Classroom::default(),
                settings: Settings::default(),
                problems: vec![problem],
                _lock: None,
                read_only: false,
            },
        }
    }

    /// Loads what `dir` holds (an empty store if nothing); damaged files are kept aside and
    /// listed in [`ProgressStore::problems`].
    ///
    /// When another copy of the app holds the folder, the store is read-only: it loads what is
    /// there, lists [`StoreError::InUse`], and every change stays in memory only.
    pub fn open(dir: &Path) -> Self {
        let mut problems = Vec::new();
        let lock = lock_folder(dir);
        let read_only = matches!(lock, Err(StoreError::InUse { .. }));
        let lock = match lock {
            Ok(lock) => Some(lock),
            Err(problem) => {
                // A folder that cannot take a lock (some network shares) is still saved to.
                problems.push(problem);
                None
            }
        };
        if lock.is_some() {
            // Only the owner may: another copy's save in progress also looks like a leftover.
            remove_stray_temp_files(dir, CLASSROOM_FILE);
            remove_stray_temp_files(dir, SETTINGS_FILE);
        }
        let mut classroom = load_document::<Classroom>(dir, CLASSROOM_FILE, CLASSROOM_VERSION);
        let settings = load_document::<Settings>(dir, SETTINGS_FILE, SETTINGS_VERSION);
        problems.extend(classroom.problems);
        problems.extend(settings.problems);
        let repairs = classroom.value.repair();
        let repaired = !repairs.is_empty();
        problems.extend(repairs.into_iter().map(|repair| StoreError::Repaired {
            path: dir.join(CLASSROOM_FILE),
            repair,
        }));
        let mut store = ProgressStore {
            dir: Some(dir.to_path_buf()),
            classroom: classroom.value,
            settings: settings.value,
            problems,
            _lock: lock,
            read_only,
        };
        if repaired {
            store.save_classroom();
        }
        store
    }

    /// True when this copy of the app owns the data folder and saves its changes.
    pub fn can_save(&self) -> bool {
        self.dir.is_some() && !self.read_only
    }

    /// The folder the files live in, if there is one.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Profiles and progress.
    pub fn classroom(&self) -> &Classroom {
        &self.classroom
    }

    /// Preferences.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Problems met while loading or saving, oldest first, until dismissed.
    pub fn problems(&self) -> &[StoreError] {
        &self.problems
    }

    /// Forgets the listed problems (the teacher has read them; the files stay kept aside).
    pub fn dismiss_problems(&mut self) {
        self.problems.clear();
    }

    /// Changes profiles or progress and saves at once. On a failed save the change stays in
    /// memory, the problem is listed, and the next change tries again.
    pub fn update_classroom<R>(&mut self, change: impl FnOnce(&mut Classroom) -> R) -> R {
        let result = change(&mut self.classroom);
        self.save_classroom();
        result
    }

    /// Changes the settings and saves at once.
    pub fn update_settings<R>(&mut self, change: impl FnOnce(&mut Settings) -> R) -> R {
        let result = change(&mut self.settings);
        let saved = match &self.dir {
            Some(dir) if self.read_only => Err(StoreError::InUse { dir: dir.clone() }),
            Some(dir) => save_document(dir, SETTINGS_FILE, SETTINGS_VERSION, &self.settings),
            None => Err(StoreError::NoDataDirectory),
        };
        self.note(saved);
        result
    }

    fn save_classroom(&mut self) {
        let saved = match &self.dir {
            Some(dir) if self.read_only => Err(StoreError::InUse { dir: dir.clone() }),
            Some(dir) => save_document(dir, CLASSROOM_FILE, CLASSROOM_VERSION, &self.classroom),
            None => Err(StoreError::NoDataDirectory),
        };
        self.note(saved);
    }

    /// Lists a failed save, once while it keeps failing the same way.
    fn note(&mut self, saved: Result<(), StoreError>) {
        if let Err(problem) = saved
            && self.problems.last() != Some(&problem)
        {
            self.problems.push(problem);
        }
    }
}

/// Creates the folder if needed and takes the lock on its lock file without waiting.
fn lock_folder(dir: &Path) -> Result<File, StoreError> {
    std::fs::create_dir_all(dir).map_err(|error| StoreError::io(dir, &error))?;
    let path = dir.join(LOCK_FILE);
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|error| StoreError::io(&path, &error))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(TryLockError::WouldBlock) => Err(StoreError::InUse {
            dir: dir.to_path_buf(),
        }),
        Err(TryLockError::Error(error)) => Err(StoreError::io(&path, &error)),
    }
}
