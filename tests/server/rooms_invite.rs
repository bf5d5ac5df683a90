//! A child invites a classmate (issue #40), against the real `qi-classroom serve` over real
//! WebSockets: the classmate hears the invitation and accepts, and the server makes the room
//! as `pair` does; the bounds (one open invitation per child, a flood limit, only the invited
//! child answers, bad rules and strangers refused); the teacher switches invitations off.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::rooms_support::{Socket, class, is_refusal, is_room, mv};
use crate::server_support::Served;
use serde_json::{Value, json};

fn invite(to: &str, game: &str, rules: Value) -> Value {
    json!({"type": "invite", "game": game, "rules": rules, "to": to})
}

fn answer(invite: &str, accept: bool) -> Value {
    json!({"type": "invite-answer", "invite": invite, "accept": accept})
}

fn invitation(socket: &mut Socket) -> Value {
    socket.until("an invitation", |m| m["type"] == "invitation")
}

fn closed(socket: &mut Socket) -> Value {
    socket.until("the invitation closed", |m| {
        m["type"] == "invitation-closed"
    })
}

#[test]
fn a_classmate_accepts_an_invitation_and_the_server_makes_the_room() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 3);
    let (a_id, b_id) = (class.children[0].0.clone(), class.children[1].0.clone());
    let mut a = Socket::device(&server.base, &class.children[0].1);
    let mut b = Socket::device(&server.base, &class.children[1].1);
    let mut c = Socket::device(&server.base, &class.children[2].1);
    a.send(&invite(&b_id, "jungle", json!({"preset": "classroom"})));
    let heard = invitation(&mut b);
    assert_eq!(heard["from"], a_id.as_str());
    assert_eq!(heard["to"], b_id.as_str());
    assert_eq!(heard["game"], "jungle");
    let id = heard["invite"].as_str().unwrap().to_owned();
    assert_eq!(invitation(&mut a)["invite"], id.as_str());
    // Not for the third child, who cannot answer it either.
    c.send(&answer(&id, true));
    c.until("a refusal", is_refusal("not-invited"));
    assert!(
        c.drain(std::time::Duration::from_millis(300))
            .iter()
            .all(|m| m["type"] != "invitation"),
        "a third child heard the invitation"
    );
    b.send(&answer(&id, true));
    // The room first, as `pair` makes it (the inviter moves first), then the invitation closed.
    let whole = a.until("the room", is_room);
    assert_eq!(whole["you"], "red");
    let room = whole["room"].as_str().unwrap().to_owned();
    let done = closed(&mut a);
    assert_eq!(done["reason"], "accepted");
    assert_eq!(done["room"], room.as_str());
    let theirs = b.until("the room", is_room);
    assert_eq!(
        (theirs["room"].as_str(), theirs["you"].as_str()),
        (Some(room.as_str()), Some("blue"))
    );
    assert_eq!(closed(&mut b)["room"], room.as_str());
    a.send(&mv(&room, "a3a4", "a1"));
    let moved = b.until("a move", |m| m["type"] == "moved");
    assert_eq!(moved["move"], "a3a4");
    // Answered once: the invitation is gone.
    b.send(&answer(&id, true));
    b.until("a refusal", is_refusal("unknown-invitation"));
}

#[test]
fn invitations_are_bounded_and_the_teacher_can_switch_them_off() {
    let data = tempfile::tempdir().unwrap();
    let server = Served::start(data.path());
    let class = class(&server.base, 2);
    let (a_id, b_id) = (class.children[0].0.clone(), class.children[1].0.clone());
    let mut a = Socket::device(&server.base, &class.children[0].1);
    let mut b = Socket::device(&server.base, &class.children[1].1);
    let mut teacher = Socket::teacher(&server.base, &class);
    let renju = json!({"rule_set": "renju", "opening": "rif"});
    a.send(&invite(&a_id, "renju", renju.clone()));
    a.until("a refusal", is_refusal("bad-players"));
    a.send(&invite("s-nobody", "renju", renju.clone()));
    a.until("a refusal", is_refusal("not-in-class"));
    a.send(&invite(&b_id, "renju", json!({"opening": "nonsense"})));
    a.until("a refusal", is_refusal("bad-rules"));
    a.send(&json!({"type": "invite", "to": b_id}));
    a.until("a refusal", is_refusal("not-a-command"));
    // One open invitation per child; a declined one frees the slot.
    for round in 0..5 {
        a.send(&invite(&b_id, "renju", renju.clone()));
        let id = invitation(&mut b)["invite"].as_str().unwrap().to_owned();
        a.send(&invite(&b_id, "renju", renju.clone()));
        a.until("a refusal", is_refusal("invitation-open"));
        b.send(&answer(&id, false));
        let done = closed(&mut a);
        assert_eq!(done["reason"], "declined", "round {round}");
        assert!(done.get("room").is_none());
    }
    // Five a minute: the sixth is too many.
    a.send(&invite(&b_id, "renju", renju.clone()));
    a.until("a refusal", is_refusal("too-many-invitations"));
    // The teacher switches them off for the class: b's invitation is refused.
    teacher.send(&json!({"type": "invitations", "open": false}));
    let said = teacher.until("the switch", |m| m["type"] == "invitations");
    assert_eq!(said["open"], false);
    b.send(&invite(&a_id, "jungle", json!({})));
    b.until("a refusal", is_refusal("invitations-off"));
    // A child cannot switch them.
    b.send(&json!({"type": "invitations", "open": true}));
    b.until("a refusal", is_refusal("teachers-only"));
    teacher.send(&json!({"type": "invitations", "open": true}));
    teacher.until("the switch", |m| {
        m["type"] == "invitations" && m["open"] == true
    });
    b.send(&invite(&a_id, "jungle", json!({})));
    assert_eq!(invitation(&mut a)["from"], b_id.as_str());
}
