//! A game between two children on their own devices (issue #40), the app's side: the room
//! view fed the server's messages (the board turned for Blue, a tap out of turn told and never
//! sent, the move's JSON with its action id, a refusal said as the engine's sentence, a gap
//! asking to resume, the end said), and two real app devices playing Renju to a five against
//! a real server that the teacher's socket pairs them on.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::{Locale, Localizer, jungle as jungle_text};
use qi_classroom::rules::jungle::{Game, Move, RuleOptions};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

use crate::kit;
use crate::server_support;
use kit::{hear, press, sent};

fn fen_after(moves: &[&str]) -> String {
    let mut game = Game::new(RuleOptions::classroom());
    for mv in moves {
        game.play(Move::parse(mv).unwrap()).unwrap();
    }
    game.position().to_fen()
}

fn centre_y(harness: &kit::App, label: &str) -> f32 {
    harness
        .query_by_label_contains(label)
        .unwrap_or_else(|| panic!("no square labelled {label}"))
        .rect()
        .center()
        .y
}

#[test]
fn the_room_view_draws_the_board_for_blue_refuses_out_of_turn_and_sends_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    harness.step();
    hear(
        &mut harness,
        json!({"type":"room","room":"r-1","game":"jungle","you":"blue","v":0,
               "position":{"fen": fen_after(&[])},
               "players":{"red":"s1","blue":"s2"},"rules":{"preset":"classroom"},"moves":[],
               "to_move":"red","pending":null,"result":null}),
    );
    assert!(kit::shows(&harness, "A game with a classmate"));
    assert!(kit::shows(&harness, "You play Blue"));
    assert!(kit::shows(&harness, "Your classmate's turn."));
    // Blue's side at the bottom: Blue's lion (a9) is drawn below Red's tiger (a1).
    assert!(
        centre_y(&harness, "a9 ") > centre_y(&harness, "a1 "),
        "the board is not turned for Blue"
    );

    // Out of turn: the tap is told so, and nothing is sent.
    harness.query_by_label_contains("a7 ").unwrap().click();
    harness.step();
    harness.step();
    assert!(kit::shows(&harness, "Wait: it is your classmate's turn."));
    assert!(
        sent(&mut harness, 1.0).is_empty(),
        "a move out of turn was sent"
    );

    // Red moves: now it is this child's turn.
    hear(
        &mut harness,
        json!({"type":"moved","room":"r-1","move":"g3g4","by":"red","v":1,
               "position":{"fen": fen_after(&["g3g4"])}}),
    );
    assert!(kit::shows(&harness, "Your turn!"));
    assert!(!kit::shows(&harness, "Wait: it is your classmate's turn."));
    // The same event again (an action acknowledged twice): applied once.
    hear(
        &mut harness,
        json!({"type":"moved","room":"r-1","move":"g3g4","by":"red","v":1,
               "position":{"fen": fen_after(&["g3g4"])}}),
    );
    let room = harness.state_mut().class_join().class_room_mut().unwrap();
    assert_eq!((room.v, room.moves.len()), (1, 1), "an event applied twice");

    // The rat two squares ahead: sent with an action id, resent until taken.
    harness.query_by_label_contains("a7 ").unwrap().click();
    harness.step();
    harness.get_by_label("a5").click();
    harness.step();
    harness.step();
    assert!(kit::shows(&harness, "Sending your move"));
    let first = sent(&mut harness, 10.0);
    assert_eq!(first.len(), 1, "{first:?}");
    assert_eq!(first[0]["type"], "move");
    assert_eq!(first[0]["room"], "r-1");
    assert_eq!(first[0]["move"], "a7a5");
    let action_id = first[0]["action_id"].as_str().unwrap().to_owned();
    assert!(!action_id.is_empty());
    assert!(sent(&mut harness, 11.0).is_empty(), "resent too soon");
    let again = sent(&mut harness, 14.0);
    assert_eq!(again[0]["action_id"], action_id.as_str(), "resent, same id");

    // The server refuses it (for the engine's own reason): the engine's sentence, on the
    // board, and the child may move again.
    let mut game = Game::new(RuleOptions::classroom());
    game.play(Move::parse("g3g4").unwrap()).unwrap();
    let refusal = game.check_move(Move::parse("a7a5").unwrap()).unwrap_err();
    hear(
        &mut harness,
        json!({"type":"refused","room":"r-1","reason":refusal.name(),"action_id":action_id}),
    );
    let tr = Localizer::new(Locale::En);
    let sentence = jungle_text::refusal(&refusal);
    assert!(
        kit::shows(&harness, &tr.render(&sentence))
            || kit::shows(&harness, &tr.render_spoken(&sentence)),
        "the refusal is not said as the engine's sentence: {}",
        tr.render(&sentence)
    );
    assert!(!kit::shows(&harness, "Not allowed ("));
    assert!(kit::shows(&harness, "Your turn!"));
    assert!(
        sent(&mut harness, 30.0).is_empty(),
        "a refused move is not resent"
    );

    // A room reason the engine does not give: the room's own sentence.
    hear(
        &mut harness,
        json!({"type":"refused","room":"r-1","reason":"offer-pending","action_id":"x-1"}),
    );
    assert!(kit::shows(
        &harness,
        "An offer is waiting for an answer first."
    ));

    // An event from too far ahead: the device asks for what it missed, since its version.
    hear(
        &mut harness,
        json!({"type":"offered","room":"r-1","offer":"draw","by":"red","v":3}),
    );
    let resume = sent(&mut harness, 40.0);
    assert_eq!(resume, [json!({"type":"resume","room":"r-1","since":1})]);
    assert!(
        !kit::shows(&harness, "offers a draw"),
        "a gap is not applied"
    );

    // The draw offer in order: the child answers with pictures.
    hear(
        &mut harness,
        json!({"type":"offered","room":"r-1","offer":"draw","by":"red","v":2}),
    );
    assert!(kit::shows(&harness, "Your classmate offers a draw."));
    press(&mut harness, "No");
    let answer = sent(&mut harness, 50.0);
    assert_eq!(answer[0]["type"], "decline");

    // Giving up asks first.
    hear(
        &mut harness,
        json!({"type":"declined","room":"r-1","offer":"draw","by":"blue","v":3}),
    );
    assert!(sent(&mut harness, 60.0).is_empty(), "the decline was taken");
    press(&mut harness, "Give up");
    assert!(kit::shows(
        &harness,
        "Do you really want to give up this game?"
    ));
    assert!(
        sent(&mut harness, 70.0).is_empty(),
        "nothing sent before the yes"
    );
    press(&mut harness, "Yes, give up");
    let resign = sent(&mut harness, 71.0);
    assert_eq!(resign[0]["type"], "resign");

    hear(
        &mut harness,
        json!({"type":"game-over","room":"r-1","winner":"red","reason":"resigned","v":4}),
    );
    assert!(kit::shows(&harness, "Your classmate won this time."));
    assert!(kit::shows(&harness, "Blue gave up, so Red wins."));
    assert!(sent(&mut harness, 80.0).is_empty());
    press(&mut harness, "Back to my work");
    assert!(!harness.state_mut().class_join().has_room());
    assert!(!kit::shows(&harness, "A game with a classmate"));
}

