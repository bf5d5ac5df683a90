//! The SQLite store: one file (`classroom.sqlite` in the data folder), WAL journal, bundled
//! SQLite. `synchronous = NORMAL` in WAL mode keeps every committed (so acknowledged) event
//! through a crash or kill of the server; only a power cut may lose the last moments.

use super::group_commit::{self, Commit, Job};
use super::migrate::{self, Migration};
use super::sql::{self, Dialect, event_writer, q, row_readers, store_methods};
use super::{
    ClassRow, LessonRow, PuzzleRow, SessionRow, Store, StoreError, StoreResult, StudentRow,
    TokenRow,
};
use crate::classroom::Event;
use crate::classroom::dashboard::{LessonDetail, PuzzleDetail};
use crate::classroom::event::{LessonStep, PuzzleAttempt};
use sqlx::Row;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteRow,
    SqliteSynchronous,
};
use std::path::Path;
use std::time::Duration;

/// The classroom database in one SQLite file.
#[derive(Debug, Clone)]
pub struct SqliteStore {
    /// Readers (WAL: they never wait for the writer).
    pool: SqlitePool,
    /// The one writing connection: SQLite has a single writer, and writers that queue here
    /// are served in turn, where several writing connections would sleep and retry in SQLite's
    /// busy handler (a class of devices saw 28 ms at p99 that way).
    writer: SqlitePool,
    /// Progress batches go to the group-commit task, which shares `writer`.
    batches: tokio::sync::mpsc::Sender<Job>,
}

/// The group-commit task's side of the writing connection.
struct GroupWriter(SqlitePool);

impl Commit for GroupWriter {
    async fn commit(&self, jobs: &[Job]) -> StoreResult<()> {
        let mut tx = self.0.begin().await?;
        for job in jobs {
            insert_events(&mut tx, &job.code, &job.student_id, &job.events, job.now_ms).await?;
        }
        tx.commit().await?;
        Ok(())
    }
}

impl SqliteStore {
    /// Opens (creating if needed) the database file and runs the migrations.
    pub async fn open(path: &Path) -> StoreResult<Self> {
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let writer = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(options.clone())
            .await?;
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await?;
        let batches = group_commit::start(GroupWriter(writer.clone()));
        let store = SqliteStore {
            pool,
            writer,
            batches,
        };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> StoreResult<()> {
        let mut connection = self.writer.acquire().await?;
        // BEGIN IMMEDIATE: two servers starting on one file take turns.
        sqlx::raw_sql("BEGIN IMMEDIATE")
            .execute(&mut *connection)
            .await?;
        let outcome = apply(&mut connection, migrate::SQLITE).await;
        let end = if outcome.is_ok() {
            "COMMIT"
        } else {
            "ROLLBACK"
        };
        sqlx::raw_sql(end).execute(&mut *connection).await?;
        outcome
    }
}

async fn apply(
    connection: &mut sqlx::SqliteConnection,
    migrations: &[Migration],
) -> StoreResult<()> {
    sqlx::raw_sql(migrate::CREATE_TABLE)
        .execute(&mut *connection)
        .await?;
    for migration in migrations {
        let done = sqlx::query("SELECT 1 FROM schema_migrations WHERE version = ?1")
            .bind(migration.version)
            .fetch_optional(&mut *connection)
            .await?;
        if done.is_none() {
            sqlx::raw_sql(migration.sql)
                .execute(&mut *connection)
                .await
                .map_err(|e| StoreError(format!("migration {}: {e}", migration.version)))?;
            sqlx::query("INSERT INTO schema_migrations (version) VALUES (?1)")
                .bind(migration.version)
                .execute(&mut *connection)
                .await?;
        }
    }
    Ok(())
}

row_readers!(SqliteRow);
event_writer!(sqlx::SqliteConnection, Dialect::Sqlite);

impl Store for SqliteStore {
    store_methods!(Dialect::Sqlite);

    async fn record_events(
        &self,
        code: &str,
        student_id: &str,
        events: &[Event],
        now_ms: i64,
    ) -> StoreResult<()> {
        if events.is_empty() {
            return Ok(());
        }
        let (done, committed) = tokio::sync::oneshot::channel();
        let job = Job {
            code: code.to_owned(),
            student_id: student_id.to_owned(),
            events: events.to_vec(),
            now_ms,
            done,
        };
        let stopped = || StoreError("the database writer has stopped".to_owned());
        self.batches.send(job).await.map_err(|_| stopped())?;
        committed.await.map_err(|_| stopped())?
    }
}
