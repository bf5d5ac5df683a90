//! The classroom database behind one trait, [`Store`], with two dialects: SQLite (the default,
//! one file in the data folder) and PostgreSQL (several `serve` processes sharing one database).
//! Everything the HTTP layer needs to remember lives here, so any process can answer any request.
//!
//! Queries are written once with `$1`-style placeholders (see `sql`); the SQLite side rewrites
//! them to `?1`. Migrations are kept in `migrations/<dialect>/` and run at start (`migrate`).

pub mod backup;
mod group_commit;
pub mod health;
mod migrate;
pub mod postgres;
mod race_sql;
mod room_sql;
mod sql;
pub mod sqlite;
mod teach_sql;
pub use race_sql::{
    DetailRow, MAX_DETAIL_EVENTS, MAX_RACE_TRIES, NewRaceTry, RaceRow, RaceTryOutcome, RaceTryRow,
};

use crate::classroom::Event;
use crate::classroom::dashboard::{LessonDetail, PuzzleDetail};
use std::future::Future;

pub use health::Trouble;
pub use postgres::PgStore;
pub use sqlite::SqliteStore;

/// A database failure (never the client's fault: the server answers 503).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoreError {
    /// The database's own words.
    pub message: String,
    /// What it means for writes, when it is a storage trouble (full, read-only, missing).
    pub trouble: Option<Trouble>,
}

impl StoreError {
    /// An error with this message and no particular trouble.
    pub fn new(message: impl Into<String>) -> Self {
        StoreError {
            message: message.into(),
            trouble: None,
        }
    }

    /// An error that means `trouble`.
    pub fn trouble(trouble: Trouble, message: impl Into<String>) -> Self {
        StoreError {
            message: message.into(),
            trouble: Some(trouble),
        }
    }
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "database: {}", self.message)
    }
}

impl std::error::Error for StoreError {}

impl From<sqlx::Error> for StoreError {
    fn from(error: sqlx::Error) -> Self {
        StoreError::new(error.to_string())
    }
}

/// What the store answers.
pub type StoreResult<T> = Result<T, StoreError>;

/// A class as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassRow {
    /// The join code (the key).
    pub code: String,
    /// The name.
    pub name: String,
    /// The argon2 hash of the teacher PIN (PHC string).
    pub pin_hash: String,
    /// Whether joining asks for picture codes.
    pub picture_codes: bool,
    /// Archived at term end: no joins, no progress.
    pub archived: bool,
    /// Days events are kept.
    pub retention_days: u32,
    /// Today's work as JSON (`{"items":[…],"locked":…}`).
    pub assignment: String,
    /// When it was made (Unix ms).
    pub created_ms: i64,
}

/// A child as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StudentRow {
    /// The id.
    pub student_id: String,
    /// The class.
    pub class_code: String,
    /// Display name.
    pub name: String,
    /// Picture.
    pub avatar: String,
    /// The picture code (`lion,cat,frog`), if the teacher set one.
    pub picture_code: Option<String>,
    /// Roster order.
    pub position: i64,
    /// Last request from the child's device (Unix ms).
    pub last_seen_ms: i64,
    /// What the device last said the child is on (JSON of `Activity`).
    pub activity: Option<String>,
}

/// Whose a token is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenRow {
    /// The class.
    pub class_code: String,
    /// The child, or `None` for the teacher.
    pub student_id: Option<String>,
}

/// One child's totals for one lesson, with time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonRow {
    /// The child.
    pub student_id: String,
    /// The lesson.
    pub lesson: String,
    /// The totals.
    pub detail: LessonDetail,
}

/// What a token opens: its class, and (for a student token) whose it is and that child's row
/// (`None` when the child has been removed from the class).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionRow {
    /// The token's class.
    pub class: ClassRow,
    /// The child the token was given to; `None` for a teacher token.
    pub student_id: Option<String>,
    /// That child, while still in the class.
    pub student: Option<StudentRow>,
}

