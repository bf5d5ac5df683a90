//! Forbidden points: the golden cases in `engines/tests/data/renju_forbidden_cases.txt`, and
//! the fast engine compared with a deliberately naive checker written straight from the RIF
//! definitions on thousands of random positions.

// Test helpers may unwrap: a panic is a test failure.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::renju::{
    BlackMove, Board, Direction, ForbiddenKind, Point, RenjuOptions, RuleSet, ShapeKind, Stone,
    ThreeRule, classify_black, explain_forbidden_with, forbidden_kind_with, move_effects,
    scan_forbidden,
};
use qi_engines::solve::seeded::SeededRandom;

// ---------------------------------------------------------------------------------------------
// The naive checker: a plain grid, every line scanned in full, recursion by placing stones.

type Grid = [[Option<Stone>; 15]; 15];

const STEPS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

fn at(grid: &Grid, c: i32, r: i32) -> Option<Option<Stone>> {
    if (0..15).contains(&c) && (0..15).contains(&r) {
        Some(grid[r as usize][c as usize])
    } else {
        None
    }
}

/// The points of the line through (c, r) along `step` that a five through (c, r) can touch
/// (at most four steps away).
fn line_points(c: i32, r: i32, (dc, dr): (i32, i32)) -> Vec<(i32, i32)> {
    (-4..=4)
        .map(|k| (c + k * dc, r + k * dr))
        .filter(|&(qc, qr)| (0..15).contains(&qc) && (0..15).contains(&qr))
        .collect()
}

/// The black run through (c, r) along `step`, as the list of its points.
fn black_run(grid: &Grid, c: i32, r: i32, (dc, dr): (i32, i32)) -> Vec<(i32, i32)> {
    let mut run = vec![(c, r)];
    for sign in [-1, 1] {
        let mut k = 1;
        while at(grid, c + sign * k * dc, r + sign * k * dr) == Some(Some(Stone::Black)) {
            run.push((c + sign * k * dc, r + sign * k * dr));
            k += 1;
        }
    }
    run.sort();
    run
}

/// The distinct fours through (c, r) on one line (already placed): for every empty point on
/// the line, does it make an exact five containing (c, r)? Each four is the five minus that
/// point; fours with the same stones are one four.
fn naive_fours(grid: &mut Grid, c: i32, r: i32, step: (i32, i32)) -> Vec<Vec<(i32, i32)>> {
    let mut fours: Vec<Vec<(i32, i32)>> = Vec::new();
    for (qc, qr) in line_points(c, r, step) {
        if grid[qr as usize][qc as usize].is_some() {
            continue;
        }
        grid[qr as usize][qc as usize] = Some(Stone::Black);
        let run = black_run(grid, c, r, step);
        grid[qr as usize][qc as usize] = None;
        if run.len() == 5 && run.contains(&(qc, qr)) {
            let four: Vec<_> = run.into_iter().filter(|&p| p != (qc, qr)).collect();
            if !fours.contains(&four) {
                fours.push(four);
            }
        }
    }
    fours
}

fn naive_classify(grid: &mut Grid, c: i32, r: i32, rule: ThreeRule) -> BlackMove {
    if grid[r as usize][c as usize].is_some() {
        return BlackMove::Plain;
    }
    grid[r as usize][c as usize] = Some(Stone::Black);
    let verdict = naive_classify_placed(grid, c, r, rule);
    grid[r as usize][c as usize] = None;
    verdict
}

