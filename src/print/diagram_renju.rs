//! A Renju board as a vector drawing in the app's look: the wooden board with its lines, star
//! points and coordinates, black and white stones, numbered stones for an answer's line, and
//! the exercise's marks.

use super::scene::{Anchor, Paint, Rgb, Scene};
use crate::rules::renju::{Point, Stone};

/// The distance between two lines in the drawing's own units.
const GAP: f32 = 22.0;
/// Room for the coordinates around the lines.
const EDGE: f32 = 20.0;
const SIZE: usize = crate::rules::renju::point::SIZE;

const WOOD: Rgb = Rgb(0xE3, 0xB8, 0x6A);
const INK: Rgb = Rgb(0x3A, 0x2A, 0x10);
const STONE_BLACK: Rgb = Rgb(0x1A, 0x1A, 0x1A);
const STONE_WHITE: Rgb = Rgb(0xFA, 0xFA, 0xF5);
/// The mark of a point the answer names.
pub const MARK: Rgb = Rgb(0x2E, 0x8B, 0x3A);
/// The highlight of a point the exercise points at.
pub const HIGHLIGHT: Rgb = Rgb(0xD5, 0x5E, 0x00);

/// What one Renju diagram shows.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RenjuDiagram {
    /// The stones on the board.
    pub stones: Vec<(Point, Stone)>,
    /// Points the exercise points at (an orange square).
    pub highlight: Vec<Point>,
    /// Points the answer names (a green ring on an empty point).
    pub marks: Vec<Point>,
    /// The answer's line: stones numbered 1, 2, … alternating from `line_first`.
    pub line: Vec<Point>,
    /// Who plays the line's first stone.
    pub line_first: Option<Stone>,
}

fn at(point: Point) -> (f32, f32) {
    let x = EDGE + point.column() as f32 * GAP;
    let y = EDGE + (SIZE - 1 - point.row()) as f32 * GAP;
    (x, y)
}

fn draw_stone(scene: &mut Scene, point: Point, stone: Stone) {
    let paint = match stone {
        Stone::Black => Paint::both(STONE_BLACK, STONE_BLACK, 0.8),
        Stone::White => Paint::both(STONE_WHITE, INK, 0.9),
    };
    scene.circle(at(point), GAP * 0.46, paint);
}

impl RenjuDiagram {
    /// Draws the board: 15 × 15 lines with coordinates around them.
    pub fn draw(&self) -> Scene {
        let span = (SIZE - 1) as f32 * GAP;
        let mut scene = Scene::new(span + 2.0 * EDGE, span + 2.0 * EDGE);
        scene.rect(
            [0.0, 0.0, scene.width, scene.height],
            4.0,
            Paint::fill(WOOD),
        );
        for index in 0..SIZE {
            let offset = EDGE + index as f32 * GAP;
            scene.line((EDGE, offset), (EDGE + span, offset), INK, 0.7);
            scene.line((offset, EDGE), (offset, EDGE + span), INK, 0.7);
            let letter = char::from(b'a' + index as u8).to_string();
            scene.text(
                (offset, EDGE + span + 14.0),
                8.0,
                Anchor::Middle,
                INK,
                &letter,
            );
            let row = (SIZE - index).to_string();
            scene.text((EDGE - 8.0, offset + 3.0), 8.0, Anchor::End, INK, &row);
        }
        for (column, row) in [(3, 3), (3, 11), (7, 7), (11, 3), (11, 11)] {
            if let Some(point) = Point::new(column, row) {
                scene.circle(at(point), 2.2, Paint::fill(INK));
            }
        }
        for point in &self.highlight {
            let (x, y) = at(*point);
            let half = GAP * 0.5;
            scene.rect(
                [x - half, y - half, 2.0 * half, 2.0 * half],
                2.0,
                Paint::stroke(HIGHLIGHT, 2.0),
            );
        }
        for (point, stone) in &self.stones {
            draw_stone(&mut scene, *point, *stone);
        }
        for point in &self.marks {
            scene.circle(at(*point), GAP * 0.3, Paint::stroke(MARK, 2.5));
        }
        let mut stone = self.line_first.unwrap_or(Stone::Black);
        for (index, point) in self.line.iter().enumerate() {
            draw_stone(&mut scene, *point, stone);
            let (x, y) = at(*point);
            let ink = match stone {
                Stone::Black => Rgb::WHITE,
                Stone::White => STONE_BLACK,
            };
            let size = if index >= 9 { 8.0 } else { 10.0 };
            scene.text(
                (x, y + size * 0.36),
                size,
                Anchor::Middle,
                ink,
                &(index + 1).to_string(),
            );
            stone = stone.opponent();
        }
        scene
    }
}
