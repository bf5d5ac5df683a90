//! The web page's first frame draws Chinese with the small cut of the font built into the wasm
//! file (`assets/fonts/NotoSansCJKsc-web-first.otf`): every character of the built-in lessons,
//! puzzles and the three locales that the whole font has, the cut has too.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use std::collections::BTreeSet;
use std::path::Path;

fn font_with(name: &str, bytes: Vec<u8>) -> egui::Context {
    let mut fonts = egui::FontDefinitions::empty();
    fonts
        .font_data
        .insert(name.to_owned(), egui::FontData::from_owned(bytes).into());
    fonts
        .families
        .insert(egui::FontFamily::Proportional, vec![name.to_owned()]);
    let ctx = egui::Context::default();
    ctx.set_fonts(fonts);
    let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
    output.textures_delta.clear();
    ctx
}

fn characters_of(folder: &Path, extension: &str, out: &mut BTreeSet<char>) {
    for entry in std::fs::read_dir(folder).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            characters_of(&path, extension, out);
        } else if path.extension().is_some_and(|ext| ext == extension) {
            let text = std::fs::read_to_string(&path).unwrap();
            out.extend(text.chars().filter(|&c| u32::from(c) >= 0x2E80));
        }
    }
}

#[test]
fn the_web_first_font_cut_has_every_chinese_character_of_the_lessons_and_locales() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let fonts = root.join("assets/fonts");
    let whole = font_with(
        "whole",
        std::fs::read(fonts.join("NotoSansCJKsc-subset.otf")).unwrap(),
    );
    let cut = font_with(
        "cut",
        std::fs::read(fonts.join("NotoSansCJKsc-web-first.otf")).unwrap(),
    );
    let mut wanted = BTreeSet::new();
    characters_of(&root.join("lessons"), "toml", &mut wanted);
    characters_of(&root.join("puzzles"), "toml", &mut wanted);
    characters_of(&root.join("locales"), "ftl", &mut wanted);
    assert!(wanted.len() > 200, "too few Chinese characters found");
    let font = egui::FontId::new(20.0, egui::FontFamily::Proportional);
    let has = |ctx: &egui::Context, c: char| ctx.fonts_mut(|f| f.has_glyphs(&font, &c.to_string()));
    let missing: String = wanted
        .iter()
        .copied()
        .filter(|&c| has(&whole, c) && !has(&cut, c))
        .collect();
    assert!(
        missing.is_empty(),
        "run scripts/make-web-font-subset.sh: the cut lacks {missing}"
    );
}
