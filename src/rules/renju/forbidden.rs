//! Black's forbidden points (禁手) by the RIF definitions, recursive: a three counts only if one
//! of its straight-four points is itself a legal move for Black.

use super::board::Board;
use super::line::{CENTRE_BIT, analyze, black_lookup, run_stones};
use super::pattern::{LineShape, ShapeKind, mask_points, three_shape};
use super::point::{Direction, Point};
use super::rule_set::ThreeRule;
use super::stone::Stone;

/// The kind of a forbidden point, declared in order of precedence (overline first).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum ForbiddenKind {
    /// 长连: six or more in a row.
    Overline,
    /// 四四: two or more fours at once (also on one line; includes 4-4-3).
    DoubleFour,
    /// 三三: two or more real threes at once (includes 4-3-3).
    DoubleThree,
}

/// Why a point is forbidden: the kind and the lines that make it so, for drawing and hints.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ForbiddenVerdict {
    /// The primary kind (overline > double-four > double-three).
    pub kind: ForbiddenKind,
    /// The overlines, fours or threes made (for a double-three, any four made too).
    pub lines: Vec<LineShape>,
}

/// What a Black stone on an empty point would be under renju.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlackMove {
    /// It makes an exact five: it wins, whatever else it makes.
    Five,
    /// It is forbidden.
    Forbidden(ForbiddenKind),
    /// Neither (an occupied point is also reported so).
    Plain,
}

/// Window bits within four steps of the centre (the centre itself excluded).
const NEAR_BITS: u16 = 0b011_1101_1110;

/// Classifies a Black move on `point` (the fast path: one table read per direction, recursing
/// only when two or more lines could hold a three).
pub fn classify_black(board: &Board, point: Point, three_rule: ThreeRule) -> BlackMove {
    if !board.is_empty(point) {
        return BlackMove::Plain;
    }
    let windows = Direction::ALL.map(|direction| board.window(point, direction, Stone::Black));
    // Cheap pre-filter: a five, four or overline on a line needs three Black stones within
    // four steps, a three needs two; a forbidden point needs one such line with three, or two
    // lines with two. Most empty points fail this and skip the table.
    let mut lines_with_two = 0;
    let mut lines_with_three = 0;
    for window in &windows {
        let near = (window.own & NEAR_BITS).count_ones();
        lines_with_two += u32::from(near >= 2);
        lines_with_three += u32::from(near >= 3);
    }
    if lines_with_three == 0 && lines_with_two < 2 {
        return BlackMove::Plain;
    }
    let mut overline = false;
    let mut fours = 0;
    let mut three_lines = [0u16; 4];
    let mut three_line_count = 0;
    for direction in Direction::ALL {
        let entry = black_lookup(windows[direction.index()]);
        if entry.five() {
            return BlackMove::Five;
        }
        overline |= entry.overline();
        fours += entry.four_count();
        if entry.four_count() == 0 && entry.three_points() != 0 {
            three_lines[direction.index()] = entry.three_points();
            three_line_count += 1;
        }
    }
    if overline {
        return BlackMove::Forbidden(ForbiddenKind::Overline);
    }
    if fours >= 2 {
        return BlackMove::Forbidden(ForbiddenKind::DoubleFour);
    }
    if three_line_count < 2 {
        return BlackMove::Plain;
    }
    let after = board.with(point, Stone::Black);
    let mut real = 0;
    let mut unchecked = three_line_count;
    for direction in Direction::ALL {
        let candidates = three_lines[direction.index()];
        if candidates == 0 {
            continue;
        }
        unchecked -= 1;
        if any_completion_counts(&after, point, direction, candidates, three_rule) {
            real += 1;
            if real >= 2 {
                return BlackMove::Forbidden(ForbiddenKind::DoubleThree);
            }
        }
        if real + unchecked < 2 {
            break;
        }
    }
    BlackMove::Plain
}

fn any_completion_counts(
    after: &Board,
    point: Point,
    direction: Direction,
    candidates: u16,
    three_rule: ThreeRule,
) -> bool {
    mask_points(point, direction, candidates)
        .into_iter()
        .any(|q| completion_counts(after, q, three_rule))
}

/// Whether a Black stone on `q` may serve as a three's straight-four point: it must be legal,
/// and under the literal rule it must not make a five at the same time.
pub fn completion_counts(board: &Board, q: Point, three_rule: ThreeRule) -> bool {
    match classify_black(board, q, three_rule) {
        BlackMove::Plain => true,
        BlackMove::Five => three_rule == ThreeRule::Lenient,
        BlackMove::Forbidden(_) => false,
    }
}

