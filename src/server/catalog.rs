//! What the server accepts events for and serves: the built-in lessons and puzzles plus the
//! teacher's folders, checked like `check` does (a file with an error is not served).

use crate::classroom::Catalog;
pub use crate::classroom::protocol::ServedFile;
use crate::content::Library;
use crate::content::class_library::ClassFolder;
use std::collections::HashMap;
use std::path::PathBuf;

/// The content the server knows.
#[derive(Debug, Default)]
pub struct Content {
    /// Lesson step counts and puzzle ids.
    pub catalog: Catalog,
    /// Each lesson's concept tags.
    pub concepts: HashMap<String, Vec<String>>,
    /// The teacher's files without errors (`GET /api/library`).
    pub files: Vec<ServedFile>,
    /// The teacher's files left out for their errors.
    pub skipped: Vec<String>,
    /// Every lesson and puzzle as loaded (the teacher's replacing built-in ones of the same
    /// id), for the printed sheets and the teach board's referee (`classroom::teach_judge`).
    pub library: std::sync::Arc<Library>,
}

impl Content {
    /// The built-in library (trusted: CI proves it) and the teacher's folders.
    pub fn load(folders: &[PathBuf]) -> Self {
        let mut content = Content::default();
        let mut all = Library::load_embedded_trusted();
        content.add_library(&all);
        for path in folders {
            let folder = ClassFolder::load(path.clone());
            let skipped: Vec<String> = folder
                .files_with_errors()
                .into_iter()
                .map(str::to_owned)
                .collect();
            let usable = Library {
                lessons: folder.usable_lessons().into_iter().cloned().collect(),
                puzzles: folder.usable_puzzles().into_iter().cloned().collect(),
                ..Library::default()
            };
            content.add_library(&usable);
            all.lessons.retain(|l| {
                !usable
                    .lessons
                    .iter()
                    .any(|u| u.id.get_ref() == l.id.get_ref())
            });
            all.puzzles.retain(|p| {
                !usable
                    .puzzles
                    .iter()
                    .any(|u| u.id.get_ref() == p.id.get_ref())
            });
            all.lessons.extend(usable.lessons.iter().cloned());
            all.puzzles.extend(usable.puzzles.iter().cloned());
            for source in &folder.library.sources {
                if !skipped.contains(&source.name) {
                    content.files.push(ServedFile {
                        name: source.name.clone(),
                        text: source.text.clone(),
                    });
                }
            }
            content.skipped.extend(skipped);
        }
        content.library = std::sync::Arc::new(all);
        content
    }

    fn add_library(&mut self, library: &Library) {
        for lesson in &library.lessons {
            let id = lesson.id.get_ref().clone();
            let steps = u32::try_from(lesson.steps.len()).unwrap_or(u32::MAX);
            self.catalog.add_lesson(id.clone(), steps);
            let tags = lesson
                .concepts
                .iter()
                .map(|c| c.get_ref().clone())
                .collect();
            self.concepts.insert(id, tags);
        }
        for puzzle in &library.puzzles {
            self.catalog.add_puzzle(puzzle.id.get_ref().clone());
        }
    }
}
