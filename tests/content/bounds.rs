//! A teacher's folder can never hang or flood the loader: links out of the folder and in circles,
//! FIFOs, devices, huge files and too many files each end in a diagnostic, fast.
#![cfg(unix)]

use qi_classroom::content::Library;
use qi_classroom::content::diagnostic::{DiagnosticKind, Severity};
use qi_classroom::content::walk::{MAX_FILE_BYTES, MAX_FILES};
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

const LESSON: &str = r#"
id = "tiny-lesson"
game = "jungle"
title = { en = "Tiny", zh-CN = "小", zh-TW = "小" }
summary = { en = "A tiny lesson.", zh-CN = "小课。", zh-TW = "小課。" }
ages = [5, 7]
concepts = ["board"]

[[step]]
kind = "info"
text = { en = "Hello.", zh-CN = "你好。", zh-TW = "你好。" }
fen = "l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L w"
"#;

/// Loads `paths` on a thread and fails the test (instead of hanging it) after 60 s.
fn load_within_a_minute(paths: Vec<PathBuf>) -> Library {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(Library::load_paths(&paths));
    });
    receive
        .recv_timeout(Duration::from_secs(60))
        .expect("loading the folder did not finish within a minute")
}

fn kinds(library: &Library) -> Vec<(DiagnosticKind, Severity)> {
    library
        .diagnostics
        .iter()
        .map(|d| (d.kind, d.severity))
        .collect()
}

fn folder_with_lesson() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path().join("class");
    std::fs::create_dir(&root).expect("class folder");
    std::fs::write(root.join("tiny.toml"), LESSON).expect("lesson");
    (dir, root)
}

fn mkfifo(path: &Path) {
    let status = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs");
    assert!(status.success(), "mkfifo failed");
}

#[test]
fn links_back_into_the_folder_are_walked_once_with_a_warning() {
    let (_dir, root) = folder_with_lesson();
    let sub = root.join("sub");
    std::fs::create_dir(&sub).expect("sub");
    symlink("..", sub.join("up1")).expect("link");
    symlink("..", sub.join("up2")).expect("link");
    symlink(&root, sub.join("again")).expect("link");
    let library = load_within_a_minute(vec![root]);
    assert_eq!(library.lessons.len(), 1, "{:?}", library.diagnostics);
    let loops = kinds(&library)
        .iter()
        .filter(|(k, s)| *k == DiagnosticKind::FolderLoop && *s == Severity::Warning)
        .count();
    assert_eq!(loops, 3, "{:?}", library.diagnostics);
}

#[test]
fn a_link_out_of_the_folder_is_not_read_or_quoted() {
    let (dir, root) = folder_with_lesson();
    let secret = dir.path().join("secret.toml");
    std::fs::write(&secret, "password = \"hunter2\"\n").expect("secret");
    symlink(&secret, root.join("passwd.toml")).expect("link");
    symlink(dir.path(), root.join("outside")).expect("link");
    let library = load_within_a_minute(vec![root]);
    assert_eq!(library.lessons.len(), 1);
    let outside = kinds(&library)
        .iter()
        .filter(|(k, _)| *k == DiagnosticKind::LinkOutsideFolder)
        .count();
    assert_eq!(outside, 2, "{:?}", library.diagnostics);
    assert!(
        library.sources.iter().all(|s| !s.text.contains("hunter2")),
        "a file outside the folder was read"
    );
}

#[test]
fn a_fifo_and_a_device_named_toml_are_never_opened() {
    let (_dir, root) = folder_with_lesson();
    mkfifo(&root.join("pipe.toml"));
    symlink("/dev/zero", root.join("zero.toml")).expect("link");
    let library = load_within_a_minute(vec![root.clone()]);
    assert_eq!(library.lessons.len(), 1);
    let found = kinds(&library);
    assert!(
        found.contains(&(DiagnosticKind::NotRegularFile, Severity::Warning)),
        "{found:?}"
    );
    // /dev/zero lies outside the folder: refused before anyone looks at what it is.
    assert!(
        found.contains(&(DiagnosticKind::LinkOutsideFolder, Severity::Warning)),
        "{found:?}"
    );
    // Named on the command line, the FIFO is refused too (an error: it was asked for).
    let direct = load_within_a_minute(vec![root.join("pipe.toml"), PathBuf::from("/dev/zero")]);
    let errors = kinds(&direct);
    assert_eq!(
        errors,
        vec![
            (DiagnosticKind::NotRegularFile, Severity::Error),
            (DiagnosticKind::NotRegularFile, Severity::Error)
        ]
    );
}

