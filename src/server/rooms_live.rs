//! The rooms' part of the live sockets: which rooms a socket follows and how far it has been
//! sent ([`Watch`]), the room messages of a device or the teacher, and the teacher's pairing.
//! `live` only dispatches here.
//!
//! A device follows the rooms its child is seated in (sent whole on connecting) and any room of
//! the class it asks for with `resume` (a spectator); the teacher's socket follows every room of
//! the class. On each signal a socket is sent, in order, every event after the last it was sent.

use super::rooms::{self, RoomSignal, Sender};
use super::rooms_invite::{self, INVITE_TYPES};
use super::{App, teach_live};
use super::{simul, tournaments};
use crate::classroom::room::{Room, RoomSpec};
use crate::classroom::room_wire::{
    PLAYER_TYPES, Pair, PairClass, PlayerCommand, RoomMessage, TEACHER_TYPES, refusal,
};
use crate::classroom::teach::MAX_MESSAGE_BYTES;
use crate::store::Store;
use axum::extract::ws::WebSocket;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::mpsc;

/// How often a socket reads its rooms' logs again, for an event whose signal it missed (a
/// process killed between its commit and its `NOTIFY`, a listener not yet connected).
pub const REFRESH: std::time::Duration = std::time::Duration::from_secs(2);

/// What one socket follows.
#[derive(Debug)]
pub struct Watch {
    /// Room → the last version this socket was sent.
    rooms: HashMap<String, u64>,
    /// The child of a device socket; `None` for the teacher (who follows every room).
    student: Option<String>,
}

impl Watch {
    /// A device socket's watch.
    pub fn device(student_id: &str) -> Watch {
        Watch {
            rooms: HashMap::new(),
            student: Some(student_id.to_owned()),
        }
    }

    /// The teacher socket's watch.
    pub fn teacher() -> Watch {
        Watch {
            rooms: HashMap::new(),
            student: None,
        }
    }

    /// Whether a signal concerns this socket.
    fn follows(&self, signal: &RoomSignal) -> bool {
        match &self.student {
            None => true,
            Some(id) => self.rooms.contains_key(&signal.room) || signal.players.contains(id),
        }
    }
}

/// The unfinished rooms of the class this socket follows from the start, sent whole.
pub async fn on_connect<S: Store>(
    app: &App<S>,
    class_code: &str,
    watch: &mut Watch,
    socket: &mut WebSocket,
) -> bool {
    let rows = app.store.class_rooms(class_code).await.unwrap_or_default();
    for row in rows {
        let seated = watch
            .student
            .as_ref()
            .is_none_or(|id| row.players.contains(id));
        if row.result.is_some() || !seated {
            continue;
        }
        if !send_since(app, class_code, watch, socket, &row.room_id, None, 0).await {
            return false;
        }
    }
    true
}

/// Sends what a signal brings (or, after a lag, every followed room's news).
pub async fn on_signal<S: Store>(
    app: &App<S>,
    class_code: &str,
    watch: &mut Watch,
    socket: &mut WebSocket,
    signal: Option<RoomSignal>,
) -> bool {
    let Some(signal) = signal else {
        let followed: Vec<(String, u64)> =
            watch.rooms.iter().map(|(r, v)| (r.clone(), *v)).collect();
        for (room, v) in followed {
            if !send_since(app, class_code, watch, socket, &room, Some(v), u64::MAX).await {
                return false;
            }
        }
        return true;
    };
    if !watch.follows(&signal) {
        return true;
    }
    if let Some(note) = &signal.note {
        // An invitation's news for the two children named (and the teacher).
        return teach_live::send_json(socket, &**note).await;
    }
    let since = watch.rooms.get(&signal.room).copied();
    if since.is_some_and(|v| v >= signal.v) {
        return true;
    }
    if let (Some(seen), Some(messages)) = (since, &signal.messages)
        && seen + 1 == signal.v
    {
        watch.rooms.insert(signal.room.clone(), signal.v);
        for message in messages.iter() {
            if !teach_live::send_json(socket, message).await {
                return false;
            }
        }
        return true;
    }
    if since.is_none() && signal.v == 0 {
        // A room made since this socket last looked: from its start, so every move arrives as
        // a `moved` even when the players were quicker than this socket.
        return send_from_start(app, class_code, watch, socket, &signal.room).await;
    }
    send_since(
        app,
        class_code,
        watch,
        socket,
        &signal.room,
        since,
        signal.v,
    )
    .await
}

