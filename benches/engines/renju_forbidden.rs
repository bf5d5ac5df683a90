//! Speed of a full-board scan for Black's forbidden points on realistic 40-stone positions.

use criterion::{Criterion, criterion_group};
use qi_classroom::rules::renju::{Board, Point, ThreeRule, scan_forbidden};
use std::hint::black_box;

/// Three fixed middle-game positions of 40 stones (20 each), written as point lists.
const POSITIONS: [(&str, &str); 3] = [
    (
        "h8 i9 g7 j8 f8 g9 i7 j6 e9 k7 h10 g11 l8 f6 e5 j10 d8 k9 i11 f10",
        "h9 i8 g8 j7 h7 f9 k8 h6 d10 e7 j9 g10 i10 l7 e8 c7 g6 k10 h11 j5",
    ),
    (
        "h8 g9 f10 i7 j6 g7 h6 e8 f7 k9 i10 d9 j8 g5 l10 f5 e6 h11 k6 c8",
        "i9 h9 g8 h7 j9 f8 i6 e9 k7 g6 d10 j10 h10 k5 e7 g10 i8 f6 m11 j7",
    ),
    (
        "h8 j8 g7 i6 f6 k9 h10 e5 g9 j10 d8 l7 i11 f9 k5 g12 e10 c7 m8 j4",
        "i8 h7 g8 j7 h6 k8 h9 f7 i10 e6 j9 g10 l8 k6 f8 h11 d9 i5 e8 l9",
    ),
];

fn board(black: &str, white: &str) -> Board {
    let parse = |list: &str| -> Vec<Point> {
        list.split_whitespace()
            .filter_map(|word| word.parse().ok())
            .collect()
    };
    Board::from_stones(&parse(black), &parse(white)).unwrap_or_default()
}

fn bench(c: &mut Criterion) {
    for (index, (black, white)) in POSITIONS.iter().enumerate() {
        let position = board(black, white);
        assert_eq!(position.stone_count(), 40, "position {index}");
        c.bench_function(&format!("renju forbidden scan, 40 stones #{index}"), |b| {
            b.iter(|| scan_forbidden(black_box(&position), ThreeRule::Literal))
        });
    }
}

criterion_group!(benches, bench);

/// This thread's time on a CPU so far, in nanoseconds (Linux only): unlike wall time it leaves
/// out the time other processes hold the CPU, so it stays meaningful on a loaded machine.
fn cpu_nanos() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()?
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// `RENJU_SCAN_REPEAT=n` runs each position's scan `n` times without criterion, for stable
/// instruction counts under `valgrind --tool=callgrind` (compare n = 1 and n = 1001), and
/// prints wall and on-CPU nanoseconds per scan. Returns whether it ran (then nothing else runs).
pub fn repeat_if_asked() -> bool {
    let Some(repeat) = std::env::var("RENJU_SCAN_REPEAT")
        .ok()
        .and_then(|text| text.parse::<usize>().ok())
    else {
        return false;
    };
    let positions = POSITIONS.map(|(black, white)| board(black, white));
    // The first scan builds the pattern table; keep it out of the timing.
    let mut found = scan_forbidden(&positions[0], ThreeRule::Literal)
        .forbidden
        .len();
    let (wall, cpu) = (std::time::Instant::now(), cpu_nanos());
    for position in &positions {
        for _ in 1..repeat {
            found += scan_forbidden(black_box(position), ThreeRule::Literal)
                .forbidden
                .len();
        }
    }
    let scans = (repeat.max(1) - 1) * positions.len();
    let per_scan = |nanos: f64| nanos / scans.max(1) as f64;
    print!("{scans} timed scans, {found} forbidden points");
    print!(
        ", wall {:.0} ns/scan",
        per_scan(wall.elapsed().as_nanos() as f64)
    );
    if let (Some(start), Some(end)) = (cpu, cpu_nanos()) {
        print!(", on-CPU {:.0} ns/scan", per_scan((end - start) as f64));
    }
    println!();
    true
}
