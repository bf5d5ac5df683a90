//! Solvers built on the rules engines: Jungle endgame search, Gomoku/Renju VCF/VCT/defend, AI.
pub mod bounded;
pub mod renju;
