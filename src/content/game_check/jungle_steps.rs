//! The Jungle steps' checks: the food chain, captures, moves towards a goal and find-all
//! squares, each decided by the rules engine.

use super::{Listed, check_distinct, list_span, no_piece, read};
use crate::content::diagnostic::{DiagnosticKind, Finding};
use crate::content::evaluate::{
    CaptureReason, CaptureTruth, FindAllError, GoalMiss, MoveMiss, MoveTask, capture_by_animals,
    capture_on_board, find_all, read_animal, read_jungle_move, read_jungle_position,
    read_jungle_square, set_difference,
};
use crate::content::message::verbatim;
use crate::content::step::Step;
use crate::content::words::{FindProperty, JungleGoal};
use crate::i18n::Message;
use crate::i18n::jungle::{animal as animal_name, side as side_name};
use crate::msg;
use crate::rules::jungle::{self, Animal, Refusal, RuleOptions, Square};
use serde_spanned::Spanned;
use std::collections::BTreeSet;

/// The engine's refusal in words.
pub(super) fn refusal_words(refusal: &Refusal) -> Message {
    crate::i18n::jungle::refusal(refusal)
}

/// A `food-chain-order` step: animals the engine knows, each once, at least two.
pub(super) fn check_food_chain(findings: &mut Vec<Finding>, animals: &[Spanned<String>]) {
    check_animals(findings, animals);
    if animals.len() == 1 {
        findings.push(
            Finding::error(
                DiagnosticKind::InconsistentField,
                animals[0].span(),
                msg!("content-order-one-animal"),
            )
            .expected(msg!("content-expected-two-animals")),
        );
    }
}

/// The fields of a `jungle-move` step.
pub(super) struct JungleMoveStep<'a> {
    pub fen: &'a Spanned<String>,
    pub goal: &'a Spanned<JungleGoal>,
    pub piece: Option<&'a Spanned<String>>,
    pub target: Option<&'a Spanned<String>>,
    pub answer: Option<&'a Spanned<String>>,
}

/// A `jungle-move` step: the goal is reachable, the piece is the mover's, a stored answer
/// reaches the goal.
pub(super) fn check_jungle_move(
    findings: &mut Vec<Finding>,
    step: JungleMoveStep<'_>,
    options: Option<&RuleOptions>,
    prove: bool,
) {
    let JungleMoveStep {
        fen,
        goal,
        piece,
        target,
        answer,
    } = step;
    let position = read(findings, read_jungle_position(fen));
    let piece_square = piece
        .as_ref()
        .and_then(|p| read(findings, read_jungle_square(p)));
    let target_square = target
        .as_ref()
        .and_then(|t| read(findings, read_jungle_square(t)));
    let answer_move = answer
        .as_ref()
        .and_then(|a| read(findings, read_jungle_move(a)));
    if !findings.is_empty() {
        return;
    }
    let (Some(position), Some(options)) = (position, options) else {
        return;
    };
    if let (Some(piece), Some(square)) = (piece, piece_square) {
        match position.piece_at(square) {
            Some(p) if p.side == position.side_to_move() => {}
            Some(p) => findings.push(
                Finding::error(
                    DiagnosticKind::NoPiece,
                    piece.span(),
                    msg!(
                        "content-piece-of-other-side",
                        animal = animal_name(p.animal),
                        square = square.to_string(),
                        side = side_name(p.side)
                    ),
                )
                .expected(msg!(
                    "content-expected-own-piece",
                    side = side_name(position.side_to_move())
                )),
            ),
            None => findings.push(no_piece(piece.span(), square)),
        }
    }
    let task = MoveTask {
        position,
        options: *options,
        goal: *goal.get_ref(),
        piece: piece_square,
        target: target_square,
    };
    let winning = task.winning_moves();
    if winning.is_empty() {
        findings.push(
            Finding::error(
                DiagnosticKind::UnreachableGoal,
                goal.span(),
                msg!(
                    "content-goal-unreachable",
                    side = side_name(position.side_to_move()),
                    goal = goal.get_ref().word()
                ),
            )
            .expected(msg!("content-expected-reachable-goal")),
        );
    }
    if let (Some(answer), Some(mv)) = (answer, answer_move) {
        match task.judge(mv) {
            Ok(()) => {}
            Err(MoveMiss::Illegal(refusal)) => findings.push(
                Finding::error(
                    DiagnosticKind::IllegalMove,
                    answer.span(),
                    msg!(
                        "content-move-not-allowed",
                        text = mv.to_string(),
                        reason = refusal_words(&refusal)
                    ),
                )
                .expected(moves_expected(&winning)),
            ),
            Err(MoveMiss::Misses(miss)) => findings.push(
                Finding::error(
                    DiagnosticKind::WrongAnswer,
                    answer.span(),
                    msg!(
                        "content-move-misses-goal",
                        text = mv.to_string(),
                        reason = goal_miss_words(miss)
                    ),
                )
                .expected(moves_expected(&winning)),
            ),
        }
    }
    if prove {
        super::keeps_win_jungle::check_jungle_claims(findings, &task, goal.span(), &winning);
    }
}

