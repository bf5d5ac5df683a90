//! The teach board (issue #43) against the real `qi-classroom serve`, over real WebSockets: a
//! teacher socket and 30 device sockets; a question asked, 30 answers at once (right, legal but
//! not right, illegal, one changed), the exact tally; a reconnect sees the open question and is
//! counted once; a student's `ask` is refused; bad input is refused with a reason; `kill -9`
//! while answers arrive loses no taken answer; two processes on one PostgreSQL agree.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::server_support::{Served, agent, get, post};
use serde_json::{Value, json};
use std::net::TcpStream;
use std::sync::mpsc;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

const CHILDREN: usize = 30;
/// The red dog on d8 may enter the blue den on d9 at once; any other move lets the blue tiger
/// on c8 take it.
const FEN: &str = "l6/2tD3/7/7/7/7/7/7/6L w";
/// A move the rules refuse (a dog steps one square): `not-adjacent`.
const ILLEGAL: &str = "d8d6";
const RIGHT: &str = "d8d9";

/// A tally row: answer, count, verdict, reason (as JSON text).
type Row = (String, u64, String, String);
/// One child's answers in order: (event id, move).
type Plan = Vec<(String, String)>;

/// A class on the server: its code, the teacher's token, and each child's id and token.
struct Class {
    code: String,
    teacher: String,
    children: Vec<(String, String)>,
}

fn class(base: &str, children: usize) -> Class {
    let agent = agent();
    let (status, created) = post(
        &agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "teach", "teacher_pin": "2468"}),
    )
    .unwrap();
    assert_eq!(status, 201, "{created}");
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let names: Vec<String> = (0..children).map(|i| format!("child{i:02}")).collect();
    let (status, roster) = post(
        &agent,
        &format!("{base}/api/classes/{code}/roster"),
        Some(&teacher),
        &json!({"names": names.join("\n")}),
    )
    .unwrap();
    assert_eq!(status, 201, "{roster}");
    let mut kids = Vec::new();
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
        kids.push((id, joined["student_token"].as_str().unwrap().to_owned()));
    }
    Class {
        code,
        teacher,
        children: kids,
    }
}

/// One WebSocket, read as JSON text messages.
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

    /// The next text message, or `None` when none came within `wait`.
    fn next(&mut self, wait: Duration) -> Option<Value> {
        let deadline = Instant::now() + wait;
        while Instant::now() < deadline {
            match self.0.read() {
                Ok(Message::Text(text)) => {
                    return Some(serde_json::from_str(text.as_str()).unwrap());
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
        None
    }

    /// Reads until a message satisfies `wanted` (20 s at most); the messages skipped on the way
    /// are shown when none does.
    fn until(&mut self, what: &str, wanted: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut seen = Vec::new();
        while Instant::now() < deadline {
            if let Some(message) = self.next(Duration::from_millis(500)) {
                if wanted(&message) {
                    return message;
                }
                seen.push(message);
            }
        }
        let last: Vec<&Value> = seen.iter().rev().take(5).collect();
        panic!("no {what} within 20 s; last messages: {last:?}");
    }

    fn close(mut self) {
        let _ = self.0.close(None);
        let _ = self.0.flush();
    }
}

fn ask(id: &str) -> Value {
    json!({"type": "ask", "id": id, "game": "jungle", "position": {"fen": FEN}})
}

fn answer(id: &str, answer: &str, event_id: &str) -> Value {
    json!({"type": "answer", "id": id, "answer": answer, "event_id": event_id})
}

fn is_answers(id: &str) -> impl Fn(&Value) -> bool + '_ {
    move |m: &Value| m["type"] == "answers" && m["id"] == id
}

/// The tally as (answer, count, verdict, reason), sorted.
fn rows(message: &Value) -> Vec<Row> {
    let mut rows: Vec<_> = message["tally"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            (
                row["answer"].as_str().unwrap_or_default().to_owned(),
                row["count"].as_u64().unwrap(),
                row["verdict"].as_str().unwrap().to_owned(),
                row["reason"].to_string(),
            )
        })
        .collect();
    rows.sort();
    rows
}

