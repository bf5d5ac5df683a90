//! A child invites a classmate to a game (issue #40): `invite` from a device names the
//! classmate, the game and the rules; the classmate's device hears the `invitation` and
//! answers `invite-answer`; on accept the server makes the room as the teacher's `pair` does.
//! Bounded: one open invitation per child, each expires after [`EXPIRES_MS`], at most
//! [`PER_MINUTE`] a minute from one child; the teacher can switch invitations off for the class
//! (`{"type":"invitations","open":false}`).
//!
//! Invitations live in the memory of the process the inviter's device is on (they are short;
//! a restart forgets them, and the child invites again); the room made on accept is stored and
//! announced like every room.

use super::rooms::{self, RoomSignal};
use super::{App, now_ms, rooms_live};
use crate::classroom::room::{Room, RoomSpec, is_good_id};
use crate::classroom::teach::TeachGame;
use crate::store::Store;
use serde::Deserialize;
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};

/// How long an invitation waits for its answer.
pub const EXPIRES_MS: i64 = 60_000;
/// How many invitations one child may send a minute.
pub const PER_MINUTE: usize = 5;
/// The most invitations held by one process (all classes).
const MAX_OPEN: usize = 10_000;

/// The message types about invitations (devices; `invitations` is the teacher's switch).
pub const INVITE_TYPES: [&str; 3] = ["invite", "invite-answer", "invitations"];

/// An invitation waiting for its answer.
#[derive(Debug, Clone)]
struct Invitation {
    class_code: String,
    from: String,
    to: String,
    game: TeachGame,
    rules: Value,
    expires_ms: i64,
}

/// This process's invitations, the senders' recent times, and the classes that switched them
/// off.
#[derive(Debug, Default)]
pub struct Invitations {
    open: Mutex<HashMap<String, Invitation>>,
    sent: Mutex<HashMap<String, VecDeque<i64>>>,
    off: Mutex<HashSet<String>>,
}

/// `{"type":"invite",…}`.
#[derive(Debug, Deserialize)]
struct Invite {
    game: TeachGame,
    #[serde(default)]
    rules: Value,
    to: String,
}

/// `{"type":"invite-answer",…}`.
#[derive(Debug, Deserialize)]
struct Answer {
    invite: String,
    accept: bool,
}

impl Invitations {
    /// Whether the class takes invitations.
    pub fn is_open(&self, class_code: &str) -> bool {
        self.off.lock().is_ok_and(|off| !off.contains(class_code))
    }

    /// The teacher's switch.
    fn set_open(&self, class_code: &str, open: bool) {
        if let Ok(mut off) = self.off.lock() {
            if open {
                off.remove(class_code);
            } else {
                off.insert(class_code.to_owned());
            }
        }
        if !open && let Ok(mut invitations) = self.open.lock() {
            invitations.retain(|_, i| i.class_code != class_code);
        }
    }

    /// Counts one invitation of `student` now: `false` past the flood limit.
    fn count_sent(&self, student: &str, now: i64) -> bool {
        let Ok(mut sent) = self.sent.lock() else {
            return false;
        };
        if sent.len() > MAX_OPEN {
            sent.retain(|_, times| times.back().is_some_and(|t| now - t < 60_000));
        }
        let times = sent.entry(student.to_owned()).or_default();
        while times.front().is_some_and(|t| now - t >= 60_000) {
            times.pop_front();
        }
        if times.len() >= PER_MINUTE {
            return false;
        }
        times.push_back(now);
        true
    }
}

/// The message both children hear about an invitation.
fn invitation_message(id: &str, invitation: &Invitation) -> Value {
    json!({
        "type": "invitation",
        "invite": id,
        "from": invitation.from,
        "to": invitation.to,
        "game": invitation.game,
        "rules": invitation.rules,
        "expires_ms": invitation.expires_ms,
    })
}

/// Tells the two children (and the teacher's sockets) through the class's room signals.
async fn tell<S: Store>(app: &App<S>, class_code: &str, players: [String; 2], message: Value) {
    let signal = RoomSignal {
        room: String::new(),
        v: 0,
        players,
        messages: None,
        note: Some(Arc::new(message)),
    };
    rooms::signal_only(app, class_code, signal);
}

