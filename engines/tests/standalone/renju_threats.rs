//! The Renju threat search beyond fours and threes (issue #44): White's three-equivalents and
//! forbidden-point endings, counter-fours judged to the end, and quiet moves that threaten a
//! VCF within a limit on the attacker's moves — on the missed wins of the side-by-side run
//! (`engines/tests/data/renju_missed_wins.jsonl`) and against a slow, obviously-correct twin on
//! generated positions.
#![allow(clippy::unwrap_used)]

use super::vct_twin::{Compared, ThreatKind, compare, on_every_core, position_with};
use qi_engines::rules::renju::{Board, Point, RuleSet, Stone};
use qi_engines::solve::renju::{DEFAULT_LIMIT, Rules, VcfSolver, VctOutcome, VctSolver};
use qi_engines::solve::seeded::SeededRandom;

const RENJU: Rules = Rules::new(RuleSet::Renju);
const FREESTYLE: Rules = Rules::new(RuleSet::Freestyle);

/// One missed win: the position, who moves, the listed winning first move and line.
#[derive(serde::Deserialize)]
struct MissedWin {
    id: String,
    to_move: Stone,
    black: Vec<String>,
    white: Vec<String>,
    winning_first_move: String,
    one_winning_line: Vec<String>,
}

fn missed_wins() -> Vec<(MissedWin, Board)> {
    let text = include_str!("../data/renju_missed_wins.jsonl");
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let win: MissedWin = serde_json::from_str(line).unwrap();
            let parse = |list: &[String]| -> Vec<Point> {
                list.iter().map(|s| s.parse().unwrap()).collect()
            };
            let board = Board::from_stones(&parse(&win.black), &parse(&win.white)).unwrap();
            (win, board)
        })
        .collect()
}

/// The attacker's moves of a line, counted as renju puzzles count them.
fn attacker_moves(line: &[String]) -> u8 {
    line.len().div_ceil(2) as u8
}

/// A solver that also searches quiet VCF-threat moves.
fn quiet_solver(rules: Rules, attacker: Stone, budget: u64) -> VctSolver {
    let mut solver = VctSolver::new(rules, attacker, budget);
    solver.set_quiet(true);
    solver
}

/// The threats (fours, threes, three-equivalents, quiet moves) the missed wins are searched
/// with: the attacker's moves in the listed line (the closing VCF is found whole).
fn threats_of(win: &MissedWin) -> u8 {
    attacker_moves(&win.one_winning_line)
}

#[test]
fn the_missed_wins_are_wins_with_their_listed_first_move() {
    let wins = missed_wins();
    assert_eq!(wins.len(), 6);
    for (win, board) in &wins {
        let depth = threats_of(win);
        let mut solver = quiet_solver(RENJU, win.to_move, 20_000_000);
        let outcome = solver.solve(board, depth);
        eprintln!("{}: {outcome:?}, {} nodes", win.id, solver.nodes());
        assert!(
            matches!(outcome, VctOutcome::Win(_)),
            "{}: {outcome:?}",
            win.id
        );
        // The listed first move is one of the winning first moves: it wins within the threats.
        let listed: Point = win.winning_first_move.parse().unwrap();
        solver.renew_budget(20_000_000);
        assert!(
            solver.move_wins(board, listed, depth),
            "{}: {listed}",
            win.id
        );
        eprintln!("{}: {listed} wins, {} nodes", win.id, solver.nodes());
    }
}

/// A random position of `count` stones a side near the centre, with no five point for either
/// side and no forbidden Black stone.
fn position(rng: &mut SeededRandom, rules: Rules, count: usize) -> Board {
    position_with(rng, rules, count, count)
}

