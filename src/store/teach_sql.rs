//! The teach board's tables (migration 0004): questions, each child's current answer, and each
//! answer taken as an event. The queries are written once for both dialects, like `sql`.

pub(super) const INSERT_QUESTION: &str = "INSERT INTO questions (class_code, question_id, body, state, version, asked_ms) VALUES ($1, $2, $3, 'open', 0, $4) ON CONFLICT (class_code, question_id) DO NOTHING";
pub(super) const QUESTION: &str = "SELECT question_id, body, state, version FROM questions WHERE class_code = $1 AND question_id = $2";
pub(super) const LATEST_QUESTION: &str = "SELECT question_id, body, state, version FROM questions WHERE class_code = $1 ORDER BY asked_ms DESC, question_id DESC LIMIT 1";
pub(super) const OPEN_QUESTIONS: &str = "SELECT question_id, body, state, version FROM questions WHERE class_code = $1 AND state = 'open' ORDER BY asked_ms, question_id";
/// Closes ($3 = 'closed': only an open one) or reveals ($3 = 'revealed': open or closed).
pub(super) const SET_QUESTION_STATE: &str = "UPDATE questions SET state = $3, version = version + 1 WHERE class_code = $1 AND question_id = $2 AND (state = 'open' OR ($3 = 'revealed' AND state = 'closed'))";
pub(super) const EVENT_SEEN: &str = "SELECT 1 FROM events WHERE student_id = $1 AND event_id = $2";
/// Takes the question's row (a lock on PostgreSQL, so a close waits for the answer or the
/// answer sees the close) while it is open.
pub(super) const BUMP_OPEN_QUESTION: &str = "UPDATE questions SET version = version + 1 WHERE class_code = $1 AND question_id = $2 AND state = 'open'";
pub(super) const INSERT_ANSWER_EVENT: &str = "INSERT INTO events (student_id, event_id, class_code, kind, item, step, stars, solved, mistakes, hints, seconds, received_ms, answers_seen, detail) VALUES ($1, $2, $3, 'question', $4, 0, 0, $5, 0, 0, 0, $6, 0, $7) ON CONFLICT (student_id, event_id) DO NOTHING";
pub(super) const UPSERT_ANSWER: &str = "INSERT INTO question_answers (class_code, question_id, student_id, answer, verdict, reason, event_id, answered_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (class_code, question_id, student_id) DO UPDATE SET answer = excluded.answer, verdict = excluded.verdict, reason = excluded.reason, event_id = excluded.event_id, answered_ms = excluded.answered_ms";
pub(super) const QUESTION_ANSWERS: &str = "SELECT student_id, answer, verdict, reason FROM question_answers WHERE class_code = $1 AND question_id = $2 ORDER BY student_id";
pub(super) const CLASS_ANSWERS: &str = "SELECT a.student_id, a.question_id, a.answer, a.verdict FROM question_answers a JOIN students s ON s.student_id = a.student_id AND s.class_code = a.class_code WHERE a.class_code = $1 ORDER BY a.student_id, a.question_id";
pub(super) const STUDENT_ANSWER_EVENTS: &str = "SELECT event_id, item, detail, received_ms FROM events WHERE student_id = $1 AND kind = 'question' ORDER BY received_ms, event_id";
/// A purge: the class's questions that are not open, asked before $2 or not among the newest
/// $3 such questions — their current answers first, then the questions (one transaction).
pub(super) const PURGE_QUESTION_ANSWERS: &str = "DELETE FROM question_answers WHERE class_code = $1 AND question_id IN (SELECT question_id FROM questions WHERE class_code = $1 AND state <> 'open' AND (asked_ms < $2 OR question_id NOT IN (SELECT question_id FROM questions WHERE class_code = $1 AND state <> 'open' ORDER BY asked_ms DESC, question_id DESC LIMIT $3)))";
pub(super) const PURGE_QUESTIONS: &str = "DELETE FROM questions WHERE class_code = $1 AND state <> 'open' AND (asked_ms < $2 OR question_id NOT IN (SELECT question_id FROM questions WHERE class_code = $1 AND state <> 'open' ORDER BY asked_ms DESC, question_id DESC LIMIT $3))";

