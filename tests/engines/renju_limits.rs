//! The Renju searches run within real bounds: one node budget counts the VCT search's positions
//! and those of every VCF search it runs, the cancel flag stops the VCF searches too, the
//! transposition tables keep to their memory cap without changing an answer, and a puzzle's
//! proof has a budget of its own (over it: an error, not a minute of silence).
#![allow(clippy::unwrap_used)]

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::renju_support;
use renju_support::to_renju;

use qi_classroom::content::Library;
use qi_classroom::rules::renju::{Board, Point, RuleSet, Stone};
use qi_classroom::solve::renju::puzzle::vct_first_moves;
use qi_classroom::solve::renju::{
    DEFAULT_LIMIT, DEFAULT_VCT_NODES, ProofBudget, ProofError, Prover, RenjuGoal, RenjuPuzzle,
    Rules, VcfSolver, VctOutcome, VctSolver, solve_vcf_within,
};

const FREESTYLE: Rules = Rules::new(RuleSet::Freestyle);

/// A few slack positions: the one whose count ran over the budget, and so on.
const SLACK: u64 = 16;

fn points(text: &str) -> Vec<Point> {
    text.split_whitespace()
        .map(|p| p.parse().unwrap())
        .collect()
}

fn board(black: &str, white: &str) -> Board {
    Board::from_stones(&points(black), &points(white)).unwrap()
}

/// Twelve stones a side scattered over the board, Black to move: no one has a four, Black has
/// many ways to make threes and fours, and every VCT position runs a VCF search. The search here
/// is heavy on purpose: 3,000,000 positions (release build) do not settle it. (The position
/// used before was settled within a few hundred positions once a defender with a VCF of its
/// own was known to hold at once.)
fn sparse() -> Board {
    board(
        "k7 f5 j12 h13 g10 f8 l11 f12 c6 l5 k4 e11",
        "k10 e9 k5 g9 c9 m4 c5 i8 f3 l9 d3 d10",
    )
}

/// Fourteen scattered stones a side, Black to move: no VCF, but the search for one visits
/// about a thousand positions from the start position itself.
fn vcf_heavy() -> Board {
    board(
        "f3 g10 j8 f12 l12 h8 j7 l3 h5 l11 k12 i3 d10 f8",
        "f11 l8 e3 j6 f13 i11 k10 d7 m7 i10 d9 j3 h13 i7",
    )
}

/// Two open twos: Black wins by threes (no VCF).
fn quick_vct() -> Board {
    board("h8 i8 j10 j11", "a1 a15 o1 o15")
}

#[test]
fn the_vct_budget_counts_the_vcf_positions() {
    let position = vcf_heavy();
    let mut vcf = VcfSolver::new(FREESTYLE, Stone::Black);
    assert!(!vcf.has_vcf(&position, DEFAULT_LIMIT), "no VCF here");
    let vcf_nodes = vcf.nodes();
    assert!(
        vcf_nodes > 100,
        "the root VCF search alone visits {vcf_nodes}"
    );
    // With no threats left the VCT search is one position and its VCF search.
    let mut enough = VctSolver::new(FREESTYLE, Stone::Black, vcf_nodes + 1);
    assert_eq!(enough.solve(&position, 0), VctOutcome::NoWin);
    assert_eq!(enough.nodes(), vcf_nodes + 1);
    // One position fewer and the VCF search inside is cut: undecided, never "no win".
    let mut short = VctSolver::new(FREESTYLE, Stone::Black, vcf_nodes);
    assert_eq!(short.solve(&position, 0), VctOutcome::Undecided);
    assert!(short.exhausted());
}

#[test]
fn a_sparse_position_is_undecided_within_a_small_budget() {
    let budget = 300;
    let mut solver = VctSolver::new(FREESTYLE, Stone::Black, budget);
    assert_eq!(solver.solve(&sparse(), 8), VctOutcome::Undecided);
    assert!(solver.nodes() <= budget + SLACK, "{}", solver.nodes());
    assert!(solver.nodes() >= budget, "{}", solver.nodes());
    // The default budget bounds it too (whatever it answers).
    let mut solver = VctSolver::new(FREESTYLE, Stone::Black, DEFAULT_VCT_NODES);
    let _ = solver.solve(&sparse(), 8);
    assert!(solver.nodes() <= DEFAULT_VCT_NODES + SLACK);
    let ((vct, vct_cap), (vcf, vcf_cap)) = solver.table_entries();
    assert!(vct <= vct_cap && vcf <= vcf_cap);
}

