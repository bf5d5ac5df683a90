//! The VCT search's judgement of a learner's threat (`VctSolver::defender_loses`) tries the
//! defender's answers in turns; it must answer as trying each answer to the end does. Checked
//! on every threat a learner could play at the first turn of the shipped hard VCT puzzles,
//! against each answer searched alone by a fresh solver.
#![allow(clippy::unwrap_used)]

use std::path::PathBuf;

use crate::renju_support;
use renju_support::to_renju;

use qi_classroom::content::Library;
use qi_classroom::rules::renju::Board;
use qi_classroom::solve::renju::{RenjuPuzzle, VctSolver};

const NODES: u64 = 2_000_000;

/// Whether `reply` (the defender's, on `board`) loses within `remaining` threats, each
/// question asked of a fresh solver: a quiet answer leaves the attacker to move; a four of the
/// defender's is blocked (a block forbidden to a renju Black attacker: the answer holds) and
/// the defender answers again.
fn reply_loses(puzzle: &RenjuPuzzle, board: &Board, reply_index: usize, remaining: u8) -> bool {
    let attacker = puzzle.to_move;
    let defender = attacker.opponent();
    let rules = puzzle.rules;
    let reply = VctSolver::new(rules, attacker, NODES).defender_answers(board)[reply_index];
    let next = board.with(reply, defender);
    let fives = rules.win_points_through(&next, reply, defender);
    let mut fresh = VctSolver::new(rules, attacker, NODES);
    let loses = match fives.as_slice() {
        [] => fresh.attacker_wins(&next, remaining),
        [block] if rules.is_legal(&next, *block, attacker) => {
            fresh.defender_loses(&next.with(*block, attacker), remaining)
        }
        _ => false,
    };
    assert!(!fresh.exhausted());
    loses
}

#[test]
fn answers_tried_in_turns_judge_as_answers_tried_to_the_end() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join("renju-vct-hard.toml");
    let library = Library::load_paths(&[path]);
    let (mut judged, mut held) = (0, 0);
    for puzzle in library.puzzles.iter().map(to_renju) {
        let (attacker, rules) = (puzzle.to_move, puzzle.rules);
        let remaining = puzzle.moves.unwrap().saturating_sub(1);
        for point in rules.three_candidates(&puzzle.board, attacker) {
            if !rules.is_legal(&puzzle.board, point, attacker) {
                continue;
            }
            let after = puzzle.board.with(point, attacker);
            let defender = attacker.opponent();
            if !rules.win_points(&after, attacker).is_empty()
                || !rules.win_points(&after, defender).is_empty()
            {
                continue;
            }
            let answers = VctSolver::new(rules, attacker, NODES).defender_answers(&after);
            let mut in_turns = VctSolver::new(rules, attacker, NODES);
            let loses = in_turns.defender_loses(&after, remaining);
            assert!(!in_turns.exhausted());
            if answers.is_empty() {
                continue;
            }
            let mut defender_vcf = VctSolver::new(rules, attacker, NODES);
            let expected = !defender_vcf.defender_has_vcf(&after)
                && (0..answers.len()).all(|i| reply_loses(&puzzle, &after, i, remaining));
            assert_eq!(loses, expected, "{point} in {:?}", puzzle.solution);
            judged += 1;
            held += usize::from(!loses);
        }
    }
    assert!(
        judged > 100 && held > 50,
        "{judged} threats judged, {held} held"
    );
}
