//! The lesson player driven through its accessibility tree: a Jungle lesson with a wrong move
//! explained and the right one completing the step, ordering animal cards, a can-capture
//! question, lesson text following the language, marks on the Renju and Jungle boards and
//! dragging animal cards.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use std::path::Path;

use crate::kit;
use kit::{App, click, shows};

fn start(dir: &Path, system_locale: Locale) -> App {
    kit::start(dir, system_locale, 1280.0, 1024.0)
}

#[test]
fn a_wrong_move_is_explained_and_the_right_one_completes_the_step() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    harness.get_by_label("Jump the tiger over the river.");
    assert!(!shows(&harness, "Next step"));

    // Into the water: the engine's reason, in the learner's language, with a ✗.
    click(&mut harness, "b3 tiger");
    click(&mut harness, "b4 water");
    assert!(shows(&harness, "✗ That move is not allowed."));
    assert!(shows(&harness, "Only the rat can swim"));
    assert!(!shows(&harness, "Done!"));
    // The refused move stays on the board (an arrow from the tiger to the water) until the
    // next try begins.
    assert!(harness.query_by_label("b3 tiger, arrow to b4").is_some());

    click(&mut harness, "b3 tiger, arrow to b4");
    assert!(harness.query_by_label("b3 tiger").is_some());
    click(&mut harness, "b7");
    assert!(shows(&harness, "✓ Done! You earned 2 stars."));
    harness.get_by_label("★★☆");
    // The tiger stands on b7 no more as a target: the step takes no more moves.
    click(&mut harness, "Next step ▶");
    assert!(shows(
        &harness,
        "The lion and the tiger cannot swim, but they can jump!"
    ));
}

#[test]
fn animal_cards_are_ordered_and_a_can_capture_question_is_answered() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "The eight animals: who eats whom?");
    // An information page turns over with one click, no stars shown.
    click(&mut harness, "Next");
    harness.get_by_label("Step 2 of 9");
    assert!(!shows(&harness, "Next step ▶"));
    click(&mut harness, "Next");

    // All eight cards start weakest first (the reverse of the food chain's order): checking
    // that order is wrong. Each animal, strongest
    // first, moves left past the weaker ones still before it.
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✗"));
    let strongest_first = ["elephant", "lion", "tiger", "leopard", "dog", "wolf", "cat"];
    for (place, animal) in strongest_first.iter().enumerate() {
        for _ in 0..(7 - place) {
            click(&mut harness, &format!("Move the {animal} to the left"));
        }
    }
    harness.get_by_label("1. elephant");
    harness.get_by_label("8. rat");
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✓ Done!"));
    click(&mut harness, "Next step ▶");

    // Four of them, in the reverse of the file's order: dog, wolf, leopard, cat.
    harness.get_by_label("1. dog");
    for _ in 0..2 {
        click(&mut harness, "Move the leopard to the left");
    }
    harness.get_by_label("1. leopard");
    harness.get_by_label("4. cat");
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✓ Done!"));
    click(&mut harness, "Next step ▶");

    harness.get_by_label("Can the lion eat the tiger?");
    // Shown, not only written: the two animals' pictures, the eater first.
    use qi_classroom::app::board::animal_icon;
    use qi_classroom::rules::jungle::Animal;
    let lion = harness.get_by_label(animal_icon(Animal::Lion)).rect();
    let tiger = harness.get_by_label(animal_icon(Animal::Tiger)).rect();
    // Big, and in the board's place: never over the step counter or the question.
    let counter = harness.get_by_label_contains("Step 5 of").rect();
    let question = harness.get_by_label("Can the lion eat the tiger?").rect();
    for picture in [lion, tiger] {
        assert!(picture.height() >= 120.0, "a big picture: {picture:?}");
        assert!(!picture.intersects(counter) && !picture.intersects(question));
    }
    assert!(lion.right() <= tiger.left(), "the eater first");
    click(&mut harness, "✗ No");
    assert!(shows(
        &harness,
        "✗ Yes, it can! The lion is stronger than the tiger."
    ));
    click(&mut harness, "✓ Yes");
    assert!(shows(&harness, "✓ Done! You earned 2 stars."));
}

