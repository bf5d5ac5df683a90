//! VCF, VCT and defence on hand-made positions, and the fast VCF compared with a naive one.
#![allow(clippy::unwrap_used)]

use qi_engines::rules::renju::{Board, Point, RuleSet, Stone};
use qi_engines::solve::renju::{
    DEFAULT_LIMIT, Rules, VctOutcome, defending_moves, solve_vcf, solve_vct,
};

fn p(name: &str) -> Point {
    name.parse().unwrap()
}

fn points(names: &str) -> Vec<Point> {
    names.split_whitespace().map(p).collect()
}

fn board(black: &str, white: &str) -> Board {
    Board::from_stones(&points(black), &points(white)).unwrap()
}

fn names(list: &[Point]) -> Vec<String> {
    list.iter().map(Point::to_string).collect()
}

const RENJU: Rules = Rules::new(RuleSet::Renju);
const FREESTYLE: Rules = Rules::new(RuleSet::Freestyle);
const STANDARD: Rules = Rules::new(RuleSet::Standard);

#[test]
fn a_simple_vcf_four_then_straight_four() {
    let b = board("h8 i8 j8 k9 k10", "g8 a1 a3 a5 a7");
    for rules in [RENJU, FREESTYLE, STANDARD] {
        let outcome = solve_vcf(&b, rules, Stone::Black, DEFAULT_LIMIT);
        assert!(outcome.win);
        assert_eq!(names(&outcome.first_moves), ["k8"]);
        assert_eq!(outcome.line.len(), 5, "{:?}", names(&outcome.line));
        assert_eq!(names(&outcome.line[..2]), ["k8", "l8"]);
    }
}

#[test]
fn a_vcf_through_a_counter_four() {
    // White's forced block l8 makes a four l8-l11 (l7 is Black): Black must block on l12,
    // which is itself a four (l12-o12), before the straight four on the k column.
    let b = board(
        "h8 i8 j8 k9 k10 l7 m12 n12 o12",
        "g8 l9 l10 l11 a1 a3 a5 a7 a9",
    );
    let outcome = solve_vcf(&b, RENJU, Stone::Black, DEFAULT_LIMIT);
    assert!(outcome.win, "{outcome:?}");
    let line = names(&outcome.line);
    let at = line.iter().position(|m| m == "l8").unwrap();
    assert_eq!(line[at + 1], "l12", "{line:?}");
    // Without Black's l12 four the counter-four refutes the k8 four.
    let b = board("h8 i8 j8 k9 k10 l7", "g8 l9 l10 l11 a1 a3");
    let outcome = solve_vcf(&b, RENJU, Stone::Black, DEFAULT_LIMIT);
    assert!(!outcome.first_moves.contains(&p("k8")), "{outcome:?}");
}

#[test]
fn no_vcf_is_answered_with_empty_lists() {
    let b = board("h8 i9", "h9");
    let outcome = solve_vcf(&b, RENJU, Stone::Black, DEFAULT_LIMIT);
    assert!(!outcome.win);
    assert!(outcome.first_moves.is_empty() && outcome.line.is_empty());
}

#[test]
fn black_cannot_win_with_a_forbidden_double_four() {
    // g8 makes two fours (row d8-g8 and column g5-g8): freestyle wins, renju forbids it.
    let b = board("d8 e8 f8 g5 g6 g7", "c8 g4 a1 a3 a5 a7");
    let free = solve_vcf(&b, FREESTYLE, Stone::Black, DEFAULT_LIMIT);
    assert_eq!(names(&free.first_moves), ["g8"]);
    assert_eq!(free.line.len(), 3);
    let renju = solve_vcf(&b, RENJU, Stone::Black, DEFAULT_LIMIT);
    assert!(!renju.win, "{renju:?}");
}

#[test]
fn white_wins_by_forcing_black_onto_a_forbidden_point() {
    let b = board("f8 g8 h9 h10 c3", "e5 f6 g7 o1");
    let renju = solve_vcf(&b, RENJU, Stone::White, DEFAULT_LIMIT);
    assert!(renju.win);
    assert!(renju.first_moves.contains(&p("d4")), "{renju:?}");
    // In standard rules Black may block on h8, so d4 wins nothing there.
    let standard = solve_vcf(&b, STANDARD, Stone::White, DEFAULT_LIMIT);
    assert!(!standard.first_moves.contains(&p("d4")), "{standard:?}");
}

