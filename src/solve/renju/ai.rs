//! A computer opponent for free play with three levels, deterministic for a given seed.
//! Easy plays near the stones, takes a five and blocks a four; medium adds a shape evaluation
//! (own and opponent's lines); hard adds VCF/VCT search for itself and VCF defence.

use super::defend::defending_moves;
use super::threat::Rules;
use super::vcf::{DEFAULT_LIMIT, VcfSolver};
use super::vct::{MoveSearch, VctSolver};
use crate::rules::renju::{Board, Direction, Point, Stone};
pub use crate::solve::level::Level;
use crate::solve::seeded::SeededRandom;

/// Chooses a legal move for `to_move` (never a forbidden point for a renju Black); None only
/// when no legal move is left. [`MoveChoice`] makes the same choice in steps.
pub fn choose_move(
    board: &Board,
    to_move: Stone,
    rules: Rules,
    level: Level,
    seed: u64,
) -> Option<Point> {
    let mut choice = MoveChoice::new(board, to_move, rules, level, seed);
    loop {
        if let Some(answer) = choice.step(u64::MAX) {
            return answer;
        }
    }
}

/// Positions the hard level's VCT search may visit for one move, over all its candidates (its
/// VCF searches' positions count too: they are most of the work).
const HARD_VCT_NODES: u64 = 1_000_000;

/// [`choose_move`] worked out in steps, for a caller with one thread (a browser's page): the
/// hard level's VCT search stops after a given number of positions and goes on at the next
/// step; the easy and medium levels and the hard level's VCF searches answer in the first.
#[derive(Debug)]
pub struct MoveChoice {
    board: Board,
    to_move: Stone,
    rules: Rules,
    level: Level,
    rng: SeededRandom,
    /// The hard level's own VCT search over the candidates, once it has begun.
    vct: Option<HardSearch>,
}

/// The hard level trying each candidate for a winning threat, in point order.
#[derive(Debug)]
struct HardSearch {
    solver: VctSolver,
    candidates: Vec<Point>,
    next: usize,
    current: Option<MoveSearch>,
}

impl MoveChoice {
    /// Starts choosing (nothing is searched yet).
    pub fn new(board: &Board, to_move: Stone, rules: Rules, level: Level, seed: u64) -> Self {
        MoveChoice {
            board: board.clone(),
            to_move,
            rules,
            level,
            rng: SeededRandom::from_state(seed ^ board.hash() ^ 0x9E37_79B9_7F4A_7C15),
            vct: None,
        }
    }

    /// Goes on for about `nodes` search positions (VCT and VCF: a step enters no VCT position
    /// once it has visited them, but never cuts the VCF search of the last); the choice (that of
    /// [`choose_move`]) once it is made.
    pub fn step(&mut self, nodes: u64) -> Option<Option<Point>> {
        let Some(search) = self.vct.as_mut() else {
            return self.begin();
        };
        let mut used = 0u64;
        loop {
            if search.current.is_none() {
                let Some(&point) = search.candidates.get(search.next) else {
                    let pool = std::mem::take(&mut search.candidates);
                    return Some(self.pick(&pool));
                };
                search.current = Some(search.solver.start_move(&self.board, point, 3));
            }
            if used >= nodes.max(1) {
                return None;
            }
            let (Some(current), Some(&point)) =
                (search.current.as_mut(), search.candidates.get(search.next))
            else {
                return None;
            };
            let before = search.solver.nodes();
            let wins = current.step(&mut search.solver, nodes.max(1) - used);
            used += search.solver.nodes() - before;
            match wins {
                None => {}
                Some(true) => return Some(Some(point)),
                Some(false) => {
                    search.current = None;
                    search.next += 1;
                }
            }
        }
    }

