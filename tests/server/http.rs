//! The HTTP contract of `qi-classroom serve`, through the real router (in-process).
#![cfg(feature = "server")]

use crate::server_support;

use axum::http::StatusCode;
use qi_classroom::store::Store;
use serde_json::json;
use server_support::{LESSON, LESSON_STEPS, PUZZLE, TestApp, runtime, step};

#[test]
fn health_answers_ok_true() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (status, body) = app.call("GET", "/api/health", None, None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body, json!({"ok": true}));
    });
}

#[test]
fn a_class_is_created_the_teacher_logs_in_and_a_child_joins_by_tapping_their_name() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, _teacher) = app.class("大二班", "2468").await;
        assert_eq!(code.len(), 6);
        let (status, body) = app
            .call(
                "POST",
                "/api/teacher/login",
                None,
                Some(json!({"class_code": code, "teacher_pin": "2468"})),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
        let teacher = body["teacher_token"].as_str().expect("a token").to_owned();
        let (status, body) = app
            .call(
                "POST",
                &format!("/api/classes/{code}/students"),
                Some(&teacher),
                Some(json!({"name": "小明", "avatar": "lion"})),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED);
        let id = body["student_id"].as_str().expect("an id").to_owned();
        let (status, body) = app
            .call("GET", &format!("/api/classes/{code}/students"), None, None)
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            body["students"],
            json!([{"student_id": id, "name": "小明", "avatar": "lion"}])
        );
        let (status, body) = app
            .call(
                "POST",
                "/api/join",
                None,
                Some(json!({"class_code": code.to_lowercase(), "student_id": id})),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "codes are read in any case");
        let student = body["student_token"].as_str().expect("a token").to_owned();
        let (status, me) = app.call("GET", "/api/me", Some(&student), None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(me["student"]["name"], "小明");
        assert_eq!(me["class_name"], "大二班");
    });
}

#[test]
fn progress_is_stored_once_per_id_and_the_totals_follow_the_contract() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("大二班", "2468").await;
        let (id, student) = app.child(&code, &teacher, "小明").await;
        let contract = json!({"events": [
            {"id":"e1","kind":"lesson-step","lesson":LESSON,"step":3,"stars":3,"mistakes":1,"hints":0,"seconds":42},
            {"id":"e2","kind":"puzzle","puzzle":PUZZLE,"solved":true,"mistakes":0,"hints":1,"seconds":30}
        ]});
        let (status, body) = app
            .call("POST", "/api/progress", Some(&student), Some(contract.clone()))
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body, json!({"accepted": ["e1", "e2"], "rejected": []}));
        // Sent again (the answer was lost): accepted again, stored once.
        let (status, body) = app
            .call("POST", "/api/progress", Some(&student), Some(contract))
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["accepted"], json!(["e1", "e2"]));
        let more = json!({"events": [
            step("e3", 3, 1, 2), step("e4", 1, 2, 0),
            {"id":"e5","kind":"puzzle","puzzle":PUZZLE,"solved":false,"mistakes":2,"hints":0,"seconds":9}
        ]});
        let (status, _) = app
            .call("POST", "/api/progress", Some(&student), Some(more))
            .await;
        assert_eq!(status, StatusCode::OK);
        let (status, body) = app
            .call("GET", &format!("/api/classes/{code}/progress"), Some(&teacher), None)
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            body,
            json!({"students": [{
                "student_id": id,
                "name": "小明",
                "lessons": {LESSON: {"steps_done": 2, "stars": 5, "mistakes": 3, "hints": 2}},
                "puzzles": {PUZZLE: {"solved": true, "attempts": 2, "hints": 1}}
            }]})
        );
    });
}

#[test]
fn bad_events_are_rejected_one_by_one_with_a_reason_and_the_valid_ones_kept() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("c", "2468").await;
        let (_, student) = app.child(&code, &teacher, "小明").await;
        let batch = json!({"events": [
            step("ok", 1, 3, 0),
            {"id":"l","kind":"lesson-step","lesson":"no-such-lesson","step":1,"stars":1},
            {"id":"p","kind":"puzzle","puzzle":"no-such-puzzle","solved":true},
            step("s0", 0, 1, 0),
            step("s-big", LESSON_STEPS + 1, 1, 0),
            step("stars", 1, 4, 0),
            step("neg", 1, 1, 0).as_object().map(|o| { let mut o = o.clone(); o.insert("mistakes".into(), json!(-1)); o }).expect("object"),
            {"id":"huge","kind":"puzzle","puzzle":PUZZLE,"solved":true,"seconds":1e20},
            {"kind":"puzzle"},
            "not an event",
            step("last", LESSON_STEPS, 2, 0)
        ]});
        let (status, body) = app
            .call("POST", "/api/progress", Some(&student), Some(batch))
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["accepted"], json!(["ok", "last"]));
        let reasons: Vec<(String, String)> = body["rejected"]
            .as_array()
            .expect("a list")
            .iter()
            .map(|r| {
                (
                    r["id"].as_str().unwrap_or("?").to_owned(),
                    r["reason"].as_str().unwrap_or("?").to_owned(),
                )
            })
            .collect();
        let expected = [
            ("l", "unknown-lesson"),
            ("p", "unknown-puzzle"),
            ("s0", "step-out-of-range"),
            ("s-big", "step-out-of-range"),
            ("stars", "stars-out-of-range"),
            ("neg", "mistakes-out-of-range"),
            ("huge", "seconds-out-of-range"),
            ("", "missing-id"),
            ("", "not-an-object"),
        ];
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        assert_eq!(reasons, expected);
        let (_, progress) = app
            .call("GET", &format!("/api/classes/{code}/progress"), Some(&teacher), None)
            .await;
        assert_eq!(progress["students"][0]["lessons"][LESSON]["steps_done"], 2);
    });
}

