//! The first page of a sheet drawn in the app before it is saved, so a teacher sees what will
//! come out of the printer (the layout, the boards, the language) without opening a viewer.
//! It paints the same vector [`Scene`] the PDF is written from, with egui's painter: no
//! picture is rasterised and no renderer is added to the app.

use crate::app::fonts::ANIMAL_ICONS;
use crate::print::scene::{Anchor, FontKind, Paint, Rgb, Scene, Shape};
use egui::{Color32, Pos2, Stroke, vec2};

fn colour(c: Rgb) -> Color32 {
    Color32::from_rgb(c.0, c.1, c.2)
}

fn fill(paint: &Paint) -> Color32 {
    paint.fill.map_or(Color32::TRANSPARENT, colour)
}

fn stroke(paint: &Paint, scale: f32) -> Stroke {
    paint.stroke.map_or(Stroke::NONE, |(c, width)| {
        Stroke::new(width * scale, colour(c))
    })
}

/// Draws `page` `width` points wide on white paper with a thin border; the response is the
/// page's area (its hover says what it is).
pub fn page_ui(ui: &mut egui::Ui, page: &Scene, width: f32) -> egui::Response {
    let scale = width / page.width.max(1.0);
    let size = vec2(width, page.height * scale);
    let (response, painter) = ui.allocate_painter(size, egui::Sense::hover());
    let origin = response.rect.min;
    let at = |(x, y): (f32, f32)| -> Pos2 { origin + vec2(x * scale, y * scale) };
    painter.rect_filled(response.rect, 0.0, Color32::WHITE);
    for shape in &page.shapes {
        match shape {
            Shape::Rect {
                rect,
                radius,
                paint,
            } => {
                let area = egui::Rect::from_min_size(
                    at((rect[0], rect[1])),
                    vec2(rect[2] * scale, rect[3] * scale),
                );
                let corner = radius * scale;
                painter.rect(
                    area,
                    corner,
                    fill(paint),
                    stroke(paint, scale),
                    egui::StrokeKind::Middle,
                );
            }
            Shape::Circle {
                centre,
                radius,
                paint,
            } => {
                painter.circle(
                    at(*centre),
                    radius * scale,
                    fill(paint),
                    stroke(paint, scale),
                );
            }
            Shape::Path {
                points,
                closed,
                paint,
            } => {
                let points: Vec<Pos2> = points.iter().map(|p| at(*p)).collect();
                let path = if *closed {
                    // A preview's polygons (stones' marks, arrow heads) are small and convex.
                    egui::epaint::PathShape::convex_polygon(
                        points,
                        fill(paint),
                        stroke(paint, scale),
                    )
                } else {
                    egui::epaint::PathShape::line(points, stroke(paint, scale))
                };
                painter.add(path);
            }
            Shape::Text {
                at: point,
                size,
                font,
                colour: c,
                anchor,
                text,
            } => {
                // `at` is on the baseline: egui places text by its box, whose bottom is close.
                let align = match anchor {
                    Anchor::Start => egui::Align2::LEFT_BOTTOM,
                    Anchor::Middle => egui::Align2::CENTER_BOTTOM,
                    Anchor::End => egui::Align2::RIGHT_BOTTOM,
                };
                let position = at(*point) + vec2(0.0, size * scale * 0.25);
                // The animal pictures are the same cut of Symbola the app's board tokens use.
                let family = match font {
                    FontKind::Text => egui::FontFamily::Proportional,
                    FontKind::Animals => egui::FontFamily::Name(ANIMAL_ICONS.into()),
                };
                let font = egui::FontId::new((size * scale).max(1.0), family);
                // A text the app's fonts cannot draw is left out rather than shown as boxes
                // (the PDF embeds its own fonts; the preview shows the layout).
                let drawable = painter.fonts_mut(|fonts| {
                    fonts.families().contains(&font.family) && fonts.has_glyphs(&font, text)
                });
                if drawable {
                    painter.text(position, align, text, font, colour(*c));
                }
            }
        }
    }
    painter.rect_stroke(
        response.rect,
        0.0,
        Stroke::new(1.0, Color32::GRAY),
        egui::StrokeKind::Outside,
    );
    response
}
