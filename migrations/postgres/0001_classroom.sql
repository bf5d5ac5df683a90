-- The classroom database, PostgreSQL dialect (keep in step with ../sqlite/0001_classroom.sql).
CREATE TABLE classes (
    code TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    pin_hash TEXT NOT NULL,
    picture_codes BIGINT NOT NULL DEFAULT 0,
    archived BIGINT NOT NULL DEFAULT 0,
    retention_days BIGINT NOT NULL DEFAULT 365,
    assignment TEXT NOT NULL DEFAULT '{"items":[]}',
    created_ms BIGINT NOT NULL
);

CREATE TABLE students (
    student_id TEXT PRIMARY KEY NOT NULL,
    class_code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE,
    name TEXT NOT NULL,
    avatar TEXT NOT NULL,
    picture_code TEXT,
    position BIGINT NOT NULL,
    last_seen_ms BIGINT NOT NULL DEFAULT 0,
    activity TEXT
);
CREATE INDEX students_by_class ON students(class_code, position);

CREATE TABLE tokens (
    token_hash TEXT PRIMARY KEY NOT NULL,
    class_code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE,
    student_id TEXT REFERENCES students(student_id) ON DELETE CASCADE,
    created_ms BIGINT NOT NULL
);

CREATE TABLE events (
    student_id TEXT NOT NULL REFERENCES students(student_id) ON DELETE CASCADE,
    event_id TEXT NOT NULL,
    class_code TEXT NOT NULL,
    kind TEXT NOT NULL,
    item TEXT NOT NULL,
    step BIGINT NOT NULL,
    stars BIGINT NOT NULL,
    solved BIGINT NOT NULL,
    mistakes BIGINT NOT NULL,
    hints BIGINT NOT NULL,
    seconds BIGINT NOT NULL,
    received_ms BIGINT NOT NULL,
    PRIMARY KEY (student_id, event_id)
);
CREATE INDEX events_by_class ON events(class_code, kind, student_id, item, step);
CREATE INDEX events_by_age ON events(class_code, received_ms);

CREATE TABLE login_failures (
    class_code TEXT PRIMARY KEY NOT NULL,
    failures BIGINT NOT NULL,
    locked_until_ms BIGINT NOT NULL
);
