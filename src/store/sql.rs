//! The queries, written once with `$n` placeholders for both dialects, and the one body of the
//! [`Store`](super::Store) methods, expanded for each pool type by `store_methods!`.

use std::borrow::Cow;

/// Which database a query runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Dialect {
    Sqlite,
    Postgres,
}

/// The query text for `dialect`: `$n` placeholders become `?n` on SQLite.
pub(super) fn q(dialect: Dialect, text: &'static str) -> Cow<'static, str> {
    match dialect {
        Dialect::Postgres => Cow::Borrowed(text),
        Dialect::Sqlite => Cow::Owned(text.replace('$', "?")),
    }
}

pub(super) const INSERT_CLASS: &str = "INSERT INTO classes (code, name, pin_hash, picture_codes, archived, retention_days, assignment, created_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (code) DO NOTHING";
pub(super) const CLASS: &str = "SELECT code, name, pin_hash, picture_codes, archived, retention_days, assignment, created_ms FROM classes WHERE code = $1";
pub(super) const ACTIVE_CLASSES: &str = "SELECT code, name, pin_hash, picture_codes, archived, retention_days, assignment, created_ms FROM classes WHERE archived = 0 ORDER BY created_ms, code";
pub(super) const SET_ARCHIVED: &str = "UPDATE classes SET archived = $2 WHERE code = $1";
pub(super) const SET_ASSIGNMENT: &str = "UPDATE classes SET assignment = $2 WHERE code = $1";
pub(super) const SET_RETENTION: &str = "UPDATE classes SET retention_days = $2 WHERE code = $1";
pub(super) const INSERT_STUDENT: &str = "INSERT INTO students (student_id, class_code, name, avatar, picture_code, position, last_seen_ms, activity) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";
pub(super) const STUDENTS: &str = "SELECT student_id, class_code, name, avatar, picture_code, position, last_seen_ms, activity FROM students WHERE class_code = $1 ORDER BY position, student_id";
pub(super) const STUDENT: &str = "SELECT student_id, class_code, name, avatar, picture_code, position, last_seen_ms, activity FROM students WHERE student_id = $1";
pub(super) const DELETE_STUDENT_EVENTS: &str =
    "DELETE FROM events WHERE student_id = $1 AND class_code = $2";
pub(super) const DELETE_STUDENT_TOKENS: &str =
    "DELETE FROM tokens WHERE student_id = $1 AND class_code = $2";
pub(super) const DELETE_STUDENT: &str =
    "DELETE FROM students WHERE student_id = $1 AND class_code = $2";
pub(super) const TOUCH_STUDENT: &str = "UPDATE students SET last_seen_ms = $2, activity = COALESCE($3, activity) WHERE student_id = $1";
pub(super) const INSERT_TOKEN: &str =
    "INSERT INTO tokens (token_hash, class_code, student_id, created_ms) VALUES ($1, $2, $3, $4)";
pub(super) const TOKEN: &str = "SELECT class_code, student_id FROM tokens WHERE token_hash = $1";
/// The class's columns (as [`CLASS`]), the child's (as [`STUDENT`], NULL when gone), the
/// token's child id.
pub(super) const SESSION: &str = "SELECT c.code, c.name, c.pin_hash, c.picture_codes, c.archived, c.retention_days, c.assignment, c.created_ms, s.student_id, s.class_code, s.name, s.avatar, s.picture_code, s.position, s.last_seen_ms, s.activity, t.student_id FROM tokens t JOIN classes c ON c.code = t.class_code LEFT JOIN students s ON s.student_id = t.student_id AND s.class_code = t.class_code WHERE t.token_hash = $1";
pub(super) const INSERT_EVENT: &str = "INSERT INTO events (student_id, event_id, class_code, kind, item, step, stars, solved, mistakes, hints, seconds, received_ms, answers_seen, detail) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (student_id, event_id) DO NOTHING";
/// Per child × lesson: distinct steps, the sum of each step's best stars, sums of the rest.
pub(super) const LESSON_TOTALS: &str = "SELECT student_id, item, CAST(COUNT(*) AS BIGINT), CAST(SUM(best) AS BIGINT), CAST(SUM(m) AS BIGINT), CAST(SUM(h) AS BIGINT), CAST(SUM(s) AS BIGINT), CAST(SUM(a) AS BIGINT) FROM (SELECT student_id, item, step, MAX(stars) AS best, SUM(mistakes) AS m, SUM(hints) AS h, SUM(seconds) AS s, SUM(answers_seen) AS a FROM events WHERE class_code = $1 AND kind = 'lesson-step' GROUP BY student_id, item, step) AS per_step GROUP BY student_id, item ORDER BY student_id, item";
pub(super) const PUZZLE_TOTALS: &str = "SELECT student_id, item, CAST(MAX(solved) AS BIGINT), CAST(COUNT(*) AS BIGINT), CAST(SUM(mistakes) AS BIGINT), CAST(SUM(hints) AS BIGINT), CAST(SUM(seconds) AS BIGINT), CAST(SUM(answers_seen) AS BIGINT) FROM events WHERE class_code = $1 AND kind = 'puzzle' GROUP BY student_id, item ORDER BY student_id, item";
pub(super) const STUDENT_EVENTS: &str = "SELECT event_id, kind, item, step, stars, solved, mistakes, hints, seconds, answers_seen FROM events WHERE student_id = $1 AND kind IN ('lesson-step', 'puzzle') ORDER BY received_ms, event_id";
pub(super) const PURGE_EVENTS: &str =
    "DELETE FROM events WHERE class_code = $1 AND received_ms < $2";
pub(super) const RECORD_LOGIN_FAILURE: &str = "INSERT INTO login_failures (class_code, failures, locked_until_ms) VALUES ($1, 1, 0) ON CONFLICT (class_code) DO UPDATE SET failures = login_failures.failures + 1 RETURNING failures";
pub(super) const LOCK_LOGIN: &str =
    "UPDATE login_failures SET locked_until_ms = $2 WHERE class_code = $1";
pub(super) const LOGIN_LOCKED_UNTIL: &str =
    "SELECT locked_until_ms FROM login_failures WHERE class_code = $1";
pub(super) const CLEAR_LOGIN_FAILURES: &str = "DELETE FROM login_failures WHERE class_code = $1";
/// Counts an attempt unless locked ($2: now); from the $3th failure on, locks until $4 at once.
pub(super) const CLAIM_LOGIN_ATTEMPT: &str = "INSERT INTO login_failures (class_code, failures, locked_until_ms) VALUES ($1, 1, CASE WHEN 1 >= $3 THEN $4 ELSE 0 END) ON CONFLICT (class_code) DO UPDATE SET failures = login_failures.failures + 1, locked_until_ms = CASE WHEN login_failures.failures + 1 >= $3 THEN $4 ELSE login_failures.locked_until_ms END WHERE login_failures.locked_until_ms <= $2 RETURNING failures";

/// A stored count as the `u64` of the totals (a negative one cannot happen: inputs are checked).
pub(super) fn count(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

/// Runs `$work` (a `Result<_, sqlx::Error>` expression using `$conn`, the writing connection)
/// through the store's `guard`: refused while the file is wrong; on an error the connection is
/// closed, never reused, and the trouble noted.
macro_rules! on_writer {
    ($store:ident, $conn:ident => $work:expr) => {{
        let mut held = $store.guard.acquire(&$store.writer).await?;
        let $conn = &mut *held;
        let result = $work;
        $store.guard.finish(held, result)?
    }};
}

/// The methods of [`Store`](super::Store) for a store type with a `pool` field (reads), a
/// `writer` field (writes; for SQLite a pool of one connection, so that writers queue in order
/// instead of sleeping in SQLite's busy handler) and a `guard` (see `health::WriteGuard`).
macro_rules! store_methods {
    ($dialect:expr) => {
        async fn create_class(&self, class: &ClassRow) -> StoreResult<bool> {
            let done = on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::INSERT_CLASS))
                    .bind(&class.code)
                    .bind(&class.name)
                    .bind(&class.pin_hash)
                    .bind(i64::from(class.picture_codes))
                    .bind(i64::from(class.archived))
                    .bind(i64::from(class.retention_days))
                    .bind(&class.assignment)
                    .bind(class.created_ms)
                    .execute(&mut *conn)
                    .await
            });
            Ok(done.rows_affected() == 1)
        }

        async fn class(&self, code: &str) -> StoreResult<Option<ClassRow>> {
            let row = sqlx::query(&q($dialect, sql::CLASS))
                .bind(code)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| class_row(&row)).transpose()
        }

        async fn active_classes(&self) -> StoreResult<Vec<ClassRow>> {
            let rows = sqlx::query(&q($dialect, sql::ACTIVE_CLASSES))
                .fetch_all(&self.pool)
                .await?;
            rows.iter().map(class_row).collect()
        }

        async fn set_archived(&self, code: &str, archived: bool) -> StoreResult<()> {
            on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::SET_ARCHIVED))
                    .bind(code)
                    .bind(i64::from(archived))
                    .execute(&mut *conn)
                    .await
            });
            Ok(())
        }

        async fn set_assignment(&self, code: &str, json: &str) -> StoreResult<()> {
            on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::SET_ASSIGNMENT))
                    .bind(code)
                    .bind(json)
                    .execute(&mut *conn)
                    .await
            });
            Ok(())
        }

        async fn set_retention(&self, code: &str, days: u32) -> StoreResult<()> {
            on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::SET_RETENTION))
                    .bind(code)
                    .bind(i64::from(days))
                    .execute(&mut *conn)
                    .await
            });
            Ok(())
        }

        async fn add_student(&self, student: &StudentRow) -> StoreResult<()> {
            on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::INSERT_STUDENT))
                    .bind(&student.student_id)
                    .bind(&student.class_code)
                    .bind(&student.name)
                    .bind(&student.avatar)
                    .bind(&student.picture_code)
                    .bind(student.position)
                    .bind(student.last_seen_ms)
                    .bind(&student.activity)
                    .execute(&mut *conn)
                    .await
            });
            Ok(())
        }

        async fn students(&self, code: &str) -> StoreResult<Vec<StudentRow>> {
            let rows = sqlx::query(&q($dialect, sql::STUDENTS))
                .bind(code)
                .fetch_all(&self.pool)
                .await?;
            rows.iter().map(student_row).collect()
        }

        async fn student(&self, student_id: &str) -> StoreResult<Option<StudentRow>> {
            let row = sqlx::query(&q($dialect, sql::STUDENT))
                .bind(student_id)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| student_row(&row)).transpose()
        }

        async fn delete_student(&self, code: &str, student_id: &str) -> StoreResult<bool> {
            let done = on_writer!(self, conn => async {
                let mut tx = sqlx::Connection::begin(&mut *conn).await?;
                for text in [sql::DELETE_STUDENT_EVENTS, sql::DELETE_STUDENT_TOKENS] {
                    sqlx::query(&q($dialect, text))
                        .bind(student_id)
                        .bind(code)
                        .execute(&mut *tx)
                        .await?;
                }
                let done = sqlx::query(&q($dialect, sql::DELETE_STUDENT))
                    .bind(student_id)
                    .bind(code)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok::<_, sqlx::Error>(done)
            }
            .await);
            Ok(done.rows_affected() == 1)
        }

        async fn touch_student(
            &self,
            student_id: &str,
            now_ms: i64,
            activity: Option<&str>,
        ) -> StoreResult<()> {
            on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::TOUCH_STUDENT))
                    .bind(student_id)
                    .bind(now_ms)
                    .bind(activity)
                    .execute(&mut *conn)
                    .await
            });
            Ok(())
        }

        async fn insert_token(
            &self,
            token_hash: &str,
            code: &str,
            student_id: Option<&str>,
            now_ms: i64,
        ) -> StoreResult<()> {
            on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::INSERT_TOKEN))
                    .bind(token_hash)
                    .bind(code)
                    .bind(student_id)
                    .bind(now_ms)
                    .execute(&mut *conn)
                    .await
            });
            Ok(())
        }

        async fn token(&self, token_hash: &str) -> StoreResult<Option<TokenRow>> {
            let row = sqlx::query(&q($dialect, sql::TOKEN))
                .bind(token_hash)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| {
                Ok(TokenRow {
                    class_code: row.try_get(0)?,
                    student_id: row.try_get(1)?,
                })
            })
            .transpose()
        }

        async fn lesson_totals(&self, code: &str) -> StoreResult<Vec<LessonRow>> {
            let rows = sqlx::query(&q($dialect, sql::LESSON_TOTALS))
                .bind(code)
                .fetch_all(&self.pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(LessonRow {
                        student_id: row.try_get(0)?,
                        lesson: row.try_get(1)?,
                        detail: LessonDetail {
                            steps_done: sql::count(row.try_get(2)?),
                            stars: sql::count(row.try_get(3)?),
                            mistakes: sql::count(row.try_get(4)?),
                            hints: sql::count(row.try_get(5)?),
                            seconds: sql::count(row.try_get(6)?),
                            answers_seen: sql::count(row.try_get(7)?),
                        },
                    })
                })
                .collect()
        }

        async fn puzzle_totals(&self, code: &str) -> StoreResult<Vec<PuzzleRow>> {
            let rows = sqlx::query(&q($dialect, sql::PUZZLE_TOTALS))
                .bind(code)
                .fetch_all(&self.pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(PuzzleRow {
                        student_id: row.try_get(0)?,
                        puzzle: row.try_get(1)?,
                        detail: PuzzleDetail {
                            solved: row.try_get::<i64, _>(2)? != 0,
                            attempts: sql::count(row.try_get(3)?),
                            mistakes: sql::count(row.try_get(4)?),
                            hints: sql::count(row.try_get(5)?),
                            seconds: sql::count(row.try_get(6)?),
                            answers_seen: sql::count(row.try_get(7)?),
                        },
                    })
                })
                .collect()
        }

        async fn session(&self, token_hash: &str) -> StoreResult<Option<SessionRow>> {
            let row = sqlx::query(&q($dialect, sql::SESSION))
                .bind(token_hash)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| {
                let student_id: Option<String> = row.try_get(16)?;
                let present: Option<String> = row.try_get(8)?;
                Ok(SessionRow {
                    class: class_row_at(&row, 0)?,
                    student: match present {
                        Some(_) => Some(student_row_at(&row, 8)?),
                        None => None,
                    },
                    student_id,
                })
            })
            .transpose()
        }

        async fn student_events(&self, student_id: &str) -> StoreResult<Vec<Event>> {
            let rows = sqlx::query(&q($dialect, sql::STUDENT_EVENTS))
                .bind(student_id)
                .fetch_all(&self.pool)
                .await?;
            rows.iter().map(event_row).collect()
        }

        async fn purge_events(&self, code: &str, cutoff_ms: i64) -> StoreResult<u64> {
            let done = on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::PURGE_EVENTS))
                    .bind(code)
                    .bind(cutoff_ms)
                    .execute(&mut *conn)
                    .await
            });
            Ok(done.rows_affected())
        }

        async fn record_login_failure(&self, code: &str) -> StoreResult<u32> {
            let row = on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::RECORD_LOGIN_FAILURE))
                    .bind(code)
                    .fetch_one(&mut *conn)
                    .await
            });
            let failures: i64 = row.try_get(0)?;
            Ok(u32::try_from(failures).unwrap_or(u32::MAX))
        }

        async fn lock_login(&self, code: &str, until_ms: i64) -> StoreResult<()> {
            on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::LOCK_LOGIN))
                    .bind(code)
                    .bind(until_ms)
                    .execute(&mut *conn)
                    .await
            });
            Ok(())
        }

        async fn login_locked_until(&self, code: &str) -> StoreResult<i64> {
            let row = sqlx::query(&q($dialect, sql::LOGIN_LOCKED_UNTIL))
                .bind(code)
                .fetch_optional(&self.pool)
                .await?;
            Ok(match row {
                Some(row) => row.try_get(0)?,
                None => 0,
            })
        }

        async fn claim_login_attempt(
            &self,
            code: &str,
            now_ms: i64,
            free_failures: u32,
            lock_until_ms: i64,
        ) -> StoreResult<Option<u32>> {
            let row = on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::CLAIM_LOGIN_ATTEMPT))
                    .bind(code)
                    .bind(now_ms)
                    .bind(i64::from(free_failures))
                    .bind(lock_until_ms)
                    .fetch_optional(&mut *conn)
                    .await
            });
            row.map(|row| {
                let failures: i64 = row.try_get(0)?;
                Ok(u32::try_from(failures).unwrap_or(u32::MAX))
            })
            .transpose()
        }

        fn trouble(&self) -> Option<super::Trouble> {
            self.guard.trouble()
        }

        async fn clear_login_failures(&self, code: &str) -> StoreResult<()> {
            on_writer!(self, conn => {
                sqlx::query(&q($dialect, sql::CLEAR_LOGIN_FAILURES))
                    .bind(code)
                    .execute(&mut *conn)
                    .await
            });
            Ok(())
        }
    };
}

