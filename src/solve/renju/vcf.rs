//! VCF (victory by continuous fours, 连续冲四): a complete search within an attacker-move limit,
//! so "no VCF" is a proof; every winning first move and a shortest line.
//!
//! The attacker plays only fours (never a forbidden point for a renju Black, unless the move
//! is a five). The defender's answer is forced: it blocks the single completing point, or
//! makes a five of its own if it can (then the VCF fails). A block that makes a four for the
//! defender must be answered by the attacker's next move, which must itself be a four. A
//! renju Black whose only block is a forbidden point loses (禁手胜). Positions are cached in a
//! transposition table keyed by the board's Zobrist hash.

use std::collections::HashMap;

use super::threat::Rules;
use crate::rules::renju::{Board, Point, Stone};

/// The default limit on the attacker's moves (the final five included).
pub const DEFAULT_LIMIT: u8 = 40;

/// The answer of a VCF search.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct VcfOutcome {
    /// Whether the attacker wins by continuous fours within the limit.
    pub win: bool,
    /// Every first move that starts a winning VCF, in point order (a1, b1, … o15).
    pub first_moves: Vec<Point>,
    /// A shortest winning line, attacker and defender moves alternating.
    pub line: Vec<Point>,
}

/// What is known about one attacker-to-move position.
#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    /// A win within this many attacker moves is known (0: none known).
    win: u8,
    /// No win within this many attacker moves.
    fail: u8,
}

/// What the attacker's four on a point leads to, before searching deeper.
// The board is moved straight into the recursion; boxing it would cost an allocation per node.
#[allow(clippy::large_enum_variant)]
enum FourResult {
    /// Not a legal four, or the defender makes five instead of blocking.
    Useless,
    /// The defender cannot stop the five (two completions, or a forbidden block): two moves.
    Wins,
    /// The defender must block: the board after the block and the defender's new fours.
    Forced(Board, Vec<Point>),
}

/// A VCF searcher for one attacker under one rule set, with its transposition table (reused
/// across positions: entries are keyed by the whole board).
#[derive(Debug)]
pub struct VcfSolver {
    rules: Rules,
    attacker: Stone,
    table: HashMap<u64, Entry>,
    nodes: u64,
}

impl VcfSolver {
    /// A solver for `attacker` under `rules`.
    pub fn new(rules: Rules, attacker: Stone) -> VcfSolver {
        VcfSolver {
            rules,
            attacker,
            table: HashMap::new(),
            nodes: 0,
        }
    }

