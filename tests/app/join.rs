//! The native app joins a class on a real `serve` router started in the test (loopback): the
//! adult types the address and code, the child taps their name, and a finished step goes from
//! the outbox to the server's progress table.
#![cfg(all(feature = "app", feature = "server"))]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use egui_kittest::kittest::Queryable;
use qi_classroom::app::Action;
use qi_classroom::app::join::storage::ClassDocuments;
use qi_classroom::classroom::Event;
use qi_classroom::classroom::event::LessonStep;
use qi_classroom::i18n::Locale;
use qi_classroom::progress::ProgressStore;
use qi_classroom::server::limits::Limits;

/// The test server's allowance of results a second, after a burst of [`EVENT_BURST`].
const EVENTS_PER_SECOND: u32 = 100;
/// See [`EVENTS_PER_SECOND`].
const EVENT_BURST: u32 = 200;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

use crate::kit;
use crate::server_support;
use kit::{press, wait_until};

#[test]
fn the_app_joins_a_class_by_address_code_and_a_tapped_name_and_sends_a_finished_step() {
    let served = server_support::Loopback::start();
    let base = served.base.clone();

    let agent = server_support::agent();
    let (_, created) = server_support::post(
        &agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "大二班", "teacher_pin": "2468"}),
    )
    .unwrap();
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    for name in ["小明", "小红"] {
        let (status, _) = server_support::post(
            &agent,
            &format!("{base}/api/classes/{code}/students"),
            Some(&teacher),
            &json!({"name": name, "avatar": "lion"}),
        )
        .unwrap();
        assert_eq!(status, 201);
    }

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    press(&mut harness, "Join a class");
    kit::type_into(
        &mut harness,
        "Server address (on the teacher's screen)",
        &base,
    );
    kit::type_into(&mut harness, "Class code", &code.to_lowercase());
    press(&mut harness, "Find the class");
    wait_until(&mut harness, "the name grid", |h| {
        h.query_by_label_contains("小红").is_some()
    });
    harness.query_by_label_contains("小明").unwrap().click();
    wait_until(&mut harness, "the greeting", |h| {
        h.query_by_label_contains("Hello, 小明!").is_some()
    });

    // The child opens a lesson: the teacher's dashboard says what they are on.
    harness
        .state_mut()
        .apply(Action::OpenLesson(server_support::LESSON.into()));
    let dashboard_url = format!("{base}/api/classes/{code}/dashboard");
    let now_on = |dashboard: &Value| dashboard["students"][0]["now"].clone();
    let now = watch(
        &mut harness,
        &agent,
        &dashboard_url,
        &teacher,
        now_on,
        |now| now["lesson"] == json!(server_support::LESSON),
    );
    assert_eq!(now["lesson"], json!(server_support::LESSON), "{now}");
    assert_eq!(now["step"], json!(1), "{now}");

    // A finished step (as the lesson player records it) reaches the server.
    harness.state_mut().apply(Action::RecordStepStars {
        lesson: server_support::LESSON.into(),
        step: 2,
        stars: 3,
        mistakes: 1,
        hints: 0,
        answers_seen: 0,
        seconds: 42,
        tries: Vec::new(),
    });
    let progress_url = format!("{base}/api/classes/{code}/progress");
    let xiaomings_lesson = |progress: &Value| {
        progress["students"]
            .as_array()
            .and_then(|all| all.iter().find(|s| s["name"] == "小明"))
            .map_or(Value::Null, |me| {
                me["lessons"][server_support::LESSON].clone()
            })
    };
    let lesson = watch(
        &mut harness,
        &agent,
        &progress_url,
        &teacher,
        xiaomings_lesson,
        |lesson| lesson["stars"] == json!(3),
    );
    assert_eq!(lesson["stars"], json!(3));
    assert_eq!(
        lesson["mistakes"],
        json!(1),
        "the step's mistakes reach the dashboard"
    );
    press(&mut harness, "Home");
    press(&mut harness, "Join a class");
    wait_until(&mut harness, "the all-sent line", |h| {
        h.query_by_label_contains("Everything you did is saved")
            .is_some()
    });

    // A puzzle open tells the dashboard too.
    harness
        .state_mut()
        .apply(Action::OpenPuzzle("jungle-defend-01".into()));
    let now = watch(
        &mut harness,
        &agent,
        &dashboard_url,
        &teacher,
        now_on,
        |now| now["puzzle"] == json!("jungle-defend-01"),
    );
    assert_eq!(now["puzzle"], json!("jungle-defend-01"), "{now}");

    // The membership is remembered: a restarted app is still in the class.
    drop(harness);
    let mut again = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    press(&mut again, "Join a class");
    wait_until(&mut again, "the greeting after a restart", |h| {
        h.query_by_label_contains("Hello, 小明!").is_some()
    });
}

