//! Defence: every legal move of the side to move after which the opponent has no VCF.

use super::threat::Rules;
use super::vcf::VcfSolver;
use crate::rules::renju::{Board, Point, Stone};

/// Every legal move of `defender` (to move) after which the opponent has no VCF within
/// `limit` attacker moves, in point order (a1, b1, … o15). A move that makes five for the
/// defender always counts. For a renju Black, forbidden points are not legal moves.
pub fn defending_moves(board: &Board, rules: Rules, defender: Stone, limit: u8) -> Vec<Point> {
    let mut solver = VcfSolver::new(rules, defender.opponent());
    defending_moves_with(&mut solver, board, rules, defender, limit)
}

/// [`defending_moves`] reusing a solver (and its table) for the attacker. If the solver has a
/// node budget and it runs out ([`VcfSolver::exhausted`]), the list is cut short and proves
/// nothing.
pub fn defending_moves_with(
    solver: &mut VcfSolver,
    board: &Board,
    rules: Rules,
    defender: Stone,
    limit: u8,
) -> Vec<Point> {
    let mut found = Vec::new();
    for point in board.empty_points() {
        if !rules.is_legal(board, point, defender) {
            continue;
        }
        if rules.makes_win(board, point, defender) {
            found.push(point);
            continue;
        }
        let after = board.with(point, defender);
        if !solver.has_vcf(&after, limit) {
            if solver.exhausted() {
                break;
            }
            found.push(point);
        }
    }
    found.sort();
    found
}
