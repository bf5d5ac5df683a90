//! Live updates over WebSocket: the teacher's dashboard (`/api/classes/{class_code}/live`) and
//! the devices' today's-work channel (`/api/live`). A browser cannot set headers on a socket, so
//! the token may come as `?token=`. Snapshots are read from the store, so a dashboard is right
//! even when another process took the event; a local change only makes it come sooner.

use super::auth::{self, Auth};
use super::classes::teachers_class;
use super::error::ApiError;
use super::progress::read_dashboard;
use super::{App, now_ms, race, rooms_live, teach, teach_live};
use crate::classroom::PROTOCOL_VERSION;
use crate::classroom::dashboard::TeacherMessage;
use crate::classroom::protocol::{Assignment, DeviceMessage};
use crate::store::Store;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::broadcast;

/// How often a snapshot is sent even without a local change (other processes' events).
const REFRESH: Duration = Duration::from_secs(3);
/// How often a quiet device socket is pinged, well within the connections' idle timeout.
const PING: Duration = Duration::from_secs(4);
/// How long a burst of changes settles before one dashboard snapshot is sent.
const SETTLE: Duration = Duration::from_millis(200);
/// The longest a socket stays open (a school day); the client reconnects after.
const MAX_SOCKET_LIFE: Duration = Duration::from_secs(12 * 3600);

/// One class's "something changed" signal and open device sockets (child → count).
type ClassChannel = (broadcast::Sender<()>, HashMap<String, usize>);

/// Per class: a "something changed" signal, and the children whose device socket is open here.
#[derive(Debug, Default)]
pub struct Hub {
    classes: Mutex<HashMap<String, ClassChannel>>,
}

impl Hub {
    /// Tells the class's open sockets that something changed.
    pub fn notify(&self, class_code: &str) {
        if let Ok(classes) = self.classes.lock()
            && let Some((sender, _)) = classes.get(class_code)
        {
            let _ = sender.send(());
        }
    }

    fn subscribe(&self, class_code: &str) -> Option<broadcast::Receiver<()>> {
        let mut classes = self.classes.lock().ok()?;
        let entry = classes
            .entry(class_code.to_owned())
            .or_insert_with(|| (broadcast::channel(16).0, HashMap::new()));
        Some(entry.0.subscribe())
    }

    fn device(&self, class_code: &str, student_id: &str, open: bool) {
        if let Ok(mut classes) = self.classes.lock()
            && let Some((_, devices)) = classes.get_mut(class_code)
        {
            let count = devices.entry(student_id.to_owned()).or_insert(0);
            if open {
                *count += 1;
            } else {
                *count = count.saturating_sub(1);
                if *count == 0 {
                    devices.remove(student_id);
                }
            }
        }
    }

    /// The children whose device socket is open on this process.
    pub fn connected(&self, class_code: &str) -> HashSet<String> {
        self.classes
            .lock()
            .ok()
            .and_then(|classes| {
                classes
                    .get(class_code)
                    .map(|(_, devices)| devices.keys().cloned().collect())
            })
            .unwrap_or_default()
    }
}

/// `?token=` on a socket URL.
#[derive(Debug, serde::Deserialize)]
pub struct TokenQuery {
    token: Option<String>,
}

async fn socket_auth<S: Store>(
    app: &App<S>,
    headers: &HeaderMap,
    query: &TokenQuery,
) -> Result<Auth, ApiError> {
    let token = auth::bearer(headers)
        .map(str::to_owned)
        .or_else(|| query.token.clone())
        .ok_or_else(ApiError::unauthorized)?;
    auth::verify(&app.store, &token).await
}

/// `GET /api/classes/{class_code}/live` (teacher, WebSocket): dashboard snapshots.
pub async fn teacher_socket<S: Store>(
    State(app): State<Arc<App<S>>>,
    Path(code): Path<String>,
    Query(query): Query<TokenQuery>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let auth = socket_auth(&app, &headers, &query).await?;
    let class = teachers_class(&app, &auth, &code).await?;
    let upgrade = upgrade.max_message_size(teach_live::MAX_SOCKET_MESSAGE);
    Ok(upgrade.on_upgrade(move |socket| async move {
        let _ = tokio::time::timeout(MAX_SOCKET_LIFE, teacher_loop(app, class.code, socket)).await;
    }))
}

