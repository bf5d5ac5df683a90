//! A Jungle board as a vector drawing in the app's look: land and river with waves, traps and
//! dens in their owner's colour, tokens with the animal's picture, its character and its
//! strength as beads (Red round, Blue rounded squares), coordinates, and the exercise's marks
//! and arrows.

use super::scene::{Anchor, FontKind, Paint, Rgb, Scene, Shape};
use crate::i18n::Localizer;
use crate::rules::jungle::{Animal, Piece, Side, Square};

/// The side of one square in the drawing's own units.
const CELL: f32 = 40.0;
/// Room for the coordinates left of and under the board.
const EDGE: f32 = 14.0;

const LAND: Rgb = Rgb(0xE8, 0xDC, 0xB0);
const WATER: Rgb = Rgb(0x9C, 0xCB, 0xEB);
const WAVE: Rgb = Rgb(0x3A, 0x7C, 0xB8);
const LINE: Rgb = Rgb(0x6B, 0x5B, 0x3E);
const FACE: Rgb = Rgb(0xFF, 0xFB, 0xF0);
/// The mark of a square the answer names.
pub const MARK: Rgb = Rgb(0x2E, 0x8B, 0x3A);
/// The highlight of a square the exercise points at.
pub const HIGHLIGHT: Rgb = Rgb(0xF2, 0xB7, 0x05);

/// The colour of a side's tokens, traps and den (the app's standard palette).
pub fn side_colour(side: Side) -> Rgb {
    match side {
        Side::Red => Rgb(0xC6, 0x28, 0x28),
        Side::Blue => Rgb(0x1E, 0x5A, 0xA8),
    }
}

/// The animal's picture in the animal font (the same faces as the app's tokens).
pub fn animal_picture(animal: Animal) -> &'static str {
    match animal {
        Animal::Rat => "\u{1F42D}",
        Animal::Cat => "\u{1F431}",
        Animal::Wolf => "\u{1F43A}",
        Animal::Dog => "\u{1F436}",
        Animal::Leopard => "\u{1F406}",
        Animal::Tiger => "\u{1F42F}",
        Animal::Lion => "\u{1F981}",
        Animal::Elephant => "\u{1F418}",
    }
}

/// What one Jungle diagram shows.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct JungleDiagram {
    /// The animals and where they stand.
    pub pieces: Vec<(Square, Piece)>,
    /// Squares the exercise points at (a yellow frame).
    pub highlight: Vec<Square>,
    /// Squares the answer names (a green ring).
    pub marks: Vec<Square>,
    /// Moves drawn as numbered arrows (the answer's line).
    pub arrows: Vec<(Square, Square)>,
}

fn square_origin(square: Square) -> (f32, f32) {
    let x = EDGE + f32::from(square.file()) * CELL;
    let y = f32::from(8 - square.rank()) * CELL;
    (x, y)
}

fn square_centre(square: Square) -> (f32, f32) {
    let (x, y) = square_origin(square);
    (x + CELL / 2.0, y + CELL / 2.0)
}

impl JungleDiagram {
    /// Draws the board; its size is 7 × 9 squares and the coordinates.
    pub fn draw(&self, tr: &Localizer) -> Scene {
        let mut scene = Scene::new(EDGE + 7.0 * CELL + 2.0, 9.0 * CELL + EDGE + 2.0);
        scene.rect(
            [EDGE - 2.0, -0.0, 7.0 * CELL + 4.0, 9.0 * CELL + 2.0],
            3.0,
            Paint::fill(LINE),
        );
        for square in Square::all() {
            draw_terrain(&mut scene, square);
        }
        for square in &self.highlight {
            let (x, y) = square_origin(*square);
            scene.rect(
                [x + 1.5, y + 1.5, CELL - 3.0, CELL - 3.0],
                2.0,
                Paint::stroke(HIGHLIGHT, 3.0),
            );
        }
        for (square, piece) in &self.pieces {
            draw_token(&mut scene, tr, *square, *piece);
        }
        for square in &self.marks {
            scene.circle(
                square_centre(*square),
                CELL * 0.46,
                Paint::stroke(MARK, 2.5),
            );
        }
        for (index, (from, to)) in self.arrows.iter().enumerate() {
            draw_arrow(&mut scene, *from, *to, index + 1);
        }
        draw_coordinates(&mut scene);
        scene
    }
}