/// What each child answers: 10 right, 10 legal but not right, 9 illegal, and the last one
/// illegal first, then changed to right. Returns the plans and the expected tally.
fn plans(legal: &str) -> (Vec<Plan>, Vec<Row>) {
    let plans = (0..CHILDREN)
        .map(|i| match i {
            0..10 => vec![(format!("e{i}"), RIGHT.to_owned())],
            10..20 => vec![(format!("e{i}"), legal.to_owned())],
            20..29 => vec![(format!("e{i}"), ILLEGAL.to_owned())],
            _ => vec![
                (format!("e{i}a"), ILLEGAL.to_owned()),
                (format!("e{i}b"), RIGHT.to_owned()),
            ],
        })
        .collect();
    let mut expected = vec![
        (RIGHT.to_owned(), 11, "right".to_owned(), "null".to_owned()),
        (legal.to_owned(), 10, "legal".to_owned(), "null".to_owned()),
        (
            ILLEGAL.to_owned(),
            9,
            "illegal".to_owned(),
            "\"not-adjacent\"".to_owned(),
        ),
    ];
    expected.sort();
    (plans, expected)
}

/// A legal move that the server does not count as right.
fn legal_but_not_right(right: &Value) -> String {
    let right: Vec<&str> = right
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(right.contains(&RIGHT), "the den entry is right: {right:?}");
    ["g1g2", "g1f1", "d8e8", "d8d7"]
        .into_iter()
        .find(|mv| !right.contains(mv))
        .expect("a legal move that loses the win")
        .to_owned()
}

