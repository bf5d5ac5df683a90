//! The class tournament (issue #40) in the real app against the real server on loopback: from
//! "Class on the server" → "Class tournament" the teacher starts a round-robin of three
//! children, the round's pairings show with names (and the bye), the next round waits until
//! every game is over, the standings follow the results with the tie-break named on screen;
//! the teacher's app started again finds the tournament at its round.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::{NodeT, Queryable};
use qi_classroom::i18n::Locale;
use serde_json::json;
use std::time::{Duration, Instant};

use crate::class_simul::{class_of, send};
use crate::kit;
use crate::race_podium::{connect, open_class};
use crate::server_support;
use crate::teach_tally::{Socket, read_until};
use kit::{press, wait_until};

/// Presses `label` (it waits for the panel's socket) until `done`.
fn press_until(harness: &mut kit::App, label: &str, what: &str, done: impl Fn(&kit::App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !done(harness) {
        assert!(Instant::now() < deadline, "never: {what}");
        press(harness, label);
        for _ in 0..20 {
            harness.step();
            std::thread::sleep(Duration::from_millis(20));
            if done(harness) {
                return;
            }
        }
    }
}

#[test]
fn the_teacher_runs_a_round_robin_round_by_round_with_pairings_and_named_tie_break() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let (code, teacher, children) = class_of(&base, "Qiqi\nZuzu\nMomo");
    let ws = base.replacen("http://", "ws://", 1);
    let mut devices: Vec<Socket> = children
        .iter()
        .map(|(_, token)| connect(&format!("{ws}/api/live?token={token}")))
        .collect();
    // The test's own view of the class's rooms: a second teacher socket.
    let mut watcher = connect(&format!("{ws}/api/classes/{code}/live?token={teacher}"));
    let name_of = |id: &str| {
        let index = children.iter().position(|(c, _)| c == id).unwrap();
        ["Qiqi", "Zuzu", "Momo"][index]
    };

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 3200.0);
    open_class(&mut harness, &base, &code);
    press(&mut harness, "Class tournament");
    press(&mut harness, "Jungle game");
    press_until(
        &mut harness,
        "Start the tournament",
        "the tournament",
        |h| kit::shows(h, "Round-robin: 3 children, everyone plays everyone once."),
    );
    wait_until(&mut harness, "the standings before the first round", |h| {
        kit::shows(h, "Standings after round 0") && kit::shows(h, "Sonneborn–Berger")
    });

    // Round 1: one game and a bye.
    press(&mut harness, "Start the next round");
    let room = read_until(&mut harness, &mut watcher, |m| m["type"] == "room");
    let (red, blue) = (
        room["players"]["red"].as_str().unwrap().to_owned(),
        room["players"]["blue"].as_str().unwrap().to_owned(),
    );
    let bye = children
        .iter()
        .map(|(id, _)| id.as_str())
        .find(|id| *id != red && *id != blue)
        .unwrap()
        .to_owned();
    wait_until(&mut harness, "the round's pairings", |h| {
        kit::shows(h, "Round 1")
            && kit::shows(h, "Board 1")
            && kit::shows(h, "playing…")
            && kit::shows(h, "has a bye this round (1 point).")
    });
    for id in [&red, &blue, &bye] {
        assert!(kit::shows(&harness, name_of(id)), "{} shown", name_of(id));
    }
    assert!(kit::shows(
        &harness,
        "The next round can start when every game of this one is over."
    ));
    // Not yet: the game is on.
    let next = harness.get_by_label("Start the next round");
    assert!(
        next.accesskit_node().is_disabled(),
        "the next round waits for the game"
    );

    // Blue resigns: red won; the standings follow.
    let blue_device = children.iter().position(|(id, _)| *id == blue).unwrap();
    send(
        &mut devices[blue_device],
        &json!({"type":"resign","room":room["room"],"action_id":"give-1"}),
    );
    let won = format!("{} won", name_of(&red));
    wait_until(
        &mut harness,
        "the result and the standings after round 1",
        |h| kit::shows(h, &won) && kit::shows(h, "Standings after round 1"),
    );
    press(&mut harness, "Start the next round");
    wait_until(&mut harness, "round 2", |h| kit::shows(h, "Round 2"));
    assert!(kit::shows(&harness, "playing…"));

    // The teacher's app starts again (another app here): the tournament is found again, at
    // its round, with the standings.
    drop(harness);
    let dir = tempfile::tempdir().unwrap();
    let mut again = kit::start(dir.path(), Locale::En, 1280.0, 3200.0);
    open_class(&mut again, &base, &code);
    press(&mut again, "Class tournament");
    wait_until(&mut again, "the tournament found again", |h| {
        kit::shows(h, "Round-robin: 3 children")
            && kit::shows(h, "Round 2")
            && kit::shows(h, "Standings after round 2")
    });
}
