//! The room's referee without sockets: turns, the engines' refusals, offers, claims, replay.

use super::*;
use serde_json::json;

fn room(game: TeachGame, rules: Value) -> Room {
    Room::new(RoomSpec {
        id: "r1".into(),
        game,
        rules,
        players: ["a".into(), "b".into()],
    })
    .expect("a room")
}

fn mv(seat: usize, mv: &str) -> RoomEvent {
    RoomEvent::Move {
        seat,
        mv: mv.into(),
    }
}

/// Plays the moves in turn, seat 0 first; panics on a refusal.
fn play(room: &mut Room, moves: &[&str]) {
    for m in moves {
        let seat = room.to_move().expect("running");
        room.apply(&mv(seat, m), None).expect("legal");
    }
}

#[test]
fn a_move_out_of_turn_or_against_the_rules_is_refused_and_changes_nothing() {
    let mut room = room(TeachGame::Jungle, json!({"preset": "classroom"}));
    assert_eq!(room.apply(&mv(1, "a7a6"), None), Err("not-your-turn"));
    assert_eq!(room.apply(&mv(0, "a3a5"), None), Err("not-adjacent"));
    assert_eq!(room.version(), 0);
    room.apply(&mv(0, "a3a4"), Some("x1")).expect("legal");
    assert_eq!(room.version(), 1);
    assert_eq!(room.applied("x1"), Some(1));
    assert_eq!(room.to_move(), Some(1));
    let bad = room.event_for(
        1,
        &PlayerCommand::Move {
            room: "r1".into(),
            mv: json!("h8"),
            action_id: None,
        },
    );
    assert_eq!(bad, Err("not-a-move"));
}

#[test]
fn an_accepted_undo_takes_back_the_askers_last_move() {
    let mut room = room(TeachGame::Jungle, Value::Null);
    play(&mut room, &["a3a4"]);
    assert_eq!(
        room.apply(
            &RoomEvent::Offer {
                seat: 1,
                offer: OfferKind::Undo
            },
            None
        ),
        Err("nothing-to-undo")
    );
    play(&mut room, &["g7g6"]);
    room.apply(
        &RoomEvent::Offer {
            seat: 0,
            offer: OfferKind::Undo,
        },
        None,
    )
    .expect("asked");
    assert_eq!(
        room.apply(&RoomEvent::Accept { seat: 0 }, None),
        Err("own-offer")
    );
    room.apply(&RoomEvent::Accept { seat: 1 }, None)
        .expect("accepted");
    assert!(room.moves().is_empty());
    assert_eq!(room.to_move(), Some(0));
    let last = room.messages_of(room.version());
    assert!(matches!(&last[0], RoomMessage::Undone { moves, .. } if moves.len() == 2));
}

#[test]
fn a_declined_draw_plays_on_and_an_accepted_one_ends_the_game() {
    let mut room = room(TeachGame::Renju, json!({"rule_set": "freestyle"}));
    room.apply(
        &RoomEvent::Offer {
            seat: 0,
            offer: OfferKind::Draw,
        },
        None,
    )
    .expect("offered");
    room.apply(&RoomEvent::Decline { seat: 1 }, None)
        .expect("declined");
    assert!(room.result().is_none());
    room.apply(
        &RoomEvent::Offer {
            seat: 1,
            offer: OfferKind::Draw,
        },
        None,
    )
    .expect("offered");
    room.apply(&RoomEvent::Accept { seat: 0 }, None)
        .expect("accepted");
    let result = room.result().expect("over");
    assert_eq!(
        (result.winner, result.reason.as_str()),
        (None, "draw-agreed")
    );
    assert_eq!(room.apply(&mv(0, "h8"), None), Err("game-over"));
}

#[test]
fn five_in_a_row_wins_and_says_so_with_the_move() {
    let mut room = room(TeachGame::Renju, json!({"rule_set": "renju"}));
    play(
        &mut room,
        &["h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"],
    );
    let result = room.result().expect("over");
    assert_eq!(result.winner, Some(Colour::Black));
    assert_eq!(result.reason, "five");
    let last = room.messages_of(room.version());
    assert!(matches!(&last[0], RoomMessage::Moved { mv, .. } if mv == "l8"));
    assert!(matches!(&last[1], RoomMessage::GameOver { reason, .. } if reason == "five"));
}

/// Black's double three at j8 (h8 i8 across, j9 j10 up).
const DOUBLE_THREE: [&str; 8] = ["h8", "a1", "i8", "a3", "j9", "a5", "j10", "a7"];

#[test]
fn a_forbidden_point_is_refused_in_a_cannot_place_room() {
    let mut room = room(
        TeachGame::Renju,
        json!({"forbidden_policy": "cannot-place"}),
    );
    play(&mut room, &DOUBLE_THREE);
    assert_eq!(room.apply(&mv(0, "j8"), None), Err("forbidden-point"));
}

