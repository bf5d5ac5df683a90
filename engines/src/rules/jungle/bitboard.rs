//! A set of squares as the low 63 bits of a `u64`, the representation move generation works on.

use super::side::Side;
use super::square::{Square, TRAP_MASKS, WATER_MASK};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// A set of squares, bit `n` = square index `n`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// All 63 squares.
    pub const ALL: Bitboard = Bitboard((1 << 63) - 1);
    /// The twelve water squares.
    pub const WATER: Bitboard = Bitboard(WATER_MASK);
    /// All six traps.
    pub const TRAPS: Bitboard = Bitboard(TRAP_MASKS[0] | TRAP_MASKS[1]);

    /// The set holding only `square`.
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(square.bit())
    }

    /// `side`'s three traps.
    #[inline]
    pub const fn traps_of(side: Side) -> Bitboard {
        Bitboard(TRAP_MASKS[side.index()])
    }

    /// Whether `square` is in the set.
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & square.bit() != 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of squares in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The lowest square in the set.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.trailing_zeros()))
        }
    }

    /// The highest square in the set.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(63 - self.0.leading_zeros()))
        }
    }

    /// The set with `square` added.
    #[inline]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | square.bit())
    }

    /// The set with `square` removed.
    #[inline]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !square.bit())
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        let square = self.first()?;
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = self.count() as usize;
        (count, Some(count))
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }
}

impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, other: Bitboard) {
        self.0 &= other.0;
    }
}

impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, other: Bitboard) {
        self.0 |= other.0;
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The complement within the 63 board squares.
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::ALL.0)
    }
}

/// The up-to-four orthogonal neighbours of each square.
pub(crate) const STEPS: [u64; 63] = {
    let mut table = [0u64; 63];
    let mut index = 0;
    while index < 63 {
        let file = index % 7;
        let rank = index / 7;
        let mut mask = 0u64;
        if file > 0 {
            mask |= 1 << (index - 1);
        }
        if file < 6 {
            mask |= 1 << (index + 1);
        }
        if rank > 0 {
            mask |= 1 << (index - 7);
        }
        if rank < 8 {
            mask |= 1 << (index + 7);
        }
        table[index] = mask;
        index += 1;
    }
    table
};

/// The orthogonal neighbours of `square`.
#[inline]
pub fn neighbours(square: Square) -> Bitboard {
    Bitboard(STEPS[square.index()])
}
