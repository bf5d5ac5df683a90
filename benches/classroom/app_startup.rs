//! The in-process part of the app's cold start, headless (no window, no GL): building the app
//! (progress store, embedded library, Fluent bundles), a fresh egui context with the shipped
//! fonts, and the first home-screen frame in Chinese, tessellated as eframe would before
//! painting. Each part is also timed alone so a regression shows where it is.
//! Target (with window and GL setup, `scripts/startup-time.sh`): first frame ≤ 300 ms.

use criterion::{BatchSize, Criterion, criterion_group};
use egui::{Pos2, RawInput, Rect, vec2};
use qi_classroom::app::{ClassroomApp, install_fonts};
use qi_classroom::content::Library;
use qi_classroom::i18n::{Locale, Localizer};
use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

/// A data folder with two children in the class, as in a classroom.
fn class_folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(
        dir.path().join("profiles.json"),
        r#"{"version": 1, "data": {"profiles": [
            {"id": 0, "name": "小美", "avatar": "panda"},
            {"id": 1, "name": "Tom", "avatar": "tiger"}],
           "progress": {}, "active": 0, "next_id": 2}}"#,
    )
    .expect("the profiles file is written");
    dir
}

/// The first frame of `app` in a fresh context: fonts installed, ui run, shapes tessellated.
/// Returns the number of meshes, so nothing is optimised away.
fn first_frame(app: &mut ClassroomApp) -> usize {
    let ctx = egui::Context::default();
    install_fonts(&ctx);
    let input = RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1024.0, 768.0))),
        ..RawInput::default()
    };
    let mut output = ctx.run_ui(input, |ui| app.show(ui));
    // The font atlas is built; uploading it is the GPU's part, not measured here.
    output.textures_delta.clear();
    ctx.tessellate(output.shapes, output.pixels_per_point).len()
}

fn new_app(dir: &Path) -> ClassroomApp {
    ClassroomApp::open(dir, Locale::ZhCn)
}

fn startup(c: &mut Criterion) {
    let dir = class_folder();
    let mut group = c.benchmark_group("app_startup");
    group.bench_function("new_app_and_first_frame", |b| {
        b.iter(|| {
            let mut app = new_app(dir.path());
            black_box(first_frame(&mut app))
        })
    });
    group.bench_function("new_app", |b| b.iter(|| black_box(new_app(dir.path()))));
    group.bench_function("first_frame", |b| {
        b.iter_batched(
            || new_app(dir.path()),
            |mut app| black_box(first_frame(&mut app)),
            BatchSize::PerIteration,
        )
    });
    group.bench_function("library_trusted", |b| {
        b.iter(|| black_box(Library::load_embedded_trusted().lessons.len()))
    });
    group.bench_function("localizer_zh_cn", |b| {
        b.iter(|| black_box(Localizer::new(Locale::ZhCn)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    targets = startup
}