#[test]
fn todays_work_opens_with_a_tap_and_a_step_finished_while_the_server_is_down_is_sent_after_it_restarts()
 {
    let data = tempfile::tempdir().unwrap();
    let served = server_support::Served::start(data.path());
    let base = served.base.clone();
    let port: u16 = base.rsplit(':').next().unwrap().parse().unwrap();
    let agent = server_support::agent();
    let (code, teacher) = class_with_xiaoming(&agent, &base);
    // Locked: the devices stay on today's work.
    assign(
        &agent,
        &base,
        &code,
        &teacher,
        json!({"items": [{"lesson": server_support::LESSON}], "locked": true}),
    );

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    join_as_xiaoming(&mut harness, &base, &code);
    // Today's work arrives (socket or HTTP) as a button with the lesson's title.
    let title = "The eight animals: who eats whom?";
    wait_until(&mut harness, "today's work on the join screen", |h| {
        h.query_by_label_contains(title).is_some()
    });
    press(&mut harness, "Home");
    wait_until(&mut harness, "today's work on Home", |h| {
        h.query_by_label_contains(title).is_some()
    });
    assert!(
        harness.query_by_label("Puzzles").is_none() && harness.query_by_label("Play").is_none(),
        "a device locked to today's work offers nothing else on Home"
    );
    harness.query_by_label_contains(title).unwrap().click();
    harness.step();
    harness.step();
    assert!(
        kit::shows(&harness, "◀ Today's work") && !kit::shows(&harness, "All lessons"),
        "the tap opened the lesson player, whose way back leads to today's work, not the list"
    );

    // The teacher's laptop goes away; the child finishes a step.
    served.kill();
    harness.state_mut().apply(Action::RecordStepStars {
        lesson: server_support::LESSON.into(),
        step: 1,
        stars: 2,
        mistakes: 0,
        hints: 1,
        answers_seen: 0,
        seconds: 30,
        tries: Vec::new(),
    });
    for _ in 0..20 {
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    press(&mut harness, "Home");
    press(&mut harness, "Join a class");
    wait_until(&mut harness, "the waiting line", |h| {
        h.query_by_label_contains("One result is waiting").is_some()
    });
    // The device is switched off and on again, the server still away: it comes up on today's
    // work, still locked, and the result is still waiting on it.
    drop(harness);
    let mut again = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    assert!(
        kit::shows(&again, title) && again.query_by_label("Puzzles").is_none(),
        "a restarted device remembers today's work and the lock"
    );
    press(&mut again, "Join a class");
    assert!(kit::shows(&again, "One result is waiting"));
    drop(again);

    // The server comes back on the same address; the device sends what waited.
    let mut served = None;
    for _ in 0..50 {
        let attempt = std::panic::catch_unwind(|| {
            server_support::Served::start_on(data.path(), "en_US.UTF-8", port)
        });
        if let Ok(started) = attempt {
            served = Some(started);
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let served = served.expect("the server restarted on its port");
    let mut device = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    let progress_url = format!("{}/api/classes/{code}/progress", served.base);
    let stars_of = |progress: &Value| {
        progress["students"][0]["lessons"][server_support::LESSON]["stars"].clone()
    };
    let stars = watch(
        &mut device,
        &agent,
        &progress_url,
        &teacher,
        stars_of,
        |stars| *stars == json!(2),
    );
    assert_eq!(
        stars,
        json!(2),
        "the step finished offline reached the server"
    );
    press(&mut device, "Join a class");
    wait_until(&mut device, "the all-sent line", |h| {
        h.query_by_label_contains("Everything you did is saved")
            .is_some()
    });
}

#[test]
fn the_teachers_own_lesson_served_to_the_class_opens_on_the_device_and_stays_after_a_restart() {
    // The teacher's folder: their own lesson, and a half-written file the server must not serve.
    let lessons = tempfile::tempdir().unwrap();
    let own = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/lessons/jungle-11-board.toml"
    ))
    .unwrap()
    .replace("id = \"jungle-11-board\"", "id = \"our-board-walk\"")
    .replace("The animals' home: the board", "Our class walks the board");
    std::fs::write(lessons.path().join("ours.toml"), own).unwrap();
    std::fs::write(lessons.path().join("half.toml"), "id = \"half\"\ngame = \n").unwrap();
    let data = tempfile::tempdir().unwrap();
    let served =
        server_support::Served::start_serving(data.path(), "en_US.UTF-8", 0, Some(lessons.path()));
    let base = served.base.clone();
    let agent = server_support::agent();
    let (code, teacher) = class_with_xiaoming(&agent, &base);
    assign(
        &agent,
        &base,
        &code,
        &teacher,
        json!({"items": [{"lesson": "our-board-walk"}]}),
    );

    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    join_as_xiaoming(&mut harness, &base, &code);
    let title = "Our class walks the board";
    wait_until(
        &mut harness,
        "the teacher's own lesson as today's work",
        |h| h.query_by_label_contains(title).is_some(),
    );
    harness.query_by_label_contains(title).unwrap().click();
    harness.step();
    harness.step();
    assert!(
        kit::shows(&harness, "Tap all the water."),
        "the tap opened the teacher's lesson at its first step"
    );
    // The server knows the lesson: a finished step of it is accepted.
    harness.state_mut().apply(Action::RecordStepStars {
        lesson: "our-board-walk".into(),
        step: 1,
        stars: 3,
        mistakes: 0,
        hints: 0,
        answers_seen: 0,
        seconds: 12,
        tries: Vec::new(),
    });
    let progress_url = format!("{base}/api/classes/{code}/progress");
    let stars_of =
        |progress: &Value| progress["students"][0]["lessons"]["our-board-walk"]["stars"].clone();
    let stars = watch(
        &mut harness,
        &agent,
        &progress_url,
        &teacher,
        stars_of,
        |stars| *stars == json!(3),
    );
    assert_eq!(
        stars,
        json!(3),
        "the teacher's lesson's step reached the server"
    );

    let (_, library) = server_support::get(&agent, &format!("{base}/api/library"), None).unwrap();
    assert_eq!(
        library["files"].as_array().unwrap().len(),
        1,
        "only the file without errors is served: {library}"
    );

    // The server goes away; the restarted device still has the lesson and today's button.
    drop(harness);
    served.kill();
    let mut again = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    assert!(
        kit::shows(&again, title),
        "the served lesson is remembered on the device"
    );
    again.query_by_label_contains(title).unwrap().click();
    again.step();
    again.step();
    assert!(kit::shows(&again, "Tap all the water."));
}

/// A class with one child, 小明, made through the API: its code and the teacher's token.
pub(crate) fn class_with_xiaoming(agent: &ureq::Agent, base: &str) -> (String, String) {
    let (_, created) = server_support::post(
        agent,
        &format!("{base}/api/classes"),
        None,
        &json!({"name": "大二班", "teacher_pin": "2468"}),
    )
    .unwrap();
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let (status, _) = server_support::post(
        agent,
        &format!("{base}/api/classes/{code}/students"),
        Some(&teacher),
        &json!({"name": "小明", "avatar": "tiger"}),
    )
    .unwrap();
    assert_eq!(status, 201);
    (code, teacher)
}

/// Sends today's work to the class.
/// The server's limit on one child's results (429 with `Retry-After`) met by a real device:
/// the app keeps every result, says on the join screen that the teacher's computer asked it to
/// wait, sends again when told, and in the end every result is stored.
#[test]
fn a_device_told_to_wait_keeps_its_results_waits_and_sends_them_all() {
    // A small allowance (100 results a second after 200), so that any device sending its
    // outbox reaches it, however fast or slow the machine: its second batch comes long before
    // the allowance has grown back.
    let served = server_support::Loopback::start_with_limits(Limits::with_events(
        EVENTS_PER_SECOND,
        EVENT_BURST,
    ));
    let base = served.base.clone();
    let agent = server_support::agent();
    let (code, teacher) = class_with_xiaoming(&agent, &base);
    let dir = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    join_as_xiaoming(&mut harness, &base, &code);
    drop(harness);

    // The device was used offline all week: its outbox holds more results than the server
    // stores from one child at once (its burst and three seconds of its rate); the newest has
    // three stars.
    let results = EVENT_BURST + 3 * EVENTS_PER_SECOND;
    let mut store = ProgressStore::open(dir.path());
    let mut documents = ClassDocuments::load(&mut store);
    assert!(documents.membership.is_some() && documents.outbox.pending.is_empty());
    for done in 1..=results {
        let id = documents.outbox.make_id();
        documents.outbox.push(Event::LessonStep(LessonStep {
            id,
            lesson: server_support::LESSON.into(),
            step: 1,
            stars: if done == results { 3 } else { 1 },
            mistakes: 0,
            hints: 0,
            answers_seen: 0,
            seconds: 10,
            tries: Vec::new(),
        }));
    }
    assert!(documents.save_outbox(&mut store));
    drop(store);

    let mut device = kit::start(dir.path(), Locale::En, 1280.0, 1000.0);
    press(&mut device, "Join a class");
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut told_to_wait = false;
    loop {
        device.step();
        told_to_wait |= device
            .query_by_label_contains("asked this device to wait")
            .is_some();
        if device
            .query_by_label_contains("Everything you did is saved")
            .is_some()
        {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{results} results not all sent in 60 s"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(
        told_to_wait,
        "the server never asked the device to wait: the test did not reach the limit"
    );
    let (_, progress) = server_support::get(
        &agent,
        &format!("{base}/api/classes/{code}/progress"),
        Some(&teacher),
    )
    .unwrap();
    assert_eq!(
        progress["students"][0]["lessons"][server_support::LESSON]["stars"],
        json!(3),
        "the newest result reached the server: {progress}"
    );
}

fn assign(agent: &ureq::Agent, base: &str, code: &str, teacher: &str, assignment: Value) {
    let request = agent
        .put(&format!("{base}/api/classes/{code}/assignment"))
        .header("authorization", &format!("Bearer {teacher}"));
    let response = request.send_json(&assignment).unwrap();
    assert_eq!(response.status().as_u16(), 200);
}

/// The adult types the address and code, the child taps 小明.
pub(crate) fn join_as_xiaoming(harness: &mut kit::App, base: &str, code: &str) {
    press(harness, "Join a class");
    kit::type_into(harness, "Server address (on the teacher's screen)", base);
    kit::type_into(harness, "Class code", code);
    press(harness, "Find the class");
    wait_until(harness, "the name grid", |h| {
        h.query_by_label_contains("小明").is_some()
    });
    harness.query_by_label_contains("小明").unwrap().click();
    wait_until(harness, "the greeting", |h| {
        h.query_by_label_contains("Hello, 小明!").is_some()
    });
}

/// Steps the app while asking the server `url` (as the teacher) until `done` holds of what
/// `pick` takes from its answer, for at most 20 s; returns the last value picked.
fn watch(
    harness: &mut kit::App,
    agent: &ureq::Agent,
    url: &str,
    teacher: &str,
    pick: impl Fn(&Value) -> Value,
    done: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        harness.step();
        let (_, answer) = server_support::get(agent, url, Some(teacher)).unwrap();
        let picked = pick(&answer);
        if done(&picked) || Instant::now() >= deadline {
            return picked;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}