    /// The first step: the quick answers, the hard level's VCF searches, or the start of its
    /// VCT search (then None).
    fn begin(&mut self) -> Option<Option<Point>> {
        let (board, to_move, rules) = (&self.board, self.to_move, self.rules);
        let opponent = to_move.opponent();
        if let Some(&five) = rules.win_points(board, to_move).first() {
            return Some(Some(five));
        }
        let candidates = candidates(board, to_move, rules);
        if candidates.is_empty() {
            return Some(None);
        }
        let threats = rules.win_points(board, opponent);
        if let Some(&block) = threats.iter().find(|&&p| rules.is_legal(board, p, to_move)) {
            return Some(Some(block));
        }
        if self.level != Level::Hard {
            return Some(self.pick(&candidates));
        }
        let own = VcfSolver::new(rules, to_move).solve(board, DEFAULT_LIMIT);
        if let Some(&first) = own.line.first() {
            return Some(Some(first));
        }
        if VcfSolver::new(rules, opponent).has_vcf(board, DEFAULT_LIMIT) {
            let defences = defending_moves(board, rules, to_move, DEFAULT_LIMIT);
            if !defences.is_empty() {
                let board = self.board.clone();
                return Some(best_by_shape(
                    &board,
                    to_move,
                    rules,
                    &defences,
                    &mut self.rng,
                ));
            }
            return Some(self.pick(&candidates));
        }
        self.vct = Some(HardSearch {
            solver: VctSolver::new(rules, to_move, HARD_VCT_NODES),
            candidates,
            next: 0,
            current: None,
        });
        None
    }

    /// The level's pick from `pool` when no search decided.
    fn pick(&mut self, pool: &[Point]) -> Option<Point> {
        let (board, to_move, rules) = (&self.board, self.to_move, self.rules);
        match self.level {
            Level::Easy => {
                let near: Vec<Point> = pool
                    .iter()
                    .copied()
                    .filter(|&p| neighbours(board, p, 1) > 0)
                    .collect();
                let from = if near.is_empty() { pool } else { &near };
                Some(from[self.rng.index(from.len())])
            }
            Level::Medium | Level::Hard => {
                best_by_shape(board, to_move, rules, pool, &mut self.rng)
            }
        }
    }
}

/// Legal points within two steps of a stone (the centre on an empty board), in point order.
fn candidates(board: &Board, to_move: Stone, rules: Rules) -> Vec<Point> {
    if board.stone_count() == 0 {
        return vec![Point::CENTRE];
    }
    let mut found: Vec<Point> = board
        .empty_points()
        .filter(|&p| neighbours(board, p, 2) > 0 && rules.is_legal(board, p, to_move))
        .collect();
    if found.is_empty() {
        found = board
            .empty_points()
            .filter(|&p| rules.is_legal(board, p, to_move))
            .collect();
    }
    found
}

/// Stones within `radius` steps (king moves) of `point`.
fn neighbours(board: &Board, point: Point, radius: i32) -> usize {
    let mut count = 0;
    for dc in -radius..=radius {
        for dr in -radius..=radius {
            if let Some(q) = Point::from_signed(point.column() as i32 + dc, point.row() as i32 + dr)
                && board.get(q).is_some()
            {
                count += 1;
            }
        }
    }
    count
}

/// The value of a stone of `stone` on `point`: for each line, the most own stones in a
/// 5-point segment through it that the other colour does not block.
fn shape_value(board: &Board, point: Point, stone: Stone) -> u64 {
    const VALUE: [u64; 6] = [0, 1, 8, 60, 600, 10_000];
    let mut total = 0;
    for direction in Direction::ALL {
        let window = board.window(point, direction, stone);
        let mut best = 0;
        let mut open = 0;
        for start in 1..=5u32 {
            let mask = 0x1Fu16 << start;
            if window.blocked & mask == 0 {
                let own = (window.own & mask).count_ones() as usize + 1;
                if own > best {
                    best = own;
                    open = 1;
                } else if own == best {
                    open += 1;
                }
            }
        }
        total += VALUE[best.min(5)] * (1 + (open > 1) as u64);
    }
    total
}

fn best_by_shape(
    board: &Board,
    to_move: Stone,
    rules: Rules,
    pool: &[Point],
    rng: &mut SeededRandom,
) -> Option<Point> {
    let _ = rules;
    let mut best: Option<(u64, u64, Point)> = None;
    for &point in pool {
        let score = shape_value(board, point, to_move) * 10
            + shape_value(board, point, to_move.opponent()) * 9;
        let tie = rng.next_u64();
        if best.is_none_or(|(s, t, _)| (score, tie) > (s, t)) {
            best = Some((score, tie, point));
        }
    }
    best.map(|(_, _, point)| point)
}
