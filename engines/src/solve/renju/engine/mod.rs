//! The top level's own game-tree search for Renju and Gomoku: a position that keeps every
//! empty point's shapes for both colours up to date stone by stone ([`position`], from the
//! line-shape table of [`line`]), searched by iterative-deepening principal-variation search
//! ([`search`]). The threat solvers (VCF, VCT, defence) stay the judges of forced wins; this
//! search ranks the moves they leave.

pub mod line;
pub mod position;
pub mod search;

pub use position::{Position, Threat};
pub use search::{Found, Limits, Searcher, WIN};

use super::threat::Rules;
use crate::rules::renju::{Board, Point, Stone};

/// The best of `moves` (every sensible move when empty) for `stone` on `board`, searched
/// within `limits`.
pub fn best_move(
    board: &Board,
    stone: Stone,
    rules: Rules,
    moves: &[Point],
    limits: Limits,
) -> Found {
    let mut searcher = Searcher::new(Position::new(board, rules), limits);
    searcher.best_move(stone, moves)
}

/// A board from point names, for the tests of this module.
#[cfg(test)]
fn test_board(black: &[&str], white: &[&str]) -> Board {
    let points = |names: &[&str]| -> Vec<Point> {
        names.iter().map(|n| n.parse().expect("point")).collect()
    };
    Board::from_stones(&points(black), &points(white)).expect("board")
}
