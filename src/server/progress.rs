//! Routes for progress and today's work: the device's batches, the teacher's tables and exports.

use super::auth::{Auth, StudentSession};
use super::classes::teachers_class;
use super::error::{ApiError, ApiJson};
use super::{App, now_ms, views};
use crate::classroom::dashboard::{Dashboard, QuestionDetail};
use crate::classroom::event::check_batch;
use crate::classroom::protocol::{
    Activity, Assignment, ClassProgress, Me, ProgressAnswer, ProgressBatch, RejectedEvent,
    ServedLibrary, StudentCard,
};
use crate::classroom::{Event, csv};
use crate::store::{ClassRow, Store};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use std::sync::Arc;

/// The most events one `POST /api/progress` may carry (a device sends 200): the answer stays
/// a fraction of the body's size, never a multiple of it.
pub const MAX_BATCH_EVENTS: usize = 500;

/// `POST /api/progress` (student): each event checked on its own; the valid ones stored once
/// and acknowledged only once committed.
pub async fn post_progress<S: Store>(
    State(app): State<Arc<App<S>>>,
    StudentSession { class, student }: StudentSession,
    ApiJson(batch): ApiJson<ProgressBatch>,
) -> Result<Json<ProgressAnswer>, ApiError> {
    if batch.events.len() > MAX_BATCH_EVENTS {
        return Err(ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("at most {MAX_BATCH_EVENTS} events in one batch"),
        ));
    }
    app.limits.events(&student.student_id, batch.events.len())?;
    let (events, rejections) = check_batch(&batch.events, &app.content.catalog);
    let now = now_ms();
    if events.is_empty() {
        app.store
            .touch_student(&student.student_id, now, None)
            .await?;
    } else {
        // Also notes the child as seen, in the same commit.
        app.store
            .record_events(&class.code, &student.student_id, &events, now)
            .await?;
        app.notify(&class.code);
    }
    Ok(Json(ProgressAnswer {
        accepted: events.iter().map(|e| e.id().to_owned()).collect(),
        rejected: rejections
            .into_iter()
            .map(|r| RejectedEvent {
                id: r.id,
                reason: r.reason.as_str().to_owned(),
            })
            .collect(),
    }))
}

/// `POST /api/activity` (student): what the child is on now.
pub async fn post_activity<S: Store>(
    State(app): State<Arc<App<S>>>,
    StudentSession { class, student }: StudentSession,
    ApiJson(activity): ApiJson<Activity>,
) -> Result<StatusCode, ApiError> {
    let known = activity
        .lesson
        .as_deref()
        .is_none_or(|l| app.content.catalog.lesson_steps(l).is_some())
        && activity
            .puzzle
            .as_deref()
            .is_none_or(|p| app.content.catalog.has_puzzle(p));
    if !known {
        return Err(ApiError::bad_request("unknown lesson or puzzle"));
    }
    check_activity(&activity, &app.content.catalog).map_err(ApiError::bad_request)?;
    let json = serde_json::to_string(&activity)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    app.store
        .touch_student(&student.student_id, now_ms(), Some(&json))
        .await?;
    app.notify(&class.code);
    Ok(StatusCode::NO_CONTENT)
}

/// The numbers of an activity, in the ranges of an event's: a step of the lesson (from 1),
/// mistakes 0–1000, seconds 0–86400.
fn check_activity(
    activity: &Activity,
    catalog: &crate::classroom::Catalog,
) -> Result<(), &'static str> {
    if let Some(step) = activity.step {
        let last = activity
            .lesson
            .as_deref()
            .and_then(|l| catalog.lesson_steps(l))
            .ok_or("a step needs its lesson")?;
        if step == 0 || step > last {
            return Err("step-out-of-range");
        }
    }
    if activity.mistakes > 1000 {
        return Err("mistakes-out-of-range");
    }
    if activity.seconds > 86_400 {
        return Err("seconds-out-of-range");
    }
    Ok(())
}

/// `GET /api/assignment` (student): today's work.
pub async fn get_assignment<S: Store>(
    State(app): State<Arc<App<S>>>,
    StudentSession { class, student }: StudentSession,
) -> Result<Json<Assignment>, ApiError> {
    app.store
        .touch_student(&student.student_id, now_ms(), None)
        .await?;
    Ok(Json(
        serde_json::from_str(&class.assignment).unwrap_or_default(),
    ))
}

