//! Jungle solver speed: checking a learner's move in the hardest shipped puzzles (the session's
//! solver calls, cold table; target ≤ 50 ms) and the full solve of win-in-5 and win-in-7
//! puzzles (every winning first move and the main line).

use criterion::{Criterion, criterion_group};
use qi_classroom::content::{Library, Puzzle, PuzzlePosition};
use qi_classroom::rules::jungle::{Move, Position};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::jungle::solve;
use qi_classroom::tutor::puzzle_session::{jungle_options, jungle_session};
use std::hint::black_box;

fn longest_puzzles(library: &Library, moves: u32) -> Vec<&Puzzle> {
    library
        .puzzles
        .iter()
        .filter(|p| matches!(p.position, PuzzlePosition::Jungle { .. }))
        .filter(|p| p.moves.as_ref().is_some_and(|m| *m.get_ref() == moves))
        .collect()
}

fn first_author_move(puzzle: &Puzzle) -> Move {
    let text = puzzle.solution[0][0].get_ref();
    Move::parse(text).expect("shipped solutions are moves")
}

fn check_learner_move(c: &mut Criterion) {
    let library = Library::load_embedded();
    let mut group = c.benchmark_group("jungle_check_move");
    for moves in [6, 7] {
        for puzzle in longest_puzzles(&library, moves) {
            let id = puzzle.id.get_ref();
            let right = first_author_move(puzzle);
            group.bench_function(format!("{id}_right_move"), |b| {
                b.iter(|| {
                    // A fresh session: nothing cached from an earlier move.
                    let mut session =
                        jungle_session(puzzle, Budget::default()).expect("valid puzzle");
                    black_box(session.play(black_box(right)))
                })
            });
            // A wrong move: the first legal move that is not winning (win slips + refutation).
            let session = jungle_session(puzzle, Budget::default()).expect("valid puzzle");
            let start: Position = *session.position();
            let options = jungle_options(&puzzle.rules).expect("valid rules");
            let plies = puzzle.plies().expect("length");
            let winning = solve(&start, &options, plies, Budget::default()).winning_moves;
            if let Some(&wrong) = start
                .legal_moves(&options)
                .iter()
                .find(|mv| !winning.contains(mv))
            {
                group.bench_function(format!("{id}_wrong_move"), |b| {
                    b.iter(|| {
                        let mut session =
                            jungle_session(puzzle, Budget::default()).expect("valid puzzle");
                        black_box(session.play(black_box(wrong)))
                    })
                });
            }
        }
    }
    group.finish();
}

fn full_solve(c: &mut Criterion) {
    let library = Library::load_embedded();
    let mut group = c.benchmark_group("jungle_full_solve");
    group.sample_size(20);
    for moves in [5, 7] {
        for puzzle in longest_puzzles(&library, moves) {
            let PuzzlePosition::Jungle { fen } = &puzzle.position else {
                continue;
            };
            let position = Position::from_fen(fen.get_ref()).expect("valid");
            let options = jungle_options(&puzzle.rules).expect("valid rules");
            let plies = puzzle.plies().expect("length");
            group.bench_function(puzzle.id.get_ref().as_str(), |b| {
                b.iter(|| black_box(solve(&position, &options, plies, Budget::default())))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, check_learner_move, full_solve);
