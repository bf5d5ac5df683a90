//! The VCT as a depth-first proof-number search (df-pn, Nagai 2002, with the 1+ε thresholds
//! of Pawlewicz and Lew) over the same or/and tree as the depth-first search of
//! [`VctSolver`]: the same attacker candidates, the same exact answers to threes, the same
//! forced blocks, counter-fours, forbidden points, VCF leaves and defender VCFs. Only the
//! order in which the tree is searched changes: the next position to open is the one with the
//! fewest unproven leaves behind the attacker's best threat (or the defender's best answer).
//!
//! A node is an attacker-to-move position with its threats left, or a defender-to-move
//! position answering threes with the threats left to the attacker; the steps between (a
//! forced block, a threat that makes no three, a double four) are followed at once and are no
//! nodes of their own. Proven and disproven nodes are kept in the VCT table as the depth-first
//! search keeps them (a win within `d` threats holds within more, a failure within fewer), so
//! the two searches share what they learn; an open node keeps its proof and disproof numbers
//! for the threats it was searched with. Every node opened is counted on the meter (its VCF
//! search's positions too); once the budget or the cancel flag stops the search it unwinds,
//! records nothing more, and the answer is "undecided".
//!
//! The search deepens one threat at a time as the depth-first one does (a short win first; the
//! table carries what each step proved), and by default the steps up to three threats are
//! searched depth-first ([`VctSolver::set_depth_first_threats`]); a node's moves are followed
//! only when first chosen, and its move lists are kept, so opening it again is cheap.

use super::memo::AND_SALT;
use super::{VctOutcome, VctSolver};
use crate::rules::renju::{Board, Point};

/// An infinite proof or disproof number.
const INF: u32 = 1 << 30;

/// A proof and a disproof number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Numbers {
    pn: u32,
    dn: u32,
}

const PROVEN: Numbers = Numbers { pn: 0, dn: INF };
const DISPROVEN: Numbers = Numbers { pn: INF, dn: 0 };
const FRESH: Numbers = Numbers { pn: 1, dn: 1 };
/// A defender-to-move node not yet opened: it has at least two answers to refute (a three
/// has three or more), so it starts with more to prove than an attacker-to-move one.
const FRESH_AND: Numbers = Numbers { pn: 2, dn: 1 };

/// By default the deepening steps up to this many threats are searched depth-first (as
/// [`VctSolver::solve`] does): their trees are small, and the depth-first search opens each
/// position once where the proof-number search opens some again.
pub(super) const DEPTH_FIRST_THREATS: u8 = 3;

/// The moves of a node, kept so that opening it again does not generate them again.
#[derive(Debug, Clone, Default)]
pub(super) struct Moves {
    /// At an or-node, the defender's five points.
    counter: Box<[Point]>,
    /// The attacker's candidates (in the order of [`VctSolver::candidates`]; None when the
    /// defender has two five points), or the defender's answers (None: no threat).
    pub(super) points: Option<Box<[Point]>>,
}

/// Where a move leads once the forced steps after it are followed.
#[derive(Debug, Clone)]
enum Child {
    /// The attacker has won (a double four, a forbidden block, no legal answer).
    Win,
    /// The attacker's line has failed (no threat, a defender five, a defender double four).
    Loss,
    /// The attacker to move, with these threats left.
    Or(Board, u8),
    /// The defender to move answering threes, with these threats left to the attacker.
    And(Board, u8),
}

impl VctSolver {
    /// Searches `board` (attacker to move) for a win within `depth` threats by proof numbers;
    /// the same answer as [`VctSolver::solve`] (its line need not be the shortest).
    pub fn solve_dfpn(&mut self, board: &Board, depth: u8) -> VctOutcome {
        self.solve_by(board, depth, Self::wins_within, Self::proof_line)
    }