#[test]
fn a_right_claim_wins_a_wrong_one_is_told_and_an_unclaimed_forbidden_move_stands() {
    let rules = json!({"rule_set": "renju", "forbidden_policy": "must-claim"});
    let mut right = room(TeachGame::Renju, rules.clone());
    play(&mut right, &DOUBLE_THREE);
    // Black to move: White has nothing to claim now.
    assert_eq!(
        right.apply(&RoomEvent::Claim { seat: 1 }, None),
        Err("not-your-turn")
    );
    play(&mut right, &["j8"]);
    assert_eq!(
        right.apply(&RoomEvent::Claim { seat: 0 }, None),
        Err("nothing-to-claim")
    );
    right
        .apply(&RoomEvent::Claim { seat: 1 }, None)
        .expect("a right claim");
    let result = right.result().expect("over");
    assert_eq!(result.winner, Some(Colour::White));
    assert_eq!(result.reason, "claimed-forbidden");

    let mut late = room(TeachGame::Renju, rules);
    play(&mut late, &DOUBLE_THREE);
    play(&mut late, &["j8", "a9", "o15"]);
    assert_eq!(
        late.apply(&RoomEvent::Claim { seat: 1 }, None),
        Err("claim-too-late")
    );
    assert!(late.result().is_none());
}

#[test]
fn a_room_replayed_from_its_log_is_the_same_room() {
    let mut room = room(TeachGame::Jungle, json!({"preset": "competition"}));
    let mut log = Vec::new();
    for (i, m) in ["a3a4", "g7g6", "a4a5", "g6g5"].iter().enumerate() {
        let event = mv(i % 2, m);
        let id = format!("m{i}");
        room.apply(&event, Some(&id)).expect("legal");
        log.push((event, Some(id)));
    }
    let again = Room::replay(room.spec().clone(), log).expect("replays");
    assert_eq!(again.position(), room.position());
    assert_eq!(again.version(), 4);
    assert_eq!(again.applied("m2"), Some(3));
    assert_eq!(again.since(Some(2), None), room.since(Some(2), None));
    assert_eq!(room.since(Some(2), None).len(), 2);
    assert!(matches!(&room.since(Some(9), None)[0], RoomMessage::Room(state) if state.v == 4));
    assert!(matches!(room.since(None, None)[0], RoomMessage::Room(_)));
}

#[test]
fn bad_rules_and_one_child_twice_are_refused() {
    let spec = |rules: Value, b: &str| RoomSpec {
        id: "r".into(),
        game: TeachGame::Jungle,
        rules,
        players: ["a".into(), b.into()],
    };
    assert_eq!(
        Room::new(spec(json!({"preset": "chess"}), "b")).err(),
        Some("bad-rules")
    );
    assert_eq!(
        Room::new(spec(json!({"rule_7_3": "yes"}), "b")).err(),
        Some("bad-rules")
    );
    assert_eq!(Room::new(spec(Value::Null, "a")).err(), Some("bad-players"));
    assert!(
        jungle_rules(&json!({"preset": "classroom", "rule_7_3": true}))
            .expect("ok")
            .rule_7_3
    );
    assert_eq!(renju_rules(&json!({"opening": "rif"})), Err("bad-rules"));
}

#[test]
fn a_simul_game_restarts_from_the_first_move_and_replays_so() {
    let spec = RoomSpec {
        id: "r2".into(),
        game: TeachGame::Renju,
        rules: json!({"rule_set": "freestyle"}),
        players: [TEACHER_SEAT.into(), "b".into()],
    };
    let mut simul = Room::new(spec.clone()).expect("a simul room");
    assert_eq!(simul.teacher_seat(), Some(0));
    play(&mut simul, &["h8", "h9"]);
    simul
        .apply(&RoomEvent::Resign { seat: 1 }, None)
        .expect("resigns");
    assert!(simul.result().is_some());
    // Once over too, the teacher may start again.
    simul
        .apply(&RoomEvent::Restart, Some("t-1"))
        .expect("restarts");
    assert_eq!(simul.version(), 4);
    assert_eq!(simul.applied("t-1"), Some(4));
    assert!(simul.result().is_none());
    assert!(simul.moves().is_empty());
    assert_eq!(simul.to_move(), Some(0));
    // A catch-up across the restart is the whole room; after it, events again.
    assert!(matches!(
        simul.since(Some(1), Some(Colour::White)).as_slice(),
        [RoomMessage::Room(state)] if state.v == 4 && state.moves.is_empty()
    ));
    play(&mut simul, &["g7"]);
    assert!(matches!(
        simul.since(Some(4), None).as_slice(),
        [RoomMessage::Moved { v: 5, .. }]
    ));
    // The log replays to the same board.
    let log = vec![
        (mv(0, "h8"), None),
        (mv(1, "h9"), None),
        (RoomEvent::Resign { seat: 1 }, None),
        (RoomEvent::Restart, Some("t-1".to_owned())),
        (mv(0, "g7"), None),
    ];
    let again = Room::replay(spec, log).expect("replays");
    assert_eq!(again.position(), simul.position());
    assert_eq!(again.moves(), ["g7"]);
    // A room between two children never restarts.
    let mut pair = room(TeachGame::Jungle, json!({}));
    assert_eq!(pair.apply(&RoomEvent::Restart, None), Err("not-a-simul"));
    assert_eq!(pair.teacher_seat(), None);
}
