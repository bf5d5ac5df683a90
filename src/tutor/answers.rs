//! The right answers of a lesson step as the engine decides them (never the author's stored
//! answer alone): every move that reaches the goal, the squares or points to mark, the yes or
//! no, the order. Answer keys print these.

use super::lesson::jungle_move_task;
use crate::content::evaluate::{
    capture_by_animals, capture_on_board, find_all, placement_targets, read_animal,
    read_jungle_position, read_jungle_square, strength_order,
};
use crate::content::evaluate_renju::{
    RenjuTask, forbidden_at, forbidden_points, read_renju_board, read_renju_point, stone,
};
use crate::content::rules_table::RulesTable;
use crate::content::step::{Step, StepKind};
use crate::content::words::{DrillMode, RenjuGoal, SideChoice};
use crate::rules::jungle::{Animal, Move, Side, Square};
use crate::rules::renju::{ForbiddenKind, Point, Stone};

/// A step's right answer.
#[derive(Debug, Clone, PartialEq)]
pub enum StepAnswer {
    /// Every Jungle move that reaches the goal (one of them is enough).
    JungleMoves(Vec<Move>),
    /// The squares to mark, all of them.
    JungleSquares(Vec<Square>),
    /// Every Renju point that reaches the goal (one of them is enough).
    RenjuPoints(Vec<Point>),
    /// The forbidden points to mark, all of them.
    ForbiddenPoints(Vec<Point>),
    /// The forbidden kind of the asked point (`None`: not forbidden).
    ForbiddenKind(Option<ForbiddenKind>),
    /// Whether the capture is allowed.
    YesNo(bool),
    /// The animals from strongest to weakest.
    Order(Vec<Animal>),
    /// Where each animal starts.
    Placement(Vec<(Side, Animal, Square)>),
}

/// The engine's answer to a step; `None` for a page to read or data that does not read.
pub fn step_answer(step: &Step, rules: &RulesTable) -> Option<StepAnswer> {
    match &step.kind {
        StepKind::Info { .. } => None,
        StepKind::JungleMove { .. } => {
            let options = rules.jungle_options().ok()?;
            let task = jungle_move_task(step, &options)?;
            let mut moves = task.winning_moves();
            moves.sort();
            Some(StepAnswer::JungleMoves(moves))
        }
        StepKind::FindAll {
            fen,
            property,
            square,
            ..
        } => {
            let options = rules.jungle_options().ok()?;
            let position = read_jungle_position(fen).ok()?;
            let asked = match square {
                Some(s) => Some(read_jungle_square(s).ok()?),
                None => None,
            };
            let truth = find_all(&position, &options, *property.get_ref(), asked).ok()?;
            Some(StepAnswer::JungleSquares(truth.into_iter().collect()))
        }
        StepKind::CanCapture {
            attacker,
            defender,
            fen,
            ..
        } => {
            let options = rules.jungle_options().ok()?;
            let truth = match fen {
                Some(fen) => capture_on_board(
                    &read_jungle_position(fen).ok()?,
                    &options,
                    read_jungle_square(attacker).ok()?,
                    read_jungle_square(defender).ok()?,
                )
                .ok()?,
                None => capture_by_animals(
                    read_animal(attacker).ok()?,
                    read_animal(defender).ok()?,
                    &options,
                ),
            };
            Some(StepAnswer::YesNo(truth.allowed()))
        }
        StepKind::FoodChainOrder { animals } => {
            let options = rules.jungle_options().ok()?;
            let asked = animals
                .iter()
                .map(|a| read_animal(a).ok())
                .collect::<Option<Vec<_>>>()?;
            Some(StepAnswer::Order(strength_order(&asked, &options)))
        }
        StepKind::PlacePieces { side, animals, .. } => {
            let asked = animals
                .iter()
                .map(|a| read_animal(a).ok())
                .collect::<Option<Vec<_>>>()?;
            let side = side.as_ref().map_or(SideChoice::Red, |s| *s.get_ref());
            Some(StepAnswer::Placement(placement_targets(side, &asked)))
        }
        StepKind::RenjuMove {
            stones,
            to_move,
            goal,
            ..
        } => {
            let options = rules.renju_options().ok()?;
            let task = RenjuTask {
                board: read_renju_board(stones, &options).ok()?,
                options,
                to_move: stone(stones.side_to_move(to_move.as_ref())),
            };
            Some(StepAnswer::RenjuPoints(
                task.winning_points(*goal.get_ref()),
            ))
        }
        StepKind::ForbiddenDrill {
            stones,
            mode,
            point,
            ..
        } => {
            let options = rules.renju_options().ok()?;
            let board = read_renju_board(stones, &options).ok()?;
            match mode.get_ref() {
                DrillMode::MarkAll => Some(StepAnswer::ForbiddenPoints(
                    forbidden_points(&board, &options).into_iter().collect(),
                )),
                DrillMode::IsForbidden => {
                    let point = read_renju_point(point.as_ref()?).ok()?;
                    Some(StepAnswer::ForbiddenKind(
                        forbidden_at(&board, &options, point).map(|v| v.kind),
                    ))
                }
                DrillMode::WinAvoidingForbidden => {
                    let task = RenjuTask {
                        board,
                        options,
                        to_move: Stone::Black,
                    };
                    Some(StepAnswer::RenjuPoints(
                        task.winning_points(RenjuGoal::Five),
                    ))
                }
            }
        }
    }
}