/// The fields of a `find-all` step.
pub(super) struct FindAllStep<'a> {
    pub fen: &'a Spanned<String>,
    pub property: &'a Spanned<FindProperty>,
    pub square: Option<&'a Spanned<String>>,
    pub answer: Option<&'a [Spanned<String>]>,
}

/// A `find-all` step: a stored answer marks exactly the squares the engine finds.
pub(super) fn check_find_all(
    findings: &mut Vec<Finding>,
    step: &Step,
    fields: FindAllStep<'_>,
    options: Option<&RuleOptions>,
) {
    let FindAllStep {
        fen,
        property,
        square,
        answer,
    } = fields;
    let position = read(findings, read_jungle_position(fen));
    let asked = square
        .as_ref()
        .and_then(|s| read(findings, read_jungle_square(s)));
    let mut marked = Vec::new();
    if let Some(answer) = answer {
        for item in answer {
            if let Some(sq) = read(findings, read_jungle_square(item)) {
                marked.push((sq, item.span()));
            }
        }
        findings.extend(check_distinct(answer, Listed::Square));
    }
    if !findings.is_empty() {
        return;
    }
    let (Some(position), Some(options)) = (position, options) else {
        return;
    };
    let truth = match find_all(&position, options, *property.get_ref(), asked) {
        Ok(truth) => truth,
        Err(FindAllError::NoPiece { square: empty }) => {
            let span = square.as_ref().map_or(step.kind_span.clone(), |s| s.span());
            findings.push(no_piece(span, empty));
            return;
        }
        Err(FindAllError::NoSquare) => return,
    };
    if let Some(answer) = answer {
        let given: BTreeSet<Square> = marked.iter().map(|(sq, _)| *sq).collect();
        let (missed, extra) = set_difference(&given, &truth);
        for (sq, span) in &marked {
            if extra.contains(sq) {
                findings.push(
                    Finding::error(
                        DiagnosticKind::WrongAnswer,
                        span.clone(),
                        msg!(
                            "content-square-not-counted",
                            square = sq.to_string(),
                            property = property.get_ref().word()
                        ),
                    )
                    .expected(squares_expected(&truth)),
                );
            }
        }
        if !missed.is_empty() {
            let span = list_span(answer).unwrap_or(step.kind_span.clone());
            findings.push(
                Finding::error(
                    DiagnosticKind::WrongAnswer,
                    span,
                    msg!(
                        "content-answer-misses-squares",
                        squares = join_squares(&missed),
                        property = property.get_ref().word()
                    ),
                )
                .expected(squares_expected(&truth)),
            );
        }
    }
}

