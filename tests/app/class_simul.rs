//! The teacher's simul (issue #40) in the real app against the real server on loopback: from
//! "Class on the server" → "Simul" the teacher starts a simul of the children whose devices are
//! connected (real WebSockets), moves on the board in play, the next board waiting is brought
//! forward ("your move on N boards"), a child's reply brings that board back, a child's game
//! starts again after a question, and a child's draw offer waits for the teacher's answer.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

use crate::kit;
use crate::race_podium::{connect, open_class};
use crate::server_support;
use crate::teach_tally::{Socket, read_until};
use kit::{press, wait_until};

/// A class of the children `names` (one a line) on the loopback server, each joined: (code,
/// teacher token, children's (id, token) in roster order).
pub(crate) fn class_of(base: &str, names: &str) -> (String, String, Vec<(String, String)>) {
    let agent = server_support::agent();
    let (_, created) = server_support::post(
        &agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "games", "teacher_pin": "2468"}),
    )
    .unwrap();
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let (_, roster) = server_support::post(
        &agent,
        &format!("{base}/api/classes/{code}/roster"),
        Some(&teacher),
        &json!({ "names": names }),
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

pub(crate) fn send(socket: &mut Socket, value: &Value) {
    socket
        .send(tungstenite::Message::Text(value.to_string().into()))
        .unwrap();
}

/// Clicks the first widget labelled so (the board in play is drawn before the small ones).
fn tap_first(harness: &mut kit::App, label: &str) {
    harness
        .query_all_by_label_contains(label)
        .next()
        .unwrap_or_else(|| panic!("nothing labelled {label}"))
        .click();
    harness.step();
    harness.step();
}

#[test]
fn the_teacher_plays_two_children_at_once_board_after_board_and_restarts_one_game() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let (code, teacher, children) = class_of(&base, "Qiqi\nZuzu\nMomo");
    let ws = base.replacen("http://", "ws://", 1);
    // Qiqi and Zuzu have their devices on; Momo is away.
    let mut devices: Vec<Socket> = children[..2]
        .iter()
        .map(|(_, token)| connect(&format!("{ws}/api/live?token={token}")))
        .collect();

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 3200.0);
    open_class(&mut harness, &base, &code);
    press(&mut harness, "Simul");
    press(&mut harness, "Renju game");
    assert!(kit::shows(&harness, "No simul yet"));
    // The button waits for the panel's socket; pressed until the first device has its room.
    let deadline = Instant::now() + Duration::from_secs(20);
    let room = loop {
        press(&mut harness, "Start a simul with the class");
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
    assert_eq!(room["you"], "white", "{room}");
    assert_eq!(room["players"]["black"], "teacher");
    let qiqi_room = room["room"].as_str().unwrap().to_owned();
    let zuzu = read_until(&mut harness, &mut devices[1], |m| m["type"] == "room");
    let zuzu_room = zuzu["room"].as_str().unwrap().to_owned();
    assert_ne!(qiqi_room, zuzu_room);
    wait_until(&mut harness, "two boards waiting for the teacher", |h| {
        kit::shows(h, "Your move on 2 boards.") && kit::shows(h, "Board 1: Qiqi")
    });
    // The board in play is the teacher's own game, not "a game with a classmate".
    assert!(kit::shows(&harness, "Your simul game"));
    assert!(!kit::shows(&harness, "A game with a classmate"));
    // Momo's device is off: no board for Momo.
    let (_, games) = server_support::get(
        &server_support::agent(),
        &format!("{base}/api/classes/{code}/games"),
        Some(&teacher),
    )
    .unwrap();
    // Rooms made in the same millisecond come in the order of their random ids: compare sets.
    let mut players: Vec<String> = games["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            g["players"]["white"]["id"]
                .as_str()
                .unwrap_or_default()
                .to_owned()
        })
        .collect();
    players.sort();
    let mut expected = vec![children[0].0.clone(), children[1].0.clone()];
    expected.sort();
    assert_eq!(players, expected);

    // The teacher plays h8 on Qiqi's board: it reaches Qiqi, and Zuzu's board comes forward.
    tap_first(&mut harness, "h8 empty");
    let moved = read_until(&mut harness, &mut devices[0], |m| m["type"] == "moved");
    assert_eq!(moved["move"], "h8");
    assert_eq!(moved["by"], "black");
    wait_until(&mut harness, "Zuzu's board in play", |h| {
        kit::shows(h, "Board 2: Zuzu") && kit::shows(h, "Your move on 1 board.")
    });
    tap_first(&mut harness, "i9 empty");
    let moved = read_until(&mut harness, &mut devices[1], |m| m["type"] == "moved");
    assert_eq!(moved["move"], "i9");
    assert_eq!(moved["room"], zuzu_room.as_str());
    wait_until(&mut harness, "nothing waiting", |h| {
        kit::shows(h, "No board waits for you: the children are thinking.")
    });

    // Qiqi answers: her board comes forward again.
    send(
        &mut devices[0],
        &json!({"type":"move","room":qiqi_room,"move":"a1","action_id":"qq-1"}),
    );
    wait_until(&mut harness, "Qiqi's board back in play", |h| {
        kit::shows(h, "Board 1: Qiqi")
            && kit::shows(h, "Your move on 1 board.")
            && kit::shows(h, "a1 white")
    });

    // Restarting asks first; "No" changes nothing.
    tap_first(&mut harness, "Start this game again");
    assert!(kit::shows(
        &harness,
        "Start Qiqi's game again from the first move?"
    ));
    press(&mut harness, "No");
    assert!(!kit::shows(&harness, "Start Qiqi's game again"));
    assert!(kit::shows(&harness, "a1 white"));
    tap_first(&mut harness, "Start this game again");
    press(&mut harness, "Yes, start again");
    let fresh = read_until(&mut harness, &mut devices[0], |m| m["type"] == "room");
    assert_eq!(fresh["room"], qiqi_room.as_str());
    assert_eq!(fresh["moves"], json!([]), "{fresh}");
    wait_until(&mut harness, "Qiqi's board empty again", |h| {
        !kit::shows(h, "a1 white") && kit::shows(h, "Your move on 1 board.")
    });
    // Zuzu's game is untouched.
    assert!(kit::shows(&harness, "i9 black"));

    // Zuzu offers a draw: that board waits for the teacher's answer too.
    send(
        &mut devices[1],
        &json!({"type":"offer-draw","room":zuzu_room,"action_id":"zz-draw"}),
    );
    wait_until(&mut harness, "the offer waiting", |h| {
        kit::shows(h, "Your move on 2 boards.")
    });
    press(&mut harness, "Play here");
    wait_until(&mut harness, "Zuzu's board with the offer", |h| {
        kit::shows(h, "Board 2: Zuzu") && kit::shows(h, "offers a draw")
    });
    press(&mut harness, "No");
    let declined = read_until(&mut harness, &mut devices[1], |m| m["type"] == "declined");
    assert_eq!(declined["by"], "black", "{declined}");
    wait_until(&mut harness, "Qiqi's board brought back", |h| {
        kit::shows(h, "Your move on 1 board.") && kit::shows(h, "Board 1: Qiqi")
    });
}