#[test]
fn a_set_cancel_flag_stops_the_vct_search_and_its_vcf_searches() {
    let flag = Arc::new(AtomicBool::new(true));
    let mut solver = VctSolver::new(FREESTYLE, Stone::Black, DEFAULT_VCT_NODES);
    solver.set_cancel(Some(Arc::clone(&flag)));
    assert_eq!(solver.solve(&quick_vct(), 6), VctOutcome::Undecided);
    assert!(solver.nodes() <= 1);
    // The VCF search alone stops on the flag too.
    let mut vcf = VcfSolver::new(FREESTYLE, Stone::Black);
    vcf.set_cancel(Some(flag));
    assert!(!vcf.has_vcf(&vcf_heavy(), DEFAULT_LIMIT));
    assert!(vcf.exhausted() && vcf.nodes() <= 1);
    // Without the flag the same searches answer.
    assert!(matches!(
        VctSolver::new(FREESTYLE, Stone::Black, DEFAULT_VCT_NODES).solve(&quick_vct(), 6),
        VctOutcome::Win(_)
    ));
}

#[test]
fn the_proof_number_search_keeps_to_the_budget_and_the_cancel_flag() {
    let dfpn = |budget| {
        let mut solver = VctSolver::new(FREESTYLE, Stone::Black, budget);
        // Every deepening step by proof numbers (by default the small ones are depth-first).
        solver.set_depth_first_threats(None);
        solver
    };
    let budget = 300;
    let mut solver = dfpn(budget);
    assert_eq!(solver.solve_dfpn(&sparse(), 8), VctOutcome::Undecided);
    assert!(solver.nodes() <= budget + SLACK, "{}", solver.nodes());
    assert!(solver.nodes() >= budget, "{}", solver.nodes());
    let mut solver = dfpn(budget);
    assert_eq!(solver.first_moves_dfpn(&sparse(), 8), None);
    assert!(solver.nodes() <= budget + SLACK, "{}", solver.nodes());
    // A set flag stops it at once; without the flag it answers as the depth-first search.
    let mut solver = dfpn(DEFAULT_VCT_NODES);
    solver.set_cancel(Some(Arc::new(AtomicBool::new(true))));
    assert_eq!(solver.solve_dfpn(&quick_vct(), 6), VctOutcome::Undecided);
    assert!(solver.nodes() <= 1);
    let mut solver = dfpn(DEFAULT_VCT_NODES);
    assert!(matches!(
        solver.solve_dfpn(&quick_vct(), 6),
        VctOutcome::Win(_)
    ));
    let expected = VctSolver::new(FREESTYLE, Stone::Black, DEFAULT_VCT_NODES)
        .first_moves_depth_first(&quick_vct(), 6)
        .unwrap();
    assert!(!expected.is_empty());
    assert_eq!(
        dfpn(DEFAULT_VCT_NODES).first_moves_dfpn(&quick_vct(), 6),
        Some(expected)
    );
}

#[test]
fn a_cancel_flag_set_while_solving_stops_an_unbounded_search() {
    let flag = Arc::new(AtomicBool::new(false));
    let watched = Arc::clone(&flag);
    let search = std::thread::spawn(move || {
        let mut solver = VctSolver::new(FREESTYLE, Stone::Black, u64::MAX);
        solver.set_cancel(Some(watched));
        // Twenty threats deep with no budget: only the flag ends this in reasonable time.
        (solver.solve(&sparse(), 20), solver.nodes())
    });
    flag.store(true, Ordering::Relaxed);
    let (outcome, nodes) = search.join().unwrap();
    assert_eq!(outcome, VctOutcome::Undecided, "after {nodes} positions");
}

#[test]
fn a_vcf_question_from_outside_has_a_budget() {
    assert_eq!(
        solve_vcf_within(&vcf_heavy(), FREESTYLE, Stone::Black, DEFAULT_LIMIT, 10),
        None
    );
    let decided = solve_vcf_within(
        &vcf_heavy(),
        FREESTYLE,
        Stone::Black,
        DEFAULT_LIMIT,
        u64::MAX,
    )
    .unwrap();
    assert!(!decided.win);
}

