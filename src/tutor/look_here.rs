//! Where to look, without saying what: the part of the board that holds a step's answer, drawn
//! for an author's hint that names no place ("The tiger can jump the river."), so that every
//! rung of the ladder shows something on the board for a child who cannot read it. The part is
//! a block of a fixed grid (Jungle: 3×3 squares; Renju: 5×5 points), so the answer is not at
//! its centre and the rung stays vaguer than the engine's next one (the piece, then the move).

use super::answers::{StepAnswer, step_answer};
use crate::content::evaluate_renju::read_renju_point;
use crate::content::rules_table::RulesTable;
use crate::content::step::{Step, StepKind};
use crate::rules::jungle::Square;
use crate::rules::renju::{Direction, Point};

/// The Renju board's size in points.
const SIZE: usize = 15;

/// The block of the board to look at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LookHere {
    /// Jungle squares.
    Squares(Vec<Square>),
    /// Renju points.
    Points(Vec<Point>),
    /// Renju lines, each from one end to the other: the four lines through a drill's asked
    /// point ("look along the lines through it"), which do not tell which of them count.
    Lines(Vec<(Point, Point)>),
}

/// Jungle blocks are this many files and ranks wide (the 7×9 board: 3 × 3 blocks, narrower at
/// the edge).
const JUNGLE_BLOCK: u8 = 3;
/// Renju blocks are this many points wide (the 15×15 board: 3 × 3 blocks).
const RENJU_BLOCK: usize = 5;

/// The block holding the step's answer, as the engine decides it ([`step_answer`]): the piece
/// that moves (a Jungle move), the stone to play (a Renju move, the drill's winning stone), the
/// first square or forbidden point to mark; in the "is this point forbidden?" drill the lines
/// through the asked point. `None` for other steps, or when the engine finds no answer.
pub fn look_here(step: &Step, rules: &RulesTable) -> Option<LookHere> {
    Some(match step_answer(step, rules)? {
        StepAnswer::JungleMoves(moves) => LookHere::Squares(jungle_block(moves.first()?.from)),
        StepAnswer::JungleSquares(squares) => LookHere::Squares(jungle_block(*squares.first()?)),
        StepAnswer::RenjuPoints(points) | StepAnswer::ForbiddenPoints(points) => {
            LookHere::Points(renju_block(*points.first()?))
        }
        StepAnswer::ForbiddenKind(_) => {
            let StepKind::ForbiddenDrill {
                point: Some(point), ..
            } = &step.kind
            else {
                return None;
            };
            LookHere::Lines(lines_through(read_renju_point(point).ok()?))
        }
        StepAnswer::YesNo(_) | StepAnswer::Order(_) | StepAnswer::Placement(_) => return None,
    })
}

/// The four lines through `point`, each as far as four points either side (the reach of a
/// five), ends clipped to the board.
pub fn lines_through(point: Point) -> Vec<(Point, Point)> {
    Direction::ALL
        .into_iter()
        .map(|direction| {
            let end = |sign: i32| {
                (1..=4)
                    .rev()
                    .find_map(|k| point.step(direction, sign * k))
                    .unwrap_or(point)
            };
            (end(-1), end(1))
        })
        .collect()
}

/// The squares of the 3×3 block (on the fixed grid) that holds `square`.
pub fn jungle_block(square: Square) -> Vec<Square> {
    let (file, rank) = (block_start(square.file()), block_start(square.rank()));
    Square::all()
        .filter(|s| block_start(s.file()) == file && block_start(s.rank()) == rank)
        .collect()
}

fn block_start(coordinate: u8) -> u8 {
    coordinate / JUNGLE_BLOCK * JUNGLE_BLOCK
}

/// The points of the 5×5 block (on the fixed grid) that holds `point`.
pub fn renju_block(point: Point) -> Vec<Point> {
    let start = |c: usize| c / RENJU_BLOCK * RENJU_BLOCK;
    let (column, row) = (start(point.column()), start(point.row()));
    (row..(row + RENJU_BLOCK).min(SIZE))
        .flat_map(|r| (column..(column + RENJU_BLOCK).min(SIZE)).map(move |c| (c, r)))
        .filter_map(|(c, r)| Point::new(c, r))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_holds_its_square_and_is_the_same_for_its_neighbours_in_the_grid() {
        let b3 = Square::parse("b3").unwrap();
        let block = jungle_block(b3);
        assert_eq!(block.len(), 9);
        assert!(block.contains(&b3));
        assert!(block.contains(&Square::parse("a1").unwrap()));
        assert!(!block.contains(&Square::parse("d3").unwrap()));
        assert_eq!(jungle_block(Square::parse("c1").unwrap()), block);
        // The last file is a block of its own, one square wide.
        assert_eq!(jungle_block(Square::parse("g9").unwrap()).len(), 3);
    }

    #[test]
    fn the_lines_through_a_point_reach_four_either_side_within_the_board() {
        let h8: Point = "h8".parse().unwrap();
        let lines = lines_through(h8);
        assert_eq!(lines.len(), 4);
        assert!(lines.contains(&("d8".parse().unwrap(), "l8".parse().unwrap())));
        let corner = lines_through("b2".parse().unwrap());
        assert!(corner.contains(&("a1".parse().unwrap(), "f6".parse().unwrap())));
    }

    #[test]
    fn a_renju_block_is_five_by_five_on_a_fixed_grid() {
        let h8: Point = "h8".parse().unwrap();
        let block = renju_block(h8);
        assert_eq!(block.len(), 25);
        assert!(block.contains(&h8));
        assert!(block.contains(&"f6".parse().unwrap()));
        assert!(!block.contains(&"k8".parse().unwrap()));
        assert_eq!(renju_block("j10".parse().unwrap()), block);
    }
}
