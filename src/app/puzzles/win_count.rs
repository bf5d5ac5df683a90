//! "Win in N moves" for a Renju VCT puzzle: the exact count of the learner's own moves
//! (the five included) against the longest defence, worked out away from the frame
//! ([`Background`]: a thread natively, short steps in the browser) each time the position
//! changes, so the goal line counts down as the learner plays.

use super::super::platform::{Background, Poll};
use crate::rules::renju::{Board, Stone};
use crate::solve::renju::Rules;
use crate::solve::renju::distance::{LengthQuestion, WinLength};

/// The most own moves counted: longer wins are shown without a count.
const MAX_MOVES: u8 = 15;
/// Positions one count may visit in all (about a second natively on the hardest shipped
/// puzzle; past it the goal is shown without a count).
const NODES_PER_COUNT: u64 = 1_000_000;
/// Positions per step: a few milliseconds in a browser frame.
const NODES_PER_STEP: u64 = 1_000;

/// The counter handed back with its answer, so its table serves the next position too.
type Counted = (Box<WinLength>, Option<u8>);

/// The count for the position on the board, once known.
#[derive(Default)]
pub struct WinCount {
    /// The board the count is for (or being worked out for).
    asked: Option<u64>,
    pending: Option<Background<Counted>>,
    /// The counter between questions.
    idle: Option<Box<WinLength>>,
    known: Option<u8>,
}

impl WinCount {
    /// The learner's moves to the five on the board last given to [`Self::follow`], once
    /// worked out (None while counting, or past the count's limits).
    pub fn moves(&mut self) -> Option<u8> {
        if let Some(pending) = &mut self.pending {
            match pending.poll() {
                Poll::Pending => return None,
                Poll::Ready((counter, moves)) => {
                    self.idle = Some(counter);
                    self.known = moves;
                }
                Poll::Lost => self.known = None,
            }
            self.pending = None;
        }
        self.known
    }

    /// Counts for `board` (`learner` to move) unless that board is counted already.
    pub fn follow(&mut self, ctx: &egui::Context, board: &Board, rules: Rules, learner: Stone) {
        let hash = board.hash();
        if self.asked == Some(hash) {
            return;
        }
        self.asked = Some(hash);
        self.known = None;
        // A count still running for an older board is dropped (it ends within its budget).
        let counter = match (self.pending.take(), self.idle.take()) {
            (None, Some(counter)) => counter,
            _ => Box::new(WinLength::new(rules, learner)),
        };
        let mut question = LengthQuestion::new(board.clone(), MAX_MOVES, NODES_PER_COUNT);
        let mut counter = Some(counter);
        self.pending = Some(Background::stepped("win-count", ctx, move || {
            // The counter is there until the answer takes it (no step comes after that).
            let Some(active) = counter.as_mut() else {
                return Some((Box::new(WinLength::new(rules, learner)), None));
            };
            let moves = active.step(&mut question, NODES_PER_STEP)?;
            counter.take().map(|done| (done, moves))
        }));
    }
}
