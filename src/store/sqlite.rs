//! The SQLite store: one file (`classroom.sqlite` in the data folder), WAL journal, bundled
//! SQLite. `synchronous = NORMAL` in WAL mode keeps every committed (so acknowledged) event
//! through a crash or kill of the server; only a power cut may lose the last moments. Every
//! write goes through a [`WriteGuard`]: a full disk, a deleted or read-only file is noticed and
//! nothing is acknowledged that is not in the file; `close` checkpoints, so the file alone
//! holds the class after a stop.

use super::group_commit::{self, Commit, Job};
use super::health::{FileWatch, Trouble, WriteGuard};
use super::migrate::{self, Migration};
use super::race_sql::{self, race_methods, race_reader};
use super::room_sql::{self, room_methods, room_reader};
use super::sql::{self, Dialect, event_writer, on_writer, q, row_readers, store_methods};
use super::teach_sql::{self, question_reader, teach_methods};
use super::{
    AnswerEvent, AnswerOutcome, AnswerRow, ClassRow, DetailRow, LessonRow, NewAnswer, NewRaceTry,
    NewRoomEvent, PuzzleRow, QuestionRow, RaceRow, RaceTryOutcome, RaceTryRow, RoomEventRow,
    RoomRow, SessionRow, Store, StoreError, StoreResult, StudentRow, TokenRow, TournamentRow,
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
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};
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
    /// Notes each write's outcome; closes a connection that has seen an error.
    guard: Arc<WriteGuard>,
}

/// A limit on the database's size in pages (0: none), applied to each writing connection: what
/// a full disk looks like to SQLite, for the tests that prove nothing acknowledged is lost.
#[derive(Debug, Clone, Default)]
pub struct PageLimit(Arc<AtomicU32>);

impl PageLimit {
    /// Sets the limit (0: none); the writing connection takes it before its next write.
    pub fn set(&self, pages: u32) {
        self.0.store(pages, Ordering::SeqCst);
    }

    /// The pragma that sets it on a connection.
    fn pages(&self) -> String {
        let pages = match self.0.load(Ordering::SeqCst) {
            0 => u32::MAX - 1,
            pages => pages,
        };
        format!("PRAGMA max_page_count = {pages}")
    }
}

/// The group-commit task's side of the writing connection.
struct GroupWriter {
    writer: SqlitePool,
    guard: Arc<WriteGuard>,
}

impl Commit for GroupWriter {
    async fn commit(&self, jobs: &[Job]) -> StoreResult<()> {
        let mut held = self.guard.acquire(&self.writer).await?;
        // BEGIN and COMMIT by hand: after any error the connection is closed (`finish`), so no
        // transaction state is ever carried over to the next group.
        let result = async {
            sqlx::query("BEGIN IMMEDIATE").execute(&mut *held).await?;
            for job in jobs {
                insert_events(
                    &mut held,
                    &job.code,
                    &job.student_id,
                    &job.events,
                    job.now_ms,
                )
                .await?;
            }
            sqlx::query("COMMIT").execute(&mut *held).await?;
            Ok(())
        }
        .await;
        self.guard.finish(held, result)
    }
}

impl SqliteStore {
    /// Opens (creating if needed) the database file, runs the migrations and checks that the
    /// file takes writes (a read-only or full one is refused here, with its [`Trouble`]).
    pub async fn open(path: &Path) -> StoreResult<Self> {
        Self::open_with_page_limit(path, None).await
    }