/// One child's totals for one puzzle, with time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleRow {
    /// The child.
    pub student_id: String,
    /// The puzzle.
    pub puzzle: String,
    /// The totals.
    pub detail: PuzzleDetail,
}

/// A teach-board question as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestionRow {
    /// The teacher's question id.
    pub question_id: String,
    /// The question as JSON (`classroom::teach_judge::Question`).
    pub body: String,
    /// `open`, `closed` or `revealed`.
    pub state: String,
    /// Bumped by every answer taken and every change of state.
    pub version: i64,
}

/// An answer to take: one child's, for one question, with the server's verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAnswer {
    /// The class.
    pub class_code: String,
    /// The question.
    pub question_id: String,
    /// The child.
    pub student_id: String,
    /// The device-made event id.
    pub event_id: String,
    /// The answer as JSON.
    pub answer: String,
    /// `right`, `legal` or `illegal`.
    pub verdict: String,
    /// The engine's reason when illegal.
    pub reason: Option<String>,
    /// The event's detail (answer, verdict, reason) as JSON, for the export.
    pub detail: String,
    /// Now (Unix ms).
    pub now_ms: i64,
}

/// What became of an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerOutcome {
    /// Committed: it is the child's answer now.
    Taken,
    /// Its event id was taken before: nothing changed.
    Repeat,
    /// No such question in the class.
    Unknown,
    /// The question no longer takes answers.
    Closed,
}

/// One child's current answer to a question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerRow {
    /// The child.
    pub student_id: String,
    /// The question.
    pub question_id: String,
    /// The answer as JSON.
    pub answer: String,
    /// `right`, `legal` or `illegal`.
    pub verdict: String,
    /// The engine's reason when illegal.
    pub reason: Option<String>,
}

/// An answer taken, as an event of the child (the per-child export).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct AnswerEvent {
    /// The device-made id.
    pub event_id: String,
    /// The question.
    pub question_id: String,
    /// The answer, verdict and reason as JSON.
    pub detail: String,
    /// When it was taken (Unix ms).
    pub received_ms: i64,
}

/// A game room as stored (its events are in the room's log).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomRow {
    /// The room id.
    pub room_id: String,
    /// The class.
    pub class_code: String,
    /// The room's spec as JSON (`classroom::room::RoomSpec`).
    pub spec: String,
    /// The two children, the first moving first.
    pub players: [String; 2],
    /// The tournament the game belongs to.
    pub tournament_id: Option<String>,
    /// Its round, from 1.
    pub round: Option<i64>,
    /// The last version appended.
    pub version: i64,
    /// How the game ended as JSON (`{"winner":…,"reason":…}`), once over.
    pub result: Option<String>,
    /// When it was made (Unix ms).
    pub created_ms: i64,
}

/// One event of a room's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomEventRow {
    /// Its version, from 1.
    pub v: i64,
    /// The device-made id, when the action carried one.
    pub action_id: Option<String>,
    /// The event as JSON (`classroom::room::RoomEvent`).
    pub body: String,
}

/// An event to append to a room's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRoomEvent {
    /// The room.
    pub room_id: String,
    /// The version it makes (the room's last plus one).
    pub v: i64,
    /// The device-made id.
    pub action_id: Option<String>,
    /// The event as JSON.
    pub body: String,
    /// The room's result after it, as JSON, once over.
    pub result: Option<String>,
    /// Now (Unix ms).
    pub now_ms: i64,
}

/// A class tournament as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRow {
    /// The id.
    pub tournament_id: String,
    /// The class.
    pub class_code: String,
    /// The tournament as JSON (players, system, rounds with their rooms).
    pub body: String,
    /// When it was made (Unix ms).
    pub created_ms: i64,
}

