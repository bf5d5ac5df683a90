//! The eframe/egui classroom app: navigation, screens, fonts and theme. The state lives in
//! [`ClassroomApp`]; each screen draws itself and returns [`Action`]s that the app applies after
//! drawing, so drawing never changes stored data directly.

mod action;
mod author;
mod avatar;
pub mod board;
mod classroom;
mod fonts;
mod home;
mod lessons;
pub mod play;
mod profiles;
mod puzzles;
mod settings;
pub mod sound;
pub mod startup;
mod storage_notice;
mod teacher;
mod theme;
mod top_bar;
mod view;

pub use action::{Action, Game, Screen};
pub use classroom::ClassroomApp;
pub use fonts::install_fonts;
pub use storage_notice::storage_message;
pub use theme::Palette;
pub use view::View;

use crate::content::class_library::ClassFolder;
use crate::i18n::Locale;
use crate::progress::ProgressStore;

/// The environment variable naming a built-in lesson to open at start (screenshots, demos).
pub const OPEN_LESSON_VARIABLE: &str = "QI_CLASSROOM_OPEN_LESSON";
/// Set to `0` to switch off the computer opponent's short "thinking" pause in the window.
pub const THINKING_PAUSE_VARIABLE: &str = "QI_CLASSROOM_THINKING_PAUSE";

/// Opens the classroom window with `folders` in class for this run (`app --lessons`) and runs
/// until it is closed.
pub fn run(folders: Vec<ClassFolder>) -> eframe::Result {
    let started = std::time::Instant::now();
    // Loading the embedded library (about a third of the start-up time), the progress store
    // and the remembered class folders happens on a thread while eframe opens the window and
    // sets up OpenGL; the app is built from them when the window is ready.
    let loading = std::thread::spawn(|| {
        let store = ProgressStore::open_default();
        let class = ClassroomApp::load_class(&store);
        (store, class)
    });
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            // The program's name until the first frame sets the title in the learner's
            // language; eframe keeps the window hidden until that frame is painted.
            .with_title("qi-classroom")
            .with_inner_size([1024.0, 768.0])
            .with_min_inner_size([640.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native(
        "qi-classroom",
        options,
        Box::new(move |creation| {
            let window_ready = started.elapsed();
            install_fonts(&creation.egui_ctx);
            let (store, class) = loading
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            let mut app = ClassroomApp::with_class(store, Locale::from_environment(), class);
            app.use_folders_for_this_run(folders);
            // `QI_CLASSROOM_THINKING_PAUSE=0` shows the computer's moves at once.
            app.set_thinking_pause(
                std::env::var_os(THINKING_PAUSE_VARIABLE).is_none_or(|v| v != "0"),
            );
            if let Ok(id) = std::env::var(OPEN_LESSON_VARIABLE) {
                // An unknown id just leaves the home screen.
                let _ = app.open_lesson(&id);
            }
            if std::env::var_os(startup::STARTUP_TIME_VARIABLE).is_some() {
                let milestones = startup::Milestones {
                    window_ready,
                    app_built: started.elapsed(),
                };
                return Ok(Box::new(startup::StartupTimer::new(
                    app, started, milestones,
                )));
            }
            Ok(Box::new(app))
        }),
    )
}
