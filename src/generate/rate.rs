//! How many rungs of the computer's ladder (levels 1–8) find a puzzle's right first move: the
//! part of a generated puzzle's difficulty that the engine measures by playing it. A puzzle
//! every level finds is easier than its length says; one only the top levels (or none) find
//! is harder.

use super::write::{Draft, DraftPosition};
use crate::rules::jungle::Position;
use crate::rules::renju::{Board, Point, Stone};
use crate::solve::jungle_opponent::Opponent;
use crate::solve::level::Level;
use crate::solve::renju::{Rules, choose_move};

/// The seed every level plays with, so that the rating is the same on every run.
const SEED: u64 = 0x5eed;

/// How many of the eight levels play one of `right` (move words as in puzzle files) from a
/// Jungle position.
pub fn jungle_levels_finding(position: &Position, right: &[String]) -> usize {
    let rules = super::jungle::rules();
    Level::ALL
        .iter()
        .filter(|&&level| {
            Opponent::new(level, SEED)
                .choose_move(position, &rules)
                .is_some_and(|mv| right.contains(&mv.to_string()))
        })
        .count()
}

/// How many of the eight levels play one of `right` for `to_move` on a Renju board.
pub fn renju_levels_finding(board: &Board, to_move: Stone, rules: Rules, right: &[Point]) -> usize {
    Level::ALL
        .iter()
        .filter(|&&level| {
            choose_move(board, to_move, rules, level, SEED).is_some_and(|p| right.contains(&p))
        })
        .count()
}

/// How many of the eight levels play one of a draft's right first moves (0 when its position
/// does not read, which the proof would reject anyway).
pub fn levels_finding(draft: &Draft) -> usize {
    match &draft.position {
        DraftPosition::Jungle { fen } => Position::from_fen(fen)
            .map_or(0, |position| jungle_levels_finding(&position, &draft.right)),
        DraftPosition::Renju {
            black,
            white,
            to_move,
        } => {
            let mut board = Board::new();
            for (names, stone) in [(black, Stone::Black), (white, Stone::White)] {
                for name in names {
                    match name.parse::<Point>() {
                        Ok(point) => {
                            board.place(point, stone);
                        }
                        Err(_) => return 0,
                    }
                }
            }
            let right: Vec<Point> = draft.right.iter().filter_map(|m| m.parse().ok()).collect();
            let stone = if *to_move == "black" {
                Stone::Black
            } else {
                Stone::White
            };
            renju_levels_finding(&board, stone, super::renju::rules(), &right)
        }
    }
}

/// A difficulty of 1–5 from the one the line gives (`from_line`, 1–5) and how many levels find
/// the first move: all but the lowest one or none of the eight → one easier, two or fewer → one
/// harder.
pub fn adjusted(from_line: u8, levels_finding: usize) -> u8 {
    let level = match levels_finding {
        7.. => from_line.saturating_sub(1),
        0..=2 => from_line.saturating_add(1),
        _ => from_line,
    };
    level.clamp(1, 5)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_moves_the_difficulty_by_at_most_one_within_one_to_five() {
        assert_eq!(adjusted(3, 8), 2);
        assert_eq!(adjusted(3, 7), 2);
        assert_eq!(adjusted(3, 5), 3);
        assert_eq!(adjusted(3, 2), 4);
        assert_eq!(adjusted(1, 8), 1);
        assert_eq!(adjusted(5, 0), 5);
    }

    #[test]
    fn every_level_takes_a_den_one_step_away() {
        // Red's rat beside Blue's den (d9): every level steps in.
        let position = Position::from_fen("7/3R3/7/7/7/7/7/7/l6 w").expect("fen");
        let wins: Vec<String> = crate::solve::jungle::solve(
            &position,
            &super::super::jungle::rules(),
            1,
            crate::solve::bounded::Budget {
                max_nodes: 10_000,
                cancel: None,
            },
        )
        .winning_moves
        .iter()
        .map(ToString::to_string)
        .collect();
        assert!(!wins.is_empty());
        assert_eq!(jungle_levels_finding(&position, &wins), 8);
    }
}
