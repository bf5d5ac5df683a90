//! Routes for classes, the roster, joining and teacher login: parse, call `classroom`/`store`,
//! answer.

use super::auth::{self, Auth, hash_pin, new_token, pin_matches, token_hash};
use super::error::{ApiError, ApiJson};
use super::{App, now_ms};
use crate::classroom::code::{CODE_LEN, code_from_bytes, normalize_code};
use crate::classroom::protocol::{
    AddStudent, Assignment, ClassCreated, CreateClass, Join, Joined, PasteRoster, Retention,
    RosterAdded, StudentAdded, StudentCard, Students, TeacherLogin, TeacherToken,
};
use crate::classroom::roster::{
    self, MAX_CLASS_NAME_CHARS, MAX_NAME_CHARS, MAX_STUDENTS, RosterError,
};
use crate::store::{ClassRow, Store, StudentRow};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use rand::RngCore;
use std::sync::Arc;

fn roster_error(error: RosterError) -> ApiError {
    ApiError::bad_request(error.as_str())
}

/// The class of a code as typed, or 404.
pub(super) async fn class_of<S: Store>(app: &App<S>, typed: &str) -> Result<ClassRow, ApiError> {
    let code = normalize_code(typed).ok_or_else(|| ApiError::not_found("class"))?;
    app.store
        .class(&code)
        .await?
        .ok_or_else(|| ApiError::not_found("class"))
}

/// The teacher's class (403 for other tokens, 404 when it does not exist).
pub(super) async fn teachers_class<S: Store>(
    app: &App<S>,
    auth: &Auth,
    typed: &str,
) -> Result<ClassRow, ApiError> {
    let code = normalize_code(typed).ok_or_else(ApiError::forbidden)?;
    auth.teacher_of(&code)?;
    app.store
        .class(&code)
        .await?
        .ok_or_else(|| ApiError::not_found("class"))
}

/// `POST /api/classes`.
pub async fn create<S: Store>(
    State(app): State<Arc<App<S>>>,
    ApiJson(body): ApiJson<CreateClass>,
) -> Result<(StatusCode, Json<ClassCreated>), ApiError> {
    let name = roster::check_name(&body.name, MAX_CLASS_NAME_CHARS).map_err(roster_error)?;
    roster::check_pin(&body.teacher_pin).map_err(roster_error)?;
    let pin = body.teacher_pin.clone();
    let pin_hash = app.hasher.run(move || hash_pin(&pin)).await??;
    for _ in 0..16 {
        let mut bytes = [0u8; CODE_LEN];
        rand::rng().fill_bytes(&mut bytes);
        let class = ClassRow {
            code: code_from_bytes(bytes),
            name: name.clone(),
            pin_hash: pin_hash.clone(),
            picture_codes: body.picture_codes,
            archived: false,
            retention_days: 365,
            assignment: r#"{"items":[],"locked":false}"#.into(),
            created_ms: now_ms(),
        };
        if app.store.create_class(&class).await? {
            let token = new_token();
            app.store
                .insert_token(&token_hash(&token), &class.code, None, now_ms())
                .await?;
            let created = ClassCreated {
                class_code: class.code,
                teacher_token: token,
            };
            return Ok((StatusCode::CREATED, Json(created)));
        }
    }
    Err(ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "no free class code",
    ))
}

