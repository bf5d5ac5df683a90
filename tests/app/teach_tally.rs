//! The teacher's teach board (issue #43) in the real app against the real server on loopback:
//! the teacher opens a class with its code and PIN, opens the first board of the library to the
//! class, two children answer from their devices (real WebSockets), and the teacher's screen
//! shows "2 of 2 answered" and the tally — the right answer counted as right, with the names
//! when asked — and "show answers" reaches the devices.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

use crate::kit;
use crate::server_support;
use kit::{press, wait_until};

pub(crate) type Socket =
    tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<std::net::TcpStream>>;

fn connect(url: &str) -> Socket {
    let (socket, _) = tungstenite::connect(url).unwrap();
    if let tungstenite::stream::MaybeTlsStream::Plain(stream) = socket.get_ref() {
        stream
            .set_read_timeout(Some(Duration::from_millis(50)))
            .unwrap();
    }
    socket
}

/// Steps the app while reading `socket` until a message satisfies `wanted` (20 s at most).
pub(crate) fn read_until(
    harness: &mut kit::App,
    socket: &mut Socket,
    wanted: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        harness.step();
        match socket.read() {
            Ok(tungstenite::Message::Text(text)) => {
                let message: Value = serde_json::from_str(text.as_str()).unwrap();
                if wanted(&message) {
                    return message;
                }
            }
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(e) => panic!("a socket failed: {e}"),
        }
    }
    panic!("a socket never said what was waited for");
}

#[test]
fn the_teacher_opens_a_board_to_the_class_and_sees_who_answered_and_the_tally() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let agent = server_support::agent();
    let (_, created) = server_support::post(
        &agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "大二班", "teacher_pin": "2468"}),
    )
    .unwrap();
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let (_, roster) = server_support::post(
        &agent,
        &format!("{base}/api/classes/{code}/roster"),
        Some(&teacher),
        &json!({"names": "小明\n小红"}),
    )
    .unwrap();
    let ws = base.replacen("http://", "ws://", 1);
    let mut devices: Vec<Socket> = roster["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|card| {
            let (_, joined) = server_support::post(
                &agent,
                &format!("{base}/api/join"),
                None,
                &json!({"class_code": code, "student_id": card["student_id"]}),
            )
            .unwrap();
            let token = joined["student_token"].as_str().unwrap();
            connect(&format!("{ws}/api/live?token={token}"))
        })
        .collect();
    // The test's own view of the teacher's socket: the right answers the server worked out.
    let mut watcher = connect(&format!("{ws}/api/classes/{code}/live?token={teacher}"));

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1600.0);
    kit::teacher_mode(&mut harness);
    kit::click(&mut harness, "Teacher");
    press(&mut harness, "Class on the server");
    kit::type_stepping(
        &mut harness,
        "Server address (on the teacher's screen)",
        &base,
    );
    kit::type_stepping(&mut harness, "Class code", &code);
    kit::type_stepping(&mut harness, "Teacher PIN", "2468");
    press(&mut harness, "Open this class");
    wait_until(&mut harness, "the class", |h| {
        h.query_by_label_contains("Class code ").is_some()
    });
    // The button waits for the teacher's socket; pressed until the server has the question.
    let deadline = Instant::now() + Duration::from_secs(20);
    let asked = loop {
        press(&mut harness, "Open to the class");
        let heard = (0..100).find_map(|_| {
            harness.step();
            match watcher.read() {
                Ok(tungstenite::Message::Text(text)) => {
                    let message: Value = serde_json::from_str(text.as_str()).unwrap();
                    (message["type"] == "answers").then_some(message)
                }
                _ => None,
            }
        });
        if let Some(message) = heard {
            break message;
        }
        assert!(
            Instant::now() < deadline,
            "the question never reached the server"
        );
    };
    let right = asked["right"][0].clone();
    assert!(
        !right.is_null(),
        "the first board has a right answer: {asked}"
    );
    for device in &mut devices {
        let question = read_until(&mut harness, device, |m| {
            m["type"] == "question" && m["id"] == asked["id"]
        });
        assert_eq!(question["id"], asked["id"]);
    }
    // 小明 answers right; 小红 answers an empty set or a move nobody can make.
    let wrong = if right.is_array() {
        json!([])
    } else {
        json!("a1a3")
    };
    for (device, (answer, event)) in devices
        .iter_mut()
        .zip([(right.clone(), "m1"), (wrong, "h1")])
    {
        device
            .send(tungstenite::Message::Text(
                json!({"type": "answer", "id": asked["id"], "answer": answer, "event_id": event})
                    .to_string()
                    .into(),
            ))
            .unwrap();
        read_until(&mut harness, device, |m| {
            m["type"] == "answer-taken" || m["type"] == "refused"
        });
    }
    wait_until(&mut harness, "the count", |h| {
        kit::shows(h, "2 of 2 answered")
    });
    assert!(
        kit::shows(&harness, "×1: right"),
        "the right answer is counted as right"
    );
    kit::press(&mut harness, "Show names");
    wait_until(&mut harness, "the names per answer", |h| {
        kit::shows(h, "— 小明")
    });
    press(&mut harness, "Show answers");
    for device in &mut devices {
        let reveal = read_until(&mut harness, device, |m| m["type"] == "reveal");
        assert_eq!(reveal["right"][0], right);
    }
}
