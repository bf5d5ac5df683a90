//! Any bytes as a classroom server request body or socket message, and as a device's saved
//! outbox: a progress batch is checked event by event (each event kept or refused, ids kept
//! once, kept ones within range), a pasted roster is read within its limits, a typed class code
//! normalizes to the code alphabet, every other body parses or is refused; never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use qi_classroom::classroom::Event;
use qi_classroom::classroom::code::normalize_code;
use qi_classroom::classroom::event::{Catalog, check_batch};
use qi_classroom::classroom::outbox::Outbox;
use qi_classroom::classroom::protocol::{
    Activity, Assignment, CreateClass, DeviceMessage, Join, PasteRoster, ProgressAnswer,
    ProgressBatch, Retention, ServedLibrary, TeacherLogin,
};
use qi_classroom::classroom::roster::{MAX_NAME_CHARS, MAX_STUDENTS, read_pasted};
use std::collections::HashSet;

fuzz_target!(|data: &[u8]| {
    let mut catalog = Catalog::default();
    catalog.add_lesson("jungle-10-food-chain", 9);
    catalog.add_puzzle("jungle-endgame-02");
    if let Ok(batch) = serde_json::from_slice::<ProgressBatch>(data) {
        let (kept, refused) = check_batch(&batch.events, &catalog);
        assert!(kept.len() + refused.len() <= batch.events.len());
        let ids: HashSet<&str> = kept.iter().map(Event::id).collect();
        assert_eq!(ids.len(), kept.len(), "an id is kept once");
        for event in &kept {
            match event {
                Event::LessonStep(step) => {
                    assert_eq!(step.lesson, "jungle-10-food-chain");
                    assert!((1..=9).contains(&step.step) && step.stars <= 3);
                }
                Event::Puzzle(attempt) => assert_eq!(attempt.puzzle, "jungle-endgame-02"),
            }
        }
    }
    let text = String::from_utf8_lossy(data);
    if let Ok(names) = read_pasted(&text, 0) {
        assert!(names.len() <= MAX_STUDENTS);
        assert!(names.iter().all(|(name, _)| {
            !name.is_empty() && name.chars().count() <= MAX_NAME_CHARS
        }));
    }
    if let Some(code) = normalize_code(&text) {
        assert_eq!(normalize_code(&code).as_deref(), Some(code.as_str()), "idempotent");
    }
    if let Ok(mut outbox) = serde_json::from_slice::<Outbox>(data) {
        let batch = outbox.batch();
        let answer = ProgressAnswer {
            accepted: batch.iter().map(|e| e.id().to_owned()).collect(),
            rejected: Vec::new(),
        };
        let before = outbox.pending.len();
        let gone = outbox.acknowledge(&answer);
        assert!(gone <= before && outbox.pending.len() == before - gone);
    }
    let _ = serde_json::from_slice::<Join>(data);
    let _ = serde_json::from_slice::<CreateClass>(data);
    let _ = serde_json::from_slice::<TeacherLogin>(data);
    let _ = serde_json::from_slice::<PasteRoster>(data);
    let _ = serde_json::from_slice::<Assignment>(data);
    let _ = serde_json::from_slice::<Activity>(data);
    let _ = serde_json::from_slice::<Retention>(data);
    let _ = serde_json::from_slice::<ServedLibrary>(data);
    let _ = serde_json::from_slice::<DeviceMessage>(data);
});
