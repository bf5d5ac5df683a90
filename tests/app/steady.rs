//! Nothing moves under the finger (issue #41): in a lesson the board and the buttons keep their
//! rectangles when a move is refused and when hints are given; in a puzzle when hints are
//! given (the exact rung drawn as an arrow on the board); in the Renju room when a computer level is chosen. (Jungle Play's refusal and level
//! choice: `play::the_board_and_the_buttons_stay_put_after_a_refusal_and_a_level_choice`.)
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)]

use egui_kittest::kittest::{NodeT, Queryable};
use qi_classroom::i18n::Locale;

use crate::kit::{self, App, click, shows};

/// The rectangle of the board square whose label starts with `square` and a space (`"e5 "`:
/// the square's name, then what is on it).
fn square_rect(harness: &App, square: &str) -> egui::Rect {
    let start = format!("{square} ");
    harness
        .query_all_by_label_contains(square)
        .find(|node| {
            node.accesskit_node()
                .label()
                .is_some_and(|label| label.starts_with(&start) || label == square)
        })
        .unwrap_or_else(|| panic!("no square {square}"))
        .rect()
}

/// Clicks the widget labelled `label` where it is, without scrolling it into view.
fn tap(harness: &mut App, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

#[test]
fn a_lessons_board_and_buttons_stay_put_after_a_refused_move_and_each_hint() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1024.0, 768.0);
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    let places = |harness: &App| {
        [
            square_rect(harness, "a9"),
            square_rect(harness, "g1"),
            square_rect(harness, "c4"),
            harness.get_by_label("☞ Hint").rect(),
            harness.get_by_label("◀ All lessons").rect(),
        ]
    };
    let before = places(&harness);
    click(&mut harness, "b3 tiger");
    click(&mut harness, "b4 water");
    assert!(shows(&harness, "✗"), "the move was refused");
    assert_eq!(places(&harness), before, "after a refused move");
    for rung in 1..=3 {
        click(&mut harness, "☞ Hint");
        assert!(shows(&harness, &format!("☞ {rung}.")));
        assert_eq!(places(&harness), before, "after hint {rung}");
    }
}

#[test]
fn a_puzzles_board_and_buttons_stay_put_as_hints_are_given() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1024.0, 768.0);
    click(&mut harness, "Jungle");
    click(&mut harness, "Puzzles");
    click(&mut harness, "▶ A puzzle for me");
    for _ in 0..3000 {
        if harness.query_by_label("☞ Hint").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        harness.step();
    }
    harness.run();
    let places = |harness: &App| {
        [
            square_rect(harness, "a9"),
            square_rect(harness, "g1"),
            harness.get_by_label("☞ Hint").rect(),
            harness.get_by_label("↺ Try again").rect(),
            harness.get_by_label("◀ All puzzles").rect(),
        ]
    };
    assert!(
        harness
            .query_all_by_label_contains("arrow to")
            .next()
            .is_none(),
        "no arrow before a hint"
    );
    let before = places(&harness);
    let speakers = |harness: &App| harness.query_all_by_label("Say it aloud").count();
    for rung in 1..=2 {
        let said = speakers(&harness);
        click(&mut harness, "☞ Hint");
        assert!(
            speakers(&harness) > said,
            "hint {rung} is shown, with its speaker"
        );
        assert_eq!(places(&harness), before, "after hint {rung}");
    }
    // The ladder's exact rung draws the move on the board, and nothing has moved for it.
    for _ in 0..4 {
        if harness
            .query_all_by_label_contains("arrow to")
            .next()
            .is_some()
        {
            break;
        }
        click(&mut harness, "☞ Hint");
    }
    assert!(
        harness
            .query_all_by_label_contains("arrow to")
            .next()
            .is_some(),
        "the hinted move is drawn on the board"
    );
    assert_eq!(places(&harness), before, "after the move's hint");
}

#[test]
fn the_renju_board_and_buttons_stay_put_when_a_level_is_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1024.0, 768.0);
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Play");
    click(&mut harness, "Another child");
    let places = |harness: &App| {
        [
            square_rect(harness, "a1"),
            square_rect(harness, "o15"),
            harness.get_by_label("New game").rect(),
            harness.get_by_label("Take back").rect(),
            harness.get_by_label("Resign").rect(),
            harness.get_by_label("Rat · 1").rect(),
            harness.get_by_label("Elephant · 8").rect(),
        ]
    };
    let before = places(&harness);
    // Tapped where they are (the kit's click would scroll them into view first).
    tap(&mut harness, "Wolf · 3");
    assert!(matches!(
        harness.state().play().renju().opponent(),
        qi_classroom::app::play::Opponent::Computer(_)
    ));
    assert_eq!(places(&harness), before, "after choosing a level");
    tap(&mut harness, "Another child");
    assert_eq!(places(&harness), before, "after choosing a classmate again");
}