#[test]
fn thirty_devices_answer_at_once_and_the_teacher_sees_the_exact_tally() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = server.base.clone();
    let class = class(&base, CHILDREN);
    let mut teacher = Socket::teacher(&base, &class);
    teacher.until("a dashboard", |m| m["type"] == "dashboard");

    // Every device is connected before the question is asked.
    let connected = Arc::new(Barrier::new(CHILDREN + 1));
    let together = Arc::new(Barrier::new(CHILDREN));
    let mut plan_senders = Vec::new();
    let mut devices = Vec::new();
    for (_, token) in class.children.clone() {
        let (send_plan, plan) = mpsc::channel::<Plan>();
        plan_senders.push(send_plan);
        let (base, connected, together) = (base.clone(), connected.clone(), together.clone());
        devices.push(std::thread::spawn(move || {
            let mut socket = Socket::device(&base, &token);
            socket.until("today's work", |m| m["type"] == "assignment");
            connected.wait();
            let question = socket.until("the question", |m| m["type"] == "question");
            assert_eq!(question["id"], "q1");
            assert_eq!(question["game"], "jungle");
            assert_eq!(question["position"]["fen"], FEN);
            let plan = plan.recv().unwrap();
            together.wait();
            for (event_id, mv) in plan {
                socket.send(&answer("q1", &mv, &event_id));
                let taken = socket.until("answer-taken", |m| {
                    m["type"] == "answer-taken" || m["type"] == "refused"
                });
                assert_eq!(taken, json!({"type": "answer-taken", "event_id": event_id}));
            }
            socket
        }));
    }
    connected.wait();
    teacher.send(&ask("q1"));
    let first = teacher.until("the first answers", is_answers("q1"));
    assert_eq!(first["answered"], 0);
    assert_eq!(first["state"], "open");
    let legal = legal_but_not_right(&first["right"]);
    let (plans, expected) = plans(&legal);
    for (sender, plan) in plan_senders.iter().zip(plans) {
        sender.send(plan).unwrap();
    }
    let mut sockets: Vec<Socket> = devices.into_iter().map(|d| d.join().unwrap()).collect();
    let tally = teacher.until("the exact tally of 30", |m| {
        is_answers("q1")(m) && m["answered"] == 30 && rows(m) == expected
    });
    assert_eq!(tally["connected"], 30, "{tally}");
    assert_eq!(tally["waiting"], json!([]));
    let students: usize = tally["tally"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["students"].as_array().unwrap().len())
        .sum();
    assert_eq!(students, 30, "each child once: {tally}");

    // A device that drops and comes back sees the open question at once, and a resend or a
    // new answer of its counts it once.
    sockets.remove(3).close();
    let mut back = Socket::device(&base, &class.children[3].1);
    let question = back.until("the open question", |m| m["type"] == "question");
    assert_eq!(question["id"], "q1");
    back.send(&answer("q1", RIGHT, "e3"));
    back.until("the resend taken", |m| {
        m == &json!({"type": "answer-taken", "event_id": "e3"})
    });
    back.send(&answer("q1", RIGHT, "e3-again"));
    back.until("the new answer taken", |m| m["type"] == "answer-taken");
    let again = teacher.until("the tally after the reconnect", |m| {
        is_answers("q1")(m) && m["answered"] == 30
    });
    assert_eq!(rows(&again), expected, "{again}");
    sockets.insert(3, back);

    // A student can never ask, close or reveal.
    let child = &mut sockets[0];
    child.send(&ask("q2"));
    let refused = child.until("a refusal", |m| m["type"] == "refused");
    assert_eq!(refused["reason"], "teachers-only");
    child.send(&json!({"type": "close", "id": "q1"}));
    let refused = child.until("a refusal", |m| m["type"] == "refused");
    assert_eq!(refused["reason"], "teachers-only");

    // Bad answers: a clear refusal each, nothing counted.
    for (message, reason) in [
        (answer("nope", RIGHT, "b1"), "unknown-question"),
        (answer("q1", "zz", "b2"), "not-a-move"),
        (
            json!({"type": "answer", "id": "q1", "answer": ["d8"], "event_id": "b3"}),
            "not-a-move",
        ),
        (
            answer("q1", &"x".repeat(1_000_000), "b4"),
            "message-too-large",
        ),
    ] {
        child.send(&message);
        let refused = child.until("a refusal", |m| m["type"] == "refused");
        assert_eq!(refused["reason"], reason, "{refused}");
    }

    // A flood from one device: cut after a burst, refused with a reason, the server well.
    let flooder = &mut sockets[1];
    for n in 0..3_000 {
        flooder.send(&answer("q1", RIGHT, &format!("f{n}")));
    }
    let mut taken = 0;
    let mut too_many = 0;
    while let Some(reply) = flooder.next(Duration::from_secs(2)) {
        match reply["type"].as_str() {
            Some("answer-taken") => taken += 1,
            Some("refused") if reply["reason"] == "too-many-messages" => too_many += 1,
            _ => {}
        }
    }
    assert!(too_many >= 1, "the flood is refused");
    assert!(taken < 200, "the flood was cut: {taken} taken");
    let (status, _) = get(&agent(), &format!("{base}/api/health"), None).unwrap();
    assert_eq!(status, 200);
    let after_flood = teacher.until("the tally after the flood", |m| {
        is_answers("q1")(m) && m["answered"] == 30
    });
    assert_eq!(rows(&after_flood), expected);

    // Close: every device hears it, and a late answer is refused.
    teacher.send(&json!({"type": "close", "id": "q1"}));
    for socket in &mut sockets {
        socket.until("closed", |m| m == &json!({"type": "closed", "id": "q1"}));
    }
    sockets[4].send(&answer("q1", RIGHT, "late"));
    let refused = sockets[4].until("a refusal", |m| m["type"] == "refused");
    assert_eq!(refused["reason"], "question-closed");
    teacher.send(&json!({"type": "reveal", "id": "q1"}));
    for socket in &mut sockets {
        let reveal = socket.until("the reveal", |m| m["type"] == "reveal");
        assert!(reveal["right"].as_array().unwrap().contains(&json!(RIGHT)));
    }

    // The projector's board: the count and, revealed, the tally — never a child.
    let agent = agent();
    let (status, board) = get(
        &agent,
        &format!("{base}/api/classes/{}/board", class.code),
        None,
    )
    .unwrap();
    assert_eq!(status, 200);
    let shown = &board["question"];
    assert_eq!(
        (shown["state"].as_str(), shown["answered"].as_u64()),
        (Some("revealed"), Some(30))
    );
    assert_eq!(rows(shown), expected, "{board}");
    assert!(
        !board.to_string().contains(&class.children[0].0),
        "no child's id: {board}"
    );
    let page = agent
        .get(&format!("{base}/projector/{}", class.code))
        .call()
        .unwrap()
        .into_body()
        .read_to_string()
        .unwrap();
    assert!(
        page.contains("id=\"teach-board\"") && page.contains("/board?lang="),
        "{page}"
    );
    // The illegal answers' reason as a sentence, in the language the projector asks for.
    let reason_text = |board: &Value| {
        board["question"]["tally"]
            .as_array()
            .unwrap()
            .iter()
            .find(|row| row["verdict"] == "illegal")
            .and_then(|row| row["reason_text"].as_str())
            .unwrap_or_default()
            .to_owned()
    };
    let board_in = |lang: &str| {
        let url = format!("{base}/api/classes/{}/board?lang={lang}", class.code);
        get(&agent, &url, None).unwrap().1
    };
    assert_eq!(
        reason_text(&board_in("en")),
        "An animal moves one square at a time, and d6 is not next to d8."
    );
    assert_eq!(
        reason_text(&board_in("zh-CN")),
        "动物一次只能走一格，d6和d8不挨着。"
    );
    assert_eq!(rows(&board_in("zh-TW")["question"]), expected);
    let page_zh = agent
        .get(&format!("{base}/projector/{}?lang=zh-TW", class.code))
        .call()
        .unwrap()
        .into_body()
        .read_to_string()
        .unwrap();
    assert!(
        page_zh.contains("lang=\"zh-TW\"") && page_zh.contains("\"lang\":\"zh-TW\""),
        "the projector page in the language asked for"
    );

    // The answers are stored like progress: in the CSV and in each child's export.
    let response = agent
        .get(&format!("{base}/api/classes/{}/progress.csv", class.code))
        .header("Authorization", &format!("Bearer {}", class.teacher))
        .call()
        .unwrap();
    let csv = response.into_body().read_to_string().unwrap();
    assert_eq!(csv.matches(",question,q1,").count(), 30, "{csv}");
    let (status, export) = get(
        &agent,
        &format!(
            "{base}/api/classes/{}/students/{}/export",
            class.code, class.children[29].0
        ),
        Some(&class.teacher),
    )
    .unwrap();
    assert_eq!(status, 200);
    let answers = export["answers"].as_array().unwrap();
    let ids: Vec<&str> = answers
        .iter()
        .filter_map(|a| a["event_id"].as_str())
        .collect();
    assert_eq!(ids, ["e29a", "e29b"], "{export}");
    assert_eq!(answers[1]["verdict"], "right");
    assert_eq!(answers[0]["reason"], "not-adjacent");
    server.kill();
}

