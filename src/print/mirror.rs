//! The symmetries a sheet may be printed in, so neighbours don't copy: left–right for Jungle
//! (the board is symmetric that way), one of the eight symmetries of the square for Renju.
//! Squares, points, moves and coordinates written in instructions all turn together.

use crate::rules::jungle::{Move, Square};
use crate::rules::renju::Point;

/// One of the eight symmetries of the board: 0 is none; bit 0 mirrors left–right, bit 1
/// top–bottom, bit 2 swaps columns and rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Symmetry(pub u8);

impl Symmetry {
    /// No change.
    pub const NONE: Symmetry = Symmetry(0);
    /// Left–right (the only one a Jungle board has).
    pub const LEFT_RIGHT: Symmetry = Symmetry(1);

    /// Whether this changes anything.
    pub fn is_identity(self) -> bool {
        self.0 & 7 == 0
    }

    /// A Jungle square under this symmetry (only left–right applies).
    pub fn square(self, square: Square) -> Square {
        if self.0 & 1 == 0 {
            return square;
        }
        Square::from_coords(6 - square.file(), square.rank()).unwrap_or(square)
    }

    /// A Jungle move under this symmetry.
    pub fn jungle_move(self, mv: Move) -> Move {
        Move::new(self.square(mv.from), self.square(mv.to))
    }

    /// A Renju point under this symmetry.
    pub fn point(self, point: Point) -> Point {
        let last = crate::rules::renju::point::SIZE - 1;
        let (mut column, mut row) = (point.column(), point.row());
        if self.0 & 4 != 0 {
            std::mem::swap(&mut column, &mut row);
        }
        if self.0 & 1 != 0 {
            column = last - column;
        }
        if self.0 & 2 != 0 {
            row = last - row;
        }
        Point::new(column, row).unwrap_or(point)
    }

    /// `text` with every Jungle square (`a1`–`g9`) written in it turned.
    pub fn jungle_text(self, text: &str) -> String {
        if self.is_identity() {
            return text.to_string();
        }
        map_coordinates(text, 'g', 9, |coordinate| {
            Square::parse(coordinate)
                .ok()
                .map(|s| self.square(s).to_string())
        })
    }

    /// `text` with every Renju point (`a1`–`o15`) written in it turned.
    pub fn renju_text(self, text: &str) -> String {
        if self.is_identity() {
            return text.to_string();
        }
        map_coordinates(text, 'o', 15, |coordinate| {
            let column = coordinate.chars().next()? as usize - 'a' as usize;
            let row: usize = coordinate.get(1..)?.parse().ok()?;
            let point = Point::new(column, row.checked_sub(1)?)?;
            Some(self.point(point).to_string())
        })
    }
}

/// Replaces each coordinate (a letter `a`..=`last_letter` and a number 1..=`last_row`, standing
/// alone, or glued to another coordinate as in `c7d7`) by `map`'s answer.
fn map_coordinates(
    text: &str,
    last_letter: char,
    last_row: usize,
    map: impl Fn(&str) -> Option<String>,
) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut index = 0;
    while index < chars.len() {
        let c = chars[index];
        let before_ok = index == 0 || !chars[index - 1].is_ascii_alphabetic();
        if before_ok && ('a'..=last_letter).contains(&c) {
            let digits: String = chars[index + 1..]
                .iter()
                .take_while(|d| d.is_ascii_digit())
                .take(2)
                .collect();
            let mut len = digits.len();
            // "c7d7": a row number must not swallow the next coordinate's digits.
            while len > 0
                && digits[..len]
                    .parse::<usize>()
                    .map_or(true, |n| n > last_row)
            {
                len -= 1;
            }
            let after = chars.get(index + 1 + len);
            let after_ok =
                after.is_none_or(|a| !a.is_ascii_alphanumeric() || ('a'..=last_letter).contains(a));
            if len > 0 && after_ok {
                let coordinate: String = chars[index..=index + len].iter().collect();
                if let Some(mapped) = map(&coordinate) {
                    out.push_str(&mapped);
                    index += len + 1;
                    continue;
                }
            }
        }
        out.push(c);
        index += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn left_right_turns_files_and_keeps_ranks() {
        let m = Symmetry::LEFT_RIGHT;
        assert_eq!(
            m.jungle_text("Move the dog from c7 to d7; c7d7."),
            "Move the dog from e7 to d7; e7d7."
        );
        assert_eq!(m.jungle_text("a cat"), "a cat");
    }

    #[test]
    fn the_eight_renju_symmetries_are_distinct_and_each_undoes_itself_or_its_pair() {
        let p = Point::new(2, 5).expect("point");
        let images: std::collections::BTreeSet<Point> =
            (0..8).map(|s| Symmetry(s).point(p)).collect();
        assert_eq!(images.len(), 8);
        assert_eq!(Symmetry(3).renju_text("h8 and a15"), "h8 and o1");
    }
}
