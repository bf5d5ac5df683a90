//! The Renju side of a puzzle session: is the learner's move still right, the opponent's reply,
//! every right move. `SessionSolver` keeps its solvers' tables and its answers between moves so
//! a learner's move is judged fast; the free functions are one-off wrappers. (The adapter to
//! `tutor::PuzzleRules` calls these; the solver layer does not depend on the tutor.)

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::defend::defending_moves_with;
use super::distance::WinLength;
use super::puzzle::{RenjuGoal, vct_first_moves};
use super::threat::Rules;
use super::vcf::{DEFAULT_LIMIT, VcfSolver};
use super::vct::{DEFAULT_VCT_DEPTH, DEFAULT_VCT_NODES, MoveSearch, VctSolver};
use crate::rules::renju::{Board, Direction, Point, Stone};

/// Every right move for the learner (`to_move`) in a puzzle position, in point order; None if
/// the VCT budget ran out.
pub fn winning_moves(
    board: &Board,
    to_move: Stone,
    rules: Rules,
    goal: RenjuGoal,
    moves_left: Option<u8>,
) -> Option<Vec<Point>> {
    SessionSolver::new(rules, goal, to_move).right_moves(board, moves_left)
}

/// After the learner's move, with the opponent to move on `board`: does the learner still
/// reach the goal? `learner` is the learner's colour; `moves_left` counts the learner's moves
/// before that move (the move just played included). None if the VCT budget ran out.
pub fn still_wins(
    board: &Board,
    learner: Stone,
    rules: Rules,
    goal: RenjuGoal,
    moves_left: Option<u8>,
) -> Option<bool> {
    SessionSolver::new(rules, goal, learner).still_wins(board, moves_left)
}

/// The opponent's reply on `board` (opponent to move) after the learner's move: the forced
/// block of a four, else the first defence that refutes the learner's threats (or the first
/// defence if none does), else (no threat to answer) a move of the opponent's own or on the
/// learner's key point; for `defend` puzzles the attacker's VCF move if it still has one.
pub fn best_reply(
    board: &Board,
    learner: Stone,
    rules: Rules,
    goal: RenjuGoal,
    moves_left: Option<u8>,
) -> Option<Point> {
    SessionSolver::new(rules, goal, learner).best_reply(board, moves_left)
}

/// [`SessionSolver::right_moves`] being worked out in slices: see
/// [`SessionSolver::start_right_moves`].
#[derive(Debug)]
pub struct RightMovesSearch {
    board: Board,
    moves_left: Option<u8>,
    work: RightMovesWork,
    last_step_nodes: u64,
    last_step_vcf_nodes: u64,
}

impl RightMovesSearch {
    /// The search positions (VCT and VCF) the last step visited: at most what it was given
    /// and [`Self::last_step_vcf_nodes`] (a step enters no VCT position once it has visited
    /// what it was given, but never cuts the VCF search of the last one it entered).
    pub fn last_step_nodes(&self) -> u64 {
        self.last_step_nodes
    }

    /// The positions of the VCF search of the last VCT position entered by the last step.
    pub fn last_step_vcf_nodes(&self) -> u64 {
        self.last_step_vcf_nodes
    }
}

/// What is left of a [`RightMovesSearch`].
// One per search, never copied: the size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
enum RightMovesWork {
    /// A VCF or defence question, or one answered already: the next step answers it.
    AtOnce,
    /// The learner's moves tried one by one with the VCT search, as `vct_first_moves` does.
    Vct {
        depth: u8,
        candidates: Vec<Point>,
        next: usize,
        current: Option<(Point, MoveSearch)>,
        found: Vec<Point>,
    },
}

/// The solvers of one puzzle session and what they have answered, kept between moves.
#[derive(Debug)]
pub struct SessionSolver {
    rules: Rules,
    goal: RenjuGoal,
    learner: Stone,
    /// The learner's VCF search (VCF, forbidden-trap puzzles).
    learner_vcf: VcfSolver,
    /// The opponent's VCF search (defend puzzles).
    opponent_vcf: VcfSolver,
    /// The learner's VCT search (VCT, win-in puzzles); its budget is renewed per question.
    vct: VctSolver,
    /// Positions each VCT question may visit.
    vct_nodes: u64,
    /// The learner's win counted in moves: in a VCF puzzle with a length, does a quiet move win
    /// too within it?
    length: WinLength,
    /// Right moves by (board, moves left), learner to move.
    right: HashMap<(u64, Option<u8>), Option<Vec<Point>>>,
    /// Verdicts by (board after the learner's move, moves left before it).
    verdicts: HashMap<(u64, Option<u8>), Option<bool>>,
}

