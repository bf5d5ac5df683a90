//! `check` proves what a move step claims: every move the goal accepts keeps the mover's forced
//! win (Renju VCF/VCT, Jungle within the horizon) or holds against the opponent's, and the
//! precise goals (`open-four`, `forbidden-trap`, `centre-point`) accept only what they say.
//! Each sample in `tests/data/content/engine/claim_*` is one broken (or fixed) step.
#![allow(clippy::unwrap_used)]

use crate::engine_samples;
use engine_samples::{assert_reported, data, english};
use qi_classroom::content::Library;

fn expected(d: &qi_classroom::content::Diagnostic) -> String {
    d.expected_text(&qi_classroom::i18n::Localizer::new(
        qi_classroom::i18n::Locale::En,
    ))
    .unwrap_or_default()
}

fn kinds(name: &str) -> Vec<String> {
    Library::load_paths(&[data(name)])
        .diagnostics
        .iter()
        .map(|d| format!("{} {}", d.kind.as_str(), english(d)))
        .collect()
}

#[test]
fn a_closed_four_offered_as_make_four_throws_the_win_away() {
    let d = assert_reported("claim_renju_closed_four.toml", 11, 9, "throws-win-away");
    let text = english(&d);
    assert!(text.contains("e8") && text.contains("k8"), "{text}");
    assert!(!text.contains("f8") && !text.contains("j8"), "{text}");
    let expected = expected(&d);
    assert!(
        expected.contains("f8") && expected.contains("j8"),
        "{expected}"
    );
}

#[test]
fn open_four_accepts_only_the_straight_fours() {
    let d = assert_reported("claim_renju_open_four.toml", 12, 11, "wrong-answer");
    assert!(english(&d).contains("open-four"), "{d:?}");
    let found = kinds("claim_renju_open_four.toml");
    assert!(
        !found.iter().any(|k| k.starts_with("throws-win-away")),
        "{found:#?}"
    );
}

#[test]
fn a_four_that_lets_black_block_throws_the_forbidden_trap_away() {
    let d = assert_reported("claim_renju_trap.toml", 12, 9, "throws-win-away");
    assert!(english(&d).contains("i8"), "{d:?}");
}

#[test]
fn the_centre_point_is_h8_only() {
    let d = assert_reported("claim_renju_centre_point.toml", 13, 11, "wrong-answer");
    assert!(expected(&d).contains("h8"), "{d:?}");
}

#[test]
fn a_block_after_which_black_still_wins_is_a_failing_defence() {
    let d = assert_reported("claim_renju_block_fails.toml", 12, 9, "defence-fails");
    let text = english(&d);
    assert!(text.contains("f8") && !text.contains("j8"), "{text}");
    assert!(expected(&d).contains("j8"), "{d:?}");
}

#[test]
fn a_jungle_capture_that_gives_up_the_win_is_reported_with_the_moves_that_keep_it() {
    let d = assert_reported("claim_jungle_throws_win.toml", 9, 9, "throws-win-away");
    assert!(english(&d).contains("b7b3"), "{d:?}");
}

#[test]
fn a_jungle_capture_that_loses_is_a_failing_defence() {
    let d = assert_reported("claim_jungle_move_loses.toml", 9, 9, "defence-fails");
    let text = english(&d);
    assert!(text.contains("b8b9") && text.contains("a9b9"), "{text}");
    assert!(expected(&d).contains("b8c8"), "{d:?}");
}

#[test]
fn a_guide_names_only_known_puzzles_and_every_language() {
    let d = assert_reported("guide_unknown_puzzle.toml", 13, 36, "unknown-puzzle");
    assert!(english(&d).contains("no-such-puzzle"), "{d:?}");
    let library = Library::load_paths(&[data("guide_unknown_puzzle.toml")]);
    assert!(
        library
            .diagnostics
            .iter()
            .any(|d| d.kind.as_str() == "missing-locale" && d.line == 9),
        "{:?}",
        library.diagnostics
    );
    let found = kinds("guide_unknown_puzzle.toml");
    assert_eq!(found.len(), 2, "only the two problems: {found:#?}");
}

