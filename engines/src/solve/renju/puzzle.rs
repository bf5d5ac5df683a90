//! Proofs of authored Gomoku/Renju puzzles: the goal is reached, the author's line is legal
//! and winning, and every other winning (or defending) first move is listed as a dual.
//!
//! A proof runs within a [`ProofBudget`]: each VCT question (one first move) within its own
//! node budget (past it the proof is [`ProofError::Undecided`]), and the whole proof — every
//! VCF and VCT search it runs — within a total, which a cancel flag can also cut short (then
//! [`ProofError::OverBudget`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::defend::defending_moves_with;
use super::threat::Rules;
use super::vcf::{DEFAULT_LIMIT, VcfSolver};
use super::vct::{DEFAULT_VCT_DEPTH, DEFAULT_VCT_NODES, VctSolver};
use crate::rules::renju::{Board, Point, Stone};

/// The own moves of a Renju `win-in` that states none (content always states them).
pub const DEFAULT_WIN_IN_MOVES: u8 = 3;

/// The default node budget of one whole proof: over ten times what the hardest shipped puzzle
/// needs (about 1.4 million positions), some ten seconds in a release build.
pub const DEFAULT_PROOF_NODES: u64 = 20_000_000;

/// How much work one puzzle's proof may do.
#[derive(Debug, Clone)]
pub struct ProofBudget {
    /// Positions one VCT question (one first move) may visit, its VCF searches' included;
    /// past it the proof is undecided.
    pub question_nodes: u64,
    /// Positions the whole proof may visit, every search together; past it the proof is over
    /// budget.
    pub total_nodes: u64,
    /// Set from another thread to stop the proof (it is then over budget).
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for ProofBudget {
    fn default() -> Self {
        ProofBudget {
            question_nodes: DEFAULT_VCT_NODES,
            total_nodes: DEFAULT_PROOF_NODES,
            cancel: None,
        }
    }
}

/// What a Renju puzzle asks of the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RenjuGoal {
    /// Win by continuous fours.
    Vcf,
    /// Win by fours and threes.
    Vct,
    /// Win within the stated number of own moves, every one counted (the five included; a
    /// four Black can block only on forbidden points the last move): 三手胜, 四手胜. Proved
    /// with the VCT search with its moves exact ([`VctSolver::set_moves_exact`]).
    WinIn,
    /// Stop the opponent's VCF.
    Defend,
    /// White wins by forcing Black onto a forbidden point.
    ForbiddenTrap,
}

impl RenjuGoal {
    /// The goal spelt as in puzzle files (`vcf`, `vct`, `win-in`, `defend`, `forbidden-trap`).
    pub fn from_word(word: &str) -> Option<RenjuGoal> {
        match word {
            "vcf" => Some(RenjuGoal::Vcf),
            "vct" => Some(RenjuGoal::Vct),
            "win-in" => Some(RenjuGoal::WinIn),
            "defend" => Some(RenjuGoal::Defend),
            "forbidden-trap" => Some(RenjuGoal::ForbiddenTrap),
            _ => None,
        }
    }
}

/// A puzzle as the prover needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenjuPuzzle {
    /// The start position.
    pub board: Board,
    /// Who moves (the attacker, or the defender for `defend`).
    pub to_move: Stone,
    /// The rule set.
    pub rules: Rules,
    /// What to do.
    pub goal: RenjuGoal,
    /// The most own moves allowed, if stated: for `vcf`/`forbidden-trap` attacker moves with
    /// the final five; for `vct` the threats before a VCF finishes (the search depth); for
    /// `win-in` every own move, the five included (the search depth with the moves exact).
    pub moves: Option<u8>,
    /// The author's lines, moves alternating from the start position.
    pub solution: Vec<Vec<Point>>,
}

/// Why a puzzle is not proven.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProofError {
    /// The side to move has no forced win of the stated kind.
    NoWin,
    /// The shortest win is longer than the stated number of moves.
    TooLong {
        /// Attacker moves of the shortest win.
        shortest: u8,
        /// The stated limit.
        limit: u8,
    },
    /// One VCT question ran out of its node budget.
    Undecided,
    /// The proof as a whole ran out of its node budget, or was cancelled.
    OverBudget,
    /// The position is not a forbidden trap: no winning line ends on a forbidden block.
    NoForbiddenEnding,
    /// A `defend` puzzle whose opponent has no VCF to stop.
    NothingToDefend,
    /// A `defend` puzzle where no move stops the opponent.
    NoDefence,
    /// A solution move is not legal (occupied, or forbidden for Black).
    IllegalMove {
        /// Which line (0-based).
        line: usize,
        /// Which ply of the line (0-based).
        ply: usize,
        /// The move.
        point: Point,
    },
    /// A solution move of the side to move loses the forced win (or fails to defend).
    NotWinning {
        /// Which line (0-based).
        line: usize,
        /// Which ply of the line (0-based).
        ply: usize,
        /// The move.
        point: Point,
    },
}

