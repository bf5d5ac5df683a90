//! The teacher's simul on the server (issue #40): `simul-start` makes one room per child with
//! the teacher seated on one side (the teacher's socket then plays its moves in those rooms
//! with the ordinary `move` / `resign` …), and `simul-restart` starts one child's game again
//! from the first move (a `restart` event in the room's log, so it replays). Didactic: simul
//! games belong to no tournament and count for nothing.

use super::App;
use super::rooms::{self, Judged};
use super::rooms_live::{all_in_class, teacher_refusal};
use crate::classroom::room::{Refusal, Room, RoomEvent, RoomSpec, TEACHER_SEAT};
use crate::classroom::room_wire::{Colour, RoomMessage};
use crate::classroom::teach::TeachGame;
use crate::store::Store;
use serde::Deserialize;
use serde_json::{Value, json};

/// The most boards one simul has.
pub const MAX_BOARDS: usize = 40;

/// Which side the teacher takes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Side {
    /// Moves first (red / black): the default.
    #[default]
    First,
    /// Moves second (blue / white).
    Second,
}

#[derive(Debug, Deserialize)]
struct Start {
    game: TeachGame,
    #[serde(default)]
    rules: Value,
    #[serde(default)]
    players: Option<Vec<String>>,
    #[serde(default)]
    teacher: Side,
}

#[derive(Debug, Deserialize)]
struct Restart {
    room: String,
    #[serde(default)]
    action_id: Option<String>,
}

/// Handles `simul-start` / `simul-restart` from the teacher; the replies.
pub async fn on_teacher<S: Store>(
    app: &App<S>,
    class_code: &str,
    kind: &str,
    value: Value,
) -> Vec<Value> {
    match kind {
        "simul-start" => {
            vec![
                start(app, class_code, value)
                    .await
                    .unwrap_or_else(teacher_refusal),
            ]
        }
        "simul-restart" => restart(app, class_code, value).await,
        _ => vec![teacher_refusal("not-a-command")],
    }
}

async fn start<S: Store>(app: &App<S>, code: &str, value: Value) -> Result<Value, Refusal> {
    let start: Start = serde_json::from_value(value).map_err(|_| "not-a-command")?;
    let players = match start.players {
        Some(players) => {
            if !all_in_class(app, code, &players).await? {
                return Err("not-in-class");
            }
            players
        }
        None => {
            let students = app
                .store
                .students(code)
                .await
                .map_err(|_| "storage-unavailable")?;
            let connected = app.hub.connected(code);
            let some_connected = students.iter().any(|s| connected.contains(&s.student_id));
            students
                .into_iter()
                .filter(|s| !some_connected || connected.contains(&s.student_id))
                .map(|s| s.student_id)
                .collect()
        }
    };
    let mut unique = players.clone();
    unique.sort();
    unique.dedup();
    if unique.len() != players.len() {
        return Err("bad-players");
    }
    if players.is_empty() {
        return Err("too-few-players");
    }
    if players.len() > MAX_BOARDS {
        return Err("too-many-players");
    }
    let seats = |child: &str| match start.teacher {
        Side::First => [TEACHER_SEAT.to_owned(), child.to_owned()],
        Side::Second => [child.to_owned(), TEACHER_SEAT.to_owned()],
    };
    // The rules are checked once, before any room is made.
    let check = Room::new(RoomSpec {
        id: "check".into(),
        game: start.game,
        rules: start.rules.clone(),
        players: seats(&players[0]),
    })?;
    let teacher = check.teacher_seat().map(|seat| check.colour(seat));
    let mut made = Vec::new();
    for child in &players {
        let spec = RoomSpec {
            id: rooms::new_room_id(),
            game: start.game,
            rules: start.rules.clone(),
            players: seats(child),
        };
        let room = rooms::create(app, code, spec, None).await?;
        made.push(json!({"room": room, "player": child}));
    }
    Ok(json!({
        "type": "simul",
        "game": start.game,
        "teacher": teacher.unwrap_or(Colour::of(start.game, 0)),
        "rooms": made,
    }))
}

async fn restart<S: Store>(app: &App<S>, code: &str, value: Value) -> Vec<Value> {
    let Ok(asked) = serde_json::from_value::<Restart>(value) else {
        return vec![teacher_refusal("not-a-command")];
    };
    let action_id = asked.action_id.as_deref();
    let replies = rooms::act_on(app, code, &asked.room, action_id, |room| {
        if room.teacher_seat().is_none() {
            return Err("not-a-simul");
        }
        if let Some(v) = action_id.and_then(|id| room.applied(id)) {
            return Ok(Judged::Again(v));
        }
        Ok(Judged::Event(Some(RoomEvent::Restart)))
    })
    .await;
    if let Some(refused @ RoomMessage::Refused { .. }) = replies.first() {
        return vec![serde_json::to_value(refused).unwrap_or_default()];
    }
    vec![json!({"type": "simul-restarted", "room": asked.room, "action_id": action_id})]
}
