//! Renju 三手胜 candidates (`generate renju --theme win-in-3`): positions where the side to
//! move wins in exactly three of its own moves (the five included; a White four Black can
//! block only on a forbidden point is the last move), counted by the VCT search with its moves
//! exact, and has no VCF within three: the first move is a three or a quiet move that
//! threatens a VCF, never a four. Written as Renju `win-in` puzzles with `moves = 3`.
//!
//! They are all White wins: a Black 三手胜 whose first move is no four would need its first move
//! to make two threes (its second move must be an open four from a three that survives White's
//! answer, and a three already on the board is a VCF of two), and a double three is forbidden to
//! Black. White's are often forbidden-point wins: Black's only blocks are forbidden.

use super::renju::{Start, VCF_NODES, difficulty, ends_on_forbidden, line_comment, rules};
use super::write::Draft;
use crate::rules::renju::{Board, Point, Stone};
use crate::solve::renju::{RenjuGoal, VcfSolver, VctOutcome, VctSolver, right_moves};
use crate::solve::seeded::SeededRandom;

/// The own moves of a 三手胜.
const MOVES: u8 = 3;
/// Positions the search for the win may visit (most candidates are settled far sooner).
const WIN_NODES: u64 = 200_000;

/// A 三手胜 from the position `board` (`black`, `white`: its stones in the order played), or
/// None (the usual case).
pub(super) fn candidate(
    rng: &mut SeededRandom,
    board: &Board,
    black: &[Point],
    white: &[Point],
    max_right: usize,
) -> Option<Draft> {
    let rules = rules();
    let to_move = if black.len() == white.len() {
        Stone::Black
    } else {
        Stone::White
    };
    if !rules.win_points(board, to_move).is_empty()
        || !rules.win_points(board, to_move.opponent()).is_empty()
    {
        return None;
    }
    // A VCF within the three moves would make the first move a four: not a 三手胜.
    let mut vcf = VcfSolver::new(rules, to_move);
    vcf.set_forbidden_ends(true);
    vcf.set_budget(VCF_NODES);
    if vcf.has_vcf(board, MOVES) || vcf.exhausted() {
        return None;
    }
    let mut solver = VctSolver::new(rules, to_move, WIN_NODES);
    solver.set_moves_exact(true);
    // Exactly three: no win within two.
    if solver.attacker_wins(board, MOVES - 1) || solver.exhausted() {
        return None;
    }
    let VctOutcome::Win(line) = solver.solve(board, MOVES) else {
        return None;
    };
    let first = *line.first()?;
    // A line of one move: Black has no legal answer to the first move (every point that stops
    // it is forbidden). Most positions found are of that kind; one in five is kept, so that
    // most of a file shows the whole fight.
    let unanswerable = line.len() == 1;
    if unanswerable && rng.below(5) != 0 {
        return None;
    }
    let right = right_moves(board, to_move, rules, RenjuGoal::WinIn, Some(MOVES))?;
    if right.is_empty() || right.len() > max_right || !right.contains(&first) {
        return None;
    }
    let after = board.with(first, to_move);
    let three = !rules
        .straight_four_points(&after, first, to_move)
        .is_empty();
    let mut themes = vec!["win-in-3", if three { "three" } else { "quiet-move" }];
    let forbidden = unanswerable || ends_on_forbidden(board, rules, to_move, &line);
    if forbidden {
        themes.push("forbidden-trap");
    }
    let stones = black.len() + white.len();
    let level = difficulty(2 * usize::from(MOVES), right.len(), stones)
        + u8::from(!three)
        + u8::from(forbidden);
    let start = Start {
        black,
        white,
        to_move,
    };
    Some(start.draft(
        rng,
        "win-in",
        Some(u32::from(MOVES)),
        &line,
        themes,
        &right,
        line_comment(&right, &line),
        level.min(5),
        None,
    ))
}
