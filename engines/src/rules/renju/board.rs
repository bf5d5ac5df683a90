//! The 15×15 board as bit rows along all four directions, cheap to copy, with a Zobrist hash.

use super::point::{Direction, Point, SIZE};
use super::stone::Stone;

/// Lines per direction: 15 rows, 15 columns, 29 diagonals, 29 anti-diagonals.
const LINE_COUNT: usize = 15 + 15 + 29 + 29;
const FIRST_LINE: [usize; 4] = [0, 15, 30, 59];

/// The bits of each line that are on the board (diagonals are shorter than 15).
const VALID: [u16; LINE_COUNT] = valid_masks();

const fn valid_masks() -> [u16; LINE_COUNT] {
    let mut masks = [0x7FFFu16; LINE_COUNT];
    let mut d: usize = 0;
    while d < 29 {
        // Diagonal d holds the points with column - row = d - 14, indexed by column.
        let low = d.saturating_sub(14);
        let high = if d < 14 { d } else { 14 };
        let mut mask = 0u16;
        let mut column = low;
        while column <= high {
            mask |= 1 << column;
            column += 1;
        }
        masks[30 + d] = mask;
        // Anti-diagonal a holds the points with column + row = a, indexed by column: same span.
        masks[59 + d] = mask;
        d += 1;
    }
    masks
}

/// Where a point sits in the line of one direction: (line number, bit position).
#[inline]
const fn locate(point: Point, direction: Direction) -> (usize, u32) {
    let column = point.column();
    let row = point.row();
    match direction {
        Direction::Horizontal => (FIRST_LINE[0] + row, column as u32),
        Direction::Vertical => (FIRST_LINE[1] + column, row as u32),
        Direction::Diagonal => (FIRST_LINE[2] + column + 14 - row, column as u32),
        Direction::AntiDiagonal => (FIRST_LINE[3] + column + row, column as u32),
    }
}

/// The point at `bit` of `line` and the line's direction (the inverse of [`locate`]).
fn point_on_line(line: usize, bit: u32) -> Option<(Point, Direction)> {
    let column = bit as usize;
    if line < FIRST_LINE[1] {
        Point::new(column, line).map(|p| (p, Direction::Horizontal))
    } else if line < FIRST_LINE[2] {
        Point::new(line - FIRST_LINE[1], column).map(|p| (p, Direction::Vertical))
    } else if line < FIRST_LINE[3] {
        let row = (column + 14).checked_sub(line - FIRST_LINE[2])?;
        Point::new(column, row).map(|p| (p, Direction::Diagonal))
    } else {
        let row = (line - FIRST_LINE[3]).checked_sub(column)?;
        Point::new(column, row).map(|p| (p, Direction::AntiDiagonal))
    }
}

const fn splitmix(mut state: u64) -> u64 {
    state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn zobrist_keys() -> [[u64; SIZE * SIZE]; 2] {
    let mut keys = [[0u64; SIZE * SIZE]; 2];
    let mut index = 0;
    while index < SIZE * SIZE {
        keys[0][index] = splitmix(0x5EED_0000 + 2 * index as u64);
        keys[1][index] = splitmix(0x5EED_0000 + 2 * index as u64 + 1);
        index += 1;
    }
    keys
}

/// The Zobrist key of each (colour, point).
const ZOBRIST: [[u64; SIZE * SIZE]; 2] = zobrist_keys();

/// An 11-point window of one line centred on a point: bit `i` is the point `i - 5` steps away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    /// Points holding a stone of the colour looked at.
    pub own: u16,
    /// Points holding the other colour or off the board.
    pub blocked: u16,
}

/// A 15×15 position: which stones are where. Copying it is a 360-byte memcpy.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    lines: [[u16; LINE_COUNT]; 2],
    hash: u64,
    stones: u16,
}

impl Default for Board {
    fn default() -> Self {
        Board::new()
    }
}

/// Why a set of stones is not a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardError {
    /// The same point was given to both colours.
    BothColours(Point),
    /// The same point was listed twice for one colour (counts of stones decide who moves, so a
    /// repeat would change the answer).
    Repeated(Point),
}

