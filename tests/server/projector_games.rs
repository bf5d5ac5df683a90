//! The class's games and tournament on the projector (issue #40), against the real
//! `qi-classroom serve`: `GET /api/classes/{code}/rooms` and `…/tournament` answer with no
//! token, show a move as soon as it is accepted, say whose turn and who won and why in the
//! asked language, never name a child by id or show a token, keep another class's games out,
//! and the tournament's standings are its results; the projector page carries the views.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::rooms::JUNGLE_GAME;
use crate::rooms_support::{Class, Socket, class, mv, pair};
use crate::server_support::{Served, agent, get};
use qi_classroom::i18n::{Locale, Localizer, jungle as jungle_text};
use qi_classroom::rules::jungle::{self, Move, RuleOptions};
use serde_json::{Value, json};
use std::collections::HashMap;

/// `GET /api/classes/{code}/{what}?lang={lang}` with no token.
fn projector(base: &str, code: &str, what: &str, lang: &str) -> Value {
    let (status, value) = get(
        &agent(),
        &format!("{base}/api/classes/{code}/{what}?lang={lang}"),
        None,
    )
    .unwrap();
    assert_eq!(status, 200, "{what}: {value}");
    value
}

/// The name grid's (name, animal) of each child id.
fn name_grid(base: &str, code: &str) -> HashMap<String, (String, String)> {
    let (status, grid) = get(
        &agent(),
        &format!("{base}/api/classes/{code}/students"),
        None,
    )
    .unwrap();
    assert_eq!(status, 200);
    grid["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["student_id"].as_str().unwrap().to_owned(),
                (
                    s["name"].as_str().unwrap().to_owned(),
                    s["avatar"].as_str().unwrap().to_owned(),
                ),
            )
        })
        .collect()
}

/// No child's id and no token anywhere in `shown`.
fn assert_no_secrets(shown: &Value, classes: &[&Class]) {
    let text = shown.to_string();
    for class in classes {
        assert!(
            !text.contains(&class.teacher),
            "the teacher's token: {text}"
        );
        for (id, token) in &class.children {
            assert!(!text.contains(id), "a child's id {id}: {text}");
            assert!(!text.contains(token), "a child's token: {text}");
        }
    }
}

