//! The teach board on the server (issue #43): the teacher's `ask` / `close` / `reveal`, the
//! devices' `answer`, the tally, and the signals that tell this process's sockets — and, over
//! PostgreSQL `LISTEN`/`NOTIFY`, every other process's — that a question changed.
//!
//! The store is the truth: a signal only says "look again", so a socket on any process reads the
//! same question and answers, and a restarted process finds them as they were. An answer is
//! acknowledged (`answer-taken`) only once committed. Verdicts are the server's
//! (`classroom::teach_judge`), never the device's.

use super::App;
use super::now_ms;
use crate::classroom::teach::{
    AnswerValue, AnswerVerdict, DeviceCommand, MAX_MESSAGE_BYTES, TakenAnswer, TeachToDevice,
    TeachToTeacher, TeacherCommand, is_good_id, tally,
};
use crate::classroom::teach_judge::{self, Question};
use crate::store::{AnswerOutcome, NewAnswer, QuestionRow, Store};
use std::collections::BTreeSet;
use std::sync::Arc;

/// A child counts as connected when their device was heard from this recently, on any process.
pub const SEEN_RECENTLY_MS: i64 = 20_000;

/// What changed about a question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeachSignal {
    /// Asked (open now).
    Asked(String),
    /// An answer was taken.
    Answered(String),
    /// Closed.
    Closed(String),
    /// Revealed.
    Revealed(String),
}

impl TeachSignal {
    fn kind(&self) -> (&'static str, &str) {
        match self {
            TeachSignal::Asked(id) => ("asked", id),
            TeachSignal::Answered(id) => ("answered", id),
            TeachSignal::Closed(id) => ("closed", id),
            TeachSignal::Revealed(id) => ("revealed", id),
        }
    }

    fn from_kind(kind: &str, id: &str) -> Option<TeachSignal> {
        let id = id.to_owned();
        match kind {
            "asked" => Some(TeachSignal::Asked(id)),
            "answered" => Some(TeachSignal::Answered(id)),
            "closed" => Some(TeachSignal::Closed(id)),
            "revealed" => Some(TeachSignal::Revealed(id)),
            _ => None,
        }
    }

    /// The question it is about.
    pub fn question_id(&self) -> &str {
        self.kind().1
    }
}

/// Per class, the teach signals of this process's sockets.
pub type TeachHub = super::class_signals::ClassSignals<TeachSignal>;

/// The notice another process reads: `origin \t code \t kind \t id`.
fn payload(hub: &TeachHub, class_code: &str, signal: &TeachSignal) -> String {
    let (kind, id) = signal.kind();
    format!("{}\t{class_code}\t{kind}\t{id}", hub.origin())
}

/// Tells this process's sockets at once, and the other processes through the database.
pub async fn announce<S: Store>(app: &App<S>, class_code: &str, signal: TeachSignal) {
    let payload = payload(&app.teach, class_code, &signal);
    app.teach.signal(class_code, signal);
    app.store.publish(&payload).await;
}

/// Relays the other processes' notices to this process's sockets (PostgreSQL only; returns at
/// once on SQLite).
pub async fn relay<S: Store>(app: Arc<App<S>>) {
    let Some(mut notices) = app.store.listen().await else {
        return;
    };
    while let Some(payload) = notices.recv().await {
        let mut fields = payload.splitn(4, '\t');
        let (Some(origin), Some(code), Some(kind), Some(id)) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            continue;
        };
        if origin == app.teach.origin() {
            continue;
        }
        if let Some(signal) = TeachSignal::from_kind(kind, id) {
            app.teach.signal(code, signal);
        }
    }
}

/// A refusal to the teacher.
fn teacher_refusal(id: Option<&str>, reason: &str) -> TeachToTeacher {
    TeachToTeacher::Refused {
        id: id.map(str::to_owned),
        reason: reason.to_owned(),
    }
}

/// A refusal to a device.
pub fn device_refusal(id: Option<&str>, event_id: Option<&str>, reason: &str) -> TeachToDevice {
    TeachToDevice::Refused {
        id: id.map(str::to_owned),
        event_id: event_id.map(str::to_owned),
        reason: reason.to_owned(),
    }
}

/// Handles one text message on the teacher's socket; what to answer on it (refusals — the
/// tallies follow through the signals).
pub async fn on_teacher_text<S: Store>(
    app: &Arc<App<S>>,
    class_code: &str,
    text: &str,
) -> Vec<TeachToTeacher> {
    if text.len() > MAX_MESSAGE_BYTES {
        return vec![teacher_refusal(None, "message-too-large")];
    }
    let command: TeacherCommand = match serde_json::from_str(text) {
        Ok(command) => command,
        Err(_) => return vec![teacher_refusal(None, "not-a-command")],
    };
    let outcome = match command {
        TeacherCommand::Ask(ask) => ask_question(app, class_code, ask).await,
        TeacherCommand::Close { id } => close(app, class_code, &id, false).await,
        TeacherCommand::Reveal { id } => close(app, class_code, &id, true).await,
    };
    outcome.err().into_iter().collect()
}

