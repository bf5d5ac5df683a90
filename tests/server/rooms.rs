//! Games between devices (issue #40) against the real `qi-classroom serve`, over real
//! WebSockets: whole Jungle and Renju games, each move checked against the rules engine's own
//! verdict; refusals (illegal, out of turn, a third child, a replayed action id); right and
//! wrong 禁手 claims; bad input; the games list.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::rooms_support::{Class, Socket, class, is_refusal, is_room, mv, pair};
use crate::server_support::{Served, agent, get};
use qi_classroom::rules::jungle::{self, Move, RuleOptions};
use qi_classroom::rules::renju::{self, Point, RenjuOptions};
use serde_json::{Value, json};
use std::time::Duration;

/// Red's leopard walks up the d file into the blue den; Blue's lion steps to and fro.
pub const JUNGLE_GAME: [&str; 13] = [
    "e3d3", "a9b9", "d3d4", "b9a9", "d4d5", "a9b9", "d5d6", "b9a9", "d6d7", "a9b9", "d7d8", "b9a9",
    "d8d9",
];
/// Black makes five across row 8; White plays down the a file.
pub const RENJU_GAME: [&str; 9] = ["h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"];

/// Two children's sockets in a new room, each having seen the room whole.
fn seated(base: &str, class: &Class, game: &str, rules: Value) -> (String, Socket, Socket, Socket) {
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
    for (socket, colour) in [(&mut a, 0), (&mut b, 1)] {
        let whole = socket.until("the room", is_room);
        assert_eq!(whole["room"], room);
        assert_eq!(whole["v"], 0);
        let you = whole["you"].as_str().unwrap();
        let expected = match (game, colour) {
            ("jungle", 0) => "red",
            ("jungle", _) => "blue",
            (_, 0) => "black",
            _ => "white",
        };
        assert_eq!(you, expected);
    }
    (room, a, b, teacher)
}

#[test]
fn two_devices_play_a_whole_jungle_game_to_the_den_each_move_as_the_engine_says() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 3);
    let (room, mut red, mut blue, mut teacher) = seated(
        &server.base,
        &class,
        "jungle",
        json!({"preset": "classroom"}),
    );
    let mut engine = jungle::Game::new(RuleOptions::classroom());
    for (ply, text) in JUNGLE_GAME.iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 {
            (&mut red, &mut blue)
        } else {
            (&mut blue, &mut red)
        };
        // An illegal try first (a step of two squares): refused with the engine's reason.
        let from = &text[..2];
        let far = format!("{from}{}", if ply % 2 == 0 { "a9" } else { "a1" });
        let wrong = Move::parse(&far).unwrap();
        let reason = engine.check_move(wrong).unwrap_err().name();
        mover.send(&mv(&room, &far, &format!("bad{ply}")));
        let refused = mover.until("a refusal", |m| m["type"] == "refused");
        assert_eq!(refused["reason"], reason, "{refused}");
        assert_eq!(refused["action_id"], format!("bad{ply}"));

        engine.check_move(Move::parse(text).unwrap()).unwrap();
        engine.play(Move::parse(text).unwrap()).unwrap();
        mover.send(&mv(&room, text, &format!("m{ply}")));
        let fen = engine.position().to_fen();
        for socket in [mover, other, &mut teacher] {
            let moved = socket.until("moved", |m| m["type"] == "moved");
            assert_eq!(moved["move"], *text);
            assert_eq!(moved["v"], ply + 1);
            assert_eq!(
                moved["position"]["fen"], fen,
                "the server's board is the engine's"
            );
        }
    }
    let outcome = engine.outcome().unwrap();
    assert_eq!(outcome.name(), "den-entered");
    for socket in [&mut red, &mut blue, &mut teacher] {
        let over = socket.until("game-over", |m| m["type"] == "game-over");
        assert_eq!(
            over,
            json!({"type": "game-over", "room": room, "winner": "red", "reason": "den-entered", "v": 13})
        );
    }
    // A move after the end is refused.
    blue.send(&mv(&room, "a9a8", "late"));
    blue.until("game-over refusal", is_refusal("game-over"));

    // The teacher's list of games.
    let (status, games) = get(
        &agent(),
        &format!("{}/api/classes/{}/games", server.base, class.code),
        Some(&class.teacher),
    )
    .unwrap();
    assert_eq!(status, 200, "{games}");
    let game = &games["games"][0];
    assert_eq!(game["room"], room);
    assert_eq!(game["players"]["red"]["id"], class.children[0].0);
    assert_eq!(game["players"]["blue"]["name"], "kid01");
    assert_eq!(
        game["result"],
        json!({"winner": "red", "reason": "den-entered"})
    );
    assert_eq!(game["moves"], json!(JUNGLE_GAME));
    // A child's token may not list them.
    let (status, _) = get(
        &agent(),
        &format!("{}/api/classes/{}/games", server.base, class.code),
        Some(&class.children[0].1),
    )
    .unwrap();
    assert_eq!(status, 403);
}

