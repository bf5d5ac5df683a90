//! Zobrist keys for position hashing, fixed at compile time so hashes are stable across runs.

use super::piece::Piece;
use super::square::Square;

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// Keys indexed by `[side][animal][square]`, then one for "Blue to move".
const KEYS: ([[[u64; 63]; 8]; 2], u64) = {
    let mut table = [[[0u64; 63]; 8]; 2];
    let mut state = 0x5151_D0D0_2024_0917u64;
    let mut side = 0;
    while side < 2 {
        let mut animal = 0;
        while animal < 8 {
            let mut square = 0;
            while square < 63 {
                let (next, key) = splitmix(state);
                state = next;
                table[side][animal][square] = key;
                square += 1;
            }
            animal += 1;
        }
        side += 1;
    }
    let (_, blue) = splitmix(state);
    (table, blue)
};

/// The key of `piece` standing on `square`.
#[inline]
pub fn piece_key(piece: Piece, square: Square) -> u64 {
    KEYS.0[piece.side.index()][piece.animal.index()][square.index()]
}

/// The key XOR-ed in when Blue is to move.
#[inline]
pub const fn blue_to_move_key() -> u64 {
    KEYS.1
}
