//! CPU time of the app's frames, headless (`egui::Context::run_ui` with the app's ui, no
//! painting): one frame of a Jungle and of a Renju lesson at 1024×768, and one learner move →
//! feedback (the click on the target square, the tutor's verdict and the frame showing it).
//! Target: ≤ 4 ms per frame.

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use egui::{Event, Modifiers, PointerButton, Pos2, RawInput, Rect, vec2};
use qi_classroom::app::ClassroomApp;
use qi_classroom::i18n::Locale;
use std::hint::black_box;
use std::path::Path;

const JUNGLE_LESSON: &str = "jungle-05-river-jumps";
const RENJU_LESSON: &str = "renju-03-forbidden";

fn input(events: Vec<Event>) -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1024.0, 768.0))),
        events,
        ..RawInput::default()
    }
}

/// A click (move, press, release) at `pos`, as one frame's events.
fn click_at(pos: Pos2) -> Vec<Event> {
    let button = |pressed| Event::PointerButton {
        pos,
        button: PointerButton::Primary,
        pressed,
        modifiers: Modifiers::default(),
    };
    vec![Event::PointerMoved(pos), button(true), button(false)]
}

/// Runs one frame of `app` with `events`; returns the output (its texture changes marked as
/// handled, since nothing is painted).
fn run_frame(ctx: &egui::Context, app: &mut ClassroomApp, events: Vec<Event>) -> egui::FullOutput {
    let mut output = ctx.run_ui(input(events), |ui| app.show(ui));
    output.textures_delta.clear();
    output
}

/// An app showing lesson `id`, with a context that has drawn it a few times (fonts loaded).
fn lesson_app(dir: &Path, id: &str) -> (ClassroomApp, egui::Context) {
    let mut app = ClassroomApp::open(dir, Locale::En);
    assert!(app.open_lesson(id), "the built-in lesson {id} exists");
    let ctx = egui::Context::default();
    for _ in 0..3 {
        let _ = run_frame(&ctx, &mut app, Vec::new());
    }
    (app, ctx)
}

/// The centre of the widget labelled `label`, found through the accessibility tree.
fn centre_of(dir: &Path, lesson: &str, label: &str) -> Pos2 {
    let (mut app, ctx) = lesson_app(dir, lesson);
    ctx.enable_accesskit();
    let output = run_frame(&ctx, &mut app, Vec::new());
    let update = output
        .platform_output
        .accesskit_update
        .expect("accesskit is on");
    let bounds = update
        .nodes
        .iter()
        .find(|(_, node)| node.label() == Some(label))
        .and_then(|(_, node)| node.bounds())
        .unwrap_or_else(|| panic!("no widget labelled {label}"));
    Pos2::new(
        ((bounds.x0 + bounds.x1) / 2.0) as f32,
        ((bounds.y0 + bounds.y1) / 2.0) as f32,
    )
}

/// Whether clicking `from` then `to` in the Jungle lesson shows the tutor's "Done!".
fn move_gives_feedback(dir: &Path, from: Pos2, to: Pos2) -> bool {
    let (mut app, ctx) = lesson_app(dir, JUNGLE_LESSON);
    ctx.enable_accesskit();
    for events in [click_at(from), Vec::new(), click_at(to), Vec::new()] {
        let _ = run_frame(&ctx, &mut app, events);
    }
    let output = run_frame(&ctx, &mut app, Vec::new());
    output
        .platform_output
        .accesskit_update
        .is_some_and(|update| {
            update
                .nodes
                .iter()
                // Text is the node's value; labels of controls are their label.
                .any(|(_, node)| node.value().is_some_and(|text| text.contains("Done!")))
        })
}

fn frames(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut group = c.benchmark_group("app_frame");
    for (name, lesson) in [
        ("jungle_lesson", JUNGLE_LESSON),
        ("renju_lesson", RENJU_LESSON),
    ] {
        let (mut app, ctx) = lesson_app(dir.path(), lesson);
        group.bench_function(name, |b| {
            b.iter(|| black_box(run_frame(&ctx, &mut app, Vec::new()).shapes.len()))
        });
    }

    // The tiger on b3 is selected in the setup; the measured part is the click on b7, judged
    // by the tutor, and the next frame that shows "Done!".
    let tiger = centre_of(dir.path(), JUNGLE_LESSON, "b3 tiger");
    let landing = centre_of(dir.path(), JUNGLE_LESSON, "b7");
    assert!(
        move_gives_feedback(dir.path(), tiger, landing),
        "the move is judged"
    );
    // Each sample needs a fresh app (the setup is not timed but takes long): few samples.
    group.sample_size(10);
    group.bench_function("move_to_feedback", |b| {
        b.iter_batched(
            || {
                let (mut app, ctx) = lesson_app(dir.path(), JUNGLE_LESSON);
                let _ = run_frame(&ctx, &mut app, click_at(tiger));
                let _ = run_frame(&ctx, &mut app, Vec::new());
                (app, ctx)
            },
            |(mut app, ctx)| {
                let _ = run_frame(&ctx, &mut app, click_at(landing));
                black_box(run_frame(&ctx, &mut app, Vec::new()).shapes.len())
            },
            BatchSize::PerIteration,
        )
    });
    group.finish();
}

criterion_group!(benches, frames);
criterion_main!(benches);
