//! `qi-classroom print` on bad input: unknown ids, an empty filter, 500 puzzles, a bad page
//! count, an unknown child — a clear sentence and exit status 1, never a panic; a lesson
//! without boards still prints sensible pages.

use super::print_support::{assert_pages_render, print, print_ok};

fn fails_with(args: &[&str], expected: &str) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.pdf").display().to_string();
    let mut all = args.to_vec();
    all.extend(["--out", &out]);
    let output = print(dir.path(), &all);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
    assert!(stderr.contains(expected), "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!dir.path().join("out.pdf").exists(), "no PDF on failure");
}

#[test]
fn unknown_ids_and_names_are_named_in_the_error() {
    fails_with(
        &["worksheet", "--lesson", "no-such-lesson"],
        "There is no lesson “no-such-lesson”",
    );
    fails_with(
        &["worksheet", "--puzzles", "jungle-endgame-01,nope"],
        "There is no puzzle “nope”",
    );
    fails_with(
        &["worksheet", "--playlist", "Monday"],
        "There is no playlist called “Monday”",
    );
    fails_with(
        &["certificate", "--profile", "Nobody"],
        "There is no child called “Nobody”",
    );
    fails_with(&["guide", "--lesson", "nope"], "There is no lesson “nope”");
}

#[test]
fn an_empty_or_unknown_filter_is_explained() {
    fails_with(&["worksheet", "--filter", ""], "The filter is empty");
    fails_with(&["worksheet", "--filter", " , "], "The filter is empty");
    fails_with(
        &["worksheet", "--filter", "colour=red"],
        "“colour=red” is not a filter term",
    );
    fails_with(
        &["worksheet", "--filter", "game=chess"],
        "“game=chess” is not a filter term",
    );
    fails_with(
        &["worksheet", "--filter", "theme=no-such-theme"],
        "No puzzle matches",
    );
}

#[test]
fn five_hundred_puzzles_or_a_bad_page_count_are_refused_before_drawing() {
    let many = vec!["jungle-endgame-01"; 500].join(",");
    fails_with(
        &["worksheet", "--puzzles", &many],
        "500 exercises are too many",
    );
    fails_with(
        &[
            "worksheet",
            "--puzzles",
            "jungle-endgame-01",
            "--per-page",
            "0",
        ],
        "0 exercises per page",
    );
    fails_with(
        &[
            "worksheet",
            "--puzzles",
            "jungle-endgame-01",
            "--per-page",
            "13",
        ],
        "13 exercises per page",
    );
}

#[test]
fn a_filter_prints_the_matching_puzzles() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = print_ok(
        dir.path(),
        "filter.pdf",
        &[
            "worksheet",
            "--filter",
            "game=jungle,difficulty=1-2,made-by=people",
            "--per-page",
            "12",
        ],
    );
    assert_pages_render(&pdf, dir.path());
}

#[test]
fn a_lesson_without_boards_prints_lines_to_write_on() {
    let dir = tempfile::tempdir().unwrap();
    // The food chain lesson asks its questions without a board.
    let pdf = print_ok(
        dir.path(),
        "chain.pdf",
        &["worksheet", "--lesson", "jungle-10-food-chain", "--answers"],
    );
    assert_pages_render(&pdf, dir.path());
}
