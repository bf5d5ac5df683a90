//! The rules engines: pure game logic with no UI, no I/O and no text for people.

pub mod jungle;
pub mod renju;
