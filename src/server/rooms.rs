//! Games between devices on the server (issue #40): the rooms' cache, the referee's one door
//! ([`act`]: parse, authorise, apply, append to the log, fan out), and the signals that tell
//! this process's sockets — and, over PostgreSQL `LISTEN`/`NOTIFY`, every other process's —
//! that a room has a new version.
//!
//! The log in the store is the truth. A room is cached here after its first read; an append
//! that finds its version taken (another process, or a device's resend, was first) reads the
//! log again and judges once more, so no move is applied twice or lost, on any process.

use super::App;
use super::now_ms;
use crate::classroom::room::{Refusal, Room, RoomEvent, RoomSpec, StoredEvent, is_good_id};
use crate::classroom::room_wire::{Colour, PlayerCommand, RoomMessage, refusal};
use crate::store::{NewRoomEvent, RoomRow, Store};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

/// How often an append is tried again after finding its version taken.
const APPEND_TRIES: usize = 4;

/// A room of this process's cache, with its class.
#[derive(Debug)]
pub struct Cached {
    /// The class.
    pub class_code: String,
    /// The room at its last known version.
    pub room: Room,
}

/// One room's cache slot (loaded on first use).
type Slot = Arc<tokio::sync::Mutex<Option<Cached>>>;

/// "Room `room` is at version `v`; its players are these."
#[derive(Debug, Clone, PartialEq)]
pub struct RoomSignal {
    /// The room.
    pub room: String,
    /// Its version now.
    pub v: u64,
    /// The two children seated.
    pub players: [String; 2],
    /// What version `v` says, when it is the same for every follower (not after a restart,
    /// whose whole room names each reader's colour) and known here (not from another
    /// process): a socket one version behind sends it as it is, without waiting for the
    /// room's lock — which the players' next move may hold while it is being stored, so the
    /// teacher's socket, which follows every room in turn, would wait behind each store.
    pub messages: Option<Arc<Vec<RoomMessage>>>,
    /// Not a room's version but a message for the two children named (an invitation).
    pub note: Option<Arc<serde_json::Value>>,
}

/// The rooms' cache and signals of this process.
#[derive(Debug)]
pub struct RoomHub {
    rooms: Mutex<HashMap<String, Slot>>,
    /// Children's invitations to a classmate (held by this process).
    pub invitations: super::rooms_invite::Invitations,
    /// Rooms of this process's cache whose clock runs: room → when it runs out (ms).
    deadlines: Mutex<HashMap<String, i64>>,
    classes: Mutex<HashMap<String, broadcast::Sender<RoomSignal>>>,
    origin: String,
}

impl Default for RoomHub {
    fn default() -> Self {
        RoomHub {
            rooms: Mutex::default(),
            deadlines: Mutex::default(),
            invitations: Default::default(),
            classes: Mutex::default(),
            origin: super::auth::new_token()[..16].to_owned(),
        }
    }
}

impl RoomHub {
    /// The class's room signals from now on.
    pub fn subscribe(&self, class_code: &str) -> Option<broadcast::Receiver<RoomSignal>> {
        let mut classes = self.classes.lock().ok()?;
        Some(
            classes
                .entry(class_code.to_owned())
                .or_insert_with(|| broadcast::channel(1_024).0)
                .subscribe(),
        )
    }

    fn signal(&self, class_code: &str, signal: RoomSignal) {
        if let Ok(classes) = self.classes.lock()
            && let Some(sender) = classes.get(class_code)
        {
            let _ = sender.send(signal);
        }
    }

    /// Notes when a cached room's running clock runs out (or that none runs).
    fn note_deadline(&self, cached: &Cached) {
        let Ok(mut deadlines) = self.deadlines.lock() else {
            return;
        };
        let id = &cached.room.spec().id;
        match cached.room.deadline() {
            Some(at) => {
                deadlines.insert(id.clone(), at);
            }
            None => {
                deadlines.remove(id);
            }
        }
    }

    /// The rooms whose clock ran out by `now` (ms).
    fn due(&self, now: i64) -> Vec<String> {
        self.deadlines
            .lock()
            .map(|deadlines| {
                deadlines
                    .iter()
                    .filter(|(_, at)| **at <= now)
                    .map(|(room, _)| room.clone())
                    .collect()
            })
            .unwrap_or_default()
    }

