//! "Win in N moves", counted as renju puzzles count them (issue #44: 三手胜), against a slow,
//! obviously-correct twin: the fast search with its moves exact
//! (`VctSolver::set_moves_exact`) and the twin must give the same verdict and the same set of
//! winning first moves on generated positions, for N = 2, 3 and 4.
//!
//! The twin counts every attacker stone as one move: the five, a four whose every block is
//! forbidden to a renju Black (the count ends there), and the forced block of a defender
//! four. The attacker, with `n` moves left, has won with a VCF within `n` (the VCF solver,
//! which has its own naive twin in `gomoku_vcf.rs`); otherwise it tries **every** legal empty
//! point of the board that leaves it a five point or a VCF within `n - 1` (the searched kind
//! of move: fours, threes, three-equivalents, quiet VCF threats), or only the block when the
//! defender has a five point. The defender tries **every** legal move (a renju Black's
//! forbidden points are not legal, by the rules engine); facing a five point it cannot block
//! legally anywhere, it has lost; facing no threat at all (no VCF within the moves left) it
//! is free and the attacker's line has failed.
//!
//! Positions where the attacker already has a VCF within N - 1 are left out: there any far
//! move "leaves a VCF", a move the fast search never tries (it changes no line).

use super::vct_twin::{Memo, on_every_core, position_with};
use qi_engines::rules::renju::{Board, Point, RuleSet, Stone};
use qi_engines::solve::renju::{Rules, VcfSolver, VctOutcome, VctSolver};
use qi_engines::solve::seeded::SeededRandom;

const RENJU: Rules = Rules::new(RuleSet::Renju);
const FREESTYLE: Rules = Rules::new(RuleSet::Freestyle);

/// The twin: plain recursion over the moves left, with a memo of answers by position.
struct MovesTwin {
    rules: Rules,
    attacker: Stone,
    vcf: VcfSolver,
    or_seen: Memo,
    and_seen: Memo,
}

impl MovesTwin {
    fn new(rules: Rules, attacker: Stone) -> MovesTwin {
        let mut vcf = VcfSolver::new(rules, attacker);
        vcf.set_forbidden_ends(true);
        MovesTwin {
            rules,
            attacker,
            vcf,
            or_seen: Memo::default(),
            and_seen: Memo::default(),
        }
    }

    /// Whether the attacker (to move or not) has a five point or a VCF within `n` moves.
    fn threatens(&mut self, board: &Board, n: u8) -> bool {
        !self.rules.win_points(board, self.attacker).is_empty()
            || (n > 0 && self.vcf.has_vcf(board, n))
    }

    /// Attacker to move, `n` moves left.
    fn or(&mut self, board: &Board, n: u8) -> bool {
        if let Some(known) = self.or_seen.get(board, n) {
            return known;
        }
        let wins = n > 0
            && (self.vcf.has_vcf(board, n)
                || board
                    .empty_points()
                    .collect::<Vec<_>>()
                    .into_iter()
                    .any(|p| self.move_wins(board, p, n)));
        self.or_seen.insert(board, n, wins);
        wins
    }

    /// The attacker's move on `p` wins within `n` moves (this one included).
    fn move_wins(&mut self, board: &Board, p: Point, n: u8) -> bool {
        if n == 0 || !self.rules.is_legal(board, p, self.attacker) {
            return false;
        }
        if self.rules.makes_win(board, p, self.attacker) {
            return true;
        }
        let forced = match self
            .rules
            .win_points(board, self.attacker.opponent())
            .as_slice()
        {
            [] => false,
            [block] if *block == p => true,
            // Anywhere else the defender makes five.
            _ => return false,
        };
        let after = board.with(p, self.attacker);
        if !forced && !self.threatens(&after, n - 1) {
            return false;
        }
        self.and(&after, n - 1)
    }

    /// Defender to move, `n` moves left to the attacker.
    fn and(&mut self, board: &Board, n: u8) -> bool {
        if let Some(known) = self.and_seen.get(board, n) {
            return known;
        }
        let loses = self.and_unseen(board, n);
        self.and_seen.insert(board, n, loses);
        loses
    }

    fn and_unseen(&mut self, board: &Board, n: u8) -> bool {
        let defender = self.attacker.opponent();
        if !self.rules.win_points(board, defender).is_empty() {
            return false;
        }
        let fives = self.rules.win_points(board, self.attacker);
        // A four no block may stop: the count ends at it.
        if !fives.is_empty()
            && fives
                .iter()
                .all(|&f| !self.rules.is_legal(board, f, defender))
        {
            return true;
        }
        // No threat left within the moves: the defender is free, the line has failed.
        if n == 0 || !self.threatens(board, n) {
            return false;
        }
        let moves: Vec<Point> = board.empty_points().collect();
        for q in moves {
            if self.rules.is_legal(board, q, defender) && !self.or(&board.with(q, defender), n) {
                return false;
            }
        }
        true
    }
}

