//! CPU time of the app's frames, headless (`egui::Context::run_ui` with the app's ui, no
//! painting): one frame of a Jungle and of a Renju lesson at 1024×768 (target ≤ 4 ms), and a
//! learner's move → feedback on screen (target ≤ 50 ms): in a lesson, and in the puzzle trainer
//! on the shipped Jungle and Renju puzzles whose first move the tutor answers slowest. A move is
//! timed from the frame with the click on the target square, through the tutor's verdict and the
//! computer's reply, to the end of the next frame; one app is reused, its lesson or puzzle
//! reopened (untimed) before each move.

use criterion::{Criterion, criterion_group};
use egui::{Event, Modifiers, PointerButton, Pos2, RawInput, Rect, Vec2, vec2};
use qi_classroom::app::board::{JungleBoard, RenjuBoard};
use qi_classroom::app::{ClassroomApp, Game};
use qi_classroom::content::{Library, Puzzle, PuzzlePosition};
use qi_classroom::i18n::{Locale, Localizer};
use qi_classroom::rules::jungle::Move;
use qi_classroom::rules::renju::Point;
use qi_classroom::solve::bounded::Budget;
use qi_classroom::tutor::puzzle_session::jungle_session;
use qi_classroom::tutor::renju_puzzle::renju_session;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

const JUNGLE_LESSON: &str = "jungle-15-river-jumps";
const RENJU_LESSON: &str = "renju-14-double-three";

/// The classroom window the frames are drawn for.
const WINDOW: Vec2 = vec2(1024.0, 768.0);
/// A window tall enough that every puzzle of the list is on screen, for finding a title.
const TALL_WINDOW: Vec2 = vec2(1024.0, 8000.0);

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

/// One app and its egui context, drawn headless frame after frame.
struct Driver {
    app: ClassroomApp,
    ctx: egui::Context,
    window: Vec2,
    /// Seconds; advanced a 60 Hz frame at a time, and a second between clicks.
    time: f64,
}

impl Driver {
    fn new(dir: &Path) -> Self {
        Driver {
            app: ClassroomApp::open(dir, Locale::En),
            ctx: egui::Context::default(),
            window: WINDOW,
            time: 0.0,
        }
    }

    /// Runs one frame with `events`; returns the output (its textures marked as handled, since
    /// nothing is painted).
    fn frame(&mut self, events: Vec<Event>) -> egui::FullOutput {
        // Clicks far apart in time, so two on one square are never a double click.
        self.time += if events.is_empty() { 1.0 / 60.0 } else { 1.0 };
        let input = RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, self.window)),
            time: Some(self.time),
            events,
            ..RawInput::default()
        };
        let app = &mut self.app;
        let mut output = self.ctx.run_ui(input, |ui| app.show(ui));
        output.textures_delta.clear();
        output
    }

    /// A few empty frames, so layout and fonts have settled.
    fn settle(&mut self) {
        for _ in 0..3 {
            let _ = self.frame(Vec::new());
        }
    }

    /// The accessibility tree of the next frame (turned on for that frame only, as the app
    /// runs without a screen reader).
    fn accessibility(&mut self) -> egui::accesskit::TreeUpdate {
        self.ctx.enable_accesskit();
        let output = self.frame(Vec::new());
        self.ctx.disable_accesskit();
        output
            .platform_output
            .accesskit_update
            .expect("accesskit is on")
    }

    /// The centre of the widget labelled `label`.
    fn centre_of(&mut self, label: &str) -> Pos2 {
        let update = self.accessibility();
        let bounds = update
            .nodes
            .iter()
            .find(|(_, node)| node.label() == Some(label))
            .and_then(|(_, node)| node.bounds())
            .unwrap_or_else(|| panic!("no widget labelled {label:?}"));
        Pos2::new(
            ((bounds.x0 + bounds.x1) / 2.0) as f32,
            ((bounds.y0 + bounds.y1) / 2.0) as f32,
        )
    }

    /// Clicks the widget labelled `label` and draws the frame after.
    fn click(&mut self, label: &str) {
        let at = self.centre_of(label);
        let _ = self.frame(click_at(at));
        let _ = self.frame(Vec::new());
    }

    /// Whether some text on screen contains `text`.
    fn shows(&mut self, text: &str) -> bool {
        self.accessibility().nodes.iter().any(|(_, node)| {
            // Text is the node's value; labels of controls are their label.
            node.value().is_some_and(|value| value.contains(text))
                || node.label().is_some_and(|label| label.contains(text))
        })
    }

    /// The timed part of a move: the click on `to` and the next frame.
    fn timed_move(&mut self, to: Pos2) -> Duration {
        let start = Instant::now();
        let _ = self.frame(click_at(to));
        black_box(self.frame(Vec::new()).shapes.len());
        start.elapsed()
    }
}