/// Sends a new room as it was made (`v` 0), then every event since, and notes how far it was
/// sent.
async fn send_from_start<S: Store>(
    app: &App<S>,
    class_code: &str,
    watch: &mut Watch,
    socket: &mut WebSocket,
    room_id: &str,
) -> bool {
    let student = watch.student.clone();
    let found = rooms::with_room(app, class_code, room_id, 0, |room| {
        let you = rooms::colour_of(room, student.as_deref());
        // The start as it was (an opening's swap may have changed the colours since).
        let start = Room::new(room.spec().clone())
            .map(|made| made.state(rooms::colour_of(&made, student.as_deref())));
        (start, room.since(Some(0), you), room.version())
    })
    .await;
    let Ok((Ok(start), events, v)) = found else {
        return true;
    };
    watch.rooms.insert(room_id.to_owned(), v);
    for message in std::iter::once(start).chain(events) {
        if !teach_live::send_json(socket, &message).await {
            return false;
        }
    }
    true
}

/// Sends a room's events after `since` (or the whole room), and notes how far it was sent.
async fn send_since<S: Store>(
    app: &App<S>,
    class_code: &str,
    watch: &mut Watch,
    socket: &mut WebSocket,
    room_id: &str,
    since: Option<u64>,
    at_least: u64,
) -> bool {
    let student = watch.student.clone();
    let found = rooms::with_room(app, class_code, room_id, at_least, |room| {
        let you = rooms::colour_of(room, student.as_deref());
        (room.since(since, you), room.version())
    })
    .await;
    let Ok((messages, v)) = found else {
        return true;
    };
    watch.rooms.insert(room_id.to_owned(), v);
    for message in messages {
        if !teach_live::send_json(socket, &message).await {
            return false;
        }
    }
    true
}

/// What a text message is to the rooms.
enum Kind {
    /// One of ours: its type and the JSON.
    Room(String, Value),
    /// Not JSON, or JSON without a `"type"`: refused as `not-a-command`.
    Malformed,
    /// Another part's message (the teach board's).
    Other,
}

fn kind_of(text: &str) -> Kind {
    let Ok(value) = serde_json::from_str::<Value>(text) else {
        return Kind::Malformed;
    };
    let Some(kind) = value.get("type").and_then(Value::as_str).map(str::to_owned) else {
        return Kind::Malformed;
    };
    if PLAYER_TYPES.contains(&kind.as_str())
        || TEACHER_TYPES.contains(&kind.as_str())
        || INVITE_TYPES.contains(&kind.as_str())
    {
        Kind::Room(kind, value)
    } else {
        Kind::Other
    }
}

/// The kind of a text message, when it is one of ours; a malformed one is refused on the
/// socket (`Err(still open)`).
async fn room_kind(socket: &mut WebSocket, text: &str) -> Result<Option<(String, Value)>, bool> {
    match kind_of(text) {
        Kind::Room(kind, value) => Ok(Some((kind, value))),
        Kind::Other => Ok(None),
        Kind::Malformed => {
            Err(teach_live::send_json(socket, &refusal(None, "not-a-command", None)).await)
        }
    }
}

