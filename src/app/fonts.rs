//! The Chinese font shipped inside the binary, so Chinese renders on a machine without one.

/// Noto Sans CJK SC Regular cut down to common simplified and traditional characters
/// (SIL OFL 1.1; see `assets/fonts/`).
const CJK_FONT: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/NotoSansCJKsc-subset.otf"
));

/// The name the font is registered under.
const CJK_FONT_NAME: &str = "noto-sans-cjk-sc-subset";

/// Adds the Chinese font as a fallback after egui's own fonts (which draw Latin text and
/// emoji), for both proportional and monospace text. Calling it again does nothing.
pub fn install_fonts(ctx: &egui::Context) {
    let fallback = |family| egui::InsertFontFamily {
        family,
        priority: egui::FontPriority::Lowest,
    };
    ctx.add_font(egui::FontInsert::new(
        CJK_FONT_NAME,
        egui::FontData::from_static(CJK_FONT),
        vec![
            fallback(egui::FontFamily::Proportional),
            fallback(egui::FontFamily::Monospace),
        ],
    ));
}
