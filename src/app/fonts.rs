//! The fonts beyond egui's own: Chinese (so Chinese renders on a machine without a Chinese
//! font), symbols and the animal pictures. The Chinese font comes from the platform: built into
//! the native binary; on the web a small cut is built in and the whole font arrives later
//! ([`add_cjk_font`]).

use super::platform::embedded_cjk_font;

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
    let (cjk_name, cjk_font) = embedded_cjk_font();
    for (name, data) in [(cjk_name, cjk_font), ("dejavu-sans-symbols", SYMBOL_FONT)] {
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

/// Whether `data` is an OpenType/TrueType font whose tables all lie inside it: a font cut
/// short on the way (a dropped connection) is refused, since egui would panic on it.
pub fn font_is_whole(data: &[u8]) -> bool {
    let read = |at: usize, len: usize| data.get(at..at + len);
    let u16_at = |at| read(at, 2).map(|b| usize::from(u16::from_be_bytes([b[0], b[1]])));
    let u32_at = |at| read(at, 4).map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]) as usize);
    let Some(tag) = read(0, 4) else {
        return false;
    };
    if tag != b"OTTO" && tag != [0, 1, 0, 0] && tag != b"true" {
        return false;
    }
    let Some(tables) = u16_at(4) else {
        return false;
    };
    tables > 0
        && (0..tables).all(|table| {
            let record = 12 + 16 * table;
            match (u32_at(record + 8), u32_at(record + 12)) {
                (Some(offset), Some(length)) => offset.saturating_add(length) <= data.len(),
                _ => false,
            }
        })
}

/// Adds a Chinese font that arrived after start-up (the web page fetches the whole font),
/// before the built-in one, so its glyphs are used from the next frame on. A font that is not
/// whole ([`font_is_whole`]) is left out: the built-in one goes on drawing.
pub fn add_cjk_font(ctx: &egui::Context, name: &str, data: Vec<u8>) {
    if !font_is_whole(&data) {
        return;
    }
    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
        .map(|family| egui::InsertFontFamily {
            family,
            priority: egui::FontPriority::Lowest,
        })
        .to_vec();
    ctx.add_font(egui::FontInsert::new(
        name,
        egui::FontData::from_owned(data),
        families,
    ));
    ctx.request_repaint();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::animal_icon;
    use crate::rules::jungle::Animal;

    #[test]
    fn a_chinese_font_that_arrives_later_draws_chinese_from_the_next_frame() {
        let ctx = egui::Context::default();
        let font = egui::FontId::new(20.0, egui::FontFamily::Proportional);
        let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
        output.textures_delta.clear();
        assert!(!ctx.fonts_mut(|fonts| fonts.has_glyphs(&font, "狮子")));
        add_cjk_font(&ctx, "late-cjk", embedded_cjk_font().1.to_vec());
        let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
        output.textures_delta.clear();
        assert!(ctx.fonts_mut(|fonts| fonts.has_glyphs(&font, "狮子")));
    }

    #[test]
    fn a_font_cut_short_or_not_a_font_is_not_whole() {
        let font = embedded_cjk_font().1;
        assert!(font_is_whole(font));
        assert!(font_is_whole(SYMBOL_FONT));
        assert!(!font_is_whole(&font[..font.len() / 2]));
        assert!(!font_is_whole(&font[..11]));
        assert!(!font_is_whole(b""));
        assert!(!font_is_whole(b"<html>not found</html>"));
    }

    /// Asserts that each of `pictures` (named for the failure message) is drawn by the icon
    /// font and that no two are the same.
    fn assert_own_pictures_in_the_icon_font<T: std::fmt::Debug>(pictures: &[(T, &str)]) {
        let ctx = egui::Context::default();
        install_fonts(&ctx);
        // Fonts added with `add_font` take effect at the start of the next pass.
        let mut output = ctx.run_ui(egui::RawInput::default(), |_| {});
        output.textures_delta.clear();
        let icons = egui::FontId::new(20.0, egui::FontFamily::Name(ANIMAL_ICONS.into()));
        for (name, picture) in pictures {
            assert!(
                ctx.fonts_mut(|fonts| fonts.has_glyphs(&icons, picture)),
                "no picture for {name:?}"
            );
        }
        let mut distinct: Vec<&str> = pictures.iter().map(|&(_, p)| p).collect();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), pictures.len(), "two share a picture");
    }

    #[test]
    fn every_animal_has_its_own_picture_in_the_icon_font() {
        let pictures: Vec<_> = Animal::ALL.iter().map(|&a| (a, animal_icon(a))).collect();
        assert_own_pictures_in_the_icon_font(&pictures);
    }

    #[test]
    fn every_avatar_is_a_picture_of_its_own_in_the_icon_font() {
        use crate::progress::Avatar;
        let pictures: Vec<_> = Avatar::ALL
            .iter()
            .map(|&a| (a, crate::app::avatar::picture(a)))
            .collect();
        assert_own_pictures_in_the_icon_font(&pictures);
    }
}