#[test]
fn todays_work_is_set_by_the_teacher_and_read_by_the_devices() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("c", "2468").await;
        let (_, student) = app.child(&code, &teacher, "小明").await;
        let (status, body) = app
            .call("GET", "/api/assignment", Some(&student), None)
            .await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["items"], json!([]));
        let items = json!({"items": [{"lesson": LESSON}, {"puzzle": PUZZLE}]});
        let (status, _) = app
            .call(
                "PUT",
                &format!("/api/classes/{code}/assignment"),
                Some(&teacher),
                Some(items.clone()),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
        let (_, body) = app
            .call("GET", "/api/assignment", Some(&student), None)
            .await;
        assert_eq!(body["items"], items["items"]);
        let (status, body) = app
            .call(
                "PUT",
                &format!("/api/classes/{code}/assignment"),
                Some(&teacher),
                Some(json!({"items": [{"lesson": "no-such-lesson"}]})),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    });
}

#[test]
fn deleting_a_child_removes_them_and_all_their_events() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("c", "2468").await;
        let (id, student) = app.child(&code, &teacher, "小明").await;
        let (other, _) = app.child(&code, &teacher, "小红").await;
        let (status, _) = app
            .call(
                "POST",
                "/api/progress",
                Some(&student),
                Some(json!({"events": [step("x", 1, 3, 0)]})),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
        let (status, _) = app
            .call(
                "DELETE",
                &format!("/api/classes/{code}/students/{id}"),
                Some(&teacher),
                None,
            )
            .await;
        assert!(status.is_success(), "{status}");
        let (_, progress) = app
            .call(
                "GET",
                &format!("/api/classes/{code}/progress"),
                Some(&teacher),
                None,
            )
            .await;
        assert_eq!(progress["students"].as_array().map(Vec::len), Some(1));
        assert_eq!(progress["students"][0]["student_id"], other.as_str());
        let stored = app
            .app
            .store
            .student_events(&id)
            .await
            .expect("store")
            .len();
        assert_eq!(stored, 0, "no event of the child is left");
        let (status, _) = app
            .call("GET", "/api/assignment", Some(&student), None)
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "their token is gone too");
        let (status, _) = app
            .call(
                "DELETE",
                &format!("/api/classes/{code}/students/{id}"),
                Some(&teacher),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    });
}

#[test]
fn malformed_json_is_a_400_with_an_error_and_a_body_over_1_mib_is_a_413() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let bodies: [&[u8]; 5] = [b"{\"name\": ", b"not json", b"[1,2]", b"{\"name\":5}", b""];
        for body in bodies {
            let (status, answer) = app.raw("POST", "/api/classes", None, body.to_vec()).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{answer}");
            assert!(answer["error"].is_string(), "{answer}");
        }
        let big = format!(
            "{{\"name\":\"{}\",\"teacher_pin\":\"2468\"}}",
            "a".repeat(1 << 20)
        );
        let (status, answer) = app
            .raw("POST", "/api/classes", None, big.into_bytes())
            .await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
        assert!(answer["error"].is_string());
        let (status, answer) = app.call("GET", "/api/no-such-thing", None, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(answer["error"].is_string());
        let (status, answer) = app
            .call(
                "POST",
                "/api/classes",
                None,
                Some(json!({"name": "c", "teacher_pin": "12"})),
            )
            .await;
        assert_eq!(
            status,
            StatusCode::BAD_REQUEST,
            "a PIN is 4-12 digits: {answer}"
        );
    });
}

