//! Lessons and puzzles as data: the loader and `check` with their diagnostics, the shipped
//! content, the generator, the class library, and the layering rules of the source tree. One
//! test binary for the whole concern; each module names its suite.
#![allow(clippy::unwrap_used)] // test set-up

mod engine_samples;

mod bounds;
mod claims;
mod class_library;
mod classroom_layering;
mod cli;
mod diagnostics;
mod discussions;
mod docs;
mod engine;
mod engine_defend;
mod engine_renju;
mod engine_renju_solve;
mod engine_solve;
mod format_gaps;
mod fuzz;
mod generate;
mod generated_words;
mod guides;
mod i18n;
mod layering;
mod meaning;
#[cfg(feature = "print")]
mod print_bad_input;
#[cfg(feature = "print")]
mod print_sheets;
#[cfg(feature = "print")]
mod print_support;
mod samples;
mod spoken;
mod teacher_note;
mod trusted_load;
