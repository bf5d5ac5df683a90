//! Gomoku/Renju solvers: VCF, VCT, defence, puzzle proofs, trainer checks and a computer player.

pub mod defend;
pub mod threat;
pub mod vcf;

pub use defend::defending_moves;
pub use threat::{PointSet, Rules};
pub use vcf::{DEFAULT_LIMIT, VcfOutcome, VcfSolver, solve_vcf};
pub mod vct;
pub use vct::{DEFAULT_VCT_DEPTH, DEFAULT_VCT_NODES, VctOutcome, VctSolver, solve_vct};
pub mod puzzle;
pub use puzzle::{Proof, ProofError, RenjuGoal, RenjuPuzzle, prove_puzzle, right_moves};
pub mod ai;
pub mod evaluate;
pub mod opponent;
pub mod search;
pub mod session;
pub use ai::{Level, choose_move};