#[test]
fn lesson_text_follows_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    harness.get_by_label("Jump the tiger over the river.");

    click(&mut harness, "Settings");
    click(&mut harness, "简体中文");
    click(&mut harness, "首页");
    click(&mut harness, "上课");
    harness.get_by_label("让老虎跳过小河。");
    harness.get_by_label("b3 老虎");
    assert!(!shows(&harness, "Jump the tiger"));

    click(&mut harness, "设置");
    click(&mut harness, "繁體中文");
    click(&mut harness, "首頁");
    click(&mut harness, "上課");
    harness.get_by_label("讓老虎跳過小河。");
}

#[test]
fn finished_steps_give_the_active_child_stars_that_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = start(dir.path(), Locale::En);
        click(&mut harness, "+ Add a child");
        harness.get_by_label("Name").focus();
        harness.run();
        harness.get_by_label("Name").type_text("Mei");
        harness.run();
        harness
            .get_by_role_and_label(egui::Role::Button, "Panda")
            .click();
        harness.run();
        click(&mut harness, "Save");
        click(&mut harness, "Lessons");
        click(&mut harness, "Lions and tigers leap");
        click(&mut harness, "b3 tiger");
        click(&mut harness, "b7");
        assert!(shows(&harness, "✓ Done! You earned 3 stars."));
    }
    let harness = start(dir.path(), Locale::En);
    let classroom = harness.state().store().classroom();
    let id = classroom.active.unwrap();
    let stars = &classroom.progress(id).unwrap().lessons["jungle-15-river-jumps"].step_stars;
    assert_eq!(stars.get("1"), Some(&3));
}

#[test]
fn forbidden_points_are_named_and_marked_on_the_renju_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Lessons");
    click(&mut harness, "Black's forbidden point: double-three");
    // On a page, the learner's overlay is a switch away: I8 with its kind.
    assert!(!shows(&harness, "forbidden double-three"));
    click(&mut harness, "Show Black's forbidden points");
    harness.get_by_label("i8 forbidden double-three");
    click(&mut harness, "Next");

    // Is I8 forbidden? The overlay would give it away: not offered, nothing shown.
    assert!(!shows(&harness, "Show Black's forbidden points"));
    harness.get_by_label("i8 empty");
    // The wrong kind first, then the right one.
    click(&mut harness, "double-four");
    assert!(shows(&harness, "✗"));
    click(&mut harness, "double-three");
    assert!(shows(&harness, "✓ Done!"));
    // Answered: now the board shows it.
    harness.get_by_label("i8 forbidden double-three");
    click(&mut harness, "Next step ▶");
    // A White stone closes one three: not forbidden any more.
    click(&mut harness, "Not forbidden");
    assert!(shows(&harness, "✓ Done!"));
    click(&mut harness, "Next step ▶");
    click(&mut harness, "Next");
    // A four-three is allowed.
    click(&mut harness, "Not forbidden");
    assert!(shows(&harness, "✓ Done!"));
    click(&mut harness, "Next step ▶");

    // Mark every double-three point: a wrong mark (L3, whose three White closes on L6) is taken
    // off again, the right ones stay.
    click(&mut harness, "l3 empty");
    harness.get_by_label("l3 empty, marked");
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✗"));
    click(&mut harness, "l3 empty, marked");
    harness.get_by_label("l3 empty");
    click(&mut harness, "i8 empty");
    click(&mut harness, "d12 empty");
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✓ Done!"));
    // The answer on the board: every forbidden point with its kind, the marks kept.
    harness.get_by_label("i8 forbidden double-three, marked");
    harness.get_by_label("d12 forbidden double-three, marked");
}

#[test]
fn an_overline_is_named_and_refused_on_the_renju_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Lessons");
    click(&mut harness, "Six in a row: the overline");
    click(&mut harness, "Next");
    click(&mut harness, "double-four");
    assert!(shows(&harness, "✗"));
    click(&mut harness, "overline");
    assert!(shows(&harness, "✓ Done!"));
    click(&mut harness, "Next step ▶");

    // Win without a forbidden point: e8 would be an overline (refused, explained), j8 is
    // five, and that stone stays on the board.
    click(&mut harness, "e8 empty");
    assert!(shows(&harness, "✗"));
    harness.get_by_label("e8 empty");
    click(&mut harness, "j8 empty");
    assert!(shows(&harness, "✓ Done!"));
    harness.get_by_label("j8 black");
}

