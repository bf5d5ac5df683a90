//! The searched position with what each empty point would make for each colour kept up to
//! date stone by stone: its shape along each line ([`LineShape`]), those four combined into
//! one threat class ([`Threat`]), its worth, and per colour the count of points of each class
//! and the sum of their worth (the evaluation). A stone changes only the points within five
//! of it along its four lines, so placing or taking back a stone updates about 40 points.

use super::line::{LineShape, shape, table};
use crate::rules::renju::{Board, Direction, Point, Stone};
use crate::solve::renju::threat::Rules;

/// Points on the board.
pub const POINTS: usize = 225;

/// What a stone on an empty point would make, the four lines together, strongest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Threat {
    /// A five.
    Five = 0,
    /// A straight four or two fours: a five next move whatever the reply.
    FlexFour,
    /// A four and an open three.
    FourThree,
    /// A four and a closed three or an open two.
    FourPlus,
    /// A four.
    Four,
    /// Two open threes.
    ThreeThree,
    /// An open three and a closed three or an open two.
    ThreePlus,
    /// An open three.
    Three,
    /// Two of closed three or open two.
    TwoTwo,
    /// A closed three or an open two.
    Two,
    /// Less.
    Quiet,
    /// Forbidden for a renju Black for sure (an overline, two fours) and no five.
    Forbidden,
}

/// Threat classes, for counting.
pub const THREATS: usize = 12;

/// A point's four line shapes and threat class for one colour.
#[derive(Debug, Clone, Copy)]
struct PointShapes {
    lines: [LineShape; 4],
    threat: Threat,
    worth: i32,
    /// A renju Black's point that may be forbidden (two threes, or a straight four that may be
    /// two fours in one line): the rules engine decides.
    doubtful: bool,
}

impl Default for PointShapes {
    fn default() -> Self {
        PointShapes {
            lines: [LineShape::Dead; 4],
            threat: Threat::Quiet,
            worth: 0,
            doubtful: false,
        }
    }
}

/// The worth of a point's shape along one line, for the evaluation and move order.
///
/// Tuned in matches at equal node budgets against a stronger engine (120 games a setting):
/// points that would make an open three count more, and closed threes and open twos less,
/// than a first guess of [0, 0, 1, 3, 6, 18, 24, 80, 100, 400, 2000] (26 wins against 18).
const LINE_WORTH: [i32; 11] = [0, 0, 1, 3, 4, 12, 16, 120, 100, 400, 2000];

/// The extra worth of a point that makes two threats at once.
fn combination_worth(threat: Threat) -> i32 {
    match threat {
        Threat::FlexFour => 600,
        Threat::FourThree => 600,
        Threat::ThreeThree => 300,
        Threat::FourPlus => 100,
        Threat::ThreePlus => 60,
        Threat::TwoTwo => 20,
        _ => 0,
    }
}

/// A point's class, doubt and worth for each combination of four line shapes, for a renju
/// Black (`[1]`) and any other colour (`[0]`): 11⁴ entries each, made once.
fn combinations() -> &'static [Vec<Combination>; 2] {
    static TABLE: std::sync::OnceLock<[Vec<Combination>; 2]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        [false, true].map(|renju_black| {
            (0..SHAPES * SHAPES * SHAPES * SHAPES)
                .map(|index| {
                    let lines = [0, 1, 2, 3]
                        .map(|d| LineShape::from_index(index / SHAPES.pow(d as u32) % SHAPES));
                    let (threat, doubtful) = combine(&lines, renju_black);
                    let worth = if threat == Threat::Forbidden {
                        0
                    } else {
                        lines.iter().map(|&l| LINE_WORTH[l as usize]).sum::<i32>()
                            + combination_worth(threat)
                    };
                    Combination {
                        threat,
                        doubtful,
                        worth,
                    }
                })
                .collect()
        })
    })
}

/// What one point's four line shapes and class mean: see [`PointShapes`].
#[derive(Debug, Clone, Copy)]
struct Combination {
    threat: Threat,
    doubtful: bool,
    worth: i32,
}

/// Line shapes there are.
const SHAPES: usize = 11;

#[inline]
fn combination_index(lines: &[LineShape; 4]) -> usize {
    lines
        .iter()
        .rev()
        .fold(0, |index, &line| index * SHAPES + line as usize)
}