#[test]
fn a_teachers_socket_refuses_an_illegal_board_and_a_student_token() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 1);
    let ws = server.base.replacen("http://", "ws://", 1);
    let student = &class.children[0].1;
    assert!(
        tungstenite::connect(format!(
            "{ws}/api/classes/{}/live?token={student}",
            class.code
        ))
        .is_err()
    );
    let mut teacher = Socket::teacher(&server.base, &class);
    for (position, reason) in [
        (json!({"fen": "not a board"}), "position-not-legal"),
        (
            json!({"black": ["h8"], "white": ["h8"]}),
            "position-not-of-the-game",
        ),
    ] {
        teacher.send(&json!({"type": "ask", "id": "bad", "game": "jungle", "position": position}));
        let refused = teacher.until("a refusal", |m| m["type"] == "refused");
        assert_eq!(refused["reason"], reason, "{refused}");
    }
    teacher.send(&json!({"type": "close", "id": "never-asked"}));
    let refused = teacher.until("a refusal", |m| m["type"] == "refused");
    assert_eq!(refused["reason"], "unknown-question");
}

/// A device connects, waits for the open question and answers it: whether `answer-taken` came
/// back (a socket cut by a killed server panics, caught by the caller).
fn answer_until_taken(base: &str, token: &str, event_id: &str, mv: &str) -> bool {
    let mut socket = Socket::device(base, token);
    socket.until("the question", |m| m["type"] == "question");
    socket.send(&answer("q1", mv, event_id));
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline {
        match socket.next(Duration::from_millis(500)) {
            Some(m) if m["type"] == "answer-taken" => return m["event_id"] == event_id,
            Some(m) if m["type"] == "refused" => panic!("refused: {m}"),
            _ => {}
        }
    }
    false
}

