//! The teach board's store methods, on both dialects (SQLite in a temporary file; PostgreSQL
//! when `QI_TEST_POSTGRES_URL` is set): an answer is taken once per event id, replaces the
//! child's answer while the question is open, is refused for a closed or unknown question, and
//! is kept as the child's event; closed questions are purged (older than the cutoff or beyond
//! the newest kept) with their answers, open ones never.
#![cfg(feature = "server")]
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use qi_classroom::store::{
    AnswerOutcome, ClassRow, NewAnswer, PgStore, SqliteStore, Store, StudentRow,
};

/// A class code and child id of their own, so the suite shares a PostgreSQL database with the
/// other tests running at the same time without resetting it.
fn names() -> (String, String) {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    (
        format!("T{:09}", nanos % 1_000_000_000),
        format!("t{nanos}"),
    )
}

fn answer(ids: &(String, String), event_id: &str, mv: &str, verdict: &str) -> NewAnswer {
    NewAnswer {
        class_code: ids.0.clone(),
        question_id: "q1".into(),
        student_id: ids.1.clone(),
        event_id: event_id.into(),
        answer: format!("\"{mv}\""),
        verdict: verdict.into(),
        reason: None,
        detail: format!("{{\"answer\":\"{mv}\"}}"),
        // Now, not a made-up time near 1970: the PostgreSQL database is shared with the other
        // tests' servers, whose retention purge would take answers "from 1970" as expired.
        now_ms: now_ms(),
    }
}