/// Plays the first four steps of "Lions and tigers leap" (three jumps and a page to read).
fn play_river_jump_moves(harness: &mut App) {
    for (from, to) in [("b3 tiger", "b7"), ("a5 lion", "d5"), ("f3 tiger", "f7")] {
        click(harness, from);
        click(harness, to);
        assert!(shows(harness, "✓ Done!"), "{from} → {to}");
        click(harness, "Next step ▶");
        if from == "b3 tiger" {
            click(harness, "Next");
        }
    }
}

#[test]
fn squares_are_marked_on_the_jungle_board_and_moves_need_a_selected_piece() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    // A click on an empty square selects nothing, so the next click is no move.
    click(&mut harness, "a1");
    click(&mut harness, "b7");
    assert!(!shows(&harness, "✗") && !shows(&harness, "✓"));
    play_river_jump_moves(&mut harness);

    assert!(shows(&harness, "Mark every square it can jump to."));
    click(&mut harness, "d5 lion");
    harness.get_by_label("d5 lion, marked");
    click(&mut harness, "Check my answer");
    assert!(shows(
        &harness,
        "That is where the lion itself stands (d5)."
    ));
    click(&mut harness, "d5 lion, marked, ✗ not one of them");
    click(&mut harness, "a5");
    click(&mut harness, "g5");
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✓ Done!"));
    harness.get_by_label("a5, marked");
    harness.get_by_label("g5, marked");
}

#[test]
fn animal_cards_can_be_dragged_into_place() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "The eight animals: who eats whom?");
    click(&mut harness, "Next");
    click(&mut harness, "Next");
    // Drag the elephant card, wherever it starts, onto the first card.
    let names = [
        "rat", "cat", "wolf", "dog", "leopard", "tiger", "lion", "elephant",
    ];
    let first = names
        .into_iter()
        .find(|name| harness.query_by_label(&format!("1. {name}")).is_some())
        .unwrap();
    assert_ne!(first, "elephant");
    let from = harness.get_by_label_contains(". elephant").rect().center();
    let to = harness.get_by_label(&format!("1. {first}")).rect().center();
    harness.event(egui::Event::PointerMoved(from));
    harness.run();
    harness.event(egui::Event::PointerButton {
        pos: from,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::default(),
    });
    harness.run();
    for step in 1..=10 {
        let t = step as f32 / 10.0;
        harness.event(egui::Event::PointerMoved(from + (to - from) * t));
        harness.run();
    }
    harness.event(egui::Event::PointerButton {
        pos: to,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::default(),
    });
    harness.run();
    harness.get_by_label("1. elephant");
    // The card that was first is now second.
    harness.get_by_label(&format!("2. {first}"));
}

#[test]
fn a_wrong_placement_shows_the_animal_pale_on_its_start_square() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "Who sets up fastest?");
    // Two pages to read, then the red animals go home.
    click(&mut harness, "Next");
    click(&mut harness, "Next");
    let tiger_before = harness.get_by_label("Pick Red's tiger").rect();
    click(&mut harness, "Pick Red's lion");
    // The lion starts on g1 (bottom right): put on d5 it is refused, and the board shows where
    // it goes — the lion pale on g1 and an arrow from d5 — rather than only saying so.
    click(&mut harness, "d5");
    assert!(shows(&harness, "✗"));
    harness.get_by_label("g1, Red lion starts here");
    harness.get_by_label("d5, arrow to g1");
    // Put right, the lion stands on g1 and the pale one and the arrow are gone.
    click(&mut harness, "g1, Red lion starts here");
    harness.get_by_label("g1 lion");
    assert!(!shows(&harness, "starts here"));
    assert!(!shows(&harness, "arrow to"));
    // The lion's button is gone from the palette, and no other animal moved into its place
    // under the child's finger.
    assert!(harness.query_by_label("Pick Red's lion").is_none());
    assert_eq!(
        harness.get_by_label("Pick Red's tiger").rect(),
        tiger_before
    );
}