#[test]
fn two_devices_play_a_whole_renju_game_to_a_five_each_move_as_the_engine_says() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 2);
    let (room, mut black, mut white, _teacher) =
        seated(&server.base, &class, "renju", json!({"rule_set": "renju"}));
    let mut engine = renju::Game::new(RenjuOptions::default());
    for (ply, text) in RENJU_GAME.iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 {
            (&mut black, &mut white)
        } else {
            (&mut white, &mut black)
        };
        if ply > 0 {
            // The point just played is taken: the engine says `occupied`, so does the server.
            let taken: Point = RENJU_GAME[ply - 1].parse().unwrap();
            let reason = engine.clone().play(taken).unwrap_err().name();
            mover.send(&mv(&room, RENJU_GAME[ply - 1], &format!("bad{ply}")));
            mover.until("a refusal", is_refusal(reason));
        }
        engine.play(text.parse().unwrap()).unwrap();
        mover.send(&mv(&room, text, &format!("m{ply}")));
        for socket in [mover, other] {
            let moved = socket.until("moved", |m| m["type"] == "moved");
            assert_eq!(moved["v"], ply + 1);
            let stones = |key: &str| moved["position"][key].as_array().unwrap().len();
            assert_eq!(stones("black") + stones("white"), ply + 1);
        }
    }
    assert!(engine.outcome().is_some());
    for socket in [&mut black, &mut white] {
        let over = socket.until("game-over", |m| m["type"] == "game-over");
        assert_eq!(over["winner"], "black");
        assert_eq!(over["reason"], "five");
    }
}

#[test]
fn out_of_turn_a_third_child_and_a_replayed_action_id_are_refused_or_applied_once() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 3);
    let (room, mut red, mut blue, _teacher) = seated(&server.base, &class, "jungle", Value::Null);
    let mut third = Socket::device(&server.base, &class.children[2].1);
    blue.send(&mv(&room, "a7a6", "b1"));
    blue.until("not your turn", is_refusal("not-your-turn"));
    third.send(&mv(&room, "a3a4", "t1"));
    third.until("not seated", is_refusal("not-seated"));
    red.send(&mv(&room, "a3a4", "r1"));
    let first = red.until("moved", |m| m["type"] == "moved");
    // The same action again (a resend after a lost answer): acknowledged, not applied again.
    red.send(&mv(&room, "a3a4", "r1"));
    let again = red.until("the acknowledgement", |m| m["type"] == "moved");
    assert_eq!(again, first);
    blue.send(&mv(&room, "g7g6", "b2"));
    let next = blue.until("moved", |m| m["type"] == "moved" && m["move"] == "g7g6");
    assert_eq!(next["v"], 2, "the replayed action made no version");
    let seen: Vec<Value> = blue
        .drain(Duration::from_millis(300))
        .into_iter()
        .filter(|m| m["type"] == "moved")
        .collect();
    assert!(seen.is_empty(), "nothing more: {seen:?}");
    // A spectator (the third child) resumes: every event after 1, in order.
    third.send(&json!({"type": "resume", "room": room, "since": 1}));
    let resumed = third.until("resumed", |m| m["type"] == "moved");
    assert_eq!(resumed["v"], 2);
    third.send(&json!({"type": "resume", "room": room}));
    let whole = third.until("the whole room", is_room);
    assert_eq!(whole["moves"], json!(["a3a4", "g7g6"]));
    assert_eq!(whole["you"], Value::Null);
}