fn draw_terrain(scene: &mut Scene, square: Square) {
    let (x, y) = square_origin(square);
    let colour = if square.is_water() { WATER } else { LAND };
    scene.rect([x, y, CELL, CELL], 0.0, Paint::both(colour, LINE, 0.8));
    if square.is_water() {
        for height in [0.35, 0.68] {
            let points = (0..=12)
                .map(|step| {
                    let t = step as f32 / 12.0;
                    let wave = (t * std::f32::consts::TAU * 2.0).sin() * CELL * 0.05;
                    (x + CELL * (0.12 + 0.76 * t), y + CELL * height + wave)
                })
                .collect();
            scene.push(Shape::Path {
                points,
                closed: false,
                paint: Paint::stroke(WAVE, 1.0),
            });
        }
    }
    if square.is_trap() {
        let owner = if square.is_trap_of(Side::Red) {
            Side::Red
        } else {
            Side::Blue
        };
        let colour = side_colour(owner);
        let inset = CELL * 0.08;
        let (ix, iy, side) = (x + inset, y + inset, CELL - 2.0 * inset);
        scene.rect(
            [ix, iy, side, side],
            2.0,
            Paint::both(colour.faded(0.12), colour.faded(0.8), 1.0),
        );
        for index in 1..5 {
            let t = index as f32 / 5.0 * side;
            scene.line((ix + t, iy), (ix, iy + t), colour.faded(0.8), 0.8);
            scene.line(
                (ix + t, iy + side),
                (ix + side, iy + t),
                colour.faded(0.8),
                0.8,
            );
        }
        scene.line((ix, iy + side), (ix + side, iy), colour.faded(0.8), 0.8);
    }
    if let Some(owner) = square.den_of() {
        let colour = side_colour(owner);
        let inset = CELL * 0.1;
        let (bx, by, side) = (x + inset, y + inset, CELL - 2.0 * inset);
        scene.rect(
            [bx, by, side, side],
            3.0,
            Paint::both(colour.faded(0.25), colour, 1.5),
        );
        let mid = (bx + side / 2.0, by + side / 2.0);
        scene.push(Shape::Path {
            points: vec![
                (mid.0, by + 2.0),
                (bx + side - 2.0, mid.1),
                (bx + 2.0, mid.1),
            ],
            closed: true,
            paint: Paint::both(colour.faded(0.7), LINE, 1.0),
        });
        let door = CELL * 0.14;
        scene.rect(
            [mid.0 - door, mid.1, 2.0 * door, side / 2.0 - 2.0],
            door * 0.8,
            Paint::fill(LINE.faded(0.8)),
        );
    }
}

fn draw_token(scene: &mut Scene, tr: &Localizer, square: Square, piece: Piece) {
    let (cx, cy) = square_centre(square);
    let radius = CELL * 0.4;
    let colour = side_colour(piece.side);
    let ring = CELL * 0.07;
    match piece.side {
        Side::Red => scene.circle(
            (cx, cy),
            radius - ring / 2.0,
            Paint::both(FACE, colour, ring),
        ),
        Side::Blue => {
            let half = radius * 0.95;
            scene.rect(
                [cx - half, cy - half, 2.0 * half, 2.0 * half],
                radius * 0.4,
                Paint::both(FACE, colour, ring),
            );
        }
    }
    scene.push(Shape::Text {
        at: (cx, cy + radius * 0.12),
        size: CELL * 0.36,
        font: FontKind::Animals,
        colour,
        anchor: Anchor::Middle,
        text: animal_picture(piece.animal).to_string(),
    });
    let token = tr.text(&format!("app-board-token-{}", piece.animal.name()));
    scene.text(
        (cx, cy + radius * 0.72),
        CELL * 0.17,
        Anchor::Middle,
        colour,
        &token,
    );
    // The strength as beads along the rim, spread from the bottom: 1 (rat) … 8 (elephant).
    let strength = piece.animal.index() + 1;
    let step = 40f32.to_radians();
    let middle = (strength as f32 - 1.0) / 2.0;
    let rim = radius - ring / 2.0;
    for index in 0..strength {
        let angle = std::f32::consts::FRAC_PI_2 + (index as f32 - middle) * step;
        let (dx, dy) = (angle.cos(), angle.sin());
        let scale = match piece.side {
            Side::Red => 1.0,
            // On a rounded square the rim is farther out towards the corners.
            Side::Blue => 0.95 / dx.abs().max(dy.abs()).max(0.7),
        };
        scene.circle(
            (cx + dx * rim * scale, cy + dy * rim * scale),
            CELL * 0.05,
            Paint::both(colour, FACE, 0.6),
        );
    }
}

fn draw_arrow(scene: &mut Scene, from: Square, to: Square, number: usize) {
    let (x1, y1) = square_centre(from);
    let (x2, y2) = square_centre(to);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = (dx * dx + dy * dy).sqrt().max(1.0);
    let (ux, uy) = (dx / length, dy / length);
    let tip = (x2 - ux * CELL * 0.15, y2 - uy * CELL * 0.15);
    let colour = if number == 1 {
        MARK
    } else {
        Rgb(0x55, 0x55, 0x55)
    };
    scene.line((x1, y1), tip, colour, 3.0);
    let head = CELL * 0.22;
    scene.push(Shape::Path {
        points: vec![
            (tip.0 + ux * head * 0.6, tip.1 + uy * head * 0.6),
            (
                tip.0 - ux * head * 0.6 - uy * head * 0.5,
                tip.1 - uy * head * 0.6 + ux * head * 0.5,
            ),
            (
                tip.0 - ux * head * 0.6 + uy * head * 0.5,
                tip.1 - uy * head * 0.6 - ux * head * 0.5,
            ),
        ],
        closed: true,
        paint: Paint::fill(colour),
    });
    let label = (x1 + dx * 0.5 - uy * 9.0, y1 + dy * 0.5 + ux * 9.0);
    scene.circle(label, 7.0, Paint::both(Rgb::WHITE, colour, 1.0));
    scene.text(
        (label.0, label.1 + 3.5),
        10.0,
        Anchor::Middle,
        colour,
        &number.to_string(),
    );
}

fn draw_coordinates(scene: &mut Scene) {
    for file in 0..7u8 {
        let x = EDGE + (f32::from(file) + 0.5) * CELL;
        let letter = char::from(b'a' + file).to_string();
        scene.text(
            (x, 9.0 * CELL + EDGE - 2.0),
            10.0,
            Anchor::Middle,
            Rgb::GREY,
            &letter,
        );
    }
    for rank in 0..9u8 {
        let y = f32::from(8 - rank) * CELL + CELL / 2.0 + 3.5;
        scene.text(
            (EDGE - 4.0, y),
            10.0,
            Anchor::End,
            Rgb::GREY,
            &(rank + 1).to_string(),
        );
    }
}
