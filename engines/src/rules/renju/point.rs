//! A point of the 15×15 board (`a1`..`o15`, `h8` the centre) and the four line directions.

use std::fmt;
use std::str::FromStr;

/// The number of lines each way on the board.
pub const SIZE: usize = 15;

/// An intersection of the board: column `a`..`o` left to right, row `1`..`15` bottom to top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

/// Why a text is not a point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointError {
    /// Not a column letter followed by a row number.
    Malformed,
    /// A well-formed coordinate outside `a1`..`o15` (column `p`, row `16`, row `0` …).
    OffBoard,
}

impl Point {
    /// The centre point `h8` (天元).
    pub const CENTRE: Point = Point(7 * 15 + 7);

    /// The point at `column` (0 = `a`) and `row` (0 = row 1), if both are on the board.
    pub const fn new(column: usize, row: usize) -> Option<Point> {
        if column < SIZE && row < SIZE {
            Some(Point((row * SIZE + column) as u8))
        } else {
            None
        }
    }

    /// The point with signed coordinates, if on the board (handy for stepping along lines).
    pub fn from_signed(column: i32, row: i32) -> Option<Point> {
        if (0..SIZE as i32).contains(&column) && (0..SIZE as i32).contains(&row) {
            Point::new(column as usize, row as usize)
        } else {
            None
        }
    }

    /// The point with index `row * 15 + column`, if below 225.
    pub const fn from_index(index: usize) -> Option<Point> {
        if index < SIZE * SIZE {
            Some(Point(index as u8))
        } else {
            None
        }
    }

    /// `row * 15 + column`, in 0..225.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The column, 0 = `a`.
    pub const fn column(self) -> usize {
        self.0 as usize % SIZE
    }

    /// The row, 0 = row 1.
    pub const fn row(self) -> usize {
        self.0 as usize / SIZE
    }

    /// Every point, a1, b1, … o1, a2, … o15.
    pub fn all() -> impl Iterator<Item = Point> {
        (0..SIZE * SIZE).map(|index| Point(index as u8))
    }

    /// The point `steps` away along `direction` (negative steps go backwards), if on the board.
    pub fn step(self, direction: Direction, steps: i32) -> Option<Point> {
        let (dc, dr) = direction.delta();
        Point::from_signed(
            self.column() as i32 + dc * steps,
            self.row() as i32 + dr * steps,
        )
    }

    /// The larger of the column and row distances from the centre (0 for `h8`, 1 for the 3×3 …).
    pub fn rings_from_centre(self) -> usize {
        self.column().abs_diff(7).max(self.row().abs_diff(7))
    }

    /// Whether the point lies in the central `size`×`size` square (`size` odd: 3, 5, 7, 9 …).
    pub fn in_central_square(self, size: usize) -> bool {
        self.rings_from_centre() * 2 < size
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = (b'a' + self.column() as u8) as char;
        write!(f, "{letter}{}", self.row() + 1)
    }
}

impl FromStr for Point {
    type Err = PointError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let mut chars = text.chars();
        let Some(letter) = chars.next() else {
            return Err(PointError::Malformed);
        };
        if !letter.is_ascii_alphabetic() {
            return Err(PointError::Malformed);
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(PointError::Malformed);
        }
        let row: usize = digits.parse().map_err(|_| PointError::Malformed)?;
        let column = (letter.to_ascii_lowercase() as u8 - b'a') as usize;
        if row == 0 {
            return Err(PointError::OffBoard);
        }
        Point::new(column, row - 1).ok_or(PointError::OffBoard)
    }
}

impl serde::Serialize for Point {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Point {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse()
            .map_err(|_| serde::de::Error::custom(format_args!("not a point: {text:?}")))
    }
}

/// One of the four line directions through a point.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// Along a row (a8 → o8).
    Horizontal,
    /// Along a column (h1 → h15).
    Vertical,
    /// Up and to the right (a1 → o15).
    Diagonal,
    /// Down and to the right (a15 → o1).
    AntiDiagonal,
}

impl Direction {
    /// All four directions.
    pub const ALL: [Direction; 4] = [
        Direction::Horizontal,
        Direction::Vertical,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// One step as (column change, row change).
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::Horizontal => (1, 0),
            Direction::Vertical => (0, 1),
            Direction::Diagonal => (1, 1),
            Direction::AntiDiagonal => (1, -1),
        }
    }

    /// 0..4, the position in [`Direction::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The two board-edge points of the whole line through `point` in this direction, from the
    /// backward end to the forward end (for hints like "the c3–k11 diagonal").
    pub fn line_ends(self, point: Point) -> (Point, Point) {
        let mut start = point;
        while let Some(previous) = start.step(self, -1) {
            start = previous;
        }
        let mut end = point;
        while let Some(next) = end.step(self, 1) {
            end = next;
        }
        (start, end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_coordinates() {
        let centre: Point = "H8".parse().unwrap();
        assert_eq!(centre, Point::CENTRE);
        assert_eq!(centre.to_string(), "h8");
        assert_eq!("a1".parse::<Point>().unwrap(), Point::new(0, 0).unwrap());
        assert_eq!("o15".parse::<Point>().unwrap().to_string(), "o15");
        assert_eq!("i9".parse::<Point>().unwrap().column(), 8);
        assert_eq!("p1".parse::<Point>(), Err(PointError::OffBoard));
        assert_eq!("a16".parse::<Point>(), Err(PointError::OffBoard));
        assert_eq!("a0".parse::<Point>(), Err(PointError::OffBoard));
        assert_eq!("".parse::<Point>(), Err(PointError::Malformed));
        assert_eq!("8h".parse::<Point>(), Err(PointError::Malformed));
        assert_eq!("h".parse::<Point>(), Err(PointError::Malformed));
        assert_eq!("h-1".parse::<Point>(), Err(PointError::Malformed));
        assert_eq!("中8".parse::<Point>(), Err(PointError::Malformed));
        assert_eq!("h99999999999".parse::<Point>(), Err(PointError::Malformed));
        for point in Point::all() {
            assert_eq!(point.to_string().parse::<Point>().unwrap(), point);
        }
    }

    #[test]
    fn central_squares_and_line_ends() {
        assert!(Point::CENTRE.in_central_square(1));
        assert!("i9".parse::<Point>().unwrap().in_central_square(3));
        assert!(!"j9".parse::<Point>().unwrap().in_central_square(3));
        assert!("j10".parse::<Point>().unwrap().in_central_square(5));
        let e5: Point = "e5".parse().unwrap();
        let (start, end) = Direction::Diagonal.line_ends(e5);
        assert_eq!(
            (start.to_string(), end.to_string()),
            ("a1".into(), "o15".into())
        );
        let (start, end) = Direction::AntiDiagonal.line_ends("c3".parse().unwrap());
        assert_eq!(
            (start.to_string(), end.to_string()),
            ("a5".into(), "e1".into())
        );
    }
}
