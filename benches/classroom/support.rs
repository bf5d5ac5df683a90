//! What the server benchmarks share: the real `qi-classroom serve` started on loopback, JSON
//! posts, live sockets, percentiles.
#![allow(clippy::unwrap_used)] // benchmark set-up

use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// A live socket.
pub type Socket = WebSocket<MaybeTlsStream<TcpStream>>;

/// A running server, killed when dropped.
pub struct Server {
    child: Child,
    /// `http://127.0.0.1:<port>`.
    pub base: String,
}

impl Server {
    /// The server process's id (for its resident memory).
    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn start(data: &std::path::Path, database: Option<&str>) -> Server {
    let mut command = Command::new(env!("CARGO_BIN_EXE_qi-classroom"));
    command
        .args(["serve", "--port", "0", "--bind", "127.0.0.1", "--data"])
        .arg(data)
        .arg("--web")
        .arg(data.join("no-web"));
    if let Some(url) = database {
        command.args(["--database-url", url]);
    }
    let mut child = command
        .env("LANG", "en_US.UTF-8")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Some(start) = line.find("http://127.0.0.1:") {
                let _ = sender.send(line[start..].trim().trim_end_matches('/').to_owned());
            }
        }
    });
    let base = receiver.recv_timeout(Duration::from_secs(60)).unwrap();
    Server { child, base }
}

pub fn post(url: &str, token: Option<&str>, body: &Value) -> Value {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let mut request = agent.post(url);
    if let Some(token) = token {
        request = request.header("authorization", &format!("Bearer {token}"));
    }
    let mut response = request.send_json(body).unwrap();
    response.body_mut().read_json().unwrap_or(Value::Null)
}

pub fn connect(url: &str, read_timeout: Duration) -> Socket {
    let (socket, _) = tungstenite::connect(url).unwrap();
    if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
        stream.set_read_timeout(Some(read_timeout)).unwrap();
        stream.set_nodelay(true).unwrap();
    }
    socket
}

pub fn read(socket: &mut Socket) -> Option<Value> {
    match socket.read() {
        Ok(Message::Text(text)) => serde_json::from_str(text.as_str()).ok(),
        _ => None,
    }
}

pub fn send(socket: &mut Socket, value: &Value) {
    socket
        .send(Message::Text(value.to_string().into()))
        .unwrap();
}

pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}
