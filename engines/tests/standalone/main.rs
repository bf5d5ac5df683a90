//! The rules engines, solvers and computer opponents on their own, through the public API of
//! `qi-engines` only: published perft counts, the rules against reference generators and naive
//! twins, the Renju forbidden points, the VCF and VCT searches against slow, obviously-correct
//! twins, and the opponents' levels. In the engines' package, so these tests are compiled with
//! its optimisation (the test profile in the workspace's Cargo.toml): the twins and naive
//! checkers are the code the test run spends most of its time in. One test binary; each module
//! names its suite (`cargo test -p qi-engines --test standalone renju_forbidden`).
#![allow(clippy::unwrap_used)] // test set-up

mod vct_twin;

mod gomoku_ai;
mod gomoku_vcf;
mod gomoku_vct_twin;
mod jungle_game;
mod jungle_opponent;
mod jungle_perft;
mod jungle_reference;
mod jungle_rules;
mod jungle_solve;
mod moves_twin;
mod opponent_jungle;
mod opponent_renju;
mod renju_forbidden;
mod renju_game;
mod renju_threats;
