//! Defence: every legal move of the side to move after which the opponent has no VCF.
//!
//! A move that makes a four for the defender only delays: the attacker must block it (a renju
//! Black that cannot, because the block is forbidden, has lost), and the defender, to move
//! again, must still have a defence. So a four counts only if, after the forced block, some
//! move of the defender defends in the same sense (followed recursively, at most
//! [`MAX_COUNTER_FOURS`] fours deep).

use super::threat::Rules;
use super::vcf::VcfSolver;
use crate::rules::renju::{Board, Point, Stone};

/// How many of the defender's fours in a row are followed; past it a four counts as a defence
/// (no real position holds this many fours in a row that the attacker can answer quietly).
pub const MAX_COUNTER_FOURS: u8 = 8;

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
        if defends(
            solver,
            board,
            rules,
            defender,
            point,
            limit,
            MAX_COUNTER_FOURS,
        ) {
            found.push(point);
        }
        if solver.exhausted() {
            break;
        }
    }
    found
}

/// Whether `defender`'s move on `point` defends (see the module docs); `fours_left` more of
/// the defender's fours are followed.
fn defends(
    solver: &mut VcfSolver,
    board: &Board,
    rules: Rules,
    defender: Stone,
    point: Point,
    limit: u8,
    fours_left: u8,
) -> bool {
    let attacker = defender.opponent();
    if !rules.is_legal(board, point, defender) {
        return false;
    }
    if rules.makes_win(board, point, defender) {
        return true;
    }
    let after = board.with(point, defender);
    if solver.has_vcf(&after, limit) || solver.exhausted() {
        return false;
    }
    // The attacker has no five point (it would be a VCF), so the block below is its move.
    let counter = rules.win_points_through(&after, point, defender);
    let block = match counter.as_slice() {
        [] => return true,
        [block] => *block,
        _ => return true,
    };
    if fours_left == 0 || !rules.is_legal(&after, block, attacker) {
        return true;
    }
    let blocked = after.with(block, attacker);
    has_defence(solver, &blocked, rules, defender, limit, fours_left - 1)
}

/// Whether `defender`, to move on `board`, has some move that defends.
fn has_defence(
    solver: &mut VcfSolver,
    board: &Board,
    rules: Rules,
    defender: Stone,
    limit: u8,
    fours_left: u8,
) -> bool {
    for point in board.empty_points() {
        if defends(solver, board, rules, defender, point, limit, fours_left) {
            return true;
        }
        if solver.exhausted() {
            return false;
        }
    }
    false
}