/// A device's text: `None` when it is not a room message; else the replies for the sender.
pub async fn on_device_text<S: Store>(
    app: &App<S>,
    class_code: &str,
    student_id: &str,
    watch: &mut Watch,
    socket: &mut WebSocket,
    text: &str,
) -> Option<bool> {
    if text.len() > MAX_MESSAGE_BYTES {
        return None;
    }
    let (kind, value) = match room_kind(socket, text).await {
        Ok(found) => found?,
        Err(open) => return Some(open),
    };
    if TEACHER_TYPES.contains(&kind.as_str()) {
        let room = value.get("room").and_then(Value::as_str);
        let reply = refusal(room, "teachers-only", None);
        return Some(teach_live::send_json(socket, &reply).await);
    }
    if INVITE_TYPES.contains(&kind.as_str()) {
        for reply in rooms_invite::on_device(app, class_code, student_id, &kind, value).await {
            if !teach_live::send_json(socket, &reply).await {
                return Some(false);
            }
        }
        return Some(true);
    }
    let sender = Sender::Student(student_id);
    Some(player_text(app, class_code, sender, watch, socket, value).await)
}

/// A player's or spectator's message, already known to be one of [`PLAYER_TYPES`].
async fn player_text<S: Store>(
    app: &App<S>,
    class_code: &str,
    sender: Sender<'_>,
    watch: &mut Watch,
    socket: &mut WebSocket,
    value: Value,
) -> bool {
    let room = value.get("room").and_then(Value::as_str).map(str::to_owned);
    let action_id = value
        .get("action_id")
        .and_then(Value::as_str)
        .map(str::to_owned);
    let command: PlayerCommand = match serde_json::from_value(value) {
        Ok(command) => command,
        Err(_) => {
            let reply = refusal(room.as_deref(), "not-a-command", action_id.as_deref());
            return teach_live::send_json(socket, &reply).await;
        }
    };
    if let PlayerCommand::Resume { room, since } = &command {
        let found = rooms::with_room(app, class_code, room, u64::MAX, |_| ()).await;
        if let Err(reason) = found {
            return teach_live::send_json(socket, &refusal(Some(room), reason, None)).await;
        }
        return send_since(app, class_code, watch, socket, room, *since, 0).await;
    }
    for reply in rooms::act(app, class_code, sender, &command).await {
        if !teach_live::send_json(socket, &reply).await {
            return false;
        }
    }
    true
}

/// A teacher's class-wide command (pairing, simul, tournament), queued for the socket's
/// [`teacher_commands`] worker.
#[derive(Debug)]
pub struct TeacherCommand {
    kind: String,
    value: Value,
}

/// How many of one teacher's class-wide commands may wait for the worker.
pub const TEACHER_QUEUE: usize = 8;

/// Carries out one teacher socket's class-wide commands, one after another and in order, off
/// the socket's loop: `pair-class` makes and stores a room per pair, which takes a while, and
/// the games it starts are moving meanwhile — the loop goes on relaying their moves to the
/// teacher (the projector) instead of waiting. Each command's replies go back to the loop.
pub async fn teacher_commands<S: Store>(
    app: Arc<App<S>>,
    class_code: String,
    mut commands: mpsc::Receiver<TeacherCommand>,
    replies: mpsc::Sender<Vec<Value>>,
) {
    while let Some(TeacherCommand { kind, value }) = commands.recv().await {
        let answer = match kind.as_str() {
            "pair" => pair(&app, &class_code, value).await,
            "pair-class" => pair_class(&app, &class_code, value).await,
            "simul-start" | "simul-restart" => {
                simul::on_teacher(&app, &class_code, &kind, value).await
            }
            "invitations" => rooms_invite::on_teacher(&app, &class_code, &value),
            "invite" | "invite-answer" => vec![teacher_refusal("not-seated")],
            _ => tournaments::on_teacher(&app, &class_code, &kind, value).await,
        };
        if replies.send(answer).await.is_err() {
            return;
        }
    }
}