fn naive_classify_placed(grid: &mut Grid, c: i32, r: i32, rule: ThreeRule) -> BlackMove {
    let runs: Vec<usize> = STEPS
        .iter()
        .map(|&step| black_run(grid, c, r, step).len())
        .collect();
    if runs.contains(&5) {
        return BlackMove::Five;
    }
    if runs.iter().any(|&n| n >= 6) {
        return BlackMove::Forbidden(ForbiddenKind::Overline);
    }
    let fours: Vec<usize> = STEPS
        .iter()
        .map(|&step| naive_fours(grid, c, r, step).len())
        .collect();
    if fours.iter().sum::<usize>() >= 2 {
        return BlackMove::Forbidden(ForbiddenKind::DoubleFour);
    }
    // Only lines without a four can hold a three, and a double-three needs two such lines
    // with a straight-four point before any legality is worth checking (the recursion is
    // exponential otherwise).
    let candidates: Vec<Vec<(i32, i32)>> = STEPS
        .iter()
        .enumerate()
        .map(|(index, &step)| {
            if fours[index] == 0 {
                straight_four_points(grid, c, r, step)
            } else {
                Vec::new()
            }
        })
        .collect();
    if candidates
        .iter()
        .filter(|points| !points.is_empty())
        .count()
        < 2
    {
        return BlackMove::Plain;
    }
    let mut threes = 0;
    for points in &candidates {
        let real = points
            .iter()
            .any(|&(qc, qr)| match naive_classify(grid, qc, qr, rule) {
                BlackMove::Plain => true,
                BlackMove::Five => rule == ThreeRule::Lenient,
                BlackMove::Forbidden(_) => false,
            });
        if real {
            threes += 1;
        }
    }
    if threes >= 2 {
        BlackMove::Forbidden(ForbiddenKind::DoubleThree)
    } else {
        BlackMove::Plain
    }
}

/// The empty points q on this line that make a straight four with (c, r): a four, containing
/// both stones, that two different points complete.
fn straight_four_points(grid: &mut Grid, c: i32, r: i32, step: (i32, i32)) -> Vec<(i32, i32)> {
    let mut points = Vec::new();
    for (qc, qr) in line_points(c, r, step) {
        if grid[qr as usize][qc as usize].is_some() {
            continue;
        }
        grid[qr as usize][qc as usize] = Some(Stone::Black);
        let straight = naive_fours(grid, c, r, step)
            .iter()
            .any(|four| four.contains(&(qc, qr)) && completions_of(grid, c, r, step, four) >= 2);
        grid[qr as usize][qc as usize] = None;
        if straight {
            points.push((qc, qr));
        }
    }
    points
}

/// How many empty points on the line turn exactly `four` into an exact five.
fn completions_of(grid: &mut Grid, c: i32, r: i32, step: (i32, i32), four: &[(i32, i32)]) -> usize {
    let mut count = 0;
    for (qc, qr) in line_points(c, r, step) {
        if grid[qr as usize][qc as usize].is_some() {
            continue;
        }
        grid[qr as usize][qc as usize] = Some(Stone::Black);
        let run = black_run(grid, c, r, step);
        grid[qr as usize][qc as usize] = None;
        let rest: Vec<_> = run.iter().copied().filter(|&p| p != (qc, qr)).collect();
        if run.len() == 5 && run.contains(&(qc, qr)) && rest == four {
            count += 1;
        }
    }
    count
}

fn grid_of(board: &Board) -> Grid {
    let mut grid = Grid::default();
    for point in Point::all() {
        grid[point.row()][point.column()] = board.get(point);
    }
    grid
}

// ---------------------------------------------------------------------------------------------
// The golden cases.

#[derive(Debug, Default)]
struct Case {
    name: String,
    black: Vec<Point>,
    white: Vec<Point>,
    rule: ThreeRule,
    expect: Vec<(Point, String)>,
    lines: Vec<(Point, usize, String)>,
}

fn points(words: &[&str]) -> Vec<Point> {
    words.iter().map(|w| w.parse().unwrap()).collect()
}

fn read_cases() -> Vec<Case> {
    let text = include_str!("../data/renju_forbidden_cases.txt");
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix("==") {
            cases.push(Case {
                name: name.trim().to_string(),
                ..Case::default()
            });
            continue;
        }
        let case = cases.last_mut().expect("a case header first");
        let words: Vec<&str> = line.split_whitespace().collect();
        match words[0] {
            "black" => case.black.extend(points(&words[1..])),
            "white" => case.white.extend(points(&words[1..])),
            "rule" => {
                case.rule = match words[1] {
                    "lenient" => ThreeRule::Lenient,
                    "literal" => ThreeRule::Literal,
                    other => panic!("unknown rule {other}"),
                }
            }
            "expect" => case
                .expect
                .push((words[1].parse().unwrap(), words[2].to_string())),
            "lines" => case.lines.push((
                words[1].parse().unwrap(),
                words[2].parse().unwrap(),
                words[3].to_string(),
            )),
            other => panic!("unknown line kind {other:?} in case {}", case.name),
        }
    }
    cases
}

