//! Colours and sizes: three board themes (garden, meadow, high contrast), a colour-blind-safe
//! variant of the feedback colours (Okabe–Ito blue and orange instead of red and green), and
//! the text size setting.

use crate::progress::{BoardTheme, Settings};
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
    /// The board's own colours.
    pub board: BoardColours,
}

/// The colours a board is drawn in, from the board theme.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardColours {
    /// Jungle land squares.
    pub land: Color32,
    /// Jungle river squares.
    pub water: Color32,
    /// Jungle grid lines and the board's edge.
    pub line: Color32,
    /// The Renju board.
    pub wood: Color32,
    /// The Renju grid and star points.
    pub ink: Color32,
    /// How much thicker lines are drawn than in the garden theme.
    pub line_weight: f32,
}

impl BoardColours {
    /// The colours of a theme.
    pub fn for_theme(theme: BoardTheme) -> BoardColours {
        match theme {
            BoardTheme::Garden => BoardColours {
                land: Color32::from_rgb(0xE8, 0xDC, 0xB0),
                water: Color32::from_rgb(0x9C, 0xCB, 0xEB),
                line: Color32::from_rgb(0x6B, 0x5B, 0x3E),
                wood: Color32::from_rgb(0xE3, 0xB8, 0x6A),
                ink: Color32::from_rgb(0x3A, 0x2A, 0x10),
                line_weight: 1.0,
            },
            BoardTheme::Meadow => BoardColours {
                land: Color32::from_rgb(0xD4, 0xEA, 0xB8),
                water: Color32::from_rgb(0x86, 0xBF, 0xE6),
                line: Color32::from_rgb(0x3F, 0x5E, 0x2E),
                wood: Color32::from_rgb(0xF2, 0xDC, 0xA4),
                ink: Color32::from_rgb(0x2E, 0x24, 0x14),
                line_weight: 1.0,
            },
            BoardTheme::HighContrast => BoardColours {
                land: Color32::WHITE,
                water: Color32::from_rgb(0x2F, 0x6F, 0xE0),
                line: Color32::BLACK,
                wood: Color32::from_rgb(0xFF, 0xF4, 0xC2),
                ink: Color32::BLACK,
                line_weight: 2.0,
            },
        }
    }
}

impl Palette {
    /// The palette for the settings.
    pub fn for_settings(settings: &Settings) -> Palette {
        let board = BoardColours::for_theme(settings.board_theme);
        let palette = Palette::feedback(settings, board);
        // Yellow marks vanish on a high-contrast board: a deep magenta instead.
        if settings.board_theme == BoardTheme::HighContrast {
            Palette {
                highlight: Color32::from_rgb(0xB0, 0x00, 0x70),
                ..palette
            }
        } else {
            palette
        }
    }

