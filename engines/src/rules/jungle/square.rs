//! A square of the 7×9 board (`a1`..`g9`) and the ground it is: land, water, trap or den.

use super::side::Side;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A square, numbered `rank * 7 + file` from `a1` = 0 to `g9` = 62.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// Text that is not a square name like `c4`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseSquareError {
    /// The text that was given.
    pub text: String,
}

macro_rules! square_constants {
    ($($name:ident = $index:expr),* $(,)?) => {
        impl Square {
            $(
                #[doc = concat!("The square `", stringify!($name), "`.")]
                pub const $name: Square = Square($index);
            )*
        }
    };
}

square_constants!(
    A1 = 0,
    B1 = 1,
    C1 = 2,
    D1 = 3,
    E1 = 4,
    F1 = 5,
    G1 = 6,
    A2 = 7,
    B2 = 8,
    C2 = 9,
    D2 = 10,
    E2 = 11,
    F2 = 12,
    G2 = 13,
    A3 = 14,
    B3 = 15,
    C3 = 16,
    D3 = 17,
    E3 = 18,
    F3 = 19,
    G3 = 20,
    A4 = 21,
    B4 = 22,
    C4 = 23,
    D4 = 24,
    E4 = 25,
    F4 = 26,
    G4 = 27,
    A5 = 28,
    B5 = 29,
    C5 = 30,
    D5 = 31,
    E5 = 32,
    F5 = 33,
    G5 = 34,
    A6 = 35,
    B6 = 36,
    C6 = 37,
    D6 = 38,
    E6 = 39,
    F6 = 40,
    G6 = 41,
    A7 = 42,
    B7 = 43,
    C7 = 44,
    D7 = 45,
    E7 = 46,
    F7 = 47,
    G7 = 48,
    A8 = 49,
    B8 = 50,
    C8 = 51,
    D8 = 52,
    E8 = 53,
    F8 = 54,
    G8 = 55,
    A9 = 56,
    B9 = 57,
    C9 = 58,
    D9 = 59,
    E9 = 60,
    F9 = 61,
    G9 = 62,
);

/// The twelve water squares (two rivers of 2 columns × 3 rows) as a bit mask.
pub(crate) const WATER_MASK: u64 = {
    let mut mask = 0u64;
    let mut rank = 3;
    while rank < 6 {
        mask |= 1 << (rank * 7 + 1);
        mask |= 1 << (rank * 7 + 2);
        mask |= 1 << (rank * 7 + 4);
        mask |= 1 << (rank * 7 + 5);
        rank += 1;
    }
    mask
};

/// Each side's three traps (Red `c1 e1 d2`, Blue `c9 e9 d8`), indexed by `Side::index`.
pub(crate) const TRAP_MASKS: [u64; 2] = [
    (1 << 2) | (1 << 4) | (1 << 10),
    (1 << 58) | (1 << 60) | (1 << 52),
];

/// Each side's den (Red `d1`, Blue `d9`), indexed by `Side::index`.
pub(crate) const DEN_SQUARES: [Square; 2] = [Square::D1, Square::D9];

impl Square {
    /// Number of squares.
    pub const COUNT: usize = 63;
    /// Number of files (columns `a`..`g`).
    pub const FILES: u8 = 7;
    /// Number of ranks (rows `1`..`9`).
    pub const RANKS: u8 = 9;

    /// The square with this index (0 = `a1` … 62 = `g9`).
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if (index as usize) < Square::COUNT {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Internal constructor for indices known to be in range.
    #[inline]
    pub(crate) const fn from_index_unchecked(index: u32) -> Square {
        Square(index as u8)
    }

    /// The square at zero-based `file` (0 = `a`) and `rank` (0 = row 1).
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < Square::FILES && rank < Square::RANKS {
            Some(Square(rank * Square::FILES + file))
        } else {
            None
        }
    }

    /// 0 (`a1`) … 62 (`g9`).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Zero-based column: 0 = `a` … 6 = `g`.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % Square::FILES
    }

    /// Zero-based row: 0 = row 1 (Red's back row) … 8 = row 9.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / Square::FILES
    }

    /// The single-bit mask of this square.
    #[inline]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// Every square, `a1`, `b1`, … `g9`.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Square::COUNT as u8).map(Square)
    }

    /// The square `files` columns right and `ranks` rows up, if it is on the board.
    pub const fn offset(self, files: i8, ranks: i8) -> Option<Square> {
        let file = self.file() as i8 + files;
        let rank = self.rank() as i8 + ranks;
        if file < 0 || rank < 0 {
            None
        } else {
            Square::from_coords(file as u8, rank as u8)
        }
    }

    /// Whether this is a river square (only the rat may enter).
    #[inline]
    pub const fn is_water(self) -> bool {
        WATER_MASK & self.bit() != 0
    }

    /// Whether this is any side's trap.
    #[inline]
    pub const fn is_trap(self) -> bool {
        (TRAP_MASKS[0] | TRAP_MASKS[1]) & self.bit() != 0
    }

    /// Whether this is one of `side`'s three traps (around `side`'s own den).
    #[inline]
    pub const fn is_trap_of(self, side: Side) -> bool {
        TRAP_MASKS[side.index()] & self.bit() != 0
    }

    /// The side whose den this is, if it is a den.
    pub const fn den_of(self) -> Option<Side> {
        if self.0 == Square::D1.0 {
            Some(Side::Red)
        } else if self.0 == Square::D9.0 {
            Some(Side::Blue)
        } else {
            None
        }
    }

    /// The den of `side` (`d1` for Red, `d9` for Blue).
    pub const fn den(side: Side) -> Square {
        DEN_SQUARES[side.index()]
    }

    /// Parses `a1`..`g9` (lower or upper case).
    pub fn parse(text: &str) -> Result<Square, ParseSquareError> {
        let error = || ParseSquareError {
            text: text.to_string(),
        };
        let mut chars = text.chars();
        let (Some(file), Some(rank), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(error());
        };
        let file = file.to_ascii_lowercase();
        if !('a'..='g').contains(&file) || !('1'..='9').contains(&rank) {
            return Err(error());
        }
        Square::from_coords(file as u8 - b'a', rank as u8 - b'1').ok_or_else(error)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(text: &str) -> Result<Square, ParseSquareError> {
        Square::parse(text)
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Square, D::Error> {
        let text = String::deserialize(deserializer)?;
        Square::parse(&text)
            .map_err(|_| serde::de::Error::custom(format_args!("bad square {text:?}")))
    }
}
