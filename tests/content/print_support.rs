//! Runs `qi-classroom print …` and reads the PDF back with Debian's poppler-utils (`pdffonts`,
//! `pdftotext`, `pdfinfo`, `pdftoppm`), as a teacher's printer would see it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The binary, English unless `--lang` says otherwise, with its own empty data folder.
pub fn print(data_dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .env("QI_CLASSROOM_DATA_DIR", data_dir)
        .arg("print")
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Prints into `dir/name` and returns the PDF's path; panics with stderr on failure.
pub fn print_ok(dir: &Path, name: &str, args: &[&str]) -> PathBuf {
    let out = dir.join(name);
    let mut all: Vec<&str> = args.to_vec();
    let out_text = out.display().to_string();
    all.extend(["--out", &out_text]);
    let output = print(dir, &all);
    assert!(
        output.status.success(),
        "print {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    out
}

fn tool(name: &str, args: &[&str]) -> String {
    let output = Command::new(name)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{name} (poppler-utils) must be installed: {e}"));
    assert!(
        output.status.success(),
        "{name} {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The PDF's text, every page, layout kept.
pub fn text(pdf: &Path) -> String {
    tool("pdftotext", &["-layout", &pdf.display().to_string(), "-"])
}

/// The text with all white space removed (wrapped lines join up).
pub fn squashed(pdf: &Path) -> String {
    text(pdf).chars().filter(|c| !c.is_whitespace()).collect()
}

/// The page count from `pdfinfo`.
pub fn pages(pdf: &Path) -> usize {
    tool("pdfinfo", &[&pdf.display().to_string()])
        .lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .expect("pdfinfo gives a page count")
}

/// Asserts that every font `pdffonts` lists is embedded (and that there is at least one).
pub fn assert_fonts_embedded(pdf: &Path) {
    let listing = tool("pdffonts", &[&pdf.display().to_string()]);
    let rows: Vec<&str> = listing
        .lines()
        .skip(2)
        .filter(|l| !l.trim().is_empty())
        .collect();
    assert!(
        !rows.is_empty(),
        "no fonts in {}:\n{listing}",
        pdf.display()
    );
    for row in rows {
        // name type encoding emb sub uni object ID: "emb" is the fourth column from the right.
        let columns: Vec<&str> = row.split_whitespace().collect();
        let emb = columns.len().checked_sub(5).map(|i| columns[i]);
        assert_eq!(emb, Some("yes"), "a font is not embedded:\n{listing}");
    }
}

/// Renders every page at 30 dpi and asserts that none is blank (some dark pixels besides the
/// page number) and that their count is `pdfinfo`'s.
pub fn assert_pages_render(pdf: &Path, dir: &Path) {
    let prefix = dir.join("page");
    tool(
        "pdftoppm",
        &[
            "-r",
            "30",
            "-gray",
            &pdf.display().to_string(),
            &prefix.display().to_string(),
        ],
    );
    let mut rendered: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("page"))
        })
        .collect();
    rendered.sort();
    assert_eq!(rendered.len(), pages(pdf), "every page renders");
    for page in &rendered {
        let dark = dark_pixels(page);
        assert!(
            dark > 400,
            "{} is (nearly) blank: {dark} dark pixels",
            page.display()
        );
        std::fs::remove_file(page).unwrap();
    }
}

/// Dark pixels of a binary PGM (P5) file.
fn dark_pixels(path: &Path) -> usize {
    let bytes = std::fs::read(path).unwrap();
    // Header: P5, width, height, maxval, each after white space.
    let mut fields = 0;
    let mut index = 0;
    while fields < 4 && index < bytes.len() {
        while index < bytes.len() && bytes[index].is_ascii_whitespace() {
            index += 1;
        }
        while index < bytes.len() && !bytes[index].is_ascii_whitespace() {
            index += 1;
        }
        fields += 1;
    }
    bytes[index + 1..].iter().filter(|b| **b < 128).count()
}
