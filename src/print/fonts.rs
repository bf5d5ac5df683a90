//! The two fonts of the printed sheets, embedded in the binary: Noto Sans CJK SC (Latin and
//! Chinese, CFF OpenType; the PDF writer subsets it) and the animal pictures; and the width of
//! a text in them, for wrapping and fitting lines.

use super::scene::FontKind;
use std::sync::OnceLock;

/// Noto Sans CJK SC, cut down (see `assets/fonts/README.md`).
pub const TEXT_FONT: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/NotoSansCJKsc-subset.otf"
));

/// The animal pictures (Symbola, cut down): the eight Jungle animals and four avatars.
pub const ANIMAL_FONT: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/Symbola-animals.ttf"
));

/// A parsed font: its glyph advances per character, in ems.
struct Metrics {
    face: ttf_parser::Face<'static>,
    units_per_em: f32,
}

fn metrics(kind: FontKind) -> Option<&'static Metrics> {
    static TEXT: OnceLock<Option<Metrics>> = OnceLock::new();
    static ANIMALS: OnceLock<Option<Metrics>> = OnceLock::new();
    let (cell, data) = match kind {
        FontKind::Text => (&TEXT, TEXT_FONT),
        FontKind::Animals => (&ANIMALS, ANIMAL_FONT),
    };
    cell.get_or_init(|| {
        let face = ttf_parser::Face::parse(data, 0).ok()?;
        let units_per_em = f32::from(face.units_per_em()).max(1.0);
        Some(Metrics { face, units_per_em })
    })
    .as_ref()
}

/// Whether the font has a picture for `c` (a character it lacks prints as an empty box).
pub fn has_glyph(kind: FontKind, c: char) -> bool {
    metrics(kind).is_some_and(|m| m.face.glyph_index(c).is_some())
}

/// The advance of one character at `size` points (a missing character counts as the font's
/// fallback glyph, or half an em).
pub fn char_width(kind: FontKind, c: char, size: f32) -> f32 {
    let Some(m) = metrics(kind) else {
        return size * 0.5;
    };
    let glyph = m.face.glyph_index(c).unwrap_or(ttf_parser::GlyphId(0));
    let advance = m.face.glyph_hor_advance(glyph).unwrap_or(500);
    f32::from(advance) / m.units_per_em * size
}

/// The width of one line of text at `size` points.
pub fn text_width(kind: FontKind, text: &str, size: f32) -> f32 {
    text.chars().map(|c| char_width(kind, c, size)).sum()
}
