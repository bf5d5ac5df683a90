//! What the Renju engine says for a lesson step: forbidden points with their kind and lines, and
//! which moves reach a `renju-move` goal (shared by `check` and the tutor, like `evaluate`).

use super::diagnostic::{DiagnosticKind, Finding};
use super::step::Stones;
use super::words::{RenjuGoal, Stone as StoneWord};
use crate::msg;
use crate::rules::renju::{
    Board, Direction, ForbiddenVerdict, Point, RenjuOptions, ShapeKind, Stone, board_shapes,
    explain_forbidden_with, move_effects, scan_forbidden,
};
use crate::solve::renju::threat::Rules as SolveRules;
use crate::solve::renju::vcf::{DEFAULT_LIMIT, DEFAULT_VCF_NODES, VcfSolver};
use serde_spanned::Spanned;
use std::collections::BTreeSet;

/// Why a Renju move does not answer a step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RenjuMiss {
    /// A stone already stands there.
    Occupied {
        /// The point.
        point: Point,
    },
    /// Black may not play there under renju rules: the kind and the lines that make it so.
    Forbidden(ForbiddenVerdict),
    /// The move is allowed but does not reach the goal.
    MissesGoal {
        /// The goal it misses.
        goal: RenjuGoal,
    },
}

/// What the goal tests know of the whole board (not of one point), each worked out when first
/// asked and kept while the points of one board are judged.
#[derive(Default)]
struct BoardFacts {
    opponent_fives: std::cell::OnceCell<BTreeSet<Point>>,
    opponent_three: std::cell::OnceCell<bool>,
    vcf_first_moves: std::cell::OnceCell<Vec<Point>>,
}

/// A Renju position read into engine types: stones, rules, and who moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RenjuTask {
    /// The stones.
    pub board: Board,
    /// The rules in force.
    pub options: RenjuOptions,
    /// Who moves.
    pub to_move: Stone,
}

/// The engine's colour for a file's colour word.
pub fn stone(word: StoneWord) -> Stone {
    match word {
        StoneWord::Black => Stone::Black,
        StoneWord::White => Stone::White,
    }
}

impl RenjuTask {
    /// Whether the point is free and, for Black under renju, not forbidden.
    pub fn legal(&self, point: Point) -> Result<(), RenjuMiss> {
        if !self.board.is_empty(point) {
            return Err(RenjuMiss::Occupied { point });
        }
        let effects = move_effects(&self.board, point, self.to_move, &self.options);
        if effects.forbidden.is_some()
            && let Some(verdict) =
                explain_forbidden_with(&self.board, point, self.options.three_rule)
        {
            return Err(RenjuMiss::Forbidden(verdict));
        }
        Ok(())
    }

    /// Whether a stone on `point` is legal and reaches `goal`.
    pub fn judge(&self, goal: RenjuGoal, point: Point) -> Result<(), RenjuMiss> {
        self.judge_with(goal, point, &BoardFacts::default())
    }

    fn judge_with(
        &self,
        goal: RenjuGoal,
        point: Point,
        facts: &BoardFacts,
    ) -> Result<(), RenjuMiss> {
        self.legal(point)?;
        if self.reaches(goal, point, facts) {
            Ok(())
        } else {
            Err(RenjuMiss::MissesGoal { goal })
        }
    }

    /// Every legal point that reaches `goal`, `a1` first.
    pub fn winning_points(&self, goal: RenjuGoal) -> Vec<Point> {
        // The whole board's facts once for all the points (they were worked out again for
        // each point: 225 board scans a point for a block goal).
        let facts = BoardFacts::default();
        self.board
            .empty_points()
            .filter(|point| self.judge_with(goal, *point, &facts).is_ok())
            .collect()
    }

    /// The points where the opponent would make five now (the fours to block).
    pub fn opponent_five_points(&self) -> BTreeSet<Point> {
        let opponent = self.to_move.opponent();
        self.board
            .empty_points()
            .filter(|q| move_effects(&self.board, *q, opponent, &self.options).five)
            .collect()
    }

