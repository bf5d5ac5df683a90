//! The `classroom` layer is what the app and the server share: it names neither egui nor the
//! server's crates, does no I/O, and the store names no web framework.

use std::fs;
use std::path::Path;

fn offenders(layer: &str, forbidden: &[&str]) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join(layer);
    let mut found = Vec::new();
    let Ok(entries) = fs::read_dir(&dir) else {
        return vec![format!("{} is missing", dir.display())];
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        for (number, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in forbidden {
                if code.contains(word) {
                    found.push(format!("{}:{}: names {word}", path.display(), number + 1));
                }
            }
        }
    }
    found
}

#[test]
fn the_classroom_layer_names_no_ui_no_server_crate_and_does_no_io() {
    let found = offenders(
        "classroom",
        &[
            "egui",
            "eframe",
            "axum",
            "tokio",
            "sqlx",
            "crate::app",
            "crate::server",
            "crate::store",
            "std::fs",
            "std::net",
            "println!",
        ],
    );
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_store_names_no_web_framework_and_no_ui() {
    let found = offenders("store", &["axum", "egui", "crate::server", "crate::app"]);
    assert!(found.is_empty(), "{found:#?}");
}