/// `POST /api/teacher/login`: 401 for a wrong PIN, 429 while guessing is locked. Each attempt
/// is counted before its PIN is checked, so guesses sent at the same moment cannot slip past
/// the lock: at most [`auth::FREE_FAILURES`] PINs are checked before it.
pub async fn login<S: Store>(
    State(app): State<Arc<App<S>>>,
    ApiJson(body): ApiJson<TeacherLogin>,
) -> Result<Json<TeacherToken>, ApiError> {
    let key = normalize_code(&body.class_code).unwrap_or_else(|| {
        // Guesses at codes that cannot exist are counted together, so they are slowed too.
        "invalid".to_owned()
    });
    let now = now_ms();
    let provisional = now + auth::FIRST_LOCK_SECONDS * 1000;
    let claimed = app
        .store
        .claim_login_attempt(&key, now, auth::FREE_FAILURES, provisional)
        .await?;
    let Some(attempt) = claimed else {
        let until = app.store.login_locked_until(&key).await?;
        return Err(too_many(until - now));
    };
    let class = app.store.class(&key).await?;
    let pin = body.teacher_pin.clone();
    let matches = match class {
        Some(class) if pin.len() <= 64 => {
            app.hasher
                .run(move || pin_matches(&pin, &class.pin_hash))
                .await?
        }
        _ => false,
    };
    if !matches {
        let lock = auth::lock_seconds(attempt);
        if lock > 0 {
            app.store.lock_login(&key, now + lock * 1000).await?;
            return Err(too_many(lock * 1000));
        }
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "wrong class code or PIN",
        ));
    }
    app.store.clear_login_failures(&key).await?;
    let token = new_token();
    app.store
        .insert_token(&token_hash(&token), &key, None, now)
        .await?;
    Ok(Json(TeacherToken {
        teacher_token: token,
    }))
}

fn too_many(wait_ms: i64) -> ApiError {
    let seconds = u64::try_from((wait_ms + 999) / 1000).unwrap_or(1).max(1);
    ApiError::too_many(
        format!("too many wrong PINs: try again in {seconds} s"),
        seconds,
    )
}

async fn add_one<S: Store>(
    app: &App<S>,
    class: &ClassRow,
    position: usize,
    name: String,
    avatar: String,
    picture_code: Option<String>,
) -> Result<StudentCard, ApiError> {
    let mut bytes = [0u8; 8];
    rand::rng().fill_bytes(&mut bytes);
    let student = StudentRow {
        student_id: format!("s{}", crate::classroom::code::hex(&bytes)),
        class_code: class.code.clone(),
        name,
        avatar,
        picture_code,
        position: i64::try_from(position).unwrap_or(i64::MAX),
        last_seen_ms: 0,
        activity: None,
    };
    app.store.add_student(&student).await?;
    app.notify(&class.code);
    Ok(StudentCard {
        student_id: student.student_id,
        name: student.name,
        avatar: student.avatar,
    })
}

/// `POST /api/classes/{class_code}/students` (teacher).
pub async fn add_student<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
    ApiJson(body): ApiJson<AddStudent>,
) -> Result<(StatusCode, Json<StudentAdded>), ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    let name = roster::check_name(&body.name, MAX_NAME_CHARS).map_err(roster_error)?;
    roster::check_avatar(&body.avatar).map_err(roster_error)?;
    let picture_code = body
        .picture_code
        .as_deref()
        .map(roster::check_picture_code)
        .transpose()
        .map_err(roster_error)?;
    let students = app.store.students(&class.code).await?;
    if students.len() >= MAX_STUDENTS {
        return Err(roster_error(RosterError::ClassFull));
    }
    let position = students.iter().map(|s| s.position + 1).max().unwrap_or(0);
    let card = add_one(
        &app,
        &class,
        usize::try_from(position).unwrap_or(0),
        name,
        body.avatar,
        picture_code,
    )
    .await?;
    Ok((
        StatusCode::CREATED,
        Json(StudentAdded {
            student_id: card.student_id,
        }),
    ))
}

/// `POST /api/classes/{class_code}/roster` (teacher): a pasted list of names.
pub async fn paste_roster<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
    ApiJson(body): ApiJson<PasteRoster>,
) -> Result<(StatusCode, Json<RosterAdded>), ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    let existing = app.store.students(&class.code).await?;
    let first = existing.iter().map(|s| s.position + 1).max().unwrap_or(0);
    let first = usize::try_from(first).unwrap_or(0).max(existing.len());
    let names = roster::read_pasted(&body.names, existing.len()).map_err(roster_error)?;
    let mut added = Vec::new();
    for (offset, (name, avatar)) in names.into_iter().enumerate() {
        added.push(add_one(&app, &class, first + offset, name, avatar.into(), None).await?);
    }
    Ok((StatusCode::CREATED, Json(RosterAdded { students: added })))
}