/// The teach board's [`Store`](super::Store) methods, for a store with `pool`, `writer`, `guard`.
macro_rules! teach_methods {
    ($dialect:expr) => {
        async fn create_question(
            &self,
            code: &str,
            question_id: &str,
            body: &str,
            now_ms: i64,
        ) -> StoreResult<bool> {
            let done = on_writer!(self, conn => {
                sqlx::query(&q($dialect, teach_sql::INSERT_QUESTION))
                    .bind(code)
                    .bind(question_id)
                    .bind(body)
                    .bind(now_ms)
                    .execute(&mut *conn)
                    .await
            });
            Ok(done.rows_affected() == 1)
        }

        async fn question(&self, code: &str, question_id: &str) -> StoreResult<Option<QuestionRow>> {
            let row = sqlx::query(&q($dialect, teach_sql::QUESTION))
                .bind(code)
                .bind(question_id)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| question_row(&row)).transpose()
        }

        async fn latest_question(&self, code: &str) -> StoreResult<Option<QuestionRow>> {
            let row = sqlx::query(&q($dialect, teach_sql::LATEST_QUESTION))
                .bind(code)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| question_row(&row)).transpose()
        }

        async fn open_questions(&self, code: &str) -> StoreResult<Vec<QuestionRow>> {
            let rows = sqlx::query(&q($dialect, teach_sql::OPEN_QUESTIONS))
                .bind(code)
                .fetch_all(&self.pool)
                .await?;
            rows.iter().map(question_row).collect()
        }

        async fn set_question_state(
            &self,
            code: &str,
            question_id: &str,
            state: &str,
        ) -> StoreResult<bool> {
            let done = on_writer!(self, conn => {
                sqlx::query(&q($dialect, teach_sql::SET_QUESTION_STATE))
                    .bind(code)
                    .bind(question_id)
                    .bind(state)
                    .execute(&mut *conn)
                    .await
            });
            Ok(done.rows_affected() == 1)
        }

        async fn take_answer(&self, answer: &NewAnswer) -> StoreResult<AnswerOutcome> {
            let outcome = on_writer!(self, conn => async {
                let mut tx = sqlx::Connection::begin(&mut *conn).await?;
                let seen = sqlx::query(&q($dialect, teach_sql::EVENT_SEEN))
                    .bind(&answer.student_id)
                    .bind(&answer.event_id)
                    .fetch_optional(&mut *tx)
                    .await?;
                if seen.is_some() {
                    tx.commit().await?;
                    return Ok::<_, sqlx::Error>(AnswerOutcome::Repeat);
                }
                let open = sqlx::query(&q($dialect, teach_sql::BUMP_OPEN_QUESTION))
                    .bind(&answer.class_code)
                    .bind(&answer.question_id)
                    .execute(&mut *tx)
                    .await?;
                if open.rows_affected() == 0 {
                    let known = sqlx::query(&q($dialect, teach_sql::QUESTION))
                        .bind(&answer.class_code)
                        .bind(&answer.question_id)
                        .fetch_optional(&mut *tx)
                        .await?;
                    tx.rollback().await?;
                    return Ok(if known.is_some() {
                        AnswerOutcome::Closed
                    } else {
                        AnswerOutcome::Unknown
                    });
                }
                let inserted = sqlx::query(&q($dialect, teach_sql::INSERT_ANSWER_EVENT))
                    .bind(&answer.student_id)
                    .bind(&answer.event_id)
                    .bind(&answer.class_code)
                    .bind(&answer.question_id)
                    .bind(i64::from(answer.verdict == "right"))
                    .bind(answer.now_ms)
                    .bind(&answer.detail)
                    .execute(&mut *tx)
                    .await?;
                if inserted.rows_affected() == 0 {
                    tx.rollback().await?;
                    return Ok(AnswerOutcome::Repeat);
                }
                sqlx::query(&q($dialect, teach_sql::UPSERT_ANSWER))
                    .bind(&answer.class_code)
                    .bind(&answer.question_id)
                    .bind(&answer.student_id)
                    .bind(&answer.answer)
                    .bind(&answer.verdict)
                    .bind(&answer.reason)
                    .bind(&answer.event_id)
                    .bind(answer.now_ms)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query(&q($dialect, sql::TOUCH_STUDENT))
                    .bind(&answer.student_id)
                    .bind(answer.now_ms)
                    .bind(None::<&str>)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(AnswerOutcome::Taken)
            }
            .await);
            Ok(outcome)
        }

        async fn question_answers(
            &self,
            code: &str,
            question_id: &str,
        ) -> StoreResult<Vec<AnswerRow>> {
            let rows = sqlx::query(&q($dialect, teach_sql::QUESTION_ANSWERS))
                .bind(code)
                .bind(question_id)
                .fetch_all(&self.pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(AnswerRow {
                        student_id: row.try_get(0)?,
                        question_id: question_id.to_owned(),
                        answer: row.try_get(1)?,
                        verdict: row.try_get(2)?,
                        reason: row.try_get(3)?,
                    })
                })
                .collect()
        }

        async fn purge_questions(&self, code: &str, cutoff_ms: i64, keep: u32) -> StoreResult<u64> {
            let removed = on_writer!(self, conn => async {
                let mut tx = sqlx::Connection::begin(&mut *conn).await?;
                sqlx::query(&q($dialect, teach_sql::PURGE_QUESTION_ANSWERS))
                    .bind(code)
                    .bind(cutoff_ms)
                    .bind(i64::from(keep))
                    .execute(&mut *tx)
                    .await?;
                let done = sqlx::query(&q($dialect, teach_sql::PURGE_QUESTIONS))
                    .bind(code)
                    .bind(cutoff_ms)
                    .bind(i64::from(keep))
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok::<_, sqlx::Error>(done.rows_affected())
            }
            .await);
            Ok(removed)
        }

        async fn class_answers(&self, code: &str) -> StoreResult<Vec<AnswerRow>> {
            let rows = sqlx::query(&q($dialect, teach_sql::CLASS_ANSWERS))
                .bind(code)
                .fetch_all(&self.pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(AnswerRow {
                        student_id: row.try_get(0)?,
                        question_id: row.try_get(1)?,
                        answer: row.try_get(2)?,
                        verdict: row.try_get(3)?,
                        reason: None,
                    })
                })
                .collect()
        }

        async fn student_answer_events(&self, student_id: &str) -> StoreResult<Vec<AnswerEvent>> {
            let rows = sqlx::query(&q($dialect, teach_sql::STUDENT_ANSWER_EVENTS))
                .bind(student_id)
                .fetch_all(&self.pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(AnswerEvent {
                        event_id: row.try_get(0)?,
                        question_id: row.try_get(1)?,
                        detail: row.try_get::<Option<String>, _>(2)?.unwrap_or_default(),
                        received_ms: row.try_get(3)?,
                    })
                })
                .collect()
        }
    };
}

/// A question row reader, generic over the row type of each dialect.
macro_rules! question_reader {
    ($row:ty) => {
        fn question_row(row: &$row) -> StoreResult<QuestionRow> {
            Ok(QuestionRow {
                question_id: row.try_get(0)?,
                body: row.try_get(1)?,
                state: row.try_get(2)?,
                version: row.try_get(3)?,
            })
        }
    };
}

pub(super) use question_reader;
pub(super) use teach_methods;
