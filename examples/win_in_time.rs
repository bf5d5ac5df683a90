//! Times the "win in N moves" search (the VCT search with its moves exact, as `gomoku vct
//! --moves N` and Renju `win-in` puzzles ask it) on position lines read from stdin
//! (`benches/data/vct_threat_positions.jsonl` form): one line per position with the answer,
//! the nodes and the milliseconds of the first win, then the median and the most over the
//! wins. Run: `cargo run --release --example win_in_time -- 3 < positions.jsonl` (the moves,
//! then optionally the node budget).

use std::io::BufRead;
use std::time::Instant;

use qi_classroom::rules::renju::{Board, Point, RuleSet, Stone};
use qi_classroom::solve::renju::{Rules, VctOutcome, VctSolver};

fn points(value: &serde_json::Value, key: &str) -> Vec<Point> {
    value[key]
        .as_array()
        .map(|list| {
            list.iter()
                .filter_map(|p| p.as_str()?.parse().ok())
                .collect()
        })
        .unwrap_or_default()
}

fn main() {
    let moves: u8 = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(3);
    let nodes: u64 = std::env::args()
        .nth(2)
        .and_then(|d| d.parse().ok())
        .unwrap_or(2_000_000);
    let mut wins = Vec::new();
    let (mut no_win, mut undecided) = (0, 0);
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        let Ok(value) = serde_json::from_str::<serde_json::Value>(&line) else {
            continue;
        };
        let Ok(board) = Board::from_stones(&points(&value, "black"), &points(&value, "white"))
        else {
            continue;
        };
        let to_move = if value["to_move"] == "white" {
            Stone::White
        } else {
            Stone::Black
        };
        let rule = if value["rule"] == "freestyle" {
            RuleSet::Freestyle
        } else {
            RuleSet::Renju
        };
        let mut solver = VctSolver::new(Rules::new(rule), to_move, nodes);
        solver.set_moves_exact(true);
        let start = Instant::now();
        let outcome = solver.solve(&board, moves);
        let ms = start.elapsed().as_secs_f64() * 1e3;
        let answer = match &outcome {
            VctOutcome::Win(line) => {
                wins.push(ms);
                format!("win {}", line.len().div_ceil(2))
            }
            VctOutcome::NoWin => {
                no_win += 1;
                "no win".to_owned()
            }
            VctOutcome::Undecided => {
                undecided += 1;
                "undecided".to_owned()
            }
        };
        println!("{answer}\t{} nodes\t{ms:.2} ms", solver.nodes());
    }
    wins.sort_by(f64::total_cmp);
    let median = wins.get(wins.len() / 2).copied().unwrap_or(0.0);
    let most = wins.last().copied().unwrap_or(0.0);
    println!(
        "moves {moves}: {} wins (first win median {median:.2} ms, max {most:.2} ms), {no_win} no win, {undecided} undecided",
        wins.len()
    );
}
