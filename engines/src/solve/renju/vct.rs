//! VCT (victory by continuous threats): a threat-space search with a limit on the attacker's
//! threats and a node budget, which may answer "undecided".
//!
//! What a win proves: the attacker plays threats only — a four, or a move that leaves it a VCF
//! of two moves (a three; a White "three-equivalent": a four Black can block only on a
//! forbidden point, or a four-four) and, with quiet moves ([`VctSolver::set_quiet`]), any move
//! that leaves it a VCF. After a four the defender's block is forced (or it makes five and the
//! line fails; a renju Black whose block is forbidden has lost). Against any other threat the
//! defender may answer with every move that stops it (see `threats`: the points that stop
//! every straight four, or, facing a VCF threat without one, every legal move after which the
//! attacker has no VCF) or with any four of its own; any other move loses to the threat, so
//! leaving it out loses nothing; when no legal answer is left (every stopping point forbidden
//! to a renju Black) the attacker has won. A defender four only delays: it is answered by the
//! attacker's forced block, after which the defender moves again and must answer whatever
//! threat is left, a VCF threat included (with none, the line has failed). Every position is
//! also tried with the complete VCF search. For a renju Black only real threes count (the
//! straight-four point must be legal), and an attacking Black never plays a forbidden point.
//! Not covered: a remote White stone that, through the recursive forbidden-point rule, turns
//! Black's straight-four point into a forbidden point (assumed to stay legal).
//! [`VctSolver::solve`] and [`VctSolver::first_moves`] deepen one threat at a time, so a short
//! win is found first; both search the steps past three threats by proof numbers (`dfpn`: the
//! same answers, less work on the big trees).
//! What "no win" means: every such threat sequence within the limit is refuted (with quiet
//! moves: no win by fours, threes and VCF threats within that many attacker moves before the
//! closing VCF) — not a proof that no quieter move wins (one that threatens only a four-three,
//! say). "Undecided" means the node budget ran out or the cancel flag was set.
//! With the moves exact ([`VctSolver::set_moves_exact`]: "win in N moves", 三手胜) the depth is
//! the attacker's own moves left, every one counted (the five; a four Black can block only on
//! forbidden points, which ends the count; the block of a defender four), quiet moves are
//! searched, and "no win" means no win within N moves by such moves against every defence;
//! a twin in the tests (`moves_twin`) plays every defender move to check it.
//!
//! What bounds it: one node budget counts every position visited, the VCT search's own and
//! those of the VCF searches it runs (they share one meter), and the cancel flag is looked at
//! inside the VCF searches too; the transposition tables (the VCT's and the VCF's) are capped
//! in memory (64 MiB each by default, [`VctSolver::set_table_bytes`]).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::limits::{DEFAULT_TABLE_BYTES, Table};
use super::threat::Rules;
use super::vcf::{DEFAULT_LIMIT, VcfSolver};
use crate::rules::renju::{Board, Direction, Point, Stone};

mod dfpn;
mod lines;
mod memo;
mod steps;
mod threats;
use memo::{Entry, Killers};
pub use steps::MoveSearch;

/// The default limit on the attacker's threats in a VCT.
pub const DEFAULT_VCT_DEPTH: u8 = 8;
/// The positions each defender answer gets in the first turn of a
/// [`VctSolver::defender_loses`] question.
const FIRST_TURN_NODES: u64 = 2_000;
/// The default node budget of a VCT search: its own positions and its VCF searches' (these are
/// most of them: the shipped puzzles' hardest question visits about 340,000).
pub const DEFAULT_VCT_NODES: u64 = 2_000_000;

/// The answer of a VCT search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VctOutcome {
    /// A forced win, with one winning line (attacker and defender moves alternating).
    Win(Vec<Point>),
    /// No threat sequence wins within the depth limit.
    NoWin,
    /// The node budget ran out (or the search was cancelled) first.
    Undecided,
}