    /// Every first move that wins within `depth` threats, as [`VctSolver::first_moves`]
    /// answers, each proven by proof numbers; None if the budget ran out first.
    pub fn first_moves_dfpn(&mut self, board: &Board, depth: u8) -> Option<Vec<Point>> {
        let won = self.deepening(depth, |solver, d| solver.wins_within(board, d));
        if self.exhausted() {
            return None;
        }
        if won.is_none() {
            return Some(Vec::new());
        }
        self.winning_first_moves(board, depth, Self::move_wins_within)
    }

    /// Lets the proof-number search's deepening steps up to `threats` threats be searched
    /// depth-first (default 3; `None`: none, every step by proof numbers). The answers are
    /// the same; only the work changes.
    pub fn set_depth_first_threats(&mut self, threats: Option<u8>) {
        self.depth_first_threats = threats.map_or(0, |t| t.saturating_add(1));
    }

    /// One deepening step of [`Self::solve_dfpn`]: whether the attacker to move on `board`
    /// wins within `depth` threats.
    fn wins_within(&mut self, board: &Board, depth: u8) -> bool {
        if depth < self.depth_first_threats {
            self.or_node(board, depth)
        } else {
            self.prove(&Child::Or(board.clone(), depth))
        }
    }

    /// One deepening step of [`Self::first_moves_dfpn`]: whether the move on `point` wins
    /// within `depth` threats.
    fn move_wins_within(&mut self, board: &Board, point: Point, depth: u8) -> bool {
        if depth < self.depth_first_threats {
            self.move_wins(board, point, depth)
        } else {
            self.move_wins_dfpn(board, point, depth)
        }
    }

    /// [`VctSolver::move_wins`] by proof numbers.
    pub fn move_wins_dfpn(&mut self, board: &Board, point: Point, depth: u8) -> bool {
        if self.rules.makes_win(board, point, self.attacker) {
            return true;
        }
        let child = if self.rules.win_points(board, self.attacker).is_empty() {
            let counter = self.rules.win_points(board, self.attacker.opponent());
            self.attack_child(board, point, depth, &counter)
        } else {
            // An old five point stands (never in a puzzle): the plain threat test.
            self.plain_threat(board, point, depth)
        };
        self.prove(&child) && !self.exhausted()
    }

    /// [`VctSolver::defender_loses`] by proof numbers.
    pub fn defender_loses_dfpn(&mut self, board: &Board, remaining: u8) -> bool {
        let child = self.and_child(board.clone(), remaining);
        self.prove(&child) && !self.exhausted()
    }

    /// Whether the attacker wins at `child` (false also when the budget ran out).
    fn prove(&mut self, child: &Child) -> bool {
        self.mid(child, INF, INF).pn == 0
    }

    /// The attacker's move on `point` when an old five point of its own stands: it must make
    /// a four or a three, and the defender then moves.
    fn plain_threat(&self, board: &Board, point: Point, depth: u8) -> Child {
        if depth == 0 || !self.rules.is_legal(board, point, self.attacker) {
            return Child::Loss;
        }
        let after = board.with(point, self.attacker);
        let threatens = !self
            .rules
            .win_points_through(&after, point, self.attacker)
            .is_empty()
            || !self
                .rules
                .straight_four_points(&after, point, self.attacker)
                .is_empty();
        if !threatens {
            return Child::Loss;
        }
        self.and_child(after, depth - 1)
    }

    /// Where the attacker's move on `point` leads (`counter`: the defender's five points on
    /// `board`, where the attacker has none), as in `threat_wins`.
    fn attack_child(&mut self, board: &Board, point: Point, depth: u8, counter: &[Point]) -> Child {
        let forced = match counter {
            [] => false,
            [only] if *only == point => true,
            _ => return Child::Loss,
        };
        if (depth == 0 && !forced) || !self.rules.is_legal(board, point, self.attacker) {
            return Child::Loss;
        }
        let after = board.with(point, self.attacker);
        let wins = self.rules.win_points_through(&after, point, self.attacker);
        if forced {
            return match self.after_forced_block(depth) {
                Some(left) => self.child_with(after, left, &wins),
                None => Child::Loss,
            };
        }
        let threatens = !wins.is_empty()
            || self
                .rules
                .has_straight_four_point(&after, point, self.attacker)
            || self.vcf_threat(&after, depth - 1);
        if !threatens {
            return Child::Loss;
        }
        self.child_with(after, depth - 1, &wins)
    }

