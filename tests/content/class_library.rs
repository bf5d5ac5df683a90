//! The class library: the built-in lessons and puzzles plus a teacher's folders, merged. A
//! folder's copy replaces an earlier one with the same id in its place; files with errors are
//! skipped and listed; warnings do not stop a file; a missing folder is reported, not fatal.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::Library;
use qi_classroom::content::class_library::{ClassLibrary, FromFolder, Replaced};
use std::path::{Path, PathBuf};

/// A one-step info lesson.
fn lesson(id: &str, title: &str) -> String {
    format!(
        r#"id = "{id}"
game = "jungle"
title = {{ en = "{title}", zh-CN = "课", zh-TW = "課" }}

[[step]]
kind = "info"
text = {{ en = "Look.", zh-CN = "看。", zh-TW = "看。" }}
"#
    )
}

fn folder(root: &Path, name: &str, files: &[(&str, String)]) -> PathBuf {
    let folder = root.join(name);
    std::fs::create_dir(&folder).unwrap();
    for (file, text) in files {
        std::fs::write(folder.join(file), text).unwrap();
    }
    folder
}

fn built_in() -> Library {
    Library::load_sources([
        ("first.toml", lesson("first", "First")),
        ("second.toml", lesson("second", "Second")),
    ])
}

fn titles(class: &ClassLibrary) -> Vec<String> {
    let library = class.library();
    library
        .lessons
        .iter()
        .map(|l| l.title.get(qi_classroom::i18n::Locale::En).to_owned())
        .collect()
}

#[test]
fn a_folder_copy_replaces_the_built_in_lesson_in_its_place_and_new_ones_follow() {
    let root = tempfile::tempdir().unwrap();
    let mine = folder(
        root.path(),
        "mine",
        &[
            ("a.toml", lesson("first", "My first")),
            ("b.toml", lesson("extra", "Extra")),
        ],
    );
    let mut class = ClassLibrary::new(built_in());
    assert_eq!(titles(&class), ["First", "Second"]);
    class.add_folder(mine.clone());
    assert_eq!(titles(&class), ["My first", "Second", "Extra"]);
    assert_eq!(
        class.lesson_origin("first"),
        Some(&FromFolder {
            folder: mine.clone(),
            replaced: Some(Replaced::BuiltIn)
        })
    );
    assert_eq!(class.lesson_origin("extra").unwrap().replaced, None);
    assert_eq!(class.lesson_origin("second"), None);

    // Taking the folder out brings the built-in lesson back.
    assert!(class.remove_folder(&mine));
    assert!(!class.remove_folder(&mine));
    assert_eq!(titles(&class), ["First", "Second"]);
    assert_eq!(class.lesson_origin("first"), None);
}

#[test]
fn a_later_folder_wins_over_an_earlier_one_and_reloading_keeps_the_order() {
    let root = tempfile::tempdir().unwrap();
    let older = folder(root.path(), "older", &[("a.toml", lesson("x", "Older"))]);
    let newer = folder(root.path(), "newer", &[("a.toml", lesson("x", "Newer"))]);
    let mut class = ClassLibrary::new(built_in());
    class.add_folder(older.clone());
    class.add_folder(newer.clone());
    assert_eq!(titles(&class), ["First", "Second", "Newer"]);
    assert_eq!(
        class.lesson_origin("x").unwrap().replaced,
        Some(Replaced::Folder(older.clone()))
    );

    // Reading the older folder again (a file was saved) keeps it first, so the newer still wins.
    std::fs::write(older.join("a.toml"), lesson("x", "Older, edited")).unwrap();
    class.add_folder(older.clone());
    assert_eq!(class.folders().len(), 2);
    assert_eq!(titles(&class), ["First", "Second", "Newer"]);
    class.remove_folder(&newer);
    assert_eq!(titles(&class), ["First", "Second", "Older, edited"]);
}

#[test]
fn files_with_errors_are_skipped_and_listed_but_warnings_are_not() {
    let root = tempfile::tempdir().unwrap();
    let warned = std::fs::read_to_string("tests/data/content/missing_locale.toml").unwrap();
    let broken = std::fs::read_to_string("tests/data/content/unknown_key.toml").unwrap();
    let mine = folder(
        root.path(),
        "mine",
        &[
            ("broken.toml", broken),
            ("syntax.toml", "id = \"half".to_owned()),
            ("warned.toml", warned),
        ],
    );
    let mut class = ClassLibrary::new(built_in());
    class.add_folder(mine.clone());
    let folder = &class.folders()[0];
    assert!(!folder.is_missing());
    let skipped: Vec<String> = [mine.join("broken.toml"), mine.join("syntax.toml")]
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    assert_eq!(folder.files_with_errors(), skipped);
    // unknown_key.toml still builds a lesson, with an error: it must not reach the class.
    assert_eq!(folder.library.lessons.len(), 2);
    assert_eq!(folder.usable_lessons().len(), 1);
    assert!(class.library().lesson("unknown-key").is_none());
    assert!(class.library().lesson("missing-locale").is_some());
}

#[test]
fn a_missing_folder_is_reported_and_adds_nothing() {
    let root = tempfile::tempdir().unwrap();
    let mut class = ClassLibrary::new(built_in());
    class.add_folder(root.path().join("usb-stick"));
    let folder = &class.folders()[0];
    assert!(folder.is_missing());
    assert!(folder.files_with_errors().is_empty());
    assert_eq!(titles(&class), ["First", "Second"]);
}

#[test]
fn puzzles_from_a_folder_replace_built_in_ones_too() {
    let root = tempfile::tempdir().unwrap();
    let shipped = std::fs::read_to_string("puzzles/jungle-defend.toml").unwrap();
    let mine = folder(root.path(), "mine", &[("defend.toml", shipped)]);
    let built_in = Library::load_embedded_trusted();
    let count = built_in.puzzles.len();
    let mut class = ClassLibrary::new(built_in);
    class.add_folder(mine.clone());
    assert_eq!(class.folders()[0].usable_puzzles().len(), 3);
    assert_eq!(class.library().puzzles.len(), count);
    for id in ["jungle-defend-01", "jungle-defend-02", "jungle-defend-03"] {
        let origin = class.puzzle_origin(id).unwrap();
        assert_eq!(origin.folder, mine);
        assert_eq!(origin.replaced, Some(Replaced::BuiltIn));
    }
}
