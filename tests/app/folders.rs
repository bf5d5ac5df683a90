//! A teacher's own lesson folder in class, driven through the accessibility tree: "Use in class"
//! in Author mode puts its lessons in the Lessons list and the playlist, files with errors are
//! skipped and listed, the folder is remembered across restarts (and reported when it is gone),
//! a folder lesson with a built-in id replaces it, and the projector plays the lesson cues.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::app::sound::Cue;
use qi_classroom::i18n::Locale;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::kit;
use kit::{App, click, shows, type_into};

fn start(dir: &Path) -> App {
    kit::start(dir, Locale::En, 1280.0, 2000.0)
}

/// A one-step Jungle lesson with this id and English title.
fn lesson(id: &str, title: &str) -> String {
    format!(
        r#"id = "{id}"
game = "jungle"
title = {{ en = "{title}", zh-CN = "测试课", zh-TW = "測試課" }}
ages = [5, 10]

[[step]]
kind = "jungle-move"
text = {{ en = "Jump the tiger.", zh-CN = "让老虎跳。", zh-TW = "讓老虎跳。" }}
fen = "l6/7/7/7/7/7/1T5/7/6L w"
goal = "jump"
piece = "b3"
"#
    )
}

/// A folder `lessons` in `dir` holding `files` as (name, text).
fn folder(dir: &Path, files: &[(&str, &str)]) -> PathBuf {
    let folder = dir.join("my-lessons");
    std::fs::create_dir(&folder).unwrap();
    for (name, text) in files {
        std::fs::write(folder.join(name), text).unwrap();
    }
    folder
}

/// Teacher mode on, then Author: open `folder` and press "Use in class".
fn use_in_class(harness: &mut App, folder: &Path) {
    kit::teacher_mode(harness);
    click(harness, "Author");
    type_into(harness, "Lesson folder", folder.to_str().unwrap());
    click(harness, "Open");
    click(harness, "Use in class");
}

fn lessons_list(harness: &mut App) {
    click(harness, "Home");
    click(harness, "Lessons");
}

#[test]
fn a_folder_used_in_class_reaches_the_lessons_and_survives_a_restart() {
    let data = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let text = lesson("my-test-lesson", "My test lesson");
    let folder = folder(
        work.path(),
        &[("good.toml", &text), ("broken.toml", "id = \"half-written")],
    );
    {
        let mut harness = start(data.path());
        use_in_class(&mut harness, &folder);
        assert!(shows(
            &harness,
            "✓ In class: 1 lesson and 0 puzzles from this folder."
        ));
        // The broken file is listed, not used.
        let broken = folder.join("broken.toml").display().to_string();
        assert!(shows(
            &harness,
            &format!("✗ Skipped, it has errors: {broken}")
        ));
        assert!(harness.query_by_label("Use in class").is_none());

        lessons_list(&mut harness);
        assert!(shows(&harness, "(your lesson)"));
        // Built-in lessons are still there.
        assert!(shows(&harness, "Lions and tigers leap"));
        click(&mut harness, "My test lesson");
        harness.get_by_label("Jump the tiger.");
        click(&mut harness, "b3 tiger");
        click(&mut harness, "b7");
        assert!(shows(&harness, "✓ Done!"));

        // The teacher's playlist offers it too.
        click(&mut harness, "Teacher");
        assert!(shows(&harness, "My test lesson"));
    }

    // Restart on the same data folder: the folder is still in class, without opening it again.
    {
        let mut harness = start(data.path());
        assert_eq!(
            harness.state().store().settings().class_folders,
            std::slice::from_ref(&folder)
        );
        lessons_list(&mut harness);
        assert!(shows(&harness, "My test lesson"));
    }

    // The folder disappears (a USB stick taken out): the app still opens and says so.
    std::fs::remove_dir_all(&folder).unwrap();
    {
        let mut harness = start(data.path());
        lessons_list(&mut harness);
        assert!(!shows(&harness, "My test lesson"));
        assert!(shows(&harness, "Lions and tigers leap"));
        // A restart is in children's mode: the teacher opens teacher mode with the PIN.
        kit::teacher_mode(&mut harness);
        click(&mut harness, "Teacher");
        assert!(shows(&harness, "A lesson folder used in class is missing"));
        click(&mut harness, "Author");
        let missing = format!("✗ Not found: {}.", folder.display());
        assert!(shows(&harness, &missing));

        // "Stop using in class" forgets it, also after a restart.
        click(&mut harness, "Stop using in class");
        assert!(!shows(&harness, &missing));
        assert!(shows(&harness, "No folders in class yet"));
    }
    let harness = start(data.path());
    assert!(harness.state().store().settings().class_folders.is_empty());
}