#[test]
fn a_five_wins_even_on_a_forbidden_shape() {
    // h8 completes d8-h8 and would also make two threes (h9 h10, i9 j10).
    let b = board("d8 e8 f8 g8 h9 h10 i9 j10", "c8 a1 a3 a5 a7 a9 a11 a13");
    let outcome = solve_vcf(&b, RENJU, Stone::Black, DEFAULT_LIMIT);
    assert!(outcome.first_moves.contains(&p("h8")));
    assert_eq!(names(&outcome.line), ["h8"]);
}

#[test]
fn white_overline_wins_in_renju_but_not_in_standard() {
    // White e8 joins b8-d8 and f8-g8 into a six.
    let b = board("a1 a3 a5 a7 a9 a11", "b8 c8 d8 f8 g8");
    let renju = solve_vcf(&b, RENJU, Stone::White, DEFAULT_LIMIT);
    assert_eq!(names(&renju.line), ["e8"]);
    let standard = solve_vcf(&b, STANDARD, Stone::White, DEFAULT_LIMIT);
    assert!(!standard.first_moves.contains(&p("e8")));
    let black = board("b8 c8 d8 f8 g8", "a1 a3 a5 a7 a9");
    assert!(
        !solve_vcf(&black, RENJU, Stone::Black, DEFAULT_LIMIT)
            .first_moves
            .contains(&p("e8"))
    );
    assert!(
        solve_vcf(&black, FREESTYLE, Stone::Black, DEFAULT_LIMIT)
            .first_moves
            .contains(&p("e8"))
    );
}

#[test]
fn defence_lists_every_move_that_stops_the_vcf() {
    // White to defend against Black's k8 four followed by a straight four on the k column.
    let b = board("h8 i8 j8 k9 k10", "g8 a1 a3 a5");
    let moves = defending_moves(&b, RENJU, Stone::White, DEFAULT_LIMIT);
    for good in ["k8", "l8", "k7", "k11"] {
        assert!(moves.contains(&p(good)), "{good} {:?}", names(&moves));
    }
    assert!(!moves.contains(&p("o15")));
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    for m in moves {
        let after = b.with(m, Stone::White);
        assert!(
            !solve_vcf(&after, RENJU, Stone::Black, DEFAULT_LIMIT).win,
            "{m}"
        );
    }
}

#[test]
fn black_defender_never_plays_a_forbidden_point() {
    // White threatens k8 then a straight four; Black's k8 would be a double-three (diagonal
    // i6 j7 and anti-diagonal l7 m6): Black must defend elsewhere.
    let b = board("g8 j7 i6 l7 m6 a1", "h8 i8 j8 k9 k10 a3");
    assert!(RENJU.is_forbidden(&b, p("k8"), Stone::Black));
    let moves = defending_moves(&b, RENJU, Stone::Black, DEFAULT_LIMIT);
    assert!(!moves.contains(&p("k8")), "{:?}", names(&moves));
    assert!(moves.iter().all(|&m| RENJU.is_legal(&b, m, Stone::Black)));
    let free = defending_moves(&b, FREESTYLE, Stone::Black, DEFAULT_LIMIT);
    assert!(free.contains(&p("k8")), "{:?}", names(&free));
}

#[test]
fn a_counter_four_that_only_delays_is_no_defence() {
    // Black has two open threes (rows 8 and 12): no White move stops both. White's four on a4
    // is blocked on a5, and White then faces both threes again.
    let b = board("h8 i8 j8 c12 d12 e12", "a1 a2 a3 o15 o10 m13");
    assert_eq!(
        defending_moves(&b, RENJU, Stone::White, DEFAULT_LIMIT),
        Vec::<Point>::new()
    );
    // Without Black's second three, blocking the first one defends, and so does the four
    // (after the block White still gets to stop the three).
    let one = board("h8 i8 j8 c12 d12", "a1 a2 a3 o15 o10 m13");
    let moves = defending_moves(&one, RENJU, Stone::White, DEFAULT_LIMIT);
    assert!(
        moves.contains(&p("g8")) && moves.contains(&p("k8")),
        "{moves:?}"
    );
    assert!(moves.contains(&p("a4")), "{moves:?}");
}

