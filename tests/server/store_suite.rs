//! The classroom store's behaviour, one suite run against both dialects: SQLite (a temporary
//! file) and PostgreSQL (the server in `QI_TEST_POSTGRES_URL`, started by `.ci/run`).
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use qi_classroom::classroom::Event;
use qi_classroom::classroom::event::{LessonStep, PuzzleAttempt};
use qi_classroom::classroom::totals::fold;
use qi_classroom::store::{ClassRow, PgStore, SqliteStore, Store, StudentRow};
use std::collections::BTreeMap;

fn class(code: &str) -> ClassRow {
    ClassRow {
        code: code.into(),
        name: "大二班".into(),
        pin_hash: "$argon2id$fake".into(),
        picture_codes: false,
        archived: false,
        retention_days: 365,
        assignment: r#"{"items":[]}"#.into(),
        created_ms: 1_000,
    }
}

fn student(id: &str, code: &str, position: i64) -> StudentRow {
    StudentRow {
        student_id: id.into(),
        class_code: code.into(),
        name: format!("孩子{position}"),
        avatar: "lion".into(),
        picture_code: None,
        position,
        last_seen_ms: 0,
        activity: None,
    }
}

/// A deterministic stream of events (a small LCG), ids repeating now and then.
fn events(seed: u64, count: usize) -> Vec<Event> {
    let mut state = seed;
    let mut next = |bound: u64| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) % bound
    };
    (0..count)
        .map(|_| {
            let id = format!("e{}", next(count as u64));
            if next(3) == 0 {
                Event::Puzzle(PuzzleAttempt {
                    id,
                    puzzle: format!("p{}", next(3)),
                    solved: next(2) == 0,
                    mistakes: next(4) as u32,
                    hints: next(3) as u32,
                    answers_seen: next(2) as u32,
                    seconds: next(100) as u32,
                    tries: Vec::new(),
                })
            } else {
                Event::LessonStep(LessonStep {
                    id,
                    lesson: format!("l{}", next(2)),
                    step: 1 + next(5) as u32,
                    stars: next(4) as u8,
                    mistakes: next(4) as u32,
                    hints: next(3) as u32,
                    answers_seen: next(2) as u32,
                    seconds: next(100) as u32,
                    tries: Vec::new(),
                })
            }
        })
        .collect()
}

