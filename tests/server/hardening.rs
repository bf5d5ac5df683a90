//! The classroom server under a hostile tester (issue #38), every request to 127.0.0.1: a full
//! disk, a deleted or read-only database file, concurrent PIN guesses, unbounded argon2 work,
//! half-sent requests and idle sockets, floods and guessing, amplification, cross-site writes,
//! links out of the web folder, and a class carried to another computer.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::server_support;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use qi_classroom::classroom::Event;
use qi_classroom::classroom::event::LessonStep;
use qi_classroom::classroom::outbox::Outbox;
use qi_classroom::classroom::protocol::ProgressAnswer;
use qi_classroom::store::sqlite::PageLimit;
use qi_classroom::store::{SqliteStore, Store, Trouble};
use serde_json::{Value, json};
use server_support::{LESSON, LESSON_STEPS, Served, TestApp, agent, get, post, runtime};
use std::collections::HashSet;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::{Duration, Instant};
use tower::ServiceExt;

const DEVICES: usize = 20;
const EVENTS_PER_DEVICE: usize = 40;

/// A device: its token, the real outbox, and the ids the server acknowledged.
struct Device {
    token: String,
    outbox: Outbox,
    acknowledged: HashSet<String>,
}

fn device(index: usize, token: String) -> Device {
    let mut outbox = Outbox::new(format!("d{index}"));
    for n in 0..EVENTS_PER_DEVICE {
        let id = outbox.make_id();
        outbox.push(Event::LessonStep(LessonStep {
            id,
            lesson: LESSON.into(),
            step: 1 + (n as u32 % LESSON_STEPS),
            stars: (n % 4) as u8,
            mistakes: (n % 3) as u32,
            hints: 0,
            answers_seen: 0,
            seconds: 10,
        }));
    }
    Device {
        token,
        outbox,
        acknowledged: HashSet::new(),
    }
}

/// A class of [`DEVICES`] joined children, each with a full outbox.
async fn class_of_devices(app: &TestApp) -> (String, String, Vec<Device>) {
    let (code, teacher) = app.class("大二班", "2468").await;
    let mut devices = Vec::new();
    for i in 0..DEVICES {
        let (_, token) = app.child(&code, &teacher, &format!("孩子{i}")).await;
        devices.push(device(i, token));
    }
    (code, teacher, devices)
}

/// Every device sends up to 4 pending events at the same moment; the statuses.
async fn round(app: &TestApp, devices: &mut [Device]) -> Vec<StatusCode> {
    let sends = devices.iter().map(|d| {
        let batch: Vec<Value> = d
            .outbox
            .pending
            .iter()
            .take(4)
            .map(|e| serde_json::to_value(e).unwrap())
            .collect();
        let token = d.token.clone();
        async move {
            if batch.is_empty() {
                return (StatusCode::NO_CONTENT, Value::Null);
            }
            app.call(
                "POST",
                "/api/progress",
                Some(&token),
                Some(json!({"events": batch})),
            )
            .await
        }
    });
    let answers = futures_util::future::join_all(sends).await;
    let mut statuses = Vec::new();
    for (device, (status, answer)) in devices.iter_mut().zip(answers) {
        if status == StatusCode::OK {
            let answer: ProgressAnswer = serde_json::from_value(answer).unwrap();
            assert!(answer.rejected.is_empty(), "{answer:?}");
            device.acknowledged.extend(answer.accepted.iter().cloned());
            device.outbox.acknowledge(&answer);
        } else if status != StatusCode::NO_CONTENT {
            assert!(
                [
                    StatusCode::SERVICE_UNAVAILABLE,
                    StatusCode::TOO_MANY_REQUESTS
                ]
                .contains(&status),
                "only 503 or 429 keep events on the device: {status} {answer}"
            );
        }
        statuses.push(status);
    }
    statuses
}

fn acknowledged(devices: &[Device]) -> usize {
    devices.iter().map(|d| d.acknowledged.len()).sum()
}