    fn feedback(settings: &Settings, board: BoardColours) -> Palette {
        if settings.colour_blind_safe {
            // Okabe & Ito's palette, distinguishable with every common colour-vision deficiency.
            Palette {
                good: Color32::from_rgb(0x00, 0x72, 0xB2),
                bad: Color32::from_rgb(0xD5, 0x5E, 0x00),
                highlight: Color32::from_rgb(0xE6, 0x9F, 0x00),
                side_one: Color32::from_rgb(0xD5, 0x5E, 0x00),
                side_two: Color32::from_rgb(0x00, 0x72, 0xB2),
                board,
            }
        } else {
            Palette {
                good: Color32::from_rgb(0x2E, 0x8B, 0x3A),
                bad: Color32::from_rgb(0xC6, 0x28, 0x28),
                highlight: Color32::from_rgb(0xF2, 0xB7, 0x05),
                side_one: Color32::from_rgb(0xC6, 0x28, 0x28),
                side_two: Color32::from_rgb(0x1E, 0x5A, 0xA8),
                board,
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
        if settings.board_theme == BoardTheme::HighContrast {
            high_contrast(&mut style.visuals);
        }
        // Warnings and errors are written as text (a wrong PIN, a server that does not
        // answer): the palette's hue, darkened until it reads on the panels (the yellow
        // highlight itself is 1.7:1 on them).
        let backgrounds = [
            style.visuals.panel_fill,
            style.visuals.window_fill,
            style.visuals.faint_bg_color,
        ];
        style.visuals.warn_fg_color = readable_on(palette.highlight, &backgrounds);
        style.visuals.error_fg_color = readable_on(palette.bad, &backgrounds);
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

/// The contrast for text: WCAG's AA level for body text.
pub const TEXT_CONTRAST: f32 = 4.5;

/// WCAG's relative luminance of a colour (0 black … 1 white).
fn relative_luminance(colour: Color32) -> f32 {
    let linear = |value: u8| {
        let s = f32::from(value) / 255.0;
        if s <= 0.040_45 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(colour.r()) + 0.7152 * linear(colour.g()) + 0.0722 * linear(colour.b())
}

/// WCAG's contrast ratio of two colours (1 … 21).
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (a, b) = (relative_luminance(a), relative_luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// `colour`, darkened step by step until text in it reads on every one of `backgrounds` (light
/// ones: the app's look is light) at [`TEXT_CONTRAST`]; at most 40 steps, which reach near black.
fn readable_on(colour: Color32, backgrounds: &[Color32]) -> Color32 {
    let mut text = colour;
    for _ in 0..40 {
        if backgrounds
            .iter()
            .all(|&background| contrast(text, background) >= TEXT_CONTRAST)
        {
            break;
        }
        let darker = |value: u8| (f32::from(value) * 0.9) as u8;
        text = Color32::from_rgb(darker(text.r()), darker(text.g()), darker(text.b()));
    }
    text
}

/// Black text and two-point black outlines on white: every button and field stands out.
fn high_contrast(visuals: &mut egui::Visuals) {
    visuals.panel_fill = Color32::WHITE;
    visuals.window_fill = Color32::WHITE;
    visuals.extreme_bg_color = Color32::WHITE;
    visuals.override_text_color = Some(Color32::BLACK);
    let outline = egui::Stroke::new(2.0, Color32::BLACK);
    for widget in [
        &mut visuals.widgets.noninteractive,
        &mut visuals.widgets.inactive,
        &mut visuals.widgets.hovered,
        &mut visuals.widgets.active,
        &mut visuals.widgets.open,
    ] {
        widget.bg_stroke = outline;
        widget.fg_stroke = outline;
    }
    visuals.widgets.inactive.bg_fill = Color32::from_gray(235);
    visuals.widgets.inactive.weak_bg_fill = Color32::from_gray(235);
    visuals.widgets.hovered.bg_fill = Color32::from_rgb(0xFF, 0xE0, 0x66);
    visuals.widgets.hovered.weak_bg_fill = Color32::from_rgb(0xFF, 0xE0, 0x66);
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
    fn high_contrast_boards_are_black_on_white_and_each_theme_differs() {
        let high = BoardColours::for_theme(BoardTheme::HighContrast);
        let luminance = |c: Color32| {
            0.2126 * f32::from(c.r()) + 0.7152 * f32::from(c.g()) + 0.0722 * f32::from(c.b())
        };
        // Line against land and ink against wood: a contrast a projector cannot wash out.
        assert!(luminance(high.land) - luminance(high.line) > 200.0);
        assert!(luminance(high.wood) - luminance(high.ink) > 200.0);
        assert!(high.line_weight > 1.0);
        let all: Vec<BoardColours> = BoardTheme::ALL
            .iter()
            .map(|t| BoardColours::for_theme(*t))
            .collect();
        for (i, a) in all.iter().enumerate() {
            for b in &all[i + 1..] {
                assert_ne!(a.land, b.land);
                assert_ne!(a.wood, b.wood);
            }
        }
    }

    #[test]
    fn warnings_and_errors_read_on_the_panels_in_every_theme() {
        // The yellow highlight as text was the audit's "PIN errors yellow on grey".
        let grey = egui::Visuals::light().panel_fill;
        assert!(contrast(Color32::from_rgb(0xF2, 0xB7, 0x05), grey) < 2.0);
        for theme in BoardTheme::ALL {
            for colour_blind_safe in [false, true] {
                let settings = Settings {
                    board_theme: theme,
                    colour_blind_safe,
                    ..Settings::default()
                };
                let ctx = egui::Context::default();
                apply(&ctx, &settings);
                let visuals = ctx.style_of(egui::Theme::Light).visuals.clone();
                let palette = Palette::for_settings(&settings);
                for (text, hue) in [
                    (visuals.warn_fg_color, palette.highlight),
                    (visuals.error_fg_color, palette.bad),
                ] {
                    for background in [visuals.panel_fill, visuals.window_fill] {
                        assert!(
                            contrast(text, background) >= TEXT_CONTRAST,
                            "{theme:?} colour-blind {colour_blind_safe}: {text:?} on {background:?}"
                        );
                    }
                    // Still the palette's hue: only darker, never another colour.
                    let ratio = |c: Color32| (f32::from(c.r()) + 1.0) / (f32::from(c.b()) + 1.0);
                    assert!(text.r() <= hue.r() && text.g() <= hue.g() && text.b() <= hue.b());
                    assert!(
                        (ratio(text) >= 1.0) == (ratio(hue) >= 1.0),
                        "{text:?} {hue:?}"
                    );
                }
            }
        }
    }

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
