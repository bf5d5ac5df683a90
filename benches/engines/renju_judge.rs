//! The trainer's judgement of every threat a learner could play in every shipped Renju puzzle
//! (issue #12: each within 50 ms, without the background precompute doing the work). Each move
//! is played in a session that worked out nothing in advance (`renju_session_unprepared`), so
//! no table and no precomputed right move helps; a move is timed with the computer's answer
//! (the session's whole `play`).
//!
//! A cold pass over every such move (the learner's legal threes and fours at the puzzle's first
//! turn) prints, per goal, the count, how many took over 50 ms, the median, p90 and max, and
//! the slowest moves; criterion then times the slowest moves again, each from a fresh session.
//! `QI_JUDGE_NODES=N` sets the judge's VCT budget; `QI_JUDGE_PREFIX=P` keeps only the puzzles
//! whose id starts with P; `QI_JUDGE_SHOW=K` prints the K slowest moves of each goal (5).
//! Run: `QI_BENCH=renju_judge cargo bench --no-default-features --bench engines`.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, criterion_group};
use qi_classroom::content::{Library, Puzzle, PuzzlePosition};
use qi_classroom::rules::renju::Point;
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::renju::Rules;
use qi_classroom::tutor::puzzle_session::Feedback;
use qi_classroom::tutor::renju_puzzle::{RenjuSession, renju_session_unprepared};

/// How many of the slowest moves criterion times again.
const SLOWEST_TIMED: usize = 12;
/// The target for one judgement.
const TARGET: Duration = Duration::from_millis(50);

fn env_number<T: std::str::FromStr>(name: &str) -> Option<T> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

/// A session that worked out nothing, with the judge's budget from `QI_JUDGE_NODES`.
fn fresh(puzzle: &Puzzle) -> RenjuSession {
    let mut session =
        renju_session_unprepared(puzzle, Budget::default()).expect("shipped puzzles open");
    if let Some(nodes) = env_number::<u64>("QI_JUDGE_NODES") {
        session.rules_mut().set_node_budget(nodes);
    }
    session
}

/// The learner's legal threats (threes and fours) at the puzzle's first turn.
fn threats(puzzle: &Puzzle) -> Vec<Point> {
    let mut session = fresh(puzzle);
    let board = session.position().board.clone();
    let learner = session.position().to_move;
    let rules: Rules = session.rules_mut().rules();
    let mut moves = rules.three_candidates(&board, learner);
    moves.retain(|&p| rules.is_legal(&board, p, learner));
    moves
}

/// One judged move: its time, what it was, the puzzle and the point.
struct Judged<'a> {
    took: Duration,
    label: String,
    puzzle: &'a Puzzle,
    point: Point,
}

fn verdict(feedback: &Feedback<Point, impl std::fmt::Debug>) -> &'static str {
    match feedback {
        Feedback::Undecided { .. } => "undecided",
        Feedback::WinSlips { .. } => "wrong",
        Feedback::Continue { .. } | Feedback::Solved { .. } => "right",
        _ => "other",
    }
}

/// The cold pass: every threat of every Renju puzzle, by goal, slowest last.
fn cold_pass(library: &Library) -> BTreeMap<String, Vec<Judged<'_>>> {
    let prefix = std::env::var("QI_JUDGE_PREFIX").unwrap_or_default();
    let mut by_goal: BTreeMap<String, Vec<Judged<'_>>> = BTreeMap::new();
    for puzzle in &library.puzzles {
        let id = puzzle.id.get_ref();
        if !matches!(puzzle.position, PuzzlePosition::Renju { .. }) || !id.starts_with(&prefix) {
            continue;
        }
        let goal = format!("{:?}", puzzle.goal.get_ref());
        for point in threats(puzzle) {
            let mut session = fresh(puzzle);
            let start = Instant::now();
            let feedback = session.play(point);
            let took = start.elapsed();
            by_goal.entry(goal.clone()).or_default().push(Judged {
                took,
                label: format!("{id} {point} {}", verdict(&feedback)),
                puzzle,
                point,
            });
        }
    }
    for judged in by_goal.values_mut() {
        judged.sort_by_key(|j| j.took);
    }
    by_goal
}

fn report(by_goal: &BTreeMap<String, Vec<Judged<'_>>>) {
    let shown = env_number::<usize>("QI_JUDGE_SHOW").unwrap_or(5);
    let mut undecided = 0;
    for (goal, judged) in by_goal {
        let Some(slowest) = judged.last() else {
            continue;
        };
        let at = |q: f64| judged[((judged.len() - 1) as f64 * q) as usize].took;
        let over = judged.iter().filter(|j| j.took > TARGET).count();
        undecided += judged
            .iter()
            .filter(|j| j.label.ends_with("undecided"))
            .count();
        eprintln!(
            "{goal}: {} moves, {over} over {TARGET:?}, median {:.2?}, p90 {:.2?}, max {:.2?} ({})",
            judged.len(),
            at(0.5),
            at(0.9),
            slowest.took,
            slowest.label
        );
        for j in judged.iter().rev().take(shown) {
            eprintln!("  {:.2?} {}", j.took, j.label);
        }
    }
    eprintln!("undecided: {undecided}");
}

fn bench(c: &mut Criterion) {
    let library = Library::load_embedded();
    let by_goal = cold_pass(&library);
    report(&by_goal);
    let mut slowest: Vec<&Judged<'_>> = by_goal.values().flatten().collect();
    slowest.sort_by_key(|j| std::cmp::Reverse(j.took));
    let mut group = c.benchmark_group("renju_judge");
    for judged in slowest.into_iter().take(SLOWEST_TIMED) {
        group.bench_function(&judged.label, |b| {
            b.iter_batched(
                || fresh(judged.puzzle),
                |mut session| black_box(session.play(judged.point)),
                BatchSize::PerIteration,
            )
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(200))
        .measurement_time(Duration::from_secs(1));
    targets = bench
}