impl SessionSolver {
    /// A solver for a puzzle with `goal` where `learner` plays the side to move.
    pub fn new(rules: Rules, goal: RenjuGoal, learner: Stone) -> SessionSolver {
        SessionSolver {
            rules,
            goal,
            learner,
            learner_vcf: VcfSolver::new(rules, learner),
            opponent_vcf: VcfSolver::new(rules, learner.opponent()),
            vct: {
                let mut vct = VctSolver::new(rules, learner, DEFAULT_VCT_NODES);
                // A `win-in` puzzle counts every own move (三手胜): the search's depth is the
                // learner's moves left, so a right move keeps a win within them.
                vct.set_moves_exact(goal == RenjuGoal::WinIn);
                vct
            },
            vct_nodes: DEFAULT_VCT_NODES,
            length: {
                let mut length = WinLength::new(rules, learner);
                length.set_budget(DEFAULT_VCT_NODES);
                length
            },
            right: HashMap::new(),
            verdicts: HashMap::new(),
        }
    }

    /// Lets each VCT question visit at most `nodes` positions (default [`DEFAULT_VCT_NODES`]).
    pub fn set_node_budget(&mut self, nodes: u64) {
        self.vct_nodes = nodes;
        self.length.set_budget(nodes);
    }

    /// Lets another thread stop the VCT questions by setting `flag` (they then answer "budget
    /// ran out"), the VCF searches inside them too; the VCF-goal questions are complete and
    /// bounded by their move limit, so they are not stopped.
    pub fn set_cancel(&mut self, flag: Option<Arc<AtomicBool>>) {
        self.length.set_cancel(flag.clone());
        self.vct.set_cancel(flag);
    }

    /// The rules played by.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The puzzle's goal.
    pub fn goal(&self) -> RenjuGoal {
        self.goal
    }

    /// The learner's colour.
    pub fn learner(&self) -> Stone {
        self.learner
    }

    /// Every right move of the learner (to move on `board`) within `moves_left` own moves, in
    /// point order; None if the VCT budget ran out. Remembers the verdict of each legal move,
    /// so judging one of them afterwards costs a table look-up.
    pub fn right_moves(&mut self, board: &Board, moves_left: Option<u8>) -> Option<Vec<Point>> {
        let key = (board.hash(), moves_left);
        if let Some(known) = self.right.get(&key) {
            return known.clone();
        }
        let found = self.search_right_moves(board, moves_left);
        self.remember_right_moves(board, moves_left, &found);
        found
    }

    /// Keeps the right moves `found` on `board` and the verdict of each legal move there.
    fn remember_right_moves(
        &mut self,
        board: &Board,
        moves_left: Option<u8>,
        found: &Option<Vec<Point>>,
    ) {
        if let Some(right) = found {
            // In a VCF puzzle a move off the VCF list may still win by threes: judged when
            // played, not marked wrong here.
            let wrong_known = self.goal != RenjuGoal::Vcf;
            for point in board.empty_points() {
                if self.rules.is_legal(board, point, self.learner)
                    && (wrong_known || right.contains(&point))
                {
                    let after = board.with(point, self.learner);
                    self.verdicts
                        .insert((after.hash(), moves_left), Some(right.contains(&point)));
                }
            }
        }
        self.right.insert((board.hash(), moves_left), found.clone());
    }

    /// Starts [`SessionSolver::right_moves`] as work done in slices
    /// ([`SessionSolver::step_right_moves`]), for a caller that must not wait for all of it.
    pub fn start_right_moves(&self, board: &Board, moves_left: Option<u8>) -> RightMovesSearch {
        let vct = matches!(self.goal, RenjuGoal::Vct | RenjuGoal::WinIn);
        let known = self.right.contains_key(&(board.hash(), moves_left));
        let work = if vct && !known {
            let candidates = board
                .empty_points()
                .filter(|&point| self.rules.is_legal(board, point, self.learner))
                .collect();
            RightMovesWork::Vct {
                depth: moves_left.unwrap_or(DEFAULT_VCT_DEPTH),
                candidates,
                next: 0,
                current: None,
                found: Vec::new(),
            }
        } else {
            RightMovesWork::AtOnce
        };
        RightMovesSearch {
            board: board.clone(),
            moves_left,
            work,
            last_step_nodes: 0,
            last_step_vcf_nodes: 0,
        }
    }