/// The adult types the address and code, the child taps `name`.
pub(crate) fn join_as(harness: &mut kit::App, base: &str, code: &str, name: &str) {
    press(harness, "Join a class");
    kit::type_into(harness, "Server address (on the teacher's screen)", base);
    kit::type_into(harness, "Class code", code);
    press(harness, "Find the class");
    kit::wait_until(harness, "the name grid", |h| {
        h.query_by_label_contains(name).is_some()
    });
    harness.query_by_label_contains(name).unwrap().click();
    let hello = format!("Hello, {name}!");
    kit::wait_until(harness, "the greeting", |h| {
        h.query_by_label_contains(&hello).is_some()
    });
}

/// Steps both devices until `done` holds of them (20 s at most).
pub(crate) fn until(
    a: &mut kit::App,
    b: &mut kit::App,
    what: &str,
    done: impl Fn(&kit::App, &kit::App) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while Instant::now() < deadline {
        a.step();
        b.step();
        if done(a, b) {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("never happened: {what}");
}

fn tap(device: &mut kit::App, label: &str) {
    device
        .query_by_label_contains(label)
        .unwrap_or_else(|| panic!("no point labelled {label}"))
        .click();
    device.step();
}

/// 小明 and 小红 in a class on a real server, each on their own app device, joined.
pub(crate) struct Classmates {
    /// Kept so the server runs as long as the test.
    _served: server_support::Loopback,
    pub agent: ureq::Agent,
    pub base: String,
    pub code: String,
    pub teacher: String,
    /// 小明's and 小红's student ids.
    pub ids: [String; 2],
    /// 小明's device and 小红's.
    pub devices: [kit::App; 2],
    _dirs: [tempfile::TempDir; 2],
}

pub(crate) fn classmates_joined() -> Classmates {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let agent = server_support::agent();
    let (code, teacher) = crate::join::class_with_xiaoming(&agent, &base);
    let (status, _) = server_support::post(
        &agent,
        &format!("{base}/api/classes/{code}/students"),
        Some(&teacher),
        &json!({"name": "小红", "avatar": "cat"}),
    )
    .unwrap();
    assert_eq!(status, 201);
    let (_, students) =
        server_support::get(&agent, &format!("{base}/api/classes/{code}/students"), None).unwrap();
    let id_of = |name: &str| {
        students["students"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["name"] == name)
            .unwrap()["student_id"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let mut first = kit::start(dirs[0].path(), Locale::En, 1100.0, 1000.0);
    let mut second = kit::start(dirs[1].path(), Locale::En, 1100.0, 1000.0);
    join_as(&mut first, &base, &code, "小明");
    join_as(&mut second, &base, &code, "小红");
    Classmates {
        _served: served,
        agent,
        ids: [id_of("小明"), id_of("小红")],
        base,
        code,
        teacher,
        devices: [first, second],
        _dirs: dirs,
    }
}

impl Classmates {
    /// The teacher's socket pairs 小明 (first) and 小红 in a `game` with `rules`; both devices
    /// show the room.
    pub fn pair(&mut self, game: &str, rules: Value) {
        let ws = self.base.replacen("http://", "ws://", 1);
        let (mut socket, _) = tungstenite::connect(format!(
            "{ws}/api/classes/{}/live?token={}",
            self.code, self.teacher
        ))
        .unwrap();
        socket
            .send(tungstenite::Message::Text(
                json!({"type":"pair","game":game,"rules":rules,"players":self.ids})
                    .to_string()
                    .into(),
            ))
            .unwrap();
        let [a, b] = &mut self.devices;
        until(a, b, "the room on both devices", |a, b| {
            kit::shows(a, "Your turn!") && kit::shows(b, "Your classmate's turn.")
        });
    }
}

#[test]
fn two_app_devices_paired_by_the_teacher_play_renju_to_a_five_on_a_real_server() {
    let mut class = classmates_joined();
    class.pair("renju", json!({"rule_set":"freestyle"}));
    let (agent, base, code, teacher) = (&class.agent, &class.base, &class.code, &class.teacher);
    let [a, b] = &mut class.devices;
    assert!(kit::shows(a, "You play Black"));
    assert!(kit::shows(b, "You play White"));

    // White taps out of turn: told so on the device, nothing reaches the board.
    tap(b, "h8 empty");
    until(a, b, "the wait sentence", |_, b| {
        kit::shows(b, "Wait: it is your classmate's turn.")
    });

    let black = ["h8", "h9", "h10", "h11", "h12"];
    let white = ["a1", "a2", "a3", "a4"];
    for (turn, point) in black.iter().enumerate() {
        tap(a, &format!("{point} empty"));
        let stone = format!("{point} black");
        until(a, b, "Black's stone on both boards", |a, b| {
            kit::shows(a, &stone) && kit::shows(b, &stone)
        });
        if turn == 0 {
            // White taps Black's stone: the server refuses, the engine's sentence is shown.
            tap(b, "h8 black");
            until(a, b, "the refusal", |_, b| {
                kit::shows(b, "There is already a stone on")
            });
        }
        if let Some(point) = white.get(turn) {
            until(a, b, "White's turn", |_, b| kit::shows(b, "Your turn!"));
            tap(b, &format!("{point} empty"));
            let stone = format!("{point} white");
            until(a, b, "White's stone on both boards", |a, b| {
                kit::shows(a, &stone) && kit::shows(b, &stone) && kit::shows(a, "Your turn!")
            });
        }
    }
    until(a, b, "the end on both devices", |a, b| {
        kit::shows(a, "You won!") && kit::shows(b, "Your classmate won this time.")
    });
    assert!(kit::shows(b, "wins with five in a row"));

    let (status, games) = server_support::get(
        agent,
        &format!("{base}/api/classes/{code}/games"),
        Some(teacher),
    )
    .unwrap();
    assert_eq!(status, 200);
    let game = &games["games"][0];
    assert_eq!(game["result"]["winner"], "black", "{games}");
    assert_eq!(game["result"]["reason"], "five");
    assert_eq!(
        game["moves"],
        json!(["h8", "a1", "h9", "a2", "h10", "a3", "h11", "a4", "h12"]),
        "every move once, the refused ones never"
    );
    press(b, "Back to my work");
    assert!(!b.state_mut().class_join().has_room());
}
