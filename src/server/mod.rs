//! The classroom server (`qi-classroom serve`): axum routes over the `classroom` rules and the
//! `store`. Handlers are thin (parse, call, answer) and get their state explicitly ([`App`]).
//!
//! HTTP contract: see docs/classroom-server.md. Every bad input is a 4xx with `{"error":…}`.
//! Limits and timeouts are layers around the routes ([`router`]): request checks (`gate`),
//! rate limits (`limits`), a body limit and a time limit per request; the connection cap and
//! idle timeout sit under them, in the listener (`connections`).

pub mod auth;
pub mod catalog;
pub mod class_signals;
pub mod classes;
pub mod connections;
pub mod error;
pub mod games;
pub mod gate;
pub mod hashing;
pub mod lan;
pub mod limits;
pub mod live;
pub mod mistakes;
pub mod pin_hash;
pub mod print;
pub mod progress;
pub mod projector_games;
pub mod qr;
pub mod race;
pub mod rooms;
pub mod rooms_invite;
pub mod rooms_live;
pub mod run;
pub mod simul;
pub mod teach;
pub mod teach_live;
pub mod teach_projector;
pub mod tournaments;
pub mod views;
pub mod web;

use crate::classroom::PROTOCOL_VERSION;
use crate::store::Store;
use axum::Json;
use axum::Router;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use axum::routing::{any, delete, get, post, put};
use catalog::Content;
use error::{ApiError, BODY_LIMIT};
use live::Hub;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::timeout::TimeoutLayer;

/// The longest a request may take before it is answered 503 (under the connections' idle
/// timeout, so an answer is always sent before the connection would be dropped).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(8);

/// Everything a handler may use.
#[derive(Debug)]
pub struct App<S> {
    /// The database.
    pub store: S,
    /// The lessons and puzzles accepted and served.
    pub content: Content,
    /// The open sockets.
    pub hub: Hub,
    /// The teach board's signals to this process's sockets.
    pub teach: teach::TeachHub,
    /// The game rooms' cache and signals to this process's sockets.
    pub rooms: rooms::RoomHub,
    /// The placement races' signals to this process's sockets.
    pub race: race::RaceHub,
    /// The addresses printed at start (LAN first), for the projector page.
    pub urls: Vec<String>,
    /// The server pages' words.
    pub words: web::Words,
    /// The web bundle's folder.
    pub web: PathBuf,
    /// The bounded threads that hash and check PINs.
    pub hasher: hashing::PinHasher,
    /// Per device, per address and per child rate limits.
    pub limits: limits::Limits,
    /// Host names answered besides addresses, `localhost` and `.local` names (`--allow-host`).
    pub allowed_hosts: Vec<String>,
}

impl<S: Store> App<S> {
    /// The state for `store` with `content`, serving the web bundle from `web`.
    pub fn new(store: S, content: Content, web: PathBuf, words: web::Words) -> Self {
        App {
            store,
            content,
            hub: Hub::default(),
            teach: teach::TeachHub::default(),
            rooms: rooms::RoomHub::default(),
            race: race::RaceHub::default(),
            urls: Vec::new(),
            words,
            web,
            hasher: hashing::PinHasher::new(),
            limits: limits::Limits::new(),
            allowed_hosts: Vec::new(),
        }
    }