#[test]
fn the_projector_shows_the_class_games_live_and_how_they_ended_never_an_id() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = &server.base;
    let ours = class(base, 2);
    let theirs = class(base, 2);
    let mut teacher = Socket::teacher(base, &ours);
    let mut red = Socket::device(base, &ours.children[0].1);
    let mut blue = Socket::device(base, &ours.children[1].1);
    // Nothing yet.
    let empty = projector(base, &ours.code, "rooms", "en");
    assert_eq!(empty, json!({"rooms": [], "running": 0}));
    let room = pair(
        &mut teacher,
        "jungle",
        json!({"preset": "classroom"}),
        &ours.children[0].0,
        &ours.children[1].0,
    );
    // Another class's game is not ours to see.
    let mut their_teacher = Socket::teacher(base, &theirs);
    let their_room = pair(
        &mut their_teacher,
        "renju",
        json!({"rule_set": "freestyle"}),
        &theirs.children[0].0,
        &theirs.children[1].0,
    );

    let shown = projector(base, &ours.code, "rooms", "en");
    assert_eq!(shown["running"], 1, "{shown}");
    let rooms = shown["rooms"].as_array().unwrap();
    assert_eq!(rooms.len(), 1, "{shown}");
    let game = &rooms[0];
    assert_eq!(game["room"], room);
    assert!(!shown.to_string().contains(&their_room), "{shown}");
    assert_no_secrets(&shown, &[&ours, &theirs]);
    // The children as the name grid shows them.
    let grid = name_grid(base, &ours.code);
    for (colour, seat) in [("red", 0), ("blue", 1)] {
        let (name, animal) = &grid[&ours.children[seat].0];
        assert_eq!(
            game["players"][colour],
            json!({"name": name, "animal": animal}),
            "{game}"
        );
    }
    let mut engine = jungle::Game::new(RuleOptions::classroom());
    assert_eq!(game["position"]["fen"], engine.position().to_fen());
    assert_eq!(game["to_move"], "red");
    assert_eq!(game["status"], "kid00 to move (Red)");
    assert_eq!(game["why"], Value::Null);

    // Each move shows as soon as the server took it: the board is the engine's.
    for (ply, text) in JUNGLE_GAME.iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut red } else { &mut blue };
        mover.send(&mv(&room, text, &format!("m{ply}")));
        teacher.until("the move", |m| m["type"] == "moved" && m["v"] == ply + 1);
        engine.play(Move::parse(text).unwrap()).unwrap();
        if ply > 2 && ply + 1 < JUNGLE_GAME.len() {
            continue; // A few moves asked one by one, the rest at the end.
        }
        let shown = projector(base, &ours.code, "rooms", "en");
        let game = &shown["rooms"][0];
        assert_eq!(
            game["position"]["fen"],
            engine.position().to_fen(),
            "{game}"
        );
        assert_eq!(game["moves"], ply + 1);
        assert_eq!(game["last_move"], *text);
        assert_eq!(game["v"], ply + 1);
        if ply == 0 {
            assert_eq!(game["to_move"], "blue");
            assert_eq!(game["status"], "kid01 to move (Blue)");
        }
    }
    // Over: who won, and why as the engine says it, in each language asked.
    let outcome = engine.outcome().unwrap();
    let shown = projector(base, &ours.code, "rooms", "en");
    let game = &shown["rooms"][0];
    assert_eq!(shown["running"], 0);
    assert_eq!(
        game["result"],
        json!({"winner": "red", "reason": "den-entered"})
    );
    assert_eq!(game["to_move"], Value::Null);
    assert_eq!(game["status"], "kid00 (Red) wins!");
    let why_en = Localizer::new(Locale::En).render(&jungle_text::outcome(&outcome));
    assert_eq!(game["why"], why_en.as_str());
    assert!(why_en.contains("den"), "{why_en}");
    let zh = projector(base, &ours.code, "rooms", "zh-CN");
    let why_zh = Localizer::new(Locale::ZhCn).render(&jungle_text::outcome(&outcome));
    assert_eq!(zh["rooms"][0]["why"], why_zh.as_str());
    assert_eq!(zh["rooms"][0]["status"], "kid00（红方）赢了！");
    let tw = projector(base, &ours.code, "rooms", "zh-TW");
    assert_eq!(tw["rooms"][0]["status"], "kid00（紅方）贏了！");
    assert_no_secrets(&zh, &[&ours, &theirs]);

    // A newer game that runs comes first.
    let second = pair(
        &mut teacher,
        "renju",
        json!({"rule_set": "renju", "forbidden_policy": "must-claim"}),
        &ours.children[1].0,
        &ours.children[0].0,
    );
    let black = &mut blue;
    black.send(&mv(&second, "h8", "r0"));
    teacher.until("the stone", |m| m["type"] == "moved" && m["room"] == second);
    let shown = projector(base, &ours.code, "rooms", "en");
    assert_eq!(shown["running"], 1);
    let order: Vec<&str> = shown["rooms"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["room"].as_str().unwrap())
        .collect();
    assert_eq!(order, [second.as_str(), room.as_str()]);
    let renju = &shown["rooms"][0];
    assert_eq!(renju["position"]["black"], json!(["h8"]));
    assert_eq!(renju["players"]["black"]["name"], "kid01");
    assert_eq!(renju["status"], "kid00 to move (White)");

    // A class that does not exist.
    let (status, _) = get(&agent(), &format!("{base}/api/classes/ZZZZZZ/rooms"), None).unwrap();
    assert_eq!(status, 404);
}