/// A VCT searcher for one attacker under one rule set.
#[derive(Debug)]
pub struct VctSolver {
    rules: Rules,
    attacker: Stone,
    /// The VCF solver every or-node asks first; its meter is the one both searches count on.
    vcf: VcfSolver,
    /// The defender's VCF solver: a defender facing only threes that has a VCF holds at once.
    /// It borrows `vcf`'s meter for each question, so the budget counts its positions too.
    defender_vcf: VcfSolver,
    table: Table<Entry>,
    /// The proof-number search's move lists (see `dfpn`), in a quarter of the table cap.
    moves: Table<dfpn::Moves>,
    /// The proof-number search's deepening steps with fewer threats are searched depth-first.
    depth_first_threats: u8,
    /// The VCF nodes of the last or-node entered (for sliced searches' reports).
    last_vcf_nodes: u64,
    /// The moves that last settled nodes, tried first (see `memo`).
    killers: Killers,
    /// Whether a position with `d` threats left may finish only with a VCF of at most `d + 2`
    /// moves (see [`VctSolver::set_moves_counted`]); otherwise with any VCF.
    moves_counted: bool,
    /// Whether quiet moves that threaten a VCF are searched too (see `threats`).
    quiet: bool,
    /// Whether the depth is the attacker's moves left, every one counted (see
    /// [`VctSolver::set_moves_exact`]).
    exact: bool,
}

impl VctSolver {
    /// A solver for `attacker` under `rules` that gives up after `budget` positions.
    pub fn new(rules: Rules, attacker: Stone, budget: u64) -> VctSolver {
        let mut vcf = VcfSolver::new(rules, attacker);
        vcf.set_budget(budget);
        VctSolver {
            rules,
            attacker,
            vcf,
            defender_vcf: VcfSolver::new(rules, attacker.opponent()),
            table: Table::new(DEFAULT_TABLE_BYTES),
            moves: Table::new(DEFAULT_TABLE_BYTES / 4),
            depth_first_threats: dfpn::DEPTH_FIRST_THREATS + 1,
            last_vcf_nodes: 0,
            killers: Killers::default(),
            moves_counted: false,
            quiet: false,
            exact: false,
        }
    }

    /// With `counted` a position with `d` threats left may finish only with a VCF of at most
    /// `d + 2` attacker moves (the five included), not with any VCF: "a win within `d`
    /// threats" then means a win within `d + 2` moves (a defender four's forced block is not
    /// counted, so it stays a bound, never an undercount: no win here, no win within the
    /// moves). The move-counting judge asks its cuts so ([`super::distance`]). Set it before
    /// the first search: the table's answers hold for one meaning only.
    pub fn set_moves_counted(&mut self, counted: bool) {
        self.moves_counted = counted;
    }

    /// With `exact` the depth of every search is the attacker's own moves left, each one
    /// counted as "win in N moves" puzzles count them: the five included, a four Black can
    /// block only on forbidden points the last move, the forced block of a defender's
    /// counter-four a move too. A position with `n` moves left wins with a VCF within `n`
    /// moves, or with a threat (a four, a three, a White three-equivalent, a quiet move that
    /// leaves a VCF within `n - 1`) every answer of which loses within `n - 1`; so
    /// [`Self::solve`]`(board, n)` answers "does the attacker win within `n` of its own
    /// moves?" and [`Self::first_moves`] lists the moves that do. Quiet moves are searched
    /// (this sets them too). Set it before the first search: the table's answers hold for one
    /// meaning only.
    pub fn set_moves_exact(&mut self, exact: bool) {
        self.exact = exact;
        if exact {
            self.quiet = true;
        }
        self.vcf.set_forbidden_ends(exact);
    }

    /// Whether the depth counts every attacker move ([`Self::set_moves_exact`]).
    pub fn moves_exact(&self) -> bool {
        self.exact
    }

    /// The depth left after the attacker's forced block of a defender four at `depth`: the
    /// same (a block is no threat), or with the moves exact one move fewer (None: none left).
    fn after_forced_block(&self, depth: u8) -> Option<u8> {
        if self.exact {
            depth.checked_sub(1)
        } else {
            Some(depth)
        }
    }

    /// Whether the attacker's four with the five points `wins` (two or more, or one the
    /// defender may not play) on `board`, defender to move, wins with `remaining` moves left:
    /// always when threats are counted; with the moves exact, when the five can still be
    /// played or no block is legal (the count then ends at the four).
    fn four_unstoppable(&self, board: &Board, wins: &[Point], remaining: u8) -> bool {
        let defender = self.attacker.opponent();
        !self.exact
            || remaining >= 1
            || wins
                .iter()
                .all(|&w| !self.rules.is_legal(board, w, defender))
    }

