//! Writes pages of [`Scene`]s as one PDF with krilla: shapes as vector paths, text in the
//! embedded fonts (subset, so only the characters used are stored).

use super::fonts::{ANIMAL_FONT, TEXT_FONT, text_width};
use super::scene::{Anchor, FontKind, Paint, Rgb, Scene, Shape};
use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};

/// The most pages one PDF may have (a bigger request is refused before drawing).
pub const MAX_PAGES: usize = 400;

/// Why no PDF came out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PdfError {
    /// No pages to write.
    NoPages,
    /// More pages than [`MAX_PAGES`].
    TooManyPages(usize),
    /// An embedded font could not be read.
    BadFont,
    /// The PDF writer failed (its message).
    Writer(String),
}

/// Writes the pages (each scene's size is its page size, in points).
pub fn write_pdf(pages: &[Scene], title: &str) -> Result<Vec<u8>, PdfError> {
    if pages.is_empty() {
        return Err(PdfError::NoPages);
    }
    if pages.len() > MAX_PAGES {
        return Err(PdfError::TooManyPages(pages.len()));
    }
    let text_font = Font::new(TEXT_FONT.into(), 0).ok_or(PdfError::BadFont)?;
    let animal_font = Font::new(ANIMAL_FONT.into(), 0).ok_or(PdfError::BadFont)?;
    let mut document = Document::new();
    document.set_metadata(krilla::metadata::Metadata::new().title(title.to_string()));
    for scene in pages {
        let settings = PageSettings::from_wh(scene.width, scene.height).ok_or(PdfError::NoPages)?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        for shape in &scene.shapes {
            draw_shape(&mut surface, shape, &text_font, &animal_font);
        }
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|error| PdfError::Writer(format!("{error:?}")))
}

fn colour(c: Rgb) -> krilla::paint::Paint {
    rgb::Color::new(c.0, c.1, c.2).into()
}

fn set_paint(surface: &mut Surface<'_>, paint: Paint) {
    surface.set_fill(paint.fill.map(|c| Fill {
        paint: colour(c),
        ..Fill::default()
    }));
    surface.set_stroke(paint.stroke.map(|(c, width)| Stroke {
        paint: colour(c),
        width,
        line_cap: krilla::paint::LineCap::Round,
        line_join: krilla::paint::LineJoin::Round,
        ..Stroke::default()
    }));
}

/// A rounded rectangle's outline (four quarter circles as quadratic curves).
fn rounded_rect(builder: &mut PathBuilder, [x, y, w, h]: [f32; 4], radius: f32) {
    let r = radius.min(w / 2.0).min(h / 2.0).max(0.0);
    if r <= 0.0 {
        if let Some(rect) = Rect::from_xywh(x, y, w, h) {
            builder.push_rect(rect);
        }
        return;
    }
    builder.move_to(x + r, y);
    builder.line_to(x + w - r, y);
    builder.quad_to(x + w, y, x + w, y + r);
    builder.line_to(x + w, y + h - r);
    builder.quad_to(x + w, y + h, x + w - r, y + h);
    builder.line_to(x + r, y + h);
    builder.quad_to(x, y + h, x, y + h - r);
    builder.line_to(x, y + r);
    builder.quad_to(x, y, x + r, y);
    builder.close();
}

/// A circle as four cubic Béziers.
fn circle(builder: &mut PathBuilder, (cx, cy): (f32, f32), r: f32) {
    let k = 0.552_284_8 * r;
    builder.move_to(cx + r, cy);
    builder.cubic_to(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
    builder.cubic_to(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
    builder.cubic_to(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
    builder.cubic_to(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
    builder.close();
}

fn draw_shape(surface: &mut Surface<'_>, shape: &Shape, text_font: &Font, animal_font: &Font) {
    let mut builder = PathBuilder::new();
    let paint = match shape {
        Shape::Rect {
            rect,
            radius,
            paint,
        } => {
            rounded_rect(&mut builder, *rect, *radius);
            *paint
        }
        Shape::Circle {
            centre,
            radius,
            paint,
        } => {
            circle(&mut builder, *centre, *radius);
            *paint
        }
        Shape::Path {
            points,
            closed,
            paint,
        } => {
            let Some((first, rest)) = points.split_first() else {
                return;
            };
            builder.move_to(first.0, first.1);
            for p in rest {
                builder.line_to(p.0, p.1);
            }
            if *closed {
                builder.close();
            }
            *paint
        }
        Shape::Text {
            at,
            size,
            font,
            colour: ink,
            anchor,
            text,
        } => {
            if text.is_empty() {
                return;
            }
            let width = text_width(*font, text, *size);
            let x = match anchor {
                Anchor::Start => at.0,
                Anchor::Middle => at.0 - width / 2.0,
                Anchor::End => at.0 - width,
            };
            set_paint(surface, Paint::fill(*ink));
            let font = match font {
                FontKind::Text => text_font,
                FontKind::Animals => animal_font,
            };
            surface.draw_text(
                Point::from_xy(x, at.1),
                font.clone(),
                *size,
                text,
                false,
                TextDirection::Auto,
            );
            return;
        }
    };
    if let Some(path) = builder.finish() {
        set_paint(surface, paint);
        surface.draw_path(&path);
    }
}
