//! Teacher mode's "Class on the server" against the real `serve` router on a loopback port:
//! the teacher makes a class with a PIN, pastes the children's names, sees them on the live
//! dashboard, and sends the playlist as today's work, which a joined child's device then gets.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use serde_json::json;

mod kit;
mod server_support;
use kit::{press, wait_until};

#[test]
fn the_teacher_makes_a_class_pastes_names_sees_them_live_and_sends_todays_lessons() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1400.0);
    kit::click(&mut harness, "Settings");
    kit::click(&mut harness, "Teacher mode");
    kit::click(&mut harness, "Teacher");
    // Today's lesson, chosen in the playlist as for the projector.
    kit::click(&mut harness, "Lions and tigers jump");
    press(&mut harness, "Class on the server");
    kit::type_stepping(
        &mut harness,
        "Server address (on the teacher's screen)",
        &base,
    );
    kit::type_stepping(&mut harness, "Teacher PIN", "2468");
    kit::type_stepping(&mut harness, "Class name (for a new class)", "大二班");
    press(&mut harness, "Make a new class");
    wait_until(&mut harness, "the class's heading", |h| {
        h.query_by_label_contains("Class code ").is_some()
    });
    let node = harness.query_by_label_contains("Class code ").unwrap();
    // A label's text is its accessibility value.
    let heading = node.value().unwrap_or_default();
    let code: String = heading["Class code ".len()..]
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect();
    assert_eq!(code.len(), 6, "a class code in {heading:?}");
    assert!(
        harness.query_by_label("2468").is_none(),
        "the PIN is not shown"
    );

    kit::type_stepping(&mut harness, "Paste names, one a line", "小明\n小红\n");
    press(&mut harness, "Add these children");
    wait_until(&mut harness, "the added line", |h| {
        h.query_by_label_contains("2 children were added").is_some()
    });
    wait_until(&mut harness, "the children on the dashboard", |h| {
        h.query_by_label("小明").is_some() && h.query_by_label("小红").is_some()
    });

    // The server has the class and the children: the join screen's grid lists them.
    let agent = server_support::agent();
    let (status, students) =
        server_support::get(&agent, &format!("{base}/api/classes/{code}/students"), None).unwrap();
    assert_eq!(status, 200);
    let names: Vec<&str> = students["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["小明", "小红"]);

    press(&mut harness, "Send today's lessons to the class");
    wait_until(&mut harness, "the sent line", |h| {
        h.query_by_label_contains("sent to every device").is_some()
    });
    let child = students["students"][0]["student_id"].as_str().unwrap();
    let (_, joined) = server_support::post(
        &agent,
        &format!("{base}/api/join"),
        None,
        &json!({"class_code": code, "student_id": child}),
    )
    .unwrap();
    let token = joined["student_token"].as_str().unwrap();
    let (_, today) =
        server_support::get(&agent, &format!("{base}/api/assignment"), Some(token)).unwrap();
    assert_eq!(
        today["items"],
        json!([{"lesson": "jungle-05-river-jumps"}]),
        "{today}"
    );

    // A wrong PIN for the same class is refused in words, not silently.
    let mut again = kit::start(dir.path(), Locale::En, 1280.0, 1400.0);
    kit::click(&mut again, "Teacher");
    press(&mut again, "Class on the server");
    kit::type_stepping(
        &mut again,
        "Server address (on the teacher's screen)",
        &base,
    );
    kit::type_stepping(&mut again, "Teacher PIN", "1111");
    kit::type_stepping(&mut again, "Class code", &code);
    press(&mut again, "Open this class");
    wait_until(&mut again, "the wrong-PIN line", |h| {
        h.query_by_label_contains("That PIN is not right").is_some()
    });
}