    fn slot(&self, room_id: &str) -> Option<Slot> {
        let mut rooms = self.rooms.lock().ok()?;
        Some(rooms.entry(room_id.to_owned()).or_default().clone())
    }
}

/// Tells this process's sockets, and the other processes through the database.
pub async fn announce<S: Store>(app: &App<S>, class_code: &str, signal: RoomSignal) {
    let payload = format!(
        "{}\t{class_code}\troom\t{}\t{}\t{}\t{}",
        app.rooms.origin, signal.room, signal.v, signal.players[0], signal.players[1]
    );
    app.rooms.signal(class_code, signal);
    app.store.publish(&payload).await;
}

/// Tells this process's sockets only (an invitation's note).
pub fn signal_only<S: Store>(app: &App<S>, class_code: &str, signal: RoomSignal) {
    app.rooms.signal(class_code, signal);
}

/// Relays the other processes' room notices to this process's sockets (PostgreSQL only).
pub async fn relay<S: Store>(app: Arc<App<S>>) {
    let Some(mut notices) = app.store.listen().await else {
        return;
    };
    while let Some(payload) = notices.recv().await {
        let fields: Vec<&str> = payload.split('\t').collect();
        let [origin, code, "room", room, v, first, second] = fields[..] else {
            continue;
        };
        if origin == app.rooms.origin {
            continue;
        }
        let Ok(v) = v.parse::<u64>() else {
            continue;
        };
        let signal = RoomSignal {
            room: room.to_owned(),
            v,
            players: [first.to_owned(), second.to_owned()],
            messages: None,
            note: None,
        };
        app.rooms.signal(code, signal);
    }
}

/// Reads a room and its whole log from the store.
async fn load<S: Store>(app: &App<S>, room_id: &str) -> Result<Cached, Refusal> {
    let row = match app.store.room(room_id).await {
        Ok(Some(row)) => row,
        Ok(None) => return Err("unknown-room"),
        Err(_) => return Err("storage-unavailable"),
    };
    let spec: RoomSpec = serde_json::from_str(&row.spec).map_err(|_| "unknown-room")?;
    let mut cached = Cached {
        class_code: row.class_code,
        room: Room::new(spec)?,
    };
    catch_up(app, &mut cached).await?;
    Ok(cached)
}

/// Applies the events the store has after the cached version.
async fn catch_up<S: Store>(app: &App<S>, cached: &mut Cached) -> Result<(), Refusal> {
    let id = cached.room.spec().id.clone();
    let after = i64::try_from(cached.room.version()).unwrap_or(i64::MAX);
    let rows = app
        .store
        .room_events(&id, after)
        .await
        .map_err(|_| "storage-unavailable")?;
    for row in rows {
        let stored: StoredEvent = serde_json::from_str(&row.body).map_err(|_| "unreadable-log")?;
        cached
            .room
            .apply_at(&stored.event, row.action_id.as_deref(), stored.at_ms)?;
    }
    app.rooms.note_deadline(cached);
    Ok(())
}

/// The room's slot, loaded (and brought up to version `at_least` from the store), when it is
/// a room of `class_code`; what to do with it is `work`'s.
pub async fn with_room<S: Store, T>(
    app: &App<S>,
    class_code: &str,
    room_id: &str,
    at_least: u64,
    work: impl FnOnce(&Room) -> T,
) -> Result<T, Refusal> {
    if !is_good_id(room_id) {
        return Err("unknown-room");
    }
    let slot = app.rooms.slot(room_id).ok_or("server-busy")?;
    let mut guard = slot.lock().await;
    let cached = match &mut *guard {
        Some(cached) => {
            if cached.room.version() < at_least {
                catch_up(app, cached).await?;
            }
            cached
        }
        empty => empty.insert(load(app, room_id).await?),
    };
    // Another class's room is not named to this one at all.
    if cached.class_code != class_code {
        return Err("unknown-room");
    }
    Ok(work(&cached.room))
}

/// Who sent a room message.
#[derive(Debug, Clone, Copy)]
pub enum Sender<'a> {
    /// The class's teacher.
    Teacher,
    /// A child of the class.
    Student(&'a str),
}

