//! Times the count of a VCT puzzle's moves ("win in N moves") on the shipped puzzles: for each
//! Renju puzzle with `goal = "vct"` in the files given, the count, the positions visited and the
//! milliseconds. `NODES=60000 cargo run --release --no-default-features --example vct_length --
//! puzzles/*.toml` (`NODES`: the positions each count may visit).

use std::time::Instant;

use qi_classroom::rules::renju::{Board, Point, RuleSet, Stone};
use qi_classroom::solve::renju::Rules;
use qi_classroom::solve::renju::distance::WinLength;

fn points(value: &toml::Value, key: &str) -> Vec<Point> {
    value
        .get(key)
        .and_then(|v| v.as_array())
        .map(|list| {
            list.iter()
                .filter_map(|p| p.as_str()?.parse().ok())
                .collect()
        })
        .unwrap_or_default()
}

fn main() {
    let budget: u64 = std::env::var("NODES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(qi_classroom::solve::renju::distance::DEFAULT_DISTANCE_NODES);
    let mut times = Vec::new();
    for path in std::env::args().skip(1) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Ok(file) = text.parse::<toml::Table>() else {
            continue;
        };
        let freestyle = file
            .get("rules")
            .and_then(|r| r.get("rule_set"))
            .and_then(|r| r.as_str())
            == Some("freestyle");
        let rules = Rules::new(if freestyle {
            RuleSet::Freestyle
        } else {
            RuleSet::Renju
        });
        let puzzles = file.get("puzzle").and_then(|p| p.as_array()).cloned();
        for puzzle in puzzles.unwrap_or_default() {
            if puzzle.get("goal").and_then(|g| g.as_str()) != Some("vct") {
                continue;
            }
            let Ok(board) =
                Board::from_stones(&points(&puzzle, "black"), &points(&puzzle, "white"))
            else {
                continue;
            };
            let to_move = match puzzle.get("to_move").and_then(|g| g.as_str()) {
                Some("white") => Stone::White,
                _ => Stone::Black,
            };
            let mut counter = WinLength::new(rules, to_move);
            counter.set_budget(budget);
            let start = Instant::now();
            let answer = counter.moves_to_win(&board, 12);
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            times.push(ms);
            let id = puzzle.get("id").and_then(|i| i.as_str()).unwrap_or("?");
            let moves = puzzle
                .get("moves")
                .and_then(|m| m.as_integer())
                .unwrap_or(0);
            println!("{id}\tmoves={moves}\t{answer:?}\t{ms:.1} ms");
        }
    }
    times.sort_by(f64::total_cmp);
    if let (Some(max), false) = (times.last(), times.is_empty()) {
        println!(
            "{} puzzles: median {:.1} ms, max {max:.1} ms",
            times.len(),
            times[times.len() / 2]
        );
    }
}
