//! Drawing a proven win as a line: the attacker's winning moves, the defender's forced blocks
//! and answers (with the moves exact, the answer that makes the attacker use the most moves,
//! as the trainer's reply does), each closing VCF no longer than the moves left allow.

use super::VctSolver;
use crate::rules::renju::{Board, Point};
use crate::solve::renju::vcf::DEFAULT_LIMIT;

impl VctSolver {
    /// The defender's answer a winning line shows: the first of `answers`; with the moves
    /// exact one that makes the attacker use as many of the `remaining` moves as it can (a
    /// reply that holds against a win within `m` moves, for the largest `m` below
    /// `remaining`; a counter-four's forced block counted), as the trainer's reply does, so a
    /// "win in N" line shows the longest defence, not a quick loss. Such a reply need not stop
    /// the threat just made: stopping a three may allow a quicker forbidden-point finish.
    fn longest_answer(&mut self, board: &Board, answers: &[Point], remaining: u8) -> Option<Point> {
        let first = answers.first().copied();
        if !self.exact {
            return first;
        }
        for m in (1..remaining).rev() {
            // The answers to a threat within `m` (None: no such threat, nothing to hold).
            let replies = self.answers(board, m).unwrap_or_default();
            for reply in replies {
                let loses = self.reply_loses(board, reply, m);
                if self.exhausted() {
                    return first;
                }
                if !loses {
                    return Some(reply);
                }
            }
        }
        first
    }

    /// The longest VCF a winning line may close with at `depth`: any, or with the moves
    /// exact the moves left.
    pub(super) fn line_limit(&self, depth: u8) -> u8 {
        if self.exact {
            self.leaf_limit(depth)
        } else {
            DEFAULT_LIMIT
        }
    }

    /// The depth left to the attacker after its move at `depth` (`counter`: the defender's
    /// five points before it): the forced block of a defender four uses no threat, but with
    /// the moves exact every move counts.
    pub(super) fn after_attack(&self, depth: u8, counter: &[Point]) -> u8 {
        if counter.is_empty() || self.exact {
            depth.saturating_sub(1)
        } else {
            depth
        }
    }

    pub(super) fn principal_line(&mut self, board: &Board, depth: u8, line: &mut Vec<Point>) {
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
        for point in candidates {
            if self.threat_wins(board, point, depth, &counter) {
                line.push(point);
                let remaining = self.after_attack(depth, &counter);
                self.defence_line(
                    &board.with(point, self.attacker),
                    remaining,
                    line,
                    Self::principal_line,
                );
                return;
            }
        }
    }

    /// The defender's part of a winning line: the forced block or the first answer to the
    /// threes, then `attack` (the attacker's part: [`Self::principal_line`], or the proof-number
    /// search's own) goes on.
    pub(super) fn defence_line(
        &mut self,
        board: &Board,
        remaining: u8,
        line: &mut Vec<Point>,
        attack: fn(&mut VctSolver, &Board, u8, &mut Vec<Point>),
    ) {
        let defender = self.attacker.opponent();
        let wins = self.rules.win_points(board, self.attacker);
        if let [block] = wins.as_slice() {
            if self.rules.is_legal(board, *block, defender) {
                line.push(*block);
                attack(self, &board.with(*block, defender), remaining, line);
            }
            return;
        }
        if !wins.is_empty() {
            // A block the defender may play, then the five elsewhere (with the moves exact
            // and no legal block, the line ends at the four).
            match wins
                .iter()
                .find(|&&w| self.rules.is_legal(board, w, defender))
            {
                Some(&block) => {
                    line.push(block);
                    line.extend(wins.iter().copied().find(|&w| w != block));
                }
                None if !self.exact => line.extend_from_slice(&wins[..2]),
                None => {}
            }
            return;
        }
        let answers = self.answers(board, remaining).unwrap_or_default();
        let Some(reply) = self.longest_answer(board, &answers, remaining) else {
            return;
        };
        line.push(reply);
        let next = board.with(reply, defender);
        match self.defender_four(board, reply).as_deref() {
            Some([block]) => {
                line.push(*block);
                if let Some(left) = self.after_forced_block(remaining) {
                    self.defence_line(&next.with(*block, self.attacker), left, line, attack);
                }
            }
            Some(_) => {}
            None => attack(self, &next, remaining, line),
        }
    }
}