/// Rounds until every outbox is empty (at most `rounds`).
async fn drain(app: &TestApp, devices: &mut [Device], rounds: usize) {
    for _ in 0..rounds {
        if devices.iter().all(|d| d.outbox.is_empty()) {
            return;
        }
        let statuses = round(app, devices).await;
        if statuses
            .iter()
            .any(|s| s.is_server_error() || s.is_client_error())
        {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    let left: usize = devices.iter().map(|d| d.outbox.pending.len()).sum();
    panic!("{left} events still wait in the outboxes");
}

/// Every acknowledged event is in the database at `path`, opened anew (a restart), and every
/// event of each device is either stored or still in its outbox.
async fn assert_nothing_acknowledged_is_lost(path: &Path, code: &str, devices: &[Device]) {
    let store = SqliteStore::open(path).await.unwrap();
    let students = store.students(code).await.unwrap();
    let mut stored = HashSet::new();
    for student in &students {
        for event in store.student_events(&student.student_id).await.unwrap() {
            stored.insert(event.id().to_owned());
        }
    }
    let mut lost = 0;
    for device in devices {
        lost += device.acknowledged.difference(&stored).count();
        let pending: HashSet<&str> = device.outbox.pending.iter().map(Event::id).collect();
        for n in 0..EVENTS_PER_DEVICE {
            let id = format!("{}-{n}", device.outbox.device);
            assert!(
                stored.contains(&id) || pending.contains(id.as_str()),
                "{id} is neither stored nor in its device's outbox"
            );
        }
    }
    assert_eq!(lost, 0, "acknowledged events lost after the restart");
    store.close().await;
}

async fn health(app: &TestApp) -> (StatusCode, Value) {
    app.call("GET", "/api/health", None, None).await
}

#[test]
fn a_full_disk_in_the_middle_of_twenty_devices_loses_no_acknowledged_event() {
    runtime().block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("classroom.sqlite");
        let limit = PageLimit::default();
        let store = SqliteStore::open_with_page_limit(&path, Some(limit.clone()))
            .await
            .unwrap();
        let app = TestApp::over(store, dir, None);
        let (code, teacher, mut devices) = class_of_devices(&app).await;
        let total = DEVICES * EVENTS_PER_DEVICE;
        while acknowledged(&devices) < total / 4 {
            round(&app, &mut devices).await;
        }
        // The disk fills up: a page or two more, then SQLITE_FULL.
        let pages = app.app.store.page_count().await.unwrap();
        limit.set(pages + 1);
        let mut refused = 0;
        for _ in 0..30 {
            let statuses = round(&app, &mut devices).await;
            refused += statuses
                .iter()
                .filter(|s| **s == StatusCode::SERVICE_UNAVAILABLE)
                .count();
        }
        assert!(refused > 0, "the disk never filled up");
        let (status, answer) = health(&app).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{answer}");
        assert_eq!(answer["storage"], "disk-full");
        let (_, dashboard) = app
            .call(
                "GET",
                &format!("/api/classes/{code}/dashboard"),
                Some(&teacher),
                None,
            )
            .await;
        assert_eq!(dashboard["storage"], "disk-full", "the dashboard says so");
        assert!(
            devices.iter().any(|d| !d.outbox.is_empty()),
            "while the disk is full, devices keep what was not acknowledged"
        );
        // Space is freed: the devices' resends go through.
        limit.set(0);
        drain(&app, &mut devices, 400).await;
        assert_eq!(acknowledged(&devices), total);
        assert_eq!(health(&app).await.0, StatusCode::OK);
        // A restart: the server's state is gone, the folder stays.
        let TestApp { router, app, dir } = app;
        drop((router, app));
        assert_nothing_acknowledged_is_lost(&dir.path().join("classroom.sqlite"), &code, &devices)
            .await;
    });
}

#[test]
fn a_database_file_made_read_only_is_refused_with_503_until_it_is_writable_again() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let path = app.dir.path().join("classroom.sqlite");
        let (code, _, mut devices) = class_of_devices(&app).await;
        while acknowledged(&devices) < DEVICES * EVENTS_PER_DEVICE / 4 {
            round(&app, &mut devices).await;
        }
        set_read_only(&path, true);
        let before = acknowledged(&devices);
        for _ in 0..10 {
            let statuses = round(&app, &mut devices).await;
            assert!(
                statuses.iter().all(|s| *s != StatusCode::OK),
                "nothing is acknowledged while the file is read-only: {statuses:?}"
            );
        }
        assert_eq!(acknowledged(&devices), before);
        let (status, answer) = health(&app).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(answer["storage"], "read-only");
        set_read_only(&path, false);
        drain(&app, &mut devices, 400).await;
        drop(app.router);
        assert_nothing_acknowledged_is_lost(&path, &code, &devices).await;
    });
}

