//! Teacher and author screens driven through their accessibility tree: the projector hides hints
//! until the teacher shows them, a step's note for the teacher is on the projector only, the
//! class overview exports CSV to a typed path, and the author
//! screen shows `check` diagnostics and reloads a saved file.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use std::path::Path;
use std::time::Duration;

use crate::kit;
use kit::{App, click, type_into};

fn start(dir: &Path) -> App {
    kit::start(dir, Locale::En, 1280.0, 2000.0)
}

fn teacher_mode(harness: &mut App) {
    kit::teacher_mode(harness);
}

#[test]
fn the_projector_hides_hints_until_the_teacher_shows_them() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    teacher_mode(&mut harness);
    click(&mut harness, "Teacher");
    click(&mut harness, "Lions and tigers leap");
    click(&mut harness, "The eight animals: who eats whom?");
    click(&mut harness, "Projector");
    harness.get_by_label("Jump the tiger over the river.");
    assert!(harness.query_by_label("☞ Hint").is_none());
    assert!(harness.query_by_label_contains("Tigers can jump").is_none());

    click(&mut harness, "Show hints");
    click(&mut harness, "☞ Hint");
    assert!(
        harness
            .query_by_label_contains("Tigers can jump over water.")
            .is_some()
    );
    click(&mut harness, "Hide hints");
    assert!(harness.query_by_label_contains("Tigers can jump").is_none());

    click(&mut harness, "Show the answer");
    assert!(harness.query_by_label_contains("Play b3 to b7.").is_some());

    // Step forward and back without answering; then the next lesson of the playlist.
    click(&mut harness, "Next step ▶");
    harness.get_by_label("The lion and the tiger cannot swim, but they can jump! From the river bank they leap straight across the water to the first land square on the other side.");
    click(&mut harness, "◀ Previous step");
    harness.get_by_label("Jump the tiger over the river.");
    // The playlist's buttons keep their places: "Next lesson" does not become "Previous
    // lesson" under the teacher's finger.
    let next = harness.get_by_label("Next lesson ▶").rect();
    click(&mut harness, "Next lesson ▶");
    harness.get_by_label("The eight animals: who eats whom?");
    assert_eq!(harness.get_by_label("Next lesson ▶").rect(), next);
    assert!(harness.query_by_label("◀ Previous lesson").is_some());
}

#[test]
fn the_teachers_note_is_on_the_projector_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    // At a child's lesson player the step's note for the teacher is never shown.
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    harness.get_by_label("Jump the tiger over the river.");
    assert!(
        harness
            .query_by_label_contains("Ask first: can a tiger swim?")
            .is_none()
    );
    assert!(harness.query_by_label("For the teacher").is_none());

    teacher_mode(&mut harness);
    click(&mut harness, "Teacher");
    click(&mut harness, "Lions and tigers leap");
    click(&mut harness, "Projector");
    harness.get_by_label("Jump the tiger over the river.");
    assert!(
        harness
            .query_by_label_contains("Ask first: can a tiger swim?")
            .is_some()
    );
    // The next step has no note: nothing is left over from the first.
    click(&mut harness, "Next step ▶");
    assert!(
        harness
            .query_by_label_contains("Ask first: can a tiger swim?")
            .is_none()
    );
}

/// Presses `key` as a presenter clicker or keyboard would, and lets the screen answer.
fn press_key(harness: &mut App, key: egui::Key) {
    harness.key_press(key);
    harness.run();
}

#[test]
fn a_presenter_clicker_steps_through_the_lessons_on_the_projector() {
    use egui::Key;
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    teacher_mode(&mut harness);
    click(&mut harness, "Teacher");
    click(&mut harness, "The eight animals: who eats whom?");
    click(&mut harness, "The animals' home: the board");
    click(&mut harness, "Projector");
    harness.get_by_label("Eight animals each. Who is strongest?");
    // Back on the first step of the first lesson: nothing to go back to.
    press_key(&mut harness, Key::PageUp);
    harness.get_by_label("Eight animals each. Who is strongest?");
    press_key(&mut harness, Key::PageDown);
    assert!(
        harness
            .query_by_label("Eight animals each. Who is strongest?")
            .is_none()
    );
    press_key(&mut harness, Key::ArrowLeft);
    harness.get_by_label("Eight animals each. Who is strongest?");
    // Forward through every step (space and the arrow key too), then into the next lesson.
    let last_step = "And the other way round: can the elephant eat the rat?";
    let keys = [Key::PageDown, Key::Space, Key::ArrowRight];
    let mut presses = 0;
    while harness.query_by_label(last_step).is_none() {
        assert!(presses < 30, "the last step never came");
        press_key(&mut harness, keys[presses % keys.len()]);
        presses += 1;
    }
    press_key(&mut harness, Key::PageDown);
    harness.get_by_label("Tap all the water.");
    // Back from the next lesson's first step: the previous lesson again.
    press_key(&mut harness, Key::PageUp);
    assert!(harness.query_by_label("Tap all the water.").is_none());
    harness.get_by_label("Eight animals each. Who is strongest?");
}

