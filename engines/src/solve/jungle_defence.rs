//! Jungle "defend" puzzles: which moves of the side to move leave the opponent no forced win
//! within a number of plies, and the opponent's winning reply to every move that does not.

use super::bounded::Budget;
use super::jungle::{JungleGame, JungleSearcher};
use crate::rules::jungle::{Move, Position, RuleOptions};

/// What one move of the defender does against the threat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DefenceVerdict {
    /// After the move the opponent has no forced win within the plies.
    Holds,
    /// The opponent still wins; `reply` is the first move of its fastest win.
    Fails {
        /// The opponent's winning answer.
        reply: Move,
    },
    /// The budget ran out before the move was decided.
    Undecided,
}

/// One legal move of the defender and its verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveDefence {
    /// The defender's move.
    pub mv: Move,
    /// Whether it stops the threat.
    pub verdict: DefenceVerdict,
}

/// The verdict on every legal move of the defender, and whether the threat is real.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Defences {
    /// Whether the opponent would win within the plies if the defender could pass (`None`
    /// when undecided): the threat the puzzle asks to stop.
    pub threat: Option<bool>,
    /// Every legal move, sorted, with its verdict.
    pub moves: Vec<MoveDefence>,
    /// Positions the search visited.
    pub nodes: u64,
}

impl Defences {
    /// The moves that stop the threat, sorted.
    pub fn right_moves(&self) -> Vec<Move> {
        self.moves
            .iter()
            .filter(|m| m.verdict == DefenceVerdict::Holds)
            .map(|m| m.mv)
            .collect()
    }

    /// The verdict on `mv`; `None` when it is not a legal move.
    pub fn verdict_of(&self, mv: Move) -> Option<DefenceVerdict> {
        self.moves.iter().find(|m| m.mv == mv).map(|m| m.verdict)
    }

    /// Whether some move could not be decided within the budget.
    pub fn any_undecided(&self) -> bool {
        self.moves
            .iter()
            .any(|m| m.verdict == DefenceVerdict::Undecided)
    }
}

/// Judges one defender move: after `mv` (legal, from `position`), does the opponent win within
/// `plies`? `searcher` keeps its table between calls.
pub fn judge_defence(
    searcher: &mut JungleSearcher,
    position: &Position,
    options: &RuleOptions,
    mv: Move,
    plies: u32,
) -> DefenceVerdict {
    let after = JungleGame::new(position.play_unchecked(mv), *options);
    match searcher.wins_within(&after, plies) {
        Some(false) => DefenceVerdict::Holds,
        None => DefenceVerdict::Undecided,
        Some(true) => match attacking_line(searcher, &after, plies).first() {
            Some(&reply) => DefenceVerdict::Fails { reply },
            None => DefenceVerdict::Undecided,
        },
    }
}

/// The opponent's fastest win against the longest resistance from `after` (opponent to move),
/// `plies` long at most; empty when there is none or the budget ran out.
pub fn attacking_line(searcher: &mut JungleSearcher, after: &JungleGame, plies: u32) -> Vec<Move> {
    searcher.solve(after, plies).line
}

