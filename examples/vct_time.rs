//! Times the VCT search on position lines (`benches/data/vct_positions.jsonl` form) read from
//! stdin: one line per position with the answer, the nodes and the milliseconds of the first
//! win and of every winning first move. Run: `cargo run --release --no-default-features
//! --example vct_time < benches/data/vct_positions.jsonl`.

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
    let depth: u8 = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(8);
    let nodes: u64 = std::env::args()
        .nth(2)
        .and_then(|d| d.parse().ok())
        .unwrap_or(2_000_000);
    let mut firsts = Vec::new();
    let mut alls = Vec::new();
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
        let mut solver = VctSolver::new(Rules::new(RuleSet::Renju), to_move, nodes);
        let start = Instant::now();
        let outcome = solver.solve(&board, depth);
        let first = start.elapsed().as_secs_f64() * 1e3;
        let used = solver.nodes();
        // With `QI_ALL_AT_WIN=1` every winning first move is asked for within the shortest
        // win's own threat count (a puzzle's length), not within the depth limit.
        let all_depth = if std::env::var_os("QI_ALL_AT_WIN").is_some() {
            let mut probe = VctSolver::new(Rules::new(RuleSet::Renju), to_move, nodes);
            (0..=depth)
                .find(|&d| probe.attacker_wins(&board, d))
                .unwrap_or(depth)
        } else {
            depth
        };
        let mut solver = VctSolver::new(Rules::new(RuleSet::Renju), to_move, nodes);
        let start = Instant::now();
        let moves = solver.first_moves(&board, all_depth);
        let all = start.elapsed().as_secs_f64() * 1e3;
        let verdict = match &outcome {
            VctOutcome::Win(line) => format!("win {}", line.len()),
            VctOutcome::NoWin => "nowin".to_string(),
            VctOutcome::Undecided => "undecided".to_string(),
        };
        let moves: Vec<String> = moves
            .map(|m| m.iter().map(Point::to_string).collect())
            .unwrap_or_else(|| vec!["?".into()]);
        println!(
            "{verdict:10} nodes {used:8} first {first:9.2} ms  all(d{all_depth}) {all:9.2} ms {}",
            moves.join(",")
        );
        firsts.push(first);
        alls.push(all);
    }
    for (name, mut v) in [("first", firsts), ("all", alls)] {
        v.sort_by(f64::total_cmp);
        if v.is_empty() {
            continue;
        }
        let at = |q: f64| v[((v.len() - 1) as f64 * q) as usize];
        println!(
            "{name}: median {:.2} p90 {:.2} max {:.2} ms",
            at(0.5),
            at(0.9),
            at(1.0)
        );
    }
}
