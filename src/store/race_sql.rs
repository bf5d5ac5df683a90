//! The placement race's table (migration 0006) and its tries, kept as events (kind `race`); and
//! the tries a progress event carries (`detail`), read back for the class's mistakes. The
//! queries are written once for both dialects, like `sql`.

/// The most tries of one race read back (a class of 40 sending a wrong answer every second for
/// a lesson is far under it).
pub const MAX_RACE_TRIES: i64 = 50_000;
/// The most progress events read back for one step or puzzle's mistakes.
pub const MAX_DETAIL_EVENTS: i64 = 20_000;

/// A race as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaceRow {
    /// The teacher's race id.
    pub race_id: String,
    /// The race as JSON (`classroom::race::RaceSpec`).
    pub body: String,
    /// `running` or `ended`.
    pub state: String,
    /// `names` or `animals`.
    pub show: String,
    /// When it started (Unix ms, the server's clock).
    pub started_ms: i64,
}

/// A final answer to take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRaceTry {
    /// The class.
    pub class_code: String,
    /// The race.
    pub race_id: String,
    /// The child.
    pub student_id: String,
    /// The device-made event id.
    pub event_id: String,
    /// Whether it is right.
    pub right: bool,
    /// The answer as JSON.
    pub detail: String,
    /// Now (Unix ms).
    pub now_ms: i64,
}

/// What became of a final answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RaceTryOutcome {
    /// Committed.
    Taken,
    /// Its event id was taken before: nothing changed.
    Repeat,
    /// No such race in the class.
    Unknown,
    /// The race has ended.
    Ended,
    /// The child has finished already: nothing more counts.
    Finished,
}

/// One try as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaceTryRow {
    /// The child.
    pub student_id: String,
    /// The device-made event id.
    pub event_id: String,
    /// Whether it was right.
    pub right: bool,
    /// When it was taken.
    pub received_ms: i64,
}

/// A progress event's tries, for the class's mistakes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DetailRow {
    /// The child.
    pub student_id: String,
    /// The event's `detail` (JSON: `{"tries":[…]}`).
    pub detail: String,
}

pub(super) const INSERT_RACE: &str = "INSERT INTO races (class_code, race_id, body, state, show, version, started_ms) VALUES ($1, $2, $3, 'running', $4, 0, $5) ON CONFLICT (class_code, race_id) DO NOTHING";
pub(super) const RACE: &str = "SELECT race_id, body, state, show, started_ms FROM races WHERE class_code = $1 AND race_id = $2";
pub(super) const LATEST_RACE: &str = "SELECT race_id, body, state, show, started_ms FROM races WHERE class_code = $1 ORDER BY started_ms DESC, race_id DESC LIMIT 1";
pub(super) const RUNNING_RACES: &str = "SELECT race_id, body, state, show, started_ms FROM races WHERE class_code = $1 AND state = 'running' ORDER BY started_ms, race_id LIMIT 16";
pub(super) const END_RACE: &str = "UPDATE races SET state = 'ended', version = version + 1 WHERE class_code = $1 AND race_id = $2 AND state = 'running'";
pub(super) const SET_RACE_SHOW: &str =
    "UPDATE races SET show = $3 WHERE class_code = $1 AND race_id = $2";
/// Takes the race's row (a lock on PostgreSQL, so an end waits for the try or the try sees
/// the end) while it runs.
pub(super) const BUMP_RUNNING_RACE: &str = "UPDATE races SET version = version + 1 WHERE class_code = $1 AND race_id = $2 AND state = 'running'";
pub(super) const FINISHED_ALREADY: &str = "SELECT 1 FROM events WHERE class_code = $1 AND kind = 'race' AND item = $2 AND student_id = $3 AND solved = 1";
pub(super) const INSERT_RACE_EVENT: &str = "INSERT INTO events (student_id, event_id, class_code, kind, item, step, stars, solved, mistakes, hints, seconds, received_ms, answers_seen, detail) VALUES ($1, $2, $3, 'race', $4, 0, 0, $5, 0, 0, 0, $6, 0, $7) ON CONFLICT (student_id, event_id) DO NOTHING";
pub(super) const RACE_TRIES: &str = "SELECT e.student_id, e.event_id, e.solved, e.received_ms FROM events e JOIN students s ON s.student_id = e.student_id AND s.class_code = e.class_code WHERE e.class_code = $1 AND e.kind = 'race' AND e.item = $2 ORDER BY e.received_ms, e.event_id LIMIT $3";
pub(super) const STEP_DETAILS: &str = "SELECT student_id, detail FROM events WHERE class_code = $1 AND kind = $2 AND item = $3 AND step = $4 AND detail IS NOT NULL ORDER BY received_ms, event_id LIMIT $5";

