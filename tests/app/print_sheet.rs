//! Printing from the app (#42): the PDF is made on a worker thread, not in a frame. The worker
//! delivers the PDF and its first page, which the app shows until the teacher saves it into the
//! folder they chose; the projector's lesson view has a Print button (the worksheet) and a
//! Print the guide button, each showing "preparing…" while the window keeps drawing, then the
//! first page with Save and open and Cancel, then where the PDF went. The browser's way (no PDF writer in
//! the wasm file): the same job asks the class server for the sheet and saves its answer.
#![cfg(feature = "print")]

use egui_kittest::kittest::Queryable;
use qi_classroom::app::join::ClassServer;
use qi_classroom::app::print_sheet::{PrintJob, Sheet, SheetAsk, SheetOrder, worksheet_url};
use qi_classroom::i18n::Locale;
use qi_classroom::print::{Paper, Selection, WorksheetRequest};
use qi_classroom::progress::playlists::Playlists;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::kit;
use kit::{App, click, type_into};

/// Polls `job` (as each frame does) until the worker has answered, at most 60 s.
fn wait_for(job: &mut PrintJob) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while job.is_preparing() {
        assert!(Instant::now() < deadline, "the worker never answered");
        std::thread::sleep(Duration::from_millis(20));
        let _ = job.poll();
    }
}

fn is_pdf(path: &Path) -> bool {
    std::fs::read(path).is_ok_and(|bytes| bytes.starts_with(b"%PDF-") && bytes.len() > 1000)
}

#[test]
fn the_worker_thread_makes_and_saves_the_pdf_while_the_caller_goes_on() {
    let folder = tempfile::tempdir().unwrap();
    let library = Arc::new(qi_classroom::content::Library::load_embedded_trusted());
    let order = SheetOrder {
        library,
        playlists: Playlists::default(),
        sheet: Sheet::Worksheet(WorksheetRequest {
            selection: Selection::Lesson("jungle-15-river-jumps".into()),
            answers: true,
            paper: Paper::A4,
            per_page: 6,
            mirror: false,
            server: None,
            seed: 0,
        }),
        locale: Locale::ZhCn,
        file_name: "sheet.pdf".into(),
        folder: Some(folder.path().to_path_buf()),
    };
    let ctx = egui::Context::default();
    let mut job = PrintJob::default();
    let started = Instant::now();
    job.start(&ctx, order);
    // Starting returns at once: the sheet is made on the worker.
    assert!(started.elapsed() < Duration::from_millis(100));
    assert!(job.is_preparing());
    wait_for(&mut job);
    // Made: its first page waits for the teacher; nothing is saved before Save.
    let page = job.preview().expect("the first page to preview");
    assert!(page.width > 500.0 && !page.shapes.is_empty());
    assert!(job.poll().is_none());
    assert!(!folder.path().join("sheet.pdf").exists());
    // The teacher renames it before saving, and moves it to another folder: a slash typed in
    // the name stays in the name (no way out of the folder) and ".pdf" is added.
    let other = tempfile::tempdir().unwrap();
    {
        let (to_folder, name) = job.destination_mut().expect("the sheet made");
        assert_eq!(*to_folder, folder.path().display().to_string());
        assert_eq!(name, "sheet.pdf");
        *to_folder = format!("  {}  ", other.path().display());
        *name = "week 3/river".into();
    }
    job.save();
    let said = job.poll().expect("where it went").clone();
    assert_eq!(said.id, "print-saved", "{said:?}");
    assert!(is_pdf(&other.path().join("week 3-river.pdf")));
    assert!(!folder.path().join("sheet.pdf").exists());
    assert!(job.preview().is_none());

    // An unknown lesson comes back as the reason, not a panic on the worker.
    let order = SheetOrder {
        library: Arc::new(qi_classroom::content::Library::load_embedded_trusted()),
        playlists: Playlists::default(),
        sheet: Sheet::Guide("no-such-lesson".into()),
        locale: Locale::En,
        file_name: "guide.pdf".into(),
        folder: Some(folder.path().to_path_buf()),
    };
    job.start(&ctx, order);
    wait_for(&mut job);
    assert!(job.preview().is_none());
    assert_eq!(job.poll().unwrap().id, "print-failed");
    assert!(!folder.path().join("guide.pdf").exists());
}

