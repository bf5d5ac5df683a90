//! `GET /api/classes/{class_code}/mistakes?lesson=…&step=…` or `?puzzle=…` (teacher): what the
//! class played at one lesson step or puzzle — first tries and wrong tries with counts, judged
//! by the teach board's referee (`teach_judge`, or the race's for a board-less ordering step) —
//! from the tries the stored progress events carry. The teacher's screen draws it on the board
//! like the teach board's tally.

use super::App;
use super::auth::Auth;
use super::classes::teachers_class;
use super::error::ApiError;
use crate::classroom::event::Try;
use crate::classroom::mistakes::{self, ClassTries, Judged};
use crate::classroom::race::{self, RaceSpec};
use crate::classroom::teach::{AnswerValue, AnswerVerdict, Ask};
use crate::classroom::teach_judge::{self, Question};
use crate::content::Library;
use crate::store::Store;
use axum::Json;
use axum::extract::{Path, Query, State};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The query: a lesson and its step, or a puzzle.
#[derive(Debug, Clone, Deserialize)]
pub struct Where {
    lesson: Option<String>,
    step: Option<u32>,
    puzzle: Option<String>,
}

/// The answer: the board (when the step or puzzle has one), the right answers, and the tries.
#[derive(Debug, Serialize)]
pub struct ClassMistakes {
    /// The lesson.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lesson: Option<String>,
    /// Its step, counted from 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub step: Option<u32>,
    /// The puzzle.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub puzzle: Option<String>,
    /// The board to draw on, as the teach board asks it (`null` for a step without a board).
    pub board: Option<Question>,
    /// Every tally row's student ids, named.
    pub names: BTreeMap<String, String>,
    /// The tries.
    #[serde(flatten)]
    pub tries: ClassTries,
}

/// The teach board's ask for a step or puzzle, when it has a board.
fn board_ask(library: &Library, place: &Where) -> Option<Ask> {
    teach_judge::board_asks(library).into_iter().find(|ask| {
        (ask.lesson.is_some() && ask.lesson == place.lesson && ask.step == place.step)
            || (ask.puzzle.is_some() && ask.puzzle == place.puzzle)
    })
}

/// `GET /api/classes/{class_code}/mistakes`.
pub async fn class_mistakes<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(code): Path<String>,
    auth: Auth,
    Query(place): Query<Where>,
) -> Result<Json<ClassMistakes>, ApiError> {
    let class = teachers_class(&app, &auth, &code).await?;
    let library = &app.content.library;
    let (kind, item, step) = match (&place.lesson, place.step, &place.puzzle) {
        (Some(lesson), Some(step), None) => {
            let found = library
                .lessons
                .iter()
                .find(|l| l.id.get_ref() == lesson)
                .ok_or_else(|| ApiError::not_found("lesson"))?;
            if step == 0 || usize::try_from(step).map_or(true, |s| s > found.steps.len()) {
                return Err(ApiError::not_found("step"));
            }
            ("lesson-step", lesson.clone(), step)
        }
        (None, None, Some(puzzle)) => {
            if !library.puzzles.iter().any(|p| p.id.get_ref() == puzzle) {
                return Err(ApiError::not_found("puzzle"));
            }
            ("puzzle", puzzle.clone(), 0)
        }
        _ => {
            return Err(ApiError::bad_request(
                "say where: ?lesson=…&step=… or ?puzzle=…",
            ));
        }
    };
    let rows = app
        .store
        .step_details(&class.code, kind, &item, step)
        .await?;
    let events: Vec<(String, Vec<Try>)> = rows
        .into_iter()
        .filter_map(|row| {
            let detail: Value = serde_json::from_str(&row.detail).ok()?;
            let tries: Vec<Try> = serde_json::from_value(detail.get("tries")?.clone()).ok()?;
            Some((row.student_id, tries))
        })
        .collect();
    let students = app.store.students(&class.code).await?;
    let worker = app.clone();
    let asked = place.clone();
    let (board, tries) = tokio::task::spawn_blocking(move || {
        let library = &worker.content.library;
        let board =
            board_ask(library, &asked).and_then(|ask| teach_judge::prepare(&ask, library).ok());
        let race_spec = asked
            .lesson
            .as_ref()
            .zip(asked.step)
            .and_then(|(lesson, step)| {
                let (_, _, task) = race::find_task(library, lesson, step).ok()?;
                Some(RaceSpec {
                    id: String::new(),
                    lesson: lesson.clone(),
                    step,
                    task,
                })
            });
        let judge = |one: &Try| -> Option<Judged> {
            let value = serde_json::to_value(one).ok()?;
            if let Some(question) = &board {
                return teach_judge::judge_answer(question, &value, library).ok();
            }
            let spec = race_spec.as_ref()?;
            let (written, right) = race::judge_race(library, spec, &value).ok()?;
            let verdict = if right {
                AnswerVerdict::Right
            } else {
                AnswerVerdict::Legal
            };
            Some((AnswerValue::Many(written), verdict, None))
        };
        let tries = mistakes::gather(&events, judge);
        (board, tries)
    })
    .await
    .map_err(|_| ApiError::busy("the server is busy", 2))?;
    let mut names = BTreeMap::new();
    for student in students {
        let named = tries
            .first
            .iter()
            .chain(tries.wrong.iter())
            .any(|row| row.students.contains(&student.student_id));
        if named {
            names.insert(student.student_id, student.name);
        }
    }
    Ok(Json(ClassMistakes {
        lesson: place.lesson.clone(),
        step: place.step,
        puzzle: place.puzzle.clone(),
        board,
        names,
        tries,
    }))
}
