//! The classroom server's storage under a hostile tester (issue #38), every request to
//! 127.0.0.1: a full disk, a deleted or read-only database file, and a class carried to another
//! computer (backup and restore, CSVs a spreadsheet opens right).
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::server_support;

use axum::http::StatusCode;
use qi_classroom::classroom::Event;
use qi_classroom::classroom::event::LessonStep;
use qi_classroom::classroom::outbox::Outbox;
use qi_classroom::classroom::protocol::ProgressAnswer;
use qi_classroom::store::sqlite::PageLimit;
use qi_classroom::store::{SqliteStore, Store, Trouble};
use serde_json::{Value, json};
use server_support::{LESSON, LESSON_STEPS, TestApp, agent, get, post, request, runtime, send};
use std::collections::HashSet;
use std::path::Path;
use std::time::Duration;

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
            tries: Vec::new(),
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
