//! Every shipped Renju puzzle loads without errors and is proven by the solver: the goal holds,
//! the author's line is legal and right, and duals are listed.
#![allow(clippy::unwrap_used)]

use crate::renju_support;
use renju_support::to_renju;

use qi_classroom::content::{Library, Puzzle};
use qi_classroom::solve::renju::{prove_puzzle, right_moves};

fn shipped() -> &'static Library {
    crate::shipped::renju_puzzle_files()
}

#[test]
fn every_shipped_renju_puzzle_is_proven() {
    let library = shipped();
    assert_eq!(library.error_count(false), 0, "{:#?}", library.diagnostics);
    let renju: Vec<&Puzzle> = library.puzzles.iter().collect();
    assert!(renju.len() >= 30, "only {} Renju puzzles", renju.len());
    for goal in ["vcf", "vct", "defend", "forbidden-trap"] {
        assert!(
            renju
                .iter()
                .filter(|p| p.goal.get_ref().word() == goal)
                .count()
                >= 3,
            "too few {goal} puzzles"
        );
    }
    for puzzle in renju {
        let id = puzzle.id.get_ref();
        let spec = to_renju(puzzle);
        let proof = prove_puzzle(&spec).unwrap_or_else(|e| panic!("{id}: {e:?}"));
        assert!(!proof.winning_moves.is_empty(), "{id}");
        if !id.starts_with("renju-sample") {
            assert_eq!(puzzle.hints.len(), 3, "{id} needs a 3-step hint ladder");
            assert!(puzzle.comment.is_some(), "{id} needs a comment");
        }
        for line in &spec.solution {
            assert!(proof.winning_moves.contains(&line[0]), "{id}");
        }
    }
}

#[test]
fn a_wrong_first_move_is_not_accepted() {
    let library = shipped();
    for puzzle in &library.puzzles {
        let spec = to_renju(puzzle);
        let right =
            right_moves(&spec.board, spec.to_move, spec.rules, spec.goal, spec.moves).unwrap();
        let wrong = spec
            .board
            .empty_points()
            .find(|p| !right.contains(p) && spec.rules.is_legal(&spec.board, *p, spec.to_move))
            .unwrap();
        let mut broken = spec.clone();
        broken.solution = vec![vec![wrong]];
        assert!(prove_puzzle(&broken).is_err(), "{}", puzzle.id.get_ref());
    }
}

#[test]
fn every_shipped_vcf_puzzle_states_its_length_in_the_learners_own_moves() {
    let library = shipped();
    for puzzle in library
        .puzzles
        .iter()
        .filter(|p| p.goal.get_ref().word() == "vcf")
    {
        let id = puzzle.id.get_ref();
        let moves = puzzle
            .moves
            .as_ref()
            .unwrap_or_else(|| panic!("{id}: the trainer needs `moves` to count down"));
        // The author's line alternates from the learner, who plays its odd plies, five included.
        let own = puzzle.solution[0].len().div_ceil(2);
        assert_eq!(*moves.get_ref() as usize, own, "{id}");
        // Not one move fewer: the count is the shortest win, so no slack either.
        let mut spec = to_renju(puzzle);
        spec.moves = Some(*moves.get_ref() as u8 - 1);
        let right = right_moves(&spec.board, spec.to_move, spec.rules, spec.goal, spec.moves);
        assert_eq!(right, Some(Vec::new()), "{id}");
    }
}
