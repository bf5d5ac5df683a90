//! The Jungle endgame solver: the bounded "wins within N plies" search run on Jungle positions,
//! history ignored (no repetition or draw counters, as in perft).

use super::bounded::{Budget, Game, Searcher, Solution};
use crate::rules::jungle::{Move, Position, RuleOptions, Side, Square};

/// A Jungle position with the rule options it is played under, as the bounded search sees it.
///
/// A finished position (den entered, everything captured) has no legal moves, and a side with
/// no legal move has lost, so every Jungle win is "the defender has no move" to the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JungleGame {
    /// The position.
    pub position: Position,
    /// The rules it is played under.
    pub options: RuleOptions,
}

impl JungleGame {
    /// A position under `options`.
    pub fn new(position: Position, options: RuleOptions) -> JungleGame {
        JungleGame { position, options }
    }
}

/// What a Jungle puzzle asks of the learner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JungleGoal {
    /// Win within the session's plies.
    WinIn,
    /// One move after which the opponent has no forced win within `threat_plies` (2N − 1 for
    /// a threat of N opponent moves); `learner` is the side that defends.
    Defend {
        /// The defending side (to move at the start).
        learner: Side,
        /// The opponent's plies the defence must hold for.
        threat_plies: u32,
    },
}

/// Manhattan distance from `square` to `side`'s target (the enemy den).
pub fn den_distance(square: Square, attacker: Side) -> i32 {
    let den = Square::den(attacker.opponent());
    i32::from(square.file().abs_diff(den.file())) + i32::from(square.rank().abs_diff(den.rank()))
}

impl Game for JungleGame {
    type Move = Move;

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.extend(self.position.legal_moves(&self.options).iter().copied());
    }

    fn play(&self, mv: Move) -> Self {
        JungleGame {
            position: self.position.play_unchecked(mv),
            options: self.options,
        }
    }

    fn hash(&self) -> u64 {
        self.position.hash()
    }

    fn attack_priority(&self, mv: Move) -> i32 {
        let side = self.position.side_to_move();
        if mv.to == Square::den(side.opponent()) {
            return 10_000;
        }
        let mut priority = 0;
        if let Some(captured) = self.position.captured_by(mv) {
            if self.position.occupied_by(side.opponent()).count() == 1 {
                return 9_000;
            }
            priority += 1_000 + 10 * i32::from(captured.animal.strength(&self.options));
        }
        priority + 10 * (den_distance(mv.from, side) - den_distance(mv.to, side))
    }

    fn has_legal_move(&self) -> bool {
        self.position.has_legal_move(&self.options)
    }
}

/// A searcher over Jungle positions; keep one for a puzzle so its table is reused.
pub type JungleSearcher = Searcher<JungleGame>;

/// Solves "the side to move wins within `max_plies`" for a Jungle position.
pub fn solve(
    position: &Position,
    options: &RuleOptions,
    max_plies: u32,
    budget: Budget,
) -> Solution<Move> {
    Searcher::new(budget).solve(&JungleGame::new(*position, *options), max_plies)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::bounded::Verdict;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).expect("test positions are valid")
    }

    #[test]
    fn the_hash_includes_the_side_to_move() {
        let red = position("7/7/7/7/7/7/3T3/7/6l w");
        let blue = position("7/7/7/7/7/7/3T3/7/6l b");
        assert_ne!(red.hash(), blue.hash());
        assert_eq!(red.with_side_to_move(Side::Blue).hash(), blue.hash());
    }

    #[test]
    fn a_den_entry_is_a_win_in_one_ply() {
        let solution = solve(
            &position("l5t/3D3/7/7/7/7/7/7/6L w"),
            &RuleOptions::default(),
            5,
            Budget::default(),
        );
        assert_eq!(solution.verdict, Verdict::Win { plies: 1 });
        assert_eq!(solution.line, vec![Move::parse("d8d9").expect("move")]);
    }

    #[test]
    fn den_entries_and_captures_are_tried_first() {
        let game = JungleGame::new(position("7/2cD3/7/7/7/7/7/7/6l w"), RuleOptions::default());
        let den = game.attack_priority(Move::parse("d8d9").expect("move"));
        let capture = game.attack_priority(Move::parse("d8c8").expect("move"));
        let retreat = game.attack_priority(Move::parse("d8d7").expect("move"));
        assert!(den > capture && capture > retreat);
    }
}