async fn suite<S: Store>(store: &S) {
    // Classes: a code is stored once.
    assert!(store.create_class(&class("AAAAAA")).await.unwrap());
    assert!(!store.create_class(&class("AAAAAA")).await.unwrap());
    assert!(store.create_class(&class("BBBBBB")).await.unwrap());
    assert_eq!(store.class("AAAAAA").await.unwrap(), Some(class("AAAAAA")));
    assert_eq!(store.class("ZZZZZZ").await.unwrap(), None);
    store.set_archived("BBBBBB", true).await.unwrap();
    let active: Vec<String> = store
        .active_classes()
        .await
        .unwrap()
        .into_iter()
        .map(|c| c.code)
        .collect();
    assert_eq!(active, vec!["AAAAAA".to_string()]);
    store
        .set_assignment("AAAAAA", r#"{"items":[{"lesson":"x"}]}"#)
        .await
        .unwrap();
    store.set_retention("AAAAAA", 30).await.unwrap();
    let stored = store.class("AAAAAA").await.unwrap().unwrap();
    assert_eq!(stored.assignment, r#"{"items":[{"lesson":"x"}]}"#);
    assert_eq!(stored.retention_days, 30);

    // Roster in order.
    for (i, id) in ["s2", "s1", "s3"].iter().enumerate() {
        store
            .add_student(&student(id, "AAAAAA", i as i64))
            .await
            .unwrap();
    }
    store
        .add_student(&student("t1", "BBBBBB", 0))
        .await
        .unwrap();
    let ids: Vec<String> = store
        .students("AAAAAA")
        .await
        .unwrap()
        .into_iter()
        .map(|s| s.student_id)
        .collect();
    assert_eq!(ids, ["s2", "s1", "s3"]);
    assert_eq!(store.student("s1").await.unwrap().unwrap().name, "孩子1");
    store
        .touch_student("s1", 5_000, Some(r#"{"lesson":"l0"}"#))
        .await
        .unwrap();
    store.touch_student("s1", 6_000, None).await.unwrap();
    let s1 = store.student("s1").await.unwrap().unwrap();
    assert_eq!(
        (s1.last_seen_ms, s1.activity.as_deref()),
        (6_000, Some(r#"{"lesson":"l0"}"#))
    );

    // Tokens.
    store
        .insert_token("h-teacher", "AAAAAA", None, 1)
        .await
        .unwrap();
    store
        .insert_token("h-s1", "AAAAAA", Some("s1"), 1)
        .await
        .unwrap();
    let teacher = store.token("h-teacher").await.unwrap().unwrap();
    assert_eq!(
        (teacher.class_code.as_str(), teacher.student_id),
        ("AAAAAA", None)
    );
    assert_eq!(
        store
            .token("h-s1")
            .await
            .unwrap()
            .unwrap()
            .student_id
            .as_deref(),
        Some("s1")
    );
    assert_eq!(store.token("nope").await.unwrap(), None);
    // A session: the class and, for a student token, the child — in one read.
    let session = store.session("h-s1").await.unwrap().unwrap();
    assert_eq!(Some(session.class), store.class("AAAAAA").await.unwrap());
    assert_eq!(session.student_id.as_deref(), Some("s1"));
    assert_eq!(
        session.student.map(|s| (s.student_id, s.class_code)),
        Some(("s1".to_owned(), "AAAAAA".to_owned()))
    );
    let teachers = store.session("h-teacher").await.unwrap().unwrap();
    assert_eq!((teachers.student_id, teachers.student), (None, None));
    assert_eq!(store.session("nope").await.unwrap(), None);

    // Events: stored once per id, totals equal the obviously-correct fold.
    let mut sent: BTreeMap<&str, Vec<Event>> = BTreeMap::new();
    for (seed, who) in [(1, "s1"), (2, "s2"), (3, "s1"), (4, "t1")] {
        let batch = events(seed, 60);
        let code = if who == "t1" { "BBBBBB" } else { "AAAAAA" };
        for chunk in batch.chunks(7) {
            store
                .record_events(code, who, chunk, seed as i64 * 100)
                .await
                .unwrap();
            // Sent again: still once.
            store.record_events(code, who, chunk, 999).await.unwrap();
        }
        sent.entry(who).or_default().extend(batch);
    }
    // Storing events notes the child as seen, in the same commit.
    assert_eq!(
        store.student("s2").await.unwrap().map(|s| s.last_seen_ms),
        Some(999)
    );
    let lessons = store.lesson_totals("AAAAAA").await.unwrap();
    let puzzles = store.puzzle_totals("AAAAAA").await.unwrap();
    for who in ["s1", "s2"] {
        // Answers seen and seconds: summed over each id's first copy.
        let mut firsts = std::collections::HashSet::new();
        let mut want_more: BTreeMap<(bool, String), (u64, u64)> = BTreeMap::new();
        for event in sent[who]
            .iter()
            .filter(|e| firsts.insert(e.id().to_owned()))
        {
            let (_, _, seconds, answers) = event.counts();
            let key = match event {
                Event::LessonStep(s) => (false, s.lesson.clone()),
                Event::Puzzle(p) => (true, p.puzzle.clone()),
            };
            let entry = want_more.entry(key).or_default();
            entry.0 += u64::from(answers);
            entry.1 += u64::from(seconds);
        }
        let got_more: BTreeMap<(bool, String), (u64, u64)> = lessons
            .iter()
            .filter(|r| r.student_id == who)
            .map(|r| {
                let d = r.detail;
                ((false, r.lesson.clone()), (d.answers_seen, d.seconds))
            })
            .chain(puzzles.iter().filter(|r| r.student_id == who).map(|r| {
                let d = r.detail;
                ((true, r.puzzle.clone()), (d.answers_seen, d.seconds))
            }))
            .collect();
        assert_eq!(got_more, want_more, "answers seen and seconds of {who}");
        assert!(want_more.values().any(|&(answers, _)| answers > 0));
        let twin = fold(&sent[who]);
        let got_lessons: BTreeMap<_, _> = lessons
            .iter()
            .filter(|r| r.student_id == who)
            .map(|r| {
                let d = r.detail;
                (
                    r.lesson.clone(),
                    (d.steps_done, d.stars, d.mistakes, d.hints),
                )
            })
            .collect();
        let want_lessons: BTreeMap<_, _> = twin
            .lessons
            .iter()
            .map(|(k, t)| (k.clone(), (t.steps_done, t.stars, t.mistakes, t.hints)))
            .collect();
        assert_eq!(got_lessons, want_lessons, "lessons of {who}");
        let got_puzzles: BTreeMap<_, _> = puzzles
            .iter()
            .filter(|r| r.student_id == who)
            .map(|r| {
                (
                    r.puzzle.clone(),
                    (r.detail.solved, r.detail.attempts, r.detail.hints),
                )
            })
            .collect();
        let want_puzzles: BTreeMap<_, _> = twin
            .puzzles
            .iter()
            .map(|(k, t)| (k.clone(), (t.solved, t.attempts, t.hints)))
            .collect();
        assert_eq!(got_puzzles, want_puzzles, "puzzles of {who}");
    }
    assert!(
        lessons.iter().all(|r| r.student_id != "t1"),
        "another class's events stay out"
    );
    let mut unique: Vec<Event> = Vec::new();
    for event in &sent["s1"] {
        if !unique.iter().any(|e| e.id() == event.id()) {
            unique.push(event.clone());
        }
    }
    let exported = store.student_events("s1").await.unwrap();
    assert_eq!(exported.len(), unique.len());
    for event in &unique {
        assert!(exported.contains(event), "{event:?} exported as stored");
    }

    // Deleting a child takes their events and tokens; another class cannot delete them.
    assert!(!store.delete_student("BBBBBB", "s1").await.unwrap());
    assert!(store.delete_student("AAAAAA", "s1").await.unwrap());
    assert_eq!(store.student("s1").await.unwrap(), None);
    assert!(store.student_events("s1").await.unwrap().is_empty());
    assert_eq!(store.token("h-s1").await.unwrap(), None);
    assert_eq!(store.session("h-s1").await.unwrap(), None);
    assert!(!store.delete_student("AAAAAA", "s1").await.unwrap());
    let t1 = store.student_events("t1").await.unwrap().len();
    assert!(t1 > 0);

    // Retention: events received before the cutoff go, in that class only.
    let s2 = store.student_events("s2").await.unwrap().len();
    assert_eq!(
        store.purge_events("BBBBBB", 400).await.unwrap(),
        0,
        "t1's came at 400"
    );
    assert_eq!(
        store.purge_events("BBBBBB", 401).await.unwrap() as usize,
        t1
    );
    assert!(store.student_events("t1").await.unwrap().is_empty());
    assert_eq!(store.student_events("s2").await.unwrap().len(), s2);

    // PIN guessing is counted per class code, locked and forgotten.
    assert_eq!(store.login_locked_until("AAAAAA").await.unwrap(), 0);
    for expected in 1..=3 {
        assert_eq!(
            store.record_login_failure("AAAAAA").await.unwrap(),
            expected
        );
    }
    assert_eq!(store.record_login_failure("BBBBBB").await.unwrap(), 1);
    store.lock_login("AAAAAA", 77_000).await.unwrap();
    assert_eq!(store.login_locked_until("AAAAAA").await.unwrap(), 77_000);
    store.clear_login_failures("AAAAAA").await.unwrap();
    assert_eq!(store.login_locked_until("AAAAAA").await.unwrap(), 0);
    assert_eq!(store.record_login_failure("AAAAAA").await.unwrap(), 1);
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn the_store_suite_passes_on_sqlite_and_the_data_survives_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("classroom.sqlite");
    runtime().block_on(async {
        let store = SqliteStore::open(&path).await.unwrap();
        suite(&store).await;
        drop(store);
        // Reopened: migrations are not run twice and the data is there.
        let again = SqliteStore::open(&path).await.unwrap();
        assert_eq!(
            again.class("AAAAAA").await.unwrap().unwrap().retention_days,
            30
        );
        assert_eq!(again.students("AAAAAA").await.unwrap().len(), 2);
    });
}

#[test]
fn the_store_suite_passes_on_postgresql() {
    let Ok(url) = std::env::var("QI_TEST_POSTGRES_URL") else {
        // On CI the PostgreSQL half must run: `.ci/run` starts the server and sets the URL.
        assert!(
            std::env::var_os("CI").is_none(),
            "CI is set but QI_TEST_POSTGRES_URL is not: the PostgreSQL store suite must run on CI"
        );
        eprintln!(
            "NOTICE: QI_TEST_POSTGRES_URL is not set, so the PostgreSQL half of the store suite \
             did not run here (.ci/run starts a PostgreSQL server and sets it)."
        );
        return;
    };
    runtime().block_on(async {
        PgStore::reset_for_tests(&url).await.unwrap();
        let store = PgStore::connect(&url).await.unwrap();
        suite(&store).await;
        // A second process connecting finds the schema in place.
        let again = PgStore::connect(&url).await.unwrap();
        assert_eq!(again.students("AAAAAA").await.unwrap().len(), 2);
        class_at_once(&store).await;
    });
}

/// Forty children's batches at once (SQLite commits them together, PostgreSQL side by side): every event stored once,
/// and each child's totals are their own.
async fn class_at_once<S: Store + Clone>(store: &S) {
    store.create_class(&class("CCCCCC")).await.unwrap();
    let children: Vec<String> = (0..40).map(|n| format!("c{n}")).collect();
    for (n, id) in children.iter().enumerate() {
        store
            .add_student(&student(id, "CCCCCC", n as i64))
            .await
            .unwrap();
    }
    let mut sent: BTreeMap<String, Vec<Event>> = BTreeMap::new();
    for round in 0..3u64 {
        let tasks: Vec<_> = children
            .iter()
            .enumerate()
            .map(|(n, id)| {
                let (store, id) = (store.clone(), id.clone());
                let batch = events(100 + round * 40 + n as u64, 5);
                sent.entry(id.clone()).or_default().extend(batch.clone());
                tokio::spawn(async move { store.record_events("CCCCCC", &id, &batch, 7).await })
            })
            .collect();
        for task in tasks {
            task.await.unwrap().unwrap();
        }
    }
    for id in &children {
        let stored = store.student_events(id).await.unwrap();
        let mut unique: Vec<&Event> = Vec::new();
        for event in &sent[id] {
            if !unique.iter().any(|e| e.id() == event.id()) {
                unique.push(event);
            }
        }
        assert_eq!(stored.len(), unique.len(), "{id}");
        for event in unique {
            assert!(stored.contains(event), "{id}: {event:?}");
        }
    }
}

#[test]
fn forty_batches_at_once_are_each_stored_once_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("classroom.sqlite");
    runtime().block_on(async {
        let store = SqliteStore::open(&path).await.unwrap();
        class_at_once(&store).await;
    });
}
