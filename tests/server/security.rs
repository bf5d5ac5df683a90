//! The server's security rules: tokens, classes kept apart, students are not teachers, PIN
//! guessing is slowed (429), picture codes, archived classes, and no 500 for any bad input.
#![cfg(feature = "server")]

use crate::server_support;

use axum::http::StatusCode;
use serde_json::{Value, json};
use server_support::{LESSON, TestApp, runtime, step};

/// Every teacher endpoint of a class, as (method, path, body).
fn teacher_endpoints(code: &str, student_id: &str) -> Vec<(&'static str, String, Option<Value>)> {
    vec![
        (
            "POST",
            format!("/api/classes/{code}/students"),
            Some(json!({"name":"x","avatar":"cat"})),
        ),
        (
            "POST",
            format!("/api/classes/{code}/roster"),
            Some(json!({"names":"x"})),
        ),
        ("GET", format!("/api/classes/{code}/progress"), None),
        ("GET", format!("/api/classes/{code}/progress.csv"), None),
        ("GET", format!("/api/classes/{code}/dashboard"), None),
        (
            "PUT",
            format!("/api/classes/{code}/assignment"),
            Some(json!({"items":[{"lesson":LESSON}]})),
        ),
        ("GET", format!("/api/classes/{code}/assignment"), None),
        (
            "PUT",
            format!("/api/classes/{code}/retention"),
            Some(json!({"days":30})),
        ),
        (
            "GET",
            format!("/api/classes/{code}/students/{student_id}/export"),
            None,
        ),
        (
            "DELETE",
            format!("/api/classes/{code}/students/{student_id}"),
            None,
        ),
        ("POST", format!("/api/classes/{code}/archive"), None),
    ]
}

#[test]
fn teacher_endpoints_need_a_token_and_refuse_invalid_ones() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("A", "2468").await;
        let (id, _) = app.child(&code, &teacher, "小明").await;
        for (method, path, body) in teacher_endpoints(&code, &id) {
            for token in [None, Some("not-a-token"), Some("")] {
                let (status, answer) = app.call(method, &path, token, body.clone()).await;
                assert_eq!(
                    status,
                    StatusCode::UNAUTHORIZED,
                    "{method} {path} {token:?}"
                );
                assert!(answer["error"].is_string());
            }
        }
        for path in ["/api/progress", "/api/activity"] {
            let (status, _) = app
                .call("POST", path, None, Some(json!({"events": []})))
                .await;
            assert_eq!(status, StatusCode::UNAUTHORIZED, "{path}");
        }
        let (status, _) = app.call("GET", "/api/assignment", Some("x"), None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    });
}

#[test]
fn another_classes_teacher_and_a_student_are_refused_on_every_teacher_endpoint() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("A", "2468").await;
        let (_, other_teacher) = app.class("B", "1357").await;
        let (id, student) = app.child(&code, &teacher, "小明").await;
        for (method, path, body) in teacher_endpoints(&code, &id) {
            for token in [&other_teacher, &student] {
                let (status, answer) = app.call(method, &path, Some(token), body.clone()).await;
                assert!(
                    status == StatusCode::FORBIDDEN || status == StatusCode::NOT_FOUND,
                    "{method} {path}: {status} {answer}"
                );
            }
        }
        // Nothing changed: the child and the class are still there.
        let (status, list) = app
            .call("GET", &format!("/api/classes/{code}/students"), None, None)
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(list["students"].as_array().map(Vec::len), Some(1));
        // A teacher token is not a student token either.
        let (status, _) = app
            .call(
                "POST",
                "/api/progress",
                Some(&teacher),
                Some(json!({"events":[step("t", 1, 3, 0)]})),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    });
}

#[test]
fn a_child_cannot_join_through_another_class_and_deleting_needs_the_right_class() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (a, teacher_a) = app.class("A", "2468").await;
        let (b, teacher_b) = app.class("B", "1357").await;
        let (id_a, _) = app.child(&a, &teacher_a, "小明").await;
        let (status, _) = app
            .call(
                "POST",
                "/api/join",
                None,
                Some(json!({"class_code": b, "student_id": id_a})),
            )
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, _) = app
            .call(
                "DELETE",
                &format!("/api/classes/{b}/students/{id_a}"),
                Some(&teacher_b),
                None,
            )
            .await;
        assert_eq!(
            status,
            StatusCode::NOT_FOUND,
            "B's teacher cannot delete A's child"
        );
        let (_, list) = app
            .call("GET", &format!("/api/classes/{a}/students"), None, None)
            .await;
        assert_eq!(list["students"].as_array().map(Vec::len), Some(1));
    });
}

