//! Checking a learner's move in every shipped puzzle (both games): the learner plays the
//! author's first move, and the session answers with its verdict and the computer's reply.
//! Target: ≤ 50 ms each. A cold pass (a freshly opened session per puzzle) prints the per-game
//! median and max of the move and, apart, of opening the session (a Renju session works out the
//! right first moves then); criterion then times each puzzle's move (Jungle: a fresh session
//! each time; Renju: one session restarted, its tables warm).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, criterion_group};
use qi_classroom::content::{Library, Puzzle, PuzzlePosition};
use qi_classroom::rules::jungle::Move;
use qi_classroom::rules::renju::Point;
use qi_classroom::solve::bounded::Budget;
use qi_classroom::tutor::puzzle_session::{Feedback, jungle_session};
use qi_classroom::tutor::renju_puzzle::renju_session;

/// One shipped puzzle and its author's first move.
enum Case<'a> {
    Jungle(&'a Puzzle, Move),
    Renju(&'a Puzzle, Point),
}

fn cases(library: &Library) -> Vec<Case<'_>> {
    library
        .puzzles
        .iter()
        .filter_map(|puzzle| {
            let first = puzzle.solution.first()?.first()?.get_ref();
            Some(match puzzle.position {
                PuzzlePosition::Jungle { .. } => {
                    Case::Jungle(puzzle, Move::parse(first).expect("shipped moves parse"))
                }
                PuzzlePosition::Renju { .. } => {
                    Case::Renju(puzzle, first.parse().expect("shipped points parse"))
                }
            })
        })
        .collect()
}

/// The time to open the session and the time of the learner's move (verdict and reply).
fn time_once(case: &Case<'_>) -> (Duration, Duration) {
    fn accepted<M, R>(feedback: &Feedback<M, R>) -> bool {
        matches!(
            feedback,
            Feedback::Continue { .. } | Feedback::Solved { .. }
        )
    }
    match case {
        Case::Jungle(puzzle, mv) => {
            let opening = Instant::now();
            let mut session = jungle_session(puzzle, Budget::default()).expect("valid puzzle");
            let opened = opening.elapsed();
            let start = Instant::now();
            let feedback = session.play(*mv);
            let checked = start.elapsed();
            assert!(accepted(&feedback), "{}: {feedback:?}", puzzle.id.get_ref());
            (opened, checked)
        }
        Case::Renju(puzzle, point) => {
            let opening = Instant::now();
            let mut session = renju_session(puzzle, Budget::default()).expect("valid puzzle");
            let opened = opening.elapsed();
            let start = Instant::now();
            let feedback = session.play(*point);
            let checked = start.elapsed();
            assert!(accepted(&feedback), "{}: {feedback:?}", puzzle.id.get_ref());
            (opened, checked)
        }
    }
}

fn report(label: &str, mut times: Vec<(Duration, String)>) {
    times.sort();
    if let (Some((median, _)), Some((max, slowest))) = (times.get(times.len() / 2), times.last()) {
        eprintln!(
            "{label}: {} puzzles, median {median:?}, max {max:?} ({slowest})",
            times.len()
        );
    }
}

fn bench(c: &mut Criterion) {
    let library = Library::load_embedded();
    let cases = cases(&library);
    for (game, is_game) in [
        (
            "jungle",
            (|case: &Case<'_>| matches!(case, Case::Jungle(..))) as fn(&Case<'_>) -> bool,
        ),
        ("renju", |case: &Case<'_>| matches!(case, Case::Renju(..))),
    ] {
        let mut opened = Vec::new();
        let mut checked = Vec::new();
        for case in cases.iter().filter(|case| is_game(case)) {
            let id = match case {
                Case::Jungle(puzzle, _) | Case::Renju(puzzle, _) => puzzle.id.get_ref().clone(),
            };
            let (open, check) = time_once(case);
            opened.push((open, id.clone()));
            checked.push((check, id));
        }
        report(&format!("{game} open session (cold)"), opened);
        report(&format!("{game} learner move (cold)"), checked);
    }
    let mut group = c.benchmark_group("learner_move");
    for case in &cases {
        match case {
            Case::Jungle(puzzle, mv) => {
                group.bench_function(puzzle.id.get_ref(), |b| {
                    b.iter_batched(
                        || jungle_session(puzzle, Budget::default()).expect("valid puzzle"),
                        |mut session| black_box(session.play(*mv)),
                        BatchSize::PerIteration,
                    )
                });
            }
            Case::Renju(puzzle, point) => {
                // Opening a Renju session works out the right first moves (timed above), so one
                // session is opened and restarted before each move.
                let mut session = renju_session(puzzle, Budget::default()).expect("valid puzzle");
                group.bench_function(puzzle.id.get_ref(), |b| {
                    b.iter(|| {
                        session.retry();
                        black_box(session.play(*point))
                    })
                });
            }
        }
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
