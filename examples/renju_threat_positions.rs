//! Generates the threat-search bench set (`benches/data/vct_threat_positions.jsonl`): random
//! Renju positions with no VCF at the start that the VCT search with quiet moves wins within
//! three threats, of the two kinds the plain search missed (issue #44): a White win whose line
//! ends with Black unable to block except on a forbidden point (`"kind":"forbidden"`), and a
//! win that needs a quiet move threatening a VCF (`"kind":"quiet"`: the search without quiet
//! moves finds none within eight threats). One JSON line each on stdout; with `--time [threats]
//! [plain]`, the positions on stdin are timed instead (first win, cold; time on the CPU where Linux tells it), median and max on stderr.
//!
//! `cargo run --profile test --example renju_threat_positions -- 110 [seed] > set.jsonl`
#![allow(clippy::unwrap_used)]

use std::io::BufRead;
use std::time::{Duration, Instant};

use qi_classroom::rules::renju::{Board, Point, RuleSet, Stone};
use qi_classroom::solve::renju::{DEFAULT_LIMIT, Rules, VcfSolver, VctOutcome, VctSolver};
use qi_classroom::solve::seeded::SeededRandom;

const RENJU: Rules = Rules::new(RuleSet::Renju);
/// The threats the set's wins are searched with (`gomoku vct --moves 4`).
const THREATS: u8 = 3;
const NODES: u64 = 2_000_000;
/// The most random positions tried.
const MAX_TRIES: usize = 200_000;
/// How many times `--time` searches each position.
const REPEATS: u32 = 10;

fn random_board(rng: &mut SeededRandom, attacker: Stone) -> Board {
    let count = 5 + rng.index(6);
    let extra = 1 + rng.index(2);
    let mut left = match attacker {
        Stone::Black => [count + extra, count],
        Stone::White => [count, count + extra],
    };
    let mut board = Board::new();
    for tries in 0..10_000 {
        if left == [0, 0] {
            break;
        }
        let point = Point::new(3 + rng.index(9), 3 + rng.index(9)).unwrap();
        let side = usize::from(left[0] == 0 || (left[1] > 0 && tries % 2 == 0));
        let stone = [Stone::Black, Stone::White][side];
        if RENJU.is_legal(&board, point, stone) && !RENJU.makes_win(&board, point, stone) {
            board.place(point, stone);
            left[side] -= 1;
        }
    }
    board
}

/// The kind of win on `board`, if it is one of the set's.
fn kind(board: &Board, attacker: Stone) -> Option<&'static str> {
    if !RENJU.win_points(board, Stone::Black).is_empty()
        || !RENJU.win_points(board, Stone::White).is_empty()
        || VcfSolver::new(RENJU, attacker).has_vcf(board, DEFAULT_LIMIT)
    {
        return None;
    }
    let mut quiet = VctSolver::new(RENJU, attacker, NODES);
    quiet.set_quiet(true);
    let VctOutcome::Win(line) = quiet.solve(board, THREATS) else {
        return None;
    };
    let mut plain = VctSolver::new(RENJU, attacker, NODES);
    if plain.solve(board, 8) == VctOutcome::NoWin {
        return Some("quiet");
    }
    (attacker == Stone::White && ends_forbidden(board, &line)).then_some("forbidden")
}

/// Whether White's line ends with Black's only block on a forbidden point.
fn ends_forbidden(board: &Board, line: &[Point]) -> bool {
    let mut end = board.clone();
    for (i, &p) in line.iter().enumerate() {
        end.place(p, [Stone::White, Stone::Black][i % 2]);
    }
    let fives = RENJU.win_points(&end, Stone::White);
    line.len() % 2 == 1 && fives.len() == 1 && RENJU.is_forbidden(&end, fives[0], Stone::Black)
}

fn names(points: Vec<Point>) -> Vec<String> {
    points.iter().map(Point::to_string).collect()
}

fn generate(wanted: usize, seed: u64) {
    let mut rng = SeededRandom::new(seed);
    let mut found = [0usize; 2];
    for round in 0..MAX_TRIES {
        if found[0] + found[1] >= wanted {
            break;
        }
        // Half of each kind: White for the forbidden endings, both sides for quiet starts.
        let attacker = [Stone::White, Stone::Black][round % 2];
        let board = random_board(&mut rng, attacker);
        let Some(kind) = kind(&board, attacker) else {
            continue;
        };
        let slot = usize::from(kind == "quiet");
        if found[slot] >= wanted.div_ceil(2) {
            continue;
        }
        found[slot] += 1;
        let line = serde_json::json!({
            "rule": "renju",
            "to_move": if attacker == Stone::Black { "black" } else { "white" },
            "black": names(board.stones(Stone::Black)),
            "white": names(board.stones(Stone::White)),
            "kind": kind,
        });
        println!("{line}");
    }
    eprintln!("forbidden endings {}, quiet starts {}", found[0], found[1]);
}

/// Times the positions on stdin: with quiet moves within `threats`, or without (`plain`).
fn time(threats: u8, plain: bool) {
    let mut times = Vec::new();
    let mut unproven = 0;
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        let Ok(value) = serde_json::from_str::<serde_json::Value>(&line) else {
            continue;
        };
        let points = |key: &str| -> Vec<Point> {
            value[key]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|p| p.as_str()?.parse().ok())
                .collect()
        };
        let Ok(board) = Board::from_stones(&points("black"), &points("white")) else {
            continue;
        };
        let attacker = if value["to_move"] == "white" {
            Stone::White
        } else {
            Stone::Black
        };
        // Each position is searched REPEATS times afresh: the CPU time is counted in ticks.
        let (start, cpu) = (Instant::now(), cpu_time());
        for _ in 0..REPEATS {
            let mut solver = VctSolver::new(RENJU, attacker, NODES);
            solver.set_quiet(!plain);
            unproven += usize::from(!solver.attacker_wins(&board, threats));
        }
        // On a shared machine the time on the CPU is the fair measure (Linux), else the clock.
        let spent = match (cpu, cpu_time()) {
            (Some(before), Some(after)) => after.saturating_sub(before),
            _ => start.elapsed(),
        };
        times.push(spent / REPEATS);
    }
    unproven /= REPEATS as usize;
    times.sort();
    let at = |q: f64| {
        times
            .get(((times.len().max(1) - 1) as f64 * q) as usize)
            .copied()
    };
    let show = |d: Option<Duration>| d.map_or("-".to_string(), |d| format!("{d:?}"));
    eprintln!(
        "{} positions, {unproven} not proven; first win median {}, p90 {}, max {}",
        times.len(),
        show(at(0.5)),
        show(at(0.9)),
        show(at(1.0))
    );
}

/// The time this thread has run on a CPU, from `/proc/thread-self/schedstat` (Linux only).
fn cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--time") {
        let threats = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(THREATS);
        time(threats, args.get(2).is_some_and(|a| a == "plain"));
    } else {
        let wanted = args
            .first()
            .and_then(|a| a.parse().ok())
            .unwrap_or(110)
            .min(1000);
        let seed = args
            .get(1)
            .and_then(|a| a.parse().ok())
            .unwrap_or(0x7e5e_a7c4);
        generate(wanted, seed);
    }
}
