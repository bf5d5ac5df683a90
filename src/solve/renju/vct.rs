//! VCT (victory by continuous threats, fours and threes): a threat-space search with a depth
//! limit and a node budget, which may answer "undecided".
//!
//! What a win proves: the attacker plays fours and threes only; after a four the defender's
//! block is forced (or it makes five); after a three the defender may answer on any of the
//! three's defensive points (its straight-four points and the ends of those straight fours)
//! or with any four of its own, and every such answer is refuted. Any other answer lets the
//! attacker make a straight four. Every position is also tried with the complete VCF search.
//! For Black threes under renju only real threes count (the straight-four point is legal).
//! Not covered: a remote White stone that, through the recursive forbidden-point rule, turns
//! Black's straight-four point into a forbidden point (the search assumes it stays legal).
//! What "no win" means: no such threat sequence within the depth limit; it is not a proof
//! that the position is not won by other means.

use std::collections::HashMap;

use super::threat::{PointSet, Rules};
use super::vcf::{DEFAULT_LIMIT, VcfSolver};
use crate::rules::renju::{Board, Point, Stone};

/// The default limit on the attacker's threats in a VCT.
pub const DEFAULT_VCT_DEPTH: u8 = 8;
/// The default node budget of a VCT search.
pub const DEFAULT_VCT_NODES: u64 = 200_000;

/// The answer of a VCT search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VctOutcome {
    /// A forced win, with one winning line (attacker and defender moves alternating).
    Win(Vec<Point>),
    /// No threat sequence wins within the depth limit.
    NoWin,
    /// The node budget ran out first.
    Undecided,
}

/// A VCT searcher for one attacker under one rule set.
#[derive(Debug)]
pub struct VctSolver {
    rules: Rules,
    attacker: Stone,
    vcf: VcfSolver,
    table: HashMap<u64, (bool, u8)>,
    nodes: u64,
    budget: u64,
    exhausted: bool,
}

impl VctSolver {
    /// A solver for `attacker` under `rules` that gives up after `budget` positions.
    pub fn new(rules: Rules, attacker: Stone, budget: u64) -> VctSolver {
        VctSolver {
            rules,
            attacker,
            vcf: VcfSolver::new(rules, attacker),
            table: HashMap::new(),
            nodes: 0,
            budget,
            exhausted: false,
        }
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Searches `board` (attacker to move) for a win within `depth` attacker threats.
    pub fn solve(&mut self, board: &Board, depth: u8) -> VctOutcome {
        let win = self.or_node(board, depth);
        if self.exhausted {
            return VctOutcome::Undecided;
        }
        if !win {
            return VctOutcome::NoWin;
        }
        let mut line = Vec::new();
        self.principal_line(board, depth, &mut line);
        VctOutcome::Win(line)
    }

    /// The moves to try: the single forced block, or every point near own stones that could
    /// make a three or a four.
    fn candidates(&self, board: &Board) -> Option<Vec<Point>> {
        let defender = self.attacker.opponent();
        let counter = self.rules.win_points(board, defender);
        match counter.as_slice() {
            [] => Some(self.rules.three_candidates(board, self.attacker)),
            [only] => Some(vec![*only]),
            _ => None,
        }
    }

    /// The defender's answers to the attacker's move on `point` (already on `after`); None
    /// if the move is no threat. An empty list means the defender has no answer.
    fn answers(&self, after: &Board, point: Point) -> Option<Vec<Point>> {
        let defender = self.attacker.opponent();
        let wins = self.rules.win_points(after, self.attacker);
        if !self
            .rules
            .win_points_through(after, point, self.attacker)
            .is_empty()
        {
            return Some(match wins.as_slice() {
                [block] if self.rules.is_legal(after, *block, defender) => vec![*block],
                _ => Vec::new(),
            });
        }
        let straight = self.rules.straight_four_points(after, point, self.attacker);
        if straight.is_empty() {
            return None;
        }
        let mut seen = PointSet::default();
        let mut replies = Vec::new();
        for &t in &straight {
            let grown = after.with(t, self.attacker);
            let ends = self.rules.win_points_through(&grown, t, self.attacker);
            for q in std::iter::once(t).chain(ends) {
                if seen.insert(q) {
                    replies.push(q);
                }
            }
        }
        for q in self.rules.four_candidates(after, defender) {
            if !seen.contains(q)
                && self.rules.is_legal(after, q, defender)
                && !self
                    .rules
                    .win_points_through(&after.with(q, defender), q, defender)
                    .is_empty()
            {
                seen.insert(q);
                replies.push(q);
            }
        }
        replies.retain(|&q| self.rules.is_legal(after, q, defender));
        replies.sort();
        Some(replies)
    }

    fn or_node(&mut self, board: &Board, depth: u8) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.exhausted = true;
            return false;
        }
        if self.exhausted {
            return false;
        }
        let key = board.hash();
        if let Some(&(win, searched)) = self.table.get(&key)
            && (win || searched >= depth)
        {
            return win;
        }
        if !self.rules.win_points(board, self.attacker).is_empty()
            || self.vcf.has_vcf(board, DEFAULT_LIMIT)
        {
            self.table.insert(key, (true, depth));
            return true;
        }
        let mut win = false;
        if depth > 0
            && let Some(candidates) = self.candidates(board)
        {
            for point in candidates {
                if self.threat_wins(board, point, depth) {
                    win = true;
                    break;
                }
                if self.exhausted {
                    return false;
                }
            }
        }
        if !self.exhausted {
            self.table.insert(key, (win, depth));
        }
        win
    }

    fn threat_wins(&mut self, board: &Board, point: Point, depth: u8) -> bool {
        let defender = self.attacker.opponent();
        if !self.rules.is_legal(board, point, self.attacker) {
            return false;
        }
        let after = board.with(point, self.attacker);
        if self
            .rules
            .win_points(&after, defender)
            .iter()
            .any(|&d| d != point)
        {
            return false;
        }
        let Some(replies) = self.answers(&after, point) else {
            return false;
        };
        replies
            .into_iter()
            .all(|reply| self.or_node(&after.with(reply, defender), depth - 1))
    }

    fn principal_line(&mut self, board: &Board, depth: u8, line: &mut Vec<Point>) {
        let defender = self.attacker.opponent();
        if let Some(&five) = self.rules.win_points(board, self.attacker).first() {
            line.push(five);
            return;
        }
        let outcome = self.vcf.solve(board, DEFAULT_LIMIT);
        if outcome.win {
            line.extend(outcome.line);
            return;
        }
        let Some(candidates) = self.candidates(board) else {
            return;
        };
        for point in candidates {
            if depth == 0 || !self.threat_wins(board, point, depth) {
                continue;
            }
            line.push(point);
            let after = board.with(point, self.attacker);
            if let Some(&reply) = self.answers(&after, point).unwrap_or_default().first() {
                line.push(reply);
                self.principal_line(&after.with(reply, defender), depth - 1, line);
            }
            return;
        }
    }
}

/// Solves VCT for `attacker` on `board` within `depth` threats and `budget` positions.
pub fn solve_vct(board: &Board, rules: Rules, attacker: Stone, depth: u8, budget: u64) -> VctOutcome {
    VctSolver::new(rules, attacker, budget).solve(board, depth)
}
