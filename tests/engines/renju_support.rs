//! Shared by the Renju test files: a library puzzle as the solver's [`RenjuPuzzle`].
#![allow(clippy::unwrap_used, dead_code)] // test set-up; each test file uses what it needs

use qi_classroom::content::{Puzzle, PuzzlePosition};
use qi_classroom::rules::renju::{Board, Point, RenjuOptions, Stone};
use qi_classroom::solve::renju::{RenjuGoal, RenjuPuzzle, Rules};

/// The puzzle's position, rules, goal and solution lines, as the solver takes them.
pub fn to_renju(puzzle: &Puzzle) -> RenjuPuzzle {
    let PuzzlePosition::Renju { stones, to_move } = &puzzle.position else {
        panic!("{} is not a Renju puzzle", puzzle.id.get_ref());
    };
    let parse = |list: &[serde_spanned::Spanned<String>]| -> Vec<Point> {
        list.iter().map(|s| s.get_ref().parse().unwrap()).collect()
    };
    let options: RenjuOptions = puzzle.rules.deserialize().unwrap();
    RenjuPuzzle {
        board: Board::from_stones(&parse(&stones.black), &parse(&stones.white)).unwrap(),
        to_move: match stones.side_to_move(to_move.as_ref()) {
            qi_classroom::content::words::Stone::Black => Stone::Black,
            qi_classroom::content::words::Stone::White => Stone::White,
        },
        rules: Rules {
            rule_set: options.rule_set,
            three_rule: options.three_rule,
        },
        goal: RenjuGoal::from_word(puzzle.goal.get_ref().word()).unwrap(),
        moves: puzzle.moves.as_ref().map(|m| *m.get_ref() as u8),
        solution: puzzle.solution.iter().map(|line| parse(line)).collect(),
    }
}
