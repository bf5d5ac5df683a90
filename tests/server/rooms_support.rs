//! Shared by the rooms' tests: a class on a real server, and WebSocket clients that read JSON
//! messages and report a dropped connection instead of panicking (the restart tests need it).
#![cfg(feature = "server")]
#![allow(dead_code, clippy::unwrap_used)] // test helpers

use crate::server_support::{agent, post};
use serde_json::{Value, json};
use std::net::TcpStream;
use std::time::{Duration, Instant};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// A class: its code, the teacher's token, and each child's (id, token).
pub struct Class {
    pub code: String,
    pub teacher: String,
    pub children: Vec<(String, String)>,
}

/// Makes a class of `children` joined children on the server at `base`.
pub fn class(base: &str, children: usize) -> Class {
    let agent = agent();
    let (status, created) = post(
        &agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "games", "teacher_pin": "2468"}),
    )
    .unwrap();
    assert_eq!(status, 201, "{created}");
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let names: Vec<String> = (0..children).map(|i| format!("kid{i:02}")).collect();
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

/// One WebSocket read as JSON text messages.
pub struct Socket(WebSocket<MaybeTlsStream<TcpStream>>);

impl Socket {
    /// Connects, or says why not.
    pub fn try_connect(url: &str) -> Result<Socket, String> {
        let (socket, _) = tungstenite::connect(url).map_err(|e| e.to_string())?;
        if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
            stream
                .set_read_timeout(Some(Duration::from_millis(100)))
                .map_err(|e| e.to_string())?;
        }
        Ok(Socket(socket))
    }

    pub fn teacher(base: &str, class: &Class) -> Socket {
        let ws = base.replacen("http://", "ws://", 1);
        Socket::try_connect(&format!(
            "{ws}/api/classes/{}/live?token={}",
            class.code, class.teacher
        ))
        .unwrap()
    }

    pub fn device(base: &str, token: &str) -> Socket {
        Socket::try_device(base, token).unwrap()
    }

    pub fn try_device(base: &str, token: &str) -> Result<Socket, String> {
        let ws = base.replacen("http://", "ws://", 1);
        Socket::try_connect(&format!("{ws}/api/live?token={token}"))
    }

    pub fn send(&mut self, value: &Value) {
        self.send_text(&value.to_string()).unwrap();
    }

    pub fn send_text(&mut self, text: &str) -> Result<(), String> {
        self.0
            .send(Message::Text(text.to_owned().into()))
            .map_err(|e| e.to_string())
    }

    /// The next text message within `wait` (`Ok(None)`: none came), or the connection's end.
    pub fn read(&mut self, wait: Duration) -> Result<Option<Value>, String> {
        let deadline = Instant::now() + wait;
        while Instant::now() < deadline {
            match self.0.read() {
                Ok(Message::Text(text)) => {
                    return Ok(Some(serde_json::from_str(text.as_str()).unwrap()));
                }
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) => {}
                Err(e) => return Err(e.to_string()),
            }
        }
        Ok(None)
    }

    /// Reads until a message satisfies `wanted` (20 s at most); panics with the last messages
    /// seen when none does.
    pub fn until(&mut self, what: &str, wanted: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut seen = Vec::new();
        while Instant::now() < deadline {
            if let Some(message) = self.read(Duration::from_millis(200)).unwrap() {
                if wanted(&message) {
                    return message;
                }
                seen.push(message);
            }
        }
        let last: Vec<&Value> = seen.iter().rev().take(6).collect();
        panic!("no {what} within 20 s; last messages: {last:?}");
    }

    /// Every message that comes within `wait`.
    pub fn drain(&mut self, wait: Duration) -> Vec<Value> {
        let deadline = Instant::now() + wait;
        let mut seen = Vec::new();
        while Instant::now() < deadline {
            if let Ok(Some(message)) = self.read(Duration::from_millis(50)) {
                seen.push(message);
            }
        }
        seen
    }
}

/// `{"type":"refused"}` for `room` with `reason`.
pub fn is_refusal(reason: &str) -> impl Fn(&Value) -> bool + '_ {
    move |m: &Value| m["type"] == "refused" && m["reason"] == reason
}

/// A `room` message.
pub fn is_room(m: &Value) -> bool {
    m["type"] == "room"
}

/// The teacher pairs two children; the room id.
pub fn pair(teacher: &mut Socket, game: &str, rules: Value, a: &str, b: &str) -> String {
    teacher.send(&json!({"type": "pair", "game": game, "rules": rules, "players": [a, b]}));
    let paired = teacher.until("paired", |m| m["type"] == "paired");
    paired["room"].as_str().unwrap().to_owned()
}

/// A move message.
pub fn mv(room: &str, mv: &str, action_id: &str) -> Value {
    json!({"type": "move", "room": room, "move": mv, "action_id": action_id})
}
