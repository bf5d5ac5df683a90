//! The review of a Renju (or Gomoku) game for one colour: a win by continuous fours (VCF, a
//! five included) not taken, and an opponent's VCF (already threatened before the stone) not
//! blocked when a stone would have blocked it. Under renju rules the solvers know Black's
//! forbidden points, so a White VCF that ends on a forbidden point counts as a threat.

use super::{MAX_REVIEWED_PLIES, Moment, Reviewer, Turn};
use crate::rules::renju::{Board, Point, RenjuOptions, Stone};
use crate::solve::renju::defend::defending_moves;
use crate::solve::renju::threat::Rules;
use crate::solve::renju::vcf::solve_vcf_within;

/// The side's own moves a VCF may take.
const VCF_MOVES: u8 = 8;
/// Positions each VCF search may visit.
const NODES: u64 = 100_000;

/// The attacker's VCF: every winning first move, the first move of the shortest line, and
/// how many attacker moves that line takes.
fn vcf(board: &Board, rules: Rules, attacker: Stone) -> Option<(Vec<Point>, Point, u32)> {
    let outcome = solve_vcf_within(board, rules, attacker, VCF_MOVES, NODES)?;
    let fastest = *outcome.line.first()?;
    outcome.win.then(|| {
        let moves = u32::try_from(outcome.line.len().div_ceil(2)).unwrap_or(u32::MAX);
        (outcome.first_moves, fastest, moves)
    })
}

/// The moments of `side`'s play in a game of `stones`, played in order from an empty board
/// (Black first).
pub fn review(options: &RenjuOptions, stones: &[Point], side: Stone) -> Vec<Moment<Point>> {
    SideReviewer::new(*options, stones.to_vec(), side).run_to_end()
}

/// The review of one colour, a stone at a time.
#[derive(Debug, Clone)]
pub struct SideReviewer {
    rules: Rules,
    stones: Vec<Point>,
    side: Stone,
    board: Board,
    to_move: Stone,
    ply: usize,
    moments: Vec<Moment<Point>>,
}

impl SideReviewer {
    /// A review of `side`'s stones in a game of `stones` from an empty board (Black first).
    pub fn new(options: RenjuOptions, stones: Vec<Point>, side: Stone) -> SideReviewer {
        SideReviewer {
            rules: Rules {
                rule_set: options.rule_set,
                three_rule: options.three_rule,
            },
            stones,
            side,
            board: Board::new(),
            to_move: Stone::Black,
            ply: 0,
            moments: Vec::new(),
        }
    }
}

impl Reviewer for SideReviewer {
    type Move = Point;

    fn step(&mut self) -> Option<Vec<Moment<Point>>> {
        let played = self
            .stones
            .get(self.ply)
            .copied()
            .filter(|&point| self.ply < MAX_REVIEWED_PLIES && self.board.is_empty(point));
        let Some(played) = played else {
            return Some(std::mem::take(&mut self.moments));
        };
        if self.to_move == self.side
            && let Some(turn) = judge(&self.board, self.rules, self.side, played)
        {
            self.moments.push(Moment {
                ply: self.ply,
                turn,
            });
        }
        self.board.place(played, self.to_move);
        self.to_move = self.to_move.opponent();
        self.ply += 1;
        None
    }
}

fn judge(board: &Board, rules: Rules, side: Stone, played: Point) -> Option<Turn<Point>> {
    if let Some((winning, fastest, moves)) = vcf(board, rules, side)
        && !winning.contains(&played)
    {
        return Some(Turn::MissedWin {
            played,
            winning: fastest,
            moves,
        });
    }
    // A threat to block: the opponent had a VCF had it been its turn, and still has one.
    vcf(board, rules, side.opponent())?;
    let mut after = board.clone();
    after.place(played, side);
    let (_, threat, _) = vcf(&after, rules, side.opponent())?;
    let blocks = defending_moves(board, rules, side, VCF_MOVES);
    let block = blocks.into_iter().find(|&point| point != played)?;
    Some(Turn::MissedBlock {
        played,
        threat,
        block,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::renju::RuleSet;

    fn points(names: &[&str]) -> Vec<Point> {
        names
            .iter()
            .map(|n| n.parse().unwrap_or_else(|_| panic!("{n} is a point")))
            .collect()
    }

    fn freestyle() -> RenjuOptions {
        RenjuOptions {
            rule_set: RuleSet::Freestyle,
            ..RenjuOptions::default()
        }
    }

    #[test]
    fn a_four_not_made_five_is_a_missed_win_and_an_open_four_not_blocked_a_missed_block() {
        // Black h8 h9 h10 h11 (White answers far away), then Black plays a1 instead of h12/h7.
        let game = points(&["h8", "a15", "h9", "b15", "h10", "c15", "h11", "d15", "a1"]);
        let moments = review(&freestyle(), &game, Stone::Black);
        let last = moments.last().unwrap_or_else(|| panic!("{moments:?}"));
        assert_eq!(last.ply, 8);
        assert!(
            matches!(last.turn, Turn::MissedWin { moves: 1, winning, .. }
                if points(&["h7", "h12"]).contains(&winning)),
            "{last:?}"
        );
        // White let the three (h8 h9 h10) become a four without answering: a missed block at
        // ply 5 (c15), once the three was there.
        let white = review(&freestyle(), &game, Stone::White);
        assert!(
            white
                .iter()
                .any(|m| matches!(m.turn, Turn::MissedBlock { .. })),
            "{white:?}"
        );
    }

    #[test]
    fn a_quiet_opening_has_no_moments() {
        let game = points(&["h8", "i9", "j8", "h9"]);
        assert!(review(&freestyle(), &game, Stone::Black).is_empty());
        assert!(review(&freestyle(), &game, Stone::White).is_empty());
    }
}
