//! Author diagnostics speak three languages: every `content-…` id the code uses is defined in
//! every locale, every diagnostic kind renders without a missing id in en, zh-CN and zh-TW, and
//! `check --lang` prints Chinese with file:line:column.
#![allow(clippy::unwrap_used)]

use qi_classroom::content::{Diagnostic, DiagnosticKind, Library};
use qi_classroom::i18n::{Arg, Locale, Localizer, Message, message_ids};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every `"content-…"` string literal in the source: the ids the code can produce.
fn content_ids_in_code() -> BTreeSet<String> {
    let mut files = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    let mut ids = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for piece in text.split('"').skip(1).step_by(2) {
            let is_id = piece.starts_with("content-")
                && piece.len() > "content-".len()
                && piece
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if is_id {
                ids.insert(piece.to_owned());
            }
        }
    }
    ids
}

#[test]
fn every_content_id_in_the_code_is_defined_in_every_locale() {
    let used = content_ids_in_code();
    assert!(used.len() > 150, "found only {} ids", used.len());
    for locale in Locale::ALL {
        let defined: BTreeSet<String> = message_ids(locale).into_iter().collect();
        let missing: Vec<&String> = used.iter().filter(|id| !defined.contains(*id)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", locale.tag());
    }
}

/// Every message id inside `message`, nested ones included.
fn ids_of(message: &Message, out: &mut Vec<String>) {
    out.push(message.id.clone());
    for (_, arg) in &message.args {
        if let Arg::Message(inner) = arg {
            ids_of(inner, out);
        }
    }
}

fn all_messages(d: &Diagnostic) -> Vec<&Message> {
    let mut messages = vec![&d.message];
    messages.extend(d.expected.as_ref());
    messages.extend(d.related.as_ref().map(|r| &r.message));
    messages
}

/// Every sample under `tests/data/content`, plus a path that does not exist.
fn every_sample() -> Library {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/content");
    Library::load_paths(&[root.clone(), root.join("no-such-file.toml")])
}

#[test]
fn every_diagnostic_kind_renders_in_every_locale_without_a_missing_id() {
    let library = every_sample();
    let found: BTreeSet<&str> = library
        .diagnostics
        .iter()
        .map(|d| d.kind.as_str())
        .collect();
    // An unreadable file cannot be made portably in a test; its ids are covered above.
    // Links, FIFOs, huge files and caps need a folder made at run time: tests/content/bounds.rs.
    // A proof over budget needs a budget set at run time: tests/engines/renju_limits.rs (every locale).
    let untested = [
        DiagnosticKind::OverBudget.as_str(),
        DiagnosticKind::UnreadableFile.as_str(),
        DiagnosticKind::FileTooLarge.as_str(),
        DiagnosticKind::NotRegularFile.as_str(),
        DiagnosticKind::LinkOutsideFolder.as_str(),
        DiagnosticKind::FolderLoop.as_str(),
        DiagnosticKind::TooManyFiles.as_str(),
        // A claim the solver cannot decide needs a position past `check`'s budget, too big for
        // a sample; its two messages are in every locale (the locale files are checked alike).
        DiagnosticKind::ClaimUndecided.as_str(),
    ];
    for kind in DiagnosticKind::ALL {
        assert!(
            found.contains(kind.as_str()) || untested.contains(&kind.as_str()),
            "no sample produces {}",
            kind.as_str()
        );
    }
    for locale in Locale::ALL {
        let defined: BTreeSet<String> = message_ids(locale).into_iter().collect();
        let localizer = Localizer::new(locale);
        for d in &library.diagnostics {
            for message in all_messages(d) {
                let mut ids = Vec::new();
                ids_of(message, &mut ids);
                for id in ids {
                    assert!(
                        defined.contains(&id),
                        "{}: {id} missing ({d:?})",
                        locale.tag()
                    );
                }
                let text = localizer.render(message);
                // A missing message renders as its bare id.
                assert_ne!(text, message.id, "{}", locale.tag());
                assert!(!text.trim().is_empty(), "{}: empty for {d:?}", locale.tag());
            }
            if locale != Locale::En {
                let text = d.message_text(&localizer);
                assert!(
                    text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                    "{} message is not Chinese: {text}",
                    locale.tag()
                );
            }
        }
    }
}

#[test]
fn traditional_chinese_uses_its_own_characters() {
    let library = every_sample();
    let simplified = Localizer::new(Locale::ZhCn);
    let traditional = Localizer::new(Locale::ZhTw);
    let d = library
        .diagnostics
        .iter()
        .find(|d| d.kind == DiagnosticKind::NoSteps)
        .unwrap();
    assert_eq!(d.message_text(&simplified), "这个课程没有步骤");
    assert_eq!(d.message_text(&traditional), "這個課程沒有步驟");
}

fn check(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .arg("check")
        .args(args)
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn check_lang_zh_cn_prints_chinese_at_file_line_column() {
    let stdout = check(&["--lang", "zh-CN", "tests/data/content/unknown_key.toml"]);
    assert!(stdout.contains("unknown_key.toml:3:1"), "{stdout}");
    assert!(stdout.contains("课程里没有 `titel` 这个键"), "{stdout}");
    assert!(stdout.contains("你是不是想写 `title`？"), "{stdout}");
    assert!(
        stdout.contains("检查了 1 个课程、0 道题目：1 个错误，0 个警告"),
        "{stdout}"
    );
}

#[test]
fn check_lang_zh_tw_json_keeps_its_shape_with_traditional_text() {
    let stdout = check(&[
        "--lang",
        "zh-TW",
        "--json",
        "tests/data/content/unknown_key.toml",
    ]);
    let json: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let d = &json["diagnostics"][0];
    assert_eq!(d["kind"], "unknown-key");
    assert_eq!(d["line"], 3);
    assert_eq!(d["message_id"], "content-with-suggestion");
    assert!(d["message"].as_str().unwrap().contains("課程裡沒有"), "{d}");
    assert!(
        d["expected"].as_str().unwrap().starts_with("這些之一："),
        "{d}"
    );
}

#[test]
fn the_language_comes_from_the_environment_when_not_given() {
    let out = Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("LC_MESSAGES")
        .env("LC_ALL", "zh_TW.UTF-8")
        .args(["check", "tests/data/content/no_steps.toml"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("這個課程沒有步驟"), "{stdout}");
    let english = check(&["tests/data/content/no_steps.toml"]);
    assert!(english.contains("this lesson has no steps"), "{english}");
}

/// A refusal the classroom server sends the teacher (teach board, race) is told as a sentence
/// in each language, never as its kebab-case id; an id the app does not know yet is still shown,
/// so nothing is hidden.
#[test]
fn the_servers_refusals_reach_the_teacher_as_sentences() {
    let reasons = [
        "position-not-legal",
        "position-differs-from-source",
        "position-not-of-the-game",
        "step-has-no-board-question",
        "unclear-source",
        "unusable-source",
        "unusable-step",
        "not-a-race-step",
        "step-out-of-range",
        "unknown-lesson",
        "unknown-puzzle",
        "unknown-question",
        "unknown-race",
        "question-closed",
        "race-ended",
        "question-id-taken",
        "race-id-taken",
        "bad-question-id",
        "bad-race-id",
        "message-too-large",
        "not-a-command",
        "server-busy",
        "storage-unavailable",
    ];
    for locale in Locale::ALL {
        let tr = Localizer::new(locale);
        let mut seen = BTreeSet::new();
        for reason in reasons {
            let said = tr.render(&Message::new("app-teach-board-refused").text("reason", reason));
            assert!(!said.contains(reason), "{locale:?} {reason}: {said}");
            assert!(
                seen.insert(said.clone()),
                "{locale:?}: two reasons say {said}"
            );
        }
        let unknown =
            tr.render(&Message::new("app-teach-board-refused").text("reason", "brand-new-reason"));
        assert!(
            unknown.contains("brand-new-reason"),
            "{locale:?}: {unknown}"
        );
    }
}
