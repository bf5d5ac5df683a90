//! `qi-classroom jungle bestmove … --json` and `qi-classroom gomoku bestmove --jsonl`, run as
//! the built binary: the JSON shapes of the issue, a legal move, clear errors.
#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::process::{Command, Stdio};

use qi_classroom::rules::jungle::{Move, Position, RuleOptions};
use qi_classroom::rules::renju::{Board, Point, RuleSet, Stone};
use qi_classroom::solve::renju::Rules;

fn jungle(args: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .arg("jungle")
        .arg("bestmove")
        .args(args)
        .output()
        .unwrap();
    (
        output.status.success(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn jungle_bestmove_prints_one_legal_move_as_json() {
    let fen = "7/5Lt/3e3/7/7/7/E6/7/7 b";
    for level in ["1", "4", "max"] {
        let (ok, out, err) = jungle(&["--fen", fen, "--level", level, "--json"]);
        assert!(ok, "{err}");
        let answer: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        let object = answer.as_object().unwrap();
        assert_eq!(object.len(), 1, "{answer}");
        let text = object["move"].as_str().unwrap();
        let position = Position::from_fen(fen).unwrap();
        let chosen = Move::parse(text).unwrap();
        assert!(
            position.check_move(&RuleOptions::default(), chosen).is_ok(),
            "{text}"
        );
    }
}

#[test]
fn jungle_bestmove_takes_rule_options_and_refuses_bad_input() {
    let (ok, out, _) = jungle(&[
        "--set",
        "strength_order=wolf-over-dog",
        "--level",
        "3",
        "--json",
    ]);
    assert!(ok);
    assert!(out.contains("\"move\":\""), "{out}");
    let (ok, _, err) = jungle(&["--fen", "nonsense", "--level", "3", "--json"]);
    assert!(!ok && err.starts_with("error:"), "{err}");
    let (ok, _, err) = jungle(&["--level", "9", "--json"]);
    assert!(!ok && err.contains("level"), "{err}");
}

fn gomoku(input: &str) -> Vec<serde_json::Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .args(["gomoku", "bestmove", "--jsonl"])
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

#[test]
fn gomoku_bestmove_answers_each_line_with_a_move_or_an_error() {
    let example = r#"{"rule":"renju","to_move":"black","black":["g7","j7","h8","e9","j9","j10"],"white":["a15","g9","h9","i9","g10","g11"],"level":"max"}"#;
    let numbered = r#"{"rule":"freestyle","black":["h8"],"white":[],"level":3}"#;
    let input = format!(
        "{example}\nnot json\n\n{numbered}\n{{\"black\":[\"z99\"]}}\n{{\"level\":\"mouse\"}}\n{{\"black\":[\"h8\"],\"white\":[\"h8\"]}}\n"
    );
    let answers = gomoku(&input);
    assert_eq!(answers.len(), 6, "{answers:?}");
    let first = answers[0]["move"].as_str().unwrap();
    let point: Point = first.parse().unwrap();
    let position = Board::from_stones(
        &["g7", "j7", "h8", "e9", "j9", "j10"].map(|p| p.parse().unwrap()),
        &["a15", "g9", "h9", "i9", "g10", "g11"].map(|p| p.parse().unwrap()),
    )
    .unwrap();
    let rules = Rules::new(RuleSet::Renju);
    assert!(rules.is_legal(&position, point, Stone::Black));
    assert_ne!(first, "h10", "h10 loses to the open three");
    assert_eq!(answers[0].as_object().unwrap().len(), 1);
    assert!(answers[1]["error"].is_string());
    assert!(answers[2]["move"].is_string());
    for answer in &answers[3..] {
        assert!(answer["error"].is_string(), "{answer}");
    }
}