fn shipped(goal: RenjuGoal) -> Vec<RenjuPuzzle> {
    shipped_from(goal, "renju-")
}

/// The shipped Renju puzzles with `goal` whose ids start with `prefix`.
fn shipped_from(goal: RenjuGoal, prefix: &str) -> Vec<RenjuPuzzle> {
    let puzzles: Vec<RenjuPuzzle> = Library::load_embedded_trusted()
        .puzzles
        .iter()
        .filter(|p| p.id.get_ref().starts_with(prefix))
        .map(to_renju)
        .filter(|p| p.goal == goal)
        .collect();
    assert!(puzzles.len() >= 3, "{goal:?}");
    puzzles
}

/// A table cap of 16 KiB: a few hundred entries (the full tables of the puzzles below hold
/// thousands). Much smaller and the searches, which lean on their tables, take minutes.
const TINY_TABLE: usize = 16 << 10;

#[test]
fn a_tiny_table_gives_the_answers_of_a_full_one() {
    // The hand-made VCT puzzles: the hard ones (`renju-vct-hard-*`) take minutes each with a
    // tiny table, and the property is the same.
    for puzzle in shipped_from(RenjuGoal::Vct, "renju-vct-0") {
        let depth = puzzle.moves.unwrap_or(8);
        let mut full = VctSolver::new(puzzle.rules, puzzle.to_move, 0);
        let expected = vct_first_moves(&mut full, &puzzle.board, depth, u64::MAX);
        let mut tiny = VctSolver::new(puzzle.rules, puzzle.to_move, 0);
        tiny.set_table_bytes(TINY_TABLE);
        let answer = vct_first_moves(&mut tiny, &puzzle.board, depth, u64::MAX);
        assert!(expected.as_ref().is_some_and(|m| !m.is_empty()));
        assert_eq!(answer, expected);
        let ((vct, vct_cap), (vcf, vcf_cap)) = tiny.table_entries();
        assert!(vct <= vct_cap && vcf <= vcf_cap);
        // The full tables hold more than the tiny ones may: the cap did clear them.
        let ((full_vct, _), (full_vcf, _)) = full.table_entries();
        assert!(
            full_vct > vct_cap || full_vcf > vcf_cap,
            "{full_vct} {full_vcf}"
        );
    }
    for puzzle in shipped(RenjuGoal::Vcf) {
        let expected =
            VcfSolver::new(puzzle.rules, puzzle.to_move).solve(&puzzle.board, DEFAULT_LIMIT);
        let mut tiny = VcfSolver::new(puzzle.rules, puzzle.to_move);
        tiny.set_table_bytes(256);
        assert_eq!(tiny.solve(&puzzle.board, DEFAULT_LIMIT), expected);
        assert!(expected.win);
        let (held, cap) = tiny.table_entries();
        assert!(held <= cap);
    }
}

#[test]
fn a_proof_has_a_budget_of_its_own() {
    let puzzle = shipped(RenjuGoal::Vct).remove(0);
    let mut prover = Prover::new(ProofBudget::default());
    assert!(prover.prove(&puzzle).is_ok());
    let needed = prover.nodes();
    assert!(needed > 0);
    let over = ProofBudget {
        total_nodes: needed / 2,
        ..ProofBudget::default()
    };
    let mut prover = Prover::new(over);
    assert_eq!(prover.prove(&puzzle), Err(ProofError::OverBudget));
    assert!(prover.nodes() <= needed / 2);
    // A single question out of its own budget is "undecided", as before.
    let small_questions = ProofBudget {
        question_nodes: 10,
        ..ProofBudget::default()
    };
    assert_eq!(
        Prover::new(small_questions).prove(&puzzle),
        Err(ProofError::Undecided)
    );
    // A cancelled proof is over budget.
    let cancelled = ProofBudget {
        cancel: Some(Arc::new(AtomicBool::new(true))),
        ..ProofBudget::default()
    };
    assert_eq!(
        Prover::new(cancelled).prove(&puzzle),
        Err(ProofError::OverBudget)
    );
}

