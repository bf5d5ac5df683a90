//! The `renju forbidden` verb, run as the built binary.

// Test helpers may unwrap: a panic is a test failure.
#![allow(clippy::unwrap_used)]

use std::io::Write;
use std::process::{Command, Stdio};

fn binary() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_qi-classroom"));
    command.env("LANG", "C");
    command
}

#[test]
fn json_reports_forbidden_points_and_five_points() {
    let output = binary()
        .args([
            "renju",
            "forbidden",
            "--black",
            "f8,G8,h6,h7,b2,c3,d4,e5",
            "--white",
            "h5",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    // h6 h7 blocked below by h5: no column three, so h8 is not forbidden; a1 and f6 make five.
    assert_eq!(text.trim(), r#"{"forbidden":{},"five_points":["a1","f6"]}"#);
    let output = binary()
        .args(["renju", "forbidden", "--black", "f8,g8,h6,h7", "--json"])
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        text.trim(),
        r#"{"forbidden":{"h8":"double-three"},"five_points":[]}"#
    );
}

#[test]
fn human_output_names_the_kind() {
    let output = binary()
        .args(["renju", "forbidden", "--black", "b8,c8,d8,h8,i8,j8"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains("f8") && text.contains("double-four"),
        "{text}"
    );
}

#[test]
fn bad_arguments_are_errors_not_panics() {
    for args in [
        vec!["renju", "forbidden", "--black", "z99"],
        vec!["renju", "forbidden", "--black", "h8", "--white", "h8"],
        vec!["renju", "forbidden", "--black", "h0,,"],
    ] {
        let output = binary().args(&args).output().unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8(output.stderr).unwrap();
        assert!(
            error.starts_with("error:") && !error.contains("panicked"),
            "{error}"
        );
    }
}

#[test]
fn jsonl_answers_every_line_and_survives_bad_ones() {
    let mut child = binary()
        .args(["renju", "forbidden", "--jsonl"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let input = concat!(
        "{\"black\":[\"b8\",\"c8\",\"d8\",\"h8\",\"i8\",\"j8\"],\"white\":[]}\n",
        "{\"black\":[\"h8\"],\"white\":[\"H8\"]}\n",
        "not json\n",
        "{\"black\":[\"p1\"]}\n",
        "{\"black\":[\"a1\",\"a2\",\"a3\",\"a4\"],\"white\":[\"a5\"]}\n",
        "{\"black\":[],\"white\":[],\"extra\":1}\n",
        "\n",
        "{}\n",
    );
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 7, "{text}");
    assert_eq!(
        lines[0],
        r#"{"forbidden":{"f8":"double-four"},"five_points":[]}"#
    );
    for line in &lines[1..4] {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(value["error"].is_string(), "{line}");
    }
    assert_eq!(lines[4], r#"{"forbidden":{},"five_points":[]}"#);
    let value: serde_json::Value = serde_json::from_str(lines[5]).unwrap();
    assert!(value["error"].is_string());
    assert_eq!(lines[6], r#"{"forbidden":{},"five_points":[]}"#);
}

#[test]
fn jsonl_sorts_keys_by_point_name() {
    let mut child = binary()
        .args(["renju", "forbidden", "--jsonl"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // Two double-threes far apart: b10 (b12 b11 + c10 d10) and m3 (m5 m4 + k3 l3).
    let input = "{\"black\":[\"b12\",\"b11\",\"c10\",\"d10\",\"m5\",\"m4\",\"k3\",\"l3\"]}\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        text.trim(),
        r#"{"forbidden":{"b10":"double-three","m3":"double-three"},"five_points":[]}"#
    );
}

#[test]
fn jsonl_refuses_a_point_listed_twice_and_a_json_array() {
    let mut child = binary()
        .args(["renju", "forbidden", "--jsonl"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let input = concat!(
        "{\"black\":[\"h8\",\"h8\"],\"white\":[]}\n",
        "[[\"h8\"],[\"h9\"]]\n",
    );
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(lines[0].contains("h8 is listed twice"), "{}", lines[0]);
    assert!(lines[1].contains("expected a JSON object"), "{}", lines[1]);
}
