//! The app's handle on its stored data: loads profiles, progress and settings once, and saves
//! each document as soon as it changes.
//!
//! One copy of the app at a time owns a data folder: it holds a lock on `qi-classroom.lock`
//! there for as long as it runs. A second copy on the same folder (a double click too many, a
//! second window on a shared lab account) reads the folder but saves nothing, and says so —
//! two copies saving in turn would each overwrite the other's children's work.

use super::{
    Classroom, DocumentStore, Settings, StoreError, load_document, load_from,
    remove_stray_temp_files, save_document, save_to,
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
/// Tries to take the folder's lock before another copy is said to hold it.
const LOCK_RETRIES: u32 = 20;
/// The pause between two tries (20 × 25 ms: half a second at most).
const LOCK_RETRY_PAUSE: std::time::Duration = std::time::Duration::from_millis(25);
/// The file whose lock marks the copy of the app that owns the folder.
pub const LOCK_FILE: &str = "qi-classroom.lock";

/// Profiles, progress and settings of one data directory (or of another [`DocumentStore`]:
/// the browser's storage in the web app).
#[derive(Debug)]
pub struct ProgressStore {
    /// `None` when no data directory exists: nothing can be saved (unless `documents`).
    dir: Option<PathBuf>,
    /// Where the documents are kept when not in a folder.
    documents: Option<Box<dyn DocumentStore>>,
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
                documents: None,
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
            documents: None,
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

    /// Loads the same documents from `documents` (the browser's storage in the web app);
    /// damaged ones are kept aside there and listed, and impossible ones repaired, as with files.
    pub fn open_documents(mut documents: Box<dyn DocumentStore>) -> Self {
        let mut classroom =
            load_from::<Classroom>(documents.as_mut(), CLASSROOM_FILE, CLASSROOM_VERSION);
        let settings = load_from::<Settings>(documents.as_mut(), SETTINGS_FILE, SETTINGS_VERSION);
        let mut problems = classroom.problems;
        problems.extend(settings.problems);
        let repairs = classroom.value.repair();
        let repaired = !repairs.is_empty();
        problems.extend(repairs.into_iter().map(|repair| StoreError::Repaired {
            path: PathBuf::from(CLASSROOM_FILE),
            repair,
        }));
        let mut store = ProgressStore {
            dir: None,
            documents: Some(documents),
            classroom: classroom.value,
            settings: settings.value,
            problems,
            _lock: None,
            read_only: false,
        };
        if repaired {
            store.save_classroom();
        }
        store
    }

    /// True when this copy of the app owns its data folder (or browser storage) and saves its
    /// changes.
    pub fn can_save(&self) -> bool {
        (self.dir.is_some() || self.documents.is_some()) && !self.read_only
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
        let saved = write(
            target(&self.dir, &mut self.documents, self.read_only),
            SETTINGS_FILE,
            SETTINGS_VERSION,
            &self.settings,
        );
        self.note(saved);
        result
    }

    fn save_classroom(&mut self) {
        let saved = write(
            target(&self.dir, &mut self.documents, self.read_only),
            CLASSROOM_FILE,
            CLASSROOM_VERSION,
            &self.classroom,
        );
        self.note(saved);
    }

    /// Loads another document of the app's (the class membership, the outbox) from the same
    /// place as the profiles; problems are listed like theirs.
    pub fn load_named<T: serde::de::DeserializeOwned + Default>(
        &mut self,
        name: &str,
        version: u32,
    ) -> T {
        let loaded = match (&self.dir, &mut self.documents) {
            (Some(dir), _) => load_document::<T>(dir, name, version),
            (None, Some(documents)) => load_from::<T>(documents.as_mut(), name, version),
            (None, None) => return T::default(),
        };
        self.problems.extend(loaded.problems);
        loaded.value
    }

    /// Saves another document of the app's beside the profiles, atomically; a failure is listed
    /// and `false` returned, so the caller keeps the value and tries again later.
    pub fn save_named<T: serde::Serialize>(&mut self, name: &str, version: u32, value: &T) -> bool {
        let saved = write(
            target(&self.dir, &mut self.documents, self.read_only),
            name,
            version,
            value,
        );
        let ok = saved.is_ok();
        self.note(saved);
        ok
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

/// Where a store's saves go.
enum Target<'a> {
    /// Another copy of the app owns this folder.
    ReadOnly(&'a Path),
    Folder(&'a Path),
    Documents(&'a mut dyn DocumentStore),
    Nowhere,
}

/// Where the saves of a store with these fields go (fields, not `&mut self`, so the value
/// saved can be borrowed from the same store).
fn target<'a>(
    dir: &'a Option<PathBuf>,
    documents: &'a mut Option<Box<dyn DocumentStore>>,
    read_only: bool,
) -> Target<'a> {
    match (dir, documents) {
        (Some(dir), _) if read_only => Target::ReadOnly(dir),
        (Some(dir), _) => Target::Folder(dir),
        (None, Some(documents)) => Target::Documents(documents.as_mut()),
        (None, None) => Target::Nowhere,
    }
}

/// Saves `value` as `name` into `target`.
fn write<T: serde::Serialize>(
    target: Target<'_>,
    name: &str,
    version: u32,
    value: &T,
) -> Result<(), StoreError> {
    match target {
        Target::ReadOnly(dir) => Err(StoreError::InUse {
            dir: dir.to_path_buf(),
        }),
        Target::Folder(dir) => save_document(dir, name, version, value),
        Target::Documents(documents) => save_to(documents, name, version, value),
        Target::Nowhere => Err(StoreError::NoDataDirectory),
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
    // A copy that is closing (the previous window of a restart), or a child process of this
    // one between fork and exec, holds the lock for a moment: wait a little before saying the
    // folder is in use.
    for attempt in 0..=LOCK_RETRIES {
        match file.try_lock() {
            Ok(()) => return Ok(file),
            Err(TryLockError::WouldBlock) if attempt < LOCK_RETRIES => {
                std::thread::sleep(LOCK_RETRY_PAUSE);
            }
            Err(TryLockError::WouldBlock) => break,
            Err(TryLockError::Error(error)) => return Err(StoreError::io(&path, &error)),
        }
    }
    Err(StoreError::InUse {
        dir: dir.to_path_buf(),
    })
}
