//! The fault test: 40 devices send a lesson's worth of events each, concurrently and with
//! duplicates, while the real `qi-classroom serve` process is SIGKILLed and restarted twice on the
//! same data folder. Devices resend until acknowledged; afterwards the teacher's numbers equal
//! what was acknowledged: nothing lost, nothing counted twice.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use crate::server_support;

use qi_classroom::classroom::Event;
use qi_classroom::classroom::event::{LessonStep, PuzzleAttempt};
use qi_classroom::classroom::totals::fold;
use serde_json::{Value, json};
use server_support::{LESSON, LESSON_STEPS, PUZZLE, Served, agent, get, post};
use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

const DEVICES: usize = 40;
const DEADLINE: Duration = Duration::from_secs(180);

/// One child's lesson: every step (some twice, a retry with more stars) and a few puzzle tries.
fn lesson_events(device: usize) -> Vec<Event> {
    let mut events = Vec::new();
    let mut n = 0;
    let mut id = || {
        n += 1;
        format!("d{device}-e{n}")
    };
    for step in 1..=LESSON_STEPS {
        let tries = if (step as usize + device).is_multiple_of(3) {
            2
        } else {
            1
        };
        for attempt in 0..tries {
            events.push(Event::LessonStep(LessonStep {
                id: id(),
                lesson: LESSON.into(),
                step,
                stars: (1 + attempt + (device as u32 + step) % 2).min(3) as u8,
                mistakes: (device as u32 + step) % 3,
                hints: u32::from(step.is_multiple_of(4)),
                answers_seen: 0,
                seconds: 10 + step,
                tries: Vec::new(),
            }));
        }
    }
    for attempt in 0..3 {
        events.push(Event::Puzzle(PuzzleAttempt {
            id: id(),
            puzzle: PUZZLE.into(),
            solved: attempt == 2,
            mistakes: 2 - attempt,
            hints: 1,
            answers_seen: 0,
            seconds: 30,
            tries: Vec::new(),
        }));
    }
    events
}

