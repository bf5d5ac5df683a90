//! The engines as the kit uses them: the tutor's judgements and puzzle sessions on shipped
//! lessons and puzzles, the engines' command-line verbs, and the Renju search's limits and turns
//! on shipped content. The rules engines, solvers and computer opponents on their own are tested
//! in their package (`engines/tests/standalone`). One test binary for the whole concern, so the
//! crate is linked once; each module names its suite.
#![allow(clippy::unwrap_used)] // test set-up

mod renju_support;
mod shipped;

mod gomoku_brain;
mod gomoku_cli;
mod jungle_cli;
mod jungle_i18n;
mod jungle_puzzles;
mod jungle_solve_cli;
mod opponent_cli;
mod puzzle_session;
mod puzzle_session_jungle_defend;
mod puzzle_session_renju;
mod renju_cli;
mod renju_limits;
mod renju_moves_counted;
mod renju_puzzles;
mod renju_session_slices;
mod renju_vct_turns;
mod tutor_block_three;
mod tutor_first_moves;
mod tutor_lesson;
mod tutor_lesson_renju;
mod tutor_precise_goals;
mod tutor_white_weapons;
