//! [`VctSolver::move_wins`] as a search that can stop after a number of positions and go on
//! later: the same recursion (or-nodes, and-nodes, threats) on an explicit stack, so a caller
//! with one thread (a browser's page) can spread one question over several frames.
//!
//! It visits the positions in the same order as the recursive search, counts them against the
//! same budget and fills the same table, so its answer, its node count and the table it leaves
//! are those of [`VctSolver::move_wins`]; only the pauses are new. A pause comes before a VCT
//! position is entered, once the slice has visited the positions it was given (the VCF
//! searches' count too); the VCF search of the last position entered is never cut, so a slice
//! goes over by at most the positions of the VCF searches since ([`VctSolver::last_vcf_nodes`]: the threat tests' and the and-nodes' answers count too). An and-node's
//! search for the defender's own VCF is a pause point too, like an or-node's VCF search.

use super::VctSolver;
use crate::rules::renju::{Board, Point};

/// A piece of the recursion still to be entered.
enum Call {
    /// `or_node(board, depth)`: the attacker to move.
    Or(Board, u8),
    /// `and_node(board, remaining)`: the defender to move.
    And(Board, u8),
    /// `and_node_with(board, remaining, wins)`.
    AndWith(Board, u8, Vec<Point>),
    /// The and-node's defender VCF search, then its `replies` (not yet ordered) in turn.
    AndVcf(Board, u8, Vec<Point>),
    /// `threat_wins(board, point, depth, counter)`.
    Threat {
        board: Board,
        point: Point,
        depth: u8,
        counter: Vec<Point>,
    },
}

/// A search node waiting for the answer of the call it made.
enum Frame {
    /// An or-node trying the attacker's candidates in order.
    Or {
        board: Board,
        depth: u8,
        key: u64,
        counter: Vec<Point>,
        candidates: Vec<Point>,
        next: usize,
    },
    /// An and-node trying the defender's replies to the attacker's threes in order.
    And {
        board: Board,
        remaining: u8,
        replies: Vec<Point>,
        next: usize,
    },
}

/// What comes next: a call to enter, or an answer for the frame on top of the stack.
// The board moves straight on to the next call; boxing it would cost an allocation per node.
#[allow(clippy::large_enum_variant)]
enum Next {
    Enter(Call),
    Answer(bool),
}

/// One `move_wins` question being worked through; [`MoveSearch::step`] goes on with it.
pub struct MoveSearch {
    stack: Vec<Frame>,
    next: Option<Next>,
    /// The answer counts only if the budget held (`move_wins` ends `&& !exhausted` except
    /// for a move that makes five at once).
    unless_exhausted: bool,
}

impl std::fmt::Debug for MoveSearch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MoveSearch")
            .field("depth_of_stack", &self.stack.len())
            .finish()
    }
}

impl MoveSearch {
    /// Goes on with the question for `nodes` positions (at least one VCT position is entered;
    /// the VCF search of the last one entered may go past them); the answer of
    /// [`VctSolver::move_wins`] once it is there, None while the search goes on. `solver` must
    /// be the solver the search was started with.
    pub fn step(&mut self, solver: &mut VctSolver, nodes: u64) -> Option<bool> {
        let start = solver.nodes();
        loop {
            match self.next.take()? {
                Next::Enter(call) => {
                    let searches = matches!(call, Call::Or(..) | Call::AndVcf(..));
                    if searches && solver.nodes() - start >= nodes.max(1) {
                        self.next = Some(Next::Enter(call));
                        return None;
                    }
                    self.next = Some(self.enter(solver, call));
                }
                Next::Answer(value) => match self.stack.pop() {
                    None => return Some(value && !(self.unless_exhausted && solver.exhausted())),
                    Some(frame) => self.next = Some(self.resume(solver, frame, value)),
                },
            }
        }
    }

