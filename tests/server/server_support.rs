//! Shared by the server tests: the real router over a fresh SQLite store, called in-process,
//! and the real `qi-classroom serve` binary started on a loopback port.
#![allow(dead_code, clippy::unwrap_used)] // the app's test crate uses only part of it

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use qi_classroom::server::catalog::Content;
use qi_classroom::server::web::Words;
use qi_classroom::server::{App, router};
use qi_classroom::store::SqliteStore;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};
use tower::ServiceExt;

/// A lesson with 9 steps and a puzzle, both built in.
pub const LESSON: &str = "jungle-10-food-chain";
pub const LESSON_STEPS: u32 = 9;
pub const PUZZLE: &str = "jungle-endgame-02";

/// The router over a store in a temporary folder.
pub struct TestApp {
    pub router: axum::Router,
    pub app: Arc<App<SqliteStore>>,
    pub dir: tempfile::TempDir,
}

/// The real router over SQLite, served on a loopback port by its own runtime (for tests that
/// drive the app against it); keep it alive for as long as the server should answer.
pub struct Loopback {
    pub runtime: tokio::runtime::Runtime,
    pub server: TestApp,
    /// `http://127.0.0.1:PORT`.
    pub base: String,
}

impl Loopback {
    pub fn start() -> Self {
        Self::start_with_limits(qi_classroom::server::limits::Limits::new())
    }

    /// [`Loopback::start`] with the server's rate limits set to `limits`.
    pub fn start_with_limits(limits: qi_classroom::server::limits::Limits) -> Self {
        let runtime = runtime();
        let server = runtime.block_on(TestApp::with_limits(limits));
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
            .unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let router = server.router.clone();
        runtime.spawn(async move { axum::serve(listener, router).await });
        Loopback {
            runtime,
            server,
            base,
        }
    }
}

/// The catalog and each lesson's concepts, loaded once.
type Loaded = (
    qi_classroom::classroom::Catalog,
    Vec<(String, Vec<String>)>,
    std::sync::Arc<qi_classroom::content::Library>,
);

fn content() -> Content {
    // Loading the built-in library once per test binary keeps the tests quick.
    static CONTENT: OnceLock<Loaded> = OnceLock::new();
    let (catalog, concepts, library) = CONTENT.get_or_init(|| {
        let content = Content::load(&[]);
        (
            content.catalog,
            content.concepts.into_iter().collect(),
            content.library,
        )
    });
    Content {
        catalog: catalog.clone(),
        concepts: concepts.iter().cloned().collect(),
        library: std::sync::Arc::clone(library),
        ..Content::default()
    }
}

fn words() -> Words {
    Words::new(&qi_classroom::i18n::Localizer::new(
        qi_classroom::i18n::Locale::En,
    ))
}

impl TestApp {
    pub async fn new() -> Self {
        Self::with_web(None).await
    }