#[test]
fn the_projector_shows_the_tournament_pairings_and_standings_equal_to_the_results() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = &server.base;
    let ours = class(base, 3);
    let mut teacher = Socket::teacher(base, &ours);
    let mut devices: HashMap<String, Socket> = ours
        .children
        .iter()
        .map(|(id, token)| (id.clone(), Socket::device(base, token)))
        .collect();
    assert_eq!(
        projector(base, &ours.code, "tournament", "en"),
        json!({"tournament": null})
    );
    teacher.send(
        &json!({"type": "tournament-start", "game": "jungle", "rules": {"preset": "classroom"}}),
    );
    let started = teacher.until("the tournament", |m| m["type"] == "tournament");
    let id = started["tournament"].as_str().unwrap().to_owned();
    let shown = projector(base, &ours.code, "tournament", "en");
    let t = &shown["tournament"];
    assert_eq!(t["system"], "round-robin", "{shown}");
    assert_eq!(t["tie_break"], "sonneborn-berger");
    assert!(
        t["tie_break_name"]
            .as_str()
            .unwrap()
            .starts_with("Sonneborn-Berger"),
        "{t}"
    );
    assert_eq!(t["round"], 0);
    assert_eq!(t["pairs"], json!([]));
    assert_eq!(t["standings"].as_array().unwrap().len(), 3);

    let grid = name_grid(base, &ours.code);
    let shown_child = |id: &str| {
        let (name, animal) = &grid[id];
        json!({"name": name, "animal": animal})
    };
    let mut points: HashMap<String, f64> = HashMap::new();
    for round in 1..=2 {
        teacher.send(&json!({"type": "tournament-round", "tournament": id}));
        let pairings = teacher.until("the pairings", |m| m["type"] == "pairings");
        let pair = &pairings["pairs"][0];
        let (room, first, second) = (
            pair["room"].as_str().unwrap().to_owned(),
            pair["first"].as_str().unwrap().to_owned(),
            pair["second"].as_str().unwrap().to_owned(),
        );
        let bye = pairings["bye"].as_str().unwrap().to_owned();
        let shown = projector(base, &ours.code, "tournament", "en");
        let t = &shown["tournament"];
        assert_eq!(t["round"], round);
        assert_eq!(
            t["pairs"],
            json!([{"room": room, "first": shown_child(&first), "second": shown_child(&second),
                    "result": null}]),
            "{shown}"
        );
        assert_eq!(t["bye"], shown_child(&bye));
        assert_no_secrets(&shown, &[&ours]);
        // The game is on the projector's games too.
        let games = projector(base, &ours.code, "rooms", "en");
        assert_eq!(games["rooms"][0]["room"], room);
        assert_eq!(games["rooms"][0]["round"], round);

        // Round 1: the second resigns; round 2: a draw.
        if round == 1 {
            devices
                .get_mut(&second)
                .unwrap()
                .send(&json!({"type": "resign", "room": room}));
            *points.entry(first.clone()).or_default() += 1.0;
        } else {
            devices
                .get_mut(&first)
                .unwrap()
                .send(&json!({"type": "offer-draw", "room": room}));
            teacher.until("the offer", |m| m["type"] == "offered" && m["room"] == room);
            devices
                .get_mut(&second)
                .unwrap()
                .send(&json!({"type": "accept", "room": room}));
            *points.entry(first.clone()).or_default() += 0.5;
            *points.entry(second.clone()).or_default() += 0.5;
        }
        *points.entry(bye).or_default() += 1.0;
        teacher.until("the game's end", |m| {
            m["type"] == "game-over" && m["room"] == room
        });
        let shown = projector(base, &ours.code, "tournament", "en");
        let expected = if round == 1 { "first-wins" } else { "draw" };
        assert_eq!(
            shown["tournament"]["pairs"][0]["result"], expected,
            "{shown}"
        );
    }
    // The standings: the teacher's rows, the children shown by name and picture; the points
    // are the results'.
    teacher.send(&json!({"type": "tournament-standings", "tournament": id}));
    let standings = teacher.until("the standings", |m| m["type"] == "standings");
    let shown = projector(base, &ours.code, "tournament", "zh-CN");
    let t = &shown["tournament"];
    assert!(
        t["tie_break_name"].as_str().unwrap().contains("索伯分"),
        "{t}"
    );
    let rows = t["standings"].as_array().unwrap();
    let theirs = standings["rows"].as_array().unwrap();
    assert_eq!(rows.len(), theirs.len());
    for (row, teachers) in rows.iter().zip(theirs) {
        let student = teachers["student"].as_str().unwrap();
        let (name, animal) = &grid[student];
        assert_eq!(
            row,
            &json!({"rank": teachers["rank"], "name": name, "animal": animal,
                    "points": teachers["points"], "tie_break": teachers["tie_break"],
                    "played": teachers["played"]})
        );
        assert_eq!(
            row["points"].as_f64(),
            Some(points.get(student).copied().unwrap_or(0.0)),
            "{row}"
        );
    }
    assert_no_secrets(&shown, &[&ours]);
}

#[test]
fn the_projector_page_has_the_games_and_tournament_views_in_the_asked_language() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = &server.base;
    let ours = class(base, 2);
    let page = |lang: &str| {
        let mut response = agent()
            .get(&format!("{base}/projector/{}?lang={lang}", ours.code))
            .call()
            .unwrap();
        assert_eq!(response.status(), 200);
        response.body_mut().read_to_string().unwrap()
    };
    let en = page("en");
    for hook in [
        "id=\"class-games\"",
        "id=\"class-tournament\"",
        "id=\"join-block\"",
        "window.QI_GAMES",
        "poll(\"rooms\"",
        "poll(\"tournament\"",
        "/projector-fonts/animals.ttf",
        "The class's games",
        "Click a board to show it large",
        "Standings",
        "Class tournament — round {round}",
    ] {
        assert!(en.contains(hook), "no {hook} in the page");
    }
    assert!(en.contains(&format!("\"code\":\"{}\"", ours.code)));
    let tw = page("zh-TW");
    for words in ["班上的對局", "排名", "對陣", "本輪{name}輪空"] {
        assert!(tw.contains(words), "no {words} in the zh-TW page");
    }
    let mut font = agent()
        .get(&format!("{base}/projector-fonts/animals.ttf"))
        .call()
        .unwrap();
    assert_eq!(font.status(), 200);
    assert_eq!(font.headers()["content-type"], "font/ttf");
    let bytes = font.body_mut().read_to_vec().unwrap();
    assert!(bytes.len() > 1_000 && bytes.starts_with(&[0, 1, 0, 0]));

    // Token-free, so bounded per address like the name grid: a flood is told to wait.
    let flood = agent();
    let url = format!("{base}/api/classes/{}/rooms", ours.code);
    let refused = (0..150).any(|_| flood.get(&url).call().unwrap().status() == 429);
    assert!(refused, "150 asks at once were all answered");
}
