//! Colours and sizes: a friendly light theme, a colour-blind-safe variant (Okabe–Ito blue and
//! orange instead of red and green), and the text size setting.

use crate::progress::Settings;
use egui::{Color32, FontFamily, FontId, TextStyle};

/// Colours the boards and feedback use; the colour-blind-safe set never tells two things apart
/// by red against green, and feedback always adds a shape or ✓/✗ as well.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    /// A right answer or a legal move.
    pub good: Color32,
    /// A wrong answer or an illegal move.
    pub bad: Color32,
    /// Selection and the last move.
    pub highlight: Color32,
    /// The first side (red in Jungle, black in Renju).
    pub side_one: Color32,
    /// The second side.
    pub side_two: Color32,
}

impl Palette {
    /// The palette for the settings.
    pub fn for_settings(settings: &Settings) -> Palette {
        if settings.colour_blind_safe {
            // Okabe & Ito's palette, distinguishable with every common colour-vision deficiency.
            Palette {
                good: Color32::from_rgb(0x00, 0x72, 0xB2),
                bad: Color32::from_rgb(0xD5, 0x5E, 0x00),
                highlight: Color32::from_rgb(0xE6, 0x9F, 0x00),
                side_one: Color32::from_rgb(0xD5, 0x5E, 0x00),
                side_two: Color32::from_rgb(0x00, 0x72, 0xB2),
            }
        } else {
            Palette {
                good: Color32::from_rgb(0x2E, 0x8B, 0x3A),
                bad: Color32::from_rgb(0xC6, 0x28, 0x28),
                highlight: Color32::from_rgb(0xF2, 0xB7, 0x05),
                side_one: Color32::from_rgb(0xC6, 0x28, 0x28),
                side_two: Color32::from_rgb(0x1E, 0x5A, 0xA8),
            }
        }
    }
}

/// Applies theme and text size to the context.
pub fn apply(ctx: &egui::Context, settings: &Settings) {
    let palette = Palette::for_settings(settings);
    // One light look whatever the system theme: classrooms are bright and projectors wash out
    // dark themes.
    ctx.all_styles_mut(|style| {
        style.visuals = egui::Visuals::light();
        style.visuals.selection.bg_fill = palette.highlight.gamma_multiply(0.6);
        style.visuals.selection.stroke = egui::Stroke::new(2.0, Color32::BLACK);
        style.visuals.hyperlink_color = palette.side_two;
        style.visuals.warn_fg_color = palette.highlight;
        style.visuals.error_fg_color = palette.bad;
        // Children read larger text than egui's defaults; the text size setting zooms on top.
        style.text_styles = [
            (
                TextStyle::Small,
                FontId::new(14.0, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(18.0, FontFamily::Proportional)),
            (
                TextStyle::Button,
                FontId::new(18.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Heading,
                FontId::new(28.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(16.0, FontFamily::Monospace),
            ),
        ]
        .into();
        style.spacing.button_padding = egui::vec2(10.0, 6.0);
        style.spacing.item_spacing = egui::vec2(10.0, 8.0);
    });
    fit_zoom(ctx, settings);
}

/// The window size the layout is designed for, in points; larger windows zoom in.
const DESIGN_SIZE: egui::Vec2 = egui::vec2(1024.0, 768.0);
/// The most a large window zooms in (a 4K projector still keeps room for the board).
const MAX_WINDOW_ZOOM: f32 = 2.0;

/// How much a window of `size` (in unzoomed points) zooms in: 1 up to the design size, then
/// growing with the smaller of its width and height ratios, so text on a 1920×1080 projector
/// is as large, relative to the screen, as on a 1024×768 laptop.
pub fn window_zoom(size: egui::Vec2) -> f32 {
    let ratio = (size.x / DESIGN_SIZE.x).min(size.y / DESIGN_SIZE.y);
    if ratio.is_finite() {
        ratio.clamp(1.0, MAX_WINDOW_ZOOM)
    } else {
        1.0
    }
}

/// Sets the zoom from the window size and the text-size setting; called every frame (cheap)
/// so resizing the window or moving it to the projector rescales at once. Everything is drawn
/// as shapes and text, so it stays crisp at any zoom.
pub fn fit_zoom(ctx: &egui::Context, settings: &Settings) {
    let (points, pixels_per_point) =
        ctx.input(|input| (input.viewport_rect().size(), input.pixels_per_point()));
    let native = ctx.native_pixels_per_point().unwrap_or(1.0);
    // The window in points as they would be without any zoom.
    let unzoomed = points * pixels_per_point / native;
    let zoom = window_zoom(unzoomed) * settings.text_size.scale();
    if (ctx.zoom_factor() - zoom).abs() > 0.01 {
        ctx.set_zoom_factor(zoom);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_windows_zoom_in_and_small_ones_do_not() {
        assert_eq!(window_zoom(egui::vec2(800.0, 600.0)), 1.0);
        assert_eq!(window_zoom(egui::vec2(1024.0, 768.0)), 1.0);
        let full_hd = window_zoom(egui::vec2(1920.0, 1080.0));
        assert!((full_hd - 1080.0 / 768.0).abs() < 1e-4);
        assert_eq!(window_zoom(egui::vec2(3840.0, 2160.0)), MAX_WINDOW_ZOOM);
        assert_eq!(window_zoom(egui::vec2(f32::NAN, 768.0)), 1.0);
    }
}
