//! `qi-classroom jungle …`: perft, moves, explain.

use clap::Subcommand;
use std::process::ExitCode;

/// The Jungle verbs.
#[derive(Debug, Subcommand)]
pub enum JungleCommand {}

/// Runs one Jungle verb.
pub fn run(command: JungleCommand) -> ExitCode {
    match command {}
}