    /// Enters `call`, following its tail calls, until it has an answer or has pushed a frame
    /// (then the frame's first call comes next).
    fn enter(&mut self, solver: &mut VctSolver, call: Call) -> Next {
        let rules = solver.rules;
        let attacker = solver.attacker;
        let defender = attacker.opponent();
        let mut call = call;
        loop {
            call = match call {
                Call::Threat {
                    board,
                    point,
                    depth,
                    counter,
                } => {
                    let forced = match counter.as_slice() {
                        [] => false,
                        [only] if *only == point => true,
                        _ => return Next::Answer(false),
                    };
                    if (depth == 0 && !forced) || !rules.is_legal(&board, point, attacker) {
                        return Next::Answer(false);
                    }
                    let after = board.with(point, attacker);
                    let wins = rules.win_points_through(&after, point, attacker);
                    if forced {
                        match solver.after_forced_block(depth) {
                            Some(left) => Call::AndWith(after, left, wins),
                            None => return Next::Answer(false),
                        }
                    } else {
                        let threatens = !wins.is_empty()
                            || rules.has_straight_four_point(&after, point, attacker)
                            || solver.vcf_threat(&after, depth - 1);
                        if !threatens {
                            return Next::Answer(false);
                        }
                        Call::AndWith(after, depth - 1, wins)
                    }
                }
                Call::And(board, remaining) => {
                    if !rules.win_points(&board, defender).is_empty() {
                        return Next::Answer(false);
                    }
                    let wins = rules.win_points(&board, attacker);
                    Call::AndWith(board, remaining, wins)
                }
                Call::AndWith(board, remaining, wins) => {
                    match wins.as_slice() {
                        [] => {}
                        [block] => {
                            if !rules.is_legal(&board, *block, defender) {
                                return Next::Answer(true);
                            }
                            return Next::Enter(Call::Or(board.with(*block, defender), remaining));
                        }
                        _ => {
                            let wins = solver.four_unstoppable(&board, &wins, remaining);
                            return Next::Answer(wins);
                        }
                    }
                    if let Some(answer) = solver.known_and(&board, remaining) {
                        return Next::Answer(answer);
                    }
                    let Some(replies) = solver.answers(&board, remaining) else {
                        return Next::Answer(false);
                    };
                    if solver.exhausted() {
                        return Next::Answer(false);
                    }
                    if replies.is_empty() {
                        if !solver.exhausted() {
                            solver.record_and(&board, true, remaining);
                        }
                        return Next::Answer(true);
                    }
                    // Back to `step`, which may pause before this VCF search as before an
                    // or-node's.
                    return Next::Enter(Call::AndVcf(board, remaining, replies));
                }
                Call::AndVcf(board, remaining, replies) => {
                    if solver.defender_has_vcf(&board) {
                        solver.record_and(&board, false, remaining);
                        return Next::Answer(false);
                    }
                    let replies = solver.order_replies(&board, replies, remaining);
                    return self.push(
                        solver,
                        Frame::And {
                            board,
                            remaining,
                            replies,
                            next: 0,
                        },
                    );
                }
                Call::Or(board, depth) => return self.enter_or(solver, board, depth),
            };
        }
    }

    /// The or-node's work before its first candidate (as in `VctSolver::or_node`).
    fn enter_or(&mut self, solver: &mut VctSolver, board: Board, depth: u8) -> Next {
        let key = board.hash();
        if let Some(answer) = solver.enter_or(&board, depth, key) {
            return Next::Answer(answer);
        }
        let counter = solver.rules.win_points(&board, solver.attacker.opponent());
        let candidates = match solver.candidates(&board, &counter) {
            Some(candidates) if depth > 0 || !counter.is_empty() => {
                solver.order_candidates(candidates, depth)
            }
            _ => Vec::new(),
        };
        self.push(
            solver,
            Frame::Or {
                board,
                depth,
                key,
                counter,
                candidates,
                next: 0,
            },
        )
    }

    /// Puts `frame` on the stack and makes its first call.
    fn push(&mut self, solver: &mut VctSolver, frame: Frame) -> Next {
        self.stack.push(frame);
        self.advance(solver)
    }

    /// The answer `value` of the call made by `frame`: the frame goes on or has its answer.
    fn resume(&mut self, solver: &mut VctSolver, frame: Frame, value: bool) -> Next {
        match frame {
            Frame::Or {
                key,
                depth,
                candidates,
                next,
                ..
            } if value => {
                if !solver.exhausted() {
                    solver.note_attack(depth, candidates[next - 1]);
                    solver.record(key, true, depth);
                }
                Next::Answer(true)
            }
            Frame::Or { .. } | Frame::And { .. } if solver.exhausted() => Next::Answer(false),
            Frame::And {
                board,
                remaining,
                replies,
                next,
            } if !value => {
                solver.note_defence(remaining, replies[next - 1]);
                solver.record_and(&board, false, remaining);
                Next::Answer(false)
            }
            frame => self.push(solver, frame),
        }
    }