    /// Goes on with `search` for about `nodes` positions (see [`RightMovesSearch::last_step_nodes`]); its answer (that of
    /// [`SessionSolver::right_moves`], remembered the same way) once it is there. Each of the
    /// learner's moves gets the whole VCT budget, as in `right_moves`; only the pauses are new.
    /// A VCF or defence question (complete and quick searches) is answered in one step.
    pub fn step_right_moves(
        &mut self,
        search: &mut RightMovesSearch,
        nodes: u64,
    ) -> Option<Option<Vec<Point>>> {
        search.last_step_nodes = 0;
        let RightMovesWork::Vct {
            depth,
            candidates,
            next,
            current,
            found,
        } = &mut search.work
        else {
            return Some(self.right_moves(&search.board, search.moves_left));
        };
        let mut used = 0u64;
        let answer = loop {
            if current.is_none() {
                let Some(&point) = candidates.get(*next) else {
                    found.sort();
                    break Some(std::mem::take(found));
                };
                self.vct.renew_budget(self.vct_nodes);
                *current = Some((point, self.vct.start_move(&search.board, point, *depth)));
            }
            if used >= nodes.max(1) {
                search.last_step_nodes = used;
                search.last_step_vcf_nodes = self.vct.last_vcf_nodes();
                return None;
            }
            let Some((point, move_search)) = current.as_mut() else {
                continue;
            };
            let before = self.vct.nodes();
            let wins = move_search.step(&mut self.vct, nodes.max(1) - used);
            used += self.vct.nodes() - before;
            let Some(wins) = wins else {
                continue;
            };
            if wins {
                found.push(*point);
            }
            *current = None;
            *next += 1;
            if self.vct.exhausted() {
                break None;
            }
        };
        search.last_step_nodes = used;
        search.last_step_vcf_nodes = self.vct.last_vcf_nodes();
        let board = search.board.clone();
        self.remember_right_moves(&board, search.moves_left, &answer);
        Some(answer)
    }

    fn search_right_moves(&mut self, board: &Board, moves_left: Option<u8>) -> Option<Vec<Point>> {
        let rules = self.rules;
        let learner = self.learner;
        match self.goal {
            RenjuGoal::Vcf | RenjuGoal::ForbiddenTrap => Some(
                self.learner_vcf
                    .solve(board, moves_left.unwrap_or(DEFAULT_LIMIT))
                    .first_moves,
            ),
            RenjuGoal::Defend => Some(defending_moves_with(
                &mut self.opponent_vcf,
                board,
                rules,
                learner,
                DEFAULT_LIMIT,
            )),
            RenjuGoal::Vct | RenjuGoal::WinIn => vct_first_moves(
                &mut self.vct,
                board,
                moves_left.unwrap_or(DEFAULT_VCT_DEPTH),
                self.vct_nodes,
            ),
        }
    }

    /// After the learner's move, opponent to move on `board`: does the learner still reach the
    /// goal? `moves_left` counts the learner's moves before that move. None if the VCT budget
    /// ran out.
    pub fn still_wins(&mut self, board: &Board, moves_left: Option<u8>) -> Option<bool> {
        let key = (board.hash(), moves_left);
        if let Some(&known) = self.verdicts.get(&key) {
            return known;
        }
        let verdict = self.judge(board, moves_left);
        self.verdicts.insert(key, verdict);
        verdict
    }

    /// After the learner's move (opponent to move on `board`, no five of the opponent's to
    /// stop): does the learner win by fours alone, the move being a four and a VCF following
    /// within `moves_left` (the move included)? In a VCF puzzle a right move that does not is a
    /// win by threes, which the learner is told wins too.
    pub fn wins_by_fours(&mut self, board: &Board, moves_left: Option<u8>) -> bool {
        let rules = self.rules;
        let opponent = self.learner.opponent();
        match rules.win_points(board, self.learner).as_slice() {
            [] => false,
            [block] if rules.is_legal(board, *block, opponent) => {
                let limit = moves_left.unwrap_or(DEFAULT_LIMIT).saturating_sub(1);
                self.learner_vcf
                    .has_vcf(&board.with(*block, opponent), limit)
            }
            _ => true,
        }
    }

