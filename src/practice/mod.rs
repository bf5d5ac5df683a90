//! Practice that adapts to each child: Glicko-2 ratings for children and puzzles, how an
//! attempt scores, the review queue that brings missed puzzles back, and the choice of the
//! next puzzle. Plain values and arithmetic: the app and the progress store call it.

mod attempt;
pub mod glicko2;
pub mod picker;
pub mod review_queue;
pub mod themes;

pub use attempt::{Attempt, CHILD_START, puzzle_start};
pub use glicko2::Rating;
pub use picker::{Candidate, Wish, pick};
pub use review_queue::Review;
pub use themes::{ThemeRecord, ThemeTable};
