//! Threat primitives for the Gomoku/Renju searches: win points, fours and their completing
//! points, threes, and which moves are legal for a colour under a rule set.

use crate::rules::renju::{
    BlackMove, Board, Direction, Point, RuleSet, Stone, ThreeRule, classify_black,
};

/// The rules a search plays by: who wins with what, and the reading of the disputed three.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Rules {
    /// Freestyle, standard or renju.
    pub rule_set: RuleSet,
    /// The reading of a three whose straight-four point also makes a five (renju only).
    pub three_rule: ThreeRule,
}

impl Rules {
    /// The rules of a rule set with the literal three reading.
    pub const fn new(rule_set: RuleSet) -> Rules {
        Rules {
            rule_set,
            three_rule: ThreeRule::Literal,
        }
    }

    /// Whether `stone` on the empty point `point` makes a winning run.
    #[inline]
    pub fn makes_win(&self, board: &Board, point: Point, stone: Stone) -> bool {
        board.is_empty(point)
            && Direction::ALL.into_iter().any(|direction| {
                self.rule_set
                    .run_wins(stone, board.run_through(point, direction, stone))
            })
    }

    /// Whether `stone` may be played on `point`: empty, and for Black under renju either a
    /// five or not a forbidden point.
    #[inline]
    pub fn is_legal(&self, board: &Board, point: Point, stone: Stone) -> bool {
        if !board.is_empty(point) {
            return false;
        }
        if !self.rule_set.has_forbidden_points(stone) {
            return true;
        }
        !matches!(
            classify_black(board, point, self.three_rule),
            BlackMove::Forbidden(_)
        )
    }

    /// Whether `point` is forbidden for `stone` (only Black under renju has such points).
    #[inline]
    pub fn is_forbidden(&self, board: &Board, point: Point, stone: Stone) -> bool {
        board.is_empty(point) && !self.is_legal(board, point, stone)
    }

    /// Every point where `stone` wins at once (a legal five), in point order.
    pub fn win_points(&self, board: &Board, stone: Stone) -> Vec<Point> {
        let mut seen = PointSet::default();
        let mut found = Vec::new();
        board.four_gaps(stone, |q, direction| {
            // A point is a five if it is one along any line (a renju Black's overline along
            // another does not spoil it).
            if !seen.contains(q)
                && self
                    .rule_set
                    .run_wins(stone, board.run_through(q, direction, stone))
            {
                seen.insert(q);
                found.push(q);
            }
        });
        found.sort();
        found
    }

    /// The points where `stone` wins at once that lie on a line through `point` within four
    /// steps (after a stone of that colour was put on `point`), in point order.
    pub fn win_points_through(&self, board: &Board, point: Point, stone: Stone) -> Vec<Point> {
        let mut seen = PointSet::default();
        let mut found = Vec::new();
        for direction in Direction::ALL {
            self.push_win_points_near(board, point, direction, stone, &mut seen, &mut found);
        }
        found.sort();
        found
    }

    fn push_win_points_near(
        &self,
        board: &Board,
        point: Point,
        direction: Direction,
        stone: Stone,
        seen: &mut PointSet,
        found: &mut Vec<Point>,
    ) {
        let window = board.window(point, direction, stone);
        // The segments through `point` cover bits 1 to 9: most lines hold fewer than four
        // own stones there and need no segment test.
        if (window.own & 0x3FE).count_ones() < 4 {
            return;
        }
        let empty = !(window.own | window.blocked) & 0x7FF;
        for start in 1..=5u32 {
            let mask = 0x1Fu16 << start;
            if window.blocked & mask != 0 || (window.own & mask).count_ones() != 4 {
                continue;
            }
            let bit = (empty & mask).trailing_zeros();
            let Some(q) = point.step(direction, bit as i32 - 5) else {
                continue;
            };
            if seen.insert(q)
                && self
                    .rule_set
                    .run_wins(stone, board.run_through(q, direction, stone))
            {
                found.push(q);
            }
        }
    }