impl Board {
    /// The empty board.
    pub const fn new() -> Board {
        Board {
            lines: [[0; LINE_COUNT]; 2],
            hash: 0,
            stones: 0,
        }
    }

    /// A board with the given stones; a point listed twice, in one list or in both, is an
    /// error.
    pub fn from_stones(black: &[Point], white: &[Point]) -> Result<Board, BoardError> {
        let mut board = Board::new();
        for &point in black {
            if board.get(point).is_some() {
                return Err(BoardError::Repeated(point));
            }
            board.place(point, Stone::Black);
        }
        for &point in white {
            match board.get(point) {
                Some(Stone::Black) => return Err(BoardError::BothColours(point)),
                Some(Stone::White) => return Err(BoardError::Repeated(point)),
                None => {
                    board.place(point, Stone::White);
                }
            }
        }
        Ok(board)
    }

    /// The stone on `point`, if any.
    #[inline]
    pub fn get(&self, point: Point) -> Option<Stone> {
        let (line, bit) = locate(point, Direction::Horizontal);
        if self.lines[0][line] >> bit & 1 == 1 {
            Some(Stone::Black)
        } else if self.lines[1][line] >> bit & 1 == 1 {
            Some(Stone::White)
        } else {
            None
        }
    }

    /// Whether `point` is empty.
    #[inline]
    pub fn is_empty(&self, point: Point) -> bool {
        let (line, bit) = locate(point, Direction::Horizontal);
        (self.lines[0][line] | self.lines[1][line]) >> bit & 1 == 0
    }

    /// Puts a stone on an empty point; returns false (and changes nothing) if it is occupied.
    #[inline]
    pub fn place(&mut self, point: Point, stone: Stone) -> bool {
        if !self.is_empty(point) {
            return false;
        }
        for direction in Direction::ALL {
            let (line, bit) = locate(point, direction);
            self.lines[stone.index()][line] |= 1 << bit;
        }
        self.hash ^= ZOBRIST[stone.index()][point.index()];
        self.stones += 1;
        true
    }

    /// Takes the stone off `point` and returns it (None if the point was empty).
    #[inline]
    pub fn remove(&mut self, point: Point) -> Option<Stone> {
        let stone = self.get(point)?;
        for direction in Direction::ALL {
            let (line, bit) = locate(point, direction);
            self.lines[stone.index()][line] &= !(1 << bit);
        }
        self.hash ^= ZOBRIST[stone.index()][point.index()];
        self.stones -= 1;
        Some(stone)
    }

    /// A copy with one more stone (copy-make for searches); the same board if occupied.
    #[inline]
    pub fn with(&self, point: Point, stone: Stone) -> Board {
        let mut next = self.clone();
        next.place(point, stone);
        next
    }

    /// The Zobrist hash of the position (0 for the empty board).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash [`Board::with`] would have (the same hash if `point` is occupied).
    #[inline]
    pub fn hash_with(&self, point: Point, stone: Stone) -> u64 {
        if self.is_empty(point) {
            self.hash ^ ZOBRIST[stone.index()][point.index()]
        } else {
            self.hash
        }
    }

    /// How many stones are on the board.
    pub fn stone_count(&self) -> usize {
        self.stones as usize
    }

    /// Whether all 225 points are taken.
    pub fn is_full(&self) -> bool {
        self.stone_count() == SIZE * SIZE
    }

    /// The points holding `stone`, in index order.
    pub fn stones(&self, stone: Stone) -> Vec<Point> {
        Point::all()
            .filter(|&p| self.get(p) == Some(stone))
            .collect()
    }