    /// The goal test for a legal move.
    fn reaches(&self, goal: RenjuGoal, point: Point, facts: &BoardFacts) -> bool {
        let effects = move_effects(&self.board, point, self.to_move, &self.options);
        match goal {
            RenjuGoal::Five => effects.five,
            RenjuGoal::FourThree => effects.is_four_three(),
            RenjuGoal::MakeFour => !effects.fours.is_empty(),
            RenjuGoal::MakeThree => !effects.threes.is_empty(),
            // A legal move only reaches here, so for Black under renju these never hold.
            RenjuGoal::DoubleThree => effects.threes.len() >= 2 && effects.forbidden.is_none(),
            RenjuGoal::DoubleFour => effects.fours.len() >= 2 && effects.forbidden.is_none(),
            RenjuGoal::Centre => point.in_central_square(5),
            RenjuGoal::CentrePoint => point == Point::CENTRE,
            RenjuGoal::OpenFour => self.makes_open_four(point),
            RenjuGoal::Vcf => {
                !effects.fours.is_empty()
                    && (facts.vcf_first_moves)
                        .get_or_init(|| self.vcf_first_moves())
                        .contains(&point)
            }
            RenjuGoal::ForbiddenTrap => !effects.fours.is_empty() && self.traps_black(point),
            RenjuGoal::BlockFour => {
                // A stone cannot give the opponent a new five, so blocking means the
                // opponent's only five point is taken.
                let fives = facts
                    .opponent_fives
                    .get_or_init(|| self.opponent_five_points());
                fives.len() == 1 && fives.contains(&point)
            }
            RenjuGoal::BlockThree => {
                // A four must be blocked first; then the opponent's open threes must all be
                // gone once the stone stands (an end that leaves a straight four open is no
                // block).
                (facts.opponent_fives)
                    .get_or_init(|| self.opponent_five_points())
                    .is_empty()
                    && *(facts.opponent_three).get_or_init(|| self.opponent_has_three(&self.board))
                    && !self.opponent_has_three(&self.board.with(point, self.to_move))
            }
        }
    }

    /// The solver's rules for this task's rule set.
    pub fn solver_rules(&self) -> SolveRules {
        SolveRules {
            rule_set: self.options.rule_set,
            three_rule: self.options.three_rule,
        }
    }

    /// Whether the stone on `point` makes a straight four: two points on one line through it
    /// that each make five.
    fn makes_open_four(&self, point: Point) -> bool {
        let after = self.board.with(point, self.to_move);
        let fives = self
            .solver_rules()
            .win_points_through(&after, point, self.to_move);
        Direction::ALL.into_iter().any(|direction| {
            let on_line = |five: &Point| {
                (1..15).any(|k| {
                    point.step(direction, k) == Some(*five)
                        || point.step(direction, -k) == Some(*five)
                })
            };
            fives.iter().filter(|five| on_line(five)).count() >= 2
        })
    }

    /// Every first move of a winning line of fours for the side to move (empty when there is
    /// none, or the search ran past its budget: then no move is counted as one).
    pub fn vcf_first_moves(&self) -> Vec<Point> {
        let mut solver = VcfSolver::new(self.solver_rules(), self.to_move);
        solver.set_budget(DEFAULT_VCF_NODES);
        let outcome = solver.solve(&self.board, DEFAULT_LIMIT);
        if solver.exhausted() {
            return Vec::new();
        }
        outcome.first_moves
    }