    /// A server whose rate limits are `limits`.
    pub async fn with_limits(limits: qi_classroom::server::limits::Limits) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let store = SqliteStore::open(&dir.path().join("classroom.sqlite"))
            .await
            .unwrap();
        let mut app = App::new(store, content(), dir.path().join("no-web"), words());
        app.limits = limits;
        let app = Arc::new(app);
        TestApp {
            router: router(app.clone()),
            app,
            dir,
        }
    }

    pub async fn with_web(web: Option<&Path>) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let store = SqliteStore::open(&dir.path().join("classroom.sqlite"))
            .await
            .unwrap();
        Self::over(store, dir, web)
    }

    /// The router over `store`, whose file is in `dir`.
    pub fn over(store: SqliteStore, dir: tempfile::TempDir, web: Option<&Path>) -> Self {
        let web = web.map_or_else(|| dir.path().join("no-web"), Path::to_path_buf);
        let app = Arc::new(App::new(store, content(), web, words()));
        TestApp {
            router: router(app.clone()),
            app,
            dir,
        }
    }

    /// Sends a request with a raw body; answers the status and the body parsed as JSON (or as a
    /// JSON string when it is not JSON).
    pub async fn raw(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Vec<u8>,
    ) -> (StatusCode, Value) {
        let mut request = Request::builder().method(method).uri(path);
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        let request = request
            .header("content-type", "application/json")
            .body(Body::from(body))
            .unwrap();
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        let value = serde_json::from_slice(&bytes)
            .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
        (status, value)
    }

    pub async fn call(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let bytes = body.map(|b| b.to_string().into_bytes()).unwrap_or_default();
        self.raw(method, path, token, bytes).await
    }

    /// A class with a teacher token: (code, token).
    pub async fn class(&self, name: &str, pin: &str) -> (String, String) {
        let (status, body) = self
            .call(
                "POST",
                "/api/classes",
                None,
                Some(json!({"name": name, "teacher_pin": pin})),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        (
            body["class_code"].as_str().unwrap().to_owned(),
            body["teacher_token"].as_str().unwrap().to_owned(),
        )
    }

    /// A child in the class, joined: (student id, student token).
    pub async fn child(&self, code: &str, teacher: &str, name: &str) -> (String, String) {
        let (status, body) = self
            .call(
                "POST",
                &format!("/api/classes/{code}/students"),
                Some(teacher),
                Some(json!({"name": name, "avatar": "lion"})),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let id = body["student_id"].as_str().unwrap().to_owned();
        let (status, body) = self
            .call(
                "POST",
                "/api/join",
                None,
                Some(json!({"class_code": code, "student_id": id})),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        (id, body["student_token"].as_str().unwrap().to_owned())
    }
}

pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

/// A lesson-step event.
pub fn step(id: &str, step: u32, stars: u32, mistakes: u32) -> Value {
    json!({"id": id, "kind": "lesson-step", "lesson": LESSON, "step": step, "stars": stars,
           "mistakes": mistakes, "hints": 1, "seconds": 20})
}

/// The real `qi-classroom serve` on 127.0.0.1, any free port.
pub struct Served {
    pub child: Child,
    pub base: String,
    /// Every line printed so far.
    pub lines: Arc<std::sync::Mutex<Vec<String>>>,
}

impl Served {
    /// Starts the binary on `data` and waits (≤ 60 s) for it to print its address.
    pub fn start(data: &Path) -> Self {
        Self::start_with(data, "en_US.UTF-8")
    }

    /// Starts the binary with `LANG` set to `lang`.
    pub fn start_with(data: &Path, lang: &str) -> Self {
        Self::start_on(data, lang, 0)
    }

    /// Starts the binary on `port` (0: any free one).
    pub fn start_on(data: &Path, lang: &str, port: u16) -> Self {
        Self::start_serving(data, lang, port, None)
    }

    /// Starts the binary on `port`, serving the teacher's lessons in `lessons` if given.
    pub fn start_serving(data: &Path, lang: &str, port: u16, lessons: Option<&Path>) -> Self {
        Self::start_with_args(data, lang, port, lessons, &[])
    }

    /// Starts the binary on a free port with the PostgreSQL database at `url`.
    pub fn start_on_postgres(data: &Path, url: &str) -> Self {
        Self::start_with_args(data, "en_US.UTF-8", 0, None, &["--database-url", url])
    }

    /// Starts the binary on `port` with `extra` arguments after the usual ones.
    pub fn start_with_args(
        data: &Path,
        lang: &str,
        port: u16,
        lessons: Option<&Path>,
        extra: &[&str],
    ) -> Self {
        let mut command = Command::new(env!("CARGO_BIN_EXE_qi-classroom"));
        if let Some(folder) = lessons {
            command.arg("serve").arg("--lessons").arg(folder);
        } else {
            command.arg("serve");
        }
        let mut child = command
            .args(["--port", &port.to_string(), "--bind", "127.0.0.1", "--data"])
            .arg(data)
            .arg("--web")
            .arg(data.join("no-web"))
            .args(extra)
            .env("LANG", lang)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, receiver) = std::sync::mpsc::channel();
        let lines = Arc::new(std::sync::Mutex::new(Vec::new()));
        let seen = lines.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(start) = line.find("http://127.0.0.1:") {
                    let _ = sender.send(line[start..].trim().to_owned());
                }
                seen.lock().unwrap().push(line);
            }
        });
        let base = receiver
            .recv_timeout(Duration::from_secs(60))
            .expect("the server printed its address");
        let served = Served {
            child,
            base: base.trim_end_matches('/').to_owned(),
            lines,
        };
        served.wait_healthy();
        served
    }

    fn wait_healthy(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            if ureq::get(&format!("{}/api/health", self.base))
                .call()
                .is_ok()
            {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        panic!("the server did not become healthy");
    }

    /// The lines printed so far.
    pub fn printed(&self) -> String {
        self.lines.lock().unwrap().join("\n")
    }

    /// SIGKILL: no chance to flush anything.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An HTTP agent for loopback tests that reports every status instead of erroring on 4xx.
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into()
}

/// POST JSON with an optional token; the status and JSON answer (Err on a transport failure).
pub fn post(
    agent: &ureq::Agent,
    url: &str,
    token: Option<&str>,
    body: &Value,
) -> Result<(u16, Value), String> {
    let mut request = agent.post(url);
    if let Some(token) = token {
        request = request.header("authorization", &format!("Bearer {token}"));
    }
    let mut response = request.send_json(body).map_err(|e| e.to_string())?;
    let status = response.status().as_u16();
    let value = response
        .body_mut()
        .read_json::<Value>()
        .unwrap_or(Value::Null);
    Ok((status, value))
}

/// GET with an optional token.
pub fn get(agent: &ureq::Agent, url: &str, token: Option<&str>) -> Result<(u16, Value), String> {
    let mut request = agent.get(url);
    if let Some(token) = token {
        request = request.header("authorization", &format!("Bearer {token}"));
    }
    let mut response = request.call().map_err(|e| e.to_string())?;
    let status = response.status().as_u16();
    let value = response
        .body_mut()
        .read_json::<Value>()
        .unwrap_or(Value::Null);
    Ok((status, value))
}

/// A request in process; the status, headers and raw body.
pub async fn send(
    app: &TestApp,
    request: Request<Body>,
) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let response = app.router.clone().oneshot(request).await.unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    (status, headers, bytes.to_vec())
}

/// An in-process request with headers.
pub fn request(method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Request<Body> {
    let mut builder = Request::builder().method(method).uri(path);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    builder.body(Body::from(body.to_owned())).unwrap()
}
