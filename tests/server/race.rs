//! The placement race (看谁摆得快) and the class's mistakes (issue #43) against the real
//! `qi-classroom serve`, over real WebSockets and HTTP: several devices race one step, the
//! finishing order and times are the server's and exact, a wrong final answer is a mistake, a
//! resend counts once, bad input is refused with a reason; a `kill -9` mid-race keeps the
//! finishes; the mistakes endpoint aggregates the progress events' tries exactly.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::server_support::{Served, agent, get, post};
use serde_json::{Value, json};
use std::net::TcpStream;
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// Lesson 1 of Jungle, step 3: all eight animals, strongest first.
const ORDER_LESSON: &str = "jungle-10-food-chain";
const ORDER_STEP: u32 = 3;
const RIGHT_ORDER: [&str; 8] = [
    "elephant", "lion", "tiger", "leopard", "dog", "wolf", "cat", "rat",
];
const WRONG_ORDER: [&str; 8] = [
    "lion", "elephant", "tiger", "leopard", "dog", "wolf", "cat", "rat",
];
/// Moving, step 2: every square the wolf on d3 may go to.
const MOVING: &str = "jungle-13-moving";

struct Class {
    code: String,
    teacher: String,
    children: Vec<(String, String)>,
}

fn class(base: &str, names: &[&str]) -> Class {
    let agent = agent();
    let (status, created) = post(
        &agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "race", "teacher_pin": "2468"}),
    )
    .unwrap();
    assert_eq!(status, 201, "{created}");
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let (status, roster) = post(
        &agent,
        &format!("{base}/api/classes/{code}/roster"),
        Some(&teacher),
        &json!({"names": names.join("\n")}),
    )
    .unwrap();
    assert_eq!(status, 201, "{roster}");
    let mut children = Vec::new();
    for card in roster["students"].as_array().unwrap() {
        let id = card["student_id"].as_str().unwrap().to_owned();
        let (status, joined) = post(
            &agent,
            &format!("{base}/api/join"),
            None,
            &json!({"class_code": code, "student_id": id}),
        )
        .unwrap();
        assert_eq!(status, 200, "{joined}");
        children.push((id, joined["student_token"].as_str().unwrap().to_owned()));
    }
    Class {
        code,
        teacher,
        children,
    }
}

struct Socket(WebSocket<MaybeTlsStream<TcpStream>>);

impl Socket {
    fn connect(url: &str) -> Socket {
        let (socket, _) = tungstenite::connect(url).unwrap();
        if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
            stream
                .set_read_timeout(Some(Duration::from_millis(250)))
                .unwrap();
        }
        Socket(socket)
    }

    fn teacher(base: &str, class: &Class) -> Socket {
        let ws = base.replacen("http://", "ws://", 1);
        Socket::connect(&format!(
            "{ws}/api/classes/{}/live?token={}",
            class.code, class.teacher
        ))
    }

    fn device(base: &str, token: &str) -> Socket {
        let ws = base.replacen("http://", "ws://", 1);
        Socket::connect(&format!("{ws}/api/live?token={token}"))
    }

    fn send(&mut self, value: &Value) {
        self.0
            .send(Message::Text(value.to_string().into()))
            .unwrap();
    }

    fn send_text(&mut self, text: String) {
        self.0.send(Message::Text(text.into())).unwrap();
    }

    fn until(&mut self, what: &str, wanted: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut seen = Vec::new();
        while Instant::now() < deadline {
            match self.0.read() {
                Ok(Message::Text(text)) => {
                    let message: Value = serde_json::from_str(text.as_str()).unwrap();
                    if wanted(&message) {
                        return message;
                    }
                    seen.push(message);
                }
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) => {}
                Err(e) => panic!("the socket failed: {e}"),
            }
        }
        let last: Vec<&Value> = seen.iter().rev().take(5).collect();
        panic!("no {what} within 20 s; last messages: {last:?}");
    }
}

fn race_answer(id: &str, answer: Value, event_id: &str) -> Value {
    json!({"type": "race-answer", "id": id, "answer": answer, "event_id": event_id})
}

