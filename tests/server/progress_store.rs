//! Profiles, progress and settings survive restarts, crashes mid-save and damaged files.
#![allow(clippy::unwrap_used)] // test helpers outside #[test] functions

use qi_classroom::i18n::Locale;
use qi_classroom::progress::{
    Avatar, Classroom, ProfileId, ProgressStore, Settings, StoreError, TextSize, load_document,
    save_document,
};
use std::fs;
use std::path::Path;

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn classroom_with_progress() -> Classroom {
    let mut classroom = Classroom::default();
    let mei = classroom.add_profile("小美", Avatar::Panda);
    let tom = classroom.add_profile("Tom", Avatar::Tiger);
    classroom
        .record_step_stars(mei, "jungle-01-board", "step-2", 3)
        .unwrap();
    classroom
        .record_puzzle_attempt(tom, "jungle-p-007", true, 2, 1_790_000_000)
        .unwrap();
    classroom.select(mei).unwrap();
    classroom
}

#[test]
fn profiles_progress_and_settings_round_trip_through_the_store() {
    let dir = tempfile::tempdir().unwrap();
    let expected = classroom_with_progress();
    {
        let mut store = ProgressStore::open(dir.path());
        assert!(store.problems().is_empty());
        store.update_classroom(|classroom| *classroom = expected.clone());
        store.update_settings(|settings| {
            settings.locale = Some(Locale::ZhTw);
            settings.text_size = TextSize::Huge;
            settings.colour_blind_safe = true;
        });
        assert!(store.problems().is_empty(), "{:?}", store.problems());
    }
    let reopened = ProgressStore::open(dir.path());
    assert!(reopened.problems().is_empty(), "{:?}", reopened.problems());
    assert_eq!(reopened.classroom(), &expected);
    assert_eq!(reopened.settings().locale, Some(Locale::ZhTw));
    assert_eq!(reopened.settings().text_size, TextSize::Huge);
    assert!(reopened.settings().colour_blind_safe);
    let mei = reopened.classroom().active_profile().unwrap();
    assert_eq!(mei.name, "小美");
    let stars = &reopened.classroom().progress(mei.id).unwrap().lessons["jungle-01-board"];
    assert_eq!(stars.step_stars["step-2"], 3);
}

#[test]
fn saving_keeps_the_previous_version_as_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Classroom::default();
    first.add_profile("A", Avatar::Rat);
    save_document(dir.path(), "doc.json", 1, &first).unwrap();
    let mut second = first.clone();
    second.add_profile("B", Avatar::Cat);
    save_document(dir.path(), "doc.json", 1, &second).unwrap();
    assert_eq!(files_in(dir.path()), ["doc.json", "doc.json.bak"]);
    let current: Classroom = load_document(dir.path(), "doc.json", 1).value;
    assert_eq!(current, second);
    let text = fs::read_to_string(dir.path().join("doc.json.bak")).unwrap();
    assert!(text.contains("\"version\": 1"), "{text}");
    assert!(
        !text.contains("\"B\""),
        "the backup is the previous version: {text}"
    );
}

#[test]
fn a_temp_file_left_by_a_crash_is_ignored_and_removed() {
    let dir = tempfile::tempdir().unwrap();
    let saved = classroom_with_progress();
    save_document(dir.path(), "profiles.json", 1, &saved).unwrap();
    // A crash after writing half of the next version, before the renames.
    fs::write(
        dir.path().join("profiles.json.tmp-4242"),
        b"{\"version\": 1, \"da",
    )
    .unwrap();
    let loaded = load_document::<Classroom>(dir.path(), "profiles.json", 1);
    assert_eq!(loaded.value, saved);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    assert!(!loaded.from_backup);
    // The copy of the app that owns the folder (holds its lock) removes the leftover.
    let store = ProgressStore::open(dir.path());
    assert!(store.problems().is_empty(), "{:?}", store.problems());
    assert_eq!(files_in(dir.path()), ["profiles.json", "qi-classroom.lock"]);
}