#[test]
fn a_board_with_extra_black_stones_must_say_it_is_a_diagram() {
    let step = |diagram: &str| {
        format!(
            r#"id = "count"
game = "renju"
title = {{ en = "A", zh-CN = "A", zh-TW = "A" }}
rules = {{ rule_set = "renju" }}

[[step]]
kind = "info"
text = {{ en = "x", zh-CN = "x", zh-TW = "x" }}
black = ["h8", "i8", "j8", "h10"]
white = ["a1"]
{diagram}
"#
        )
    };
    let real = Library::load_sources([("count.toml", step(""))]);
    let kinds: Vec<&str> = real.diagnostics.iter().map(|d| d.kind.as_str()).collect();
    assert_eq!(kinds, ["impossible-stone-count"], "{:?}", real.diagnostics);
    assert_eq!(
        (real.diagnostics[0].line, real.diagnostics[0].column),
        (9, 11)
    );
    let diagram = Library::load_sources([("count.toml", step("diagram = true"))]);
    assert!(diagram.diagnostics.is_empty(), "{:?}", diagram.diagnostics);
}

/// All findings of one sample, as "kind message".
fn findings(name: &str) -> Vec<String> {
    kinds(name)
}

#[test]
fn a_far_block_of_an_open_three_in_the_open_is_refused_with_the_two_ends() {
    let found = findings("claim_block_three_far.toml");
    let wrong: Vec<&String> = found
        .iter()
        .filter(|k| k.starts_with("wrong-answer"))
        .collect();
    assert!(
        wrong.iter().any(|k| k.contains("e8")),
        "e8 leaves White's straight four: {found:#?}"
    );
    let library = Library::load_paths(&[data("claim_block_three_far.toml")]);
    let d = library
        .diagnostics
        .iter()
        .find(|d| d.kind.as_str() == "wrong-answer")
        .unwrap();
    let keep = expected(d);
    assert!(keep.contains("f8") && keep.contains("j8"), "{keep}");
    assert!(!keep.contains("e8") && !keep.contains("k8"), "{keep}");
}

#[test]
fn a_block_three_where_the_child_has_a_four_to_make_is_refused() {
    let found = findings("claim_block_three_own_four.toml");
    assert!(
        found
            .iter()
            .any(|k| k.starts_with("wrong-answer") && k.contains("can make a four")),
        "{found:#?}"
    );
}

#[test]
fn a_true_block_three_accepts_the_far_block_that_really_works_and_passes() {
    // White's g8 h8 i8 is closed one step away by e8, so the far point k8 blocks it too: f8,
    // j8 and k8 are accepted and nothing else (the comment names them all, so no dual note).
    let text = r#"game = "renju"
rules = { rule_set = "freestyle" }

[[puzzle]]
id = "block-three-right"
title = { en = "Block the three!", zh-CN = "挡住活三！", zh-TW = "擋住活三！" }
comment = { en = "The right moves: f8, j8, k8.", zh-CN = "正确走法：f8, j8, k8。", zh-TW = "正確下法：f8, j8, k8。" }
black = ["e8", "c3", "m12"]
white = ["g8", "h8", "i8"]
to_move = "black"
goal = "defend"
solution = ["k8"]
themes = ["block-three", "defend"]
difficulty = 1
hints = [
  { en = "Put your stone where the three would grow into four.", zh-CN = "把棋子放在活三要长成四的地方。", zh-TW = "把棋子放在活三要長成四的地方。" },
]
"#;
    let library = Library::load_sources([("right.toml", text.as_bytes())]);
    assert_eq!(library.puzzles.len(), 1);
    assert!(
        library.diagnostics.is_empty(),
        "{:#?}",
        library.diagnostics.iter().map(english).collect::<Vec<_>>()
    );
}
