//! `qi-classroom jungle solve … --json`, run as the built binary: the exact JSON contract.
#![allow(clippy::unwrap_used)]

use serde_json::{Value, json};
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .arg("jungle")
        .arg("solve")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn answer(args: &[&str]) -> Value {
    let output = run(args);
    assert!(
        output.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("one JSON object")
}

#[test]
fn a_win_in_two_reports_plies_every_winning_move_and_a_line() {
    let value = answer(&["--fen", "r6/7/3T3/7/7/7/7/7/6L w", "--depth", "3", "--json"]);
    assert_eq!(value["result"], "win");
    assert_eq!(value["plies"], 3);
    assert_eq!(value["winning_moves"], json!(["d7d8"]));
    let line = value["line"].as_array().expect("a line");
    assert_eq!(line.len(), 3);
    assert_eq!(line[0], "d7d8");
    assert_eq!(line[2], "d8d9");
    assert_eq!(value.as_object().map(|o| o.len()), Some(4), "{value}");
}

#[test]
fn winning_moves_are_complete_and_sorted() {
    // The elephant walks to the den in five moves by either path round the rat.
    let value = answer(&["--fen", "7/7/6E/1r5/7/7/7/7/7 w", "--depth", "9", "--json"]);
    assert_eq!(value["result"], "win");
    assert_eq!(value["plies"], 9);
    assert_eq!(value["winning_moves"], json!(["g7f7", "g7g8"]));
}

#[test]
fn the_shortest_win_is_reported_when_the_depth_allows_more() {
    let value = answer(&[
        "--fen",
        "l5t/3D3/7/7/7/7/7/7/6L w",
        "--depth",
        "7",
        "--json",
    ]);
    assert_eq!(value["plies"], 1);
    assert_eq!(value["line"], json!(["d8d9"]));
}

#[test]
fn no_win_within_the_depth_has_null_plies_and_empty_lists() {
    let value = answer(&["--fen", "7/7/6E/1r5/7/7/7/7/7 w", "--depth", "7", "--json"]);
    assert_eq!(
        value,
        json!({"result": "no-win-within", "plies": null, "winning_moves": [], "line": []})
    );
}

#[test]
fn a_tiny_node_budget_answers_undecided() {
    let value = answer(&[
        "--fen",
        "7/7/7/2rt3/L6/7/7/7/7 w",
        "--depth",
        "13",
        "--nodes",
        "50",
        "--json",
    ]);
    assert_eq!(value["result"], "undecided");
    assert_eq!(value["plies"], Value::Null);
}

#[test]
fn rule_options_change_the_answer() {
    // Under `wolf-over-dog` the wolf takes the guarding dog on d8 and walks in.
    let fen = "7/3d3/3W3/7/7/7/7/7/6l w";
    let classroom = answer(&["--fen", fen, "--depth", "3", "--json"]);
    let wolf = answer(&[
        "--fen",
        fen,
        "--depth",
        "3",
        "--set",
        "strength_order=wolf-over-dog",
        "--json",
    ]);
    assert_ne!(classroom["result"], wolf["result"], "{classroom} {wolf}");
    assert_eq!(wolf["result"], "win");
}

#[test]
fn a_bad_position_is_a_one_line_error() {
    let output = run(&["--fen", "not a fen", "--depth", "3", "--json"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert!(output.stdout.is_empty());
}
