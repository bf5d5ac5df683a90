//! qi-classroom (棋课堂): a teaching kit and puzzle trainer for Jungle (斗兽棋) and Gomoku/Renju (五子棋/连珠).
//!
//! Layers, dependencies pointing down only: `app` → `tutor` → `content` → `i18n` → `solve` → `rules`.
//! The bottom two, `solve` and `rules`, are the package `qi-engines` (engines/), which depends on
//! nothing here: the compiler keeps the direction.

pub mod classroom;
pub mod cli;
pub mod content;
pub mod generate;
pub mod i18n;
pub mod practice;
pub mod progress;
pub mod review;
pub mod tutor;

// The rules engines and solvers live in their own package (engines/), compiled with more
// optimisation in the tests; every path `crate::rules::…` / `qi_classroom::solve::…` stays.
pub use qi_engines::{rules, solve};

#[cfg(feature = "app")]
pub mod app;

#[cfg(feature = "print")]
pub mod print;

#[cfg(feature = "server")]
pub mod server;
#[cfg(feature = "server")]
pub mod store;
