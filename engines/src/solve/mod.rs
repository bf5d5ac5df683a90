//! Solvers built on the rules engines: Jungle endgame search, Gomoku/Renju VCF/VCT/defend, AI.
pub mod block_three;
pub mod bounded;
pub mod feedback;
pub mod ideas;
pub mod jungle;
pub mod jungle_defence;
pub mod jungle_opponent;
pub mod jungle_proof;
pub mod jungle_search;
pub mod level;
pub mod renju;
pub mod seeded;
pub mod themes;