    /// Every empty point where `stone` could make a four (or five) by the 5-point-segment
    /// test: a segment with three (or four) own stones, no other stones. A superset of the
    /// four-making moves, in point order; confirm with [`Rules::win_points_through`].
    pub fn four_candidates(&self, board: &Board, stone: Stone) -> Vec<Point> {
        segment_candidates(board, stone, 3)
    }

    /// [`Rules::four_candidates`] on `board` from the candidates `before` of the board without
    /// `placed` (a stone of `stone`) and without any stones of the other colour added since:
    /// only segments through `placed` can be new, and old candidates are checked again.
    pub fn four_candidates_after(
        &self,
        board: &Board,
        stone: Stone,
        before: &[Point],
        placed: Point,
    ) -> Vec<Point> {
        let mut seen = PointSet::default();
        let mut found: Vec<Point> = before
            .iter()
            .copied()
            .filter(|&q| board.is_empty(q) && in_open_segment(board, q, stone, 3) && seen.insert(q))
            .collect();
        for direction in Direction::ALL {
            push_segment_points(board, placed, direction, stone, 3, &mut seen, &mut found);
        }
        found.sort();
        found
    }

    /// Every empty point where `stone` could make a three or better by the segment test (a
    /// 5-point segment with two own stones and no other stones), in point order.
    pub fn three_candidates(&self, board: &Board, stone: Stone) -> Vec<Point> {
        segment_candidates(board, stone, 2)
    }

    /// The points where `stone`, having just played `point`, would make a straight four
    /// (two or more win points) with one more legal move: the "three points" of the threes
    /// made through `point`, in point order.
    pub fn straight_four_points(&self, board: &Board, point: Point, stone: Stone) -> Vec<Point> {
        let mut found = Vec::new();
        let mut seen = PointSet::default();
        for direction in Direction::ALL {
            let window = board.window(point, direction, stone);
            let empty = !(window.own | window.blocked) & 0x7FF;
            for bit in 1..=9u32 {
                if empty >> bit & 1 == 0 {
                    continue;
                }
                let Some(q) = point.step(direction, bit as i32 - 5) else {
                    continue;
                };
                if seen.contains(q)
                    || !self.is_legal(board, q, stone)
                    || self.makes_win(board, q, stone)
                {
                    continue;
                }
                let after = board.with(q, stone);
                let wins = self.win_points_through(&after, q, stone);
                let on_line = wins.iter().filter(|&&w| same_line(q, w, direction)).count();
                if on_line >= 2 {
                    seen.insert(q);
                    found.push(q);
                }
            }
        }
        found.sort();
        found
    }
}

impl Rules {
    /// Whether [`Rules::straight_four_points`] of `point` is not empty, when `stone` has no
    /// five point on `board`. Then every five point a move `q` makes lies in a 5-point
    /// segment through `q` that held three own stones and no other stones, so points
    /// without one are passed over at the cost of a window; only the line looked along is
    /// searched for the five points, and the answer comes with the first point found.
    pub fn has_straight_four_point(&self, board: &Board, point: Point, stone: Stone) -> bool {
        Direction::ALL.into_iter().any(|direction| {
            let window = board.window(point, direction, stone);
            let empty = !(window.own | window.blocked) & 0x7FF;
            (1..=9u32).any(|bit| {
                if empty >> bit & 1 == 0 {
                    return false;
                }
                let Some(q) = point.step(direction, bit as i32 - 5) else {
                    return false;
                };
                let around = board.window(q, direction, stone);
                let open = (1..=5u32).any(|start| {
                    let mask = 0x1Fu16 << start;
                    around.blocked & mask == 0 && (around.own & mask).count_ones() >= 3
                });
                if !open || self.makes_win(board, q, stone) {
                    return false;
                }
                let after = board.with(q, stone);
                let mut seen = PointSet::default();
                let mut found = Vec::new();
                self.push_win_points_near(&after, q, direction, stone, &mut seen, &mut found);
                found.len() >= 2 && self.is_legal(board, q, stone)
            })
        })
    }
}

