//! `qi-classroom check [PATH ...] [--strict] [--json]`: the author's checker for lessons and puzzles.

use crate::content::Library;
use crate::content::render::{render_json, render_report};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Files or folders to check (folders are searched for `.toml` files).
    #[arg(default_values = ["lessons", "puzzles"])]
    pub paths: Vec<PathBuf>,
    /// Treat warnings (such as a missing language) as errors.
    #[arg(long)]
    pub strict: bool,
    /// Print the diagnostics as JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Runs `check`: exit status 0 when clean, 1 when there are errors.
pub fn run(args: CheckArgs) -> ExitCode {
    let library = Library::load_paths(&args.paths);
    if args.json {
        println!("{}", render_json(&library, args.strict));
    } else {
        print!("{}", render_report(&library, args.strict));
    }
    if library.error_count(args.strict) > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
