//! The `qi-classroom jungle` verbs, run as the built binary.

// Test helpers panic on broken fixtures, which is what a test should do.
#![allow(clippy::unwrap_used)]

use std::process::{Command, Output};

const START: &str = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w";

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .arg("jungle")
        .args(args)
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone())
        .unwrap()
        .trim()
        .to_string()
}

fn json(output: &Output) -> serde_json::Value {
    serde_json::from_str(&stdout(output)).unwrap()
}

/// Bad input: a non-zero exit, one `error: …` line on stderr, nothing on stdout, no panic.
fn assert_one_line_error(output: &Output, needle: &str) {
    assert!(!output.status.success());
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr.clone()).unwrap();
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert!(stderr.contains(needle), "{stderr} lacks {needle}");
    assert!(!stderr.contains("panicked"));
    assert!(output.stdout.is_empty());
}

#[test]
fn perft_prints_the_leaf_count() {
    assert_eq!(
        stdout(&run(&["perft", "--fen", START, "--depth", "3"])),
        "12240"
    );
    assert_eq!(stdout(&run(&["perft", "--depth", "2"])), "576");
    assert_eq!(
        stdout(&run(&[
            "perft",
            "--fen",
            START,
            "--depth",
            "3",
            "--set",
            "strength_order=wolf-over-dog",
            "--set",
            "weakening_traps=any"
        ])),
        "12240"
    );
    assert_eq!(
        stdout(&run(&[
            "perft",
            "--fen",
            START,
            "--depth",
            "2",
            "--rules",
            "competition"
        ])),
        "576"
    );
}

#[test]
fn moves_prints_the_sorted_legal_moves_as_json() {
    let value = json(&run(&["moves", "--fen", START, "--json"]));
    let moves: Vec<String> = value
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect();
    assert_eq!(moves.len(), 24);
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    assert!(moves.contains(&"g3g4".to_string()));
    // A finished position has no moves.
    let finished = json(&run(&[
        "moves",
        "--fen",
        "3C3/7/7/7/7/7/7/7/t6 b",
        "--json",
    ]));
    assert_eq!(finished, serde_json::json!([]));
}

#[test]
fn moves_follow_the_options() {
    // A red lion on c3 behind its own rat on c5: it may jump only if own rats do not block.
    let fen = "6t/7/7/7/2R4/7/2L4/7/7 w";
    let blocked = json(&run(&["moves", "--fen", fen, "--json"]));
    assert!(
        !blocked
            .as_array()
            .unwrap()
            .contains(&serde_json::json!("c3c7"))
    );
    let free = json(&run(&[
        "moves",
        "--fen",
        fen,
        "--set",
        "jump_blocked_by=enemy-rat",
        "--json",
    ]));
    assert!(
        free.as_array()
            .unwrap()
            .contains(&serde_json::json!("c3c7"))
    );
}

#[test]
fn explain_gives_the_reason_and_its_data() {
    let fen = "6t/7/7/7/2r4/7/2L4/7/7 w";
    let value = json(&run(&["explain", "--fen", fen, "c3c7", "--json"]));
    assert_eq!(
        value,
        serde_json::json!({"legal": false, "reason": "jump-blocked-by-rat", "data": {"attacker": "lion", "rat_square": "c5"}})
    );
    let legal = json(&run(&[
        "explain",
        "--fen",
        "6t/7/2r4/7/7/7/2L4/7/7 w",
        "c3c7",
        "--json",
    ]));
    assert_eq!(legal["legal"], true);
    assert_eq!(legal["move"], "c3c7");
    assert_eq!(legal["animal"], "lion");
    assert_eq!(legal["capture"], "rat");
    let wolf = json(&run(&["explain", "--fen", START, "c3c4", "--json"]));
    assert_eq!(
        wolf,
        serde_json::json!({"legal": false, "reason": "into-water", "data": {"animal": "wolf"}})
    );
    let text = stdout(&run(&["explain", "--fen", fen, "c3c7"]));
    assert_eq!(
        text,
        "c3c7: A rat in the river at c5 blocks the lion's jump."
    );
}

#[test]
fn bad_input_gets_a_one_line_error() {
    assert_one_line_error(
        &run(&[
            "perft",
            "--fen",
            "l5t/1d3c1/r1p1w1e1/7/7/7/E1W1P1R/1C3D1/T5L w",
            "--depth",
            "1",
        ]),
        "rank 7 has 8 squares",
    );
    assert_one_line_error(
        &run(&[
            "moves",
            "--fen",
            "l5t/1d3c1/r1p1w1e/7/7/7/E1X1P1R/1C3D1/T5L w",
            "--json",
        ]),
        "unknown piece letter 'X'",
    );
    assert_one_line_error(
        &run(&["moves", "--set", "strenght_order=wolf-over-dog", "--json"]),
        "did you mean 'strength_order'",
    );
    assert_one_line_error(&run(&["moves", "--set", "rule_7_3=maybe"]), "true, false");
    assert_one_line_error(
        &run(&["perft", "--depth", "1", "--rules", "tournament"]),
        "competition",
    );
    assert_one_line_error(
        &run(&["explain", "--fen", START, "z9z9", "--json"]),
        "'z9z9' is not a move",
    );
    assert_one_line_error(
        &run(&["moves", "--fen", "7/7/7/7/1L5/7/7/7/7 w"]),
        "only the rat can swim",
    );
    // A missing required argument is clap's error: non-zero, no panic.
    let missing = run(&["perft"]);
    assert!(!missing.status.success());
    assert!(!String::from_utf8_lossy(&missing.stderr).contains("panicked"));
}

#[test]
fn perft_stops_at_its_node_limit_with_a_clear_error() {
    // Depth 1000 would never end: the node limit stops it at once.
    let started = std::time::Instant::now();
    assert_one_line_error(
        &run(&["perft", "--depth", "1000", "--nodes", "100000"]),
        "needs more than 100000 positions",
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(60));
    // Within the limit the count is the same as without one.
    assert_eq!(
        stdout(&run(&["perft", "--depth", "3", "--nodes", "100000"])),
        stdout(&run(&["perft", "--depth", "3"]))
    );
}

#[test]
fn perft_stops_at_its_time_limit() {
    assert_one_line_error(
        &run(&["perft", "--depth", "1000", "--seconds", "1"]),
        "1 seconds",
    );
}
