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
pub use classroom::{ClassroomApp, system_locale};
pub use fonts::install_fonts;
pub use storage_notice::storage_message;
pub use theme::Palette;
pub use view::View;

use crate::progress::ProgressStore;

/// The environment variable naming a built-in lesson to open at start (screenshots, demos).
pub const OPEN_LESSON_VARIABLE: &str = "QI_CLASSROOM_OPEN_LESSON";

/// Opens the classroom window and runs until it is closed.
pub fn run() -> eframe::Result {
    let started = std::time::Instant::now();
    let mut app = ClassroomApp::new(ProgressStore::open_default(), system_locale());
    if let Ok(id) = std::env::var(OPEN_LESSON_VARIABLE) {
        // An unknown id just leaves the home screen.
        let _ = app.open_lesson(&id);
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(app.window_title())
            .with_inner_size([1024.0, 768.0])
            .with_min_inner_size([640.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native(
        "qi-classroom",
        options,
        Box::new(move |creation| {
            install_fonts(&creation.egui_ctx);
            if std::env::var_os(startup::STARTUP_TIME_VARIABLE).is_some() {
                return Ok(Box::new(startup::StartupTimer::new(app, started)));
            }
            Ok(Box::new(app))
        }),
    )
}
