//! Shared by the app's kittests: the real app on a data folder in a window of a given size,
//! clicking a widget by its accessible label, typing into a field, finding text.
#![allow(dead_code)] // the app's data-folder tests use only part of it

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use qi_classroom::app::ClassroomApp;
use qi_classroom::content::Library;
use qi_classroom::i18n::Locale;
use std::path::Path;
use std::sync::OnceLock;

/// The built-in lessons and puzzles with every check, loaded once for the whole test binary:
/// the suites read puzzles from it to know what the app shows, and a checked load proves every
/// puzzle (seconds of solver time each).
pub fn embedded_library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(Library::load_embedded)
}

/// How many frames `run` may take to settle: egui_kittest's default of four fails a test when
/// a worker thread's answer lands mid-run (seen in CI under load).
pub const MAX_STEPS: u64 = 16;

/// The app under test.
pub type App = Harness<'static, ClassroomApp>;

/// The app on the data in `dir`, the system asking for `locale`, in a `width`×`height` window.
pub fn start(dir: &Path, locale: Locale, width: f32, height: f32) -> App {
    Harness::builder()
        .with_size(egui::vec2(width, height))
        // A background job (a puzzle's engine check, a file read) may finish during `run` and
        // ask for one more frame; a few steps more than egui_kittest's four let it settle.
        .with_max_steps(MAX_STEPS)
        .build_ui_state(|ui, app: &mut ClassroomApp| app.show(ui), {
            // Speaker buttons show on any machine, and no test speaks aloud.
            let mut app = ClassroomApp::open(dir, locale);
            app.use_silent_voice();
            app
        })
}

/// Scrolls the widget labelled `label` into view (as a user scrolls a long list), clicks it
/// and lets the app answer.
pub fn click(harness: &mut App, label: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    harness.get_by_label(label).click();
    harness.run();
}

/// Whether some widget's label contains `text`.
pub fn shows(harness: &App, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

/// Types `text` into the field labelled `label`.
pub fn type_into(harness: &mut App, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.run();
    harness.get_by_label(label).type_text(text);
    harness.run();
}

/// Steps frames, pausing so answers from the network arrive, until `done` (at most 15 s).
/// For screens that keep asking for a repaint (a live connection), where `run` would not end.
pub fn wait_until(harness: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    while std::time::Instant::now() < deadline {
        harness.step();
        if done(harness) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(30));
    }
    panic!("timed out waiting for {what}");
}

/// Clicks `label` and steps two frames (see [`wait_until`] for why not `run`).
pub fn press(harness: &mut App, label: &str) {
    harness.get_by_label(label).click();
    harness.step();
    harness.step();
}

/// Types `text` into the field labelled `label`, stepping frames.
pub fn type_stepping(harness: &mut App, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.step();
    harness.get_by_label(label).type_text(text);
    harness.step();
}

/// The teacher PIN the tests choose.
pub const TEACHER_PIN: &str = "2468";

/// Turns teacher mode on (nothing when it is on already): Settings, the switch, and the PIN,
/// chosen as [`TEACHER_PIN`] the first time.
pub fn teacher_mode(harness: &mut App) {
    if harness.query_by_label("Teacher").is_some() {
        return;
    }
    if harness.query_by_label("Teacher mode").is_none() {
        click(harness, "Settings");
    }
    click(harness, "Teacher mode");
    if shows(harness, "Choose a teacher PIN") {
        type_into(harness, "Choose a teacher PIN (4 to 8 digits)", TEACHER_PIN);
        type_into(harness, "The same PIN again", TEACHER_PIN);
        click(harness, "Keep this PIN and turn teacher mode on");
    } else {
        type_into(harness, "Teacher PIN", TEACHER_PIN);
        click(harness, "Turn teacher mode on");
    }
    assert!(
        harness.query_by_label("Teacher").is_some(),
        "teacher mode is on"
    );
}

/// Adds a child called Mei with the panda picture, who becomes the active child.
pub fn add_child(harness: &mut App) {
    click(harness, "+ Add a child");
    type_into(harness, "Name", "Mei");
    // The token beside an existing profile may bear the same animal's name: pick the button.
    harness
        .get_by_role_and_label(egui::Role::Button, "Panda")
        .click();
    harness.run();
    click(harness, "Save");
}

/// The child's device hears a room message from the server (as its socket would pass it on)
/// and draws it.
pub fn hear(harness: &mut App, message: serde_json::Value) {
    assert!(
        harness
            .state_mut()
            .class_join()
            .hear_room_message(&message.to_string()),
        "not a room message: {message}"
    );
    harness.step();
    harness.step();
}

/// What the device's room would send at time `now`, as JSON values.
pub fn sent(harness: &mut App, now: f64) -> Vec<serde_json::Value> {
    let room = harness.state_mut().class_join().class_room_mut().unwrap();
    room.due_messages(now)
        .iter()
        .map(|text| serde_json::from_str(text).unwrap())
        .collect()
}
