//! Alpha-beta over the pattern evaluation for the Renju opponent: a few of the most promising
//! points at each node (own shapes and the opponent's), forced replies to fives and fours
//! searched without using up depth, renju rules respected (Black never plays a forbidden
//! point; a Black five point that is forbidden does not count), a node budget.

use super::evaluate::{evaluate, near_points, point_value};
use super::threat::Rules;
use crate::rules::renju::{Board, Point, Stone};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A score above any evaluation: the side to move has won.
pub const WIN: i64 = 1_000_000_000;

/// A searcher under one set of rules.
#[derive(Debug)]
pub struct RenjuSearch {
    rules: Rules,
    nodes: u64,
    max_nodes: u64,
    width: usize,
    out_of_nodes: bool,
    /// Set from another thread to stop the search (looked at every 1,024 positions).
    cancel: Option<Arc<AtomicBool>>,
}

impl RenjuSearch {
    /// A searcher that looks at `width` points per node and visits at most `max_nodes`.
    pub fn new(rules: Rules, width: usize, max_nodes: u64) -> RenjuSearch {
        RenjuSearch {
            rules,
            nodes: 0,
            max_nodes,
            width: width.max(1),
            out_of_nodes: false,
            cancel: None,
        }
    }

    /// Stops the search (as if out of nodes) once `flag` is set.
    pub fn set_cancel(&mut self, flag: Option<Arc<AtomicBool>>) {
        self.cancel = flag;
    }

    /// Positions visited so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The most promising legal points for `stone` to play, best first (at most `width`):
    /// ranked by what the stone builds for itself and what it takes from the opponent.
    pub fn candidates(&self, board: &Board, stone: Stone, width: usize) -> Vec<Point> {
        let mut scored: Vec<(i64, Point)> = near_points(board, 2)
            .into_iter()
            .map(|p| {
                let attack = point_value(board, p, stone);
                let defence = point_value(board, p, stone.opponent());
                (attack * 11 / 10 + defence, p)
            })
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut found = Vec::with_capacity(width.min(256));
        for (_, point) in scored {
            if found.len() >= width {
                break;
            }
            if self.rules.is_legal(board, point, stone) {
                found.push(point);
            }
        }
        found
    }

    /// Each of `moves` (legal for `stone`) with its score after a `depth`-ply search, from
    /// `stone`'s point of view; moves past the budget are left out.
    pub fn score_moves(
        &mut self,
        board: &Board,
        stone: Stone,
        moves: &[Point],
        depth: u32,
    ) -> Vec<(Point, i64)> {
        self.nodes = 0;
        self.out_of_nodes = false;
        let mut scored = Vec::with_capacity(moves.len());
        for &point in moves {
            let score = if self.rules.makes_win(board, point, stone) {
                WIN
            } else {
                let after = board.with(point, stone);
                -self.negamax(
                    &after,
                    stone.opponent(),
                    depth.saturating_sub(1),
                    -WIN,
                    WIN,
                    1,
                )
            };
            if self.out_of_nodes {
                break;
            }
            scored.push((point, score));
        }
        scored
    }

    fn negamax(
        &mut self,
        board: &Board,
        stone: Stone,
        depth: u32,
        mut alpha: i64,
        beta: i64,
        ply: u32,
    ) -> i64 {
        self.nodes += 1;
        let cancelled = || {
            self.cancel
                .as_ref()
                .is_some_and(|flag| flag.load(Ordering::Relaxed))
        };
        if self.nodes > self.max_nodes || (self.nodes.is_multiple_of(1024) && cancelled()) {
            self.out_of_nodes = true;
            return 0;
        }
        let opponent = stone.opponent();
        if !self.rules.win_points(board, stone).is_empty() {
            return WIN - i64::from(ply);
        }
        let threats = self.rules.win_points(board, opponent);
        let moves = match threats.as_slice() {
            [] if depth == 0 || ply > 24 => return evaluate(board, stone),
            [] => self.candidates(board, stone, self.width),
            [block] if self.rules.is_legal(board, *block, stone) => vec![*block],
            // Two fives to stop, or the only block is forbidden: lost.
            _ => return -(WIN - i64::from(ply) - 1),
        };
        if moves.is_empty() {
            return 0;
        }
        // A forced block costs no depth: the line it answers is followed to its end.
        let next_depth = if threats.is_empty() { depth - 1 } else { depth };
        let mut best = -WIN - 1;
        for point in moves {
            let after = board.with(point, stone);
            let score = -self.negamax(&after, opponent, next_depth, -beta, -alpha, ply + 1);
            if self.out_of_nodes {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::renju::RuleSet;

    fn board(black: &[&str], white: &[&str]) -> Board {
        let points = |names: &[&str]| -> Vec<Point> {
            names.iter().map(|n| n.parse().expect("point")).collect()
        };
        Board::from_stones(&points(black), &points(white)).expect("board")
    }

    #[test]
    fn the_search_sees_that_an_open_four_wins() {
        let rules = Rules::new(RuleSet::Freestyle);
        let position = board(&["g8", "h8", "i8"], &["g9", "h9", "a1"]);
        let mut search = RenjuSearch::new(rules, 8, 100_000);
        let moves = search.candidates(&position, Stone::Black, 8);
        let scored = search.score_moves(&position, Stone::Black, &moves, 3);
        let best = scored.iter().max_by_key(|(_, s)| *s).expect("moves");
        assert!(best.1 > WIN / 2, "{best:?}");
        assert!(["f8", "j8"].contains(&best.0.to_string().as_str()));
    }

    #[test]
    fn a_renju_black_candidate_is_never_forbidden() {
        let rules = Rules::new(RuleSet::Renju);
        // i9 would be a double three for Black (h8 g7 and i10 i11).
        let position = board(&["h8", "g7", "i10", "i11"], &["a1", "b1", "c1", "d1"]);
        let search = RenjuSearch::new(rules, 30, 1000);
        for point in search.candidates(&position, Stone::Black, 30) {
            assert!(rules.is_legal(&position, point, Stone::Black), "{point}");
        }
    }
}
