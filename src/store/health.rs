//! Whether the database can take writes now, and why not: a full disk, a database file made
//! read-only or deleted under the running server, or a database that does not answer.
//!
//! The store notes each write's outcome here; the server answers 503 while there is trouble
//! (devices keep their outbox), says so on the console and the dashboard, and `/api/health`
//! reports it. A later write that commits clears it (space freed, file put back).

use super::{StoreError, StoreResult};
use sqlx::Database;
use sqlx::pool::{Pool, PoolConnection};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Why the database cannot take writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Trouble {
    /// The disk (or the database's size limit) is full.
    DiskFull,
    /// The database file is read-only.
    ReadOnly,
    /// The database file is gone (deleted or moved while the server ran).
    Missing,
    /// The database did not answer (any other failure).
    Unavailable,
}

impl Trouble {
    /// The machine-readable name (JSON, Fluent ids): `disk-full`, `read-only`, `missing`,
    /// `unavailable`.
    pub fn as_str(self) -> &'static str {
        match self {
            Trouble::DiskFull => "disk-full",
            Trouble::ReadOnly => "read-only",
            Trouble::Missing => "missing",
            Trouble::Unavailable => "unavailable",
        }
    }

    /// Every kind, for tests that render each message.
    pub const ALL: [Trouble; 4] = [
        Trouble::DiskFull,
        Trouble::ReadOnly,
        Trouble::Missing,
        Trouble::Unavailable,
    ];

    /// The trouble a database error means. SQLite: `SQLITE_FULL` (13), `SQLITE_READONLY` (8 and
    /// its extended codes), `SQLITE_CANTOPEN` (14); PostgreSQL: `53100` (disk full), `25006`
    /// (read-only transaction).
    /// `None` for an error of the request itself (a broken constraint), which says nothing
    /// about the storage.
    pub fn of(error: &sqlx::Error) -> Option<Trouble> {
        let Some(database) = error.as_database_error() else {
            return Some(Trouble::Unavailable);
        };
        if !matches!(database.kind(), sqlx::error::ErrorKind::Other) {
            return None;
        }
        let code = database.code().map(|c| c.into_owned()).unwrap_or_default();
        if let Ok(number) = code.parse::<u32>() {
            return Some(match number & 0xff {
                13 => Trouble::DiskFull,
                8 => Trouble::ReadOnly,
                14 => Trouble::Missing,
                _ => Trouble::Unavailable,
            });
        }
        Some(match code.as_str() {
            "53100" => Trouble::DiskFull,
            "25006" => Trouble::ReadOnly,
            _ => Trouble::Unavailable,
        })
    }
}

/// The trouble now (`None`: writes commit), shared by the store's connections.
#[derive(Debug, Default)]
pub struct Health {
    trouble: Mutex<Option<Trouble>>,
}

impl Health {
    /// The trouble now.
    pub fn trouble(&self) -> Option<Trouble> {
        self.trouble.lock().map(|t| *t).unwrap_or(None)
    }

    /// Notes the outcome of a write (`None`: it committed).
    pub fn set(&self, trouble: Option<Trouble>) {
        if let Ok(mut now) = self.trouble.lock() {
            *now = trouble;
        }
    }
}

/// The database file as it was opened: a write is trusted only while the same file is still
/// at its path and writable (a deleted file takes every later write with it; SQLite in WAL mode
/// does not notice either on its own).
#[derive(Debug, Clone)]
pub struct FileWatch {
    path: PathBuf,
    #[cfg(unix)]
    identity: (u64, u64),
}

impl FileWatch {
    /// Remembers the file now at `path`.
    pub fn new(path: &Path) -> std::io::Result<Self> {
        let _metadata = std::fs::metadata(path)?;
        Ok(FileWatch {
            path: path.to_path_buf(),
            #[cfg(unix)]
            identity: {
                use std::os::unix::fs::MetadataExt;
                (_metadata.dev(), _metadata.ino())
            },
        })
    }

    /// What is wrong with the file now, if anything.
    pub fn check(&self) -> Option<Trouble> {
        let Ok(metadata) = std::fs::metadata(&self.path) else {
            return Some(Trouble::Missing);
        };
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            if (metadata.dev(), metadata.ino()) != self.identity {
                return Some(Trouble::Missing);
            }
        }
        metadata
            .permissions()
            .readonly()
            .then_some(Trouble::ReadOnly)
    }
}

/// Every write goes through here: refused while the file is wrong, and a connection that has
/// seen an error is closed rather than given back to the pool (after SQLite rolls a transaction
/// back on its own, e.g. on a full disk, the connection's idea of its transaction no longer
/// matches SQLite's, and later "commits" on it committed nothing).
#[derive(Debug, Default)]
pub(super) struct WriteGuard {
    health: Health,
    file: Option<FileWatch>,
}

impl WriteGuard {
    /// A guard for the database file `file` (SQLite), or for a server database (`None`).
    pub fn new(file: Option<FileWatch>) -> Self {
        WriteGuard {
            health: Health::default(),
            file,
        }
    }

    /// The trouble now.
    pub fn trouble(&self) -> Option<Trouble> {
        self.health.trouble()
    }

    /// `Err` (noted) when the file is gone or read-only.
    pub fn file_ok(&self) -> StoreResult<()> {
        match self.file.as_ref().and_then(FileWatch::check) {
            Some(trouble) => {
                self.health.set(Some(trouble));
                Err(StoreError::trouble(
                    trouble,
                    format!("the database file is {}", trouble.as_str()),
                ))
            }
            None => Ok(()),
        }
    }

    /// The writing connection, when the file is as it was.
    pub async fn acquire<DB: Database>(&self, pool: &Pool<DB>) -> StoreResult<PoolConnection<DB>> {
        self.file_ok()?;
        pool.acquire().await.map_err(|e| self.failed(&e))
    }

    /// The outcome of a write on `held`: committed only if it succeeded and the file is still
    /// the one written; otherwise the connection is closed, never reused.
    pub fn finish<DB: Database, T>(
        &self,
        mut held: PoolConnection<DB>,
        result: Result<T, sqlx::Error>,
    ) -> StoreResult<T> {
        match result {
            Ok(value) => {
                self.file_ok()?;
                self.health.set(None);
                Ok(value)
            }
            Err(error) => {
                held.close_on_drop();
                Err(self.failed(&error))
            }
        }
    }

    /// Notes a failed write and says what it means.
    pub fn failed(&self, error: &sqlx::Error) -> StoreError {
        let trouble = self
            .file
            .as_ref()
            .and_then(FileWatch::check)
            .or_else(|| Trouble::of(error));
        if trouble.is_some() {
            self.health.set(trouble);
        }
        StoreError {
            message: error.to_string(),
            trouble,
        }
    }
}
