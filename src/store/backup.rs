//! A class carried to another computer: a consistent copy of the SQLite database in one file,
//! taken while the server runs (`VACUUM INTO`), and such a copy put in place of the database
//! (the one it replaces is kept beside it, never deleted).

use super::{StoreError, StoreResult};
use sqlx::Connection;
use sqlx::sqlite::{SqliteConnectOptions, SqliteConnection};
use std::path::{Path, PathBuf};
use std::time::Duration;

fn options(path: &Path) -> SqliteConnectOptions {
    SqliteConnectOptions::new()
        .filename(path)
        .create_if_missing(false)
        .busy_timeout(Duration::from_secs(10))
}

fn io_error(path: &Path, error: std::io::Error) -> StoreError {
    StoreError::new(format!("{}: {error}", path.display()))
}

/// Copies the database at `database` into the new file `target` (refused when it exists).
pub async fn backup(database: &Path, target: &Path) -> StoreResult<()> {
    if !database.is_file() {
        return Err(StoreError::new(format!(
            "{}: no database here",
            database.display()
        )));
    }
    if target.exists() {
        return Err(StoreError::new(format!(
            "{}: already exists",
            target.display()
        )));
    }
    let name = target
        .to_str()
        .ok_or_else(|| StoreError::new("the backup's path is not UTF-8"))?;
    let mut connection = SqliteConnection::connect_with(&options(database)).await?;
    sqlx::query("VACUUM INTO ?1")
        .bind(name)
        .execute(&mut connection)
        .await?;
    connection.close().await?;
    Ok(())
}

/// The classes a classroom database holds; an error when `path` is not one or is damaged.
pub async fn classes_in(path: &Path) -> StoreResult<u64> {
    let mut connection = SqliteConnection::connect_with(&options(path).read_only(true)).await?;
    let verdict: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&mut connection)
        .await?;
    if verdict != "ok" {
        return Err(StoreError::new(format!(
            "{}: damaged: {verdict}",
            path.display()
        )));
    }
    let classes: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM classes")
        .fetch_one(&mut connection)
        .await?;
    connection.close().await?;
    Ok(u64::try_from(classes).unwrap_or(0))
}

/// Puts the copy `backup` in place as `database` (the server must be stopped). A database
/// already there is renamed `….before-restore-<ms>` with its journal files, so nothing is lost.
/// Returns where the old one went, if there was one.
pub async fn restore(backup: &Path, database: &Path, now_ms: i64) -> StoreResult<Option<PathBuf>> {
    classes_in(backup).await?;
    let staged = database.with_extension("sqlite-restoring");
    std::fs::copy(backup, &staged).map_err(|e| io_error(&staged, e))?;
    let mut kept = None;
    if database.exists() {
        let aside = PathBuf::from(format!("{}.before-restore-{now_ms}", database.display()));
        std::fs::rename(database, &aside).map_err(|e| io_error(database, e))?;
        kept = Some(aside);
    }
    // The old journal belongs to the old file: left beside the new one, SQLite would replay it.
    for suffix in ["-wal", "-shm"] {
        let journal = PathBuf::from(format!("{}{suffix}", database.display()));
        if journal.exists() {
            let aside = PathBuf::from(format!(
                "{}.before-restore-{now_ms}{suffix}",
                database.display()
            ));
            std::fs::rename(&journal, &aside).map_err(|e| io_error(&journal, e))?;
        }
    }
    std::fs::rename(&staged, database).map_err(|e| io_error(database, e))?;
    Ok(kept)
}
