//! Pattern evaluation for the Renju opponent: what a stone on a point would make along each
//! line (five, four, open three, split three, two), what the whole board is worth, and every
//! point where a colour would make a straight four (its threes' points).

use super::threat::{PointSet, Rules};
use crate::rules::renju::{Board, Direction, Point, Stone};
use std::sync::OnceLock;

/// What a stone on a point makes along one line, by the 5-point-segment count.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LineCounts {
    /// The most own stones (the new one included) in an unblocked 5-point segment.
    pub best: u32,
    /// How many unblocked segments reach that count (two or more: open, or a split shape).
    pub segments: u32,
}

/// The segment counts of `stone` played on `point` along `direction`.
pub fn line_counts(board: &Board, point: Point, direction: Direction, stone: Stone) -> LineCounts {
    let window = board.window(point, direction, stone);
    let own = window.own | 1 << 5;
    let mut counts = LineCounts::default();
    for start in 1..=5u32 {
        let mask = 0x1Fu16 << start;
        if window.blocked & mask != 0 {
            continue;
        }
        let count = (own & mask).count_ones();
        if count > counts.best {
            counts = LineCounts {
                best: count,
                segments: 1,
            };
        } else if count == counts.best {
            counts.segments += 1;
        }
    }
    counts
}

/// The value of a line shape made by one stone: a four (4 in a segment) far above an open
/// three (3 in two or more segments), far above a closed three or an open two.
fn shape_score(counts: LineCounts) -> i64 {
    match (counts.best, counts.segments) {
        (5.., _) => 100_000,
        (4, 2..) => 12_000,
        (4, _) => 2_500,
        (3, 3..) => 2_000,
        (3, 2) => 1_500,
        (3, _) => 300,
        (2, 3..) => 120,
        (2, 2) => 90,
        (2, _) => 25,
        (1, _) => 4,
        _ => 0,
    }
}

/// How much a stone of `stone` on the empty `point` builds: its line shapes, with a bonus for
/// two threats at once (four-three, three-three), and nothing for a renju Black's forbidden
/// point (the caller checks legality; this only looks at shapes).
pub fn point_value(board: &Board, point: Point, stone: Stone) -> i64 {
    let mut total = 0;
    let mut fours = 0;
    let mut threes = 0;
    for direction in Direction::ALL {
        let counts = line_counts(board, point, direction, stone);
        total += shape_score(counts);
        match (counts.best, counts.segments) {
            (4, _) => fours += 1,
            (3, 2..) => threes += 1,
            _ => {}
        }
    }
    if fours + threes >= 2 {
        total += 8_000;
    }
    total
}

/// Every 5-point segment of the board as (centre point, direction).
fn segments() -> &'static [(Point, Direction)] {
    static SEGMENTS: OnceLock<Vec<(Point, Direction)>> = OnceLock::new();
    SEGMENTS.get_or_init(|| {
        let mut found = Vec::new();
        for point in Point::all() {
            for direction in Direction::ALL {
                if point.step(direction, -2).is_some() && point.step(direction, 2).is_some() {
                    found.push((point, direction));
                }
            }
        }
        found
    })
}

/// What a segment holding `count` stones of one colour and none of the other is worth.
const SEGMENT_VALUE: [i64; 6] = [0, 1, 10, 90, 900, 0];

/// The board's value for `to_move`: every 5-point segment holding stones of one colour only
/// counts for that colour, the side to move's threats a little more (it moves first).
pub fn evaluate(board: &Board, to_move: Stone) -> i64 {
    let mut totals = [0i64; 2];
    let mut fours = [0u32; 2];
    for &(point, direction) in segments() {
        let black = board.window(point, direction, Stone::Black);
        let white = board.window(point, direction, Stone::White);
        let mask = 0x1Fu16 << 3;
        let b = (black.own & mask).count_ones() as usize;
        let w = (white.own & mask).count_ones() as usize;
        match (b, w) {
            (0, 0) => {}
            (b, 0) => {
                totals[0] += SEGMENT_VALUE[b.min(5)];
                fours[0] += u32::from(b == 4);
            }
            (0, w) => {
                totals[1] += SEGMENT_VALUE[w.min(5)];
                fours[1] += u32::from(w == 4);
            }
            _ => {}
        }
    }
    let us = to_move.index();
    let them = to_move.opponent().index();
    // A four of the side to move is a five next move; the searcher sees it, but a leaf
    // should not count it as a mere segment.
    if fours[us] > 0 {
        totals[us] += 20_000;
    }
    totals[us] * 6 / 5 - totals[them]
}

/// Every point where `stone` would make a straight four (two five points on one line): the
/// points of all its threes, open and split, on the board, in point order. A renju Black's
/// forbidden points are left out (its "three" there is no threat).
pub fn straight_four_points(board: &Board, rules: Rules, stone: Stone) -> Vec<Point> {
    let mut seen = PointSet::default();
    let mut found = Vec::new();
    for owned in board.stones(stone) {
        for q in rules.straight_four_points(board, owned, stone) {
            if seen.insert(q) {
                found.push(q);
            }
        }
    }
    found.sort();
    found
}

/// The empty points within `radius` steps (king moves) of a stone, in point order; the centre
/// on an empty board.
pub fn near_points(board: &Board, radius: i32) -> Vec<Point> {
    if board.stone_count() == 0 {
        return vec![Point::CENTRE];
    }
    board
        .empty_points()
        .filter(|&point| {
            (-radius..=radius).any(|dc| {
                (-radius..=radius).any(|dr| {
                    Point::from_signed(point.column() as i32 + dc, point.row() as i32 + dr)
                        .is_some_and(|q| board.get(q).is_some())
                })
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::renju::RuleSet;

    fn board(black: &[&str], white: &[&str]) -> Board {
        let points = |names: &[&str]| -> Vec<Point> {
            names.iter().map(|n| n.parse().expect("point")).collect()
        };
        Board::from_stones(&points(black), &points(white)).expect("board")
    }

    #[test]
    fn an_open_three_is_worth_more_than_a_closed_one() {
        let open = board(&["g8", "h8"], &[]);
        let closed = board(&["g8", "h8"], &["f8"]);
        let p: Point = "i8".parse().expect("point");
        assert!(point_value(&open, p, Stone::Black) > point_value(&closed, p, Stone::Black));
    }

    #[test]
    fn the_points_of_an_open_and_a_split_three_are_found() {
        let rules = Rules::new(RuleSet::Freestyle);
        let open = board(&["g8", "h8", "i8"], &["a1"]);
        let names: Vec<String> = straight_four_points(&open, rules, Stone::Black)
            .iter()
            .map(Point::to_string)
            .collect();
        assert!(names.contains(&"f8".to_string()) && names.contains(&"j8".to_string()));
        let split = board(&["g8", "h8", "j8"], &["a1"]);
        let names: Vec<String> = straight_four_points(&split, rules, Stone::Black)
            .iter()
            .map(Point::to_string)
            .collect();
        assert_eq!(names, ["i8"]);
        assert!(straight_four_points(&split, rules, Stone::White).is_empty());
    }

    #[test]
    fn more_own_lines_evaluate_higher() {
        let ahead = board(&["g8", "h8", "i8"], &["a1"]);
        assert!(evaluate(&ahead, Stone::Black) > 0);
        assert!(evaluate(&ahead, Stone::White) < 0);
    }
}