#[test]
fn a_folder_lesson_with_a_built_in_id_replaces_it_and_says_so() {
    let data = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let text = lesson("jungle-15-river-jumps", "My own river jumps");
    // A copy of shipped puzzles, as a teacher would start editing them.
    let puzzles = std::fs::read_to_string("puzzles/jungle-defend.toml").unwrap();
    let folder = folder(
        work.path(),
        &[("river.toml", &text), ("defend.toml", &puzzles)],
    );
    let mut harness = start(data.path());
    use_in_class(&mut harness, &folder);
    assert!(shows(
        &harness,
        "Your copy of \"My own river jumps\" is used instead of the built-in lesson with the same id."
    ));
    assert!(shows(
        &harness,
        "Your copy of the puzzle \"Guard the trap\" is used instead of the built-in puzzle"
    ));
    assert!(shows(&harness, "1 lesson and 3 puzzles from this folder"));

    lessons_list(&mut harness);
    assert!(!shows(&harness, "Lions and tigers leap"));
    assert!(shows(
        &harness,
        "(your copy, used instead of the built-in lesson)"
    ));
    click(&mut harness, "My own river jumps");
    harness.get_by_label("Jump the tiger.");
    // The built-in lesson had more steps; the teacher's copy has one.
    assert!(shows(&harness, "Step 1 of 1"));

    // The Puzzles list says which puzzles are the teacher's copies: all three of them.
    click(&mut harness, "Home");
    click(&mut harness, "Puzzles");
    let marked = harness
        .query_all_by_label_contains("(your copy, used instead of the built-in puzzle)")
        .count();
    assert_eq!(marked, 3);
}

#[test]
fn saving_a_file_of_a_folder_in_class_updates_the_lessons() {
    let data = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let text = lesson("my-test-lesson", "Old title");
    let folder = folder(work.path(), &[("lesson.toml", &text)]);
    let mut harness = start(data.path());
    use_in_class(&mut harness, &folder);

    // The author screen notices the save within a second or so and reads the folder again.
    std::thread::sleep(Duration::from_millis(1100));
    let renamed = lesson("my-test-lesson", "New title");
    std::fs::write(folder.join("lesson.toml"), renamed).unwrap();
    std::thread::sleep(Duration::from_millis(1100));
    harness.run();
    harness.run();
    assert!(shows(&harness, "reloaded 1 times"));

    lessons_list(&mut harness);
    assert!(shows(&harness, "New title"));
    assert!(!shows(&harness, "Old title"));
}

/// From the Settings screen: teacher mode, today's playlist with the river-jumps lesson, on the
/// projector.
fn projector(harness: &mut App) {
    kit::teacher_mode(harness);
    click(harness, "Teacher");
    click(harness, "Lions and tigers leap");
    click(harness, "Projector");
    harness.get_by_label("Jump the tiger over the river.");
}

#[test]
fn the_projector_plays_the_lesson_cues_while_sound_is_on() {
    let data = tempfile::tempdir().unwrap();
    let mut harness = start(data.path());
    click(&mut harness, "Settings");
    projector(&mut harness);
    assert!(harness.state().recent_sounds().is_empty());

    click(&mut harness, "b3 tiger");
    click(&mut harness, "b4 water");
    assert_eq!(harness.state().recent_sounds(), [Cue::Wrong]);
    click(&mut harness, "b3 tiger, arrow to b4");
    click(&mut harness, "b7");
    assert_eq!(harness.state().recent_sounds(), [Cue::Wrong, Cue::Solved]);
}

#[test]
fn the_projector_stays_silent_when_sound_is_off() {
    let data = tempfile::tempdir().unwrap();
    let mut harness = start(data.path());
    click(&mut harness, "Settings");
    click(&mut harness, "Sound");
    projector(&mut harness);
    click(&mut harness, "b3 tiger");
    click(&mut harness, "b4 water");
    click(&mut harness, "b3 tiger, arrow to b4");
    click(&mut harness, "b7");
    assert!(shows(&harness, "✓"));
    assert!(harness.state().recent_sounds().is_empty());
}
