//! One broken sample file per diagnostic kind: each must be reported at the right file, line
//! and column (columns count characters), with the right kind.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::{Library, Severity};
use std::path::PathBuf;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/content")
        .join(name)
}

/// Loads one sample and asserts it has a diagnostic of `kind` at `line:column`.
fn assert_reported(name: &str, line: usize, column: usize, kind: &str) -> Library {
    let library = Library::load_paths(&[data(name)]);
    let found: Vec<String> = library
        .diagnostics
        .iter()
        .map(|d| format!("{}:{}:{} {}", d.file, d.line, d.column, d.kind.as_str()))
        .collect();
    assert!(
        library.diagnostics.iter().any(|d| d.kind.as_str() == kind
            && d.line == line
            && d.column == column
            && d.file.ends_with(name)),
        "expected {kind} at {name}:{line}:{column}, found {found:#?}"
    );
    library
}

#[test]
fn toml_syntax_error_points_at_the_unterminated_string() {
    assert_reported("toml_syntax.toml", 2, 15, "toml-syntax");
}

#[test]
fn unknown_key_suggests_the_near_key_and_does_not_also_report_it_missing() {
    let library = assert_reported("unknown_key.toml", 3, 1, "unknown-key");
    let d = &library.diagnostics[0];
    assert_eq!(d.suggestion.as_deref(), Some("title"));
    assert!(
        library
            .diagnostics
            .iter()
            .all(|d| d.kind.as_str() != "missing-field"),
        "{:#?}",
        library.diagnostics
    );
}

#[test]
fn wrong_type_points_at_the_value() {
    assert_reported("wrong_type.toml", 4, 8, "wrong-type");
}

#[test]
fn missing_field_points_at_the_table_start() {
    assert_reported("missing_field.toml", 1, 1, "missing-field");
}

#[test]
fn bad_rule_value_points_inside_the_quotes_with_a_suggestion() {
    let library = assert_reported("bad_value.toml", 4, 30, "bad-value");
    assert_eq!(
        library.diagnostics[0].suggestion.as_deref(),
        Some("enemy-rat")
    );
}

#[test]
fn missing_locale_is_a_warning_at_the_text() {
    let library = assert_reported("missing_locale.toml", 7, 8, "missing-locale");
    assert_eq!(library.diagnostics[0].severity, Severity::Warning);
    assert_eq!(library.error_count(false), 0);
    assert_eq!(library.error_count(true), 1, "--strict makes it an error");
}

#[test]
fn lesson_without_steps_is_reported() {
    assert_reported("no_steps.toml", 1, 1, "no-steps");
}

#[test]
fn a_fourth_hint_is_a_warning_at_that_hint() {
    assert_reported("too_many_hints.toml", 12, 3, "too-many-hints");
}

#[test]
fn difficulty_outside_one_to_five_is_out_of_range() {
    assert_reported("out_of_range.toml", 9, 14, "out-of-range");
}

#[test]
fn unknown_step_kind_suggests_the_near_kind() {
    let library = assert_reported("unknown_step_kind.toml", 6, 9, "unknown-step-kind");
    assert_eq!(
        library.diagnostics[0].suggestion.as_deref(),
        Some("jungle-move")
    );
}

#[test]
fn ids_must_be_lower_case_words() {
    assert_reported("bad_id.toml", 1, 7, "bad-id");
}

#[test]
fn a_rank_with_six_squares_is_a_bad_position_at_that_rank() {
    assert_reported("bad_position.toml", 8, 22, "bad-position");
}

#[test]
fn squares_and_moves_outside_the_board_are_reported() {
    assert_reported("bad_square.toml", 10, 11, "bad-square");
    assert_reported("bad_square.toml", 11, 11, "bad-move");
}

#[test]
fn renju_points_off_the_board_and_doubled_stones_are_reported() {
    assert_reported("renju_points.toml", 6, 17, "bad-point");
    assert_reported("renju_points.toml", 7, 11, "duplicate-placement");
}

#[test]
fn a_jungle_step_in_a_renju_lesson_is_the_wrong_game() {
    assert_reported("wrong_game.toml", 6, 9, "wrong-game");
}

#[test]
fn misspelt_animals_get_a_suggestion() {
    let library = assert_reported("unknown_animal.toml", 8, 25, "unknown-animal");
    assert_eq!(library.diagnostics[0].suggestion.as_deref(), Some("tiger"));
}

#[test]
fn steps_and_puzzles_in_one_file_are_a_mixed_file() {
    assert_reported("mixed_file.toml", 11, 3, "mixed-file");
}

#[test]
fn columns_after_chinese_text_count_characters() {
    // `fr` follows two three-character Chinese titles: column 51 in characters (63 in bytes).
    assert_reported("cjk_column.toml", 3, 51, "unknown-key");
}

#[test]
fn invalid_utf8_is_a_diagnostic_at_the_bad_byte() {
    assert_reported("not_utf8.toml", 3, 20, "not-utf8");
}

#[test]
fn duplicate_ids_across_files_point_at_both() {
    let library = Library::load_paths(&[data("duplicate")]);
    let duplicate = library
        .diagnostics
        .iter()
        .find(|d| d.kind.as_str() == "duplicate-id")
        .expect("a duplicate-id diagnostic");
    assert!(duplicate.file.ends_with("b.toml"));
    assert_eq!((duplicate.line, duplicate.column), (2, 7));
    let first = duplicate.related.as_ref().expect("points at the first use");
    assert!(first.file.ends_with("a.toml"));
    assert_eq!((first.line, first.column), (1, 7));
}

#[test]
fn one_broken_file_does_not_hide_the_others() {
    let library = Library::load_paths(&[data("")]);
    for kind in [
        "toml-syntax",
        "not-utf8",
        "unknown-key",
        "no-steps",
        "duplicate-id",
    ] {
        assert!(
            library.diagnostics.iter().any(|d| d.kind.as_str() == kind),
            "{kind} missing when loading the whole folder"
        );
    }
    // The valid lessons of the folder still load next to the broken ones.
    assert!(library.lesson("same-id").is_some());
    assert!(library.lesson("too-many-hints").is_some());
}

#[test]
fn a_missing_path_is_a_diagnostic_not_a_crash() {
    let library = Library::load_paths(&[data("no-such-folder")]);
    assert_eq!(library.diagnostics.len(), 1);
    assert_eq!(library.diagnostics[0].kind.as_str(), "path-not-found");
}

#[test]
fn a_puzzle_file_with_an_empty_puzzle_list_has_no_puzzles() {
    assert_reported("no_puzzles.toml", 2, 10, "no-puzzles");
}

#[test]
fn an_info_step_with_two_boards_is_inconsistent() {
    assert_reported("inconsistent_field.toml", 8, 8, "inconsistent-field");
}

#[test]
fn renju_goals_in_a_jungle_puzzle_and_win_in_without_moves_are_reported() {
    assert_reported("puzzle_goals.toml", 7, 9, "wrong-game");
    assert_reported("puzzle_goals.toml", 10, 1, "missing-field");
}

#[test]
fn overlapping_paths_read_each_file_once() {
    let library = Library::load_paths(&[data("duplicate"), data("duplicate/a.toml")]);
    assert_eq!(library.files, 2);
    assert_eq!(
        library
            .diagnostics
            .iter()
            .filter(|d| d.kind.as_str() == "duplicate-id")
            .count(),
        1
    );
}