fn now_ms() -> i64 {
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

async fn teach_suite<S: Store>(store: &S) {
    let ids = names();
    let (code, child) = (ids.0.as_str(), ids.1.as_str());
    store
        .create_class(&ClassRow {
            code: code.into(),
            name: "c".into(),
            pin_hash: "x".into(),
            picture_codes: false,
            archived: false,
            retention_days: 365,
            assignment: r#"{"items":[]}"#.into(),
            created_ms: 1,
        })
        .await
        .unwrap();
    store
        .add_student(&StudentRow {
            student_id: child.into(),
            class_code: code.into(),
            name: "小明".into(),
            avatar: "lion".into(),
            picture_code: None,
            position: 0,
            last_seen_ms: 0,
            activity: None,
        })
        .await
        .unwrap();
    assert_eq!(
        store
            .take_answer(&answer(&ids, "e0", "d8d9", "right"))
            .await
            .unwrap(),
        AnswerOutcome::Unknown
    );
    assert!(store.create_question(code, "q1", "{}", 10).await.unwrap());
    assert!(
        !store.create_question(code, "q1", "{}", 11).await.unwrap(),
        "an id once"
    );
    assert_eq!(store.open_questions(code).await.unwrap().len(), 1);
    let take = |a| async move { store.take_answer(&a).await.unwrap() };
    assert_eq!(
        take(answer(&ids, "e1", "d8d6", "illegal")).await,
        AnswerOutcome::Taken
    );
    assert_eq!(
        take(answer(&ids, "e1", "d8d6", "illegal")).await,
        AnswerOutcome::Repeat
    );
    assert_eq!(
        take(answer(&ids, "e2", "d8d9", "right")).await,
        AnswerOutcome::Taken
    );
    // An old resend after the change changes nothing.
    assert_eq!(
        take(answer(&ids, "e1", "d8d6", "illegal")).await,
        AnswerOutcome::Repeat
    );
    let current = store.question_answers(code, "q1").await.unwrap();
    assert_eq!(current.len(), 1, "one answer per child");
    assert_eq!(
        (current[0].answer.as_str(), current[0].verdict.as_str()),
        ("\"d8d9\"", "right")
    );
    assert!(
        store
            .set_question_state(code, "q1", "closed")
            .await
            .unwrap()
    );
    assert!(
        !store
            .set_question_state(code, "q1", "closed")
            .await
            .unwrap()
    );
    assert_eq!(
        take(answer(&ids, "e3", "g1g2", "legal")).await,
        AnswerOutcome::Closed
    );
    // A repeat of a taken answer is still acknowledged after the close.
    assert_eq!(
        take(answer(&ids, "e2", "d8d9", "right")).await,
        AnswerOutcome::Repeat
    );
    assert!(store.open_questions(code).await.unwrap().is_empty());
    assert!(
        store
            .set_question_state(code, "q1", "revealed")
            .await
            .unwrap()
    );
    assert_eq!(
        store.latest_question(code).await.unwrap().unwrap().state,
        "revealed"
    );
    let events = store.student_answer_events(child).await.unwrap();
    let ids: Vec<&str> = events.iter().map(|e| e.event_id.as_str()).collect();
    assert_eq!(
        ids,
        ["e1", "e2"],
        "each taken answer is the child's event, once"
    );
    assert!(
        store.student_events(child).await.unwrap().is_empty(),
        "answers are not lesson or puzzle events"
    );
    assert_eq!(store.class_answers(code).await.unwrap().len(), 1);
}

/// Bounded storage: closed questions asked before the cutoff or beyond the newest `keep` go
/// with their current answers; open questions stay however old; the answers stay as the
/// children's events.
async fn purge_suite<S: Store>(store: &S) {
    let ids = names();
    let (code, child) = (ids.0.as_str(), ids.1.as_str());
    store
        .create_class(&ClassRow {
            code: code.into(),
            name: "c".into(),
            pin_hash: "x".into(),
            picture_codes: false,
            archived: false,
            retention_days: 365,
            assignment: r#"{"items":[]}"#.into(),
            created_ms: 1,
        })
        .await
        .unwrap();
    store
        .add_student(&StudentRow {
            student_id: child.into(),
            class_code: code.into(),
            name: "小红".into(),
            avatar: "cat".into(),
            picture_code: None,
            position: 0,
            last_seen_ms: 0,
            activity: None,
        })
        .await
        .unwrap();
    // q0 is open and the oldest; q1…q4 are closed (q4 revealed); q5 is open.
    for (n, asked) in [(0, 1), (1, 10), (2, 20), (3, 30), (4, 40), (5, 50)] {
        let question = format!("q{n}");
        assert!(
            store
                .create_question(code, &question, "{}", asked)
                .await
                .unwrap()
        );
        let mut taken = answer(&ids, &format!("p{n}"), "d8d9", "right");
        taken.question_id = question.clone();
        assert_eq!(
            store.take_answer(&taken).await.unwrap(),
            AnswerOutcome::Taken
        );
        if (1..=4).contains(&n) {
            let state = if n == 4 { "revealed" } else { "closed" };
            assert!(
                store
                    .set_question_state(code, &question, state)
                    .await
                    .unwrap()
            );
        }
    }
    let present = async |question: &str| store.question(code, question).await.unwrap().is_some();
    // Asked before 25 (q1, q2), or beyond the newest two closed (none more): two go.
    assert_eq!(store.purge_questions(code, 25, 2).await.unwrap(), 2);
    for (question, there) in [
        ("q0", true),
        ("q1", false),
        ("q2", false),
        ("q3", true),
        ("q4", true),
        ("q5", true),
    ] {
        assert_eq!(present(question).await, there, "{question}");
        assert_eq!(
            store.question_answers(code, question).await.unwrap().len(),
            usize::from(there),
            "{question}'s answers go with it"
        );
    }
    // The newest closed one only: q3 goes, the open ones stay.
    assert_eq!(store.purge_questions(code, 0, 1).await.unwrap(), 1);
    assert!(!present("q3").await && present("q4").await);
    assert_eq!(store.purge_questions(code, i64::MAX, 0).await.unwrap(), 1);
    assert_eq!(
        store.purge_questions(code, i64::MAX, 0).await.unwrap(),
        0,
        "nothing twice"
    );
    let open: Vec<String> = store
        .open_questions(code)
        .await
        .unwrap()
        .into_iter()
        .map(|q| q.question_id)
        .collect();
    assert_eq!(open, ["q0", "q5"], "open questions are never purged");
    assert_eq!(store.question_answers(code, "q0").await.unwrap().len(), 1);
    // Every answer is still the child's event (the per-child export), under the retention.
    assert_eq!(store.student_answer_events(child).await.unwrap().len(), 6);
    assert_eq!(store.class_answers(code).await.unwrap().len(), 2);
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

#[test]
fn answers_are_taken_once_and_only_while_open_on_sqlite() {
    runtime().block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let store = SqliteStore::open(&dir.path().join("t.sqlite"))
            .await
            .unwrap();
        teach_suite(&store).await;
        purge_suite(&store).await;
    });
}

#[test]
fn answers_are_taken_once_and_only_while_open_on_postgresql() {
    let Ok(url) = std::env::var("QI_TEST_POSTGRES_URL") else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI is set but QI_TEST_POSTGRES_URL is not: the PostgreSQL teach store suite must run"
        );
        eprintln!(
            "NOTICE: QI_TEST_POSTGRES_URL is not set: the PostgreSQL teach store suite is skipped"
        );
        return;
    };
    runtime().block_on(async {
        let store = PgStore::connect(&url).await.unwrap();
        teach_suite(&store).await;
        purge_suite(&store).await;
    });
}
