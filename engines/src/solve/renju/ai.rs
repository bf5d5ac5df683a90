//! The computer opponent for free play: one entry point for the app, the CLI and the brain
//! protocol, and [`MoveChoice`] for a caller that chooses in steps; the ladder of levels lives
//! in `opponent`.

use super::threat::Rules;
use crate::rules::renju::{Board, Point, Stone};
pub use crate::solve::level::Level;

/// Chooses a legal move for `to_move` (never a forbidden point for a renju Black); `None` only
/// when no legal move is left. Deterministic for a given seed.
/// [`MoveChoice`] makes the same choice in steps.
pub fn choose_move(
    board: &Board,
    to_move: Stone,
    rules: Rules,
    level: Level,
    seed: u64,
) -> Option<Point> {
    super::opponent::choose(board, to_move, rules, level, seed)
}

/// [`choose_move`] worked out in steps, for a caller with one thread (a browser's page).
#[derive(Debug)]
pub struct MoveChoice {
    choice: super::opponent::Choice,
}

impl MoveChoice {
    /// Starts choosing (nothing is searched yet).
    pub fn new(board: &Board, to_move: Stone, rules: Rules, level: Level, seed: u64) -> Self {
        MoveChoice {
            choice: super::opponent::Choice::new(board, to_move, rules, level, seed),
        }
    }

    /// Does the next stage of the choice (each stage is bounded by the level's node budgets;
    /// `_nodes` is kept for callers that meter their steps); the choice (that of
    /// [`choose_move`]) once it is made.
    pub fn step(&mut self, _nodes: u64) -> Option<Option<Point>> {
        self.choice.step()
    }
}