#[test]
fn the_dashboard_and_the_csv_show_every_child_with_time() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("c", "2468").await;
        let (_, student) = app.child(&code, &teacher, "小明").await;
        // On the roster, but no device has joined as her yet.
        app.call(
            "POST",
            &format!("/api/classes/{code}/students"),
            Some(&teacher),
            Some(json!({"name": "小红", "avatar": "cat"})),
        )
        .await;
        // The answer was shown on this one (the last hint rung).
        let mut shown = step("b", 2, 2, 4);
        shown["answers_seen"] = json!(1);
        app.call(
            "POST",
            "/api/progress",
            Some(&student),
            Some(json!({"events": [step("a", 1, 3, 0), shown]})),
        )
        .await;
        let (status, _) = app
            .call(
                "POST",
                "/api/activity",
                Some(&student),
                Some(json!({"lesson": LESSON, "step": 3, "mistakes": 4, "seconds": 30})),
            )
            .await;
        assert_eq!(status, StatusCode::NO_CONTENT);
        let (status, dashboard) = app
            .call(
                "GET",
                &format!("/api/classes/{code}/dashboard"),
                Some(&teacher),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::OK);
        let first = &dashboard["students"][0];
        assert_eq!(first["connected"], true);
        assert_eq!(first["stuck"], true);
        assert_eq!(first["now"]["step"], 3);
        assert_eq!(first["lessons"][LESSON]["seconds"], 40);
        assert_eq!(first["lessons"][LESSON]["answers_seen"], 1);
        assert_eq!(dashboard["students"][1]["connected"], false);
        let (status, csv) = app
            .call(
                "GET",
                &format!("/api/classes/{code}/progress.csv"),
                Some(&teacher),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::OK);
        let csv = csv.as_str().expect("text");
        let lines: Vec<&str> = csv.trim_start_matches('\u{feff}').lines().collect();
        assert_eq!(
            lines[0],
            "student_id,name,kind,item,steps_done,stars,mistakes,hints,seconds,solved,attempts,answers_seen,last_seen,exported"
        );
        assert_eq!(lines.len(), 3, "{csv}");
        assert!(
            lines[1].contains(&format!(",小明,lesson,{LESSON},2,5,4,2,40,,,1,")),
            "{csv}"
        );
    });
}

#[test]
fn a_pasted_roster_adds_children_with_avatars_in_turn() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("c", "2468").await;
        let (status, body) = app
            .call(
                "POST",
                &format!("/api/classes/{code}/roster"),
                Some(&teacher),
                Some(json!({"names": "小明\n小红\n\n李雷"})),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let (_, list) = app
            .call("GET", &format!("/api/classes/{code}/students"), None, None)
            .await;
        let names: Vec<&str> = list["students"]
            .as_array()
            .expect("list")
            .iter()
            .filter_map(|s| s["name"].as_str())
            .collect();
        assert_eq!(names, ["小明", "小红", "李雷"]);
        assert_ne!(list["students"][0]["avatar"], list["students"][1]["avatar"]);
    });
}

#[test]
fn without_the_web_bundle_the_root_page_says_how_to_build_it_and_the_projector_shows_the_code() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (status, page) = app.call("GET", "/", None, None).await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            page.as_str()
                .is_some_and(|p| p.contains("scripts/build-web.sh"))
        );
        let (code, _) = app.class("大二班", "2468").await;
        let (status, page) = app
            .call("GET", &format!("/projector/{code}"), None, None)
            .await;
        assert_eq!(status, StatusCode::OK);
        let page = page.as_str().expect("html");
        assert!(page.contains(&code) && page.contains("<svg") && page.contains("大二班"));
    });
}

#[test]
fn the_web_bundle_is_served_at_the_root_when_it_is_there() {
    runtime().block_on(async {
        let web = tempfile::tempdir().expect("dir");
        std::fs::write(web.path().join("index.html"), "<title>qi web</title>").expect("write");
        std::fs::write(web.path().join("app.js"), "let qi = 1;").expect("write");
        let app = TestApp::with_web(Some(web.path())).await;
        let (status, page) = app.call("GET", "/", None, None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(page, json!("<title>qi web</title>"));
        let (_, script) = app.call("GET", "/app.js", None, None).await;
        assert_eq!(script, json!("let qi = 1;"));
        let (status, _) = app.call("GET", "/api/health", None, None).await;
        assert_eq!(status, StatusCode::OK, "the API still answers");
    });
}

#[test]
fn a_browser_that_asks_for_brotli_gets_the_precompressed_copy_of_the_bundle() {
    use axum::body::Body;
    use axum::http::Request;
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    runtime().block_on(async {
        let web = tempfile::tempdir().expect("dir");
        std::fs::write(web.path().join("index.html"), "<title>qi web</title>").expect("write");
        std::fs::write(web.path().join("app.wasm"), b"\0asm-plain").expect("write");
        std::fs::write(web.path().join("app.wasm.br"), b"brotli-bytes").expect("write");
        let app = TestApp::with_web(Some(web.path())).await;
        let fetch = |encoding: Option<&'static str>| {
            let mut request = Request::builder().uri("/app.wasm");
            if let Some(encoding) = encoding {
                request = request.header("accept-encoding", encoding);
            }
            app.router
                .clone()
                .oneshot(request.body(Body::empty()).expect("request"))
        };
        let response = fetch(Some("br, gzip")).await.expect("answer");
        assert_eq!(
            response
                .headers()
                .get("content-encoding")
                .map(|v| v.as_bytes()),
            Some(&b"br"[..])
        );
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes();
        assert_eq!(&bytes[..], b"brotli-bytes");
        let response = fetch(None).await.expect("answer");
        assert!(response.headers().get("content-encoding").is_none());
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("body")
            .to_bytes();
        assert_eq!(&bytes[..], b"\0asm-plain");
    });
}
