//! Looking back at a finished game, driven through the app's accessibility tree: a Renju game
//! between two children where Black let a win go, and the review that shows it on the board.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;

use crate::kit;
use kit::{click, shows};

#[test]
fn a_missed_win_is_shown_on_the_board_with_a_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1024.0);
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Play");
    // Black makes four up the h column, White four along the top; Black then plays a1 instead
    // of h7 or h12, and White makes five.
    for point in [
        "h8", "a15", "h9", "b15", "h10", "c15", "h11", "d15", "a1", "e15",
    ] {
        click(&mut harness, &format!("{point} empty"));
    }
    // The side panel scrolls (the pictures on its buttons make it taller than the window).
    harness.get_by_label("Look back at the game").scroll_to_me();
    harness.run();
    kit::press(&mut harness, "Look back at the game");
    kit::wait_until(&mut harness, "the review", |h| {
        !shows(h, "The computer is looking at every move")
    });
    // Two children played: both sides are looked at, in the order of the game. The last
    // moment is Black's missed five, with the winning point as a pale stone.
    assert!(shows(&harness, "of "), "the moments are counted");
    for _ in 0..10 {
        if shows(&harness, "You could have won here") {
            break;
        }
        click(&mut harness, "Next ▶");
    }
    assert!(shows(
        &harness,
        "You could have won here with fours, in one move: start at the pale stone on"
    ));
    assert!(
        shows(&harness, "h12 empty, shown: Black") || shows(&harness, "h7 empty, shown: Black"),
        "the better point is on the board"
    );
    // The stone played is marked on the board before it was played.
    harness.get_by_label("a1 empty, marked");
    click(&mut harness, "◀ Back to the game");
    assert!(shows(&harness, "Look back at the game"));
}

#[test]
fn a_jungle_game_with_nothing_missed_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1024.0);
    click(&mut harness, "Jungle");
    click(&mut harness, "Play");
    assert!(
        !shows(&harness, "Look back at the game"),
        "not while it is played"
    );
    click(&mut harness, "g3 rat");
    click(&mut harness, "g4");
    click(&mut harness, "a7 rat");
    click(&mut harness, "a6");
    click(&mut harness, "Resign");
    click(&mut harness, "Yes");
    kit::press(&mut harness, "Look back at the game");
    kit::wait_until(&mut harness, "the review", |h| {
        !shows(h, "The computer is looking at every move")
    });
    assert!(shows(
        &harness,
        "The computer found no missed win, no missed block and no lost piece."
    ));
    click(&mut harness, "◀ Back to the game");
    assert!(shows(&harness, "Look back at the game"));
}