fn set_read_only(path: &Path, read_only: bool) {
    let mut permissions = std::fs::metadata(path).unwrap().permissions();
    permissions.set_readonly(read_only);
    std::fs::set_permissions(path, permissions).unwrap();
}

#[test]
fn a_database_file_deleted_under_the_server_acknowledges_nothing_more() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let path = app.dir.path().join("classroom.sqlite");
        let (_, _, mut devices) = class_of_devices(&app).await;
        while acknowledged(&devices) < DEVICES * EVENTS_PER_DEVICE / 4 {
            round(&app, &mut devices).await;
        }
        std::fs::remove_file(&path).unwrap();
        let before = acknowledged(&devices);
        for _ in 0..10 {
            let statuses = round(&app, &mut devices).await;
            assert!(
                statuses
                    .iter()
                    .all(|s| *s == StatusCode::SERVICE_UNAVAILABLE),
                "{statuses:?}"
            );
        }
        assert_eq!(
            acknowledged(&devices),
            before,
            "nothing written into a deleted file"
        );
        for device in &devices {
            assert_eq!(
                device.outbox.pending.len() + device.acknowledged.len(),
                EVENTS_PER_DEVICE,
                "the rest stays in the outbox"
            );
        }
        let (status, answer) = health(&app).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(answer["storage"], "missing");
        assert_eq!(app.app.store.trouble(), Some(Trouble::Missing));
    });
}

#[test]
fn a_read_only_database_is_refused_at_start_in_the_teachers_language() {
    let data = tempfile::tempdir().unwrap();
    let path = data.path().join("classroom.sqlite");
    runtime().block_on(async {
        let store = SqliteStore::open(&path).await.unwrap();
        store.close().await;
    });
    set_read_only(&path, true);
    let refused = runtime().block_on(SqliteStore::open(&path)).unwrap_err();
    assert_eq!(refused.trouble, Some(Trouble::ReadOnly));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .args(["serve", "--port", "0", "--bind", "127.0.0.1", "--data"])
        .arg(data.path())
        .env("LANG", "zh_CN.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("只读"), "{said}");
}

/// A request in process; the status, headers and raw body.
async fn send(
    app: &TestApp,
    request: Request<Body>,
) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let response = app.router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (status, headers, bytes.to_vec())
}

#[test]
fn two_hundred_fifty_six_wrong_pins_at_once_check_at_most_five_before_the_lock() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, _) = app.class("A", "2468").await;
        let before = app.app.hasher.runs();
        let logins = (0..256).map(|n| {
            let (app, code) = (&app, code.clone());
            async move {
                let pin = format!("{}", 3000 + n);
                app.call(
                    "POST",
                    "/api/teacher/login",
                    None,
                    Some(json!({"class_code": code, "teacher_pin": pin})),
                )
                .await
                .0
            }
        });
        let statuses = futures_util::future::join_all(logins).await;
        let checked = app.app.hasher.runs() - before;
        assert!(checked <= 5, "{checked} PINs were checked before the lock");
        assert!(statuses.contains(&StatusCode::TOO_MANY_REQUESTS));
        assert!(statuses.iter().all(|s| {
            [
                StatusCode::UNAUTHORIZED,
                StatusCode::TOO_MANY_REQUESTS,
                StatusCode::SERVICE_UNAVAILABLE,
            ]
            .contains(s)
        }));
        let (status, _) = app
            .call(
                "POST",
                "/api/teacher/login",
                None,
                Some(json!({"class_code": code, "teacher_pin": "2468"})),
            )
            .await;
        assert_eq!(
            status,
            StatusCode::TOO_MANY_REQUESTS,
            "locked even for the right PIN"
        );
    });
}

#[test]
fn a_one_mib_body_is_answered_in_under_64_kib() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("A", "2468").await;
        let (_, token) = app.child(&code, &teacher, "小明").await;
        let ones = vec!["1"; (1 << 20) / 2 - 20].join(",");
        let bodies = [
            format!("{{\"events\":[{ones}]}}"),
            // 500 events, each refused with its (longest) id echoed.
            {
                let pad = "x".repeat(1_900);
                let events: Vec<String> = (0..500)
                    .map(|n| {
                        format!(
                            "{{\"id\":\"{n:0>64}\",\"kind\":\"lesson-step\",\"lesson\":\"no-such-{pad}\",\"step\":1,\"stars\":1,\"mistakes\":0,\"hints\":0,\"seconds\":1}}"
                        )
                    })
                    .collect();
                format!("{{\"events\":[{}]}}", events.join(","))
            },
        ];
        for body in bodies {
            assert!(body.len() > 900_000 && body.len() <= 1 << 20, "{}", body.len());
            let request = Request::builder()
                .method("POST")
                .uri("/api/progress")
                .header("authorization", format!("Bearer {token}"))
                .header("content-type", "application/json")
                .body(Body::from(body))
                .unwrap();
            let (status, _, answer) = send(&app, request).await;
            assert!(status.is_client_error() || status == StatusCode::OK, "{status}");
            assert!(answer.len() < 64 * 1024, "{status}: {} bytes", answer.len());
        }
    });
}