/// Whether White's winning line ends with Black unable to block a four except on a forbidden
/// point.
fn ends_forbidden(board: &Board, line: &[Point], attacker: Stone) -> bool {
    let mut end = board.clone();
    for (i, &p) in line.iter().enumerate() {
        end.place(p, [attacker, attacker.opponent()][i % 2]);
    }
    let fives = RENJU.win_points(&end, attacker);
    line.len() % 2 == 1
        && fives.len() == 1
        && RENJU.is_forbidden(&end, fives[0], attacker.opponent())
}

#[test]
fn quiet_moves_agree_with_the_twin_on_generated_positions() {
    let mut rng = SeededRandom::new(0x9e1e_7a11);
    let mut cases = Vec::new();
    for round in 0..280 {
        let rules = [RENJU, FREESTYLE][round % 2];
        let attacker = [Stone::Black, Stone::White][round / 2 % 2];
        // The attacker has two stones more: quiet wins are then common enough.
        let count = 4 + rng.index(4);
        let board = match attacker {
            Stone::Black => position_with(&mut rng, rules, count + 2, count),
            Stone::White => position_with(&mut rng, rules, count, count + 2),
        };
        let depth = 1 + u8::from(round % 4 == 0);
        cases.push((board, rules, attacker, depth));
    }
    // Each answer: None when not compared (a VCF already, or too big for the twin), else (won, won only with a quiet move).
    let answers = on_every_core(&cases, |(board, rules, attacker, depth)| {
        if VcfSolver::new(*rules, *attacker).has_vcf(board, DEFAULT_LIMIT) {
            return None;
        }
        let won = match compare(board, *rules, *attacker, true, ThreatKind::Quiet, *depth) {
            Compared::TooBig => return None,
            compared => compared.won(),
        };
        let quiet_only = won && {
            let mut pure = VctSolver::new(*rules, *attacker, u64::MAX);
            !matches!(pure.solve(board, *depth), VctOutcome::Win(_))
        };
        Some((won, quiet_only))
    });
    let compared = answers.iter().flatten().count();
    let wins = answers.iter().flatten().filter(|(won, _)| *won).count();
    let quiet_only = answers.iter().flatten().filter(|(_, quiet)| *quiet).count();
    eprintln!("compared {compared}, won {wins}, only with a quiet move {quiet_only}");
    assert!(
        compared >= 150 && wins >= 20 && quiet_only >= 5,
        "too few: {compared}, {wins}, {quiet_only}"
    );
}

#[test]
fn white_forbidden_endings_agree_with_the_twin_on_generated_positions() {
    let mut rng = SeededRandom::new(0xf0b1_dd3e);
    let mut cases = Vec::new();
    for round in 0..320 {
        let depth = 1 + u8::from(round % 3 == 0);
        let count = 6 + rng.index(5);
        cases.push((position(&mut rng, RENJU, count), depth));
    }
    // Each answer: None when not compared (a VCF already, or too big for the twin), else (won, ending on a forbidden point).
    let answers = on_every_core(&cases, |(board, depth)| {
        if VcfSolver::new(RENJU, Stone::White).has_vcf(board, DEFAULT_LIMIT) {
            return None;
        }
        let threat = ThreatKind::VcfOfTwo;
        let won = match compare(board, RENJU, Stone::White, false, threat, *depth) {
            Compared::TooBig => return None,
            compared => compared.won(),
        };
        let forbidden = won && {
            let mut fast = VctSolver::new(RENJU, Stone::White, u64::MAX);
            matches!(fast.solve(board, *depth), VctOutcome::Win(line)
                if ends_forbidden(board, &line, Stone::White))
        };
        Some((won, forbidden))
    });
    let compared = answers.iter().flatten().count();
    let wins = answers.iter().flatten().filter(|(won, _)| *won).count();
    let forbidden = answers
        .iter()
        .flatten()
        .filter(|(_, ending)| *ending)
        .count();
    eprintln!("compared {compared}, won {wins}, ending on a forbidden point {forbidden}");
    assert!(
        compared >= 150 && wins >= 20 && forbidden >= 3,
        "too few: {compared}, {wins}, {forbidden}"
    );
}