    /// The VCF move limit at a position with `depth` threats left.
    fn leaf_limit(&self, depth: u8) -> u8 {
        if self.exact {
            depth.min(DEFAULT_LIMIT)
        } else if self.moves_counted {
            depth.saturating_add(2).min(DEFAULT_LIMIT)
        } else {
            DEFAULT_LIMIT
        }
    }

    /// Lets another thread stop every later search by setting `flag`: the search (its VCF
    /// searches too) then answers as if its budget had run out.
    pub fn set_cancel(&mut self, flag: Option<Arc<AtomicBool>>) {
        self.vcf.set_cancel(flag);
    }

    /// Positions visited so far (since the budget was last renewed), the VCF searches' with
    /// the VCT search's own.
    pub fn nodes(&self) -> u64 {
        self.vcf.meter.nodes
    }

    /// The positions the VCF searches since the last VCT position entered visited (its own,
    /// the threat tests' and the and-nodes' answers and searches for the defender's VCF).
    pub fn last_vcf_nodes(&self) -> u64 {
        self.last_vcf_nodes
    }

    /// Caps each transposition table (the VCT's and its VCF solver's) at about `bytes` of
    /// memory (default 64 MiB); a full table starts again, which never changes an answer.
    pub fn set_table_bytes(&mut self, bytes: usize) {
        self.table.set_cap(bytes);
        self.moves.set_cap(bytes / 4);
        self.vcf.set_table_bytes(bytes);
        self.defender_vcf.set_table_bytes(bytes);
    }

    /// The entries in the VCT table now and the most it holds; the same for the VCF table.
    pub fn table_entries(&self) -> ((usize, usize), (usize, usize)) {
        (
            (self.table.len(), self.table.max_entries()),
            self.vcf.table_entries(),
        )
    }

    /// The rules searched under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The side that makes the threats.
    pub fn attacker(&self) -> Stone {
        self.attacker
    }

    /// Starts a new question with `budget` positions to visit; the table is kept.
    pub fn renew_budget(&mut self, budget: u64) {
        self.vcf.meter.renew(budget);
    }

    /// Searches `board` (attacker to move) for a win within `depth` attacker threats, deepening
    /// one threat at a time (the fewest threats first); the steps past three threats by proof
    /// numbers ([`Self::solve_dfpn`]: on the bench positions the same median time as the
    /// depth-first [`Self::solve_depth_first`], a fifth of its slowest).
    pub fn solve(&mut self, board: &Board, depth: u8) -> VctOutcome {
        self.solve_dfpn(board, depth)
    }

    /// [`Self::solve`] by the depth-first search at every step.
    pub fn solve_depth_first(&mut self, board: &Board, depth: u8) -> VctOutcome {
        self.solve_by(board, depth, Self::or_node, Self::principal_line)
    }

    /// A VCT answer by one engine: `wins` (does the attacker win within so many threats?)
    /// deepened one threat at a time, then `line` draws the proven win.
    pub(super) fn solve_by(
        &mut self,
        board: &Board,
        depth: u8,
        wins: fn(&mut VctSolver, &Board, u8) -> bool,
        line: fn(&mut VctSolver, &Board, u8, &mut Vec<Point>),
    ) -> VctOutcome {
        let win = self.deepening(depth, |solver, d| wins(solver, board, d));
        if self.exhausted() {
            return VctOutcome::Undecided;
        }
        let Some(depth) = win else {
            return VctOutcome::NoWin;
        };
        // The win is proven; drawing its line again gets as many positions once more.
        let meter = &mut self.vcf.meter;
        meter.budget = meter.nodes.saturating_add(meter.budget);
        let mut moves = Vec::new();
        line(self, board, depth, &mut moves);
        VctOutcome::Win(moves)
    }

    /// Iterative deepening: `search` with 0, 1, … `depth` threats until it answers true (a win
    /// within fewer threats is a win within more; the table keeps what the shallower searches
    /// learnt), or the budget runs out.
    /// The fewest threats found, if any.
    fn deepening(
        &mut self,
        depth: u8,
        mut search: impl FnMut(&mut Self, u8) -> bool,
    ) -> Option<u8> {
        for d in 0..=depth {
            if search(self, d) {
                return Some(d);
            }
            if self.exhausted() {
                return None;
            }
        }
        None
    }

