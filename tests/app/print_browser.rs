//! The Print buttons of a build without the PDF writer (the browser app, whose wasm file
//! leaves krilla out): not joined to a class server, a Print button says that printing there
//! needs the class server instead of doing nothing. (With a server, the same job fetches the
//! sheet: print_sheet.rs tests that path.) Run with
//! `cargo test --test app --no-default-features --features app print_browser`.
#![cfg(not(feature = "print"))]

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;

use crate::kit;

#[test]
fn without_a_class_server_the_print_button_says_what_printing_needs() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 2000.0);
    kit::teacher_mode(&mut harness);
    kit::click(&mut harness, "Home");
    kit::click(&mut harness, "Lessons");
    let first = harness.query_all_by_label("Print").next().unwrap();
    first.click();
    harness.run();
    assert!(kit::shows(
        &harness,
        "In the browser, printing needs the class server"
    ));
    // The projector's lesson: its worksheet, but no guide button (the server makes no guides).
    kit::click(&mut harness, "Teacher");
    kit::click(&mut harness, "Lions and tigers leap");
    kit::click(&mut harness, "Projector");
    harness.get_by_label("Print");
    assert!(harness.query_by_label("Print the guide").is_none());
}