    /// The defender to move on `board` (as `and_node`).
    fn and_child(&self, board: Board, remaining: u8) -> Child {
        if !self
            .rules
            .win_points(&board, self.attacker.opponent())
            .is_empty()
        {
            return Child::Loss;
        }
        let wins = self.rules.win_points(&board, self.attacker);
        self.child_with(board, remaining, &wins)
    }

    /// The defender to move on `board`, without a five, the attacker's five points `wins`
    /// (as `and_node_with`).
    fn child_with(&self, board: Board, remaining: u8, wins: &[Point]) -> Child {
        match wins {
            [] => Child::And(board, remaining),
            [block] => {
                let defender = self.attacker.opponent();
                if self.rules.is_legal(&board, *block, defender) {
                    Child::Or(board.with(*block, defender), remaining)
                } else {
                    Child::Win
                }
            }
            _ if self.four_unstoppable(&board, wins, remaining) => Child::Win,
            _ => Child::Loss,
        }
    }

    /// Where the defender's answer `reply` to threes on `board` leads (as in `answer_threes`).
    fn reply_child(&self, board: &Board, reply: Point, remaining: u8) -> Child {
        let next = board.with(reply, self.attacker.opponent());
        match self.defender_four(board, reply).as_deref() {
            None => Child::Or(next, remaining),
            Some([block]) if self.rules.is_legal(&next, *block, self.attacker) => {
                // The forced block uses no threat (with the moves exact, one move); the
                // defender moves again.
                match self.after_forced_block(remaining) {
                    Some(left) => self.and_child(next.with(*block, self.attacker), left),
                    None => Child::Loss,
                }
            }
            Some(_) => Child::Loss,
        }
    }

    /// What the table knows of `child`: settled, open with numbers, or fresh.
    fn numbers(&self, child: &Child) -> Numbers {
        let (key, depth) = match child {
            Child::Win => return PROVEN,
            Child::Loss => return DISPROVEN,
            Child::Or(board, depth) => (board.hash(), *depth),
            Child::And(board, remaining) => (board.hash() ^ AND_SALT, *remaining),
        };
        let Some(entry) = self.table.get(key) else {
            return if matches!(child, Child::And(..)) {
                FRESH_AND
            } else {
                FRESH
            };
        };
        match entry.answer(depth) {
            Some(true) => PROVEN,
            Some(false) => DISPROVEN,
            // Open: its numbers, or (a guess to order the search) those found with another
            // number of threats.
            None if entry.at.is_some() => Numbers {
                pn: entry.pn,
                dn: entry.dn,
            },
            // A failure with fewer threats: likely harder to prove.
            None if entry.fail.is_some() => Numbers { pn: 2, dn: 1 },
            None => FRESH,
        }
    }
}

