//! The Renju opening and the clocks on the child's game screen (issue #40): what the opening
//! asks of this child in words and picture buttons (swap, the fifth moves marked on the board
//! and sent with one button, an offered point tapped to pick it), the colour following a swap,
//! the classmate's decision named while waiting; both clocks shown, the running one counting
//! down, "little time left" said once, a game lost on time said as such.
#![cfg(feature = "app")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use serde_json::{Value, json};

use crate::kit;
use kit::{hear, sent};

fn renju(black: &[&str], white: &[&str], to_move: &str) -> Value {
    json!({"black": black, "white": white, "to_move": to_move, "rule": "renju"})
}

fn tap(harness: &mut kit::App, label: &str) {
    harness
        .query_by_label_contains(label)
        .unwrap_or_else(|| panic!("nothing labelled {label}"))
        .click();
    harness.step();
    harness.step();
}

#[test]
fn the_opening_asks_this_child_in_pictures_and_follows_the_swap() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1100.0);
    harness.step();
    // The opener placed three stones; this child (s2, White) is asked to swap or keep.
    hear(
        &mut harness,
        json!({"type":"room","room":"r-1","game":"renju","you":"white","v":3,
               "position": renju(&["h8", "j10"], &["h9"], "white"),
               "players":{"black":"s1","white":"s2"},
               "rules":{"rule_set":"renju","opening":"rif"},"moves":["h8","h9","j10"],
               "to_move":"white","pending":null,"result":null,
               "opening":{"rule":"rif","player":"s2","colour":"white","decision":"swap-or-keep"}}),
    );
    assert!(kit::shows(&harness, "Opening: RIF"));
    assert!(kit::shows(
        &harness,
        "Do you want to swap colours, or keep yours?"
    ));
    // No draw or take-back during the opening.
    assert!(!kit::shows(&harness, "Offer a draw"));
    // A tap on the board is not the answer: the buttons are.
    tap(&mut harness, "a1 empty");
    assert!(kit::shows(
        &harness,
        "Answer with the buttons above the board."
    ));
    assert!(sent(&mut harness, 1.0).is_empty());
    kit::press(&mut harness, "Swap colours");
    let swap = sent(&mut harness, 2.0);
    assert_eq!(swap.len(), 1, "{swap:?}");
    assert_eq!(
        (
            swap[0]["type"].as_str(),
            swap[0]["choice"].as_str(),
            swap[0]["room"].as_str()
        ),
        (Some("opening"), Some("swap"), Some("r-1"))
    );
    // The server's step: this child (s2) now plays Black; the classmate places White 4.
    hear(
        &mut harness,
        json!({"type":"opening-step","room":"r-1","v":4,"by":"white","choice":"swap",
               "position": renju(&["h8", "j10"], &["h9"], "white"),
               "players":{"black":"s2","white":"s1"},"to_move":"white",
               "asks":{"rule":"rif","player":"s1","colour":"white","decision":"place",
                       "stone":"white","zone":"anywhere"}}),
    );
    assert!(kit::shows(&harness, "You play Black"));
    assert!(kit::shows(
        &harness,
        "Your classmate decides: place a stone."
    ));
    assert!(
        sent(&mut harness, 3.0).is_empty(),
        "the swap was taken: not resent"
    );
    hear(
        &mut harness,
        json!({"type":"opening-step","room":"r-1","v":5,"by":"white","choice":"place","move":"g7",
               "position": renju(&["h8", "j10"], &["g7", "h9"], "black"),
               "players":{"black":"s2","white":"s1"},"to_move":"black",
               "asks":{"rule":"rif","player":"s2","colour":"black","decision":"offer-fifth-moves",
                       "count":2}}),
    );
    assert!(kit::shows(
        &harness,
        "Tap 2 points where Black could play the fifth stone, then send them."
    ));
    // Two points marked (one tapped twice is unmarked), then sent with one button.
    tap(&mut harness, "k8 empty");
    tap(&mut harness, "a1 empty");
    tap(&mut harness, "a1 empty");
    tap(&mut harness, "e5 empty");
    assert_eq!(
        harness
            .state_mut()
            .class_join()
            .class_room()
            .unwrap()
            .offer_marks,
        ["k8", "e5"]
    );
    assert!(
        sent(&mut harness, 4.0).is_empty(),
        "marks are not sent one by one"
    );
    kit::press(&mut harness, "Send the offers");
    let offer = sent(&mut harness, 5.0);
    assert_eq!(offer[0]["choice"], "offer");
    assert_eq!(offer[0]["points"], json!(["k8", "e5"]));
}