/// What a command comes to in a room: its event (none: nothing to do), or the version that
/// already applied its action id.
#[derive(Debug)]
pub enum Judged {
    /// The event to append.
    Event(Option<RoomEvent>),
    /// Applied already at this version: acknowledged again, never applied twice.
    Again(u64),
}

/// Handles a player's command (not `resume`): what to tell the sender (a refusal, or the
/// messages of an action already applied); the accepted action's messages go to everyone in
/// the room through the signals. The teacher plays only in a simul room, on its seat.
pub async fn act<S: Store>(
    app: &App<S>,
    class_code: &str,
    sender: Sender<'_>,
    command: &PlayerCommand,
) -> Vec<RoomMessage> {
    let action_id = command.action_id();
    act_on(app, class_code, command.room(), action_id, |room| {
        let seat = match sender {
            Sender::Student(student_id) => room.seat_of(student_id),
            Sender::Teacher => room.teacher_seat(),
        }
        .ok_or("not-seated")?;
        if let Some(v) = action_id.and_then(|id| room.applied(id)) {
            return Ok(Judged::Again(v));
        }
        room.event_for(seat, command).map(Judged::Event)
    })
    .await
}

/// Judges and applies one action in a room of the class (`judge` says what it comes to):
/// what to tell the sender.
pub async fn act_on<S: Store>(
    app: &App<S>,
    class_code: &str,
    room_id: &str,
    action_id: Option<&str>,
    judge: impl Fn(&Room) -> Result<Judged, Refusal>,
) -> Vec<RoomMessage> {
    let refuse = |reason: &str| vec![refusal(Some(room_id), reason, action_id)];
    if action_id.is_some_and(|id| !is_good_id(id)) {
        return refuse("bad-action-id");
    }
    if !is_good_id(room_id) {
        return refuse("unknown-room");
    }
    let Some(slot) = app.rooms.slot(room_id) else {
        return refuse("server-busy");
    };
    let mut guard = slot.lock().await;
    if guard.is_none() {
        match load(app, room_id).await {
            Ok(cached) => *guard = Some(cached),
            Err(reason) => return refuse(reason),
        }
    }
    let Some(cached) = guard.as_mut() else {
        return refuse("server-busy");
    };
    if cached.class_code != class_code {
        return refuse("unknown-room");
    }
    for _ in 0..APPEND_TRIES {
        match try_act(app, cached, action_id, &judge).await {
            Ok(Some(reply)) => return reply,
            Ok(None) => {
                // The version was taken: read what was appended, and judge again.
                if let Err(reason) = catch_up(app, cached).await {
                    return refuse(reason);
                }
            }
            Err(reason) => return refuse(reason),
        }
    }
    refuse("server-busy")
}

/// One try: `Ok(Some(reply))` when done (the reply is for the sender), `Ok(None)` when the
/// log had moved on under us.
async fn try_act<S: Store>(
    app: &App<S>,
    cached: &mut Cached,
    action_id: Option<&str>,
    judge: &impl Fn(&Room) -> Result<Judged, Refusal>,
) -> Result<Option<Vec<RoomMessage>>, Refusal> {
    let room = &cached.room;
    let now = now_ms();
    if let Some(out) = room.flag_due(now) {
        // The time ran out before this came: the flag first (the command finds the game over).
        let flag = RoomEvent::Flag { seat: out };
        return match append(app, cached, &flag, None, now).await? {
            true => Err("game-over"),
            false => Ok(None),
        };
    }
    let event = match judge(room)? {
        Judged::Again(v) => return Ok(Some(room.messages_of(v))),
        Judged::Event(None) => return Ok(Some(Vec::new())),
        Judged::Event(Some(event)) => event,
    };
    Ok(append(app, cached, &event, action_id, now)
        .await?
        .then(Vec::new))
}

