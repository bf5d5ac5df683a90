//! The Renju steps' checks: forbidden-point drills and moves towards a goal, each decided by
//! the rules engine and the threat finders.

use super::{list_span, read};
use crate::content::diagnostic::{DiagnosticKind, Finding};
use crate::content::evaluate_renju::{
    RenjuMiss, RenjuTask, forbidden_at, forbidden_points, read_renju_board, read_renju_point, stone,
};
use crate::content::message::verbatim;
use crate::content::step::{DrillAnswer, Step, Stones};
use crate::content::words::{DrillMode, ForbiddenAnswer, RenjuGoal, Stone as StoneWord};
use crate::i18n::Message;
use crate::i18n::renju::stone_name;
use crate::msg;
use crate::rules::renju::{ForbiddenKind, Point, Refusal as RenjuRefusal, RenjuOptions, Stone};
use serde_spanned::Spanned;
use std::collections::BTreeSet;

/// The Renju engine's refusal in words.
pub(super) fn renju_refusal_words(refusal: &RenjuRefusal) -> Message {
    crate::i18n::renju::refusal(refusal)
}

/// The fields of a `forbidden-drill` step.
pub(super) struct ForbiddenStep<'a> {
    pub stones: &'a Stones,
    pub to_move: Option<&'a Spanned<StoneWord>>,
    pub mode: &'a Spanned<DrillMode>,
    pub point: Option<&'a Spanned<String>>,
    pub answer: Option<&'a DrillAnswer>,
}

/// A `forbidden-drill` step: Black to move where the drill is Black's, then the drill itself.
pub(super) fn check_forbidden_step(
    findings: &mut Vec<Finding>,
    step: &Step,
    fields: ForbiddenStep<'_>,
    options: Option<RenjuOptions>,
) {
    let ForbiddenStep {
        stones,
        to_move,
        mode,
        point,
        answer,
    } = fields;
    if let Some(side) = to_move
        && *side.get_ref() == StoneWord::White
        && *mode.get_ref() == DrillMode::WinAvoidingForbidden
    {
        findings.push(
            Finding::error(
                DiagnosticKind::InconsistentField,
                side.span(),
                msg!("content-drill-white-to-move"),
            )
            .expected(msg!("content-expected-drill-black")),
        );
    }
    check_forbidden_drill(
        findings,
        step,
        stones,
        *mode.get_ref(),
        point,
        answer,
        options,
    );
}

/// A `renju-move` step: the goal is reachable and a stored answer reaches it.
pub(super) fn check_renju_move(
    findings: &mut Vec<Finding>,
    stones: &Stones,
    to_move: Option<&Spanned<StoneWord>>,
    goal: &Spanned<RenjuGoal>,
    answer: Option<&Spanned<String>>,
    options: Option<RenjuOptions>,
    prove: bool,
) {
    let board = read_renju_board(stones, &options.unwrap_or_default())
        .map_err(|bad| findings.extend(bad))
        .ok();
    let answer_point = answer
        .as_ref()
        .and_then(|a| read(findings, read_renju_point(a)));
    let (Some(board), Some(options)) = (board, options) else {
        return;
    };
    let task = RenjuTask {
        board,
        options,
        to_move: stone(stones.side_to_move(to_move)),
    };
    let winning = task.winning_points(*goal.get_ref());
    if winning.is_empty() {
        findings.push(
            Finding::error(
                DiagnosticKind::UnreachableGoal,
                goal.span(),
                msg!(
                    "content-goal-unreachable",
                    side = stone_name(task.to_move),
                    goal = goal.get_ref().word()
                ),
            )
            .expected(msg!("content-expected-reachable-goal")),
        );
    }
    if let (Some(answer), Some(point)) = (answer, answer_point)
        && let Err(miss) = task.judge(*goal.get_ref(), point)
    {
        findings.push(renju_miss_finding(answer, point, &miss, &winning));
    }
    if prove {
        super::keeps_win_renju::check_renju_claims(findings, &task, goal, &winning);
    }
}