/// The row readers, generic over the row type of each dialect.
macro_rules! row_readers {
    ($row:ty) => {
        fn class_row(row: &$row) -> StoreResult<ClassRow> {
            class_row_at(row, 0)
        }

        /// A class row whose columns start at `at`.
        fn class_row_at(row: &$row, at: usize) -> StoreResult<ClassRow> {
            Ok(ClassRow {
                code: row.try_get(at)?,
                name: row.try_get(at + 1)?,
                pin_hash: row.try_get(at + 2)?,
                picture_codes: row.try_get::<i64, _>(at + 3)? != 0,
                archived: row.try_get::<i64, _>(at + 4)? != 0,
                retention_days: u32::try_from(row.try_get::<i64, _>(at + 5)?).unwrap_or(365),
                assignment: row.try_get(at + 6)?,
                created_ms: row.try_get(at + 7)?,
            })
        }

        fn student_row(row: &$row) -> StoreResult<StudentRow> {
            student_row_at(row, 0)
        }

        /// A student row whose columns start at `at`.
        fn student_row_at(row: &$row, at: usize) -> StoreResult<StudentRow> {
            Ok(StudentRow {
                student_id: row.try_get(at)?,
                class_code: row.try_get(at + 1)?,
                name: row.try_get(at + 2)?,
                avatar: row.try_get(at + 3)?,
                picture_code: row.try_get(at + 4)?,
                position: row.try_get(at + 5)?,
                last_seen_ms: row.try_get(at + 6)?,
                activity: row.try_get(at + 7)?,
            })
        }

        fn event_row(row: &$row) -> StoreResult<Event> {
            let id: String = row.try_get(0)?;
            let kind: String = row.try_get(1)?;
            let item: String = row.try_get(2)?;
            let small = |index: usize| -> StoreResult<u32> {
                Ok(u32::try_from(row.try_get::<i64, _>(index)?).unwrap_or(0))
            };
            let (mistakes, hints, seconds) = (small(6)?, small(7)?, small(8)?);
            let answers_seen = small(9)?;
            Ok(if kind == "puzzle" {
                Event::Puzzle(PuzzleAttempt {
                    id,
                    puzzle: item,
                    solved: row.try_get::<i64, _>(5)? != 0,
                    mistakes,
                    hints,
                    answers_seen,
                    seconds,
                    tries: Vec::new(),
                })
            } else {
                Event::LessonStep(LessonStep {
                    id,
                    lesson: item,
                    step: small(3)?,
                    stars: u8::try_from(small(4)?).unwrap_or(0),
                    mistakes,
                    hints,
                    answers_seen,
                    seconds,
                    tries: Vec::new(),
                })
            })
        }
    };
}

