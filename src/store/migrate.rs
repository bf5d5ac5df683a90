//! Runs the migrations kept in `migrations/<dialect>/`, embedded in the binary, once each, in
//! order, recording them in `schema_migrations`.

/// One migration: its number and SQL.
pub(super) struct Migration {
    pub version: i64,
    pub sql: &'static str,
}

/// The SQLite migrations.
pub(super) const SQLITE: &[Migration] = &[
    Migration {
        version: 1,
        sql: include_str!("../../migrations/sqlite/0001_classroom.sql"),
    },
    Migration {
        version: 2,
        sql: include_str!("../../migrations/sqlite/0002_totals_index.sql"),
    },
    Migration {
        version: 3,
        sql: include_str!("../../migrations/sqlite/0003_answers_seen.sql"),
    },
    Migration {
        version: 4,
        sql: include_str!("../../migrations/sqlite/0004_teach_board.sql"),
    },
    Migration {
        version: 5,
        sql: include_str!("../../migrations/sqlite/0005_rooms.sql"),
    },
    Migration {
        version: 6,
        sql: include_str!("../../migrations/sqlite/0006_races.sql"),
    },
];

/// The PostgreSQL migrations.
pub(super) const POSTGRES: &[Migration] = &[
    Migration {
        version: 1,
        sql: include_str!("../../migrations/postgres/0001_classroom.sql"),
    },
    Migration {
        version: 2,
        sql: include_str!("../../migrations/postgres/0002_totals_index.sql"),
    },
    Migration {
        version: 3,
        sql: include_str!("../../migrations/postgres/0003_answers_seen.sql"),
    },
    Migration {
        version: 4,
        sql: include_str!("../../migrations/postgres/0004_teach_board.sql"),
    },
    Migration {
        version: 5,
        sql: include_str!("../../migrations/postgres/0005_rooms.sql"),
    },
    Migration {
        version: 6,
        sql: include_str!("../../migrations/postgres/0006_races.sql"),
    },
];

/// The table that records applied migrations (same text in both dialects).
pub(super) const CREATE_TABLE: &str =
    "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY NOT NULL)";
