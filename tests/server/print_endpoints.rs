//! The printed sheets over HTTP: the class's certificates (teacher only) and a worksheet
//! (anyone joined; the key for the teacher), as PDFs poppler-utils can read.
#![cfg(feature = "server")]

use crate::server_support;

use axum::http::StatusCode;
use serde_json::json;
use server_support::{LESSON, LESSON_STEPS, TestApp, request, runtime, send, step};
use std::process::Command;

/// The PDF's text (pdftotext, poppler-utils).
fn pdf_text(bytes: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sheet.pdf");
    std::fs::write(&path, bytes).unwrap();
    let out = Command::new("pdftotext")
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) must be installed");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect()
}

async fn get(app: &TestApp, path: &str, token: Option<&str>) -> (StatusCode, String, Vec<u8>) {
    let bearer = token.map(|t| format!("Bearer {t}"));
    let headers: Vec<(&str, &str)> = bearer
        .iter()
        .map(|b| ("authorization", b.as_str()))
        .collect();
    let (status, headers, body) = send(app, request("GET", path, &headers, "")).await;
    let kind = headers
        .get("content-type")
        .map(|v| v.to_str().unwrap_or_default().to_owned())
        .unwrap_or_default();
    (status, kind, body)
}

#[test]
fn the_teacher_prints_a_certificate_for_every_child_of_the_class() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("大二班", "2468").await;
        let (_, student) = app.child(&code, &teacher, "小明").await;
        app.child(&code, &teacher, "Lily").await;
        let events: Vec<_> = (1..=LESSON_STEPS)
            .map(|n| step(&format!("s{n}"), n, 3, 0))
            .collect();
        let (status, _) = app
            .call(
                "POST",
                "/api/progress",
                Some(&student),
                Some(json!({"events": events})),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
        let path = format!("/api/classes/{code}/certificates.pdf?lang=zh-CN");
        let (status, kind, body) = get(&app, &path, Some(&teacher)).await;
        assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
        assert_eq!(kind, "application/pdf");
        let text = pdf_text(&body);
        assert!(text.contains("小明") && text.contains("Lily"), "{text}");
        assert!(text.contains("奖状"), "{text}");
        assert!(
            text.contains("学完1课"),
            "the finished lesson {LESSON} counts: {text}"
        );
        // A child's token may not print the class's certificates.
        let (status, _, _) = get(&app, &path, Some(&student)).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, _, _) = get(&app, &path, None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    });
}

#[test]
fn anyone_joined_prints_a_worksheet_and_only_the_teacher_its_key() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("Class 2", "2468").await;
        let (_, student) = app.child(&code, &teacher, "Ming").await;
        let (status, kind, body) = get(
            &app,
            "/api/worksheet.pdf?lesson=jungle-13-moving&lang=zh-TW",
            Some(&student),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
        assert_eq!(kind, "application/pdf");
        assert!(
            pdf_text(&body).contains("標出"),
            "the traditional-Chinese instruction"
        );
        let (status, _, body) = get(
            &app,
            "/api/worksheet.pdf?puzzles=jungle-endgame-01&answers=true",
            Some(&teacher),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        assert!(pdf_text(&body).contains("Rightmoves"));
        let (status, _, _) = get(
            &app,
            "/api/worksheet.pdf?puzzles=jungle-endgame-01&answers=true",
            Some(&student),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, _, _) = get(&app, "/api/worksheet.pdf?lesson=jungle-13-moving", None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        let (status, _, body) = get(&app, "/api/worksheet.pdf?puzzles=nope", Some(&student)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert!(String::from_utf8_lossy(&body).contains("There is no puzzle"));
        let (status, _, _) = get(&app, "/api/worksheet.pdf", Some(&student)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
    });
}
