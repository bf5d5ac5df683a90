//! The `qi-classroom check` contract: exit codes, the summary line, and the `--json` shape.
#![allow(clippy::unwrap_used)]

use std::path::PathBuf;
use std::process::{Command, Output};

fn check(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        // English by default, whatever language the machine running the tests speaks.
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .arg("check")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn data(name: &str) -> String {
    PathBuf::from("tests/data/content")
        .join(name)
        .display()
        .to_string()
}

#[test]
fn shipped_lessons_and_puzzles_pass_strict_by_default() {
    let out = check(&["--strict"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains(": 0 errors, 0 warnings"), "{stdout}");
    // Notes (duals) may come first; the summary is the last line.
    let summary = stdout.lines().last().unwrap_or("");
    assert!(summary.starts_with("checked "), "{stdout}");
}

#[test]
fn errors_exit_one_and_quote_the_line_with_a_caret() {
    let out = check(&[&data("unknown_key.toml")]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout.contains("unknown_key.toml:3:1"), "{stdout}");
    assert!(stdout.contains("titel = {"), "{stdout}");
    assert!(stdout.contains("^^^^^"), "{stdout}");
    assert!(stdout.contains("did you mean `title`?"), "{stdout}");
    assert!(
        stdout.contains("checked 1 lesson, 0 puzzles: 1 error, 0 warnings"),
        "{stdout}"
    );
}

#[test]
fn warnings_alone_exit_zero_unless_strict() {
    let file = data("missing_locale.toml");
    let out = check(&[&file]);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("1 lesson, 0 puzzles: 0 errors, 1 warning")
    );
    let strict = check(&[&file, "--strict"]);
    assert_eq!(strict.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&strict.stdout).contains("1 error, 0 warnings"));
}

#[test]
fn json_lists_counts_and_diagnostics() {
    let out = check(&[
        &data("bad_value.toml"),
        &data("missing_locale.toml"),
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    assert_eq!(json["files"], 2);
    assert_eq!(json["lessons"], 2);
    assert_eq!(json["puzzles"], 0);
    let diagnostics = json["diagnostics"].as_array().expect("a list");
    // Both samples are titled "A": the second lesson's title is a duplicate-title warning that
    // points back at the first (learners could not tell the two apart in one list).
    assert_eq!(diagnostics.len(), 3, "{diagnostics:#?}");
    let bad = &diagnostics[0];
    assert!(bad["file"].as_str().unwrap().ends_with("bad_value.toml"));
    assert_eq!(bad["line"], 4);
    assert_eq!(bad["column"], 30);
    assert_eq!(bad["severity"], "error");
    assert_eq!(bad["kind"], "bad-value");
    assert_eq!(bad["suggestion"], "enemy-rat");
    assert_eq!(bad["expected"], "`any-rat` or `enemy-rat`");
    assert!(bad["message"].as_str().unwrap().contains("enemy-rats"));
    let title = &diagnostics[1];
    assert_eq!(title["severity"], "warning");
    assert_eq!(title["kind"], "duplicate-title");
    assert!(
        title["file"]
            .as_str()
            .unwrap()
            .ends_with("missing_locale.toml")
    );
    assert_eq!(title["line"], 3);
    assert!(
        title["related"]["file"]
            .as_str()
            .unwrap()
            .ends_with("bad_value.toml"),
        "{title}"
    );
    assert_eq!(diagnostics[2]["severity"], "warning");
    assert_eq!(diagnostics[2]["kind"], "missing-locale");
}

#[test]
fn a_nonexistent_path_is_an_error_diagnostic() {
    let out = check(&["no/such/place", "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    assert_eq!(json["diagnostics"][0]["kind"], "path-not-found");
    assert_eq!(json["files"], 0);
}

#[test]
fn every_file_of_a_broken_folder_is_reported() {
    let out = check(&[&data(""), "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("valid JSON");
    let files: std::collections::BTreeSet<&str> = json["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["file"].as_str().unwrap())
        .collect();
    // Every broken sample shows up, the engine-backed ones in `engine/` included, and both
    // files in `duplicate/`: b.toml repeats a.toml's id, and a.toml's title "A" repeats the
    // title of the samples read before it (a duplicate-title warning).
    let count_files = |dir: &str| {
        std::fs::read_dir(dir)
            .unwrap()
            .filter(|e| e.as_ref().unwrap().path().is_file())
            .count()
    };
    let samples = count_files("tests/data/content") + count_files("tests/data/content/engine");
    let duplicates = count_files("tests/data/content/duplicate");
    assert_eq!(files.len(), samples + duplicates, "{files:#?}");
    let kinds_of = |file: &str| -> Vec<&str> {
        json["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| d["file"].as_str().unwrap().ends_with(file))
            .map(|d| d["kind"].as_str().unwrap())
            .collect()
    };
    assert_eq!(kinds_of("duplicate/a.toml"), ["duplicate-title"]);
    assert!(kinds_of("duplicate/b.toml").contains(&"duplicate-id"));
}