/// The classroom database. Every method is one short transaction or query.
pub trait Store: Send + Sync + 'static {
    /// Stores a new class; `false` when the code is taken.
    fn create_class(&self, class: &ClassRow) -> impl Future<Output = StoreResult<bool>> + Send;
    /// The class with this code.
    fn class(&self, code: &str) -> impl Future<Output = StoreResult<Option<ClassRow>>> + Send;
    /// Every class that is not archived, oldest first.
    fn active_classes(&self) -> impl Future<Output = StoreResult<Vec<ClassRow>>> + Send;
    /// Archives (or brings back) a class.
    fn set_archived(
        &self,
        code: &str,
        archived: bool,
    ) -> impl Future<Output = StoreResult<()>> + Send;
    /// Replaces today's work.
    fn set_assignment(
        &self,
        code: &str,
        json: &str,
    ) -> impl Future<Output = StoreResult<()>> + Send;
    /// Sets how many days events are kept.
    fn set_retention(&self, code: &str, days: u32) -> impl Future<Output = StoreResult<()>> + Send;
    /// Adds a child (its `position` is taken as given).
    fn add_student(&self, student: &StudentRow) -> impl Future<Output = StoreResult<()>> + Send;
    /// The class's children in roster order.
    fn students(&self, code: &str) -> impl Future<Output = StoreResult<Vec<StudentRow>>> + Send;
    /// One child.
    fn student(
        &self,
        student_id: &str,
    ) -> impl Future<Output = StoreResult<Option<StudentRow>>> + Send;
    /// Deletes a child of the class with their events and tokens; `false` when there was none.
    fn delete_student(
        &self,
        code: &str,
        student_id: &str,
    ) -> impl Future<Output = StoreResult<bool>> + Send;
    /// Notes that the child's device was seen now, with what it is on (when it said).
    fn touch_student(
        &self,
        student_id: &str,
        now_ms: i64,
        activity: Option<&str>,
    ) -> impl Future<Output = StoreResult<()>> + Send;
    /// Stores a token's hash.
    fn insert_token(
        &self,
        token_hash: &str,
        code: &str,
        student_id: Option<&str>,
        now_ms: i64,
    ) -> impl Future<Output = StoreResult<()>> + Send;
    /// Whose token this hash is.
    fn token(&self, token_hash: &str)
    -> impl Future<Output = StoreResult<Option<TokenRow>>> + Send;
    /// The token's class, and its child when it is a student token and the child is still in
    /// that class — in one query, as every progress request needs them.
    fn session(
        &self,
        token_hash: &str,
    ) -> impl Future<Output = StoreResult<Option<SessionRow>>> + Send;
    /// Stores events of one child; ids already stored are left as they are (stored once). The
    /// child counts as seen at `now_ms`, as [`Store::touch_student`] would note (same commit).
    fn record_events(
        &self,
        code: &str,
        student_id: &str,
        events: &[Event],
        now_ms: i64,
    ) -> impl Future<Output = StoreResult<()>> + Send;
    /// Every child's lesson totals in the class.
    fn lesson_totals(&self, code: &str)
    -> impl Future<Output = StoreResult<Vec<LessonRow>>> + Send;
    /// Every child's puzzle totals in the class.
    fn puzzle_totals(&self, code: &str)
    -> impl Future<Output = StoreResult<Vec<PuzzleRow>>> + Send;
    /// One child's events, oldest first (the per-child export).
    fn student_events(
        &self,
        student_id: &str,
    ) -> impl Future<Output = StoreResult<Vec<Event>>> + Send;
    /// Deletes the class's events received before `cutoff_ms`; how many went.
    fn purge_events(
        &self,
        code: &str,
        cutoff_ms: i64,
    ) -> impl Future<Output = StoreResult<u64>> + Send;
    /// Counts a wrong PIN for the class code and returns the failures so far.
    fn record_login_failure(&self, code: &str) -> impl Future<Output = StoreResult<u32>> + Send;
    /// Locks logins to the class code until `until_ms`.
    fn lock_login(&self, code: &str, until_ms: i64)
    -> impl Future<Output = StoreResult<()>> + Send;
    /// Until when logins to the class code are locked (0: not locked).
    fn login_locked_until(&self, code: &str) -> impl Future<Output = StoreResult<i64>> + Send;
    /// Forgets the wrong PINs of the class code (after a right one).
    fn clear_login_failures(&self, code: &str) -> impl Future<Output = StoreResult<()>> + Send;
    /// Counts a PIN check about to be made for the class code, before it is made, so guesses
    /// sent at the same moment are all counted: the failures so far including this one, or
    /// `None` while logins are locked (`now_ms` before the lock's end). From the
    /// `free_failures`th on, logins are locked until `lock_until_ms` at once, before the check
    /// (a right PIN then clears it, a wrong one sets the real lock).
    fn claim_login_attempt(
        &self,
        code: &str,
        now_ms: i64,
        free_failures: u32,
        lock_until_ms: i64,
    ) -> impl Future<Output = StoreResult<Option<u32>>> + Send;
    /// Stores a new open question; `false` when the class already has one with this id.
    fn create_question(
        &self,
        code: &str,
        question_id: &str,
        body: &str,
        now_ms: i64,
    ) -> impl Future<Output = StoreResult<bool>> + Send;
    /// One question of the class.
    fn question(
        &self,
        code: &str,
        question_id: &str,
    ) -> impl Future<Output = StoreResult<Option<QuestionRow>>> + Send;
    /// The class's question asked last (open or not).
    fn latest_question(
        &self,
        code: &str,
    ) -> impl Future<Output = StoreResult<Option<QuestionRow>>> + Send;
    /// The class's open questions, oldest first.
    fn open_questions(
        &self,
        code: &str,
    ) -> impl Future<Output = StoreResult<Vec<QuestionRow>>> + Send;
    /// Closes (`closed`: an open question) or reveals (`revealed`: an open or closed one);
    /// `false` when nothing changed.
    fn set_question_state(
        &self,
        code: &str,
        question_id: &str,
        state: &str,
    ) -> impl Future<Output = StoreResult<bool>> + Send;
    /// Takes an answer in one transaction: its event stored once (a repeated event id changes
    /// nothing), the child's current answer replaced, while the question is open.
    fn take_answer(
        &self,
        answer: &NewAnswer,
    ) -> impl Future<Output = StoreResult<AnswerOutcome>> + Send;
    /// Every child's current answer to a question.
    fn question_answers(
        &self,
        code: &str,
        question_id: &str,
    ) -> impl Future<Output = StoreResult<Vec<AnswerRow>>> + Send;
    /// Every current answer of the class's children, to every question.
    fn class_answers(&self, code: &str)
    -> impl Future<Output = StoreResult<Vec<AnswerRow>>> + Send;
    /// One child's answers taken, oldest first.
    fn student_answer_events(
        &self,
        student_id: &str,
    ) -> impl Future<Output = StoreResult<Vec<AnswerEvent>>> + Send;
    /// Bounded teach-board storage: deletes the class's questions that are no longer open and
    /// were asked before `cutoff_ms` or are not among the newest `keep` of them, with their
    /// current answers (each answer stays as the child's event, under the class's retention).
    /// An open question and its answers are never deleted. How many questions went.
    fn purge_questions(
        &self,
        code: &str,
        cutoff_ms: i64,
        keep: u32,
    ) -> impl Future<Output = StoreResult<u64>> + Send;
    /// Stores a new room; `false` when the id is taken.
    fn create_room(&self, room: &RoomRow) -> impl Future<Output = StoreResult<bool>> + Send;
    /// One room.
    fn room(&self, room_id: &str) -> impl Future<Output = StoreResult<Option<RoomRow>>> + Send;
    /// The class's rooms, oldest first.
    fn class_rooms(&self, code: &str) -> impl Future<Output = StoreResult<Vec<RoomRow>>> + Send;
    /// A room's events after version `after`, in order.
    fn room_events(
        &self,
        room_id: &str,
        after: i64,
    ) -> impl Future<Output = StoreResult<Vec<RoomEventRow>>> + Send;
    /// Appends one event in one transaction (with the room's version and result); `false`
    /// when its version or action id is in the log already (another process or a resend was
    /// first: read the log again).
    fn append_room_event(
        &self,
        event: &NewRoomEvent,
    ) -> impl Future<Output = StoreResult<bool>> + Send;
    /// Stores a new tournament; `false` when the id is taken.
    fn create_tournament(
        &self,
        row: &TournamentRow,
    ) -> impl Future<Output = StoreResult<bool>> + Send;
    /// One tournament of the class.
    fn tournament(
        &self,
        code: &str,
        tournament_id: &str,
    ) -> impl Future<Output = StoreResult<Option<TournamentRow>>> + Send;
    /// The class's tournament started last.
    fn latest_tournament(
        &self,
        code: &str,
    ) -> impl Future<Output = StoreResult<Option<TournamentRow>>> + Send;
    /// Replaces a tournament's body.
    fn set_tournament(
        &self,
        code: &str,
        tournament_id: &str,
        body: &str,
    ) -> impl Future<Output = StoreResult<()>> + Send;
    /// Stores a new running race; `false` when the class already has one with this id.
    fn create_race(
        &self,
        code: &str,
        race_id: &str,
        body: &str,
        show: &str,
        now_ms: i64,
    ) -> impl Future<Output = StoreResult<bool>> + Send;
    /// One race of the class.
    fn race(
        &self,
        code: &str,
        race_id: &str,
    ) -> impl Future<Output = StoreResult<Option<RaceRow>>> + Send;
    /// The class's race started last (running or not).
    fn latest_race(&self, code: &str) -> impl Future<Output = StoreResult<Option<RaceRow>>> + Send;
    /// The class's running races, oldest first (at most 16).
    fn running_races(&self, code: &str) -> impl Future<Output = StoreResult<Vec<RaceRow>>> + Send;
    /// Ends a running race; `false` when it was not running.
    fn end_race(&self, code: &str, race_id: &str)
    -> impl Future<Output = StoreResult<bool>> + Send;
    /// Shows the race's finishers by `names` or `animals`.
    fn set_race_show(
        &self,
        code: &str,
        race_id: &str,
        show: &str,
    ) -> impl Future<Output = StoreResult<bool>> + Send;
    /// Takes a final answer in one transaction, as an event (a repeated event id changes
    /// nothing), while the race runs and the child has not finished.
    fn take_race_try(
        &self,
        entry: &NewRaceTry,
    ) -> impl Future<Output = StoreResult<RaceTryOutcome>> + Send;
    /// Every try of a race by children of the class, in the order taken (bounded).
    fn race_tries(
        &self,
        code: &str,
        race_id: &str,
    ) -> impl Future<Output = StoreResult<Vec<RaceTryRow>>> + Send;
    /// The `detail` of the class's progress events of one step (`lesson-step`) or puzzle
    /// (`puzzle`, step 0) that carry tries, oldest first (bounded).
    fn step_details(
        &self,
        code: &str,
        kind: &str,
        item: &str,
        step: u32,
    ) -> impl Future<Output = StoreResult<Vec<DetailRow>>> + Send;
    /// Tells every other process sharing the database (PostgreSQL `NOTIFY`; SQLite: nothing).
    fn publish(&self, payload: &str) -> impl Future<Output = ()> + Send;
    /// What other processes publish (PostgreSQL `LISTEN`; SQLite: `None`, one process only).
    fn listen(&self) -> impl Future<Output = Option<tokio::sync::mpsc::Receiver<String>>> + Send;
    /// Why writes fail now (`None`: the last write committed).
    fn trouble(&self) -> Option<Trouble>;
    /// Checks that the database answers and (SQLite) that its file is still there and writable.
    fn check(&self) -> impl Future<Output = StoreResult<()>> + Send;
    /// Stops: (SQLite) moves everything from the write-ahead log into the database file, so
    /// the file alone holds the class, and closes the connections.
    fn close(&self) -> impl Future<Output = ()> + Send;
}