/// A position with its threat tables.
#[derive(Clone)]
pub struct Position {
    board: Board,
    rules: Rules,
    tables: [&'static [u8]; 2],
    combinations: [&'static [Combination]; 2],
    shapes: [[PointShapes; POINTS]; 2],
    counts: [[u16; THREATS]; 2],
    totals: [i32; 2],
    history: Vec<Point>,
}

impl Position {
    /// The tables for `board`.
    pub fn new(board: &Board, rules: Rules) -> Position {
        let exact = |stone| rules.rule_set.exact_five(stone);
        let mut position = Position {
            board: board.clone(),
            rules,
            tables: [table(exact(Stone::Black)), table(exact(Stone::White))],
            combinations: [Stone::Black, Stone::White].map(|stone| {
                combinations()[usize::from(rules.rule_set.has_forbidden_points(stone))].as_slice()
            }),
            shapes: [[PointShapes::default(); POINTS]; 2],
            counts: [[0; THREATS]; 2],
            totals: [0; 2],
            history: Vec::new(),
        };
        // Every point is counted, a taken one as quiet.
        for counts in &mut position.counts {
            counts[Threat::Quiet as usize] = POINTS as u16;
        }
        for point in Point::all() {
            if board.is_empty(point) {
                for stone in [Stone::Black, Stone::White] {
                    let mut shapes = PointShapes::default();
                    for direction in Direction::ALL {
                        shapes.lines[direction.index()] =
                            position.line_shape(point, direction, stone);
                    }
                    position.settle(point, stone, shapes.lines);
                }
            }
        }
        position
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// How many empty points give `stone` a threat of class `threat`.
    #[inline]
    pub fn count(&self, stone: Stone, threat: Threat) -> u16 {
        self.counts[stone.index()][threat as usize]
    }

    /// The threat class of `point` for `stone`.
    #[inline]
    pub fn threat(&self, point: Point, stone: Stone) -> Threat {
        self.shapes[stone.index()][point.index()].threat
    }

    /// The worth of `point` for `stone`.
    #[inline]
    pub fn worth(&self, point: Point, stone: Stone) -> i32 {
        self.shapes[stone.index()][point.index()].worth
    }

    /// The shape `stone` on `point` makes along `direction`.
    #[inline]
    pub fn line(&self, point: Point, direction: Direction, stone: Stone) -> LineShape {
        self.shapes[stone.index()][point.index()].lines[direction.index()]
    }

    /// The evaluation for `to_move`: what its points are worth against the opponent's, with
    /// the move in hand counting half as much again (tuned as [`LINE_WORTH`]: ¼ and ¾ did
    /// worse, nothing much worse).
    pub fn evaluate(&self, to_move: Stone) -> i32 {
        let own = self.totals[to_move.index()];
        let other = self.totals[to_move.opponent().index()];
        own + own / 2 - other
    }

    /// Whether `stone` may play `point` (empty; for a renju Black not forbidden), asking the
    /// rules engine only where the shapes leave it in doubt.
    pub fn is_legal(&self, point: Point, stone: Stone) -> bool {
        if !self.board.is_empty(point) {
            return false;
        }
        if !self.rules.rule_set.has_forbidden_points(stone) {
            return true;
        }
        let shapes = &self.shapes[stone.index()][point.index()];
        match shapes.threat {
            Threat::Five => true,
            Threat::Forbidden => false,
            _ if shapes.doubtful => self.rules.is_legal(&self.board, point, stone),
            _ => true,
        }
    }

    /// Every empty point where `stone` has a threat of class `threat`.
    pub fn points_with(&self, stone: Stone, threat: Threat) -> impl Iterator<Item = Point> + '_ {
        let shapes = &self.shapes[stone.index()];
        Point::all().filter(move |p| self.board.is_empty(*p) && shapes[p.index()].threat == threat)
    }

    /// Plays `point` for `stone` (empty, legal: the caller's check).
    pub fn play(&mut self, point: Point, stone: Stone) {
        for colour in [Stone::Black, Stone::White] {
            self.unsettle(point, colour);
        }
        self.board.place(point, stone);
        self.history.push(point);
        self.refresh_around(point);
    }

    /// Takes back the last stone played.
    pub fn undo(&mut self) {
        let Some(point) = self.history.pop() else {
            return;
        };
        self.board.remove(point);
        for colour in [Stone::Black, Stone::White] {
            let lines = Direction::ALL.map(|direction| self.line_shape(point, direction, colour));
            self.settle(point, colour, lines);
        }
        self.refresh_around(point);
    }

    fn refresh_around(&mut self, point: Point) {
        for direction in Direction::ALL {
            let (stones, off, bit) = self.board.line_bits(point, direction);
            let taken = stones[0] | stones[1] | off;
            let stride: isize = match direction {
                Direction::Horizontal => 1,
                Direction::Vertical => 15,
                Direction::Diagonal => 16,
                Direction::AntiDiagonal => -14,
            };
            for step in -5i32..=5 {
                let position = bit as i32 + step;
                // Off the line, taken, or off the board (a short diagonal's end).
                if step == 0 || !(0..15).contains(&position) || taken >> (position + 5) & 1 != 0 {
                    continue;
                }
                let near = point.index() as isize + stride * step as isize;
                let Some(near) = Point::from_index(near as usize) else {
                    continue;
                };
                for colour in [Stone::Black, Stone::White] {
                    let own = (stones[colour.index()] >> position) & 0x7FF;
                    let blocked = ((stones[colour.opponent().index()] | off) >> position) & 0x7FF;
                    let line = shape(self.tables[colour.index()], own as u16, blocked as u16);
                    let mut lines = self.shapes[colour.index()][near.index()].lines;
                    if lines[direction.index()] == line {
                        continue;
                    }
                    lines[direction.index()] = line;
                    self.unsettle(near, colour);
                    self.settle(near, colour, lines);
                }
            }
        }
    }

    #[inline]
    fn line_shape(&self, point: Point, direction: Direction, stone: Stone) -> LineShape {
        let window = self.board.window(point, direction, stone);
        shape(self.tables[stone.index()], window.own, window.blocked)
    }

    /// Takes `point`'s counts and worth for `stone` out of the totals.
    fn unsettle(&mut self, point: Point, stone: Stone) {
        let shapes = self.shapes[stone.index()][point.index()];
        self.counts[stone.index()][shapes.threat as usize] -= 1;
        self.totals[stone.index()] -= shapes.worth;
        self.shapes[stone.index()][point.index()] = PointShapes {
            lines: shapes.lines,
            ..PointShapes::default()
        };
        // Quiet points are counted too; the default above is counted back by `settle`.
        self.counts[stone.index()][Threat::Quiet as usize] += 1;
    }

    /// Sets `point`'s shapes for `stone` and adds its class and worth to the totals.
    fn settle(&mut self, point: Point, stone: Stone, lines: [LineShape; 4]) {
        let Combination {
            threat,
            doubtful,
            worth,
        } = self.combinations[stone.index()][combination_index(&lines)];
        let old = self.shapes[stone.index()][point.index()].threat;
        self.counts[stone.index()][old as usize] -= 1;
        self.counts[stone.index()][threat as usize] += 1;
        self.totals[stone.index()] += worth;
        self.shapes[stone.index()][point.index()] = PointShapes {
            lines,
            threat,
            worth,
            doubtful,
        };
    }
}

/// The threat class of four line shapes, and whether a renju Black's point is in doubt.
fn combine(lines: &[LineShape; 4], renju_black: bool) -> (Threat, bool) {
    let count = |shape: LineShape| lines.iter().filter(|&&l| l == shape).count();
    let fives = count(LineShape::Five);
    let straight = count(LineShape::StraightFour);
    let fours = count(LineShape::Four) + straight;
    let threes = count(LineShape::OpenThree);
    let minor = count(LineShape::ClosedThree) + count(LineShape::OpenTwo);
    if fives > 0 {
        return (Threat::Five, false);
    }
    if renju_black && (count(LineShape::Overline) > 0 || fours >= 2) {
        return (Threat::Forbidden, false);
    }
    let doubtful = renju_black && (threes >= 2 || straight > 0);
    let threat = if straight > 0 || fours >= 2 {
        Threat::FlexFour
    } else if fours == 1 && threes > 0 {
        Threat::FourThree
    } else if fours == 1 && minor > 0 {
        Threat::FourPlus
    } else if fours == 1 {
        Threat::Four
    } else if threes >= 2 {
        Threat::ThreeThree
    } else if threes == 1 && minor > 0 {
        Threat::ThreePlus
    } else if threes == 1 {
        Threat::Three
    } else if minor >= 2 {
        Threat::TwoTwo
    } else if minor == 1 {
        Threat::Two
    } else {
        Threat::Quiet
    };
    (threat, doubtful)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::renju::RuleSet;

    use super::super::test_board as board;

    #[test]
    fn played_and_taken_back_stones_leave_the_tables_as_made_fresh() {
        let rules = Rules::new(RuleSet::Renju);
        let start = board(&["h8", "i9", "g7"], &["h9", "i8"]);
        let mut position = Position::new(&start, rules);
        let moves = [
            ("j10", Stone::White),
            ("f6", Stone::Black),
            ("k11", Stone::White),
        ];
        for (name, stone) in moves {
            let point: Point = name.parse().expect("point");
            position.play(point, stone);
            let fresh = Position::new(position.board(), rules);
            assert_eq!(position.totals, fresh.totals, "after {name}");
            assert_eq!(position.counts, fresh.counts, "after {name}");
        }
        for _ in moves {
            position.undo();
        }
        let fresh = Position::new(&start, rules);
        assert_eq!(position.totals, fresh.totals);
        assert_eq!(position.counts, fresh.counts);
    }

    #[test]
    fn threats_are_classed_by_what_the_stone_makes() {
        let rules = Rules::new(RuleSet::Renju);
        // Black h8 i8 j8 (open three): g8 and k8 make straight fours.
        let position = Position::new(&board(&["h8", "i8", "j8"], &["a1", "a2"]), rules);
        let g8: Point = "g8".parse().expect("point");
        assert_eq!(position.threat(g8, Stone::Black), Threat::FlexFour);
        assert_eq!(position.count(Stone::Black, Threat::FlexFour), 2);
        // Black's double four point is forbidden, for the shapes and the rules engine.
        let four_four = board(
            &["h8", "i8", "j8", "k9", "k10", "k11"],
            &["g8", "k12", "a1", "a2", "a3"],
        );
        let position = Position::new(&four_four, rules);
        let k8: Point = "k8".parse().expect("point");
        assert_eq!(position.threat(k8, Stone::Black), Threat::Forbidden);
        assert!(!position.is_legal(k8, Stone::Black));
        assert!(!rules.is_legal(&four_four, k8, Stone::Black));
        assert_eq!(position.threat(k8, Stone::White), Threat::Quiet);
    }

    /// Random games (stones near the centre, so that shapes form) under every rule set.
    fn random_positions(rules: Rules, games: u64, mut visit: impl FnMut(&Position)) {
        use crate::solve::seeded::SeededRandom;
        for seed in 0..games {
            let mut random = SeededRandom::new(seed + 1);
            let mut position = Position::new(&Board::new(), rules);
            let mut stone = Stone::Black;
            for _ in 0..(20 + random.below(60)) {
                let point = Point::new(3 + random.index(9), 3 + random.index(9)).expect("point");
                if !position.board().is_empty(point)
                    || !rules.is_legal(position.board(), point, stone)
                    || rules.makes_win(position.board(), point, stone)
                {
                    continue;
                }
                position.play(point, stone);
                stone = stone.opponent();
                visit(&position);
            }
        }
    }

    #[test]
    fn the_tables_agree_with_a_fresh_position_after_every_stone() {
        for rule_set in [RuleSet::Renju, RuleSet::Freestyle, RuleSet::Standard] {
            let rules = Rules::new(rule_set);
            random_positions(rules, 30, |position| {
                let fresh = Position::new(position.board(), rules);
                assert_eq!(position.counts, fresh.counts, "{:?}", position.board());
                assert_eq!(position.totals, fresh.totals, "{:?}", position.board());
            });
        }
    }

    /// The shapes say five exactly where the rules engine does, and a renju Black's point is
    /// legal exactly where the rules engine says so (the shapes decide most points alone, so
    /// the doubt they leave to the rules engine must cover every forbidden point).
    #[test]
    fn fives_and_forbidden_points_agree_with_the_rules_engine() {
        let mut forbidden_seen = 0;
        for rule_set in [RuleSet::Renju, RuleSet::Freestyle, RuleSet::Standard] {
            let rules = Rules::new(rule_set);
            random_positions(rules, 60, |position| {
                let board = position.board();
                for point in Point::all().filter(|&p| board.is_empty(p)) {
                    for stone in [Stone::Black, Stone::White] {
                        assert_eq!(
                            position.threat(point, stone) == Threat::Five,
                            rules.makes_win(board, point, stone),
                            "{rule_set:?} {stone:?} {point}\n{board:?}"
                        );
                        let legal = rules.is_legal(board, point, stone);
                        assert_eq!(
                            position.is_legal(point, stone),
                            legal,
                            "{rule_set:?} {stone:?} {point}\n{board:?}"
                        );
                        forbidden_seen += usize::from(!legal);
                    }
                }
            });
        }
        assert!(
            forbidden_seen > 50,
            "only {forbidden_seen} forbidden points met"
        );
    }
}