/// Checks a `can-capture` step: with a board the engine's capture rule decides, without one
/// the food chain does; a stored `answer` must agree.
pub(super) fn check_can_capture(
    findings: &mut Vec<Finding>,
    attacker: &Spanned<String>,
    defender: &Spanned<String>,
    fen: Option<&Spanned<String>>,
    answer: Option<&Spanned<bool>>,
    options: Option<&RuleOptions>,
) {
    let truth = match fen {
        Some(fen) => {
            let position = read(findings, read_jungle_position(fen));
            let from = read(findings, read_jungle_square(attacker));
            let to = read(findings, read_jungle_square(defender));
            let (Some(position), Some(from), Some(to), Some(options)) =
                (position, from, to, options)
            else {
                return;
            };
            match capture_on_board(&position, options, from, to) {
                Ok(truth) => truth,
                Err(Refusal::OntoOwnPiece { .. }) => {
                    findings.push(
                        Finding::error(
                            DiagnosticKind::NoPiece,
                            defender.span(),
                            msg!(
                                "content-same-side",
                                from = from.to_string(),
                                to = to.to_string()
                            ),
                        )
                        .expected(msg!("content-expected-opposite-sides")),
                    );
                    return;
                }
                Err(refusal) => {
                    let square = match refusal {
                        Refusal::NoPiece { square } => square,
                        _ => from,
                    };
                    let span = if square == from {
                        attacker.span()
                    } else {
                        defender.span()
                    };
                    findings.push(no_piece(span, square));
                    return;
                }
            }
        }
        None => {
            let a = read(findings, read_animal(attacker));
            let d = read(findings, read_animal(defender));
            let (Some(a), Some(d), Some(options)) = (a, d, options) else {
                return;
            };
            capture_by_animals(a, d, options)
        }
    };
    if let Some(answer) = answer
        && *answer.get_ref() != truth.allowed()
    {
        findings.push(
            Finding::error(
                DiagnosticKind::WrongAnswer,
                answer.span(),
                capture_words(truth),
            )
            .expected(verbatim(format!("`answer = {}`", truth.allowed()))),
        );
    }
}

/// The engine's capture verdict in words for authors ("the engine says yes: …").
pub(super) fn capture_words(truth: CaptureTruth) -> Message {
    let reason = match truth {
        CaptureTruth::No(refusal) => {
            return msg!("content-engine-says-no", reason = refusal_words(&refusal));
        }
        CaptureTruth::Yes(reason) => reason,
    };
    let reason = match reason {
        CaptureReason::Stronger { attacker, defender } => msg!(
            "content-capture-stronger",
            attacker = animal_name(attacker),
            defender = animal_name(defender)
        ),
        CaptureReason::SameKind { animal } => {
            msg!("content-capture-same-kind", animal = animal_name(animal))
        }
        CaptureReason::RatBeatsElephant => msg!("content-capture-rat-beats-elephant"),
        CaptureReason::Weakened { defender, square } => msg!(
            "content-capture-weakened",
            defender = animal_name(defender),
            square = square.to_string()
        ),
    };
    msg!("content-engine-says-yes", reason = reason)
}

/// A legal move's shortfall in words for authors.
pub(super) fn goal_miss_words(miss: GoalMiss) -> Message {
    match miss {
        GoalMiss::NotAJump => msg!("content-miss-not-a-jump"),
        GoalMiss::NotThePiece { piece } => {
            msg!("content-miss-not-the-piece", square = piece.to_string())
        }
        GoalMiss::NoCapture => msg!("content-miss-no-capture"),
        GoalMiss::NotTheTarget { target } => {
            msg!("content-miss-not-the-target", square = target.to_string())
        }
        GoalMiss::NotIntoDen { den } => msg!("content-miss-not-into-den", den = den.to_string()),
        GoalMiss::StillChased { animal, square } => msg!(
            "content-miss-still-chased",
            animal = animal_name(animal),
            square = square.to_string()
        ),
    }
}

pub(super) fn moves_expected(winning: &[jungle::Move]) -> Message {
    if winning.is_empty() {
        return msg!("content-expected-goal-move-none");
    }
    let list: Vec<String> = winning.iter().map(|mv| format!("`{mv}`")).collect();
    msg!("content-expected-goal-move", moves = list.join(", "))
}

pub(super) fn squares_expected(truth: &BTreeSet<Square>) -> Message {
    if truth.is_empty() {
        msg!("content-expected-no-square")
    } else {
        let squares = join_squares(&truth.iter().copied().collect::<Vec<_>>());
        msg!("content-expected-engine-squares", squares = squares)
    }
}

pub(super) fn join_squares(squares: &[Square]) -> String {
    squares
        .iter()
        .map(|sq| sq.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn check_animals(
    findings: &mut Vec<Finding>,
    animals: &[Spanned<String>],
) -> Vec<Animal> {
    let read_ones: Vec<Animal> = animals
        .iter()
        .filter_map(|animal| read(findings, read_animal(animal)))
        .collect();
    findings.extend(check_distinct(animals, Listed::Animal));
    read_ones
}