#[test]
fn a_file_over_the_cap_is_an_error_and_the_others_still_load() {
    let (_dir, root) = folder_with_lesson();
    let big = "# a comment line of a lesson that is far too long\n"
        .repeat((MAX_FILE_BYTES as usize) / 40 + 10);
    std::fs::write(root.join("big.toml"), &big).expect("big");
    let blank = "\n".repeat(MAX_FILE_BYTES as usize + 1);
    std::fs::write(root.join("blank.toml"), &blank).expect("blank");
    let library = load_within_a_minute(vec![root]);
    assert_eq!(library.lessons.len(), 1);
    let too_large = kinds(&library)
        .iter()
        .filter(|(k, s)| *k == DiagnosticKind::FileTooLarge && *s == Severity::Error)
        .count();
    assert_eq!(too_large, 2, "{:?}", library.diagnostics);
    // In memory (the browser's import) the same cap holds.
    let imported = Library::load_sources([("big.toml", big.as_bytes())]);
    assert_eq!(imported.diagnostics[0].kind, DiagnosticKind::FileTooLarge);
}

#[test]
fn a_file_just_under_the_cap_is_read_and_parsed() {
    let (_dir, root) = folder_with_lesson();
    let mut text = LESSON.replace("tiny-lesson", "padded-lesson");
    while (text.len() as u64) < MAX_FILE_BYTES - 100 {
        text.push_str("# padding, as a long comment block would be\n");
    }
    std::fs::write(root.join("padded.toml"), &text).expect("padded");
    let library = load_within_a_minute(vec![root]);
    assert_eq!(library.lessons.len(), 2, "{:?}", library.diagnostics);
}

#[test]
fn more_files_than_the_cap_stop_with_one_diagnostic() {
    let dir = tempfile::tempdir().expect("temp dir");
    for index in 0..MAX_FILES + 5 {
        std::fs::write(dir.path().join(format!("f{index:05}.toml")), "").expect("file");
    }
    let (files, diagnostics) = qi_classroom::content::walk::find_files(&[dir.path().to_path_buf()]);
    assert_eq!(files.len(), MAX_FILES);
    let capped: Vec<_> = diagnostics
        .iter()
        .filter(|d| d.kind == DiagnosticKind::TooManyFiles)
        .collect();
    assert_eq!(capped.len(), 1, "{diagnostics:?}");
}

#[test]
fn a_byte_order_mark_is_not_part_of_the_lesson() {
    let text = format!("\u{feff}{LESSON}");
    let library = Library::load_sources([("notepad.toml", text.as_bytes())]);
    assert_eq!(library.lessons.len(), 1, "{:?}", library.diagnostics);
    assert!(library.diagnostics.is_empty(), "{:?}", library.diagnostics);
}

#[test]
fn every_bounds_diagnostic_renders_in_every_locale() {
    let (dir, root) = folder_with_lesson();
    let sub = root.join("sub");
    std::fs::create_dir(&sub).expect("sub");
    symlink("..", sub.join("up")).expect("link");
    symlink(dir.path(), root.join("outside")).expect("link");
    symlink(root.join("gone"), root.join("dangling.toml")).expect("link");
    mkfifo(&root.join("pipe.toml"));
    std::fs::write(root.join("big.toml"), "#\n".repeat(MAX_FILE_BYTES as usize)).expect("big");
    let library = load_within_a_minute(vec![root]);
    let messages: Vec<_> = library
        .diagnostics
        .iter()
        .map(|d| d.message.clone())
        .collect();
    assert!(messages.len() >= 5, "{:?}", library.diagnostics);
    let problems = qi_classroom::i18n::rendering_problems(&messages);
    assert!(problems.is_empty(), "{problems:?}");
}
