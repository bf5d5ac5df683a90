//! `qi-classroom renju …`: forbidden points.

use clap::Subcommand;
use std::process::ExitCode;

/// The Renju verbs.
#[derive(Debug, Subcommand)]
pub enum RenjuCommand {}

/// Runs one Renju verb.
pub fn run(command: RenjuCommand) -> ExitCode {
    match command {}
}
