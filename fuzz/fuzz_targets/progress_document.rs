//! Any bytes as a saved `profiles.json` or `settings.json`: read, refused as damaged or too
//! new, never a panic; a read classroom repairs to one with unique ids and at most 3 stars.
#![no_main]

use libfuzzer_sys::fuzz_target;
use qi_classroom::progress::{Classroom, Settings, decode_document};

fuzz_target!(|data: &[u8]| {
    if let Ok(mut classroom) = decode_document::<Classroom>(data, 1) {
        classroom.repair();
        let mut ids: Vec<_> = classroom.profiles.iter().map(|p| p.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), classroom.profiles.len());
        assert!(
            classroom
                .progress
                .values()
                .flat_map(|p| p.lessons.values())
                .flat_map(|l| l.step_stars.values())
                .all(|&stars| stars <= 3)
        );
        assert!(classroom.repair().is_empty(), "a repaired classroom needs no repair");
    }
    let _ = decode_document::<Settings>(data, 1);
});