    /// The moves to try: the single forced block, or every point near own stones that could
    /// make a three or a four.
    fn candidates(&self, board: &Board, counter: &[Point]) -> Option<Vec<Point>> {
        match counter {
            [] => {
                let mut points = self.rules.three_candidates(board, self.attacker);
                points.extend(self.quiet_candidates(board));
                points.sort();
                points.dedup();
                // The strongest shapes first (fours, then threes on more lines): a win found
                // sooner ends the or-node sooner; the order never changes an answer.
                points.sort_by_cached_key(|&p| std::cmp::Reverse(self.shape_score(board, p)));
                Some(points)
            }
            [only] => Some(vec![*only]),
            _ => None,
        }
    }

    /// How strong the attacker's stone on `point` would be: over the four lines, the square of
    /// the most own stones in an open five-point segment through it.
    fn shape_score(&self, board: &Board, point: Point) -> u32 {
        Direction::ALL
            .into_iter()
            .map(|direction| {
                let window = board.window(point, direction, self.attacker);
                let best = (1..=5u32)
                    .filter(|start| window.blocked & (0x1F << start) == 0)
                    .map(|start| (window.own & (0x1F << start)).count_ones())
                    .max()
                    .unwrap_or(0);
                best * best
            })
            .sum()
    }

    /// Defender to move, facing the attacker's threats; `remaining` threats left to the
    /// attacker afterwards. True if every defence fails.
    fn and_node(&mut self, board: &Board, remaining: u8) -> bool {
        let defender = self.attacker.opponent();
        if !self.rules.win_points(board, defender).is_empty() {
            return false;
        }
        let wins = self.rules.win_points(board, self.attacker);
        self.and_node_with(board, remaining, &wins)
    }

    /// [`Self::and_node`] when the defender is known to have no five and the attacker's five
    /// points are `wins`.
    fn and_node_with(&mut self, board: &Board, remaining: u8, wins: &[Point]) -> bool {
        let defender = self.attacker.opponent();
        match wins {
            [] => {}
            [block] => {
                if !self.rules.is_legal(board, *block, defender) {
                    return true;
                }
                return self.or_node(&board.with(*block, defender), remaining);
            }
            _ => return self.four_unstoppable(board, wins, remaining),
        }
        self.answer_threes(board, remaining)
    }

    /// [`Self::and_node_with`] when the attacker has no five point: the defender answers the
    /// attacker's threes (the answer is remembered in the table).
    fn answer_threes(&mut self, board: &Board, remaining: u8) -> bool {
        let replies = match self.threes_answers(board, remaining) {
            Ok(replies) => replies,
            Err(settled) => return settled,
        };
        // A threat and no legal answer (every stopping point forbidden): the attacker wins.
        for reply in self.order_replies(board, replies, remaining) {
            let loses = self.reply_loses(board, reply, remaining);
            if self.exhausted() {
                return false;
            }
            if !loses {
                self.note_defence(remaining, reply);
                self.record_and(board, false, remaining);
                return false;
            }
        }
        if !self.exhausted() {
            self.record_and(board, true, remaining);
        }
        true
    }

    /// The defender's answers to the attacker's threes on `board` (no five point for either
    /// side) to try in turn, or the and-node's answer when no answer needs trying: known in
    /// the table, no threat (the defender is free), or a VCF of the defender's own, which wins
    /// before the attacker's threes make five.
    fn threes_answers(&mut self, board: &Board, remaining: u8) -> Result<Vec<Point>, bool> {
        if let Some(answer) = self.known_and(board, remaining) {
            return Err(answer);
        }
        let Some(replies) = self.answers(board, remaining) else {
            return Err(false);
        };
        if self.exhausted() {
            return Err(false);
        }
        if !replies.is_empty() && self.defender_has_vcf(board) {
            self.record_and(board, false, remaining);
            return Err(false);
        }
        Ok(replies)
    }

    /// Whether the defender's `reply` to the attacker's threes on `board` loses within
    /// `remaining` threats (false also when the budget ran out).
    fn reply_loses(&mut self, board: &Board, reply: Point, remaining: u8) -> bool {
        let defender = self.attacker.opponent();
        let next = board.with(reply, defender);
        match self.defender_four(board, reply) {
            Some(counter) => match counter.as_slice() {
                [block] if self.rules.is_legal(&next, *block, self.attacker) => {
                    // The forced block uses no threat (with the moves exact, one move); the
                    // defender moves again.
                    match self.after_forced_block(remaining) {
                        Some(left) => self.and_node(&next.with(*block, self.attacker), left),
                        None => false,
                    }
                }
                _ => false,
            },
            None => self.or_node(&next, remaining),
        }
    }

