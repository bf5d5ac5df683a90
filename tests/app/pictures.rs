//! Pictures on every control a child presses (issue #41): Home's actions, today's work, and
//! the check / done / next / yes / no / hint / try-again buttons of lessons, puzzles and Play
//! each carry a drawn picture (named in the accessibility tree's description) and are big
//! enough for a finger.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)]

use egui_kittest::kittest::{NodeT, Queryable};
use qi_classroom::i18n::Locale;

use crate::kit::{self, App, click};

/// The picture drawn on the control labelled `label`, and its size.
fn picture(harness: &App, label: &str) -> (String, egui::Vec2) {
    let node = harness.get_by_label(label);
    let description = node.accesskit_node().description().unwrap_or_default();
    (description, node.rect().size())
}

/// Asserts that the control labelled `label` shows the picture `name` and fits a finger.
fn has_picture(harness: &App, label: &str, name: &str) {
    let (description, size) = picture(harness, label);
    assert!(
        description.starts_with("picture: ") && description.contains(name),
        "{label}: {description:?}"
    );
    assert!(size.x >= 48.0 && size.y >= 48.0, "{label} is {size:?}");
}

#[test]
fn homes_actions_and_a_lessons_controls_have_pictures() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 2000.0);
    for (label, name) in [
        ("Lessons", "book"),
        ("Puzzles", "puzzle"),
        ("Play", "play"),
        ("Join a class", "class"),
    ] {
        has_picture(&harness, label, name);
    }
    click(&mut harness, "Lessons");
    click(&mut harness, "The eight animals: who eats whom?");
    has_picture(&harness, "Next", "next");
    click(&mut harness, "Next");
    click(&mut harness, "Next");
    has_picture(&harness, "Check my answer", "tick");
    click(&mut harness, "Check my answer");
    has_picture(&harness, "☞ Hint", "hint");
}

#[test]
fn yes_and_no_have_a_tick_and_a_cross() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 2000.0);
    click(&mut harness, "Lessons");
    click(&mut harness, "Captures quiz");
    for _ in 0..3 {
        if harness.query_by_label("✓ Yes").is_none() {
            click(&mut harness, "Next");
        }
    }
    has_picture(&harness, "✓ Yes", "tick");
    has_picture(&harness, "✗ No", "cross");
}

#[test]
fn a_puzzles_and_plays_controls_have_pictures() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 2000.0);
    click(&mut harness, "Jungle");
    click(&mut harness, "Play");
    has_picture(&harness, "Take back", "back");
    click(&mut harness, "Home");
    click(&mut harness, "Puzzles");
    has_picture(&harness, "▶ A puzzle for me", "puzzle");
    click(&mut harness, "▶ A puzzle for me");
    for _ in 0..3000 {
        if harness.query_by_label("☞ Hint").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    has_picture(&harness, "☞ Hint", "hint");
    has_picture(&harness, "↺ Try again", "again");
    has_picture(&harness, "◀ All puzzles", "back");
}

#[test]
fn a_forbidden_point_drills_answers_are_pictures_of_their_shapes() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1024.0);
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Lessons");
    click(&mut harness, "Black's forbidden point: double-three");
    while harness.query_by_label("Not forbidden").is_none() {
        click(&mut harness, "Next");
    }
    for (label, name) in [
        ("double-three", "double three"),
        ("double-four", "double four"),
        ("overline", "six in a row"),
        ("Not forbidden", "stone allowed"),
    ] {
        has_picture(&harness, label, name);
    }
    has_picture(&harness, "◀ All lessons", "back");
}

#[test]
fn plays_game_buttons_and_the_question_before_resigning_have_pictures() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1024.0);
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Play");
    click(&mut harness, "Another child");
    for (label, name) in [
        ("New game", "new board"),
        ("Take back", "back"),
        ("Resign", "white flag"),
        ("Pass", "pass"),
    ] {
        has_picture(&harness, label, name);
    }
    click(&mut harness, "h8 empty");
    click(&mut harness, "Resign");
    has_picture(&harness, "Yes", "tick");
    has_picture(&harness, "No, keep playing", "cross");
    click(&mut harness, "Yes");
    has_picture(&harness, "Look back at the game", "magnifier");
    click(&mut harness, "Home");
    click(&mut harness, "Jungle");
    click(&mut harness, "Play");
    has_picture(&harness, "New game", "new board");
    has_picture(&harness, "Resign", "white flag");
}