    fn judge(&mut self, board: &Board, moves_left: Option<u8>) -> Option<bool> {
        let rules = self.rules;
        let learner = self.learner;
        let opponent = learner.opponent();
        match self.goal {
            RenjuGoal::Defend => Some(!self.opponent_vcf.has_vcf(board, DEFAULT_LIMIT)),
            RenjuGoal::Vcf | RenjuGoal::ForbiddenTrap => {
                if !rules.win_points(board, opponent).is_empty() {
                    return Some(false);
                }
                let by_fours = self.wins_by_fours(board, moves_left);
                if by_fours || self.goal != RenjuGoal::Vcf {
                    return Some(by_fours);
                }
                // A move that wins by threes within the puzzle's length is right too: counted
                // in the learner's moves, the five included (the length a VCF puzzle states).
                if let Some(moves) = moves_left {
                    return self
                        .length
                        .defender_loses_within(board, moves.saturating_sub(1));
                }
                let depth = DEFAULT_VCT_DEPTH.saturating_sub(1);
                self.vct.renew_budget(self.vct_nodes);
                let loses = self.vct.defender_loses(board, depth);
                (!self.vct.exhausted()).then_some(loses)
            }
            RenjuGoal::Vct | RenjuGoal::WinIn => {
                let depth = moves_left.unwrap_or(DEFAULT_VCT_DEPTH).saturating_sub(1);
                self.vct.renew_budget(self.vct_nodes);
                let loses = self.vct.defender_loses(board, depth);
                (!self.vct.exhausted()).then_some(loses)
            }
        }
    }

    /// The opponent's reply on `board` (opponent to move) after the learner's move; see
    /// [`best_reply`].
    pub fn best_reply(&mut self, board: &Board, moves_left: Option<u8>) -> Option<Point> {
        let rules = self.rules;
        let learner = self.learner;
        let opponent = learner.opponent();
        if let Some(&five) = rules.win_points(board, opponent).first() {
            return Some(five);
        }
        if self.goal == RenjuGoal::Defend {
            return self
                .opponent_vcf
                .solve(board, DEFAULT_LIMIT)
                .line
                .first()
                .copied();
        }
        let wins = rules.win_points(board, learner);
        if let Some(&block) = wins.iter().find(|&&w| rules.is_legal(board, w, opponent)) {
            return Some(block);
        }
        // With no four of the learner's to stop, an opponent with a VCF of its own wins first,
        // whatever the learner threatens (the judgement's cut): its first four is the answer.
        if wins.is_empty()
            && let Some(four) = self.opponent_vcf.winning_move(board, DEFAULT_LIMIT)
        {
            return Some(four);
        }
        if self.goal == RenjuGoal::WinIn {
            let depth = moves_left.unwrap_or(DEFAULT_VCT_DEPTH).saturating_sub(1);
            // Among the answers that stop the learner's threat (quiet VCF threats included),
            // one that holds, else the one that makes the learner use every move left.
            for moves in (0..=depth).rev() {
                self.vct.renew_budget(self.vct_nodes);
                if let Some(holding) = self.vct.holding_reply(board, moves) {
                    return Some(holding);
                }
            }
            self.vct.renew_budget(self.vct_nodes);
            if let Some(&first) = self.vct.defences(board, depth).first() {
                return Some(first);
            }
            return self.answer_to_a_quiet_move(board);
        }
        let answers = self.vct.defender_answers(board);
        if answers.is_empty() {
            return self.answer_to_a_quiet_move(board);
        }
        if self.goal == RenjuGoal::ForbiddenTrap {
            // The goal is a win by fours: an answer that leaves the learner no VCF refutes.
            let limit = moves_left.unwrap_or(DEFAULT_LIMIT).saturating_sub(1);
            let refuting = answers.iter().copied().find(|&answer| {
                !self
                    .learner_vcf
                    .has_vcf(&board.with(answer, opponent), limit)
            });
            return refuting.or(answers.first().copied());
        }
        if let (RenjuGoal::Vcf, Some(moves)) = (self.goal, moves_left) {
            // The judgement counted the win in moves; its table knows the holding answer.
            let holding = self.length.holding_answer(board, moves.saturating_sub(1));
            return holding.or(answers.first().copied());
        }
        let depth = moves_left.unwrap_or(DEFAULT_VCT_DEPTH).saturating_sub(1);
        // The judgement just searched these answers: one its table already knows to hold
        // costs no search.
        if let Some(&known) = answers.iter().find(|&&answer| {
            self.vct.known_answer(&board.with(answer, opponent), depth) == Some(false)
        }) {
            return Some(known);
        }
        // Else found as the judgement finds it, each answer getting a short turn first.
        self.vct.renew_budget(self.vct_nodes);
        self.vct
            .holding_reply(board, depth)
            .or(answers.first().copied())
    }

