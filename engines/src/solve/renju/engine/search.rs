//! Iterative-deepening principal-variation search over a [`Position`]: threats first (a five
//! is taken, the opponent's five blocked at no cost in depth, a straight four wins, the
//! opponent's open three answered only by the moves that stop it or by a four), the rest in
//! the order of what each point makes for both colours, the late quiet ones searched one ply
//! shallower; a transposition table and history counts; at the horizon the evaluation, or
//! the side's fours that carry a second threat (a short VCF), or one more ply when an open
//! three is still unanswered. Stops at a node budget, a deadline or a cancel flag and keeps
//! the last finished depth's choice.

use super::position::{POINTS, Position, Threat};
use crate::rules::renju::{Direction, Point, Stone};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// A score above any evaluation: the side to move has won (less the plies to the win).
pub const WIN: i32 = 1_000_000;
/// Scores above this are wins found by the search.
const WON: i32 = WIN - 1_000;
/// The deepest ply searched.
const MAX_PLY: usize = 64;
/// The deepest the horizon's fours go (plies below depth 0).
const FOUR_PLIES: i32 = 8;
/// The most root moves searched when the caller gives none (the best by move order).
const ROOT_WIDTH: usize = 20;
/// Quiet moves after this many at a node are searched a ply (or two) shallower first.
const LATE_MOVE: usize = 2;

/// When the search stops.
#[derive(Debug, Clone, Default)]
pub struct Limits {
    /// Positions visited, at most.
    pub nodes: u64,
    /// The time to stop.
    pub deadline: Option<Instant>,
    /// Stops the search once set.
    pub cancel: Option<Arc<AtomicBool>>,
    /// The deepest iteration.
    pub max_depth: u32,
}

/// What a search found.
#[derive(Debug, Clone, Default)]
pub struct Found {
    /// The best move of the deepest finished iteration (or the first root move).
    pub best: Option<Point>,
    /// Its score for the side to move.
    pub score: i32,
    /// The deepest finished iteration.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: i8,
    bound: Bound,
    best: u8,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Empty,
    Exact,
    Lower,
    Upper,
}

const NO_MOVE: u8 = u8::MAX;
const TABLE_BITS: u32 = 18;

/// A search of one position.
pub struct Searcher {
    position: Position,
    table: Vec<Entry>,
    nodes: u64,
    limits: Limits,
    stopped: bool,
    history: Vec<[i32; POINTS]>,
    killers: [[u8; 2]; MAX_PLY],
}