/// Reads until the server closes the connection; how long that took.
fn closed_within(stream: &mut TcpStream, limit: Duration) -> Option<Duration> {
    let start = Instant::now();
    stream.set_read_timeout(Some(limit)).unwrap();
    let mut buffer = [0u8; 1024];
    loop {
        match stream.read(&mut buffer) {
            Ok(0) => return Some(start.elapsed()),
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => return None,
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => return None,
            Err(_) => return Some(start.elapsed()),
        }
    }
}

fn address(base: &str) -> String {
    base.trim_start_matches("http://").to_owned()
}

/// A request whose headers never end.
const HALF_SENT: &[u8] = b"POST /api/progress HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Le";

#[test]
fn a_half_sent_request_is_dropped_and_ctrl_c_stops_at_once_with_everything_in_one_file() {
    let data = tempfile::tempdir().unwrap();
    let mut server = Served::start(data.path());
    let agent = agent();
    let (_, created) = post(
        &agent,
        &format!("{}/api/classes", server.base),
        None,
        &json!({"name": "大二班", "teacher_pin": "2468"}),
    )
    .unwrap();
    let code = created["class_code"].as_str().unwrap().to_owned();
    let idle = qi_classroom::server::connections::IDLE_TIMEOUT;
    let mut half = TcpStream::connect(address(&server.base)).unwrap();
    half.write_all(HALF_SENT).unwrap();
    let closed = closed_within(&mut half, idle + Duration::from_secs(5));
    assert!(closed.is_some(), "the half-sent request was not dropped");
    // Another one stays open while the teacher presses Ctrl+C.
    let mut other = TcpStream::connect(address(&server.base)).unwrap();
    other.write_all(HALF_SENT).unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let child = &mut server.child;
    let pid = child.id().to_string();
    let start = Instant::now();
    std::process::Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .unwrap();
    let mut stopped = None;
    while start.elapsed() < Duration::from_secs(5) {
        if let Some(status) = child.try_wait().unwrap() {
            stopped = Some((start.elapsed(), status));
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let (took, status) = stopped.expect("the server stopped");
    eprintln!("Ctrl+C to exit: {took:?}");
    assert!(took < Duration::from_secs(2), "{took:?}");
    assert!(status.success());
    // Checkpointed: the database file alone holds the class.
    let wal = data.path().join("classroom.sqlite-wal");
    assert!(!wal.exists() || std::fs::metadata(&wal).unwrap().len() == 0);
    let carried = tempfile::tempdir().unwrap();
    let copy = carried.path().join("classroom.sqlite");
    std::fs::copy(data.path().join("classroom.sqlite"), &copy).unwrap();
    runtime().block_on(async {
        let store = SqliteStore::open(&copy).await.unwrap();
        let classes = store.active_classes().await.unwrap();
        assert_eq!(classes.len(), 1);
        assert_eq!(classes[0].code, code);
    });
}

#[test]
fn twelve_hundred_idle_sockets_do_not_stop_a_new_device_being_answered() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let idle: Vec<TcpStream> = (0..1_200)
        .filter_map(|_| TcpStream::connect(address(&server.base)).ok())
        .collect();
    assert_eq!(idle.len(), 1_200);
    let start = Instant::now();
    let (status, body) = get(&agent(), &format!("{}/api/health", server.base), None).unwrap();
    assert_eq!(status, 200, "{body}");
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    drop(idle);
}

/// A request to the real server: the status and its `Retry-After`.
fn status_and_wait(
    agent: &ureq::Agent,
    method: &str,
    url: &str,
    token: Option<&str>,
) -> (u16, Option<u64>) {
    let response = match (method, token) {
        ("GET", None) => agent.get(url).call(),
        ("POST", Some(token)) => agent
            .post(url)
            .header("authorization", &format!("Bearer {token}"))
            .send_json(json!({"events": []})),
        _ => panic!("not used"),
    }
    .unwrap();
    let wait = response
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok());
    (response.status().as_u16(), wait)
}