/// Every legal move of the side to move of `position`, judged against the opponent's forced
/// win within `plies` (2N − 1 for a threat of N opponent moves), under one shared `budget`.
pub fn defending_moves(
    position: &Position,
    options: &RuleOptions,
    plies: u32,
    budget: Budget,
) -> Defences {
    let mut searcher = JungleSearcher::new(budget);
    let passed = JungleGame::new(
        position.with_side_to_move(position.side_to_move().opponent()),
        *options,
    );
    let threat = searcher.wins_within(&passed, plies);
    let mut legal: Vec<Move> = position.legal_moves(options).iter().copied().collect();
    legal.sort();
    let moves = legal
        .into_iter()
        .map(|mv| MoveDefence {
            mv,
            verdict: judge_defence(&mut searcher, position, options, mv, plies),
        })
        .collect();
    Defences {
        threat,
        moves,
        nodes: searcher.nodes(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::jungle::Side;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).expect("test positions are valid")
    }

    /// Plain minimax, no table: does the side to move win within `plies`?
    fn naive_wins(position: &Position, options: &RuleOptions, plies: u32) -> bool {
        plies > 0
            && position.legal_moves(options).iter().any(|&mv| {
                let next = position.play_unchecked(mv);
                naive_loses(&next, options, plies - 1)
            })
    }

    fn naive_loses(position: &Position, options: &RuleOptions, plies: u32) -> bool {
        let moves = position.legal_moves(options);
        if moves.is_empty() {
            return true;
        }
        plies > 0
            && moves.iter().all(|&mv| {
                let next = position.play_unchecked(mv);
                naive_wins(&next, options, plies - 1)
            })
    }

    fn naive_right_moves(position: &Position, options: &RuleOptions, plies: u32) -> Vec<Move> {
        let mut right: Vec<Move> = position
            .legal_moves(options)
            .iter()
            .copied()
            .filter(|&mv| !naive_wins(&position.play_unchecked(mv), options, plies))
            .collect();
        right.sort();
        right
    }

    /// Small positions with Blue to defend its den: a rat, a lion, a dog one step away.
    const SMALL: [(&str, u32); 6] = [
        ("7/3R3/e2c3/7/7/7/7/7/7 b", 1),
        ("7/3R3/e2c3/7/7/7/7/7/7 b", 3),
        ("4Ec1/1T5/7/7/l6/7/7/7/7 b", 1),
        ("d4r1/3Dc2/7/7/7/7/7/7/7 b", 3),
        ("2l1W2/4d2/1c5/7/7/7/7/7/7 b", 3),
        ("7/3Tpd1/2r2E1/7/7/7/7/7/7 b", 1),
    ];

    #[test]
    fn right_moves_match_a_brute_force_minimax() {
        let options = RuleOptions::default();
        let mut real_puzzles = 0;
        for (fen, plies) in SMALL {
            let start = position(fen);
            let defences = defending_moves(&start, &options, plies, Budget::default());
            assert!(!defences.any_undecided(), "{fen}");
            let right = defences.right_moves().len();
            if defences.threat == Some(true) && right > 0 && right < defences.moves.len() {
                real_puzzles += 1;
            }
            assert_eq!(
                defences.right_moves(),
                naive_right_moves(&start, &options, plies),
                "{fen}"
            );
            let passed = start.with_side_to_move(start.side_to_move().opponent());
            assert_eq!(
                defences.threat,
                Some(naive_wins(&passed, &options, plies)),
                "{fen}"
            );
        }
        // Not trivial: most positions have both right and wrong defences against a real threat.
        assert!(real_puzzles >= 3, "{real_puzzles}");
    }

    #[test]
    fn a_failing_defence_names_a_reply_that_really_wins() {
        let options = RuleOptions::default();
        for (fen, plies) in SMALL {
            let start = position(fen);
            for m in defending_moves(&start, &options, plies, Budget::default()).moves {
                if let DefenceVerdict::Fails { reply } = m.verdict {
                    let after = start.play_unchecked(m.mv);
                    let next = after.play(&options, reply).expect("the reply is legal");
                    assert!(naive_loses(&next, &options, plies - 1), "{fen} {}", m.mv);
                }
            }
        }
    }

    #[test]
    fn a_lion_in_the_trap_next_to_the_den_must_be_captured() {
        // Red's lion on d8 stands in Blue's trap next to Blue's den d9; Blue's tiger on c8 can
        // capture it there, and every other move lets it walk in.
        let start = position("7/2tL3/7/7/7/7/7/7/6l b");
        let options = RuleOptions::default();
        let defences = defending_moves(&start, &options, 1, Budget::default());
        assert_eq!(start.side_to_move(), Side::Blue);
        assert_eq!(defences.threat, Some(true));
        assert_eq!(defences.right_moves(), [Move::parse("c8d8").expect("move")]);
        assert_eq!(
            defences.verdict_of(Move::parse("g1g2").expect("move")),
            Some(DefenceVerdict::Fails {
                reply: Move::parse("d8d9").expect("move")
            })
        );
    }

    #[test]
    fn a_tiny_budget_leaves_moves_undecided() {
        let start = position("7/2t4/7/7/1R5/7/3l3/7/4D2 w");
        let defences = defending_moves(
            &start,
            &RuleOptions::default(),
            7,
            Budget {
                max_nodes: 10,
                cancel: None,
            },
        );
        assert!(defences.any_undecided());
    }
}