/// Steps frames (each one draws the whole app) until `text` shows, at most 60 s.
fn wait_to_show(harness: &mut App, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !kit::shows(harness, text) {
        assert!(Instant::now() < deadline, "never showed {text:?}");
        harness.step();
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn the_projector_prints_the_lessons_worksheet_and_guide_into_the_chosen_folder() {
    let dir = tempfile::tempdir().unwrap();
    let folder = tempfile::tempdir().unwrap();
    let mut harness = kit::start(dir.path(), Locale::En, 1280.0, 2000.0);
    kit::teacher_mode(&mut harness);
    // Settings (teacher mode): the folder printed sheets go to, kept once the field is left.
    let typed = folder.path().display().to_string();
    type_into(&mut harness, "Save printed sheets in", &typed);
    harness.key_press(egui::Key::Enter);
    harness.run();
    let settings = std::fs::read_to_string(dir.path().join("settings.json")).unwrap();
    assert!(settings.contains("print_folder"), "{settings}");

    click(&mut harness, "Teacher");
    click(&mut harness, "Lions and tigers leap");
    click(&mut harness, "Projector");
    harness.get_by_label("Jump the tiger over the river.");

    // The worksheet: "preparing…" while the worker makes it, the frames go on; then its
    // first page with Save and open (nothing saved yet); then the path.
    harness.get_by_label("Print").click();
    harness.step();
    assert!(kit::shows(&harness, "Preparing the PDF…"));
    wait_to_show(&mut harness, "Save and open");
    let sheet = folder.path().join("jungle-15-river-jumps.pdf");
    assert!(!sheet.exists());
    click(&mut harness, "Save and open");
    assert!(kit::shows(&harness, "Saved the PDF:"));
    assert!(is_pdf(&sheet), "{sheet:?}");

    // The lesson's guide, the same way; Cancel drops a sheet unsaved.
    harness.get_by_label("Print the guide").click();
    harness.step();
    wait_to_show(&mut harness, "Cancel");
    click(&mut harness, "Cancel");
    assert!(!kit::shows(&harness, "Save and open"));
    assert!(
        !folder
            .path()
            .join("jungle-15-river-jumps-guide.pdf")
            .exists()
    );
    harness.get_by_label("Print the guide").click();
    harness.step();
    wait_to_show(&mut harness, "Save and open");
    click(&mut harness, "Save and open");
    wait_to_show(&mut harness, "jungle-15-river-jumps-guide.pdf");
    assert!(is_pdf(
        &folder.path().join("jungle-15-river-jumps-guide.pdf")
    ));
}

#[cfg(feature = "server")]
#[test]
fn the_browsers_way_asks_the_class_server_and_saves_its_pdf() {
    let served = crate::server_support::Loopback::start();
    let (code, teacher) = served
        .runtime
        .block_on(served.server.class("Class 1", "2468"));
    let (_, child) = served
        .runtime
        .block_on(served.server.child(&code, &teacher, "Mei"));
    let as_child = ClassServer {
        base: format!("{}/", served.base),
        token: child,
        teacher: false,
    };
    let lesson = SheetAsk::Lesson("jungle-13-moving".into());
    let url = worksheet_url(&as_child, &lesson, Locale::ZhTw).unwrap();
    assert_eq!(
        url,
        format!(
            "{}/api/worksheet.pdf?lesson=jungle-13-moving&lang=zh-TW&answers=false",
            served.base
        )
    );
    // Only the kinds the server makes; ids are escaped.
    assert!(worksheet_url(&as_child, &SheetAsk::Guide("x".into()), Locale::En).is_none());
    let odd = SheetAsk::Puzzles(vec!["a b".into(), "c&d".into()]);
    assert!(
        worksheet_url(&as_child, &odd, Locale::En)
            .unwrap()
            .contains("puzzles=a%20b,c%26d&")
    );

    let folder = tempfile::tempdir().unwrap();
    let ctx = egui::Context::default();
    let mut job = PrintJob::default();
    job.fetch(
        &ctx,
        url,
        &as_child.token,
        "lesson.pdf",
        Some(folder.path().into()),
    );
    assert!(job.is_preparing());
    wait_for(&mut job);
    assert_eq!(job.poll().unwrap().id, "print-saved");
    assert!(is_pdf(&folder.path().join("lesson.pdf")));

    // The key with a child's token: the server refuses, and the teacher is told why.
    let as_teacher_asked_by_child = ClassServer {
        teacher: true,
        ..as_child.clone()
    };
    let puzzles = SheetAsk::Puzzles(vec!["jungle-endgame-01".into()]);
    let url = worksheet_url(&as_teacher_asked_by_child, &puzzles, Locale::En).unwrap();
    job.fetch(
        &ctx,
        url,
        &as_child.token,
        "key.pdf",
        Some(folder.path().into()),
    );
    wait_for(&mut job);
    let said = job.poll().unwrap().clone();
    assert_eq!(said.id, "print-failed");
    let tr = qi_classroom::i18n::Localizer::new(Locale::En);
    assert!(
        tr.render(&said).contains("teacher's PIN"),
        "{}",
        tr.render(&said)
    );
    assert!(!folder.path().join("key.pdf").exists());

    // Ids the server does not have (a lesson from this device's own folder, say).
    let unknown = SheetAsk::Puzzles(vec!["not-on-the-server".into()]);
    let url = worksheet_url(&as_child, &unknown, Locale::En).unwrap();
    job.fetch(
        &ctx,
        url,
        &as_child.token,
        "x.pdf",
        Some(folder.path().into()),
    );
    wait_for(&mut job);
    let said = tr.render(job.poll().unwrap());
    assert!(said.contains("does not know these"), "{said}");
}

#[test]
fn a_sheets_qr_link_names_its_puzzles_in_order() {
    // What the web app opens from `?puzzles=…` (the printed sheet's QR code).
    let ids: Vec<&str> =
        qi_classroom::app::platform::sheet_puzzle_ids(" jungle-endgame-01,,renju-first-02 ,")
            .collect();
    assert_eq!(ids, ["jungle-endgame-01", "renju-first-02"]);
}
