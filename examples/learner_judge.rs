//! Times the trainer's judgement of every threat a learner could play in every shipped Renju
//! puzzle, from a session that worked out nothing in advance (`renju_session_unprepared`): each
//! move gets a fresh session, so no table and no precomputed right move helps. A move is
//! judged with the computer's answer (the session's whole `play`). Prints per goal the count,
//! median, p90 and max, and the slowest moves. Run: `cargo run --release --no-default-features
//! --example learner_judge [ID-PREFIX]`.

use std::time::{Duration, Instant};

use qi_classroom::content::{Library, PuzzlePosition};
use qi_classroom::solve::bounded::Budget;
use qi_classroom::solve::renju::Rules;
use qi_classroom::tutor::puzzle_session::Feedback;
use qi_classroom::tutor::renju_puzzle::renju_session_unprepared;

fn main() {
    let prefix = std::env::args().nth(1).unwrap_or_default();
    let library = Library::load_embedded();
    let mut by_goal: std::collections::BTreeMap<String, Vec<(Duration, String)>> =
        Default::default();
    let mut undecided = 0;
    // QI_JUDGE_NODES=N: each VCT question of the judge visits at most N positions.
    let judge_nodes: Option<u64> = std::env::var("QI_JUDGE_NODES")
        .ok()
        .and_then(|v| v.parse().ok());
    for puzzle in &library.puzzles {
        let id = puzzle.id.get_ref();
        if !matches!(puzzle.position, PuzzlePosition::Renju { .. }) || !id.starts_with(&prefix) {
            continue;
        }
        let Ok(mut session) = renju_session_unprepared(puzzle, Budget::default()) else {
            continue;
        };
        let board = session.position().board.clone();
        let learner = session.position().to_move;
        let rules: Rules = session.rules_mut().rules();
        let mut moves = rules.three_candidates(&board, learner);
        moves.retain(|&p| rules.is_legal(&board, p, learner));
        let goal = format!("{:?}", puzzle.goal.get_ref());
        for point in moves {
            let mut fresh = renju_session_unprepared(puzzle, Budget::default()).expect("opened");
            if let Some(nodes) = judge_nodes {
                fresh.rules_mut().set_node_budget(nodes);
            }
            let start = Instant::now();
            let feedback = fresh.play(point);
            let took = start.elapsed();
            let verdict = match feedback {
                Feedback::Undecided { .. } => {
                    undecided += 1;
                    println!("undecided: {id} {point}");
                    "undecided"
                }
                Feedback::WinSlips { .. } => "wrong",
                Feedback::Continue { .. } | Feedback::Solved { .. } => "right",
                _ => "other",
            };
            by_goal
                .entry(goal.clone())
                .or_default()
                .push((took, format!("{id} {point} {verdict}")));
        }
    }
    for (goal, mut times) in by_goal {
        times.sort();
        let at = |q: f64| &times[((times.len() - 1) as f64 * q) as usize];
        let over = times
            .iter()
            .filter(|(took, _)| *took > Duration::from_millis(50))
            .count();
        println!(
            "{goal}: {} moves, {over} over 50 ms, median {:.2} ms, p90 {:.2} ms, max {:.2} ms ({})",
            times.len(),
            at(0.5).0.as_secs_f64() * 1e3,
            at(0.9).0.as_secs_f64() * 1e3,
            at(1.0).0.as_secs_f64() * 1e3,
            at(1.0).1
        );
        let shown: usize = std::env::var("QI_JUDGE_SHOW")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(5);
        for (took, what) in times.iter().rev().take(shown) {
            println!("  {:.2} ms {what}", took.as_secs_f64() * 1e3);
        }
    }
    println!("undecided: {undecided}");
}