#[test]
fn the_class_overview_is_exported_as_csv() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "+ Add a child");
    type_into(&mut harness, "Name", "Mei, the brave");
    harness
        .get_by_role_and_label(egui::Role::Button, "Panda")
        .click();
    harness.run();
    click(&mut harness, "Save");
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    // One wrong try and a hint before the right move.
    click(&mut harness, "b3 tiger");
    click(&mut harness, "b4 water");
    click(&mut harness, "☞ Hint");
    click(&mut harness, "b3 tiger, look here, arrow to b4");
    click(&mut harness, "b7");

    teacher_mode(&mut harness);
    click(&mut harness, "Teacher");
    click(&mut harness, "Class overview");
    let out = dir.path().join("class.csv");
    type_into(&mut harness, "CSV file", out.to_str().unwrap());
    click(&mut harness, "Export CSV");
    assert!(harness.query_by_label_contains("✓ Saved").is_some());
    let csv = std::fs::read_to_string(&out).unwrap();
    // The classroom server's format: stable column ids, a row per child × lesson.
    let mut lines = csv.trim_start_matches('\u{feff}').lines();
    assert_eq!(
        lines.next(),
        Some(
            "student_id,name,kind,item,steps_done,stars,mistakes,hints,seconds,solved,attempts,answers_seen,last_seen,exported"
        )
    );
    let row: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(
        row[..3],
        ["0", "\"Mei", " the brave\""],
        "the name is quoted: {csv}"
    );
    assert_eq!(
        row[3..8],
        ["lesson", "jungle-15-river-jumps", "1", "2", "1"],
        "{csv}"
    );
    assert_eq!(row[8], "1", "one hint: {csv}");
    assert_eq!(lines.next(), None);
    // On screen: the totals, with the answers shown and the time.
    harness.get_by_label("Answers shown");
    harness.get_by_label("Minutes");

    // The same path with more after it names a file inside a file: the reason is shown.
    type_into(&mut harness, "CSV file", "/inside/class.csv");
    click(&mut harness, "Export CSV");
    assert!(
        harness
            .query_by_label_contains("✗ Could not save")
            .is_some()
    );
}

const LESSON: &str = r#"id = "test-lesson"
game = "jungle"
title = { en = "My test lesson", zh-CN = "测试课", zh-TW = "測試課" }
ages = [5, 10]

[[step]]
kind = "jungle-move"
text = { en = "Jump the tiger.", zh-CN = "让老虎跳。", zh-TW = "讓老虎跳。" }
fen = "l6/7/7/7/7/7/1T5/7/6L w"
goal = "jump"
piece = "b3"
"#;

#[test]
fn the_author_screen_shows_diagnostics_reloads_a_saved_file_and_previews_a_step() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("lessons");
    std::fs::create_dir(&folder).unwrap();
    let file = folder.join("test.toml");
    std::fs::write(&file, LESSON.replace("goal = \"jump\"", "goal = \"jmup\"")).unwrap();

    let mut harness = start(dir.path());
    teacher_mode(&mut harness);
    click(&mut harness, "Author");
    type_into(&mut harness, "Lesson folder", folder.to_str().unwrap());
    click(&mut harness, "Open");
    // file:line:column and the message, as `check` prints them.
    assert!(harness.query_by_label_contains("test.toml:10:").is_some());
    assert!(harness.query_by_label_contains("jmup").is_some());

    // Saving the fixed file reloads it within a second or so.
    std::thread::sleep(Duration::from_millis(1100));
    std::fs::write(&file, LESSON).unwrap();
    std::thread::sleep(Duration::from_millis(1100));
    harness.run();
    harness.run();
    assert!(harness.query_by_label_contains("jmup").is_none());
    assert!(
        harness
            .query_by_label_contains("reloaded 1 times")
            .is_some()
    );

    click(&mut harness, "Step 1");
    harness.get_by_label("Jump the tiger.");
    click(&mut harness, "b3 tiger");
    click(&mut harness, "b7");
    assert!(harness.query_by_label_contains("✓ Done!").is_some());
}

/// The height of the Jungle board's nine ranks, from the top of a9 to the bottom of a1.
fn board_height(harness: &App) -> f32 {
    let top = harness.get_by_label_contains("a9").rect().top();
    let bottom = harness.get_by_label_contains("a1").rect().bottom();
    bottom - top
}

