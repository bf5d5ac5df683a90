//! The class's live dashboard in the teacher's app (issue #41): puzzle results (solved, tries,
//! hints) beside the lessons, and — when the classroom server stops — a sentence in the
//! teacher's words with the children's presence greyed.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;
use serde_json::json;

use crate::kit::{self, press, wait_until};
use crate::server_support;

#[test]
fn the_dashboard_shows_puzzle_results_and_says_when_the_server_is_not_answering() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1600.0, 1400.0);
    kit::teacher_mode(&mut harness);
    kit::click(&mut harness, "Teacher");
    let code = crate::teacher_server::make_class(&mut harness, &base);
    kit::type_stepping(&mut harness, "Paste names, one a line", "小明\n");
    press(&mut harness, "Add these children");
    wait_until(&mut harness, "the child on the dashboard", |h| {
        h.query_by_label("小明").is_some()
    });

    // 小明's device sends two tries at a puzzle: the second solves it, after a hint.
    let agent = server_support::agent();
    let (_, students) =
        server_support::get(&agent, &format!("{base}/api/classes/{code}/students"), None).unwrap();
    let child = students["students"][0]["student_id"].as_str().unwrap();
    let (_, joined) = server_support::post(
        &agent,
        &format!("{base}/api/join"),
        None,
        &json!({"class_code": code, "student_id": child}),
    )
    .unwrap();
    let token = joined["student_token"].as_str().unwrap();
    let attempt = |id: &str, solved: bool, hints: u32| {
        json!({"id": id, "kind": "puzzle", "puzzle": "jungle-defend-01", "solved": solved,
               "mistakes": 1, "hints": hints, "seconds": 30})
    };
    let (status, _) = server_support::post(
        &agent,
        &format!("{base}/api/progress"),
        Some(token),
        &json!({"events": [attempt("a1", false, 0), attempt("a2", true, 1)]}),
    )
    .unwrap();
    assert_eq!(status, 200);
    wait_until(&mut harness, "the puzzle on the dashboard", |h| {
        h.query_by_label_contains("Stop the rat!: solved, 2 tries, 1 hint")
            .is_some()
    });
    assert!(kit::shows(&harness, "1 of 1"), "solved of tried");
    assert!(
        harness.query_all_by_label("Puzzles").count() >= 1,
        "the column"
    );
    assert!(kit::shows(&harness, "2 tries, 1 hint"));
    assert!(!kit::shows(
        &harness,
        "The classroom server is not answering"
    ));

    // The server stops: the teacher is told in their words, and presence is greyed.
    drop(served);
    wait_until(&mut harness, "the not-answering sentence", |h| {
        kit::shows(h, "The classroom server is not answering")
    });
    assert!(
        harness
            .query_by_label("Not known: the server is not answering.")
            .is_some()
    );
    assert!(
        !kit::shows(&harness, "The teacher's computer does not answer"),
        "not the child's words"
    );
}