#[test]
fn a_crash_between_the_two_renames_falls_back_to_the_previous_version() {
    let dir = tempfile::tempdir().unwrap();
    let previous = classroom_with_progress();
    save_document(dir.path(), "profiles.json", 1, &previous).unwrap();
    // The state after `profiles.json` → `.bak` and before the temp file took its place.
    fs::rename(
        dir.path().join("profiles.json"),
        dir.path().join("profiles.json.bak"),
    )
    .unwrap();
    fs::write(dir.path().join("profiles.json.tmp-77"), b"{}").unwrap();
    let loaded = load_document::<Classroom>(dir.path(), "profiles.json", 1);
    assert_eq!(loaded.value, previous);
    assert!(loaded.from_backup);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
}

#[test]
fn a_corrupt_main_file_is_kept_aside_reported_and_the_backup_used() {
    let dir = tempfile::tempdir().unwrap();
    let older = classroom_with_progress();
    save_document(dir.path(), "profiles.json", 1, &older).unwrap();
    let mut newer = older.clone();
    newer.add_profile("Lin", Avatar::Frog);
    save_document(dir.path(), "profiles.json", 1, &newer).unwrap();
    fs::write(
        dir.path().join("profiles.json"),
        b"{\"version\": 1, \"data\": [garbage",
    )
    .unwrap();

    let store = ProgressStore::open(dir.path());
    assert_eq!(store.classroom(), &older, "the backup is used");
    let [StoreError::Corrupt { path, kept_as, .. }] = store.problems() else {
        panic!(
            "expected one corrupt-file problem, got {:?}",
            store.problems()
        );
    };
    assert_eq!(path, &dir.path().join("profiles.json"));
    assert!(
        kept_as
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("profiles.json.corrupt-"),
        "{kept_as:?}"
    );
    assert_eq!(
        fs::read(kept_as).unwrap(),
        b"{\"version\": 1, \"data\": [garbage",
        "the damaged file is kept byte for byte"
    );
}

#[test]
fn when_both_copies_are_corrupt_the_error_is_reported_and_nothing_is_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("profiles.json"), b"not json at all").unwrap();
    fs::write(
        dir.path().join("profiles.json.bak"),
        b"{\"version\": 1, \"data\": 7}",
    )
    .unwrap();

    let mut store = ProgressStore::open(dir.path());
    assert_eq!(store.classroom(), &Classroom::default());
    assert_eq!(store.problems().len(), 2, "{:?}", store.problems());
    assert!(
        store
            .problems()
            .iter()
            .all(|problem| matches!(problem, StoreError::Corrupt { .. }))
    );

    // Working on and saving must not touch the damaged copies.
    store.update_classroom(|classroom| {
        classroom.add_profile("New", Avatar::Dog);
    });
    store.update_classroom(|classroom| {
        classroom.add_profile("Newer", Avatar::Cat);
    });
    let names = files_in(dir.path());
    let kept: Vec<&String> = names
        .iter()
        .filter(|name| name.contains(".corrupt-"))
        .collect();
    assert_eq!(kept.len(), 2, "{names:?}");
    let contents: Vec<Vec<u8>> = kept
        .iter()
        .map(|name| fs::read(dir.path().join(name)).unwrap())
        .collect();
    assert!(contents.contains(&b"not json at all".to_vec()));
    assert!(contents.contains(&b"{\"version\": 1, \"data\": 7}".to_vec()));
}

#[test]
fn a_file_from_a_newer_version_is_kept_aside_not_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let future = b"{\"version\": 99, \"data\": {\"locale\": \"en\", \"new-field\": true}}";
    fs::write(dir.path().join("settings.json"), future).unwrap();
    let store = ProgressStore::open(dir.path());
    assert_eq!(store.settings(), &Settings::default());
    let [
        StoreError::TooNew {
            found: 99,
            supported: 1,
            kept_as,
            ..
        },
    ] = store.problems()
    else {
        panic!("{:?}", store.problems());
    };
    assert_eq!(fs::read(kept_as).unwrap(), future.to_vec());
}

#[test]
fn a_missing_directory_is_created_on_the_first_save() {
    let dir = tempfile::tempdir().unwrap();
    let nested = dir.path().join("a").join("b");
    let mut store = ProgressStore::open(&nested);
    assert!(store.problems().is_empty());
    store.update_settings(|settings| settings.sound = false);
    assert!(store.problems().is_empty(), "{:?}", store.problems());
    assert!(!ProgressStore::open(&nested).settings().sound);
}