#[test]
fn a_right_claim_wins_a_wrong_one_is_told_so_and_an_unclaimed_forbidden_move_stands() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 2);
    let rules = json!({"rule_set": "renju", "forbidden_policy": "must-claim"});
    let (room, mut black, mut white, _teacher) =
        seated(&server.base, &class, "renju", rules.clone());
    // Black's double three at j8: h8 i8 across, j9 j10 up.
    let lines = ["h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"];
    for (ply, point) in lines.iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut black } else { &mut white };
        mover.send(&mv(&room, point, &format!("m{ply}")));
        mover.until("moved", |m| m["type"] == "moved" && m["move"] == *point);
        if ply == 0 {
            // A wrong claim: told so, and the game goes on.
            white.send(&json!({"type": "claim-forbidden", "room": room}));
            white.until("a wrong claim", is_refusal("nothing-to-claim"));
        }
    }
    let mut engine = renju::Game::new(serde_json::from_value(rules).unwrap());
    for point in lines.iter().chain(["j8"].iter()) {
        engine.play(point.parse().unwrap()).unwrap();
    }
    assert!(
        engine.claimable().is_some(),
        "the engine sees j8 as forbidden"
    );
    // The forbidden stone stands until White claims it.
    black.send(&mv(&room, "j8", "m8"));
    white.until("the stone stands", |m| {
        m["type"] == "moved" && m["move"] == "j8"
    });
    white.send(&json!({"type": "claim-forbidden", "room": room}));
    for socket in [&mut black, &mut white] {
        let over = socket.until("game-over", |m| m["type"] == "game-over");
        assert_eq!(over["winner"], "white");
        assert_eq!(over["reason"], "claimed-forbidden");
    }
}

#[test]
fn bad_input_is_refused_clearly_and_the_game_goes_on() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 2);
    let other = crate::rooms_support::class(&server.base, 2);
    let (room, mut red, mut blue, _teacher) = seated(&server.base, &class, "jungle", Value::Null);
    let (foreign, ..) = seated(&server.base, &other, "jungle", Value::Null);

    red.send_text("{\"type\":\"move\"").unwrap();
    red.until("malformed", is_refusal("not-a-command"));
    red.send(&json!({"type": "move", "room": room}));
    red.until("no move", is_refusal("not-a-command"));
    red.send(&mv(&room, "h8", "x1"));
    red.until("wrong notation", is_refusal("not-a-move"));
    red.send(&mv(&foreign, "a3a4", "x2"));
    red.until("another class's room", is_refusal("unknown-room"));
    red.send(&mv("no such room!", "a3a4", "x3"));
    red.until("a bad room id", is_refusal("unknown-room"));
    red.send(&json!({"type": "pair", "game": "jungle", "players": [class.children[0].0, class.children[1].0]}));
    red.until("a student's pair", is_refusal("teachers-only"));
    red.send_text(&format!(
        "{{\"type\":\"move\",\"room\":\"{room}\",\"move\":\"{}\"}}",
        "x".repeat(1 << 20)
    ))
    .unwrap();
    red.until("a megabyte", is_refusal("message-too-large"));
    // A thousand moves in a second from one device: cut by the flood limit.
    for i in 0..1_000 {
        red.send(&mv(&room, "a3a5", &format!("f{i}")));
    }
    red.until("the flood cut", is_refusal("too-many-messages"));
    std::thread::sleep(Duration::from_secs(3));
    let _ = red.drain(Duration::from_millis(500));
    // The game is unharmed: the first real move is version 1.
    red.send(&mv(&room, "a3a4", "real"));
    let moved = blue.until("moved", |m| m["type"] == "moved");
    assert_eq!(moved["v"], 1);
    assert_eq!(moved["move"], "a3a4");
}

