//! What a `jungle-move` step claims, proven with the Jungle solver within the lessons' horizon
//! ([`WIN_PLIES`]): when the side to move has a forced win, every move the goal accepts must
//! keep one (a slower win is fine); when it has none, no accepted move may walk into the
//! opponent's forced win while another move holds.
//!
//! Every error is a complete search's answer within the horizon; a search that runs past its
//! budget makes the claim undecided: a warning, never an error.

use crate::content::diagnostic::{DiagnosticKind, Finding};
use crate::content::evaluate::MoveTask;
use crate::i18n::jungle::side as side_name;
use crate::msg;
use crate::rules::jungle::Move;
use crate::solve::bounded::{Budget, Verdict};
use crate::solve::jungle::{JungleGame, JungleSearcher};
use crate::solve::jungle_defence::{DefenceVerdict, judge_defence};
use std::ops::Range;

/// The horizon of a lesson step: a forced win within this many plies (four own moves) is the
/// win the step's mover has; a threat within it is the opponent's.
pub const WIN_PLIES: u32 = 7;

/// Positions the searches of one step may visit together.
const STEP_NODES: u64 = 20_000_000;

/// Checks that every move the step's goal accepts keeps the mover's forced win, or, without
/// one, does not lose to the opponent's while another move holds.
pub(super) fn check_jungle_claims(
    findings: &mut Vec<Finding>,
    task: &MoveTask,
    span: Range<usize>,
    accepted: &[Move],
) {
    if accepted.is_empty() {
        return;
    }
    let mut searcher = JungleSearcher::new(Budget {
        max_nodes: STEP_NODES,
        cancel: None,
    });
    let game = JungleGame::new(task.position, task.options);
    let solution = searcher.solve(&game, WIN_PLIES);
    match solution.verdict {
        Verdict::Undecided => findings.push(undecided(span)),
        Verdict::Win { .. } => {
            check_keeps_win(
                findings,
                &mut searcher,
                task,
                span,
                accepted,
                &solution.winning_moves,
            );
        }
        Verdict::NoWinWithin => check_holds(findings, &mut searcher, task, span, accepted),
    }
}

/// The mover wins within the horizon: every accepted move must still win, at most one own
/// move later.
fn check_keeps_win(
    findings: &mut Vec<Finding>,
    searcher: &mut JungleSearcher,
    task: &MoveTask,
    span: Range<usize>,
    accepted: &[Move],
    winning: &[Move],
) {
    let mut lost = Vec::new();
    for &mv in accepted.iter().filter(|mv| !winning.contains(mv)) {
        let after = JungleGame::new(task.position.play_unchecked(mv), task.options);
        match searcher.loses_within(&after, WIN_PLIES + 1) {
            Some(true) => {}
            Some(false) => lost.push(mv),
            None => return findings.push(undecided(span)),
        }
    }
    if lost.is_empty() {
        return;
    }
    findings.push(
        Finding::error(
            DiagnosticKind::ThrowsWinAway,
            span,
            msg!(
                "content-throws-jungle-win-away",
                moves = join_moves(&lost),
                side = side_name(task.position.side_to_move()),
                count = WIN_PLIES.div_ceil(2) + 1
            ),
        )
        .expected(msg!(
            "content-expected-keeping-moves",
            moves = join_moves(winning)
        )),
    );
}

/// The mover has no win within the horizon: an accepted move after which the opponent wins,
/// while some legal move holds, is wrong.
fn check_holds(
    findings: &mut Vec<Finding>,
    searcher: &mut JungleSearcher,
    task: &MoveTask,
    span: Range<usize>,
    accepted: &[Move],
) {
    let (position, options) = (&task.position, &task.options);
    let mut failing = Vec::new();
    for &mv in accepted {
        match judge_defence(searcher, position, options, mv, WIN_PLIES) {
            DefenceVerdict::Holds => {}
            DefenceVerdict::Fails { reply } => failing.push((mv, reply)),
            DefenceVerdict::Undecided => return findings.push(undecided(span)),
        }
    }
    if failing.is_empty() {
        return;
    }
    let mut holding = Vec::new();
    let mut legal: Vec<Move> = position.legal_moves(options).iter().copied().collect();
    legal.sort();
    for mv in legal {
        match judge_defence(searcher, position, options, mv, WIN_PLIES) {
            DefenceVerdict::Holds => holding.push(mv),
            DefenceVerdict::Fails { .. } => {}
            DefenceVerdict::Undecided => return findings.push(undecided(span)),
        }
    }
    if holding.is_empty() {
        // Lost whatever the mover does: the step shows a lost position, not a wrong answer.
        return;
    }
    let replies = failing
        .iter()
        .map(|(mv, reply)| format!("{mv} ({reply})"))
        .collect::<Vec<_>>()
        .join(", ");
    findings.push(
        Finding::error(
            DiagnosticKind::DefenceFails,
            span,
            msg!(
                "content-jungle-move-loses",
                moves = replies,
                side = side_name(position.side_to_move().opponent()),
                count = WIN_PLIES.div_ceil(2)
            ),
        )
        .expected(msg!(
            "content-expected-only-holding",
            moves = join_moves(&holding)
        )),
    );
}

fn join_moves(moves: &[Move]) -> String {
    moves
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
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
