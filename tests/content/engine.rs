//! One broken sample per engine-backed diagnostic (`tests/data/content/engine/`): each must be
//! reported at the right line and column with the right kind, and say what the engine thinks.
#![allow(clippy::unwrap_used)]

use crate::engine_samples;
use engine_samples::{assert_reported, english};

#[test]
fn an_engine_option_value_is_read_by_the_engine_type() {
    let d = assert_reported("rules_bad_value.toml", 4, 29, "bad-value");
    assert!(english(&d).contains("cat-over-dog"), "{d:?}");
}

#[test]
fn an_unknown_engine_option_points_at_its_key() {
    let d = assert_reported("rules_unknown_key.toml", 4, 11, "unknown-key");
    assert!(d.suggestion.as_deref() == Some("rule_7_3"), "{d:?}");
}

#[test]
fn an_unknown_preset_suggests_the_near_one() {
    let d = assert_reported("rules_bad_preset.toml", 4, 21, "bad-value");
    assert!(d.suggestion.as_deref() == Some("classroom"), "{d:?}");
}

#[test]
fn an_unknown_piece_letter_is_a_bad_position_at_the_letter() {
    let d = assert_reported("fen_letter.toml", 8, 36, "bad-position");
    assert!(english(&d).contains("`X`"), "{d:?}");
}

#[test]
fn a_dog_in_the_water_is_an_illegal_position_at_the_dog() {
    let d = assert_reported("fen_water.toml", 8, 21, "illegal-position");
    assert!(english(&d).contains("water"), "{d:?}");
}

#[test]
fn an_animal_in_its_own_den_is_an_illegal_position() {
    let d = assert_reported("fen_own_den.toml", 8, 27, "illegal-position");
    assert!(english(&d).contains("own den"), "{d:?}");
}

#[test]
fn a_second_red_tiger_is_placed_twice() {
    let d = assert_reported("fen_twice.toml", 8, 24, "duplicate-placement");
    let _ = d;
}

#[test]
fn a_wrong_food_chain_answer_says_what_the_engine_thinks() {
    let d = assert_reported("capture_wrong_answer.toml", 10, 10, "wrong-answer");
    assert!(
        english(&d).contains("elephant cannot capture the rat"),
        "{d:?}"
    );
}

#[test]
fn a_weakened_elephant_in_a_trap_can_be_captured() {
    let d = assert_reported("capture_board_wrong_answer.toml", 11, 10, "wrong-answer");
    assert!(english(&d).contains("trap"), "{d:?}");
}

#[test]
fn an_empty_attacker_square_is_reported() {
    let d = assert_reported("capture_no_piece.toml", 9, 13, "no-piece");
    let _ = d;
}

#[test]
fn an_illegal_stored_move_carries_the_engines_refusal() {
    let d = assert_reported("move_illegal_answer.toml", 10, 11, "illegal-move");
    assert!(english(&d).contains("blocks"), "{d:?}");
}

#[test]
fn a_legal_stored_move_that_misses_the_goal_is_wrong() {
    let d = assert_reported("move_misses_goal.toml", 10, 11, "wrong-answer");
    assert!(english(&d).contains("not a river jump"), "{d:?}");
}

#[test]
fn a_goal_no_move_reaches_is_unreachable() {
    let d = assert_reported("unreachable_goal.toml", 9, 9, "unreachable-goal");
    let _ = d;
}

#[test]
fn the_escaping_piece_must_belong_to_the_side_to_move() {
    let d = assert_reported("move_wrong_side_piece.toml", 10, 10, "no-piece");
    let _ = d;
}

#[test]
fn a_marked_square_the_engine_does_not_count_is_wrong_at_it() {
    let d = assert_reported("find_all_extra.toml", 11, 18, "wrong-answer");
    assert!(english(&d).contains("c4"), "{d:?}");
}

#[test]
fn missed_squares_are_reported_at_the_answer_list() {
    let d = assert_reported("find_all_missed.toml", 11, 12, "wrong-answer");
    assert!(english(&d).contains("b3"), "{d:?}");
}

#[test]
fn find_all_about_an_empty_square_is_reported() {
    let d = assert_reported("find_all_no_piece.toml", 10, 11, "no-piece");
    let _ = d;
}

#[test]
fn an_illegal_move_in_a_solution_line_points_at_it() {
    let d = assert_reported("puzzle_illegal_move.toml", 10, 31, "illegal-move");
    assert!(
        english(&d).contains("only the lion") || english(&d).contains("Only the lion"),
        "{d:?}"
    );
}

#[test]
fn a_solution_line_that_does_not_win_is_wrong() {
    let d = assert_reported("puzzle_not_won.toml", 10, 14, "wrong-answer");
    let _ = d;
}

#[test]
fn a_theme_no_winning_line_shows_is_wrong_at_the_theme() {
    // The line walks into the den: "den" is shown, "river-jump" is not.
    let d = assert_reported("puzzle_theme_not_shown.toml", 11, 19, "wrong-answer");
    assert!(english(&d).contains("river-jump"), "{d:?}");
    let expected = d.expected_text(&qi_classroom::i18n::Localizer::new(
        qi_classroom::i18n::Locale::En,
    ));
    assert!(expected.is_some_and(|e| e.contains("(den)")), "{d:?}");
}

#[test]
fn a_solution_move_the_engine_cannot_read_is_a_bad_move() {
    let d = assert_reported("puzzle_bad_move.toml", 10, 14, "bad-move");
    let _ = d;
}

#[test]
fn a_puzzle_whose_game_is_already_over_is_reported() {
    let d = assert_reported("puzzle_game_over.toml", 7, 8, "illegal-position");
    let _ = d;
}