async fn ask_question<S: Store>(
    app: &Arc<App<S>>,
    class_code: &str,
    ask: crate::classroom::teach::Ask,
) -> Result<(), TeachToTeacher> {
    let id = ask.id.clone();
    if !is_good_id(&id) {
        return Err(teacher_refusal(None, "bad-question-id"));
    }
    let worker = app.clone();
    let prepared =
        tokio::task::spawn_blocking(move || teach_judge::prepare(&ask, &worker.content.library))
            .await
            .map_err(|_| teacher_refusal(Some(&id), "server-busy"))?;
    let question = prepared.map_err(|reason| teacher_refusal(Some(&id), reason))?;
    let body =
        serde_json::to_string(&question).map_err(|_| teacher_refusal(Some(&id), "server-busy"))?;
    let created = app
        .store
        .create_question(class_code, &id, &body, now_ms())
        .await
        .map_err(|_| teacher_refusal(Some(&id), "storage-unavailable"))?;
    if !created {
        // The same ask sent again (a teacher's screen resends until it sees the tally) is
        // taken once; another question under a used id is refused.
        let stored = app
            .store
            .question(class_code, &id)
            .await
            .map_err(|_| teacher_refusal(Some(&id), "storage-unavailable"))?;
        let same = stored
            .and_then(|row| serde_json::from_str::<Question>(&row.body).ok())
            .is_some_and(|old| old.ask == question.ask);
        if !same {
            return Err(teacher_refusal(Some(&id), "question-id-taken"));
        }
    }
    announce(app, class_code, TeachSignal::Asked(id)).await;
    Ok(())
}

async fn close<S: Store>(
    app: &Arc<App<S>>,
    class_code: &str,
    id: &str,
    reveal: bool,
) -> Result<(), TeachToTeacher> {
    let unavailable = || teacher_refusal(Some(id), "storage-unavailable");
    let Some(row) = app
        .store
        .question(class_code, id)
        .await
        .map_err(|_| unavailable())?
    else {
        return Err(teacher_refusal(Some(id), "unknown-question"));
    };
    if row.state == "open" {
        app.store
            .set_question_state(class_code, id, "closed")
            .await
            .map_err(|_| unavailable())?;
        announce(app, class_code, TeachSignal::Closed(id.to_owned())).await;
    }
    if reveal {
        app.store
            .set_question_state(class_code, id, "revealed")
            .await
            .map_err(|_| unavailable())?;
        announce(app, class_code, TeachSignal::Revealed(id.to_owned())).await;
    } else if row.state != "open" {
        // Closed already: say so again, so a device that missed it hears it.
        announce(app, class_code, TeachSignal::Closed(id.to_owned())).await;
    }
    Ok(())
}

/// Handles one text message on a device's socket: `None` when it is not a teach message (the
/// caller treats it as before), else what to answer.
pub async fn on_device_text<S: Store>(
    app: &Arc<App<S>>,
    class_code: &str,
    student_id: &str,
    text: &str,
) -> Option<TeachToDevice> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Some(device_refusal(None, None, "message-too-large"));
    }
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let kind = value.get("type").and_then(serde_json::Value::as_str)?;
    if matches!(kind, "ask" | "close" | "reveal") {
        let id = value.get("id").and_then(serde_json::Value::as_str);
        return Some(device_refusal(id, None, "teachers-only"));
    }
    if kind != "answer" {
        return None;
    }
    let Ok(DeviceCommand::Answer {
        id,
        answer,
        event_id,
    }) = serde_json::from_value::<DeviceCommand>(value)
    else {
        return Some(device_refusal(None, None, "not-an-answer"));
    };
    if !is_good_id(&event_id) {
        return Some(device_refusal(Some(&id), None, "bad-event-id"));
    }
    let refuse = |reason: &str| Some(device_refusal(Some(&id), Some(&event_id), reason));
    if !is_good_id(&id) {
        return refuse("unknown-question");
    }
    let row = match app.store.question(class_code, &id).await {
        Ok(Some(row)) => row,
        Ok(None) => return refuse("unknown-question"),
        Err(_) => return refuse("storage-unavailable"),
    };
    let Ok(question) = serde_json::from_str::<Question>(&row.body) else {
        return refuse("unknown-question");
    };
    let (answer, verdict, reason) =
        match teach_judge::judge_answer(&question, &answer, &app.content.library) {
            Ok(judged) => judged,
            Err(reason) => return refuse(reason),
        };
    let answer_json = serde_json::to_string(&answer).unwrap_or_default();
    let detail = serde_json::json!({"answer": answer, "verdict": verdict, "reason": reason});
    let new = NewAnswer {
        class_code: class_code.to_owned(),
        question_id: id.clone(),
        student_id: student_id.to_owned(),
        event_id: event_id.clone(),
        answer: answer_json,
        verdict: verdict.as_str().to_owned(),
        reason,
        detail: detail.to_string(),
        now_ms: now_ms(),
    };
    match app.store.take_answer(&new).await {
        Ok(AnswerOutcome::Taken) => {
            announce(app, class_code, TeachSignal::Answered(id)).await;
            Some(TeachToDevice::AnswerTaken { event_id })
        }
        Ok(AnswerOutcome::Repeat) => Some(TeachToDevice::AnswerTaken { event_id }),
        Ok(AnswerOutcome::Closed) => refuse("question-closed"),
        Ok(AnswerOutcome::Unknown) => refuse("unknown-question"),
        Err(_) => refuse("storage-unavailable"),
    }
}

