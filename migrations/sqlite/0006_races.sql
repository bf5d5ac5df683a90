-- The placement race (issue #43): races the teacher starts on every device (keep in step with
-- ../postgres/0006_races.sql). Every final answer a device sends is an event (kind 'race',
-- item = the race id, solved = 1 when right, received_ms = the server's time of taking it,
-- detail = the answer as JSON), so the no-loss and no-double rules of the progress events hold,
-- and the finishing order is worked out from the events after a restart too.
CREATE TABLE races (
    class_code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE,
    race_id TEXT NOT NULL,
    body TEXT NOT NULL,
    state TEXT NOT NULL,
    show TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 0,
    started_ms INTEGER NOT NULL,
    PRIMARY KEY (class_code, race_id)
);
CREATE INDEX races_by_state ON races(class_code, state);
CREATE INDEX events_by_item ON events(class_code, kind, item);
