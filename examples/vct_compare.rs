//! Compares the two VCT engines, the depth-first search ([`VctSolver::solve_depth_first`],
//! [`VctSolver::first_moves_depth_first`]) and the proof-number search ([`VctSolver::solve_dfpn`],
//! [`VctSolver::first_moves_dfpn`]), on position lines (`benches/data/vct_positions.jsonl`
//! form) read from stdin: for each position the verdicts, the sets of winning first moves,
//! the nodes and the milliseconds of both, each with cold tables; then the mismatches and the
//! median, p90 and max times. Run: `cargo run --release --no-default-features --example
//! vct_compare [depth] [nodes] [repeat] < benches/data/vct_positions.jsonl` (each time the
//! best of `repeat` runs); with `QI_FIRST_ONLY=1` only the first wins are searched.

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

/// One engine's results on one position.
struct Run {
    verdict: &'static str,
    first_ms: f64,
    first_nodes: u64,
    moves: Option<Vec<Point>>,
    all_ms: f64,
    all_nodes: u64,
}

/// Keeps in `best` the faster times of `next` (the same question again: the machine may be
/// loaded, and the answer and the nodes are the same every time).
fn keep_best(best: &mut Run, next: Run) {
    best.first_ms = best.first_ms.min(next.first_ms);
    best.all_ms = best.all_ms.min(next.all_ms);
}

fn run(board: &Board, to_move: Stone, depth: u8, nodes: u64, dfpn: bool) -> Run {
    let fresh = || VctSolver::new(Rules::new(RuleSet::Renju), to_move, nodes);
    let mut solver = fresh();
    let start = Instant::now();
    let outcome = if dfpn {
        solver.solve_dfpn(board, depth)
    } else {
        solver.solve_depth_first(board, depth)
    };
    let first_ms = start.elapsed().as_secs_f64() * 1e3;
    let first_nodes = solver.nodes();
    let verdict = match outcome {
        VctOutcome::Win(_) => "win",
        VctOutcome::NoWin => "nowin",
        VctOutcome::Undecided => "undecided",
    };
    let mut solver = fresh();
    let start = Instant::now();
    let moves = if std::env::var_os("QI_FIRST_ONLY").is_some() {
        None
    } else if dfpn {
        solver.first_moves_dfpn(board, depth)
    } else {
        solver.first_moves_depth_first(board, depth)
    };
    Run {
        verdict,
        first_ms,
        first_nodes,
        moves,
        all_ms: start.elapsed().as_secs_f64() * 1e3,
        all_nodes: solver.nodes(),
    }
}

fn summary(name: &str, mut v: Vec<f64>) {
    v.sort_by(f64::total_cmp);
    if v.is_empty() {
        return;
    }
    let at = |q: f64| v[((v.len() - 1) as f64 * q) as usize];
    let total: f64 = v.iter().sum();
    println!(
        "{name:14} median {:8.2} p90 {:8.2} max {:9.2} total {:10.1} ms",
        at(0.5),
        at(0.9),
        at(1.0),
        total
    );
}

fn main() {
    let arg = |n: usize| std::env::args().nth(n).and_then(|d| d.parse::<u64>().ok());
    let depth = arg(1).map_or(8, |d| d as u8);
    let nodes = arg(2).unwrap_or(2_000_000);
    let repeat = arg(3).map_or(1, |r| r.max(1) as usize);
    let (mut old_runs, mut new_runs) = (Vec::new(), Vec::new());
    let mut mismatches = 0;
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
        // The engines take turns, so that both see the same load.
        let mut old = run(&board, to_move, depth, nodes, false);
        let mut new = run(&board, to_move, depth, nodes, true);
        for _ in 1..repeat {
            keep_best(&mut old, run(&board, to_move, depth, nodes, false));
            keep_best(&mut new, run(&board, to_move, depth, nodes, true));
        }
        let decided = |r: &Run| r.verdict != "undecided" && r.moves.is_some();
        let differs = decided(&old) && decided(&new) && {
            let old_win = old.verdict == "win";
            let new_win = new.verdict == "win";
            old_win != new_win || old.moves != new.moves
        };
        mismatches += usize::from(differs);
        let names = |m: &Option<Vec<Point>>| match m {
            Some(m) => m.iter().map(Point::to_string).collect::<Vec<_>>().join(","),
            None => "?".into(),
        };
        println!(
            "{}{:9} {:9} first {:8.2} {:8.2} ms {:8} {:8} nodes  all {:8.2} {:8.2} ms {:8} {:8} nodes  {} | {}",
            if differs { "MISMATCH " } else { "" },
            old.verdict,
            new.verdict,
            old.first_ms,
            new.first_ms,
            old.first_nodes,
            new.first_nodes,
            old.all_ms,
            new.all_ms,
            old.all_nodes,
            new.all_nodes,
            names(&old.moves),
            names(&new.moves)
        );
        old_runs.push(old);
        new_runs.push(new);
    }
    println!("depth {depth}, budget {nodes}: {mismatches} mismatches");
    for (name, runs) in [("dfs", &old_runs), ("dfpn", &new_runs)] {
        let undecided = runs.iter().filter(|r| r.verdict == "undecided").count();
        let all_undecided = runs.iter().filter(|r| r.moves.is_none()).count();
        let first_nodes: u64 = runs.iter().map(|r| r.first_nodes).sum();
        let all_nodes: u64 = runs.iter().map(|r| r.all_nodes).sum();
        println!(
            "{name}: first undecided {undecided}, nodes {first_nodes}; all undecided {all_undecided}, nodes {all_nodes}"
        );
        summary(
            &format!("{name} first"),
            runs.iter().map(|r| r.first_ms).collect(),
        );
        summary(
            &format!("{name} all"),
            runs.iter().map(|r| r.all_ms).collect(),
        );
    }
}
