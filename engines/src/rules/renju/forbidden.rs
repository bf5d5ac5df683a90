//! Black's forbidden points (禁手) by the RIF definitions, recursive: a three counts only if one
//! of its straight-four points is itself a legal move for Black.

use super::board::{Board, Window};
use super::line::{BlackTable, CENTRE_BIT, analyze, black_lookup, run_stones};
use super::pattern::{LineShape, ShapeKind, mask_points, three_shape};
use super::point::{Direction, Point, SIZE};
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
    let windows = black_windows(board, point);
    // Cheap pre-filter: a five, four or overline on a line needs three Black stones within
    // four steps, a three needs two; a forbidden point needs one such line with three, or two
    // lines with two. Most empty points fail this and skip the table; lines with fewer than
    // two are skipped too, as the table has nothing for them.
    let mut live = 0u8;
    let mut lines_with_three = 0;
    for (index, window) in windows.iter().enumerate() {
        let near = (window.own & NEAR_BITS).count_ones();
        live |= u8::from(near >= 2) << index;
        lines_with_three += u32::from(near >= 3);
    }
    if lines_with_three == 0 && live.count_ones() < 2 {
        return BlackMove::Plain;
    }
    classify_windows(board, point, &windows, live, BlackTable::get(), three_rule)
}

/// Black's windows around `point` in the order of [`Direction::ALL`].
#[inline]
fn black_windows(board: &Board, point: Point) -> [Window; 4] {
    [
        board.window(point, Direction::Horizontal, Stone::Black),
        board.window(point, Direction::Vertical, Stone::Black),
        board.window(point, Direction::Diagonal, Stone::Black),
        board.window(point, Direction::AntiDiagonal, Stone::Black),
    ]
}