/// A move in the Jungle lesson: reopen it, select the tiger, then time the jump.
struct LessonMove {
    driver: Driver,
    tiger: Pos2,
    landing: Pos2,
}

impl LessonMove {
    fn new(dir: &Path) -> Self {
        let mut driver = Driver::new(dir);
        assert!(driver.app.open_lesson(JUNGLE_LESSON), "the lesson exists");
        driver.settle();
        let tiger = driver.centre_of("b3 tiger");
        let landing = driver.centre_of("b7");
        let mut lesson = LessonMove {
            driver,
            tiger,
            landing,
        };
        // Twice, to be sure reopening the lesson really starts it again.
        for _ in 0..2 {
            let _ = lesson.play();
            assert!(lesson.driver.shows("Done!"), "the move is judged");
        }
        lesson
    }

    fn play(&mut self) -> Duration {
        assert!(self.driver.app.open_lesson(JUNGLE_LESSON));
        let _ = self.driver.frame(Vec::new());
        let _ = self.driver.frame(click_at(self.tiger));
        let _ = self.driver.frame(Vec::new());
        self.driver.timed_move(self.landing)
    }
}

/// The first move of a shipped puzzle.
#[derive(Clone, Copy)]
enum FirstMove {
    Jungle(Move),
    Renju(Point),
}

/// A shipped puzzle and its author's first move.
fn first_move(puzzle: &Puzzle) -> Option<FirstMove> {
    let first = puzzle.solution.first()?.first()?.get_ref();
    Some(match puzzle.position {
        PuzzlePosition::Jungle { .. } => FirstMove::Jungle(Move::parse(first).ok()?),
        PuzzlePosition::Renju { .. } => FirstMove::Renju(first.parse().ok()?),
    })
}

/// The tutor's time for the first move in a fresh session (the best of three).
fn tutor_time(puzzle: &Puzzle, first: FirstMove) -> Duration {
    (0..3)
        .map(|_| match first {
            FirstMove::Jungle(mv) => {
                let mut session = jungle_session(puzzle, Budget::default()).expect("valid");
                let start = Instant::now();
                black_box(session.play(mv));
                start.elapsed()
            }
            FirstMove::Renju(point) => {
                let mut session = renju_session(puzzle, Budget::default()).expect("valid");
                let start = Instant::now();
                black_box(session.play(point));
                start.elapsed()
            }
        })
        .min()
        .unwrap_or_default()
}

/// The puzzle of `game` whose first move the tutor answers slowest, among those whose title no
/// other puzzle shares (the trainer's list is clicked by title).
fn slowest_puzzle(library: &Library, jungle: bool) -> (Puzzle, FirstMove) {
    let english = Locale::En;
    let unique = |puzzle: &Puzzle| {
        let title = puzzle.title.get(english);
        library
            .puzzles
            .iter()
            .filter(|other| other.title.get(english) == title)
            .count()
            == 1
    };
    library
        .puzzles
        .iter()
        .filter(|puzzle| unique(puzzle))
        .filter_map(|puzzle| Some((puzzle, first_move(puzzle)?)))
        .filter(|(_, first)| matches!(first, FirstMove::Jungle(_)) == jungle)
        .map(|(puzzle, first)| (tutor_time(puzzle, first), puzzle, first))
        .max_by_key(|(time, _, _)| *time)
        .map(|(_, puzzle, first)| (puzzle.clone(), first))
        .expect("the library has puzzles of both games")
}

/// A move in the puzzle trainer: reopen the puzzle from the list (a fresh session, as a child
/// who picks it), select the piece (Jungle), then time the move.
struct PuzzleMove {
    driver: Driver,
    /// Where the puzzle's title is in the list, in the tall window.
    title: Pos2,
    /// Where "◀ All puzzles" is.
    back: Pos2,
    from: Option<Pos2>,
    to: Pos2,
}