    /// [`Self::answer_threes`] giving each of the defender's answers a short first turn (two
    /// thousand positions) before any is searched to the end: a defence that holds cheaply is
    /// found before a dear one is refuted. The answer is the same (an answer cut short by its
    /// turn proves nothing and is tried again, with what the table kept); only the order of
    /// the work changes.
    fn answer_threes_in_turns(&mut self, board: &Board, remaining: u8) -> bool {
        let replies = match self.threes_answers(board, remaining) {
            Ok(replies) => replies,
            Err(settled) => return settled,
        };
        matches!(self.hold_in_turns(board, replies, remaining), Some(None))
    }

    /// The defender's answer to the attacker's threes on `board` (defender to move, no five
    /// point for either side) that holds within `remaining` threats, found as
    /// [`Self::defender_loses`] finds it (a short turn for each answer first); None when
    /// every answer loses or the budget ran out.
    pub fn holding_reply(&mut self, board: &Board, remaining: u8) -> Option<Point> {
        let replies = self.answers(board, remaining)?;
        self.hold_in_turns(board, replies, remaining).flatten()
    }

    /// Tries `replies` in turns (see [`Self::answer_threes_in_turns`]): `Some(Some(reply))`
    /// for the first found to hold, `Some(None)` when every one loses (both remembered),
    /// None when the budget ran out.
    fn hold_in_turns(
        &mut self,
        board: &Board,
        replies: Vec<Point>,
        remaining: u8,
    ) -> Option<Option<Point>> {
        if self.exhausted() {
            return None;
        }
        let whole = self.vcf.meter.budget;
        let mut open = self.order_replies(board, replies, remaining);
        let mut turn = FIRST_TURN_NODES;
        while !open.is_empty() {
            let mut unfinished = Vec::new();
            for reply in open {
                let meter = &mut self.vcf.meter;
                meter.budget = meter.nodes.saturating_add(turn).min(whole);
                let loses = self.reply_loses(board, reply, remaining);
                let meter = &mut self.vcf.meter;
                meter.budget = whole;
                if meter.exhausted {
                    let cancelled = meter
                        .cancel
                        .as_ref()
                        .is_some_and(|flag| flag.load(std::sync::atomic::Ordering::Relaxed));
                    if meter.nodes >= whole || cancelled {
                        return None;
                    }
                    // Only this turn ran out: the reply waits for the next round.
                    meter.exhausted = false;
                    unfinished.push(reply);
                    continue;
                }
                if !loses {
                    self.note_defence(remaining, reply);
                    self.record_and(board, false, remaining);
                    return Some(Some(reply));
                }
            }
            open = unfinished;
            // After one short turn each, the rest are searched to the end in order: more
            // rounds cost more than they found (measured on the shipped VCT puzzles).
            turn = whole;
        }
        self.record_and(board, true, remaining);
        Some(None)
    }

    /// Whether the defender, to move on `board` where the attacker has no five point, has a
    /// VCF (then it holds against any threes); its positions count on the search's own meter
    /// (false when that ran out: check [`Self::exhausted`]).
    pub fn defender_has_vcf(&mut self, board: &Board) -> bool {
        let before = self.vcf.meter.nodes;
        std::mem::swap(&mut self.vcf.meter, &mut self.defender_vcf.meter);
        let wins = self.defender_vcf.has_vcf(board, DEFAULT_LIMIT);
        std::mem::swap(&mut self.vcf.meter, &mut self.defender_vcf.meter);
        // A sliced search may pause before this search as before an or-node's VCF search.
        self.last_vcf_nodes += self.vcf.meter.nodes - before;
        wins && !self.exhausted()
    }