/// The kind of forbidden point `point` is for Black (literal three rule), if any.
pub fn forbidden_kind(board: &Board, point: Point) -> Option<ForbiddenKind> {
    forbidden_kind_with(board, point, ThreeRule::Literal)
}

/// [`forbidden_kind`] with a chosen reading of the disputed three.
pub fn forbidden_kind_with(
    board: &Board,
    point: Point,
    three_rule: ThreeRule,
) -> Option<ForbiddenKind> {
    match classify_black(board, point, three_rule) {
        BlackMove::Forbidden(kind) => Some(kind),
        BlackMove::Five | BlackMove::Plain => None,
    }
}

/// Whether a Black stone on `point` makes exactly five.
pub fn makes_black_five(board: &Board, point: Point) -> bool {
    board.is_empty(point)
        && Direction::ALL
            .into_iter()
            .any(|direction| black_lookup(board.window(point, direction, Stone::Black)).five())
}

/// The forbidden verdict with its lines (literal three rule), if `point` is forbidden.
pub fn explain_forbidden(board: &Board, point: Point) -> Option<ForbiddenVerdict> {
    explain_forbidden_with(board, point, ThreeRule::Literal)
}

/// [`explain_forbidden`] with a chosen reading of the disputed three.
pub fn explain_forbidden_with(
    board: &Board,
    point: Point,
    three_rule: ThreeRule,
) -> Option<ForbiddenVerdict> {
    let kind = forbidden_kind_with(board, point, three_rule)?;
    let mut lines = Vec::new();
    for direction in Direction::ALL {
        let window = board.window(point, direction, Stone::Black);
        let analysis = analyze(window, true);
        match kind {
            ForbiddenKind::Overline if analysis.overline => lines.push(LineShape {
                kind: ShapeKind::Overline,
                direction,
                stones: mask_points(point, direction, run_stones(window)),
                completions: Vec::new(),
            }),
            ForbiddenKind::Overline => {}
            ForbiddenKind::DoubleFour | ForbiddenKind::DoubleThree => {
                for &(stones, completions) in &analysis.fours[..analysis.four_count as usize] {
                    lines.push(LineShape {
                        kind: ShapeKind::Four,
                        direction,
                        stones: mask_points(point, direction, stones),
                        completions: mask_points(point, direction, completions),
                    });
                }
                if kind == ForbiddenKind::DoubleThree
                    && analysis.four_count == 0
                    && analysis.three_points != 0
                {
                    let after = board.with(point, Stone::Black);
                    let legal = legal_three_points(
                        &after,
                        point,
                        direction,
                        analysis.three_points,
                        three_rule,
                    );
                    if let Some(shape) = three_shape(point, direction, window, legal) {
                        lines.push(shape);
                    }
                }
            }
        }
    }
    Some(ForbiddenVerdict { kind, lines })
}

/// The candidate straight-four points (window bits) that pass [`completion_counts`].
pub(crate) fn legal_three_points(
    after: &Board,
    point: Point,
    direction: Direction,
    candidates: u16,
    three_rule: ThreeRule,
) -> u16 {
    let mut legal = 0;
    for bit in 0..11u32 {
        if candidates >> bit & 1 == 1
            && point
                .step(direction, bit as i32 - CENTRE_BIT as i32)
                .is_some_and(|q| completion_counts(after, q, three_rule))
        {
            legal |= 1 << bit;
        }
    }
    legal
}

/// Every empty point's verdict for Black: the forbidden points and the five points.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ForbiddenScan {
    /// Forbidden points with their primary kind, in point-index order.
    pub forbidden: Vec<(Point, ForbiddenKind)>,
    /// Points where Black makes exactly five, in point-index order.
    pub five_points: Vec<Point>,
}

/// Scans the whole board for Black's forbidden points and five points.
pub fn scan_forbidden(board: &Board, three_rule: ThreeRule) -> ForbiddenScan {
    let mut scan = ForbiddenScan::default();
    for point in board.empty_points() {
        match classify_black(board, point, three_rule) {
            BlackMove::Five => scan.five_points.push(point),
            BlackMove::Forbidden(kind) => scan.forbidden.push((point, kind)),
            BlackMove::Plain => {}
        }
    }
    scan
}