#[test]
fn a_twenty_move_vct_puzzle_stops_at_the_proof_budget() {
    let puzzle = RenjuPuzzle {
        board: sparse(),
        to_move: Stone::Black,
        rules: FREESTYLE,
        goal: RenjuGoal::Vct,
        moves: Some(20),
        solution: vec![points("h8")],
    };
    let budget = ProofBudget {
        total_nodes: 300_000,
        ..ProofBudget::default()
    };
    let mut prover = Prover::new(budget);
    assert_eq!(prover.prove(&puzzle), Err(ProofError::OverBudget));
    assert_eq!(prover.nodes(), 300_000);
}

/// A puzzle file for `check`: `count` copies of a VCT puzzle on `black`/`white` (ids `p-1`, …).
fn puzzle_file(count: usize, black: &str, white: &str, moves: u32, first: &str) -> String {
    let quoted = |list: &str| {
        list.split_whitespace()
            .map(|p| format!("\"{p}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut text = String::from("game = \"renju\"\nrules = { rule_set = \"freestyle\" }\n");
    for n in 1..=count {
        text.push_str(&format!(
            "\n[[puzzle]]\nid = \"p-{n}\"\n\
             title = {{ en = \"Far\", zh-CN = \"远\", zh-TW = \"遠\" }}\n\
             black = [{}]\nwhite = [{}]\nto_move = \"black\"\ngoal = \"vct\"\n\
             moves = {moves}\nsolution = [\"{first}\"]\ndifficulty = 3\n",
            quoted(black),
            quoted(white),
        ));
    }
    text
}

fn check(folder: &std::path::Path, args: &[&str]) -> (Option<i32>, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .arg("check")
        .arg(folder)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn check_reports_a_twenty_move_puzzle_over_its_budget() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("far.toml");
    std::fs::write(
        &file,
        puzzle_file(
            1,
            "k7 f5 j12 h13 g10 f8 l11 f12 c6 l5 k4 e11",
            "k10 e9 k5 g9 c9 m4 c5 i8 f3 l9 d3 d10",
            20,
            "h8",
        ),
    )
    .unwrap();
    let (code, stdout) = check(folder.path(), &["--budget-nodes", "200000"]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(stdout.contains("[over-budget]"), "{stdout}");
    assert!(stdout.contains("this puzzle's budget"), "{stdout}");
    // Where the goal's length is, as the other diagnostics point.
    assert!(stdout.contains("far.toml:11:9"), "{stdout}");
    assert!(stdout.contains(": 1 error, 0 warnings"), "{stdout}");
    // In every language, with no message left untranslated.
    for lang in ["zh-CN", "zh-TW"] {
        let (code, stdout) = check(folder.path(), &["--budget-nodes", "200000", "--lang", lang]);
        assert_eq!(code, Some(1), "{stdout}");
        assert!(stdout.contains("[over-budget]"), "{stdout}");
        assert!(stdout.contains("far.toml:11:9"), "{stdout}");
        assert!(!stdout.contains("content-"), "{stdout}");
        assert!(
            stdout.contains("证明") || stdout.contains("證明"),
            "{stdout}"
        );
    }
}

#[test]
fn check_reports_the_puzzles_left_once_the_run_budget_is_spent() {
    let folder = tempfile::tempdir().unwrap();
    // Black's two open twos: a quick VCT win at j8, proven in a few thousand positions.
    std::fs::write(
        folder.path().join("quick.toml"),
        puzzle_file(3, "h8 i8 j10 j11", "a1 a15 o1 o15", 3, "j8"),
    )
    .unwrap();
    let (code, stdout) = check(folder.path(), &[]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(!stdout.contains("over-budget"), "{stdout}");
    let (spent_code, spent) = check(folder.path(), &["--run-budget-nodes", "1"]);
    assert_eq!(spent_code, Some(1), "{spent}");
    assert_eq!(spent.matches("not checked").count(), 3, "{spent}");
    let (_, spent) = check(
        folder.path(),
        &["--run-budget-nodes", "1", "--lang", "zh-TW"],
    );
    assert_eq!(spent.matches("沒有檢查").count(), 3, "{spent}");
    assert!(!spent.contains("content-"), "{spent}");
}