impl VctSolver {
    /// Nagai's multiple iterative deepening: searches `child` until its proof number reaches
    /// `thpn` or its disproof number `thdn` (or the budget runs out); its numbers then. A move
    /// is followed to the node it leads to only when it is first chosen (until then it counts
    /// as a fresh node), so a node proven by its first moves never looks at the others.
    fn mid(&mut self, child: &Child, thpn: u32, thdn: u32) -> Numbers {
        let known = self.numbers(child);
        if known.pn >= thpn || known.dn >= thdn {
            return known;
        }
        let (key, depth, or) = match child {
            Child::Or(board, depth) => (board.hash(), *depth, true),
            Child::And(board, remaining) => (board.hash() ^ AND_SALT, *remaining, false),
            // Settled children never get here (their numbers pass any threshold).
            Child::Win | Child::Loss => return known,
        };
        let (counter, points) = match child {
            Child::Or(board, depth) => self.expand_or(board, *depth),
            Child::And(board, remaining) => (Vec::new(), self.expand_and(board, *remaining)),
            Child::Win | Child::Loss => (Vec::new(), None),
        };
        let Some(points) = points else {
            return if self.exhausted() {
                known
            } else {
                self.numbers(child)
            };
        };
        let mut children: Vec<Option<Child>> = vec![None; points.len()];
        let mut numbers = vec![FRESH; points.len()];
        loop {
            let (own, best, second) = combine(&numbers, or);
            if own.pn >= thpn || own.dn >= thdn {
                self.store(key, depth, own);
                if own.pn == 0 && or {
                    self.note_attack(depth, points[best]);
                } else if own.dn == 0 && !or {
                    self.note_defence(depth, points[best]);
                }
                return own;
            }
            let Some(next) = &children[best] else {
                let next = self.follow(child, points[best], &counter);
                numbers[best] = self.numbers(&next);
                children[best] = Some(next);
                continue;
            };
            let at = numbers[best];
            let (child_pn, child_dn) = if or {
                (thpn.min(grow(second)), add(thdn - own.dn, at.dn))
            } else {
                (add(thpn - own.pn, at.pn), thdn.min(grow(second)))
            };
            numbers[best] = self.mid(next, child_pn, child_dn);
            if self.exhausted() {
                return own;
            }
        }
    }

    /// Where the move on `point` from the open node `node` leads (`counter`: the defender's
    /// five points at an or-node).
    fn follow(&mut self, node: &Child, point: Point, counter: &[Point]) -> Child {
        match node {
            Child::Or(board, depth) => self.attack_child(board, point, *depth, counter),
            Child::And(board, remaining) => self.reply_child(board, point, *remaining),
            Child::Win | Child::Loss => Child::Loss,
        }
    }

    /// Remembers the numbers of the node `key` with `depth` threats (left).
    fn store(&mut self, key: u64, depth: u8, numbers: Numbers) {
        if numbers.pn == 0 {
            self.record(key, true, depth);
        } else if numbers.dn == 0 {
            self.record(key, false, depth);
        } else {
            let entry = self.table.slot(key);
            entry.pn = numbers.pn;
            entry.dn = numbers.dn;
            entry.at = Some(depth);
        }
    }

    /// Opens the attacker-to-move node: counts it, runs its VCF search; the defender's five
    /// points and the attacker's candidates. None when that settles it (recorded in the table)
    /// or the budget ran out.
    fn expand_or(&mut self, board: &Board, depth: u8) -> (Vec<Point>, Option<Vec<Point>>) {
        let key = board.hash();
        if self.enter_or(board, depth, key).is_some() {
            return (Vec::new(), None);
        }
        let moves = match self.moves.get(key) {
            Some(moves) => moves.clone(),
            None => {
                let counter = self.rules.win_points(board, self.attacker.opponent());
                let points = self.candidates(board, &counter);
                let moves = Moves {
                    counter: counter.into(),
                    points: points.map(Vec::into_boxed_slice),
                };
                *self.moves.slot(key) = moves.clone();
                moves
            }
        };
        let counter = moves.counter.into_vec();
        match moves.points {
            Some(candidates) if depth > 0 || !counter.is_empty() => {
                let candidates = self.order_candidates(candidates.into_vec(), depth);
                (counter, Some(candidates))
            }
            _ => {
                self.record(key, false, depth);
                (counter, None)
            }
        }
    }

