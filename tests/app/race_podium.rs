//! The placement race and the class's mistakes map (issue #43) in the real app against the real
//! server on loopback: the teacher starts a race from "Class on the server", two children finish
//! from their devices (real WebSockets), the teacher's screen shows the finishing order with
//! times and mistakes, then the podium, by names or animal pictures; and the mistakes map shows
//! the class's tries of a step on the board, counted and coloured by the server's verdict.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

use crate::kit;
use crate::server_support;
use crate::teach_tally::{Socket, read_until};
use kit::{press, wait_until};

const RIGHT_ORDER: [&str; 8] = [
    "elephant", "lion", "tiger", "leopard", "dog", "wolf", "cat", "rat",
];
const WRONG_ORDER: [&str; 8] = [
    "lion", "elephant", "tiger", "leopard", "dog", "wolf", "cat", "rat",
];

pub(crate) fn connect(url: &str) -> Socket {
    let (socket, _) = tungstenite::connect(url).unwrap();
    if let tungstenite::stream::MaybeTlsStream::Plain(stream) = socket.get_ref() {
        stream
            .set_read_timeout(Some(Duration::from_millis(50)))
            .unwrap();
    }
    socket
}

/// A class of Qiqi and Zuzu on the loopback server: (code, teacher token, children's (id, token)).
pub(crate) fn class(base: &str) -> (String, String, Vec<(String, String)>) {
    let agent = server_support::agent();
    let (_, created) = server_support::post(
        &agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "race", "teacher_pin": "2468"}),
    )
    .unwrap();
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let (_, roster) = server_support::post(
        &agent,
        &format!("{base}/api/classes/{code}/roster"),
        Some(&teacher),
        &json!({"names": "Qiqi\nZuzu"}),
    )
    .unwrap();
    let children = roster["students"]
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
            (
                card["student_id"].as_str().unwrap().to_owned(),
                joined["student_token"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    (code, teacher, children)
}

pub(crate) fn open_class(harness: &mut kit::App, base: &str, code: &str) {
    kit::teacher_mode(harness);
    kit::click(harness, "Teacher");
    press(harness, "Class on the server");
    kit::type_stepping(harness, "Server address (on the teacher's screen)", base);
    kit::type_stepping(harness, "Class code", code);
    kit::type_stepping(harness, "Teacher PIN", "2468");
    press(harness, "Open this class");
    wait_until(harness, "the class", |h| {
        h.query_by_label_contains("Class code ").is_some()
    });
}

/// Clicks `label` through the accessibility tree and steps two frames.
fn pick(harness: &mut kit::App, label: &str) {
    harness.get_by_label(label).click_accesskit();
    harness.step();
    harness.step();
}

fn send(socket: &mut Socket, value: &Value) {
    socket
        .send(tungstenite::Message::Text(value.to_string().into()))
        .unwrap();
}

#[test]
fn the_teacher_starts_a_race_and_sees_the_finishing_order_and_the_podium() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let (code, teacher, children) = class(&base);
    let ws = base.replacen("http://", "ws://", 1);
    let mut devices: Vec<Socket> = children
        .iter()
        .map(|(_, token)| connect(&format!("{ws}/api/live?token={token}")))
        .collect();
    let mut watcher = connect(&format!("{ws}/api/classes/{code}/live?token={teacher}"));

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 2400.0);
    open_class(&mut harness, &base, &code);
    // The button waits for the race panel's socket; pressed until the server has the race.
    let deadline = Instant::now() + Duration::from_secs(20);
    let started = loop {
        press(&mut harness, "Start the race");
        let heard = (0..100).find_map(|_| {
            harness.step();
            match watcher.read() {
                Ok(tungstenite::Message::Text(text)) => {
                    let message: Value = serde_json::from_str(text.as_str()).unwrap();
                    (message["type"] == "race-standings").then_some(message)
                }
                _ => None,
            }
        });
        if let Some(message) = heard {
            break message;
        }
        assert!(
            Instant::now() < deadline,
            "the race never reached the server"
        );
    };
    assert_eq!(started["lesson"], "jungle-10-food-chain", "{started}");
    assert_eq!(started["step"], 3);
    let id = started["id"].clone();
    for device in &mut devices {
        read_until(&mut harness, device, |m| {
            m["type"] == "race" && m["id"] == id
        });
    }
    // Zuzu finishes first; Qiqi gets it wrong once, then finishes.
    let answer = |device: &mut Socket, harness: &mut kit::App, order: [&str; 8], event: &str| {
        send(
            device,
            &json!({"type": "race-answer", "id": id, "answer": order, "event_id": event}),
        );
        read_until(harness, device, |m| m["type"] == "race-taken")
    };
    let bo = answer(&mut devices[1], &mut harness, RIGHT_ORDER, "bo-1");
    assert_eq!(bo["place"], 1);
    answer(&mut devices[0], &mut harness, WRONG_ORDER, "ann-1");
    let ann = answer(&mut devices[0], &mut harness, RIGHT_ORDER, "ann-2");
    assert_eq!(ann["place"], 2);
    wait_until(&mut harness, "the finishing order", |h| {
        kit::shows(h, "1 mistake")
    });
    assert!(kit::shows(&harness, "0 mistakes"));
    assert!(kit::shows(&harness, "Zuzu") && kit::shows(&harness, "Qiqi"));
    assert!(!kit::shows(&harness, "Podium"), "no podium while running");

    press(&mut harness, "End the race");
    for device in &mut devices {
        read_until(&mut harness, device, |m| m["type"] == "race-ended");
    }
    wait_until(&mut harness, "the podium", |h| kit::shows(h, "Podium"));
    // By animal pictures: the names give way to the pictures.
    press(&mut harness, "Show by animal pictures");
    wait_until(&mut harness, "the animal pictures", |h| {
        h.query_all_by_label("Cat").next().is_some()
    });
    assert!(
        harness.query_all_by_label("Cat").next().is_some()
            && harness.query_all_by_label("Rat").next().is_some(),
        "an animal picture stands for each child"
    );
}