fn verdict_name(verdict: BlackMove) -> &'static str {
    match verdict {
        BlackMove::Five => "five",
        BlackMove::Plain => "none",
        BlackMove::Forbidden(ForbiddenKind::Overline) => "overline",
        BlackMove::Forbidden(ForbiddenKind::DoubleFour) => "double-four",
        BlackMove::Forbidden(ForbiddenKind::DoubleThree) => "double-three",
    }
}

#[test]
fn golden_cases() {
    let cases = read_cases();
    assert!(cases.len() >= 20, "only {} cases", cases.len());
    for case in &cases {
        let board = Board::from_stones(&case.black, &case.white).unwrap();
        assert!(!case.expect.is_empty(), "{}: nothing expected", case.name);
        for (point, expected) in &case.expect {
            let fast = classify_black(&board, *point, case.rule);
            let naive = naive_classify(
                &mut grid_of(&board),
                point.column() as i32,
                point.row() as i32,
                case.rule,
            );
            assert_eq!(
                verdict_name(fast),
                expected,
                "{} at {point}\n{board:?}",
                case.name
            );
            assert_eq!(
                verdict_name(naive),
                expected,
                "naive: {} at {point}",
                case.name
            );
        }
        for (point, count, kind) in &case.lines {
            let verdict = explain_forbidden_with(&board, *point, case.rule).unwrap();
            let kind = match kind.as_str() {
                "four" => ShapeKind::Four,
                "three" => ShapeKind::Three,
                "overline" => ShapeKind::Overline,
                other => panic!("unknown shape {other}"),
            };
            let matching = verdict.lines.iter().filter(|l| l.kind == kind).count();
            assert_eq!(matching, *count, "{}: {verdict:?}", case.name);
        }
    }
}

#[test]
fn explanations_name_the_lines_and_their_points() {
    let board = Board::from_stones(&points(&["f8", "g8", "h6", "h7"]), &[]).unwrap();
    let verdict =
        explain_forbidden_with(&board, "h8".parse().unwrap(), ThreeRule::Literal).unwrap();
    assert_eq!(verdict.kind, ForbiddenKind::DoubleThree);
    let row = verdict
        .lines
        .iter()
        .find(|l| l.direction == Direction::Horizontal)
        .unwrap();
    assert_eq!(row.stones, points(&["f8", "g8", "h8"]));
    assert_eq!(row.completions, points(&["e8", "i8"]));
    let column = verdict
        .lines
        .iter()
        .find(|l| l.direction == Direction::Vertical)
        .unwrap();
    assert_eq!(column.stones, points(&["h6", "h7", "h8"]));
    assert_eq!(column.completions, points(&["h5", "h9"]));
    assert_eq!(
        column.span(),
        Some(("h5".parse().unwrap(), "h9".parse().unwrap()))
    );
    // A fake three lists only the completions that count: here the row's e8 is an overline.
    let board = Board::from_stones(
        &points(&["f8", "g8", "h6", "h7", "e5", "e6", "e7", "e9", "e10"]),
        &points(&["c8"]),
    )
    .unwrap();
    let verdict =
        explain_forbidden_with(&board, "h8".parse().unwrap(), ThreeRule::Literal).unwrap();
    let row = verdict
        .lines
        .iter()
        .find(|l| l.direction == Direction::Horizontal)
        .unwrap();
    assert_eq!(row.completions, points(&["i8"]));
}

// ---------------------------------------------------------------------------------------------
// Random positions.

const ROUNDS: usize = 1200;

/// A position with `black` and `white` stones, placed in a central square of side `spread`.
fn random_board(rng: &mut SeededRandom, black: usize, white: usize, spread: u64) -> Board {
    let mut board = Board::new();
    assert!(
        black + white <= (spread * spread) as usize,
        "the stones must fit"
    );
    let low = (15 - spread) / 2;
    for (stone, count) in [(Stone::Black, black), (Stone::White, white)] {
        let mut placed = 0;
        while placed < count {
            let point = Point::new(
                (low + rng.below(spread)) as usize,
                (low + rng.below(spread)) as usize,
            )
            .unwrap();
            if board.place(point, stone) {
                placed += 1;
            }
        }
    }
    board
}