/// [`classify_black`] after the pre-filter, on the empty `point` with its Black windows; only
/// the lines in `live` (bit `i` for direction `i` of [`Direction::ALL`]) can hold a shape.
fn classify_windows(
    board: &Board,
    point: Point,
    windows: &[Window; 4],
    live: u8,
    table: BlackTable,
    three_rule: ThreeRule,
) -> BlackMove {
    let mut overline = false;
    let mut fours = 0;
    let mut three_lines = [0u16; 4];
    let mut three_line_count = 0;
    for (index, (window, threes)) in windows.iter().zip(&mut three_lines).enumerate() {
        if live >> index & 1 == 0 {
            continue;
        }
        let entry = table.lookup(*window);
        if entry.five() {
            return BlackMove::Five;
        }
        overline |= entry.overline();
        fours += entry.four_count();
        if entry.four_count() == 0 && entry.three_points() != 0 {
            *threes = entry.three_points();
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

/// Each 16-bit lane of a packed word holds one row's 15 columns.
const LANES: u64 = 0x7FFF_7FFF_7FFF_7FFF;

/// Lane masks after moving columns down by `k` (index `k`): the top `k` columns of each lane
/// would come from off the board or from the next lane.
const DOWN_MASKS: [u64; 5] = lane_masks(false);

/// Lane masks after moving columns up by `k`: the bottom `k` columns would come from off the
/// board or the previous lane.
const UP_MASKS: [u64; 5] = lane_masks(true);

const fn lane_masks(up: bool) -> [u64; 5] {
    let mut masks = [0u64; 5];
    let mut k = 0;
    while k < 5 {
        let lane: u64 = if up {
            0x7FFF & !((1 << k) - 1)
        } else {
            0x7FFF >> k
        };
        masks[k] = lane * 0x0001_0001_0001_0001;
        k += 1;
    }
    masks
}

/// A side's rows packed four to a word (row r in word r / 4 + 1, lane r % 4), with an empty
/// word below and two above, so four consecutive rows from four below the board to four above
/// it can be read from two neighbouring words.
fn pack_rows(rows: &[u16; SIZE]) -> [u64; 7] {
    let mut words = [0u64; 7];
    for (row, &bits) in rows.iter().enumerate() {
        words[1 + row / 4] |= u64::from(bits) << (16 * (row % 4));
    }
    words
}

/// Calls `visit` with every empty point that passes the pre-filter of [`classify_black`] (some
/// line with three Black stones within four steps, or two lines with two), in index order,
/// together with its lines holding at least two (bit `i` for direction `i`). All points are
/// tested at once with bit-sliced counters, four rows to a 64-bit word.
fn for_each_crowded(board: &Board, mut visit: impl FnMut(Point, u8)) {
    let black_rows = board.rows(Stone::Black);
    let white_rows = board.rows(Stone::White);
    let black = pack_rows(&black_rows);
    let taken = pack_rows(&std::array::from_fn(|row| {
        black_rows[row] | white_rows[row]
    }));
    for group in 0..4 {
        let first = 4 * group;
        // near[k]: the four rows starting k - 4 rows above this group's first row.
        let near: [u64; 9] = std::array::from_fn(|k| {
            let (word, shift) = (group + k / 4, 16 * (k % 4) as u32);
            if shift == 0 {
                black[word]
            } else {
                black[word] >> shift | black[word + 1] << (64 - shift)
            }
        });
        let here = near[4];
        let mut one = [0u64; 4];
        let mut two = [0u64; 4];
        let mut three = 0u64;
        for k in 1..=4 {
            let (above, below) = (near[4 + k], near[4 - k]);
            let (down, up) = (DOWN_MASKS[k], UP_MASKS[k]);
            // Bit c of each word: is the point k steps away (forward, backward) Black?
            let neighbours = [
                [here >> k & down, here << k & up],
                [above, below],
                [above >> k & down, below << k & up],
                [below >> k & down, above << k & up],
            ];
            for (direction, pair) in neighbours.iter().enumerate() {
                for &bits in pair {
                    three |= two[direction] & bits;
                    two[direction] |= one[direction] & bits;
                    one[direction] |= bits;
                }
            }
        }
        let [h, v, d, a] = two;
        let two_lines = (h & (v | d | a)) | (v & (d | a)) | (d & a);
        let mut crowded = (three | two_lines) & !taken[group + 1] & LANES;
        while crowded != 0 {
            let bit = crowded.trailing_zeros();
            crowded &= crowded - 1;
            let live = two.iter().enumerate().fold(0u8, |live, (index, word)| {
                live | ((word >> bit & 1) as u8) << index
            });
            if let Some(point) = Point::new(bit as usize % 16, first + bit as usize / 16) {
                visit(point, live);
            }
        }
    }
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
    let table = BlackTable::get();
    for_each_crowded(board, |point, live| {
        let windows = black_windows(board, point);
        match classify_windows(board, point, &windows, live, table, three_rule) {
            BlackMove::Five => scan.five_points.push(point),
            BlackMove::Forbidden(kind) => scan.forbidden.push((point, kind)),
            BlackMove::Plain => {}
        }
    });
    scan
}
#[cfg(test)]
mod tests {
    use super::*;

    /// The per-point pre-filter of [`classify_black`], written out for comparison: the lines
    /// with two Black stones within four steps, if the point passes.
    fn point_filter(board: &Board, point: Point) -> Option<u8> {
        let near = black_windows(board, point).map(|w| (w.own & NEAR_BITS).count_ones());
        let live = (0..4).fold(0u8, |live, i| live | u8::from(near[i] >= 2) << i);
        let passes = near.iter().any(|&n| n >= 3) || live.count_ones() >= 2;
        (board.is_empty(point) && passes).then_some(live)
    }

    #[test]
    fn whole_board_filter_matches_the_per_point_filter() {
        let mut seed = 0x0123_4567_89AB_CDEFu64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut passed = 0;
        for round in 0..400 {
            let mut board = Board::new();
            let stones = 5 + round % 80;
            for _ in 0..stones {
                let point = Point::from_index((next() % 225) as usize).unwrap();
                let stone = if next() % 3 == 0 {
                    Stone::White
                } else {
                    Stone::Black
                };
                board.place(point, stone);
            }
            let mut fast = Vec::new();
            for_each_crowded(&board, |point, live| fast.push((point, live)));
            let slow: Vec<(Point, u8)> = Point::all()
                .filter_map(|point| point_filter(&board, point).map(|live| (point, live)))
                .collect();
            assert_eq!(fast, slow, "{board:?}");
            passed += fast.len();
        }
        assert!(passed > 1000, "{passed}");
    }
}
