//! The short celebration when a lesson is finished or a puzzle solved: the stars earned pop up
//! one after another over the screen with a burst of confetti, and fade after two seconds. It
//! only paints (a foreground layer that takes no clicks), so nothing under a child's finger
//! moves or stops working while it plays.

use egui::{Align2, Color32, FontFamily, FontId, Id, LayerId, Order, Vec2};
use std::time::Duration;

/// How long the celebration shows, in seconds.
const SECONDS: f64 = 2.2;
/// Confetti pieces in the burst.
const CONFETTI: usize = 28;

/// A celebration under way (or over, once its time has passed).
#[derive(Debug, Clone, PartialEq)]
pub struct Celebration {
    /// When it began (the context's clock); `None` until its first frame.
    started: Option<f64>,
    /// Stars to show, 0–3.
    stars: u8,
}

impl Celebration {
    /// A celebration of `stars` stars, starting at its first frame.
    pub fn new(stars: u8) -> Celebration {
        Celebration {
            started: None,
            stars: stars.min(3),
        }
    }

    /// How far it is, from 0 to 1; `None` once it is over.
    fn progress(&self, now: f64) -> Option<f32> {
        let elapsed = now - self.started.unwrap_or(now);
        (0.0..SECONDS)
            .contains(&elapsed)
            .then(|| (elapsed / SECONDS) as f32)
    }

    /// Starts the clock at the first frame; whether it is still showing.
    pub fn tick(&mut self, ctx: &egui::Context) -> bool {
        let now = ctx.input(|input| input.time);
        self.started.get_or_insert(now);
        self.progress(now).is_some()
    }

    /// Paints the current frame over everything and asks for the next one.
    pub fn paint(&self, ctx: &egui::Context, colours: [Color32; 3]) {
        let Some(t) = self.progress(ctx.input(|input| input.time)) else {
            return;
        };
        let screen = ctx.content_rect();
        let painter = ctx.layer_painter(LayerId::new(Order::Tooltip, Id::unique("celebration")));
        let centre = screen.center();
        let size = screen.height().min(screen.width()) * 0.16;
        // Fade out over the last quarter.
        let alpha = ((1.0 - t) * 4.0).clamp(0.0, 1.0);
        for index in 0..CONFETTI {
            let angle = index as f32 * std::f32::consts::TAU / CONFETTI as f32 + 0.3;
            let speed = 0.6 + 0.4 * ((index * 7 % 5) as f32 / 4.0);
            let distance = size * 3.0 * speed * ease_out(t.min(0.6) / 0.6);
            let fall = size * 1.2 * t * t;
            let at = centre + Vec2::angled(angle) * distance + Vec2::new(0.0, fall);
            let colour = colours[index % 3].gamma_multiply(alpha);
            painter.circle_filled(at, size * 0.07, colour);
        }
        let gold = Color32::from_rgb(0xF2, 0xB7, 0x05).gamma_multiply(alpha);
        let outline = Color32::from_rgb(0x8A, 0x5A, 0x00).gamma_multiply(alpha);
        let count = self.stars.max(1);
        for index in 0..count {
            // Each star pops a moment after the one before.
            let delay = 0.07 * f32::from(index);
            let grow = ease_out(((t - delay) / 0.2).clamp(0.0, 1.0));
            if grow <= 0.0 {
                continue;
            }
            let offset = (f32::from(index) - f32::from(count - 1) / 2.0) * size * 1.1;
            let at = centre + Vec2::new(offset, 0.0);
            let glyph = if index < self.stars { "★" } else { "☆" };
            let font = FontId::new(size * (0.6 + 0.6 * grow), FontFamily::Proportional);
            painter.text(
                at + Vec2::splat(size * 0.03),
                Align2::CENTER_CENTER,
                glyph,
                font.clone(),
                outline,
            );
            painter.text(at, Align2::CENTER_CENTER, glyph, font, gold);
        }
        ctx.request_repaint_after(Duration::from_millis(16));
    }
}

/// Fast at first, gently to a stop.
fn ease_out(x: f32) -> f32 {
    1.0 - (1.0 - x).powi(3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_shows_for_its_time_and_then_stops() {
        let celebration = Celebration {
            started: Some(10.0),
            stars: 3,
        };
        assert_eq!(celebration.progress(9.0), None);
        assert_eq!(celebration.progress(10.0), Some(0.0));
        assert!(
            celebration
                .progress(11.0)
                .is_some_and(|t| t > 0.4 && t < 0.5)
        );
        assert_eq!(celebration.progress(10.01 + SECONDS), None);
        assert_eq!(Celebration::new(5).stars, 3, "never more than three");
        let mut pending = Celebration::new(1);
        assert!(
            pending.tick(&egui::Context::default()),
            "starts at its first frame"
        );
    }

    #[test]
    fn easing_starts_at_zero_and_ends_at_one() {
        assert_eq!(ease_out(0.0), 0.0);
        assert_eq!(ease_out(1.0), 1.0);
        assert!(ease_out(0.5) > 0.5, "fast at first");
    }
}
