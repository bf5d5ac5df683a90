//! A Renju defence tagged `block-three` (the youngest's "block the open three", #39) held to
//! what the engine proves: the opponent has one open three and nothing stronger, the side to
//! move has no four to make, and the stones the defence accepts (the solver's defending
//! moves: after them no VCF) are exactly the blocks of the three — the points after which the
//! opponent can make no straight four. A refused stone must let the opponent make one.

use super::renju_steps::join_points;
use crate::content::diagnostic::{DiagnosticKind, Finding};
use crate::content::puzzle::Puzzle;
use crate::i18n::Message;
use crate::msg;
use crate::rules::renju::{Board, Point, Stone};
use crate::solve::block_three::{BlockThreeFault, block_three_points};
use crate::solve::renju::threat::Rules;

/// The findings of a `block-three` defence whose accepted stones are `accepted`; nothing
/// when the puzzle is not tagged `block-three`.
pub(super) fn block_three_claims(
    puzzle: &Puzzle,
    board: &Board,
    rules: Rules,
    to_move: Stone,
    accepted: &[Point],
) -> Vec<Finding> {
    let Some(theme) = puzzle
        .themes
        .iter()
        .find(|theme| theme.get_ref() == "block-three")
    else {
        return Vec::new();
    };
    let side = crate::i18n::renju::stone_name(to_move.opponent());
    let error = |message: Message| {
        Finding::error(DiagnosticKind::WrongAnswer, theme.span(), message)
            .expected(msg!("content-expected-block-three"))
    };
    let blocks = match block_three_points(board, rules, to_move) {
        Ok(blocks) => blocks,
        Err(fault) => {
            return vec![error(match fault {
                BlockThreeFault::TheirFour => msg!("content-block-three-their-four", side = side),
                BlockThreeFault::OwnFour(point) => {
                    msg!("content-block-three-own-four", point = point.to_string())
                }
                BlockThreeFault::NoThree => msg!("content-block-three-no-three", side = side),
                BlockThreeFault::NoBlock => msg!("content-block-three-no-block", side = side),
            })];
        }
    };
    let mut findings = Vec::new();
    // Accepted, yet the opponent still makes a straight four.
    let loses: Vec<Point> = accepted
        .iter()
        .copied()
        .filter(|p| !blocks.contains(p))
        .collect();
    if !loses.is_empty() {
        findings.push(error(msg!(
            "content-block-three-loses",
            points = join_points(&loses),
            side = side.clone()
        )));
    }
    // No straight four left, yet refused: the opponent wins some other way.
    let stronger: Vec<Point> = blocks
        .iter()
        .copied()
        .filter(|p| !accepted.contains(p))
        .collect();
    if !stronger.is_empty() {
        findings.push(error(msg!(
            "content-block-three-more-than-three",
            points = join_points(&stronger),
            side = side
        )));
    }
    findings
}
