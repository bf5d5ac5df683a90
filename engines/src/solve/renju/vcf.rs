//! VCF (victory by continuous fours, 连续冲四): a complete search within an attacker-move limit,
//! so "no VCF" is a proof; every winning first move and a shortest line.
//!
//! The attacker plays only fours (never a forbidden point for a renju Black, unless the move
//! is a five). The defender's answer is forced: it blocks the single completing point, or
//! makes a five of its own if it can (then the VCF fails). A block that makes a four for the
//! defender must be answered by the attacker's next move, which must itself be a four. A
//! renju Black whose only block is a forbidden point loses (禁手胜). Positions are cached in a
//! transposition table keyed by the board's Zobrist hash, capped in memory (see
//! [`VcfSolver::set_table_bytes`]).
//!
//! What bounds it: the move limit, and a node budget with a cancel flag. A solver made with
//! [`VcfSolver::new`] has no node budget: the move limit (at most [`DEFAULT_LIMIT`], and only
//! fours, each answered by a forced block) keeps it finite, and "no VCF" stays a proof. A VCT
//! search shares its own budget and flag with the VCF searches it runs; a caller with outside
//! input sets one with [`VcfSolver::set_budget`]. Once the budget runs out or the flag is set
//! the search stops, [`VcfSolver::exhausted`] says so and the answer proves nothing.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::limits::{DEFAULT_TABLE_BYTES, Meter, Table};
use super::threat::Rules;
use crate::rules::renju::{Board, Point, Stone};

/// The default limit on the attacker's moves (the final five included).
pub const DEFAULT_LIMIT: u8 = 40;

/// A generous node budget for a VCF question from outside input (`gomoku vcf`, `gomoku
/// defend`): far more than any real position needs, some ten seconds at most.
pub const DEFAULT_VCF_NODES: u64 = 20_000_000;

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

/// The root of a search: the attacker's and the defender's five points, the attacker's four
/// candidates, and the first moves worth trying (fives first is not implied; point order).
struct Root {
    fives: Vec<Point>,
    defender_fives: Vec<Point>,
    fours: Vec<Point>,
    moves: Vec<Point>,
}

/// What the attacker's four on a point leads to, before searching deeper.
// The board is moved straight into the recursion; boxing it would cost an allocation per node.
#[allow(clippy::large_enum_variant)]
enum FourResult {
    /// Not a legal four, or the defender makes five instead of blocking.
    Useless,
    /// The defender cannot stop the five (two completions, or a forbidden block): this many
    /// attacker moves, the four included (see [`VcfSolver::unstoppable_moves`]).
    Wins(u8),
    /// The defender must block: the board after the block and the defender's new fours.
    Forced(Board, Vec<Point>),
}

/// A VCF searcher for one attacker under one rule set, with its transposition table (reused
/// across positions: entries are keyed by the whole board).
#[derive(Debug)]
pub struct VcfSolver {
    rules: Rules,
    attacker: Stone,
    table: Table<Entry>,
    /// The node count, budget and cancel flag (a VCT search counts its own positions here too).
    pub(super) meter: Meter,
    /// Whether a four whose every block is forbidden to a renju Black ends the count there
    /// (one move: the way "win in N moves" puzzles count, see [`Self::set_forbidden_ends`]);
    /// otherwise the five that would follow is counted too (two moves).
    forbidden_ends: bool,
}

impl VcfSolver {
    /// A solver for `attacker` under `rules`, with no node budget (see the module docs).
    pub fn new(rules: Rules, attacker: Stone) -> VcfSolver {
        VcfSolver {
            rules,
            attacker,
            table: Table::new(DEFAULT_TABLE_BYTES),
            meter: Meter::new(u64::MAX),
            forbidden_ends: false,
        }
    }

