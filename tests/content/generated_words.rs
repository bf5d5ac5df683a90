//! Generated puzzles say what is true (#39): a rat blocking a jump only when a winning line
//! moves the blocked lion or tiger or the mover's rat in the river; a defence hint recommends
//! eating only when a capture holds; a Renju defence is named after fours only when the threat
//! is fours. `check` refuses each contradiction at the words (samples in
//! `tests/data/content/engine/`), the generator derives its words from the line, and every
//! shipped generated file passes and holds exactly the words the generator derives today.
#![allow(clippy::unwrap_used)]

use crate::engine_samples;
use engine_samples::{assert_reported, english};
use qi_classroom::content::{Library, Severity};
use qi_classroom::generate::jungle::{defend_words, rules, win_in_words};
use qi_classroom::generate::retitle::retitle;
use qi_classroom::i18n::{Locale, Localizer};
use qi_classroom::rules::jungle::{Move, Position};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::jungle_defence::defending_moves;
use std::path::PathBuf;

fn moves(words: &[&str]) -> Vec<Move> {
    words.iter().map(|m| m.parse().unwrap()).collect()
}

#[test]
fn a_blocked_jump_theme_whose_line_moves_no_jumper_or_rat_is_refused() {
    // A rat in the river blocks Red's lion on c3, but the line is the dog walking into the den.
    let theme = assert_reported("puzzle_jump_not_used.toml", 11, 12, "wrong-answer");
    assert!(english(&theme).contains("rat-blocks-jump"), "{theme:?}");
    let title = assert_reported("puzzle_jump_not_used.toml", 4, 17, "wrong-answer");
    assert!(english(&title).contains("round by land"), "{title:?}");
    let hint = assert_reported("puzzle_jump_not_used.toml", 13, 11, "wrong-answer");
    let expected = hint.expected_text(&Localizer::new(Locale::En)).unwrap();
    assert!(expected.contains("no winning line uses one"), "{expected}");
}

#[test]
fn a_defence_hint_that_says_eat_where_only_blocks_hold_is_refused() {
    // The review's s101-130: eating the cat (b8b9) loses to the rat (a9b9); only b8c8 holds.
    let hint = assert_reported("defend_hint_catch.toml", 14, 11, "wrong-answer");
    assert!(english(&hint).contains("recommends eating"), "{hint:?}");
    assert!(english(&hint).contains("`b8c8`"), "{hint:?}");
    assert_reported("defend_hint_catch.toml", 5, 17, "wrong-answer");
    let theme = assert_reported("defend_hint_catch.toml", 12, 25, "wrong-answer");
    assert!(english(&theme).contains("capture"), "{theme:?}");
}

#[test]
fn a_renju_defence_titled_fours_where_the_threat_is_an_open_three_is_refused() {
    let title = assert_reported("renju_defend_titled_fours.toml", 6, 17, "wrong-answer");
    assert!(english(&title).contains("open three"), "{title:?}");
    assert!(english(&title).contains("i6"), "{title:?}");
    assert_reported("renju_defend_titled_fours.toml", 16, 11, "wrong-answer");
}

#[test]
fn the_generator_names_a_jungle_puzzle_by_what_its_line_does() {
    let options = rules();
    let start = Position::from_fen("7/3D3/7/7/2r4/7/2L4/7/6l w").unwrap();
    // The dog walks in: a den puzzle, whatever the rat blocks.
    let dog = win_in_words(&start, &moves(&["d8d9"]), &moves(&["d8d9"]), &options, 0).unwrap();
    assert!(!dog.themes.contains(&"rat-blocks-jump"), "{:?}", dog.themes);
    assert_eq!(dog.idea_title, "generate-title-den");
    // The blocked lion goes round: the title and hint say so.
    let lion_line = moves(&["c3d3", "g1g2", "d8d9"]);
    let lion = win_in_words(&start, &lion_line, &moves(&["d8d9"]), &options, 0).unwrap();
    assert_eq!(lion.themes[0], "rat-blocks-jump");
    assert_eq!(lion.idea_title, "generate-title-rat-blocks-jump-round");

    // s101-130: only the block holds, the capture loses: the hint says not to eat.
    let defence = Position::from_fen("RC5/1e5/7/7/7/7/7/7/7 b").unwrap();
    let budget = Budget {
        max_nodes: 300_000,
        cancel: None,
    };
    let defences = defending_moves(&defence, &options, 3, budget);
    let first = "b8c8".parse().unwrap();
    let words = defend_words(&defence, &defences, first, &options, 0).unwrap();
    assert_eq!(words.idea_title, "generate-title-guard-den-block-not-catch");
    assert_eq!(words.themes, vec!["guard-den"]);
}

fn generated_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("generated-") && n.ends_with(".toml"))
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_shipped_generated_file_passes_and_says_what_its_lines_do() {
    let files = generated_files();
    assert_eq!(files.len(), 16, "{files:?}");
    for path in &files {
        let library = Library::load_paths(std::slice::from_ref(path));
        let bad: Vec<_> = library
            .diagnostics
            .iter()
            .filter(|d| d.severity != Severity::Note)
            .map(|d| format!("{}:{}:{} {}", d.file, d.line, d.column, english(d)))
            .collect();
        assert!(bad.is_empty(), "{bad:#?}");
        // Re-deriving the words from each proven line changes nothing: what is shipped is
        // what the generator says about these lines today.
        let text = std::fs::read_to_string(path).unwrap();
        let again = retitle(&path.display().to_string(), &text);
        let counts = (again.titles, again.hints, again.themes);
        assert_eq!(again.changed, 0, "{}: {counts:?}", path.display());
        assert!(again.text == text, "{}", path.display());
    }
}
