//! The two sides: Red sits at the bottom (rows 1–3) and moves first; Blue sits at the top.

use serde::{Deserialize, Serialize};

/// One of the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// Red (红方): bottom of the board, moves first, den `d1`.
    Red,
    /// Blue (蓝方; some sets use yellow or green): top of the board, den `d9`.
    Blue,
}

impl Side {
    /// Both sides, Red first.
    pub const ALL: [Side; 2] = [Side::Red, Side::Blue];

    /// The other side.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Red => Side::Blue,
            Side::Blue => Side::Red,
        }
    }

    /// 0 for Red, 1 for Blue (for indexing tables).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The stable lowercase name used in JSON and message ids (`red`, `blue`).
    pub const fn name(self) -> &'static str {
        match self {
            Side::Red => "red",
            Side::Blue => "blue",
        }
    }

    /// The side-to-move letter of a FEN (`w` for Red, `b` for Blue, as public engines write it).
    pub const fn fen_letter(self) -> char {
        match self {
            Side::Red => 'w',
            Side::Blue => 'b',
        }
    }
}