impl Searcher {
    /// A searcher for `position`.
    pub fn new(position: Position, limits: Limits) -> Searcher {
        Searcher {
            position,
            table: vec![Entry::default(); 1 << TABLE_BITS],
            nodes: 0,
            limits,
            stopped: false,
            history: vec![[0; POINTS]; 2],
            killers: [[NO_MOVE; 2]; MAX_PLY],
        }
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The best of `moves` (all the side's sensible moves when empty) for `stone`, by
    /// iterative deepening within the limits.
    pub fn best_move(&mut self, stone: Stone, moves: &[Point]) -> Found {
        let mut root: Vec<Point> = if moves.is_empty() {
            self.threat_moves(stone, 0)
                .unwrap_or_else(|| self.ordered_moves(stone, 0, ROOT_WIDTH))
        } else {
            moves
                .iter()
                .copied()
                .filter(|&p| self.position.is_legal(p, stone))
                .collect()
        };
        if root.is_empty() {
            return Found::default();
        }
        let mut found = Found {
            best: root.first().copied(),
            ..Found::default()
        };
        for depth in 1..=self.limits.max_depth.max(1) {
            let mut alpha = -WIN - 1;
            let mut best_here = None;
            for (index, &point) in root.iter().enumerate() {
                self.position.play(point, stone);
                let score = if index == 0 {
                    -self.search(stone.opponent(), depth as i32 - 1, -WIN - 1, -alpha, 1)
                } else {
                    let probe =
                        -self.search(stone.opponent(), depth as i32 - 1, -alpha - 1, -alpha, 1);
                    if probe > alpha && !self.stopped {
                        -self.search(stone.opponent(), depth as i32 - 1, -WIN - 1, -alpha, 1)
                    } else {
                        probe
                    }
                };
                self.position.undo();
                if self.stopped {
                    break;
                }
                if score > alpha {
                    alpha = score;
                    best_here = Some(point);
                }
            }
            if let Some(best) = best_here {
                // A better move found before the stop is kept even from an unfinished depth.
                if !self.stopped || alpha > found.score {
                    found.best = Some(best);
                    found.score = alpha;
                }
                root.retain(|&p| p != best);
                root.insert(0, best);
            }
            if self.stopped {
                break;
            }
            found.depth = depth;
            if alpha.abs() > WON {
                break;
            }
        }
        found.nodes = self.nodes;
        found
    }

    fn out_of_time(&mut self) -> bool {
        if self.nodes >= self.limits.nodes {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(512) {
            let late = self.limits.deadline.is_some_and(|d| Instant::now() >= d);
            let cancelled = self
                .limits
                .cancel
                .as_ref()
                .is_some_and(|flag| flag.load(Ordering::Relaxed));
            self.stopped = late || cancelled;
        }
        self.stopped
    }

    fn search(&mut self, stone: Stone, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.out_of_time() {
            return 0;
        }
        let other = stone.opponent();
        let ply_score = ply as i32;
        if self.position.count(stone, Threat::Five) > 0 {
            return WIN - ply_score;
        }
        if ply + 2 >= MAX_PLY {
            return self.position.evaluate(stone);
        }
        if self.position.count(other, Threat::Five) > 0 {
            let (block, more) = {
                let mut fives = self.position.points_with(other, Threat::Five);
                (fives.next(), fives.next().is_some())
            };
            return match block {
                Some(block) if !more && self.position.is_legal(block, stone) => {
                    self.position.play(block, stone);
                    let score = -self.search(other, depth, -beta, -alpha, ply + 1);
                    self.position.undo();
                    score
                }
                _ => -(WIN - ply_score - 1),
            };
        }
        if self.has_legal(stone, Threat::FlexFour) {
            return WIN - ply_score - 2;
        }
        let key = self.position.board().hash() ^ side_key(stone);
        let slot = (key >> (64 - TABLE_BITS)) as usize;
        let entry = self.table[slot];
        let mut table_move = None;
        if entry.key == key && entry.bound != Bound::Empty {
            let score = from_table(entry.score, ply);
            if i32::from(entry.depth) >= depth {
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
            if entry.best != NO_MOVE {
                table_move = Point::from_index(usize::from(entry.best));
            }
        }
        let threatened = self.has_legal(other, Threat::FlexFour);
        let moves = if depth <= 0 {
            if !threatened || depth <= -FOUR_PLIES {
                let stand = self.position.evaluate(stone);
                if stand >= beta || depth <= -FOUR_PLIES {
                    return stand;
                }
                alpha = alpha.max(stand);
                let fours = self.horizon_fours(stone);
                if fours.is_empty() {
                    return stand;
                }
                let mut best = stand;
                for point in fours {
                    self.position.play(point, stone);
                    let score = -self.search(other, depth - 1, -beta, -alpha, ply + 1);
                    self.position.undo();
                    if self.stopped {
                        return 0;
                    }
                    best = best.max(score);
                    alpha = alpha.max(score);
                    if alpha >= beta {
                        break;
                    }
                }
                return best;
            }
            // An open three left at the horizon is answered: one more ply.
            self.defences(stone)
        } else if threatened {
            self.defences(stone)
        } else {
            // Tuned as the evaluation (12, 9, 7 and 10, 8, 6 did worse, 18, 13, 10 no better).
            let width = match depth {
                5.. => 15,
                3..=4 => 11,
                _ => 8,
            };
            self.ordered_moves(stone, ply, width)
        };
        if moves.is_empty() {
            return if threatened {
                -(WIN - ply_score - 4)
            } else {
                self.position.evaluate(stone)
            };
        }
        let moves = with_first(moves, table_move);
        let next = depth.max(1) - 1;
        let original_alpha = alpha;
        let mut best = -WIN - 1;
        let mut best_move = None;
        for (index, &point) in moves.iter().enumerate() {
            let quiet = self.position.threat(point, stone) > Threat::Three
                && self.position.threat(point, other) > Threat::Three;
            let reduce = if index >= LATE_MOVE && depth >= 2 && quiet && !threatened {
                1 + i32::from(index >= 6 && depth >= 4)
            } else {
                0
            };
            self.position.play(point, stone);
            let mut score;
            if index == 0 {
                score = -self.search(other, next, -beta, -alpha, ply + 1);
            } else {
                score = -self.search(other, next - reduce, -alpha - 1, -alpha, ply + 1);
                if score > alpha && !self.stopped && (reduce > 0 || score < beta) {
                    score = -self.search(other, next, -beta, -alpha, ply + 1);
                }
            }
            self.position.undo();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(point);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                self.history[stone.index()][point.index()] += depth.max(1) * depth.max(1);
                let killers = &mut self.killers[ply];
                if killers[0] != point.index() as u8 {
                    killers[1] = killers[0];
                    killers[0] = point.index() as u8;
                }
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table[slot] = Entry {
            key,
            score: to_table(best, ply),
            depth: depth.clamp(-100, 100) as i8,
            bound,
            best: best_move.map_or(NO_MOVE, |p| p.index() as u8),
        };
        best
    }

    fn has_legal(&self, stone: Stone, threat: Threat) -> bool {
        self.position.count(stone, threat) > 0
            && self
                .position
                .points_with(stone, threat)
                .any(|p| self.position.is_legal(p, stone))
    }

    /// The moves of a position with a threat to answer: `None` when there is none.
    fn threat_moves(&mut self, stone: Stone, ply: usize) -> Option<Vec<Point>> {
        let other = stone.opponent();
        let legal_fives: Vec<Point> = self
            .position
            .points_with(stone, Threat::Five)
            .filter(|&p| self.position.is_legal(p, stone))
            .collect();
        if !legal_fives.is_empty() {
            return Some(legal_fives);
        }
        let blocks: Vec<Point> = self.position.points_with(other, Threat::Five).collect();
        if !blocks.is_empty() {
            let legal: Vec<Point> = blocks
                .into_iter()
                .filter(|&p| self.position.is_legal(p, stone))
                .collect();
            return Some(legal);
        }
        if self.has_legal(other, Threat::FlexFour) && !self.has_legal(stone, Threat::FlexFour) {
            let defences = self.defences(stone);
            return Some(if defences.is_empty() {
                self.ordered_moves(stone, ply, usize::MAX)
            } else {
                defences
            });
        }
        None
    }

    /// The side's fours at the horizon that carry a second threat (a four-three or a four
    /// with a closed three or open two), best first.
    fn horizon_fours(&self, stone: Stone) -> Vec<Point> {
        let mut fours: Vec<Point> = Vec::new();
        for threat in [Threat::FourThree, Threat::FourPlus] {
            if self.position.count(stone, threat) > 0 {
                fours.extend(
                    self.position
                        .points_with(stone, threat)
                        .filter(|&p| self.position.is_legal(p, stone)),
                );
            }
        }
        fours
    }

    /// Against the opponent's open three (a point where it makes a straight four or two fours):
    /// the side's own fours, and every point on those lines after which the opponent has no
    /// such point left.
    fn defences(&mut self, stone: Stone) -> Vec<Point> {
        let other = stone.opponent();
        let mut fours = Vec::new();
        for threat in [Threat::FourThree, Threat::FourPlus, Threat::Four] {
            fours.extend(
                self.position
                    .points_with(stone, threat)
                    .filter(|&p| self.position.is_legal(p, stone)),
            );
        }
        let threats: Vec<Point> = self
            .position
            .points_with(other, Threat::FlexFour)
            .filter(|&p| self.position.is_legal(p, other))
            .collect();
        let mut tried = [false; POINTS];
        let mut blocks = Vec::new();
        for &threat in &threats {
            for direction in Direction::ALL {
                if self.position.line(threat, direction, other) < super::line::LineShape::Four {
                    continue;
                }
                for step in -5..=5 {
                    let Some(point) = threat.step(direction, step) else {
                        continue;
                    };
                    if tried[point.index()] || !self.position.is_legal(point, stone) {
                        continue;
                    }
                    tried[point.index()] = true;
                    if fours.contains(&point) {
                        continue;
                    }
                    self.position.play(point, stone);
                    let holds = !self.has_legal(other, Threat::FlexFour);
                    self.position.undo();
                    if holds {
                        blocks.push(point);
                    }
                }
            }
        }
        let mut scored: Vec<(i32, Point)> = blocks
            .into_iter()
            .map(|p| (self.order(stone, p, 0), p))
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut moves: Vec<Point> = scored.into_iter().map(|(_, p)| p).collect();
        moves.extend(fours);
        moves
    }

    /// How promising `point` looks for `stone`: what it makes, what it takes from the
    /// opponent, how often it refuted before.
    fn order(&self, stone: Stone, point: Point, ply: usize) -> i32 {
        let other = stone.opponent();
        let attack = threat_order(self.position.threat(point, stone));
        let defence = threat_order(self.position.threat(point, other)) * 4 / 5;
        let killer = if self.killers[ply.min(MAX_PLY - 1)].contains(&(point.index() as u8)) {
            300
        } else {
            0
        };
        attack
            + defence
            + self.position.worth(point, stone)
            + self.position.worth(point, other) * 4 / 5
            + killer
            + self.history[stone.index()][point.index()].min(2_000)
    }

    /// The side's legal points worth anything, best first, at most `width`.
    fn ordered_moves(&self, stone: Stone, ply: usize, width: usize) -> Vec<Point> {
        let other = stone.opponent();
        let mut scored: Vec<(i32, Point)> = Point::all()
            .filter(|&p| self.position.board().is_empty(p))
            .filter(|&p| self.position.worth(p, stone) + self.position.worth(p, other) > 0)
            .map(|p| (self.order(stone, p, ply), p))
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut moves = Vec::with_capacity(width.min(scored.len()));
        for (_, point) in scored {
            if moves.len() >= width {
                break;
            }
            if self.position.is_legal(point, stone) {
                moves.push(point);
            }
        }
        moves
    }
}

/// The order bonus of a threat class.
fn threat_order(threat: Threat) -> i32 {
    match threat {
        Threat::Five => 100_000,
        Threat::FlexFour => 40_000,
        Threat::FourThree => 15_000,
        Threat::ThreeThree => 6_000,
        Threat::FourPlus => 3_000,
        Threat::ThreePlus => 2_500,
        Threat::Three => 1_200,
        Threat::Four => 800,
        Threat::TwoTwo => 300,
        _ => 0,
    }
}

fn with_first(mut moves: Vec<Point>, first: Option<Point>) -> Vec<Point> {
    if let Some(first) = first
        && let Some(at) = moves.iter().position(|&p| p == first)
    {
        moves.remove(at);
        moves.insert(0, first);
    }
    moves
}

fn side_key(stone: Stone) -> u64 {
    match stone {
        Stone::Black => 0,
        Stone::White => 0x9E37_79B9_7F4A_7C15,
    }
}

/// A win's score as stored: plies counted from the stored position, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > WON {
        score + ply as i32
    } else if score < -WON {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > WON {
        score - ply as i32
    } else if score < -WON {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::renju::{Board, RuleSet};
    use crate::solve::renju::threat::Rules;

    use super::super::test_board as board;

    fn search(board: &Board, stone: Stone, nodes: u64) -> Found {
        let rules = Rules::new(RuleSet::Renju);
        let limits = Limits {
            nodes,
            max_depth: 20,
            ..Limits::default()
        };
        Searcher::new(Position::new(board, rules), limits).best_move(stone, &[])
    }

    fn name(found: &Found) -> String {
        found.best.map(|p| p.to_string()).unwrap_or_default()
    }

    #[test]
    fn an_open_three_is_made_a_straight_four_and_scored_a_win() {
        let position = board(&["h8", "i8", "j8"], &["h9", "i9", "a1"]);
        let found = search(&position, Stone::Black, 20_000);
        assert!(["g8", "k8"].contains(&name(&found).as_str()), "{found:?}");
        assert!(found.score > WON, "{found:?}");
    }

    #[test]
    fn a_four_is_blocked_and_an_open_three_is_stopped() {
        // White's four h9-k9 (g9 is Black's): only l9 holds.
        let four = board(&["g9", "h8", "a1"], &["h9", "i9", "j9", "k9"]);
        assert_eq!(name(&search(&four, Stone::Black, 20_000)), "l9");
        // White's open three h9 i9 j9: Black's move must leave White no straight four.
        let three = board(&["h8", "i7", "a1"], &["h9", "i9", "j9", "a15"]);
        let found = search(&three, Stone::Black, 20_000);
        let best = found.best.expect("a move");
        let rules = Rules::new(RuleSet::Renju);
        let after = Position::new(&three.with(best, Stone::Black), rules);
        assert_eq!(after.count(Stone::White, Threat::FlexFour), 0, "{found:?}");
    }

    #[test]
    fn a_four_three_is_found_and_played_through() {
        // Black: g8 h8 i8 (closed by f8) and j9 j10: j8 makes a four (g8-j8 … k8) and j8-j10 a
        // three — a four-three.
        let position = board(
            &["g8", "h8", "i8", "j10", "j11"],
            &["f8", "a1", "a2", "a3", "a15"],
        );
        let found = search(&position, Stone::Black, 50_000);
        assert!(found.score > WON, "{found:?}");
    }

    #[test]
    fn a_renju_black_never_chooses_a_forbidden_point() {
        let rules = Rules::new(RuleSet::Renju);
        // i9 is a double three for Black (h8 g7 and i10 i11), the most tempting point.
        let position = board(&["h8", "g7", "i10", "i11"], &["a1", "b1", "c1", "o15"]);
        let nine: Point = "i9".parse().expect("point");
        assert!(!rules.is_legal(&position, nine, Stone::Black));
        let found = search(&position, Stone::Black, 20_000);
        let best = found.best.expect("a move");
        assert!(rules.is_legal(&position, best, Stone::Black), "{best}");
    }

    #[test]
    fn the_search_stops_at_its_node_budget() {
        let position = board(&["h8", "i9", "g7"], &["h9", "i8", "g9"]);
        let found = search(&position, Stone::Black, 3_000);
        assert!(found.best.is_some());
        // The check comes at most one node late.
        assert!(found.nodes <= 3_001, "{found:?}");
    }
}
