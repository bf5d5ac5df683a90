//! `qi-classroom app --lessons DIR`: documented in `--help`, and the folders' diagnostics are
//! printed to stderr in the `check` form before the window opens (here it cannot: no display).
#![allow(clippy::unwrap_used)]

use std::process::{Command, Output};

fn app(args: &[&str], data_dir: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        // No display: the window cannot open, so the run ends after the diagnostics.
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("QI_CLASSROOM_DATA_DIR", data_dir)
        .arg("app")
        .args(args)
        .output()
        .expect("the binary runs")
}

#[test]
fn help_explains_lessons() {
    let data = tempfile::tempdir().unwrap();
    let out = app(&["--help"], data.path());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("--lessons <DIR>"), "{stdout}");
    assert!(stdout.contains("may be given more than once"), "{stdout}");
}

// Without a display only Linux and the BSDs fail to open a window; elsewhere it would open.
#[cfg(all(unix, not(target_os = "macos")))]
#[test]
fn a_bad_lesson_folder_prints_its_diagnostics_in_the_check_form() {
    let data = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let folder = work.path().join("mine");
    std::fs::create_dir(&folder).unwrap();
    std::fs::copy("tests/data/content/unknown_key.toml", folder.join("a.toml")).unwrap();
    let missing = work.path().join("not-there");
    let out = app(
        &[
            "--lessons",
            folder.to_str().unwrap(),
            "--lessons",
            missing.to_str().unwrap(),
        ],
        data.path(),
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("a.toml:3:1"), "{stderr}");
    assert!(stderr.contains("did you mean `title`?"), "{stderr}");
    assert!(
        stderr.contains("checked 1 lesson, 0 puzzles: 1 error, 0 warnings"),
        "{stderr}"
    );
    assert!(stderr.contains("✗ Skipped, it has errors:"), "{stderr}");
    assert!(stderr.contains("not-there"), "{stderr}");
    // Folders given on the command line are for this run only.
    assert!(!data.path().join("settings.json").exists());
}
