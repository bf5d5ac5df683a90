//! Teacher mode's "Class on the server" against the real `serve` router on a loopback port:
//! the teacher makes a class with a PIN, pastes the children's names, sees them on the live
//! dashboard, and sends the playlist as today's work, which a joined child's device then gets;
//! the class's data (CSV, one child's export, delete, retention, archive) is managed there too.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use serde_json::json;

use crate::kit;
use crate::server_support;
use kit::{press, wait_until};

#[test]
fn the_teacher_makes_a_class_pastes_names_sees_them_live_and_sends_todays_lessons() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1400.0);
    kit::teacher_mode(&mut harness);
    kit::click(&mut harness, "Teacher");
    // Today's lesson, chosen in the playlist as for the projector.
    kit::click(&mut harness, "Lions and tigers leap");
    let code = make_class(&mut harness, &base);
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

    kit::press(&mut harness, "Keep the devices on today's work");
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
        json!([{"lesson": "jungle-15-river-jumps"}]),
        "{today}"
    );
    assert_eq!(today["locked"], json!(true), "{today}");

    // A wrong PIN for the same class is refused in words, not silently.
    let mut again = kit::start(dir.path(), Locale::En, 1280.0, 1400.0);
    kit::teacher_mode(&mut again);
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

#[test]
fn the_teacher_exports_a_child_deletes_one_after_asking_saves_the_csv_and_archives_the_class() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let dir = tempfile::tempdir().unwrap();
    let exports = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1400.0);
    kit::teacher_mode(&mut harness);
    kit::click(&mut harness, "Teacher");
    let code = make_class(&mut harness, &base);
    kit::type_stepping(&mut harness, "Paste names, one a line", "小明\n小红\n");
    press(&mut harness, "Add these children");
    wait_until(&mut harness, "the children on the dashboard", |h| {
        h.query_by_label("小明").is_some() && h.query_by_label("小红").is_some()
    });
    let folder = exports.path().display().to_string();
    kit::type_stepping(&mut harness, "Save files in (folder)", &folder);

    // One child's data, as a file (the first row is 小明's).
    harness.get_all_by_label("Export").next().unwrap().click();
    let export = exports.path().join(format!("{code}-小明.json"));
    wait_until(&mut harness, "the saved export", |_| export.is_file());
    let exported: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&export).unwrap()).unwrap();
    assert_eq!(exported["student"]["name"], json!("小明"), "{exported}");

    // Deleting asks first; "No" keeps the child.
    harness.get_all_by_label("Delete…").next().unwrap().click();
    harness.step();
    harness.step();
    assert!(kit::shows(&harness, "Delete 小明 and everything they did?"));
    press(&mut harness, "No, keep");
    assert!(!kit::shows(
        &harness,
        "Delete 小明 and everything they did?"
    ));
    let agent = server_support::agent();
    let students_url = format!("{base}/api/classes/{code}/students");
    let names = |agent: &ureq::Agent| -> Vec<String> {
        let (_, students) = server_support::get(agent, &students_url, None).unwrap();
        students["students"]
            .as_array()
            .map(|all| {
                all.iter()
                    .map(|s| s["name"].as_str().unwrap_or_default().to_owned())
                    .collect()
            })
            .unwrap_or_default()
    };
    assert_eq!(names(&agent), ["小明", "小红"]);
    harness.get_all_by_label("Delete…").next().unwrap().click();
    harness.step();
    harness.step();
    press(&mut harness, "Yes, delete");
    wait_until(&mut harness, "the deleted line", |h| {
        h.query_by_label_contains("小明 and all their work are deleted")
            .is_some()
    });
    assert_eq!(names(&agent), ["小红"]);
    wait_until(&mut harness, "the dashboard without 小明", |h| {
        h.query_by_label("小明").is_none()
    });

    // The class's progress as CSV, with the stable column ids.
    press(&mut harness, "Save the class's progress (CSV)");
    let csv = exports.path().join(format!("{code}-progress.csv"));
    wait_until(&mut harness, "the saved CSV", |_| csv.is_file());
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(
        text.trim_start_matches('\u{feff}')
            .starts_with("student_id,"),
        "{text}"
    );

    // How long the server keeps work.
    press(&mut harness, "Set");
    wait_until(&mut harness, "the retention line", |h| {
        h.query_by_label_contains("keeps each child's work for 365 days")
            .is_some()
    });

    // Archiving asks first; afterwards no device can join.
    press(&mut harness, "Archive this class (end of term)…");
    assert!(kit::shows(&harness, &format!("Archive class {code}?")));
    press(&mut harness, "Yes, archive");
    wait_until(&mut harness, "the archived line", |h| {
        h.query_by_label("The class is archived.").is_some()
    });
    let (status, _) = server_support::get(&agent, &students_url, None).unwrap();
    assert_eq!(status, 404, "an archived class has no name grid");
}

/// On the "Class on the server" tab: makes the class 大二班 with the PIN 2468 on `base`, and
/// returns its code as the heading shows it.
pub fn make_class(harness: &mut kit::App, base: &str) -> String {
    press(harness, "Class on the server");
    kit::type_stepping(harness, "Server address (on the teacher's screen)", base);
    kit::type_stepping(harness, "Teacher PIN", "2468");
    kit::type_stepping(harness, "Class name (for a new class)", "大二班");
    press(harness, "Make a new class");
    wait_until(harness, "the class's heading", |h| {
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
    code
}