#[test]
fn a_swiss_tournament_of_nine_over_four_rounds_pairs_fairly_and_its_standings_are_the_results() {
    use std::collections::{HashMap, HashSet};
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 9);
    let mut teacher = Socket::teacher(&server.base, &class);
    let mut devices: HashMap<String, Socket> = class
        .children
        .iter()
        .map(|(id, token)| (id.clone(), Socket::device(&server.base, token)))
        .collect();
    teacher.send(
        &json!({"type": "tournament-start", "game": "jungle", "rules": {"preset": "classroom"}}),
    );
    let started = teacher.until("the tournament", |m| m["type"] == "tournament");
    assert_eq!(started["system"], "swiss");
    assert_eq!(started["tie_break"], "buchholz");
    let id = started["tournament"].as_str().unwrap().to_owned();
    let (mut met, mut byes) = (HashSet::new(), HashSet::new());
    let mut balance: HashMap<String, i64> = HashMap::new();
    let mut points: HashMap<String, f64> = HashMap::new();
    for round in 1..=4 {
        teacher.send(&json!({"type": "tournament-round", "tournament": id}));
        let pairings = teacher.until("the pairings", |m| m["type"] == "pairings");
        assert_eq!(pairings["round"], round);
        let bye = pairings["bye"].as_str().unwrap().to_owned();
        assert!(byes.insert(bye.clone()), "a second bye for {bye}");
        *points.entry(bye).or_default() += 1.0;
        let pairs = pairings["pairs"].as_array().unwrap();
        assert_eq!(pairs.len(), 4);
        for (k, pair) in pairs.iter().enumerate() {
            let (room, first, second) = (
                pair["room"].as_str().unwrap(),
                pair["first"].as_str().unwrap().to_owned(),
                pair["second"].as_str().unwrap().to_owned(),
            );
            let key = if first < second {
                (first.clone(), second.clone())
            } else {
                (second.clone(), first.clone())
            };
            assert!(
                met.insert(key),
                "round {round}: {first} and {second} met before"
            );
            *balance.entry(first.clone()).or_default() += 1;
            *balance.entry(second.clone()).or_default() -= 1;
            // One draw a round; the other games won by first or second in turn.
            let (a, b) = if k == 0 {
                devices
                    .get_mut(&first)
                    .unwrap()
                    .send(&json!({"type": "offer-draw", "room": room}));
                teacher.until("the offer", |m| m["type"] == "offered" && m["room"] == room);
                devices
                    .get_mut(&second)
                    .unwrap()
                    .send(&json!({"type": "accept", "room": room}));
                (0.5, 0.5)
            } else if (k + round) % 2 == 0 {
                devices
                    .get_mut(&second)
                    .unwrap()
                    .send(&json!({"type": "resign", "room": room}));
                (1.0, 0.0)
            } else {
                devices
                    .get_mut(&first)
                    .unwrap()
                    .send(&json!({"type": "resign", "room": room}));
                (0.0, 1.0)
            };
            *points.entry(first).or_default() += a;
            *points.entry(second).or_default() += b;
            teacher.until("the game's end", |m| {
                m["type"] == "game-over" && m["room"] == room
            });
        }
        for (who, b) in &balance {
            assert!(b.abs() <= 1, "round {round}: {who}'s colours are {b}");
        }
    }
    teacher.send(&json!({"type": "tournament-standings", "tournament": id}));
    let standings = teacher.until("the standings", |m| m["type"] == "standings");
    assert_eq!(standings["round"], 4);
    let rows = standings["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 9);
    for row in rows {
        let student = row["student"].as_str().unwrap();
        assert_eq!(
            row["points"].as_f64(),
            points.get(student).copied().or(Some(0.0)),
            "{row}"
        );
    }
    // Another class's or a made-up tournament is not found.
    teacher.send(&json!({"type": "tournament-round", "tournament": "t-nope"}));
    teacher.until("an unknown tournament", is_refusal("unknown-tournament"));
}