#[test]
fn the_offered_fifth_moves_are_marked_and_a_tap_picks_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::ZhCn, 1280.0, 1100.0);
    harness.step();
    hear(
        &mut harness,
        json!({"type":"room","room":"r-2","game":"renju","you":"white","v":6,
               "position": renju(&["h8", "j10"], &["g7", "h9"], "white"),
               "players":{"black":"s1","white":"s2"},
               "rules":{"rule_set":"renju","opening":"five-two"},
               "moves":["h8","h9","j10","g7"],"to_move":"white","pending":null,"result":null,
               "opening":{"rule":"rif","player":"s2","colour":"white","decision":"pick-offer",
                          "offers":["k8","e5"]}}),
    );
    assert!(kit::shows(&harness, "开局：三手交换、五手两打"));
    assert!(kit::shows(
        &harness,
        "点一个有标记的点：黑方第五手就下在那里。"
    ));
    let room = harness.state_mut().class_join().class_room().unwrap();
    assert_eq!(
        qi_classroom::app::join::room_extras_ui::opening_marks(room),
        ["k8", "e5"]
    );
    tap(&mut harness, "e5");
    let pick = sent(&mut harness, 1.0);
    assert_eq!(
        (pick[0]["type"].as_str(), pick[0]["move"].as_str()),
        (Some("move"), Some("e5"))
    );
}

#[test]
fn both_clocks_show_the_running_one_counts_down_and_little_time_left_is_said_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1100.0);
    harness.step();
    hear(
        &mut harness,
        json!({"type":"room","room":"r-3","game":"jungle","you":"red","v":1,
               "position":{"fen": qi_classroom::rules::jungle::Game::new(
                   qi_classroom::rules::jungle::RuleOptions::classroom()).position().to_fen()},
               "players":{"red":"s1","blue":"s2"},
               "rules":{"preset":"classroom","clock":{"minutes":5}},"moves":[],
               "to_move":"red","pending":null,"result":null,
               "clock":{"remaining_ms":{"red":20_000,"blue":300_000},"running":"red"}}),
    );
    assert!(kit::shows(&harness, "Blue 5:00"), "the classmate's clock");
    // The child's own clock: 20 s, little time left, said once.
    assert!(
        kit::shows(&harness, "Red 0:20") || kit::shows(&harness, "Red 0:19"),
        "the child's clock"
    );
    assert!(kit::shows(&harness, "Little time left"));
    let room = harness.state_mut().class_join().class_room().unwrap();
    assert!(room.low_time_said);
    let heard = room.clock_heard_at.unwrap();
    // The running clock counts down from when it was heard; the other one stands.
    assert_eq!(
        room.time_left(qi_classroom::classroom::room_wire::Colour::Red, heard + 5.0),
        Some(15_000)
    );
    assert_eq!(
        room.time_left(
            qi_classroom::classroom::room_wire::Colour::Blue,
            heard + 5.0
        ),
        Some(300_000)
    );
    // Lost on time: said as the engine says it.
    hear(
        &mut harness,
        json!({"type":"game-over","room":"r-3","winner":"blue","reason":"time-out","v":2}),
    );
    assert!(kit::shows(&harness, "Your classmate won this time."));
    assert!(kit::shows(&harness, "ran out of time"));
}
