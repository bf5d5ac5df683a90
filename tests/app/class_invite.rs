//! A child invites a classmate from their device (issue #40), the app's side against a real
//! server: "Play a classmate" shows the classmates as name-and-picture buttons (no typing),
//! then the game as picture buttons; the classmate's device shows who invites them to which
//! game; "yes" makes the room on both devices; "not now" is told to the inviter.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use serde_json::json;

use crate::class_room::{join_as, until};
use crate::kit;
use crate::server_support;

#[test]
fn a_child_invites_a_classmate_by_picture_and_the_classmate_says_yes_then_not_now() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let agent = server_support::agent();
    let (code, teacher) = crate::join::class_with_xiaoming(&agent, &base);
    let (status, _) = server_support::post(
        &agent,
        &format!("{base}/api/classes/{code}/students"),
        Some(&teacher),
        &json!({"name": "小红", "avatar": "cat"}),
    )
    .unwrap();
    assert_eq!(status, 201);
    let (dir_a, dir_b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let mut a = kit::start(dir_a.path(), Locale::En, 1100.0, 1000.0);
    let mut b = kit::start(dir_b.path(), Locale::En, 1100.0, 1000.0);
    join_as(&mut a, &base, &code, "小明");
    join_as(&mut b, &base, &code, "小红");

    let named_before = a.query_all_by_label_contains("小明").count();
    kit::press(&mut a, "Play a classmate");
    until(&mut a, &mut b, "the classmates' pictures", |a, _| {
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
    assert!(kit::shows(&a, "Which game?"));
    kit::press(&mut a, "Jungle game");
    until(
        &mut a,
        &mut b,
        "the invitation on the classmate's device",
        |a, b| {
            kit::shows(a, "Waiting for 小红 to answer")
                && kit::shows(b, "小明 invites you to a Jungle game!")
        },
    );
    kit::press(&mut b, "Yes, let's play!");
    until(&mut a, &mut b, "the room on both devices", |a, b| {
        kit::shows(a, "You play Red") && kit::shows(b, "You play Blue")
    });
    assert!(!a.state_mut().class_join().has_invites());

    // Once more after the game, and this time "not now".
    a.state_mut().class_join().class_room_mut().unwrap();
    kit::press(&mut a, "Give up");
    kit::press(&mut a, "Yes, give up");
    until(&mut a, &mut b, "the game over", |a, _| {
        kit::shows(a, "Back to my work")
    });
    kit::press(&mut a, "Back to my work");
    until(&mut a, &mut b, "b's game over", |_, b| {
        kit::shows(b, "Back to my work")
    });
    kit::press(&mut b, "Back to my work");
    kit::press(&mut a, "Play a classmate");
    a.query_by_label_contains("小红").unwrap().click();
    a.step();
    a.step();
    kit::press(&mut a, "Renju game");
    until(&mut a, &mut b, "the second invitation", |_, b| {
        kit::shows(b, "小明 invites you to a Renju game!")
    });
    kit::press(&mut b, "Not now");
    until(&mut a, &mut b, "the answer told", |a, _| {
        kit::shows(a, "小红 said not now.")
    });
    assert!(!b.state_mut().class_join().has_invites());
}
