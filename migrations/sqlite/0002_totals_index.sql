-- The teacher's table and dashboard sum every event of a class: an index that holds the summed
-- columns too lets the totals be read from the index alone, without a table lookup per event
-- (40 children × 2,000 events answered in 187 ms before).
CREATE INDEX events_totals ON events(class_code, kind, student_id, item, step, stars, solved, mistakes, hints, seconds);
DROP INDEX events_by_class;
