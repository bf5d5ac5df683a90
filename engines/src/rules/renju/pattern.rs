//! Shapes on lines for lessons and hints: fives, overlines, fours and threes with their stones
//! and completing points, what a move makes, and whether a three is real.

use super::board::{Board, Window};
use super::forbidden::{ForbiddenKind, completion_counts, forbidden_kind_with, legal_three_points};
use super::line::{CENTRE_BIT, analyze, run_stones, three_stones};
use super::point::{Direction, Point};
use super::rule_set::RenjuOptions;
use super::stone::Stone;

/// The kind of a shape on one line.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum ShapeKind {
    /// A winning run (五连).
    Five,
    /// Six or more where exactly five is needed (长连).
    Overline,
    /// Four stones one move from a five (四); two completions make it a straight four (活四).
    Four,
    /// Three stones one move from a straight four (活三).
    Three,
}

/// One shape on one line: its stones and the points that complete it.
#[derive(
    Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct LineShape {
    /// Five, overline, four or three.
    pub kind: ShapeKind,
    /// The line's direction.
    pub direction: Direction,
    /// The stones of the shape, in order along the line.
    pub stones: Vec<Point>,
    /// For a four the points making five; for a three the (legal) points making a straight
    /// four; empty for fives and overlines.
    pub completions: Vec<Point>,
}

impl LineShape {
    /// The first and last point of the shape with its completions, along the line (for hints
    /// like "the c3–k11 diagonal"); None only for a shape without points.
    pub fn span(&self) -> Option<(Point, Point)> {
        let (dc, dr) = self.direction.delta();
        let key = |p: &&Point| p.column() as i32 * dc + p.row() as i32 * dr;
        let all = || self.stones.iter().chain(&self.completions);
        Some((*all().min_by_key(key)?, *all().max_by_key(key)?))
    }

    /// Whether this is a four with two completing points (活四).
    pub fn is_straight_four(&self) -> bool {
        self.kind == ShapeKind::Four && self.completions.len() == 2
    }
}

/// The points of a window mask around `point` (bit `i` = `i - 5` steps), in line order.
pub fn mask_points(point: Point, direction: Direction, mask: u16) -> Vec<Point> {
    (0..11u32)
        .filter(|bit| mask >> bit & 1 == 1)
        .filter_map(|bit| point.step(direction, bit as i32 - CENTRE_BIT as i32))
        .collect()
}

/// The three made by a move on `point` whose legal straight-four points are `legal`.
pub(crate) fn three_shape(
    point: Point,
    direction: Direction,
    window: Window,
    legal: u16,
) -> Option<LineShape> {
    if legal == 0 {
        return None;
    }
    let mut stones = 0u16;
    for bit in 0..11u32 {
        if legal >> bit & 1 == 1 {
            stones |= three_stones(window, bit);
        }
    }
    Some(LineShape {
        kind: ShapeKind::Three,
        direction,
        stones: mask_points(point, direction, stones),
        completions: mask_points(point, direction, legal),
    })
}

/// What a stone of `stone` on `point` would make.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveEffects {
    /// It makes a winning five.
    pub five: bool,
    /// It makes an overline that does not win (exact-five colours only).
    pub overline: bool,
    /// The fours it makes (two on one line are two entries).
    pub fours: Vec<LineShape>,
    /// The threes it makes (real threes for Black under renju).
    pub threes: Vec<LineShape>,
    /// For Black under renju: the forbidden kind, unless the move makes five.
    pub forbidden: Option<ForbiddenKind>,
}

impl MoveEffects {
    /// A four-three (四三): at least one four and one three, and not forbidden.
    pub fn is_four_three(&self) -> bool {
        !self.fours.is_empty() && !self.threes.is_empty() && self.forbidden.is_none()
    }
}

