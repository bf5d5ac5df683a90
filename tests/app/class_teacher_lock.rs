//! The teacher's lock holds on a class tablet: on a device joined to a class, teacher mode
//! opens only with the class's teacher PIN, checked by the real classroom server; a PIN chosen
//! on the device plays no part, none can be chosen there, and a restart never brings teacher
//! mode back.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)]

use egui_kittest::kittest::Queryable;
use qi_classroom::i18n::Locale;

use crate::join::{class_with_xiaoming, join_as_xiaoming};
use crate::kit::{self, press, type_stepping, wait_until};
use crate::server_support;

#[test]
fn on_a_class_device_teacher_mode_opens_only_with_the_class_pin_the_server_checks() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();
    let agent = server_support::agent();
    let (code, _teacher) = class_with_xiaoming(&agent, &base);

    let dir = tempfile::tempdir().unwrap();
    {
        let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
        // Before the device joins, someone chose a PIN of their own on it (1357).
        kit::click(&mut harness, "Settings");
        kit::click(&mut harness, "Teacher mode");
        kit::type_into(&mut harness, "Choose a teacher PIN (4 to 8 digits)", "1357");
        kit::type_into(&mut harness, "The same PIN again", "1357");
        kit::click(&mut harness, "Keep this PIN and turn teacher mode on");
        assert!(harness.query_by_label("Teacher").is_some());
        kit::click(&mut harness, "Teacher mode");
        assert!(harness.query_by_label("Teacher").is_none());
        kit::click(&mut harness, "Home");

        join_as_xiaoming(&mut harness, &base, &code);
        // The device shows who it is in the class: the child's name (and picture) on top.
        assert!(harness.query_by_label("Playing: 小明").is_some());
        assert!(!kit::shows(&harness, "Choose who is playing"));
        press(&mut harness, "Settings");
        press(&mut harness, "Teacher mode");
        assert!(
            kit::shows(&harness, "enter the class's teacher PIN"),
            "the gate asks for the class's PIN"
        );
        assert!(
            !kit::shows(&harness, "Choose a teacher PIN"),
            "no PIN can be chosen on a class device"
        );
        // The device's own PIN is not the class's: the server says no.
        type_stepping(&mut harness, "Teacher PIN", "1357");
        press(&mut harness, "Turn teacher mode on");
        wait_until(&mut harness, "the server's answer", |h| {
            kit::shows(h, "That is not the teacher PIN.")
        });
        assert!(harness.query_by_label("Teacher").is_none());
        // The class's PIN opens it.
        type_stepping(&mut harness, "Teacher PIN", "2468");
        press(&mut harness, "Turn teacher mode on");
        wait_until(&mut harness, "teacher mode", |h| {
            h.query_by_label("Teacher").is_some()
        });
    }

    // The teacher walked away with teacher mode on; the app starts again in children's mode.
    let mut again = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    again.step();
    again.step();
    assert!(kit::shows(&again, "Hello, 小明!") || again.query_by_label("Home").is_some());
    assert!(
        again.query_by_label("Teacher").is_none(),
        "a restart does not bring teacher mode back"
    );
    let settings = std::fs::read_to_string(dir.path().join("settings.json")).unwrap();
    assert!(!settings.contains("teacher_mode"), "{settings}");
}
