//! The Chinese font shipped inside the binary, so Chinese renders on a machine without one.

/// Noto Sans CJK SC Regular cut down to common simplified and traditional characters
/// (SIL OFL 1.1; see `assets/fonts/`).
const CJK_FONT: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/NotoSansCJKsc-subset.otf"
));

/// Symbols the Chinese font lacks (✗ ✔ ➕ …): a subset of DejaVu Sans (Bitstream Vera licence).
const SYMBOL_FONT: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/DejaVuSans-symbols.ttf"
));

/// Adds the Chinese font, then the symbol font, as fallbacks after egui's own fonts (which draw
/// Latin text), for both proportional and monospace text. Calling it again does nothing.
pub fn install_fonts(ctx: &egui::Context) {
    let fallbacks = || {
        [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
            .map(|family| egui::InsertFontFamily {
                family,
                priority: egui::FontPriority::Lowest,
            })
            .to_vec()
    };
    for (name, data) in [
        ("noto-sans-cjk-sc-subset", CJK_FONT),
        ("dejavu-sans-symbols", SYMBOL_FONT),
    ] {
        ctx.add_font(egui::FontInsert::new(
            name,
            egui::FontData::from_static(data),
            fallbacks(),
        ));
    }
}