    /// Tells the class's open sockets that something changed.
    pub fn notify(&self, class_code: &str) {
        self.hub.notify(class_code);
    }
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// `GET /api/health`: `{"ok":true}` while the database answers and takes writes; otherwise 503
/// `{"ok":false,"error":"…","storage":"disk-full"}` (`read-only`, `missing`, `unavailable`).
async fn health<S: Store>(State(app): State<Arc<App<S>>>) -> (StatusCode, Json<serde_json::Value>) {
    let checked = app.store.check().await;
    let trouble = match &checked {
        Ok(()) => app.store.trouble(),
        Err(error) => Some(error.trouble.unwrap_or(crate::store::Trouble::Unavailable)),
    };
    match trouble {
        None => (StatusCode::OK, Json(serde_json::json!({"ok": true}))),
        Some(trouble) => (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(serde_json::json!({
                "ok": false,
                "error": "the database cannot store anything now",
                "storage": trouble.as_str(),
            })),
        ),
    }
}

async fn method_not_allowed() -> ApiError {
    ApiError::new(StatusCode::METHOD_NOT_ALLOWED, "method not allowed")
}

async fn version() -> Json<serde_json::Value> {
    Json(serde_json::json!({"protocol": PROTOCOL_VERSION, "server": env!("CARGO_PKG_VERSION")}))
}

async fn api_not_found() -> ApiError {
    ApiError::not_found("endpoint")
}

/// Every route of the server.
pub fn router<S: Store>(app: Arc<App<S>>) -> Router {
    let index = app.web.join("index.html");
    let api = Router::new()
        .route("/api/health", get(health::<S>))
        .route("/api/version", get(version))
        .route("/api/classes", post(classes::create::<S>))
        .route("/api/teacher/login", post(classes::login::<S>))
        .route(
            "/api/classes/{class_code}/students",
            post(classes::add_student::<S>).get(classes::list_students::<S>),
        )
        .route(
            "/api/classes/{class_code}/roster",
            post(classes::paste_roster::<S>),
        )
        .route(
            "/api/classes/{class_code}/students/{student_id}",
            delete(classes::delete_student::<S>),
        )
        .route(
            "/api/classes/{class_code}/students/{student_id}/export",
            get(progress::export_student::<S>),
        )
        .route("/api/join", post(classes::join::<S>))
        .route("/api/progress", post(progress::post_progress::<S>))
        .route("/api/activity", post(progress::post_activity::<S>))
        .route("/api/assignment", get(progress::get_assignment::<S>))
        .route("/api/me", get(progress::me::<S>))
        .route("/api/library", get(progress::library::<S>))
        .route(
            "/api/classes/{class_code}/progress",
            get(progress::class_progress::<S>),
        )
        .route(
            "/api/classes/{class_code}/progress.csv",
            get(progress::progress_csv::<S>),
        )
        .route(
            "/api/classes/{class_code}/certificates.pdf",
            get(print::certificates::<S>),
        )
        .route("/api/worksheet.pdf", get(print::worksheet::<S>))
        .route(
            "/api/classes/{class_code}/dashboard",
            get(progress::dashboard::<S>),
        )
        .route(
            "/api/classes/{class_code}/assignment",
            put(classes::put_assignment::<S>).get(classes::get_class_assignment::<S>),
        )
        .route(
            "/api/classes/{class_code}/archive",
            post(classes::archive::<S>),
        )
        .route(
            "/api/classes/{class_code}/retention",
            put(classes::put_retention::<S>),
        )
        .route(
            "/api/classes/{class_code}/live",
            get(live::teacher_socket::<S>),
        )
        .route("/api/live", get(live::device_socket::<S>))
        .route("/api/classes/{class_code}/games", get(games::list::<S>))
        .route(
            "/api/classes/{class_code}/board",
            get(teach_projector::board::<S>),
        )
        .route(
            "/api/classes/{class_code}/race",
            get(race::projector_race::<S>),
        )
        .route(
            "/api/classes/{class_code}/mistakes",
            get(mistakes::class_mistakes::<S>),
        )
        .route(
            "/api/classes/{class_code}/rooms",
            get(projector_games::class_rooms::<S>),
        )
        .route(
            "/api/classes/{class_code}/tournament",
            get(projector_games::class_tournament::<S>),
        )
        .route("/projector/{class_code}", get(web::projector::<S>))
        .route("/projector-fonts/animals.ttf", get(web::animal_font))
        .route("/api", any(api_not_found))
        .route("/api/{*rest}", any(api_not_found))
        .method_not_allowed_fallback(method_not_allowed);
    let router = if index.is_file() {
        // scripts/build-web.sh leaves .br and .gz copies beside each file: a 7.8 MB wasm goes
        // out as 2.1 MB to a browser that asks for brotli.
        let files = ServeDir::new(&app.web)
            .precompressed_br()
            .precompressed_gzip()
            .fallback(ServeFile::new(index));
        api.fallback_service(files)
    } else {
        let page = app.words.missing_web.clone();
        api.fallback(move || {
            let page = page.clone();
            async move { axum::response::Html(page) }
        })
    };
    // Outermost first: checks, rate limits, then the time and body limits of the routes.
    router
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            REQUEST_TIMEOUT,
        ))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            limits::limit::<S>,
        ))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            gate::check::<S>,
        ))
        .with_state(app)
}
