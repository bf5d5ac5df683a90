-- Answers a child was shown (a hint that gave the whole move away, or the teacher's "show the
-- answer"), for the teacher's table: a count per event, 0 for events stored before.
ALTER TABLE events ADD COLUMN answers_seen BIGINT NOT NULL DEFAULT 0;
-- The totals index covers the summed columns (see 0002), now this one too.
DROP INDEX events_totals;
CREATE INDEX events_totals ON events(class_code, kind, student_id, item, step, stars, solved, mistakes, hints, seconds, answers_seen);
