//! Adaptive puzzle practice driven through the app: a streak that goes on after a solve and
//! ends at the first wrong move (its best kept, the missed puzzle queued for review, the
//! child's rating moved), the puzzle picked for a new child, and the teacher's switches.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::app::board::JungleBoard;
use qi_classroom::content::{Library, Puzzle};
use qi_classroom::i18n::{Locale, Localizer};
use qi_classroom::rules::jungle::{Move, Position, Square};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::feedback::{Feedback, Hint};
use qi_classroom::tutor::puzzle_session::{jungle_options, jungle_session};
use std::path::Path;

use crate::kit;
use kit::{App, click, shows};

fn start(dir: &Path) -> App {
    kit::start(dir, Locale::En, 1280.0, 4000.0)
}

const THINKING: &str = "The computer is getting the puzzle ready…";

/// Runs frames until a puzzle other than `not` is open and ready; returns it. The cap only
/// keeps a broken build from hanging.
fn wait_for_puzzle(harness: &mut App, library: &Library, not: Option<&str>) -> Puzzle {
    for _ in 0..6_000 {
        harness.step();
        let open = harness.state().open_puzzle_id();
        if let Some(id) = open
            && Some(id.as_str()) != not
        {
            let puzzle = library
                .puzzles
                .iter()
                .find(|p| p.id.get_ref() == &id)
                .unwrap();
            // Drawn, and worked out: its title is there and the thinking line is gone.
            let title = puzzle.title.get(Locale::En);
            let on_puzzle = harness.query_by_label("◀ All puzzles").is_some();
            if on_puzzle && shows(harness, title) && !shows(harness, THINKING) {
                return puzzle.clone();
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("no puzzle opened");
}

fn square_label(position: &Position, square: Square) -> String {
    JungleBoard::square_label(&Localizer::new(Locale::En), position, square)
}

fn play(harness: &mut App, position: &Position, mv: Move) {
    harness
        .get_by_label(&square_label(position, mv.from))
        .click();
    harness.step();
    harness.step();
    harness.get_by_label(&square_label(position, mv.to)).click();
    harness.step();
    harness.step();
}

/// Solves `puzzle` on the board with the moves its own hint ladder names.
fn solve(harness: &mut App, puzzle: &Puzzle) {
    let mut mirror = jungle_session(puzzle, Budget::default()).unwrap();
    loop {
        let mv = loop {
            match mirror.hint().unwrap() {
                Hint::Move { mv } => break mv,
                Hint::Piece { .. } | Hint::Idea { .. } => {}
            }
        };
        let position = *mirror.position();
        play(harness, &position, mv);
        match mirror.play(mv) {
            Feedback::Solved { .. } => return,
            Feedback::Continue { .. } => {}
            other => panic!("the mirror refused its own hint: {other:?}"),
        }
    }
}

/// A legal first move of `puzzle` that lets the win (or the defence) slip.
fn slipping_move(puzzle: &Puzzle) -> Move {
    let start = *jungle_session(puzzle, Budget::default())
        .unwrap()
        .position();
    let options = jungle_options(&puzzle.rules).unwrap();
    for &mv in start.legal_moves(&options).iter() {
        let mut trial = jungle_session(puzzle, Budget::default()).unwrap();
        if matches!(trial.play(mv), Feedback::WinSlips { .. }) {
            return mv;
        }
    }
    panic!("every legal move of {} wins", puzzle.id.get_ref());
}

#[test]
fn a_streak_goes_on_after_a_solve_and_ends_at_the_first_wrong_move() {
    let library = kit::embedded_library();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    kit::add_child(&mut harness);
    click(&mut harness, "Puzzles");
    harness.get_by_label("⚡ Streak").click();
    let first = wait_for_puzzle(&mut harness, library, None);
    assert!(shows(&harness, "⚡ 0 in a row"));
    // No hints and no second try in a streak.
    assert!(harness.query_by_label("☞ Hint").is_none());
    solve(&mut harness, &first);
    // Solved: the next puzzle comes by itself, and the count says one.
    let second = wait_for_puzzle(&mut harness, library, Some(first.id.get_ref()));
    assert!(shows(&harness, "⚡ 1 in a row"));
    let wrong = slipping_move(&second);
    let before = *jungle_session(&second, Budget::default())
        .unwrap()
        .position();
    play(&mut harness, &before, wrong);
    harness.run();
    assert!(shows(&harness, "Your streak: 1 puzzle in a row!"));
    assert!(shows(&harness, "★ Your best ever!"));
    // The right line is shown, and the board takes no more moves.
    assert!(harness.state().open_puzzle_id().as_deref() == Some(second.id.get_ref().as_str()));
    harness.get_by_label("↻ Once more");
    assert!(harness.query_by_label("Next puzzle ▶").is_none());

    let classroom = harness.state().store().classroom();
    let child = classroom.active.unwrap();
    let practice = classroom.practice(child, "jungle");
    assert_eq!(practice.best_streak, 1);
    // Both first tries were rated: up once, down once.
    assert_eq!(practice.history.len(), 2);
    let records = &classroom.progress(child).unwrap().puzzles;
    assert!(records[first.id.get_ref()].solved);
    assert!(records[first.id.get_ref()].review.is_none());
    let missed = &records[second.id.get_ref()];
    assert!(!missed.solved && missed.attempts == 1);
    assert!(
        missed.review.is_some(),
        "the missed puzzle waits for review"
    );
    // The puzzles' own ratings moved the other way.
    assert!(classroom.puzzle_ratings.contains_key(first.id.get_ref()));
    assert!(classroom.puzzle_ratings.contains_key(second.id.get_ref()));

    // Kept across a restart.
    drop(harness);
    let mut harness = start(dir.path());
    let classroom = harness.state().store().classroom();
    let child = classroom.active.unwrap();
    let practice = classroom.practice(child, "jungle");
    assert_eq!(practice.best_streak, 1);
    // The teacher sees the child's rating, its trend and the puzzles solved.
    kit::teacher_mode(&mut harness);
    click(&mut harness, "Teacher");
    click(&mut harness, "Class overview");
    assert!(shows(&harness, "Puzzle practice: Jungle"));
    harness.get_by_label("Needs practice");
    let rating = practice.rating.rating.round().to_string();
    assert!(shows(&harness, &rating), "the rating {rating} is shown");
    let trend = practice.trend(10);
    let arrow = if trend > 0 { "↑" } else { "↓" };
    assert!(shows(
        &harness,
        &format!("{arrow} {}", trend.unsigned_abs())
    ));
}

#[test]
fn a_new_child_gets_an_easy_puzzle_picked_for_them() {
    let library = kit::embedded_library();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    kit::add_child(&mut harness);
    click(&mut harness, "Puzzles");
    harness.get_by_label("▶ A puzzle for me").click();
    let picked = wait_for_puzzle(&mut harness, library, None);
    let easiest = library
        .puzzles
        .iter()
        .filter(|p| *p.game.get_ref() == qi_classroom::content::words::Game::Jungle)
        .map(|p| p.difficulty)
        .min()
        .unwrap();
    assert_eq!(picked.difficulty, easiest, "{}", picked.id.get_ref());
    // Practice keeps hints for the child (only runs take them away).
    harness.get_by_label("☞ Hint");
    // Nothing is due for review yet.
    click(&mut harness, "◀ All puzzles");
    assert!(!shows(&harness, "Try again:"));
}

#[test]
fn the_teacher_can_switch_the_rush_and_the_streak_off() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    click(&mut harness, "Puzzles");
    harness.get_by_label("◷ Rush");
    harness.get_by_label("⚡ Streak");
    kit::teacher_mode(&mut harness);
    // Teacher mode is turned on in the settings: the practice switches are there now.
    click(&mut harness, "Offer the rush (against the clock)");
    click(
        &mut harness,
        "Offer the streak (as many in a row as you can)",
    );
    click(&mut harness, "Home");
    click(&mut harness, "Puzzles");
    assert!(harness.query_by_label("◷ Rush").is_none());
    assert!(harness.query_by_label("⚡ Streak").is_none());
    harness.get_by_label("▶ A puzzle for me");
    let settings = harness.state().store().settings().practice;
    assert!(!settings.rush && !settings.streak);
}

#[test]
fn a_rush_ends_at_the_third_miss_and_shows_each_right_line() {
    let library = kit::embedded_library();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path());
    kit::add_child(&mut harness);
    click(&mut harness, "Puzzles");
    harness.get_by_label("◷ Rush").click();
    let mut previous: Option<String> = None;
    for miss in 1..=3 {
        let puzzle = wait_for_puzzle(&mut harness, library, previous.as_deref());
        assert!(
            shows(&harness, &format!("✗ {}", miss - 1)),
            "the misses so far"
        );
        let before = *jungle_session(&puzzle, Budget::default())
            .unwrap()
            .position();
        play(&mut harness, &before, slipping_move(&puzzle));
        harness.step();
        harness.step();
        if miss < 3 {
            // The clock runs on; the right line is shown and the next puzzle is a tap away.
            harness.get_by_label("Next puzzle ▶").click();
            harness.step();
        }
        previous = Some(puzzle.id.get_ref().clone());
    }
    assert!(shows(&harness, "The rush is over! You solved 0 puzzles."));
    assert!(harness.query_by_label("Next puzzle ▶").is_none());
    let classroom = harness.state().store().classroom();
    let child = classroom.active.unwrap();
    let queued = classroom.progress(child).unwrap().puzzles.values();
    assert_eq!(queued.filter(|r| r.review.is_some()).count(), 3);
}
