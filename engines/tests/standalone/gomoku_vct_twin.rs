//! The fast VCT, both its engines (the depth-first search and the proof-number search),
//! compared with a slow, obviously-correct twin on generated positions: same verdict, same set
//! of winning first moves.
//!
//! The twin (`vct_twin`, [`ThreatKind::Threes`]) plays the same threat game by brute force:
//! the attacker's threats are fours, threes (checked stone by stone on the lines) and moves
//! that leave a four no block stops (a White "three-equivalent").
#![allow(clippy::unwrap_used)]

use super::vct_twin::{Compared, ThreatKind, compare};
use qi_engines::rules::renju::{Board, Point, RuleSet, Stone};
use qi_engines::solve::renju::{DEFAULT_LIMIT, Rules, VcfSolver};
use qi_engines::solve::seeded::SeededRandom;

const RENJU: Rules = Rules::new(RuleSet::Renju);
const FREESTYLE: Rules = Rules::new(RuleSet::Freestyle);

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
        match compare(&board, rules, attacker, false, ThreatKind::Threes, depth) {
            Compared::TooBig => continue,
            Compared::Won(_) => wins += 1,
            Compared::NotWon => {}
        }
        compared += 1;
    }
    eprintln!("compared {compared}, won {wins}");
    assert!(
        compared >= 150 && wins >= 30,
        "too few to compare: {compared}, {wins} won"
    );
}