/// Applies `event` at the server's time `now` to a copy of the room, appends it to the log
/// and announces it: `Ok(false)` when the log had moved on under us (nothing changed).
async fn append<S: Store>(
    app: &App<S>,
    cached: &mut Cached,
    event: &RoomEvent,
    action_id: Option<&str>,
    now: i64,
) -> Result<bool, Refusal> {
    let mut next = cached.room.clone();
    next.apply_at(event, action_id, Some(now))?;
    let stored = StoredEvent {
        event: event.clone(),
        at_ms: Some(now),
    };
    let new = NewRoomEvent {
        room_id: next.spec().id.clone(),
        v: i64::try_from(next.version()).unwrap_or(i64::MAX),
        action_id: action_id.map(str::to_owned),
        body: serde_json::to_string(&stored).map_err(|_| "server-busy")?,
        result: next
            .result()
            .and_then(|result| serde_json::to_string(result).ok()),
        now_ms: now,
    };
    match app.store.append_room_event(&new).await {
        Ok(true) => {}
        Ok(false) => return Ok(false),
        Err(_) => return Err("storage-unavailable"),
    }
    let said = next.messages_of(next.version());
    let signal = RoomSignal {
        room: next.spec().id.clone(),
        v: next.version(),
        players: next.spec().players.clone(),
        messages: (!matches!(said.first(), Some(RoomMessage::Room(_)))).then(|| Arc::new(said)),
        note: None,
    };
    cached.room = next;
    app.rooms.note_deadline(cached);
    announce(app, &cached.class_code, signal).await;
    Ok(true)
}

/// How often the clock referee looks for a running clock that ran out, at most.
const CLOCK_TICK: std::time::Duration = std::time::Duration::from_millis(250);

/// The clock referee of this process: a room of its cache whose running clock ran out loses
/// on time (`game-over`, `time-out`) even when nobody moves. One task for all rooms; each
/// look is bounded by the rooms whose time is out.
pub async fn clock_referee<S: Store>(app: Arc<App<S>>) {
    loop {
        tokio::time::sleep(CLOCK_TICK).await;
        for room_id in app.rooms.due(now_ms()) {
            flag(&app, &room_id).await;
        }
    }
}

/// Appends the flag of a room whose running clock ran out (read again from the log first: a
/// move may have come in time on another process).
async fn flag<S: Store>(app: &App<S>, room_id: &str) {
    let Some(slot) = app.rooms.slot(room_id) else {
        return;
    };
    let mut guard = slot.lock().await;
    let Some(cached) = guard.as_mut() else {
        return;
    };
    for _ in 0..APPEND_TRIES {
        if catch_up(app, cached).await.is_err() {
            return;
        }
        let now = now_ms();
        let Some(seat) = cached.room.flag_due(now) else {
            return;
        };
        match append(app, cached, &RoomEvent::Flag { seat }, None, now).await {
            Ok(false) => continue,
            Ok(true) | Err(_) => break,
        }
    }
    // A room whose flag could not be stored is looked at again at the next tick.
}

/// Makes a room (stored, cached, announced): refused for bad rules or players.
pub async fn create<S: Store>(
    app: &App<S>,
    class_code: &str,
    spec: RoomSpec,
    tournament: Option<(&str, i64)>,
) -> Result<String, Refusal> {
    let room = Room::new(spec.clone())?;
    let row = RoomRow {
        room_id: spec.id.clone(),
        class_code: class_code.to_owned(),
        spec: serde_json::to_string(&spec).map_err(|_| "server-busy")?,
        players: spec.players.clone(),
        tournament_id: tournament.map(|(id, _)| id.to_owned()),
        round: tournament.map(|(_, round)| round),
        version: 0,
        result: None,
        created_ms: now_ms(),
    };
    match app.store.create_room(&row).await {
        Ok(true) => {}
        Ok(false) => return Err("room-id-taken"),
        Err(_) => return Err("storage-unavailable"),
    }
    if let Some(slot) = app.rooms.slot(&spec.id) {
        let cached = Cached {
            class_code: class_code.to_owned(),
            room,
        };
        app.rooms.note_deadline(&cached);
        *slot.lock().await = Some(cached);
    }
    let signal = RoomSignal {
        room: spec.id.clone(),
        v: 0,
        players: spec.players,
        messages: None,
        note: None,
    };
    announce(app, class_code, signal).await;
    Ok(spec.id)
}

/// A new room id.
pub fn new_room_id() -> String {
    format!("r-{}", &super::auth::new_token()[..16])
}

/// The colour `student_id` plays in a room, if seated; for the teacher's socket (`None`), the
/// teacher's colour in a simul room.
pub fn colour_of(room: &Room, student_id: Option<&str>) -> Option<Colour> {
    match student_id {
        Some(id) => room.seat_of(id),
        None => room.teacher_seat(),
    }
    .map(|seat| room.colour(seat))
}
