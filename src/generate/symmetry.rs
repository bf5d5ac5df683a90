//! Keys that are the same for a position and its mirror images, to de-duplicate puzzles:
//! Jungle's left–right mirror and the red–blue swap (the board turned round with the colours
//! exchanged), Renju's eight symmetries of the square board.

use crate::rules::jungle::{Piece, Position, Side, Square};
use crate::rules::renju::Point;

/// The smallest of a Jungle position's four images (identity, mirror, swap, both), as text.
pub fn jungle_key(position: &Position) -> String {
    let pieces = position.pieces();
    let mut best: Option<String> = None;
    for (mirror, swap) in [(false, false), (true, false), (false, true), (true, true)] {
        let mut cells = vec!['.'; Square::COUNT];
        for &(square, piece) in &pieces {
            let file = if mirror {
                Square::FILES - 1 - square.file()
            } else {
                square.file()
            };
            let rank = if swap {
                Square::RANKS - 1 - square.rank()
            } else {
                square.rank()
            };
            let side = if swap {
                piece.side.opponent()
            } else {
                piece.side
            };
            if let Some(image) = Square::from_coords(file, rank) {
                cells[image.index()] = Piece::new(side, piece.animal).fen_char();
            }
        }
        let mover = if swap {
            position.side_to_move().opponent()
        } else {
            position.side_to_move()
        };
        let mut key: String = cells.into_iter().collect();
        key.push(if mover == Side::Red { 'r' } else { 'b' });
        if best.as_ref().is_none_or(|b| key < *b) {
            best = Some(key);
        }
    }
    best.unwrap_or_default()
}

/// The image of a point under one of the board's eight symmetries (0–7).
pub fn renju_image(point: Point, symmetry: u8) -> Point {
    let last = crate::rules::renju::point::SIZE - 1;
    let (c, r) = (point.column(), point.row());
    let (c, r) = if symmetry & 4 != 0 { (r, c) } else { (c, r) };
    let c = if symmetry & 1 != 0 { last - c } else { c };
    let r = if symmetry & 2 != 0 { last - r } else { r };
    Point::new(c, r).unwrap_or(point)
}

/// The smallest of a Renju position's eight images, as text (the side to move included).
pub fn renju_key(black: &[Point], white: &[Point], black_to_move: bool) -> String {
    let mut best: Option<String> = None;
    for symmetry in 0..8 {
        let image = |points: &[Point]| {
            let mut indices: Vec<usize> = points
                .iter()
                .map(|&p| renju_image(p, symmetry).index())
                .collect();
            indices.sort_unstable();
            indices
        };
        let key = format!(
            "{:?}|{:?}|{}",
            image(black),
            image(white),
            if black_to_move { 'b' } else { 'w' }
        );
        if best.as_ref().is_none_or(|b| key < *b) {
            best = Some(key);
        }
    }
    best.unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_jungle_position_and_its_mirror_share_a_key() {
        let position = Position::from_fen("d6/3R3/7/7/7/7/7/7/7 w").expect("fen");
        let mirror = Position::from_fen("6d/3R3/7/7/7/7/7/7/7 w").expect("fen");
        let other = Position::from_fen("5d1/3R3/7/7/7/7/7/7/7 w").expect("fen");
        assert_eq!(jungle_key(&position), jungle_key(&mirror));
        assert_ne!(jungle_key(&position), jungle_key(&other));
    }

    #[test]
    fn renju_symmetries_share_a_key() {
        let p = |c, r| Point::new(c, r).expect("point");
        let key = renju_key(&[p(7, 7), p(8, 7)], &[p(3, 2)], false);
        for symmetry in 0..8 {
            let image = |pts: &[Point]| -> Vec<Point> {
                pts.iter().map(|&q| renju_image(q, symmetry)).collect()
            };
            assert_eq!(
                renju_key(&image(&[p(7, 7), p(8, 7)]), &image(&[p(3, 2)]), false),
                key
            );
        }
        assert_ne!(renju_key(&[p(7, 7), p(8, 7)], &[p(3, 3)], false), key);
    }
}