#[test]
fn a_failed_save_is_reported_and_the_change_kept_in_memory() {
    let dir = tempfile::tempdir().unwrap();
    // A file where the data folder should be: saving cannot create the folder.
    let blocked = dir.path().join("blocked");
    fs::write(&blocked, b"").unwrap();
    let mut store = ProgressStore::open(&blocked);
    store.update_classroom(|classroom| {
        classroom.add_profile("Mei", Avatar::Cat);
    });
    assert_eq!(store.classroom().profiles.len(), 1);
    // Reading through a file reports problems too; the failed save is the last one listed.
    let Some(StoreError::Io { path, .. }) = store.problems().last() else {
        panic!("{:?}", store.problems());
    };
    assert_eq!(path, &blocked);
    let count = store.problems().len();
    store.update_classroom(|classroom| {
        classroom.add_profile("Tom", Avatar::Dog);
    });
    assert_eq!(
        store.problems().len(),
        count,
        "the same failure is listed once"
    );
}

#[test]
fn profile_ids_are_never_reused_and_stars_keep_the_best_result() {
    let mut classroom = Classroom::default();
    let first = classroom.add_profile("  A  ", Avatar::Rat);
    assert_eq!(classroom.profile(first).unwrap().name, "A");
    classroom.remove_profile(first).unwrap();
    let second = classroom.add_profile("B", Avatar::Rat);
    assert_ne!(first, second);
    classroom.record_step_stars(second, "l", "s", 3).unwrap();
    classroom.record_step_stars(second, "l", "s", 1).unwrap();
    assert_eq!(
        classroom.progress(second).unwrap().lessons["l"].step_stars["s"],
        3
    );
    classroom
        .record_puzzle_attempt(second, "p", false, 1, 10)
        .unwrap();
    classroom
        .record_puzzle_attempt(second, "p", true, 0, 20)
        .unwrap();
    let record = &classroom.progress(second).unwrap().puzzles["p"];
    assert!(record.solved);
    assert_eq!(record.attempts, 2);
    assert_eq!(record.hints_used, 1);
    assert_eq!(record.last_attempt, Some(20));
    assert!(classroom.record_step_stars(first, "l", "s", 1).is_err());
    assert!(classroom.edit_profile(first, "X", Avatar::Cat).is_err());
}

#[test]
fn lesson_and_puzzle_effort_add_up_and_older_files_without_it_still_load() {
    use qi_classroom::progress::Effort;
    let mut classroom = Classroom::default();
    let mei = classroom.add_profile("Mei", Avatar::Panda);
    let step = Effort {
        mistakes: 2,
        hints: 1,
        answers_seen: 1,
        seconds: 40,
    };
    classroom.record_step_effort(mei, "l", step, 100).unwrap();
    classroom.record_step_effort(mei, "l", step, 160).unwrap();
    let lesson = &classroom.progress(mei).unwrap().lessons["l"];
    assert_eq!(lesson.effort.mistakes, 4);
    assert_eq!(lesson.effort.seconds, 80);
    assert_eq!(lesson.last_done, Some(160));
    classroom.record_puzzle_effort(mei, "p", step).unwrap();
    let puzzle = &classroom.progress(mei).unwrap().puzzles["p"];
    assert_eq!(puzzle.effort.answers_seen, 1);
    assert_eq!(puzzle.effort.hints, 0, "a puzzle's hints are hints_used");
    let huge = Effort {
        seconds: u32::MAX,
        ..step
    };
    classroom.record_step_effort(mei, "l", huge, 200).unwrap();
    assert_eq!(
        classroom.progress(mei).unwrap().lessons["l"].effort.seconds,
        u32::MAX
    );
    assert!(
        classroom
            .record_step_effort(ProfileId(99), "l", step, 1)
            .is_err()
    );

    // A file written before effort was kept.
    let old = r#"{"profiles":[{"id":0,"name":"Tom","avatar":"tiger"}],
        "progress":{"0":{"lessons":{"l":{"step_stars":{"1":3}}},
        "puzzles":{"p":{"solved":true,"attempts":1,"hints_used":0,"last_attempt":5}}}},
        "active":0,"next_id":1}"#;
    let loaded: Classroom = serde_json::from_str(old).unwrap();
    let progress = loaded.progress(ProfileId(0)).unwrap();
    assert_eq!(progress.lessons["l"].effort, Effort::default());
    assert_eq!(progress.lessons["l"].last_done, None);
    assert_eq!(progress.puzzles["p"].effort, Effort::default());
}
