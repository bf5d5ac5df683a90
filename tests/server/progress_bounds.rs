//! A child's work is never lost: two copies of the app on one data folder, a full disk, a
//! hand-edited file and `kill -9` in the middle of a save.

use qi_classroom::progress::{
    Avatar, Classroom, ProfileId, ProgressStore, Repair, StoreError, load_document, save_document,
};
use std::fs;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn stars_of(store: &ProgressStore, id: ProfileId) -> usize {
    store.classroom().progress(id).map_or(0, |p| {
        p.lessons.get("lesson").map_or(0, |l| l.step_stars.len())
    })
}

#[test]
fn a_second_copy_on_the_same_folder_reads_but_never_overwrites() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut first = ProgressStore::open(dir.path());
    assert!(first.can_save());
    let id = first.update_classroom(|c| c.add_profile("Mei", Avatar::Cat));
    // The first copy is in the middle of a save: its temporary file must survive the second.
    let in_flight = dir.path().join("profiles.json.tmp-999999");
    fs::write(&in_flight, b"{}").expect("temp");

    let mut second = ProgressStore::open(dir.path());
    assert!(!second.can_save());
    assert!(
        second
            .problems()
            .iter()
            .any(|p| matches!(p, StoreError::InUse { .. })),
        "{:?}",
        second.problems()
    );
    assert!(
        in_flight.exists(),
        "the second copy removed the first one's save in progress"
    );
    // What the second copy sees is what the first saved.
    assert_eq!(second.classroom().profiles.len(), 1);
    // Its changes stay in memory and are not written over the first copy's.
    second.update_classroom(|c| c.add_profile("Intruder", Avatar::Dog));
    first.update_classroom(|c| {
        c.record_step_stars(id, "lesson", "s1", 3).expect("profile");
    });
    drop(second);
    drop(first);
    fs::remove_file(&in_flight).expect("temp");

    let reopened = ProgressStore::open(dir.path());
    assert!(reopened.can_save(), "the lock is released when a copy ends");
    assert_eq!(reopened.classroom().profiles.len(), 1);
    assert_eq!(stars_of(&reopened, id), 1);
}

#[test]
fn impossible_contents_are_repaired_with_a_notice_and_saved() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut classroom = Classroom::default();
    let a = classroom.add_profile("A", Avatar::Cat);
    classroom.add_profile("B", Avatar::Dog);
    classroom.profiles[1].id = a; // A repeated id, as a hand edit might leave.
    classroom.active = Some(ProfileId(77));
    classroom.next_id = 0;
    classroom
        .progress
        .entry(a)
        .or_default()
        .lessons
        .entry("lesson".into())
        .or_default()
        .step_stars
        .insert("s1".into(), 9);
    save_document(dir.path(), "profiles.json", 1, &classroom).expect("save");

    let store = ProgressStore::open(dir.path());
    let repairs: Vec<&Repair> = store
        .problems()
        .iter()
        .filter_map(|p| match p {
            StoreError::Repaired { repair, .. } => Some(repair),
            _ => None,
        })
        .collect();
    assert!(
        repairs
            .iter()
            .any(|r| matches!(r, Repair::RepeatedProfileId { id, .. } if *id == a.0))
    );
    assert!(
        repairs
            .iter()
            .any(|r| matches!(r, Repair::UnknownActiveProfile { id: 77 }))
    );
    assert!(
        repairs
            .iter()
            .any(|r| matches!(r, Repair::TooManyStars { stars: 9, .. }))
    );
    let ids: std::collections::BTreeSet<_> =
        store.classroom().profiles.iter().map(|p| p.id).collect();
    assert_eq!(ids.len(), 2, "both children kept, with different ids");
    assert_eq!(store.classroom().active, None);
    drop(store);
    // Saved repaired: the next start finds nothing to repair.
    let again = ProgressStore::open(dir.path());
    assert!(again.problems().is_empty(), "{:?}", again.problems());
}

#[test]
fn the_profile_counter_at_its_end_never_wraps_onto_a_used_id() {
    let mut classroom = Classroom::default();
    let first = classroom.add_profile("A", Avatar::Cat);
    classroom.profiles[0].id = ProfileId(u32::MAX);
    classroom.progress.clear();
    classroom.next_id = u32::MAX;
    let second = classroom.add_profile("B", Avatar::Dog);
    let third = classroom.add_profile("C", Avatar::Rat);
    assert_ne!(second, ProfileId(u32::MAX));
    assert_ne!(second, third);
    assert_eq!(second, first, "the lowest free id is taken");
}

#[test]
fn a_byte_order_mark_does_not_make_the_file_damaged() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut classroom = Classroom::default();
    classroom.add_profile("Notepad", Avatar::Frog);
    save_document(dir.path(), "profiles.json", 1, &classroom).expect("save");
    let path = dir.path().join("profiles.json");
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(fs::read(&path).expect("read"));
    fs::write(&path, bytes).expect("write");
    let loaded = load_document::<Classroom>(dir.path(), "profiles.json", 1);
    assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    assert_eq!(loaded.value.profiles[0].name, "Notepad");
}

