//! VCF with every winning first move on the shipped VCF puzzles, and checking a learner's
//! move (the right first moves of a puzzle) on every shipped Renju puzzle.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use qi_classroom::content::{Library, PuzzlePosition};
use qi_classroom::rules::renju::{Board, Point, RenjuOptions, Stone};
use qi_classroom::solve::renju::{DEFAULT_LIMIT, RenjuGoal, Rules, VcfSolver, right_moves};

struct Case {
    id: String,
    board: Board,
    to_move: Stone,
    rules: Rules,
    goal: RenjuGoal,
    moves: Option<u8>,
}

fn cases() -> Vec<Case> {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    let library = Library::load_paths(&[folder]);
    let mut cases = Vec::new();
    for puzzle in &library.puzzles {
        let PuzzlePosition::Renju { stones, to_move } = &puzzle.position else {
            continue;
        };
        let parse = |list: &[serde_spanned::Spanned<String>]| -> Vec<Point> {
            list.iter()
                .filter_map(|s| s.get_ref().parse().ok())
                .collect()
        };
        let Ok(board) = Board::from_stones(&parse(&stones.black), &parse(&stones.white)) else {
            continue;
        };
        let options: RenjuOptions = puzzle.rules.deserialize().unwrap_or_default();
        let Some(goal) = RenjuGoal::from_word(puzzle.goal.get_ref().word()) else {
            continue;
        };
        cases.push(Case {
            id: puzzle.id.get_ref().clone(),
            board,
            to_move: match stones.side_to_move(to_move.as_ref()) {
                qi_classroom::content::words::Stone::Black => Stone::Black,
                qi_classroom::content::words::Stone::White => Stone::White,
            },
            rules: Rules {
                rule_set: options.rule_set,
                three_rule: options.three_rule,
            },
            goal,
            moves: puzzle.moves.as_ref().map(|m| *m.get_ref() as u8),
        });
    }
    cases
}

fn report(label: &str, mut times: Vec<Duration>) {
    times.sort();
    if let (Some(median), Some(max)) = (times.get(times.len() / 2), times.last()) {
        eprintln!(
            "{label}: {} cases, median {median:?}, max {max:?}",
            times.len()
        );
    }
}

fn bench(c: &mut Criterion) {
    let cases = cases();
    let vcf: Vec<&Case> = cases
        .iter()
        .filter(|c| matches!(c.goal, RenjuGoal::Vcf | RenjuGoal::ForbiddenTrap))
        .collect();
    // One cold solve per puzzle (fresh table), for the median / max figures.
    let times = vcf
        .iter()
        .map(|case| {
            let start = Instant::now();
            let outcome =
                VcfSolver::new(case.rules, case.to_move).solve(&case.board, DEFAULT_LIMIT);
            assert!(outcome.win, "{}", case.id);
            start.elapsed()
        })
        .collect();
    report("vcf all first moves (cold)", times);
    let times = cases
        .iter()
        .map(|case| {
            let start = Instant::now();
            let right = right_moves(&case.board, case.to_move, case.rules, case.goal, case.moves);
            assert!(right.is_some_and(|r| !r.is_empty()), "{}", case.id);
            start.elapsed()
        })
        .collect();
    report("learner move check (all right moves, cold)", times);
    c.bench_function("vcf_all_first_moves_shipped_puzzles", |b| {
        b.iter(|| {
            for case in &vcf {
                VcfSolver::new(case.rules, case.to_move).solve(&case.board, DEFAULT_LIMIT);
            }
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