    /// Whether, after the stone on `point`, every point where it would make five is forbidden
    /// for Black (who is to answer) and Black has no five of its own: Black cannot block.
    fn traps_black(&self, point: Point) -> bool {
        if self.to_move != Stone::White || !self.options.rule_set.has_forbidden_points(Stone::Black)
        {
            return false;
        }
        let after = self.board.with(point, Stone::White);
        let rules = self.solver_rules();
        let fives = rules.win_points(&after, Stone::White);
        !fives.is_empty()
            && rules.win_points(&after, Stone::Black).is_empty()
            && fives
                .iter()
                .all(|five| forbidden_at(&after, &self.options, *five).is_some())
    }

    /// Whether the opponent has a three on `board` that one more stone makes a straight four.
    fn opponent_has_three(&self, board: &Board) -> bool {
        board_shapes(board, self.to_move.opponent(), &self.options)
            .iter()
            .any(|shape| shape.kind == ShapeKind::Three)
    }
}

/// Black's forbidden points under the rules (none unless the rule set has them).
pub fn forbidden_points(board: &Board, options: &RenjuOptions) -> BTreeSet<Point> {
    if !options.rule_set.has_forbidden_points(Stone::Black) {
        return BTreeSet::new();
    }
    scan_forbidden(board, options.three_rule)
        .forbidden
        .into_iter()
        .map(|(point, _)| point)
        .collect()
}

/// Whether Black's move on `point` is forbidden, with kind and lines (`None`: allowed).
pub fn forbidden_at(
    board: &Board,
    options: &RenjuOptions,
    point: Point,
) -> Option<ForbiddenVerdict> {
    if !options.rule_set.has_forbidden_points(Stone::Black) || !board.is_empty(point) {
        return None;
    }
    let effects = move_effects(board, point, Stone::Black, options);
    effects.forbidden?;
    explain_forbidden_with(board, point, options.three_rule)
}

/// Reads a Renju point with the engine.
pub fn read_renju_point(point: &Spanned<String>) -> Result<Point, Finding> {
    point.get_ref().parse::<Point>().map_err(|_| {
        Finding::error(
            DiagnosticKind::BadPoint,
            point.span(),
            msg!("content-bad-point", point = point.get_ref()),
        )
        .expected(msg!("content-expected-point"))
    })
}

/// Reads the stones with the engine: every point readable, none used twice, and no five already
/// on the board.
pub fn read_renju_board(stones: &Stones, options: &RenjuOptions) -> Result<Board, Vec<Finding>> {
    let mut findings = Vec::new();
    let mut seen: Vec<Point> = Vec::new();
    let mut read = |list: &[Spanned<String>]| -> Vec<Point> {
        let mut points = Vec::new();
        for text in list {
            match read_renju_point(text) {
                Ok(point) if seen.contains(&point) => findings.push(
                    Finding::error(
                        DiagnosticKind::DuplicatePlacement,
                        text.span(),
                        msg!("content-two-stones", point = point.to_string()),
                    )
                    .expected(msg!("content-expected-point-once")),
                ),
                Ok(point) => {
                    seen.push(point);
                    points.push(point);
                }
                Err(finding) => findings.push(finding),
            }
        }
        points
    };
    let black = read(&stones.black);
    let white = read(&stones.white);
    if !findings.is_empty() {
        return Err(findings);
    }
    let board = Board::from_stones(&black, &white).map_err(|_| Vec::<Finding>::new())?;
    for (colour, list) in [(Stone::Black, &stones.black), (Stone::White, &stones.white)] {
        let five = board_shapes(&board, colour, options)
            .into_iter()
            .find(|shape| shape.kind == ShapeKind::Five);
        if let Some(five) = five {
            let at = list
                .iter()
                .find(|text| text.get_ref().parse::<Point>().ok() == five.stones.first().copied())
                .or(list.first());
            if let Some(at) = at {
                findings.push(
                    Finding::error(
                        DiagnosticKind::IllegalPosition,
                        at.span(),
                        msg!("content-five-on-board"),
                    )
                    .expected(msg!("content-expected-no-five")),
                );
            }
        }
    }
    if findings.is_empty() {
        Ok(board)
    } else {
        Err(findings)
    }
}
