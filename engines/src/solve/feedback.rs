//! What a puzzle trainer says about a learner's move, hint or result, as typed values for any
//! game; `i18n::solve` turns them into sentences. (They live in `solve`, below `i18n`, so the
//! sentence layer can name them without reaching up into `tutor`.)

use crate::rules::jungle::{Animal, Square};

/// A Jungle square and the animal standing on it (where hint 1 points in Jungle).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceAt {
    /// The square.
    pub square: Square,
    /// The animal there.
    pub animal: Animal,
}

/// The verdict on one move the learner tried in a puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Feedback<M, R> {
    /// The engine refuses the move; the position is unchanged.
    Illegal {
        /// The move tried.
        mv: M,
        /// The engine's reason.
        refusal: R,
    },
    /// The move keeps the forced win; the computer answered with its longest defence.
    Continue {
        /// The learner's move.
        mv: M,
        /// The computer's reply, already played.
        reply: M,
        /// Moves of the learner still allowed.
        moves_left: u32,
    },
    /// The move wins the game: the puzzle is solved.
    Solved {
        /// The winning move.
        mv: M,
    },
    /// The move is legal but the forced win within the remaining moves slips away; it is taken
    /// back so the learner can try again.
    WinSlips {
        /// The move tried.
        mv: M,
        /// The computer's best answer to it, to show why it fails.
        refutation: Option<M>,
    },
    /// The solver could not decide within its budget; the move is taken back.
    Undecided {
        /// The move tried.
        mv: M,
    },
    /// The puzzle is already solved; nothing was played.
    AlreadySolved,
}

/// An idea a puzzle is built on (its `themes` tags).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Walk into the enemy den.
    Den,
    /// Capture an enemy animal.
    Capture,
    /// Capture every enemy animal.
    CaptureAll,
    /// Leave the enemy without a legal move.
    NoLegalMove,
    /// A lion or tiger jumps over the river.
    RiverJump,
    /// An enemy in your trap loses its strength.
    Trap,
    /// The rat beats the elephant.
    RatVsElephant,
    /// A rat in the river blocks a jump.
    RatBlocksJump,
    /// The rat swims through the river.
    Swim,
    /// Jungle defence: stop the enemy animal before it walks into your den.
    GuardDen,
    /// Renju: win with continuous fours (VCF).
    Vcf,
    /// Renju: win with threes and fours (VCT).
    Vct,
    /// Renju: an open three the opponent must answer.
    Three,
    /// Renju: a four and an open three with one stone.
    FourThree,
    /// Renju: stop the opponent's continuous fours.
    Defend,
    /// Renju: Black's only block is a forbidden point.
    ForbiddenTrap,
    /// Renju: a double three is forbidden for Black.
    DoubleThree,
    /// Any other tag, shown as written.
    Other(String),
}

impl Theme {
    /// The theme of a puzzle tag (`river-jump` …); unknown tags are kept as `Other`.
    pub fn from_tag(tag: &str) -> Theme {
        match tag {
            "den" => Theme::Den,
            "capture" => Theme::Capture,
            "capture-all" => Theme::CaptureAll,
            "no-legal-move" => Theme::NoLegalMove,
            "river-jump" => Theme::RiverJump,
            "trap" => Theme::Trap,
            "rat-vs-elephant" => Theme::RatVsElephant,
            "rat-blocks-jump" => Theme::RatBlocksJump,
            "swim" => Theme::Swim,
            "guard-den" => Theme::GuardDen,
            "vcf" => Theme::Vcf,
            "vct" => Theme::Vct,
            "three" => Theme::Three,
            "four-three" => Theme::FourThree,
            "defend" => Theme::Defend,
            "forbidden-trap" => Theme::ForbiddenTrap,
            "double-three" => Theme::DoubleThree,
            other => Theme::Other(other.to_owned()),
        }
    }

    /// The tag as written in puzzle files and the Fluent id suffix (`solve-theme-river-jump`).
    pub fn tag(&self) -> &str {
        match self {
            Theme::Den => "den",
            Theme::Capture => "capture",
            Theme::CaptureAll => "capture-all",
            Theme::NoLegalMove => "no-legal-move",
            Theme::RiverJump => "river-jump",
            Theme::Trap => "trap",
            Theme::RatVsElephant => "rat-vs-elephant",
            Theme::RatBlocksJump => "rat-blocks-jump",
            Theme::Swim => "swim",
            Theme::GuardDen => "guard-den",
            Theme::Vcf => "vcf",
            Theme::Vct => "vct",
            Theme::Three => "three",
            Theme::FourThree => "four-three",
            Theme::Defend => "defend",
            Theme::ForbiddenTrap => "forbidden-trap",
            Theme::DoubleThree => "double-three",
            Theme::Other(tag) => tag,
        }
    }
}

/// One rung of the hint ladder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hint<P, M> {
    /// Rung 1: which piece (or area) has a winning move.
    Piece {
        /// Where to look.
        at: P,
    },
    /// Rung 2: the idea of the puzzle.
    Idea {
        /// The puzzle's themes (may be empty).
        themes: Vec<Theme>,
    },
    /// Rung 3: the move itself.
    Move {
        /// A winning move.
        mv: M,
    },
}

impl<P, M> Hint<P, M> {
    /// The rung: 1 (piece), 2 (idea) or 3 (move).
    pub fn level(&self) -> u8 {
        match self {
            Hint::Piece { .. } => 1,
            Hint::Idea { .. } => 2,
            Hint::Move { .. } => 3,
        }
    }
}

/// How well a puzzle went, for stars and progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Score {
    /// Whether the learner reached the win.
    pub solved: bool,
    /// Legal moves that let the win slip.
    pub mistakes: u32,
    /// Hint rungs shown.
    pub hints_used: u32,
    /// Times the puzzle was restarted.
    pub retries: u32,
    /// Whether the solution was shown.
    pub solution_shown: bool,
    /// Times the whole answer was shown: the last hint rung (the move itself) or the solution.
    pub answers_seen: u32,
}

impl Score {
    /// Stars as `docs/stars.md` defines them: none until solved; a solve earns at least one
    /// (3 when clean, 2 after one or two mistakes or hints, 1 otherwise, also after the
    /// solution was shown): a child who reaches the win is never told "solved, 0 stars".
    pub fn stars(&self) -> u8 {
        if !self.solved {
            return 0;
        }
        if self.solution_shown {
            return 1;
        }
        match self.mistakes + self.hints_used {
            0 => 3,
            1 | 2 => 2,
            _ => 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Score;

    #[test]
    fn a_solve_earns_at_least_one_star_and_no_solve_none() {
        let solved = Score {
            solved: true,
            ..Score::default()
        };
        assert_eq!(solved.stars(), 3);
        let helped = Score {
            hints_used: 2,
            ..solved
        };
        assert_eq!(helped.stars(), 2);
        let struggled = Score {
            mistakes: 4,
            hints_used: 3,
            ..solved
        };
        assert_eq!(struggled.stars(), 1);
        let shown = Score {
            solution_shown: true,
            answers_seen: 1,
            ..solved
        };
        assert_eq!(shown.stars(), 1, "solved after seeing the answer");
        assert_eq!(Score::default().stars(), 0, "not solved");
    }
}
