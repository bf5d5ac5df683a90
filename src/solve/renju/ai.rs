//! The computer opponent for free play: one entry point for the app, the CLI and the brain
//! protocol; the ladder of levels lives in `opponent`.

use super::threat::Rules;
use crate::rules::renju::{Board, Point, Stone};
pub use crate::solve::level::Level;

/// Chooses a legal move for `to_move` (never a forbidden point for a renju Black); `None` only
/// when no legal move is left. Deterministic for a given seed.
pub fn choose_move(
    board: &Board,
    to_move: Stone,
    rules: Rules,
    level: Level,
    seed: u64,
) -> Option<Point> {
    super::opponent::choose(board, to_move, rules, level, seed)
}
