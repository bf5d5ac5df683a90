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

/// The animal pictures of the Jungle tokens: a subset of Symbola ("free for any use"; see
/// `assets/fonts/`).
const ANIMAL_ICON_FONT: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/Symbola-animals.ttf"
));

/// The font family of the animal pictures (only the board's tokens use it).
pub const ANIMAL_ICONS: &str = "animal-icons";

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
    ctx.add_font(egui::FontInsert::new(
        ANIMAL_ICONS,
        egui::FontData::from_static(ANIMAL_ICON_FONT),
        vec![egui::InsertFontFamily {
            family: egui::FontFamily::Name(ANIMAL_ICONS.into()),
            priority: egui::FontPriority::Highest,
        }],
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::animal_icon;
    use crate::rules::jungle::Animal;

    #[test]
    fn every_animal_has_its_own_picture_in_the_icon_font() {
        let ctx = egui::Context::default();
        install_fonts(&ctx);
        // Fonts added with `add_font` take effect at the start of the next pass.
        let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
        output.textures_delta.clear();
        let icons = egui::FontId::new(20.0, egui::FontFamily::Name(ANIMAL_ICONS.into()));
        let pictures: Vec<&str> = Animal::ALL.iter().map(|&a| animal_icon(a)).collect();
        for (animal, picture) in Animal::ALL.iter().zip(&pictures) {
            assert!(
                ctx.fonts_mut(|fonts| fonts.has_glyphs(&icons, picture)),
                "no picture for the {animal:?}"
            );
        }
        let mut distinct = pictures.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(
            distinct.len(),
            pictures.len(),
            "two animals share a picture"
        );
    }
}
