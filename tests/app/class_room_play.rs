//! Games between two real app devices on a real server (issue #40), beyond the Renju five of
//! `class_room`: Jungle played to a den entry with every move checked against the rules
//! engine's own verdict (a move the engine refuses is refused on the device with the engine's
//! sentence), and a must-claim Renju room where White's wrong 禁手 claim is told so and the
//! right one wins.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::{Locale, Localizer, jungle as jungle_text};
use qi_classroom::rules::jungle::{Game, Move, RuleOptions};
use serde_json::{Value, json};

use crate::class_room::{Classmates, classmates_joined, until};
use crate::kit;
use crate::server_support;

/// 小明 and 小红 on their devices, paired by the teacher in `game` with `rules`: 小明 first.
fn pair(game: &str, rules: Value) -> Classmates {
    let mut class = classmates_joined();
    class.pair(game, rules);
    class
}

/// The class's one game as `GET …/games` gives it to the teacher.
fn stored_game(class: &Classmates) -> Value {
    let (status, games) = server_support::get(
        &class.agent,
        &format!("{}/api/classes/{}/games", class.base, class.code),
        Some(&class.teacher),
    )
    .unwrap();
    assert_eq!(status, 200);
    games["games"][0].clone()
}

/// The Jungle square `name` ("a5", or "a7 rat", "f4 water" when it holds something).
fn square<'a>(device: &'a kit::App, name: &str) -> egui_kittest::Node<'a> {
    let prefix = format!("{name} ");
    let exact = name.to_owned();
    device
        .query_by(move |node| {
            node.label()
                .is_some_and(|label| label == exact || label.starts_with(&prefix))
        })
        .unwrap_or_else(|| panic!("no square {name}"))
}

/// Taps the from-square, then the to-square, of `mv` on `device`.
fn tap_move(device: &mut kit::App, mv: &str) {
    square(device, &mv[..2]).click();
    device.step();
    device.step();
    square(device, &mv[2..]).click();
    device.step();
}

/// Whether `device` shows an animal on `square` (its label names more than the square).
fn holds_animal(device: &kit::App, name: &str, animal: &str) -> bool {
    device.query_by_label(&format!("{name} {animal}")).is_some()
}

#[test]
fn two_app_devices_play_jungle_to_a_den_entry_every_move_judged_as_the_engine_judges_it() {
    let mut pair = pair("jungle", json!({"preset":"classroom"}));
    let [a, b] = &mut pair.devices;
    assert!(kit::shows(a, "You play Red"));
    assert!(kit::shows(b, "You play Blue"));
    let mut engine = Game::new(RuleOptions::classroom());

    // Red's elephant two squares up: the engine refuses it, and so does the server, with the
    // engine's own sentence on the device; nothing reaches Blue.
    let wrong = Move::parse("a3a5").unwrap();
    let refusal = engine.check_move(wrong).unwrap_err();
    tap_move(a, "a3a5");
    let sentence = Localizer::new(Locale::En).render(&jungle_text::refusal(&refusal));
    until(a, b, "the engine's refusal on Red's device", |a, _| {
        kit::shows(a, &sentence)
    });
    assert!(kit::shows(a, "Your turn!"), "Red may move again");

    // Red's rat swims the right river and walks into Blue's den; Blue's rat paddles about.
    let red = [
        "g3g4", "g4f4", "f4f5", "f5f6", "f6e6", "e6d6", "d6d7", "d7d8", "d8d9",
    ];
    let blue = [
        "a7a6", "a6a5", "a5a4", "a4b4", "b4b5", "b5c5", "c5c4", "c4b4",
    ];
    for (turn, mv) in red.iter().enumerate() {
        engine
            .play(Move::parse(mv).unwrap())
            .unwrap_or_else(|e| panic!("the engine refuses Red's {mv}: {e:?}"));
        tap_move(a, mv);
        let to = &mv[2..];
        if turn + 1 < red.len() {
            until(a, b, "Red's rat on both boards", |a, b| {
                holds_animal(a, to, "rat") && holds_animal(b, to, "rat")
            });
        }
        if let Some(reply) = blue.get(turn) {
            engine
                .play(Move::parse(reply).unwrap())
                .unwrap_or_else(|e| panic!("the engine refuses Blue's {reply}: {e:?}"));
            until(a, b, "Blue's turn", |_, b| kit::shows(b, "Your turn!"));
            tap_move(b, reply);
            let to = &reply[2..];
            until(a, b, "Blue's rat on both boards", |a, b| {
                holds_animal(a, to, "rat")
                    && holds_animal(b, to, "rat")
                    && kit::shows(a, "Your turn!")
            });
        }
    }
    assert!(engine.outcome().is_some(), "the engine ends the game too");
    until(a, b, "the end on both devices", |a, b| {
        kit::shows(a, "You won!") && kit::shows(b, "Your classmate won this time.")
    });

    let game = stored_game(&pair);
    assert_eq!(game["result"]["winner"], "red", "{game}");
    assert_eq!(game["result"]["reason"], "den-entered");
    let mut played = Vec::new();
    for (turn, mv) in red.iter().enumerate() {
        played.push(*mv);
        if let Some(reply) = blue.get(turn) {
            played.push(*reply);
        }
    }
    assert_eq!(
        game["moves"],
        json!(played),
        "every move once, the refused one never"
    );
}