    /// With `ends` a four that Black can block only on forbidden points is the last move
    /// counted (a White win ending on a forbidden point takes as many moves as White's fours,
    /// as a "win in N moves" puzzle counts it); without, the five after it is counted too.
    /// Set it before the first search: the table's answers hold for one count only.
    pub fn set_forbidden_ends(&mut self, ends: bool) {
        self.forbidden_ends = ends;
    }

    /// The fewest attacker moves a four can win in: one where a forbidden block ends the
    /// count, else two (the four and the five).
    fn shortest_four_win(&self) -> u8 {
        if self.forbidden_ends { 1 } else { 2 }
    }

    /// The moves a four that the defender cannot stop takes (`after`: the four played, `wins`
    /// its five points, two or more, or one forbidden to the defender): one when every block
    /// is forbidden and the count ends there, else two.
    fn unstoppable_moves(&self, after: &Board, wins: &[Point]) -> u8 {
        let defender = self.attacker.opponent();
        if self.forbidden_ends
            && wins
                .iter()
                .all(|&w| self.rules.is_forbidden(after, w, defender))
        {
            1
        } else {
            2
        }
    }

    /// Positions visited so far (since the budget was last set).
    pub fn nodes(&self) -> u64 {
        self.meter.nodes
    }

    /// Lets the following searches visit `budget` positions in all (the count starts again).
    pub fn set_budget(&mut self, budget: u64) {
        self.meter.renew(budget);
    }

    /// Lets another thread stop every later search by setting `flag`.
    pub fn set_cancel(&mut self, flag: Option<Arc<AtomicBool>>) {
        self.meter.cancel = flag;
    }

    /// Whether a search stopped early (the budget ran out or the flag was set): its answer
    /// then proves nothing, and so do later ones until [`Self::set_budget`].
    pub fn exhausted(&self) -> bool {
        self.meter.exhausted
    }

    /// Caps the transposition table at about `bytes` of memory (default 64 MiB); a full table
    /// starts again, which costs work but never changes an answer.
    pub fn set_table_bytes(&mut self, bytes: usize) {
        self.table.set_cap(bytes);
    }

    /// The entries in the transposition table now, and the most it holds.
    pub fn table_entries(&self) -> (usize, usize) {
        (self.table.len(), self.table.max_entries())
    }

