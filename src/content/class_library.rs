//! The lessons and puzzles a class uses: the built-in ones plus the teacher's own folders, merged
//! into one library that every screen of the app reads.
//!
//! Merging rules (shown to the teacher on screen):
//! - a folder's lesson or puzzle with the id of an earlier one (built in, or from a folder added
//!   before) replaces it in its place in the list: the teacher's edited copy wins;
//! - a file with any error is skipped (its lessons and puzzles are not used) and listed, so a
//!   half-written file never reaches the children; warnings do not stop a file;
//! - a folder that is not there (a USB stick not plugged in) is reported and kept, not fatal.

use super::diagnostic::{DiagnosticKind, Severity};
use super::lesson::Lesson;
use super::library::Library;
use super::puzzle::Puzzle;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// One of the teacher's folders (or single files), as read from disk.
#[derive(Debug)]
pub struct ClassFolder {
    /// The folder as the teacher named it.
    pub path: PathBuf,
    /// Everything read from it, with every diagnostic (`check`'s own load, solver proofs too);
    /// shared with the Author screen that read it, so a folder is not proved twice.
    pub library: Arc<Library>,
}

impl ClassFolder {
    /// Reads every lesson and puzzle file under `path` with every check.
    pub fn load(path: PathBuf) -> Self {
        let library = Arc::new(Library::load_paths(std::slice::from_ref(&path)));
        ClassFolder { path, library }
    }

    /// Whether the folder itself could not be found or read.
    pub fn is_missing(&self) -> bool {
        let name = self.path.display().to_string();
        self.library.diagnostics.iter().any(|d| {
            d.file == name
                && matches!(
                    d.kind,
                    DiagnosticKind::PathNotFound | DiagnosticKind::UnreadableFile
                )
        })
    }

    /// The files skipped because they have at least one error, in file order.
    pub fn files_with_errors(&self) -> Vec<&str> {
        let mut seen = BTreeSet::new();
        let name = self.path.display().to_string();
        self.library
            .diagnostics
            .iter()
            .filter(|d| d.effective_severity(false) == Severity::Error && d.file != name)
            .map(|d| d.file.as_str())
            .filter(|file| seen.insert(*file))
            .collect()
    }

    fn has_errors(&self, file: &str) -> bool {
        self.library
            .diagnostics
            .iter()
            .any(|d| d.file == file && d.effective_severity(false) == Severity::Error)
    }

    /// The lessons of files without errors.
    pub fn usable_lessons(&self) -> Vec<&Lesson> {
        let lessons = &self.library.lessons;
        lessons
            .iter()
            .filter(|l| !self.has_errors(&l.file))
            .collect()
    }

    /// The puzzles of files without errors.
    pub fn usable_puzzles(&self) -> Vec<&Puzzle> {
        let puzzles = &self.library.puzzles;
        puzzles
            .iter()
            .filter(|p| !self.has_errors(&p.file))
            .collect()
    }
}

/// What a folder's lesson or puzzle took the place of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Replaced {
    /// A built-in one with the same id.
    BuiltIn,
    /// One with the same id from a folder added earlier.
    Folder(PathBuf),
}

/// Where a lesson or puzzle of the class came from, when it is not built in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FromFolder {
    /// The teacher's folder.
    pub folder: PathBuf,
    /// What it replaced, if its id was already used.
    pub replaced: Option<Replaced>,
}

/// The built-in library plus the folders in class, and their merge.
#[derive(Debug)]
pub struct ClassLibrary {
    built_in: Library,
    folders: Vec<ClassFolder>,
    merged: Arc<Library>,
    lesson_origins: HashMap<String, FromFolder>,
    puzzle_origins: HashMap<String, FromFolder>,
}

impl ClassLibrary {
    /// The class with the built-in lessons and puzzles only.
    pub fn new(built_in: Library) -> Self {
        let mut class = ClassLibrary {
            built_in,
            folders: Vec::new(),
            merged: Arc::new(Library::default()),
            lesson_origins: HashMap::new(),
            puzzle_origins: HashMap::new(),
        };
        class.rebuild();
        class
    }

