//! The tutor: judges a learner's action in a lesson step or puzzle and picks the next hint.
pub mod answers;
pub mod lesson;
pub mod look_here;
pub mod puzzle_session;
pub mod renju_puzzle;
