//! The child's question screen (the teach board, issue #43), with the real app joined to a real
//! server on loopback: the teacher opens a board over the teacher's socket, the app switches to
//! it at once over the lesson that was open, the child answers by tapping a move, the server
//! takes it (the teacher's tally says so), the reveal shows the right answer, and "back to my
//! work" returns to the lesson.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::app::Action;
use qi_classroom::i18n::Locale;
use serde_json::json;
use std::time::Duration;

use crate::kit;
use crate::server_support;
use crate::teach_tally::read_until;
use kit::{press, wait_until};

#[test]
fn the_childs_device_switches_to_the_teachers_board_answers_and_goes_back_to_its_work() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let agent = server_support::agent();
    let (code, teacher) = crate::join::class_with_xiaoming(&agent, &base);

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    crate::join::join_as_xiaoming(&mut harness, &base, &code);
    // The child is in a lesson when the teacher asks.
    harness
        .state_mut()
        .apply(Action::OpenLesson(server_support::LESSON.into()));
    wait_until(&mut harness, "the lesson", |h| {
        h.query_by_label_contains("Next").is_some()
    });

    let ws = base.replacen("http://", "ws://", 1);
    let (mut socket, _) =
        tungstenite::connect(format!("{ws}/api/classes/{code}/live?token={teacher}")).unwrap();
    if let tungstenite::stream::MaybeTlsStream::Plain(stream) = socket.get_ref() {
        stream
            .set_read_timeout(Some(Duration::from_millis(50)))
            .unwrap();
    }
    socket
        .send(tungstenite::Message::Text(
            json!({"type": "ask", "id": "q1", "game": "jungle",
                   "position": {"fen": "l6/2tD3/7/7/7/7/7/7/6L w"}})
            .to_string()
            .into(),
        ))
        .unwrap();
    wait_until(&mut harness, "the teacher's question", |h| {
        kit::shows(h, "The teacher asks everyone")
    });
    assert!(kit::shows(&harness, "What would you play? Move a piece."));
    assert!(
        harness.query_by_label_contains("Next").is_none(),
        "the question covers the lesson"
    );

    // The child taps the dog, then the den.
    harness.get_by_label("d8 dog").click();
    harness.step();
    harness.get_by_label("d9 den").click();
    wait_until(&mut harness, "the answer taken", |h| {
        kit::shows(h, "Your answer is in.")
    });
    let tally = read_until(&mut harness, &mut socket, |m| {
        m["type"] == "answers" && m["answered"] == 1
    });
    assert_eq!(tally["tally"][0]["answer"], "d8d9");
    assert_eq!(tally["tally"][0]["verdict"], "right");

    socket
        .send(tungstenite::Message::Text(
            json!({"type": "reveal", "id": "q1"}).to_string().into(),
        ))
        .unwrap();
    wait_until(&mut harness, "the reveal", |h| {
        kit::shows(h, "Here is the right answer.")
    });
    press(&mut harness, "Back to my work");
    wait_until(&mut harness, "the lesson again", |h| {
        h.query_by_label_contains("Next").is_some() && !kit::shows(h, "The teacher asks everyone")
    });
}
