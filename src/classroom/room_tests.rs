//! The room's referee without sockets: turns, the engines' refusals, offers, claims, replay.

use super::*;
use crate::rules::renju::{OpeningAction, Point};
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
    // The opening and the clock are the room's, not the engine's options.
    assert!(renju_rules(&json!({"opening": "rif", "clock": {"minutes": 5}})).is_ok());
    assert_eq!(renju_rules(&json!({"openings": "rif"})), Err("bad-rules"));
}

fn opening(seat: usize, action: OpeningAction) -> RoomEvent {
    RoomEvent::Opening { seat, action }
}

fn point(text: &str) -> Point {
    text.parse().expect("a point")
}

/// A RIF room after the opener's three stones (h8, h9, j10).
fn rif_after_three() -> Room {
    let mut room = room(
        TeachGame::Renju,
        json!({"rule_set": "renju", "opening": "rif"}),
    );
    for stone in ["h8", "h9", "j10"] {
        room.apply(&mv(0, stone), None).expect("the opener places");
    }
    room
}

#[test]
fn a_rif_room_asks_each_decision_of_the_right_child_and_the_engine_judges_it() {
    let mut room = room(
        TeachGame::Renju,
        json!({"rule_set": "renju", "opening": "five-two"}),
    );
    let ask = room.opening_ask().expect("the opening asks");
    assert_eq!(
        (
            ask.rule.as_str(),
            ask.player.as_str(),
            ask.decision.as_str()
        ),
        ("rif", "a", "place")
    );
    assert_eq!(ask.zone.as_deref(), Some("centre"));
    assert_eq!(
        room.apply(&mv(0, "a1"), None),
        Err("first-stone-not-centre")
    );
    assert_eq!(room.apply(&mv(1, "h8"), None), Err("not-your-turn"));
    assert_eq!(room.version(), 0);
    let mut room = rif_after_three();
    // The opener placed White 2 too: both colours' stones are on the board.
    match room.position() {
        BoardPosition::Renju { black, white, .. } => {
            assert_eq!(
                (black, white),
                (
                    vec!["h8".to_owned(), "j10".to_owned()],
                    vec!["h9".to_owned()]
                )
            );
        }
        other => panic!("a Renju board, not {other:?}"),
    }
    let ask = room.opening_ask().expect("the swap is asked");
    assert_eq!(
        (ask.player.as_str(), ask.decision.as_str()),
        ("b", "swap-or-keep")
    );
    assert_eq!(room.to_move(), Some(1));
    assert_eq!(
        room.apply(&opening(0, OpeningAction::Swap), None),
        Err("not-your-turn")
    );
    room.apply(&opening(1, OpeningAction::Swap), Some("s1"))
        .expect("b swaps");
    // b now plays Black, a plays White and places the fourth stone.
    assert_eq!(
        (room.colour(0), room.colour(1)),
        (Colour::White, Colour::Black)
    );
    assert_eq!(room.players_map()["black"], "b");
    let last = room.messages_of(room.version());
    assert!(
        matches!(&last[0], RoomMessage::OpeningStep { choice, by: Colour::White, asks: Some(ask), .. }
        if choice == "swap" && ask.player == "a" && ask.decision == "place")
    );
    room.apply(&mv(0, "g7"), None).expect("White 4");
    let ask = room.opening_ask().expect("the offers are asked");
    assert_eq!((ask.player.as_str(), ask.count), ("b", Some(2)));
    // One offer where two are asked: refused by the engine.
    let refused = room.apply(&opening(1, OpeningAction::Offer(vec![point("k8")])), None);
    assert_eq!(refused, Err("wrong-offer-count"));
    room.apply(
        &opening(1, OpeningAction::Offer(vec![point("k8"), point("e5")])),
        None,
    )
    .expect("two offers");
    let ask = room.opening_ask().expect("the pick is asked");
    assert_eq!(
        (ask.player.as_str(), ask.offers.clone()),
        ("a", vec!["k8".to_owned(), "e5".to_owned()])
    );
    assert_eq!(room.apply(&mv(0, "a1"), None), Err("not-an-offer"));
    room.apply(&mv(0, "e5"), None)
        .expect("White picks Black's fifth");
    // The opening is over: play goes on, White (a, seat 0) to move with five stones down.
    assert!(!room.in_opening());
    assert!(room.opening_ask().is_none());
    assert_eq!(room.moves(), ["h8", "h9", "j10", "g7", "e5"]);
    assert_eq!(room.to_move(), Some(0));
    assert_eq!(room.apply(&mv(1, "a2"), None), Err("not-your-turn"));
    room.apply(&mv(0, "a2"), None).expect("White 6");
    // An undo never goes back into the opening.
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
    assert_eq!(room.applied("s1"), Some(4));
}