/// Checks a `forbidden-drill` step: the forbidden-point finder decides, and a stored kind,
/// point set or winning point must agree with it.
pub(super) fn check_forbidden_drill(
    findings: &mut Vec<Finding>,
    step: &Step,
    stones: &Stones,
    mode: DrillMode,
    point: Option<&Spanned<String>>,
    answer: Option<&DrillAnswer>,
    options: Option<RenjuOptions>,
) {
    let board = read_renju_board(stones, &options.unwrap_or_default())
        .map_err(|bad| findings.extend(bad))
        .ok();
    let asked = point.and_then(|p| read(findings, read_renju_point(p)));
    let (Some(board), Some(options)) = (board, options) else {
        return;
    };
    if !options.rule_set.has_forbidden_points(Stone::Black) {
        findings.push(
            Finding::error(
                DiagnosticKind::InconsistentField,
                step.kind_span.clone(),
                msg!("content-forbidden-needs-renju"),
            )
            .expected(msg!("content-expected-renju-rules")),
        );
        return;
    }
    match mode {
        DrillMode::IsForbidden => {
            let (Some(text), Some(point)) = (point, asked) else {
                return;
            };
            if !board.is_empty(point) {
                findings.push(
                    Finding::error(
                        DiagnosticKind::DuplicatePlacement,
                        text.span(),
                        msg!("content-point-taken", point = point.to_string()),
                    )
                    .expected(msg!("content-expected-empty-point")),
                );
                return;
            }
            let truth = forbidden_at(&board, &options, point).map(|v| v.kind);
            if let Some(DrillAnswer::Kind(kind)) = answer {
                let said = forbidden_answer(*kind.get_ref());
                if said != truth {
                    findings.push(
                        Finding::error(
                            DiagnosticKind::WrongAnswer,
                            kind.span(),
                            msg!(
                                "content-engine-says-point-is",
                                point = point.to_string(),
                                kind = kind_words(truth)
                            ),
                        )
                        .expected(verbatim(format!("`answer = \"{}\"`", kind_word(truth)))),
                    );
                }
            }
        }
        DrillMode::MarkAll => {
            let truth = forbidden_points(&board, &options);
            let Some(DrillAnswer::Points(points)) = answer else {
                return;
            };
            let mut given = BTreeSet::new();
            for text in points {
                if let Some(point) = read(findings, read_renju_point(text)) {
                    given.insert(point);
                    if !truth.contains(&point) {
                        findings.push(
                            Finding::error(
                                DiagnosticKind::WrongAnswer,
                                text.span(),
                                msg!("content-point-not-forbidden", point = point.to_string()),
                            )
                            .expected(points_expected(&truth)),
                        );
                    }
                }
            }
            let missed: Vec<Point> = truth.difference(&given).copied().collect();
            if !missed.is_empty() {
                let span = list_span(points).unwrap_or(step.kind_span.clone());
                findings.push(
                    Finding::error(
                        DiagnosticKind::WrongAnswer,
                        span,
                        msg!(
                            "content-answer-misses-points",
                            points = join_points(&missed)
                        ),
                    )
                    .expected(points_expected(&truth)),
                );
            }
        }
        DrillMode::WinAvoidingForbidden => {
            let task = RenjuTask {
                board,
                options,
                to_move: Stone::Black,
            };
            let winning = task.winning_points(RenjuGoal::Five);
            if winning.is_empty() {
                findings.push(
                    Finding::error(
                        DiagnosticKind::UnreachableGoal,
                        step.kind_span.clone(),
                        msg!("content-no-allowed-five"),
                    )
                    .expected(msg!("content-expected-allowed-five")),
                );
            }
            if let Some(DrillAnswer::Point(text)) = answer
                && let Some(point) = read(findings, read_renju_point(text))
                && let Err(miss) = task.judge(RenjuGoal::Five, point)
            {
                findings.push(renju_miss_finding(text, point, &miss, &winning));
            }
        }
    }
}

/// A Renju move the engine disagrees with, in words for authors.
pub(super) fn renju_miss_finding(
    text: &Spanned<String>,
    point: Point,
    miss: &RenjuMiss,
    winning: &[Point],
) -> Finding {
    let expected = if winning.is_empty() {
        msg!("content-expected-allowed-point")
    } else {
        msg!("content-expected-goal-move", moves = join_points(winning))
    };
    match miss {
        RenjuMiss::Occupied { .. } => Finding::error(
            DiagnosticKind::IllegalMove,
            text.span(),
            msg!(
                "content-point-not-allowed",
                point = point.to_string(),
                reason = renju_refusal_words(&RenjuRefusal::Occupied { point })
            ),
        ),
        RenjuMiss::Forbidden(verdict) => Finding::error(
            DiagnosticKind::IllegalMove,
            text.span(),
            msg!(
                "content-point-forbidden",
                point = point.to_string(),
                reason = renju_refusal_words(&RenjuRefusal::ForbiddenPoint {
                    point,
                    verdict: verdict.clone()
                }),
                lines = verdict
                    .lines
                    .iter()
                    .filter_map(|line| line.span())
                    .map(|(a, b)| format!("{a}–{b}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ),
        RenjuMiss::MissesGoal { goal } => Finding::error(
            DiagnosticKind::WrongAnswer,
            text.span(),
            msg!(
                "content-point-misses-goal",
                point = point.to_string(),
                goal = goal.word()
            ),
        ),
    }
    .expected(expected)
}

pub(super) fn forbidden_answer(answer: ForbiddenAnswer) -> Option<ForbiddenKind> {
    match answer {
        ForbiddenAnswer::None => None,
        ForbiddenAnswer::DoubleThree => Some(ForbiddenKind::DoubleThree),
        ForbiddenAnswer::DoubleFour => Some(ForbiddenKind::DoubleFour),
        ForbiddenAnswer::Overline => Some(ForbiddenKind::Overline),
    }
}

pub(super) fn kind_word(kind: Option<ForbiddenKind>) -> &'static str {
    match kind {
        None => "none",
        Some(ForbiddenKind::DoubleThree) => "double-three",
        Some(ForbiddenKind::DoubleFour) => "double-four",
        Some(ForbiddenKind::Overline) => "overline",
    }
}

pub(super) fn kind_words(kind: Option<ForbiddenKind>) -> Message {
    match kind {
        None => msg!("content-forbidden-kind-none"),
        Some(ForbiddenKind::DoubleThree) => msg!("content-forbidden-kind-double-three"),
        Some(ForbiddenKind::DoubleFour) => msg!("content-forbidden-kind-double-four"),
        Some(ForbiddenKind::Overline) => msg!("content-forbidden-kind-overline"),
    }
}

pub(super) fn join_points(points: &[Point]) -> String {
    points
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn points_expected(truth: &BTreeSet<Point>) -> Message {
    if truth.is_empty() {
        msg!("content-expected-no-forbidden-point")
    } else {
        let points = join_points(&truth.iter().copied().collect::<Vec<_>>());
        msg!("content-expected-engine-points", points = points)
    }
}
