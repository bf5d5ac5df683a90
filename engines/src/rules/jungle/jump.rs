//! The lion's and tiger's river jumps (狮虎跳河): from a river bank straight across to the first
//! land square beyond, unless a rat swims in the way.

use super::bitboard::Bitboard;
use super::square::{Square, WATER_MASK};

/// One jump across a river.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Jump {
    /// The first land square beyond the river.
    pub landing: Square,
    /// The water squares flown over (a rat on any of them may block the jump).
    pub over: Bitboard,
}

const fn compute_jump(from: usize, files: i32, ranks: i32) -> Option<(u8, u64)> {
    if WATER_MASK & (1 << from) != 0 {
        return None;
    }
    let mut file = (from % 7) as i32;
    let mut rank = (from / 7) as i32;
    let mut over = 0u64;
    loop {
        file += files;
        rank += ranks;
        if file < 0 || file > 6 || rank < 0 || rank > 8 {
            return None;
        }
        let index = (rank * 7 + file) as usize;
        if WATER_MASK & (1 << index) != 0 {
            over |= 1 << index;
        } else if over == 0 {
            return None;
        } else {
            return Some((index as u8, over));
        }
    }
}

/// Per square and direction (left, right, down, up): the landing square and the water passed.
const JUMP_TABLE: [[Option<(u8, u64)>; 4]; 63] = {
    let mut table = [[None; 4]; 63];
    let mut from = 0;
    while from < 63 {
        table[from] = [
            compute_jump(from, -1, 0),
            compute_jump(from, 1, 0),
            compute_jump(from, 0, -1),
            compute_jump(from, 0, 1),
        ];
        from += 1;
    }
    table
};

/// Every jump geometrically possible from `from` (empty unless `from` is on a river bank).
#[inline]
pub fn jumps_from(from: Square) -> impl Iterator<Item = Jump> {
    JUMP_TABLE[from.index()]
        .into_iter()
        .flatten()
        .map(|(landing, over)| Jump {
            landing: Square::from_index_unchecked(u32::from(landing)),
            over: Bitboard(over),
        })
}

/// The jump from `from` that lands on `to`, if the pair is a river crossing.
pub fn jump_between(from: Square, to: Square) -> Option<Jump> {
    jumps_from(from).find(|jump| jump.landing == to)
}

/// The jump from `from` in the direction of `to` (which may be past the landing square).
pub(crate) fn jump_towards(from: Square, to: Square) -> Option<Jump> {
    let direction = if to.rank() == from.rank() {
        if to.file() < from.file() { 0 } else { 1 }
    } else if to.rank() < from.rank() {
        2
    } else {
        3
    };
    JUMP_TABLE[from.index()][direction].map(|(landing, over)| Jump {
        landing: Square::from_index_unchecked(u32::from(landing)),
        over: Bitboard(over),
    })
}

/// Raw table access for the move generator's inner loop.
#[inline]
pub(crate) fn raw_jumps(from: Square) -> &'static [Option<(u8, u64)>; 4] {
    &JUMP_TABLE[from.index()]
}
