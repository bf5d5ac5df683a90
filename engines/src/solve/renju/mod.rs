//! Gomoku/Renju solvers: VCF, VCT, defence, puzzle proofs, trainer checks and a computer player.

pub mod defend;
pub mod distance;
pub mod engine;
mod limits;
pub mod threat;
pub mod vcf;

pub use defend::defending_moves;
pub use limits::DEFAULT_TABLE_BYTES;
pub use threat::{PointSet, Rules};
pub use vcf::{
    DEFAULT_LIMIT, DEFAULT_VCF_NODES, VcfOutcome, VcfSolver, solve_vcf, solve_vcf_within,
};
pub mod vct;
pub use vct::{DEFAULT_VCT_DEPTH, DEFAULT_VCT_NODES, VctOutcome, VctSolver, solve_vct};
pub mod puzzle;
pub use puzzle::{
    DEFAULT_PROOF_NODES, Proof, ProofBudget, ProofError, Prover, RenjuGoal, RenjuPuzzle,
    prove_puzzle, right_moves,
};
pub mod ai;
pub mod evaluate;
pub mod opening_policy;
pub mod opponent;
pub mod search;
pub mod session;
pub use ai::{Level, choose_move};
pub use opponent::Opponent;
