//! The rules engines and solvers of qi-classroom: the board games' rules (`rules`) and the
//! searches that play and prove on them (`solve`). The bottom of the kit's layers: it depends on
//! nothing of the rest, and the kit re-exports it as `qi_classroom::{rules, solve}`.

pub mod rules;
pub mod solve;
