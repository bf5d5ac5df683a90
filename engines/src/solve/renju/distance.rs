//! How many moves a Renju win by threats takes: the fewest own moves (the five included) with
//! which the attacker wins against the longest defence, so a VCT puzzle can say "win in 4
//! moves" and count down as the learner plays.
//!
//! The defence is the one the VCT search proves against (see [`super::vct`]): a four must be
//! blocked (a renju Black that cannot block has lost: the five follows), a three is answered by
//! one of [`VctSolver::defender_answers`] (a point that stops every straight four, or a four of
//! the defender's own, which the attacker must block — that block is one of the attacker's
//! moves too). Any other defender move lets the attacker make a straight four and five, two
//! moves, which no answer beats. Each position with `n` moves left is searched once (a table
//! keeps what is known); the VCT search cuts positions that have no win with the threes `n`
//! moves leave room for, each finished by a VCF within the moves left (its moves counted:
//! [`VctSolver::set_moves_counted`]). A node budget bounds the whole question: past it the answer is
//! "unknown", never a wrong count.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::threat::Rules;
use super::vct::VctSolver;
use crate::rules::renju::{Board, Point, Stone};

/// The positions one question may visit by default (the VCT cuts count too).
pub const DEFAULT_DISTANCE_NODES: u64 = 60_000;
/// The most positions the table keeps; a full table starts again (answers stay exact).
const MAX_KNOWN: usize = 200_000;
/// The VCT cuts' table cap: small, a page in a browser has little memory to spare.
const CUT_TABLE_BYTES: usize = 8 << 20;

/// What is known of a position (attacker to move): it wins within `wins_in` moves, and does
/// not win within `not_within` moves.
#[derive(Debug, Clone, Copy, Default)]
struct Known {
    wins_in: Option<u8>,
    not_within: Option<u8>,
}

/// The budget ran out.
struct OutOfBudget;

/// The positions each defender answer gets in the first turn of
/// [`WinLength::loses_within_in_turns`].
const FIRST_TURN_NODES: u64 = 2_000;

/// The defender's situation before its answers are tried.
enum Defences {
    /// Every defence loses (true) or one holds (false), known without trying answers.
    Settled(bool),
    /// The answers to the attacker's threes, to try in turn.
    Answers(Vec<Point>),
}

type Answer = Result<bool, OutOfBudget>;

/// One "how many moves?" question worked on in steps ([`WinLength::step`]).
#[derive(Debug, Clone)]
pub struct LengthQuestion {
    board: Board,
    max_moves: u8,
    /// The count being tried now (every smaller one is known not to win).
    moves: u8,
    /// Positions the question may still visit.
    left: u64,
}

impl LengthQuestion {
    /// How many moves the attacker, to move on `board`, needs (at most `max_moves`), visiting
    /// at most `budget` positions in all.
    pub fn new(board: Board, max_moves: u8, budget: u64) -> LengthQuestion {
        LengthQuestion {
            board,
            max_moves,
            moves: 1,
            left: budget,
        }
    }
}

/// Counts the moves of a win by threats for one attacker; keeps its table between questions
/// (a puzzle asks again after every move, mostly about positions already seen).
#[derive(Debug)]
pub struct WinLength {
    rules: Rules,
    attacker: Stone,
    vct: VctSolver,
    known: HashMap<u64, Known>,
    nodes: u64,
    budget: u64,
    /// Set by another thread to stop the question (it then answers "budget ran out").
    cancel: Option<Arc<AtomicBool>>,
}

impl WinLength {
    /// A counter for `attacker` under `rules` with the default budget per question.
    pub fn new(rules: Rules, attacker: Stone) -> WinLength {
        let mut vct = VctSolver::new(rules, attacker, DEFAULT_DISTANCE_NODES);
        vct.set_table_bytes(CUT_TABLE_BYTES);
        // The cuts count moves: a win within `n` moves needs a VCF within the moves left.
        vct.set_moves_counted(true);
        WinLength {
            rules,
            attacker,
            vct,
            known: HashMap::new(),
            nodes: 0,
            budget: DEFAULT_DISTANCE_NODES,
            cancel: None,
        }
    }

    /// Lets another thread stop every later question by setting `flag`: it then answers as if
    /// its budget had run out (the VCT cuts are stopped too).
    pub fn set_cancel(&mut self, flag: Option<Arc<AtomicBool>>) {
        self.vct.set_cancel(flag.clone());
        self.cancel = flag;
    }

    /// Each question may visit at most `nodes` positions (its own and the VCT cuts').
    pub fn set_budget(&mut self, nodes: u64) {
        self.budget = nodes;
    }

