//! "Block the open three" for the youngest (#39): a board where the opponent has one open (or
//! split) three and nothing stronger, and the defender has no four to make. The blocks are the
//! points after which the opponent can make no straight four; every other point lets it make
//! one (and then five). A far block counts only when it really leaves no straight four.

use super::ideas::makes_straight_four;
use super::renju::threat::Rules;
use crate::rules::renju::{Board, Point, Stone};

/// Why a board is not a plain "block the open three".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockThreeFault {
    /// The opponent already has a four (a five to make): block the four, not a three.
    TheirFour,
    /// The defender can make a four (or five) itself: something stronger than blocking.
    OwnFour(Point),
    /// The opponent cannot make a straight four: there is no open three to block.
    NoThree,
    /// No single stone stops every straight four (two threes, or more).
    NoBlock,
}

/// The points where `stone` makes a straight four (two five points on one line), in point
/// order.
pub fn straight_four_points(board: &Board, rules: Rules, stone: Stone) -> Vec<Point> {
    let mut found: Vec<Point> = rules
        .four_candidates(board, stone)
        .into_iter()
        .filter(|&q| {
            rules.is_legal(board, q, stone)
                && !rules.makes_win(board, q, stone)
                && makes_straight_four(board, rules, q, stone)
        })
        .collect();
    found.sort();
    found.dedup();
    found
}

/// The blocks of the opponent's open three, `defender` to move: every legal point after
/// which the opponent has no straight four to make, in point order; or why the board is not
/// a plain open three to block.
pub fn block_three_points(
    board: &Board,
    rules: Rules,
    defender: Stone,
) -> Result<Vec<Point>, BlockThreeFault> {
    let attacker = defender.opponent();
    if !rules.win_points(board, attacker).is_empty() {
        return Err(BlockThreeFault::TheirFour);
    }
    if let Some(q) = rules
        .four_candidates(board, defender)
        .into_iter()
        .find(|&q| {
            rules.is_legal(board, q, defender)
                && (rules.makes_win(board, q, defender)
                    || !rules
                        .win_points_through(&board.with(q, defender), q, defender)
                        .is_empty())
        })
    {
        return Err(BlockThreeFault::OwnFour(q));
    }
    if straight_four_points(board, rules, attacker).is_empty() {
        return Err(BlockThreeFault::NoThree);
    }
    let blocks: Vec<Point> = board
        .empty_points()
        .filter(|&p| {
            rules.is_legal(board, p, defender)
                && straight_four_points(&board.with(p, defender), rules, attacker).is_empty()
        })
        .collect();
    if blocks.is_empty() {
        return Err(BlockThreeFault::NoBlock);
    }
    Ok(blocks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::renju::RuleSet;

    fn board(black: &[&str], white: &[&str]) -> Board {
        let mut board = Board::new();
        for (names, stone) in [(black, Stone::Black), (white, Stone::White)] {
            for name in names {
                board.place(name.parse().expect("point"), stone);
            }
        }
        board
    }

    fn points(names: &[&str]) -> Vec<Point> {
        let mut points: Vec<Point> = names.iter().map(|n| n.parse().expect("point")).collect();
        points.sort();
        points
    }

    #[test]
    fn an_open_three_in_the_open_is_blocked_at_its_two_ends_only() {
        let rules = Rules::new(RuleSet::Freestyle);
        // White's g8 h8 i8 with room on both sides: f8 and j8; e8 or k8 leave a straight four.
        let b = board(&["g9", "h10", "c3"], &["g8", "h8", "i8"]);
        assert_eq!(
            block_three_points(&b, rules, Stone::Black),
            Ok(points(&["f8", "j8"]))
        );
    }

    #[test]
    fn a_three_closed_one_step_away_is_also_blocked_at_the_far_end() {
        let rules = Rules::new(RuleSet::Freestyle);
        // Black's e8 stands next to f8: only g8-j8 with f8 and k8 empty is a straight four,
        // so f8, j8 and the far k8 all stop it.
        let b = board(&["e8", "c3", "m12"], &["g8", "h8", "i8"]);
        assert_eq!(
            block_three_points(&b, rules, Stone::Black),
            Ok(points(&["f8", "j8", "k8"]))
        );
    }

    #[test]
    fn a_defender_with_a_four_to_make_or_an_attacker_with_a_four_is_no_block_three() {
        let rules = Rules::new(RuleSet::Freestyle);
        let own = board(&["c3", "c4", "c5"], &["g8", "h8", "i8"]);
        assert!(matches!(
            block_three_points(&own, rules, Stone::Black),
            Err(BlockThreeFault::OwnFour(_))
        ));
        let theirs = board(&["c3", "m12", "f8"], &["g8", "h8", "i8", "j8"]);
        assert_eq!(
            block_three_points(&theirs, rules, Stone::Black),
            Err(BlockThreeFault::TheirFour)
        );
        let none = board(&["c3", "m12", "f8"], &["g8", "h8", "a1"]);
        assert_eq!(
            block_three_points(&none, rules, Stone::Black),
            Err(BlockThreeFault::NoThree)
        );
    }
}
