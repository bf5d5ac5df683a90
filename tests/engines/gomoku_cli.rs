//! `qi-classroom gomoku vcf|vct|defend --jsonl`, run as the built binary.
#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::process::{Command, Stdio};

fn run(verb: &str, input: &str) -> Vec<serde_json::Value> {
    run_with(&[verb], input)
}

/// `qi-classroom gomoku <args> --jsonl` on `input`: one JSON answer per line.
fn run_with(args: &[&str], input: &str) -> Vec<serde_json::Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .arg("gomoku")
        .args(args)
        .arg("--jsonl")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

const TRAP: &str = r#"{"rule":"renju","to_move":"white","black":["f8","g8","h9","h10","c3"],"white":["e5","f6","g7","o1"]}"#;
const SIMPLE: &str = r#"{"rule":"renju","to_move":"black","black":["h8","i8","j8","k9","k10"],"white":["g8","a1","a3","a5","a7"]}"#;
const NONE: &str = r#"{"rule":"freestyle","to_move":"black","black":["h8"],"white":["a1"]}"#;

#[test]
fn vcf_answers_one_line_per_position_and_survives_bad_lines() {
    let input = format!("{SIMPLE}\nnot json\n{NONE}\n{{\"rule\":\"go\"}}\n{TRAP}\n");
    let answers = run("vcf", &input);
    assert_eq!(answers.len(), 5);
    assert_eq!(answers[0]["win"], true);
    assert_eq!(answers[0]["first_moves"], serde_json::json!(["k8"]));
    assert_eq!(answers[0]["line"][0], "k8");
    assert!(answers[1]["error"].is_string());
    assert_eq!(
        answers[2],
        serde_json::json!({"win": false, "first_moves": [], "line": []})
    );
    assert!(answers[3]["error"].is_string());
    let firsts: Vec<&str> = answers[4]["first_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(firsts.contains(&"d4"));
}

#[test]
fn vcf_output_keeps_the_documented_field_order() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .args(["gomoku", "vcf", "--jsonl"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(NONE.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(
        String::from_utf8(output.stdout).unwrap().trim(),
        r#"{"win":false,"first_moves":[],"line":[]}"#
    );
}

#[test]
fn vct_and_defend_answer_in_their_shapes() {
    let vct = run("vct", &format!("{SIMPLE}\n{NONE}\n"));
    assert_eq!(vct[0]["win"], true);
    assert_eq!(vct[1]["win"], false);
    // Every winning first move is listed, the line's first among them; none when no win.
    let firsts = vct[0]["first_moves"].as_array().unwrap();
    assert!(firsts.contains(&vct[0]["line"][0]), "{firsts:?}");
    assert_eq!(vct[1]["first_moves"].as_array().unwrap().len(), 0);
    let defend_input = SIMPLE.replace("\"to_move\":\"black\"", "\"to_move\":\"white\"");
    let defend = run("defend", &format!("{defend_input}\n"));
    let moves: Vec<&str> = defend[0]["defending_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(moves.contains(&"k8") && moves.contains(&"l8"), "{moves:?}");
    assert!(!moves.contains(&"o15"));
}

/// `puzzles/renju-win-in-3.toml`'s renju-win-in-3-008: White wins in three moves (G7 first, a
/// three), not in two.
const WIN_IN_THREE: &str = r#"{"rule":"renju","to_move":"white","black":["h8","j8","j9","h11","h6","l7","i5"],"white":["i10","j11","j7","i7","i6","h4"]}"#;

#[test]
fn vct_moves_counts_every_own_move_the_five_included() {
    let two = run_with(&["vct", "--moves", "2"], &format!("{WIN_IN_THREE}\n"));
    assert_eq!(
        two[0],
        serde_json::json!({"win": false, "first_moves": [], "line": [], "quiet": true, "moves": 2})
    );
    let three = run_with(&["vct", "--moves", "3"], &format!("{WIN_IN_THREE}\n"));
    assert_eq!(three[0]["win"], true, "{}", three[0]);
    assert_eq!(three[0]["first_moves"], serde_json::json!(["g7"]));
    let line = three[0]["line"].as_array().unwrap();
    assert_eq!(line[0], "g7");
    // At most three White moves (the five included).
    assert!(line.len() <= 5, "{line:?}");
}
