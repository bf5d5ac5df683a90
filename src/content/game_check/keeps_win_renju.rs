//! What a `renju-move` step claims, proven with the Renju solvers: when the side to move has a
//! forced win (by fours, VCF, or by fours and threes, VCT), every stone the goal accepts must
//! keep it; on a blocking step (`block-four`, `block-three`) every accepted stone must hold.
//!
//! An error is only ever a proof: "this stone starts no winning line of fours" comes from a
//! complete VCF search, "the opponent still wins" from a winning line the solver found. When a
//! search runs past its budget the claim is undecided: a warning, never an error.

use crate::content::diagnostic::{DiagnosticKind, Finding};
use crate::content::evaluate_renju::RenjuTask;
use crate::content::words::RenjuGoal;
use crate::i18n::renju::stone_name;
use crate::msg;
use crate::rules::renju::{Board, Point, Stone};
use crate::solve::renju::puzzle::vct_first_moves;
use crate::solve::renju::threat::Rules;
use crate::solve::renju::vcf::{DEFAULT_LIMIT, VcfSolver};
use crate::solve::renju::vct::{DEFAULT_VCT_DEPTH, DEFAULT_VCT_NODES, VctOutcome, VctSolver};
use serde_spanned::Spanned;
use std::ops::Range;

use super::renju_steps::join_points;

/// Positions one VCF search of a step may visit: far more than a lesson board needs.
const VCF_NODES: u64 = 5_000_000;

/// What the solvers say about one side's forced win on one board.
enum Win {
    /// No forced win within the searches' reach (a complete search said so).
    None,
    /// A win by fours; the first moves that start it.
    ByFours(Vec<Point>),
    /// A win by fours and threes (and no VCF).
    ByThrees,
    /// A search ran past its budget.
    Undecided,
}

/// The forced win of `attacker` (to move) on `board`.
fn forced_win(board: &Board, rules: Rules, attacker: Stone) -> Win {
    let mut vcf = VcfSolver::new(rules, attacker);
    vcf.set_budget(VCF_NODES);
    let outcome = vcf.solve(board, DEFAULT_LIMIT);
    if vcf.exhausted() {
        return Win::Undecided;
    }
    if outcome.win {
        return Win::ByFours(outcome.first_moves);
    }
    match VctSolver::new(rules, attacker, DEFAULT_VCT_NODES).solve(board, DEFAULT_VCT_DEPTH) {
        VctOutcome::Win(_) => Win::ByThrees,
        VctOutcome::NoWin => Win::None,
        VctOutcome::Undecided => Win::Undecided,
    }
}

/// Checks that every stone the step's goal accepts keeps the mover's forced win, or (blocking
/// goals) holds against the opponent's.
pub(super) fn check_renju_claims(
    findings: &mut Vec<Finding>,
    task: &RenjuTask,
    goal: &Spanned<RenjuGoal>,
    accepted: &[Point],
) {
    if accepted.is_empty() {
        return;
    }
    match goal.get_ref() {
        RenjuGoal::BlockFour | RenjuGoal::BlockThree => {
            check_blocks_hold(findings, task, goal.span(), accepted);
        }
        _ => check_keeps_win(findings, task, goal, accepted),
    }
}

/// The mover has a forced win: every accepted stone must start one too.
fn check_keeps_win(
    findings: &mut Vec<Finding>,
    task: &RenjuTask,
    goal: &Spanned<RenjuGoal>,
    accepted: &[Point],
) {
    let rules = task.solver_rules();
    let side = stone_name(task.to_move);
    let keeping = match forced_win(&task.board, rules, task.to_move) {
        Win::None => return,
        Win::Undecided => return findings.push(undecided(goal.span())),
        Win::ByFours(first) => {
            let lost: Vec<Point> = accepted
                .iter()
                .copied()
                .filter(|p| !first.contains(p))
                .collect();
            if lost.is_empty() {
                return;
            }
            // A stone that is no VCF start may still win by threes: asked one by one.
            match not_winning_by_threes(task, rules, &lost) {
                Some(lost) if lost.is_empty() => return,
                Some(lost) => return findings.push(throws_away(goal, &lost, &first, side, true)),
                None => return findings.push(undecided(goal.span())),
            }
        }
        Win::ByThrees => {
            let mut solver = VctSolver::new(rules, task.to_move, 0);
            vct_first_moves(
                &mut solver,
                &task.board,
                DEFAULT_VCT_DEPTH,
                DEFAULT_VCT_NODES,
            )
        }
    };
    let Some(keeping) = keeping else {
        return findings.push(undecided(goal.span()));
    };
    let lost: Vec<Point> = accepted
        .iter()
        .copied()
        .filter(|p| !keeping.contains(p))
        .collect();
    if !lost.is_empty() {
        findings.push(throws_away(goal, &lost, &keeping, side, false));
    }
}

/// The stones of `points` that start no win by fours and threes (`None`: a search ran out).
fn not_winning_by_threes(task: &RenjuTask, rules: Rules, points: &[Point]) -> Option<Vec<Point>> {
    let mut solver = VctSolver::new(rules, task.to_move, 0);
    let mut lost = Vec::new();
    for &point in points {
        solver.renew_budget(DEFAULT_VCT_NODES);
        let wins = solver.move_wins(&task.board, point, DEFAULT_VCT_DEPTH);
        if solver.exhausted() {
            return None;
        }
        if !wins {
            lost.push(point);
        }
    }
    Some(lost)
}

/// A blocking step: after every accepted stone the opponent must have no forced win left.
fn check_blocks_hold(
    findings: &mut Vec<Finding>,
    task: &RenjuTask,
    span: Range<usize>,
    accepted: &[Point],
) {
    let rules = task.solver_rules();
    let attacker = task.to_move.opponent();
    let mut failing = Vec::new();
    let mut holding = Vec::new();
    for &point in accepted {
        let after = task.board.with(point, task.to_move);
        match forced_win(&after, rules, attacker) {
            Win::None => holding.push(point),
            Win::ByFours(_) | Win::ByThrees => failing.push(point),
            Win::Undecided => return findings.push(undecided(span)),
        }
    }
    if failing.is_empty() {
        return;
    }
    let expected = if holding.is_empty() {
        msg!("content-expected-block-that-holds")
    } else {
        msg!(
            "content-expected-only-holding",
            moves = join_points(&holding)
        )
    };
    findings.push(
        Finding::error(
            DiagnosticKind::DefenceFails,
            span,
            msg!(
                "content-block-fails",
                moves = join_points(&failing),
                side = stone_name(attacker)
            ),
        )
        .expected(expected),
    );
}

/// The finding for accepted stones that throw the win away.
fn throws_away(
    goal: &Spanned<RenjuGoal>,
    lost: &[Point],
    keeping: &[Point],
    side: crate::i18n::Message,
    by_fours: bool,
) -> Finding {
    let message = if by_fours {
        msg!(
            "content-throws-vcf-away",
            moves = join_points(lost),
            goal = goal.get_ref().word(),
            side = side
        )
    } else {
        msg!(
            "content-throws-vct-away",
            moves = join_points(lost),
            goal = goal.get_ref().word(),
            side = side
        )
    };
    Finding::error(DiagnosticKind::ThrowsWinAway, goal.span(), message).expected(msg!(
        "content-expected-keeping-moves",
        moves = join_points(keeping)
    ))
}

/// The warning for a claim the solver could not decide.
fn undecided(span: Range<usize>) -> Finding {
    Finding::warning(
        DiagnosticKind::ClaimUndecided,
        span,
        msg!("content-claim-undecided"),
    )
    .expected(msg!("content-expected-smaller-board"))
}