#[test]
fn kill_9_while_answers_arrive_loses_no_taken_answer() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let base = server.base.clone();
    let class = class(&base, CHILDREN);
    let mut teacher = Socket::teacher(&base, &class);
    teacher.send(&ask("q1"));
    let first = teacher.until("the first answers", is_answers("q1"));
    let legal = legal_but_not_right(&first["right"]);
    let (plans, _) = plans(&legal);
    // One answer each (the last child's final one), sent while the server is killed.
    let plans: Vec<(String, String)> = plans
        .into_iter()
        .map(|p| p.last().unwrap().clone())
        .collect();
    let start = Arc::new(Barrier::new(CHILDREN + 1));
    let mut devices = Vec::new();
    for ((_, token), (event_id, mv)) in class.children.iter().cloned().zip(plans.clone()) {
        let (base, start) = (base.clone(), start.clone());
        devices.push(std::thread::spawn(move || {
            start.wait();
            // Staggered over ~300 ms so that the kill falls among them.
            let pause = event_id.trim_start_matches('e').trim_end_matches('b');
            std::thread::sleep(Duration::from_millis(
                10 * pause.parse::<u64>().unwrap_or(0),
            ));
            std::panic::catch_unwind(|| answer_until_taken(&base, &token, &event_id, &mv))
                .unwrap_or(false)
        }));
    }
    start.wait();
    // Killed while answers arrive: once the teacher has seen a few taken.
    teacher.until("a few answers taken", |m| {
        is_answers("q1")(m) && m["answered"].as_u64().unwrap() >= 6
    });
    server.kill();
    let taken: Vec<bool> = devices.into_iter().map(|d| d.join().unwrap()).collect();

    // Restarted: the question is still open; the devices whose answer was not taken resend it.
    let server = Served::start(data.path());
    let base = server.base.clone();
    for (((_, token), (event_id, mv)), was_taken) in class.children.iter().zip(&plans).zip(&taken) {
        if !was_taken {
            assert!(
                answer_until_taken(&base, token, event_id, mv),
                "{event_id} taken after the restart"
            );
        }
    }
    let mut teacher = Socket::teacher(&base, &class);
    let (_, expected) = self::plans(&legal);
    let tally = teacher.until("the whole tally after the restart", |m| {
        is_answers("q1")(m) && m["answered"] == 30
    });
    assert_eq!(rows(&tally), expected, "{tally}");
    // Those taken before the kill were not sent again: they survived it.
    eprintln!(
        "kill -9: {} of {CHILDREN} answers were taken before the kill",
        taken.iter().filter(|t| **t).count()
    );
    for ((id, _), was_taken) in class.children.iter().zip(&taken) {
        if *was_taken {
            assert!(
                tally["tally"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|row| row["students"].as_array().unwrap().contains(&json!(id))),
                "{id}'s taken answer survived the kill"
            );
        }
    }
}

#[test]
fn two_processes_on_one_postgresql_share_questions_and_answers() {
    let Ok(url) = std::env::var("QI_TEST_POSTGRES_URL") else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI is set but QI_TEST_POSTGRES_URL is not: the teach board's two-process test must run on CI"
        );
        eprintln!(
            "NOTICE: QI_TEST_POSTGRES_URL is not set: the two-process teach board test is skipped"
        );
        return;
    };
    // The class is made here with a fresh code: no reset, so the other tests sharing the
    // database are left alone.
    let data = tempfile::tempdir().unwrap();
    let one = Served::start_on_postgres(&data.path().join("one"), &url);
    let two = Served::start_on_postgres(&data.path().join("two"), &url);
    let class = class(&one.base, CHILDREN);
    let mut teacher = Socket::teacher(&one.base, &class);
    // Devices split between the processes; all connected before the question.
    let connected = Arc::new(Barrier::new(CHILDREN + 1));
    let mut devices = Vec::new();
    for (i, (_, token)) in class.children.iter().cloned().enumerate() {
        let base = if i % 2 == 0 {
            one.base.clone()
        } else {
            two.base.clone()
        };
        let connected = connected.clone();
        devices.push(std::thread::spawn(move || {
            let mut socket = Socket::device(&base, &token);
            socket.until("today's work", |m| m["type"] == "assignment");
            connected.wait();
            let question = socket.until("the question", |m| m["type"] == "question");
            assert_eq!(question["id"], "q1");
            let mv = if i < 20 { RIGHT } else { ILLEGAL };
            socket.send(&answer("q1", mv, &format!("p{i}")));
            socket.until("answer-taken", |m| m["type"] == "answer-taken");
            socket
        }));
    }
    connected.wait();
    teacher.send(&ask("q1"));
    let mut sockets: Vec<Socket> = devices.into_iter().map(|d| d.join().unwrap()).collect();
    let tally = teacher.until("the tally from both processes", |m| {
        is_answers("q1")(m) && m["answered"] == 30
    });
    let mut expected = vec![
        (RIGHT.to_owned(), 20, "right".to_owned(), "null".to_owned()),
        (
            ILLEGAL.to_owned(),
            10,
            "illegal".to_owned(),
            "\"not-adjacent\"".to_owned(),
        ),
    ];
    expected.sort();
    assert_eq!(rows(&tally), expected, "{tally}");
    // A teacher on the other process sees the same, and closes for every device.
    let mut other = Socket::teacher(&two.base, &class);
    let seen = other.until("the answers on the other process", |m| {
        is_answers("q1")(m) && m["answered"] == 30
    });
    assert_eq!(rows(&seen), expected);
    other.send(&json!({"type": "close", "id": "q1"}));
    for socket in &mut sockets {
        socket.until("closed", |m| m == &json!({"type": "closed", "id": "q1"}));
    }
}
