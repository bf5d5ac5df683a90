-- Games between devices (issue #40): rooms, each with an append-only log of accepted events
-- (keep in step with ../postgres/0005_rooms.sql). The log is the truth: a room is rebuilt by
-- replaying it, so after a restart, or on another process, every game continues from its last
-- accepted move. (room_id, v) is unique, so two processes can never both append version v;
-- (room_id, action_id) is unique, so a device's action is applied once.
CREATE TABLE rooms (
    room_id TEXT PRIMARY KEY NOT NULL,
    class_code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE,
    spec TEXT NOT NULL,
    player_first TEXT NOT NULL,
    player_second TEXT NOT NULL,
    tournament_id TEXT,
    round INTEGER,
    version INTEGER NOT NULL DEFAULT 0,
    result TEXT,
    created_ms INTEGER NOT NULL
);
CREATE INDEX rooms_by_class ON rooms(class_code, created_ms);

CREATE TABLE room_events (
    room_id TEXT NOT NULL REFERENCES rooms(room_id) ON DELETE CASCADE,
    v INTEGER NOT NULL,
    action_id TEXT,
    body TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (room_id, v)
);
CREATE UNIQUE INDEX room_events_by_action ON room_events(room_id, action_id);

-- A class tournament: its children, system and rounds (pairings with their rooms) as JSON.
CREATE TABLE tournaments (
    tournament_id TEXT PRIMARY KEY NOT NULL,
    class_code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE,
    body TEXT NOT NULL,
    created_ms INTEGER NOT NULL
);
CREATE INDEX tournaments_by_class ON tournaments(class_code, created_ms);
