//! What counts as a threat in the VCT search, and the defender's answers to one.
//!
//! A threat is anything that would win by continuous fours if the defender passed: a four, a
//! three (a straight four next), a White "three-equivalent" (next a four Black can block only
//! on a forbidden point, or a four-four), and — when quiet moves are searched — any move after
//! which the attacker has a VCF within the moves left. The defender's answers:
//! - to a straight-four threat: the points that stop every straight four, and its own fours
//!   (any other move lets the attacker make a straight four and five);
//! - to any other VCF threat: every legal move after which the attacker has no VCF within
//!   the moves left (the exact defence: each legal move is tried, the VCF line found before is
//!   replayed first, the complete VCF search only when the replay fails), and its own fours.
//!
//! Either way a defender four is then judged to the end: the attacker blocks, and the defender,
//! to move again, must answer whatever threat is left (a VCF threat included). With no threat
//! at all the defender is free and the attacker's line has failed.

use super::VctSolver;
use super::memo::AND_SALT;
use crate::rules::renju::{Board, Direction, Point};
use crate::solve::renju::threat::PointSet;

/// Mixed (times the threats left, plus one) into the key of an and-node's answers when the
/// moves are counted.
const MOVES_SALT: u64 = 0xC2B2_AE3D_27D4_EB4F;

/// A White three-equivalent wins in two moves (the four, then the five or the forbidden block).
const THREE_MOVES: u8 = 2;

impl VctSolver {
    /// Lets the attacker also play quiet moves that threaten a VCF within the moves left
    /// (三手胜, 四手胜: only with the moves counted, [`VctSolver::set_moves_counted`]). Set it
    /// before the first search: the table's answers hold for one meaning only.
    pub fn set_quiet(&mut self, quiet: bool) {
        self.quiet = quiet;
    }

    /// Whether quiet VCF-threat moves are searched.
    pub fn quiet(&self) -> bool {
        self.quiet
    }

    /// Whether the attacker's stone just played on `after` (no five point for either side,
    /// no straight four point for the attacker) threatens to win by fours with `remaining`
    /// threats left: a VCF of two moves (a White three-equivalent), or with quiet moves any
    /// VCF within the moves left. False also when the budget ran out.
    pub(super) fn vcf_threat(&mut self, after: &Board, remaining: u8) -> bool {
        let limit = if self.quiet {
            self.leaf_limit(remaining)
        } else {
            THREE_MOVES
        };
        let key = after.hash() ^ AND_SALT;
        if let Some(entry) = self.table.get(key) {
            if entry.threat != 0 && entry.threat <= limit {
                return true;
            }
            if entry.no_threat >= limit {
                return false;
            }
        }
        let before = self.vcf.meter.nodes;
        let threat = self.vcf.has_vcf(after, limit);
        self.last_vcf_nodes += self.vcf.meter.nodes - before;
        if self.exhausted() {
            return false;
        }
        let entry = self.table.slot(key);
        if threat {
            entry.threat = if entry.threat == 0 {
                limit
            } else {
                entry.threat.min(limit)
            };
        } else {
            entry.no_threat = entry.no_threat.max(limit);
        }
        threat
    }

    /// The attacker's quiet moves to try on `board` besides its threes: every empty point
    /// within four steps along a line of a stone (a point farther away touches no line any
    /// stone is on), in point order. Empty unless quiet moves are searched.
    pub(super) fn quiet_candidates(&self, board: &Board) -> Vec<Point> {
        if !self.quiet {
            return Vec::new();
        }
        let mut seen = PointSet::default();
        let mut found = Vec::new();
        for stone in [self.attacker, self.attacker.opponent()] {
            for point in board.stones(stone) {
                for direction in Direction::ALL {
                    for q in (-4..=4).filter_map(|k| point.step(direction, k)) {
                        if board.is_empty(q) && seen.insert(q) {
                            found.push(q);
                        }
                    }
                }
            }
        }
        found.sort();
        found
    }