/// Taps every river square but f6 (jungle-11's first step, one square short).
fn tap_the_river_but_f6(harness: &mut App) {
    let water = [
        "b4", "c4", "b5", "c5", "b6", "c6", "e4", "f4", "e5", "f5", "e6",
    ];
    for square in water {
        click(harness, &format!("{square} water"));
    }
}

#[test]
fn the_board_is_learnt_by_tapping_the_water_the_dens_and_the_traps() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "The animals' home: the board");
    harness.get_by_label("Tap all the water.");
    tap_the_river_but_f6(&mut harness);
    // One river square is still missing.
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✗"));
    click(&mut harness, "f6 water");
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✓ Done!"));
    click(&mut harness, "Next step ▶");
    // The land paths are a page to read; then the dens and the traps are tapped.
    click(&mut harness, "Next");
    harness.get_by_label("Tap the two dens.");
    click(&mut harness, "d1 den");
    click(&mut harness, "d9 den");
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✓ Done!"));
    click(&mut harness, "Next step ▶");
    harness.get_by_label("Tap all the traps.");
    for square in ["c1", "e1", "d2", "c9", "e9", "d8"] {
        click(&mut harness, &format!("{square} trap"));
    }
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✓ Done!"));
}

#[test]
fn the_next_button_stays_where_it_was_when_the_next_page_wraps() {
    let dir = tempfile::tempdir().unwrap();
    // A small classroom screen, in Chinese: the second page's text wraps to two lines there.
    let mut harness = kit::start(dir.path(), Locale::ZhCn, 1024.0, 768.0);
    click(&mut harness, "上课");
    click(&mut harness, "看谁摆得快");
    let first = harness.get_by_label("下一页").rect();
    click(&mut harness, "下一页");
    harness.get_by_label("第 2 步，共 8 步");
    // The child's second tap lands on the same button.
    assert_eq!(harness.get_by_label("下一页").rect(), first);
}

#[test]
fn the_hint_button_stays_put_when_a_wrong_placement_is_explained() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::ZhCn, 1024.0, 768.0);
    click(&mut harness, "上课");
    click(&mut harness, "看谁摆得快");
    click(&mut harness, "下一页");
    click(&mut harness, "下一页");
    let hint = harness.get_by_label("☞ 提示").rect();
    click(&mut harness, "选红方的狮子");
    click(&mut harness, "d5");
    assert!(shows(&harness, "✗"));
    assert_eq!(harness.get_by_label("☞ 提示").rect(), hint);
}

#[test]
fn a_wrong_mark_gets_a_cross_and_its_reason_and_a_missed_square_a_ring_after_the_second_try() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "The animals' home: the board");
    harness.get_by_label("Tap all the water.");
    tap_the_river_but_f6(&mut harness);
    click(&mut harness, "d1 den");
    click(&mut harness, "Check my answer");
    // The wrong one is crossed on the board and explained; the missed one is not given away yet.
    harness.get_by_label("d1 den, marked, ✗ not one of them");
    assert!(shows(&harness, "d1 is Red's den."));
    assert!(harness.query_by_label("f6 water, one you missed").is_none());
    // Tapping the crossed square takes the mark and the cross away.
    click(&mut harness, "d1 den, marked, ✗ not one of them");
    harness.get_by_label("d1 den");
    click(&mut harness, "Check my answer");
    // The second wrong try rings the square still missing.
    harness.get_by_label("f6 water, one you missed");
    assert!(shows(&harness, "The rings show the ones you missed."));
    click(&mut harness, "f6 water, one you missed");
    click(&mut harness, "Check my answer");
    assert!(shows(&harness, "✓ Done!"));
    assert!(
        harness
            .query_by_label("f6 water, marked, one you missed")
            .is_none()
    );
}