    /// The fewest own moves (the five included) with which the attacker, to move on `board`,
    /// wins: `Some(Some(n))` with `n ≤ max_moves`, `Some(None)` when no win by threats takes
    /// `max_moves` or fewer, `None` when the budget ran out first.
    pub fn moves_to_win(&mut self, board: &Board, max_moves: u8) -> Option<Option<u8>> {
        self.nodes = 0;
        for n in 1..=max_moves {
            match self.wins_within(board, n) {
                Ok(true) => return Some(Some(n)),
                Ok(false) => {}
                Err(OutOfBudget) => return None,
            }
        }
        Some(None)
    }

    /// Defender to move on `board`, after the attacker's threat: does every defence lose
    /// within the attacker's `n` further moves (the five included)? `None` when the budget ran
    /// out first. (A trainer asks this of a learner's quiet move in a VCF puzzle: does it win
    /// too, within the puzzle's length?)
    pub fn defender_loses_within(&mut self, board: &Board, n: u8) -> Option<bool> {
        self.nodes = 0;
        self.loses_within_in_turns(board, n).ok()
    }

    /// Defender to move on `board`, facing the attacker's threes: one of its answers
    /// ([`VctSolver::defender_answers`]) after which the attacker does not win within `n`
    /// further moves, if one is found within the budget (the first found when they are tried
    /// in turns, as [`Self::defender_loses_within`] tries them: after it said "no" this costs
    /// little more than table look-ups).
    pub fn holding_answer(&mut self, board: &Board, n: u8) -> Option<Point> {
        self.nodes = 0;
        let replies = self.vct.defender_answers(board);
        self.holding_in_turns(board, replies, n).ok().flatten()
    }

    /// Works on `question` for at most about `nodes` positions: the count once it is known
    /// (`Some(None)` for no win within the question's moves or when its whole budget is
    /// spent), `None` while there is more to do. A step that runs out starts its position again
    /// the next time, but what it finished stays in the table, so every step gets further.
    pub fn step(&mut self, question: &mut LengthQuestion, nodes: u64) -> Option<Option<u8>> {
        let whole = self.budget;
        self.budget = nodes.min(question.left);
        self.nodes = 0;
        let answer = self.wins_within(&question.board, question.moves);
        self.budget = whole;
        question.left = question.left.saturating_sub(self.nodes);
        match answer {
            Ok(true) => Some(Some(question.moves)),
            Ok(false) if question.moves >= question.max_moves => Some(None),
            Ok(false) => {
                question.moves += 1;
                None
            }
            Err(OutOfBudget) if question.left == 0 => Some(None),
            Err(OutOfBudget) => None,
        }
    }

    fn count(&mut self) -> Result<(), OutOfBudget> {
        self.nodes += 1;
        if self.nodes > self.budget || self.cancelled() {
            return Err(OutOfBudget);
        }
        Ok(())
    }

    /// Whether another thread set the cancel flag (a relaxed load: cheap beside a node's work).
    fn cancelled(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
    }

    /// Attacker to move: does it make five within `n` own moves?
    fn wins_within(&mut self, board: &Board, n: u8) -> Answer {
        if n == 0 {
            return Ok(false);
        }
        self.count()?;
        let (attacker, defender) = (self.attacker, self.attacker.opponent());
        let own_fives = self.rules.win_points(board, attacker);
        if own_fives
            .iter()
            .any(|&p| self.rules.is_legal(board, p, attacker))
        {
            return Ok(true);
        }
        match self.rules.win_points(board, defender).as_slice() {
            [] => {}
            [block] if self.rules.is_legal(board, *block, attacker) => {
                return self.loses_within(&board.with(*block, attacker), n - 1);
            }
            _ => return Ok(false),
        }
        // A three needs a straight four and a five after the answer: three moves in all.
        if n < 2 {
            return Ok(false);
        }
        let key = board.hash();
        let known = self.known.get(&key).copied().unwrap_or_default();
        if known.wins_in.is_some_and(|m| m <= n) {
            return Ok(true);
        }
        if known.not_within.is_some_and(|m| m >= n) {
            return Ok(false);
        }
        let win = self.no_cut(board, n)? && self.some_threat_wins(board, n)?;
        if self.known.len() >= MAX_KNOWN {
            self.known.clear();
        }
        let entry = self.known.entry(key).or_default();
        if win {
            entry.wins_in = Some(entry.wins_in.map_or(n, |m| m.min(n)));
        } else {
            entry.not_within = Some(entry.not_within.map_or(n, |m| m.max(n)));
        }
        Ok(win)
    }