    /// The defender's answers on `board` (defender to move, no five point for either side),
    /// `remaining` threats left to the attacker, in point order: None when the attacker
    /// threatens nothing (the defender is free). An empty list: no legal answer (every
    /// stopping point forbidden to a renju Black). Check [`Self::exhausted`] after it: a
    /// list cut short by the budget proves nothing.
    pub(super) fn answers(&mut self, board: &Board, remaining: u8) -> Option<Vec<Point>> {
        // Kept in the move table: with the moves counted, once for each number of threats
        // left (the VCF threat depends on it), otherwise once.
        let mut key = board.hash() ^ AND_SALT;
        if self.moves_counted || self.exact || remaining == 0 {
            key ^= u64::from(remaining)
                .wrapping_add(1)
                .wrapping_mul(MOVES_SALT);
        }
        if let Some(moves) = self.moves.get(key) {
            return moves.points.clone().map(Vec::from);
        }
        let before = self.vcf.meter.nodes;
        let replies = self.find_answers(board, remaining);
        // Its VCF searches count with the last VCT position's (a slice pauses only there).
        self.last_vcf_nodes += self.vcf.meter.nodes - before;
        if !self.exhausted() {
            self.moves.slot(key).points = replies.clone().map(Vec::into_boxed_slice);
        }
        replies
    }

    /// [`Self::answers`], found.
    fn find_answers(&mut self, board: &Board, remaining: u8) -> Option<Vec<Point>> {
        // A straight four and its five take two moves: with the moves exact and fewer left,
        // only a VCF within them is a threat.
        if (!self.exact || remaining >= 2)
            && let Some(replies) = self.three_answers(board)
        {
            return Some(replies);
        }
        let limit = self.leaf_limit(remaining);
        let line = self.vcf.winning_line(board, limit)?;
        // With no threats left, a quiet defence holds at once (the attacker can then only
        // look for the VCF it stopped): the first one found is the only answer needed.
        if remaining == 0
            && let Some(holds) = self.quiet_defence(board, limit, &line)
        {
            return Some(vec![holds]);
        }
        Some(self.vcf_defences(board, limit, &line))
    }

    /// Whether the defender's quiet move on `m` (legal, not a four) stops the attacker's VCF
    /// within `limit` (`line`: one it has without `m`).
    fn stops_vcf(&mut self, board: &Board, m: Point, limit: u8, line: &[Point]) -> bool {
        let next = board.with(m, self.attacker.opponent());
        !self.replays(&next, line) && !self.vcf.has_vcf(&next, limit) && !self.exhausted()
    }

    /// A legal quiet move of the defender that stops the attacker's VCF within `limit` (whose
    /// `line` on `board` is known), if there is one: the line's points are tried first.
    fn quiet_defence(&mut self, board: &Board, limit: u8, line: &[Point]) -> Option<Point> {
        let defender = self.attacker.opponent();
        let mut tried = PointSet::default();
        let order: Vec<Point> = line.iter().copied().chain(board.empty_points()).collect();
        for m in order {
            if self.exhausted() {
                return None;
            }
            if !board.is_empty(m)
                || !tried.insert(m)
                || self.defender_four(board, m).is_some()
                || !self.rules.is_legal(board, m, defender)
            {
                continue;
            }
            if self.stops_vcf(board, m, limit, line) {
                return Some(m);
            }
        }
        None
    }

    /// Every legal move of the defender after which the attacker (whose VCF within `limit`
    /// on `board` is `line`) has no VCF within `limit`, and every defender four, in point
    /// order. Cut short if the budget runs out.
    fn vcf_defences(&mut self, board: &Board, limit: u8, line: &[Point]) -> Vec<Point> {
        let defender = self.attacker.opponent();
        let mut replies = Vec::new();
        for m in board.empty_points() {
            if self.exhausted() {
                break;
            }
            if self.defender_four(board, m).is_some() {
                replies.push(m);
                continue;
            }
            if !self.rules.is_legal(board, m, defender) {
                continue;
            }
            if self.stops_vcf(board, m, limit, line) {
                replies.push(m);
            }
        }
        replies
    }

