//! Renju openings and clocks in games between devices (issue #40), against the real
//! `qi-classroom serve` over real WebSockets: a RIF opening asked of the right child step by
//! step (a swap changes who plays Black), judged by the engine, then play on; a clock that runs
//! out with nobody moving ends the game on time, judged by the server; after `kill -9` and a
//! restart the opening and the clock go on from the stored log.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::rooms_support::{Class, Socket, class, is_refusal, is_room, mv, pair};
use crate::server_support::Served;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// Two children's sockets in a new room (the teacher's too), each having seen it whole.
fn seated(base: &str, class: &Class, game: &str, rules: Value) -> (String, [Socket; 2], Value) {
    let mut teacher = Socket::teacher(base, class);
    let mut a = Socket::device(base, &class.children[0].1);
    let mut b = Socket::device(base, &class.children[1].1);
    let room = pair(
        &mut teacher,
        game,
        rules,
        &class.children[0].0,
        &class.children[1].0,
    );
    let whole = a.until("the room", is_room);
    b.until("the room", is_room);
    (room, [a, b], whole)
}

fn opening(room: &str, choice: &str, extra: Value, id: &str) -> Value {
    let mut message = json!({"type": "opening", "room": room, "choice": choice, "action_id": id});
    if let (Some(message), Value::Object(extra)) = (message.as_object_mut(), extra) {
        message.extend(extra);
    }
    message
}

/// The next `opening-step` a socket hears.
fn step(socket: &mut Socket) -> Value {
    socket.until("an opening step", |m| m["type"] == "opening-step")
}

#[test]
fn a_rif_opening_is_asked_of_the_right_child_judged_and_then_played_on() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 2);
    let (a_id, b_id) = (class.children[0].0.clone(), class.children[1].0.clone());
    let (room, [mut a, mut b], whole) = seated(
        &server.base,
        &class,
        "renju",
        json!({"rule_set": "renju", "opening": "rif"}),
    );
    assert_eq!(whole["opening"]["rule"], "rif");
    assert_eq!(whole["opening"]["player"], a_id.as_str());
    assert_eq!(whole["opening"]["decision"], "place");
    assert_eq!(whole["opening"]["zone"], "centre");
    // Not the centre: the engine's reason; the other child: not their turn.
    a.send(&mv(&room, "a1", "a-bad"));
    a.until("a refusal", is_refusal("first-stone-not-centre"));
    b.send(&mv(&room, "h8", "b-early"));
    b.until("a refusal", is_refusal("not-your-turn"));
    for (n, stone) in ["h8", "h9", "j10"].iter().enumerate() {
        a.send(&mv(&room, stone, &format!("a{n}")));
        let seen = step(&mut b);
        assert_eq!(seen["move"], *stone);
        assert_eq!(seen["choice"], "place");
    }
    let last = (0..3).map(|_| step(&mut a)).last().unwrap();
    assert_eq!(last["asks"]["player"], b_id.as_str());
    assert_eq!(last["asks"]["decision"], "swap-or-keep");
    // b swaps: b now plays Black, a White; the players on the wire say so.
    b.send(&opening(&room, "swap", json!({}), "b-swap"));
    let swapped = step(&mut a);
    assert_eq!(swapped["players"]["black"], b_id.as_str());
    assert_eq!(swapped["players"]["white"], a_id.as_str());
    assert_eq!(swapped["asks"]["player"], a_id.as_str());
    step(&mut b);
    // A resent swap is applied once: acknowledged again.
    b.send(&opening(&room, "swap", json!({}), "b-swap"));
    let again = step(&mut b);
    assert_eq!(again["v"], 4);
    a.send(&mv(&room, "g7", "a-4"));
    step(&mut b);
    let offer_asked = step(&mut a);
    assert_eq!(offer_asked["asks"]["decision"], "offer-fifth-moves");
    assert_eq!(offer_asked["asks"]["count"], 2);
    b.send(&opening(&room, "offer", json!({"points": ["k8"]}), "b-one"));
    b.until("a refusal", is_refusal("wrong-offer-count"));
    b.send(&opening(
        &room,
        "offer",
        json!({"points": ["k8", "e5"]}),
        "b-offer",
    ));
    let offered = step(&mut a);
    assert_eq!(offered["asks"]["decision"], "pick-offer");
    assert_eq!(offered["asks"]["offers"], json!(["k8", "e5"]));
    step(&mut b);
    a.send(&mv(&room, "a1", "a-not-offered"));
    a.until("a refusal", is_refusal("not-an-offer"));
    a.send(&mv(&room, "e5", "a-pick"));
    let over = step(&mut b);
    assert_eq!(over["asks"], Value::Null);
    assert_eq!(over["to_move"], "white");
    assert_eq!(over["position"]["black"], json!(["e5", "h8", "j10"]));
    step(&mut a);
    // Play goes on: White (a) moves, then Black (b).
    a.send(&mv(&room, "a2", "a-6"));
    let moved = b.until("a move", |m| m["type"] == "moved");
    assert_eq!(
        (moved["by"].as_str(), moved["v"].as_u64()),
        (Some("white"), Some(8))
    );
    b.send(&mv(&room, "a3", "b-7"));
    let moved = a.until("Black's move", |m| m["type"] == "moved" && m["v"] == 9);
    assert_eq!(moved["by"], "black");
    // Whole again: b is Black now.
    b.send(&json!({"type": "resume", "room": room}));
    let whole = b.until("the room", is_room);
    assert_eq!(whole["you"], "black", "{whole}");
    assert_eq!(whole["moves"].as_array().map(Vec::len), Some(7));
    assert!(whole.get("opening").is_none_or(Value::is_null));
}