    /// Positions visited so far (for benchmarks and reports).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The full answer for `board` with the attacker to move: every winning first move and a
    /// shortest line, within `limit` attacker moves.
    pub fn solve(&mut self, board: &Board, limit: u8) -> VcfOutcome {
        let roots = self.root_moves(board);
        let mut first_moves = Vec::new();
        for &(point, _) in &roots {
            if self.root_move_wins(board, point, limit).is_some() {
                first_moves.push(point);
            }
        }
        if first_moves.is_empty() {
            return VcfOutcome::default();
        }
        let mut line = Vec::new();
        'deepen: for budget in 1..=limit {
            for &point in &first_moves {
                if self.root_move_wins(board, point, budget).is_some() {
                    line = self.root_line(board, point, budget);
                    break 'deepen;
                }
            }
        }
        VcfOutcome {
            win: true,
            first_moves,
            line,
        }
    }

    /// Whether the attacker to move has any VCF within `limit` (stops at the first one found).
    pub fn has_vcf(&mut self, board: &Board, limit: u8) -> bool {
        let roots = self.root_moves(board);
        roots
            .iter()
            .any(|&(point, _)| self.root_move_wins(board, point, limit).is_some())
    }

    /// The first moves worth trying at the root, each with whether it is a five.
    fn root_moves(&self, board: &Board) -> Vec<(Point, bool)> {
        let defender = self.attacker.opponent();
        let fives = self.rules.win_points(board, self.attacker);
        let mut moves: Vec<(Point, bool)> = fives.iter().map(|&p| (p, true)).collect();
        let defender_fives = self.rules.win_points(board, defender);
        let candidates = match defender_fives.as_slice() {
            [] => self.rules.four_candidates(board, self.attacker),
            [only] => vec![*only],
            _ => Vec::new(),
        };
        moves.extend(
            candidates
                .into_iter()
                .filter(|p| !fives.contains(p))
                .map(|p| (p, false)),
        );
        moves.sort();
        moves
    }

    /// Plays the attacker's four on `point` at the root (where old fours and defender fives
    /// may exist) and returns the attacker moves to win within `limit`, if any.
    fn root_move_wins(&mut self, board: &Board, point: Point, limit: u8) -> Option<u8> {
        if limit == 0 || !board.is_empty(point) {
            return None;
        }
        if self.rules.makes_win(board, point, self.attacker) {
            return Some(1);
        }
        let defender = self.attacker.opponent();
        if !self.rules.is_legal(board, point, self.attacker) {
            return None;
        }
        let after = board.with(point, self.attacker);
        // A four must make a new five point (an old one is not a threat this move made).
        let fresh = self
            .rules
            .win_points_through(&after, point, self.attacker)
            .into_iter()
            .any(|w| !self.rules.makes_win(board, w, self.attacker));
        if !fresh || !self.rules.win_points(&after, defender).is_empty() {
            return None;
        }
        let wins = self.rules.win_points(&after, self.attacker);
        self.follow_four(after, wins, limit)
    }

    /// The attacker has just made the win points `wins`; the defender has no five.
    fn follow_four(&mut self, after: Board, wins: Vec<Point>, limit: u8) -> Option<u8> {
        match self.classify(after, wins) {
            FourResult::Useless => None,
            FourResult::Wins => (limit >= 2).then_some(2),
            FourResult::Forced(blocked, counter) => {
                self.search(&blocked, &counter, limit - 1).map(|d| d + 1)
            }
        }
    }

    fn classify(&self, after: Board, wins: Vec<Point>) -> FourResult {
        let defender = self.attacker.opponent();
        match wins.as_slice() {
            [] => FourResult::Useless,
            [block] => {
                if self.rules.is_forbidden(&after, *block, defender) {
                    return FourResult::Wins;
                }
                let blocked = after.with(*block, defender);
                let counter = self.rules.win_points_through(&blocked, *block, defender);
                FourResult::Forced(blocked, counter)
            }
            _ => FourResult::Wins,
        }
    }

    /// The attacker's four on `point` inside the search (no old fours; the defender's fives
    /// are `counter`); None if it is not a legal four or the defender then makes five.
    fn four_inside(&self, board: &Board, point: Point, counter: &[Point]) -> Option<FourResult> {
        if counter.iter().any(|&d| d != point) || !self.rules.is_legal(board, point, self.attacker)
        {
            return None;
        }
        let after = board.with(point, self.attacker);
        let wins = self.rules.win_points_through(&after, point, self.attacker);
        match self.classify(after, wins) {
            FourResult::Useless => None,
            other => Some(other),
        }
    }

    /// Attacker to move with no five of its own; the defender's fives are `counter`.
    fn search(&mut self, board: &Board, counter: &[Point], limit: u8) -> Option<u8> {
        self.nodes += 1;
        if limit < 2 || counter.len() >= 2 {
            return None;
        }
        let key = board.hash();
        let known = self.table.get(&key).copied().unwrap_or_default();
        if known.win != 0 && known.win <= limit {
            return Some(known.win);
        }
        if known.fail >= limit {
            return None;
        }
        let candidates = match counter {
            [only] => vec![*only],
            _ => self.rules.four_candidates(board, self.attacker),
        };
        let mut found = None;
        for point in candidates {
            let Some(result) = self.four_inside(board, point, counter) else {
                continue;
            };
            let distance = match result {
                FourResult::Useless => None,
                FourResult::Wins => Some(2),
                FourResult::Forced(blocked, next) => {
                    self.search(&blocked, &next, limit - 1).map(|d| d + 1)
                }
            };
            if distance.is_some() {
                found = distance;
                break;
            }
        }
        let entry = self.table.entry(key).or_default();
        match found {
            Some(d) => {
                if entry.win == 0 || d < entry.win {
                    entry.win = d;
                }
            }
            None => entry.fail = entry.fail.max(limit),
        }
        found
    }

    /// A winning line starting with `point` at the root, within `budget` attacker moves.
    fn root_line(&mut self, board: &Board, point: Point, budget: u8) -> Vec<Point> {
        if self.rules.makes_win(board, point, self.attacker) {
            return vec![point];
        }
        let after = board.with(point, self.attacker);
        let wins = self.rules.win_points(&after, self.attacker);
        let mut line = vec![point];
        self.continue_line(after, wins, budget, &mut line);
        line
    }

    fn continue_line(&mut self, after: Board, wins: Vec<Point>, budget: u8, line: &mut Vec<Point>) {
        let defender = self.attacker.opponent();
        if wins.len() >= 2 {
            line.extend([wins[0], wins[1]]);
            return;
        }
        let Some(&block) = wins.first() else {
            return;
        };
        if self.rules.is_forbidden(&after, block, defender) {
            return;
        }
        line.push(block);
        let inner = budget.saturating_sub(1);
        let board = after.with(block, defender);
        let counter = self.rules.win_points_through(&board, block, defender);
        let candidates = match counter.as_slice() {
            [only] => vec![*only],
            _ => self.rules.four_candidates(&board, self.attacker),
        };
        for point in candidates {
            let Some(result) = self.four_inside(&board, point, &counter) else {
                continue;
            };
            let works = match &result {
                FourResult::Useless => false,
                FourResult::Wins => inner >= 2,
                FourResult::Forced(blocked, next) => {
                    let (blocked, next) = (blocked.clone(), next.clone());
                    self.search(&blocked, &next, inner.saturating_sub(1))
                        .is_some()
                }
            };
            if works {
                line.push(point);
                let next_board = board.with(point, self.attacker);
                let next_wins = self
                    .rules
                    .win_points_through(&next_board, point, self.attacker);
                self.continue_line(next_board, next_wins, inner, line);
                return;
            }
        }
    }
}

/// Solves VCF for `attacker` on `board` under `rules` within `limit` attacker moves.
pub fn solve_vcf(board: &Board, rules: Rules, attacker: Stone, limit: u8) -> VcfOutcome {
    VcfSolver::new(rules, attacker).solve(board, limit)
}
