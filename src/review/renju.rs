//! The review of a Renju (or Gomoku) game for one colour: a win by continuous fours (VCF, a
//! five included) not taken, an opponent's VCF (already threatened before the stone) not
//! blocked when a stone would have blocked it, and (renju, Black) a stone that walks into a
//! forbidden trap: White had no VCF before it and has one after it that ends by forcing Black
//! onto a forbidden point.

use super::{MAX_REVIEWED_PLIES, Moment, Reviewer, Turn};
use crate::rules::renju::{Board, Direction, Point, RenjuOptions, Stone};
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
    let mut after = board.clone();
    after.place(played, side);
    let threatened_before = vcf(board, rules, side.opponent()).is_some();
    if !threatened_before {
        return forbidden_trap(board, &after, rules, side, played);
    }
    // A threat to block: the opponent had a VCF had it been its turn, and still has one.
    let (_, threat, _) = vcf(&after, rules, side.opponent())?;
    let blocks = defending_moves(board, rules, side, VCF_MOVES);
    let block = blocks.into_iter().find(|&point| point != played)?;
    Some(Turn::MissedBlock {
        played,
        threat,
        block,
    })
}

/// A renju Black stone after which White, who had no VCF, wins by fours that end on a point
/// forbidden to Black; with the move nearest White's first move that leaves no VCF.
fn forbidden_trap(
    before: &Board,
    after: &Board,
    rules: Rules,
    side: Stone,
    played: Point,
) -> Option<Turn<Point>> {
    if !rules.rule_set.has_forbidden_points(side) {
        return None;
    }
    let outcome = solve_vcf_within(after, rules, side.opponent(), VCF_MOVES, NODES)?;
    let threat = *outcome.line.first()?;
    if !outcome.win || !ends_on_a_forbidden_point(after, &outcome.line) {
        return None;
    }
    let distance = |p: Point| {
        p.column()
            .abs_diff(threat.column())
            .max(p.row().abs_diff(threat.row()))
    };
    let safe = defending_moves(before, rules, side, VCF_MOVES)
        .into_iter()
        .filter(|&point| point != played)
        .min_by_key(|&point| distance(point))?;
    Some(Turn::ForbiddenTrap {
        played,
        threat,
        safe,
    })
}

/// Whether White's winning `line` (White first, the sides alternating) ends without a White
/// five: its last White stone leaves Black one answer, and that answer is forbidden.
fn ends_on_a_forbidden_point(board: &Board, line: &[Point]) -> bool {
    let mut board = board.clone();
    let mut stone = Stone::White;
    for &point in line {
        board.place(point, stone);
        stone = stone.opponent();
    }
    // White plays the even places of the line.
    let Some(&last) = line
        .len()
        .checked_sub(1)
        .and_then(|end| line.get(end / 2 * 2))
    else {
        return false;
    };
    !Direction::ALL
        .iter()
        .any(|&direction| board.run_through(last, direction, Stone::White) >= 5)
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
    fn a_black_stone_that_lets_white_force_a_forbidden_point_is_a_forbidden_trap() {
        // The first puzzle of puzzles/renju-forbidden-trap.toml: White to move wins with fours
        // whose last block is a double-three point.
        let black = points(&["h8", "j9", "h7", "i5", "l9", "n8", "j8", "i3"]);
        let white = points(&["g8", "i6", "g7", "i10", "k9", "e6", "k8"]);
        let options = RenjuOptions::default();
        let rules = Rules {
            rule_set: options.rule_set,
            three_rule: options.three_rule,
        };
        let without = |skip: usize| -> Vec<Point> {
            black
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != skip)
                .map(|(_, &p)| p)
                .collect()
        };
        let board_of = |black: &[Point]| Board::from_stones(black, &white).expect("a position");
        // The stone that walks into the trap: without it White has no VCF.
        let last = (0..black.len())
            .find(|&i| vcf(&board_of(&without(i)), rules, Stone::White).is_none())
            .expect("one Black stone makes the trap");
        let mut game = Vec::new();
        for (b, w) in without(last).into_iter().zip(&white) {
            game.extend([b, *w]);
        }
        game.push(black[last]);
        let moments = review(&options, &game, Stone::Black);
        let moment = moments.last().unwrap_or_else(|| panic!("{moments:?}"));
        assert_eq!(moment.ply, game.len() - 1);
        let Turn::ForbiddenTrap {
            played,
            threat,
            safe,
        } = moment.turn
        else {
            panic!("{moment:?}");
        };
        assert_eq!(played, black[last]);
        let trapped = board_of(&black);
        let (first_moves, _, _) = vcf(&trapped, rules, Stone::White).expect("White wins");
        assert!(first_moves.contains(&threat), "{threat} starts no win");
        let mut kept = without(last);
        kept.push(safe);
        assert!(
            vcf(&board_of(&kept), rules, Stone::White).is_none(),
            "{safe} leaves White a win"
        );
        // Under freestyle there are no forbidden points and so no trap.
        assert!(
            !review(&freestyle(), &game, Stone::Black)
                .iter()
                .any(|m| matches!(m.turn, Turn::ForbiddenTrap { .. }))
        );
    }

    #[test]
    fn a_quiet_opening_has_no_moments() {
        let game = points(&["h8", "i9", "j8", "h9"]);
        assert!(review(&freestyle(), &game, Stone::Black).is_empty());
        assert!(review(&freestyle(), &game, Stone::White).is_empty());
    }
}