/// A proven puzzle: every right first move and a shortest line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    /// Every first move that keeps the goal (wins, or defends), in point order.
    pub winning_moves: Vec<Point>,
    /// The right first moves that are not the first move of an author's line.
    pub duals: Vec<Point>,
    /// A shortest winning line from the solver (empty for `defend`).
    pub line: Vec<Point>,
}

/// The winning (or defending) first moves for a puzzle's goal from `board`, `to_move` to play,
/// within `moves` own moves; None if a budget ran out (the default [`ProofBudget`]).
pub fn right_moves(
    board: &Board,
    to_move: Stone,
    rules: Rules,
    goal: RenjuGoal,
    moves: Option<u8>,
) -> Option<Vec<Point>> {
    Prover::new(ProofBudget::default())
        .right_moves(board, to_move, rules, goal, moves)
        .ok()
}

/// Every first move of `solver`'s attacker (to move on `board`) that wins within `depth`
/// threats, in point order; None if some move's search ran out of `nodes`. Each move gets a
/// fresh budget, so one hard move cannot starve the rest; the table is shared.
pub fn vct_first_moves(
    solver: &mut VctSolver,
    board: &Board,
    depth: u8,
    nodes: u64,
) -> Option<Vec<Point>> {
    let (rules, attacker) = (solver.rules(), solver.attacker());
    let mut found = Vec::new();
    for point in board.empty_points() {
        if !rules.is_legal(board, point, attacker) {
            continue;
        }
        solver.renew_budget(nodes);
        if solver.move_wins(board, point, depth) {
            found.push(point);
        }
        if solver.exhausted() {
            return None;
        }
    }
    found.sort();
    Some(found)
}

/// Proves a puzzle within the default [`ProofBudget`]; see [`Prover::prove`].
pub fn prove_puzzle(puzzle: &RenjuPuzzle) -> Result<Proof, ProofError> {
    Prover::new(ProofBudget::default()).prove(puzzle)
}

/// Proves puzzles within one [`ProofBudget`], counting every position its searches visit.
#[derive(Debug)]
pub struct Prover {
    budget: ProofBudget,
    used: u64,
}

impl Prover {
    /// A prover that has used nothing of `budget` yet.
    pub fn new(budget: ProofBudget) -> Prover {
        Prover { budget, used: 0 }
    }

    /// Positions visited so far, every search together (at most the total budget).
    pub fn nodes(&self) -> u64 {
        self.used
    }

    fn remaining(&self) -> u64 {
        self.budget.total_nodes.saturating_sub(self.used)
    }