impl PuzzleMove {
    fn new(dir: &Path, puzzle: &Puzzle, first: FirstMove) -> Self {
        let english = Localizer::new(Locale::En);
        let mut driver = Driver::new(dir);
        driver.settle();
        if matches!(first, FirstMove::Renju(_)) {
            driver.click(&english.text(Game::Renju.name_id()));
        }
        driver.click(&english.text("app-nav-puzzles"));
        let (from, to) = match first {
            FirstMove::Jungle(mv) => {
                let session = jungle_session(puzzle, Budget::default()).expect("valid");
                let label =
                    |square| JungleBoard::square_label(&english, session.position(), square);
                (Some(label(mv.from)), label(mv.to))
            }
            FirstMove::Renju(point) => {
                let session = renju_session(puzzle, Budget::default()).expect("valid");
                let board = &session.position().board;
                (None, RenjuBoard::point_label(&english, board, &[], point))
            }
        };
        driver.window = TALL_WINDOW;
        driver.settle();
        let title = driver.centre_of(puzzle.title.get(Locale::En));
        driver.click(puzzle.title.get(Locale::En));
        let back = driver.centre_of(&english.text("app-puzzle-back-to-list"));
        driver.window = WINDOW;
        driver.settle();
        let from = from.map(|label| driver.centre_of(&label));
        let to = driver.centre_of(&to);
        let mut trainer = PuzzleMove {
            driver,
            title,
            back,
            from,
            to,
        };
        // The author's first move is right, so the trainer must say so with a ✓ and no ✗;
        // twice, to be sure reopening the puzzle starts it again.
        let id = puzzle.id.get_ref();
        for _ in 0..2 {
            let _ = trainer.play();
            assert!(
                trainer.driver.shows("✓"),
                "{id}: the move is not judged right"
            );
            assert!(!trainer.driver.shows("✗"), "{id}: the move is refused");
        }
        trainer
    }

    fn play(&mut self) -> Duration {
        // Back to the list and into the puzzle again: a fresh session.
        self.driver.window = TALL_WINDOW;
        for at in [self.back, self.title] {
            let _ = self.driver.frame(click_at(at));
            let _ = self.driver.frame(Vec::new());
        }
        self.driver.window = WINDOW;
        self.driver.settle();
        if let Some(from) = self.from {
            let _ = self.driver.frame(click_at(from));
            let _ = self.driver.frame(Vec::new());
        }
        self.driver.timed_move(self.to)
    }
}

/// Times `moves` moves one by one and prints their median and max (criterion reports means).
fn report(name: &str, moves: usize, mut play: impl FnMut() -> Duration) {
    let mut times: Vec<Duration> = (0..moves).map(|_| play()).collect();
    times.sort();
    if let (Some(median), Some(max)) = (times.get(times.len() / 2), times.last()) {
        eprintln!("{name}: {moves} moves, median {median:?}, max {max:?}");
    }
}

fn frames(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut group = c.benchmark_group("app_frame");
    for (name, lesson) in [
        ("jungle_lesson", JUNGLE_LESSON),
        ("renju_lesson", RENJU_LESSON),
    ] {
        let mut driver = Driver::new(dir.path());
        assert!(driver.app.open_lesson(lesson), "the lesson {lesson} exists");
        driver.settle();
        group.bench_function(name, |b| {
            b.iter(|| black_box(driver.frame(Vec::new()).shapes.len()))
        });
    }

    // Only the timed part of each move is counted, and reopening takes longer: few samples.
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    let mut lesson = LessonMove::new(dir.path());
    report("lesson move → feedback", 30, || lesson.play());
    group.bench_function("lesson_move_to_feedback", |b| {
        b.iter_custom(|moves| (0..moves).map(|_| lesson.play()).sum())
    });

    let library = Library::load_embedded_trusted();
    for (name, jungle) in [
        ("jungle_puzzle_move_to_feedback", true),
        ("renju_puzzle_move_to_feedback", false),
    ] {
        let (puzzle, first) = slowest_puzzle(&library, jungle);
        let mut trainer = PuzzleMove::new(dir.path(), &puzzle, first);
        report(&format!("{name} ({})", puzzle.id.get_ref()), 30, || {
            trainer.play()
        });
        group.bench_function(name, |b| {
            b.iter_custom(|moves| (0..moves).map(|_| trainer.play()).sum())
        });
    }
    group.finish();
}

criterion_group!(benches, frames);