#[test]
fn a_clock_that_runs_out_with_nobody_moving_loses_on_time_and_moves_carry_the_clocks() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 2);
    // Two seconds each.
    let (room, [mut red, mut blue], whole) = seated(
        &server.base,
        &class,
        "jungle",
        json!({"preset": "classroom", "clock": {"minutes": 2.0 / 60.0}}),
    );
    assert_eq!(whole["clock"]["remaining_ms"]["red"], 2_000);
    assert_eq!(whole["clock"]["running"], Value::Null);
    red.send(&mv(&room, "a3a4", "r1"));
    let moved = blue.until("a move", |m| m["type"] == "moved");
    assert_eq!(moved["clock"]["remaining_ms"]["red"], 2_000);
    assert_eq!(moved["clock"]["remaining_ms"]["blue"], 2_000);
    assert_eq!(moved["clock"]["running"], "blue");
    let started = Instant::now();
    // Blue does not move: the server ends the game on time.
    let over = red.until("the end", |m| m["type"] == "game-over");
    let waited = started.elapsed();
    assert_eq!(over["reason"], "time-out");
    assert_eq!(over["winner"], "red");
    assert_eq!(over["v"], 2);
    assert!(
        waited >= Duration::from_millis(1_500) && waited < Duration::from_secs(10),
        "{waited:?}"
    );
    blue.until("the end", |m| m["type"] == "game-over");
    // Too late now.
    blue.send(&mv(&room, "a7a6", "b1"));
    blue.until("a refusal", is_refusal("game-over"));
}

#[test]
fn after_kill_9_the_clock_goes_on_from_the_stored_times() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = server.base.clone();
    let class = class(&base, 2);
    let (room, [mut red, mut blue], _) = seated(
        &base,
        &class,
        "jungle",
        json!({"preset": "classroom", "clock": {"minutes": 0.05}}),
    );
    red.send(&mv(&room, "a3a4", "r1"));
    blue.until("a move", |m| m["type"] == "moved");
    blue.send(&mv(&room, "g7g6", "b1"));
    let moved = red.until("blue's move", |m| m["type"] == "moved" && m["by"] == "blue");
    let left = moved["clock"]["remaining_ms"]["blue"].as_u64().unwrap();
    assert!(left <= 3_000, "{moved}");
    server.kill();
    drop((red, blue));
    let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
    let server = Served::start_on(data.path(), "en_US.UTF-8", port);
    // Red's clock ran while the server was down too: the room, read again, ends on time.
    let mut red = Socket::device(&server.base, &class.children[0].1);
    let whole = red.until("the room", is_room);
    assert_eq!(whole["clock"]["remaining_ms"]["blue"], left);
    assert_eq!(whole["clock"]["running"], "red");
    let over = red.until("the end", |m| m["type"] == "game-over");
    assert_eq!(
        (over["reason"].as_str(), over["winner"].as_str()),
        (Some("time-out"), Some("blue"))
    );
}