async fn teacher_loop<S: Store>(app: Arc<App<S>>, code: String, mut socket: WebSocket) {
    let (Some(mut changes), Some(mut signals), Some(mut room_signals), Some(mut race_signals)) = (
        app.hub.subscribe(&code),
        app.teach.subscribe(&code),
        app.rooms.subscribe(&code),
        app.race.subscribe(&code),
    ) else {
        return;
    };
    // The races' standings (running ones, and the last one), then each change.
    for message in race::teacher_on_connect(&app, &code).await {
        if !teach_live::send_json(&mut socket, &message).await {
            return;
        }
    }
    // Every unfinished game of the class, whole, then each move as it is made.
    let mut watch = rooms_live::Watch::teacher();
    if !rooms_live::on_connect(&app, &code, &mut watch, &mut socket).await {
        return;
    }
    // Class-wide room commands run beside this loop (see `rooms_live::teacher_commands`);
    // the worker ends when this loop drops its sender.
    let (commands, queued) = tokio::sync::mpsc::channel(rooms_live::TEACHER_QUEUE);
    let (answers, mut command_replies) = tokio::sync::mpsc::channel(rooms_live::TEACHER_QUEUE);
    tokio::spawn(rooms_live::teacher_commands(
        Arc::clone(&app),
        code.clone(),
        queued,
        answers,
    ));
    let mut room_tick = tokio::time::interval(rooms_live::REFRESH);
    let mut tick = tokio::time::interval(REFRESH);
    // A burst of events settles into one snapshot: the dashboard is sent when this passes.
    let mut settle: Option<tokio::time::Instant> = None;
    let mut dashboard_due = true;
    loop {
        if dashboard_due {
            dashboard_due = false;
            let Ok(Some(class)) = app.store.class(&code).await else {
                return;
            };
            let Ok(dashboard) = read_dashboard(&app, &class).await else {
                return;
            };
            if !teach_live::send_json(&mut socket, &TeacherMessage::Dashboard { dashboard }).await {
                return;
            }
            // The open questions' answers too: who is connected changes with the dashboard.
            for message in teach::open_answers(&app, &code).await {
                if !teach_live::send_json(&mut socket, &message).await {
                    return;
                }
            }
        }
        let wake = settle.unwrap_or_else(|| tokio::time::Instant::now() + MAX_SOCKET_LIFE);
        tokio::select! {
            _ = tick.tick() => dashboard_due = true,
            _ = tokio::time::sleep_until(wake), if settle.is_some() => {
                settle = None;
                dashboard_due = true;
            }
            change = changes.recv() => {
                if matches!(change, Err(broadcast::error::RecvError::Closed)) {
                    return;
                }
                settle.get_or_insert_with(|| tokio::time::Instant::now() + SETTLE);
            }
            signal = signals.recv() => {
                let mut ids = BTreeSet::new();
                match signal {
                    Ok(signal) => {
                        ids.insert(signal.question_id().to_owned());
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => dashboard_due = true,
                    Err(broadcast::error::RecvError::Closed) => return,
                }
                // Signals already waiting are answered by the same reads (bounded: the
                // channel holds at most its capacity).
                while let Ok(more) = signals.try_recv() {
                    ids.insert(more.question_id().to_owned());
                }
                for id in ids {
                    if let Some(message) = teach::answers_of(&app, &code, &id).await
                        && !teach_live::send_json(&mut socket, &message).await
                    {
                        return;
                    }
                }
            }
            signal = race_signals.recv() => {
                let mut ids = BTreeSet::new();
                match signal {
                    Ok(id) => {
                        ids.insert(id);
                    }
                    Err(broadcast::error::RecvError::Lagged(_)) => {}
                    Err(broadcast::error::RecvError::Closed) => return,
                }
                // Signals already waiting are answered by the same reads (bounded: the
                // channel holds at most its capacity).
                while let Ok(more) = race_signals.try_recv() {
                    ids.insert(more);
                }
                for id in ids {
                    if let Some(message) = race::standings_message(&app, &code, &id).await
                        && !teach_live::send_json(&mut socket, &message).await
                    {
                        return;
                    }
                }
            }
            signal = room_signals.recv() => {
                let signal = match signal {
                    Ok(signal) => Some(signal),
                    Err(broadcast::error::RecvError::Lagged(_)) => None,
                    Err(broadcast::error::RecvError::Closed) => return,
                };
                if !rooms_live::on_signal(&app, &code, &mut watch, &mut socket, signal).await {
                    return;
                }
            }
            _ = room_tick.tick() => {
                if !rooms_live::on_signal(&app, &code, &mut watch, &mut socket, None).await {
                    return;
                }
            }
            Some(replies) = command_replies.recv() => {
                for reply in replies {
                    if !teach_live::send_json(&mut socket, &reply).await {
                        return;
                    }
                }
            }
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(Message::Text(text))) => {
                    let text = text.as_str();
                    if let Some(replies) = race::on_teacher_text(&app, &code, text).await {
                        for reply in replies {
                            if !teach_live::send_json(&mut socket, &reply).await {
                                return;
                            }
                        }
                        continue;
                    }
                    match rooms_live::on_teacher_text(
                        &app,
                        &code,
                        &mut watch,
                        &mut socket,
                        &commands,
                        text,
                    )
                    .await
                    {
                        Some(true) => {}
                        Some(false) => return,
                        None => {
                            for reply in teach::on_teacher_text(&app, &code, text).await {
                                if !teach_live::send_json(&mut socket, &reply).await {
                                    return;
                                }
                            }
                        }
                    }
                }
                Some(Ok(_)) => {}
            },
        }
    }
}