/// The teacher's text: `None` when it is not a room or tournament message. A class-wide
/// command is queued for `commands` (its replies come back through the worker), or refused
/// `server-busy` when the queue is full.
pub async fn on_teacher_text<S: Store>(
    app: &Arc<App<S>>,
    class_code: &str,
    watch: &mut Watch,
    socket: &mut WebSocket,
    commands: &mpsc::Sender<TeacherCommand>,
    text: &str,
) -> Option<bool> {
    if text.len() > MAX_MESSAGE_BYTES {
        return None;
    }
    let (kind, value) = match room_kind(socket, text).await {
        Ok(found) => found?,
        Err(open) => return Some(open),
    };
    if PLAYER_TYPES.contains(&kind.as_str()) {
        return Some(player_text(app, class_code, Sender::Teacher, watch, socket, value).await);
    }
    if commands.try_send(TeacherCommand { kind, value }).is_err() {
        return Some(teach_live::send_json(socket, &teacher_refusal("server-busy")).await);
    }
    Some(true)
}

/// A refusal to the teacher.
pub fn teacher_refusal(reason: &str) -> Value {
    serde_json::to_value(RoomMessage::Refused {
        room: None,
        reason: reason.to_owned(),
        action_id: None,
    })
    .unwrap_or_default()
}

/// Whether every one of `players` is a child of the class.
pub async fn all_in_class<S: Store>(
    app: &App<S>,
    class_code: &str,
    players: &[String],
) -> Result<bool, &'static str> {
    let students = app
        .store
        .students(class_code)
        .await
        .map_err(|_| "storage-unavailable")?;
    Ok(players
        .iter()
        .all(|p| students.iter().any(|s| &s.student_id == p)))
}

/// `pair`: one room for two children of the class (they, and the teacher, get it whole).
async fn pair<S: Store>(app: &App<S>, class_code: &str, value: Value) -> Vec<Value> {
    let Ok(pair) = serde_json::from_value::<Pair>(value) else {
        return vec![teacher_refusal("not-a-command")];
    };
    let [first, second] = pair.players.as_slice() else {
        return vec![teacher_refusal("bad-players")];
    };
    match all_in_class(app, class_code, &pair.players).await {
        Ok(true) => {}
        Ok(false) => return vec![teacher_refusal("not-in-class")],
        Err(reason) => return vec![teacher_refusal(reason)],
    }
    let spec = RoomSpec {
        id: rooms::new_room_id(),
        game: pair.game,
        rules: pair.rules,
        players: [first.clone(), second.clone()],
    };
    match rooms::create(app, class_code, spec, None).await {
        Ok(room) => vec![json!({"type": "paired", "room": room, "players": pair.players})],
        Err(reason) => vec![teacher_refusal(reason)],
    }
}

/// `pair-class`: the class (or the children listed) paired in roster order, at once.
async fn pair_class<S: Store>(app: &App<S>, class_code: &str, value: Value) -> Vec<Value> {
    let Ok(request) = serde_json::from_value::<PairClass>(value) else {
        return vec![teacher_refusal("not-a-command")];
    };
    let Ok(students) = app.store.students(class_code).await else {
        return vec![teacher_refusal("storage-unavailable")];
    };
    let connected = app.hub.connected(class_code);
    let players: Vec<String> = match request.players {
        Some(listed) => students
            .iter()
            .filter(|s| listed.contains(&s.student_id))
            .map(|s| s.student_id.clone())
            .collect(),
        None if !connected.is_empty() => students
            .iter()
            .filter(|s| connected.contains(&s.student_id))
            .map(|s| s.student_id.clone())
            .collect(),
        None => students.iter().map(|s| s.student_id.clone()).collect(),
    };
    if players.len() < 2 {
        return vec![teacher_refusal("too-few-players")];
    }
    let mut made = Vec::new();
    for two in players.chunks_exact(2) {
        let spec = RoomSpec {
            id: rooms::new_room_id(),
            game: request.game,
            rules: request.rules.clone(),
            players: [two[0].clone(), two[1].clone()],
        };
        match rooms::create(app, class_code, spec, None).await {
            Ok(room) => made.push(json!({"room": room, "players": two})),
            Err(reason) => return vec![teacher_refusal(reason)],
        }
    }
    let waiting = (players.len() % 2 == 1).then(|| players.last().cloned());
    vec![json!({"type": "class-paired", "rooms": made, "waiting": waiting.flatten()})]
}