#[test]
fn vct_finds_a_three_then_four_three_win() {
    // Two open twos: j8 makes two open threes at once (no four anywhere, so no VCF).
    let b = board("h8 i8 j10 j11", "a1 a15 o1 o15");
    assert!(!solve_vcf(&b, FREESTYLE, Stone::Black, DEFAULT_LIMIT).win);
    match solve_vct(&b, FREESTYLE, Stone::Black, 6, 200_000) {
        VctOutcome::Win(line) => assert!(!line.is_empty()),
        other => panic!("{other:?}"),
    }
    let empty = board("h8", "a1");
    assert_eq!(
        solve_vct(&empty, FREESTYLE, Stone::Black, 4, 200_000),
        VctOutcome::NoWin
    );
    let tiny = board("h8 i8 j10 j11", "a1 a15 o1 o15");
    assert_eq!(
        solve_vct(&tiny, FREESTYLE, Stone::Black, 6, 1),
        VctOutcome::Undecided
    );
}

/// Plain recursion over every four-making move, no table, no candidate shortcuts.
fn naive_wins(board: &Board, rules: Rules, attacker: Stone, limit: u8) -> bool {
    if limit == 0 {
        return false;
    }
    let empties: Vec<Point> = board.empty_points().collect();
    if empties.iter().any(|&q| rules.makes_win(board, q, attacker)) {
        return true;
    }
    empties
        .iter()
        .any(|&q| naive_four_wins(board, rules, attacker, q, limit))
}

fn naive_four_wins(board: &Board, rules: Rules, attacker: Stone, q: Point, limit: u8) -> bool {
    let defender = attacker.opponent();
    if limit < 2 || !rules.is_legal(board, q, attacker) {
        return false;
    }
    if rules.makes_win(board, q, attacker) {
        return true;
    }
    let after = board.with(q, attacker);
    let empties: Vec<Point> = after.empty_points().collect();
    let wins: Vec<Point> = empties
        .iter()
        .copied()
        .filter(|&w| rules.makes_win(&after, w, attacker))
        .collect();
    let fresh = wins.iter().any(|&w| !rules.makes_win(board, w, attacker));
    if !fresh
        || empties
            .iter()
            .any(|&d| rules.makes_win(&after, d, defender))
    {
        return false;
    }
    if wins.len() >= 2 {
        return true;
    }
    let block = wins[0];
    if !rules.is_legal(&after, block, defender) {
        return true;
    }
    naive_wins(&after.with(block, defender), rules, attacker, limit - 1)
}

fn naive_first_moves(board: &Board, rules: Rules, attacker: Stone, limit: u8) -> Vec<Point> {
    board
        .empty_points()
        .filter(|&q| {
            naive_four_wins(board, rules, attacker, q, limit)
                || (limit >= 1 && rules.makes_win(board, q, attacker))
        })
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect()
}

#[test]
fn fast_vcf_agrees_with_the_naive_search_on_random_positions() {
    let mut seed = 0x1234_5678_9abc_def0u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut wins = 0;
    for round in 0..300 {
        let rules = [RENJU, FREESTYLE, STANDARD][round % 3];
        let count = 6 + (next() % 9) as usize;
        let mut b = Board::new();
        let mut placed = 0;
        while placed < 2 * count {
            let column = 3 + (next() % 8) as usize;
            let row = 3 + (next() % 8) as usize;
            let stone = if placed % 2 == 0 {
                Stone::Black
            } else {
                Stone::White
            };
            if b.place(Point::new(column, row).unwrap(), stone) {
                placed += 1;
            }
        }
        let attacker = if next() % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        let limit = 4;
        let fast = solve_vcf(&b, rules, attacker, limit);
        let naive = naive_first_moves(&b, rules, attacker, limit);
        assert_eq!(fast.first_moves, naive, "{b:?} {rules:?} {attacker:?}");
        assert_eq!(fast.win, naive_wins(&b, rules, attacker, limit));
        if fast.win {
            wins += 1;
            assert!(!fast.line.is_empty());
            assert!(fast.first_moves.contains(&fast.line[0]));
        }
    }
    assert!(wins > 30, "too few winning positions to compare: {wins}");
}