pub(super) use row_readers;

/// `insert_events`, for a connection type of one dialect: one child's events (ids already
/// stored are left as they are) and the child noted as seen, inside the caller's transaction.
macro_rules! event_writer {
    ($connection:ty, $dialect:expr) => {
        async fn insert_events(
            connection: &mut $connection,
            code: &str,
            student_id: &str,
            events: &[Event],
            now_ms: i64,
        ) -> Result<(), sqlx::Error> {
            let text = q($dialect, sql::INSERT_EVENT);
            for event in events {
                let (kind, item, step, stars, solved) = match event {
                    Event::LessonStep(s) => ("lesson-step", &s.lesson, s.step, s.stars, false),
                    Event::Puzzle(p) => ("puzzle", &p.puzzle, 0, 0, p.solved),
                };
                let (mistakes, hints, seconds, answers_seen) = event.counts();
                sqlx::query(&text)
                    .bind(student_id)
                    .bind(event.id())
                    .bind(code)
                    .bind(kind)
                    .bind(item)
                    .bind(i64::from(step))
                    .bind(i64::from(stars))
                    .bind(i64::from(solved))
                    .bind(i64::from(mistakes))
                    .bind(i64::from(hints))
                    .bind(i64::from(seconds))
                    .bind(now_ms)
                    .bind(i64::from(answers_seen))
                    .bind(event.detail())
                    .execute(&mut *connection)
                    .await?;
            }
            sqlx::query(&q($dialect, sql::TOUCH_STUDENT))
                .bind(student_id)
                .bind(now_ms)
                .bind(None::<&str>)
                .execute(&mut *connection)
                .await?;
            Ok(())
        }
    };
}

pub(super) use event_writer;
pub(super) use on_writer;
pub(super) use store_methods;