    /// [`SqliteStore::open`] with the database's size limited by `limit` (tests of a full disk).
    pub async fn open_with_page_limit(path: &Path, limit: Option<PageLimit>) -> StoreResult<Self> {
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        let refused = |e: sqlx::Error| {
            let trouble = FileWatch::new(path)
                .ok()
                .and_then(|f| f.check())
                .or_else(|| Trouble::of(&e));
            StoreError {
                message: e.to_string(),
                trouble,
            }
        };
        let mut writer = SqlitePoolOptions::new().max_connections(1);
        if let Some(limit) = limit {
            let fresh = limit.clone();
            writer = writer
                .after_connect(move |connection, _| {
                    let pages = fresh.pages();
                    Box::pin(async move {
                        sqlx::query(&pages).execute(&mut *connection).await?;
                        Ok(())
                    })
                })
                .before_acquire(move |connection, _| {
                    let pages = limit.pages();
                    Box::pin(async move {
                        sqlx::query(&pages).execute(&mut *connection).await?;
                        Ok(true)
                    })
                });
        }
        let writer = writer
            .connect_with(options.clone())
            .await
            .map_err(refused)?;
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options.clone())
            .await
            .map_err(refused)?;
        // From now on a missing file is not made anew: a connection reopened after an error
        // must find the class's file, not an empty one.
        writer.set_connect_options(options.clone().create_if_missing(false));
        pool.set_connect_options(options.create_if_missing(false));
        let file = FileWatch::new(path)
            .map_err(|e| StoreError::trouble(Trouble::Missing, e.to_string()))?;
        let guard = Arc::new(WriteGuard::new(Some(file)));
        let batches = group_commit::start(GroupWriter {
            writer: writer.clone(),
            guard: guard.clone(),
        });
        let store = SqliteStore {
            pool,
            writer,
            batches,
            guard,
        };
        store.migrate().await?;
        store.probe_write().await?;
        Ok(store)
    }

    /// Pages the database holds now (with the write-ahead log).
    pub async fn page_count(&self) -> StoreResult<u32> {
        let pages: i64 = sqlx::query_scalar("PRAGMA page_count")
            .fetch_one(&self.pool)
            .await?;
        Ok(u32::try_from(pages).unwrap_or(u32::MAX))
    }

    /// A write that changes nothing, so a read-only or full database is found at start rather
    /// than at the first child's event.
    async fn probe_write(&self) -> StoreResult<()> {
        on_writer!(self, conn => {
            sqlx::query("UPDATE schema_migrations SET version = version WHERE version = 1")
                .execute(&mut *conn)
                .await
        });
        Ok(())
    }

    async fn migrate(&self) -> StoreResult<()> {
        let mut connection = self.guard.acquire(&self.writer).await?;
        // BEGIN IMMEDIATE: two servers starting on one file take turns.
        let begun = sqlx::raw_sql("BEGIN IMMEDIATE")
            .execute(&mut *connection)
            .await
            .map(|_| ());
        if begun.is_err() {
            return self.guard.finish(connection, begun);
        }
        let outcome = apply(&mut connection, migrate::SQLITE).await;
        let end = if outcome.is_ok() {
            "COMMIT"
        } else {
            "ROLLBACK"
        };
        let ended = sqlx::raw_sql(end)
            .execute(&mut *connection)
            .await
            .map(|_| ());
        self.guard.finish(connection, ended)?;
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
                .map_err(|e| StoreError::new(format!("migration {}: {e}", migration.version)))?;
            sqlx::query("INSERT INTO schema_migrations (version) VALUES (?1)")
                .bind(migration.version)
                .execute(&mut *connection)
                .await?;
        }
    }
    Ok(())
}

row_readers!(SqliteRow);
question_reader!(SqliteRow);
room_reader!(SqliteRow);
race_reader!(SqliteRow);
event_writer!(sqlx::SqliteConnection, Dialect::Sqlite);

impl Store for SqliteStore {
    store_methods!(Dialect::Sqlite);
    teach_methods!(Dialect::Sqlite);
    room_methods!(Dialect::Sqlite);
    race_methods!(Dialect::Sqlite);

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
        let stopped = || StoreError::new("the database writer has stopped");
        self.batches.send(job).await.map_err(|_| stopped())?;
        committed.await.map_err(|_| stopped())?
    }

    async fn publish(&self, _payload: &str) {
        // One process serves a SQLite file: nobody else to tell.
    }

    async fn listen(&self) -> Option<tokio::sync::mpsc::Receiver<String>> {
        None
    }

    async fn check(&self) -> StoreResult<()> {
        self.guard.file_ok()?;
        sqlx::query("SELECT COUNT(*) FROM schema_migrations")
            .fetch_one(&self.pool)
            .await?;
        Ok(())
    }

    async fn close(&self) {
        if self.guard.file_ok().is_ok()
            && let Ok(mut held) = self.writer.acquire().await
        {
            let _ = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                .execute(&mut *held)
                .await;
        }
        self.pool.close().await;
        self.writer.close().await;
    }
}
