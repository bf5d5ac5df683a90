//! `check` proves Jungle `defend` puzzles with the solver: the threat is real, some move stops
//! it, the author's move is one of them (else the opponent's winning reply is named), and other
//! right moves are a note.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::{Diagnostic, Library, Severity};
use qi_classroom::i18n::{Locale, Localizer};

fn puzzle(fen: &str, moves: u32, solution: &str, comment: &str) -> String {
    format!(
        r#"game = "jungle"

[[puzzle]]
id = "defend-test"
title = {{ en = "A", zh-CN = "A", zh-TW = "A" }}
comment = {{ en = "{comment}", zh-CN = "A", zh-TW = "A" }}
difficulty = 1
fen = "{fen}"
goal = "defend"
moves = {moves}
solution = ["{solution}"]
"#
    )
}

fn diagnostics(text: String) -> Vec<Diagnostic> {
    Library::load_sources([("defend.toml", text)]).diagnostics
}

fn english(d: &Diagnostic) -> String {
    d.message_text(&Localizer::new(Locale::En))
}

/// Blue to move: Red's rat on d8 (in Blue's trap) walks into the den unless the cat on d7 or
/// the dog on e8 catches it.
const RAT: &str = "7/3Rd2/e2c3/7/7/7/7/7/7 b";

#[test]
fn a_right_defence_with_its_dual_named_in_the_comment_is_clean() {
    let found = diagnostics(puzzle(RAT, 1, "d7d8", "Main line: d7d8; e8d8 works too."));
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn another_right_defence_is_a_dual_note() {
    let found = diagnostics(puzzle(RAT, 1, "d7d8", "Main line: d7d8."));
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0].kind.as_str(), "dual");
    assert_eq!(found[0].severity, Severity::Note);
    assert!(english(&found[0]).contains("`e8d8`"), "{found:#?}");
}

#[test]
fn a_move_that_does_not_defend_is_a_wrong_answer_naming_the_winning_reply() {
    let found = diagnostics(puzzle(RAT, 1, "a7a6", "d7d8 e8d8"));
    let wrong = found
        .iter()
        .find(|d| d.kind.as_str() == "wrong-answer")
        .unwrap_or_else(|| panic!("{found:#?}"));
    assert_eq!(wrong.severity, Severity::Error);
    let text = english(wrong);
    assert!(text.contains("`a7a6`") && text.contains("`d8d9`"), "{text}");
    assert_eq!(found.len(), 1, "{found:#?}");
}

#[test]
fn no_threat_means_nothing_to_defend() {
    // Red's rat is far from the den: no win in one move even if Blue could pass.
    let found = diagnostics(puzzle("7/7/e2c3/7/7/7/3R3/7/7 b", 1, "d7d8", "A"));
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0].kind.as_str(), "unproven-goal");
    assert!(
        english(&found[0]).contains("nothing to defend"),
        "{found:#?}"
    );
}

#[test]
fn a_threat_nothing_stops_is_an_unproven_goal() {
    // Two red animals next to the den, Blue's only lion far away.
    let found = diagnostics(puzzle("4E2/3R3/7/7/7/7/7/7/l6 b", 1, "a1a2", "A"));
    assert_eq!(found.len(), 1, "{found:#?}");
    assert_eq!(found[0].kind.as_str(), "unproven-goal");
    assert!(english(&found[0]).contains("no move stops"), "{found:#?}");
}

#[test]
fn the_threat_counts_the_opponents_moves() {
    // The red lion needs two moves (f9e9, e9d9): a threat for `moves = 2`, none for 1.
    let fen = "5L1/3l3/2c4/7/7/7/7/7/7 b";
    assert!(diagnostics(puzzle(fen, 2, "d8e8", "A")).is_empty());
    let one = diagnostics(puzzle(fen, 1, "d8e8", "A"));
    assert!(
        one.iter().any(|d| english(d).contains("nothing to defend")),
        "{one:#?}"
    );
}