    /// The empty points, in index order.
    pub fn empty_points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..SIZE).flat_map(move |row| {
            let taken = self.lines[0][row] | self.lines[1][row];
            (0..SIZE)
                .filter(move |column| taken >> column & 1 == 0)
                .filter_map(move |column| Point::new(column, row))
        })
    }

    /// The rows of `stone`'s stones, row 1 first (bit `c` = column `c`), for whole-board bit
    /// tricks.
    #[inline]
    pub(crate) fn rows(&self, stone: Stone) -> [u16; SIZE] {
        let lines = &self.lines[stone.index()];
        std::array::from_fn(|row| lines[row])
    }

    /// The 11-point window of `direction` centred on `point`, seen by `stone`.
    #[inline]
    pub fn window(&self, point: Point, direction: Direction, stone: Stone) -> Window {
        let (line, bit) = locate(point, direction);
        let own = (self.lines[stone.index()][line] as u32) << 5;
        let off_board = !(VALID[line] as u32) & 0x000F_FFFF;
        let other = ((self.lines[stone.opponent().index()][line] as u32 | off_board) << 5) | 0x1F;
        Window {
            own: ((own >> bit) & 0x7FF) as u16,
            blocked: ((other >> bit) & 0x7FF) as u16,
        }
    }

    /// The whole line through `point` along `direction` for incremental searches: each
    /// colour's stones and the points off the board, shifted up by 5 (so that
    /// `bits >> position & 0x7FF` is the 11-point window centred on the line's point at
    /// `position`), and `point`'s position on the line. Positions grow by one a step along
    /// `direction`.
    #[inline]
    pub fn line_bits(&self, point: Point, direction: Direction) -> ([u32; 2], u32, u32) {
        let (line, bit) = locate(point, direction);
        let black = (self.lines[0][line] as u32) << 5;
        let white = (self.lines[1][line] as u32) << 5;
        let off = ((!(VALID[line] as u32) & 0x7FFF) << 5) | 0x1F | (u32::MAX << 20);
        ([black, white], off, bit)
    }

    /// Calls `visit` with every empty point that fills the one gap of a five-point segment
    /// holding four stones of `stone` and nothing else, and the segment's direction (a point
    /// may come more than once).
    pub fn four_gaps(&self, stone: Stone, visit: impl FnMut(Point, Direction)) {
        self.segment_gaps(stone, 4, visit);
    }

    /// Calls `visit` with every empty point of every five-point segment that holds at least
    /// `min_own` (one or more) stones of `stone` and no other stones, and the segment's
    /// direction (a point may come more than once). Works on whole lines, so a line with fewer
    /// such stones costs only a bit count.
    pub fn segment_gaps(
        &self,
        stone: Stone,
        min_own: u32,
        mut visit: impl FnMut(Point, Direction),
    ) {
        let own_lines = &self.lines[stone.index()];
        let other_lines = &self.lines[stone.opponent().index()];
        let min_own = min_own.max(1);
        for (line, &own) in own_lines.iter().enumerate() {
            if own.count_ones() < min_own {
                continue;
            }
            let blocked = other_lines[line] | !VALID[line];
            for start in 0..=10u32 {
                let segment = 0x1Fu16 << start;
                if blocked & segment != 0 || (own & segment).count_ones() < min_own {
                    continue;
                }
                let mut gaps = segment & !own;
                while gaps != 0 {
                    let bit = gaps.trailing_zeros();
                    gaps &= gaps - 1;
                    if let Some((point, direction)) = point_on_line(line, bit) {
                        visit(point, direction);
                    }
                }
            }
        }
    }

    /// The length of the unbroken run of `stone` through `point` along `direction`, counting
    /// `point` itself as that colour.
    pub fn run_through(&self, point: Point, direction: Direction, stone: Stone) -> usize {
        let (line, bit) = locate(point, direction);
        let own = self.lines[stone.index()][line] as u32 | 1 << bit;
        let above = (!(own >> bit)).trailing_zeros();
        let below = (!(own << (31 - bit))).leading_zeros();
        (above + below - 1) as usize
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for row in (0..SIZE).rev() {
            write!(f, "{:>2} ", row + 1)?;
            for column in 0..SIZE {
                let symbol = match Point::new(column, row).and_then(|p| self.get(p)) {
                    Some(Stone::Black) => 'x',
                    Some(Stone::White) => 'o',
                    None => '.',
                };
                write!(f, "{symbol}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "   abcdefghijklmno")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(text: &str) -> Point {
        text.parse().unwrap()
    }

    #[test]
    fn place_remove_and_hash() {
        let mut board = Board::new();
        assert!(board.place(p("h8"), Stone::Black));
        assert!(!board.place(p("h8"), Stone::White));
        assert!(board.place(p("a15"), Stone::White));
        assert_eq!(board.get(p("h8")), Some(Stone::Black));
        assert_eq!(board.get(p("a15")), Some(Stone::White));
        assert_eq!(board.stone_count(), 2);
        let hash = board.hash();
        assert_ne!(hash, 0);
        assert_eq!(board.remove(p("a15")), Some(Stone::White));
        assert_eq!(board.remove(p("a15")), None);
        assert_eq!(board.with(p("a15"), Stone::White).hash(), hash);
        assert_eq!(board.remove(p("h8")), Some(Stone::Black));
        assert_eq!(board, Board::new());
        assert_eq!(board.empty_points().count(), 225);
    }

    #[test]
    fn windows_agree_with_stepping_in_every_direction() {
        let mut board = Board::new();
        let mut seed = 7u64;
        for point in Point::all() {
            seed = splitmix(seed);
            match seed % 3 {
                0 => board.place(point, Stone::Black),
                1 => board.place(point, Stone::White),
                _ => false,
            };
        }
        for point in Point::all() {
            for direction in Direction::ALL {
                let window = board.window(point, direction, Stone::Black);
                for i in 0..11 {
                    let at = point.step(direction, i - 5);
                    let own = at.is_some_and(|q| board.get(q) == Some(Stone::Black));
                    let blocked = at.is_none_or(|q| board.get(q) == Some(Stone::White));
                    assert_eq!(window.own >> i & 1 == 1, own, "{point} {direction:?} {i}");
                    assert_eq!(
                        window.blocked >> i & 1 == 1,
                        blocked,
                        "{point} {direction:?} {i}"
                    );
                }
            }
        }
    }

    /// `segment_gaps` against stepping: for every empty point and direction, some five-point
    /// segment through it holds at least `min_own` own stones and nothing else.
    #[test]
    fn segment_gaps_agree_with_stepping_through_segments() {
        let mut seed = 11u64;
        for round in 0..40 {
            let mut board = Board::new();
            for point in Point::all() {
                seed = splitmix(seed);
                // Dense boards of one colour and sparse ones of the other, so fours are common.
                match seed % 10 {
                    0..=3 => board.place(point, Stone::Black),
                    4 if round % 2 == 0 => board.place(point, Stone::White),
                    _ => false,
                };
            }
            for (stone, min_own) in [(Stone::Black, 4), (Stone::White, 4), (Stone::Black, 2)] {
                let mut found = std::collections::BTreeSet::new();
                board.segment_gaps(stone, min_own, |q, direction| {
                    found.insert((q, direction as u8));
                });
                let mut expected = std::collections::BTreeSet::new();
                for q in board.empty_points() {
                    for direction in Direction::ALL {
                        let fills = (-4..=0).any(|start| {
                            let cells: Vec<Option<Point>> =
                                (start..start + 5).map(|i| q.step(direction, i)).collect();
                            let own = cells
                                .iter()
                                .filter(|c| c.and_then(|c| board.get(c)) == Some(stone))
                                .count();
                            own >= min_own as usize
                                && cells.iter().all(|c| {
                                    c.is_some_and(|c| board.get(c) != Some(stone.opponent()))
                                })
                        });
                        if fills {
                            expected.insert((q, direction as u8));
                        }
                    }
                }
                assert_eq!(found, expected, "round {round} {stone:?} {min_own}");
            }
        }
    }

    #[test]
    fn runs_are_measured_through_a_point() {
        let board = Board::from_stones(&[p("a1"), p("b2"), p("d4"), p("e5")], &[]).unwrap();
        assert_eq!(
            board.run_through(p("c3"), Direction::Diagonal, Stone::Black),
            5
        );
        assert_eq!(
            board.run_through(p("c3"), Direction::Horizontal, Stone::Black),
            1
        );
        assert_eq!(
            Board::from_stones(&[p("h8")], &[p("h8")]),
            Err(BoardError::BothColours(p("h8")))
        );
    }

    #[test]
    fn a_point_listed_twice_for_one_colour_is_refused() {
        assert_eq!(
            Board::from_stones(&[p("h8"), p("h8")], &[]),
            Err(BoardError::Repeated(p("h8")))
        );
        assert_eq!(
            Board::from_stones(&[p("h8")], &[p("j9"), p("j9")]),
            Err(BoardError::Repeated(p("j9")))
        );
    }
}
