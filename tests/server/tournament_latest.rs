//! `tournament-latest` (issue #40) against the real `qi-classroom serve`: the teacher's app,
//! started again, finds the class's latest tournament — as `tournament-start` answered it, then
//! its last round's pairings with the same rooms — and a class with none is told so.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::rooms_support::{Socket, class};
use crate::server_support::Served;
use serde_json::{Value, json};

#[test]
fn the_latest_tournament_is_found_again_with_its_last_round() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 3);
    let mut teacher = Socket::teacher(&server.base, &class);
    teacher.send(&json!({"type": "tournament-latest"}));
    let none = teacher.until("no tournament", |m| m["type"] == "tournament");
    assert_eq!(none["tournament"], Value::Null, "{none}");

    teacher.send(&json!({"type": "tournament-start", "game": "renju",
        "rules": {"rule_set": "freestyle"}}));
    let started = teacher.until("the tournament", |m| m["type"] == "tournament");
    let id = started["tournament"].clone();
    teacher.send(&json!({"type": "tournament-round", "tournament": id}));
    let pairings = teacher.until("the pairings", |m| m["type"] == "pairings");

    // Another teacher socket, as the app started again.
    let mut again = Socket::teacher(&server.base, &class);
    again.send(&json!({"type": "tournament-latest"}));
    let found = again.until("the tournament again", |m| m["type"] == "tournament");
    assert_eq!(found["tournament"], id);
    assert_eq!(found["system"], "round-robin");
    assert_eq!(found["tie_break"], "sonneborn-berger");
    assert_eq!(found["players"], started["players"]);
    let round = again.until("its last round", |m| m["type"] == "pairings");
    assert_eq!(round["round"], 1);
    assert_eq!(
        round["pairs"], pairings["pairs"],
        "the same rooms and players"
    );
    assert_eq!(round["bye"], pairings["bye"]);
    assert!(!round["bye"].is_null(), "three children: one bye");
}
