//! The fast VCT, both its engines (the depth-first search and the proof-number search),
//! compared with a slow, obviously-correct twin on generated positions: same verdict, same set
//! of winning first moves.
//!
//! The twin plays the same threat game by brute force: the attacker tries every legal move on
//! the board that makes a four or a three (a three: some later legal move on one of its lines
//! would give two five points on that line), the defender tries **every** legal move, and a
//! position is won when the attacker has a five point or a VCF (the VCF solver, which has its
//! own naive twin in `tests/engines/gomoku_vcf.rs`). A move that leaves a four no block stops (a
//! forbidden block, a four-four: a VCF of two moves) is a threat too, a White
//! "three-equivalent". A defender four must be blocked at once (that uses no threat); once the
//! attacker has no VCF left on the board (it would need a quiet move), the threats have
//! stopped and the line fails.
#![allow(clippy::unwrap_used)]

use qi_classroom::rules::renju::{Board, Direction, Point, RuleSet, Stone};
use qi_classroom::solve::renju::{DEFAULT_LIMIT, Rules, VcfSolver, VctOutcome, VctSolver};
use qi_classroom::solve::seeded::SeededRandom;

const RENJU: Rules = Rules::new(RuleSet::Renju);
const FREESTYLE: Rules = Rules::new(RuleSet::Freestyle);

struct Twin {
    rules: Rules,
    attacker: Stone,
    vcf: VcfSolver,
}

impl Twin {
    fn fives(&self, board: &Board, stone: Stone) -> Vec<Point> {
        board
            .empty_points()
            .filter(|&q| self.rules.makes_win(board, q, stone))
            .collect()
    }

    /// The empty points on the line through `point` in `direction`, within four steps.
    fn near_on_line(board: &Board, point: Point, direction: Direction) -> Vec<Point> {
        (-4..=4)
            .filter_map(|k| point.step(direction, k))
            .filter(|&q| board.is_empty(q))
            .collect()
    }

    /// The five points of `stone` after it plays `t` (legal, not a five; `stone` has no five
    /// point before, so every new one lies on a line through `t` within four steps).
    fn fives_after(&self, board: &Board, t: Point, stone: Stone) -> Option<(Board, Vec<Point>)> {
        if !self.rules.is_legal(board, t, stone) || self.rules.makes_win(board, t, stone) {
            return None;
        }
        let after = board.with(t, stone);
        let mut fives: Vec<Point> = Direction::ALL
            .into_iter()
            .flat_map(|direction| Self::near_on_line(&after, t, direction))
            .filter(|&w| self.rules.makes_win(&after, w, stone))
            .collect();
        fives.sort();
        fives.dedup();
        Some((after, fives))
    }

    /// Whether the attacker's move on `p` makes a four, a three or a three-equivalent: a five
    /// point, a VCF of two moves (a four that cannot be stopped: a forbidden block, a four-four),
    /// or some legal move on one of `p`'s lines that would give two five points on that line.
    fn is_threat(&mut self, board: &Board, p: Point) -> bool {
        let after = board.with(p, self.attacker);
        if !self.fives(&after, self.attacker).is_empty() || self.vcf.has_vcf(&after, 2) {
            return true;
        }
        Direction::ALL.into_iter().any(|direction| {
            Self::near_on_line(&after, p, direction)
                .into_iter()
                .any(|t| {
                    self.fives_after(&after, t, self.attacker)
                        .is_some_and(|(grown, _)| {
                            Self::near_on_line(&grown, t, direction)
                                .into_iter()
                                .filter(|&w| self.rules.makes_win(&grown, w, self.attacker))
                                .count()
                                >= 2
                        })
                })
        })
    }

    /// Attacker to move, `d` threats left.
    fn or(&mut self, board: &Board, d: u8) -> bool {
        if !self.fives(board, self.attacker).is_empty() || self.vcf.has_vcf(board, DEFAULT_LIMIT) {
            return true;
        }
        let counter = self.fives(board, self.attacker.opponent());
        match counter.as_slice() {
            [] => {}
            [block] => return self.move_wins(board, *block, d),
            _ => return false,
        }
        d > 0
            && board
                .empty_points()
                .collect::<Vec<_>>()
                .into_iter()
                .any(|p| self.move_wins(board, p, d))
    }

    /// The attacker's move on `p` wins within `d` threats.
    fn move_wins(&mut self, board: &Board, p: Point, d: u8) -> bool {
        if !self.rules.is_legal(board, p, self.attacker) {
            return false;
        }
        if self.rules.makes_win(board, p, self.attacker) {
            return true;
        }
        let counter = self.fives(board, self.attacker.opponent());
        match counter.as_slice() {
            [] => {}
            // The forced block uses no threat.
            [block] if *block == p => return self.and(&board.with(p, self.attacker), d),
            _ => return false,
        }
        if d == 0 || !self.is_threat(board, p) {
            return false;
        }
        self.and(&board.with(p, self.attacker), d - 1)
    }

