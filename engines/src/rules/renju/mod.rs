//! Gomoku and Renju (五子棋/连珠): board, rule sets, forbidden points with their lines, openings.

pub mod board;
pub mod forbidden;
pub mod game;
pub mod line;
pub mod opening;
pub mod pattern;
pub mod point;
pub mod refusal;
pub mod rule_set;
pub mod stone;

pub use board::{Board, BoardError};
pub use forbidden::{
    BlackMove, ForbiddenKind, ForbiddenScan, ForbiddenVerdict, classify_black, explain_forbidden,
    explain_forbidden_with, forbidden_kind, forbidden_kind_with, makes_black_five, scan_forbidden,
};
pub use game::{Action, DrawReason, Game, Outcome, WinReason};
pub use opening::{
    Decision, Opening, OpeningAction, OpeningGroup, OpeningRule, Pending, Player, StandardOpening,
    Zone, identify_opening, standard_openings,
};
pub use pattern::{LineShape, MoveEffects, ShapeKind, board_shapes, is_real_three, move_effects};
pub use point::{Direction, Point, PointError};
pub use refusal::Refusal;
pub use rule_set::{ForbiddenPolicy, RenjuOptions, RuleSet, ThreeRule};
pub use stone::Stone;
