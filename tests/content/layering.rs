//! The layers may only depend downward: nothing below `app` names egui, eframe or the app, and
//! the rules engines name no layer above them.
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use std::fs;
use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}

fn offenders(layer: &str, forbidden: &[&str]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join(layer);
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut found = Vec::new();
    for file in files {
        let text = fs::read_to_string(&file).expect("source files are readable");
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in forbidden {
                if code.contains(word) {
                    found.push(format!("{}:{}: names {word}", file.display(), number + 1));
                }
            }
        }
    }
    found
}

#[test]
fn layers_below_the_app_never_name_egui_or_the_app() {
    for layer in [
        "rules", "solve", "content", "tutor", "i18n", "progress", "practice",
    ] {
        let found = offenders(layer, &["egui", "eframe", "crate::app"]);
        assert!(found.is_empty(), "{found:#?}");
    }
}

#[test]
fn rules_engines_name_no_layer_above_them() {
    let above = [
        "crate::solve",
        "crate::content",
        "crate::tutor",
        "crate::i18n",
        "crate::cli",
    ];
    let found = offenders("rules", &above);
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn solvers_name_no_layer_above_them() {
    let above = [
        "crate::content",
        "crate::tutor",
        "crate::i18n",
        "crate::cli",
    ];
    let found = offenders("solve", &above);
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn rules_engines_do_no_io() {
    let found = offenders(
        "rules",
        &["std::fs", "std::io", "std::thread", "println!", "eprintln!"],
    );
    assert!(found.is_empty(), "{found:#?}");
}