    /// The full answer for `board` with the attacker to move: every winning first move and a
    /// shortest line, within `limit` attacker moves.
    pub fn solve(&mut self, board: &Board, limit: u8) -> VcfOutcome {
        let root = self.root(board);
        let mut first_moves = Vec::new();
        for &point in &root.moves {
            if self.root_move_wins(board, &root, point, limit).is_some() {
                first_moves.push(point);
            }
            if self.meter.exhausted {
                return VcfOutcome::default();
            }
        }
        if first_moves.is_empty() {
            return VcfOutcome::default();
        }
        let mut line = Vec::new();
        'deepen: for budget in 1..=limit {
            for &point in &first_moves {
                if self.root_move_wins(board, &root, point, budget).is_some() {
                    line = self.root_line(board, point, budget);
                    break 'deepen;
                }
            }
        }
        if self.meter.exhausted {
            return VcfOutcome::default();
        }
        VcfOutcome {
            win: true,
            first_moves,
            line,
        }
    }

    /// Whether the attacker to move has any VCF within `limit` (stops at the first one found;
    /// false also when the search stopped early: see [`Self::exhausted`]).
    pub fn has_vcf(&mut self, board: &Board, limit: u8) -> bool {
        let root = self.root(board);
        root.moves.iter().any(|&point| {
            !self.meter.exhausted && self.root_move_wins(board, &root, point, limit).is_some()
        })
    }

    /// A first move of some VCF within `limit`, if the attacker to move has one (the first
    /// found, in point order; None also when the search stopped early).
    pub fn winning_move(&mut self, board: &Board, limit: u8) -> Option<Point> {
        let root = self.root(board);
        root.moves.iter().copied().find(|&point| {
            !self.meter.exhausted && self.root_move_wins(board, &root, point, limit).is_some()
        })
    }

    /// A winning line (attacker and defender moves alternating) of some VCF within `limit`,
    /// if the attacker to move has one (None also when the search stopped early).
    pub fn winning_line(&mut self, board: &Board, limit: u8) -> Option<Vec<Point>> {
        let point = self.winning_move(board, limit)?;
        let line = self.root_line(board, point, limit);
        (!self.meter.exhausted).then_some(line)
    }

    /// The root position's fives and four candidates, and the first moves worth trying there.
    fn root(&self, board: &Board) -> Root {
        let defender = self.attacker.opponent();
        let fives = self.rules.win_points(board, self.attacker);
        let defender_fives = self.rules.win_points(board, defender);
        let fours = self.rules.four_candidates(board, self.attacker);
        let mut moves = fives.clone();
        let candidates: &[Point] = match defender_fives.as_slice() {
            [] => &fours,
            [only] => std::slice::from_ref(only),
            _ => &[],
        };
        moves.extend(candidates.iter().filter(|p| !fives.contains(p)));
        moves.sort();
        Root {
            fives,
            defender_fives,
            fours,
            moves,
        }
    }

    /// Plays the attacker's four on `point` at the root (where old fours and defender fives
    /// may exist) and returns the attacker moves to win within `limit`, if any.
    fn root_move_wins(
        &mut self,
        board: &Board,
        root: &Root,
        point: Point,
        limit: u8,
    ) -> Option<u8> {
        if limit == 0 || !board.is_empty(point) {
            return None;
        }
        if self.rules.makes_win(board, point, self.attacker) {
            return Some(1);
        }
        // The defender's fives stay fives unless this stone fills them.
        if root.defender_fives.iter().any(|&d| d != point)
            || !self.rules.is_legal(board, point, self.attacker)
        {
            return None;
        }
        let after = board.with(point, self.attacker);
        let made = self.rules.win_points_through(&after, point, self.attacker);
        // A four must make a new five point (an old one is not a threat this move made). With
        // no old five points every five point now runs through this stone.
        let (fresh, wins) = if root.fives.is_empty() {
            (!made.is_empty(), made)
        } else {
            let fresh = made
                .iter()
                .any(|&w| !self.rules.makes_win(board, w, self.attacker));
            (fresh, self.rules.win_points(&after, self.attacker))
        };
        if !fresh {
            return None;
        }
        self.follow_four(after, wins, limit, Some((&root.fours, point)))
    }

    /// The attacker has just made the win points `wins`; the defender has no five. `parent`
    /// as in [`Self::search`].
    fn follow_four(
        &mut self,
        after: Board,
        wins: Vec<Point>,
        limit: u8,
        parent: Option<(&[Point], Point)>,
    ) -> Option<u8> {
        match self.classify(after, wins) {
            FourResult::Useless => None,
            FourResult::Wins(moves) => (limit >= moves).then_some(moves),
            FourResult::Forced(mut blocked, counter) => self
                .search(&mut blocked, &counter, limit - 1, parent)
                .map(|d| d + 1),
        }
    }

    fn classify(&self, after: Board, wins: Vec<Point>) -> FourResult {
        let defender = self.attacker.opponent();
        match wins.as_slice() {
            [] => FourResult::Useless,
            [block] => {
                if self.rules.is_forbidden(&after, *block, defender) {
                    return FourResult::Wins(self.unstoppable_moves(&after, &wins));
                }
                let blocked = after.with(*block, defender);
                let counter = self.rules.win_points_through(&blocked, *block, defender);
                FourResult::Forced(blocked, counter)
            }
            _ => FourResult::Wins(self.unstoppable_moves(&after, &wins)),
        }
    }

    /// Attacker to move with no five of its own; the defender's fives are `counter`. `parent`
    /// is the attacker's four candidates one move earlier and the four played since (the
    /// candidates are then updated, not recomputed). The moves tried are played on `board` and
    /// taken back (make and unmake: no board is copied inside the search).
    fn search(
        &mut self,
        board: &mut Board,
        counter: &[Point],
        limit: u8,
        parent: Option<(&[Point], Point)>,
    ) -> Option<u8> {
        if !self.meter.visit() || limit < self.shortest_four_win() || counter.len() >= 2 {
            return None;
        }
        let key = board.hash();
        let known = self.table.get(key).copied().unwrap_or_default();
        if known.win != 0 && known.win <= limit {
            return Some(known.win);
        }
        if known.fail >= limit {
            return None;
        }
        let fours = match parent {
            Some((before, placed)) => {
                self.rules
                    .four_candidates_after(board, self.attacker, before, placed)
            }
            None => self.rules.four_candidates(board, self.attacker),
        };
        let candidates = match counter {
            [only] => std::slice::from_ref(only),
            _ => fours.as_slice(),
        };
        let mut found = None;
        for &point in candidates {
            found = self.four_in_place(board, point, counter, limit, &fours);
            if found.is_some() {
                break;
            }
            if self.meter.exhausted {
                // A failure seen only because the search stopped proves nothing.
                return None;
            }
        }
        let entry = self.table.slot(key);
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

    /// The attacker's four on `point` inside the search (no old fours; the defender's fives
    /// are `counter`; `fours` the candidates on `board`), played on `board` with the forced
    /// block and searched on: the attacker moves it wins in (this four included), or None if
    /// it is not a legal four, the defender then makes five, or no win follows within `limit`.
    /// `board` is as it was when this returns.
    fn four_in_place(
        &mut self,
        board: &mut Board,
        point: Point,
        counter: &[Point],
        limit: u8,
        fours: &[Point],
    ) -> Option<u8> {
        if counter.iter().any(|&d| d != point) || !self.rules.is_legal(board, point, self.attacker)
        {
            return None;
        }
        let defender = self.attacker.opponent();
        board.place(point, self.attacker);
        let wins = self.rules.win_points_through(board, point, self.attacker);
        let distance = match wins.as_slice() {
            [] => None,
            [block] if !self.rules.is_forbidden(board, *block, defender) => {
                board.place(*block, defender);
                let next = self.rules.win_points_through(board, *block, defender);
                let distance = self
                    .search(board, &next, limit - 1, Some((fours, point)))
                    .map(|d| d + 1);
                board.remove(*block);
                distance
            }
            // Two completions, or a block the defender may not play.
            _ => Some(self.unstoppable_moves(board, &wins)).filter(|&moves| moves <= limit),
        };
        board.remove(point);
        distance
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
            if self.unstoppable_moves(&after, &wins) == 2 {
                // A block the defender may play, then a five elsewhere.
                let block = wins
                    .iter()
                    .copied()
                    .find(|&w| !self.rules.is_forbidden(&after, w, defender))
                    .unwrap_or(wins[0]);
                let five = wins
                    .iter()
                    .copied()
                    .find(|&w| w != block)
                    .unwrap_or(wins[1]);
                line.extend([block, five]);
            }
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
        let mut board = after.with(block, defender);
        let counter = self.rules.win_points_through(&board, block, defender);
        let fours = self.rules.four_candidates(&board, self.attacker);
        let candidates = match counter.as_slice() {
            [only] => vec![*only],
            _ => fours.clone(),
        };
        for point in candidates {
            // No four wins in fewer than two attacker moves (one where a forbidden block ends).
            let works = inner >= self.shortest_four_win()
                && self
                    .four_in_place(&mut board, point, &counter, inner, &fours)
                    .is_some();
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

/// [`solve_vcf`] within `nodes` positions: None if they ran out first (undecided).
pub fn solve_vcf_within(
    board: &Board,
    rules: Rules,
    attacker: Stone,
    limit: u8,
    nodes: u64,
) -> Option<VcfOutcome> {
    let mut solver = VcfSolver::new(rules, attacker);
    solver.set_budget(nodes);
    let outcome = solver.solve(board, limit);
    (!solver.exhausted()).then_some(outcome)
}