    /// The next call of the frame on top of the stack, or its answer when it has tried all.
    fn advance(&mut self, solver: &mut VctSolver) -> Next {
        let attacker = solver.attacker;
        let defender = attacker.opponent();
        let rules = solver.rules;
        let Some(frame) = self.stack.last_mut() else {
            return Next::Answer(false);
        };
        let call = match frame {
            Frame::Or {
                board,
                depth,
                key,
                counter,
                candidates,
                next,
            } => match candidates.get(*next) {
                Some(&point) => {
                    *next += 1;
                    Call::Threat {
                        board: board.clone(),
                        point,
                        depth: *depth,
                        counter: counter.clone(),
                    }
                }
                None => {
                    // Every candidate failed (the search stops at once when the budget runs
                    // out, so it has not here).
                    let (key, depth) = (*key, *depth);
                    self.stack.pop();
                    if !solver.exhausted() {
                        solver.record(key, false, depth);
                    }
                    return Next::Answer(false);
                }
            },
            Frame::And {
                board,
                remaining,
                replies,
                next,
            } => match replies.get(*next) {
                Some(&reply) => {
                    *next += 1;
                    let after = board.with(reply, defender);
                    match solver.defender_four(board, reply) {
                        Some(counter) => match counter.as_slice() {
                            [block] if rules.is_legal(&after, *block, attacker) => {
                                // The forced block uses no threat (with the moves exact, one
                                // move); the defender moves again.
                                match solver.after_forced_block(*remaining) {
                                    Some(left) => Call::And(after.with(*block, attacker), left),
                                    None => {
                                        if !solver.exhausted() {
                                            solver.note_defence(*remaining, reply);
                                            solver.record_and(board, false, *remaining);
                                        }
                                        self.stack.pop();
                                        return Next::Answer(false);
                                    }
                                }
                            }
                            _ => {
                                if !solver.exhausted() {
                                    solver.note_defence(*remaining, reply);
                                    solver.record_and(board, false, *remaining);
                                }
                                self.stack.pop();
                                return Next::Answer(false);
                            }
                        },
                        None => Call::Or(after, *remaining),
                    }
                }
                None => {
                    if !solver.exhausted() {
                        solver.record_and(board, true, *remaining);
                    }
                    self.stack.pop();
                    return Next::Answer(true);
                }
            },
        };
        Next::Enter(call)
    }
}

impl VctSolver {
    /// Starts [`VctSolver::move_wins`] as a search that goes on in slices
    /// ([`MoveSearch::step`]); the budget is the solver's, as for `move_wins`.
    pub fn start_move(&mut self, board: &Board, point: Point, depth: u8) -> MoveSearch {
        let rules = self.rules;
        let attacker = self.attacker;
        let answer = |value| MoveSearch {
            stack: Vec::new(),
            next: Some(Next::Answer(value)),
            unless_exhausted: false,
        };
        if rules.makes_win(board, point, attacker) {
            return answer(true);
        }
        let call = if !rules.win_points(board, attacker).is_empty() {
            // An old five point stands (never in a puzzle): the plain threat test.
            if depth == 0 || !rules.is_legal(board, point, attacker) {
                return answer(false);
            }
            let after = board.with(point, attacker);
            let threatens = !rules.win_points_through(&after, point, attacker).is_empty()
                || !rules
                    .straight_four_points(&after, point, attacker)
                    .is_empty();
            if !threatens {
                return answer(false);
            }
            Call::And(after, depth - 1)
        } else {
            Call::Threat {
                board: board.clone(),
                point,
                depth,
                counter: rules.win_points(board, attacker.opponent()),
            }
        };
        MoveSearch {
            stack: Vec::new(),
            next: Some(Next::Enter(call)),
            unless_exhausted: true,
        }
    }
}