/// Mounts a small tmpfs (root only); `None` where mounting is not allowed.
struct SmallDisk {
    path: std::path::PathBuf,
    _dir: tempfile::TempDir,
}

impl SmallDisk {
    fn mount(bytes: usize) -> Option<SmallDisk> {
        let dir = tempfile::tempdir().ok()?;
        let path = dir.path().join("disk");
        fs::create_dir(&path).ok()?;
        let status = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={bytes}"), "tmpfs"])
            .arg(&path)
            .stderr(Stdio::null())
            .status()
            .ok()?;
        status.success().then_some(SmallDisk { path, _dir: dir })
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.path).status();
    }
}

#[test]
fn a_full_disk_leaves_no_half_written_file_and_the_next_save_works() {
    let Some(disk) = SmallDisk::mount(64 * 1024) else {
        eprintln!("notice: cannot mount a tmpfs here (not root?): full-disk test not run");
        return;
    };
    let dir = disk.path.join("data");
    let mut store = ProgressStore::open(&dir);
    let id = store.update_classroom(|c| c.add_profile("Mei", Avatar::Cat));
    assert!(store.problems().is_empty(), "{:?}", store.problems());
    // Fill the disk but for a little room.
    let filler = disk.path.join("filler");
    let mut size = 64 * 1024;
    while size > 0 && fs::write(&filler, vec![0u8; size]).is_err() {
        size -= 4096;
    }
    assert!(size > 0, "could not fill the disk");
    // A save bigger than the room left fails…
    store.update_classroom(|c| {
        for step in 0..2000 {
            c.record_step_stars(id, "lesson", &format!("step-{step}"), 2)
                .expect("profile");
        }
    });
    assert!(
        store
            .problems()
            .iter()
            .any(|p| matches!(p, StoreError::Io { .. })),
        "{:?}",
        store.problems()
    );
    // …and leaves no temporary file holding the space.
    let leftovers: Vec<_> = fs::read_dir(&dir)
        .expect("dir")
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    // With room again, the next change saves everything kept in memory.
    fs::remove_file(&filler).expect("filler");
    store.update_classroom(|c| {
        c.record_step_stars(id, "lesson", "last", 3)
            .expect("profile")
    });
    drop(store);
    let reopened = ProgressStore::open(&dir);
    assert_eq!(stars_of(&reopened, id), 2001);
}

/// The child process of the kill test: saves one more star per round and reports each save
/// that returned success on standard output.
fn saver_child(dir: &Path) {
    let mut store = ProgressStore::open(dir);
    let id = store
        .classroom()
        .profiles
        .first()
        .map(|p| p.id)
        .unwrap_or_else(|| store.update_classroom(|c| c.add_profile("Kid", Avatar::Lion)));
    let start = stars_of(&store, id);
    for round in start..start + 100_000 {
        store.update_classroom(|c| {
            c.record_step_stars(id, "lesson", &format!("s{round:06}"), 1)
                .expect("profile");
        });
        if store.problems().is_empty() {
            println!("saved {}", round + 1);
        }
    }
}

/// The name the test harness knows `test` by: its module path without the crate's name.
fn this_test_name(test: &str) -> String {
    match module_path!().split_once("::") {
        Some((_crate, module)) => format!("{module}::{test}"),
        None => test.to_string(),
    }
}

#[test]
fn kill_9_during_saves_never_loses_a_save_that_was_reported_done() {
    if let Some(dir) = std::env::var_os("QI_SAVER_CHILD_DIR") {
        saver_child(Path::new(&dir));
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let exe = std::env::current_exe().expect("test binary");
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut kills = 0;
    while kills < 40 && Instant::now() < deadline {
        let mut child = Command::new(&exe)
            .args([
                "--exact",
                &this_test_name("kill_9_during_saves_never_loses_a_save_that_was_reported_done"),
                "--nocapture",
                "--test-threads",
                "1",
            ])
            .env("QI_SAVER_CHILD_DIR", dir.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn the saver");
        let stdout = child.stdout.take().expect("stdout");
        // Let it report between 1 and 40 saves, then kill it at once.
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let wanted = 1 + (seed % 40) as usize;
        let mut reported = 0usize;
        let mut lines = BufReader::new(stdout).lines();
        let mut seen = 0;
        while seen < wanted {
            match lines.next() {
                Some(Ok(line)) => {
                    if let Some(n) = line.strip_prefix("saved ") {
                        reported = n.trim().parse().expect("a count");
                        seen += 1;
                    }
                }
                _ => break,
            }
        }
        child.kill().expect("kill -9");
        let _ = child.wait();
        kills += 1;
        // Whatever the moment, the file or its backup holds every reported save.
        let loaded = load_document::<Classroom>(dir.path(), "profiles.json", 1);
        let held = loaded
            .value
            .progress
            .values()
            .next()
            .and_then(|p| p.lessons.get("lesson"))
            .map_or(0, |l| l.step_stars.len());
        assert!(
            held >= reported,
            "after kill {kills}: {held} saves on disk, {reported} reported done ({:?})",
            loaded.problems
        );
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
    }
    assert!(kills >= 10, "only {kills} kills in the time allowed");
}
