//! The app's handle on its stored data: loads profiles, progress and settings once, and saves
//! each document as soon as it changes.

use super::{
    Classroom, DocumentStore, Settings, StoreError, load_document, load_from, save_document,
    save_to,
};
use std::path::{Path, PathBuf};

/// The profiles-and-progress file.
const CLASSROOM_FILE: &str = "profiles.json";
/// The newest `profiles.json` format this program reads and writes.
const CLASSROOM_VERSION: u32 = 1;
/// The settings file.
const SETTINGS_FILE: &str = "settings.json";
/// The newest `settings.json` format this program reads and writes.
const SETTINGS_VERSION: u32 = 1;

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
            },
        }
    }

    /// Loads what `dir` holds (an empty store if nothing); damaged files are kept aside and
    /// listed in [`ProgressStore::problems`].
    pub fn open(dir: &Path) -> Self {
        let classroom = load_document::<Classroom>(dir, CLASSROOM_FILE, CLASSROOM_VERSION);
        let settings = load_document::<Settings>(dir, SETTINGS_FILE, SETTINGS_VERSION);
        let mut problems = classroom.problems;
        problems.extend(settings.problems);
        ProgressStore {
            dir: Some(dir.to_path_buf()),
            documents: None,
            classroom: classroom.value,
            settings: settings.value,
            problems,
        }
    }

    /// Loads the same documents from `documents` (the browser's storage in the web app);
    /// damaged ones are kept aside there and listed, as with files.
    pub fn open_documents(mut documents: Box<dyn DocumentStore>) -> Self {
        let classroom =
            load_from::<Classroom>(documents.as_mut(), CLASSROOM_FILE, CLASSROOM_VERSION);
        let settings = load_from::<Settings>(documents.as_mut(), SETTINGS_FILE, SETTINGS_VERSION);
        let mut problems = classroom.problems;
        problems.extend(settings.problems);
        ProgressStore {
            dir: None,
            documents: Some(documents),
            classroom: classroom.value,
            settings: settings.value,
            problems,
        }
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
        let saved = match (&self.dir, &mut self.documents) {
            (Some(dir), _) => save_document(dir, SETTINGS_FILE, SETTINGS_VERSION, &self.settings),
            (None, Some(documents)) => save_to(
                documents.as_mut(),
                SETTINGS_FILE,
                SETTINGS_VERSION,
                &self.settings,
            ),
            (None, None) => Err(StoreError::NoDataDirectory),
        };
        self.note(saved);
        result
    }

    fn save_classroom(&mut self) {
        let saved = match (&self.dir, &mut self.documents) {
            (Some(dir), _) => {
                save_document(dir, CLASSROOM_FILE, CLASSROOM_VERSION, &self.classroom)
            }
            (None, Some(documents)) => save_to(
                documents.as_mut(),
                CLASSROOM_FILE,
                CLASSROOM_VERSION,
                &self.classroom,
            ),
            (None, None) => Err(StoreError::NoDataDirectory),
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