/// A device's invitation message: the replies for the sender.
pub async fn on_device<S: Store>(
    app: &App<S>,
    class_code: &str,
    student_id: &str,
    kind: &str,
    value: Value,
) -> Vec<Value> {
    let refuse = |reason: &str| vec![rooms_live::teacher_refusal(reason)];
    match kind {
        "invite" => match invite(app, class_code, student_id, value).await {
            Ok(()) => Vec::new(),
            Err(reason) => refuse(reason),
        },
        "invite-answer" => match answer(app, class_code, student_id, value).await {
            Ok(()) => Vec::new(),
            Err(reason) => refuse(reason),
        },
        _ => refuse("teachers-only"),
    }
}

async fn invite<S: Store>(
    app: &App<S>,
    class_code: &str,
    from: &str,
    value: Value,
) -> Result<(), &'static str> {
    let request: Invite = serde_json::from_value(value).map_err(|_| "not-a-command")?;
    let invitations = &app.rooms.invitations;
    if !invitations.is_open(class_code) {
        return Err("invitations-off");
    }
    if request.to == from || !is_good_id(&request.to) {
        return Err("bad-players");
    }
    let players = [from.to_owned(), request.to.clone()];
    if !rooms_live::all_in_class(app, class_code, &players).await? {
        return Err("not-in-class");
    }
    // The rules are the referee's: bad ones are refused now, not on accept.
    Room::new(RoomSpec {
        id: "check".into(),
        game: request.game,
        rules: request.rules.clone(),
        players: players.clone(),
    })?;
    let now = now_ms();
    let id = {
        let Ok(mut open) = invitations.open.lock() else {
            return Err("server-busy");
        };
        open.retain(|_, i| i.expires_ms > now);
        if open.values().any(|i| i.from == from) {
            return Err("invitation-open");
        }
        if open.len() >= MAX_OPEN {
            return Err("server-busy");
        }
        if !invitations.count_sent(from, now) {
            return Err("too-many-invitations");
        }
        let id = format!("i-{}", &super::auth::new_token()[..16]);
        open.insert(
            id.clone(),
            Invitation {
                class_code: class_code.to_owned(),
                from: from.to_owned(),
                to: request.to.clone(),
                game: request.game,
                rules: request.rules,
                expires_ms: now + EXPIRES_MS,
            },
        );
        id
    };
    let message = {
        let open = invitations.open.lock().map_err(|_| "server-busy")?;
        open.get(&id).map(|i| invitation_message(&id, i))
    };
    if let Some(message) = message {
        tell(app, class_code, players, message).await;
    }
    Ok(())
}

async fn answer<S: Store>(
    app: &App<S>,
    class_code: &str,
    student_id: &str,
    value: Value,
) -> Result<(), &'static str> {
    let request: Answer = serde_json::from_value(value).map_err(|_| "not-a-command")?;
    let now = now_ms();
    let invitation = {
        let Ok(mut open) = app.rooms.invitations.open.lock() else {
            return Err("server-busy");
        };
        let Some(found) = open.get(&request.invite) else {
            return Err("unknown-invitation");
        };
        if found.class_code != class_code || found.expires_ms <= now {
            open.retain(|_, i| i.expires_ms > now);
            return Err("unknown-invitation");
        }
        if found.to != student_id {
            return Err("not-invited");
        }
        open.remove(&request.invite).ok_or("unknown-invitation")?
    };
    let players = [invitation.from.clone(), invitation.to.clone()];
    let mut closed = json!({
        "type": "invitation-closed",
        "invite": request.invite,
        "reason": if request.accept { "accepted" } else { "declined" },
    });
    if request.accept {
        let spec = RoomSpec {
            id: rooms::new_room_id(),
            game: invitation.game,
            rules: invitation.rules,
            players: players.clone(),
        };
        let room = rooms::create(app, class_code, spec, None).await?;
        closed["room"] = json!(room);
    }
    tell(app, class_code, players, closed).await;
    Ok(())
}

/// The teacher's `{"type":"invitations","open":true|false}`: the class takes invitations or
/// not; answered `{"type":"invitations","open":…}`.
pub fn on_teacher<S: Store>(app: &App<S>, class_code: &str, value: &Value) -> Vec<Value> {
    let Some(open) = value.get("open").and_then(Value::as_bool) else {
        return vec![rooms_live::teacher_refusal("not-a-command")];
    };
    app.rooms.invitations.set_open(class_code, open);
    vec![json!({"type": "invitations", "open": open})]
}
