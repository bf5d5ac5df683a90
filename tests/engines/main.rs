//! The engines seen from outside: the Jungle and Renju rules, the solvers and the computer
//! opponents, the tutor's judgements and puzzle sessions, and their command-line verbs. One test
//! binary for the whole concern, so the crate is linked once; each module names its suite.
#![allow(clippy::unwrap_used)] // test set-up

mod renju_support;
mod shipped;

mod gomoku_ai;
mod gomoku_brain;
mod gomoku_cli;
mod gomoku_vcf;
mod gomoku_vct_twin;
mod jungle_cli;
mod jungle_game;
mod jungle_i18n;
mod jungle_opponent;
mod jungle_perft;
mod jungle_puzzles;
mod jungle_reference;
mod jungle_rules;
mod jungle_solve;
mod jungle_solve_cli;
mod opponent_cli;
mod opponent_jungle;
mod opponent_renju;
mod puzzle_session;
mod puzzle_session_jungle_defend;
mod puzzle_session_renju;
mod renju_cli;
mod renju_forbidden;
mod renju_game;
mod renju_limits;
mod renju_moves_counted;
mod renju_puzzles;
mod renju_session_slices;
mod renju_threats;
mod renju_vct_turns;
mod tutor_block_three;
mod tutor_first_moves;
mod tutor_lesson;
mod tutor_lesson_renju;
mod tutor_precise_goals;
mod tutor_white_weapons;
mod vct_twin;
