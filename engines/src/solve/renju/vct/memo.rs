//! What the VCT search remembers about attacker-to-move positions, and how the defender's
//! answers are ordered by it.
//!
//! An and-node (the defender to move, answering threes) has an entry of its own, with the
//! threats left in place of the threats (and its `no_vcf` telling the defender has no VCF;
//! one that has is a failure with any number of threats). An entry keeps the fewest threats a win is known with, the most threats a failure is known
//! with, and whether the position's VCF search has already answered "no VCF" (it answers the
//! same whatever threats are left, so it runs once per position, not once per deepening
//! step), and the proof-number search's numbers of a position still open. Every entry is a proven fact, so the order of the defender's answers changes only
//! the work: an and-node holds if every answer fails, whichever is tried first; answers whose
//! position is already known to hold for the defender are tried first, those known to lose
//! last. Among the rest, the move that last settled a node with as many threats left (a
//! "killer": the attacker's win, the defender's hold) comes first, as the same answer often
//! works in the neighbouring lines.

use super::VctSolver;
use crate::rules::renju::{Board, Point};

/// What is known about one attacker-to-move position.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Entry {
    /// A win is known within this many threats.
    pub(super) win: Option<u8>,
    /// No win within this many threats.
    pub(super) fail: Option<u8>,
    /// The complete VCF search found none here (in an and-node's entry: the defender's).
    pub(super) no_vcf: bool,
    /// The proof-number search's proof and disproof numbers for `at` threats, while
    /// unsettled (see `dfpn`).
    pub(super) pn: u32,
    pub(super) dn: u32,
    pub(super) at: Option<u8>,
    /// In an and-node's entry: the attacker (as if to move) has a VCF within this many moves
    /// (0: none known), and has none within `no_threat` moves (see `threats`).
    pub(super) threat: u8,
    pub(super) no_threat: u8,
}

impl Entry {
    /// The answer within `depth` threats, if known.
    pub(super) fn answer(&self, depth: u8) -> Option<bool> {
        if self.win.is_some_and(|w| w <= depth) {
            return Some(true);
        }
        if self.fail.is_some_and(|f| f >= depth) {
            return Some(false);
        }
        None
    }
}

/// How many depths the killer moves are kept for (deeper nodes get none).
const KILLER_DEPTHS: usize = 16;

/// The move that last settled a node, for each number of threats left.
#[derive(Debug, Clone, Default)]
pub(super) struct Killers {
    attack: [Option<Point>; KILLER_DEPTHS],
    defence: [Option<Point>; KILLER_DEPTHS],
}

/// Set into the key of a defender-to-move position (an and-node facing threes), so that it
/// never meets an attacker-to-move position's entry.
pub(super) const AND_SALT: u64 = 0x9E37_79B9_7F4A_7C15;

impl VctSolver {
    /// The answer of the and-node `board` (defender to move, no five points) within
    /// `remaining` threats, if known.
    pub(super) fn known_and(&self, board: &Board, remaining: u8) -> Option<bool> {
        self.table
            .get(board.hash() ^ AND_SALT)
            .and_then(|entry| entry.answer(remaining))
    }

    /// Remembers the answer of the and-node `board` within `remaining` threats.
    pub(super) fn record_and(&mut self, board: &Board, win: bool, remaining: u8) {
        self.record(board.hash() ^ AND_SALT, win, remaining);
    }

    /// What the table already knows of the attacker to move on `board` within `depth` threats:
    /// Some(true) a win, Some(false) no win, None not known (a look-up, no search).
    pub fn known_answer(&self, board: &Board, depth: u8) -> Option<bool> {
        self.table
            .get(board.hash())
            .and_then(|entry| entry.answer(depth))
    }

    /// Remembers the attacker's move that won an or-node with `depth` threats.
    pub(super) fn note_attack(&mut self, depth: u8, point: Point) {
        if let Some(slot) = self.killers.attack.get_mut(usize::from(depth)) {
            *slot = Some(point);
        }
    }

    /// Remembers the defender's reply that held an and-node with `remaining` threats left.
    pub(super) fn note_defence(&mut self, remaining: u8, reply: Point) {
        if let Some(slot) = self.killers.defence.get_mut(usize::from(remaining)) {
            *slot = Some(reply);
        }
    }

    /// The attacker's `candidates` in the order to try them: the killer for `depth` first.
    pub(super) fn order_candidates(&self, mut candidates: Vec<Point>, depth: u8) -> Vec<Point> {
        let killer = self
            .killers
            .attack
            .get(usize::from(depth))
            .copied()
            .flatten();
        if let Some(at) = candidates.iter().position(|&p| Some(p) == killer) {
            candidates[..=at].rotate_right(1);
        }
        candidates
    }

    /// Remembers that the position `key` wins (or fails) within `depth` threats.
    pub(super) fn record(&mut self, key: u64, win: bool, depth: u8) {
        let entry = self.table.slot(key);
        if win {
            entry.win = Some(entry.win.map_or(depth, |w| w.min(depth)));
        } else {
            entry.fail = Some(entry.fail.map_or(depth, |f| f.max(depth)));
        }
    }

    /// Remembers that the position `key` has no VCF.
    pub(super) fn record_no_vcf(&mut self, key: u64) {
        self.table.slot(key).no_vcf = true;
    }

    /// The defender's `replies` on `board` in the order to try them, `remaining` threats left
    /// to the attacker: first the quiet answers whose position is known to hold for the
    /// defender (the deepest-known first), then the rest in their order, then those known to
    /// lose. The defender's fours (their positions come after the attacker's block) keep their
    /// place among the rest.
    pub(super) fn order_replies(
        &self,
        board: &Board,
        replies: Vec<Point>,
        remaining: u8,
    ) -> Vec<Point> {
        let defender = self.attacker.opponent();
        let killer = self
            .killers
            .defence
            .get(usize::from(remaining))
            .copied()
            .flatten();
        let mut keyed: Vec<(i16, Point)> = replies
            .into_iter()
            .map(|reply| {
                let entry = self.table.get(board.hash_with(reply, defender));
                let rank = match entry.map(|e| (e.answer(remaining), e.fail)) {
                    Some((Some(false), _)) => -300,
                    Some((Some(true), _)) => 300,
                    Some((None, Some(f))) => -100 - i16::from(f),
                    _ if Some(reply) == killer => -1,
                    _ => 0,
                };
                (rank, reply)
            })
            .collect();
        // A stable sort keeps point order within a rank.
        keyed.sort_by_key(|&(rank, _)| rank);
        keyed.into_iter().map(|(_, reply)| reply).collect()
    }
}
