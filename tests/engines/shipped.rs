//! The shipped lessons and puzzles, each checked load made once for the whole test binary: a
//! checked load proves every puzzle (seconds of solver time), and a dozen suites read the same
//! files. Each is the same `Library` the suites used to load for themselves.

use qi_classroom::content::Library;
use std::sync::OnceLock;

/// The lessons and puzzles built into the app, with every check (`Library::load_embedded`).
pub fn embedded() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(Library::load_embedded)
}

/// Every file of `puzzles/`, with every check: the puzzle files of [`embedded`] (the same texts
/// as the folder, file for file: the content suite checks it), so nothing is proved twice.
pub fn puzzle_folder() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| part_of_embedded("puzzles/"))
}

/// The Renju puzzle files of `puzzles/` (`renju-*.toml`), with every check (as above).
pub fn renju_puzzle_files() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| part_of_embedded("puzzles/renju-"))
}

/// The files of [`embedded`] whose names start with `prefix`: their sources, lessons, puzzles,
/// discussions and diagnostics.
fn part_of_embedded(prefix: &str) -> Library {
    let all = embedded();
    let sources: Vec<_> = all
        .sources
        .iter()
        .filter(|source| source.name.starts_with(prefix))
        .cloned()
        .collect();
    Library {
        files: sources.len(),
        sources,
        lessons: (all.lessons.iter())
            .filter(|lesson| lesson.file.starts_with(prefix))
            .cloned()
            .collect(),
        puzzles: (all.puzzles.iter())
            .filter(|puzzle| puzzle.file.starts_with(prefix))
            .cloned()
            .collect(),
        discussions: (all.discussions.iter())
            .filter(|discussion| discussion.file.starts_with(prefix))
            .cloned()
            .collect(),
        diagnostics: (all.diagnostics.iter())
            .filter(|diagnostic| diagnostic.file.starts_with(prefix))
            .cloned()
            .collect(),
    }
}