/// `GET /api/live` (student, WebSocket): today's work, sent on connect and on change.
pub async fn device_socket<S: Store>(
    State(app): State<Arc<App<S>>>,
    Query(query): Query<TokenQuery>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Result<Response, ApiError> {
    let auth = socket_auth(&app, &headers, &query).await?;
    let student_id = auth.student()?.to_owned();
    let upgrade = upgrade.max_message_size(teach_live::MAX_SOCKET_MESSAGE);
    Ok(upgrade.on_upgrade(move |socket| async move {
        app.hub.subscribe(&auth.class_code);
        app.hub.device(&auth.class_code, &student_id, true);
        app.notify(&auth.class_code);
        let _ = tokio::time::timeout(
            MAX_SOCKET_LIFE,
            device_loop(&app, &auth.class_code, &student_id, socket),
        )
        .await;
        app.hub.device(&auth.class_code, &student_id, false);
        app.notify(&auth.class_code);
    }))
}

async fn device_loop<S: Store>(
    app: &Arc<App<S>>,
    code: &str,
    student_id: &str,
    mut socket: WebSocket,
) {
    let (Some(mut changes), Some(mut signals), Some(mut room_signals), Some(mut race_signals)) = (
        app.hub.subscribe(code),
        app.teach.subscribe(code),
        app.rooms.subscribe(code),
        app.race.subscribe(code),
    ) else {
        return;
    };
    // A race running now is shown at once (also after a reconnect or a server restart).
    let mut told = race::Told::default();
    for message in told.fresh(race::running(app, code, student_id).await) {
        if !teach_live::send_json(&mut socket, &message).await {
            return;
        }
    }
    let mut flood = teach_live::Flood::default();
    // A question open now is shown at once (also after a reconnect or a server restart).
    for message in teach::open_questions(app, code).await {
        if !teach_live::send_json(&mut socket, &message).await {
            return;
        }
    }
    // So is every unfinished game the child is seated in.
    let mut watch = rooms_live::Watch::device(student_id);
    if !rooms_live::on_connect(app, code, &mut watch, &mut socket).await {
        return;
    }
    let mut room_tick = tokio::time::interval(rooms_live::REFRESH);
    let mut tick = tokio::time::interval(REFRESH * 5);
    let mut ping = tokio::time::interval(PING);
    let mut last_sent = String::new();
    loop {
        let Ok(Some(class)) = app.store.class(code).await else {
            return;
        };
        let _ = app.store.touch_student(student_id, now_ms(), None).await;
        if class.assignment != last_sent {
            let assignment: Assignment =
                serde_json::from_str(&class.assignment).unwrap_or_default();
            let message = DeviceMessage::Assignment {
                version: PROTOCOL_VERSION,
                assignment,
            };
            let Ok(text) = serde_json::to_string(&message) else {
                return;
            };
            if socket.send(Message::Text(text.into())).await.is_err() {
                return;
            }
            last_sent = class.assignment;
        }
        // Wait for a reason to look again; pings and their pongs only keep the socket alive.
        loop {
            tokio::select! {
                _ = tick.tick() => break,
                _ = ping.tick() => {
                    if socket.send(Message::Ping(Default::default())).await.is_err() {
                        return;
                    }
                }
                change = changes.recv() => {
                    if matches!(change, Err(broadcast::error::RecvError::Closed)) {
                        return;
                    }
                    break;
                }
                signal = signals.recv() => {
                    let messages = match signal {
                        Ok(signal) => teach::device_messages(app, code, &signal).await,
                        // Missed some: show what is open now.
                        Err(broadcast::error::RecvError::Lagged(_)) => {
                            teach::open_questions(app, code).await
                        }
                        Err(broadcast::error::RecvError::Closed) => return,
                    };
                    for message in messages {
                        if !teach_live::send_json(&mut socket, &message).await {
                            return;
                        }
                    }
                }
                signal = race_signals.recv() => {
                    let messages = match signal {
                        Ok(id) => race::device_messages(app, code, &id).await,
                        // Missed some: show what runs now.
                        Err(broadcast::error::RecvError::Lagged(_)) => race::running(app, code, student_id).await,
                        Err(broadcast::error::RecvError::Closed) => return,
                    };
                    for message in told.fresh(messages) {
                        if !teach_live::send_json(&mut socket, &message).await {
                            return;
                        }
                    }
                }
                signal = room_signals.recv() => {
                    let signal = match signal {
                        Ok(signal) => Some(signal),
                        Err(broadcast::error::RecvError::Lagged(_)) => None,
                        Err(broadcast::error::RecvError::Closed) => return,
                    };
                    if !rooms_live::on_signal(app, code, &mut watch, &mut socket, signal).await {
                        return;
                    }
                }
                _ = room_tick.tick() => {
                    if !rooms_live::on_signal(app, code, &mut watch, &mut socket, None).await {
                        return;
                    }
                }
                incoming = socket.recv() => match incoming {
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                    Some(Ok(Message::Text(text))) => {
                        let text = text.as_str();
                        let reply = match flood.check() {
                            teach_live::Gate::Pass => {
                                if let Some(reply) =
                                    race::on_device_text(app, code, student_id, text).await
                                {
                                    if !teach_live::send_json(&mut socket, &reply).await {
                                        return;
                                    }
                                    continue;
                                }
                                match rooms_live::on_device_text(
                                    app, code, student_id, &mut watch, &mut socket, text,
                                )
                                .await
                                {
                                    Some(true) => continue,
                                    Some(false) => return,
                                    None => {}
                                }
                                teach::on_device_text(app, code, student_id, text).await
                            }
                            teach_live::Gate::Refuse => {
                                Some(teach::device_refusal(None, None, "too-many-messages"))
                            }
                            teach_live::Gate::Drop => continue,
                        };
                        match reply {
                            Some(reply) => {
                                if !teach_live::send_json(&mut socket, &reply).await {
                                    return;
                                }
                            }
                            None => break,
                        }
                    }
                    Some(Ok(_)) => break,
                },
            }
        }
    }
}
