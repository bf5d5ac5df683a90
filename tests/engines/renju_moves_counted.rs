//! The VCT search with its moves counted (`VctSolver::set_moves_counted`), which the
//! move-counting judge uses as its cut: a win within `d` threats then means a win within
//! `d + 2` moves. On the shipped VCF puzzles it must never cut a win the exact count finds, and
//! it must cut what the plain VCT search lets through (a VCF longer than the moves left).
#![allow(clippy::unwrap_used)]

use std::path::PathBuf;

use crate::renju_support;
use renju_support::to_renju;

use qi_classroom::content::Library;
use qi_classroom::solve::renju::distance::WinLength;
use qi_classroom::solve::renju::{RenjuGoal, VctSolver};

#[test]
fn counted_threats_bound_the_exact_count_and_cut_long_vcfs() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join("renju-vcf.toml");
    let library = Library::load_paths(&[path]);
    let mut long_vcfs_cut = 0;
    for puzzle in library.puzzles.iter().map(to_renju) {
        let (RenjuGoal::Vcf, Some(moves)) = (puzzle.goal, puzzle.moves) else {
            continue;
        };
        let mut length = WinLength::new(puzzle.rules, puzzle.to_move);
        let fewest = length
            .moves_to_win(&puzzle.board, moves)
            .expect("within the default budget")
            .expect("a VCF puzzle is won within its moves");
        for threats in 0..moves.saturating_sub(1) {
            let mut counted = VctSolver::new(puzzle.rules, puzzle.to_move, 2_000_000);
            counted.set_moves_counted(true);
            let wins = counted.attacker_wins(&puzzle.board, threats);
            assert!(!counted.exhausted());
            // Never an undercount: a win within `threats + 2` moves is always let through.
            if fewest <= threats + 2 {
                assert!(
                    wins,
                    "{puzzle:?}: cut a win in {fewest} moves at {threats} threats"
                );
            }
            let mut plain = VctSolver::new(puzzle.rules, puzzle.to_move, 2_000_000);
            let plain_wins = plain.attacker_wins(&puzzle.board, threats);
            // The plain search finishes with any VCF, so it lets through at least as much.
            assert!(plain_wins || !wins);
            long_vcfs_cut += usize::from(plain_wins && !wins);
        }
    }
    assert!(long_vcfs_cut > 0, "the counted search never cut a long VCF");
}