    /// The or-node's work before its candidates: counts the position, looks in the table,
    /// runs the VCF search. Some(answer) if that settles it.
    fn enter_or(&mut self, board: &Board, depth: u8, key: u64) -> Option<bool> {
        self.last_vcf_nodes = 0;
        if !self.vcf.meter.visit() {
            return Some(false);
        }
        // A win found with some threats holds with more; a failure holds with fewer.
        let entry = self.table.get(key).copied().unwrap_or_default();
        if let Some(answer) = entry.answer(depth) {
            return Some(answer);
        }
        if entry.no_vcf {
            return None;
        }
        // A five or a VCF (the VCF search tries fives first) wins whatever threats are left;
        // with the moves counted, a VCF within the moves this many threats leave.
        let limit = self.leaf_limit(depth);
        let before = self.vcf.meter.nodes;
        let vcf = self.vcf.has_vcf(board, limit);
        self.last_vcf_nodes = self.vcf.meter.nodes - before;
        if vcf {
            let threats = if limit == DEFAULT_LIMIT { 0 } else { depth };
            self.record(key, true, threats);
            return Some(true);
        }
        // A VCF search that stopped early proved nothing.
        if self.exhausted() {
            return Some(false);
        }
        // Only the complete search shows there is no VCF at all.
        if limit == DEFAULT_LIMIT {
            self.record_no_vcf(key);
        }
        None
    }

    fn or_node(&mut self, board: &Board, depth: u8) -> bool {
        let key = board.hash();
        if let Some(answer) = self.enter_or(board, depth, key) {
            return answer;
        }
        let mut win = None;
        let counter = self.rules.win_points(board, self.attacker.opponent());
        if let Some(candidates) = self.candidates(board, &counter)
            && (depth > 0 || !counter.is_empty())
        {
            for point in self.order_candidates(candidates, depth) {
                if self.threat_wins(board, point, depth, &counter) {
                    win = Some(point);
                    break;
                }
                if self.exhausted() {
                    return false;
                }
            }
        }
        if !self.exhausted() {
            if let Some(point) = win {
                self.note_attack(depth, point);
            }
            self.record(key, win.is_some(), depth);
        }
        win.is_some()
    }

    /// Whether the attacker's threat on `point` wins within `depth` threats (every defender
    /// answer refuted); a five or a VCF move also counts. False if the budget ran out.
    pub fn move_wins(&mut self, board: &Board, point: Point, depth: u8) -> bool {
        if self.rules.makes_win(board, point, self.attacker) {
            return true;
        }
        if !self.rules.win_points(board, self.attacker).is_empty() {
            // An old five point stands (never in a puzzle): the plain threat test.
            if depth == 0 || !self.rules.is_legal(board, point, self.attacker) {
                return false;
            }
            let after = board.with(point, self.attacker);
            let threatens = !self
                .rules
                .win_points_through(&after, point, self.attacker)
                .is_empty()
                || !self
                    .rules
                    .straight_four_points(&after, point, self.attacker)
                    .is_empty();
            return threatens && self.and_node(&after, depth - 1) && !self.exhausted();
        }
        let counter = self.rules.win_points(board, self.attacker.opponent());
        self.threat_wins(board, point, depth, &counter) && !self.exhausted()
    }

    /// Every first move that wins within `depth` threats (a five, a VCF move, or a threat whose
    /// every answer is refuted), in point order; None if the budget ran out first. The budget
    /// is the solver's, counted on from where it stands. Searched by proof numbers
    /// ([`Self::first_moves_dfpn`]): on the bench positions it answers the same in about half
    /// the time of the depth-first [`Self::first_moves_depth_first`].
    pub fn first_moves(&mut self, board: &Board, depth: u8) -> Option<Vec<Point>> {
        self.first_moves_dfpn(board, depth)
    }

    /// [`Self::first_moves`] by the depth-first search.
    pub fn first_moves_depth_first(&mut self, board: &Board, depth: u8) -> Option<Vec<Point>> {
        // Every winning first move makes the or-node win (a five or a VCF move is found by its
        // VCF search, a threat is one of its candidates), so a position without a win has none;
        // its search also fills the table the moves' searches read.
        if !self.attacker_wins(board, depth) {
            return (!self.exhausted()).then(Vec::new);
        }
        self.winning_first_moves(board, depth, Self::move_wins)
    }