    /// Whether the attacker's moves of `line` (a VCF found on another board, attacker and
    /// defender moves alternating) still win by fours on `board` (attacker to move): each a
    /// legal four the defender must block (or a five, two five points, a forbidden block).
    fn replays(&self, board: &Board, line: &[Point]) -> bool {
        let defender = self.attacker.opponent();
        let mut board = board.clone();
        for &a in line.iter().step_by(2) {
            if !self.rules.win_points(&board, self.attacker).is_empty() {
                return true;
            }
            match self.rules.win_points(&board, defender).as_slice() {
                [] => {}
                [only] if *only == a => {}
                _ => return false,
            }
            if !self.rules.is_legal(&board, a, self.attacker) {
                return false;
            }
            let after = board.with(a, self.attacker);
            match self.rules.win_points(&after, self.attacker).as_slice() {
                [] => return false,
                [block] => {
                    if self.rules.is_forbidden(&after, *block, defender) {
                        return true;
                    }
                    board = after.with(*block, defender);
                }
                _ => return true,
            }
        }
        !self.rules.win_points(&board, self.attacker).is_empty()
    }

    /// The defender's answers when the attacker (no five point on `board`, nor the defender)
    /// threatens to make a straight four: None when it threatens none. Otherwise every legal
    /// quiet move that stops every such threat (for each straight-four point `t`: `t` itself,
    /// or one of its two five points; a `t` with three or more five points only by `t`), and
    /// every legal move that makes a four for the defender, in point order. Any other quiet
    /// move lets the attacker play some `t` and make five next. An empty list means the
    /// defender has no answer (every stopping point forbidden to a renju Black). Not covered:
    /// a remote White stone that, through the recursive forbidden-point rule, turns Black's
    /// straight-four point into a forbidden point (assumed to stay legal).
    pub(super) fn three_answers(&self, board: &Board) -> Option<Vec<Point>> {
        let defender = self.attacker.opponent();
        let mut quiet: Option<PointSet> = None;
        for t in self.rules.four_candidates(board, self.attacker) {
            // The legality test (the dearest, for a renju Black) comes last.
            if !board.is_empty(t) || self.rules.makes_win(board, t, self.attacker) {
                continue;
            }
            let grown = board.with(t, self.attacker);
            let fives = self.rules.win_points_through(&grown, t, self.attacker);
            if fives.len() < 2 || !self.rules.is_legal(board, t, self.attacker) {
                continue;
            }
            let mut stops = PointSet::default();
            stops.insert(t);
            if fives.len() == 2 {
                for &f in &fives {
                    stops.insert(f);
                }
            }
            match &mut quiet {
                Some(set) => set.intersect(&stops),
                None => quiet = Some(stops),
            }
        }
        let quiet = quiet?;
        let mut seen = quiet;
        let mut replies: Vec<Point> = quiet
            .points()
            .filter(|&q| self.rules.is_legal(board, q, defender))
            .collect();
        for q in self.rules.four_candidates(board, defender) {
            if !seen.contains(q) && self.defender_four(board, q).is_some() {
                seen.insert(q);
                replies.push(q);
            }
        }
        replies.sort();
        Some(replies)
    }

    /// The defender's win points after its move on `q`, if that move is a four.
    pub(super) fn defender_four(&self, board: &Board, q: Point) -> Option<Vec<Point>> {
        let defender = self.attacker.opponent();
        if !board.is_empty(q) {
            return None;
        }
        let wins = self
            .rules
            .win_points_through(&board.with(q, defender), q, defender);
        (!wins.is_empty() && self.rules.is_legal(board, q, defender)).then_some(wins)
    }
}