fn compare_everywhere(board: &Board, rule: ThreeRule, tally: &mut [usize; 5]) {
    let mut grid = grid_of(board);
    let scan = scan_forbidden(board, rule);
    for point in board.empty_points() {
        let fast = classify_black(board, point, rule);
        let naive = naive_classify(&mut grid, point.column() as i32, point.row() as i32, rule);
        assert_eq!(fast, naive, "{point} ({rule:?})\n{board:?}");
        let index = match fast {
            BlackMove::Plain => 0,
            BlackMove::Five => 1,
            BlackMove::Forbidden(ForbiddenKind::Overline) => 2,
            BlackMove::Forbidden(ForbiddenKind::DoubleFour) => 3,
            BlackMove::Forbidden(ForbiddenKind::DoubleThree) => 4,
        };
        tally[index] += 1;
        let in_scan = scan
            .forbidden
            .iter()
            .find(|(p, _)| *p == point)
            .map(|(_, k)| *k);
        assert_eq!(in_scan, forbidden_kind_with(board, point, rule));
        assert_eq!(scan.five_points.contains(&point), fast == BlackMove::Five);
        if let BlackMove::Forbidden(kind) = fast {
            let verdict = explain_forbidden_with(board, point, rule).unwrap();
            assert_eq!(verdict.kind, kind);
            let count = |shape| verdict.lines.iter().filter(|l| l.kind == shape).count();
            match kind {
                ForbiddenKind::Overline => assert!(count(ShapeKind::Overline) >= 1),
                ForbiddenKind::DoubleFour => assert!(count(ShapeKind::Four) >= 2),
                ForbiddenKind::DoubleThree => assert!(count(ShapeKind::Three) >= 2),
            }
            let options = RenjuOptions {
                three_rule: rule,
                ..RenjuOptions::default()
            };
            assert_eq!(
                move_effects(board, point, Stone::Black, &options).forbidden,
                Some(kind)
            );
        }
    }
}

#[test]
fn fast_agrees_with_naive_on_balanced_random_positions() {
    let mut rng = SeededRandom::from_state(0x1234_5678_9ABC_DEF1);
    let mut tally = [0usize; 5];
    for round in 0..ROUNDS {
        let stones = 20 + rng.below(41) as usize;
        let black = stones.div_ceil(2);
        let spread = 9 + rng.below(7);
        let board = random_board(&mut rng, black, stones - black, spread);
        let rule = if round % 4 == 0 {
            ThreeRule::Lenient
        } else {
            ThreeRule::Literal
        };
        compare_everywhere(&board, rule, &mut tally);
    }
    // The sample must actually exercise every verdict.
    assert!(tally.iter().all(|&n| n > 50), "{tally:?}");
}

#[test]
fn fast_agrees_with_naive_on_black_heavy_random_positions() {
    let mut rng = SeededRandom::from_state(0x00DD_BA11_5EED_0042);
    let mut tally = [0usize; 5];
    for round in 0..ROUNDS {
        let black = 14 + rng.below(20) as usize;
        let white = 4 + rng.below(black as u64 / 2) as usize;
        // At least 9×9 so the stones always fit.
        let spread = 9 + rng.below(3);
        let board = random_board(&mut rng, black, white, spread);
        let rule = if round % 3 == 0 {
            ThreeRule::Lenient
        } else {
            ThreeRule::Literal
        };
        compare_everywhere(&board, rule, &mut tally);
    }
    assert!(tally.iter().all(|&n| n > 50), "{tally:?}");
}

#[test]
fn rule_sets_other_than_renju_have_no_forbidden_points() {
    let board = Board::from_stones(&points(&["f8", "g8", "h6", "h7"]), &[]).unwrap();
    for rule_set in [RuleSet::Freestyle, RuleSet::Standard] {
        let options = RenjuOptions {
            rule_set,
            ..RenjuOptions::default()
        };
        let effects = move_effects(&board, "h8".parse().unwrap(), Stone::Black, &options);
        assert_eq!(effects.forbidden, None);
        assert_eq!(effects.threes.len(), 2);
    }
}