#[test]
fn a_flooding_device_and_a_guesser_get_429_with_retry_after_and_others_do_not() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let agent = agent();
    let (_, created) = post(
        &agent,
        &format!("{}/api/classes", server.base),
        None,
        &json!({"name": "A", "teacher_pin": "2468"}),
    )
    .unwrap();
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let (_, roster) = post(
        &agent,
        &format!("{}/api/classes/{code}/roster", server.base),
        Some(&teacher),
        &json!({"names": "a\nb"}),
    )
    .unwrap();
    let tokens: Vec<String> = roster["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|card| {
            let (_, joined) = post(
                &agent,
                &format!("{}/api/join", server.base),
                None,
                &json!({"class_code": code, "student_id": card["student_id"]}),
            )
            .unwrap();
            joined["student_token"].as_str().unwrap().to_owned()
        })
        .collect();
    let url = format!("{}/api/progress", server.base);
    let mut flood = Vec::new();
    for _ in 0..400 {
        flood.push(status_and_wait(&agent, "POST", &url, Some(&tokens[0])));
    }
    let limited: Vec<_> = flood.iter().filter(|(s, _)| *s == 429).collect();
    assert!(!limited.is_empty(), "the flood was never slowed");
    assert!(limited.iter().all(|(_, wait)| wait.is_some_and(|w| w >= 1)));
    assert_eq!(
        status_and_wait(&agent, "POST", &url, Some(&tokens[1])).0,
        200,
        "another device is not slowed"
    );
    // Guessing class codes: slowed after a burst, with Retry-After.
    let mut guesses = Vec::new();
    for n in 0..120 {
        let guess = format!("{}/api/classes/ZZZ{n:03}/students", server.base);
        guesses.push(status_and_wait(&agent, "GET", &guess, None));
    }
    let first_429 = guesses.iter().position(|(s, _)| *s == 429);
    assert!(
        first_429.is_some_and(|at| at <= 80),
        "guesses were not slowed: {first_429:?}"
    );
    assert!(
        guesses
            .iter()
            .filter(|(s, _)| *s == 429)
            .all(|(_, w)| w.is_some())
    );
}

/// An in-process request with headers.
fn request(method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Request<Body> {
    let mut builder = Request::builder().method(method).uri(path);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    builder.body(Body::from(body.to_owned())).unwrap()
}

#[test]
fn cross_site_writes_unknown_hosts_and_empty_error_bodies_are_refused_clearly() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let class = r#"{"name":"A","teacher_pin":"2468"}"#;
        // A web page elsewhere posting text/plain (no preflight): refused.
        let cross = request(
            "POST",
            "/api/classes",
            &[
                ("host", "192.168.1.20:8080"),
                ("origin", "http://evil.example"),
                ("content-type", "text/plain"),
            ],
            class,
        );
        let (status, _, body) = send(&app, cross).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        assert!(String::from_utf8_lossy(&body).contains("error"));
        // The server's own page, and the native app (no Origin), may.
        let own = request(
            "POST",
            "/api/classes",
            &[
                ("host", "192.168.1.20:8080"),
                ("origin", "http://192.168.1.20:8080"),
            ],
            class,
        );
        assert_eq!(send(&app, own).await.0, StatusCode::CREATED);
        let (status, _) = app
            .call(
                "POST",
                "/api/classes",
                None,
                Some(serde_json::from_str(class).unwrap()),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED);
        // A name that is not this server's (DNS rebinding).
        let rebound = request("GET", "/api/health", &[("host", "evil.example")], "");
        assert_eq!(send(&app, rebound).await.0, StatusCode::MISDIRECTED_REQUEST);
        // 405 says so in JSON.
        let (status, headers, body) = send(&app, request("DELETE", "/api/health", &[], "")).await;
        assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
        assert_eq!(headers["content-type"], "application/json");
        let body: Value = serde_json::from_slice(&body).unwrap();
        assert!(body["error"].is_string());
    });
}