#[test]
fn the_projector_in_full_screen_has_no_navigation_and_a_board_of_most_of_the_height() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1920.0, 1080.0);
    teacher_mode(&mut harness);
    click(&mut harness, "Teacher");
    click(&mut harness, "Lions and tigers leap");
    click(&mut harness, "Projector");
    let windowed = board_height(&harness);
    assert!(harness.query_by_label("Home").is_some());

    click(&mut harness, "Full screen");
    assert!(
        harness.query_by_label("Home").is_none(),
        "no navigation bar"
    );
    assert!(
        harness.query_by_label("Today's lessons").is_none(),
        "no tabs"
    );
    let screen = harness.ctx.content_rect().height();
    let full = board_height(&harness);
    assert!(
        full >= 0.8 * screen,
        "the board is {full} of {screen} points high"
    );
    assert!(full > windowed);
    // The clicker still steps, and Esc brings the teacher's screen back.
    press_key(&mut harness, egui::Key::PageDown);
    assert!(
        harness
            .query_by_label("Jump the tiger over the river.")
            .is_none()
    );
    press_key(&mut harness, egui::Key::Escape);
    assert!(harness.query_by_label("Home").is_some());
    assert!(harness.query_by_label("Full screen").is_some());
}

#[test]
fn playlists_are_saved_named_ordered_hold_both_games_and_show_on_home() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = start(dir.path());
        teacher_mode(&mut harness);
        click(&mut harness, "Teacher");
        // A Jungle lesson, a Renju lesson and a set of puzzles, in the order ticked.
        click(&mut harness, "Lions and tigers leap");
        click(&mut harness, "The board: columns, rows and the centre");
        click(&mut harness, "Puzzles “jungle-defend” (3)");
        click(&mut harness, "+ Add them all");
        harness.get_by_label("1. Lions and tigers leap");
        harness.get_by_label("2. The board: columns, rows and the centre");
        // Renju first: moved up; a puzzle taken out again.
        click(
            &mut harness,
            "Earlier: The board: columns, rows and the centre",
        );
        harness.get_by_label("1. The board: columns, rows and the centre");
        harness.get_by_label("2. Lions and tigers leap");
        harness.get_by_label("3. Stop the rat!");
        click(&mut harness, "Take out: Stop the rat!");
        assert!(!kit::shows(&harness, ". Stop the rat!"));
        harness.get_by_label("3. The elephant at the door");
        type_into(&mut harness, "Name of this playlist", " class 2");
        click(
            &mut harness,
            "Show this playlist on the children's Home as today's work",
        );
        // A second, empty list beside it; then back to the first.
        type_into(&mut harness, "New playlist's name", "Friday");
        click(&mut harness, "+ New playlist");
        assert!(!kit::shows(&harness, "1. The board"));
        click(&mut harness, "Today class 2");
    }

    // After a restart: the same lists, order and name; the children's Home shows it.
    let mut harness = start(dir.path());
    let saved = &harness.state().store().settings().playlists;
    assert_eq!(saved.lists.len(), 2);
    assert_eq!(saved.lists[0].name, "Today class 2");
    assert_eq!(saved.lists[0].items.len(), 4, "two lessons and two puzzles");
    assert_eq!(saved.current, 0);
    assert!(saved.on_home);
    harness.get_by_label("Today's work");
    // A picture tile: a book (a lesson) with the game's stones in its corner.
    let tile = harness.get_by_label("The board: columns, rows and the centre");
    let picture = egui_kittest::kittest::NodeT::accesskit_node(&tile).description();
    assert_eq!(picture.as_deref(), Some("picture: book, stones"));
    click(&mut harness, "The board: columns, rows and the centre");
    assert!(kit::shows(&harness, "Step 1 of"));
}

#[test]
fn the_projector_plays_the_puzzles_of_the_playlist_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    teacher_mode(&mut harness);
    click(&mut harness, "Teacher");
    click(&mut harness, "Lions and tigers leap");
    click(&mut harness, "Puzzles “jungle-defend” (3)");
    click(&mut harness, "+ Add them all");
    click(&mut harness, "The board: columns, rows and the centre");
    click(&mut harness, "Projector");
    harness.get_by_label("Jump the tiger over the river.");
    click(&mut harness, "Next lesson ▶");
    // The puzzle after the lesson is shown, not skipped: its title and its board.
    assert!(kit::shows(&harness, "Puzzle: Stop the rat!"));
    harness.get_by_label("☞ Hint");
    // The clicker goes on past the puzzles to the Renju lesson at the end, and back again.
    for _ in 0..3 {
        press_key(&mut harness, egui::Key::PageDown);
    }
    assert!(!kit::shows(&harness, "Puzzle: "));
    press_key(&mut harness, egui::Key::PageUp);
    assert!(kit::shows(&harness, "Puzzle: "));
}
