//! The teacher's simul (issue #40) against the real `qi-classroom serve`, over real
//! WebSockets: `simul-start` seats the teacher on one side of a room per child; the teacher's
//! socket plays in those rooms (and only those), each move judged like a child's; a child's
//! game restarts (`simul-restart`) and the restart replays after `kill -9`; refusals.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::rooms::RENJU_GAME;
use crate::rooms_support::{Socket, class, is_refusal, is_room, mv, pair};
use crate::server_support::{Served, agent, get};
use serde_json::{Value, json};
use std::time::Duration;

fn port_of(base: &str) -> u16 {
    base.rsplit(':').next().unwrap().parse().unwrap()
}

/// Reads until `socket` has the `moved` of version `v` in `room`; that message.
fn moved(socket: &mut Socket, room: &str, v: u64) -> Value {
    socket.until("the move", |m| {
        m["type"] == "moved" && m["room"] == room && m["v"] == v
    })
}

#[test]
fn the_teacher_plays_three_children_at_once_restarts_one_game_and_it_replays_after_a_kill() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = server.base.clone();
    let class = class(&base, 4);
    let mut teacher = Socket::teacher(&base, &class);
    let mut kids: Vec<Socket> = class.children[..3]
        .iter()
        .map(|(_, token)| Socket::device(&base, token))
        .collect();
    let players: Vec<&str> = class.children[..3]
        .iter()
        .map(|(id, _)| id.as_str())
        .collect();

    // A child may not start one.
    kids[0].send(&json!({"type": "simul-start", "game": "renju"}));
    kids[0].until("teachers-only", is_refusal("teachers-only"));

    teacher.send(&json!({"type": "simul-start", "game": "renju",
        "rules": {"rule_set": "freestyle"}, "players": players}));
    let simul = teacher.until("the simul", |m| m["type"] == "simul");
    assert_eq!(simul["teacher"], "black", "{simul}");
    let rooms: Vec<String> = simul["rooms"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["room"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(rooms.len(), 3);
    for (i, kid) in kids.iter_mut().enumerate() {
        assert_eq!(simul["rooms"][i]["player"], players[i]);
        let whole = kid.until("the room", is_room);
        assert_eq!(whole["room"], rooms[i]);
        assert_eq!(whole["you"], "white");
        assert_eq!(whole["players"]["black"], "teacher");
        assert_eq!(whole["players"]["white"], players[i]);
    }
    // The teacher's socket sees each simul room with its own colour.
    for room in &rooms {
        teacher.send(&json!({"type": "resume", "room": room}));
        let whole = teacher.until("the teacher's room", |m| is_room(m) && m["room"] == *room);
        assert_eq!(whole["you"], "black", "{whole}");
    }

    // The teacher moves on every board in turn; each child answers.
    for (i, room) in rooms.iter().enumerate() {
        // Not the child's turn yet.
        kids[i].send(&mv(room, "a1", &format!("early{i}")));
        kids[i].until("not-your-turn", is_refusal("not-your-turn"));
        teacher.send(&mv(room, "h8", &format!("t{i}-1")));
        assert_eq!(moved(&mut kids[i], room, 1)["by"], "black");
        // The same action again is applied once.
        teacher.send(&mv(room, "h8", &format!("t{i}-1")));
        teacher.send(&mv(room, "i8", &format!("t{i}-x")));
        teacher.until("not-your-turn", is_refusal("not-your-turn"));
        kids[i].send(&mv(room, "a1", &format!("k{i}-1")));
        assert_eq!(moved(&mut teacher, room, 2)["by"], "white");
    }
    // A child is not seated in a classmate's simul game.
    kids[1].send(&mv(&rooms[0], "a3", "k1-other"));
    kids[1].until("not-seated", is_refusal("not-seated"));

    // The teacher restarts the first child's game: the child gets the room whole, empty.
    teacher.send(&json!({"type": "simul-restart", "room": rooms[0], "action_id": "re-1"}));
    teacher.until("simul-restarted", |m| {
        m["type"] == "simul-restarted" && m["room"] == rooms[0]
    });
    let fresh = kids[0].until("the restarted room", is_room);
    assert_eq!(fresh["v"], 3, "{fresh}");
    assert_eq!(fresh["moves"], json!([]));
    assert_eq!(fresh["you"], "white");
    assert_eq!(fresh["to_move"], "black");
    // Sent again: applied once.
    teacher.send(&json!({"type": "simul-restart", "room": rooms[0], "action_id": "re-1"}));
    teacher.until("simul-restarted again", |m| m["type"] == "simul-restarted");
    teacher.send(&mv(&rooms[0], "g7", "t0-2"));
    assert_eq!(moved(&mut kids[0], &rooms[0], 4)["move"], "g7");

    // kill -9, restart on the same port: the restart replays from the log.
    server.kill();
    let server = Served::start_on(data.path(), "en_US.UTF-8", port_of(&base));
    let mut kid = Socket::device(&server.base, &class.children[0].1);
    let back = kid.until("the room after the restart", |m| {
        is_room(m) && m["room"] == rooms[0]
    });
    assert_eq!(back["v"], 4, "{back}");
    assert_eq!(back["moves"], json!(["g7"]));
    // A resume from before the restart is the whole room too.
    kid.send(&json!({"type": "resume", "room": rooms[0], "since": 1}));
    let whole = kid.until("the room again", is_room);
    assert_eq!(whole["moves"], json!(["g7"]));
    let mut teacher = Socket::teacher(&server.base, &class);
    teacher.send(&mv(&rooms[0], "g7", "t0-2"));
    teacher.send(&mv(&rooms[0], "g8", "t0-3"));
    teacher.until("not-your-turn", is_refusal("not-your-turn"));
    assert_eq!(
        kid.drain(Duration::from_millis(300)).len(),
        0,
        "nothing applied"
    );

    // The second child's game to a five, the teacher as Black.
    let room = &rooms[1];
    let mut second = Socket::device(&server.base, &class.children[1].1);
    second.until("its room", |m| is_room(m) && m["room"] == *room);
    teacher.send(&json!({"type": "simul-restart", "room": room}));
    second.until("restarted", |m| is_room(m) && m["v"] == 3);
    for (ply, point) in RENJU_GAME.iter().enumerate() {
        let v = 4 + ply as u64;
        if ply % 2 == 0 {
            teacher.send(&mv(room, point, &format!("five-{ply}")));
            moved(&mut second, room, v);
        } else {
            second.send(&mv(room, point, &format!("five-{ply}")));
            moved(&mut teacher, room, v);
        }
    }
    let over = second.until("game over", |m| m["type"] == "game-over");
    assert_eq!(over["winner"], "black");
    assert_eq!(over["reason"], "five");
    // Over, it can still start again; the result is cleared in the store too.
    teacher.send(&json!({"type": "simul-restart", "room": room}));
    let again = second.until("restarted once over", |m| is_room(m) && m["room"] == *room);
    assert_eq!(again["result"], Value::Null);
    let (status, games) = get(
        &agent(),
        &format!("{}/api/classes/{}/games", server.base, class.code),
        Some(&class.teacher),
    )
    .unwrap();
    assert_eq!(status, 200);
    let listed = games["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["room"] == *room)
        .unwrap()
        .clone();
    assert_eq!(listed["result"], Value::Null, "{listed}");
    assert_eq!(listed["moves"], json!([]));
    assert_eq!(listed["players"]["black"]["id"], "teacher");
    // The projector names the teacher's seat, in the asked language.
    for (lang, said) in [("en", "Teacher"), ("zh-CN", "老师"), ("zh-TW", "老師")] {
        let (status, shown) = get(
            &agent(),
            &format!(
                "{}/api/classes/{}/rooms?lang={lang}",
                server.base, class.code
            ),
            None,
        )
        .unwrap();
        assert_eq!(status, 200);
        let game = shown["rooms"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["room"] == *room)
            .unwrap()
            .clone();
        assert_eq!(game["players"]["black"]["name"], said, "{game}");
        assert_eq!(game["players"]["white"]["name"], "kid01");
        assert!(game["status"].as_str().unwrap().contains(said), "{game}");
    }
}

#[test]
fn the_teacher_plays_only_in_simul_rooms_and_bad_simul_messages_are_refused() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = server.base.clone();
    let class = class(&base, 3);
    let mut teacher = Socket::teacher(&base, &class);
    let (a, b) = (&class.children[0].0, &class.children[1].0);
    let room = pair(&mut teacher, "jungle", json!({"preset": "classroom"}), a, b);
    // Not a simul: the teacher is not seated, and the game does not restart.
    teacher.send(&mv(&room, "e3d3", "t-1"));
    teacher.until("not-seated", is_refusal("not-seated"));
    teacher.send(&json!({"type": "simul-restart", "room": room}));
    teacher.until("not-a-simul", is_refusal("not-a-simul"));
    teacher.send(&json!({"type": "simul-restart", "room": "r-nothere"}));
    teacher.until("unknown-room", is_refusal("unknown-room"));
    teacher.send(&json!({"type": "simul-restart"}));
    teacher.until("not-a-command", is_refusal("not-a-command"));

    for (message, reason) in [
        (json!({"type": "simul-start", "rules": {}}), "not-a-command"),
        (
            json!({"type": "simul-start", "game": "jungle", "rules": {"preset": "nonsense"}}),
            "bad-rules",
        ),
        (
            json!({"type": "simul-start", "game": "jungle", "players": ["s-none"]}),
            "not-in-class",
        ),
        (
            json!({"type": "simul-start", "game": "jungle", "players": [a, a]}),
            "bad-players",
        ),
        (
            json!({"type": "simul-start", "game": "jungle", "players": []}),
            "too-few-players",
        ),
        (
            json!({"type": "simul-start", "game": "jungle", "players": [a], "teacher": "middle"}),
            "not-a-command",
        ),
    ] {
        teacher.send(&message);
        teacher.until(reason, is_refusal(reason));
    }

    // Without players: the children whose device is connected. The teacher takes the second
    // side when asked: the child moves first.
    let mut only = Socket::device(&base, &class.children[2].1);
    std::thread::sleep(Duration::from_millis(200));
    teacher.send(&json!({"type": "simul-start", "game": "jungle", "teacher": "second"}));
    let simul = teacher.until("the simul", |m| m["type"] == "simul");
    assert_eq!(simul["teacher"], "blue");
    assert_eq!(simul["rooms"].as_array().unwrap().len(), 1, "{simul}");
    assert_eq!(simul["rooms"][0]["player"], class.children[2].0);
    let id = simul["rooms"][0]["room"].as_str().unwrap().to_owned();
    let whole = only.until("the room", |m| is_room(m) && m["room"] == id);
    assert_eq!(whole["you"], "red");
    teacher.send(&mv(&id, "a7a6", "t-early"));
    teacher.until("not-your-turn", is_refusal("not-your-turn"));
    only.send(&mv(&id, "e3d3", "k-1"));
    teacher.until("the child's move", |m| {
        m["type"] == "moved" && m["room"] == id
    });
    teacher.send(&json!({"type": "resign", "room": id, "action_id": "t-resign"}));
    let over = only.until("game over", |m| m["type"] == "game-over");
    assert_eq!(over["winner"], "red");
    assert_eq!(over["reason"], "resigned");
}