#[test]
fn an_activity_step_out_of_range_is_a_clear_400() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("A", "2468").await;
        let (_, token) = app.child(&code, &teacher, "小明").await;
        for activity in [
            json!({"lesson": LESSON, "step": 4_000_000_000u64, "mistakes": 0, "seconds": 1}),
            json!({"lesson": LESSON, "step": 0, "mistakes": 0, "seconds": 1}),
            json!({"lesson": LESSON, "step": 1, "mistakes": 5000, "seconds": 1}),
            json!({"lesson": LESSON, "step": 1, "mistakes": 0, "seconds": 100_000}),
        ] {
            let (status, body) = app
                .call(
                    "POST",
                    "/api/activity",
                    Some(&token),
                    Some(activity.clone()),
                )
                .await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{activity} {body}");
            assert!(body["error"].is_string());
        }
        let fine = json!({"lesson": LESSON, "step": LESSON_STEPS, "mistakes": 2, "seconds": 30});
        assert_eq!(
            app.call("POST", "/api/activity", Some(&token), Some(fine))
                .await
                .0,
            StatusCode::NO_CONTENT
        );
    });
}

#[test]
fn the_web_folder_serves_no_dotfiles_and_follows_no_links_out() {
    runtime().block_on(async {
        let outside = tempfile::tempdir().unwrap();
        std::fs::write(outside.path().join("secret.txt"), "secret").unwrap();
        let web = tempfile::tempdir().unwrap();
        std::fs::write(web.path().join("index.html"), "<html>app</html>").unwrap();
        std::fs::write(web.path().join(".env"), "KEY=1").unwrap();
        #[cfg(unix)]
        std::os::unix::fs::symlink(
            outside.path().join("secret.txt"),
            web.path().join("link.txt"),
        )
        .unwrap();
        let app = TestApp::with_web(Some(web.path())).await;
        let (status, _, body) = send(&app, request("GET", "/index.html", &[], "")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(String::from_utf8_lossy(&body).contains("app"));
        for path in ["/.env", "/%2eenv", "/link.txt"] {
            let (status, _, body) = send(&app, request("GET", path, &[], "")).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
            assert!(!String::from_utf8_lossy(&body).contains("KEY=1"));
            assert!(!String::from_utf8_lossy(&body).contains("secret"));
        }
    });
}

#[test]
fn the_csv_starts_with_a_byte_order_mark_and_says_when() {
    runtime().block_on(async {
        let app = TestApp::new().await;
        let (code, teacher) = app.class("A", "2468").await;
        let (_, token) = app.child(&code, &teacher, "小明").await;
        let events = json!({"events": [server_support::step("e1", 1, 3, 0)]});
        assert_eq!(
            app.call("POST", "/api/progress", Some(&token), Some(events))
                .await
                .0,
            StatusCode::OK
        );
        let csv = request(
            "GET",
            &format!("/api/classes/{code}/progress.csv"),
            &[("authorization", &format!("Bearer {teacher}"))],
            "",
        );
        let (status, headers, body) = send(&app, csv).await;
        assert_eq!(status, StatusCode::OK);
        let text = String::from_utf8(body).unwrap();
        assert!(
            text.starts_with('\u{feff}'),
            "Excel and WPS read UTF-8 only with the mark"
        );
        let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
        assert!(
            lines[0].ends_with(",answers_seen,last_seen,exported"),
            "{}",
            lines[0]
        );
        let today = qi_classroom::classroom::csv::date(qi_classroom::server::now_ms());
        assert!(lines[1].contains("小明"));
        assert_eq!(lines[1].matches(&today).count(), 2, "{}", lines[1]);
        let disposition = headers["content-disposition"].to_str().unwrap();
        assert!(disposition.contains(&today), "{disposition}");
    });
}

/// `qi-classroom serve` with `QI_CLASSROOM_DATA_DIR` and no `--data`; its base URL.
fn serve_in_data_dir(data_dir: &Path) -> (std::process::Child, String) {
    use std::io::BufRead;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .args(["serve", "--port", "0", "--bind", "127.0.0.1", "--web"])
        .arg(data_dir.join("no-web"))
        .env("QI_CLASSROOM_DATA_DIR", data_dir)
        .env("LANG", "en_US.UTF-8")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout)
            .lines()
            .map_while(Result::ok)
        {
            if let Some(start) = line.find("http://127.0.0.1:") {
                let _ = sender.send(line[start..].trim().trim_end_matches('/').to_owned());
            }
        }
    });
    let base = receiver.recv_timeout(Duration::from_secs(60)).unwrap();
    (child, base)
}

