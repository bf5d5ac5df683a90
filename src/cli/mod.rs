//! The command-line verbs: thin wrappers that parse arguments, call a layer and print.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

pub mod app;
#[cfg(feature = "server")]
pub mod backup;
pub mod bestmove;
pub mod brain;
pub mod check;
pub mod generate;
pub mod gomoku;
pub mod jsonl;
pub mod jungle;
#[cfg(feature = "print")]
pub mod print;
pub mod renju;
#[cfg(feature = "server")]
pub mod serve;

/// qi-classroom (棋课堂): Jungle and Gomoku/Renju lessons, puzzles and rules tools.
#[derive(Debug, Parser)]
#[command(name = "qi-classroom", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Jungle (斗兽棋) rules tools: perft, legal moves, explanations.
    #[command(subcommand)]
    Jungle(jungle::JungleCommand),
    /// Renju (连珠) rules tools: forbidden points.
    #[command(subcommand)]
    Renju(renju::RenjuCommand),
    /// Gomoku/Renju solvers: VCF, VCT, defence (JSON lines).
    #[command(subcommand)]
    Gomoku(gomoku::GomokuCommand),
    /// Check lesson and puzzle files (default: the `lessons` and `puzzles` folders).
    Check(check::CheckArgs),
    /// Mine new puzzles (proven like `check`) into a puzzle file.
    Generate(generate::GenerateArgs),
    /// Re-derive the themes, titles and hints of generated puzzle files from their proven lines.
    GenerateRetitle(generate::RetitleArgs),
    /// Open the classroom app (the default with no verb), optionally with your own lesson folders.
    App(app::AppArgs),
    /// Print worksheets with answer keys, certificates and teacher's guides as PDF.
    #[cfg(feature = "print")]
    #[command(subcommand)]
    Print(print::PrintCommand),
    /// Serve the class over the school network: join by code, progress, live dashboard.
    #[cfg(feature = "server")]
    Serve(serve::ServeArgs),
    /// Copy the class's database into one file, even while the server runs.
    #[cfg(feature = "server")]
    Backup(backup::BackupArgs),
    /// Put a copy made by `backup` in place of the class's database (server stopped).
    #[cfg(feature = "server")]
    Restore(backup::RestoreArgs),
}

/// Runs the program; the return value is the process exit status.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Jungle(command)) => jungle::run(command),
        Some(Command::Renju(command)) => renju::run(command),
        Some(Command::Gomoku(command)) => gomoku::run(command),
        Some(Command::Check(args)) => check::run(args),
        Some(Command::Generate(args)) => generate::run(args),
        Some(Command::GenerateRetitle(args)) => generate::run_retitle(args),
        Some(Command::App(args)) => app::run(args),
        #[cfg(feature = "print")]
        Some(Command::Print(command)) => print::run(command),
        #[cfg(feature = "server")]
        Some(Command::Serve(args)) => serve::run(args),
        #[cfg(feature = "server")]
        Some(Command::Backup(args)) => backup::run_backup(args),
        #[cfg(feature = "server")]
        Some(Command::Restore(args)) => backup::run_restore(args),
        None => app::run(app::AppArgs::default()),
    }
}
