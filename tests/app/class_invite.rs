//! A child invites a classmate from their device (issue #40), the app's side against a real
//! server: "Play a classmate" shows the classmates as name-and-picture buttons (no typing),
//! then the game as picture buttons; the classmate's device shows who invites them to which
//! game; "yes" makes the room on both devices; "not now" is told to the inviter.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;

use crate::class_room::{classmates_joined, until};
use crate::kit;

#[test]
fn a_child_invites_a_classmate_by_picture_and_the_classmate_says_yes_then_not_now() {
    let mut class = classmates_joined();
    let [a, b] = &mut class.devices;

    let named_before = a.query_all_by_label_contains("小明").count();
    kit::press(a, "Play a classmate");
    until(a, b, "the classmates' pictures", |a, _| {
        a.query_by_label_contains("小红").is_some()
    });
    // The child's own name is not offered.
    assert!(
        a.query_all_by_label_contains("小明").count() <= named_before,
        "the child is offered to themselves"
    );
    a.query_by_label_contains("小红").unwrap().click();
    a.step();
    a.step();
    assert!(kit::shows(a, "Which game?"));
    kit::press(a, "Jungle game");
    until(a, b, "the invitation on the classmate's device", |a, b| {
        kit::shows(a, "Waiting for 小红 to answer")
            && kit::shows(b, "小明 invites you to a Jungle game!")
    });
    kit::press(b, "Yes, let's play!");
    until(a, b, "the room on both devices", |a, b| {
        kit::shows(a, "You play Red") && kit::shows(b, "You play Blue")
    });
    assert!(!a.state_mut().class_join().has_invites());

    // Once more after the game, and this time "not now".
    a.state_mut().class_join().class_room_mut().unwrap();
    kit::press(a, "Give up");
    kit::press(a, "Yes, give up");
    until(a, b, "the game over", |a, _| {
        kit::shows(a, "Back to my work")
    });
    kit::press(a, "Back to my work");
    until(a, b, "b's game over", |_, b| {
        kit::shows(b, "Back to my work")
    });
    kit::press(b, "Back to my work");
    kit::press(a, "Play a classmate");
    a.query_by_label_contains("小红").unwrap().click();
    a.step();
    a.step();
    kit::press(a, "Renju game");
    until(a, b, "the second invitation", |_, b| {
        kit::shows(b, "小明 invites you to a Renju game!")
    });
    kit::press(b, "Not now");
    until(a, b, "the answer told", |a, _| {
        kit::shows(a, "小红 said not now.")
    });
    assert!(!b.state_mut().class_join().has_invites());
}