    /// The first moves of a position known to be won that win within `depth` threats, by
    /// the VCF search's first moves and `wins` (one engine's "does this move win within so
    /// many threats?") deepened one threat at a time; None if the budget ran out.
    pub(super) fn winning_first_moves(
        &mut self,
        board: &Board,
        depth: u8,
        wins: fn(&mut VctSolver, &Board, Point, u8) -> bool,
    ) -> Option<Vec<Point>> {
        let defender = self.attacker.opponent();
        let vcf = self.vcf.solve(board, self.line_limit(depth));
        if self.exhausted() {
            return None;
        }
        let mut candidates = self.rules.three_candidates(board, self.attacker);
        candidates.extend(self.rules.win_points(board, defender));
        candidates.extend(self.quiet_candidates(board));
        candidates.sort();
        candidates.dedup();
        let mut found = Vec::new();
        for point in candidates {
            if vcf.first_moves.contains(&point)
                || self
                    .deepening(depth, |solver, d| wins(solver, board, point, d))
                    .is_some()
            {
                found.push(point);
            }
            if self.exhausted() {
                return None;
            }
        }
        Some(found)
    }

    /// Whether the defender, to move on `board`, loses to the attacker's threats within
    /// `remaining` further threats (false also when the budget ran out: check [`Self::exhausted`]).
    pub fn defender_loses(&mut self, board: &Board, remaining: u8) -> bool {
        let defender = self.attacker.opponent();
        if !self.rules.win_points(board, defender).is_empty() {
            return false;
        }
        let loses = match self.rules.win_points(board, self.attacker).as_slice() {
            // Facing threes, the answers are tried in turns.
            [] => self.answer_threes_in_turns(board, remaining),
            wins => {
                let wins = wins.to_vec();
                self.and_node_with(board, remaining, &wins)
            }
        };
        loses && !self.exhausted()
    }

    /// Whether the attacker, to move on `board`, wins within `depth` threats.
    pub fn attacker_wins(&mut self, board: &Board, depth: u8) -> bool {
        self.deepening(depth, |solver, d| solver.or_node(board, d))
            .is_some()
            && !self.exhausted()
    }

    /// Whether the budget ran out (or the flag was set) in some search so far.
    pub fn exhausted(&self) -> bool {
        self.vcf.meter.exhausted
    }

    /// Every answer of the defender, to move on `board` (no five point for either side), that
    /// stops the attacker's threat within `remaining` (the threes' defensive points, or the
    /// moves that stop its VCF), and its fours, in point order; empty when the attacker
    /// threatens nothing or the budget ran out.
    pub fn defences(&mut self, board: &Board, remaining: u8) -> Vec<Point> {
        self.answers(board, remaining).unwrap_or_default()
    }

    /// The defender's answers to the attacker's threes on `board` (defender to move): the
    /// threes' defensive points and the defender's fours, in point order.
    pub fn defender_answers(&self, board: &Board) -> Vec<Point> {
        self.three_answers(board).unwrap_or_default()
    }

    /// The attacker's move on `point` wins within `depth` threats: a four or a three (one
    /// threat used), or the forced block of the defender's four (none used: the attacker's
    /// threats on the board must carry the win).
    /// `counter` is the defender's five points on `board`; the attacker has none there.
    fn threat_wins(&mut self, board: &Board, point: Point, depth: u8, counter: &[Point]) -> bool {
        let forced = match counter {
            [] => false,
            [only] if *only == point => true,
            // The defender makes five wherever the attacker plays but there.
            _ => return false,
        };
        if (depth == 0 && !forced) || !self.rules.is_legal(board, point, self.attacker) {
            return false;
        }
        let after = board.with(point, self.attacker);
        // The defender has no five left, and the attacker's five points all run through
        // `point` (it had none before).
        let wins = self.rules.win_points_through(&after, point, self.attacker);
        if forced {
            return match self.after_forced_block(depth) {
                Some(left) => self.and_node_with(&after, left, &wins),
                None => false,
            };
        }
        // With no five point, `after` has none at all.
        let threatens = !wins.is_empty()
            || self
                .rules
                .has_straight_four_point(&after, point, self.attacker)
            || self.vcf_threat(&after, depth - 1);
        threatens && self.and_node_with(&after, depth - 1, &wins)
    }
}

/// Solves VCT for `attacker` on `board` within `depth` threats and `budget` positions.
pub fn solve_vct(
    board: &Board,
    rules: Rules,
    attacker: Stone,
    depth: u8,
    budget: u64,
) -> VctOutcome {
    VctSolver::new(rules, attacker, budget).solve(board, depth)
}
