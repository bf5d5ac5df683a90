//! Black's forbidden points as a learner's overlay, for every Renju board a child sees (play,
//! lessons, drills): each point with its kind (三三 / 四四 / 长连) and the lines that make it
//! so, worked out by the rules engine for the board shown.

use crate::rules::renju::{Board, ForbiddenKind, Point, ThreeRule};
use crate::rules::renju::{explain_forbidden_with, scan_forbidden};

/// At most this many lines are drawn: a crowded board would otherwise be all lines.
const MAX_LINES: usize = 24;

/// The forbidden points of one board, with the lines behind them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ForbiddenOverlay {
    /// Forbidden points with their kind.
    pub points: Vec<(Point, ForbiddenKind)>,
    /// Each line's two ends (the threes, fours or overline a forbidden stone would make).
    pub lines: Vec<(Point, Point)>,
}

impl ForbiddenOverlay {
    /// The overlay for Black on `board`.
    pub fn scan(board: &Board, three_rule: ThreeRule) -> ForbiddenOverlay {
        let points = scan_forbidden(board, three_rule).forbidden;
        let mut lines = Vec::new();
        for &(point, _) in &points {
            let Some(verdict) = explain_forbidden_with(board, point, three_rule) else {
                continue;
            };
            for span in verdict.lines.iter().filter_map(|line| line.span()) {
                if lines.len() < MAX_LINES && !lines.contains(&span) {
                    lines.push(span);
                }
            }
        }
        ForbiddenOverlay { points, lines }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::renju::Stone;

    fn point(name: &str) -> Point {
        name.parse().unwrap_or_else(|_| panic!("{name} is a point"))
    }

    #[test]
    fn a_double_three_point_comes_with_its_two_lines() {
        let mut board = Board::default();
        for name in ["g8", "h8", "j9", "j10"] {
            board.place(point(name), Stone::Black);
        }
        // j8 makes g8 h8 j8 along the row and j8 j9 j10 up the column, two open threes.
        let overlay = ForbiddenOverlay::scan(&board, ThreeRule::Literal);
        assert!(
            overlay
                .points
                .contains(&(point("j8"), ForbiddenKind::DoubleThree)),
            "{overlay:?}"
        );
        assert!(overlay.lines.len() >= 2, "{overlay:?}");
        for (from, to) in &overlay.lines {
            assert_ne!(from, to);
        }
    }

    #[test]
    fn an_empty_board_has_nothing_forbidden() {
        assert_eq!(
            ForbiddenOverlay::scan(&Board::default(), ThreeRule::Literal),
            ForbiddenOverlay::default()
        );
    }
}