/// `GET /api/classes/{class_code}/students` (no token: the join screen's name grid).
pub async fn list_students<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(code): Path<String>,
) -> Result<Json<Students>, ApiError> {
    let class = class_of(&app, &code).await?;
    if class.archived {
        return Err(ApiError::not_found("class"));
    }
    let students = app.store.students(&class.code).await?;
    Ok(Json(Students {
        students: students
            .into_iter()
            .map(|s| StudentCard {
                student_id: s.student_id,
                name: s.name,
                avatar: s.avatar,
            })
            .collect(),
        picture_codes: class.picture_codes,
    }))
}

/// `POST /api/join`: a child tapped their name (and picture code).
pub async fn join<S: Store>(
    State(app): State<Arc<App<S>>>,
    ApiJson(body): ApiJson<Join>,
) -> Result<Json<Joined>, ApiError> {
    let class = class_of(&app, &body.class_code).await?;
    if class.archived {
        return Err(ApiError::not_found("class"));
    }
    let student = app
        .store
        .student(&body.student_id)
        .await?
        .filter(|s| s.class_code == class.code)
        .ok_or_else(|| ApiError::not_found("student"))?;
    if let Some(expected) = &student.picture_code {
        let given = body.picture_code.as_deref().map(|p| p.join(","));
        if given.as_deref() != Some(expected.as_str()) {
            return Err(ApiError::new(
                StatusCode::UNAUTHORIZED,
                "wrong picture code",
            ));
        }
    }
    let token = new_token();
    app.store
        .insert_token(
            &token_hash(&token),
            &class.code,
            Some(&student.student_id),
            now_ms(),
        )
        .await?;
    app.store
        .touch_student(&student.student_id, now_ms(), None)
        .await?;
    app.notify(&class.code);
    Ok(Json(Joined {
        student_token: token,
    }))
}

/// `DELETE /api/classes/{class_code}/students/{student_id}` (teacher): the child and all their
/// events are gone.
pub async fn delete_student<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path((code, student_id)): Path<(String, String)>,
) -> Result<StatusCode, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    if app.store.delete_student(&class.code, &student_id).await? {
        app.notify(&class.code);
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(ApiError::not_found("student"))
    }
}

/// `PUT /api/classes/{class_code}/assignment` (teacher): today's work.
pub async fn put_assignment<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
    ApiJson(body): ApiJson<Assignment>,
) -> Result<Json<Assignment>, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    if body.items.len() > 100 {
        return Err(ApiError::bad_request("at most 100 items"));
    }
    for item in &body.items {
        let known = match item {
            crate::classroom::protocol::AssignmentItem::Lesson { lesson } => {
                app.content.catalog.lesson_steps(lesson).is_some()
            }
            crate::classroom::protocol::AssignmentItem::Puzzle { puzzle } => {
                app.content.catalog.has_puzzle(puzzle)
            }
        };
        if !known {
            return Err(ApiError::bad_request(format!("unknown item {item:?}")));
        }
    }
    let json = serde_json::to_string(&body)
        .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))?;
    app.store.set_assignment(&class.code, &json).await?;
    app.notify(&class.code);
    Ok(Json(body))
}

/// `GET /api/classes/{class_code}/assignment` (teacher).
pub async fn get_class_assignment<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
) -> Result<Json<Assignment>, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    Ok(Json(
        serde_json::from_str(&class.assignment).unwrap_or_default(),
    ))
}

/// `POST /api/classes/{class_code}/archive` and `…/unarchive` (teacher).
pub async fn archive<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
) -> Result<StatusCode, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    app.store.set_archived(&class.code, true).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `PUT /api/classes/{class_code}/retention` (teacher): days events are kept (1–3650).
pub async fn put_retention<S: Store>(
    State(app): State<Arc<App<S>>>,
    auth: Auth,
    Path(code): Path<String>,
    ApiJson(body): ApiJson<Retention>,
) -> Result<Json<Retention>, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    if !(1..=3650).contains(&body.days) {
        return Err(ApiError::bad_request("days must be 1-3650"));
    }
    app.store.set_retention(&class.code, body.days).await?;
    Ok(Json(body))
}