/// What a stone of `stone` on the empty point `point` would make (nothing if occupied).
pub fn move_effects(
    board: &Board,
    point: Point,
    stone: Stone,
    options: &RenjuOptions,
) -> MoveEffects {
    let mut effects = MoveEffects::default();
    if !board.is_empty(point) {
        return effects;
    }
    let exact = options.rule_set.exact_five(stone);
    let checks_legality = options.rule_set.has_forbidden_points(stone);
    let after = board.with(point, stone);
    for direction in Direction::ALL {
        let window = board.window(point, direction, stone);
        let analysis = analyze(window, exact);
        effects.five |= analysis.five;
        effects.overline |= analysis.overline;
        for &(stones, completions) in &analysis.fours[..analysis.four_count as usize] {
            effects.fours.push(LineShape {
                kind: ShapeKind::Four,
                direction,
                stones: mask_points(point, direction, stones),
                completions: mask_points(point, direction, completions),
            });
        }
        if analysis.four_count == 0 && analysis.three_points != 0 {
            let legal = if checks_legality {
                legal_three_points(
                    &after,
                    point,
                    direction,
                    analysis.three_points,
                    options.three_rule,
                )
            } else {
                analysis.three_points
            };
            effects
                .threes
                .extend(three_shape(point, direction, window, legal));
        }
    }
    if checks_legality && !effects.five {
        effects.forbidden = forbidden_kind_with(board, point, options.three_rule);
    }
    effects
}

/// Every five, overline, four and three of `stone` on the board, sorted, each with its
/// completing points (threes: only completions that count, for Black under renju).
pub fn board_shapes(board: &Board, stone: Stone, options: &RenjuOptions) -> Vec<LineShape> {
    let exact = options.rule_set.exact_five(stone);
    let checks_legality = options.rule_set.has_forbidden_points(stone);
    let mut shapes: Vec<LineShape> = Vec::new();
    for point in board.stones(stone) {
        for direction in Direction::ALL {
            let starts_run = point
                .step(direction, -1)
                .is_none_or(|before| board.get(before) != Some(stone));
            let length = board.run_through(point, direction, stone);
            if !starts_run || length < 5 {
                continue;
            }
            let kind = if options.rule_set.run_wins(stone, length) {
                ShapeKind::Five
            } else {
                ShapeKind::Overline
            };
            let stones = (0..length as i32)
                .filter_map(|step| point.step(direction, step))
                .collect();
            shapes.push(LineShape {
                kind,
                direction,
                stones,
                completions: Vec::new(),
            });
        }
    }
    let mut grouped: Vec<LineShape> = Vec::new();
    for q in board.empty_points() {
        for direction in Direction::ALL {
            let window = board.window(q, direction, stone);
            let analysis = analyze(window, exact);
            let shape = if analysis.five {
                // q completes a five: the rest of the run is a four.
                let mut stones = mask_points(q, direction, run_stones(window));
                stones.retain(|&p| p != q);
                Some((ShapeKind::Four, stones))
            } else if let Some(&(stones, completions)) = analysis.fours
                [..analysis.four_count as usize]
                .iter()
                .find(|four| four.1.count_ones() == 2)
            {
                // q makes a straight four: without q it is a three, if q is allowed to count.
                let _ = completions;
                let counts = !checks_legality || completion_counts(board, q, options.three_rule);
                let mut stones = mask_points(q, direction, stones);
                stones.retain(|&p| p != q);
                counts.then_some((ShapeKind::Three, stones))
            } else {
                None
            };
            let Some((kind, stones)) = shape else {
                continue;
            };
            match grouped
                .iter_mut()
                .find(|s| s.kind == kind && s.direction == direction && s.stones == stones)
            {
                Some(existing) => existing.completions.push(q),
                None => grouped.push(LineShape {
                    kind,
                    direction,
                    stones,
                    completions: vec![q],
                }),
            }
        }
    }
    shapes.extend(grouped);
    for shape in &mut shapes {
        shape.completions.sort();
    }
    shapes.sort();
    shapes
}

/// Whether the stones of `stone` through `point` along `direction` form a real three (one of
/// its straight-four points counts; for Black under renju that point must be legal).
pub fn is_real_three(
    board: &Board,
    stone: Stone,
    point: Point,
    direction: Direction,
    options: &RenjuOptions,
) -> bool {
    board.get(point) == Some(stone)
        && board_shapes(board, stone, options).iter().any(|shape| {
            shape.kind == ShapeKind::Three
                && shape.direction == direction
                && shape.stones.contains(&point)
        })
}
