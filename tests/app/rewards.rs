//! Stars, celebrations, the lesson catalogue and the look-and-sound settings, driven through the
//! real app's accessibility tree: a page earns no stars, the list shows stars earned out of
//! those possible, a finished lesson and a solved puzzle are celebrated with a fanfare, the
//! search and the filters start afresh for the other game, each kind of sound has its own
//! switch and the high-contrast theme is kept.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::app::sound::Cue;
use qi_classroom::i18n::Locale;
use qi_classroom::progress::BoardTheme;
use std::path::Path;

use crate::kit;
use kit::{App, click, shows, type_into};

fn start(dir: &Path) -> App {
    kit::start(dir, Locale::En, 1280.0, 1024.0)
}

/// Plays one move of "Run away!" by tapping the piece, then the square.
fn tap_move(harness: &mut App, piece: &str, to: &str) {
    click(harness, piece);
    click(harness, to);
}

#[test]
fn a_page_earns_no_stars_and_a_finished_lesson_is_celebrated() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    kit::add_child(&mut harness);
    click(&mut harness, "Lessons");
    // Four moves to make and a page to read: twelve stars are possible, none earned yet.
    assert!(shows(&harness, "★ 0 / 12"));
    click(&mut harness, "Run away!");
    click(&mut harness, "Next");
    assert!(!shows(&harness, "☆"), "a page read shows no stars");
    harness.get_by_label("Step 2 of 5");

    tap_move(&mut harness, "d4 cat", "d3");
    harness.get_by_label("★★★");
    assert!(
        !harness.state().is_celebrating(),
        "one step is not the lesson"
    );
    click(&mut harness, "Next step ▶");
    tap_move(&mut harness, "d3 wolf", "c3");
    click(&mut harness, "Next step ▶");
    tap_move(&mut harness, "c3 rat", "c4 water");
    click(&mut harness, "Next step ▶");
    assert!(!shows(&harness, "Well done!"));
    tap_move(&mut harness, "d5 dog", "d6");

    assert!(harness.state().is_celebrating());
    assert!(shows(&harness, "Well done!"));
    assert_eq!(harness.state().recent_sounds().last(), Some(&Cue::Fanfare));
    // It is a moment, not a wall: after its two seconds it is gone and the lesson is there.
    for _ in 0..200 {
        harness.step();
    }
    assert!(!harness.state().is_celebrating());
    assert!(!shows(&harness, "Well done!"));
    click(&mut harness, "◀ All lessons");
    assert!(shows(&harness, "★ 12 / 12"));
}

#[test]
fn a_solved_puzzle_is_celebrated_with_a_fanfare() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Puzzles");
    kit::press(&mut harness, "The rat walks in");
    kit::wait_until(&mut harness, "the puzzle's session", |h| {
        kit::shows(h, "☞ Hint")
    });
    kit::press(&mut harness, "d8 rat");
    kit::press(&mut harness, "d9 den");
    kit::wait_until(&mut harness, "the celebration", |h| shows(h, "Well done!"));
    assert!(harness.state().recent_sounds().contains(&Cue::Fanfare));
    assert!(shows(&harness, "Solved! Stars: 3"));
}

#[test]
fn the_lesson_search_finds_by_word_says_when_nothing_fits_and_clears_for_the_other_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Lessons");
    assert!(shows(&harness, "Run away!"));
    type_into(&mut harness, "Find a lesson", "river");
    assert!(shows(&harness, "Lions and tigers leap"));
    assert!(!shows(&harness, "Run away!"));
    // Summaries and ages are on the list for the teacher to scan.
    assert!(shows(&harness, "Ages 5–10") || shows(&harness, "Ages 4–8"));

    type_into(&mut harness, "Find a lesson", " zebra");
    assert!(shows(&harness, "No lesson matches “river zebra”."));
    click(&mut harness, "Show all lessons");
    assert!(shows(&harness, "Run away!"));

    type_into(&mut harness, "Find a lesson", "river");
    click(&mut harness, "Home");
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Lessons");
    assert!(
        !shows(&harness, "No lesson matches"),
        "the Jungle search is not carried to Renju"
    );
    assert!(shows(&harness, "The board: columns, rows and the centre"));
}

#[test]
fn puzzle_filters_start_afresh_for_the_other_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Puzzles");
    click(&mut harness, "Only the ones not solved yet");
    assert!(shows(&harness, "No puzzle fits these choices."));
    click(&mut harness, "Home");
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Puzzles");
    assert!(!shows(&harness, "No puzzle fits these choices."));
    // Difficulty is a level in words (and bars), never stars: stars are what a child earns.
    assert!(shows(&harness, "Level 1") || shows(&harness, "Level 2"));
    assert!(!shows(&harness, "★"));
}

#[test]
fn each_kind_of_sound_has_its_own_switch_and_the_theme_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = start(dir.path());
        click(&mut harness, "Settings");
        click(&mut harness, "Moves");
        click(&mut harness, "High contrast");
        click(&mut harness, "Home");
        click(&mut harness, "Lessons");
        click(&mut harness, "Run away!");
        click(&mut harness, "Next");
        // The wrong answer still sounds; only moves were switched off.
        tap_move(&mut harness, "d4 cat", "d5 dog");
        assert_eq!(harness.state().recent_sounds().last(), Some(&Cue::Wrong));
    }
    let harness = start(dir.path());
    let settings = harness.state().store().settings();
    assert!(!settings.sounds.moves);
    assert!(settings.sounds.right && settings.sounds.wrong && settings.sounds.win);
    assert_eq!(settings.board_theme, BoardTheme::HighContrast);
}

#[test]
fn a_switched_off_sound_is_not_played() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Settings");
    click(&mut harness, "Wrong answers");
    click(&mut harness, "Home");
    click(&mut harness, "Lessons");
    click(&mut harness, "Run away!");
    click(&mut harness, "Next");
    tap_move(&mut harness, "d4 cat", "d5 dog");
    assert!(shows(&harness, "✗"), "the answer was judged wrong");
    assert!(!harness.state().recent_sounds().contains(&Cue::Wrong));
    tap_move(&mut harness, "d4 cat, arrow to d5", "d3");
    assert_eq!(harness.state().recent_sounds().last(), Some(&Cue::Solved));
}

#[test]
fn a_screen_named_at_start_opens_with_its_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    assert!(harness.state_mut().open_screen("renju-puzzles"));
    harness.run();
    assert!(shows(&harness, "Gomoku / Renju · Puzzles"));
    assert!(harness.state_mut().open_screen("lessons"));
    harness.run();
    assert!(shows(&harness, "Jungle · Lessons"));
    assert!(!harness.state_mut().open_screen("nowhere"));
}