/// Whether `b` lies on the line through `a` in `direction`.
fn same_line(a: Point, b: Point, direction: Direction) -> bool {
    let (dc, dr) = direction.delta();
    let (ac, ar) = (a.column() as i32, a.row() as i32);
    let (bc, br) = (b.column() as i32, b.row() as i32);
    (bc - ac) * dr == (br - ar) * dc
}

/// A set of board points as a 225-bit mask.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PointSet([u64; 4]);

impl PointSet {
    /// Adds a point; true if it was not there yet.
    #[inline]
    pub fn insert(&mut self, point: Point) -> bool {
        let (word, bit) = (point.index() / 64, point.index() % 64);
        let fresh = self.0[word] >> bit & 1 == 0;
        self.0[word] |= 1 << bit;
        fresh
    }

    /// Whether the point is in the set.
    #[inline]
    pub fn contains(&self, point: Point) -> bool {
        self.0[point.index() / 64] >> (point.index() % 64) & 1 == 1
    }

    /// Keeps only the points that are also in `other`.
    #[inline]
    pub fn intersect(&mut self, other: &PointSet) {
        for (word, theirs) in self.0.iter_mut().zip(other.0) {
            *word &= theirs;
        }
    }

    /// Whether the set holds no point.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&word| word == 0)
    }

    /// The points of the set in index order (a1, b1, … o15).
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..4).flat_map(move |word| {
            let mut bits = self.0[word];
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let bit = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Point::from_index(word * 64 + bit)
            })
        })
    }
}

/// Parses a list of point names (case-insensitive) into points.
pub fn parse_points(names: &[String]) -> Result<Vec<Point>, String> {
    names
        .iter()
        .map(|name| name.parse::<Point>().map_err(|_| name.clone()))
        .collect()
}

/// Empty points inside a 5-point segment through an own stone that holds at least `min_own`
/// own stones and no other stones, in point order.
fn segment_candidates(board: &Board, stone: Stone, min_own: u32) -> Vec<Point> {
    let mut seen = PointSet::default();
    let mut found = Vec::new();
    board.segment_gaps(stone, min_own, |q, _| {
        if seen.insert(q) {
            found.push(q);
        }
    });
    found.sort();
    found
}

/// Pushes the empty points (not yet in `seen`) of every 5-point segment along `direction`
/// through `point` that holds at least `min_own` stones of `stone` and no other stones.
fn push_segment_points(
    board: &Board,
    point: Point,
    direction: Direction,
    stone: Stone,
    min_own: u32,
    seen: &mut PointSet,
    found: &mut Vec<Point>,
) {
    let window = board.window(point, direction, stone);
    let empty = !(window.own | window.blocked) & 0x7FF;
    for start in 1..=5u32 {
        let mask = 0x1Fu16 << start;
        if window.blocked & mask != 0 || (window.own & mask).count_ones() < min_own {
            continue;
        }
        let mut spare = empty & mask;
        while spare != 0 {
            let bit = spare.trailing_zeros();
            spare &= spare - 1;
            if let Some(q) = point.step(direction, bit as i32 - 5)
                && seen.insert(q)
            {
                found.push(q);
            }
        }
    }
}

/// Whether the empty point `q` lies in a 5-point segment with at least `min_own` stones of
/// `stone` and no other stones.
fn in_open_segment(board: &Board, q: Point, stone: Stone, min_own: u32) -> bool {
    Direction::ALL.into_iter().any(|direction| {
        let window = board.window(q, direction, stone);
        (1..=5u32).any(|start| {
            let mask = 0x1Fu16 << start;
            window.blocked & mask == 0 && (window.own & mask).count_ones() >= min_own
        })
    })
}