    /// Opens the defender-to-move node answering threes: counts it, asks whether the defender
    /// has a VCF of its own; its answers. None when that settles it (recorded in the table) or
    /// the budget ran out.
    fn expand_and(&mut self, board: &Board, remaining: u8) -> Option<Vec<Point>> {
        let key = board.hash() ^ AND_SALT;
        if !self.vcf.meter.visit() {
            return None;
        }
        let replies = self.answers(board, remaining);
        if self.exhausted() {
            return None;
        }
        // With the moves counted, a VCF threat depends on the threats left.
        let free_for = if self.moves_counted || self.exact {
            remaining
        } else {
            u8::MAX
        };
        let Some(replies) = replies else {
            // No threat: the defender is free.
            self.record(key, false, free_for);
            return None;
        };
        if replies.is_empty() {
            // A threat and no legal answer: the attacker has won (with the moves exact, with
            // the moves left: fewer might not reach the five).
            self.record(key, true, if self.exact { remaining } else { 0 });
            return None;
        }
        if !self.table.get(key).is_some_and(|entry| entry.no_vcf) {
            if self.defender_has_vcf(board) {
                self.record(key, false, u8::MAX);
                return None;
            }
            if self.exhausted() {
                return None;
            }
            self.table.slot(key).no_vcf = true;
        }
        Some(self.order_replies(board, replies, remaining))
    }
}

/// A node's numbers from its children's (`or`: the attacker to move), the child to search
/// next and the runner-up's number (the proof number at an or-node, the disproof number at an
/// and-node). Open numbers stay below INF.
fn combine(children: &[Numbers], or: bool) -> (Numbers, usize, u32) {
    let (mut least, mut best, mut second) = (INF, 0, INF);
    let mut sum = 0u32;
    for (index, child) in children.iter().enumerate() {
        let (min_part, sum_part) = if or {
            (child.pn, child.dn)
        } else {
            (child.dn, child.pn)
        };
        sum = add(sum, sum_part);
        if min_part < least {
            second = least;
            least = min_part;
            best = index;
        } else if min_part < second {
            second = min_part;
        }
    }
    let (least, sum) = if least == 0 {
        (0, INF)
    } else if sum == 0 {
        (INF, 0)
    } else {
        (least.min(INF - 1), sum.min(INF - 1))
    };
    let own = if or {
        Numbers { pn: least, dn: sum }
    } else {
        Numbers { pn: sum, dn: least }
    };
    (own, best, second)
}

/// The runner-up's number grown by a quarter (at least one): the 1+ε threshold.
fn grow(value: u32) -> u32 {
    add(value, (value / 4).max(1))
}

/// A sum capped at INF.
fn add(a: u32, b: u32) -> u32 {
    a.saturating_add(b).min(INF)
}

impl VctSolver {
    /// A winning line from the attacker-to-move `board`, proven within `depth` threats: each
    /// attacker move one whose position is proven (proved again if the table lost it), each
    /// defender move the first answer.
    fn proof_line(&mut self, board: &Board, depth: u8, line: &mut Vec<Point>) {
        if let Some(&five) = self.rules.win_points(board, self.attacker).first() {
            line.push(five);
            return;
        }
        let outcome = self.vcf.solve(board, self.line_limit(depth));
        if outcome.win {
            line.extend(outcome.line);
            return;
        }
        let counter = self.rules.win_points(board, self.attacker.opponent());
        let Some(candidates) = self.candidates(board, &counter) else {
            return;
        };
        let known = candidates.iter().copied().find(|&point| {
            let child = self.attack_child(board, point, depth, &counter);
            self.numbers(&child).pn == 0
        });
        let Some(point) = known.or_else(|| {
            candidates.iter().copied().find(|&point| {
                let child = self.attack_child(board, point, depth, &counter);
                self.prove(&child) || self.exhausted()
            })
        }) else {
            return;
        };
        line.push(point);
        let remaining = self.after_attack(depth, &counter);
        self.defence_line(
            &board.with(point, self.attacker),
            remaining,
            line,
            Self::proof_line,
        );
    }
}