/// `GET /api/me` (student).
pub async fn me<S: Store>(
    // Only names the server's state type (the session extractor reads the store).
    _: State<Arc<App<S>>>,
    StudentSession { class, student }: StudentSession,
) -> Result<Json<Me>, ApiError> {
    Ok(Json(Me {
        class_code: class.code,
        class_name: class.name,
        student: StudentCard {
            student_id: student.student_id,
            name: student.name,
            avatar: student.avatar,
        },
    }))
}

/// `GET /api/classes/{class_code}/progress` (teacher).
pub async fn class_progress<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
) -> Result<Json<ClassProgress>, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    let students = app.store.students(&class.code).await?;
    let lessons = app.store.lesson_totals(&class.code).await?;
    let puzzles = app.store.puzzle_totals(&class.code).await?;
    Ok(Json(views::class_progress(&students, &lessons, &puzzles)))
}

/// The dashboard of a class, read now.
pub(super) async fn read_dashboard<S: Store>(
    app: &App<S>,
    class: &ClassRow,
) -> Result<Dashboard, ApiError> {
    let students = app.store.students(&class.code).await?;
    let lessons = app.store.lesson_totals(&class.code).await?;
    let puzzles = app.store.puzzle_totals(&class.code).await?;
    let here = app.hub.connected(&class.code);
    let mut dashboard = views::dashboard(
        class,
        &students,
        &lessons,
        &puzzles,
        &app.content.concepts,
        &here,
        now_ms(),
    );
    dashboard.storage = app.store.trouble().map(|t| t.as_str().to_owned());
    for row in app.store.class_answers(&class.code).await? {
        if let Some(student) = dashboard
            .students
            .iter_mut()
            .find(|s| s.student_id == row.student_id)
        {
            student.questions.insert(
                row.question_id,
                QuestionDetail {
                    answer: serde_json::from_str(&row.answer).unwrap_or(serde_json::Value::Null),
                    right: row.verdict == "right",
                    verdict: row.verdict,
                },
            );
        }
    }
    Ok(dashboard)
}

/// `GET /api/classes/{class_code}/dashboard` (teacher).
pub async fn dashboard<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
) -> Result<Json<Dashboard>, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    Ok(Json(read_dashboard(&app, &class).await?))
}

/// `GET /api/classes/{class_code}/progress.csv` (teacher).
pub async fn progress_csv<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
) -> Result<impl IntoResponse, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    let dashboard = read_dashboard(&app, &class).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!(
                    "attachment; filename=\"class-{}-{}.csv\"",
                    class.code,
                    csv::date(now_ms())
                ),
            ),
        ],
        csv::render(&dashboard, now_ms()),
    ))
}

/// One child's export: their card and every event.
#[derive(Debug, serde::Serialize)]
pub struct StudentExport {
    /// The child.
    pub student: StudentCard,
    /// Every event stored, oldest first.
    pub events: Vec<Event>,
    /// Every teach-board answer taken, oldest first (`{"event_id","question","answer",
    /// "verdict","reason","received_ms"}`); left out when there is none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<serde_json::Value>,
}

/// `GET /api/classes/{class_code}/students/{student_id}/export` (teacher).
pub async fn export_student<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path((code, student_id)): Path<(String, String)>,
) -> Result<Json<StudentExport>, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    let student = app
        .store
        .student(&student_id)
        .await?
        .filter(|s| s.class_code == class.code)
        .ok_or_else(|| ApiError::not_found("student"))?;
    let events = app.store.student_events(&student.student_id).await?;
    let answers = app
        .store
        .student_answer_events(&student.student_id)
        .await?
        .into_iter()
        .map(|event| {
            let mut value: serde_json::Value =
                serde_json::from_str(&event.detail).unwrap_or_else(|_| serde_json::json!({}));
            value["event_id"] = event.event_id.into();
            value["question"] = event.question_id.into();
            value["received_ms"] = event.received_ms.into();
            value
        })
        .collect();
    Ok(Json(StudentExport {
        student: StudentCard {
            student_id: student.student_id,
            name: student.name,
            avatar: student.avatar,
        },
        events,
        answers,
    }))
}

/// `GET /api/library`: the teacher's lesson and puzzle files that passed the checks.
pub async fn library<S: Store>(State(app): State<Arc<App<S>>>) -> Json<ServedLibrary> {
    Json(ServedLibrary {
        files: app.content.files.clone(),
    })
}
