//! After a game: the moments where the engines saw a turn in one side's play — a win it did not
//! take, a threat it did not block, a piece it lost for nothing — as typed values the app shows
//! on the board (the move played, the better one) with a sentence in the child's language.
//! Each position is searched within a small budget, so a review of a long game takes well
//! under a second; a search that runs out says nothing rather than something wrong.

pub mod jungle;
pub mod renju;

/// What the engine saw at one of the reviewed side's moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Turn<M> {
    /// A forced win was there and the move played lets it go.
    MissedWin {
        /// The move played.
        played: M,
        /// A move that wins.
        winning: M,
        /// How many of the side's own moves the win takes from there.
        moves: u32,
    },
    /// The opponent threatened a forced win; the move played does not stop it, another move
    /// would have.
    MissedBlock {
        /// The move played.
        played: M,
        /// The opponent's first winning move after it.
        threat: M,
        /// A move that stops the threat.
        block: M,
    },
    /// The move played walks into a forbidden trap (renju, Black): after it the opponent wins
    /// with fours that end by forcing the side onto a point it may not play; another move
    /// would have left no such win.
    ForbiddenTrap {
        /// The move played.
        played: M,
        /// The opponent's first move of the trap.
        threat: M,
        /// A move after which the opponent has no such win.
        safe: M,
    },
    /// The move played leaves a piece the opponent takes for nothing (Jungle).
    LostPiece {
        /// The move played.
        played: M,
        /// The opponent's capture.
        capture: M,
    },
}

impl<M: Copy> Turn<M> {
    /// The move the reviewed side played.
    pub fn played(&self) -> M {
        match self {
            Turn::MissedWin { played, .. }
            | Turn::MissedBlock { played, .. }
            | Turn::ForbiddenTrap { played, .. }
            | Turn::LostPiece { played, .. } => *played,
        }
    }
}

/// One reviewed moment: the ply (from 0, counting both sides' moves) before which the position
/// is shown, and what was seen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moment<M> {
    /// How many moves were played before this one.
    pub ply: usize,
    /// What the engine saw.
    pub turn: Turn<M>,
}

/// At most this many moves of a game are reviewed (a very long game: the first ones).
pub const MAX_REVIEWED_PLIES: usize = 400;

/// A review done one move at a time (a browser page does a step per frame).
pub trait Reviewer {
    /// A move of the game.
    type Move;

    /// Reviews the next move; every moment once the game is done.
    fn step(&mut self) -> Option<Vec<Moment<Self::Move>>>;

    /// Steps to the end of the game.
    fn run_to_end(&mut self) -> Vec<Moment<Self::Move>> {
        loop {
            if let Some(moments) = self.step() {
                return moments;
            }
        }
    }
}

/// Several reviews of one game (one per side) as one stepper: each in turn, then every moment
/// in the order of the game.
pub fn one_after_another<R: Reviewer>(
    mut reviewers: Vec<R>,
) -> impl FnMut() -> Option<Vec<Moment<R::Move>>> {
    let mut all = Vec::new();
    move || {
        let Some(reviewer) = reviewers.first_mut() else {
            all.sort_by_key(|moment: &Moment<R::Move>| moment.ply);
            return Some(std::mem::take(&mut all));
        };
        if let Some(moments) = reviewer.step() {
            all.extend(moments);
            reviewers.remove(0);
        }
        None
    }
}
