//! Proving an authored Jungle "win in N" puzzle: the win exists within the stated plies, each of
//! the author's lines is legal and keeps the win, and every winning first move is listed.

use super::bounded::{Budget, Verdict};
use super::jungle::{JungleGame, JungleSearcher};
use crate::rules::jungle::{FenError, Move, Position, Refusal, RuleOptions};

/// What is wrong with one of the author's solution lines (or that it is fine).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineCheck {
    /// Legal, every move of the side to move keeps the win, and it ends with the win.
    Proven,
    /// The text at `index` (0-based ply) is not a move like `d8d9`.
    BadMoveText {
        /// Ply index in the line.
        index: usize,
        /// The text written.
        text: String,
    },
    /// The move at `index` is illegal, for the engine's reason.
    Illegal {
        /// Ply index in the line.
        index: usize,
        /// The move.
        mv: Move,
        /// Why the engine refuses it.
        refusal: Refusal,
    },
    /// A move of the winning side after which the win within the puzzle's length is gone.
    MissesTheWin {
        /// Ply index in the line.
        index: usize,
        /// The move.
        mv: Move,
    },
    /// The line has more plies than the puzzle allows.
    TooLong {
        /// Plies in the line.
        plies: usize,
        /// Plies the puzzle allows.
        limit: u32,
    },
    /// The line stops before the game is won.
    EndsBeforeWin {
        /// Plies in the line.
        plies: usize,
    },
    /// The budget ran out while checking a move of the line.
    Undecided {
        /// Ply index in the line.
        index: usize,
    },
}

/// The solver's verdict on a puzzle and on each of the author's lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleProof {
    /// Win (with the shortest distance in plies), no win within the limit, or undecided.
    pub verdict: Verdict,
    /// Every first move that wins within the limit, sorted ("duals" when more than one).
    pub winning_moves: Vec<Move>,
    /// The solver's own main line: fastest win against the longest defence.
    pub line: Vec<Move>,
    /// One check per author line, in the order given.
    pub lines: Vec<LineCheck>,
    /// Positions the search visited.
    pub nodes: u64,
}

impl PuzzleProof {
    /// Whether the puzzle is sound: a proven win and every author line proven.
    pub fn is_proven(&self) -> bool {
        matches!(self.verdict, Verdict::Win { .. })
            && self.lines.iter().all(|line| *line == LineCheck::Proven)
    }
}

/// Why a puzzle could not be examined at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProofError {
    /// The position text is wrong.
    BadFen(FenError),
    /// The game is already over in the start position.
    AlreadyFinished,
}

/// Proves a Jungle puzzle: does the side to move of `fen` win within `plies` under `options`,
/// and is every line of `solution` legal and winning? A line must end with the win.
pub fn prove_puzzle(
    fen: &str,
    options: &RuleOptions,
    plies: u32,
    solution: &[Vec<String>],
    budget: Budget,
) -> Result<PuzzleProof, ProofError> {
    let start = Position::from_fen(fen).map_err(ProofError::BadFen)?;
    if start.is_finished() {
        return Err(ProofError::AlreadyFinished);
    }
    let mut searcher = JungleSearcher::new(budget);
    let solved = searcher.solve(&JungleGame::new(start, *options), plies);
    let lines = solution
        .iter()
        .map(|line| check_line(&mut searcher, start, options, plies, line))
        .collect();
    Ok(PuzzleProof {
        verdict: solved.verdict,
        winning_moves: solved.winning_moves,
        line: solved.line,
        lines,
        nodes: searcher.nodes(),
    })
}

fn check_line(
    searcher: &mut JungleSearcher,
    start: Position,
    options: &RuleOptions,
    plies: u32,
    line: &[String],
) -> LineCheck {
    if line.len() > plies as usize {
        return LineCheck::TooLong {
            plies: line.len(),
            limit: plies,
        };
    }
    let mut position = start;
    for (index, text) in line.iter().enumerate() {
        let Ok(mv) = Move::parse(text) else {
            return LineCheck::BadMoveText {
                index,
                text: text.clone(),
            };
        };
        position = match position.play(options, mv) {
            Ok(next) => next,
            Err(refusal) => {
                return LineCheck::Illegal { index, mv, refusal };
            }
        };
        // Even plies are the winning side's: each must keep the win within what is left.
        if index % 2 == 0 {
            let left = plies - 1 - index as u32;
            match searcher.loses_within(&JungleGame::new(position, *options), left) {
                Some(true) => {}
                Some(false) => return LineCheck::MissesTheWin { index, mv },
                None => return LineCheck::Undecided { index },
            }
        }
    }
    if position.has_legal_move(options) {
        return LineCheck::EndsBeforeWin { plies: line.len() };
    }
    LineCheck::Proven
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn the_sample_den_puzzle_is_proven_with_both_author_lines() {
        let proof = prove_puzzle(
            "r6/7/3T3/7/7/7/7/7/6L w",
            &RuleOptions::default(),
            3,
            &[
                line(&["d7d8", "a9a8", "d8d9"]),
                line(&["d7d8", "a9b9", "d8d9"]),
            ],
            Budget::default(),
        )
        .expect("valid puzzle");
        assert_eq!(proof.verdict, Verdict::Win { plies: 3 });
        assert!(proof.is_proven(), "{proof:?}");
    }

    #[test]
    fn a_line_that_wastes_a_move_misses_the_win() {
        let proof = prove_puzzle(
            "r6/7/3T3/7/7/7/7/7/6L w",
            &RuleOptions::default(),
            3,
            &[line(&["d7d6", "a9a8", "d6d7"])],
            Budget::default(),
        )
        .expect("valid puzzle");
        assert_eq!(
            proof.lines,
            vec![LineCheck::MissesTheWin {
                index: 0,
                mv: Move::parse("d7d6").expect("move")
            }]
        );
    }

    #[test]
    fn illegal_short_and_garbled_lines_are_reported() {
        let options = RuleOptions::default();
        let fen = "r6/7/3T3/7/7/7/7/7/6L w";
        let proof = prove_puzzle(
            fen,
            &options,
            3,
            &[
                line(&["d7d9"]),
                line(&["d7d8"]),
                line(&["zz"]),
                line(&["d7d8", "a9a8", "d8d9", "a8a7"]),
            ],
            Budget::default(),
        )
        .expect("valid puzzle");
        assert!(matches!(
            proof.lines[0],
            LineCheck::Illegal { index: 0, .. }
        ));
        assert_eq!(proof.lines[1], LineCheck::EndsBeforeWin { plies: 1 });
        assert!(matches!(
            proof.lines[2],
            LineCheck::BadMoveText { index: 0, .. }
        ));
        assert!(matches!(
            proof.lines[3],
            LineCheck::TooLong { plies: 4, limit: 3 }
        ));
        assert!(!proof.is_proven());
    }

    #[test]
    fn bad_and_finished_positions_are_errors() {
        let options = RuleOptions::default();
        assert!(matches!(
            prove_puzzle("nonsense", &options, 1, &[], Budget::default()),
            Err(ProofError::BadFen(_))
        ));
        assert_eq!(
            prove_puzzle(
                "3L3/7/7/7/7/7/7/7/6l b",
                &options,
                1,
                &[],
                Budget::default()
            ),
            Err(ProofError::AlreadyFinished)
        );
    }
}