    /// Defender to move, `d` threats left to the attacker.
    fn and(&mut self, board: &Board, d: u8) -> bool {
        let defender = self.attacker.opponent();
        // No threat left (not even a VCF): the defender is free, the line has failed.
        if self.fives(board, self.attacker).is_empty() && !self.vcf.has_vcf(board, DEFAULT_LIMIT) {
            return false;
        }
        let moves: Vec<Point> = board.empty_points().collect();
        for q in moves {
            if !self.rules.is_legal(board, q, defender) {
                continue;
            }
            if self.rules.makes_win(board, q, defender) || !self.or(&board.with(q, defender), d) {
                return false;
            }
        }
        true
    }
}

/// A random position of `count` stones a side near the centre, with no five and no four on the
/// board (neither side has a five point), and no forbidden Black stone.
fn position(rng: &mut SeededRandom, rules: Rules, count: usize) -> Board {
    loop {
        let board = stones(rng, rules, count);
        if rules.win_points(&board, Stone::Black).is_empty()
            && rules.win_points(&board, Stone::White).is_empty()
        {
            return board;
        }
    }
}

fn stones(rng: &mut SeededRandom, rules: Rules, count: usize) -> Board {
    let mut board = Board::new();
    let mut placed = 0;
    let mut tries = 0;
    while placed < 2 * count && tries < 10_000 {
        tries += 1;
        let point = Point::new(4 + rng.index(7), 4 + rng.index(7)).unwrap();
        let stone = if placed % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        if rules.is_legal(&board, point, stone) && !rules.makes_win(&board, point, stone) {
            board.place(point, stone);
            placed += 1;
        }
    }
    board
}

#[test]
fn fast_vct_agrees_with_the_brute_force_twin_on_generated_positions() {
    let mut rng = SeededRandom::new(0x5eed_7c70);
    let (mut wins, mut compared) = (0, 0);
    for round in 0..400 {
        let rules = [RENJU, FREESTYLE][round % 2];
        let attacker = [Stone::Black, Stone::White][round / 2 % 2];
        let count = 5 + rng.index(5);
        let board = position(&mut rng, rules, count);
        // A VCF at the start is the VCF solver's question (and its own twin's); here the win,
        // if any, needs a three.
        if VcfSolver::new(rules, attacker).has_vcf(&board, DEFAULT_LIMIT) {
            continue;
        }
        let depth = 1 + u8::from(round % 8 == 0);
        let mut fast = VctSolver::new(rules, attacker, u64::MAX);
        let outcome = fast.solve_depth_first(&board, depth);
        let first_moves = fast.first_moves_depth_first(&board, depth).unwrap();
        let mut dfpn = VctSolver::new(rules, attacker, u64::MAX);
        // Every deepening step by proof numbers (by default the small ones are depth-first).
        dfpn.set_depth_first_threats(None);
        let dfpn_outcome = dfpn.solve_dfpn(&board, depth);
        let dfpn_moves = dfpn.first_moves_dfpn(&board, depth).unwrap();
        let mut twin = Twin {
            rules,
            attacker,
            vcf: VcfSolver::new(rules, attacker),
        };
        let twin_moves: Vec<Point> = board
            .empty_points()
            .filter(|&p| twin.move_wins(&board, p, depth))
            .collect();
        let twin_win = twin.or(&board, depth);
        let context = format!("{board:?} {rules:?} {attacker:?} depth {depth}");
        assert_eq!(matches!(outcome, VctOutcome::Win(_)), twin_win, "{context}");
        assert!(!matches!(outcome, VctOutcome::Undecided), "{context}");
        assert_eq!(first_moves, twin_moves, "{context}");
        assert_eq!(
            matches!(dfpn_outcome, VctOutcome::Win(_)),
            twin_win,
            "df-pn {context}"
        );
        assert!(!matches!(dfpn_outcome, VctOutcome::Undecided), "{context}");
        assert_eq!(dfpn_moves, twin_moves, "df-pn {context}");
        if let VctOutcome::Win(line) = &dfpn_outcome {
            // The line starts with a winning first move.
            assert!(
                twin_moves.contains(&line[0]),
                "df-pn line {line:?} {context}"
            );
        }
        compared += 1;
        if twin_win {
            wins += 1;
        }
    }
    eprintln!("compared {compared}, won {wins}");
    assert!(
        compared >= 150 && wins >= 30,
        "too few to compare: {compared}, {wins} won"
    );
}
