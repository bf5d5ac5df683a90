//! The Renju side of a puzzle session as plain functions: is the learner's move still winning,
//! the defender's best reply, every right move. (An adapter to `tutor::PuzzleRules` can call
//! these; the solver layer does not depend on the tutor.)

use super::puzzle::{RenjuGoal, right_moves};
use super::threat::Rules;
use super::vcf::{DEFAULT_LIMIT, VcfSolver};
use super::vct::{DEFAULT_VCT_DEPTH, DEFAULT_VCT_NODES, VctSolver};
use crate::rules::renju::{Board, Point, Stone};

/// Every right move for the learner (`to_move`) in a puzzle position, in point order; None if
/// the VCT budget ran out.
pub fn winning_moves(
    board: &Board,
    to_move: Stone,
    rules: Rules,
    goal: RenjuGoal,
    moves_left: Option<u8>,
) -> Option<Vec<Point>> {
    right_moves(board, to_move, rules, goal, moves_left)
}

/// After the learner's move, with the opponent to move on `board`: does the learner still
/// reach the goal? `learner` is the learner's colour. None if the VCT budget ran out.
pub fn still_wins(
    board: &Board,
    learner: Stone,
    rules: Rules,
    goal: RenjuGoal,
    moves_left: Option<u8>,
) -> Option<bool> {
    let opponent = learner.opponent();
    match goal {
        RenjuGoal::Defend => Some(!VcfSolver::new(rules, opponent).has_vcf(board, DEFAULT_LIMIT)),
        RenjuGoal::Vcf | RenjuGoal::ForbiddenTrap => {
            if !rules.win_points(board, opponent).is_empty() {
                return Some(false);
            }
            let wins = rules.win_points(board, learner);
            Some(match wins.as_slice() {
                [] => false,
                [block] if rules.is_legal(board, *block, opponent) => {
                    let limit = moves_left.unwrap_or(DEFAULT_LIMIT).saturating_sub(1);
                    VcfSolver::new(rules, learner).has_vcf(&board.with(*block, opponent), limit)
                }
                _ => true,
            })
        }
        RenjuGoal::Vct | RenjuGoal::WinIn => {
            let depth = moves_left.unwrap_or(DEFAULT_VCT_DEPTH).saturating_sub(1);
            let mut solver = VctSolver::new(rules, learner, DEFAULT_VCT_NODES);
            let loses = solver.defender_loses(board, depth);
            (!solver.exhausted()).then_some(loses)
        }
    }
}

/// The opponent's reply on `board` (opponent to move) after the learner's move: the forced
/// block of a four, else the first defence that refutes the learner's threats (or the first
/// defence if none does); for `defend` puzzles the attacker's VCF move if it still has one.
pub fn best_reply(
    board: &Board,
    learner: Stone,
    rules: Rules,
    goal: RenjuGoal,
    moves_left: Option<u8>,
) -> Option<Point> {
    let opponent = learner.opponent();
    if let Some(&five) = rules.win_points(board, opponent).first() {
        return Some(five);
    }
    if goal == RenjuGoal::Defend {
        return VcfSolver::new(rules, opponent)
            .solve(board, DEFAULT_LIMIT)
            .line
            .first()
            .copied();
    }
    let wins = rules.win_points(board, learner);
    if let Some(&block) = wins.iter().find(|&&w| rules.is_legal(board, w, opponent)) {
        return Some(block);
    }
    let depth = moves_left.unwrap_or(DEFAULT_VCT_DEPTH).saturating_sub(1);
    let mut solver = VctSolver::new(rules, learner, DEFAULT_VCT_NODES);
    let answers = solver.defender_answers(board);
    for &answer in &answers {
        if !solver.attacker_wins(&board.with(answer, opponent), depth) {
            return Some(answer);
        }
    }
    answers.first().copied().or_else(|| {
        board
            .empty_points()
            .find(|&p| rules.is_legal(board, p, opponent))
    })
}
