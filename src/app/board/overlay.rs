//! What the tutor shows on a board instead of writing coordinates: arrows for Jungle moves (a
//! hint's move, a solution's line, numbered in order) and ghost stones for Renju points (pale,
//! numbered). Both boards draw them on top of the pieces and name them in each square's
//! accessible label, so a screen reader (and a test) finds them too.

use crate::rules::jungle::Square;
use crate::rules::renju::{Point, Stone};
use egui::{Align2, Color32, FontFamily, FontId, Painter, Pos2, Stroke};

/// A Jungle move drawn as an arrow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardArrow {
    /// Where the piece starts.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
    /// Its place in a line (1, 2, …), or `None` for a single move.
    pub number: Option<u32>,
}

/// A Jungle piece drawn pale where it belongs (a wrong placement: "the lion starts here").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GhostPiece {
    /// Where.
    pub square: Square,
    /// Whose.
    pub side: crate::rules::jungle::Side,
    /// Which animal.
    pub animal: crate::rules::jungle::Animal,
}

/// A Renju stone not (yet) played, drawn pale.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GhostStone {
    /// Where.
    pub point: Point,
    /// Whose.
    pub stone: Stone,
    /// Its place in a line (1, 2, …), or `None` for a single move.
    pub number: Option<u32>,
}

/// Paints an arrow from `from` to `to`, `width` thick, with `number` in a disc at its start.
pub fn draw_arrow(
    painter: &Painter,
    from: Pos2,
    to: Pos2,
    width: f32,
    colour: Color32,
    number: Option<u32>,
) {
    let direction = (to - from).normalized();
    if !direction.x.is_finite() || !direction.y.is_finite() {
        return;
    }
    let head = width * 3.0;
    let shaft_end = to - direction * head * 0.9;
    let outline = Stroke::new(width + 3.0, Color32::from_white_alpha(200));
    painter.line_segment([from, shaft_end], outline);
    painter.line_segment([from, shaft_end], Stroke::new(width, colour));
    let side = egui::vec2(-direction.y, direction.x) * head * 0.6;
    let tip = vec![to, shaft_end + side, shaft_end - side];
    painter.add(egui::Shape::convex_polygon(
        tip,
        colour,
        Stroke::new(2.0, Color32::from_white_alpha(200)),
    ));
    if let Some(number) = number {
        let radius = width * 2.2;
        painter.circle_filled(from, radius, colour);
        painter.circle_stroke(from, radius, Stroke::new(2.0, Color32::WHITE));
        painter.text(
            from,
            Align2::CENTER_CENTER,
            number.to_string(),
            FontId::new(radius * 1.3, FontFamily::Proportional),
            Color32::WHITE,
        );
    }
}

/// A count on a square or point (the teach board's tally: how many children gave this answer
/// or marked this square), in the colour of the server's verdict; on a Renju board it may sit
/// on a pale stone of the colour that answered.
#[derive(Debug, Clone, PartialEq)]
pub struct CountBadge<P> {
    /// Where.
    pub at: P,
    /// How many.
    pub count: u32,
    /// The verdict's colour.
    pub colour: Color32,
    /// A pale stone under the count (Renju answers), or a plain disc.
    pub stone: Option<Stone>,
    /// Said after the square's own label ("3 answers: right"), for screen readers and tests.
    pub label: String,
}

/// Paints a count badge at `centre`: a pale stone with a thick ring in the verdict's colour,
/// or a filled disc in it, and the number.
pub fn draw_badge(
    painter: &Painter,
    centre: Pos2,
    radius: f32,
    count: u32,
    colour: Color32,
    stone: Option<Stone>,
) {
    let text = match stone {
        Some(stone) => {
            // Paler than a played stone, so an answer is never taken for one.
            let (fill, text) = match stone {
                Stone::Black => (Color32::from_black_alpha(100), Color32::WHITE),
                Stone::White => (Color32::from_white_alpha(170), Color32::BLACK),
            };
            painter.circle_filled(centre, radius, fill);
            painter.circle_stroke(centre, radius * 0.86, Stroke::new(radius * 0.28, colour));
            text
        }
        None => {
            painter.circle_filled(centre, radius, colour);
            painter.circle_stroke(centre, radius, Stroke::new(1.5, Color32::WHITE));
            Color32::WHITE
        }
    };
    painter.text(
        centre,
        Align2::CENTER_CENTER,
        count.to_string(),
        FontId::new(radius * 1.2, FontFamily::Proportional),
        text,
    );
}

/// Paints a pale stone of `stone`'s colour at `centre`, with its number if it has one.
pub fn draw_ghost(
    painter: &Painter,
    centre: Pos2,
    radius: f32,
    stone: Stone,
    number: Option<u32>,
    ring: Color32,
) {
    let (fill, text) = match stone {
        Stone::Black => (Color32::from_black_alpha(150), Color32::WHITE),
        Stone::White => (Color32::from_white_alpha(190), Color32::BLACK),
    };
    painter.circle_filled(centre, radius, fill);
    // A dashed-looking ring in the tutor's colour: a ghost is never mistaken for a real stone.
    painter.circle_stroke(centre, radius, Stroke::new(radius * 0.16, ring));
    if let Some(number) = number {
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            number.to_string(),
            FontId::new(radius * 0.95, FontFamily::Proportional),
            text,
        );
    }
}