fn is_standings(id: &str) -> impl Fn(&Value) -> bool + '_ {
    move |m: &Value| m["type"] == "race-standings" && m["id"] == id
}

/// The finishers as (student id, place, ms, mistakes).
fn finished(standings: &Value) -> Vec<(String, u64, i64, u64)> {
    standings["finished"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["student_id"].as_str().unwrap().to_owned(),
                r["place"].as_u64().unwrap(),
                r["ms"].as_i64().unwrap(),
                r["mistakes"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// Sends a final answer and returns the server's `race-taken` (or refusal).
fn answer(socket: &mut Socket, id: &str, answer: Value, event_id: &str) -> Value {
    socket.send(&race_answer(id, answer, event_id));
    socket.until("race-taken", |m| {
        (m["type"] == "race-taken" || m["type"] == "refused") && m["event_id"] == event_id
    })
}

#[test]
fn several_devices_race_and_the_order_times_and_mistakes_are_the_servers() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = server.base.clone();
    let class = class(&base, &["Ann", "Bo", "Cai", "Dee"]);
    let mut teacher = Socket::teacher(&base, &class);
    teacher.until("a dashboard", |m| m["type"] == "dashboard");
    let mut devices: Vec<Socket> = class
        .children
        .iter()
        .map(|(_, token)| {
            let mut socket = Socket::device(&base, token);
            socket.until("today's work", |m| m["type"] == "assignment");
            socket
        })
        .collect();

    // Refusals before it starts: a step that is not a placement or ordering step, an unknown
    // lesson, a student starting a race.
    for (start, reason) in [
        (
            json!({"type": "race-start", "id": "x1", "lesson": ORDER_LESSON, "step": 1}),
            "not-a-race-step",
        ),
        (
            json!({"type": "race-start", "id": "x2", "lesson": "no-such", "step": 1}),
            "unknown-lesson",
        ),
        (
            json!({"type": "race-start", "id": "x3", "lesson": ORDER_LESSON, "step": 99}),
            "step-out-of-range",
        ),
        (
            json!({"type": "race-start", "id": "bad id", "lesson": ORDER_LESSON, "step": 3}),
            "bad-race-id",
        ),
        (json!({"type": "race-end", "id": "nope"}), "unknown-race"),
        (json!({"type": "race-start", "id": 5}), "not-a-command"),
    ] {
        teacher.send(&start);
        let refused = teacher.until("a refusal", |m| m["type"] == "refused");
        assert_eq!(refused["reason"], reason, "{start}");
    }
    devices[0].send(&json!({"type": "race-start", "id": "r0", "lesson": ORDER_LESSON, "step": 3}));
    let refused = devices[0].until("a refusal", |m| m["type"] == "refused");
    assert_eq!(refused["reason"], "teachers-only");

    let started = Instant::now();
    teacher.send(
        &json!({"type": "race-start", "id": "r1", "lesson": ORDER_LESSON, "step": ORDER_STEP}),
    );
    let first = teacher.until("the first standings", is_standings("r1"));
    assert_eq!(first["state"], "running");
    assert_eq!(first["task"], "food-chain-order");
    assert_eq!(first["finished"], json!([]));
    assert_eq!(first["racing"].as_array().unwrap().len(), 4, "{first}");
    for device in &mut devices {
        let race = device.until("the race", |m| m["type"] == "race");
        assert_eq!(race["id"], "r1");
        assert_eq!(race["lesson"], ORDER_LESSON);
        assert_eq!(race["step"], ORDER_STEP);
        assert_eq!(race["task"], "food-chain-order");
    }

    // Bo first, right at once; Ann wrong, then right; Cai right; Dee only wrong.
    std::thread::sleep(Duration::from_millis(120));
    let bo = answer(&mut devices[1], "r1", json!(RIGHT_ORDER), "bo-1");
    assert_eq!(bo["right"], true, "{bo}");
    assert_eq!(
        (bo["place"].as_u64(), bo["mistakes"].as_u64()),
        (Some(1), Some(0))
    );
    let bo_ms = bo["ms"].as_i64().unwrap();
    assert!(
        bo_ms >= 100 && bo_ms <= started.elapsed().as_millis() as i64 + 50,
        "{bo}"
    );
    let ann_wrong = answer(&mut devices[0], "r1", json!(WRONG_ORDER), "ann-1");
    assert_eq!(ann_wrong["right"], false);
    assert_eq!(ann_wrong["mistakes"], 1);
    assert_eq!(ann_wrong["place"], Value::Null);
    std::thread::sleep(Duration::from_millis(30));
    let ann = answer(&mut devices[0], "r1", json!(RIGHT_ORDER), "ann-2");
    assert_eq!(
        (ann["place"].as_u64(), ann["mistakes"].as_u64()),
        (Some(2), Some(1))
    );
    std::thread::sleep(Duration::from_millis(30));
    let cai = answer(&mut devices[2], "r1", json!(RIGHT_ORDER), "cai-1");
    assert_eq!(cai["place"], 3);
    let dee = answer(&mut devices[3], "r1", json!(WRONG_ORDER), "dee-1");
    assert_eq!(dee["mistakes"], 1);

    // A resend is taken once; after finishing, nothing more counts.
    let again = answer(&mut devices[1], "r1", json!(RIGHT_ORDER), "bo-1");
    assert_eq!(again, bo, "a resend is told the same");
    let late = answer(&mut devices[1], "r1", json!(WRONG_ORDER), "bo-2");
    assert_eq!(late["reason"], "finished-already");

    // Bad answers: a clear refusal each, nothing counted.
    for (message, reason) in [
        (
            race_answer("nope", json!(RIGHT_ORDER), "b1"),
            "unknown-race",
        ),
        (
            race_answer("r1", json!("elephant"), "b2"),
            "not-a-race-answer",
        ),
        (race_answer("r1", json!(["dragon"]), "b3"), "not-an-animal"),
        (
            race_answer("r1", json!(vec!["rat"; 64]), "b4"),
            "too-many-items",
        ),
        (
            race_answer("r1", json!(RIGHT_ORDER), "bad id"),
            "bad-event-id",
        ),
    ] {
        devices[3].send(&message);
        let refused = devices[3].until("a refusal", |m| m["type"] == "refused");
        assert_eq!(refused["reason"], reason, "{message}");
    }
    devices[3].send_text(race_answer("r1", json!(["x".repeat(1_000_000)]), "b5").to_string());
    let refused = devices[3].until("a refusal", |m| m["type"] == "refused");
    assert_eq!(refused["reason"], "message-too-large");

    let ids: Vec<&str> = class.children.iter().map(|(id, _)| id.as_str()).collect();
    let live = teacher.until("three finishers", |m| {
        is_standings("r1")(m) && m["finished"].as_array().unwrap().len() == 3
    });
    let order = finished(&live);
    let expected_ms = [
        bo_ms,
        ann["ms"].as_i64().unwrap(),
        cai["ms"].as_i64().unwrap(),
    ];
    assert_eq!(
        order,
        vec![
            (ids[1].to_owned(), 1, expected_ms[0], 0),
            (ids[0].to_owned(), 2, expected_ms[1], 1),
            (ids[2].to_owned(), 3, expected_ms[2], 0),
        ],
        "{live}"
    );
    assert!(expected_ms.windows(2).all(|w| w[0] <= w[1]));
    assert_eq!(live["finished"][0]["name"], "Bo");
    assert_eq!(live["podium"], json!([]), "no podium while running");

    // The projector: names (the default), never a student id.
    let agent = agent();
    let (status, shown) = get(
        &agent,
        &format!("{base}/api/classes/{}/race", class.code),
        None,
    )
    .unwrap();
    assert_eq!(status, 200);
    assert_eq!(shown["race"]["finished"][0]["name"], "Bo", "{shown}");
    assert!(!shown.to_string().contains(ids[0]), "{shown}");
    teacher.send(&json!({"type": "race-show", "id": "r1", "show": "animals"}));
    teacher.until("animals shown", |m| {
        is_standings("r1")(m) && m["show"] == "animals"
    });
    let (_, shown) = get(
        &agent,
        &format!("{base}/api/classes/{}/race", class.code),
        None,
    )
    .unwrap();
    assert!(
        shown["race"]["finished"][0].get("name").is_none(),
        "{shown}"
    );
    let (status, page) = ureq_text(&format!("{base}/projector/{}", class.code));
    assert_eq!(status, 200);
    assert!(page.contains("race-board") && page.contains("QI_RACE"));

    // The end: every device told, the podium, no more answers.
    teacher.send(&json!({"type": "race-end", "id": "r1"}));
    let ended = teacher.until("the podium", |m| {
        is_standings("r1")(m) && m["state"] == "ended"
    });
    let podium: Vec<&str> = ended["podium"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["student_id"].as_str().unwrap())
        .collect();
    assert_eq!(podium, [ids[1], ids[0], ids[2]]);
    assert_eq!(ended["racing"][0]["student_id"], ids[3]);
    assert_eq!(ended["racing"][0]["mistakes"], 1);
    for device in &mut devices {
        device.until("race-ended", |m| {
            m == &json!({"type": "race-ended", "id": "r1"})
        });
    }
    let after = answer(&mut devices[3], "r1", json!(RIGHT_ORDER), "dee-2");
    assert_eq!(after["reason"], "race-ended");
    server.kill();
}

fn ureq_text(url: &str) -> (u16, String) {
    match agent().get(url).call() {
        Ok(mut response) => (
            response.status().as_u16(),
            response.body_mut().read_to_string().unwrap(),
        ),
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn a_restart_mid_race_keeps_the_finishes() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = server.base.clone();
    let class = class(&base, &["Ann", "Bo", "Cai"]);
    let ids: Vec<String> = class.children.iter().map(|(id, _)| id.clone()).collect();
    let mut teacher = Socket::teacher(&base, &class);
    teacher.send(
        &json!({"type": "race-start", "id": "r2", "lesson": MOVING, "step": 2,
                         "show": "animals"}),
    );
    teacher.until("the first standings", is_standings("r2"));
    let mut ann = Socket::device(&base, &class.children[0].1);
    ann.until("the race", |m| {
        m["type"] == "race" && m["task"] == "find-all"
    });
    let mut bo = Socket::device(&base, &class.children[1].1);
    bo.until("the race", |m| m["type"] == "race");
    let wrong = answer(&mut bo, "r2", json!(["d4", "d2"]), "bo-1");
    assert_eq!(wrong["right"], false);
    let bo_done = answer(&mut bo, "r2", json!(["e3", "d4", "c3", "d2"]), "bo-2");
    assert_eq!(bo_done["place"], 1);
    let ann_done = answer(&mut ann, "r2", json!(["d4", "d2", "c3", "e3"]), "ann-1");
    assert_eq!(ann_done["place"], 2);
    let before = teacher.until("two finishers", |m| {
        is_standings("r2")(m) && m["finished"].as_array().unwrap().len() == 2
    });
    server.kill();

    let server = Served::start(data.path());
    let base = server.base.clone();
    let mut teacher = Socket::teacher(&base, &class);
    let after = teacher.until("the standings after the restart", is_standings("r2"));
    assert_eq!(finished(&after), finished(&before));
    assert_eq!(after["show"], "animals");
    assert_eq!(after["state"], "running");
    // A device coming back is shown the race still running; Cai finishes third.
    let mut cai = Socket::device(&base, &class.children[2].1);
    cai.until("the race after the restart", |m| {
        m["type"] == "race" && m["id"] == "r2"
    });
    let cai_done = answer(&mut cai, "r2", json!(["c3", "d2", "d4", "e3"]), "cai-1");
    assert_eq!(cai_done["place"], 3);
    // Bo, who finished, coming back is not asked the step again (the race is not sent on
    // connecting: the first message is the answer to the resend), and the resend after the
    // restart changes nothing.
    let mut bo = Socket::device(&base, &class.children[1].1);
    bo.send(&race_answer("r2", json!(["e3", "d4", "c3", "d2"]), "bo-2"));
    let first = bo.until("the first race message", |m| {
        m["type"].as_str().is_some_and(|t| t.starts_with("race"))
    });
    assert_eq!(first["type"], "race-taken", "{first}");
    let again = first;
    assert_eq!(again["place"], 1);
    assert_eq!(again["mistakes"], 1);
    let last = teacher.until("three finishers", |m| {
        is_standings("r2")(m) && m["finished"].as_array().unwrap().len() == 3
    });
    let order: Vec<(String, u64)> = finished(&last)
        .into_iter()
        .map(|(id, _, _, mistakes)| (id, mistakes))
        .collect();
    assert_eq!(
        order,
        vec![
            (ids[1].clone(), 1),
            (ids[0].clone(), 0),
            (ids[2].clone(), 0)
        ]
    );
    server.kill();
}

#[test]
fn the_mistakes_endpoint_gathers_the_tries_of_the_progress_events_exactly() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = server.base.clone();
    let class = class(&base, &["Ann", "Bo", "Cai"]);
    let agent = agent();
    let send = |token: &str, events: Value| {
        let (status, body) = post(
            &agent,
            &format!("{base}/api/progress"),
            Some(token),
            &json!({ "events": events }),
        )
        .unwrap();
        assert_eq!(status, 200, "{body}");
        body
    };
    // Moving, step 3: the cat on c3 must reach d3 (c3d3); c3c2 is allowed but misses it;
    // c3d4 is not a move the rules allow.
    let step = |id: &str, tries: Value| {
        json!({"id": id, "kind": "lesson-step", "lesson": MOVING, "step": 3, "stars": 2,
               "mistakes": 1, "hints": 0, "seconds": 20, "tries": tries})
    };
    let ann = &class.children[0].1;
    let bo = &class.children[1].1;
    let cai = &class.children[2].1;
    send(ann, json!([step("a1", json!(["c3c2", "c3d3"]))]));
    // Sent twice (a lost answer): counted once.
    send(ann, json!([step("a1", json!(["c3c2", "c3d3"]))]));
    send(bo, json!([step("b1", json!(["c3c2", "c3d4", "c3d3"]))]));
    send(cai, json!([step("c1", json!(["c3d3"]))]));
    // An old event without tries still reads, and adds nothing to the map.
    send(
        cai,
        json!([{"id": "c2", "kind": "lesson-step", "lesson": MOVING, "step": 3,
                      "stars": 3, "mistakes": 0, "hints": 0, "seconds": 5}]),
    );
    // Too many tries: refused with a reason.
    let refused = send(cai, json!([step("c3", json!(vec!["c3d3"; 17]))]));
    assert_eq!(
        refused["rejected"][0]["reason"], "tries-out-of-range",
        "{refused}"
    );

    let url = format!(
        "{base}/api/classes/{}/mistakes?lesson={MOVING}&step=3",
        class.code
    );
    let (status, map) = get(&agent, &url, Some(&class.teacher)).unwrap();
    assert_eq!(status, 200, "{map}");
    assert_eq!(
        (map["events"].as_u64(), map["children"].as_u64()),
        (Some(3), Some(3))
    );
    let rows = |key: &str| -> Vec<(String, u64, String, Value)> {
        map[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["answer"].as_str().unwrap().to_owned(),
                    r["count"].as_u64().unwrap(),
                    r["verdict"].as_str().unwrap().to_owned(),
                    r["reason"].clone(),
                )
            })
            .collect()
    };
    assert_eq!(
        rows("first"),
        vec![
            ("c3c2".to_owned(), 2, "legal".to_owned(), Value::Null),
            ("c3d3".to_owned(), 1, "right".to_owned(), Value::Null),
        ],
        "{map}"
    );
    let wrong = rows("wrong");
    assert_eq!(wrong.len(), 2, "{map}");
    assert_eq!(
        wrong[0],
        ("c3c2".to_owned(), 2, "legal".to_owned(), Value::Null)
    );
    assert_eq!(wrong[1].0, "c3d4");
    assert_eq!(wrong[1].1, 1);
    assert_eq!(wrong[1].2, "illegal");
    assert!(wrong[1].3.is_string(), "the engine's reason: {map}");
    assert_eq!(
        map["board"]["ask"]["position"]["fen"]
            .as_str()
            .unwrap()
            .split(' ')
            .next(),
        Some("l6/7/7/7/7/7/2C4/7/6L")
    );
    assert_eq!(map["names"][&class.children[1].0], "Bo");

    // An ordering step has no board: the orders are judged by the lesson's own check.
    send(
        bo,
        json!([{"id": "b2", "kind": "lesson-step", "lesson": ORDER_LESSON,
                     "step": ORDER_STEP, "stars": 1, "mistakes": 1, "hints": 0, "seconds": 9,
                     "tries": [WRONG_ORDER, RIGHT_ORDER]}]),
    );
    let url = format!(
        "{base}/api/classes/{}/mistakes?lesson={ORDER_LESSON}&step={ORDER_STEP}",
        class.code
    );
    let (status, order) = get(&agent, &url, Some(&class.teacher)).unwrap();
    assert_eq!(status, 200, "{order}");
    assert_eq!(order["board"], Value::Null);
    assert_eq!(order["wrong"][0]["answer"], json!(WRONG_ORDER));
    assert_eq!(order["first"][0]["verdict"], "legal");

    // A puzzle: its first tries, judged by its checked solution (the rat enters the den).
    let attempt = |id: &str, tries: Value| {
        json!({"id": id, "kind": "puzzle", "puzzle": "jungle-endgame-01", "solved": true,
               "mistakes": 0, "hints": 0, "seconds": 7, "tries": tries})
    };
    send(cai, json!([attempt("c4", json!(["d8c8", "d8d9"]))]));
    send(ann, json!([attempt("a4", json!(["d8d9"]))]));
    let url = format!(
        "{base}/api/classes/{}/mistakes?puzzle=jungle-endgame-01",
        class.code
    );
    let (status, puzzle) = get(&agent, &url, Some(&class.teacher)).unwrap();
    assert_eq!(status, 200, "{puzzle}");
    assert_eq!(puzzle["events"], 2);
    let first: Vec<(&str, u64, &str)> = puzzle["first"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["answer"].as_str().unwrap(),
                r["count"].as_u64().unwrap(),
                r["verdict"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        first,
        [("d8d9", 1, "right"), ("d8c8", 1, "legal")],
        "{puzzle}"
    );
    assert_eq!(puzzle["wrong"][0]["answer"], "d8c8");
    assert_eq!(puzzle["wrong"].as_array().unwrap().len(), 1);

    // Refusals: no place, an unknown lesson, a child's token.
    for (query, status_wanted, token) in [
        ("", 400, &class.teacher),
        ("?lesson=nope&step=1", 404, &class.teacher),
        ("?lesson=jungle-13-moving&step=0", 404, &class.teacher),
        ("?puzzle=nope", 404, &class.teacher),
        ("?lesson=jungle-13-moving&step=3", 403, &class.children[0].1),
    ] {
        let url = format!("{base}/api/classes/{}/mistakes{query}", class.code);
        let (status, body) = get(&agent, &url, Some(token)).unwrap();
        assert_eq!(status, status_wanted, "{query}: {body}");
    }
    server.kill();
}

#[test]
fn two_processes_on_one_postgresql_share_a_race() {
    let Ok(url) = std::env::var("QI_TEST_POSTGRES_URL") else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI is set but QI_TEST_POSTGRES_URL is not: the race's two-process test must run on CI"
        );
        eprintln!("NOTICE: QI_TEST_POSTGRES_URL is not set: the two-process race test is skipped");
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let one = Served::start_on_postgres(&data.path().join("one"), &url);
    let two = Served::start_on_postgres(&data.path().join("two"), &url);
    let class = class(&one.base, &["Ann", "Bo", "Cai", "Dee"]);
    let ids: Vec<&str> = class.children.iter().map(|(id, _)| id.as_str()).collect();
    let mut teacher = Socket::teacher(&one.base, &class);
    // Devices split between the processes, all connected before the start.
    let mut devices: Vec<Socket> = class
        .children
        .iter()
        .enumerate()
        .map(|(i, (_, token))| {
            let base = if i % 2 == 0 { &one.base } else { &two.base };
            let mut socket = Socket::device(base, token);
            socket.until("today's work", |m| m["type"] == "assignment");
            socket
        })
        .collect();
    teacher.send(
        &json!({"type": "race-start", "id": "pg1", "lesson": ORDER_LESSON,
                         "step": ORDER_STEP}),
    );
    teacher.until("the first standings", is_standings("pg1"));
    for device in &mut devices {
        device.until("the race on either process", |m| {
            m["type"] == "race" && m["id"] == "pg1"
        });
    }
    // Bo (process two) first; Ann (one) wrong then right; Dee (two) third.
    assert_eq!(
        answer(&mut devices[1], "pg1", json!(RIGHT_ORDER), "p-bo")["place"],
        1
    );
    assert_eq!(
        answer(&mut devices[0], "pg1", json!(WRONG_ORDER), "p-ann1")["right"],
        false
    );
    assert_eq!(
        answer(&mut devices[0], "pg1", json!(RIGHT_ORDER), "p-ann2")["place"],
        2
    );
    assert_eq!(
        answer(&mut devices[3], "pg1", json!(RIGHT_ORDER), "p-dee")["place"],
        3
    );
    let live = teacher.until("three finishers from both processes", |m| {
        is_standings("pg1")(m) && m["finished"].as_array().unwrap().len() == 3
    });
    let order: Vec<(String, u64)> = finished(&live)
        .into_iter()
        .map(|(id, _, _, mistakes)| (id, mistakes))
        .collect();
    assert_eq!(
        order,
        vec![
            (ids[1].to_owned(), 0),
            (ids[0].to_owned(), 1),
            (ids[3].to_owned(), 0)
        ]
    );
    // A teacher on the other process sees the same, and ends it for every device.
    let mut other = Socket::teacher(&two.base, &class);
    let seen = other.until("the standings on the other process", is_standings("pg1"));
    assert_eq!(finished(&seen), finished(&live));
    other.send(&json!({"type": "race-end", "id": "pg1"}));
    for device in &mut devices {
        device.until("race-ended", |m| {
            m == &json!({"type": "race-ended", "id": "pg1"})
        });
    }
    let ended = teacher.until("the podium on the first process", |m| {
        is_standings("pg1")(m) && m["state"] == "ended"
    });
    assert_eq!(ended["podium"].as_array().unwrap().len(), 3);
}

