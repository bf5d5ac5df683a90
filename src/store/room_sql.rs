//! The tables of games between devices (migration 0005): rooms, each room's append-only event
//! log, and class tournaments. The queries are written once for both dialects, like `sql`.

pub(super) const INSERT_ROOM: &str = "INSERT INTO rooms (room_id, class_code, spec, player_first, player_second, tournament_id, round, version, result, created_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, 0, NULL, $8) ON CONFLICT (room_id) DO NOTHING";
pub(super) const ROOM: &str = "SELECT room_id, class_code, spec, tournament_id, round, version, result, created_ms, player_first, player_second FROM rooms WHERE room_id = $1";
pub(super) const CLASS_ROOMS: &str = "SELECT room_id, class_code, spec, tournament_id, round, version, result, created_ms, player_first, player_second FROM rooms WHERE class_code = $1 ORDER BY created_ms, room_id";
pub(super) const ROOM_EVENTS: &str =
    "SELECT v, action_id, body FROM room_events WHERE room_id = $1 AND v > $2 ORDER BY v";
/// Appends version `v` unless it (or the action id) is in the log already.
pub(super) const INSERT_ROOM_EVENT: &str = "INSERT INTO room_events (room_id, v, action_id, body, at_ms) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING";
pub(super) const SET_ROOM_VERSION: &str =
    "UPDATE rooms SET version = $2, result = $3 WHERE room_id = $1";
pub(super) const INSERT_TOURNAMENT: &str = "INSERT INTO tournaments (tournament_id, class_code, body, created_ms) VALUES ($1, $2, $3, $4) ON CONFLICT (tournament_id) DO NOTHING";
pub(super) const TOURNAMENT: &str = "SELECT tournament_id, class_code, body, created_ms FROM tournaments WHERE class_code = $1 AND tournament_id = $2";
pub(super) const LATEST_TOURNAMENT: &str = "SELECT tournament_id, class_code, body, created_ms FROM tournaments WHERE class_code = $1 ORDER BY created_ms DESC, tournament_id DESC LIMIT 1";
pub(super) const SET_TOURNAMENT: &str =
    "UPDATE tournaments SET body = $3 WHERE class_code = $1 AND tournament_id = $2";

/// The rooms' [`Store`](super::Store) methods, for a store with `pool`, `writer`, `guard`.
macro_rules! room_methods {
    ($dialect:expr) => {
        async fn create_room(&self, room: &RoomRow) -> StoreResult<bool> {
            let done = on_writer!(self, conn => {
                sqlx::query(&q($dialect, room_sql::INSERT_ROOM))
                    .bind(&room.room_id)
                    .bind(&room.class_code)
                    .bind(&room.spec)
                    .bind(&room.players[0])
                    .bind(&room.players[1])
                    .bind(&room.tournament_id)
                    .bind(room.round)
                    .bind(room.created_ms)
                    .execute(&mut *conn)
                    .await
            });
            Ok(done.rows_affected() == 1)
        }

        async fn room(&self, room_id: &str) -> StoreResult<Option<RoomRow>> {
            let row = sqlx::query(&q($dialect, room_sql::ROOM))
                .bind(room_id)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| room_row(&row)).transpose()
        }

        async fn class_rooms(&self, code: &str) -> StoreResult<Vec<RoomRow>> {
            let rows = sqlx::query(&q($dialect, room_sql::CLASS_ROOMS))
                .bind(code)
                .fetch_all(&self.pool)
                .await?;
            rows.iter().map(room_row).collect()
        }

        async fn room_events(&self, room_id: &str, after: i64) -> StoreResult<Vec<RoomEventRow>> {
            let rows = sqlx::query(&q($dialect, room_sql::ROOM_EVENTS))
                .bind(room_id)
                .bind(after)
                .fetch_all(&self.pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok(RoomEventRow {
                        v: row.try_get(0)?,
                        action_id: row.try_get(1)?,
                        body: row.try_get(2)?,
                    })
                })
                .collect()
        }

        async fn append_room_event(&self, event: &NewRoomEvent) -> StoreResult<bool> {
            let appended = on_writer!(self, conn => async {
                let mut tx = sqlx::Connection::begin(&mut *conn).await?;
                let inserted = sqlx::query(&q($dialect, room_sql::INSERT_ROOM_EVENT))
                    .bind(&event.room_id)
                    .bind(event.v)
                    .bind(&event.action_id)
                    .bind(&event.body)
                    .bind(event.now_ms)
                    .execute(&mut *tx)
                    .await?;
                if inserted.rows_affected() == 0 {
                    tx.rollback().await?;
                    return Ok::<_, sqlx::Error>(false);
                }
                sqlx::query(&q($dialect, room_sql::SET_ROOM_VERSION))
                    .bind(&event.room_id)
                    .bind(event.v)
                    .bind(&event.result)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                Ok(true)
            }
            .await);
            Ok(appended)
        }

        async fn create_tournament(&self, row: &TournamentRow) -> StoreResult<bool> {
            let done = on_writer!(self, conn => {
                sqlx::query(&q($dialect, room_sql::INSERT_TOURNAMENT))
                    .bind(&row.tournament_id)
                    .bind(&row.class_code)
                    .bind(&row.body)
                    .bind(row.created_ms)
                    .execute(&mut *conn)
                    .await
            });
            Ok(done.rows_affected() == 1)
        }

        async fn tournament(&self, code: &str, id: &str) -> StoreResult<Option<TournamentRow>> {
            let row = sqlx::query(&q($dialect, room_sql::TOURNAMENT))
                .bind(code)
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| {
                Ok(TournamentRow {
                    tournament_id: row.try_get(0)?,
                    class_code: row.try_get(1)?,
                    body: row.try_get(2)?,
                    created_ms: row.try_get(3)?,
                })
            })
            .transpose()
        }

        async fn latest_tournament(&self, code: &str) -> StoreResult<Option<TournamentRow>> {
            let row = sqlx::query(&q($dialect, room_sql::LATEST_TOURNAMENT))
                .bind(code)
                .fetch_optional(&self.pool)
                .await?;
            row.map(|row| {
                Ok(TournamentRow {
                    tournament_id: row.try_get(0)?,
                    class_code: row.try_get(1)?,
                    body: row.try_get(2)?,
                    created_ms: row.try_get(3)?,
                })
            })
            .transpose()
        }

        async fn set_tournament(&self, code: &str, id: &str, body: &str) -> StoreResult<()> {
            on_writer!(self, conn => {
                sqlx::query(&q($dialect, room_sql::SET_TOURNAMENT))
                    .bind(code)
                    .bind(id)
                    .bind(body)
                    .execute(&mut *conn)
                    .await
            });
            Ok(())
        }
    };
}

/// A room row reader, generic over the row type of each dialect.
macro_rules! room_reader {
    ($row:ty) => {
        fn room_row(row: &$row) -> StoreResult<RoomRow> {
            Ok(RoomRow {
                room_id: row.try_get(0)?,
                class_code: row.try_get(1)?,
                spec: row.try_get(2)?,
                players: [row.try_get(8)?, row.try_get(9)?],
                tournament_id: row.try_get(3)?,
                round: row.try_get(4)?,
                version: row.try_get(5)?,
                result: row.try_get(6)?,
                created_ms: row.try_get(7)?,
            })
        }
    };
}

pub(super) use room_methods;
pub(super) use room_reader;