    /// The opponent's reply when the learner's last move made no threat to answer: the first
    /// move of the opponent's own VCF, else the first move of the learner's VCF (the point the
    /// learner would need), else a legal point beside the most stones (a plausible move, never a
    /// far corner).
    fn answer_to_a_quiet_move(&mut self, board: &Board) -> Option<Point> {
        let rules = self.rules;
        let opponent = self.learner.opponent();
        let own = self.opponent_vcf.solve(board, DEFAULT_LIMIT);
        if let (true, Some(&first)) = (own.win, own.line.first()) {
            return Some(first);
        }
        let learners = self.learner_vcf.solve(board, DEFAULT_LIMIT);
        if let (true, Some(&key)) = (learners.win, learners.line.first())
            && rules.is_legal(board, key, opponent)
        {
            return Some(key);
        }
        board
            .empty_points()
            .filter(|&p| rules.is_legal(board, p, opponent))
            .max_by_key(|&p| (stones_beside(board, p), std::cmp::Reverse(p)))
    }

    /// The learner's fastest win from `board` (learner to move) in plies, if within
    /// `moves_left` own moves: the shortest VCF, for VCT the fewest threats (2 plies each)
    /// before a VCF finishes, for `win-in` the fewest own moves (2 plies each, less the
    /// reply after the last). None for `defend` puzzles and when no win is found.
    pub fn win_distance(&mut self, board: &Board, moves_left: Option<u8>) -> Option<u32> {
        match self.goal {
            RenjuGoal::Defend => None,
            RenjuGoal::Vcf | RenjuGoal::ForbiddenTrap => {
                let outcome = self
                    .learner_vcf
                    .solve(board, moves_left.unwrap_or(DEFAULT_LIMIT));
                outcome.win.then_some(outcome.line.len() as u32)
            }
            RenjuGoal::WinIn => {
                let moves = moves_left.unwrap_or(DEFAULT_VCT_DEPTH);
                (1..=moves).find_map(|n| {
                    self.vct.renew_budget(self.vct_nodes);
                    self.vct
                        .attacker_wins(board, n)
                        .then_some(2 * u32::from(n) - 1)
                })
            }
            RenjuGoal::Vct => {
                let depth = moves_left.unwrap_or(DEFAULT_VCT_DEPTH);
                (0..=depth).find_map(|threats| {
                    self.vct.renew_budget(self.vct_nodes);
                    self.vct
                        .attacker_wins(board, threats)
                        .then_some(2 * u32::from(threats) + 1)
                })
            }
        }
    }

    /// A winning line from `board` (learner to move) within `moves_left` own moves; empty for
    /// `defend` puzzles and when none is found.
    pub fn winning_line(&mut self, board: &Board, moves_left: Option<u8>) -> Vec<Point> {
        match self.goal {
            RenjuGoal::Defend => Vec::new(),
            RenjuGoal::Vcf | RenjuGoal::ForbiddenTrap => {
                self.learner_vcf
                    .solve(board, moves_left.unwrap_or(DEFAULT_LIMIT))
                    .line
            }
            RenjuGoal::Vct | RenjuGoal::WinIn => {
                self.vct.renew_budget(self.vct_nodes);
                match self
                    .vct
                    .solve(board, moves_left.unwrap_or(DEFAULT_VCT_DEPTH))
                {
                    super::vct::VctOutcome::Win(line) => line,
                    super::vct::VctOutcome::NoWin | super::vct::VctOutcome::Undecided => Vec::new(),
                }
            }
        }
    }

    /// Whether the opponent still has a VCF on `board` (opponent to move): what a `defend`
    /// puzzle must stop.
    pub fn opponent_has_vcf(&mut self, board: &Board) -> bool {
        self.opponent_vcf.has_vcf(board, DEFAULT_LIMIT)
    }
}

/// How many stones (either colour) stand on the eight points around `point`.
fn stones_beside(board: &Board, point: Point) -> usize {
    Direction::ALL
        .into_iter()
        .flat_map(|direction| [point.step(direction, 1), point.step(direction, -1)])
        .flatten()
        .filter(|&p| !board.is_empty(p))
        .count()
}
