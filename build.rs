//! Lists `lessons/*.toml` and `puzzles/*.toml` into `OUT_DIR/embedded_content.rs` so the binary
//! carries the shipped content (`content::library::EMBEDDED`).

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".to_owned());
    let mut out = String::from("&[\n");
    for folder in ["lessons", "puzzles"] {
        // A folder watched this way reruns the script when any file in it changes.
        println!("cargo:rerun-if-changed={folder}");
        let dir = Path::new(&root).join(folder);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut names: Vec<String> = entries
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|name| name.ends_with(".toml"))
            .collect();
        names.sort();
        for name in names {
            let path = dir.join(&name);
            let _ = writeln!(
                out,
                "    ({:?}, include_str!({:?})),",
                format!("{folder}/{name}"),
                path.display().to_string()
            );
        }
    }
    out.push_str("]\n");
    let out_dir = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".to_owned());
    if let Err(error) = std::fs::write(Path::new(&out_dir).join("embedded_content.rs"), out) {
        println!("cargo:warning=cannot write the embedded content list: {error}");
        std::process::exit(1);
    }
}