#[test]
fn an_opening_room_replays_to_the_same_state_and_swaps_colours_back_on_the_wire() {
    let mut room = rif_after_three();
    let mut log: Vec<(RoomEvent, Option<String>)> = ["h8", "h9", "j10"]
        .iter()
        .map(|m| (mv(0, m), None))
        .collect();
    for (event, id) in [
        (opening(1, OpeningAction::Keep), Some("k")),
        (mv(1, "g7"), None),
        (
            opening(0, OpeningAction::Offer(vec![point("k8"), point("e5")])),
            None,
        ),
        (mv(1, "k8"), None),
    ] {
        room.apply(&event, id).expect("accepted");
        log.push((event, id.map(str::to_owned)));
    }
    // Kept: a stays Black; White (b) picked; now White to move.
    assert_eq!(room.colour(0), Colour::Black);
    assert_eq!(room.to_move(), Some(1));
    let again = Room::replay(room.spec().clone(), log).expect("replays");
    assert_eq!(
        again.state(Some(Colour::Black)),
        room.state(Some(Colour::Black))
    );
    assert_eq!(again.version(), room.version());
    assert_eq!(again.messages_of(4), room.messages_of(4));
    // The log's JSON reads back.
    let stored = StoredEvent {
        event: opening(1, OpeningAction::Swap),
        at_ms: Some(5),
    };
    let text = serde_json::to_string(&stored).expect("writes");
    assert_eq!(
        serde_json::from_str::<StoredEvent>(&text).expect("reads"),
        stored
    );
    let old: StoredEvent =
        serde_json::from_str(r#"{"kind":"move","seat":0,"move":"h8"}"#).expect("an old row");
    assert_eq!((old.event, old.at_ms), (mv(0, "h8"), None));
}

#[test]
fn bad_openings_and_clocks_are_bad_rules() {
    for rules in [
        json!({"opening": "nonsense"}),
        json!({"opening": 3}),
        json!({"clock": {"minutes": 0}}),
        json!({"clock": {"minutes": 5, "increment_seconds": 3600}}),
        json!({"clock": {"minutes": 5, "extra": 1}}),
        json!({"clock": "fast"}),
    ] {
        let made = Room::new(RoomSpec {
            id: "r".into(),
            game: TeachGame::Renju,
            rules: rules.clone(),
            players: ["a".into(), "b".into()],
        });
        assert_eq!(made.err(), Some("bad-rules"), "{rules}");
    }
    let jungle_opening = Room::new(RoomSpec {
        id: "r".into(),
        game: TeachGame::Jungle,
        rules: json!({"opening": "rif"}),
        players: ["a".into(), "b".into()],
    });
    assert_eq!(jungle_opening.err(), Some("bad-rules"));
}

#[test]
fn the_clock_charges_the_side_to_move_adds_the_increment_and_flags_at_the_server_time() {
    let mut room = room(
        TeachGame::Jungle,
        json!({"preset": "classroom", "clock": {"minutes": 1, "increment_seconds": 2}}),
    );
    let reading = room.clock_reading().expect("a clock");
    assert_eq!(reading.remaining_ms[&Colour::Red], 60_000);
    assert_eq!(reading.running, None);
    // The first move starts the clocks; it costs nothing.
    room.apply_at(&mv(0, "a3a4"), None, Some(1_000))
        .expect("legal");
    assert_eq!(room.deadline(), Some(1_000 + 60_000));
    // Blue thinks 10 s, then moves: 50 s + 2 s left.
    room.apply_at(&mv(1, "g7g6"), None, Some(11_000))
        .expect("legal");
    let reading = room.clock_reading().expect("a clock");
    assert_eq!(reading.remaining_ms[&Colour::Blue], 52_000);
    assert_eq!(reading.running, Some(Colour::Red));
    let moved = room.messages_of(2);
    assert!(
        matches!(&moved[0], RoomMessage::Moved { clock: Some(c), .. } if c.remaining_ms[&Colour::Blue] == 52_000)
    );
    // Red's clock (60 s: the first move was made before the clocks ran, so no increment)
    // runs from 11 s on.
    assert_eq!(room.deadline(), Some(11_000 + 60_000));
    assert_eq!(room.flag_due(70_999), None);
    assert_eq!(room.flag_due(71_000), Some(0));
    // Not yet out: no flag.
    let mut early = room.clone();
    assert_eq!(
        early.apply_at(&RoomEvent::Flag { seat: 0 }, None, Some(50_000)),
        Err("clock-running")
    );
    assert_eq!(early.version(), 2);
    // A move after the time ran out is refused, and nothing changes.
    assert_eq!(
        room.apply_at(&mv(0, "a4a5"), None, Some(80_000)),
        Err("time-out")
    );
    assert_eq!(
        room.clock_reading().expect("a clock").remaining_ms[&Colour::Red],
        60_000
    );
    room.apply_at(&RoomEvent::Flag { seat: 0 }, None, Some(80_000))
        .expect("the flag");
    let result = room.result().expect("over");
    assert_eq!(
        (result.winner, result.reason.as_str()),
        (Some(Colour::Blue), "time-out")
    );
    assert_eq!(room.deadline(), None);
    assert!(
        matches!(&room.messages_of(3)[0], RoomMessage::GameOver { reason, v: 3, .. } if reason == "time-out")
    );
}

#[test]
fn a_clock_replays_from_the_stored_times_and_starts_after_the_opening() {
    let mut room = room(
        TeachGame::Renju,
        json!({"rule_set": "renju", "opening": "rif", "clock": {"minutes": 5}}),
    );
    let events = [
        (mv(0, "h8"), 1_000),
        (mv(0, "h9"), 2_000),
        (mv(0, "j10"), 3_000),
        (opening(1, OpeningAction::Keep), 60_000),
        (mv(1, "g7"), 70_000),
        (
            opening(0, OpeningAction::Offer(vec![point("k8"), point("e5")])),
            80_000,
        ),
    ];
    for (event, at) in &events {
        room.apply_at(event, None, Some(*at)).expect("accepted");
        assert_eq!(room.deadline(), None, "the opening is not timed");
    }
    room.apply_at(&mv(1, "k8"), None, Some(90_000))
        .expect("picked");
    // Play starts: White (b) to move, on the clock from the pick.
    assert_eq!(room.deadline(), Some(90_000 + 300_000));
    room.apply_at(&mv(1, "a1"), None, Some(100_000))
        .expect("White 6");
    let log: Vec<StoredEvent> = events
        .iter()
        .map(|(event, at)| StoredEvent {
            event: event.clone(),
            at_ms: Some(*at),
        })
        .chain([
            StoredEvent {
                event: mv(1, "k8"),
                at_ms: Some(90_000),
            },
            StoredEvent {
                event: mv(1, "a1"),
                at_ms: Some(100_000),
            },
        ])
        .collect();
    let mut again = Room::new(room.spec().clone()).expect("a room");
    for stored in &log {
        again
            .apply_at(&stored.event, None, stored.at_ms)
            .expect("replays");
    }
    assert_eq!(again.clock_reading(), room.clock_reading());
    assert_eq!(again.deadline(), room.deadline());
    let reading = room.clock_reading().expect("a clock");
    assert_eq!(reading.remaining_ms[&Colour::White], 290_000);
    assert_eq!(reading.running, Some(Colour::Black));
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