#[test]
fn the_hint_ladder_ends_with_the_move_drawn_on_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    // Before any hint, nothing is tinted.
    assert_eq!(harness.query_all_by_label_contains("look here").count(), 0);
    // The author's three rungs: the first two name no place, so the board tints the part
    // that holds the answer (the 3×3 block of the tiger on b3: a1 to c3), without the move ...
    for _ in 0..2 {
        click(&mut harness, "☞ Hint");
        assert!(harness.query_by_label("b3 tiger, look here").is_some());
        assert_eq!(harness.query_all_by_label_contains("look here").count(), 9);
    }
    assert!(harness.query_by_label("b3 tiger, arrow to b7").is_none());
    // ... the third names the move, and the board draws it ...
    click(&mut harness, "☞ Hint");
    assert!(shows(&harness, "☞ 3. Play b3 to b7."));
    assert!(harness.query_by_label("b3 tiger, arrow to b7").is_some());
    // ... then the engine's rung: the move itself, still drawn, and nothing after it.
    click(&mut harness, "☞ Hint");
    assert!(shows(&harness, "☞ 4."));
    assert!(harness.query_by_label("b3 tiger, arrow to b7").is_some());
    assert!(harness.query_by_label("☞ Hint").is_none(), "no vaguer rung");
}

#[test]
fn the_hint_button_and_the_next_step_stay_put_as_hints_and_stars_appear() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Lessons");
    click(&mut harness, "Lions and tigers leap");
    let hint = harness.get_by_label("☞ Hint").rect();
    click(&mut harness, "☞ Hint");
    click(&mut harness, "☞ Hint");
    assert!(shows(&harness, "☞ 2."));
    assert_eq!(
        harness.get_by_label("☞ Hint").rect(),
        hint,
        "the hint button stays"
    );
    click(&mut harness, "b3 tiger, look here");
    click(&mut harness, "b7");
    assert!(shows(&harness, "★"));
    // "Next step" comes beside the hint button's kept place (the same row), never on it.
    let next = harness.get_by_label("Next step ▶").rect();
    assert!(
        !next.intersects(hint) && next.top() >= hint.top(),
        "clear of the hint button's kept place"
    );
}

#[test]
fn a_drill_hint_that_names_no_point_draws_the_lines_through_the_asked_point() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Lessons");
    click(&mut harness, "Black's forbidden point: double-three");
    while harness.query_by_label("Not forbidden").is_none() {
        click(&mut harness, "Next");
    }
    // The first rung names I8 (ringed already as the point asked); the second names no point:
    // the four lines through I8 are drawn, four points either side (which of them make the
    // threes is still the child's to see).
    click(&mut harness, "☞ Hint");
    assert_eq!(
        harness.query_all_by_label_contains("a line drawn").count(),
        0
    );
    click(&mut harness, "☞ Hint");
    assert!(shows(&harness, "☞ 2."));
    let ends = harness
        .query_all_by_label_contains("a line drawn from here")
        .count();
    assert_eq!(ends, 8, "four lines, two ends each");
}

#[test]
fn a_wrong_answer_in_the_forbidden_drill_draws_the_shapes_lines() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = start(dir.path(), Locale::En);
    click(&mut harness, "Gomoku / Renju");
    click(&mut harness, "Lessons");
    click(&mut harness, "Black's forbidden point: double-three");
    while harness.query_by_label("Not forbidden").is_none() {
        click(&mut harness, "Next");
    }
    assert_eq!(
        harness.query_all_by_label_contains("a line drawn").count(),
        0,
        "no line before the answer"
    );
    // I8 is a double-three; "not forbidden" is wrong: the two threes are drawn, H8–J8 across
    // and I8–I10 up (with their open ends).
    click(&mut harness, "Not forbidden");
    assert!(shows(&harness, "✗"));
    let ends: Vec<String> = harness
        .query_all_by_label_contains("a line drawn from here")
        .filter_map(|n| egui_kittest::kittest::NodeT::accesskit_node(&n).label())
        .collect();
    assert_eq!(ends.len(), 4, "two lines, two ends each: {ends:?}");
    // The right answer takes them away.
    click(&mut harness, "double-three");
    assert_eq!(
        harness.query_all_by_label_contains("a line drawn").count(),
        0
    );
}