/// The question a device is shown.
pub fn question_message(question: &Question) -> TeachToDevice {
    TeachToDevice::Question {
        id: question.ask.id.clone(),
        game: question.ask.game,
        position: question.ask.position.clone(),
        expects: Some(question.expects),
    }
}

/// What a device is told about a signal (nothing when the question is not in a state to tell).
pub async fn device_messages<S: Store>(
    app: &App<S>,
    class_code: &str,
    signal: &TeachSignal,
) -> Vec<TeachToDevice> {
    // An answer taken changes nothing a device shows: no read for it.
    if matches!(signal, TeachSignal::Answered(_)) {
        return Vec::new();
    }
    let id = signal.question_id();
    let Ok(Some(row)) = app.store.question(class_code, id).await else {
        return Vec::new();
    };
    let Ok(question) = serde_json::from_str::<Question>(&row.body) else {
        return Vec::new();
    };
    match signal {
        TeachSignal::Asked(_) if row.state == "open" => vec![question_message(&question)],
        TeachSignal::Closed(_) => vec![TeachToDevice::Closed { id: id.to_owned() }],
        TeachSignal::Revealed(_) => vec![TeachToDevice::Reveal {
            id: id.to_owned(),
            right: question.right,
        }],
        _ => Vec::new(),
    }
}

/// Every open question of the class, as a device is shown it on connecting.
pub async fn open_questions<S: Store>(app: &App<S>, class_code: &str) -> Vec<TeachToDevice> {
    let rows = app
        .store
        .open_questions(class_code)
        .await
        .unwrap_or_default();
    rows.iter()
        .filter_map(|row| serde_json::from_str::<Question>(&row.body).ok())
        .map(|question| question_message(&question))
        .collect()
}

/// The current answers of one question, as the teacher sees them.
pub async fn answers_message<S: Store>(
    app: &App<S>,
    class_code: &str,
    row: &QuestionRow,
) -> Option<TeachToTeacher> {
    let question: Question = serde_json::from_str(&row.body).ok()?;
    let rows = app
        .store
        .question_answers(class_code, &row.question_id)
        .await
        .ok()?;
    let taken: Vec<TakenAnswer> = rows
        .into_iter()
        .filter_map(|r| {
            Some(TakenAnswer {
                answer: serde_json::from_str::<AnswerValue>(&r.answer).ok()?,
                verdict: AnswerVerdict::parse(&r.verdict)?,
                reason: r.reason,
                student_id: r.student_id,
            })
        })
        .collect();
    let answered: BTreeSet<String> = taken.iter().map(|t| t.student_id.clone()).collect();
    let now = now_ms();
    let mut connected: BTreeSet<String> = app.hub.connected(class_code).into_iter().collect();
    for student in app.store.students(class_code).await.ok()? {
        if now - student.last_seen_ms <= SEEN_RECENTLY_MS {
            connected.insert(student.student_id);
        }
    }
    let waiting = connected.difference(&answered).cloned().collect();
    connected.extend(answered.iter().cloned());
    Some(TeachToTeacher::Answers {
        id: row.question_id.clone(),
        answered: u32::try_from(answered.len()).unwrap_or(u32::MAX),
        connected: u32::try_from(connected.len()).unwrap_or(u32::MAX),
        tally: tally(&taken),
        state: row.state.clone(),
        waiting,
        right: question.right,
    })
}

/// The answers of one question by id (any state), for a signal.
pub async fn answers_of<S: Store>(
    app: &App<S>,
    class_code: &str,
    id: &str,
) -> Option<TeachToTeacher> {
    let row = app.store.question(class_code, id).await.ok()??;
    answers_message(app, class_code, &row).await
}

/// The answers of every open question, as a teacher's socket is sent them on connecting.
pub async fn open_answers<S: Store>(app: &App<S>, class_code: &str) -> Vec<TeachToTeacher> {
    let mut messages = Vec::new();
    for row in app
        .store
        .open_questions(class_code)
        .await
        .unwrap_or_default()
    {
        if let Some(message) = answers_message(app, class_code, &row).await {
            messages.push(message);
        }
    }
    messages
}