#[test]
fn repeated_wrong_pins_are_slowed_down_with_429_even_for_the_right_pin() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, _) = app.class("A", "2468").await;
        let (other, _) = app.class("B", "1357").await;
        let login = |code: String, pin: &'static str| {
            let app = &app;
            async move {
                app.call(
                    "POST",
                    "/api/teacher/login",
                    None,
                    Some(json!({"class_code": code, "teacher_pin": pin})),
                )
                .await
            }
        };
        let mut statuses = Vec::new();
        for _ in 0..8 {
            statuses.push(login(code.clone(), "0000").await.0);
        }
        assert!(
            statuses[..4].iter().all(|s| *s == StatusCode::UNAUTHORIZED),
            "{statuses:?}"
        );
        assert!(
            statuses[4..]
                .iter()
                .all(|s| *s == StatusCode::TOO_MANY_REQUESTS),
            "{statuses:?}"
        );
        let (status, body) = login(code.clone(), "2468").await;
        assert_eq!(
            status,
            StatusCode::TOO_MANY_REQUESTS,
            "locked even for the right PIN"
        );
        assert!(body["error"].is_string());
        // Another class is not locked by it.
        assert_eq!(login(other, "1357").await.0, StatusCode::OK);
        // Guessing class codes is counted too.
        let mut last = StatusCode::OK;
        for _ in 0..6 {
            last = login("ZZZZZZ".into(), "0000").await.0;
        }
        assert_eq!(last, StatusCode::TOO_MANY_REQUESTS);
    });
}

#[test]
fn a_picture_code_is_needed_when_the_teacher_set_one() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (status, created) = app
            .call(
                "POST",
                "/api/classes",
                None,
                Some(json!({"name":"P","teacher_pin":"2468","picture_codes":true})),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED);
        let code = created["class_code"].as_str().expect("code").to_owned();
        let teacher = created["teacher_token"].as_str().expect("token").to_owned();
        let (status, added) = app
            .call(
                "POST",
                &format!("/api/classes/{code}/students"),
                Some(&teacher),
                Some(json!({"name":"小明","avatar":"lion","picture_code":["cat","frog","panda"]})),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED);
        let id = added["student_id"].as_str().expect("id").to_owned();
        let join = |pictures: Value| {
            let app = &app;
            let body = json!({"class_code": code, "student_id": id, "picture_code": pictures});
            async move { app.call("POST", "/api/join", None, Some(body)).await.0 }
        };
        assert_eq!(join(json!(null)).await, StatusCode::UNAUTHORIZED);
        assert_eq!(
            join(json!(["cat", "frog", "lion"])).await,
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(join(json!(["cat", "frog", "panda"])).await, StatusCode::OK);
        let (_, list) = app
            .call("GET", &format!("/api/classes/{code}/students"), None, None)
            .await;
        assert_eq!(list["picture_codes"], true);
        assert!(
            !list.to_string().contains("frog"),
            "the name grid never shows a picture code"
        );
    });
}

#[test]
fn an_archived_class_takes_no_joins_and_no_progress() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("A", "2468").await;
        let (id, student) = app.child(&code, &teacher, "小明").await;
        let (status, _) = app
            .call(
                "POST",
                &format!("/api/classes/{code}/archive"),
                Some(&teacher),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::NO_CONTENT);
        let (status, _) = app
            .call(
                "POST",
                "/api/join",
                None,
                Some(json!({"class_code": code, "student_id": id})),
            )
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, _) = app
            .call(
                "POST",
                "/api/progress",
                Some(&student),
                Some(json!({"events":[step("a", 1, 1, 0)]})),
            )
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN);
    });
}

#[test]
fn no_bad_input_gets_a_500() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("A", "2468").await;
        let (id, student) = app.child(&code, &teacher, "小明").await;
        let bodies: Vec<Vec<u8>> = vec![
            b"".to_vec(),
            b"{".to_vec(),
            b"null".to_vec(),
            b"{\"events\":null}".to_vec(),
            b"{\"events\":{}}".to_vec(),
            b"{\"events\":[null,1,\"x\",[],{}]}".to_vec(),
            b"{\"items\":[{\"lesson\":5}]}".to_vec(),
            b"{\"items\":[{\"bogus\":\"x\"}]}".to_vec(),
            b"{\"days\":-5}".to_vec(),
            b"{\"name\":\"\\u0000\",\"avatar\":\"lion\"}".to_vec(),
            b"{\"class_code\":\"\xff\xfe\",\"teacher_pin\":1}".to_vec(),
            vec![0xff; 64],
            "{\"class_code\":\"ABCDEF\",\"student_id\":\"'; DROP TABLE students; --\"}"
                .as_bytes()
                .to_vec(),
        ];
        // Archiving and deleting work on any body: they are left out so the class stays usable.
        let mut routes = teacher_endpoints(&code, &id)
            .into_iter()
            .filter(|(method, path, _)| *method != "DELETE" && !path.ends_with("/archive"))
            .map(|(m, p, _)| (m, p, Some(teacher.clone())))
            .collect::<Vec<_>>();
        for (method, path) in [
            ("POST", "/api/classes"),
            ("POST", "/api/teacher/login"),
            ("POST", "/api/join"),
            ("POST", "/api/progress"),
            ("POST", "/api/activity"),
        ] {
            routes.push((method, path.to_owned(), Some(student.clone())));
            routes.push((method, path.to_owned(), None));
        }
        routes.push((
            "GET",
            format!("/api/classes/{}/students", "x".repeat(5000)),
            None,
        ));
        for (method, path, token) in &routes {
            for body in &bodies {
                let (status, answer) = app.raw(method, path, token.as_deref(), body.clone()).await;
                assert!(
                    status.is_client_error() || status.is_success(),
                    "{method} {path} with {:?}: {status} {answer}",
                    String::from_utf8_lossy(body)
                );
            }
        }
        // The class survived all of it.
        let (status, list) = app
            .call("GET", &format!("/api/classes/{code}/students"), None, None)
            .await;
        assert_eq!(status, StatusCode::OK);
        assert!(list["students"].as_array().is_some());
    });
}
