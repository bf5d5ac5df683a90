//! The shipped lessons and puzzles, each checked load made once for the whole test binary: a
//! checked load proves every puzzle (seconds of solver time), and a dozen suites read the same
//! files. Each is the same `Library` the suites used to load for themselves.

use qi_classroom::content::Library;
use std::path::PathBuf;
use std::sync::OnceLock;

/// The lessons and puzzles built into the app, with every check (`Library::load_embedded`).
pub fn embedded() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(Library::load_embedded)
}

/// Every file of `puzzles/`, with every check.
pub fn puzzle_folder() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| Library::load_paths(&[folder()]))
}

/// The Renju puzzle files of `puzzles/` (`renju-*.toml`), with every check.
pub fn renju_puzzle_files() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let files: Vec<PathBuf> = std::fs::read_dir(folder())
            .expect("the puzzles folder")
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| {
                path.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with("renju-") && n.ends_with(".toml"))
            })
            .collect();
        Library::load_paths(&files)
    })
}

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("puzzles")
}