/// The race's [`Store`](super::Store) methods, for a store with `pool`, `writer`, `guard`.
macro_rules! race_methods {
    ($dialect:expr) => {
        async fn create_race(
            &self,
            code: &str,
            race_id: &str,
            body: &str,
            show: &str,
            now_ms: i64,
        ) -> StoreResult<bool> {
            let done = on_writer!(self, conn => {
                sqlx::query(&q($dialect, race_sql::INSERT_RACE))
                    .bind(code)
                    .bind(race_id)
                    .bind(body)
                    .bind(show)
                    .bind(now_ms)
                    .execute(&mut *conn)
                    .await
            });
            Ok(done.rows_affected() == 1)
        }

        async fn race(&self, code: &str, race_id: &str) -> StoreResult<Option<RaceRow>> {
            let row = sqlx::query(&q($dialect, race_sql::RACE))
                .bind(code)
                .bind(race_id)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| race_row(&row)).transpose()
        }

        async fn latest_race(&self, code: &str) -> StoreResult<Option<RaceRow>> {
            let row = sqlx::query(&q($dialect, race_sql::LATEST_RACE))
                .bind(code)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| race_row(&row)).transpose()
        }

        async fn running_races(&self, code: &str) -> StoreResult<Vec<RaceRow>> {
            let rows = sqlx::query(&q($dialect, race_sql::RUNNING_RACES))
                .bind(code)
                .fetch_all(&self.pool)
                .await?;
            rows.iter().map(race_row).collect()
        }

        async fn end_race(&self, code: &str, race_id: &str) -> StoreResult<bool> {
            let done = on_writer!(self, conn => {
                sqlx::query(&q($dialect, race_sql::END_RACE))
                    .bind(code)
                    .bind(race_id)
                    .execute(&mut *conn)
                    .await
            });
            Ok(done.rows_affected() == 1)
        }

        async fn set_race_show(&self, code: &str, race_id: &str, show: &str) -> StoreResult<bool> {
            let done = on_writer!(self, conn => {
                sqlx::query(&q($dialect, race_sql::SET_RACE_SHOW))
                    .bind(code)
                    .bind(race_id)
                    .bind(show)
                    .execute(&mut *conn)
                    .await
            });
            Ok(done.rows_affected() == 1)
        }

        async fn take_race_try(&self, entry: &NewRaceTry) -> StoreResult<RaceTryOutcome> {
            let outcome = on_writer!(self, conn => async {
                let mut tx = sqlx::Connection::begin(&mut *conn).await?;
                let seen = sqlx::query(&q($dialect, teach_sql::EVENT_SEEN))
                    .bind(&entry.student_id)
                    .bind(&entry.event_id)
                    .fetch_optional(&mut *tx)
                    .await?;
                if seen.is_some() {
                    tx.commit().await?;
                    return Ok::<_, sqlx::Error>(RaceTryOutcome::Repeat);
                }
                let running = sqlx::query(&q($dialect, race_sql::BUMP_RUNNING_RACE))
                    .bind(&entry.class_code)
                    .bind(&entry.race_id)
                    .execute(&mut *tx)
                    .await?;
                if running.rows_affected() == 0 {
                    let known = sqlx::query(&q($dialect, race_sql::RACE))
                        .bind(&entry.class_code)
                        .bind(&entry.race_id)
                        .fetch_optional(&mut *tx)
                        .await?;
                    tx.rollback().await?;
                    return Ok(if known.is_some() {
                        RaceTryOutcome::Ended
                    } else {
                        RaceTryOutcome::Unknown
                    });
                }
                let finished = sqlx::query(&q($dialect, race_sql::FINISHED_ALREADY))
                    .bind(&entry.class_code)
                    .bind(&entry.race_id)
                    .bind(&entry.student_id)
                    .fetch_optional(&mut *tx)
                    .await?;
                if finished.is_some() {
                    tx.rollback().await?;
                    return Ok(RaceTryOutcome::Finished);
                }
                let inserted = sqlx::query(&q($dialect, race_sql::INSERT_RACE_EVENT))
                    .bind(&entry.student_id)
                    .bind(&entry.event_id)
                    .bind(&entry.class_code)
                    .bind(&entry.race_id)
                    .bind(i64::from(entry.right))
                    .bind(entry.now_ms)
                    .bind(&entry.detail)
                    .execute(&mut *tx)
                    .await?;
                if inserted.rows_affected() == 0 {
                    tx.rollback().await?;
                    return Ok(RaceTryOutcome::Repeat);
                }
                sqlx::query(&q($dialect, sql::TOUCH_STUDENT))
                    .bind(&entry.student_id)
                    .bind(entry.now_ms)
                    .bind(None::<&str>)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(RaceTryOutcome::Taken)
            }
            .await);
            Ok(outcome)
        }

        async fn race_tries(&self, code: &str, race_id: &str) -> StoreResult<Vec<RaceTryRow>> {
            let rows = sqlx::query(&q($dialect, race_sql::RACE_TRIES))
                .bind(code)
                .bind(race_id)
                .bind(race_sql::MAX_RACE_TRIES)
                .fetch_all(&self.pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(RaceTryRow {
                        student_id: row.try_get(0)?,
                        event_id: row.try_get(1)?,
                        right: row.try_get::<i64, _>(2)? != 0,
                        received_ms: row.try_get(3)?,
                    })
                })
                .collect()
        }

        async fn step_details(
            &self,
            code: &str,
            kind: &str,
            item: &str,
            step: u32,
        ) -> StoreResult<Vec<DetailRow>> {
            let rows = sqlx::query(&q($dialect, race_sql::STEP_DETAILS))
                .bind(code)
                .bind(kind)
                .bind(item)
                .bind(i64::from(step))
                .bind(race_sql::MAX_DETAIL_EVENTS)
                .fetch_all(&self.pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(DetailRow {
                        student_id: row.try_get(0)?,
                        detail: row.try_get::<Option<String>, _>(1)?.unwrap_or_default(),
                    })
                })
                .collect()
        }
    };
}

/// A race row reader, generic over the row type of each dialect.
macro_rules! race_reader {
    ($row:ty) => {
        fn race_row(row: &$row) -> StoreResult<RaceRow> {
            Ok(RaceRow {
                race_id: row.try_get(0)?,
                body: row.try_get(1)?,
                state: row.try_get(2)?,
                show: row.try_get(3)?,
                started_ms: row.try_get(4)?,
            })
        }
    };
}

pub(super) use race_methods;
pub(super) use race_reader;