/// A device: sends 1–3 pending events (plus one already acknowledged, as a duplicate) per
/// request until every event is acknowledged; transport errors and 5xx are retried.
fn device(
    index: usize,
    token: String,
    base: Arc<RwLock<String>>,
    acknowledged_total: Arc<AtomicUsize>,
) -> Vec<Event> {
    let agent = agent();
    let events = lesson_events(index);
    let mut pending: Vec<Event> = events.clone();
    let mut acknowledged: Vec<Event> = Vec::new();
    let start = Instant::now();
    let mut round = 0usize;
    while !pending.is_empty() && start.elapsed() < DEADLINE && round < 5_000 {
        round += 1;
        let take = 1 + (index + round) % 3;
        let mut batch: Vec<Value> = pending
            .iter()
            .take(take)
            .map(|e| serde_json::to_value(e).unwrap())
            .collect();
        if let Some(again) = acknowledged.get(round % acknowledged.len().max(1)) {
            batch.push(serde_json::to_value(again).unwrap());
        }
        let url = format!("{}/api/progress", base.read().unwrap());
        match post(&agent, &url, Some(&token), &json!({"events": batch})) {
            Ok((200, answer)) => {
                assert_eq!(answer["rejected"], json!([]), "every event is valid");
                let ids: HashSet<&str> = answer["accepted"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter_map(Value::as_str)
                    .collect();
                let (done, left): (Vec<Event>, Vec<Event>) =
                    pending.into_iter().partition(|e| ids.contains(e.id()));
                acknowledged_total.fetch_add(done.len(), Ordering::SeqCst);
                acknowledged.extend(done);
                pending = left;
                std::thread::sleep(Duration::from_millis(15));
            }
            Ok((status, answer)) => {
                assert!(
                    status >= 500,
                    "only the server's own trouble is retried: {status} {answer}"
                );
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    assert!(
        pending.is_empty(),
        "device {index} still has {} events",
        pending.len()
    );
    assert_eq!(acknowledged.len(), events.len());
    acknowledged
}

#[test]
fn forty_devices_lose_nothing_and_double_nothing_across_two_sigkills() {
    let data = tempfile::tempdir().unwrap();
    let mut server = Served::start(data.path());
    let agent = agent();
    let (status, created) = post(
        &agent,
        &format!("{}/api/classes", server.base),
        None,
        &json!({"name": "大二班", "teacher_pin": "2468"}),
    )
    .unwrap();
    assert_eq!(status, 201);
    let code = created["class_code"].as_str().unwrap().to_owned();
    let teacher = created["teacher_token"].as_str().unwrap().to_owned();
    let names: Vec<String> = (0..DEVICES).map(|i| format!("孩子{i}")).collect();
    let (status, roster) = post(
        &agent,
        &format!("{}/api/classes/{code}/roster", server.base),
        Some(&teacher),
        &json!({"names": names.join("\n")}),
    )
    .unwrap();
    assert_eq!(status, 201, "{roster}");
    let mut children = Vec::new();
    for card in roster["students"].as_array().unwrap() {
        let id = card["student_id"].as_str().unwrap().to_owned();
        let (status, joined) = post(
            &agent,
            &format!("{}/api/join", server.base),
            None,
            &json!({"class_code": code, "student_id": id}),
        )
        .unwrap();
        assert_eq!(status, 200);
        children.push((id, joined["student_token"].as_str().unwrap().to_owned()));
    }
    assert_eq!(children.len(), DEVICES);

    let total: usize = (0..DEVICES).map(|i| lesson_events(i).len()).sum();
    let base = Arc::new(RwLock::new(server.base.clone()));
    let acknowledged = Arc::new(AtomicUsize::new(0));
    let handles: Vec<_> = children
        .iter()
        .enumerate()
        .map(|(i, (_, token))| {
            let (token, base, acknowledged) = (token.clone(), base.clone(), acknowledged.clone());
            std::thread::spawn(move || device(i, token, base, acknowledged))
        })
        .collect();

    // Kill the server when a quarter, then when two thirds of the events are acknowledged.
    let start = Instant::now();
    let mut kills = 0;
    for threshold in [total / 4, total * 2 / 3] {
        while acknowledged.load(Ordering::SeqCst) < threshold && start.elapsed() < DEADLINE {
            std::thread::sleep(Duration::from_millis(5));
        }
        let before = acknowledged.load(Ordering::SeqCst);
        assert!(
            before < total,
            "the kill must land while devices are still sending"
        );
        server.kill();
        kills += 1;
        std::thread::sleep(Duration::from_millis(300));
        server = Served::start(data.path());
        *base.write().unwrap() = server.base.clone();
    }
    assert_eq!(kills, 2);

    let mut sent: BTreeMap<usize, Vec<Event>> = BTreeMap::new();
    for (i, handle) in handles.into_iter().enumerate() {
        sent.insert(i, handle.join().expect("device thread"));
    }
    assert_eq!(acknowledged.load(Ordering::SeqCst), total);

    let (status, progress) = get(
        &agent,
        &format!("{}/api/classes/{code}/progress", server.base),
        Some(&teacher),
    )
    .unwrap();
    assert_eq!(status, 200);
    let rows = progress["students"].as_array().unwrap();
    assert_eq!(rows.len(), DEVICES);
    for (i, (id, _)) in children.iter().enumerate() {
        let row = rows
            .iter()
            .find(|r| r["student_id"] == id.as_str())
            .unwrap();
        let twin = fold(&sent[&i]);
        let lesson = twin.lessons[LESSON];
        assert_eq!(
            row["lessons"][LESSON],
            json!({"steps_done": lesson.steps_done, "stars": lesson.stars,
                   "mistakes": lesson.mistakes, "hints": lesson.hints}),
            "child {i}"
        );
        let puzzle = twin.puzzles[PUZZLE];
        assert_eq!(
            row["puzzles"][PUZZLE],
            json!({"solved": puzzle.solved, "attempts": puzzle.attempts, "hints": puzzle.hints}),
            "child {i}"
        );
    }
}
