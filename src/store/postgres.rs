//! The PostgreSQL store: for a school or district where several `serve` processes share one
//! database (every piece of HTTP state — tokens, PIN slow-down, presence — lives in it).

use super::health::WriteGuard;
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
use sqlx::postgres::{PgPool, PgPoolOptions, PgRow};
use std::time::Duration;

/// The `LISTEN`/`NOTIFY` channel of the teach board (questions asked, answers taken).
pub const TEACH_CHANNEL: &str = "qi_teach";

/// The lock id that keeps two processes from migrating at once.
const MIGRATION_LOCK: i64 = 0x0071_6963_6c61_7373;

/// The classroom database on a PostgreSQL server.
#[derive(Debug, Clone)]
pub struct PgStore {
    pool: PgPool,
    /// The same pool: PostgreSQL serves concurrent writers itself.
    writer: PgPool,
    /// Notes each write's outcome; closes a connection that has seen an error.
    guard: std::sync::Arc<WriteGuard>,
}

impl PgStore {
    /// Connects (`postgres://user:password@host/database`) and runs the migrations.
    pub async fn connect(url: &str) -> StoreResult<Self> {
        let pool = PgPoolOptions::new()
            .max_connections(16)
            .acquire_timeout(Duration::from_secs(10))
            .connect(url)
            .await?;
        let store = PgStore {
            writer: pool.clone(),
            pool,
            guard: std::sync::Arc::new(WriteGuard::new(None)),
        };
        store.migrate().await?;
        Ok(store)
    }

    async fn migrate(&self) -> StoreResult<()> {
        let mut connection = self.pool.acquire().await?;
        sqlx::query("SELECT pg_advisory_lock($1)")
            .bind(MIGRATION_LOCK)
            .execute(&mut *connection)
            .await?;
        let outcome = apply(&mut connection, migrate::POSTGRES).await;
        sqlx::query("SELECT pg_advisory_unlock($1)")
            .bind(MIGRATION_LOCK)
            .execute(&mut *connection)
            .await?;
        outcome
    }

    /// Makes an empty database `name` on the server of `url` (dropping one of that name) and
    /// answers its URL: for a test that must not share tables with tests that reset them.
    pub async fn fresh_database_for_tests(url: &str, name: &str) -> StoreResult<String> {
        if !name.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
            return Err(StoreError::new(
                "a test database name is lowercase letters and _",
            ));
        }
        let pool = PgPoolOptions::new().max_connections(1).connect(url).await?;
        sqlx::raw_sql(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .execute(&pool)
            .await?;
        sqlx::raw_sql(&format!("CREATE DATABASE {name}"))
            .execute(&pool)
            .await?;
        pool.close().await;
        let (server, _) = url
            .split('?')
            .next()
            .and_then(|u| u.rsplit_once('/'))
            .ok_or_else(|| StoreError::new("a database URL ends in /<database>"))?;
        Ok(format!("{server}/{name}"))
    }

    /// Deletes every table of the classroom (the store tests start from an empty database).
    pub async fn reset_for_tests(url: &str) -> StoreResult<()> {
        let pool = PgPoolOptions::new().max_connections(1).connect(url).await?;
        sqlx::raw_sql(
            "DROP TABLE IF EXISTS races, room_events, rooms, tournaments, question_answers, questions, events, tokens, students, login_failures, classes, schema_migrations CASCADE",
        )
        .execute(&pool)
        .await?;
        pool.close().await;
        Ok(())
    }
}

async fn apply(connection: &mut sqlx::PgConnection, migrations: &[Migration]) -> StoreResult<()> {
    sqlx::raw_sql(migrate::CREATE_TABLE)
        .execute(&mut *connection)
        .await?;
    for migration in migrations {
        let done = sqlx::query("SELECT 1 FROM schema_migrations WHERE version = $1")
            .bind(migration.version)
            .fetch_optional(&mut *connection)
            .await?;
        if done.is_none() {
            let mut tx = sqlx::Connection::begin(&mut *connection).await?;
            sqlx::raw_sql(migration.sql)
                .execute(&mut *tx)
                .await
                .map_err(|e| StoreError::new(format!("migration {}: {e}", migration.version)))?;
            sqlx::query("INSERT INTO schema_migrations (version) VALUES ($1)")
                .bind(migration.version)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        }
    }
    Ok(())
}

row_readers!(PgRow);
question_reader!(PgRow);
room_reader!(PgRow);
race_reader!(PgRow);
event_writer!(sqlx::PgConnection, Dialect::Postgres);

impl Store for PgStore {
    store_methods!(Dialect::Postgres);
    teach_methods!(Dialect::Postgres);
    room_methods!(Dialect::Postgres);
    race_methods!(Dialect::Postgres);

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
        on_writer!(self, conn => async {
            let mut tx = sqlx::Connection::begin(&mut *conn).await?;
            insert_events(&mut tx, code, student_id, events, now_ms).await?;
            tx.commit().await
        }
        .await);
        Ok(())
    }

    async fn publish(&self, payload: &str) {
        // A lost notice only delays the others: their sockets read the store every few seconds.
        let _ = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(TEACH_CHANNEL)
            .bind(payload)
            .execute(&self.pool)
            .await;
    }

    async fn listen(&self) -> Option<tokio::sync::mpsc::Receiver<String>> {
        let mut listener = sqlx::postgres::PgListener::connect_with(&self.pool)
            .await
            .ok()?;
        listener.listen(TEACH_CHANNEL).await.ok()?;
        let (sender, receiver) = tokio::sync::mpsc::channel(1_024);
        tokio::spawn(async move {
            loop {
                match listener.recv().await {
                    Ok(notice) => {
                        if sender.send(notice.payload().to_owned()).await.is_err() {
                            return;
                        }
                    }
                    // The listener reconnects by itself; wait a moment before asking again.
                    Err(_) => tokio::time::sleep(Duration::from_millis(500)).await,
                }
            }
        });
        Some(receiver)
    }

    async fn check(&self) -> StoreResult<()> {
        sqlx::query("SELECT COUNT(*) FROM schema_migrations")
            .fetch_one(&self.pool)
            .await?;
        Ok(())
    }

    async fn close(&self) {
        self.pool.close().await;
    }
}