fn cli(args: &[&str], data_dir: &Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_qi-classroom"))
        .args(args)
        .env("QI_CLASSROOM_DATA_DIR", data_dir)
        .env("LANG", "en_US.UTF-8")
        .output()
        .unwrap()
}

#[test]
fn a_class_is_carried_to_another_computer_with_backup_and_restore() {
    let laptop = tempfile::tempdir().unwrap();
    let (mut child, base) = serve_in_data_dir(laptop.path());
    assert!(
        laptop
            .path()
            .join("server")
            .join("classroom.sqlite")
            .is_file(),
        "serve keeps its data where QI_CLASSROOM_DATA_DIR says"
    );
    let agent = agent();
    let (_, created) = post(
        &agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "大二班", "teacher_pin": "2468"}),
    )
    .unwrap();
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let (status, _) = post(
        &agent,
        &format!("{base}/api/classes/{code}/roster"),
        Some(&teacher),
        &json!({"names": "小明\n小红"}),
    )
    .unwrap();
    assert_eq!(status, 201);
    // While the server runs.
    let copy = laptop.path().join("carried.sqlite");
    let made = cli(&["backup", "--to", copy.to_str().unwrap()], laptop.path());
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(String::from_utf8_lossy(&made.stdout).contains("qi-classroom restore"));
    let _ = child.kill();
    let _ = child.wait();
    let new_laptop = tempfile::tempdir().unwrap();
    let put = cli(&["restore", copy.to_str().unwrap()], new_laptop.path());
    assert!(
        put.status.success(),
        "{}",
        String::from_utf8_lossy(&put.stderr)
    );
    let (mut child, base) = serve_in_data_dir(new_laptop.path());
    let (status, students) =
        get(&agent, &format!("{base}/api/classes/{code}/students"), None).unwrap();
    assert_eq!(status, 200);
    assert_eq!(students["students"].as_array().map(Vec::len), Some(2));
    let (status, _) = post(
        &agent,
        &format!("{base}/api/teacher/login"),
        None,
        &json!({"class_code": code, "teacher_pin": "2468"}),
    )
    .unwrap();
    assert_eq!(status, 200, "the teacher's PIN came along");
    let _ = child.kill();
    let _ = child.wait();
    // Not a classroom database: refused, nothing replaced.
    let junk = new_laptop.path().join("junk.sqlite");
    std::fs::write(&junk, b"not a database").unwrap();
    let refused = cli(&["restore", junk.to_str().unwrap()], new_laptop.path());
    assert!(!refused.status.success());
}

#[test]
fn a_pin_attempt_is_claimed_atomically_before_it_is_checked() {
    runtime().block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let store = SqliteStore::open(&dir.path().join("c.sqlite"))
            .await
            .unwrap();
        claims(&store).await;
        if let Ok(url) = std::env::var("QI_TEST_POSTGRES_URL") {
            qi_classroom::store::PgStore::reset_for_tests(&url)
                .await
                .unwrap();
            let store = qi_classroom::store::PgStore::connect(&url).await.unwrap();
            claims(&store).await;
            assert_eq!(store.trouble(), None);
            store.check().await.unwrap();
        }
    });
}

async fn claims<S: Store>(store: &S) {
    let now = 1_000_000;
    for n in 1..=4u32 {
        assert_eq!(
            store
                .claim_login_attempt("AAAAAA", now, 5, now + 30_000)
                .await
                .unwrap(),
            Some(n)
        );
        assert_eq!(store.login_locked_until("AAAAAA").await.unwrap(), 0);
    }
    // The fifth is checked, and locks the others out while it is.
    assert_eq!(
        store
            .claim_login_attempt("AAAAAA", now, 5, now + 30_000)
            .await
            .unwrap(),
        Some(5)
    );
    assert_eq!(
        store.login_locked_until("AAAAAA").await.unwrap(),
        now + 30_000
    );
    assert_eq!(
        store
            .claim_login_attempt("AAAAAA", now + 1, 5, now + 30_001)
            .await
            .unwrap(),
        None
    );
    // After the lock, one more check.
    assert_eq!(
        store
            .claim_login_attempt("AAAAAA", now + 30_000, 5, now + 60_000)
            .await
            .unwrap(),
        Some(6)
    );
    store.clear_login_failures("AAAAAA").await.unwrap();
    assert_eq!(
        store
            .claim_login_attempt("AAAAAA", now, 5, now)
            .await
            .unwrap(),
        Some(1)
    );
}
