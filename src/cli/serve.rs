//! `qi-classroom serve [--port 8080] [--bind 0.0.0.0] [--data DIR] [--database-url URL] [--web DIR]`:
//! the classroom server on the teacher's machine.

use crate::i18n::Locale;
use crate::server::run::{ServeConfig, run as run_server};
use clap::Args;
use std::net::IpAddr;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The port to listen on (0: any free port, printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on (0.0.0.0: every network of this machine).
    #[arg(long, default_value = "0.0.0.0")]
    pub bind: IpAddr,
    /// The folder for the SQLite database (default: the app's data folder, `server/`).
    #[arg(long)]
    pub data: Option<PathBuf>,
    /// A PostgreSQL URL (postgres://user:password@host/db) instead of the SQLite file.
    #[arg(long)]
    pub database_url: Option<String>,
    /// The web app's bundle to serve at `/`.
    #[arg(long, default_value = "web/dist")]
    pub web: PathBuf,
    /// A folder (or file) of the teacher's own lessons and puzzles to serve (repeatable).
    #[arg(long)]
    pub lessons: Vec<PathBuf>,
    /// A host name devices use for this server, besides its addresses, `localhost` and `.local`
    /// names (repeatable; e.g. the name a reverse proxy answers to).
    #[arg(long = "allow-host")]
    pub allow_hosts: Vec<String>,
}

/// The server's data folder: `server/` in the app's data folder (`$QI_CLASSROOM_DATA_DIR` when
/// set, as the app uses), or `classroom-data` when the platform names none.
pub fn default_data_dir() -> PathBuf {
    crate::progress::data_dir()
        .map(|dir| dir.join("server"))
        .unwrap_or_else(|_| PathBuf::from("classroom-data"))
}

/// Runs `serve` until Ctrl+C.
pub fn run(args: ServeArgs) -> ExitCode {
    let config = ServeConfig {
        bind: args.bind,
        port: args.port,
        data: args.data.unwrap_or_else(default_data_dir),
        database_url: args.database_url,
        web: args.web,
        lessons: args.lessons,
        locale: Locale::from_environment(),
        allow_hosts: args.allow_hosts,
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("qi-classroom serve: {error}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(run_server(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}