    /// False when the VCT search proves there is no win with the `n − 2` threes that `n`
    /// moves leave room for (the last two are a four and the five), a VCF finishing within
    /// the moves left; true when it cannot.
    fn no_cut(&mut self, board: &Board, n: u8) -> Answer {
        let left = self.budget.saturating_sub(self.nodes);
        self.vct.renew_budget(left);
        let wins = self.vct.attacker_wins(board, n - 2);
        self.nodes += self.vct.nodes();
        if self.nodes > self.budget || self.cancelled() {
            return Err(OutOfBudget);
        }
        Ok(wins || self.vct.exhausted())
    }

    /// Whether the defender, to move on `board` (no five point for either side), has a VCF.
    fn defender_has_vcf(&mut self, board: &Board) -> Answer {
        let left = self.budget.saturating_sub(self.nodes);
        self.vct.renew_budget(left);
        let wins = self.vct.defender_has_vcf(board);
        self.nodes += self.vct.nodes();
        if self.nodes > self.budget || self.cancelled() {
            return Err(OutOfBudget);
        }
        Ok(wins)
    }

    /// Whether one of the attacker's fours (or, with three moves or more left, threes) wins
    /// within `n` moves.
    fn some_threat_wins(&mut self, board: &Board, n: u8) -> Answer {
        let attacker = self.attacker;
        let mut candidates = self.rules.four_candidates(board, attacker);
        if n >= 3 {
            candidates.extend(self.rules.three_candidates(board, attacker));
        }
        let mut tried = super::threat::PointSet::default();
        for point in candidates {
            if !tried.insert(point) || !self.rules.is_legal(board, point, attacker) {
                continue;
            }
            let after = board.with(point, attacker);
            let four = !self
                .rules
                .win_points_through(&after, point, attacker)
                .is_empty();
            let three = !four
                && n >= 3
                && !self
                    .rules
                    .straight_four_points(&after, point, attacker)
                    .is_empty();
            if (four || three) && self.loses_within(&after, n - 1)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Defender to move after the attacker's threat: does every defence lose within the
    /// attacker's `n` further moves?
    fn loses_within(&mut self, board: &Board, n: u8) -> Answer {
        let replies = match self.defences(board, n)? {
            Defences::Settled(answer) => return Ok(answer),
            Defences::Answers(replies) => replies,
        };
        let defender = self.attacker.opponent();
        for reply in replies {
            if !self.wins_within(&board.with(reply, defender), n)? {
                return Ok(false);
            }
        }
        // No answer left (every stopping point forbidden) or every answer loses.
        Ok(true)
    }

    /// [`Self::loses_within`] trying the defender's answers in turns of growing size (two
    /// thousand positions each, four times as many each round) rather than each to the end: a
    /// defence that holds cheaply is found before a dear one is counted out. The answers
    /// are the same; only the order of the work changes, and the table keeps what each turn
    /// finished.
    fn loses_within_in_turns(&mut self, board: &Board, n: u8) -> Answer {
        match self.defences(board, n)? {
            Defences::Settled(answer) => Ok(answer),
            Defences::Answers(replies) => Ok(self.holding_in_turns(board, replies, n)?.is_none()),
        }
    }

    /// The first of `replies` (defender to move on `board`) found in turns after which the
    /// attacker does not win within `n` moves; None if every one loses.
    fn holding_in_turns(
        &mut self,
        board: &Board,
        replies: Vec<Point>,
        n: u8,
    ) -> Result<Option<Point>, OutOfBudget> {
        let defender = self.attacker.opponent();
        let whole = self.budget;
        let mut open = replies;
        let mut turn = FIRST_TURN_NODES;
        while !open.is_empty() {
            let mut unfinished = Vec::new();
            for reply in open {
                self.budget = self.nodes.saturating_add(turn).min(whole);
                let answer = self.wins_within(&board.with(reply, defender), n);
                self.budget = whole;
                match answer {
                    Ok(false) => return Ok(Some(reply)),
                    Ok(true) => {}
                    Err(OutOfBudget) if self.nodes >= whole || self.cancelled() => {
                        return Err(OutOfBudget);
                    }
                    Err(OutOfBudget) => unfinished.push(reply),
                }
            }
            open = unfinished;
            turn = turn.saturating_mul(4);
        }
        Ok(None)
    }

    /// What [`Self::loses_within`] knows before trying the defender's answers: the answer
    /// itself (a five, a forced block, no threat, a defender VCF) or the answers to try.
    fn defences(&mut self, board: &Board, n: u8) -> Result<Defences, OutOfBudget> {
        if n == 0 {
            return Ok(Defences::Settled(false));
        }
        self.count()?;
        let (attacker, defender) = (self.attacker, self.attacker.opponent());
        if !self.rules.win_points(board, defender).is_empty() {
            return Ok(Defences::Settled(false));
        }
        match self.rules.win_points(board, attacker).as_slice() {
            [] => {}
            // One block, legal to the defender: then the attacker moves again.
            [block] if self.rules.is_legal(board, *block, defender) => {
                let wins = self.wins_within(&board.with(*block, defender), n)?;
                return Ok(Defences::Settled(wins));
            }
            // Two fives, or a block forbidden to a renju Black: the five comes next.
            _ => return Ok(Defences::Settled(true)),
        }
        if n < 2 || !self.threatens_straight_four(board) {
            return Ok(Defences::Settled(false));
        }
        // A defender with a VCF of its own wins first, whatever the attacker's threes.
        if self.defender_has_vcf(board)? {
            return Ok(Defences::Settled(false));
        }
        Ok(Defences::Answers(self.vct.defender_answers(board)))
    }

    /// Whether the attacker could make a straight four (two five points) with its next move.
    fn threatens_straight_four(&self, board: &Board) -> bool {
        let attacker = self.attacker;
        self.rules
            .four_candidates(board, attacker)
            .into_iter()
            .any(|t: Point| {
                self.rules.is_legal(board, t, attacker)
                    && !self.rules.makes_win(board, t, attacker)
                    && self
                        .rules
                        .win_points_through(&board.with(t, attacker), t, attacker)
                        .len()
                        >= 2
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::renju::RuleSet;

    fn board(black: &[&str], white: &[&str]) -> Board {
        let points = |names: &[&str]| -> Vec<Point> {
            names.iter().map(|n| n.parse().expect("point")).collect()
        };
        Board::from_stones(&points(black), &points(white)).expect("board")
    }

    fn moves(black: &[&str], white: &[&str]) -> Option<Option<u8>> {
        WinLength::new(Rules::new(RuleSet::Renju), Stone::Black)
            .moves_to_win(&board(black, white), 6)
    }

    #[test]
    fn an_open_four_is_one_move_and_an_open_three_two() {
        assert_eq!(
            moves(&["h8", "i8", "j8", "k8"], &["a1", "a3", "a5"]),
            Some(Some(1))
        );
        assert_eq!(
            moves(&["h8", "i8", "j8"], &["a1", "a3", "a5"]),
            Some(Some(2))
        );
    }

    #[test]
    fn a_four_three_is_three_moves_the_block_between() {
        // j8 makes the four g8–j8 (f8 is White's) and the open three j8–j10.
        let black = ["g8", "h8", "i8", "j9", "j10"];
        let white = ["f8", "a1", "a3", "a5"];
        assert_eq!(moves(&black, &white), Some(Some(3)));
    }

    #[test]
    fn scattered_stones_do_not_win_and_a_spent_budget_says_so() {
        assert_eq!(moves(&["h8", "k11"], &["a1", "o15"]), Some(None));
        let mut counter = WinLength::new(Rules::new(RuleSet::Renju), Stone::Black);
        counter.set_budget(1);
        let four_three = board(&["g8", "h8", "i8", "j9", "j10"], &["f8", "a1", "a3", "a5"]);
        assert_eq!(counter.moves_to_win(&four_three, 6), None);
    }

    #[test]
    fn steps_of_a_few_positions_reach_the_count_a_whole_question_gets() {
        // The shipped puzzle renju-vct-02: a win in five moves, many steps.
        let start = board(
            &["h8", "j6", "i8", "k4", "h5", "i3", "h7", "g2", "i4"],
            &["i6", "h10", "h6", "g8", "h11", "g4", "g12", "k3", "l4"],
        );
        let rules = Rules::new(RuleSet::Renju);
        let whole = WinLength::new(rules, Stone::Black).moves_to_win(&start, 6);
        let mut counter = WinLength::new(rules, Stone::Black);
        let mut question = LengthQuestion::new(start, 6, DEFAULT_DISTANCE_NODES);
        let mut steps = 0;
        let stepped = loop {
            steps += 1;
            if let Some(answer) = counter.step(&mut question, 2_000) {
                break answer;
            }
        };
        assert_eq!(Some(stepped), whole);
        assert!(steps > 3, "{steps} steps");
        let mut starved = LengthQuestion::new(start_board(), 6, 2);
        let mut fresh = WinLength::new(rules, Stone::Black);
        let gave_up = (0..10).find_map(|_| fresh.step(&mut starved, 1));
        assert_eq!(
            gave_up,
            Some(None),
            "a spent question says it does not know"
        );
    }

    fn start_board() -> Board {
        board(&["g8", "h8", "i8", "j9", "j10"], &["f8", "a1", "a3", "a5"])
    }
}