#[test]
fn in_a_must_claim_room_whites_wrong_claim_is_told_so_and_the_right_one_wins() {
    let mut pair = pair(
        "renju",
        json!({"rule_set":"renju","forbidden_policy":"must-claim"}),
    );
    let [a, b] = &mut pair.devices;
    let play = |device: &mut kit::App, point: &str| {
        device
            .query_by_label_contains(&format!("{point} empty"))
            .unwrap_or_else(|| panic!("no empty point {point}"))
            .click();
        device.step();
    };
    assert!(
        !kit::shows(b, "禁手!"),
        "nothing to claim before Black moves"
    );

    // Black builds two twos that cross at h8; White plays far away.
    let black = ["i8", "h9", "j8", "h10"];
    let white = ["a1", "a3", "a5", "a7"];
    for (turn, point) in black.iter().enumerate() {
        play(a, point);
        let stone = format!("{point} black");
        until(a, b, "Black's stone on White's board", |_, b| {
            kit::shows(b, &stone) && kit::shows(b, "Your turn!")
        });
        if turn == 0 {
            // A claim after an allowed stone: refused, said so, the game goes on.
            kit::press(b, "禁手!");
            until(a, b, "the wrong claim told", |_, b| {
                kit::shows(b, "Not forbidden: Black's last stone is allowed. Play on!")
            });
            assert!(kit::shows(b, "Your turn!"));
        }
        play(b, white[turn]);
        let stone = format!("{} white", white[turn]);
        until(a, b, "White's stone on Black's board", |a, _| {
            kit::shows(a, &stone) && kit::shows(a, "Your turn!")
        });
    }
    // h8 makes two open threes at once: forbidden for Black. In a must-claim room it stands…
    play(a, "h8");
    until(a, b, "the forbidden stone stands", |a, b| {
        kit::shows(a, "h8 black") && kit::shows(b, "h8 black") && kit::shows(b, "Your turn!")
    });
    // …until White points it out.
    kit::press(b, "禁手!");
    until(a, b, "White wins by the claim", |a, b| {
        kit::shows(b, "You won!") && kit::shows(a, "Your classmate won this time.")
    });
    assert!(kit::shows(a, "pointing out Black's forbidden move"));

    let game = stored_game(&pair);
    assert_eq!(game["result"]["winner"], "white", "{game}");
    assert_eq!(game["result"]["reason"], "claimed-forbidden");
    assert_eq!(
        game["moves"],
        json!(["i8", "a1", "h9", "a3", "j8", "a5", "h10", "a7", "h8"])
    );
}

#[test]
fn a_child_playing_the_teachers_simul_is_told_it_is_the_teachers_game_and_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1100.0, 1000.0);
    harness.step();
    let room = json!({"type":"room","room":"r-s1","game":"renju","you":"white","v":0,
        "position":{"black":[],"white":[],"to_move":"black","rule":"freestyle"},
        "players":{"black":"teacher","white":"s2"},"rules":{"rule_set":"freestyle"},
        "moves":[],"to_move":"black","pending":null,"result":null});
    assert!(
        harness
            .state_mut()
            .class_join()
            .hear_room_message(&room.to_string())
    );
    harness.step();
    harness.step();
    assert!(kit::shows(&harness, "A game with your teacher"));
    assert!(kit::shows(&harness, "Your teacher's turn."));
    assert!(!kit::shows(&harness, "classmate"), "a simul says 'teacher'");
}