#[test]
fn the_mistakes_map_shows_the_classs_tries_on_the_board() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let (code, _teacher, children) = class(&base);
    let agent = server_support::agent();
    // Moving, step 3: the cat on c3 must reach d3; c3c2 is allowed but misses it.
    for ((_, token), (event, tries)) in children.iter().zip([
        ("a1", json!(["c3c2", "c3d3"])),
        ("b1", json!(["c3c2", "c3d4", "c3d3"])),
    ]) {
        let (status, body) = server_support::post(
            &agent,
            &format!("{base}/api/progress"),
            Some(token),
            &json!({"events": [{"id": event, "kind": "lesson-step", "lesson": "jungle-13-moving",
                "step": 3, "stars": 2, "mistakes": 1, "hints": 0, "seconds": 12,
                "tries": tries}]}),
        )
        .unwrap();
        assert_eq!(status, 200, "{body}");
    }
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1600.0, 6000.0);
    open_class(&mut harness, &base, &code);
    press(&mut harness, "The class's mistakes");
    wait_until(&mut harness, "the step list", |h| {
        h.query_by_label_contains("jungle-13-moving / 3").is_some()
    });
    pick(&mut harness, "jungle-13-moving / 3");
    wait_until(&mut harness, "the first tries", |h| {
        kit::shows(h, "2 tries by 2 children")
    });
    let arrows = |h: &kit::App| {
        h.query_all_by_label_contains(", arrow to ")
            .map(|node| format!("{node:?}"))
            .collect::<Vec<_>>()
    };
    assert!(
        harness.query_by_label_contains("c3c2 ×2").is_some(),
        "both first tries counted"
    );
    assert!(
        !arrows(&harness).is_empty(),
        "the tries are drawn on the board"
    );
    pick(&mut harness, "Wrong tries");
    wait_until(&mut harness, "the wrong tries", |h| {
        h.query_by_label_contains("c3d4 ×1").is_some()
    });
    assert!(
        harness.query_by_label_contains("c3d3").is_none(),
        "a right try is no mistake"
    );
}

#[test]
fn the_childs_device_races_the_step_and_goes_back_to_its_work() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let agent = server_support::agent();
    let (code, teacher) = crate::join::class_with_xiaoming(&agent, &base);
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1200.0);
    crate::join::join_as_xiaoming(&mut harness, &base, &code);
    // The child is in a lesson when the teacher starts the race.
    harness
        .state_mut()
        .apply(qi_classroom::app::Action::OpenLesson(
            server_support::LESSON.into(),
        ));
    wait_until(&mut harness, "the lesson", |h| {
        h.query_by_label_contains("Next").is_some()
    });
    let ws = base.replacen("http://", "ws://", 1);
    let mut socket = connect(&format!("{ws}/api/classes/{code}/live?token={teacher}"));
    send(
        &mut socket,
        &json!({"type": "race-start", "id": "r1", "lesson": "jungle-10-food-chain", "step": 3}),
    );
    wait_until(&mut harness, "the race", |h| {
        kit::shows(h, "Go! Quick, and right.")
    });
    assert!(
        kit::shows(&harness, "Placement race"),
        "the race covers the lesson"
    );
    // The cards start weakest first: checking that order is a wrong answer, a mistake.
    press(&mut harness, "Check my answer");
    read_until(&mut harness, &mut socket, |m| {
        m["type"] == "race-standings" && m["racing"][0]["mistakes"] == 1
    });
    let strongest_first = ["elephant", "lion", "tiger", "leopard", "dog", "wolf", "cat"];
    for (place, animal) in strongest_first.iter().enumerate() {
        for _ in 0..(7 - place) {
            press(&mut harness, &format!("Move the {animal} to the left"));
        }
    }
    press(&mut harness, "Check my answer");
    wait_until(&mut harness, "the finish", |h| {
        kit::shows(h, "Finished! Place 1,")
    });
    let standings = read_until(&mut harness, &mut socket, |m| {
        m["type"] == "race-standings" && m["finished"].as_array().is_some_and(|f| f.len() == 1)
    });
    assert_eq!(standings["finished"][0]["mistakes"], 1, "{standings}");
    send(&mut socket, &json!({"type": "race-end", "id": "r1"}));
    wait_until(&mut harness, "the end", |h| {
        kit::shows(h, "The race is over.") || kit::shows(h, "Back to my work")
    });
    press(&mut harness, "Back to my work");
    wait_until(&mut harness, "the lesson again", |h| {
        h.query_by_label_contains("Next").is_some() && !kit::shows(h, "Placement race")
    });
}