    /// The merged lessons and puzzles (no diagnostics: each folder keeps its own).
    pub fn library(&self) -> Arc<Library> {
        Arc::clone(&self.merged)
    }

    /// The folders in class, in the order they were added.
    pub fn folders(&self) -> &[ClassFolder] {
        &self.folders
    }

    /// Whether `path` is one of the folders in class.
    pub fn contains(&self, path: &Path) -> bool {
        self.folders.iter().any(|f| f.path == path)
    }

    /// Where the lesson with `id` came from; `None` for a built-in lesson.
    pub fn lesson_origin(&self, id: &str) -> Option<&FromFolder> {
        self.lesson_origins.get(id)
    }

    /// Where the puzzle with `id` came from; `None` for a built-in puzzle.
    pub fn puzzle_origin(&self, id: &str) -> Option<&FromFolder> {
        self.puzzle_origins.get(id)
    }

    /// Reads `path` from disk and adds it (or reads it again, in its place, when it is already
    /// in class), then rebuilds the merge.
    pub fn add_folder(&mut self, path: PathBuf) {
        self.add_loaded(ClassFolder::load(path));
    }

    /// Adds a folder already read (or replaces the one with the same path), then rebuilds.
    pub fn add_loaded(&mut self, folder: ClassFolder) {
        match self.folders.iter_mut().find(|f| f.path == folder.path) {
            Some(place) => *place = folder,
            None => self.folders.push(folder),
        }
        self.rebuild();
    }

    /// Takes `path` out of class; false when it was not in class.
    pub fn remove_folder(&mut self, path: &Path) -> bool {
        let before = self.folders.len();
        self.folders.retain(|f| f.path != path);
        let removed = self.folders.len() != before;
        if removed {
            self.rebuild();
        }
        removed
    }

    fn rebuild(&mut self) {
        let lessons: Vec<(&Path, Vec<&Lesson>)> = self
            .folders
            .iter()
            .map(|f| (f.path.as_path(), f.usable_lessons()))
            .collect();
        let puzzles: Vec<(&Path, Vec<&Puzzle>)> = self
            .folders
            .iter()
            .map(|f| (f.path.as_path(), f.usable_puzzles()))
            .collect();
        let (lessons, lesson_origins) = merge(&self.built_in.lessons, &lessons, |l| l.id.get_ref());
        let (puzzles, puzzle_origins) = merge(&self.built_in.puzzles, &puzzles, |p| p.id.get_ref());
        let files =
            self.built_in.files + self.folders.iter().map(|f| f.library.files).sum::<usize>();
        self.merged = Arc::new(Library {
            lessons,
            puzzles,
            files,
            discussions: self.built_in.discussions.clone(),
            ..Library::default()
        });
        self.lesson_origins = lesson_origins;
        self.puzzle_origins = puzzle_origins;
    }
}

/// The built-in items, then each folder's in turn; an id seen before is replaced in its place.
fn merge<T: Clone>(
    built_in: &[T],
    folders: &[(&Path, Vec<&T>)],
    id: impl Fn(&T) -> &String,
) -> (Vec<T>, HashMap<String, FromFolder>) {
    let mut items: Vec<T> = built_in.to_vec();
    let mut position: HashMap<String, usize> = items
        .iter()
        .enumerate()
        .map(|(index, item)| (id(item).clone(), index))
        .collect();
    let mut origins: HashMap<String, FromFolder> = HashMap::new();
    for (folder, found) in folders {
        for item in found {
            let key = id(item).clone();
            let replaced = match position.get(&key).and_then(|&i| items.get_mut(i)) {
                Some(place) => {
                    *place = (*item).clone();
                    Some(match origins.get(&key) {
                        Some(earlier) => Replaced::Folder(earlier.folder.clone()),
                        None => Replaced::BuiltIn,
                    })
                }
                None => {
                    position.insert(key.clone(), items.len());
                    items.push((*item).clone());
                    None
                }
            };
            let folder = folder.to_path_buf();
            origins.insert(key, FromFolder { folder, replaced });
        }
    }
    (items, origins)
}
