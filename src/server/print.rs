//! The printed sheets over HTTP, so the browser app prints without the CLI:
//! `GET /api/classes/{code}/certificates.pdf?lang=…` (the class's teacher: one certificate per
//! child from the class's progress) and `GET /api/worksheet.pdf?lesson=…` or `?puzzles=…`
//! (anyone joined). Drawing a PDF is CPU work: it runs on the blocking pool, at most
//! [`PRINT_JOBS`] at once (a request beyond answers 503 with Retry-After).

use super::auth::Auth;
use super::classes::teachers_class;
use super::error::ApiError;
use super::{App, views};
use crate::classroom::protocol::StudentProgress;
use crate::content::Library;
use crate::i18n::{Locale, Localizer};
use crate::print::certificate::{CertificateData, MAX_NAME_CHARS, today};
use crate::print::{Paper, PrintError, Selection, WorksheetRequest};
use crate::progress::Avatar;
use crate::progress::playlists::Playlists;
use crate::store::Store;
use axum::extract::{Path, Query, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// PDFs drawn at once; the machine has few cores and the class keeps playing.
pub const PRINT_JOBS: usize = 2;

fn jobs() -> &'static Semaphore {
    static JOBS: Semaphore = Semaphore::const_new(PRINT_JOBS);
    &JOBS
}

/// The query of the certificates.
#[derive(Debug, serde::Deserialize)]
pub struct CertificatesQuery {
    /// en, zh-CN or zh-TW (default en).
    pub lang: Option<String>,
    /// a4 (default) or letter.
    pub paper: Option<String>,
}

/// The query of a worksheet.
#[derive(Debug, serde::Deserialize)]
pub struct WorksheetQuery {
    /// A lesson id.
    pub lesson: Option<String>,
    /// Puzzle ids, comma-separated.
    pub puzzles: Option<String>,
    /// en, zh-CN or zh-TW (default en).
    pub lang: Option<String>,
    /// `true` for the answer key (teachers only).
    pub answers: Option<bool>,
    /// a4 (default) or letter.
    pub paper: Option<String>,
    /// Exercises per page (default 6).
    pub per_page: Option<usize>,
    /// `true` to turn the boards.
    pub mirror: Option<bool>,
}

fn locale(lang: Option<&str>) -> Locale {
    lang.map_or(Locale::En, Locale::negotiate)
}

fn paper(text: Option<&str>) -> Result<Paper, ApiError> {
    match text {
        None => Ok(Paper::A4),
        Some(text) => {
            Paper::parse(text).ok_or_else(|| ApiError::bad_request("paper must be a4 or letter"))
        }
    }
}

/// Runs `draw` on the blocking pool within the print jobs' bound.
async fn draw(
    work: impl FnOnce() -> Result<Vec<u8>, (PrintError, Locale)> + Send + 'static,
) -> Result<Vec<u8>, ApiError> {
    let _permit = jobs()
        .try_acquire()
        .map_err(|_| ApiError::busy("the server is printing other sheets; try again", 2))?;
    match tokio::task::spawn_blocking(work).await {
        Ok(Ok(bytes)) => Ok(bytes),
        Ok(Err((error, locale))) => Err(ApiError::bad_request(
            Localizer::new(locale).render(&error.message()),
        )),
        Err(_) => Err(ApiError::new(
            axum::http::StatusCode::INTERNAL_SERVER_ERROR,
            "printing failed",
        )),
    }
}

fn pdf(bytes: Vec<u8>, name: &str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
        ],
        bytes,
    )
        .into_response()
}

/// A certificate's figures from the class's totals: a lesson is finished when every step of
/// it was done.
fn certificate_of(
    child: &StudentProgress,
    avatar: Option<Avatar>,
    library: &Library,
    locale: Locale,
    date: &str,
) -> CertificateData {
    let mut data = CertificateData {
        name: child.name.chars().take(MAX_NAME_CHARS).collect(),
        avatar,
        date: date.to_owned(),
        ..CertificateData::default()
    };
    for (id, totals) in &child.lessons {
        let stars = u32::try_from(totals.stars).unwrap_or(u32::MAX);
        data.stars = data.stars.saturating_add(stars);
        let Some(lesson) = library.lesson(id) else {
            continue;
        };
        if totals.steps_done >= lesson.steps.len() as u64 {
            data.lessons_finished += 1;
            data.lessons.push((
                lesson.title.get(locale).to_owned(),
                stars,
                lesson.possible_stars(),
            ));
        }
    }
    data.puzzles_solved =
        u32::try_from(child.puzzles.values().filter(|p| p.solved).count()).unwrap_or(u32::MAX);
    data
}

/// `GET /api/classes/{class_code}/certificates.pdf?lang=…` (teacher).
pub async fn certificates<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
    Query(query): Query<CertificatesQuery>,
) -> Result<Response, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    let students = app.store.students(&class.code).await?;
    let lessons = app.store.lesson_totals(&class.code).await?;
    let puzzles = app.store.puzzle_totals(&class.code).await?;
    let progress = views::class_progress(&students, &lessons, &puzzles);
    let avatars: Vec<Option<Avatar>> = progress
        .students
        .iter()
        .map(|child| {
            let row = students.iter().find(|s| s.student_id == child.student_id)?;
            serde_json::from_value(serde_json::Value::String(row.avatar.clone())).ok()
        })
        .collect();
    let locale = locale(query.lang.as_deref());
    let paper = paper(query.paper.as_deref())?;
    let library = Arc::clone(&app.content.library);
    let bytes = draw(move || {
        let date = today();
        let children: Vec<CertificateData> = progress
            .students
            .iter()
            .zip(avatars)
            .map(|(child, avatar)| certificate_of(child, avatar, &library, locale, &date))
            .collect();
        crate::print::certificates_pdf(&children, paper, &Localizer::new(locale))
            .map_err(|e| (e, locale))
    })
    .await?;
    Ok(pdf(bytes, &format!("certificates-{}.pdf", class.code)))
}

/// `GET /api/worksheet.pdf?lesson=…` or `?puzzles=…` (anyone joined; the key for teachers).
pub async fn worksheet<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Query(query): Query<WorksheetQuery>,
) -> Result<Response, ApiError> {
    let selection = match (&query.lesson, &query.puzzles) {
        (Some(lesson), None) => Selection::Lesson(lesson.clone()),
        (None, Some(ids)) => Selection::Puzzles(crate::print::select::split_ids(ids)),
        _ => return Err(ApiError::bad_request("give either lesson=… or puzzles=…")),
    };
    let answers = query.answers.unwrap_or(false);
    if answers && auth.student_id.is_some() {
        return Err(ApiError::forbidden());
    }
    let locale = locale(query.lang.as_deref());
    let request = WorksheetRequest {
        selection,
        answers,
        paper: paper(query.paper.as_deref())?,
        per_page: query.per_page.unwrap_or(crate::print::DEFAULT_PER_PAGE),
        mirror: query.mirror.unwrap_or(false),
        server: app.urls.first().cloned(),
        seed: u64::try_from(super::now_ms()).unwrap_or(0) / 1000,
    };
    let library = Arc::clone(&app.content.library);
    let bytes = draw(move || {
        crate::print::worksheet_pdf(
            &library,
            &Playlists::default(),
            &request,
            &Localizer::new(locale),
        )
        .map_err(|e| (e, locale))
    })
    .await?;
    Ok(pdf(bytes, "worksheet.pdf"))
}