    fn cancelled(&self) -> bool {
        self.budget
            .cancel
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// A VCF solver for `attacker` that may visit what is left of the budget.
    fn vcf_solver(&self, rules: Rules, attacker: Stone) -> VcfSolver {
        let mut solver = VcfSolver::new(rules, attacker);
        solver.set_budget(self.remaining());
        solver.set_cancel(self.budget.cancel.clone());
        solver
    }

    /// Counts what `solver` visited; over budget if it stopped early.
    fn settle(&mut self, solver: &VcfSolver) -> Result<(), ProofError> {
        self.used = self
            .used
            .saturating_add(solver.nodes())
            .min(self.budget.total_nodes);
        if solver.exhausted() {
            return Err(ProofError::OverBudget);
        }
        Ok(())
    }

    /// The winning (or defending) first moves for a puzzle's goal from `board`, `to_move` to
    /// play, within `moves` own moves.
    pub fn right_moves(
        &mut self,
        board: &Board,
        to_move: Stone,
        rules: Rules,
        goal: RenjuGoal,
        moves: Option<u8>,
    ) -> Result<Vec<Point>, ProofError> {
        let limit = moves.unwrap_or(DEFAULT_LIMIT);
        match goal {
            RenjuGoal::Vcf | RenjuGoal::ForbiddenTrap => {
                let mut solver = self.vcf_solver(rules, to_move);
                let moves = solver.solve(board, limit).first_moves;
                self.settle(&solver)?;
                Ok(moves)
            }
            RenjuGoal::Defend => {
                let mut solver = self.vcf_solver(rules, to_move.opponent());
                let moves = defending_moves_with(&mut solver, board, rules, to_move, DEFAULT_LIMIT);
                self.settle(&solver)?;
                Ok(moves)
            }
            RenjuGoal::Vct => {
                let depth = moves.unwrap_or(DEFAULT_VCT_DEPTH);
                self.vct_first_moves(board, to_move, rules, depth, false)
            }
            RenjuGoal::WinIn => {
                let depth = moves.unwrap_or(DEFAULT_WIN_IN_MOVES);
                self.vct_first_moves(board, to_move, rules, depth, true)
            }
        }
    }

    /// [`vct_first_moves`] within the budget: each move gets the question budget, or what is
    /// left of the total if that is less. With `exact` the depth is every own move
    /// ([`VctSolver::set_moves_exact`]), else the threats.
    fn vct_first_moves(
        &mut self,
        board: &Board,
        attacker: Stone,
        rules: Rules,
        depth: u8,
        exact: bool,
    ) -> Result<Vec<Point>, ProofError> {
        let mut solver = VctSolver::new(rules, attacker, 0);
        solver.set_moves_exact(exact);
        solver.set_cancel(self.budget.cancel.clone());
        let mut found = Vec::new();
        for point in board.empty_points() {
            if !rules.is_legal(board, point, attacker) {
                continue;
            }
            let allowance = self.budget.question_nodes.min(self.remaining());
            solver.renew_budget(allowance);
            if solver.move_wins(board, point, depth) {
                found.push(point);
            }
            self.used = self
                .used
                .saturating_add(solver.nodes().min(allowance))
                .min(self.budget.total_nodes);
            if solver.exhausted() {
                let by_total = allowance < self.budget.question_nodes;
                return Err(if by_total || self.cancelled() {
                    ProofError::OverBudget
                } else {
                    ProofError::Undecided
                });
            }
        }
        found.sort();
        Ok(found)
    }

    /// Proves a puzzle: the goal holds, each author's line is legal and every move of the side
    /// to move in it keeps the goal; returns every right first move and the duals.
    pub fn prove(&mut self, puzzle: &RenjuPuzzle) -> Result<Proof, ProofError> {
        let rules = puzzle.rules;
        let attacker = puzzle.to_move;
        let right = self.right_moves(&puzzle.board, attacker, rules, puzzle.goal, puzzle.moves)?;
        let mut line = Vec::new();
        match puzzle.goal {
            RenjuGoal::Defend => {
                let mut threat = self.vcf_solver(rules, attacker.opponent());
                let threatened = threat.has_vcf(&puzzle.board, DEFAULT_LIMIT);
                self.settle(&threat)?;
                if !threatened {
                    return Err(ProofError::NothingToDefend);
                }
                if right.is_empty() {
                    return Err(ProofError::NoDefence);
                }
            }
            RenjuGoal::Vcf | RenjuGoal::ForbiddenTrap => {
                let mut solver = self.vcf_solver(rules, attacker);
                let outcome = solver.solve(&puzzle.board, DEFAULT_LIMIT);
                self.settle(&solver)?;
                if !outcome.win {
                    return Err(ProofError::NoWin);
                }
                let shortest = outcome.line.len().div_ceil(2) as u8;
                if let Some(limit) = puzzle.moves
                    && right.is_empty()
                {
                    return Err(ProofError::TooLong { shortest, limit });
                }
                line = outcome.line;
                if puzzle.goal == RenjuGoal::ForbiddenTrap
                    && !ends_on_forbidden_block(&puzzle.board, rules, attacker, &puzzle.solution)
                {
                    return Err(ProofError::NoForbiddenEnding);
                }
            }
            RenjuGoal::Vct | RenjuGoal::WinIn => {
                if right.is_empty() {
                    return Err(ProofError::NoWin);
                }
            }
        }
        for (index, moves) in puzzle.solution.iter().enumerate() {
            self.check_line(puzzle, index, moves)?;
        }
        let firsts: Vec<Point> = puzzle
            .solution
            .iter()
            .filter_map(|l| l.first().copied())
            .collect();
        let duals = right
            .iter()
            .copied()
            .filter(|p| !firsts.contains(p))
            .collect();
        Ok(Proof {
            winning_moves: right,
            duals,
            line,
        })
    }

    /// Replays an author's line: every move legal, every move of the side to move right.
    fn check_line(
        &mut self,
        puzzle: &RenjuPuzzle,
        index: usize,
        moves: &[Point],
    ) -> Result<(), ProofError> {
        let rules = puzzle.rules;
        let mut board = puzzle.board.clone();
        let mut stone = puzzle.to_move;
        let mut own_moves = 0u8;
        for (ply, &point) in moves.iter().enumerate() {
            if !rules.is_legal(&board, point, stone) {
                return Err(ProofError::IllegalMove {
                    line: index,
                    ply,
                    point,
                });
            }
            if stone == puzzle.to_move {
                let remaining = puzzle.moves.map(|m| m.saturating_sub(own_moves));
                let right = self.right_moves(&board, stone, rules, puzzle.goal, remaining)?;
                if !right.contains(&point) {
                    return Err(ProofError::NotWinning {
                        line: index,
                        ply,
                        point,
                    });
                }
                own_moves += 1;
                if rules.makes_win(&board, point, stone) {
                    return Ok(());
                }
                if puzzle.goal == RenjuGoal::Defend {
                    return Ok(());
                }
            }
            board.place(point, stone);
            stone = stone.opponent();
        }
        Ok(())
    }
}

/// Whether some author's line ends with a White four whose only block is forbidden for Black.
fn ends_on_forbidden_block(
    board: &Board,
    rules: Rules,
    attacker: Stone,
    solution: &[Vec<Point>],
) -> bool {
    solution.iter().any(|moves| {
        let mut board = board.clone();
        let mut stone = attacker;
        for &point in moves {
            board.place(point, stone);
            stone = stone.opponent();
        }
        let Some(&last) = moves.last() else {
            return false;
        };
        moves.len() % 2 == 1
            && matches!(rules.win_points_through(&board, last, attacker).as_slice(),
                [block] if rules.is_forbidden(&board, *block, attacker.opponent()))
    })
}