/// The attacker's moves in `line` (attacker and defender alternating).
fn attacker_moves(line: &[Point]) -> usize {
    line.len().div_ceil(2)
}

/// Compares the fast search (depth-first, and proof numbers at every step) with the twin on
/// one position for a win within `moves`: the twin's winning first moves, if it wins.
fn compare_moves(board: &Board, rules: Rules, attacker: Stone, moves: u8) -> Option<Vec<Point>> {
    let context = format!("{board:?} {rules:?} {attacker:?} moves {moves}");
    let mut fast = VctSolver::new(rules, attacker, u64::MAX);
    fast.set_moves_exact(true);
    let outcome = fast.solve_depth_first(board, moves);
    let first_moves = fast.first_moves_depth_first(board, moves).unwrap();
    let mut dfpn = VctSolver::new(rules, attacker, u64::MAX);
    dfpn.set_moves_exact(true);
    dfpn.set_depth_first_threats(None);
    let dfpn_outcome = dfpn.solve_dfpn(board, moves);
    let dfpn_moves = dfpn.first_moves_dfpn(board, moves).unwrap();
    let mut twin = MovesTwin::new(rules, attacker);
    let twin_moves: Vec<Point> = board
        .empty_points()
        .filter(|&p| twin.move_wins(board, p, moves))
        .collect();
    let twin_win = twin.or(board, moves);
    assert_eq!(matches!(outcome, VctOutcome::Win(_)), twin_win, "{context}");
    assert_eq!(first_moves, twin_moves, "{context}");
    assert_eq!(
        matches!(dfpn_outcome, VctOutcome::Win(_)),
        twin_win,
        "df-pn {context}"
    );
    assert_eq!(dfpn_moves, twin_moves, "df-pn {context}");
    for line in [&outcome, &dfpn_outcome]
        .into_iter()
        .filter_map(|o| match o {
            VctOutcome::Win(line) => Some(line),
            _ => None,
        })
    {
        assert!(twin_moves.contains(&line[0]), "line {line:?} {context}");
        assert!(
            attacker_moves(line) <= usize::from(moves),
            "line {line:?} {context}"
        );
    }
    twin_win.then_some(twin_moves)
}

/// Whether the win on `board` within `moves` needs a first move that is no four (a three, a
/// three-equivalent or a quiet VCF threat): no VCF within `moves` wins.
fn needs_a_quiet_start(board: &Board, rules: Rules, attacker: Stone, moves: u8) -> bool {
    let mut vcf = VcfSolver::new(rules, attacker);
    vcf.set_forbidden_ends(true);
    !vcf.has_vcf(board, moves)
}

#[test]
fn win_in_n_moves_agrees_with_the_twin_on_generated_positions() {
    let mut rng = SeededRandom::new(0x3a11_d5e1);
    let mut cases = Vec::new();
    for round in 0..264 {
        let rules = [RENJU, RENJU, FREESTYLE][round % 3];
        let attacker = [Stone::Black, Stone::White][round / 3 % 2];
        // N = 2 for a quarter, 4 for a twelfth (the dearest), else 3.
        let moves = match round % 12 {
            0 | 4 | 8 => 2,
            5 => 4,
            _ => 3,
        };
        // The attacker has two stones more: wins in three are then common enough.
        let count = 4 + rng.index(5);
        let board = match attacker {
            Stone::Black => position_with(&mut rng, rules, count + 2, count),
            Stone::White => position_with(&mut rng, rules, count, count + 2),
        };
        cases.push((board, rules, attacker, moves));
    }
    // Each answer: None when not compared (a VCF within N - 1 already), else (won, the win
    // needs a first move that is no four, a White win).
    let answers = on_every_core(&cases, |(board, rules, attacker, moves)| {
        let mut vcf = VcfSolver::new(*rules, *attacker);
        vcf.set_forbidden_ends(true);
        if vcf.has_vcf(board, moves - 1) {
            return None;
        }
        let won = compare_moves(board, *rules, *attacker, *moves).is_some();
        let quiet = won && needs_a_quiet_start(board, *rules, *attacker, *moves);
        Some((
            won,
            quiet,
            won && *attacker == Stone::White && *rules == RENJU,
        ))
    });
    let compared = answers.iter().flatten().count();
    let wins = answers.iter().flatten().filter(|a| a.0).count();
    let quiet = answers.iter().flatten().filter(|a| a.1).count();
    let white = answers.iter().flatten().filter(|a| a.2).count();
    eprintln!("compared {compared}, won {wins}, with a quiet start {quiet}, renju White {white}");
    assert!(
        compared >= 150 && wins >= 20 && quiet >= 5,
        "too few: {compared}, {wins}, {quiet}, {white}"
    );
}
