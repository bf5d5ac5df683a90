//! The real `qi-classroom serve` binary on a loopback port: the contract end to end over TCP,
//! what it prints for the teacher, and the live dashboard over WebSocket.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::server_support;

use serde_json::{Value, json};
use server_support::{LESSON, Served, agent, get, post, step};
use std::time::{Duration, Instant};

#[test]
fn the_real_server_answers_the_contract_and_prints_its_address_and_class_codes() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let agent = agent();
    let base = server.base.clone();
    assert_eq!(
        get(&agent, &format!("{base}/api/health"), None).unwrap(),
        (200, json!({"ok": true}))
    );
    let (status, created) = post(
        &agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "大二班", "teacher_pin": "2468"}),
    )
    .unwrap();
    assert_eq!(status, 201);
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let (status, added) = post(
        &agent,
        &format!("{base}/api/classes/{code}/students"),
        Some(&teacher),
        &json!({"name": "小明", "avatar": "lion"}),
    )
    .unwrap();
    assert_eq!(status, 201);
    let id = added["student_id"].as_str().unwrap().to_owned();
    let (_, joined) = post(
        &agent,
        &format!("{base}/api/join"),
        None,
        &json!({"class_code": code, "student_id": id}),
    )
    .unwrap();
    let student = joined["student_token"].as_str().unwrap().to_owned();
    let (status, answer) = post(
        &agent,
        &format!("{base}/api/progress"),
        Some(&student),
        &json!({"events": [step("x1", 2, 3, 1)]}),
    )
    .unwrap();
    assert_eq!((status, answer["accepted"].clone()), (200, json!(["x1"])));
    assert!(
        server.printed().contains("No class yet"),
        "{}",
        server.printed()
    );
    server.kill();

    // Restarted in Chinese: the class code is printed, and the progress is still there.
    let server = Served::start_with(data.path(), "zh_CN.UTF-8");
    let printed = server.printed();
    assert!(printed.contains("课堂服务器已启动"), "{printed}");
    assert!(printed.contains(&format!("班级码 {code}")), "{printed}");
    assert!(printed.contains("http://127.0.0.1:"), "{printed}");
    let (status, progress) = get(
        &agent,
        &format!("{}/api/classes/{code}/progress", server.base),
        Some(&teacher),
    )
    .unwrap();
    assert_eq!(status, 200);
    assert_eq!(progress["students"][0]["lessons"][LESSON]["stars"], 3);
}

#[test]
fn the_live_dashboard_sends_a_snapshot_and_another_when_a_child_finishes_a_step() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let agent = agent();
    let base = server.base.clone();
    let (_, created) = post(
        &agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "c", "teacher_pin": "2468"}),
    )
    .unwrap();
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let (_, added) = post(
        &agent,
        &format!("{base}/api/classes/{code}/students"),
        Some(&teacher),
        &json!({"name": "小明", "avatar": "cat"}),
    )
    .unwrap();
    let id = added["student_id"].as_str().unwrap().to_owned();
    let (_, joined) = post(
        &agent,
        &format!("{base}/api/join"),
        None,
        &json!({"class_code": code, "student_id": id}),
    )
    .unwrap();
    let student = joined["student_token"].as_str().unwrap().to_owned();

    let ws_base = base.replacen("http://", "ws://", 1);
    // A student token is refused on the teacher's socket.
    assert!(
        tungstenite::connect(format!("{ws_base}/api/classes/{code}/live?token={student}")).is_err()
    );
    let (mut socket, _) =
        tungstenite::connect(format!("{ws_base}/api/classes/{code}/live?token={teacher}")).unwrap();
    if let tungstenite::stream::MaybeTlsStream::Plain(stream) = socket.get_ref() {
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
    }
    let mut read = || -> Value {
        loop {
            match socket.read().unwrap() {
                tungstenite::Message::Text(text) => {
                    return serde_json::from_str(text.as_str()).unwrap();
                }
                _ => continue,
            }
        }
    };
    let first = read();
    assert_eq!(first["type"], "dashboard");
    assert_eq!(first["dashboard"]["students"][0]["name"], "小明");
    assert_eq!(first["dashboard"]["students"][0]["lessons"], json!({}));
    post(
        &agent,
        &format!("{base}/api/progress"),
        Some(&student),
        &json!({"events": [step("w1", 1, 2, 0)]}),
    )
    .unwrap();
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut stars = Value::Null;
    while Instant::now() < deadline {
        let message = read();
        stars = message["dashboard"]["students"][0]["lessons"][LESSON]["stars"].clone();
        if stars == json!(2) {
            break;
        }
    }
    assert_eq!(stars, json!(2));

    // The device socket gets today's work when the teacher sets it.
    let (mut device, _) =
        tungstenite::connect(format!("{ws_base}/api/live?token={student}")).unwrap();
    if let tungstenite::stream::MaybeTlsStream::Plain(stream) = device.get_ref() {
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
    }
    let mut read_device = || -> Value {
        loop {
            match device.read().unwrap() {
                tungstenite::Message::Text(text) => {
                    return serde_json::from_str(text.as_str()).unwrap();
                }
                _ => continue,
            }
        }
    };
    assert_eq!(read_device()["assignment"]["items"], json!([]));
    let put = agent
        .put(&format!("{base}/api/classes/{code}/assignment"))
        .header("authorization", &format!("Bearer {teacher}"))
        .send_json(json!({"items": [{"lesson": LESSON}]}))
        .unwrap();
    assert_eq!(put.status().as_u16(), 200);
    let message = read_device();
    assert_eq!(message["type"], "assignment");
    assert_eq!(message["assignment"]["items"], json!([{"lesson": LESSON}]));
}
