-- The teach board (issue #43): questions the teacher opens to the whole class, and each child's
-- current answer (keep in step with ../sqlite/0004_teach_board.sql). Every answer taken is also
-- an event (kind 'question', item = the question id, `detail` = its answer and verdict as JSON),
-- so the no-loss and no-double rules of the progress events hold for answers too.
CREATE TABLE questions (
    class_code TEXT NOT NULL REFERENCES classes(code) ON DELETE CASCADE,
    question_id TEXT NOT NULL,
    body TEXT NOT NULL,
    state TEXT NOT NULL,
    version BIGINT NOT NULL DEFAULT 0,
    asked_ms BIGINT NOT NULL,
    PRIMARY KEY (class_code, question_id)
);
CREATE INDEX questions_by_state ON questions(class_code, state);

CREATE TABLE question_answers (
    class_code TEXT NOT NULL,
    question_id TEXT NOT NULL,
    student_id TEXT NOT NULL REFERENCES students(student_id) ON DELETE CASCADE,
    answer TEXT NOT NULL,
    verdict TEXT NOT NULL,
    reason TEXT,
    event_id TEXT NOT NULL,
    answered_ms BIGINT NOT NULL,
    PRIMARY KEY (class_code, question_id, student_id)
);

ALTER TABLE events ADD COLUMN detail TEXT;
