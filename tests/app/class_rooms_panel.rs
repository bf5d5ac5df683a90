//! The teacher's side of games between devices (issue #40) in the real app against the real
//! server on loopback: "Pair the class" for Renju from "Class on the server", the two
//! children's devices (real WebSockets) get the room and play, the teacher's screen shows all
//! the boards at once with the names, live, and the result; one opens large; the finished game
//! is listed from the server and opened in "Look back at the game"; a pairing the server
//! refuses is said as a sentence.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

use crate::kit;
use crate::race_podium::{class, connect, open_class};
use crate::server_support;
use crate::teach_tally::{Socket, read_until};
use kit::{press, wait_until};

fn send(socket: &mut Socket, value: &Value) {
    socket
        .send(tungstenite::Message::Text(value.to_string().into()))
        .unwrap();
}

#[test]
fn the_teacher_pairs_the_class_and_watches_every_board_live_then_looks_back() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let (code, _teacher, children) = class(&base);
    let ws = base.replacen("http://", "ws://", 1);
    let mut devices: Vec<Socket> = children
        .iter()
        .map(|(_, token)| connect(&format!("{ws}/api/live?token={token}")))
        .collect();

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 3200.0);
    open_class(&mut harness, &base, &code);
    press(&mut harness, "Renju game");
    // The button waits for the panel's socket; pressed until the first device has its room.
    let deadline = Instant::now() + Duration::from_secs(20);
    let room = loop {
        press(&mut harness, "Pair the class");
        let heard = (0..100).find_map(|_| {
            harness.step();
            match devices[0].read() {
                Ok(tungstenite::Message::Text(text)) => {
                    let message: Value = serde_json::from_str(text.as_str()).unwrap();
                    (message["type"] == "room").then_some(message)
                }
                _ => None,
            }
        });
        if let Some(message) = heard {
            break message;
        }
        assert!(Instant::now() < deadline, "no room reached the device");
    };
    assert_eq!(room["game"], "renju", "{room}");
    assert_eq!(room["rules"]["rule_set"], "freestyle");
    assert_eq!(room["you"], "black");
    let id = room["room"].clone();
    read_until(&mut harness, &mut devices[1], |m| {
        m["type"] == "room" && m["room"] == id && m["you"] == "white"
    });
    wait_until(&mut harness, "the board with its players", |h| {
        kit::shows(h, "Qiqi (Black)") && kit::shows(h, "Zuzu (White)")
    });
    assert!(kit::shows(&harness, "Black to move"));

    // Black plays h8 from the device: the teacher's small board shows it live.
    send(
        &mut devices[0],
        &json!({"type":"move","room":id,"move":"h8","action_id":"qq-1"}),
    );
    wait_until(&mut harness, "the stone on the teacher's board", |h| {
        kit::shows(h, "h8 black") && kit::shows(h, "White to move")
    });
    // White gives up: the result on the teacher's board.
    send(
        &mut devices[1],
        &json!({"type":"resign","room":id,"action_id":"zz-1"}),
    );
    wait_until(&mut harness, "the result", |h| {
        kit::shows(h, "Black wins: the other side resigned.")
    });

    press(&mut harness, "Open large");
    assert!(kit::shows(&harness, "All the boards"));
    assert!(
        harness.query_by_label("Open large").is_none(),
        "one board, large"
    );
    press(&mut harness, "All the boards");
    assert!(harness.query_by_label("Open large").is_some());

    // The finished game from the server, opened in the app's review.
    press(&mut harness, "Show the games");
    wait_until(&mut harness, "the class's games", |h| {
        h.query_by_label("Look back at the game").is_some()
    });
    press(&mut harness, "Look back at the game");
    wait_until(&mut harness, "the review", |h| {
        kit::shows(h, "◀ Back to the game")
    });
}
