//! The tutor: judges a learner's action in a lesson step or puzzle and picks the next hint.
pub mod puzzle_session;