#[test]
fn a_setting_up_race_takes_every_animal_on_its_square_and_nothing_less() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = server.base.clone();
    let class = class(&base, &["Ann"]);
    let mut teacher = Socket::teacher(&base, &class);
    teacher.send(
        &json!({"type": "race-start", "id": "set", "lesson": "jungle-12-setup",
                         "step": 3}),
    );
    let first = teacher.until("the first standings", is_standings("set"));
    assert_eq!(first["task"], "place-pieces");
    let mut ann = Socket::device(&base, &class.children[0].1);
    ann.until("the race", |m| m["type"] == "race" && m["id"] == "set");
    let all = [
        "red-tiger:a1",
        "red-lion:g1",
        "red-cat:b2",
        "red-dog:f2",
        "red-elephant:a3",
        "red-wolf:c3",
        "red-leopard:e3",
        "red-rat:g3",
    ];
    // One missing, then one on the wrong square: two mistakes; a placement that is not one is
    // refused and not counted.
    let missing = answer(&mut ann, "set", json!(all[..7]), "s1");
    assert_eq!(
        (missing["right"].as_bool(), missing["mistakes"].as_u64()),
        (Some(false), Some(1))
    );
    let mut swapped = all;
    swapped[0] = "red-tiger:g1";
    swapped[1] = "red-lion:a1";
    let wrong = answer(&mut ann, "set", json!(swapped), "s2");
    assert_eq!(wrong["mistakes"], 2);
    let refused = answer(&mut ann, "set", json!(["red-unicorn:a1"]), "s3");
    assert_eq!(refused["reason"], "not-a-placement");
    let done = answer(&mut ann, "set", json!(all), "s4");
    assert_eq!(
        (done["place"].as_u64(), done["mistakes"].as_u64()),
        (Some(1), Some(2))
    );
    server.kill();
}
