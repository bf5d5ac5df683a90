//! `qi-classroom backup [--data DIR] [--to FILE]` and `qi-classroom restore FILE [--data DIR]`:
//! the class in one file, to keep or to carry to another computer. `backup` works while the
//! server runs; `restore` wants it stopped and keeps the database it replaces.

use super::serve::default_data_dir;
use crate::i18n::{Locale, Localizer, Message};
use crate::store::backup;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `backup`.
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The server's data folder (default: as `serve`).
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// The copy to make (default: `classroom-backup-<date>.sqlite` here).
    #[arg(long)]
    pub to: Option<PathBuf>,
}

/// Arguments of `restore`.
#[derive(Debug, Args)]
pub struct RestoreArgs {
    /// A copy made by `qi-classroom backup`.
    pub file: PathBuf,
    /// The server's data folder (default: as `serve`).
    #[arg(long)]
    pub data: Option<PathBuf>,
}

fn runtime() -> Option<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .ok()
}

fn finish(localizer: &Localizer, outcome: Result<Message, String>, error_id: &str) -> ExitCode {
    match outcome {
        Ok(message) => {
            println!("{}", localizer.render(&message));
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!(
                "{}",
                localizer.render(&Message::new(error_id).text("error", error))
            );
            ExitCode::FAILURE
        }
    }
}

/// Runs `backup`.
pub fn run_backup(args: BackupArgs) -> ExitCode {
    let localizer = Localizer::new(Locale::from_environment());
    let database = args
        .data
        .unwrap_or_else(default_data_dir)
        .join("classroom.sqlite");
    let date = crate::classroom::csv::date(crate::server::now_ms());
    let target = args
        .to
        .unwrap_or_else(|| PathBuf::from(format!("classroom-backup-{date}.sqlite")));
    let Some(runtime) = runtime() else {
        return ExitCode::FAILURE;
    };
    let outcome = runtime
        .block_on(backup::backup(&database, &target))
        .map(|()| Message::new("server-backup-done").text("file", target.display().to_string()))
        .map_err(|e| e.message);
    finish(&localizer, outcome, "server-backup-error")
}

/// Runs `restore`.
pub fn run_restore(args: RestoreArgs) -> ExitCode {
    let localizer = Localizer::new(Locale::from_environment());
    let data = args.data.unwrap_or_else(default_data_dir);
    if let Err(error) = std::fs::create_dir_all(&data) {
        return finish(&localizer, Err(error.to_string()), "server-restore-error");
    }
    let database = data.join("classroom.sqlite");
    let Some(runtime) = runtime() else {
        return ExitCode::FAILURE;
    };
    let outcome = runtime
        .block_on(backup::restore(
            &args.file,
            &database,
            crate::server::now_ms(),
        ))
        .map(|kept| {
            Message::new("server-restore-done")
                .text("file", args.file.display().to_string())
                .text("where", database.display().to_string())
                .text(
                    "kept",
                    kept.map(|k| k.display().to_string()).unwrap_or_default(),
                )
        })
        .map_err(|e| e.message);
    finish(&localizer, outcome, "server-restore-error")
}
