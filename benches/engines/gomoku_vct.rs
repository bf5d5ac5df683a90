//! The VCT search on 120 generated Renju positions (`benches/data/vct_positions.jsonl`: won by
//! threats in 3–12 own moves, no VCF at the start; the positions of the earlier df-pn attempt),
//! and with quiet moves on the threat set (`benches/data/vct_threat_positions.jsonl`, made by
//! `examples/renju_threat_positions.rs`: White wins that end on a forbidden point, wins that
//! need a quiet move threatening a VCF; three threats, as `gomoku vct --moves 4`).
//!
//! Targets: first win median ≤ 10 ms, max ≤ 1 s; all winning first moves median ≤ 50 ms. A
//! cold pass (fresh tables) prints median, p90 and max of each; criterion then times the first
//! win over each whole set.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use qi_classroom::rules::renju::{Board, Point, RuleSet, Stone};
use qi_classroom::solve::renju::{DEFAULT_VCT_DEPTH, DEFAULT_VCT_NODES, Rules, VctSolver};

struct Case {
    board: Board,
    to_move: Stone,
}

/// The threats the threat set is searched with.
const QUIET_THREATS: u8 = 3;

fn cases(file: &str) -> Vec<Case> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("benches/data")
        .join(file);
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let points = |value: &serde_json::Value, key: &str| -> Vec<Point> {
        value[key]
            .as_array()
            .map(|list| {
                list.iter()
                    .filter_map(|p| p.as_str()?.parse().ok())
                    .collect()
            })
            .unwrap_or_default()
    };
    text.lines()
        .filter_map(|line| {
            let value: serde_json::Value = serde_json::from_str(line).ok()?;
            let board =
                Board::from_stones(&points(&value, "black"), &points(&value, "white")).ok()?;
            let to_move = if value["to_move"] == "white" {
                Stone::White
            } else {
                Stone::Black
            };
            Some(Case { board, to_move })
        })
        .collect()
}

const RENJU: Rules = Rules::new(RuleSet::Renju);

fn report(label: &str, mut times: Vec<Duration>) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    if !times.is_empty() {
        eprintln!(
            "{label}: {} cases, median {:?}, p90 {:?}, max {:?}",
            times.len(),
            at(0.5),
            at(0.9),
            at(1.0)
        );
    }
}

fn bench(c: &mut Criterion) {
    let cases = cases("vct_positions.jsonl");
    let mut first = Vec::new();
    let mut all = Vec::new();
    let mut undecided = 0;
    for case in &cases {
        let mut solver = VctSolver::new(RENJU, case.to_move, DEFAULT_VCT_NODES);
        let start = Instant::now();
        let won = solver.attacker_wins(&case.board, DEFAULT_VCT_DEPTH);
        first.push(start.elapsed());
        undecided += usize::from(!won);
        let mut solver = VctSolver::new(RENJU, case.to_move, DEFAULT_VCT_NODES);
        let start = Instant::now();
        let _ = solver.first_moves(&case.board, DEFAULT_VCT_DEPTH);
        all.push(start.elapsed());
    }
    eprintln!("vct: {undecided} of {} not proven won", cases.len());
    report("vct first win (cold)", first);
    report("vct all winning first moves (cold)", all);
    c.bench_function("vct_first_win_120_positions", |b| {
        b.iter(|| {
            for case in &cases {
                VctSolver::new(RENJU, case.to_move, DEFAULT_VCT_NODES)
                    .attacker_wins(&case.board, DEFAULT_VCT_DEPTH);
            }
        })
    });
}

fn quiet_solver(case: &Case) -> VctSolver {
    let mut solver = VctSolver::new(RENJU, case.to_move, DEFAULT_VCT_NODES);
    solver.set_quiet(true);
    solver
}

fn bench_threats(c: &mut Criterion) {
    let cases = cases("vct_threat_positions.jsonl");
    let mut first = Vec::new();
    let mut unproven = 0;
    for case in &cases {
        let mut solver = quiet_solver(case);
        let start = Instant::now();
        let won = solver.attacker_wins(&case.board, QUIET_THREATS);
        first.push(start.elapsed());
        unproven += usize::from(!won);
    }
    eprintln!(
        "vct with quiet moves: {unproven} of {} not proven won",
        cases.len()
    );
    report("vct with quiet moves, first win (cold)", first);
    c.bench_function("vct_quiet_first_win_threat_set", |b| {
        b.iter(|| {
            for case in &cases {
                quiet_solver(case).attacker_wins(&case.board, QUIET_THREATS);
            }
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench, bench_threats
}
